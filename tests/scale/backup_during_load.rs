//! `teban backup` while `teban loadtest` commits moves into the same SQLite file: the backup
//! passes SQLite's integrity check, holds every move acknowledged before it began (each game's
//! log and cached position from one moment), and a service started on it, as a restored bot
//! would be, goes on with the games.

use std::collections::BTreeMap;
use std::process::Command;

use teban::store::{GameId, Store};
use teban::table::{Settings, Table};

use crate::load_run::{acknowledged, acks_of, loadtest};
use crate::players::one_more_move;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_during_a_load_run_holds_every_move_acknowledged_before_it_and_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    let (acks, copy) = (dir.path().join("load.acks"), dir.path().join("backup.db"));
    let url = format!("sqlite://{}", dir.path().join("load.db").display());
    // Long enough to outlast the backup: it is stopped once the backup is taken.
    let args = ["--games", "400", "--moves", "20", "--concurrency", "16"];
    let mut load = loadtest(&url, &args, &acks).spawn().unwrap();
    acknowledged(&acks, 300);
    let before = acks_of(&acks);
    let backup = Command::new(env!("CARGO_BIN_EXE_teban"))
        .args(["backup", "--db", &url, "-o"])
        .arg(&copy)
        .env_remove("DATABASE_URL")
        .output()
        .unwrap();
    let still_running = load.try_wait().unwrap().is_none();
    load.kill().unwrap();
    let load = load.wait_with_output().unwrap();
    let said = String::from_utf8_lossy(&backup.stdout);
    assert!(
        backup.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&backup.stderr)
    );
    assert!(
        still_running,
        "the load run ended before the backup did: {}",
        String::from_utf8_lossy(&load.stdout)
    );
    assert!(
        said.starts_with(&format!("teban backup: wrote {} (", copy.display())),
        "{said}"
    );
    // This teban's schema version: its latest migration's number.
    let latest = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/migrations/sqlite"))
        .unwrap()
        .filter_map(|file| {
            file.ok()?
                .file_name()
                .to_str()?
                .get(..4)?
                .parse::<u32>()
                .ok()
        })
        .max()
        .unwrap();
    let checked =
        format!("\n  checked: integrity_check ok, schema version {latest} (this teban's)\n");
    assert!(said.contains(&checked), "{said}");

    // The copy, opened as teban opens a database.
    let copy_url = format!("sqlite://{}", copy.display());
    let store = Store::open(&copy_url).await.unwrap();
    let pool = store.pool();
    let integrity: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(pool)
        .await
        .unwrap();
    assert_eq!(integrity, "ok");
    let moves: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM moves")
        .fetch_one(pool)
        .await
        .unwrap();
    let printed = said
        .lines()
        .map(|line| line.split_whitespace().collect::<Vec<_>>())
        .find(|words| words.first() == Some(&"moves"))
        .and_then(|words| words.get(1)?.parse::<i64>().ok());
    assert_eq!(printed, Some(moves), "{said}");
    // Every move acknowledged before the backup began is in it, where it was acknowledged.
    let mut by_game: BTreeMap<i64, Vec<(u32, String)>> = BTreeMap::new();
    for (game, seq, notation) in &before {
        by_game
            .entry(*game)
            .or_default()
            .push((*seq, notation.clone()));
    }
    for (game, acked) in &by_game {
        let log = store.log(GameId(*game)).await.unwrap();
        for (seq, notation) in acked {
            let entry = log.iter().find(|e| e.seq == *seq);
            assert_eq!(
                entry.map(|e| e.notation.as_str()),
                Some(notation.as_str()),
                "game {game}, entry {seq}"
            );
        }
    }
    // Each game's position is from the same moment as its log: its version is the log's length.
    let torn: Vec<(i64, i64, i64)> = sqlx::query_as(
        "SELECT g.id, g.version, (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id) \
         FROM games g WHERE g.version <> (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id)",
    )
    .fetch_all(pool)
    .await
    .unwrap();
    assert!(torn.is_empty(), "{torn:?}");

    // A service started on the copy, as a restored bot, goes on with the games.
    let table = Table::open(Settings {
        database_url: copy_url,
        ..Settings::default()
    })
    .await
    .unwrap();
    let mut played = 0;
    for game in by_game.keys().take(20) {
        // A game the random moves ended has nobody to move.
        if one_more_move(&table, GameId(*game)).await.is_some() {
            played += 1;
        }
    }
    assert!(played >= 10, "{played} of 20 games went on");
}
