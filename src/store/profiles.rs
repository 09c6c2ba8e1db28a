//! What a player's profile reads (`/profile`): their rating after each rated game (the
//! `rating_history` table, written with the rating), their finished games' results, and how long
//! they took over each move. Read-only but for [`Store::record_rating`].

use sqlx::{Any, Row, Transaction};

use super::column::{kind_in, kind_named};
use super::{GameId, GameRow, GuildId, Rating, Scope, Store, StoreError, UserId};
use crate::games::{GameKind, Outcome, Seat};

/// A rating after a rated game.
#[derive(Clone, Copy, Debug, PartialEq, sqlx::FromRow)]
pub struct RatingPoint {
    #[sqlx(try_from = "String")]
    pub kind: GameKind,
    #[sqlx(try_from = "i64")]
    pub players: u8,
    pub rating: f64,
    pub deviation: f64,
    /// When the game that set it finished (ms since the epoch).
    #[sqlx(rename = "rated_at")]
    pub at: i64,
}

/// A finished game of a player, as their profile counts it.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayedGame {
    pub game: GameId,
    pub kind: GameKind,
    pub players: u8,
    pub rated: bool,
    pub outcome: Outcome,
    /// The player's seat in it.
    pub seat: Seat,
    /// The others' names, in seat order.
    pub opponents: Vec<String>,
    pub finished_at: i64,
}

/// What separates the opponents' names in one text (a character no name contains).
const OPPONENTS_APART: &str = "\u{1f}";

impl Store {
    /// Keeps `user`'s rating after the rated `game` (on `scope`'s ladder), inside the transaction
    /// that rates it.
    pub(super) async fn record_rating(
        tx: &mut Transaction<'_, Any>,
        scope: Scope,
        game: &GameRow,
        user: UserId,
        after: &Rating,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO rating_history (guild_id, kind, players, user_id, game_id, \
             rating, deviation, rated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
             ON CONFLICT (guild_id, user_id, game_id) DO UPDATE SET kind = excluded.kind, \
             players = excluded.players, rating = excluded.rating, \
             deviation = excluded.deviation, rated_at = excluded.rated_at",
        )
        .bind(scope.key())
        .bind(game.kind.name())
        .bind(game.seats.len() as i64)
        .bind(user)
        .bind(game.id)
        .bind(after.rating)
        .bind(after.deviation)
        .bind(now)
        .execute(&mut **tx)
        .await?;
        Ok(())
    }

    /// `user`'s ratings over time in a scope, oldest first.
    pub async fn rating_history(
        &self,
        scope: Scope,
        user: UserId,
    ) -> Result<Vec<RatingPoint>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT kind, players, rating, deviation, rated_at FROM rating_history \
             WHERE guild_id = $1 AND user_id = $2 ORDER BY rated_at, game_id",
        )
        .bind(scope.key())
        .bind(user)
        .fetch_all(&self.pool)
        .await?)
    }

    /// `user`'s finished games in a guild (`None`: direct messages and the terminal), newest
    /// first, at most `limit`; aborted games (no result) are not among them. Read by hand, not
    /// derived: the outcome is JSON, the opponents one packed text and the rated flag 0 or 1.
    pub async fn played_games(
        &self,
        guild: Option<GuildId>,
        user: UserId,
        limit: usize,
    ) -> Result<Vec<PlayedGame>, StoreError> {
        let rows = sqlx::query(
            "SELECT g.id, g.kind, g.rated, g.outcome, g.finished_at, s.seat, \
             (SELECT string_agg(o.name, $4 ORDER BY o.seat) FROM seats o \
                 WHERE o.game_id = g.id AND o.user_id != s.user_id) AS opponents, \
             (SELECT COUNT(*) FROM seats WHERE game_id = g.id) AS players \
             FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE s.user_id = $1 AND g.guild_id IS NOT DISTINCT FROM $2 AND g.status = 'finished' \
             AND g.aborted_by IS NULL AND g.outcome IS NOT NULL \
             ORDER BY g.finished_at DESC, g.id DESC LIMIT $3",
        )
        .bind(user)
        .bind(guild)
        .bind(limit as i64)
        .bind(OPPONENTS_APART)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let game: GameId = r.try_get("id")?;
                let outcome: String = r.try_get("outcome")?;
                let opponents: Option<String> = r.try_get("opponents")?;
                Ok(PlayedGame {
                    game,
                    kind: kind_in(r, "kind")?,
                    players: r.try_get::<i64, _>("players")? as u8,
                    rated: super::is_set(r, "rated")?,
                    outcome: serde_json::from_str(&outcome)
                        .map_err(|e| StoreError::Corrupt(format!("{game}: outcome: {e}")))?,
                    seat: Seat(r.try_get::<i64, _>("seat")? as u8),
                    opponents: opponents
                        .map(|o| o.split(OPPONENTS_APART).map(str::to_string).collect())
                        .unwrap_or_default(),
                    finished_at: r.try_get::<Option<i64>, _>("finished_at")?.unwrap_or(0),
                })
            })
            .collect()
    }

    /// How long `user` took over each of their moves in a guild's games, by game: from the entry
    /// before (or the game's start) to their move, in milliseconds.
    pub async fn move_times(
        &self,
        guild: Option<GuildId>,
        user: UserId,
    ) -> Result<Vec<(GameKind, i64)>, StoreError> {
        let times: Vec<(String, i64)> = sqlx::query_as(
            "SELECT kind, took FROM ( \
                 SELECT g.kind AS kind, m.seat AS seat, s.seat AS mine, m.entry AS entry, \
                 m.played_at - COALESCE(LAG(m.played_at) OVER \
                     (PARTITION BY m.game_id ORDER BY m.seq), g.created_at) AS took \
                 FROM seats s JOIN games g ON g.id = s.game_id \
                 JOIN moves m ON m.game_id = g.id \
                 WHERE s.user_id = $1 AND g.guild_id IS NOT DISTINCT FROM $2) AS t \
             WHERE seat = mine AND entry = 'move'",
        )
        .bind(user)
        .bind(guild)
        .fetch_all(&self.pool)
        .await?;
        times
            .into_iter()
            .map(|(kind, took)| Ok((kind_named(kind)?, took)))
            .collect()
    }
}
