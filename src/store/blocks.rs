//! The blocks: who refuses challenges from whom, on one server (`/block`, `/unblock`). The table
//! decides what a block refuses; this file only keeps the list.

use sqlx::Row;

use super::{id, user_of, Store, StoreError};

impl Store {
    /// `blocker` blocks `blocked` on `guild`; false if they already did.
    pub async fn block(
        &self,
        guild: u64,
        blocker: u64,
        blocked: (u64, &str),
    ) -> Result<bool, StoreError> {
        let _writing = self.turn().await;
        let done = sqlx::query(
            "INSERT INTO blocks (guild_id, blocker_id, blocked_id, blocked_name, created_at) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
        )
        .bind(id(guild))
        .bind(id(blocker))
        .bind(id(blocked.0))
        .bind(blocked.1)
        .bind(self.now())
        .execute(&self.pool)
        .await?
        .rows_affected();
        Ok(done == 1)
    }

    /// `blocker` no longer blocks `blocked` on `guild`; false if they did not.
    pub async fn unblock(
        &self,
        guild: u64,
        blocker: u64,
        blocked: u64,
    ) -> Result<bool, StoreError> {
        let _writing = self.turn().await;
        let done = sqlx::query(
            "DELETE FROM blocks WHERE guild_id = $1 AND blocker_id = $2 AND blocked_id = $3",
        )
        .bind(id(guild))
        .bind(id(blocker))
        .bind(id(blocked))
        .execute(&self.pool)
        .await?
        .rows_affected();
        Ok(done == 1)
    }

    /// Whom `blocker` blocks on `guild` (id and name when blocked), in the order they did.
    pub async fn blocked_by(
        &self,
        guild: u64,
        blocker: u64,
    ) -> Result<Vec<(u64, String)>, StoreError> {
        let rows = sqlx::query(
            "SELECT blocked_id AS user_id, blocked_name AS name FROM blocks \
             WHERE guild_id = $1 AND blocker_id = $2 ORDER BY created_at, blocked_id",
        )
        .bind(id(guild))
        .bind(id(blocker))
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(user_of)
            .collect::<Result<Vec<_>, sqlx::Error>>()?)
    }

    /// Whether `a` blocks `b` on `guild`, and whether `b` blocks `a`.
    pub async fn blocks_between(
        &self,
        guild: u64,
        a: u64,
        b: u64,
    ) -> Result<(bool, bool), StoreError> {
        let rows = sqlx::query(
            "SELECT blocker_id FROM blocks WHERE guild_id = $1 \
             AND ((blocker_id = $2 AND blocked_id = $3) OR (blocker_id = $4 AND blocked_id = $5))",
        )
        .bind(id(guild))
        .bind(id(a))
        .bind(id(b))
        .bind(id(b))
        .bind(id(a))
        .fetch_all(&self.pool)
        .await?;
        let blockers: Vec<i64> = rows
            .iter()
            .map(|r| r.try_get("blocker_id"))
            .collect::<Result<_, sqlx::Error>>()?;
        Ok((blockers.contains(&id(a)), blockers.contains(&id(b))))
    }
}
