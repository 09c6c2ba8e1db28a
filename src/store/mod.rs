//! Persistence: games, their append-only move log, challenges and ratings, in SQLite through sqlx.
//!
//! This module owns the schema (`migrations/`, embedded with `sqlx::migrate!` and run on open),
//! the transactions and nothing else: it does not decide who may move or what a reply says (that
//! is [`crate::table`]), and it touches the rules only through [`AnyGame`] to store and replay
//! positions.
//!
//! The move log is the truth: `games.state` is a cache of replaying `moves`, and
//! [`Store::replay`] rebuilds it. Every change to a game is one transaction that first bumps the
//! game's version *only if it is still the one the caller read* (optimistic concurrency), then
//! appends to the log; a second writer that read the same version finds nothing to bump and gets
//! [`Stale`]. Write transactions begin `IMMEDIATE`, taking SQLite's write lock before their first
//! read, so no transaction ever has to upgrade a stale read snapshot (which SQLite would refuse
//! with "database is locked" instead of waiting). Inside one process the writers also queue on a
//! mutex, so they wait their turn instead of spinning on SQLite's busy lock; across processes the
//! version check alone is enough.
//!
//! Durability: WAL journal with `synchronous = NORMAL`, so a committed transaction survives the
//! process being killed (it may not survive the machine losing power, which is not the bot's
//! failure model).
//!
//! Split by table: this file holds the types, opening (migrations, the write check) and the pool;
//! `games.rs` the games and their log, `challenges.rs`, `ladders.rs` (ratings), `outbox.rs`,
//! `clocks.rs` (the scheduler's queries and the heartbeat), `lists.rs` (games lists).

mod challenges;
pub mod clocks;
mod games;
mod ladders;
pub mod lists;
pub mod outbox;
pub mod profiles;
pub mod rating;
pub mod settings;

use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteRow,
    SqliteSynchronous,
};
use sqlx::Row;
use tokio::sync::Mutex;

use crate::clock::{SharedClock, SystemClock};
use crate::games::{AnyGame, GameKind, Seat};
pub use clocks::Alarm;
pub use outbox::{NewPost, PostRow};
pub use profiles::{PlayedGame, RatingPoint};
pub use rating::Rating;
pub use settings::StoredSettings;

/// Why the store failed. Its text is one line an operator can act on.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("DATABASE_URL `{url}` is not usable: {reason}")]
    Url { url: String, reason: String },
    #[error("cannot open the database `{url}`: {reason}")]
    Open { url: String, reason: String },
    #[error("cannot bring the database schema up to date: {0}")]
    Migrate(String),
    #[error("database error: {0}")]
    Sql(#[from] sqlx::Error),
    #[error("stored data is damaged: {0}")]
    Corrupt(String),
}

/// A write lost the race: the game is no longer at the version the writer read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Stale {
    /// The game's version now.
    pub now: u32,
}

/// When the player to move must have moved, and when the scheduler must next look at the game
/// (the reminder, else the deadline). Both `None` for a game without a clock or once it is over.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Deadline {
    pub due_at: Option<i64>,
    pub alarm_at: Option<i64>,
}

/// One seat of a stored game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SeatRow {
    pub seat: Seat,
    pub user: u64,
    pub name: String,
}

/// A stored game with its position.
#[derive(Clone, Debug)]
pub struct GameRow {
    pub id: i64,
    pub kind: GameKind,
    pub variant: String,
    pub guild: Option<u64>,
    pub channel: u64,
    pub rated: bool,
    pub version: u32,
    /// The position (the cached replay of the log).
    pub state: AnyGame,
    /// Bit `i` set: seat `i` offers a draw.
    pub draw_offers: u32,
    /// Bit `i` set: seat `i` resigned.
    pub resigned: u32,
    pub seats: Vec<SeatRow>,
    pub created_at: i64,
    pub updated_at: i64,
    /// The last entry of the log (notation), if any.
    pub last_entry: Option<String>,
    /// The time each player has for a move; `None`: no limit.
    pub move_ms: Option<i64>,
    /// When the player to move loses on time; `None`: no clock, or the game is over.
    pub due_at: Option<i64>,
    /// Who aborted the game, if it was aborted.
    pub aborted_by: Option<u64>,
    /// When the game is played in a thread of its own: the line in the parent channel that
    /// points to it, `(channel, message)`.
    pub line: Option<(u64, u64)>,
}

impl GameRow {
    pub fn seat_of(&self, user: u64) -> Option<Seat> {
        self.seats.iter().find(|s| s.user == user).map(|s| s.seat)
    }

    pub fn name_of(&self, seat: Seat) -> String {
        self.seats
            .iter()
            .find(|s| s.seat == seat)
            .map(|s| s.name.clone())
            .unwrap_or_else(|| seat.to_string())
    }

    /// Over: decided, drawn, or aborted.
    pub fn is_finished(&self) -> bool {
        self.state.is_over() || self.aborted_by.is_some()
    }
}

/// What kind of entry a log line is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EntryKind {
    Move,
    Resign,
    Draw,
    /// The seat lost on time.
    Timeout,
    /// The game was ended before it was decided, unrated (the position is unchanged).
    Abort,
}

impl EntryKind {
    fn as_str(self) -> &'static str {
        match self {
            EntryKind::Move => "move",
            EntryKind::Resign => "resign",
            EntryKind::Draw => "draw",
            EntryKind::Timeout => "timeout",
            EntryKind::Abort => "abort",
        }
    }

    fn parse(s: &str) -> Result<EntryKind, StoreError> {
        match s {
            "move" => Ok(EntryKind::Move),
            "resign" => Ok(EntryKind::Resign),
            "draw" => Ok(EntryKind::Draw),
            "timeout" => Ok(EntryKind::Timeout),
            "abort" => Ok(EntryKind::Abort),
            other => Err(StoreError::Corrupt(format!("unknown log entry `{other}`"))),
        }
    }
}

/// One line of a game's move log.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LogEntry {
    /// 1-based; the game's version once this entry is in.
    pub seq: u32,
    /// The game's ply before the entry.
    pub ply: u32,
    pub seat: Seat,
    pub kind: EntryKind,
    /// The move's canonical notation, or `resign` / `draw`.
    pub notation: String,
    pub played_at: i64,
}

impl LogEntry {
    /// Applies the entry to `game` (what replaying the log does).
    pub fn apply(&self, game: &mut AnyGame) -> Result<(), String> {
        match self.kind {
            EntryKind::Move => game
                .play(&self.notation)
                .map(|_| ())
                .map_err(|e| e.to_string()),
            EntryKind::Resign => {
                game.resign(self.seat);
                Ok(())
            }
            EntryKind::Draw => {
                game.agree_draw();
                Ok(())
            }
            EntryKind::Timeout => {
                game.time_out(self.seat);
                Ok(())
            }
            EntryKind::Abort => Ok(()),
        }
    }
}

/// A change to append to a game: the entry, and the position and offers after it.
#[derive(Clone, Debug)]
pub struct Append<'a> {
    pub seat: Seat,
    pub kind: EntryKind,
    pub notation: &'a str,
    /// The position after the entry.
    pub state: &'a AnyGame,
    /// The draw offers after the entry.
    pub draw_offers: u32,
    /// What the change owes channels besides the answer to whoever made it (teban's moves, the
    /// result on a thread's line, the replay): written in the same transaction, delivered later
    /// (see [`outbox`]).
    pub posts: &'a [NewPost],
    /// The clock of the player to move after the entry (none once the game is over).
    pub deadline: Deadline,
    /// With an `Abort` entry: who aborted the game.
    pub aborted_by: Option<u64>,
}

/// A game to create.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub kind: GameKind,
    pub variant: String,
    pub guild: Option<u64>,
    pub channel: u64,
    pub rated: bool,
    /// The players in seat order.
    pub seats: Vec<(u64, String)>,
    /// The time each player has for a move; `None`: no limit.
    pub move_ms: Option<i64>,
    /// The clock of the first player to move.
    pub deadline: Deadline,
}

/// A player who cannot be seated: already at an active game in that channel.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Occupied {
    pub user: u64,
    pub name: String,
}

/// A stored challenge.
#[derive(Clone, Debug)]
pub struct ChallengeRow {
    pub id: i64,
    pub kind: GameKind,
    pub variant: String,
    pub rated: bool,
    pub guild: Option<u64>,
    pub channel: u64,
    pub challenger: (u64, String),
    /// The challenged players and whether each accepted.
    pub opponents: Vec<(u64, String, bool)>,
    /// `open`, `accepted`, `declined`, `cancelled` or `expired`.
    pub status: String,
    pub game: Option<i64>,
    pub created_at: i64,
    pub expires_at: i64,
    /// The time each player will have for a move; `None`: no limit.
    pub move_ms: Option<i64>,
}

/// What accepting a challenge led to.
#[derive(Clone, Debug)]
pub enum Acceptance {
    /// Others have yet to accept.
    Waiting(ChallengeRow),
    /// Everyone accepted: the game.
    Started(GameRow),
    /// A player already plays in that channel; nothing changed.
    Occupied(Occupied),
    /// The challenge is no longer open (its status now).
    Closed(String),
}

/// The SQLite store. Cheap to clone.
#[derive(Clone)]
pub struct Store {
    pool: SqlitePool,
    writer: Arc<Mutex<()>>,
    clock: SharedClock,
}

fn id(v: u64) -> i64 {
    v as i64
}

fn uid(v: i64) -> u64 {
    v as u64
}

/// How many connections the pool keeps open at most.
pub const POOL_CONNECTIONS: usize = 8;

/// User ids from here up are machine players (teban itself, see `table::Player::teban`): unlike a
/// person, one may sit at any number of games in the same channel at once.
pub const MACHINE_IDS: u64 = 0x7EBA_0000_0000_0000;

const GAME_COLUMNS: &str = "g.id, g.kind, g.variant, g.guild_id, g.channel_id, g.rated, \
     g.version, g.state, g.draw_offers, g.resigned, g.created_at, g.updated_at, g.move_ms, \
     g.due_at, g.aborted_by, g.line_channel_id, g.line_message_id";

impl Store {
    /// Opens (creating if needed) the database at `url` and brings its schema up to date.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        if !url.starts_with("sqlite:") {
            return Err(StoreError::Url {
                url: url.to_string(),
                reason:
                    "teban keeps its games in SQLite: write sqlite://FILE (e.g. sqlite://teban.db)"
                        .to_string(),
            });
        }
        let options = SqliteConnectOptions::from_str(url)
            .map_err(|e| StoreError::Url {
                url: url.to_string(),
                reason: e.to_string(),
            })?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10));
        let pool_options = SqlitePoolOptions::new()
            .max_connections(POOL_CONNECTIONS as u32)
            // A transaction whose COMMIT or ROLLBACK failed (a full disk: SQLite may roll the
            // transaction back by itself) can leave sqlx counting it as open, and such a
            // connection refuses every later BEGIN. When a connection comes back, wait for what it
            // still has to do (the rollback of a dropped transaction), and keep it only if it is
            // out of every transaction; the pool opens a fresh one in its place. (A connection
            // counted out of every transaction, the usual case, is kept at once.)
            .after_release(|conn, _| {
                Box::pin(async move {
                    if !sqlx::Connection::is_in_transaction(conn) {
                        return Ok(true);
                    }
                    drop(conn.lock_handle().await?);
                    Ok(!sqlx::Connection::is_in_transaction(conn))
                })
            })
            .acquire_timeout(Duration::from_secs(10));
        // Switching a new database to WAL takes a lock that SQLite does not wait for: a process
        // that loses that race to another one opening the same new file tries again.
        let mut tries = 0;
        let pool = loop {
            match pool_options.clone().connect_with(options.clone()).await {
                Ok(pool) => break pool,
                Err(e) if sqlite_code(&e) == Some(SQLITE_BUSY) && tries < 400 => {
                    tries += 1;
                    tokio::time::sleep(Duration::from_millis(25)).await;
                }
                Err(e) => {
                    return Err(StoreError::Open {
                        url: url.to_string(),
                        reason: e.to_string(),
                    })
                }
            }
        };
        Self::migrate(&pool, url).await?;
        Ok(Store {
            pool,
            writer: Arc::new(Mutex::new(())),
            clock: Arc::new(SystemClock),
        })
    }

    /// Brings the schema up to date under the database's write lock (`BEGIN IMMEDIATE`, waiting
    /// for it as for any write), so that processes opening a new database at once take turns: the
    /// first migrates, the others find it done.
    ///
    /// Before anything else it writes what changes nothing (the schema's version number, over
    /// itself), so that a database teban cannot write to is refused here, in one line, rather than
    /// at the first move or halfway through a migration.
    async fn migrate(pool: &SqlitePool, url: &str) -> Result<(), StoreError> {
        let failed = |e: &dyn std::fmt::Display| StoreError::Migrate(e.to_string());
        let mut tx = pool
            .begin_with("BEGIN IMMEDIATE")
            .await
            .map_err(|e| failed(&e))?;
        let version: i64 = sqlx::query_scalar("PRAGMA user_version")
            .fetch_one(&mut *tx)
            .await
            .map_err(|e| failed(&e))?;
        let rewrite = format!("PRAGMA user_version = {version}");
        if let Err(e) = sqlx::query(&rewrite).execute(&mut *tx).await {
            return Err(StoreError::Open {
                url: url.to_string(),
                reason: if sqlite_code(&e) == Some(SQLITE_READONLY) {
                    "it is read-only: teban must write to it (check the file's permissions and its \
                     folder's)"
                        .to_string()
                } else {
                    format!("it cannot be written: {e}")
                },
            });
        }
        sqlx::migrate!("./migrations")
            .run(&mut *tx)
            .await
            .map_err(|e| failed(&e))?;
        tx.commit().await.map_err(|e| failed(&e))
    }

    /// The same store, reading the time from `clock`.
    pub fn with_clock(mut self, clock: SharedClock) -> Store {
        self.clock = clock;
        self
    }

    /// The time now, by the store's clock (milliseconds since the epoch).
    pub fn now(&self) -> i64 {
        self.clock.now_ms()
    }

    /// The pool, for tools and tests that inspect the tables.
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }
}

/// SQLite's "database is locked", which it returns at once where it cannot wait.
const SQLITE_BUSY: i32 = 5;
/// SQLite's "attempt to write a readonly database".
const SQLITE_READONLY: i32 = 8;

/// The primary result code of an error SQLite returned (without the extended code's detail).
fn sqlite_code(error: &sqlx::Error) -> Option<i32> {
    let code = error.as_database_error()?.code()?;
    code.parse::<i32>().ok().map(|code| code & 0xff)
}

/// A row's `user_id` and `name`.
fn user_of(r: &SqliteRow) -> Result<(u64, String), sqlx::Error> {
    Ok((uid(r.try_get("user_id")?), r.try_get("name")?))
}

fn kind_of(r: &SqliteRow) -> Result<GameKind, StoreError> {
    let kind: String = r.try_get("kind")?;
    GameKind::from_str(&kind).map_err(StoreError::Corrupt)
}

fn rating_from_row(r: &SqliteRow) -> Result<Rating, StoreError> {
    Ok(Rating {
        rating: r.try_get("rating")?,
        deviation: r.try_get("deviation")?,
        volatility: r.try_get("volatility")?,
        wins: r.try_get::<i64, _>("wins")? as u32,
        losses: r.try_get::<i64, _>("losses")? as u32,
        draws: r.try_get::<i64, _>("draws")? as u32,
    })
}
