//! `teban copy`: every table of one database carried into another, empty one
//! ([`store::copy`]): each table's rows and checksum printed as it is written and read back, then
//! the time it took and the numbers the target's new rows start from. The copying and checking are
//! the store's; this prints them.

use std::io::Write;
use std::time::Instant;

use crate::store::copy::{self, Copied, TableCopied};
use crate::store::Backend;

/// Copies the database at `from` into the one at `to`, printing each table as it is done.
pub async fn copy(from: &str, to: &str, out: &mut impl Write) -> anyhow::Result<()> {
    let started = Instant::now();
    let (source, target) = (Backend::of(from)?, Backend::of(to)?);
    // The heading comes with the first table: a copy refused prints its refusal alone.
    let mut printed = Ok(false);
    let copied = copy::copy(from, to, |table| {
        if let Ok(headed) = printed {
            printed = said(table, headed, (source, target), out).map(|()| true);
        }
    })
    .await;
    printed?;
    report(&copied?, started.elapsed().as_secs_f64(), out)
}

/// A table's line (its name, its rows, its checksum: the same on both sides, or the copy stops),
/// after the heading if it is the first.
fn said(
    table: &TableCopied,
    headed: bool,
    (source, target): (Backend, Backend),
    out: &mut impl Write,
) -> std::io::Result<()> {
    if !headed {
        writeln!(out, "teban copy: {} to {}", source.name(), target.name())?;
        writeln!(
            out,
            "  {:<22} {:>10}  checksum (source = target)",
            "table", "rows"
        )?;
    }
    writeln!(
        out,
        "  {:<22} {:>10}  {}",
        table.table,
        table.source.rows,
        table.source.short()
    )?;
    out.flush()
}

/// What a finished copy that took `seconds` prints after its tables.
fn report(copied: &Copied, seconds: f64, out: &mut impl Write) -> anyhow::Result<()> {
    let rows: u64 = copied.tables.iter().map(|t| t.source.rows).sum();
    writeln!(
        out,
        "copied {} tables, {rows} rows, at schema version {}, in {seconds:.2} s: each table's rows \
         and checksum read back from {} are {}'s",
        copied.tables.len(),
        copied.version,
        copied.to.name(),
        copied.from.name()
    )?;
    let next: Vec<String> = copied
        .next_ids
        .iter()
        .map(|(table, column, next)| format!("{table}.{column} {next}"))
        .collect();
    let how = match copied.to {
        Backend::Postgres => "sequences set",
        Backend::Sqlite => "SQLite numbers after the largest",
    };
    writeln!(out, "next ids ({how}): {}", next.join(", "))?;
    writeln!(out, "the target is ready: start teban on it")?;
    Ok(())
}
