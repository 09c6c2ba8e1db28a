//! The database's tools refusing what they cannot do, in one line, changing nothing:
//! `teban backup` of a file that is there already, of a PostgreSQL database (naming the pg_dump
//! line to use instead), of a database that is not there or not teban's. (What it does is tested
//! on a load run's database, in `tests/scale`.)

use std::path::Path;

use teban::store::Store;

use crate::run::{stdout, teban_in};

/// Runs `teban args` in `dir`, expecting a refusal (status 2, one line, nothing on stdout): what
/// it said.
fn refused(dir: &Path, args: &[&str]) -> String {
    let output = teban_in(dir, args, &[]);
    let said = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(output.status.code(), Some(2), "{args:?}: {said}");
    assert_eq!(said.lines().count(), 1, "{said}");
    assert_eq!(stdout(&output), "", "{args:?}");
    said
}

/// A teban database with no rows, at `path`.
async fn empty_database(path: &Path) -> Store {
    Store::open(&format!("sqlite://{}", path.display()))
        .await
        .unwrap()
}

#[tokio::test]
async fn a_backup_refuses_a_file_there_already_postgresql_and_a_database_not_there_or_not_tebans() {
    let dir = tempfile::tempdir().unwrap();
    let here = dir.path();
    empty_database(&here.join("teban.db")).await;

    std::fs::write(here.join("kept.db"), "keep me").unwrap();
    let said = refused(here, &["backup", "--db", "teban.db", "-o", "kept.db"]);
    assert_eq!(
        said,
        "teban: kept.db already exists: a backup is written to a new file (name another, or \
         move that one away)\n"
    );
    assert_eq!(
        std::fs::read_to_string(here.join("kept.db")).unwrap(),
        "keep me"
    );

    let url = "postgres://teban:secret@db.internal/teban";
    let said = refused(here, &["backup", "--db", url, "-o", "pg.db"]);
    assert!(
        said.ends_with(&format!(
            "pg_dump --format=custom --file=teban.dump '{url}'\n"
        )),
        "{said}"
    );
    assert!(!here.join("pg.db").exists());

    let said = refused(here, &["backup", "--db", "gone.db", "-o", "copy.db"]);
    assert!(said.contains("gone.db"), "{said}");
    assert!(!here.join("gone.db").exists(), "the database was created");
    assert!(!here.join("copy.db").exists());

    // An empty file is a SQLite database, with nothing of teban's in it.
    std::fs::write(here.join("other.db"), "").unwrap();
    let said = refused(here, &["backup", "--db", "other.db", "-o", "copy.db"]);
    assert!(said.contains("it is not a teban database"), "{said}");
    assert!(!here.join("copy.db").exists());
}
