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

/// How a plan sits in the `plan` column of `games` (as JSON).
impl Plan {
    /// The `plan` column for `plan` (`None`: no plan, or one without lines).
    pub fn column(plan: Option<&Plan>) -> Result<Option<String>, StoreError> {
        plan.filter(|p| !p.is_empty())
            .map(|p| serde_json::to_string(p).map_err(|e| StoreError::Corrupt(e.to_string())))
            .transpose()
    }

    /// The plan `text` of `game`'s `plan` column holds (`None` or empty: none); one this version
    /// of teban does not read is a damaged row.
    pub fn from_column(game: GameId, text: Option<&str>) -> Result<Option<Plan>, StoreError> {
        text.filter(|t| !t.is_empty())
            .map(|t| {
                serde_json::from_str(t)
                    .map_err(|e| StoreError::Corrupt(format!("{game}: plan: {e}")))
            })
            .transpose()
    }
}
