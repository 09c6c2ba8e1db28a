//! `teban loadtest --web N`: the web front end under N live pages. It serves the web in this
//! process over the table, seats two players at one game, opens N pages' event streams on it
//! (half logged in as each player), then the players move one after the other by clicking (the
//! `POST` a page makes) while every page follows, and it measures:
//! - each move shown on all pages: from the click to each page's `version` event;
//! - a click to the opponent's page: from the click to the event on the page of the player whose
//!   turn it now is;
//! - the memory a page costs the server: its process's resident memory after the pages opened,
//!   less before, divided by N;
//! - the pages that failed (not opened, or not shown every move).
//!
//! The pages are read by a second process, the same program run as `teban loadtest
//! --web-reader` ([`read_pages`]), so that the server's process holds only its own end of each
//! page's connection (and each process stays within its limit of open files); it writes each
//! event it reads with the time it read it, which is comparable on one machine.
//!
//! With `two_processes`, the moves are clicked on a second web server over a second table on the
//! same database, as on another process: on PostgreSQL they reach the pages through the
//! database's notifications, and the figures are those of a move across processes.
//!
//! Discord is not asked who may see the game: the member look-ups go to an answer of this
//! process's own, that every player is a member (the load measured is the pages').

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{bail, ensure, Context};
use rand::seq::SliceRandom;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio::sync::Semaphore;

use crate::games::GameKind;
use crate::table::{ActionId, Caller, ChallengeRequest, GameId, Settings, Table};
use crate::web::{open_session, SESSION_COOKIE};

/// The bytes each page's reader holds.
const PAGE_BUFFER: usize = 512;
/// How many pages open at the same moment.
const OPENING: usize = 128;
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
    pub moves: usize,
    /// From each click to each page's event showing it, sorted.
    pub shown: Vec<Duration>,
    /// From each click to the event on the opponent's page, sorted.
    pub clicks: Vec<Duration>,
    /// Resident memory per page, in bytes (`None` where the system does not say).
    pub bytes_per_page: Option<u64>,
    /// The open-files limit the run raised itself to.
    pub open_files: u64,
}

/// The duration within which `per_cent` of `sorted` fall (nearest rank).
pub fn percentile(sorted: &[Duration], per_cent: usize) -> Duration {
    let rank = (sorted.len() * per_cent).div_ceil(100).max(1);
    sorted.get(rank - 1).copied().unwrap_or_default()
}

/// What one page saw: each version with when it came (microseconds since the epoch), and how
/// many times it was told to read the game again.
#[derive(Default)]
struct Seen {
    versions: Vec<(u32, u64)>,
    lagged: usize,
}

/// The time now, in microseconds since the epoch (the same on both processes of one machine).
fn micros_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_micros() as u64)
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
    let (game, players) = seated_game(&mover).await?;
    let mut tokens = Vec::new();
    for player in &players {
        tokens.push(open_session(&server, player.player.id, &player.player.name, "en-US").await?);
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
    let seen = reader.seen.clone();

    let http = reqwest::Client::new();
    let mut clicked: Vec<(u32, u64, usize)> = Vec::new();
    for _ in 0..plan.moves {
        let row = mover
            .store()
            .game(game)
            .await?
            .context("the game is gone")?;
        let Some(seat) = row.state.to_move().filter(|_| !row.is_finished()) else {
            break;
        };
        let player = players
            .iter()
            .position(|p| row.seat_of(p.player.id) == Some(seat))
            .context("nobody sits at the seat to move")?;
        let notation = row
            .state
            .legal_moves()
            .choose(&mut rand::thread_rng())
            .cloned()
            .context("no legal move")?;
        let at = micros_now();
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
        wait_shown(&seen, version, clicked_at + SHOWN_WITHIN).await;
        tokio::time::sleep_until((clicked_at + PACE).into()).await;
    }
    reader.stop().await;

    let mut report = WebLoadReport {
        backend: server.store().backend().name(),
        two_processes: plan.two_processes,
        pages: plan.pages,
        failed: plan.pages - opened,
        moves: clicked.len(),
        bytes_per_page,
        open_files,
        ..WebLoadReport::default()
    };
    let last = clicked.last().map(|c| c.0);
    for (n, seen) in seen.iter().enumerate() {
        let seen = seen.lock().unwrap_or_else(|e| e.into_inner());
        report.lagged += seen.lagged;
        let mut showed_all = !seen.versions.is_empty();
        for (version, at, opponent) in &clicked {
            match seen.versions.iter().find(|(v, _)| v == version) {
                Some((_, shown)) => {
                    let took = Duration::from_micros(shown.saturating_sub(*at));
                    report.shown.push(took);
                    if n % 2 == *opponent {
                        report.clicks.push(took);
                    }
                }
                None => showed_all = false,
            }
        }
        if !seen.versions.is_empty() && last.is_some() && !showed_all {
            report.failed += 1;
        }
    }
    report.shown.sort();
    report.clicks.sort();
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
        "{} live pages on one game on {}, {} moves{across} (open files raised to {})",
        report.pages, report.backend, report.moves, report.open_files
    )?;
    writeln!(
        out,
        "each move shown on all pages: {:.1} ms (median), {:.1} ms (99th percentile) after the \
         click",
        ms(percentile(&report.shown, 50)),
        ms(percentile(&report.shown, 99))
    )?;
    writeln!(
        out,
        "a click to the opponent's page: {:.1} ms (median), {:.1} ms (99th percentile)",
        ms(percentile(&report.clicks, 50)),
        ms(percentile(&report.clicks, 99))
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
        "pages that failed: {} of {} ({} told to read the game again)",
        report.failed, report.pages, report.lagged
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

/// Two players seated at a Quoridor game in a channel of their own: the game and the players.
async fn seated_game(table: &Table) -> anyhow::Result<(GameId, [Caller; 2])> {
    // Ids and a channel of this run's own, apart from any other run's on the same database.
    let run = rand::random::<u32>() as u64;
    let (guild, channel) = (Some(1), (run << 8) | 1);
    let players = [
        Caller::new(run << 2, "north", guild, channel),
        Caller::new((run << 2) | 1, "south", guild, channel),
    ];
    let request = ChallengeRequest {
        kind: GameKind::Quoridor,
        variant: None,
        opponents: vec![players[1].player.clone()],
        rated: false,
        clock: None,
    };
    let made = table.challenges().challenge(&players[0], request).await?;
    let challenge = made
        .actions
        .iter()
        .find_map(|a| match a.id {
            ActionId::Accept { challenge } => Some(challenge),
            _ => None,
        })
        .context("the challenge offers no Accept")?;
    let started = table.challenges().accept(&players[1], challenge).await?;
    let card = started.card.context("the game did not begin")?;
    Ok((card.game, players))
}

/// The process that reads the pages: told what to open on its input, it says on its output
/// each event each page read (`PAGE version|lagged MICROS`), then `opened N` once every page is
/// open, and stops when its input closes.
struct Reader {
    child: tokio::process::Child,
    /// What each page saw, as the reader says it.
    seen: Vec<Arc<Mutex<Seen>>>,
    opened: tokio::sync::oneshot::Receiver<usize>,
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
        let job = format!("{addr} {} {} {} {pages}\n", game.0, tokens[0], tokens[1]);
        input.write_all(job.as_bytes()).await?;
        // Kept open: the reader stops when it closes.
        child.stdin = Some(input);
        let output = child.stdout.take().context("the reader's output")?;
        let seen: Vec<Arc<Mutex<Seen>>> = (0..pages).map(|_| Arc::default()).collect();
        let (tell_opened, opened) = tokio::sync::oneshot::channel();
        let listening = tokio::spawn(listen(BufReader::new(output), seen.clone(), tell_opened));
        Ok(Reader {
            child,
            seen,
            opened,
            listening,
        })
    }

    /// Waits until every page is open: how many opened.
    async fn opened(&mut self) -> anyhow::Result<usize> {
        (&mut self.opened)
            .await
            .context("the pages' reader stopped before opening its pages")
    }

    /// Closes the reader's input, and waits for it to stop and for its last words.
    async fn stop(mut self) {
        drop(self.child.stdin.take());
        let _ = self.child.wait().await;
        let _ = self.listening.await;
    }
}

/// Reads what the reader says into `seen`, telling `opened` how many pages opened.
async fn listen(
    mut output: BufReader<tokio::process::ChildStdout>,
    seen: Vec<Arc<Mutex<Seen>>>,
    opened: tokio::sync::oneshot::Sender<usize>,
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
            [page, what, at] => {
                let (Ok(page), Ok(at)) = (page.parse::<usize>(), at.parse::<u64>()) else {
                    continue;
                };
                let Some(seen) = seen.get(page) else { continue };
                let mut seen = seen.lock().unwrap_or_else(|e| e.into_inner());
                match what.parse::<u32>() {
                    Ok(version) => seen.versions.push((version, at)),
                    Err(_) => seen.lagged += 1,
                }
            }
            _ => {}
        }
        line.clear();
    }
}

/// `teban loadtest --web-reader`: reads `ADDR GAME TOKEN0 TOKEN1 PAGES` on its input, opens that
/// many pages' event streams on the game at `ADDR` (alternately as each token's session) and
/// says what they read on its output (see [`Reader`]), until its input closes.
pub async fn read_pages() -> anyhow::Result<()> {
    let mut input = BufReader::new(tokio::io::stdin());
    let mut job = String::new();
    input.read_line(&mut job).await?;
    let words: Vec<&str> = job.split_whitespace().collect();
    let [addr, game, token0, token1, pages] = words[..] else {
        bail!(
            "the reader expects `ADDR GAME TOKEN0 TOKEN1 PAGES`, not `{}`",
            job.trim()
        );
    };
    let (addr, game): (SocketAddr, GameId) = (addr.parse()?, GameId(game.parse()?));
    let pages: usize = pages.parse()?;
    raise_open_files(pages as u64 + 256)?;
    let (said, mut saying) = tokio::sync::mpsc::unbounded_channel::<String>();
    let writer = tokio::spawn(async move {
        let mut out = tokio::io::BufWriter::new(tokio::io::stdout());
        while let Some(line) = saying.recv().await {
            if out.write_all(line.as_bytes()).await.is_err() {
                return;
            }
            if saying.is_empty() && out.flush().await.is_err() {
                return;
            }
        }
    });
    let gate = Arc::new(Semaphore::new(OPENING));
    let mut opening = Vec::with_capacity(pages);
    for n in 0..pages {
        let token = [token0, token1][n % 2].to_string();
        let (gate, said) = (gate.clone(), said.clone());
        opening.push(tokio::spawn(async move {
            let permit = gate.acquire_owned().await?;
            let mut page = Page::open(addr, game, &token).await?;
            let say = move |event: Event| {
                let what = match event {
                    Event::Version(version) => version.to_string(),
                    Event::Lagged => "lagged".to_string(),
                };
                let _ = said.send(format!("{n} {what} {}\n", micros_now()));
            };
            say(page.next().await?);
            drop(permit);
            tokio::spawn(async move {
                while let Ok(event) = page.next().await {
                    say(event);
                }
            });
            anyhow::Ok(())
        }));
    }
    let mut opened = 0;
    for task in opening {
        if matches!(task.await, Ok(Ok(()))) {
            opened += 1;
        }
    }
    let _ = said.send(format!("opened {opened}\n"));
    // Until the load run is over.
    while input.read_line(&mut job).await? > 0 {}
    drop(said);
    let _ = tokio::time::timeout(Duration::from_secs(5), writer).await;
    Ok(())
}

/// Waits until every page that opened has shown `version`, or until `deadline`.
async fn wait_shown(seen: &[Arc<Mutex<Seen>>], version: u32, deadline: Instant) {
    let shown = |s: &Arc<Mutex<Seen>>| {
        let s = s.lock().unwrap_or_else(|e| e.into_inner());
        s.versions.is_empty() || s.versions.iter().any(|(v, _)| *v == version)
    };
    while Instant::now() < deadline && !seen.iter().all(shown) {
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
}

/// An event of a live page.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Event {
    Version(u32),
    Lagged,
}

/// A page's event stream, read over a socket of its own with a small buffer.
struct Page {
    reader: BufReader<TcpStream>,
    line: String,
    event: String,
}

impl Page {
    async fn open(addr: SocketAddr, game: GameId, token: &str) -> anyhow::Result<Page> {
        let mut socket = TcpStream::connect(addr).await?;
        let request = format!(
            "GET /api/games/{}/events HTTP/1.1\r\nHost: {addr}\r\n\
             Cookie: {SESSION_COOKIE}={token}\r\nAccept: text/event-stream\r\n\r\n",
            game.0
        );
        socket.write_all(request.as_bytes()).await?;
        let mut page = Page {
            reader: BufReader::with_capacity(PAGE_BUFFER, socket),
            line: String::new(),
            event: String::new(),
        };
        page.read_line().await?;
        ensure!(
            page.line.starts_with("HTTP/1.1 200"),
            "the page was refused: {}",
            page.line.trim()
        );
        // The headers, up to the blank line.
        while page.read_line().await? != "\r\n" {}
        Ok(page)
    }

    /// The next line (its end included).
    async fn read_line(&mut self) -> anyhow::Result<&str> {
        self.line.clear();
        if self.reader.read_line(&mut self.line).await? == 0 {
            bail!("the stream ended");
        }
        Ok(&self.line)
    }

    /// The next event (the stream's chunk sizes and keep-alive comments passed over).
    async fn next(&mut self) -> anyhow::Result<Event> {
        loop {
            let line = self.read_line().await?.trim_end().to_string();
            if let Some(name) = line.strip_prefix("event: ") {
                self.event = name.to_string();
            } else if let Some(data) = line.strip_prefix("data: ") {
                match self.event.as_str() {
                    "version" => return Ok(Event::Version(data.parse()?)),
                    "lagged" => return Ok(Event::Lagged),
                    _ => {}
                }
            } else if line == "data:" && self.event == "lagged" {
                return Ok(Event::Lagged);
            }
        }
    }
}

/// The process's resident memory, in bytes (Linux's `/proc/self/statm`).
fn resident_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    // The page size of every Linux teban runs on.
    Some(pages * 4096)
}
