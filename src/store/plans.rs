//! Writing a game's plan (`/plan`, conditional moves: the value is [`Plan`], kept in the `plan`
//! column of `games`); the store only keeps it with its game.
//!
//! The plan is written here by its planner, and consumed by [`Store::append`]: every entry
//! rewrites it in the same `UPDATE` that bumps the game's version, which also checks that it is
//! still the plan its writer read. So a plan change and a move of the same game are ordered by
//! the game's row, on SQLite and PostgreSQL alike: a plan written for version `n` is either in
//! place when the move that leaves `n` is committed (and played or dropped by it), or refused
//! as stale.

use super::{GameId, Plan, Stale, Store, StoreError};

impl Store {
    /// Sets `game`'s plan to `new` (`None`: no plan) if the game is still under way at `version`
    /// and its plan still `old`; else the game's version now.
    pub async fn set_plan(
        &self,
        game: GameId,
        version: u32,
        old: Option<&Plan>,
        new: Option<&Plan>,
    ) -> Result<Result<(), Stale>, StoreError> {
        let update = sqlx::query(
            "UPDATE games SET plan = $1 WHERE id = $2 AND version = $3 AND status = 'active' \
             AND COALESCE(plan, '') = $4",
        )
        .bind(Plan::column(new)?)
        .bind(game)
        .bind(version as i64)
        .bind(Plan::column(old)?.unwrap_or_default());
        self.update_at_version(game, update).await
    }
}
