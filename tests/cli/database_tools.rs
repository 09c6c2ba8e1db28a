//! The database's tools refusing what they cannot do, in one line, changing nothing:
//! `teban backup` of a file that is there already, of a PostgreSQL database (naming the pg_dump
//! line to use instead), of a database that is not there or not teban's; `teban copy` from a
//! source at another schema version or not teban's, and into a target that holds data. (What
//! they do is tested on a load run's database, in `tests/scale`.)

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

#[tokio::test]
async fn a_copy_refuses_a_source_of_another_schema_version_or_not_tebans_and_a_target_with_rows() {
    let dir = tempfile::tempdir().unwrap();
    let here = dir.path();

    let older = empty_database(&here.join("older.db")).await;
    sqlx::query(
        "DELETE FROM _sqlx_migrations WHERE version = (SELECT MAX(version) FROM _sqlx_migrations)",
    )
    .execute(older.pool())
    .await
    .unwrap();
    let known = std::fs::read_dir(format!("{}/migrations/sqlite", env!("CARGO_MANIFEST_DIR")))
        .unwrap()
        .count();
    let said = refused(
        here,
        &[
            "copy",
            "--from",
            "sqlite://older.db",
            "--to",
            "sqlite://new.db",
        ],
    );
    assert!(
        said.contains(&format!(
            "the source's schema is at version {} and this teban's at {known}",
            known - 1
        )),
        "{said}"
    );
    assert!(!here.join("new.db").exists(), "the target was made");

    std::fs::write(here.join("other.db"), "").unwrap();
    let said = refused(
        here,
        &[
            "copy",
            "--from",
            "sqlite://other.db",
            "--to",
            "sqlite://new.db",
        ],
    );
    assert!(said.contains("it is not a teban database"), "{said}");
    assert!(!here.join("new.db").exists(), "the target was made");

    // A target with a game in it is left as it is, served as before.
    empty_database(&here.join("teban.db")).await;
    let played = teban_in(
        here,
        &[
            "loadtest",
            "--db",
            "played.db",
            "--games",
            "1",
            "--moves",
            "1",
        ],
        &[],
    );
    assert!(played.status.success(), "{}", stdout(&played));
    let said = refused(
        here,
        &[
            "copy",
            "--from",
            "sqlite://teban.db",
            "--to",
            "sqlite://played.db",
        ],
    );
    assert!(
        said.contains("the target holds data (its table games is not empty)"),
        "{said}"
    );
    let kept = empty_database(&here.join("played.db")).await;
    let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games")
        .fetch_one(kept.pool())
        .await
        .unwrap();
    assert_eq!(games, 1);
}
