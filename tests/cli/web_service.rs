//! `teban web` run as a service: it answers its health checks on its own address (`/healthz`;
//! `/readyz` while its database answers, 503 and the database's error once a PostgreSQL server
//! is stopped under it), and stops cleanly on SIGTERM, with status 0.

use std::io::BufRead;
use std::net::SocketAddr;
use std::process::{Child, Stdio};

use crate::support::bot::{exited, signal_process, spawn, teban};
use crate::support::postgres;
use crate::support::probe::{get, get_until};

/// `teban web` on a free port of the loopback, in `dir`, with `env`: the process and the address
/// it said it serves at.
async fn web(dir: &std::path::Path, args: &[&str], env: &[(&str, &str)]) -> (Child, SocketAddr) {
    let mut command = teban(dir);
    command
        .args(["web", "--addr", "127.0.0.1:0"])
        .args(args)
        .envs(env.iter().copied())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
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
