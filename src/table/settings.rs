//! A server's settings (`/settings`, for members who may manage the server): whether games are
//! played in threads of their own, the server's default clock, and whether a replay is posted
//! when a game ends. Stored per server ([`crate::store::settings`]); shown with their values, and
//! for threads, whether they work in the channel asked from and why not.

use super::service::Answer;
use super::{Caller, MoveClock, Refusal, Reply, Table};
use crate::i18n::Lang;
use crate::store::StoredSettings;

/// What a `/settings` request changes (nothing: it only shows them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    pub threads: Option<bool>,
    pub clock: Option<MoveClock>,
    pub replay_on_end: Option<bool>,
    /// The server's language: `Some(Some(lang))` fixes it, `Some(None)` follows Discord's.
    pub language: Option<Option<Lang>>,
}

impl SettingsChange {
    fn is_empty(&self) -> bool {
        *self == SettingsChange::default()
    }
}

/// Whether the bot may open a thread in the channel a request came from, as the front end knows
/// it (Discord tells the bot its permissions there with every interaction).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ThreadRoom {
    Allowed,
    /// The permissions the bot lacks there, by name ("Create Public Threads").
    Missing(Vec<&'static str>),
    /// The channel is itself a thread.
    InThread,
}

impl Table {
    /// The language of the caller's channel: the one its server fixed with `/settings`, else
    /// Discord's language of the server, else English.
    pub async fn channel_lang(&self, caller: &Caller) -> Result<Lang, Refusal> {
        let fixed = match caller.place.guild {
            Some(guild) => self.store.server_settings(guild).await?.language,
            None => None,
        };
        Ok(fixed.or(caller.server_lang).unwrap_or_default())
    }

    /// The settings of the caller's server.
    pub async fn server_settings(&self, guild: u64) -> Result<StoredSettings, Refusal> {
        Ok(self.store.server_settings(guild).await?)
    }

    /// The clock of a challenge that names none in `guild`: the server's, else the bot's.
    pub(super) async fn default_clock(&self, guild: Option<u64>) -> Result<MoveClock, Refusal> {
        let chosen = match guild {
            Some(guild) => self.store.server_settings(guild).await?.move_ms,
            None => None,
        };
        Ok(chosen.map_or(self.settings.default_clock, MoveClock))
    }

    /// Shows the server's settings after applying `change`; only a member who may manage the
    /// server may see or change them. `room` says whether threads can work where this was asked.
    pub async fn configure(
        &self,
        caller: &Caller,
        change: SettingsChange,
        manages_server: bool,
        room: ThreadRoom,
    ) -> Answer {
        let Some(guild) = caller.place.guild else {
            return Err(Refusal::BadRequest(
                "settings belong to a server: use /settings in one".to_string(),
            ));
        };
        if !manages_server {
            return Err(Refusal::BadRequest(
                "only a member who may manage this server can see or change its settings"
                    .to_string(),
            ));
        }
        let mut settings = self.store.server_settings(guild).await?;
        if !change.is_empty() {
            settings.threads = change.threads.unwrap_or(settings.threads);
            settings.move_ms = change.clock.map(|c| c.0).or(settings.move_ms);
            settings.replay_on_end = change.replay_on_end.unwrap_or(settings.replay_on_end);
            self.store
                .set_server_settings(guild, settings, caller.player.id)
                .await?;
            tracing::info!(
                guild,
                by = caller.player.id,
                ?settings,
                "server settings changed"
            );
        }
        let threads = match (settings.threads, room) {
            (false, _) => "off: games are played in the channel they were started in".to_string(),
            (true, ThreadRoom::Allowed) => {
                "on: each game is played in a thread of its own, opened from its challenge"
                    .to_string()
            }
            (true, ThreadRoom::InThread) => "on (this channel is a thread: a game started here \
                                              is played here)"
                .to_string(),
            (true, ThreadRoom::Missing(missing)) => format!(
                "on, but not in this channel: I lack the permission{} {} here, so games are \
                 played in the channel",
                super::service::plural(missing.len()),
                missing.join(", ")
            ),
        };
        let clock = match settings.move_ms {
            Some(ms) => MoveClock(ms).to_string(),
            None => format!("{} (teban's default)", self.settings.default_clock),
        };
        let replay = if settings.replay_on_end {
            "on: the game's animated replay is posted when it ends"
        } else {
            "off"
        };
        let saved = if change.is_empty() { "" } else { "Saved. " };
        Ok(Reply {
            text: format!(
                "{saved}**Settings of this server**\n\
                 • Threads: {threads}\n\
                 • Default clock: {clock}\n\
                 • Replay when a game ends: {replay}\n\
                 Change them with `/settings threads:` `clock:` `replay:`."
            ),
            ephemeral: true,
            ..Reply::default()
        })
    }
}
