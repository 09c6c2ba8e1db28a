//! The web front end's sessions: who a browser's cookie logged in, and until when. Only the
//! SHA-256 of a session's token is kept (a copy of the table gives nobody a session); the table
//! of the web front end decides what a session may see (`crate::web`).

use sqlx::Row;

use super::{Store, StoreError, UserId};

/// A session as stored: the Discord user it logged in, their name and Discord language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebSession {
    pub user: UserId,
    pub name: String,
    /// The user's Discord locale (`fr`, `en-US`...), as Discord gave it at login.
    pub locale: String,
    pub expires_at: i64,
}

impl Store {
    /// Keeps a new session under `token_hash` until `expires_at`; sessions already expired are
    /// swept out on the way.
    pub async fn open_web_session(
        &self,
        token_hash: &str,
        session: &WebSession,
    ) -> Result<(), StoreError> {
        let _writing = self.turn().await;
        let now = self.now();
        sqlx::query("DELETE FROM web_sessions WHERE expires_at <= $1")
            .bind(now)
            .execute(&self.pool)
            .await?;
        sqlx::query(
            "INSERT INTO web_sessions \
             (token_hash, user_id, user_name, locale, created_at, expires_at) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(token_hash)
        .bind(session.user)
        .bind(&session.name)
        .bind(&session.locale)
        .bind(now)
        .bind(session.expires_at)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The session whose token hashes to `token_hash`, if it exists and has not expired.
    pub async fn web_session(&self, token_hash: &str) -> Result<Option<WebSession>, StoreError> {
        let row = sqlx::query(
            "SELECT user_id, user_name, locale, expires_at FROM web_sessions \
             WHERE token_hash = $1 AND expires_at > $2",
        )
        .bind(token_hash)
        .bind(self.now())
        .fetch_optional(&self.pool)
        .await?;
        Ok(match row {
            Some(r) => Some(WebSession {
                user: r.try_get("user_id")?,
                name: r.try_get("user_name")?,
                locale: r.try_get("locale")?,
                expires_at: r.try_get("expires_at")?,
            }),
            None => None,
        })
    }

    /// Ends the session whose token hashes to `token_hash` (a logout); false if there was none.
    pub async fn close_web_session(&self, token_hash: &str) -> Result<bool, StoreError> {
        let _writing = self.turn().await;
        let done = sqlx::query("DELETE FROM web_sessions WHERE token_hash = $1")
            .bind(token_hash)
            .execute(&self.pool)
            .await?
            .rows_affected();
        Ok(done == 1)
    }
}
