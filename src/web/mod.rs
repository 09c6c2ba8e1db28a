//! The web front end: an axum server in teban's own process, on the bot's runtime and over the
//! same game table (and so the same database pool), on when `WEB_ADDR` is set. A page per game,
//! the JSON it reads, live updates, login with Discord and sessions, and each player's lobby;
//! every action goes to the table through the same calls as Discord's buttons and commands
//! (`game.rs` on a game, `challenges.rs` on a challenge: the files that act on the table). It
//! knows no serenity type: Discord is, here, an OAuth2 provider and a member look-up.
//!
//! Its rooms:
//! - [`settings`]: `WEB_ADDR`, `PUBLIC_URL`, the OAuth2 application.
//! - `security`: the headers, the same-site check, the body limit, the actions a second; every
//!   answer is compressed (brotli or gzip) for a browser that accepts it.
//! - `sessions`: the session cookie (or bearer header) and the visitor's language; `login`: the OAuth2 flow.
//! - `extract`: what every handler is told of its request (the visitor, their language, a
//!   session required, the same-site check, a path's parameters), as axum's extractors.
//! - `game`: the visitor as a viewer of games (the table's rule), and their actions, the
//!   table's typed acts; `view`: a game as JSON;
//!   `turn`: the turn a player builds by clicking the board, choice by choice;
//!   `api`: the routes a page calls; `live`: server-sent events when a game changes, each the
//!   game's new view; `editions`: those views made once per version, language and kind of
//!   viewer, shared by every page; `patch`: a board sent as the lines that changed.
//! - `assets`: the page's files (from `web/`, built in) and its words (from the catalogue);
//!   [`palette`]: the board's colours as the style sheet's custom properties;
//!   [`words`]: what the service says, as the HTML the page puts in place.
//! - `home`: the root, `/`: the Activity where Discord opens it (with Discord's frame in the
//!   query), else the home page: local play's, a logged-in player's lobby, or the login.
//! - `lobby`: the lobby's reads (the player's games, challenges, servers, leaderboards, profiles);
//!   `challenges`: challenges made and answered there, posted in their channels through the
//!   outbox; `servers`: the servers a player shares with teban, and their channels' names.
//! - `local`: local play without Discord (`teban web`): the games to resume and a new one from
//!   `/`, every seat played from one browser.
//! - `activity`: the board inside Discord (its page, its settings, its login by Discord's code,
//!   which opens a session bound to the instance's server); every route is also answered under
//!   Discord's proxy prefix, `/.proxy/…`.
//!
//! The routes:
//! `GET /` (the Activity with Discord's frame in the query, else the home page), `GET /games/{id}`
//! (the page), `GET /activity` (the Activity's page, also at the root),
//! `GET /games/{id}/board.png`, `GET /games/{id}/analysis.png`, `GET /assets/{name}`,
//! `GET /login?next=…`, `GET /auth/callback`, `POST /logout`, `GET /api/me`,
//! `GET /api/strings`, `GET /api/games/{id}`, `GET /api/games/{id}/events`,
//! `GET /api/games/{id}/turn?played=…`, `GET /api/games/{id}/positions/{n}`,
//! `POST /api/games/{id}/moves`, `…/resign`, `…/draw`, `…/takeback`; the lobby's
//! `GET /api/lobby`, `GET /api/lobby/choices`, `GET /api/lobby/servers/{guild}`,
//! `GET /api/lobby/servers/{guild}/players/{user}`,
//! `GET /lobby/servers/{guild}/players/{user}/ratings.png`, `POST /api/lobby/challenges` and
//! `POST /api/lobby/challenges/{id}`; in local play, `GET /api/local/choices`,
//! `GET /api/local/games` and `POST /api/local/games`; for the Activity,
//! `GET /api/activity/config` and `POST /api/activity/session`. Each also under `/.proxy`.
//! Beside them, the health checks: `GET /healthz` and `GET /readyz` ([`crate::health`]).

pub mod activity;
mod api;
pub mod assets;
mod challenges;
mod editions;
pub mod errors;
mod extract;
mod game;
mod home;
mod live;
mod lobby;
mod local;
pub mod login;
pub mod palette;
pub mod patch;
pub mod security;
mod servers;
pub mod sessions;
pub mod settings;
pub mod turn;
mod view;
pub mod words;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::DefaultBodyLimit;
use axum::routing::{get, post};
use axum::Router;
use tower_http::compression::CompressionLayer;

pub use assets::{page_strings, PAGE_STRINGS};
pub use login::safe_return;
pub use sessions::{open_session, SESSION_COOKIE};
pub use settings::Settings;

use crate::table::Table;

/// The prefix Discord's proxy puts before every path of the Activity's URL mapping.
pub const PROXY_PREFIX: &str = "/.proxy";

/// What every request of the web front end shares.
#[derive(Clone)]
pub struct Web {
    table: Table,
    settings: Arc<Settings>,
    /// The origin of `PUBLIC_URL`, which teban's own pages send.
    origin: String,
    discord: Arc<login::Discord>,
    /// The names Discord gave the channels the lobby offers.
    channels: Arc<servers::ChannelNames>,
    limiter: Arc<security::ActionLimiter>,
    /// The games followed by live pages, as they are sent.
    editions: Arc<editions::Editions>,
}

impl Web {
    pub fn new(table: Table, settings: Settings) -> Web {
        Web {
            origin: security::origin_of(&settings.public_url),
            table,
            settings: Arc::new(settings),
            discord: Arc::default(),
            channels: Arc::default(),
            limiter: Arc::default(),
            editions: Arc::default(),
        }
    }

    /// Every route, also under the `/.proxy` prefix of Discord's proxy (`/.proxy/activity` is
    /// `/activity`), with the security headers and the body limit; each request is work a stop
    /// waits for ([`crate::shutdown`]); and the health checks (`/healthz`, `/readyz`).
    pub fn router(self) -> Router {
        let routes = Web::routes();
        let health = crate::health::routes(self.table.store().clone());
        let mut router = Router::new()
            // The root under the prefix, with its slash (the nested `/` is `/.proxy` alone).
            .route(&format!("{PROXY_PREFIX}/"), get(home::root))
            .nest(PROXY_PREFIX, routes.clone())
            .merge(routes)
            .fallback(not_found)
            .layer(DefaultBodyLimit::max(security::BODY_LIMIT))
            .layer(axum::middleware::from_fn(crate::shutdown::finish_requests))
            .with_state(self)
            .merge(health)
            .layer(security::frames_refused());
        for header in security::headers() {
            router = router.layer(header);
        }
        // Answers compressed (brotli, else gzip) for a browser that accepts it; pictures, which
        // are compressed already, and live streams, which must not wait for a block, as they are.
        router.layer(CompressionLayer::new())
    }

    /// The routes, each once.
    fn routes() -> Router<Web> {
        Router::new()
            .route("/", get(home::root))
            .route("/games/{id}", get(assets::game_page))
            .route("/games/{id}/board.png", get(api::board))
            .route("/games/{id}/analysis.png", get(api::analysis_chart))
            .route("/assets/{name}", get(assets::asset))
            .route("/login", get(login::login))
            .route("/auth/callback", get(login::callback))
            .route("/logout", post(login::logout))
            .route("/api/me", get(login::me))
            .route("/api/strings", get(assets::strings))
            .route("/api/games/{id}", get(api::game))
            .route("/api/games/{id}/events", get(live::events))
            .route("/api/games/{id}/turn", get(api::turn))
            .route("/api/games/{id}/positions/{n}", get(api::position))
            .route("/api/games/{id}/moves", post(api::play))
            .route("/api/games/{id}/resign", post(api::resign))
            .route("/api/games/{id}/draw", post(api::draw))
            .route("/api/games/{id}/takeback", post(api::takeback))
            .route("/api/lobby", get(lobby::lobby))
            .route("/api/lobby/choices", get(challenges::choices))
            .route("/api/lobby/servers/{guild}", get(lobby::server))
            .route(
                "/api/lobby/servers/{guild}/players/{user}",
                get(lobby::profile),
            )
            .route(
                "/lobby/servers/{guild}/players/{user}/ratings.png",
                get(lobby::ratings_chart),
            )
            .route("/api/lobby/challenges", post(challenges::make))
            .route("/api/lobby/challenges/{id}", post(challenges::answer))
            .route("/api/local/choices", get(local::choices))
            .route("/api/local/games", get(local::games).post(local::start))
            .route("/activity", get(activity::page))
            .route("/api/activity/config", get(activity::config))
            .route("/api/activity/session", post(activity::session))
    }
}

/// Anything else: the same "not found" as everywhere, in JSON.
async fn not_found(extract::BrowserLang(lang): extract::BrowserLang) -> errors::ApiError {
    errors::ApiError::not_found(lang)
}

/// Listens on `settings.addr` and serves in the background, on the current runtime, until the
/// process is asked to stop: the address it listens on (with the port the system chose when it
/// was 0).
pub async fn serve(table: Table, mut settings: Settings) -> std::io::Result<SocketAddr> {
    let listener = tokio::net::TcpListener::bind(settings.addr).await?;
    let addr = listener.local_addr()?;
    if settings.public_url.is_empty() {
        settings.public_url = format!("http://{addr}");
    }
    let public_url = settings.public_url.clone();
    let router = Web::new(table, settings).router();
    tokio::spawn(async move {
        let serving = axum::serve(listener, router);
        if let Err(e) = serving
            .with_graceful_shutdown(crate::shutdown::requested())
            .await
        {
            tracing::error!(error = %e, "the web server stopped");
        }
    });
    tracing::info!(%addr, %public_url, "serving the web at http://{addr}");
    if !assets::activity_built() {
        tracing::warn!(
            "the Activity was not built into this binary: run `npm ci` in web/, then build again"
        );
    }
    Ok(addr)
}
