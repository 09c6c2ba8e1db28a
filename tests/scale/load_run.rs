//! Two processes of `teban loadtest` on one PostgreSQL database, one killed with SIGKILL in the
//! middle of its run: the other keeps serving and ends its run with nothing lost or doubled,
//! takes over the turns of teban the dead one had claimed (once their claims run out) and those
//! it left due, and every move the dead one was told applied is in the log.

use std::collections::BTreeSet;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use teban::store::GameId;

use crate::support::postgres;

/// `teban loadtest` on the database `url`, writing the moves it is told applied to `acks`.
pub(crate) fn loadtest(url: &str, args: &[&str], acks: &std::path::Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_teban"));
    command
        .arg("loadtest")
        .args(["--db", url, "--acks"])
        .arg(acks)
        .args(args)
        // A short think and a short margin: a claim on teban's turn lasts 2 × 100 ms + 1 s.
        .env("AI_MOVE_MS", "100")
        .env("AI_CLAIM_MARGIN_MS", "1000")
        .env_remove("DATABASE_URL")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// The acknowledged moves a process wrote, complete lines only (a killed process may have left
/// half a line).
pub(crate) fn acks_of(path: &std::path::Path) -> Vec<(i64, u32, String)> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let complete = &text[..text.rfind('\n').map_or(0, |i| i + 1)];
    complete
        .lines()
        .map(|line| {
            let mut parts = line.split(' ');
            let game = parts.next().unwrap().parse().unwrap();
            let seq = parts.next().unwrap().parse().unwrap();
            (game, seq, parts.next().unwrap().to_string())
        })
        .collect()
}

/// Waits until a load run has written `moves` acknowledged moves to `acks` (at most two minutes,
/// else it never got going).
pub(crate) fn acknowledged(acks: &std::path::Path, moves: usize) {
    let started = Instant::now();
    while acks_of(acks).len() < moves {
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "the load run never got going"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_killed_in_a_load_run_loses_nothing_and_the_other_takes_its_work_over() {
    let Some(url) = postgres::fresh_database().await else {
        return;
    };
    // The schema first, so that the two start playing at once.
    let store = teban::store::Store::open(&url).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let (acks_a, acks_b) = (dir.path().join("a.acks"), dir.path().join("b.acks"));
    let mut dying = loadtest(
        &url,
        &[
            "--games",
            "20",
            "--teban-games",
            "40",
            "--moves",
            "40",
            "--concurrency",
            "60",
        ],
        &acks_a,
    )
    .spawn()
    .unwrap();
    let surviving = loadtest(
        &url,
        &[
            "--games",
            "100",
            "--moves",
            "20",
            "--concurrency",
            "16",
            "--serve-until-idle",
            "120",
        ],
        &acks_b,
    )
    .spawn()
    .unwrap();
    // In the middle of its run (it has had 300 moves acknowledged), the first is killed.
    acknowledged(&acks_a, 300);
    let now = teban::clock::Clock::now_ms(&teban::clock::SystemClock);
    dying.kill().unwrap();
    let killed = Instant::now();
    let died = dying.wait_with_output().unwrap();
    assert!(!died.status.success());
    let claimed: BTreeSet<i64> =
        sqlx::query_scalar("SELECT id FROM games WHERE teban_at > $1 AND status = 'active'")
            .bind(now)
            .fetch_all(store.pool())
            .await
            .unwrap()
            .into_iter()
            .collect();

    // The other ends its own run, then serves until no turn of teban is left anywhere.
    let survived = surviving.wait_with_output().unwrap();
    let taken_over_in = killed.elapsed();
    let said = String::from_utf8_lossy(&survived.stdout);
    assert!(
        survived.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&survived.stderr)
    );
    assert!(
        said.contains("100 games on PostgreSQL, 2000 moves applied"),
        "{said}"
    );
    assert!(said.contains("nothing lost or doubled"), "{said}");
    eprintln!(
        "{} turns of teban claimed when the process was killed; all made {:.1} s after the kill",
        claimed.len(),
        taken_over_in.as_secs_f64()
    );
    // It made teban's moves in the dead one's games: it had none of its own.
    let teban_moves: u64 = said
        .split(" moves of teban")
        .next()
        .and_then(|s| s.rsplit(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{said}"));
    assert!(teban_moves > 0, "{said}");
    assert_eq!(store.outstanding_teban_turns().await.unwrap(), 0);
    // Each turn claimed at the kill was made: the game's last entry is teban's.
    for game in claimed {
        let row = store.game(GameId(game)).await.unwrap().unwrap();
        let last = store.log(GameId(game)).await.unwrap().pop().unwrap();
        let by = row.seats.iter().find(|s| s.seat == last.seat).unwrap().user;
        assert!(by >= teban::store::MACHINE_IDS, "game {game}: {last:?}");
    }
    // Every move the dead process was told applied is in the log, where it was told.
    let acked = acks_of(&acks_a);
    assert!(acked.len() >= 300);
    for (game, seq, notation) in acked {
        let log = store.log(GameId(game)).await.unwrap();
        let entry = log.iter().find(|e| e.seq == seq);
        assert_eq!(
            entry.map(|e| e.notation.as_str()),
            Some(notation.as_str()),
            "game {game}, entry {seq}"
        );
    }
}
