//! The schema as a database describes it: its tables, their columns and keys, read from its own
//! catalogue (SQLite's `sqlite_master` and pragmas, PostgreSQL's `information_schema`) rather than
//! listed by hand, so that a table a migration adds is carried by the tools that carry every table
//! (`teban copy`, the counts of `teban backup`); which migrations a database has had, beside those
//! this program knows; and the mark of a copy that did not finish ([`UNFINISHED_COPY`]).
//!
//! Like `backend.rs`, it speaks each dialect (the catalogues differ); it reads and writes no row
//! of teban's own.

use std::collections::BTreeSet;

use sqlx::{AnyPool, Row};

use super::backend::Backend;
use super::StoreError;

/// The table `teban copy` creates in its target before anything else, and drops in the
/// transaction that commits the copied rows: while it is there, the database is a copy that did
/// not finish, and [`super::Store::open`] refuses it ([`StoreError::HalfCopied`]).
pub const UNFINISHED_COPY: &str = "teban_copy_unfinished";

/// The table where sqlx keeps the migrations a database has had.
const MIGRATIONS: &str = "_sqlx_migrations";

/// What a column holds, whatever each database calls its type.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Kind {
    /// SQLite's INTEGER, PostgreSQL's BIGINT, INTEGER or SMALLINT.
    Integer,
    /// SQLite's REAL, PostgreSQL's DOUBLE PRECISION.
    Real,
    /// TEXT (PostgreSQL's VARCHAR too).
    Text,
    /// SQLite's BLOB, PostgreSQL's BYTEA.
    Blob,
}

impl Kind {
    /// The kind of a column SQLite declared `declared`, by SQLite's own rules of affinity.
    fn of_sqlite(declared: &str) -> Option<Kind> {
        let upper = declared.to_ascii_uppercase();
        let has = |part: &str| upper.contains(part);
        if has("INT") {
            Some(Kind::Integer)
        } else if has("CHAR") || has("CLOB") || has("TEXT") {
            Some(Kind::Text)
        } else if has("BLOB") {
            Some(Kind::Blob)
        } else if has("REAL") || has("FLOA") || has("DOUB") {
            Some(Kind::Real)
        } else {
            None
        }
    }

    /// The kind of a PostgreSQL column of type `data_type` (as `information_schema` names it).
    fn of_postgres(data_type: &str) -> Option<Kind> {
        match data_type {
            "bigint" | "integer" | "smallint" => Some(Kind::Integer),
            "double precision" => Some(Kind::Real),
            "text" | "character varying" => Some(Kind::Text),
            "bytea" => Some(Kind::Blob),
            _ => None,
        }
    }
}

/// A column's type that teban's tools do not carry, as the database names it.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub struct Untyped(pub String);

impl std::fmt::Display for Untyped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// A column of a table.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Column {
    pub name: String,
    /// What it holds; `Err`: a type teban's tools do not carry, as the database names it.
    pub kind: Result<Kind, Untyped>,
    /// Numbered by the database when a row is written without it: PostgreSQL's identity (or
    /// serial) column, SQLite's `INTEGER PRIMARY KEY AUTOINCREMENT`.
    pub numbered: bool,
}

/// A table of teban's.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TableShape {
    pub name: String,
    /// In the database's order.
    pub columns: Vec<Column>,
    /// The primary key's columns, in its order (empty: the table has none).
    pub key: Vec<String>,
    /// The tables its foreign keys point to.
    pub parents: BTreeSet<String>,
}

impl TableShape {
    /// The columns its rows are put in order by: the primary key, else all of them.
    pub fn order(&self) -> Vec<&Column> {
        if self.key.is_empty() {
            return self.columns.iter().collect();
        }
        self.key
            .iter()
            .filter_map(|name| self.columns.iter().find(|c| &c.name == name))
            .collect()
    }
}

/// teban's tables in the database (not sqlx's, not SQLite's own, not the mark of an unfinished
/// copy), each after the tables its foreign keys point to: rows written table after table in
/// this order never miss the row they refer to.
pub async fn tables(pool: &AnyPool, backend: Backend) -> Result<Vec<TableShape>, StoreError> {
    let names: Vec<String> = sqlx::query_scalar(match backend {
        Backend::Sqlite => {
            "SELECT name FROM sqlite_master WHERE type = 'table' \
             AND name NOT LIKE 'sqlite!_%' ESCAPE '!' AND name NOT LIKE '!_sqlx!_%' ESCAPE '!' \
             AND name <> $1"
        }
        Backend::Postgres => {
            "SELECT table_name::text FROM information_schema.tables \
             WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' \
             AND table_name NOT LIKE '!_sqlx!_%' ESCAPE '!' AND table_name <> $1"
        }
    })
    .bind(UNFINISHED_COPY)
    .fetch_all(pool)
    .await?;
    let mut tables = Vec::with_capacity(names.len());
    for name in names {
        tables.push(table(pool, backend, name).await?);
    }
    parents_first(tables)
}

/// One table's columns, key and parents.
async fn table(pool: &AnyPool, backend: Backend, name: String) -> Result<TableShape, StoreError> {
    let (columns, key, parents) = match backend {
        Backend::Sqlite => {
            let rows = sqlx::query("SELECT name, type, pk FROM pragma_table_info($1) ORDER BY cid")
                .bind(&name)
                .fetch_all(pool)
                .await?;
            // Numbered rows are an INTEGER PRIMARY KEY of a table declared AUTOINCREMENT (the
            // others' row numbers are ids from outside, such as a player's).
            let counts: Option<String> = sqlx::query_scalar(
                "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = $1",
            )
            .bind(&name)
            .fetch_optional(pool)
            .await?;
            let counts =
                counts.is_some_and(|sql| sql.to_ascii_uppercase().contains("AUTOINCREMENT"));
            let mut key: Vec<(i64, String)> = Vec::new();
            let mut columns = Vec::with_capacity(rows.len());
            for row in rows {
                let (column, declared, pk): (String, String, i64) =
                    (row.try_get(0)?, row.try_get(1)?, row.try_get(2)?);
                if pk > 0 {
                    key.push((pk, column.clone()));
                }
                columns.push(Column {
                    kind: Kind::of_sqlite(&declared).ok_or(Untyped(declared.clone())),
                    numbered: counts && pk > 0 && declared.eq_ignore_ascii_case("INTEGER"),
                    name: column,
                });
            }
            // An INTEGER column is SQLite's row number only when it is the whole key.
            if key.len() > 1 {
                columns.iter_mut().for_each(|c| c.numbered = false);
            }
            key.sort();
            let parents =
                sqlx::query_scalar("SELECT DISTINCT \"table\" FROM pragma_foreign_key_list($1)")
                    .bind(&name)
                    .fetch_all(pool)
                    .await?;
            (columns, key.into_iter().map(|(_, c)| c).collect(), parents)
        }
        Backend::Postgres => {
            let rows = sqlx::query(
                "SELECT column_name::text, data_type::text, \
                 (is_identity = 'YES' OR COALESCE(column_default, '') LIKE 'nextval(%') \
                 FROM information_schema.columns \
                 WHERE table_schema = current_schema() AND table_name = $1 \
                 ORDER BY ordinal_position",
            )
            .bind(&name)
            .fetch_all(pool)
            .await?;
            let mut columns = Vec::with_capacity(rows.len());
            for row in rows {
                let data_type: String = row.try_get(1)?;
                columns.push(Column {
                    name: row.try_get(0)?,
                    kind: Kind::of_postgres(&data_type).ok_or(Untyped(data_type)),
                    numbered: row.try_get(2)?,
                });
            }
            let key = sqlx::query_scalar(
                "SELECT k.column_name::text FROM information_schema.table_constraints c \
                 JOIN information_schema.key_column_usage k \
                 ON k.constraint_schema = c.constraint_schema \
                 AND k.constraint_name = c.constraint_name AND k.table_name = c.table_name \
                 WHERE c.constraint_type = 'PRIMARY KEY' AND c.table_schema = current_schema() \
                 AND c.table_name = $1 ORDER BY k.ordinal_position",
            )
            .bind(&name)
            .fetch_all(pool)
            .await?;
            let parents = sqlx::query_scalar(
                "SELECT DISTINCT u.table_name::text FROM information_schema.table_constraints c \
                 JOIN information_schema.constraint_column_usage u \
                 ON u.constraint_schema = c.constraint_schema \
                 AND u.constraint_name = c.constraint_name \
                 WHERE c.constraint_type = 'FOREIGN KEY' AND c.table_schema = current_schema() \
                 AND c.table_name = $1",
            )
            .bind(&name)
            .fetch_all(pool)
            .await?;
            (columns, key, parents)
        }
    };
    Ok(TableShape {
        name,
        columns,
        key,
        parents: parents.into_iter().collect(),
    })
}

/// `tables` put in an order where each comes after its parents (among equals, by name). A table
/// that refers to itself is its own parent no more; tables that refer to each other cannot be
/// ordered, and are named.
fn parents_first(mut tables: Vec<TableShape>) -> Result<Vec<TableShape>, StoreError> {
    tables.sort_by(|a, b| a.name.cmp(&b.name));
    let known: BTreeSet<String> = tables.iter().map(|t| t.name.clone()).collect();
    let mut placed: BTreeSet<String> = BTreeSet::new();
    let mut ordered = Vec::with_capacity(tables.len());
    while !tables.is_empty() {
        let ready = tables.iter().position(|t| {
            t.parents
                .iter()
                .all(|p| p == &t.name || placed.contains(p) || !known.contains(p))
        });
        let Some(ready) = ready else {
            let names: Vec<&str> = tables.iter().map(|t| t.name.as_str()).collect();
            return Err(StoreError::Schema(format!(
                "the tables {} refer to each other in a circle",
                names.join(", ")
            )));
        };
        let table = tables.remove(ready);
        placed.insert(table.name.clone());
        ordered.push(table);
    }
    Ok(ordered)
}

/// Refuses a database that `teban copy` did not finish ([`UNFINISHED_COPY`]).
pub async fn refuse_unfinished_copy(pool: &AnyPool, backend: Backend) -> Result<(), StoreError> {
    match has_table(pool, backend, UNFINISHED_COPY).await? {
        true => Err(StoreError::HalfCopied),
        false => Ok(()),
    }
}

/// Whether the database has a table named `name`.
pub async fn has_table(pool: &AnyPool, backend: Backend, name: &str) -> Result<bool, StoreError> {
    let count: i64 = sqlx::query_scalar(match backend {
        Backend::Sqlite => "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = $1",
        Backend::Postgres => {
            "SELECT COUNT(*) FROM information_schema.tables \
             WHERE table_schema = current_schema() AND table_name = $1"
        }
    })
    .bind(name)
    .fetch_one(pool)
    .await?;
    Ok(count > 0)
}

/// The migrations a database has had, and those this program brings a database up to: the
/// schema's version is the number of the last.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SchemaVersion {
    /// The numbers of the migrations the database has had, in order (empty: none, it is not
    /// teban's).
    pub applied: Vec<i64>,
    /// Those this program knows.
    pub known: Vec<i64>,
}

impl SchemaVersion {
    /// The database's version: its last migration's number (0: none).
    pub fn applied_version(&self) -> i64 {
        self.applied.last().copied().unwrap_or(0)
    }

    /// This program's version.
    pub fn known_version(&self) -> i64 {
        self.known.last().copied().unwrap_or(0)
    }

    /// The database has had exactly the migrations this program knows.
    pub fn is_current(&self) -> bool {
        self.applied == self.known
    }
}

/// The migrations the database in `pool` has had, beside those this program knows.
pub async fn version(pool: &AnyPool, backend: Backend) -> Result<SchemaVersion, StoreError> {
    let applied = if has_table(pool, backend, MIGRATIONS).await? {
        sqlx::query_scalar("SELECT version FROM _sqlx_migrations WHERE success ORDER BY version")
            .fetch_all(pool)
            .await?
    } else {
        Vec::new()
    };
    let known = backend
        .migrations()
        .iter()
        .filter(|migration| !migration.migration_type.is_down_migration())
        .map(|migration| migration.version)
        .collect();
    Ok(SchemaVersion { applied, known })
}

/// How many rows `table` holds.
pub async fn count(pool: &AnyPool, table: &str) -> Result<u64, StoreError> {
    let sql = format!("SELECT COUNT(*) FROM {}", quoted(table));
    let count: i64 = sqlx::query_scalar(&sql).fetch_one(pool).await?;
    Ok(count as u64)
}

/// A table's or column's name, quoted for both dialects.
pub fn quoted(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// The `ORDER BY` that puts a table's rows in the order of its key ([`TableShape::order`]) on both
/// databases alike: a text column in the order of its bytes (PostgreSQL's `C` collation;
/// SQLite's default, `BINARY`).
pub fn in_key_order(table: &TableShape, backend: Backend) -> String {
    let columns: Vec<String> = table
        .order()
        .into_iter()
        .map(|column| match (backend, &column.kind) {
            (Backend::Postgres, Ok(Kind::Text)) => {
                format!("{} COLLATE \"C\"", quoted(&column.name))
            }
            _ => quoted(&column.name),
        })
        .collect();
    columns.join(", ")
}
