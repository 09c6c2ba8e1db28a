//! `teban backup`: a running bot's SQLite database copied into a new file ([`store::backup`]),
//! and what was written said: the file, its size, how long it took, the checks it passed and its
//! rows. The copying and checking are the store's; this prints them.

use std::io::Write;
use std::path::Path;
use std::time::Instant;

use crate::store::backup::{self, Backup};
use crate::store::schema::SchemaVersion;

/// Backs the database at `url` up into the new file `output` and says what it wrote.
pub async fn backup(url: &str, output: &Path, out: &mut impl Write) -> anyhow::Result<()> {
    let started = Instant::now();
    let backup = backup::backup(url, output).await?;
    let seconds = started.elapsed().as_secs_f64();
    report(&backup, url, seconds, out)
}

/// What `teban backup` prints of a backup of `url` that took `seconds`.
pub fn report(
    backup: &Backup,
    url: &str,
    seconds: f64,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    writeln!(
        out,
        "teban backup: wrote {} ({}) in {seconds:.2} s",
        backup.path.display(),
        size(backup.bytes)
    )?;
    writeln!(out, "  a copy of {url} as it stood when the backup began")?;
    writeln!(
        out,
        "  checked: integrity_check ok, schema version {}",
        version(&backup.version)
    )?;
    writeln!(out, "  {:<22} {:>10}", "table", "rows")?;
    let mut rows = backup.rows.clone();
    rows.sort();
    for (table, rows) in rows {
        writeln!(out, "  {table:<22} {rows:>10}")?;
    }
    writeln!(
        out,
        "  to restore it, start teban on it: DATABASE_URL=sqlite://{}",
        backup.path.display()
    )?;
    Ok(())
}

/// The copy's schema version, beside this program's.
fn version(version: &SchemaVersion) -> String {
    let (applied, known) = (version.applied_version(), version.known_version());
    if version.is_current() {
        format!("{applied} (this teban's)")
    } else if version.known.starts_with(&version.applied) {
        format!("{applied} (this teban is at {known}: it brings the copy up to date when it starts on it)")
    } else {
        format!("{applied} (this teban, at {known}, does not know it: restore it with the teban that wrote it)")
    }
}

/// A size in bytes as a person reads it.
fn size(bytes: u64) -> String {
    const KIB: f64 = 1024.0;
    let b = bytes as f64;
    if b < KIB {
        format!("{bytes} bytes")
    } else if b < KIB * KIB {
        format!("{:.1} KiB", b / KIB)
    } else if b < KIB * KIB * KIB {
        format!("{:.1} MiB", b / KIB / KIB)
    } else {
        format!("{:.2} GiB", b / KIB / KIB / KIB)
    }
}
