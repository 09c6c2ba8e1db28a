//! teban's settings: every variable it reads from the environment (which `main` fills from
//! `.env` first), read once when the program starts into one typed [`Config`], which the program
//! then hands down to the table, the bot and the metrics. A value that is not valid stops the
//! program before anything starts, in one line that names its variable ([`SettingError`]).
//! `.env.example` lists every setting with its default; an unset or empty variable is its default.
//!
//! `TEBAN_TEST_CLOCK_FILE`, the clock a test drives, is read only by a build with the cargo
//! feature `test-clock` (the tests turn it on; `cargo build --release --features test-clock` keeps
//! it for end-to-end runs); a server's build refuses it rather than run on a clock it ignores.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use crate::clock::{SharedClock, SystemClock};
use crate::discord::{ShardRange, StartError};
use crate::i18n::Lang;
use crate::table::{MoveClock, MAX_AI_CLAIM_MARGIN_MS, MAX_AI_MOVE_MS, MAX_CHALLENGE_MINUTES};

/// Everything teban's environment says, typed.
#[derive(Clone, Debug, Default)]
pub struct Config {
    /// The game table's: `DATABASE_URL`, `CHALLENGE_MINUTES`, `AI_MOVE_MS`,
    /// `AI_CLAIM_MARGIN_MS`, `DEFAULT_CLOCK` and the clock (`TEBAN_TEST_CLOCK_FILE` in a test
    /// build).
    pub table: crate::table::Settings,
    /// `RENDER_BOARDS` (default true): the front ends that draw (the bot, the terminal) attach a
    /// PNG of the picture a reply shows; off, they show the text alone (the service never draws).
    pub pictures: bool,
    /// The bot's.
    pub bot: BotConfig,
    /// The process's locale (`LC_ALL`, else `LC_MESSAGES`, else `LANG`, the first set and not
    /// empty, as POSIX orders them), if teban speaks it: the terminal's language without `--lang`.
    pub locale: Option<Lang>,
    /// `LOG_FORMAT` (default text): how the log on standard error is written.
    pub log_format: LogFormat,
    /// `STOP_GRACE_MS` (default [`crate::shutdown::GRACE`]): how long a clean stop of the bot or
    /// `teban web` waits for the work under way; `None`: the default.
    pub stop_grace: Option<Duration>,
}

/// How the log is written (`LOG_FORMAT`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LogFormat {
    /// Lines for a person to read (`text`, the default).
    #[default]
    Text,
    /// One JSON object a line, for a log collector (`json`).
    Json,
}

/// The bot's settings (`teban` with no subcommand).
#[derive(Clone, Debug, Default)]
pub struct BotConfig {
    /// `DISCORD_TOKEN`: the bot's token (never logged); the bot does not start without one.
    pub token: Option<String>,
    /// `DEV_GUILD_ID`: register the commands in this guild only, where they appear at once.
    pub dev_guild: Option<u64>,
    /// `DISCORD_PROXY_URL`: the base URL every REST call goes to instead of Discord's.
    pub proxy: Option<String>,
    /// `DEFER_AFTER_MS` (default 1500): how long a request may take before its interaction is
    /// deferred; 0 defers every interaction.
    pub defer_after: Option<Duration>,
    /// `SHARDS`: the gateway shards this process runs; `None`: every one Discord recommends.
    pub shards: Option<ShardRange>,
    /// `METRICS_ADDR`: where Prometheus metrics are served; `None`: nowhere.
    pub metrics: Option<SocketAddr>,
    /// `ACTIVITY` (default off): the application has Activities, and a game's Open board button
    /// launches the board as one.
    pub activity: bool,
    /// The web front end's (`WEB_ADDR`, `PUBLIC_URL`, `DISCORD_CLIENT_ID`,
    /// `DISCORD_CLIENT_SECRET`, `DISCORD_AUTHORIZE_URL`); `None`: `WEB_ADDR` is unset, no web.
    pub web: Option<crate::web::Settings>,
}

/// A setting that is not valid, in one line naming its variable.
#[derive(Debug, PartialEq, thiserror::Error)]
pub enum SettingError {
    #[error("{name} must be a whole number of {unit} from 1 to {max}, not `{value}`")]
    NotInRange {
        name: &'static str,
        unit: &'static str,
        max: u64,
        value: String,
    },
    #[error("{name} must be true or false, not `{value}`")]
    NotTrueOrFalse { name: &'static str, value: String },
    #[error("{name}={value:?} is not valid: {why}")]
    Invalid {
        name: &'static str,
        value: String,
        why: &'static str,
    },
    /// A setting that another one needs (`DISCORD_CLIENT_ID` with `WEB_ADDR`), unset.
    #[error("{name} is needed with {with} ({found})")]
    NeededWith {
        name: &'static str,
        with: &'static str,
        /// Where its value is found.
        found: &'static str,
    },
    /// A value whose own type says what is wrong with it (`DEFAULT_CLOCK`, `SHARDS`).
    #[error("{0}")]
    Said(String),
    #[error(
        "TEBAN_TEST_CLOCK_FILE is set, but this build of teban has no test clock: it is for \
         tests only (a build with --features test-clock); leave it empty"
    )]
    NoTestClock,
}

/// How long a request may take before its interaction is deferred, without `DEFER_AFTER_MS`.
const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// The longest `STOP_GRACE_MS` (an hour).
const MAX_STOP_GRACE_MS: u64 = 3_600_000;

/// Whether this build reads `TEBAN_TEST_CLOCK_FILE` (the cargo feature `test-clock`).
pub const TEST_CLOCK: bool = cfg!(feature = "test-clock");

impl Config {
    /// Every setting, from the process's environment.
    pub fn from_env() -> Result<Config, SettingError> {
        Config::read(|name| std::env::var(name).ok())
    }

    /// The process's locale alone, the rest left at its defaults: for the commands that take
    /// everything else from their arguments.
    pub fn locale_from_env() -> Config {
        Config {
            locale: locale(|name| std::env::var(name).ok()),
            ..Config::default()
        }
    }

    /// Every setting, as `env` reads a variable.
    pub fn read(env: impl Fn(&str) -> Option<String>) -> Result<Config, SettingError> {
        let var = |name: &str| {
            env(name)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let defaults = crate::table::Settings::default();
        let table = crate::table::Settings {
            database_url: var("DATABASE_URL").unwrap_or(defaults.database_url),
            challenge_minutes: var("CHALLENGE_MINUTES")
                .map(|v| whole_number("CHALLENGE_MINUTES", v, MAX_CHALLENGE_MINUTES, "minutes"))
                .transpose()?
                .unwrap_or(defaults.challenge_minutes),
            ai_move_time: milliseconds(
                var("AI_MOVE_MS"),
                "AI_MOVE_MS",
                MAX_AI_MOVE_MS,
                defaults.ai_move_time,
            )?,
            ai_claim_margin: milliseconds(
                var("AI_CLAIM_MARGIN_MS"),
                "AI_CLAIM_MARGIN_MS",
                MAX_AI_CLAIM_MARGIN_MS,
                defaults.ai_claim_margin,
            )?,
            default_clock: var("DEFAULT_CLOCK")
                .map(|v| {
                    v.parse::<MoveClock>()
                        .map_err(|why| SettingError::Said(format!("DEFAULT_CLOCK: {why}")))
                })
                .transpose()?
                .unwrap_or(defaults.default_clock),
            clock: clock(var("TEBAN_TEST_CLOCK_FILE"), TEST_CLOCK)?,
            ..defaults
        };
        let token = var("DISCORD_TOKEN");
        let proxy = var("DISCORD_PROXY_URL").map(|p| p.trim_end_matches('/').to_string());
        let bot = BotConfig {
            web: web(var, token.as_deref(), proxy.as_deref())?,
            token,
            dev_guild: var("DEV_GUILD_ID")
                .map(|value| match value.parse::<u64>() {
                    Ok(id) if id > 0 => Ok(id),
                    _ => Err(SettingError::Invalid {
                        name: "DEV_GUILD_ID",
                        value,
                        why: "a guild id is a number (right-click the server, Copy Server ID)",
                    }),
                })
                .transpose()?,
            proxy,
            defer_after: var("DEFER_AFTER_MS")
                .map(|value| match value.parse() {
                    Ok(ms) => Ok(Duration::from_millis(ms)),
                    Err(_) => Err(SettingError::Invalid {
                        name: "DEFER_AFTER_MS",
                        value,
                        why: "a number of milliseconds",
                    }),
                })
                .transpose()?,
            shards: var("SHARDS")
                .map(|value| value.parse().map_err(SettingError::Said))
                .transpose()?,
            metrics: var("METRICS_ADDR")
                .map(|value| match value.parse() {
                    Ok(at) => Ok(at),
                    Err(_) => Err(SettingError::Invalid {
                        name: "METRICS_ADDR",
                        value,
                        why: "an IP address and a port, such as 127.0.0.1:9100 (0.0.0.0:9100 \
                              to be scraped from other machines)",
                    }),
                })
                .transpose()?,
            activity: var("ACTIVITY")
                .map(|v| true_or_false("ACTIVITY", v))
                .transpose()?
                .unwrap_or(false),
        };
        Ok(Config {
            table,
            pictures: var("RENDER_BOARDS")
                .map(|v| true_or_false("RENDER_BOARDS", v))
                .transpose()?
                .unwrap_or(true),
            bot,
            locale: locale(&env),
            log_format: var("LOG_FORMAT")
                .map(|value| match value.to_ascii_lowercase().as_str() {
                    "text" => Ok(LogFormat::Text),
                    "json" => Ok(LogFormat::Json),
                    _ => Err(SettingError::Invalid {
                        name: "LOG_FORMAT",
                        value,
                        why: "text, or json for one JSON object a line",
                    }),
                })
                .transpose()?
                .unwrap_or_default(),
            stop_grace: var("STOP_GRACE_MS")
                .map(|v| whole_number("STOP_GRACE_MS", v, MAX_STOP_GRACE_MS, "milliseconds"))
                .transpose()?
                .map(Duration::from_millis),
        })
    }

    /// How long a clean stop waits for the work under way (`STOP_GRACE_MS`).
    pub fn stop_grace(&self) -> Duration {
        self.stop_grace.unwrap_or(crate::shutdown::GRACE)
    }

    /// The bot's settings; it does not start without a token.
    pub fn bot(self) -> Result<crate::discord::Settings, StartError> {
        let stop_grace = self.stop_grace();
        let bot = self.bot;
        Ok(crate::discord::Settings {
            token: bot.token.ok_or(StartError::NoToken)?,
            dev_guild: bot.dev_guild,
            proxy: bot.proxy,
            defer_after: bot.defer_after.unwrap_or(DEFER_AFTER),
            shards: bot.shards,
            metrics: bot.metrics,
            pictures: self.pictures,
            activity: bot.activity,
            web: bot.web,
            stop_grace,
            table: self.table,
        })
    }

    /// The terminal's language: `flag` (`--lang`), else the process's locale, else English.
    pub fn terminal_lang(&self, flag: Option<Lang>) -> Lang {
        flag.or(self.locale).unwrap_or_default()
    }
}

/// The setting `name` (its `value`, if set) as a whole number of milliseconds from 1 to `max`;
/// `default` when it is not set.
fn milliseconds(
    value: Option<String>,
    name: &'static str,
    max: u64,
    default: Duration,
) -> Result<Duration, SettingError> {
    Ok(value
        .map(|v| whole_number(name, v, max, "milliseconds"))
        .transpose()?
        .map_or(default, Duration::from_millis))
}

/// The setting `name` read as a whole number of `unit` from 1 to `max`.
fn whole_number(
    name: &'static str,
    value: String,
    max: u64,
    unit: &'static str,
) -> Result<u64, SettingError> {
    match value.parse::<u64>() {
        Ok(n) if (1..=max).contains(&n) => Ok(n),
        _ => Err(SettingError::NotInRange {
            name,
            unit,
            max,
            value,
        }),
    }
}

/// The setting `name` read as true or false (also 1/0, yes/no, on/off).
fn true_or_false(name: &'static str, value: String) -> Result<bool, SettingError> {
    match value.to_ascii_lowercase().as_str() {
        "1" | "true" | "yes" | "on" => Ok(true),
        "0" | "false" | "no" | "off" => Ok(false),
        _ => Err(SettingError::NotTrueOrFalse { name, value }),
    }
}

/// The web front end's settings, `None` without `WEB_ADDR`; `token` and `proxy` are the bot's own
/// (`DISCORD_TOKEN`, for the member look-ups; `DISCORD_PROXY_URL`, where they and the login's
/// calls go instead of Discord).
fn web(
    var: impl Fn(&str) -> Option<String>,
    token: Option<&str>,
    proxy: Option<&str>,
) -> Result<Option<crate::web::Settings>, SettingError> {
    use crate::web::settings::{DISCORD_API, DISCORD_AUTHORIZE_URL};
    let Some(addr) = var("WEB_ADDR") else {
        return Ok(None);
    };
    let addr = addr.parse().map_err(|_| SettingError::Invalid {
        name: "WEB_ADDR",
        value: addr,
        why: "an IP address and a port, such as 127.0.0.1:8080",
    })?;
    let public_url = match var("PUBLIC_URL") {
        Some(url) if url.starts_with("https://") || url.starts_with("http://") => {
            url.trim_end_matches('/').to_string()
        }
        Some(value) => {
            return Err(SettingError::Invalid {
                name: "PUBLIC_URL",
                value,
                why: "an address that starts with https:// (or http://)",
            })
        }
        None => String::new(),
    };
    let needed = |name| {
        var(name).ok_or(SettingError::NeededWith {
            name,
            with: "WEB_ADDR",
            found: "the application's OAuth2 page on the developer portal",
        })
    };
    Ok(Some(crate::web::Settings {
        addr,
        public_url,
        client_id: needed("DISCORD_CLIENT_ID")?,
        client_secret: needed("DISCORD_CLIENT_SECRET")?,
        authorize_url: var("DISCORD_AUTHORIZE_URL")
            .unwrap_or_else(|| DISCORD_AUTHORIZE_URL.to_string()),
        api: proxy.unwrap_or(DISCORD_API).to_string(),
        bot_token: token.unwrap_or_default().to_string(),
        local: false,
    }))
}

/// The clock: the system's, or with `TEBAN_TEST_CLOCK_FILE` (`file`) in a build that has the
/// test clock (`built_in`), the time a test writes in that file.
pub fn clock(file: Option<String>, built_in: bool) -> Result<SharedClock, SettingError> {
    match file {
        None => Ok(Arc::new(SystemClock)),
        Some(_) if !built_in => Err(SettingError::NoTestClock),
        #[cfg(feature = "test-clock")]
        Some(path) => Ok(Arc::new(crate::clock::FileClock(path.into()))),
        #[cfg(not(feature = "test-clock"))]
        Some(_) => Err(SettingError::NoTestClock),
    }
}

/// The first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty, if teban speaks it.
fn locale(env: impl Fn(&str) -> Option<String>) -> Option<Lang> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(|name| env(name).filter(|v| !v.trim().is_empty()))
        .and_then(|locale| Lang::from_posix(&locale))
}
