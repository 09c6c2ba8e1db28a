//! The pages of `teban loadtest --web`, in a process of their own (`teban loadtest --web-reader`,
//! [`read_pages`]), each doing what `web/mount.js` does: it reads the game once
//! (`GET /api/games/ID`), follows its event stream, and at each change parses the view the stream
//! sends and patches the board it holds with it; it reads the game again only when told it missed
//! changes (`lagged`), or when the change is patched from another version than the one it holds.
//! A move is shown on a page once its new board is in hand: the time each page got there is what
//! the run measures, reads included.
//!
//! Each page reads its stream over a socket of its own, its chunks decoded by hand (a page holds
//! only its socket, the board it shows and what it has not read yet); the reads go through one
//! HTTP client. The process says on its output `shown V` as soon as every page shows version
//! `V`, and once its input closes, what each page saw (see [`super::Reader`]).

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use anyhow::{bail, ensure};
use serde::Deserialize;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio::sync::mpsc::UnboundedSender;
use tokio::sync::Semaphore;

use super::{micros_now, raise_open_files};
use crate::table::GameId;
use crate::web::patch::{text_lines, BoardPatch};
use crate::web::SESSION_COOKIE;

/// How many pages open at the same moment.
const OPENING: usize = 128;
/// What a page's socket reads at a time.
const READ_AT_ONCE: usize = 8 * 1024;

/// Whose session page `n` opens, of the players' two and a watcher's: one page in ten is each
/// player's (their own tabs), the others watch, as a much followed game's audience is mostly.
pub fn whose(n: usize) -> usize {
    match n % 10 {
        0 => 0,
        1 => 1,
        _ => 2,
    }
}

/// What one page saw: each version it showed with when (microseconds since the epoch), how many
/// times it read the game after opening, and how many times it was told it missed changes.
#[derive(Default)]
pub struct PageLog {
    pub opened: bool,
    pub shown: Vec<(u32, u64)>,
    pub reads: usize,
    pub lagged: usize,
}

/// How many pages show each version, and how many opened: says `shown V` when all do.
struct Tally {
    opened: AtomicUsize,
    shown: Mutex<HashMap<u32, usize>>,
    say: UnboundedSender<String>,
}

impl Tally {
    /// A page showed `version`, having shown `before` until then (the versions between are shown
    /// too, by then).
    fn showed(&self, before: u32, version: u32) {
        let mut shown = self.shown.lock().unwrap_or_else(|e| e.into_inner());
        for version in before + 1..=version {
            let count = shown.entry(version).or_default();
            *count += 1;
            if *count == self.opened.load(Ordering::Acquire) {
                let _ = self.say.send(format!("shown {version}\n"));
            }
        }
    }
}

/// `teban loadtest --web-reader`: reads `ADDR GAME PAGES TOKEN…` on its input, opens that many
/// pages on the game at `ADDR` (each as the session [`whose`] says), says `opened N` once they are
/// open, `shown V` each time every page shows version `V`, and once its input closes, each
/// page's log: `PAGE opened`, `PAGE shown VERSION MICROS`, `PAGE reads N`, `PAGE lagged N`.
pub async fn read_pages() -> anyhow::Result<()> {
    let mut input = BufReader::new(tokio::io::stdin());
    let mut job = String::new();
    input.read_line(&mut job).await?;
    let words: Vec<&str> = job.split_whitespace().collect();
    let [addr, game, pages, ref tokens @ ..] = words[..] else {
        bail!(
            "the reader expects `ADDR GAME PAGES TOKEN…`, not `{}`",
            job.trim()
        );
    };
    ensure!(!tokens.is_empty(), "the reader was given no session");
    let (addr, game): (SocketAddr, GameId) = (addr.parse()?, GameId(game.parse()?));
    let pages: usize = pages.parse()?;
    let tokens: Vec<String> = tokens.iter().map(|t| t.to_string()).collect();
    raise_open_files(pages as u64 + 256)?;
    let (say, mut saying) = tokio::sync::mpsc::unbounded_channel::<String>();
    let writer = tokio::spawn(async move {
        let mut out = tokio::io::BufWriter::new(tokio::io::stdout());
        // Until the empty line that ends what it says.
        while let Some(line) = saying.recv().await.filter(|line| !line.is_empty()) {
            if out.write_all(line.as_bytes()).await.is_err() {
                return;
            }
            if saying.is_empty() && out.flush().await.is_err() {
                return;
            }
        }
        let _ = out.flush().await;
    });
    let tally = Arc::new(Tally {
        opened: AtomicUsize::new(usize::MAX),
        shown: Mutex::default(),
        say: say.clone(),
    });
    let http = reqwest::Client::builder()
        .pool_max_idle_per_host(OPENING)
        .build()?;
    let gate = Arc::new(Semaphore::new(OPENING));
    let logs: Vec<Arc<Mutex<PageLog>>> = (0..pages).map(|_| Arc::default()).collect();
    let mut opening = Vec::with_capacity(pages);
    for (n, log) in logs.iter().enumerate() {
        let token = tokens.get(whose(n)).or(tokens.last());
        let cookie = format!("{SESSION_COOKIE}={}", token.map_or("", String::as_str));
        let (gate, http, tally, log) = (gate.clone(), http.clone(), tally.clone(), log.clone());
        opening.push(tokio::spawn(async move {
            let permit = gate.acquire_owned().await?;
            let mut page = Page::open(addr, game, cookie, http).await?;
            log.lock().unwrap_or_else(|e| e.into_inner()).opened = true;
            drop(permit);
            tokio::spawn(async move {
                let mut before = page.held.version;
                while let Ok(version) = page.next_shown().await {
                    let at = micros_now();
                    {
                        let mut log = log.lock().unwrap_or_else(|e| e.into_inner());
                        log.shown.push((version, at));
                        (log.reads, log.lagged) = (page.reads, page.lagged);
                    }
                    tally.showed(before, version);
                    before = version;
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
    tally.opened.store(opened, Ordering::Release);
    let _ = say.send(format!("opened {opened}\n"));
    // Until the load run is over.
    while input.read_line(&mut job).await? > 0 {}
    for (n, log) in logs.iter().enumerate() {
        let log = log.lock().unwrap_or_else(|e| e.into_inner());
        let mut lines = match log.opened {
            true => format!("{n} opened\n"),
            false => String::new(),
        };
        for (version, at) in &log.shown {
            lines.push_str(&format!("{n} shown {version} {at}\n"));
        }
        lines.push_str(&format!(
            "{n} reads {}\n{n} lagged {}\n",
            log.reads, log.lagged
        ));
        let _ = say.send(lines);
    }
    let _ = say.send(String::new());
    let _ = writer.await;
    Ok(())
}

/// The game as a page reads it: its version and its board.
#[derive(Deserialize)]
struct Read {
    version: u32,
    svg: String,
}

/// The game as a page holds it: its version and its board's lines (each with its line end), which
/// a change's patch replaces in place.
struct Held {
    version: u32,
    lines: Vec<String>,
}

impl Held {
    fn of(version: u32, svg: &str) -> Held {
        let lines = text_lines(svg).map(str::to_owned).collect();
        Held { version, lines }
    }
}

/// A change as the stream sends it: what a page needs of it to show the new board (the rest of
/// the view is parsed over all the same).
#[derive(Deserialize)]
struct Change {
    version: u32,
    #[serde(default)]
    patch: Option<BoardPatch>,
    #[serde(default)]
    svg: Option<String>,
}

/// A page: the board it shows, and its event stream.
struct Page {
    http: reqwest::Client,
    game_at: String,
    cookie: String,
    held: Held,
    events: Events,
    /// Reads of the game after the first.
    reads: usize,
    lagged: usize,
}

impl Page {
    /// Reads the game, then follows it; once the stream's first event says which version it
    /// began at, the page holds that one (reading the game again if it missed a change).
    async fn open(
        addr: SocketAddr,
        game: GameId,
        cookie: String,
        http: reqwest::Client,
    ) -> anyhow::Result<Page> {
        let game_at = format!("http://{addr}/api/games/{}", game.0);
        let held = read(&http, &game_at, &cookie).await?;
        let events = Events::open(addr, game, &cookie).await?;
        let mut page = Page {
            http,
            game_at,
            cookie,
            held,
            events,
            reads: 0,
            lagged: 0,
        };
        let (event, data) = page.events.next().await?;
        ensure!(event == "version", "the stream began with `{event}`");
        if std::str::from_utf8(&data)?.parse::<u32>()? != page.held.version {
            page.read_again().await?;
        }
        Ok(page)
    }

    async fn read_again(&mut self) -> anyhow::Result<()> {
        self.held = read(&self.http, &self.game_at, &self.cookie).await?;
        self.reads += 1;
        Ok(())
    }

    /// Follows the stream until the page shows a version it did not: that version.
    async fn next_shown(&mut self) -> anyhow::Result<u32> {
        loop {
            let (event, data) = self.events.next().await?;
            match event.as_str() {
                "view" => {
                    let change: Change = serde_json::from_slice(&data)?;
                    if change.version <= self.held.version {
                        continue;
                    }
                    let shown = match (change.patch, change.svg) {
                        (_, Some(svg)) => {
                            self.held = Held::of(change.version, &svg);
                            true
                        }
                        (Some(patch), None) if patch.from == self.held.version => {
                            patch.apply_to_lines(&mut self.held.lines)
                        }
                        _ => false,
                    };
                    match shown {
                        true => self.held.version = change.version,
                        false => self.read_again().await?,
                    }
                    return Ok(self.held.version);
                }
                "lagged" => {
                    self.lagged += 1;
                    self.read_again().await?;
                    return Ok(self.held.version);
                }
                _ => {}
            }
        }
    }
}

/// `GET` the game as `cookie`'s page reads it.
async fn read(http: &reqwest::Client, at: &str, cookie: &str) -> anyhow::Result<Held> {
    let answer = http.get(at).header("cookie", cookie).send().await?;
    ensure!(
        answer.status().is_success(),
        "the game was refused: {}",
        answer.status()
    );
    let read: Read = serde_json::from_slice(&answer.bytes().await?)?;
    Ok(Held::of(read.version, &read.svg))
}

/// A page's stream of server-sent events, read from its socket: the HTTP answer's chunks
/// decoded, then its events taken one by one.
struct Events {
    socket: TcpStream,
    /// Read, not decoded yet.
    raw: Vec<u8>,
    /// Decoded, not taken as an event yet.
    body: Vec<u8>,
    /// How much of `body` is known to hold no event's end.
    searched: usize,
}

/// Where `needle` first is in `hay`: its first byte looked for, then the rest compared there.
fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    let (&first, rest) = needle.split_first()?;
    let mut from = 0;
    while let Some(at) = hay.get(from..)?.iter().position(|b| *b == first) {
        let at = from + at;
        if hay[at + 1..].starts_with(rest) {
            return Some(at);
        }
        from = at + 1;
    }
    None
}

impl Events {
    async fn open(addr: SocketAddr, game: GameId, cookie: &str) -> anyhow::Result<Events> {
        let mut socket = TcpStream::connect(addr).await?;
        let request = format!(
            "GET /api/games/{}/events HTTP/1.1\r\nHost: {addr}\r\nCookie: {cookie}\r\n\
             Accept: text/event-stream\r\n\r\n",
            game.0
        );
        socket.write_all(request.as_bytes()).await?;
        let mut events = Events {
            socket,
            raw: Vec::new(),
            body: Vec::new(),
            searched: 0,
        };
        let end = loop {
            if let Some(end) = find(&events.raw, b"\r\n\r\n") {
                break end;
            }
            events.read().await?;
        };
        let head = String::from_utf8_lossy(&events.raw[..end]).to_ascii_lowercase();
        ensure!(
            head.starts_with("http/1.1 200"),
            "the stream was refused: {}",
            head.lines().next().unwrap_or_default()
        );
        ensure!(
            head.contains("transfer-encoding: chunked"),
            "the stream is not chunked"
        );
        events.raw.drain(..end + 4);
        Ok(events)
    }

    /// Reads what the socket has.
    async fn read(&mut self) -> anyhow::Result<()> {
        self.raw.reserve(READ_AT_ONCE);
        if self.socket.read_buf(&mut self.raw).await? == 0 {
            bail!("the stream ended");
        }
        Ok(())
    }

    /// Moves every whole chunk read into the body.
    fn decode(&mut self) -> anyhow::Result<()> {
        let mut at = 0;
        while let Some(line) = find(&self.raw[at..], b"\r\n") {
            let size = std::str::from_utf8(&self.raw[at..at + line])?;
            let size = usize::from_str_radix(size.split(';').next().unwrap_or_default(), 16)?;
            let (start, end) = (at + line + 2, at + line + 2 + size);
            if self.raw.len() < end + 2 {
                break;
            }
            ensure!(size > 0, "the stream ended");
            self.body.extend_from_slice(&self.raw[start..end]);
            at = end + 2;
        }
        self.raw.drain(..at);
        Ok(())
    }

    /// The next event: its name and its data (comments passed over).
    async fn next(&mut self) -> anyhow::Result<(String, Vec<u8>)> {
        loop {
            self.decode()?;
            let from = self.searched.saturating_sub(1);
            self.searched = self.body.len();
            if let Some(end) = find(&self.body[from..], b"\n\n").map(|at| from + at) {
                let (mut event, mut data) = (String::new(), Vec::new());
                for line in self.body[..end].split(|b| *b == b'\n') {
                    if let Some(name) = line.strip_prefix(b"event: ") {
                        event = String::from_utf8_lossy(name).into_owned();
                    } else if let Some(value) = line.strip_prefix(b"data: ") {
                        data = value.to_vec();
                    }
                }
                self.body.drain(..end + 2);
                self.searched = 0;
                if !event.is_empty() {
                    return Ok((event, data));
                }
                continue;
            }
            self.read().await?;
        }
    }
}
