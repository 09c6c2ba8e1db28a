//! Live pages: a spectator's page follows a game through server-sent events, told of a move made
//! on Discord as soon as it is committed.

use reqwest::StatusCode;

use crate::support::bot::{game_begun, only_callback};
use crate::support::fake_discord::{FakeDiscord, FakeUser, Opt, WAIT};
use crate::support::web::{web_bot, Browser};

/// Reads `stream` until its text so far holds `wanted`; the text read.
pub(crate) async fn read_until(stream: &mut reqwest::Response, seen: &mut String, wanted: &str) {
    let reading = async {
        while !seen.contains(wanted) {
            let chunk = stream.chunk().await.expect("the stream goes on");
            let chunk = chunk.expect("the stream is not closed");
            seen.push_str(&String::from_utf8_lossy(&chunk));
        }
    };
    tokio::time::timeout(WAIT, reading)
        .await
        .unwrap_or_else(|_| panic!("the live page never read `{wanted}`: {seen}"));
}

#[tokio::test]
async fn a_move_made_on_discord_reaches_a_spectator_s_live_page() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, base) = web_bot(&fake, dir.path()).await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let carl = FakeUser::new(103, "carl");
    let game = game_begun(&fake, &ann, &bob).await;
    let mut spectator = Browser::new(&base);
    spectator.log_in(&fake, &carl, "/").await;
    let view = spectator.game(game).await;
    assert_eq!(view.status, StatusCode::OK, "{}", view.text);
    assert!(view.json["you"].is_null(), "a spectator has no seat");
    let version = view.json["version"].as_u64().unwrap();

    let cookies: Vec<String> = spectator
        .cookies
        .iter()
        .map(|(n, v)| format!("{n}={v}"))
        .collect();
    let mut stream = reqwest::Client::new()
        .get(format!("{base}/api/games/{game}/events"))
        .header("cookie", cookies.join("; "))
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), StatusCode::OK);
    assert!(stream.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/event-stream"));
    let mut seen = String::new();
    read_until(
        &mut stream,
        &mut seen,
        &format!("event: version\ndata: {version}\n"),
    )
    .await;

    // Seat 1 moves first, from e1.
    let seat = view.json["to_move"].as_u64().unwrap() as usize;
    assert_eq!(seat, 1);
    let mover = match view.json["players"][seat - 1]["name"].as_str() {
        Some("ann") => &ann,
        _ => &bob,
    };
    let asked = fake.slash(mover, "move", &[Opt::Str("notation", "e2")]);
    let answer = only_callback(&fake.wait_answer(&asked).await).text();
    assert!(answer.contains("played"), "{answer}");
    read_until(
        &mut stream,
        &mut seen,
        &format!("event: version\ndata: {}\n", version + 1),
    )
    .await;
    let after = spectator.game(game).await;
    assert_eq!(after.json["version"], version + 1);
    assert_eq!(after.json["moves"].as_array().unwrap().len(), 1);
}
