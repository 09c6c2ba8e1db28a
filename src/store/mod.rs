//! Persistence: games, their append-only move log, challenges, ratings, settings and the outbox,
//! in SQLite (the embedded default) or PostgreSQL (several processes) through sqlx.
//!
//! This module owns the schema (`migrations/sqlite` and `migrations/postgres`, embedded with
//! `sqlx::migrate!` and run on open), the transactions and nothing else: it does not decide who
//! may move or what a reply says (that is [`crate::table`]), and it touches the rules only
//! through [`AnyGame`] to store and replay positions. Where the two databases differ is
//! [`backend`]'s alone.
//!
//! The move log is the truth: `games.state` is a cache of replaying `moves`, and
//! [`Store::replay`] rebuilds it. Every change to a game is one transaction that first bumps the
//! game's version *only if it is still the one the caller read* (optimistic concurrency), then
//! appends to the log; a second writer that read the same version, in this process or another,
//! finds nothing to bump and gets [`Stale`].
//!
//! Durability: a committed transaction survives the process being killed (SQLite: WAL journal
//! with `synchronous = NORMAL`; it may not survive the machine losing power, which is not the
//! bot's failure model).
//!
//! Split by table: this file holds the store's own types and opening; the values it keeps (ids, a
//! game and its transition, clocks, seat sets, plans, ratings) are [`crate::model`]'s, re-exported
//! here for the SQL code; `backend.rs` the seam between the two databases; `claim.rs` the one idiom
//! of a write that claims (a conditional statement, then its posts, in one transaction); `column.rs` how teban's
//! values (statuses, kinds, seats, languages) sit in columns; `games.rs` the games, `entries.rs`
//! their log (writing the game the model's [`GameRow::after`] computed), `tournaments.rs` and
//! `tournament_rounds.rs` (their rounds' claims), `challenges.rs`, `blocks.rs` (who refuses whose
//! challenges), `ladders.rs` (ratings: the model rates, the store reads and writes them in the
//! transaction that finishes the game), `outbox.rs`, `clocks.rs` (the scheduler's queries, the
//! heartbeat, teban's turns), `lists.rs` (games lists), `profiles.rs`, `settings.rs`,
//! `preferences.rs` (players' notifications), `takebacks.rs` (a game's takeback request),
//! `plans.rs` (writing a game's conditional moves), `analyses.rs` (the engine's analyses, queued
//! and claimed with a lease), `sessions.rs` (the web front end's logins), `launches.rs` (the
//! Activity's launches), `lobby.rs` (what the web's lobby reads), `changes.rs` (games' changes told to the other processes on PostgreSQL);
//! `schema.rs` the tables as each database's catalogue lists them, `backup.rs` a SQLite file's
//! consistent copy (`teban backup`) and `copy.rs` every table carried to another database
//! (`teban copy`).

pub mod analyses;
pub use crate::model::{clock, ids, plan, rating, seat_set};
pub mod backend;
pub mod backup;
mod blocks;
mod challenges;
pub mod changes;
mod claim;
pub mod clocks;
pub mod column;
pub mod copy;
mod entries;
mod games;
mod ladders;
mod launches;
pub mod lists;
mod lobby;
pub mod outbox;
mod plans;
pub mod preferences;
pub mod profiles;
pub mod schema;
pub mod sessions;
pub mod settings;
mod takebacks;
mod tokens;
mod tournament_rounds;
pub mod tournaments;
pub mod vacations;

use std::sync::Arc;

use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};
use tokio::sync::Mutex;

use crate::clock::{SharedClock, SystemClock};
use crate::games::{AnyGame, GameKind, NoSuchVariant, Seat};
use crate::i18n::{Lang, Said};
pub use crate::model::{Append, Away, Deadline, GameRow, Home, Notices, SeatRow, ThreadLine};
pub use analyses::{AnalysisRow, NewAnalysis, Queuing};
pub use backend::Backend;
use backend::Guard;
pub use changes::{Heard, Listener};
pub use clock::{GameClock, MoveClock, NotAClock, NotATimePerMove, TimeBank};
pub use clocks::Alarm;
use column::words;
pub use column::UnknownWord;
pub use ids::{ChallengeId, ChannelId, GameId, GuildId, MessageId, TournamentId, UserId};
pub use ladders::Scope;
pub use outbox::{NewPost, PostKind, PostRow, ANSWER_HOLD_MS};
pub use plan::Plan;
pub use preferences::ClockPreferences;
pub use preferences::{BoardSide, DirectOption, DueDigest, Preferences, ReminderTiming};
pub use profiles::{PlayedGame, RatingPoint};
pub use rating::Rating;
pub use seat_set::SeatSet;
pub use settings::{StoredSettings, WebAudience};
pub use takebacks::TakebackRequest;
pub use tokens::AnswerToken;
pub use tournament_rounds::{NewBoard, NewRound};
pub use tournaments::{
    EntrantRow, Joining, NewTournament, PairingRow, TournamentFormat, TournamentRow,
    TournamentStatus,
};
pub use vacations::{Shift, VacationRow, VACATION_DAYS};

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
    #[error("stored data is damaged: {0}")]
    Variant(#[from] NoSuchVariant),
    /// The mark `teban copy` leaves until its last row is in (see [`schema::UNFINISHED_COPY`]).
    #[error(
        "this database is a copy that `teban copy` did not finish: run the same `teban copy` \
         again (it fills it afresh), or point DATABASE_URL at the database it copied"
    )]
    HalfCopied,
    #[error("the database's schema cannot be read: {0}")]
    Schema(String),
    /// A log entry the rules refuse on replay, with what they said (its key and arguments: the
    /// table says it in a reader's language).
    #[error("stored data is damaged: {game}, log entry {seq} does not replay ({said:?})")]
    Replay { game: GameId, seq: u32, said: Said },
}

/// A write lost the race: the game is no longer at the version the writer read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Stale {
    /// The game's version now.
    pub now: u32,
}

/// What kind of entry a log line is: the record format's ([`crate::record`]), stored by its word
/// (the `entry` column of `moves`).
pub use crate::record::EntryKind;
use crate::record::Replay;
column::stored_as_word!(EntryKind => as_str);

/// One line of a game's move log.
#[derive(Clone, PartialEq, Eq, Debug, sqlx::FromRow)]
pub struct LogEntry {
    /// 1-based; the game's version once this entry is in.
    #[sqlx(try_from = "i64")]
    pub seq: u32,
    /// The game's ply before the entry.
    #[sqlx(try_from = "i64")]
    pub ply: u32,
    #[sqlx(try_from = "i64")]
    pub seat: Seat,
    #[sqlx(rename = "entry")]
    pub kind: EntryKind,
    /// The move's canonical notation, or the entry's kind (`resign`, `draw`, `takeback`...).
    pub notation: String,
    pub played_at: i64,
}

impl LogEntry {
    /// Applies the entry to `replay` (what replaying the log does; a takeback undoes the move
    /// before it).
    pub fn apply(&self, replay: &mut Replay) -> Result<(), Said> {
        replay
            .apply(self.kind, Some(self.seat), &self.notation)
            .map(|_| ())
    }
}

/// Rebuilds the position `entries` lead to from the game's first one, `start`.
pub fn replayed<'a>(
    start: AnyGame,
    game: GameId,
    entries: impl IntoIterator<Item = &'a LogEntry>,
) -> Result<AnyGame, StoreError> {
    let mut replay = Replay::new(start);
    for entry in entries {
        entry
            .apply(&mut replay)
            .map_err(|said| StoreError::Replay {
                game,
                seq: entry.seq,
                said,
            })?;
    }
    Ok(replay.position().clone())
}

/// A game to create.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub kind: GameKind,
    pub variant: String,
    pub guild: Option<GuildId>,
    pub channel: ChannelId,
    /// Where it lives, as teban reaches it (its challenge's).
    pub home: Home,
    pub rated: bool,
    /// The players in seat order.
    pub seats: Vec<(UserId, String)>,
    /// The clock the game is played with.
    pub clock: GameClock,
    /// The clock of the first player to move.
    pub deadline: Deadline,
    /// The language of the channel the game begins in.
    pub lang: Lang,
    /// Whether vacation stops this game's clocks (a tournament may forbid it).
    pub vacation: bool,
}

/// A player who cannot be seated: already at an active game in that channel.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Occupied {
    pub user: UserId,
    pub name: String,
}

words! {
    /// Where a challenge stands (the `status` column of `challenges`).
    pub enum ChallengeStatus ("challenge status") {
        /// Waiting for the challenged to answer.
        Open = "open",
        /// Everyone accepted: the game began.
        Accepted = "accepted",
        Declined = "declined",
        /// Withdrawn by the challenger.
        Cancelled = "cancelled",
        /// Nobody answered in time.
        Expired = "expired",
    }
}

/// A stored challenge.
#[derive(Clone, Debug)]
pub struct ChallengeRow {
    pub id: ChallengeId,
    pub kind: GameKind,
    pub variant: String,
    pub rated: bool,
    pub guild: Option<GuildId>,
    pub channel: ChannelId,
    /// Where it was made, as teban reaches it: the game it begins lives there too.
    pub home: Home,
    pub challenger: (UserId, String),
    /// The challenged players and whether each accepted.
    pub opponents: Vec<(UserId, String, bool)>,
    pub status: ChallengeStatus,
    pub game: Option<GameId>,
    pub created_at: i64,
    pub expires_at: i64,
    /// The clock its game will be played with.
    pub clock: GameClock,
    /// An open challenge (nobody named) wants this many players, the challenger included; the
    /// opponents are those who accepted. `None`: the opponents were named.
    pub seats: Option<u32>,
    /// Only players within this many rating points of the challenger may accept.
    pub rating_range: Option<u32>,
    /// The message the challenge was posted as, once the front end says so.
    pub message: Option<MessageId>,
}

impl ChallengeRow {
    /// The server whose settings and ladders its game is played under (see
    /// [`GameRow::server`]).
    pub fn server(&self) -> Option<GuildId> {
        self.guild.filter(|_| self.home == Home::Posted)
    }
}

/// What accepting a challenge led to.
// Made once per accepted challenge and matched at once: boxing the game would buy nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum Acceptance {
    /// Others have yet to accept.
    Waiting(ChallengeRow),
    /// Everyone accepted: the game.
    Started(GameRow),
    /// A player already plays in that channel; nothing changed.
    Occupied(Occupied),
    /// The challenge is no longer open: how it was closed (`None`: it is gone).
    Closed(Option<ChallengeStatus>),
}

/// The store, on SQLite or PostgreSQL (see [`backend`]). Cheap to clone.
#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// SQLite only: the process's writers take turns (see [`backend`]).
    writer: Option<Arc<Mutex<()>>>,
    clock: SharedClock,
    /// The database's URL (PostgreSQL's listener opens a connection of its own).
    url: Arc<str>,
    /// This process among those sharing the database (see [`changes`]).
    process: u64,
}

/// A flag as both backends store it (0 or 1).
fn flag(v: bool) -> i64 {
    i64::from(v)
}

/// A stored flag, read back.
fn is_set(r: &AnyRow, column: &str) -> Result<bool, sqlx::Error> {
    Ok(r.try_get::<i64, _>(column)? != 0)
}

/// How many connections the pool keeps open at most.
pub const POOL_CONNECTIONS: usize = 8;

/// User ids from here up are machine players (teban itself, see `table::Player::teban`): unlike a
/// person, one may sit at any number of games in the same channel at once.
pub const MACHINE_IDS: UserId = UserId(0x7EBA_0000_0000_0000);

/// A game's columns, with its seats and its log's last entry, so that a game is read in one query
/// (one round trip to PostgreSQL): the seats as one text, each `seat user name` and separated by
/// the unit separator (U+001F, which names never contain: see `table::Player::new`), in no order
/// (put in seat order as they are read: an ordered aggregate costs SQLite a temporary table).
const GAME_COLUMNS: &str = "g.id, g.kind, g.variant, g.guild_id, g.channel_id, g.home, g.rated, \
     g.version, g.state, g.draw_offers, g.resigned, g.timed_out, g.created_at, g.updated_at, \
     g.move_ms, g.due_at, g.aborted_by, g.line_channel_id, g.line_message_id, g.tournament_id, g.time_bank, g.banks, \
     g.turn_ms, g.vacation, g.plan, \
     (SELECT string_agg(v.user_id || ' ' || v.until_at, ',') FROM vacations v \
      JOIN seats vs ON vs.game_id = g.id AND vs.user_id = v.user_id \
      WHERE v.guild_id = g.guild_id AND v.ended_at IS NULL) AS away, \
     COALESCE((SELECT ss.language FROM server_settings ss WHERE ss.guild_id = g.guild_id), g.lang) \
      AS lang, \
     (SELECT m.notation FROM moves m WHERE m.game_id = g.id AND m.seq = g.version) AS last_entry, \
     (SELECT string_agg(gs.seat || ' ' || gs.user_id || ' ' || gs.name, '\u{1f}') \
      FROM seats gs WHERE gs.game_id = g.id) AS seat_list, \
     (SELECT string_agg(p.user_id || ' ' || p.turn_dm || ' ' || p.mentions || ' ' || p.lang, ',') \
      FROM preferences p JOIN seats ps ON ps.game_id = g.id AND ps.user_id = p.user_id) \
      AS notices";

/// What separates the seats in a game's `seat_list`.
const SEATS_APART: char = '\u{1f}';

impl Store {
    /// Opens (creating a SQLite file if needed) the database at `url` and brings its schema up
    /// to date.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        let backend = Backend::of(url)?;
        let pool = backend::open(url, backend).await?;
        Ok(Store {
            pool,
            backend,
            writer: backend::writer(backend),
            clock: Arc::new(SystemClock),
            url: url.into(),
            process: rand::random(),
        })
    }

    /// Which database the store runs on.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Begins a write transaction that holds `guards` (see [`backend::Guard`]).
    async fn write(&self, guards: &[Guard]) -> Result<backend::Writing<'_>, StoreError> {
        backend::begin(self.backend, &self.pool, &self.writer, guards).await
    }

    /// The process's turn to write one statement outside a transaction.
    async fn turn(&self) -> Option<tokio::sync::MutexGuard<'_, ()>> {
        backend::turn(&self.writer).await
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

    /// How long to sleep while `wait` of the store's time passes: `wait`, or less when its
    /// clock must be looked at sooner ([`crate::clock::Clock::looked_at_within`]).
    pub fn sleep_for(&self, wait: std::time::Duration) -> std::time::Duration {
        self.clock
            .looked_at_within()
            .map_or(wait, |within| wait.min(within))
    }

    /// The pool, for tools and tests that inspect the tables.
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }
}

/// A row's `user_id` and `name` (read by hand: an id is stored signed, see [`column`]).
fn user_of(r: &AnyRow) -> Result<(UserId, String), sqlx::Error> {
    Ok((r.try_get("user_id")?, r.try_get("name")?))
}
