//! Every table of one database carried into another, empty one (`teban copy`): SQLite to
//! PostgreSQL, or back, ids and all. The source is read in one consistent moment of it; the
//! target is written in one transaction; each table's rows are counted and checksummed as they
//! are read from the source and again as they are read back from the target, and the two must
//! agree before anything is committed.
//!
//! The tables are those of the source's catalogue ([`schema::tables`]), never a list kept by
//! hand, written in the order their foreign keys ask. Each column is carried as its [`Kind`] (an
//! integer, a real, a text, a blob), which must be the same in both schemas; the target's schema
//! is this program's migrations, and the source must have had exactly those (its data would not
//! fit another's).
//!
//! A copy that stops half-way (a failure, a kill, a lost connection) is told apart by the mark
//! [`UNFINISHED_COPY`]: a table created in the target before anything else and committed on its
//! own, dropped in the transaction that commits the rows. A target left with the mark holds no
//! row (its transaction never committed), [`super::Store::open`] refuses to serve it, and the same
//! copy run again fills it: a target is taken when none of its tables holds a row, mark or not.
//!
//! Decisions: the checksum is SHA-256 over the rows in key order (text in the order of its bytes
//! on both sides), each value a tag and its bytes (an integer's 8 bytes, a real's IEEE bits, a
//! text's or blob's length and bytes, a NULL its tag alone), computed from the values each side
//! reads back, so that a value changed on the way changes the sum. Ids are copied as they are;
//! PostgreSQL's sequences are then set after the largest (`setval`), SQLite numbers new rows after
//! the largest by itself.

use sha2::{Digest, Sha256};
use sqlx::any::AnyRow;
use sqlx::{Any, AnyConnection, Row, Transaction};
use tokio_stream::StreamExt;

use super::backend::{self, Access, Backend};
use super::schema::{self, quoted, Kind, SchemaVersion, TableShape, UNFINISHED_COPY};
use super::StoreError;

/// How many values one `INSERT` carries at most (both databases take more than 30,000).
const VALUES_PER_INSERT: usize = 20_000;

/// Why a copy did not happen, or did not finish. Its text is one line an operator acts on.
#[derive(Debug, thiserror::Error)]
pub enum CopyError {
    #[error("cannot read the source: {0}")]
    Source(StoreError),
    #[error("cannot write the target: {0}")]
    Target(StoreError),
    #[error("the source has no migration of teban's: it is not a teban database")]
    NotTeban,
    #[error(
        "the source's schema is at version {applied} and this teban's at {known}: copy it with \
         the teban of its version, or bring it to this one's by starting this teban on it once"
    )]
    SourceVersion { applied: i64, known: i64 },
    #[error(
        "the target's schema is at version {applied}, which this teban (at {known}) does not \
         know: use a newer teban, or another target"
    )]
    TargetVersion { applied: i64, known: i64 },
    #[error(
        "the target holds data (its table {table} is not empty): teban copy fills only a \
         database with no rows (a new SQLite file, or an empty PostgreSQL database)"
    )]
    TargetHoldsData { table: String },
    #[error("{table}.{column} is of type {found}, which teban copy does not carry")]
    Uncarried {
        table: String,
        column: String,
        found: String,
    },
    #[error("the source's and the target's schemas differ at {table}: {how}")]
    Unlike { table: String, how: String },
    #[error(
        "{table}: {} rows (checksum {}) read from the source but {} (checksum {}) from the \
         target: nothing was committed",
        read.rows, read.short(), written.rows, written.short()
    )]
    Mismatch {
        table: String,
        read: Tally,
        written: Tally,
    },
}

/// A table's rows as one side read them: how many, and their checksum.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Tally {
    pub rows: u64,
    pub checksum: [u8; 32],
}

impl Tally {
    /// The checksum's first 8 bytes in hex, as the copy prints it.
    pub fn short(&self) -> String {
        hex::encode(&self.checksum[..8])
    }
}

/// One table copied: what the source and the target read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TableCopied {
    pub table: String,
    pub source: Tally,
    pub target: Tally,
}

/// A finished copy.
#[derive(Clone, Debug)]
pub struct Copied {
    pub from: Backend,
    pub to: Backend,
    /// The schema's version on both sides.
    pub version: i64,
    /// Every table, in the order they were written.
    pub tables: Vec<TableCopied>,
    /// Each numbered column of the target (`table`, `column`) and the number its next row gets.
    pub next_ids: Vec<(String, String, i64)>,
}

/// Copies every table of the database at `from` into the one at `to`, calling `each` as each
/// table is written and checked (the rows are committed only at the end, all at once).
pub async fn copy(
    from: &str,
    to: &str,
    mut each: impl FnMut(&TableCopied),
) -> Result<Copied, CopyError> {
    let (from_backend, to_backend) = (
        Backend::of(from).map_err(CopyError::Source)?,
        Backend::of(to).map_err(CopyError::Target)?,
    );
    let source = backend::connect(from, from_backend, Access::Read)
        .await
        .map_err(CopyError::Source)?;
    let (version, tables) = source_schema(&source, from_backend)
        .await
        .map_err(|e| e.or(CopyError::Source))?;
    let target = backend::connect(to, to_backend, Access::Create)
        .await
        .map_err(CopyError::Target)?;
    prepare_target(&target, to, to_backend)
        .await
        .map_err(|e| e.or(CopyError::Target))?;
    let written = schema::tables(&target, to_backend)
        .await
        .map_err(CopyError::Target)?;
    for table in &tables {
        alike(table, written.iter().find(|t| t.name == table.name))?;
    }

    let mut reading = backend::begin_reading(from_backend, &source)
        .await
        .map_err(CopyError::Source)?;
    let no_writer = None;
    let mut writing = backend::begin(to_backend, &target, &no_writer, &[])
        .await
        .map_err(CopyError::Target)?;
    let mut copied = Vec::with_capacity(tables.len());
    for table in &tables {
        let done = copy_table(
            table,
            (from_backend, &mut reading),
            (to_backend, &mut writing.tx),
        )
        .await?;
        each(&done);
        copied.push(done);
    }
    let target_error = |e: sqlx::Error| CopyError::Target(e.into());
    let mut next_ids = Vec::new();
    for table in &written {
        for column in table.columns.iter().filter(|c| c.numbered) {
            let next =
                backend::number_after(to_backend, &mut writing.tx, &table.name, &column.name)
                    .await
                    .map_err(CopyError::Target)?;
            if let Some(next) = next {
                next_ids.push((table.name.clone(), column.name.clone(), next));
            }
        }
    }
    sqlx::query(&format!("DROP TABLE {UNFINISHED_COPY}"))
        .execute(&mut *writing.tx)
        .await
        .map_err(target_error)?;
    writing.tx.commit().await.map_err(target_error)?;
    reading
        .rollback()
        .await
        .map_err(|e| CopyError::Source(e.into()))?;
    Ok(Copied {
        from: from_backend,
        to: to_backend,
        version: version.applied_version(),
        tables: copied,
        next_ids,
    })
}

/// Why a step failed: one of the copy's own refusals, or the store's error on one side.
enum Failed {
    Refused(CopyError),
    Store(StoreError),
}

impl Failed {
    /// The copy's error, a store's error said as the side's (`side`).
    fn or(self, side: fn(StoreError) -> CopyError) -> CopyError {
        match self {
            Failed::Refused(refusal) => refusal,
            Failed::Store(error) => side(error),
        }
    }
}

impl From<StoreError> for Failed {
    fn from(error: StoreError) -> Failed {
        Failed::Store(error)
    }
}

impl From<CopyError> for Failed {
    fn from(refusal: CopyError) -> Failed {
        Failed::Refused(refusal)
    }
}

/// The source's schema, checked: teban's, at this program's version, every column of a kind the
/// copy carries, and no mark of a copy that did not finish.
async fn source_schema(
    source: &sqlx::AnyPool,
    backend: Backend,
) -> Result<(SchemaVersion, Vec<TableShape>), Failed> {
    schema::refuse_unfinished_copy(source, backend).await?;
    let version = schema::version(source, backend).await?;
    if version.applied.is_empty() {
        return Err(CopyError::NotTeban.into());
    }
    if !version.is_current() {
        return Err(CopyError::SourceVersion {
            applied: version.applied_version(),
            known: version.known_version(),
        }
        .into());
    }
    let tables = schema::tables(source, backend).await?;
    for table in &tables {
        for column in &table.columns {
            if let Err(found) = &column.kind {
                return Err(CopyError::Uncarried {
                    table: table.name.clone(),
                    column: column.name.clone(),
                    found: found.0.clone(),
                }
                .into());
            }
        }
    }
    Ok((version, tables))
}

/// Makes the target ready: refused if it holds a row or has a newer schema than this program's;
/// else marked as a copy under way (committed on its own) and brought to this program's schema.
async fn prepare_target(target: &sqlx::AnyPool, url: &str, backend: Backend) -> Result<(), Failed> {
    let version = schema::version(target, backend).await?;
    if !version.known.starts_with(&version.applied) {
        return Err(CopyError::TargetVersion {
            applied: version.applied_version(),
            known: version.known_version(),
        }
        .into());
    }
    for table in schema::tables(target, backend).await? {
        if schema::count(target, &table.name).await? > 0 {
            return Err(CopyError::TargetHoldsData { table: table.name }.into());
        }
    }
    sqlx::query(&format!(
        "CREATE TABLE IF NOT EXISTS {UNFINISHED_COPY} (started_at BIGINT)"
    ))
    .execute(target)
    .await
    .map_err(StoreError::from)?;
    backend::migrate(target, url, backend).await?;
    Ok(())
}

/// The target's table `written` is the source's `table`: the same columns of the same kinds, the
/// same key.
fn alike(table: &TableShape, written: Option<&TableShape>) -> Result<(), CopyError> {
    let unlike = |how: String| CopyError::Unlike {
        table: table.name.clone(),
        how,
    };
    let Some(written) = written else {
        return Err(unlike("the target has no such table".to_string()));
    };
    let mut theirs: Vec<_> = written.columns.iter().map(|c| (&c.name, &c.kind)).collect();
    let mut ours: Vec<_> = table.columns.iter().map(|c| (&c.name, &c.kind)).collect();
    theirs.sort();
    ours.sort();
    if ours != theirs {
        return Err(unlike(format!(
            "its columns are {ours:?} in the source, {theirs:?} in the target"
        )));
    }
    if written.key != table.key {
        return Err(unlike(format!(
            "its key is {:?} in the source, {:?} in the target",
            table.key, written.key
        )));
    }
    Ok(())
}

/// Writes every row of `table` from the source into the target, then reads them back: both
/// tallies, which must agree.
async fn copy_table(
    table: &TableShape,
    (from, reading): (Backend, &mut Transaction<'static, Any>),
    (to, writing): (Backend, &mut Transaction<'static, Any>),
) -> Result<TableCopied, CopyError> {
    let kinds: Vec<Kind> = table
        .columns
        .iter()
        .filter_map(|c| c.kind.clone().ok())
        .collect();
    let names: Vec<String> = table.columns.iter().map(|c| quoted(&c.name)).collect();
    let per_insert = (VALUES_PER_INSERT / kinds.len().max(1)).max(1);
    let source_error = |e: sqlx::Error| CopyError::Source(e.into());
    let target_error = |e: sqlx::Error| CopyError::Target(e.into());

    let mut source = Hasher::default();
    let mut batch: Vec<Vec<Value>> = Vec::with_capacity(per_insert);
    {
        let select = select(table, &names, from);
        let mut rows = sqlx::query(&select).fetch(&mut **reading);
        while let Some(row) = rows.next().await {
            let values = values(&row.map_err(source_error)?, &kinds).map_err(source_error)?;
            source.add(&values);
            batch.push(values);
            if batch.len() == per_insert {
                insert(writing, to, table, &names, &mut batch)
                    .await
                    .map_err(target_error)?;
            }
        }
    }
    if !batch.is_empty() {
        insert(writing, to, table, &names, &mut batch)
            .await
            .map_err(target_error)?;
    }

    let mut target = Hasher::default();
    let select = select(table, &names, to);
    let mut rows = sqlx::query(&select).fetch(&mut **writing);
    while let Some(row) = rows.next().await {
        target.add(&values(&row.map_err(target_error)?, &kinds).map_err(target_error)?);
    }
    let (source, target) = (source.tally(), target.tally());
    if source != target {
        return Err(CopyError::Mismatch {
            table: table.name.clone(),
            read: source,
            written: target,
        });
    }
    Ok(TableCopied {
        table: table.name.clone(),
        source,
        target,
    })
}

/// Every row of `table`, its columns `names`, in the order of its key.
fn select(table: &TableShape, names: &[String], backend: Backend) -> String {
    format!(
        "SELECT {} FROM {} ORDER BY {}",
        names.join(", "),
        quoted(&table.name),
        schema::in_key_order(table, backend)
    )
}

/// Writes `batch`'s rows into `table` in one statement, and empties it.
async fn insert(
    tx: &mut AnyConnection,
    backend: Backend,
    table: &TableShape,
    names: &[String],
    batch: &mut Vec<Vec<Value>>,
) -> Result<(), sqlx::Error> {
    let width = names.len();
    let rows: Vec<String> = (0..batch.len())
        .map(|row| {
            let places: Vec<String> = (1..=width)
                .map(|c| backend.parameter(row * width + c))
                .collect();
            format!("({})", places.join(", "))
        })
        .collect();
    let sql = format!(
        "INSERT INTO {} ({}) VALUES {}",
        quoted(&table.name),
        names.join(", "),
        rows.join(", ")
    );
    let mut query = sqlx::query(&sql);
    for value in batch.drain(..).flatten() {
        query = match value {
            Value::Integer(v) => query.bind(v),
            Value::Real(v) => query.bind(v),
            Value::Text(v) => query.bind(v),
            Value::Blob(v) => query.bind(v),
        };
    }
    query.execute(&mut *tx).await?;
    Ok(())
}

/// A value as read, of its column's kind (`None`: NULL).
#[derive(Clone, Debug, PartialEq)]
enum Value {
    Integer(Option<i64>),
    Real(Option<f64>),
    Text(Option<String>),
    Blob(Option<Vec<u8>>),
}

/// A row's values, each read as its column's kind.
fn values(row: &AnyRow, kinds: &[Kind]) -> Result<Vec<Value>, sqlx::Error> {
    kinds
        .iter()
        .enumerate()
        .map(|(i, kind)| {
            Ok(match kind {
                Kind::Integer => Value::Integer(row.try_get(i)?),
                Kind::Real => Value::Real(row.try_get(i)?),
                Kind::Text => Value::Text(row.try_get(i)?),
                Kind::Blob => Value::Blob(row.try_get(i)?),
            })
        })
        .collect()
}

/// A tally being counted.
#[derive(Default)]
struct Hasher {
    rows: u64,
    sum: Sha256,
}

impl Hasher {
    /// Counts a row and adds it to the checksum.
    fn add(&mut self, values: &[Value]) {
        self.rows += 1;
        for value in values {
            match value {
                Value::Integer(Some(v)) => self.tagged(1, &v.to_le_bytes()),
                Value::Real(Some(v)) => self.tagged(2, &v.to_bits().to_le_bytes()),
                Value::Text(Some(v)) => self.sized(3, v.as_bytes()),
                Value::Blob(Some(v)) => self.sized(4, v),
                Value::Integer(None)
                | Value::Real(None)
                | Value::Text(None)
                | Value::Blob(None) => self.sum.update([0]),
            }
        }
    }

    fn tagged(&mut self, tag: u8, bytes: &[u8]) {
        self.sum.update([tag]);
        self.sum.update(bytes);
    }

    /// Bytes of any length, preceded by it.
    fn sized(&mut self, tag: u8, bytes: &[u8]) {
        self.tagged(tag, &(bytes.len() as u64).to_le_bytes());
        self.sum.update(bytes);
    }

    fn tally(self) -> Tally {
        Tally {
            rows: self.rows,
            checksum: self.sum.finalize().into(),
        }
    }
}
