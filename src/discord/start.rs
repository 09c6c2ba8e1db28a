//! Starting the bot: its settings (read by [`crate::config`]), the game table's
//! database, the checks that turn a bad token or an unreachable Discord into one clear line, the
//! poise framework that registers the commands once the gateway is ready, and the gateway shards
//! this process runs (every one Discord recommends, or the [`ShardRange`] of `SHARDS`).
//!
//! It owns the process's life as a bot, from the settings to the end of the connection (a clean
//! stop is [`super::stopping`]'s), and says why it did not start ([`StartError`]); `main` sets up
//! the log, the async runtime and the signals around it.
//! What the bot does with interactions lives in [`super::commands`] and [`super::buttons`].

use std::process::ExitCode;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::open_board::{open_boards_with, OpenBoard};
use super::shards::ShardRange;
use super::{buttons, commands, Data, Error};
use crate::table::Table;

/// Where to find a token, printed when there is none; it ends with how to play without Discord.
const HOW_TO_GET_A_TOKEN: &str = "\
teban: DISCORD_TOKEN is not set, so the bot cannot log in to Discord.
  To run the bot: create an application at https://discord.com/developers/applications,
  open its Bot page, press \"Reset Token\", and put the token in a file named .env beside
  the program as DISCORD_TOKEN=... (see README.md and .env.example).
  To play without Discord, by clicking in your browser:";

/// How to play without Discord, as the person who started this program can type it: `teban web`
/// (then the address to open), or `teban play quoridor` in the terminal.
fn play_commands() -> String {
    let teban = program();
    format!(
        "{teban} web (then open http://127.0.0.1:8080)\n  \
         Or in this terminal: {teban} play quoridor"
    )
}

/// This program as the person who started it can type it: through cargo when the program is
/// cargo's build (a new user has no `teban` on their path), else by the path it was started as.
fn program() -> String {
    let started_as = std::env::args_os()
        .next()
        .map(|arg| arg.to_string_lossy().into_owned());
    program_for(
        std::env::current_exe().ok().as_deref(),
        started_as.as_deref().unwrap_or("teban"),
    )
}

/// [`program`] for the program at `exe`, started as `started_as`. Cargo's build is told by
/// the `.fingerprint` folder cargo keeps beside what it builds (`target/release`,
/// `target/debug`, whatever the target directory is called).
pub fn program_for(exe: Option<&std::path::Path>, started_as: &str) -> String {
    let built_by_cargo = exe
        .and_then(std::path::Path::parent)
        .is_some_and(|dir| dir.join(".fingerprint").is_dir());
    if built_by_cargo {
        "cargo run --release --".to_string()
    } else if started_as.contains(char::is_whitespace) {
        format!("'{started_as}'")
    } else {
        started_as.to_string()
    }
}

/// The adapter's settings, out of teban's configuration ([`crate::config::Config::bot`]).
#[derive(Clone, Debug)]
pub struct Settings {
    /// `DISCORD_TOKEN`: the bot's token (never logged).
    pub token: String,
    /// `DEV_GUILD_ID`: register the commands in this guild only, where they appear at once;
    /// without it they are registered globally.
    pub dev_guild: Option<u64>,
    /// `DISCORD_PROXY_URL`: send every REST call to this base URL instead of
    /// `https://discord.com` (an HTTP proxy, or the loopback fake of the tests); the client's own
    /// ratelimiter is then off, as the proxy is expected to do that work.
    pub proxy: Option<String>,
    /// `DEFER_AFTER_MS` (default 1500): how long a request may take before its interaction is
    /// deferred (acknowledged now, answered later); 0 defers every interaction.
    pub defer_after: Duration,
    /// `SHARDS` (`0-3/16`: shards 0 to 3 of 16): the gateway shards this process runs; without
    /// it, every shard Discord recommends.
    pub shards: Option<ShardRange>,
    /// `METRICS_ADDR`: where Prometheus metrics are served; without it, nowhere.
    pub metrics: Option<std::net::SocketAddr>,
    /// `RENDER_BOARDS` (default true): attach a PNG of what a reply shows (the board, a chart);
    /// off, replies are text and embeds alone, and nothing is drawn.
    pub pictures: bool,
    /// `ACTIVITY` (default off): the application has Activities turned on in the Developer
    /// Portal, and a game's Open board button launches the board as its Activity; off, the button
    /// links to the game's web page (when there is one).
    pub activity: bool,
    /// The web front end's (`WEB_ADDR`...), served beside the bot; `None`: no web.
    pub web: Option<crate::web::Settings>,
    /// `STOP_GRACE_MS`: how long a clean stop waits for the work under way.
    pub stop_grace: Duration,
    /// The game table's own settings (`DATABASE_URL`, `CHALLENGE_MINUTES`...).
    pub table: crate::table::Settings,
}

/// Why the bot did not start (or stopped). Each is one line for the person starting it.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error("{HOW_TO_GET_A_TOKEN} {}", play_commands())]
    NoToken,
    #[error("DISCORD_TOKEN is not a bot token (it has three parts separated by dots): copy it again from the Bot page of the developer portal")]
    MalformedToken,
    #[error("Discord refused DISCORD_TOKEN (401 Unauthorized): reset the token on the Bot page of the developer portal and update .env")]
    TokenRefused,
    /// A setting that is not valid, or `METRICS_ADDR` that cannot be listened on: one line
    /// naming the variable.
    #[error("{0}")]
    Setting(String),
    #[error("cannot open the database at DATABASE_URL={url:?}: {why}")]
    Database { url: String, why: String },
    #[error("cannot reach Discord at {base}: {why}")]
    Unreachable { base: String, why: String },
    #[error("the connection to Discord failed: {0}")]
    Gateway(String),
}

impl StartError {
    /// The process's exit status: 2 when there is nothing to start with, 1 otherwise.
    pub fn exit_code(&self) -> ExitCode {
        match self {
            StartError::NoToken => ExitCode::from(2),
            _ => ExitCode::from(1),
        }
    }

    /// What the person starting the bot reads: how to get a token as it is, anything else on one
    /// line.
    pub fn said(&self) -> String {
        match self {
            StartError::NoToken => self.to_string(),
            other => format!("teban: {}", other.to_string().replace('\n', " ")),
        }
    }
}

/// `teban` without a subcommand (`main` has read `.env`, set up the log and the async runtime):
/// opens the table, checks the token, connects and serves until the connection ends.
pub async fn run(settings: Settings) -> Result<(), StartError> {
    serenity::utils::token::validate(&settings.token).map_err(|_| StartError::MalformedToken)?;
    // Not ready until the gateway's shards are connected.
    crate::health::GATEWAY.starting();
    // A move's answer on Discord may fail after the move is committed: the move is then
    // announced in its channel through the outbox.
    let table = Table::open(crate::table::Settings {
        held_announcements: true,
        list_room: Some(crate::table::Room {
            chars: super::shown::limits::LIST,
            width: super::markup::width,
        }),
        tree_room: Some(super::shown::limits::TREE),
        ..settings.table.clone()
    })
    .await
    .map_err(|e| StartError::Database {
        url: settings.table.database_url.clone(),
        why: e.to_string(),
    })?;
    if let Some(at) = settings.metrics {
        let health = crate::health::routes(table.store().clone());
        crate::metrics::serve(at, health).map_err(StartError::Setting)?;
    }

    // Before anyone can move: a downtime is counted on the clocks (see `table::clock`).
    super::clocks::look(&table).await;
    let mut page = None;
    if let Some(web) = settings.web.clone() {
        let addr = web.addr;
        let public_url = web.public_url.clone();
        let bound = crate::web::serve(table.clone(), web)
            .await
            .map_err(|e| StartError::Setting(format!("WEB_ADDR={addr}: cannot listen: {e}")))?;
        // Without PUBLIC_URL, the web is reached where it listens.
        page = Some(match public_url.is_empty() {
            true => format!("http://{bound}"),
            false => public_url,
        });
    }
    let how = match (settings.activity, &page) {
        (true, _) => Some(OpenBoard::Activity),
        (false, Some(page)) => Some(OpenBoard::Page(page.clone())),
        (false, None) => None,
    };
    open_boards_with(how, page);
    let mut http = serenity::HttpBuilder::new(&settings.token);
    if let Some(proxy) = &settings.proxy {
        http = http.proxy(proxy.clone()).ratelimiter_disabled(true);
    }
    let http = http.build();
    let base = settings
        .proxy
        .clone()
        .unwrap_or_else(|| "https://discord.com".to_string());
    // One call before connecting: a refused token or an unreachable Discord is said plainly here
    // instead of as a gateway close code later.
    let application = http
        .get_current_application_info()
        .await
        .map_err(|e| match &e {
            serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
                if r.status_code.as_u16() == 401 =>
            {
                StartError::TokenRefused
            }
            _ => StartError::Unreachable {
                base: base.clone(),
                why: e.to_string(),
            },
        })?;
    http.set_application_id(application.id);
    tracing::info!(
        application = %application.name,
        dev_guild = ?settings.dev_guild,
        proxied = settings.proxy.is_some(),
        "logging in"
    );

    let dev_guild = settings.dev_guild;
    let shards = settings.shards;
    let stop_grace = settings.stop_grace;
    let data = Data {
        table,
        rest: super::rest::Rest::new(&settings),
        settings,
    };
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            event_handler: |framework, event| {
                if let serenity::FullEvent::Ready { data_about_bot } = event {
                    tracing::info!(shard = ?data_about_bot.shard, "shard connected");
                }
                Box::pin(buttons::on_event(
                    framework.serenity_context,
                    event,
                    framework.user_data,
                ))
            },
            on_error: |error| Box::pin(commands::on_error(error)),
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                // The commands are registered once per bot: by the process that runs shard 0
                // (every process runs the same binary, so any would register the same list).
                if shards.is_none_or(|range| range.first() == 0) {
                    let registered = commands::registered(&framework.options().commands);
                    match dev_guild {
                        Some(guild) => {
                            serenity::GuildId::new(guild)
                                .set_commands(ctx, registered)
                                .await?;
                        }
                        None => register_globally(&ctx.http, registered).await?,
                    }
                    tracing::info!(bot = %ready.user.name, ?dev_guild, "commands registered");
                }
                tracing::info!(bot = %ready.user.name, "ready to answer");
                // Posts a previous run owed its channels are delivered first; the scheduler's
                // first round takes up the games where teban was thinking when the bot stopped.
                // Every process runs both: what they do is claimed in the database, so several
                // processes share it (see docs/operations.md).
                tokio::spawn(super::outbox::deliver(
                    ctx.clone(),
                    data.table.clone(),
                    data.rest.clone(),
                    data.settings.pictures,
                ));
                tokio::spawn(super::clocks::run(data.table.clone()));
                tokio::spawn(super::analyses::run(data.table.clone()));
                Ok::<Data, Error>(data)
            })
        })
        .build();

    let mut client = serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
        .framework(super::stopping::Dispatching(framework))
        .await
        .map_err(|e| StartError::Gateway(e.to_string()))?;
    let range = match shards {
        Some(range) => {
            tracing::info!("running {range} (SHARDS)");
            range
        }
        None => {
            tracing::info!("running every shard Discord recommends (SHARDS is not set)");
            let recommended = client.http.get_bot_gateway().await;
            ShardRange::all(
                recommended
                    .map_err(|e| StartError::Gateway(e.to_string()))?
                    .shards,
            )
        }
    };
    // serenity 0.12.5's `start_shard_range` takes a `Range` but includes its end: it starts
    // shards `start` up to and including `end` (`start_connection(start, end, ..)` boots
    // `end - start + 1` of them). So `first..last` starts exactly `range.count()` shards;
    // `first..last + 1` would start one too many.
    let manager = client.shard_manager.clone();
    let connection = client.start_shard_range(range.first()..range.last(), range.total());
    super::stopping::run_until_stopped(manager, range, connection, stop_grace).await
}

/// Overwrites the global commands with `registered`, keeping the application's entry-point
/// command (`type` 4, `PRIMARY_ENTRY_POINT`: what launches its Activity) if it has one. Once an
/// application has Activities, Discord keeps that command among the global ones and refuses a
/// bulk overwrite that leaves it out (code 50240); so the global commands are read first and
/// every entry point found is sent back as Discord gave it, raw (the typed `Command` would drop
/// what serenity does not know of it). Guild commands never hold one.
async fn register_globally(
    http: &serenity::Http,
    registered: Vec<serenity::CreateCommand>,
) -> Result<(), Error> {
    let application_id = http
        .application_id()
        .ok_or("the application's id is not known yet")?;
    let commands = serenity::Route::Commands { application_id };
    let found: Vec<serde_json::Value> = http
        .fire(serenity::Request::new(commands, serenity::LightMethod::Get))
        .await?;
    let mut sent = serde_json::to_value(registered)?;
    if let Some(sent) = sent.as_array_mut() {
        sent.extend(found.into_iter().filter(is_entry_point));
    }
    http.create_global_commands(&sent).await?;
    Ok(())
}

/// Whether `command`, as Discord lists it, is an entry-point command (`type` 4).
fn is_entry_point(command: &serde_json::Value) -> bool {
    command["type"].as_u64() == Some(4)
}
