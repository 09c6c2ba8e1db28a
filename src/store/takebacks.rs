//! A game's takeback request (the `takeback_*` columns of `games`): asked, accepted seat by seat,
//! declined. The takeback itself is an entry of the log, appended like any other
//! ([`Store::append`]); this file keeps only who asked and who answered.
//!
//! A request belongs to the game's version it was made at: any entry bumps the version, so a move
//! (or the takeback itself) lapses it without a word. Each change is one conditional update on
//! the game's version and the request's state, so two answers cannot both land wrongly: the last
//! acceptance sets its bit before the takeback is appended, and a decline is refused once every
//! acceptance is in.

use sqlx::Row;

use super::{GameId, Seat, SeatSet, Store, StoreError};

/// A takeback request as stored.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TakebackRequest {
    /// The game's version the request was made at (it stands while the game is still there).
    pub version: u32,
    /// The seat whose last move it asks to take back.
    pub seat: Seat,
    /// The seats that accepted.
    pub accepts: SeatSet,
    /// Someone declined: no second request for the same move.
    pub declined: bool,
}

impl Store {
    /// The last takeback request of `game`, if one was ever made.
    pub async fn takeback_request(
        &self,
        game: GameId,
    ) -> Result<Option<TakebackRequest>, StoreError> {
        let row = sqlx::query(
            "SELECT takeback_version, takeback_seat, takeback_accepts, takeback_declined \
             FROM games WHERE id = $1 AND takeback_version IS NOT NULL",
        )
        .bind(game)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        Ok(Some(TakebackRequest {
            version: row.try_get::<i64, _>("takeback_version")? as u32,
            seat: Seat(row.try_get::<i64, _>("takeback_seat")? as u8),
            accepts: row.try_get("takeback_accepts")?,
            declined: row.try_get::<i64, _>("takeback_declined")? != 0,
        }))
    }

    /// Records `seat`'s request to take back its last move in `game`, still at `version` and with
    /// no request made at that version; `accepts`: the seats that accept at once (teban). `false`
    /// when the game moved on or a request was already made.
    pub async fn ask_takeback(
        &self,
        game: GameId,
        version: u32,
        seat: Seat,
        accepts: SeatSet,
    ) -> Result<bool, StoreError> {
        let _writing = self.turn().await;
        let done = sqlx::query(
            "UPDATE games SET takeback_version = $1, takeback_seat = $2, takeback_accepts = $3, \
             takeback_declined = 0, updated_at = $4 \
             WHERE id = $5 AND version = $1 AND status = 'active' \
             AND (takeback_version IS NULL OR takeback_version <> $1)",
        )
        .bind(i64::from(version))
        .bind(i64::from(seat.0))
        .bind(accepts)
        .bind(self.now())
        .bind(game)
        .execute(&self.pool)
        .await?
        .rows_affected();
        if done == 1 {
            // Told once the request is in (a statement of its own, after its).
            self.tell(&self.pool, game, version).await?;
        }
        Ok(done == 1)
    }

    /// Adds `seat`'s acceptance to the request standing in `game` at `version`: the seats that
    /// accepted since, or `None` when no such request stands (the game moved on, or someone
    /// declined).
    pub async fn accept_takeback(
        &self,
        game: GameId,
        version: u32,
        seat: Seat,
    ) -> Result<Option<SeatSet>, StoreError> {
        let _writing = self.turn().await;
        let accepts: Option<SeatSet> = sqlx::query_scalar(
            "UPDATE games SET takeback_accepts = takeback_accepts | $1 \
             WHERE id = $2 AND version = $3 AND status = 'active' AND takeback_version = $3 \
             AND takeback_declined = 0 RETURNING takeback_accepts",
        )
        .bind(SeatSet::EMPTY.with(seat))
        .bind(game)
        .bind(i64::from(version))
        .fetch_optional(&self.pool)
        .await?;
        Ok(accepts)
    }

    /// Declines the request standing in `game` at `version`, unless every seat in `needed` has
    /// accepted it already (the takeback is then being made). `false` when there is nothing left
    /// to decline.
    pub async fn decline_takeback(
        &self,
        game: GameId,
        version: u32,
        needed: SeatSet,
    ) -> Result<bool, StoreError> {
        let _writing = self.turn().await;
        let done = sqlx::query(
            "UPDATE games SET takeback_declined = 1, updated_at = $1 \
             WHERE id = $2 AND version = $3 AND status = 'active' AND takeback_version = $3 \
             AND takeback_declined = 0 AND (takeback_accepts & $4) <> $4",
        )
        .bind(self.now())
        .bind(game)
        .bind(i64::from(version))
        .bind(needed)
        .execute(&self.pool)
        .await?
        .rows_affected();
        if done == 1 {
            // Told once the request is in (a statement of its own, after its).
            self.tell(&self.pool, game, version).await?;
        }
        Ok(done == 1)
    }
}
