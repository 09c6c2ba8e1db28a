//! The ratings table: one ladder per guild, game and number of players, updated inside the
//! transaction that finishes a rated game, and read for leaderboards and records.

use sqlx::{Any, FromRow, Transaction};

use super::{id, rating, user_of, GameRow, Rating, Store, StoreError};
use crate::games::{GameKind, Outcome};

/// One of a player's ladders: which, and their rating on it.
#[derive(sqlx::FromRow)]
struct LadderRating {
    #[sqlx(try_from = "String")]
    kind: GameKind,
    #[sqlx(try_from = "i64")]
    players: u8,
    #[sqlx(flatten)]
    rating: Rating,
}

impl Store {
    pub(super) async fn rate_finished(
        tx: &mut Transaction<'_, Any>,
        game: &GameRow,
        outcome: Outcome,
        now: i64,
    ) -> Result<(), StoreError> {
        let guild = id(game.guild.unwrap_or(0));
        let players = game.seats.len();
        let mut before = Vec::with_capacity(players);
        for seat in &game.seats {
            let rating: Option<Rating> = sqlx::query_as(
                "SELECT rating, deviation, volatility, wins, losses, draws FROM ratings \
                 WHERE guild_id = $1 AND kind = $2 AND players = $3 AND user_id = $4",
            )
            .bind(guild)
            .bind(game.kind.name())
            .bind(players as i64)
            .bind(id(seat.user))
            .fetch_optional(&mut **tx)
            .await?;
            before.push(rating.unwrap_or_else(|| Rating::newcomer(players)));
        }
        for (seat, after) in game.seats.iter().zip(rating::rate(&before, outcome)) {
            sqlx::query(
                "INSERT INTO ratings (guild_id, kind, players, user_id, name, rating, deviation, \
                 volatility, wins, losses, draws, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) \
                 ON CONFLICT (guild_id, kind, players, user_id) DO UPDATE SET \
                 name = excluded.name, rating = excluded.rating, deviation = excluded.deviation, \
                 volatility = excluded.volatility, wins = excluded.wins, \
                 losses = excluded.losses, draws = excluded.draws, updated_at = excluded.updated_at",
            )
            .bind(guild)
            .bind(game.kind.name())
            .bind(players as i64)
            .bind(id(seat.user))
            .bind(&seat.name)
            .bind(after.rating)
            .bind(after.deviation)
            .bind(after.volatility)
            .bind(after.wins as i64)
            .bind(after.losses as i64)
            .bind(after.draws as i64)
            .bind(now)
            .execute(&mut **tx)
            .await?;
            Self::record_rating(tx, game, seat.user, &after, now).await?;
        }
        Ok(())
    }

    /// One ladder, best first. Its rows are read by hand for the player's id, stored signed (see
    /// [`super::column`]).
    pub async fn ladder(
        &self,
        guild: Option<u64>,
        kind: GameKind,
        players: u8,
        limit: usize,
    ) -> Result<Vec<(u64, String, Rating)>, StoreError> {
        sqlx::query(
            "SELECT user_id, name, rating, deviation, volatility, wins, losses, draws \
             FROM ratings WHERE guild_id = $1 AND kind = $2 AND players = $3 \
             ORDER BY rating DESC, user_id LIMIT $4",
        )
        .bind(id(guild.unwrap_or(0)))
        .bind(kind.name())
        .bind(players as i64)
        .bind(limit as i64)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| {
            let (user, name) = user_of(r)?;
            Ok((user, name, Rating::from_row(r)?))
        })
        .collect()
    }

    /// The numbers of players of the ladders of `kind` in a guild.
    pub async fn ladders(&self, guild: Option<u64>, kind: GameKind) -> Result<Vec<u8>, StoreError> {
        let sizes: Vec<i64> = sqlx::query_scalar(
            "SELECT DISTINCT players FROM ratings WHERE guild_id = $1 AND kind = $2 ORDER BY players",
        )
        .bind(id(guild.unwrap_or(0)))
        .bind(kind.name())
        .fetch_all(&self.pool)
        .await?;
        Ok(sizes.into_iter().map(|n| n as u8).collect())
    }

    /// Every rating of `user` in a guild: (game, players, rating).
    pub async fn ratings_of(
        &self,
        guild: Option<u64>,
        user: u64,
    ) -> Result<Vec<(GameKind, u8, Rating)>, StoreError> {
        let ladders: Vec<LadderRating> = sqlx::query_as(
            "SELECT kind, players, rating, deviation, volatility, wins, losses, draws \
             FROM ratings WHERE guild_id = $1 AND user_id = $2 ORDER BY kind, players",
        )
        .bind(id(guild.unwrap_or(0)))
        .bind(id(user))
        .fetch_all(&self.pool)
        .await?;
        Ok(ladders
            .into_iter()
            .map(|l| (l.kind, l.players, l.rating))
            .collect())
    }
}
