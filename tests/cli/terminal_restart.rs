//! `teban play` killed with SIGKILL in the middle of a piped game: every acknowledged move is in
//! the database, and running it again with the same names resumes the game, which can be won.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use teban::store::GameId;

use teban::store::Store;

/// Ann walks up the e-file while Bob shuffles along his back row; Ann wins on her 8th move.
const SCRIPT: [&str; 15] = [
    "e2", "d9", "e3", "c9", "e4", "d9", "e5", "c9", "e6", "d9", "e7", "c9", "e8", "d9", "e9",
];

fn start(db: &std::path::Path, dir: &std::path::Path) -> (Child, mpsc::Receiver<String>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_teban"))
        .args(["play", "quoridor", "--names", "ann,bob", "--db"])
        .arg(db)
        .current_dir(dir)
        .env_remove("DATABASE_URL")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("teban starts");
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    (child, rx)
}

/// Sends one move and waits for the table to say it was played.
fn play(child: &mut Child, out: &mpsc::Receiver<String>, mv: &str) {
    writeln!(child.stdin.as_mut().unwrap(), "{mv}").unwrap();
    let wanted = format!("played {mv}.");
    for line in out.iter() {
        assert!(!line.contains("try again"), "{mv} refused: {line}");
        if line.contains(&wanted) {
            return;
        }
    }
    panic!("teban stopped before acknowledging {mv}");
}

async fn logged(db: &std::path::Path) -> Vec<String> {
    let store = Store::open(&format!("sqlite://{}", db.display()))
        .await
        .unwrap();
    let game: i64 = sqlx::query_scalar("SELECT id FROM games")
        .fetch_one(store.pool())
        .await
        .unwrap();
    store
        .log(GameId(game))
        .await
        .unwrap()
        .into_iter()
        .map(|e| e.notation)
        .collect()
}

#[tokio::test]
async fn a_killed_table_keeps_every_acknowledged_move_and_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("table.db");

    let (mut child, out) = start(&db, dir.path());
    let acknowledged = 6;
    for mv in &SCRIPT[..acknowledged] {
        play(&mut child, &out, mv);
    }
    // One more move on its way, then SIGKILL without waiting for the answer.
    writeln!(child.stdin.as_mut().unwrap(), "{}", SCRIPT[acknowledged]).unwrap();
    child.kill().unwrap();
    child.wait().unwrap();

    let log = logged(&db).await;
    assert!(
        log.len() == acknowledged || log.len() == acknowledged + 1,
        "{log:?}"
    );
    assert_eq!(log, SCRIPT[..log.len()]);

    // The same command again resumes where the log stops, and the game can be finished.
    let (mut child, out) = start(&db, dir.path());
    let resumed = out.iter().next().unwrap();
    assert!(resumed.starts_with("Resumed game #1"), "{resumed}");
    for mv in &SCRIPT[log.len()..] {
        play(&mut child, &out, mv);
    }
    drop(child.stdin.take());
    let mut rest = String::new();
    for line in out.iter() {
        rest.push_str(&line);
        rest.push('\n');
    }
    child.stdout.take().map(|mut s| s.read_to_string(&mut rest));
    assert!(child.wait().unwrap().success());
    assert_eq!(logged(&db).await, SCRIPT);
    assert!(dir.path().join("teban-board.png").exists());
}
