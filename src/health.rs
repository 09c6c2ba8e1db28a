//! Whether the process is alive and whether it is ready, for a supervisor, a container's
//! health check or a load balancer. `GET /healthz` answers 200 `ok` whenever the process answers
//! at all. `GET /readyz` answers 200 `ok` when the database answers a trivial query and, in the
//! bot, every gateway shard this process runs is connected; else 503 and one line saying why:
//! `stopping`, `database: <its error>`, `shards: 1 of 2 connected`, checked in that order. Both
//! are served wherever teban serves HTTP: on `METRICS_ADDR` beside `/metrics`, and on `WEB_ADDR`
//! (and `teban web`'s address).
//!
//! It owns the two routes ([`routes`]) and the gateway's state as readiness reads it
//! ([`GATEWAY`]). Nothing it answers is secret: no setting, no address; a database's error is its
//! first line, cut short.
//!
//! Decisions:
//! - The gateway's state is the process's ([`GATEWAY`]), as the metrics' recorder is: a process
//!   runs at most one gateway, the Discord adapter writes it (the count of its connected shards,
//!   by the watcher that also sets `teban_shards_connected`), and every `/readyz` of the process
//!   reads it. A process with no gateway (`teban web`) never sets it, and its readiness is its
//!   database's.
//! - The database is asked afresh at every `/readyz`, within [`DATABASE_WITHIN`]: a pool whose
//!   connections died answers with the error of a new one (a stopped PostgreSQL: its socket is
//!   gone), one that hangs is "no answer".

use std::sync::Mutex;
use std::time::Duration;

use axum::http::StatusCode;
use axum::routing::get;
use axum::Router;

use crate::store::Store;
use crate::text::clipped;

/// How long the database may take to answer `/readyz`'s query.
pub const DATABASE_WITHIN: Duration = Duration::from_secs(3);

/// How many characters of the database's error `/readyz` says.
const SAID: usize = 160;

/// The gateway of the bot in this process, as readiness reads it.
pub static GATEWAY: Gateway = Gateway {
    shards: Mutex::new(None),
};

/// The gateway shards of this process: none (no gateway), or how many it runs (once known) and
/// how many are connected.
pub struct Gateway {
    shards: Mutex<Option<Shards>>,
}

#[derive(Clone, Copy)]
struct Shards {
    /// How many shards the process runs; `None` until it knows (Discord recommends the count).
    running: Option<u32>,
    connected: u32,
}

impl Gateway {
    fn set(&self, change: impl FnOnce(&mut Shards)) {
        let mut shards = self.shards.lock().unwrap_or_else(|e| e.into_inner());
        change(shards.get_or_insert(Shards {
            running: None,
            connected: 0,
        }));
    }

    /// The process runs a gateway, whose shards are not known yet: it is not ready.
    pub fn starting(&self) {
        self.set(|_| {});
    }

    /// The process runs `count` shards.
    pub fn running(&self, count: u32) {
        self.set(|shards| shards.running = Some(count));
    }

    /// `count` of the process's shards are connected.
    pub fn connected(&self, count: u32) {
        self.set(|shards| shards.connected = count);
    }

    /// Why the gateway is not ready, if it is not.
    fn not_ready(&self) -> Option<String> {
        let shards = *self.shards.lock().unwrap_or_else(|e| e.into_inner());
        match shards? {
            Shards { running: None, .. } => Some("shards: none started yet".into()),
            Shards {
                running: Some(running),
                connected,
            } if connected < running => Some(format!("shards: {connected} of {running} connected")),
            Shards { .. } => None,
        }
    }
}

/// `GET /healthz` and `GET /readyz`, over `store`'s database.
pub fn routes(store: Store) -> Router {
    Router::new()
        .route("/healthz", get(|| async { "ok\n" }))
        .route(
            "/readyz",
            get(move || {
                let store = store.clone();
                async move {
                    match not_ready(&store).await {
                        None => (StatusCode::OK, "ok\n".to_string()),
                        Some(why) => (StatusCode::SERVICE_UNAVAILABLE, format!("{why}\n")),
                    }
                }
            }),
        )
}

/// Why the process is not ready, if it is not.
async fn not_ready(store: &Store) -> Option<String> {
    if crate::shutdown::is_requested() {
        return Some("stopping".into());
    }
    if let Some(why) = database(store).await {
        return Some(format!("database: {why}"));
    }
    GATEWAY.not_ready()
}

/// Why the database does not answer, if it does not.
async fn database(store: &Store) -> Option<String> {
    let asked = sqlx::query("SELECT 1").execute(store.pool());
    match tokio::time::timeout(DATABASE_WITHIN, asked).await {
        Ok(Ok(_)) => None,
        Ok(Err(error)) => {
            let said = error.to_string();
            Some(clipped(said.lines().next().unwrap_or_default(), SAID))
        }
        Err(_) => Some(format!("no answer within {} s", DATABASE_WITHIN.as_secs())),
    }
}
