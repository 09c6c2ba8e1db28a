//! The latest interaction answered in each conversation teban only answers in (the
//! `conversation_tokens` table): its token, when it was answered, and how many follow-ups it
//! carried. The Discord adapter keeps it (as `launches.rs` keeps the Activity's launches): what
//! teban owes a game there follows up on it while Discord lets it, whichever process delivers.
//! One per channel, the latest; how long a token lives and how many follow-ups it carries are
//! Discord's, and the adapter's to say. And the answers being given there (the
//! `conversation_answers` table), which what teban owes the conversation waits for.

use super::{ChannelId, Store, StoreError};

/// An interaction answered in a conversation, as kept.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AnswerToken {
    pub token: String,
    pub answered_at: i64,
    /// How many follow-ups it carried so far.
    pub follow_ups: u32,
}

impl Store {
    /// The interaction of `token` was answered in `channel` at `at`, with `follow_ups` follow-ups
    /// already (a deferred answer is one): the conversation's latest from now on.
    pub async fn remember_answer(
        &self,
        channel: ChannelId,
        token: &str,
        at: i64,
        follow_ups: u32,
    ) -> Result<(), StoreError> {
        let _writing = self.turn().await;
        sqlx::query(
            "INSERT INTO conversation_tokens (channel_id, token, answered_at, follow_ups) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (channel_id) DO UPDATE SET \
             token = excluded.token, answered_at = excluded.answered_at, \
             follow_ups = excluded.follow_ups \
             WHERE conversation_tokens.answered_at <= excluded.answered_at",
        )
        .bind(channel)
        .bind(token)
        .bind(at)
        .bind(i64::from(follow_ups))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The latest interaction answered in `channel`, if it was answered at `since` or later and
    /// carried fewer than `most` follow-ups.
    pub async fn answer_token(
        &self,
        channel: ChannelId,
        since: i64,
        most: u32,
    ) -> Result<Option<AnswerToken>, StoreError> {
        let row: Option<(String, i64, i64)> = sqlx::query_as(
            "SELECT token, answered_at, follow_ups FROM conversation_tokens \
             WHERE channel_id = $1 AND answered_at >= $2 AND follow_ups < $3",
        )
        .bind(channel)
        .bind(since)
        .bind(i64::from(most))
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|(token, answered_at, follow_ups)| AnswerToken {
            token,
            answered_at,
            follow_ups: follow_ups as u32,
        }))
    }

    /// The interaction of `token` in `channel` carried one more follow-up.
    pub async fn answer_followed_up(
        &self,
        channel: ChannelId,
        token: &str,
    ) -> Result<(), StoreError> {
        let _writing = self.turn().await;
        sqlx::query(
            "UPDATE conversation_tokens SET follow_ups = follow_ups + 1 \
             WHERE channel_id = $1 AND token = $2",
        )
        .bind(channel)
        .bind(token)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The interaction of `token` in `channel` may carry no more follow-ups (Discord said so):
    /// counted as carrying `most`, it is never offered again.
    pub async fn answer_spent(
        &self,
        channel: ChannelId,
        token: &str,
        most: u32,
    ) -> Result<(), StoreError> {
        let _writing = self.turn().await;
        sqlx::query(
            "UPDATE conversation_tokens SET follow_ups = $3 WHERE channel_id = $1 AND token = $2",
        )
        .bind(channel)
        .bind(token)
        .bind(i64::from(most))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The interaction of `token` in `channel` no longer lets teban follow up (Discord says its
    /// token died): forgotten.
    pub async fn forget_answer(&self, channel: ChannelId, token: &str) -> Result<(), StoreError> {
        self.delete_token("conversation_tokens", channel, token)
            .await
    }

    /// teban begins answering the interaction of `token` in `channel` at `now`: until it
    /// settles it ([`Store::answer_settled`]), or until `until` at the latest, the
    /// conversation's posts wait for it ([`Store::answer_under_way`]). The answers whose time
    /// ran out (their process died before it settled them) are forgotten on the way.
    pub async fn answer_begun(
        &self,
        channel: ChannelId,
        token: &str,
        (now, until): (i64, i64),
    ) -> Result<(), StoreError> {
        let _writing = self.turn().await;
        sqlx::query("DELETE FROM conversation_answers WHERE until_ms <= $1")
            .bind(now)
            .execute(&self.pool)
            .await?;
        sqlx::query(
            "INSERT INTO conversation_answers (channel_id, token, until_ms) VALUES ($1, $2, $3) \
             ON CONFLICT (channel_id, token) DO UPDATE SET until_ms = excluded.until_ms",
        )
        .bind(channel)
        .bind(token)
        .bind(until)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The answer to the interaction of `token` in `channel` was given, or failed.
    pub async fn answer_settled(&self, channel: ChannelId, token: &str) -> Result<(), StoreError> {
        self.delete_token("conversation_answers", channel, token)
            .await
    }

    /// Deletes the row of `token` in `channel` from `table` (`conversation_tokens` or
    /// `conversation_answers`).
    async fn delete_token(
        &self,
        table: &'static str,
        channel: ChannelId,
        token: &str,
    ) -> Result<(), StoreError> {
        let _writing = self.turn().await;
        let sql = format!("DELETE FROM {table} WHERE channel_id = $1 AND token = $2");
        sqlx::query(&sql)
            .bind(channel)
            .bind(token)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Whether teban is answering an interaction in `channel` at `now` (begun, not settled, and
    /// not past its time).
    pub async fn answer_under_way(&self, channel: ChannelId, now: i64) -> Result<bool, StoreError> {
        let row: Option<(i64,)> = sqlx::query_as(
            "SELECT channel_id FROM conversation_answers WHERE channel_id = $1 AND until_ms > $2 \
             LIMIT 1",
        )
        .bind(channel)
        .bind(now)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.is_some())
    }
}
