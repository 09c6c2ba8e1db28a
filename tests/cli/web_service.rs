//! `teban web` run as a service: it answers its health checks on its own address (`/healthz`;
//! `/readyz` while its database answers, 503 and the database's error once a PostgreSQL server
//! is stopped under it), and stops cleanly on SIGTERM, with status 0; teban's turn it was
//! thinking about when stopped is played at the next start.

use std::io::BufRead;
use std::net::SocketAddr;
use std::process::{Child, Stdio};

use serde_json::{json, Value};

use crate::support::bot::{exited, signal_process, spawn, teban, wait_logged};
use crate::support::fake_discord::WAIT;
use crate::support::postgres;
use crate::support::probe::{get, get_until};
use crate::support::web::Browser;

/// Where the `teban web` runs of a test write their log (each start appends to it).
const LOG: &str = "web.log";

/// `teban web` on a free port of the loopback, in `dir`, with `env`: the process and the address
/// it said it serves at. Its log goes to [`LOG`] in `dir`.
async fn web(dir: &std::path::Path, args: &[&str], env: &[(&str, &str)]) -> (Child, SocketAddr) {
    let log = std::fs::File::options()
        .create(true)
        .append(true)
        .open(dir.join(LOG))
        .unwrap();
    let mut command = teban(dir);
    command
        .args(["web", "--addr", "127.0.0.1:0"])
        .args(args)
        .envs(env.iter().copied())
        .stdout(Stdio::piped())
        .stderr(log);
    let mut child = spawn(&mut command);
    let stdout = child.stdout.take().unwrap();
    let said = tokio::task::spawn_blocking(move || {
        let mut line = String::new();
        std::io::BufReader::new(stdout)
            .read_line(&mut line)
            .unwrap();
        line
    })
    .await
    .unwrap();
    let at = said
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .and_then(|addr| addr.parse().ok())
        .unwrap_or_else(|| panic!("no address in {said:?}"));
    (child, at)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn teban_web_is_ready_on_its_database_and_stops_on_sigterm() {
    let dir = tempfile::tempdir().unwrap();
    let (mut child, at) = web(dir.path(), &["--db", "web.db"], &[]).await;
    assert_eq!(get(at, "/healthz").await, Some((200, "ok\n".into())));
    assert_eq!(get(at, "/readyz").await, Some((200, "ok\n".into())));

    signal_process(&child, libc::SIGTERM);
    let status = exited(&mut child).await;
    assert!(status.success(), "{status}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn teban_web_on_a_stopped_postgresql_is_not_ready_and_says_why() {
    let Some(server) = tokio::task::spawn_blocking(postgres::own_server)
        .await
        .unwrap()
    else {
        return;
    };
    let url = server.database_url();
    let dir = tempfile::tempdir().unwrap();
    let (mut child, at) = web(dir.path(), &[], &[("DATABASE_URL", &url)]).await;
    assert_eq!(get(at, "/readyz").await, Some((200, "ok\n".into())));

    let server = tokio::task::spawn_blocking(move || {
        server.stop();
        server
    })
    .await
    .unwrap();
    let why = get_until(at, "/readyz", 503).await;
    // One line naming what is wrong, and nothing of where the database is.
    assert!(why.starts_with("database: "), "{why}");
    assert_eq!(why.lines().count(), 1, "{why}");
    assert!(!why.contains(&url) && !why.contains("postgres://"), "{why}");
    // The process itself still answers.
    assert_eq!(get(at, "/healthz").await, Some((200, "ok\n".into())));

    signal_process(&child, libc::SIGTERM);
    assert!(exited(&mut child).await.success());
    drop(server);
}

/// teban at master thinking `think` milliseconds a move, its claim on a turn outlasting the test
/// by far (so only a claim handed back is ever due), logging what it does.
fn thinking(think: &str) -> [(&str, &str); 3] {
    [
        ("AI_MOVE_MS", think),
        ("AI_CLAIM_MARGIN_MS", "3600000"),
        ("RUST_LOG", "teban=debug"),
    ]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn teban_web_stopped_while_teban_thinks_plays_teban_s_move_at_the_next_start() {
    let dir = tempfile::tempdir().unwrap();
    // teban at master thinks for its whole time: a minute, longer than the test lets it.
    let (mut child, at) = web(dir.path(), &["--db", "web.db"], &thinking("60000")).await;
    let mut browser = Browser::new(&format!("http://{at}"));
    let started = browser
        .post(
            "/api/local/games",
            json!({"game": "quoridor", "opponent": "master"}),
        )
        .await;
    let id = started.json["id"].as_i64().expect(&started.text);
    // Whoever the draw seated first, the visitor moves when it is their turn; then teban thinks.
    let game = browser.game(id).await.json;
    if game["you"]["to_move"] == true {
        let moved = browser
            .post(
                &format!("/api/games/{id}/moves"),
                json!({"notation": game["you"]["legal_moves"][0], "version": game["version"]}),
            )
            .await;
        assert!(moved.status.is_success(), "{}", moved.text);
    }
    let before = browser.game(id).await.json;
    assert_eq!(before["you"]["to_move"], false, "{}", before["status_line"]);
    wait_logged(&dir.path().join(LOG), "teban thinks about its move").await;

    signal_process(&child, libc::SIGTERM);
    assert!(exited(&mut child).await.success());

    // The next start, on the same database, makes teban's move: the visitor is to move again.
    let (mut child, at) = web(dir.path(), &["--db", "web.db"], &thinking("100")).await;
    let mut browser = Browser::new(&format!("http://{at}"));
    let after = your_turn(&mut browser, id).await;
    let moves = |game: &Value| game["ply"].as_u64().unwrap();
    assert_eq!(
        moves(&after),
        moves(&before) + 1,
        "{}",
        after["status_line"]
    );

    signal_process(&child, libc::SIGTERM);
    assert!(exited(&mut child).await.success());
}

/// The game `id` once it is the visitor's turn in it (failing the test after [`WAIT`]).
async fn your_turn(browser: &mut Browser, id: i64) -> Value {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let game = browser.game(id).await.json;
        if game["you"]["to_move"] == true {
            return game;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "teban never moved: {}",
            game["status_line"]
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}
