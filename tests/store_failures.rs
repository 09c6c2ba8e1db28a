//! The store when the disk fails under it: a commit that fails (here, a commit hook that turns
//! every COMMIT into a rollback, as SQLite does itself on a full disk) changes nothing, says so,
//! and leaves every connection of the pool usable once the disk is back.

mod common;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use common::{ann, bob, table};
use teban::games::GameKind;
use teban::table::{Caller, Refusal};

/// Makes every commit of every pooled connection fail while `failing` is set.
async fn commits_fail_while(store: &teban::store::Store, failing: &Arc<AtomicBool>) {
    // Hold every connection the pool may open at once, so that each gets the hook.
    let mut held = Vec::new();
    for _ in 0..teban::store::POOL_CONNECTIONS {
        held.push(store.pool().acquire().await.unwrap());
    }
    for conn in &mut held {
        let failing = failing.clone();
        conn.lock_handle()
            .await
            .unwrap()
            .set_commit_hook(move || !failing.load(Ordering::SeqCst));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_commit_changes_nothing_and_leaves_every_connection_usable() {
    let f = table().await;
    let t = &f.table;
    let place = ann().place;
    let players = [ann().player, bob().player];
    let seating = t
        .sit(place, &players, GameKind::Quoridor, None, false)
        .await
        .unwrap();
    let failing = Arc::new(AtomicBool::new(true));
    let mover = |card: &teban::table::GameCard| {
        let p = card.player_to_move().unwrap();
        Caller {
            player: p.clone(),
            place,
        }
    };
    // The disk is full: moves are refused, and nothing of them is kept. (A connection whose
    // commit failed may be replaced by a fresh one: every connection is made to fail again.)
    for _ in 0..teban::store::POOL_CONNECTIONS * 2 {
        commits_fail_while(t.store(), &failing).await;
        let refused = t.play(&mover(&seating.card), "e2", None).await.unwrap_err();
        assert!(matches!(refused, Refusal::Storage(_)), "{refused}");
        assert!(
            refused
                .to_string()
                .ends_with("nothing was changed, try again"),
            "{refused}"
        );
    }
    assert!(t.store().log(seating.game.0).await.unwrap().is_empty());

    // Space again: every following move lands, whichever connection it gets.
    failing.store(false, Ordering::SeqCst);
    let mut card = seating.card;
    for step in [
        "e2", "e8", "e3", "e7", "e4", "e6", "d4", "d6", "c4", "c6", "b4", "b6",
    ] {
        let played = t.play(&mover(&card), step, None).await;
        card = played
            .unwrap_or_else(|e| panic!("{step}: {e}"))
            .card
            .unwrap();
    }
    assert_eq!(t.store().log(card.game.0).await.unwrap().len(), 12);
}

/// `teban play` with `args` in `dir`, typing `input`.
fn play(dir: &std::path::Path, url: &str, input: &'static str) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_teban"))
        .args(["play", "quoridor", "--names", "ann,bob"])
        .current_dir(dir)
        .env("DATABASE_URL", url)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("teban runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn processes_opening_a_new_database_at_once_take_turns_and_resume_the_one_game() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("new.db").display());
    let runs: Vec<std::thread::JoinHandle<std::process::Output>> = (0..4)
        .map(|_| {
            let (dir, url) = (dir.path().to_path_buf(), url.clone());
            std::thread::spawn(move || play(&dir, &url, "quit\n"))
        })
        .collect();
    let mut firsts = Vec::new();
    for run in runs {
        let out = run.join().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        firsts.push(stdout.lines().next().unwrap_or_default().to_string());
    }
    firsts.sort();
    // One started the game; the three others found it and resumed it.
    assert_eq!(
        firsts,
        [
            "Resumed game #1: Quoridor (2-players) · ann vs bob",
            "Resumed game #1: Quoridor (2-players) · ann vs bob",
            "Resumed game #1: Quoridor (2-players) · ann vs bob",
            "Started game #1: Quoridor (2-players) · ann vs bob",
        ]
    );
}

#[test]
fn a_read_only_database_is_refused_when_it_opens_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("teban.db");
    let made = play(
        dir.path(),
        &format!("sqlite://{}", path.display()),
        "e2\nquit\n",
    );
    assert!(made.status.success());
    let out = play(
        dir.path(),
        &format!("sqlite://{}?mode=ro", path.display()),
        "e8\n",
    );
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("it is read-only: teban must write to it"),
        "{stderr}"
    );
    assert!(String::from_utf8_lossy(&out.stdout).is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn many_stores_opening_one_new_database_at_once_all_open_it() {
    for round in 0..5 {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("new.db").display());
        // Each store has its own pool, whose connections work on threads of their own.
        let opening = (0..8).map(|_| teban::store::Store::open(&url));
        for opened in futures_util::future::join_all(opening).await {
            assert!(opened.is_ok(), "round {round}: {}", opened.err().unwrap());
        }
    }
}
