//! The blocks: who refuses challenges from whom, on one server (`/block`, `/unblock`). The table
//! decides what a block refuses; this file only keeps the list.

use sqlx::Row;

use super::{user_of, GuildId, Store, StoreError, UserId};

impl Store {
    /// `blocker` blocks `blocked` on `guild`; false if they already did.
    pub async fn block(
        &self,
        guild: GuildId,
        blocker: UserId,
        blocked: (UserId, &str),
    ) -> Result<bool, StoreError> {
        let _writing = self.turn().await;
        let done = sqlx::query(
            "INSERT INTO blocks (guild_id, blocker_id, blocked_id, blocked_name, created_at) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
        )
        .bind(guild)
        .bind(blocker)
        .bind(blocked.0)
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
        guild: GuildId,
        blocker: UserId,
        blocked: UserId,
    ) -> Result<bool, StoreError> {
        let _writing = self.turn().await;
        let done = sqlx::query(
            "DELETE FROM blocks WHERE guild_id = $1 AND blocker_id = $2 AND blocked_id = $3",
        )
        .bind(guild)
        .bind(blocker)
        .bind(blocked)
        .execute(&self.pool)
        .await?
        .rows_affected();
        Ok(done == 1)
    }

    /// Whom `blocker` blocks on `guild` (id and name when blocked), in the order they did.
    pub async fn blocked_by(
        &self,
        guild: GuildId,
        blocker: UserId,
    ) -> Result<Vec<(UserId, String)>, StoreError> {
        let rows = sqlx::query(
            "SELECT blocked_id AS user_id, blocked_name AS name FROM blocks \
             WHERE guild_id = $1 AND blocker_id = $2 ORDER BY created_at, blocked_id",
        )
        .bind(guild)
        .bind(blocker)
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
        guild: GuildId,
        a: UserId,
        b: UserId,
    ) -> Result<(bool, bool), StoreError> {
        let rows = sqlx::query(
            "SELECT blocker_id FROM blocks WHERE guild_id = $1 \
             AND ((blocker_id = $2 AND blocked_id = $3) OR (blocker_id = $4 AND blocked_id = $5))",
        )
        .bind(guild)
        .bind(a)
        .bind(b)
        .bind(b)
        .bind(a)
        .fetch_all(&self.pool)
        .await?;
        let blockers: Vec<UserId> = rows
            .iter()
            .map(|r| r.try_get("blocker_id"))
            .collect::<Result<_, sqlx::Error>>()?;
        Ok((blockers.contains(&a), blockers.contains(&b)))
    }
}
