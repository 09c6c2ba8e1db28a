//! The one seam where SQLite and PostgreSQL differ: which URL means which, how a pool is opened
//! and its schema migrated, how a write transaction begins and what it must hold alone, and the
//! few SQL fragments the two dialects spell differently. Every query elsewhere in `store/` is one
//! text for both (placeholders `$1`, `$2`, … which both read), run through sqlx's `Any` driver.
//!
//! **SQLite** (the embedded default, one process or a few on one machine): WAL journal,
//! `synchronous = NORMAL`, write transactions begin `IMMEDIATE` (the database's one write lock,
//! taken before the first read) and queue on a mutex inside the process.
//!
//! **PostgreSQL** (several processes, several machines): `READ COMMITTED` transactions that run
//! side by side. Every change to a game is still one conditional `UPDATE … WHERE version = $n`, so
//! two writers of one game cannot both land; where a transaction reads before it writes something
//! another game's transaction could write too (seating players in a channel, a ladder's ratings,
//! a challenge's acceptances), it first takes the transaction-scoped advisory lock of what it
//! reads ([`Guard`]), which SQLite's write lock gives for free.
//!
//! The two schemas are kept in step by hand: `migrations/sqlite/NNNN_name.sql` and
//! `migrations/postgres/NNNN_name.sql` come in pairs with the same number and name, forward only,
//! and `tests/service/store_shared_by_processes.rs` checks that both give every table the same
//! columns. What each database says of its own schema (its tables, columns and keys, read from
//! its catalogue by `teban backup` and `teban copy`) is `schema.rs`'s, the one other module that
//! speaks each dialect.

use std::sync::{Arc, Once};
use std::time::Duration;

use sqlx::any::AnyPoolOptions;
use sqlx::migrate::Migrator;
use sqlx::AnyConnection;
use sqlx::{Any, AnyPool, Transaction};
use tokio::sync::{Mutex, MutexGuard};

use super::{ChallengeId, ChannelId, StoreError, TournamentId, POOL_CONNECTIONS};

/// Which database a store runs on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// What a transaction must hold alone, against every other process, before it reads what it is
/// about to change.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Guard {
    /// Who sits at which game in a channel (one game per player per channel).
    Channel(ChannelId),
    /// A challenge's acceptances.
    Challenge(ChallengeId),
    /// One ladder's ratings: its scope's key (see `Scope`), game, number of players.
    Ladder(i64, &'static str, usize),
    /// A tournament's entrants and rounds.
    Tournament(TournamentId),
    /// The queue of analyses (its caps per server and per player).
    Analyses,
}

impl Guard {
    /// The advisory lock's key: a 64-bit hash of what is guarded (two guards that collide only
    /// wait for each other, which is harmless).
    pub fn key(self) -> i64 {
        let (tag, a, b): (u64, u64, u64) = match self {
            Guard::Channel(channel) => (1, channel.0, 0),
            Guard::Challenge(challenge) => (2, challenge.0 as u64, 0),
            Guard::Tournament(tournament) => (4, tournament.0 as u64, 0),
            Guard::Analyses => (5, 0, 0),
            Guard::Ladder(scope, kind, players) => (
                3,
                scope as u64,
                kind.bytes().fold(players as u64, |h, b| {
                    h.wrapping_mul(31).wrapping_add(b.into())
                }),
            ),
        };
        let mut h = tag.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        for part in [a, b] {
            h = (h ^ part).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            h ^= h >> 31;
        }
        h as i64
    }
}

/// A write in progress: the transaction and, on SQLite, the process's turn to write.
pub(super) struct Writing<'a> {
    pub tx: Transaction<'static, Any>,
    pub turn: Option<MutexGuard<'a, ()>>,
}

impl Backend {
    /// The backend a `DATABASE_URL` names.
    pub fn of(url: &str) -> Result<Backend, StoreError> {
        if url.starts_with("sqlite:") {
            Ok(Backend::Sqlite)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Backend::Postgres)
        } else {
            Err(StoreError::Url {
                url: url.to_string(),
                reason: "write sqlite://FILE (e.g. sqlite://teban.db) or \
                         postgres://USER@HOST/DATABASE"
                    .to_string(),
            })
        }
    }

    /// Its name, as an operator reads it.
    pub fn name(self) -> &'static str {
        match self {
            Backend::Sqlite => "SQLite",
            Backend::Postgres => "PostgreSQL",
        }
    }

    /// The migrations this program brings a database of this backend up to.
    pub(super) fn migrations(self) -> &'static Migrator {
        match self {
            Backend::Sqlite => &SQLITE_MIGRATIONS,
            Backend::Postgres => &POSTGRES_MIGRATIONS,
        }
    }

    /// The `n`th (1-based) bind parameter of a statement that has thousands (a copy's `INSERT`):
    /// PostgreSQL's `$n`; SQLite's nameless `?`, since SQLite looks a numbered one up among
    /// those before it, which made a copy into SQLite fourteen times as long.
    pub(super) fn parameter(self, n: usize) -> String {
        match self {
            Backend::Sqlite => "?".to_string(),
            Backend::Postgres => format!("${n}"),
        }
    }

    /// What a claim's inner `SELECT` adds so that two processes claiming at once pass over each
    /// other's rows instead of waiting for them.
    pub(super) fn skip_locked(self) -> &'static str {
        match self {
            Backend::Sqlite => "",
            Backend::Postgres => " FOR UPDATE SKIP LOCKED",
        }
    }
}

/// The process's writers on SQLite (one at a time), none on PostgreSQL.
pub(super) fn writer(backend: Backend) -> Option<Arc<Mutex<()>>> {
    (backend == Backend::Sqlite).then(|| Arc::new(Mutex::new(())))
}

/// Opens the pool for `url` and brings the schema up to date. A database that `teban copy` left
/// half-filled is refused (see [`super::schema::UNFINISHED_COPY`]).
pub(super) async fn open(url: &str, backend: Backend) -> Result<AnyPool, StoreError> {
    let pool = connect(url, backend, Access::Create).await?;
    super::schema::refuse_unfinished_copy(&pool, backend).await?;
    migrate(&pool, url, backend).await?;
    Ok(pool)
}

/// How a tool opens a database it reads or fills (`teban backup`, `teban copy`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Access {
    /// Read only: a SQLite file must exist and is opened read-only; PostgreSQL's reads are in
    /// read-only transactions ([`begin_reading`]).
    Read,
    /// Read and written; a SQLite file is created if it is missing.
    Create,
}

/// Opens the pool for `url` as it stands, without touching its schema.
pub(super) async fn connect(
    url: &str,
    backend: Backend,
    access: Access,
) -> Result<AnyPool, StoreError> {
    static DRIVERS: Once = Once::new();
    DRIVERS.call_once(|| {
        sqlx::any::install_drivers(&[sqlx_sqlite::any::DRIVER, sqlx_postgres::any::DRIVER])
            .expect("the drivers are installed here and only here");
    });
    match backend {
        Backend::Sqlite => open_sqlite(url, access).await,
        Backend::Postgres => AnyPoolOptions::new()
            .max_connections(POOL_CONNECTIONS as u32)
            .acquire_timeout(Duration::from_secs(10))
            .after_release(|conn, _| Box::pin(async move { Ok(out_of_transaction(conn)) }))
            .connect(url)
            .await
            .map_err(|e| StoreError::Open {
                url: url.to_string(),
                reason: e.to_string(),
            }),
    }
}

/// The migrations built into the program, one set per backend.
static SQLITE_MIGRATIONS: Migrator = sqlx::migrate!("./migrations/sqlite");
static POSTGRES_MIGRATIONS: Migrator = sqlx::migrate!("./migrations/postgres");

/// Brings the schema of the database at `url` up to date.
pub(super) async fn migrate(pool: &AnyPool, url: &str, backend: Backend) -> Result<(), StoreError> {
    match backend {
        Backend::Sqlite => migrate_sqlite(pool, url).await,
        // sqlx's migrator holds PostgreSQL's advisory lock while it runs, so processes that
        // start at once take turns: the first migrates, the others find it done.
        Backend::Postgres => POSTGRES_MIGRATIONS
            .run(pool)
            .await
            .map_err(|e| StoreError::Migrate(e.to_string())),
    }
}

/// A connection that comes back to the pool is kept only if it is out of every transaction. (A
/// transaction whose COMMIT failed, a full disk on which SQLite rolled it back by itself, can
/// leave sqlx counting it as open, and such a connection would refuse every later BEGIN: the pool
/// opens a fresh one in its place.)
fn out_of_transaction(conn: &mut AnyConnection) -> bool {
    !sqlx::Connection::is_in_transaction(conn)
}

async fn open_sqlite(url: &str, access: Access) -> Result<AnyPool, StoreError> {
    // Created on first start: `mode=rwc` unless the URL says otherwise; read only: `mode=ro`.
    let mode = match access {
        Access::Read => "mode=ro",
        Access::Create => "mode=rwc",
    };
    let url_rwc = if url.contains("mode=") && access == Access::Create {
        url.to_string()
    } else if url.contains('?') {
        format!("{url}&{mode}")
    } else {
        format!("{url}?{mode}")
    };
    let options = AnyPoolOptions::new()
        .max_connections(POOL_CONNECTIONS as u32)
        .after_connect(move |conn, _| {
            Box::pin(async move {
                // A reader leaves the file's journal as it found it.
                let journal = match access {
                    Access::Read => "",
                    Access::Create => "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;",
                };
                let pragmas =
                    format!("PRAGMA busy_timeout = 10000; PRAGMA foreign_keys = ON; {journal}");
                sqlx::Executor::execute(&mut *conn, pragmas.as_str())
                    .await
                    .map(|_| ())
            })
        })
        .after_release(|conn, _| Box::pin(async move { Ok(out_of_transaction(conn)) }))
        .acquire_timeout(Duration::from_secs(10));
    // Switching a new database to WAL takes a lock that SQLite does not wait for: a process that
    // loses that race to another one opening the same new file tries again.
    let mut tries = 0;
    loop {
        match options.clone().connect(&url_rwc).await {
            Ok(pool) => return Ok(pool),
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
    }
}

/// Brings a SQLite schema up to date under the database's write lock (`BEGIN IMMEDIATE`, waiting
/// for it as for any write), so that processes opening a new database at once take turns: the
/// first migrates, the others find it done.
///
/// Before anything else it writes what changes nothing (the schema's version number, over
/// itself), so that a database teban cannot write to is refused here, in one line, rather than
/// at the first move or halfway through a migration.
async fn migrate_sqlite(pool: &AnyPool, url: &str) -> Result<(), StoreError> {
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
    SQLITE_MIGRATIONS
        .run(&mut *tx)
        .await
        .map_err(|e| failed(&e))?;
    tx.commit().await.map_err(|e| failed(&e))
}

/// Begins a write transaction holding `guards` (in the order given; callers take a channel
/// before a ladder, never the other way round).
pub(super) async fn begin<'a>(
    backend: Backend,
    pool: &AnyPool,
    writer: &'a Option<Arc<Mutex<()>>>,
    guards: &[Guard],
) -> Result<Writing<'a>, StoreError> {
    let turn = turn(writer).await;
    let mut tx = match backend {
        Backend::Sqlite => pool.begin_with("BEGIN IMMEDIATE").await?,
        Backend::Postgres => pool.begin().await?,
    };
    for guard in guards {
        hold(backend, &mut tx, *guard).await?;
    }
    Ok(Writing { tx, turn })
}

/// Begins a transaction that reads one moment of the database while others write to it:
/// SQLite's deferred transaction (its snapshot is taken at its first read), PostgreSQL's
/// repeatable read, read only.
pub(super) async fn begin_reading(
    backend: Backend,
    pool: &AnyPool,
) -> Result<Transaction<'static, Any>, StoreError> {
    Ok(match backend {
        Backend::Sqlite => pool.begin_with("BEGIN DEFERRED").await?,
        Backend::Postgres => {
            pool.begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
                .await?
        }
    })
}

/// The number a numbered column (`column` of `table`) gives the next row once rows were written
/// with their own numbers (`teban copy`): PostgreSQL's sequence is set after the largest
/// written, SQLite's row numbers go on after it by themselves.
pub(super) async fn number_after(
    backend: Backend,
    tx: &mut Transaction<'_, Any>,
    table: &str,
    column: &str,
) -> Result<Option<i64>, StoreError> {
    let (quoted_table, quoted_column) =
        (super::schema::quoted(table), super::schema::quoted(column));
    let largest = format!("COALESCE(MAX({quoted_column}), 0) + 1");
    Ok(match backend {
        Backend::Sqlite => {
            sqlx::query_scalar(&format!("SELECT {largest} FROM {quoted_table}"))
                .fetch_one(&mut **tx)
                .await?
        }
        Backend::Postgres => {
            sqlx::query_scalar(&format!(
                "SELECT setval(pg_get_serial_sequence($1, $2), {largest}, false) \
                 FROM {quoted_table}"
            ))
            .bind(&quoted_table)
            .bind(column)
            .fetch_one(&mut **tx)
            .await?
        }
    })
}

/// Takes `guard` inside a transaction already begun (a ladder, once a game turns out to be over).
pub(super) async fn hold(
    backend: Backend,
    tx: &mut Transaction<'_, Any>,
    guard: Guard,
) -> Result<(), StoreError> {
    if backend == Backend::Postgres {
        sqlx::query("SELECT 1 FROM pg_advisory_xact_lock($1)")
            .bind(guard.key())
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// The process's turn to write outside a transaction (a single conditional statement).
pub(super) async fn turn(writer: &Option<Arc<Mutex<()>>>) -> Option<MutexGuard<'_, ()>> {
    match writer {
        Some(writer) => Some(writer.lock().await),
        None => None,
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
