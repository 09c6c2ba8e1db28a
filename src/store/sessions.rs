//! The web front end's sessions: who a browser's cookie (or the Activity's bearer token) logged
//! in, until when, what the session reaches ([`Reach`]) and the servers Discord said at login its
//! user is in. Only the SHA-256 of a session's
//! token is kept (a copy of the table gives nobody a session); the table of the web front end
//! decides what a session may see (`crate::web`).

use sqlx::Row;

use super::{GuildId, Store, StoreError, UserId};

/// What a session reaches.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Reach {
    /// A login on teban's site: every game its user may see.
    #[default]
    Web,
    /// Opened in the Activity on this server: its games, and its user's DM games.
    Server(GuildId),
    /// Opened in the Activity in a DM: its user's DM games only.
    DirectMessages,
}

impl Reach {
    /// Whether a session of this reach may see a game of `guild` (`None`: a DM game). Within
    /// reach, the web's own rules still decide (membership, seats).
    pub fn reaches(self, guild: Option<GuildId>) -> bool {
        match self {
            Reach::Web => true,
            Reach::Server(server) => guild.is_none_or(|g| g == server),
            Reach::DirectMessages => guild.is_none(),
        }
    }

    /// The stored word and guild.
    pub fn stored(self) -> (&'static str, Option<GuildId>) {
        match self {
            Reach::Web => ("web", None),
            Reach::Server(guild) => ("server", Some(guild)),
            Reach::DirectMessages => ("dms", None),
        }
    }

    /// Read back from the stored word and guild; anything unknown reaches the least.
    pub fn from_stored(word: &str, guild: Option<GuildId>) -> Reach {
        match (word, guild) {
            ("web", _) => Reach::Web,
            ("server", Some(guild)) => Reach::Server(guild),
            _ => Reach::DirectMessages,
        }
    }
}

/// A session as stored: the Discord user it logged in, their name and Discord language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebSession {
    pub user: UserId,
    pub name: String,
    /// The user's Discord locale (`fr`, `en-US`...), as Discord gave it at login.
    pub locale: String,
    pub expires_at: i64,
    pub reach: Reach,
    /// The servers its user is in, as Discord listed them at login (id and name); none in the
    /// Activity, nor for a session opened before teban asked.
    pub guilds: Vec<(GuildId, String)>,
}

/// A session's servers as their column keeps them: JSON, `[["123", "name"], ...]`.
fn guilds_stored(guilds: &[(GuildId, String)]) -> String {
    let listed: Vec<(String, &str)> = guilds
        .iter()
        .map(|(id, name)| (id.to_string(), name.as_str()))
        .collect();
    serde_json::to_string(&listed).unwrap_or_default()
}

/// A session's servers read back from their column; what cannot be read is no server.
fn guilds_from_stored(stored: &str) -> Vec<(GuildId, String)> {
    let listed: Vec<(String, String)> = serde_json::from_str(stored).unwrap_or_default();
    listed
        .into_iter()
        .filter_map(|(id, name)| Some((GuildId(id.parse().ok()?), name)))
        .collect()
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
             (token_hash, user_id, user_name, locale, created_at, expires_at, reach, guild_id, \
             guilds) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(token_hash)
        .bind(session.user)
        .bind(&session.name)
        .bind(&session.locale)
        .bind(now)
        .bind(session.expires_at)
        .bind(session.reach.stored().0)
        .bind(session.reach.stored().1)
        .bind(guilds_stored(&session.guilds))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The session whose token hashes to `token_hash`, if it exists and has not expired.
    pub async fn web_session(&self, token_hash: &str) -> Result<Option<WebSession>, StoreError> {
        let row = sqlx::query(
            "SELECT user_id, user_name, locale, expires_at, reach, guild_id, guilds \
             FROM web_sessions \
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
                reach: Reach::from_stored(
                    &r.try_get::<String, _>("reach")?,
                    r.try_get("guild_id")?,
                ),
                guilds: guilds_from_stored(&r.try_get::<String, _>("guilds")?),
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
