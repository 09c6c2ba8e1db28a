//! Prometheus metrics: with `METRICS_ADDR` set (`127.0.0.1:9100`), the bot serves them at
//! `GET /metrics` on that address (and its health checks, [`crate::health`]); unset (the
//! default), nothing listens and nothing is kept.
//!
//! This module owns the exporter, and every metric's name, help text and buckets
//! (described once, in [`serve`]). The places that count use the `metrics` facade's macros
//! (`counter!`, `gauge!`, `histogram!`) with the names below. The facade was chosen for that: its
//! macros cost next to nothing while no recorder is installed, so the table (`src/table/`)
//! counts moves applied and the scheduler's lag without knowing about Prometheus, the rules
//! (`src/games/`) stay untouched, and the terminal, the benchmarks and the tests record nothing.
//! The exposition is `metrics-exporter-prometheus`'s, served by its own HTTP listener on the
//! bot's tokio runtime (it answers `/metrics` and any other path alike).
//!
//! Where each is counted: interactions, answer latency and refusals where every interaction is
//! answered (`discord::send::answer`, for commands and buttons alike, and the adapter's
//! `on_error` for a command that never reached it); moves applied in the table's one commit
//! path; render time around the board picture ([`crate::table::board_picture`]); the scheduler's
//! lag in `Table::tick`; the outbox's depth by the deliverer each round; the shards connected
//! by a watcher of serenity's shard runners.

use std::net::SocketAddr;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder};

/// `teban_interactions_total{command, outcome}`: interactions answered, by command (a slash
/// command's name, `button:accept` for a button) and outcome ([`ANSWERED`], [`REFUSED`],
/// [`FAILED`]).
pub const INTERACTIONS: &str = "teban_interactions_total";
/// `teban_answer_seconds{command}`: from receiving an interaction to its answer sent.
pub const ANSWER_SECONDS: &str = "teban_answer_seconds";
/// `teban_moves_applied_total{game}`: moves committed to games' logs, players' and teban's.
pub const MOVES_APPLIED: &str = "teban_moves_applied_total";
/// `teban_refusals_total{reason}`: refusals shown to users, by [`crate::table::Refusal::reason`].
pub const REFUSALS: &str = "teban_refusals_total";
/// `teban_render_seconds{game}`: drawing one board picture.
pub const RENDER_SECONDS: &str = "teban_render_seconds";
/// `teban_scheduler_lag_seconds`: how late the scheduler handled a reminder or a time-out.
pub const SCHEDULER_LAG_SECONDS: &str = "teban_scheduler_lag_seconds";
/// `teban_outbox_depth`: posts not delivered yet.
pub const OUTBOX_DEPTH: &str = "teban_outbox_depth";
/// `teban_shards_connected`: gateway shards of this process that are connected.
pub const SHARDS_CONNECTED: &str = "teban_shards_connected";

/// `teban_web_live_views_total{viewer}`: views of a game made for the web's live pages, by kind
/// of viewer (`spectator`, `seat-1`, ...): one a version of the game, language and kind, however
/// many pages follow it (`src/web/editions.rs`).
pub const LIVE_VIEWS: &str = "teban_web_live_views_total";
/// `teban_web_editions_total`: editions of games made for the web's pages, each a drawing of the
/// board: one a version of a followed game and language, and one a read of a game nobody follows.
pub const EDITIONS: &str = "teban_web_editions_total";
/// `teban_web_game_reads_total`: games read whole by web pages (`GET /api/games/ID`).
pub const GAME_READS: &str = "teban_web_game_reads_total";

/// The outcomes of an interaction: answered as asked...
pub const ANSWERED: &str = "answered";
/// ...refused with a reason shown to the user ([`crate::table::Refusal`])...
pub const REFUSED: &str = "refused";
/// ...or failed inside teban (storage, Discord refusing the answer, a panic).
pub const FAILED: &str = "failed";

/// Buckets, in seconds: answers are due within Discord's 3 s.
const ANSWER_BUCKETS: &[f64] = &[
    0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.5, 3.0, 5.0, 10.0,
];
/// A board takes milliseconds to draw.
const RENDER_BUCKETS: &[f64] = &[0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0];
/// The scheduler looks every second; after a downtime it may be hours late.
const LAG_BUCKETS: &[f64] = &[0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0, 300.0, 3600.0];

/// How often the recorder's histograms are tidied (what the exporter's own listener would do).
const UPKEEP: std::time::Duration = std::time::Duration::from_secs(5);

/// Installs the recorder and serves the metrics on `at` (`METRICS_ADDR`, read by
/// [`crate::config`]) at `GET /metrics`, and the routes of `beside` (the health checks,
/// [`crate::health::routes`]), through axum like the web front end (the exporter's own
/// listener would build a second HTTP server, HTTP/2 included, for one page). Runs inside the
/// bot's tokio runtime, which the server is spawned on. Says in one line why the address cannot
/// be listened on.
pub fn serve(at: SocketAddr, beside: axum::Router) -> Result<(), String> {
    let cannot =
        |e: &dyn std::fmt::Display| format!("cannot serve metrics on METRICS_ADDR={at}: {e}");
    let buckets = |name: &str, buckets: &[f64]| (Matcher::Full(name.to_string()), buckets.to_vec());
    let mut builder = PrometheusBuilder::new();
    for (matcher, values) in [
        buckets(ANSWER_SECONDS, ANSWER_BUCKETS),
        buckets(RENDER_SECONDS, RENDER_BUCKETS),
        buckets(SCHEDULER_LAG_SECONDS, LAG_BUCKETS),
    ] {
        builder = builder
            .set_buckets_for_metric(matcher, &values)
            .map_err(|e| cannot(&e))?;
    }
    let listener = std::net::TcpListener::bind(at)
        .and_then(|l| l.set_nonblocking(true).map(|()| l))
        .and_then(tokio::net::TcpListener::from_std)
        .map_err(|e| cannot(&e))?;
    let handle = builder.install_recorder().map_err(|e| cannot(&e))?;
    describe();
    let upkeep = handle.clone();
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(UPKEEP).await;
            upkeep.run_upkeep();
        }
    });
    let page = axum::Router::new().route(
        "/metrics",
        axum::routing::get(move || {
            let text = handle.render();
            async move {
                (
                    [(
                        axum::http::header::CONTENT_TYPE,
                        "text/plain; version=0.0.4; charset=utf-8",
                    )],
                    text,
                )
            }
        }),
    );
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, page.merge(beside)).await {
            tracing::error!(%at, "serving metrics stopped: {e}");
        }
    });
    tracing::info!(%at, "serving metrics at /metrics");
    Ok(())
}

/// Every metric's help text, once.
fn describe() {
    use ::metrics::{describe_counter, describe_gauge, describe_histogram};
    describe_counter!(
        INTERACTIONS,
        "Interactions answered, by command and outcome (answered, refused, failed)."
    );
    describe_histogram!(
        ANSWER_SECONDS,
        "Seconds from receiving an interaction to its answer sent, by command."
    );
    describe_counter!(MOVES_APPLIED, "Moves committed to games, by game.");
    describe_counter!(REFUSALS, "Refusals shown to users, by reason.");
    describe_histogram!(RENDER_SECONDS, "Seconds to draw a board picture, by game.");
    describe_histogram!(
        SCHEDULER_LAG_SECONDS,
        "Seconds between a reminder's or time-out's due time and the scheduler handling it."
    );
    describe_gauge!(OUTBOX_DEPTH, "Posts waiting in the outbox to be delivered.");
    describe_counter!(
        LIVE_VIEWS,
        "Views of a game made for live web pages, one a version, language and kind of viewer."
    );
    describe_counter!(
        EDITIONS,
        "Editions of games made for web pages, each a drawing of the board."
    );
    describe_counter!(GAME_READS, "Games read whole by web pages.");
    describe_gauge!(
        SHARDS_CONNECTED,
        "Gateway shards of this process that are connected."
    );
}
