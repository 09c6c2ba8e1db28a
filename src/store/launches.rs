//! The Activity's launches: which game a user launched the Activity on in a channel (an Open
//! board press), kept for the Activity opened there to show it. One per user and channel, the
//! latest; the web decides how recent one must be.

use super::{ChannelId, GameId, Store, StoreError, UserId};

impl Store {
    /// `user` launched the Activity on `game` in `channel`, now.
    pub async fn record_launch(
        &self,
        user: UserId,
        channel: ChannelId,
        game: GameId,
    ) -> Result<(), StoreError> {
        let _writing = self.turn().await;
        sqlx::query(
            "INSERT INTO activity_launches (user_id, channel_id, game_id, launched_at) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, channel_id) \
             DO UPDATE SET game_id = excluded.game_id, launched_at = excluded.launched_at",
        )
        .bind(user)
        .bind(channel)
        .bind(game)
        .bind(self.now())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The game `user` last launched the Activity on in `channel`, if at `since` or later.
    pub async fn launched_game(
        &self,
        user: UserId,
        channel: ChannelId,
        since: i64,
    ) -> Result<Option<GameId>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT game_id FROM activity_launches \
             WHERE user_id = $1 AND channel_id = $2 AND launched_at >= $3",
        )
        .bind(user)
        .bind(channel)
        .bind(since)
        .fetch_optional(&self.pool)
        .await?)
    }
}
