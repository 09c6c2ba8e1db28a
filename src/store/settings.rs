//! The `server_settings` table (what a server's managers chose with `/settings`) and where a game
//! is played: moving a game into a thread of its own, with the line in the parent channel that
//! points to it.

use sqlx::Row;

use super::outbox::About;
use super::{
    flag, is_set, words, ChannelId, GameId, GuildId, MessageId, NewPost, Store, StoreError, UserId,
};
use crate::i18n::Lang;

/// A server's settings as stored; a server without a row has [`StoredSettings::default`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoredSettings {
    /// Games are played in a thread of their own.
    pub threads: bool,
    /// The server's default time per move: `None`: the bot's default; `Some(None)`: no limit.
    pub move_ms: Option<Option<i64>>,
    /// A replay is posted when a game ends.
    pub replay_on_end: bool,
    /// The language the server's channels read; `None`: Discord's language of the server.
    pub language: Option<Lang>,
    /// The role whose members may run tournaments besides the managers; `None`: nobody else.
    pub organiser_role: Option<u64>,
    /// How many vacation days a year each member has; 0: no vacation.
    pub vacation_days: i64,
    /// Takebacks are allowed in rated games too (unrated games always allow them).
    pub takebacks: bool,
    /// Who may watch the server's games on the web.
    pub web: WebAudience,
}

words! {
    /// Who may watch a server's games on the web (`/settings web:`). Playing always needs the
    /// seated player logged in; a game outside any server is its players' only, whatever this says.
    #[derive(Default)]
    pub enum WebAudience ("web audience") {
        /// The server's members only.
        #[default]
        Members = "members",
        /// Anyone with the game's link, logged in or not.
        Link = "link",
    }
}

impl Default for StoredSettings {
    fn default() -> Self {
        StoredSettings {
            threads: true,
            move_ms: None,
            replay_on_end: true,
            language: None,
            organiser_role: None,
            vacation_days: super::VACATION_DAYS,
            takebacks: false,
            web: WebAudience::Members,
        }
    }
}

impl Store {
    /// The settings of `guild` (the defaults where none were chosen). Read by hand, not derived:
    /// the flags are stored as 0 or 1 (see [`super::column`]) and the clock is two columns.
    pub async fn server_settings(&self, guild: GuildId) -> Result<StoredSettings, StoreError> {
        let row = sqlx::query(
            "SELECT threads, clock_set, move_ms, replay_on_end, language, organiser_role, \
             vacation_days, takebacks, web_audience \
             FROM server_settings \
             WHERE guild_id = $1",
        )
        .bind(guild)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else {
            return Ok(StoredSettings::default());
        };
        let clock_set = is_set(&row, "clock_set")?;
        Ok(StoredSettings {
            threads: is_set(&row, "threads")?,
            move_ms: clock_set.then(|| row.try_get("move_ms")).transpose()?,
            replay_on_end: is_set(&row, "replay_on_end")?,
            language: row.try_get("language")?,
            organiser_role: row
                .try_get::<Option<i64>, _>("organiser_role")?
                .map(|role| role as u64),
            vacation_days: row.try_get("vacation_days")?,
            takebacks: is_set(&row, "takebacks")?,
            // The column's CHECK holds it to the two words; anything else reads as the default.
            web: row
                .try_get::<String, _>("web_audience")?
                .parse()
                .unwrap_or_default(),
        })
    }

    /// Stores the settings of `guild`, as changed by `by`.
    pub async fn set_server_settings(
        &self,
        guild: GuildId,
        settings: StoredSettings,
        by: UserId,
    ) -> Result<(), StoreError> {
        let _writing = self.turn().await;
        sqlx::query(
            "INSERT INTO server_settings (guild_id, threads, clock_set, move_ms, replay_on_end, \
             updated_by, updated_at, language, organiser_role, vacation_days, takebacks, \
             web_audience) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) \
             ON CONFLICT (guild_id) DO UPDATE SET threads = excluded.threads, \
             clock_set = excluded.clock_set, move_ms = excluded.move_ms, \
             replay_on_end = excluded.replay_on_end, updated_by = excluded.updated_by, \
             updated_at = excluded.updated_at, language = excluded.language, \
             organiser_role = excluded.organiser_role, vacation_days = excluded.vacation_days, \
             takebacks = excluded.takebacks, web_audience = excluded.web_audience",
        )
        .bind(guild)
        .bind(flag(settings.threads))
        .bind(flag(settings.move_ms.is_some()))
        .bind(settings.move_ms.flatten())
        .bind(flag(settings.replay_on_end))
        .bind(by)
        .bind(self.now())
        .bind(settings.language.map(Lang::code))
        .bind(settings.organiser_role.map(|role| role as i64))
        .bind(settings.vacation_days)
        .bind(flag(settings.takebacks))
        .bind(settings.web.as_str())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Moves an unfinished game from the channel it was started in to `thread`, where `line`
    /// (channel, message) points to it, and writes `post` (the game's start, for the thread) in the
    /// same transaction. `false` when the game is no longer in `from` or no longer on.
    pub async fn move_to_thread(
        &self,
        game: GameId,
        from: ChannelId,
        thread: ChannelId,
        line: (ChannelId, Option<MessageId>),
        posts: &[NewPost],
    ) -> Result<bool, StoreError> {
        let move_it = sqlx::query(
            "UPDATE games SET channel_id = $1, line_channel_id = $2, line_message_id = $3 \
             WHERE id = $4 AND channel_id = $5 AND status = 'active'",
        )
        .bind(thread)
        .bind(line.0)
        .bind(line.1)
        .bind(game)
        .bind(from);
        let Some(mut moved) = self.claim(&[], move_it, self.now()).await? else {
            return Ok(false);
        };
        // The claim holds the game's row until the commit: its posts are about this version.
        let version: i64 = sqlx::query_scalar("SELECT version FROM games WHERE id = $1")
            .bind(game)
            .fetch_one(&mut **moved.tx())
            .await?;
        moved
            .post(About::game_at(game, version as u32), posts)
            .await?;
        moved.commit().await
    }

    /// Records the message of a game's line, posted after the game moved to its thread.
    pub async fn set_line_message(
        &self,
        game: GameId,
        message: MessageId,
    ) -> Result<(), StoreError> {
        let _writing = self.turn().await;
        sqlx::query(
            "UPDATE games SET line_message_id = $1 WHERE id = $2 AND line_channel_id IS NOT NULL",
        )
        .bind(message)
        .bind(game)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
