//! `teban loadtest --web N`: the web front end under N live pages. It serves the web in this
//! process over the table, seats two players at one game, opens N pages on it (one in ten logged
//! in as each player, the others as a member of the server watching, [`pages::whose`]), then the players move one after
//! the other by clicking (the `POST` a page makes) while every page follows, and it measures:
//! - each move shown on all pages: from the click to each page holding the new position (its
//!   event parsed and its board patched, or the game read again when the page had to), as the
//!   page shows it ([`pages`]);
//! - a click to the opponent's page: the same on the pages of the player whose turn it now is;
//! - the server's CPU per move and page: this process's CPU time (user and system) from each
//!   click until every page showed the move, divided by the pages;
//! - the memory a page costs the server: its process's resident memory after the pages opened,
//!   less before, divided by N;
//! - the pages that failed (not opened, or not shown every move), and the reads pages made after
//!   opening (told they missed changes, or holding another version than a change's patch's).
//!
//! The pages are a second process, the same program run as `teban loadtest --web-reader`
//! ([`pages::read_pages`]), so that the server's process holds only its own end of each page's
//! connection and its CPU time is the server's alone; it says when every page shows a version,
//! and at the end when each page showed each, a time comparable on one machine.
//!
//! With `two_processes`, the moves are clicked on a second web server over a second table on the
//! same database, as on another process: on PostgreSQL they reach the pages through the
//! database's notifications, and the figures are those of a move across processes (both tables
//! run in this process: its CPU time is theirs together).
//!
//! Discord is not asked who may see the game: the member look-ups go to an answer of this
//! process's own, that every player is a member (the load measured is the pages').

mod pages;

pub use pages::read_pages;

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{bail, ensure, Context};
use rand::seq::SliceRandom;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::sync::watch;

use crate::games::GameKind;
use crate::table::{ActionId, Caller, ChallengeRequest, GameId, Settings, Table};
use crate::web::{open_session, SESSION_COOKIE};
use pages::PageLog;

/// The least time between two moves: each player clicks at most once in twice this, within the
/// web's limit of actions a second.
const PACE: Duration = Duration::from_millis(150);
/// How long a move may take to reach every page before the pages that have not shown it are
/// counted as failed.
const SHOWN_WITHIN: Duration = Duration::from_secs(30);

/// What to load.
#[derive(Clone, Debug)]
pub struct WebLoadPlan {
    /// Live pages on the game.
    pub pages: usize,
    /// Moves played (fewer if the game ends first).
    pub moves: usize,
    /// Clicks served by a second table and web server on the same database.
    pub two_processes: bool,
}

/// What a web load run measured.
#[derive(Clone, Debug, Default)]
pub struct WebLoadReport {
    pub backend: &'static str,
    pub two_processes: bool,
    pub pages: usize,
    /// Pages not opened, or that did not show every move.
    pub failed: usize,
    /// `lagged` events the pages were sent (told to read the game again).
    pub lagged: usize,
    /// The reads of the game pages made after opening.
    pub reads: usize,
    pub moves: usize,
    /// From each click to each page holding the new position, sorted.
    pub shown: Vec<Duration>,
    /// From each click to the opponent's pages holding it, sorted.
    pub clicks: Vec<Duration>,
    /// From each click to the last page holding it: a move each, sorted.
    pub last_pages: Vec<Duration>,
    /// The server process's CPU time from the clicks to every page showing them, all moves.
    pub cpu: Duration,
    /// Resident memory per page, in bytes (`None` where the system does not say).
    pub bytes_per_page: Option<u64>,
    /// The open-files limit the run raised itself to.
    pub open_files: u64,
}

impl WebLoadReport {
    /// The server's CPU time per move and page.
    pub fn cpu_per_page(&self) -> Duration {
        let moves_and_pages = (self.moves * self.pages).max(1) as u32;
        self.cpu / moves_and_pages
    }
}

/// The duration within which `per_cent` of `sorted` fall (nearest rank).
pub fn percentile(sorted: &[Duration], per_cent: usize) -> Duration {
    let rank = (sorted.len() * per_cent).div_ceil(100).max(1);
    sorted.get(rank - 1).copied().unwrap_or_default()
}

/// The time now, in microseconds since the epoch (the same on both processes of one machine).
fn micros_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_micros() as u64)
}

/// This process's CPU time so far, user and system (`getrusage`).
fn cpu_time() -> Duration {
    let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
    // SAFETY: `getrusage` writes one `rusage` into the memory it is given, which is that size.
    let usage = unsafe {
        if libc::getrusage(libc::RUSAGE_SELF, usage.as_mut_ptr()) != 0 {
            return Duration::ZERO;
        }
        usage.assume_init()
    };
    let time = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
    };
    time(usage.ru_utime) + time(usage.ru_stime)
}

/// Runs `plan` on the database of `settings`.
pub async fn run(settings: Settings, plan: &WebLoadPlan) -> anyhow::Result<WebLoadReport> {
    // A socket for each page, besides the database's.
    let needed = plan.pages as u64 + 256;
    let open_files = raise_open_files(needed)?;
    ensure!(
        open_files >= needed,
        "{} pages need {needed} open files, and this process may open only {open_files} \
         (raise `ulimit -Hn`)",
        plan.pages
    );
    let members = members_answer().await?;
    let server = Table::open(settings.clone()).await?;
    let mover = match plan.two_processes {
        true => Table::open(settings).await?,
        false => server.clone(),
    };
    let pages_at = serve(&server, &members).await?;
    let clicks_at = match plan.two_processes {
        true => serve(&mover, &members).await?,
        false => pages_at,
    };
    let (game, people) = seated_game(&mover).await?;
    let mut tokens = Vec::new();
    for person in &people {
        tokens.push(open_session(&server, person.player.id, &person.player.name, "en-US").await?);
    }

    let before = resident_bytes();
    let mut reader = Reader::start(pages_at, game, &tokens, plan.pages).await?;
    let opened = reader.opened().await?;
    let bytes_per_page = match (before, resident_bytes()) {
        (Some(before), Some(after)) if opened > 0 => {
            Some(after.saturating_sub(before) / opened as u64)
        }
        _ => None,
    };

    let http = reqwest::Client::new();
    let mut clicked: Vec<(u32, u64, usize)> = Vec::new();
    let mut cpu = Duration::ZERO;
    for _ in 0..plan.moves {
        let row = mover
            .store()
            .game(game)
            .await?
            .context("the game is gone")?;
        let Some(seat) = row.state.to_move().filter(|_| !row.is_finished()) else {
            break;
        };
        let player = people[..2]
            .iter()
            .position(|p| row.seat_of(p.player.id) == Some(seat))
            .context("nobody sits at the seat to move")?;
        let notation = row
            .state
            .legal_moves()
            .choose(&mut rand::thread_rng())
            .cloned()
            .context("no legal move")?;
        let (cpu_before, at) = (cpu_time(), micros_now());
        let answer = http
            .post(format!("http://{clicks_at}/api/games/{}/moves", game.0))
            .header("cookie", format!("{SESSION_COOKIE}={}", tokens[player]))
            .header("origin", format!("http://{clicks_at}"))
            .header("content-type", "application/json")
            .body(serde_json::json!({"notation": notation, "version": row.version}).to_string())
            .send()
            .await?;
        let status = answer.status();
        if !status.is_success() {
            bail!(
                "the move {notation} was refused ({status}): {}",
                answer.text().await?
            );
        }
        let version = row.version + 1;
        // The opponent's pages are those of the other player's session.
        clicked.push((version, at, 1 - player));
        let clicked_at = Instant::now();
        reader.wait_shown(version, clicked_at + SHOWN_WITHIN).await;
        cpu += cpu_time().saturating_sub(cpu_before);
        tokio::time::sleep_until((clicked_at + PACE).into()).await;
    }
    let logs = reader.stop().await;

    let mut report = WebLoadReport {
        backend: server.store().backend().name(),
        two_processes: plan.two_processes,
        pages: plan.pages,
        moves: clicked.len(),
        cpu,
        bytes_per_page,
        open_files,
        ..WebLoadReport::default()
    };
    let mut last_pages = vec![Duration::ZERO; clicked.len()];
    for (n, log) in logs.iter().enumerate() {
        report.lagged += log.lagged;
        report.reads += log.reads;
        let mut showed_all = log.opened;
        for ((version, at, opponent), last) in clicked.iter().zip(&mut last_pages) {
            match log.shown.iter().find(|(v, _)| v >= version) {
                Some((_, shown)) => {
                    let took = Duration::from_micros(shown.saturating_sub(*at));
                    *last = (*last).max(took);
                    report.shown.push(took);
                    if pages::whose(n) == *opponent {
                        report.clicks.push(took);
                    }
                }
                None => showed_all = false,
            }
        }
        if !showed_all {
            report.failed += 1;
        }
    }
    report.shown.sort();
    report.clicks.sort();
    last_pages.sort();
    report.last_pages = last_pages;
    Ok(report)
}

/// Prints what a web load run measured; pages that failed make it an error.
pub fn report(report: &WebLoadReport, out: &mut impl std::io::Write) -> anyhow::Result<()> {
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let across = match report.two_processes {
        true => ", clicked on another process",
        false => "",
    };
    writeln!(
        out,
        "{} live pages on one game on {} (a tenth as each player, the rest watching), {} \
         moves{across} (open files raised to {})",
        report.pages, report.backend, report.moves, report.open_files
    )?;
    writeln!(
        out,
        "each move shown on all pages: {:.1} ms (median), {:.1} ms (99th percentile) from the \
         click to the new position in hand",
        ms(percentile(&report.shown, 50)),
        ms(percentile(&report.shown, 99))
    )?;
    writeln!(
        out,
        "a click to the opponent's page: {:.1} ms (median), {:.1} ms (99th percentile)",
        ms(percentile(&report.clicks, 50)),
        ms(percentile(&report.clicks, 99))
    )?;
    writeln!(
        out,
        "the last page of each move: {:.1} ms (median move), {:.1} ms (slowest move)",
        ms(percentile(&report.last_pages, 50)),
        ms(report.last_pages.last().copied().unwrap_or_default())
    )?;
    let moves = report.moves.max(1) as u32;
    writeln!(
        out,
        "server CPU per move: {:.1} ms, {:.1} µs a page (the server process's, from the click \
         to the last page showing it)",
        ms(report.cpu / moves),
        report.cpu_per_page().as_secs_f64() * 1e6
    )?;
    match report.bytes_per_page {
        Some(bytes) => writeln!(
            out,
            "memory per page: {:.1} KiB (the server process's resident memory)",
            bytes as f64 / 1024.0
        )?,
        None => writeln!(out, "memory per page: not known on this system")?,
    }
    writeln!(
        out,
        "pages that failed: {} of {} ({} told to read the game again, {} reads after opening)",
        report.failed, report.pages, report.lagged, report.reads
    )?;
    ensure!(report.failed == 0, "{} pages failed", report.failed);
    Ok(())
}

/// Raises this process's limit of open files as far as it may, and its hard limit too when that
/// is below `needed` and the process is allowed to (as root): the limit now.
fn raise_open_files(needed: u64) -> anyhow::Result<u64> {
    let (_, hard) = rlimit::Resource::NOFILE.get()?;
    if hard < needed {
        // Refused without the privilege: the soft limit is raised as far as the hard one below.
        let _ = rlimit::Resource::NOFILE.set(needed, needed);
    }
    rlimit::increase_nofile_limit(u64::MAX).context("cannot raise the limit of open files")
}

/// Serves the web over `table` on a port of loopback the system picks, asking `members` who is
/// a member of a server.
async fn serve(table: &Table, members: &str) -> anyhow::Result<SocketAddr> {
    let settings = crate::web::Settings {
        addr: SocketAddr::from(([127, 0, 0, 1], 0)),
        public_url: String::new(),
        client_id: "loadtest".into(),
        client_secret: String::new(),
        authorize_url: crate::web::settings::DISCORD_AUTHORIZE_URL.into(),
        api: members.to_string(),
        bot_token: String::new(),
        local: false,
    };
    Ok(crate::web::serve(table.clone(), settings).await?)
}

/// An answer to the member look-ups (`GET /api/v10/guilds/{guild}/members/{user}`) that every
/// player is a member: its base address.
async fn members_answer() -> anyhow::Result<String> {
    let listener = tokio::net::TcpListener::bind(SocketAddr::from(([127, 0, 0, 1], 0))).await?;
    let addr = listener.local_addr()?;
    let router = axum::Router::new().route(
        "/api/v10/guilds/{guild}/members/{user}",
        axum::routing::get(|| async { axum::Json(serde_json::json!({})) }),
    );
    tokio::spawn(async move { axum::serve(listener, router).await });
    Ok(format!("http://{addr}"))
}

/// Two players seated at a Quoridor game in a channel of their own, and a member of the server who
/// watches: the game and the three people, players first.
async fn seated_game(table: &Table) -> anyhow::Result<(GameId, [Caller; 3])> {
    // Ids and a channel of this run's own, apart from any other run's on the same database.
    let run = rand::random::<u32>() as u64;
    let (guild, channel) = (Some(1), (run << 8) | 1);
    let people = [
        Caller::new(run << 2, "north", guild, channel),
        Caller::new((run << 2) | 1, "south", guild, channel),
        Caller::new((run << 2) | 2, "watcher", guild, channel),
    ];
    let request = ChallengeRequest {
        kind: GameKind::Quoridor,
        variant: None,
        opponents: vec![people[1].player.clone()],
        rated: false,
        clock: None,
    };
    let made = table.challenges().challenge(&people[0], request).await?;
    let challenge = made
        .actions
        .iter()
        .find_map(|a| match a.id {
            ActionId::Accept { challenge } => Some(challenge),
            _ => None,
        })
        .context("the challenge offers no Accept")?;
    let started = table.challenges().accept(&people[1], challenge).await?;
    let card = started.card.context("the game did not begin")?;
    Ok((card.game, people))
}

/// The process that reads the pages ([`pages`]): told what to open on its input, it says on its
/// output `opened N` once every page is open, `shown V` once every page shows version `V`, and
/// once its input closes, what each page saw.
struct Reader {
    child: tokio::process::Child,
    opened: tokio::sync::oneshot::Receiver<usize>,
    /// The latest version every page shows.
    shown: watch::Receiver<u32>,
    /// What each page saw, as the reader says it at the end.
    logs: Arc<Mutex<Vec<PageLog>>>,
    listening: tokio::task::JoinHandle<()>,
}

impl Reader {
    async fn start(
        addr: SocketAddr,
        game: GameId,
        tokens: &[String],
        pages: usize,
    ) -> anyhow::Result<Reader> {
        let program = std::env::current_exe().context("where this program is")?;
        let mut child = tokio::process::Command::new(program)
            .args(["loadtest", "--web-reader"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .context("starting the pages' reader")?;
        let mut input = child.stdin.take().context("the reader's input")?;
        let job = format!("{addr} {} {pages} {}\n", game.0, tokens.join(" "));
        input.write_all(job.as_bytes()).await?;
        // Kept open: the reader stops when it closes.
        child.stdin = Some(input);
        let output = child.stdout.take().context("the reader's output")?;
        let logs = Arc::new(Mutex::new((0..pages).map(|_| PageLog::default()).collect()));
        let (tell_opened, opened) = tokio::sync::oneshot::channel();
        let (tell_shown, shown) = watch::channel(0);
        let listening = tokio::spawn(listen(
            BufReader::new(output),
            logs.clone(),
            tell_opened,
            tell_shown,
        ));
        Ok(Reader {
            child,
            opened,
            shown,
            logs,
            listening,
        })
    }

    /// Waits until every page is open: how many opened.
    async fn opened(&mut self) -> anyhow::Result<usize> {
        (&mut self.opened)
            .await
            .context("the pages' reader stopped before opening its pages")
    }

    /// Waits until every page shows `version`, or until `deadline`.
    async fn wait_shown(&mut self, version: u32, deadline: Instant) {
        let shown = self.shown.wait_for(|shown| *shown >= version);
        let _ = tokio::time::timeout_at(deadline.into(), shown).await;
    }

    /// Closes the reader's input, and waits for it to stop and for its last words: what each
    /// page saw.
    async fn stop(mut self) -> Vec<PageLog> {
        drop(self.child.stdin.take());
        let _ = self.child.wait().await;
        let _ = self.listening.await;
        std::mem::take(&mut *self.logs.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

/// Reads what the reader says into `logs`, telling `opened` how many pages opened and `shown`
/// each version every page shows.
async fn listen(
    mut output: BufReader<tokio::process::ChildStdout>,
    logs: Arc<Mutex<Vec<PageLog>>>,
    opened: tokio::sync::oneshot::Sender<usize>,
    shown: watch::Sender<u32>,
) {
    let mut opened = Some(opened);
    let mut line = String::new();
    while matches!(output.read_line(&mut line).await, Ok(n) if n > 0) {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words[..] {
            ["opened", count] => {
                if let Some(tell) = opened.take() {
                    let _ = tell.send(count.parse().unwrap_or(0));
                }
            }
            ["shown", version] => {
                let version = version.parse().unwrap_or(0);
                shown.send_modify(|shown| *shown = version.max(*shown));
            }
            [page, what, ref rest @ ..] => {
                let Ok(page) = page.parse::<usize>() else {
                    continue;
                };
                let mut logs = logs.lock().unwrap_or_else(|e| e.into_inner());
                let Some(log) = logs.get_mut(page) else {
                    continue;
                };
                let number = |i: usize| rest.get(i).and_then(|w| w.parse::<u64>().ok());
                match (what, number(0), number(1)) {
                    ("opened", _, _) => log.opened = true,
                    ("shown", Some(version), Some(at)) => log.shown.push((version as u32, at)),
                    ("reads", Some(reads), _) => log.reads = reads as usize,
                    ("lagged", Some(lagged), _) => log.lagged = lagged as usize,
                    _ => {}
                }
            }
            _ => {}
        }
        line.clear();
    }
}

/// The process's resident memory, in bytes (Linux's `/proc/self/statm`).
fn resident_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    // The page size of every Linux teban runs on.
    Some(pages * 4096)
}
