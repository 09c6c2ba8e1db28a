//! A clean stop: on SIGTERM (what a supervisor sends: systemd, Docker, Kubernetes) or Ctrl-C
//! (SIGINT), the bot and `teban web` take no new work, let the work under way finish (an
//! interaction being answered, a commit, a post being delivered), hand back what they hold in the
//! database so that another process, or the next start, takes it at once, and exit with status 0.
//! A second signal ends the process at once, with status 128 and the signal's number (130 for
//! Ctrl-C, 143 for SIGTERM).
//!
//! It owns the process's stop and the work a stop waits for. What stopping means is each task's
//! own: the Discord adapter closes its gateway and dispatches no new event
//! (`discord::stopping`); the deliverer hands back the posts it claimed and has not delivered
//! (`discord::outbox`); a turn of teban being thought hands back its claim (`table::games::teban`);
//! the scheduler's and the analyses' loops end; the web server takes no new connection and
//! finishes its requests (`web::serve`).
//!
//! Decisions:
//! - A stop is the process's, as its signals are: one [`CancellationToken`] and one
//!   [`TaskTracker`] for the whole process (as the metrics' recorder is one), so that the table,
//!   the adapter's tasks and the web server see the same stop without each being handed it.
//! - Work that must not be cut is a [`Work`] held while it runs: an interaction from its event to
//!   its answer, a round of the scheduler, one post's delivery, a turn of teban from its claim to
//!   its commit (or to its claim handed back), a web request. Once a stop is requested no work
//!   begins ([`working`] gives none), so the wait ends; the stop waits at most its grace
//!   (`STOP_GRACE_MS`, by default [`GRACE`]: less than the 10 s Docker gives before it kills).
//!   What is still under way then is cut off as a crash would cut it: its transaction is rolled
//!   back, what it held runs out as after a crash, and the stop says so in a warning (the status
//!   is still 0: the process stopped as asked).
//! - What a piece of work hands back when it is cut short by a stop (the rest of the
//!   deliverer's round, teban's claim) is handed back while the work is still held, so that the
//!   stop waits for it: a task checks [`is_requested`] inside its work, not [`working`] after.
//! - An analysis under way is not waited for (it may think for minutes): it is dropped, and its
//!   claim runs out as after a crash (see `docs/operations.md`, "Stopping").

use std::future::Future;
use std::sync::LazyLock;
use std::time::Duration;

use tokio_util::sync::CancellationToken;
use tokio_util::task::{task_tracker::TaskTrackerToken, TaskTracker};

/// The longest a stop waits for the work under way when `STOP_GRACE_MS` does not say.
pub const GRACE: Duration = Duration::from_secs(5);

/// Cancelled when the process is asked to stop.
static STOP: LazyLock<CancellationToken> = LazyLock::new(CancellationToken::new);
/// The work under way; closed when the process is asked to stop.
static WORK: LazyLock<TaskTracker> = LazyLock::new(TaskTracker::new);

/// A piece of work a stop lets finish: held while it runs.
#[must_use = "the work is waited for only while this is held"]
pub struct Work {
    _counted: TaskTrackerToken,
}

/// Listens for SIGTERM and SIGINT from now on, on the current tokio runtime: the first asks the
/// process to stop ([`request`]), a second ends it at once. A process that cannot listen (no
/// signal handler could be set) says so and keeps the system's default: a signal ends it.
pub fn on_signals() {
    use tokio::signal::unix::{signal, SignalKind};
    let listening =
        signal(SignalKind::terminate()).and_then(|t| Ok((t, signal(SignalKind::interrupt())?)));
    let (mut terminate, mut interrupt) = match listening {
        Ok(both) => both,
        Err(error) => {
            tracing::warn!(%error, "cannot listen for SIGTERM and Ctrl-C: a signal ends teban at once");
            return;
        }
    };
    tokio::spawn(async move {
        loop {
            let (name, number) = tokio::select! {
                _ = terminate.recv() => ("SIGTERM", libc::SIGTERM),
                _ = interrupt.recv() => ("SIGINT", libc::SIGINT),
            };
            if is_requested() {
                tracing::warn!(signal = name, "a second signal: stopping at once");
                std::process::exit(128 + number);
            }
            tracing::info!(
                signal = name,
                "stopping: no new work, the work under way finishes (a second signal stops at once)"
            );
            request();
        }
    });
}

/// Asks the process to stop: no work begins from now on.
pub fn request() {
    STOP.cancel();
    WORK.close();
}

/// Whether the process was asked to stop.
pub fn is_requested() -> bool {
    STOP.is_cancelled()
}

/// Resolves once the process is asked to stop.
pub async fn requested() {
    STOP.cancelled().await;
}

/// Runs `future` unless the process is asked to stop first: its output, or `None` when stopping
/// (the future is then dropped). For a task's waits between rounds.
pub async fn unless_requested<T>(future: impl Future<Output = T>) -> Option<T> {
    tokio::select! {
        done = future => Some(done),
        () = requested() => None,
    }
}

/// A piece of work beginning, which a stop waits for while it is held; `None` once the process is
/// asked to stop (the work must not begin).
pub fn working() -> Option<Work> {
    // Counted first, then checked: a stop that began meanwhile either waits for this work or is
    // seen here.
    let work = Work {
        _counted: WORK.token(),
    };
    (!is_requested()).then_some(work)
}

/// Stops the process's work: asks the stop if nobody did, then waits for the work under way, at
/// most `grace`. Whether it all finished; what did not is cut off when the process ends, said in
/// a warning.
pub async fn finish(grace: Duration) -> bool {
    request();
    tracing::info!(under_way = WORK.len(), "waiting for the work under way");
    let started = tokio::time::Instant::now();
    let finished = tokio::time::timeout(grace, WORK.wait()).await.is_ok();
    let seconds = started.elapsed().as_secs_f64();
    if finished {
        tracing::info!(seconds, "stopped: the work under way finished");
    } else {
        tracing::warn!(
            under_way = WORK.len(),
            seconds,
            "stopped with work still under way: it is cut off as by a crash (its transaction is \
             rolled back; what it held is taken over when its lease runs out)"
        );
    }
    finished
}

/// The web servers' requests as work: each is answered before the process stops, and one that
/// arrives once it is stopping is answered 503 `stopping` (axum middleware).
pub async fn finish_requests(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    match working() {
        Some(_work) => next.run(request).await,
        None => (axum::http::StatusCode::SERVICE_UNAVAILABLE, "stopping\n").into_response(),
    }
}
