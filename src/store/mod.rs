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
//! mutex, so they wait their turn
//! instead of spinning on SQLite's busy lock; across processes the version check alone is enough.
//!
//! Durability: WAL journal with `synchronous = NORMAL`, so a committed transaction survives the
//! process being killed (it may not survive the machine losing power, which is not the bot's
//! failure model).

pub mod clocks;
pub mod lists;
pub mod outbox;
pub mod rating;

use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteRow,
    SqliteSynchronous,
};
use sqlx::{Row, Sqlite, Transaction};
use tokio::sync::Mutex;

use crate::clock::{SharedClock, SystemClock};
use crate::games::{AnyGame, GameKind, Outcome, Seat};
pub use clocks::Alarm;
pub use outbox::{NewPost, PostRow};
pub use rating::Rating;

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
    /// What the change owes the game's channel besides the answer to whoever made it (teban's
    /// moves): written in the same transaction, delivered later (see [`outbox`]).
    pub post: Option<&'a NewPost>,
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
     g.due_at, g.aborted_by";

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
                Err(e) if is_busy(&e) && tries < 400 => {
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
        Self::migrate(&pool).await?;
        Self::check_writable(&pool, url).await?;
        Ok(Store {
            pool,
            writer: Arc::new(Mutex::new(())),
            clock: Arc::new(SystemClock),
        })
    }

    /// Brings the schema up to date under the database's write lock (`BEGIN IMMEDIATE`, waiting
    /// for it as for any write), so that processes opening a new database at once take turns: the
    /// first migrates, the others find it done.
    async fn migrate(pool: &SqlitePool) -> Result<(), StoreError> {
        let failed = |e: &dyn std::fmt::Display| StoreError::Migrate(e.to_string());
        let mut tx = pool
            .begin_with("BEGIN IMMEDIATE")
            .await
            .map_err(|e| failed(&e))?;
        sqlx::migrate!("./migrations")
            .run(&mut *tx)
            .await
            .map_err(|e| failed(&e))?;
        tx.commit().await.map_err(|e| failed(&e))
    }

    /// Refuses a database teban cannot write to, at once and in one line, rather than at the
    /// first move: a write that changes nothing, rolled back.
    async fn check_writable(pool: &SqlitePool, url: &str) -> Result<(), StoreError> {
        let written = async {
            let mut tx = pool.begin_with("BEGIN IMMEDIATE").await?;
            sqlx::query(
                "INSERT INTO heartbeat (id, seen_at) VALUES (1, 0) \
                 ON CONFLICT (id) DO UPDATE SET seen_at = seen_at",
            )
            .execute(&mut *tx)
            .await?;
            tx.rollback().await
        };
        written.await.map_err(|e: sqlx::Error| StoreError::Open {
            url: url.to_string(),
            reason: if e.to_string().contains("readonly") {
                "it is read-only: teban must write to it (check the file's permissions and its \
                 folder's)"
                    .to_string()
            } else {
                format!("it cannot be written: {e}")
            },
        })
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

    async fn game_from_row(&self, row: &SqliteRow) -> Result<GameRow, StoreError> {
        let id: i64 = row.try_get("id")?;
        let kind = kind_of(row)?;
        let state: String = row.try_get("state")?;
        let state: AnyGame = serde_json::from_str(&state)
            .map_err(|e| StoreError::Corrupt(format!("game {id}: position: {e}")))?;
        let seats =
            sqlx::query("SELECT seat, user_id, name FROM seats WHERE game_id = ? ORDER BY seat")
                .bind(id)
                .fetch_all(&self.pool)
                .await?
                .iter()
                .map(|r| {
                    Ok(SeatRow {
                        seat: Seat(r.try_get::<i64, _>("seat")? as u8),
                        user: uid(r.try_get("user_id")?),
                        name: r.try_get("name")?,
                    })
                })
                .collect::<Result<Vec<_>, sqlx::Error>>()?;
        let version: i64 = row.try_get("version")?;
        let last_entry = if version > 0 {
            sqlx::query_scalar("SELECT notation FROM moves WHERE game_id = ? AND seq = ?")
                .bind(id)
                .bind(version)
                .fetch_optional(&self.pool)
                .await?
        } else {
            None
        };
        Ok(GameRow {
            id,
            kind,
            variant: row.try_get("variant")?,
            guild: row.try_get::<Option<i64>, _>("guild_id")?.map(uid),
            channel: uid(row.try_get("channel_id")?),
            rated: row.try_get("rated")?,
            version: version as u32,
            state,
            draw_offers: row.try_get::<i64, _>("draw_offers")? as u32,
            resigned: row.try_get::<i64, _>("resigned")? as u32,
            seats,
            created_at: row.try_get("created_at")?,
            updated_at: row.try_get("updated_at")?,
            last_entry,
            move_ms: row.try_get("move_ms")?,
            due_at: row.try_get("due_at")?,
            aborted_by: row.try_get::<Option<i64>, _>("aborted_by")?.map(uid),
        })
    }

    /// A game by id.
    pub async fn game(&self, game: i64) -> Result<Option<GameRow>, StoreError> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games g WHERE g.id = ?");
        match sqlx::query(&sql)
            .bind(game)
            .fetch_optional(&self.pool)
            .await?
        {
            Some(row) => Ok(Some(self.game_from_row(&row).await?)),
            None => Ok(None),
        }
    }

    /// The id and version of `user`'s active game in `channel`: the cheap lookup every request
    /// starts with.
    pub async fn active_game_id(
        &self,
        channel: u64,
        user: u64,
    ) -> Result<Option<(i64, u32)>, StoreError> {
        let row = sqlx::query(
            "SELECT g.id, g.version FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE s.user_id = ? AND g.channel_id = ? AND g.status = 'active' \
             ORDER BY g.id DESC LIMIT 1",
        )
        .bind(id(user))
        .bind(id(channel))
        .fetch_optional(&self.pool)
        .await?;
        Ok(match row {
            Some(r) => Some((r.try_get("id")?, r.try_get::<i64, _>("version")? as u32)),
            None => None,
        })
    }

    /// `user`'s active game in `channel`.
    pub async fn active_game(
        &self,
        channel: u64,
        user: u64,
    ) -> Result<Option<GameRow>, StoreError> {
        match self.active_game_id(channel, user).await? {
            Some((game, _)) => self.game(game).await,
            None => Ok(None),
        }
    }

    /// The ids of `user`'s active games anywhere, with their game and channel.
    pub async fn active_games_of(
        &self,
        user: u64,
    ) -> Result<Vec<(i64, GameKind, u64)>, StoreError> {
        sqlx::query(
            "SELECT g.id, g.kind, g.channel_id FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE s.user_id = ? AND g.status = 'active' ORDER BY g.id",
        )
        .bind(id(user))
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| Ok((r.try_get("id")?, kind_of(r)?, uid(r.try_get("channel_id")?))))
        .collect()
    }

    /// The active games in which one of the users `from..=to` has a seat, oldest first.
    pub async fn active_games_with_users_in(
        &self,
        from: u64,
        to: u64,
    ) -> Result<Vec<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT DISTINCT g.id FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE s.user_id BETWEEN ? AND ? AND g.status = 'active' ORDER BY g.id",
        )
        .bind(id(from))
        .bind(id(to))
        .fetch_all(&self.pool)
        .await?)
    }

    /// The first of `users` who is at an active game in `channel`, within a transaction.
    async fn occupied(
        tx: &mut Transaction<'_, Sqlite>,
        channel: u64,
        users: &[(u64, String)],
    ) -> Result<Option<Occupied>, StoreError> {
        for (user, name) in users.iter().filter(|(user, _)| *user < MACHINE_IDS) {
            let busy: Option<i64> = sqlx::query_scalar(
                "SELECT g.id FROM seats s JOIN games g ON g.id = s.game_id \
                 WHERE s.user_id = ? AND g.channel_id = ? AND g.status = 'active' LIMIT 1",
            )
            .bind(id(*user))
            .bind(id(channel))
            .fetch_optional(&mut **tx)
            .await?;
            if busy.is_some() {
                return Ok(Some(Occupied {
                    user: *user,
                    name: name.clone(),
                }));
            }
        }
        Ok(None)
    }

    async fn insert_game(
        tx: &mut Transaction<'_, Sqlite>,
        new: &NewGame,
        now: i64,
    ) -> Result<i64, StoreError> {
        let state = AnyGame::new(new.kind, Some(&new.variant)).map_err(StoreError::Corrupt)?;
        let game: i64 = sqlx::query_scalar(
            "INSERT INTO games (kind, variant, guild_id, channel_id, rated, status, version, \
             state, created_at, updated_at, move_ms, due_at, alarm_at) \
             VALUES (?, ?, ?, ?, ?, 'active', 0, ?, ?, ?, ?, ?, ?) RETURNING id",
        )
        .bind(new.kind.name())
        .bind(&new.variant)
        .bind(new.guild.map(id))
        .bind(id(new.channel))
        .bind(new.rated)
        .bind(serde_json::to_string(&state).map_err(|e| StoreError::Corrupt(e.to_string()))?)
        .bind(now)
        .bind(now)
        .bind(new.move_ms)
        .bind(new.deadline.due_at)
        .bind(new.deadline.alarm_at)
        .fetch_one(&mut **tx)
        .await?;
        for (seat, (user, name)) in new.seats.iter().enumerate() {
            sqlx::query("INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)")
                .bind(game)
                .bind(seat as i64)
                .bind(id(*user))
                .bind(name)
                .execute(&mut **tx)
                .await?;
        }
        Ok(game)
    }

    /// Creates a game, unless one of its players already plays in that channel.
    pub async fn create_game(
        &self,
        new: &NewGame,
    ) -> Result<Result<GameRow, Occupied>, StoreError> {
        let _writing = self.writer.lock().await;
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        if let Some(occupied) = Self::occupied(&mut tx, new.channel, &new.seats).await? {
            return Ok(Err(occupied));
        }
        let game = Self::insert_game(&mut tx, new, self.now()).await?;
        tx.commit().await?;
        drop(_writing);
        let row = self.game(game).await?;
        row.map(Ok)
            .ok_or_else(|| StoreError::Corrupt(format!("game {game} vanished after creation")))
    }

    /// The unfinished game of `kind` in `channel` whose seats are exactly `users` in this order.
    pub async fn unfinished_game_of(
        &self,
        channel: u64,
        kind: GameKind,
        users: &[u64],
    ) -> Result<Option<GameRow>, StoreError> {
        let Some(first) = users.first() else {
            return Ok(None);
        };
        let Some(game) = self.active_game(channel, *first).await? else {
            return Ok(None);
        };
        // The same players in any seats: a game against teban draws its seats.
        let same_seats = game.kind == kind
            && game.seats.len() == users.len()
            && game.seats.iter().all(|s| users.contains(&s.user));
        Ok(same_seats.then_some(game))
    }

    /// Appends one entry to a game's log if the game is still at `expected` version, with the
    /// position after it; when the position is over, finishes the game and, if rated, updates
    /// the ladder. All in one transaction, committed before this returns `Ok(Ok(version))`.
    pub async fn append(
        &self,
        game: &GameRow,
        expected: u32,
        change: Append<'_>,
    ) -> Result<Result<u32, Stale>, StoreError> {
        let state =
            serde_json::to_string(change.state).map_err(|e| StoreError::Corrupt(e.to_string()))?;
        let outcome = change.state.outcome();
        let over = outcome.is_some() || change.kind == EntryKind::Abort;
        let now = self.now();
        let resigned = match change.kind {
            EntryKind::Resign | EntryKind::Timeout => game.resigned | (1 << change.seat.0),
            _ => game.resigned,
        };
        let _writing = self.writer.lock().await;
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let bumped = sqlx::query(
            "UPDATE games SET version = version + 1, state = ?, draw_offers = ?, resigned = ?, \
             updated_at = ?, status = ?, outcome = ?, finished_at = ?, due_at = ?, alarm_at = ?, \
             aborted_by = ? WHERE id = ? AND version = ? AND status = 'active'",
        )
        .bind(&state)
        .bind(change.draw_offers as i64)
        .bind(resigned as i64)
        .bind(now)
        .bind(if over { "finished" } else { "active" })
        .bind(outcome.map(|o| serde_json::to_string(&o).unwrap_or_default()))
        .bind(over.then_some(now))
        .bind(change.deadline.due_at.filter(|_| !over))
        .bind(change.deadline.alarm_at.filter(|_| !over))
        .bind(change.aborted_by.map(id))
        .bind(game.id)
        .bind(expected as i64)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        if bumped == 0 {
            let now: i64 = sqlx::query_scalar("SELECT version FROM games WHERE id = ?")
                .bind(game.id)
                .fetch_one(&mut *tx)
                .await?;
            return Ok(Err(Stale { now: now as u32 }));
        }
        let seq = expected + 1;
        sqlx::query(
            "INSERT INTO moves (game_id, seq, ply, seat, entry, notation, played_at) \
             VALUES (?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(game.id)
        .bind(seq as i64)
        .bind(game.state.ply() as i64)
        .bind(change.seat.0 as i64)
        .bind(change.kind.as_str())
        .bind(change.notation)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        if let (Some(outcome), true, false) = (outcome, game.rated, change.kind == EntryKind::Abort)
        {
            Self::rate_finished(&mut tx, game, outcome, now).await?;
        }
        if let Some(post) = change.post {
            Self::insert_post(&mut tx, post, Some(game.id), Some(seq), now).await?;
        }
        tx.commit().await?;
        Ok(Ok(seq))
    }

    async fn rate_finished(
        tx: &mut Transaction<'_, Sqlite>,
        game: &GameRow,
        outcome: Outcome,
        now: i64,
    ) -> Result<(), StoreError> {
        let guild = id(game.guild.unwrap_or(0));
        let players = game.seats.len();
        let mut before = Vec::with_capacity(players);
        for seat in &game.seats {
            let row = sqlx::query(
                "SELECT rating, deviation, volatility, wins, losses, draws FROM ratings \
                 WHERE guild_id = ? AND kind = ? AND players = ? AND user_id = ?",
            )
            .bind(guild)
            .bind(game.kind.name())
            .bind(players as i64)
            .bind(id(seat.user))
            .fetch_optional(&mut **tx)
            .await?;
            before.push(match row {
                Some(r) => rating_from_row(&r)?,
                None => Rating::newcomer(players),
            });
        }
        for (seat, after) in game.seats.iter().zip(rating::rate(&before, outcome)) {
            sqlx::query(
                "INSERT INTO ratings (guild_id, kind, players, user_id, name, rating, deviation, \
                 volatility, wins, losses, draws, updated_at) \
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) \
                 ON CONFLICT (guild_id, kind, players, user_id) DO UPDATE SET \
                 name = excluded.name, rating = excluded.rating, deviation = excluded.deviation, \
                 volatility = excluded.volatility, wins = excluded.wins, \
                 losses = excluded.losses, draws = excluded.draws, updated_at = excluded.updated_at",
            )
            .bind(guild)
            .bind(game.kind.name())
            .bind(players as i64)
            .bind(id(seat.user))
            .bind(&seat.name)
            .bind(after.rating)
            .bind(after.deviation)
            .bind(after.volatility)
            .bind(after.wins as i64)
            .bind(after.losses as i64)
            .bind(after.draws as i64)
            .bind(now)
            .execute(&mut **tx)
            .await?;
        }
        Ok(())
    }

    /// Records the draw offers of a game still at `expected` version (no log entry: an offer is
    /// not a move).
    pub async fn set_draw_offers(
        &self,
        game: i64,
        expected: u32,
        offers: u32,
    ) -> Result<Result<(), Stale>, StoreError> {
        let _writing = self.writer.lock().await;
        let done = sqlx::query(
            "UPDATE games SET draw_offers = ?, updated_at = ? \
             WHERE id = ? AND version = ? AND status = 'active'",
        )
        .bind(offers as i64)
        .bind(self.now())
        .bind(game)
        .bind(expected as i64)
        .execute(&self.pool)
        .await?
        .rows_affected();
        if done == 1 {
            return Ok(Ok(()));
        }
        let now: Option<i64> = sqlx::query_scalar("SELECT version FROM games WHERE id = ?")
            .bind(game)
            .fetch_optional(&self.pool)
            .await?;
        Ok(Err(Stale {
            now: now.unwrap_or_default() as u32,
        }))
    }

    /// A game's log, in order.
    pub async fn log(&self, game: i64) -> Result<Vec<LogEntry>, StoreError> {
        sqlx::query(
            "SELECT seq, ply, seat, entry, notation, played_at FROM moves \
             WHERE game_id = ? ORDER BY seq",
        )
        .bind(game)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| {
            Ok(LogEntry {
                seq: r.try_get::<i64, _>("seq")? as u32,
                ply: r.try_get::<i64, _>("ply")? as u32,
                seat: Seat(r.try_get::<i64, _>("seat")? as u8),
                kind: EntryKind::parse(r.try_get("entry")?)?,
                notation: r.try_get("notation")?,
                played_at: r.try_get("played_at")?,
            })
        })
        .collect()
    }

    /// Rebuilds a game's position from nothing but its log.
    pub async fn replay(&self, game: i64) -> Result<AnyGame, StoreError> {
        let row = sqlx::query("SELECT kind, variant FROM games WHERE id = ?")
            .bind(game)
            .fetch_optional(&self.pool)
            .await?
            .ok_or_else(|| StoreError::Corrupt(format!("no game {game}")))?;
        let kind = kind_of(&row)?;
        let variant: String = row.try_get("variant")?;
        let mut position = AnyGame::new(kind, Some(&variant)).map_err(StoreError::Corrupt)?;
        for entry in self.log(game).await? {
            entry.apply(&mut position).map_err(|e| {
                StoreError::Corrupt(format!("game {game}, log entry {}: {e}", entry.seq))
            })?;
        }
        Ok(position)
    }

    /// A game as it stood at `version` (at most its current one): the position replayed from the
    /// log, its last entry and resignations then, no draw on offer; and its version now.
    pub async fn game_at(
        &self,
        game: i64,
        version: u32,
    ) -> Result<Option<(GameRow, u32)>, StoreError> {
        let Some(mut row) = self.game(game).await? else {
            return Ok(None);
        };
        let now = row.version;
        if version >= now {
            return Ok(Some((row, now)));
        }
        let mut position =
            AnyGame::new(row.kind, Some(&row.variant)).map_err(StoreError::Corrupt)?;
        let log = self.log(game).await?;
        row.resigned = 0;
        for entry in log.iter().take(version as usize) {
            entry.apply(&mut position).map_err(|e| {
                StoreError::Corrupt(format!("game {game}, log entry {}: {e}", entry.seq))
            })?;
            if entry.kind == EntryKind::Resign {
                row.resigned |= 1 << entry.seat.0;
            }
        }
        row.state = position;
        row.version = version;
        row.draw_offers = 0;
        row.last_entry = version
            .checked_sub(1)
            .and_then(|i| log.get(i as usize))
            .map(|e| e.notation.clone());
        Ok(Some((row, now)))
    }

    /// Counts the log entries of every game (for the load run's check that nothing was lost).
    pub async fn count_log_entries(&self) -> Result<u64, StoreError> {
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM moves")
            .fetch_one(&self.pool)
            .await?;
        Ok(n as u64)
    }

    /// The sum of every game's version (equals [`Store::count_log_entries`] when nothing was
    /// lost or doubled).
    pub async fn sum_of_versions(&self) -> Result<u64, StoreError> {
        let n: i64 = sqlx::query_scalar("SELECT COALESCE(SUM(version), 0) FROM games")
            .fetch_one(&self.pool)
            .await?;
        Ok(n as u64)
    }

    // ---- challenges ----

    /// Records an open challenge.
    pub async fn create_challenge(
        &self,
        challenge: &ChallengeRow,
    ) -> Result<ChallengeRow, StoreError> {
        let _writing = self.writer.lock().await;
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let new_id: i64 = sqlx::query_scalar(
            "INSERT INTO challenges (kind, variant, rated, guild_id, channel_id, challenger_id, \
             challenger_name, status, created_at, expires_at, move_ms) \
             VALUES (?, ?, ?, ?, ?, ?, ?, 'open', ?, ?, ?) RETURNING id",
        )
        .bind(challenge.kind.name())
        .bind(&challenge.variant)
        .bind(challenge.rated)
        .bind(challenge.guild.map(id))
        .bind(id(challenge.channel))
        .bind(id(challenge.challenger.0))
        .bind(&challenge.challenger.1)
        .bind(challenge.created_at)
        .bind(challenge.expires_at)
        .bind(challenge.move_ms)
        .fetch_one(&mut *tx)
        .await?;
        for (user, name, accepted) in &challenge.opponents {
            sqlx::query(
                "INSERT INTO challenge_players (challenge_id, user_id, name, accepted) \
                 VALUES (?, ?, ?, ?)",
            )
            .bind(new_id)
            .bind(id(*user))
            .bind(name)
            .bind(accepted)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(ChallengeRow {
            id: new_id,
            status: "open".into(),
            ..challenge.clone()
        })
    }

    /// A challenge by id.
    pub async fn challenge(&self, challenge: i64) -> Result<Option<ChallengeRow>, StoreError> {
        let Some(row) = sqlx::query("SELECT * FROM challenges WHERE id = ?")
            .bind(challenge)
            .fetch_optional(&self.pool)
            .await?
        else {
            return Ok(None);
        };
        let opponents = sqlx::query(
            "SELECT user_id, name, accepted FROM challenge_players WHERE challenge_id = ? \
             ORDER BY user_id",
        )
        .bind(challenge)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| {
            let (user, name) = user_of(r)?;
            Ok((user, name, r.try_get("accepted")?))
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
        Ok(Some(ChallengeRow {
            id: row.try_get("id")?,
            kind: kind_of(&row)?,
            variant: row.try_get("variant")?,
            rated: row.try_get("rated")?,
            guild: row.try_get::<Option<i64>, _>("guild_id")?.map(uid),
            channel: uid(row.try_get("channel_id")?),
            challenger: (
                uid(row.try_get("challenger_id")?),
                row.try_get("challenger_name")?,
            ),
            opponents,
            status: row.try_get("status")?,
            game: row.try_get("game_id")?,
            created_at: row.try_get("created_at")?,
            expires_at: row.try_get("expires_at")?,
            move_ms: row.try_get("move_ms")?,
        }))
    }

    /// The open challenges in `channel` that `user` made or received, oldest first.
    pub async fn open_challenges(
        &self,
        channel: u64,
        user: u64,
    ) -> Result<Vec<ChallengeRow>, StoreError> {
        let ids: Vec<i64> = sqlx::query_scalar(
            "SELECT DISTINCT c.id FROM challenges c \
             LEFT JOIN challenge_players p ON p.challenge_id = c.id \
             WHERE c.channel_id = ? AND c.status = 'open' \
             AND (c.challenger_id = ? OR p.user_id = ?) ORDER BY c.id",
        )
        .bind(id(channel))
        .bind(id(user))
        .bind(id(user))
        .fetch_all(&self.pool)
        .await?;
        self.challenges_by_id(ids).await
    }

    async fn challenges_by_id(&self, ids: Vec<i64>) -> Result<Vec<ChallengeRow>, StoreError> {
        let mut out = Vec::with_capacity(ids.len());
        for challenge in ids {
            out.extend(self.challenge(challenge).await?);
        }
        Ok(out)
    }

    /// Closes an open challenge with `status`; false if it was no longer open.
    pub async fn close_challenge(&self, challenge: i64, status: &str) -> Result<bool, StoreError> {
        let _writing = self.writer.lock().await;
        let done = sqlx::query("UPDATE challenges SET status = ? WHERE id = ? AND status = 'open'")
            .bind(status)
            .bind(challenge)
            .execute(&self.pool)
            .await?
            .rows_affected();
        Ok(done == 1)
    }

    /// The open challenges whose time is up at `now`.
    pub async fn lapsed_challenges(&self, now: i64) -> Result<Vec<ChallengeRow>, StoreError> {
        let ids: Vec<i64> = sqlx::query_scalar(
            "SELECT id FROM challenges WHERE status = 'open' AND expires_at <= ? ORDER BY id",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        self.challenges_by_id(ids).await
    }

    /// `user` accepts `challenge`; when everyone has, creates the game with `seating` (the
    /// players in seat order) and closes the challenge, in the same transaction.
    pub async fn accept_challenge(
        &self,
        challenge: &ChallengeRow,
        user: u64,
        seating: &[(u64, String)],
        deadline: Deadline,
    ) -> Result<Acceptance, StoreError> {
        let _writing = self.writer.lock().await;
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        // Rolled back (dropped uncommitted) if the challenge turns out to be closed.
        sqlx::query(
            "UPDATE challenge_players SET accepted = 1 WHERE challenge_id = ? AND user_id = ?",
        )
        .bind(challenge.id)
        .bind(id(user))
        .execute(&mut *tx)
        .await?;
        let status: Option<String> =
            sqlx::query_scalar("SELECT status FROM challenges WHERE id = ?")
                .bind(challenge.id)
                .fetch_optional(&mut *tx)
                .await?;
        match status.as_deref() {
            Some("open") => {}
            Some(other) => return Ok(Acceptance::Closed(other.to_string())),
            None => return Ok(Acceptance::Closed("withdrawn".into())),
        }
        let waiting: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM challenge_players WHERE challenge_id = ? AND accepted = 0",
        )
        .bind(challenge.id)
        .fetch_one(&mut *tx)
        .await?;
        if waiting > 0 {
            tx.commit().await?;
            drop(_writing);
            let row = self.challenge(challenge.id).await?;
            return row
                .map(Acceptance::Waiting)
                .ok_or_else(|| StoreError::Corrupt("challenge vanished".into()));
        }
        if let Some(occupied) = Self::occupied(&mut tx, challenge.channel, seating).await? {
            return Ok(Acceptance::Occupied(occupied));
        }
        let new = NewGame {
            kind: challenge.kind,
            variant: challenge.variant.clone(),
            guild: challenge.guild,
            channel: challenge.channel,
            rated: challenge.rated,
            seats: seating.to_vec(),
            move_ms: challenge.move_ms,
            deadline,
        };
        let game = Self::insert_game(&mut tx, &new, self.now()).await?;
        sqlx::query("UPDATE challenges SET status = 'accepted', game_id = ? WHERE id = ?")
            .bind(game)
            .bind(challenge.id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        drop(_writing);
        let row = self.game(game).await?;
        row.map(Acceptance::Started)
            .ok_or_else(|| StoreError::Corrupt(format!("game {game} vanished after creation")))
    }

    // ---- ratings ----

    /// One ladder, best first.
    pub async fn ladder(
        &self,
        guild: Option<u64>,
        kind: GameKind,
        players: u8,
        limit: usize,
    ) -> Result<Vec<(u64, String, Rating)>, StoreError> {
        sqlx::query(
            "SELECT user_id, name, rating, deviation, volatility, wins, losses, draws \
             FROM ratings WHERE guild_id = ? AND kind = ? AND players = ? \
             ORDER BY rating DESC, user_id LIMIT ?",
        )
        .bind(id(guild.unwrap_or(0)))
        .bind(kind.name())
        .bind(players as i64)
        .bind(limit as i64)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| {
            let (user, name) = user_of(r)?;
            Ok((user, name, rating_from_row(r)?))
        })
        .collect()
    }

    /// The numbers of players of the ladders of `kind` in a guild.
    pub async fn ladders(&self, guild: Option<u64>, kind: GameKind) -> Result<Vec<u8>, StoreError> {
        let sizes: Vec<i64> = sqlx::query_scalar(
            "SELECT DISTINCT players FROM ratings WHERE guild_id = ? AND kind = ? ORDER BY players",
        )
        .bind(id(guild.unwrap_or(0)))
        .bind(kind.name())
        .fetch_all(&self.pool)
        .await?;
        Ok(sizes.into_iter().map(|n| n as u8).collect())
    }

    /// Every rating of `user` in a guild: (game, players, rating).
    pub async fn ratings_of(
        &self,
        guild: Option<u64>,
        user: u64,
    ) -> Result<Vec<(GameKind, u8, Rating)>, StoreError> {
        sqlx::query(
            "SELECT kind, players, rating, deviation, volatility, wins, losses, draws \
             FROM ratings WHERE guild_id = ? AND user_id = ? ORDER BY kind, players",
        )
        .bind(id(guild.unwrap_or(0)))
        .bind(id(user))
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| {
            Ok((
                kind_of(r)?,
                r.try_get::<i64, _>("players")? as u8,
                rating_from_row(r)?,
            ))
        })
        .collect()
    }
}

/// SQLite's "database is locked" (SQLITE_BUSY), which it returns at once where it cannot wait.
fn is_busy(error: &sqlx::Error) -> bool {
    error
        .as_database_error()
        .and_then(|e| e.code())
        .is_some_and(|code| code == "5")
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
