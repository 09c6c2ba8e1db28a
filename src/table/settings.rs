//! A server's settings (`/settings`, for members who may manage the server): whether games are
//! played in threads of their own, the server's default clock, whether a replay is posted when a
//! game ends, the language its channels read, whether rated games allow takebacks, and who may
//! watch its games on the web. Stored per server
//! ([`crate::store::settings`]); shown with their values, and for threads, whether they work in
//! the channel asked from and why not. The view is only the caller's: in the caller's language.
//!
//! Decisions where the issue is silent:
//! - Games in threads of their own and a replay posted when a game ends are on by default; the
//!   default clock is teban's `DEFAULT_CLOCK` until a manager picks one.

use crate::i18n::{Key, Lang, Said};
use crate::key;
use crate::model::GuildId;
use crate::store::Store;
use crate::store::StoredSettings;
pub use crate::store::WebAudience;
use crate::table::shared::Answer;
use crate::table::shared::Audience;
use crate::table::shared::{Caller, MoveClock, Refusal, Reply, Settings};
use crate::text::{marks, Text};
use crate::{say, tr};

/// What a `/settings` request changes (nothing: it only shows them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    pub threads: Option<bool>,
    pub clock: Option<MoveClock>,
    pub replay_on_end: Option<bool>,
    /// The language of the server's channels: `Some(Some(fr))` fixes French, `Some(None)` goes
    /// back to Discord's language of the server ([`language_choice`] reads a command's option).
    pub language: Option<Option<Lang>>,
    /// The role whose members may run tournaments: `Some(Some(role))` names one, `Some(None)`
    /// leaves them to the managers alone.
    pub organiser_role: Option<Option<u64>>,
    /// How many vacation days a year each member has (0 turns vacation off).
    pub vacation_days: Option<u32>,
    /// Whether takebacks are allowed in rated games too.
    pub takebacks: Option<bool>,
    /// Who may watch the server's games on the web.
    pub web: Option<WebAudience>,
}

/// The most vacation days a year a server can give.
pub const MAX_VACATION_DAYS: u32 = 365;

/// The value of the `language` option of `/settings` that goes back to Discord's language of the
/// server; every other value is a language's code ([`Lang::code`]).
pub const FOLLOW_DISCORD: &str = "discord";

/// A `/settings language:` value as a change: [`FOLLOW_DISCORD`] (Discord's language of the
/// server) or a language (`fr`, or any locale [`Lang`]'s `FromStr` reads).
pub fn language_choice(value: &str) -> Result<Option<Lang>, crate::i18n::UnknownLanguage> {
    if value.trim().eq_ignore_ascii_case(FOLLOW_DISCORD) {
        return Ok(None);
    }
    value.parse().map(Some)
}

/// The choices of the `/settings language:` option as `lang`'s readers see them: (label,
/// value) pairs, Discord's language of the server first ([`FOLLOW_DISCORD`]), then each language
/// by its own name; [`language_choice`] reads the value back.
pub fn language_choices(lang: Lang) -> Vec<(String, &'static str)> {
    std::iter::once((tr!(lang, "settings-choice-follow-discord"), FOLLOW_DISCORD))
        .chain(
            Lang::ALL
                .into_iter()
                .map(|l| (l.native_name().to_string(), l.code())),
        )
        .collect()
}

/// The words of `audience` in `/settings`, which are also the choice's label.
pub fn web_audience_key(audience: WebAudience) -> Key {
    match audience {
        WebAudience::Members => key!("settings-web-members"),
        WebAudience::Link => key!("settings-web-link"),
    }
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
    /// The permissions the bot lacks there, by the catalogue's key of their name
    /// (`permission-create-public-threads`).
    Missing(Vec<Key>),
    /// The channel is itself a thread.
    InThread,
}

/// A server's settings as the services read them (a channel's language, the default clock) and
/// as `/settings` shows and changes them. It holds the store and the settings.
pub struct ServerSettings {
    pub(in crate::table) store: Store,
    pub(in crate::table) settings: Settings,
}

impl ServerSettings {
    /// The language of the caller's channel: the one its server fixed with `/settings`, else
    /// Discord's language of the server, else English.
    pub async fn channel_lang(&self, caller: &Caller) -> Result<Lang, Refusal> {
        let fixed = match caller.server() {
            Some(guild) => self.store.server_settings(guild).await?.language,
            None => None,
        };
        Ok(fixed.or(caller.server_lang).unwrap_or_default())
    }

    /// The language of `guild`'s channels where Discord does not say the server's own (the web):
    /// the one its server fixed with `/settings`, else English.
    pub async fn guild_lang(&self, guild: Option<GuildId>) -> Result<Lang, Refusal> {
        let fixed = match guild {
            Some(guild) => self.store.server_settings(guild).await?.language,
            None => None,
        };
        Ok(fixed.unwrap_or_default())
    }

    /// Those of `guilds` teban has been used on (a game, a challenge, a setting): what the web's
    /// lobby offers of the servers a login lists.
    pub async fn servers_known(&self, guilds: &[GuildId]) -> Result<Vec<GuildId>, Refusal> {
        Ok(self.store.servers_known(guilds).await?)
    }

    /// The settings of the caller's server.
    pub async fn server_settings(&self, guild: GuildId) -> Result<StoredSettings, Refusal> {
        Ok(self.store.server_settings(guild).await?)
    }

    /// The clock of a challenge that names none in `guild`: the server's, else the bot's.
    pub(super) async fn default_clock(&self, guild: Option<GuildId>) -> Result<MoveClock, Refusal> {
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
        let lang = caller.lang;
        let Some(guild) = caller.place.guild else {
            return Err(Refusal::Said(Said::new(key!("settings-refusal-no-server"))));
        };
        if !manages_server {
            return Err(Refusal::Said(Said::new(key!(
                "settings-refusal-not-a-manager"
            ))));
        }
        let mut settings = self.store.server_settings(guild).await?;
        if !change.is_empty() {
            settings.threads = change.threads.unwrap_or(settings.threads);
            settings.move_ms = change.clock.map(|c| c.0).or(settings.move_ms);
            settings.replay_on_end = change.replay_on_end.unwrap_or(settings.replay_on_end);
            settings.language = change.language.unwrap_or(settings.language);
            settings.organiser_role = change.organiser_role.unwrap_or(settings.organiser_role);
            settings.takebacks = change.takebacks.unwrap_or(settings.takebacks);
            settings.web = change.web.unwrap_or(settings.web);
            if let Some(days) = change.vacation_days {
                settings.vacation_days = i64::from(days.min(MAX_VACATION_DAYS));
            }
            self.store
                .set_server_settings(guild, settings, caller.player.id)
                .await?;
            tracing::info!(
                guild = guild.0,
                by = caller.player.id.0,
                ?settings,
                "server settings changed"
            );
        }
        let threads = match (settings.threads, room) {
            (false, _) => say!(lang, "settings-threads-off"),
            (true, ThreadRoom::Allowed) => say!(lang, "settings-threads-on"),
            (true, ThreadRoom::InThread) => say!(lang, "settings-threads-in-thread"),
            (true, ThreadRoom::Missing(missing)) => say!(
                lang,
                "settings-threads-missing",
                count = missing.len(),
                missing = missing
                    .iter()
                    .map(|key| crate::i18n::text(lang, *key, &[]))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        };
        let clock = match settings.move_ms {
            Some(ms) => Text::words(&MoveClock(ms).words(lang)),
            None => say!(
                lang,
                "settings-clock-teban",
                clock = self.settings.default_clock.words(lang)
            ),
        };
        let replay = if settings.replay_on_end {
            say!(lang, "settings-replay-on")
        } else {
            say!(lang, "settings-replay-off")
        };
        let language = match settings.language {
            Some(fixed) => say!(
                lang,
                "settings-language-fixed",
                language = fixed.native_name()
            ),
            None => say!(
                lang,
                "settings-language-discord",
                language = caller.server_lang.unwrap_or_default().native_name()
            ),
        };
        let mut title = say!(lang, "settings-title");
        if !change.is_empty() {
            let mut saved = say!(lang, "settings-saved");
            saved.push_words(" ");
            saved.push(&title);
            title = saved;
        }
        let lines = [
            title,
            say!(lang, "settings-threads", value = threads),
            say!(lang, "settings-clock", value = clock),
            say!(lang, "settings-replay", value = replay),
            say!(lang, "settings-language", value = language),
            say!(
                lang,
                "settings-organisers",
                value = match settings.organiser_role {
                    Some(role) => Text::from(marks::role(role)),
                    None => say!(lang, "settings-organisers-managers"),
                }
            ),
            say!(lang, "settings-vacation", count = settings.vacation_days),
            say!(
                lang,
                "settings-takebacks",
                value = if settings.takebacks {
                    say!(lang, "settings-takebacks-on")
                } else {
                    say!(lang, "settings-takebacks-off")
                }
            ),
            say!(
                lang,
                "settings-web",
                value = say!(lang, web_audience_key(settings.web))
            ),
            say!(lang, "settings-how-to-change"),
        ];
        Ok(Reply {
            text: Text::join(lines, "\n"),
            audience: Audience::Caller,
            lang,
            ..Reply::default()
        })
    }
}
