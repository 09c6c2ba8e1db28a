//! A SQLite database copied into a new file while teban writes to it (`teban backup`), and the
//! copy checked.
//!
//! The copy is SQLite's `VACUUM INTO`: one read transaction of the database, which in WAL mode
//! neither waits for the writers nor stops them, written compacted into a new file. It holds the
//! database as it stood when that transaction began: every commit made before is in it, none made
//! after. The copy is then opened read-only and checked: SQLite's `integrity_check`, the
//! migrations it has had beside those this program knows, and its rows table by table.
//!
//! The database is opened read-only and never migrated: a backup changes nothing of what it
//! copies. PostgreSQL is backed up by its own tools, which the refusal names.

use std::path::{Path, PathBuf};

use sqlx::AnyPool;

use super::backend::{self, Access, Backend};
use super::schema::{self, SchemaVersion};
use super::StoreError;

/// Why a backup was not made, or its copy is not sound. Its text is one line an operator acts on.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(
        "a backup copies a SQLite database; back PostgreSQL up with its own tool: \
         pg_dump --format=custom --file=teban.dump '{url}'"
    )]
    Postgres { url: String },
    #[error(
        "{} already exists: a backup is written to a new file (name another, or move that one \
         away)",
        path.display()
    )]
    Exists { path: PathBuf },
    #[error("the database has no migration of teban's: it is not a teban database")]
    NotTeban,
    #[error("cannot write the copy {}: {reason}", path.display())]
    Write { path: PathBuf, reason: String },
    #[error(
        "the copy {} fails SQLite's integrity check ({found}): the database itself may be \
         damaged; the copy is left for a look",
        path.display()
    )]
    Damaged { path: PathBuf, found: String },
}

/// A backup written and checked.
#[derive(Clone, Debug)]
pub struct Backup {
    pub path: PathBuf,
    /// The copy's size.
    pub bytes: u64,
    /// The migrations the copy has had, beside those this program knows.
    pub version: SchemaVersion,
    /// Each table of the copy and its rows, each table after those it refers to.
    pub rows: Vec<(String, u64)>,
}

/// Copies the SQLite database at `url` into the new file `path`, and checks the copy.
pub async fn backup(url: &str, path: &Path) -> Result<Backup, BackupError> {
    if Backend::of(url)? == Backend::Postgres {
        return Err(BackupError::Postgres {
            url: url.to_string(),
        });
    }
    if path.symlink_metadata().is_ok() {
        return Err(BackupError::Exists {
            path: path.to_path_buf(),
        });
    }
    let unwritable = |reason: String| BackupError::Write {
        path: path.to_path_buf(),
        reason,
    };
    let name = path
        .to_str()
        .ok_or_else(|| unwritable("its name is not UTF-8".to_string()))?;
    let database = backend::connect(url, Backend::Sqlite, Access::Read).await?;
    schema::refuse_unfinished_copy(&database, Backend::Sqlite).await?;
    if schema::version(&database, Backend::Sqlite)
        .await?
        .applied
        .is_empty()
    {
        return Err(BackupError::NotTeban);
    }
    let written = sqlx::query("VACUUM INTO $1")
        .bind(name)
        .execute(&database)
        .await;
    database.close().await;
    written.map_err(|e| unwritable(e.to_string()))?;
    let bytes = std::fs::metadata(path)
        .map_err(|e| unwritable(e.to_string()))?
        .len();

    let copy = backend::connect(&format!("sqlite://{name}"), Backend::Sqlite, Access::Read).await?;
    let checked = check(&copy, path).await;
    copy.close().await;
    let (version, rows) = checked?;
    Ok(Backup {
        path: path.to_path_buf(),
        bytes,
        version,
        rows,
    })
}

/// The copy's checks: SQLite's integrity check, then its migrations and its rows.
async fn check(
    copy: &AnyPool,
    path: &Path,
) -> Result<(SchemaVersion, Vec<(String, u64)>), BackupError> {
    let found: Vec<String> = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_all(copy)
        .await
        .map_err(StoreError::from)?;
    if found != ["ok"] {
        return Err(BackupError::Damaged {
            path: path.to_path_buf(),
            found: found.into_iter().take(3).collect::<Vec<_>>().join("; "),
        });
    }
    let version = schema::version(copy, Backend::Sqlite).await?;
    let mut rows = Vec::new();
    for table in schema::tables(copy, Backend::Sqlite).await? {
        let count = schema::count(copy, &table.name).await?;
        rows.push((table.name, count));
    }
    Ok((version, rows))
}
