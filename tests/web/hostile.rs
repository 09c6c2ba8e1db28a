//! Hostile requests: each gets a clear answer in JSON and changes nothing. Bodies over the limit,
//! broken JSON, illegal and out-of-turn moves, stale versions, forged and expired sessions,
//! cross-site POSTs, too many actions in a second, other servers' games, paths that climb out of
//! the assets, local play's route on the bot's server; and the security headers on every answer.
//! Who may watch: `/settings web:`.

use reqwest::{Method, StatusCode};
use serde_json::json;

use crate::live::{first_move, LiveStream};
use crate::play::{managers_set, to_move, two_players_logged_in};
use crate::support::bot::{game_begun, set_clock, T0};
use crate::support::fake_discord::{FakeDiscord, FakeUser, Opt};
use crate::support::web::{game_on_board_button, web_bot, Browser};

#[tokio::test]
async fn hostile_moves_are_refused_with_a_reason_and_change_nothing() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, game, mut browsers) = two_players_logged_in(&fake, dir.path()).await;
    let base = browsers[0].1.base.clone();
    let view = browsers[0].1.game(game).await.json;
    let version = view["version"].as_u64().unwrap();
    let moves = format!("/api/games/{game}/moves");
    // Each request in a second of its own: the limit of actions a second is tested apart.
    let mut now = T0;
    let mut next_second = || {
        now += 1000;
        set_clock(dir.path(), now);
    };

    next_second();
    let mover = to_move(&view, &mut browsers);
    let huge = json!({"notation": "e2".repeat(4000), "version": version});
    let refused = mover.post(&moves, huge).await;
    assert_eq!(
        refused.status,
        StatusCode::PAYLOAD_TOO_LARGE,
        "{}",
        refused.text
    );
    assert_eq!(refused.error(), "too_large");
    assert_eq!(refused.json["message"], "That request is too big.");

    next_second();
    let origin = base.clone();
    let broken = mover
        .send(
            Method::POST,
            &moves,
            Some("{\"notation\": e2".into()),
            &[("origin", &origin)],
        )
        .await;
    assert_eq!(broken.status, StatusCode::BAD_REQUEST, "{}", broken.text);
    assert_eq!(broken.error(), "bad_body");
    assert!(
        broken.json["message"].as_str().unwrap().contains("line 1"),
        "{}",
        broken.text
    );

    next_second();
    let illegal = mover
        .post(&moves, json!({"notation": "e5", "version": version}))
        .await;
    assert_eq!(
        illegal.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        illegal.text
    );
    assert_eq!(illegal.error(), "illegal");

    next_second();
    let stale = mover
        .post(&moves, json!({"notation": "e2", "version": version + 3}))
        .await;
    assert_eq!(stale.status, StatusCode::CONFLICT, "{}", stale.text);
    assert_eq!(stale.error(), "stale");
    assert!(
        stale.json["message"]
            .as_str()
            .unwrap()
            .contains("to move (move 1)"),
        "{}",
        stale.text
    );

    for (name, value) in [
        ("origin", "https://evil.example"),
        ("sec-fetch-site", "cross-site"),
    ] {
        next_second();
        let body = json!({"notation": "e2", "version": version}).to_string();
        let forged = mover
            .send(Method::POST, &moves, Some(body), &[(name, value)])
            .await;
        assert_eq!(
            forged.status,
            StatusCode::FORBIDDEN,
            "{name}: {}",
            forged.text
        );
        assert_eq!(forged.error(), "cross_site");
    }

    next_second();
    let other = browsers
        .iter_mut()
        .find(|(name, _)| {
            let seat = view["to_move"].as_u64().unwrap() as usize;
            view["players"][seat - 1]["name"] != *name
        })
        .map(|(_, b)| b)
        .unwrap();
    let out_of_turn = other
        .post(&moves, json!({"notation": "e8", "version": version}))
        .await;
    assert_eq!(out_of_turn.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(out_of_turn.error(), "not_your_turn");

    next_second();
    let mut forger = Browser::new(&base);
    forger
        .cookies
        .push(("teban_session".into(), "ab".repeat(32)));
    let forged = forger
        .post(&moves, json!({"notation": "e2", "version": version}))
        .await;
    assert_eq!(forged.status, StatusCode::UNAUTHORIZED);
    assert_eq!(forged.error(), "login");

    // Four actions a second; the fifth is refused before the table sees it.
    next_second();
    let mover = to_move(&view, &mut browsers);
    for _ in 0..4 {
        let illegal = mover
            .post(&moves, json!({"notation": "e5", "version": version}))
            .await;
        assert_eq!(illegal.error(), "illegal");
    }
    let flood = mover
        .post(&moves, json!({"notation": "e2", "version": version}))
        .await;
    assert_eq!(flood.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(flood.error(), "too_fast");

    let after = mover.game(game).await.json;
    assert_eq!(after["version"], version, "nothing was played");
    assert!(after["moves"].as_array().unwrap().is_empty());
}

#[tokio::test]
async fn a_game_is_one_not_found_for_anyone_who_may_not_see_it() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, base) = web_bot(&fake, dir.path()).await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let dave = FakeUser::new(104, "dave");
    let game = game_begun(&fake, &ann, &bob).await;
    fake.leave_server(&dave);
    let mut stranger = Browser::new(&base);
    stranger.log_in(&fake, &dave, "/").await;

    let hidden = stranger.game(game).await;
    let unknown = stranger.game(game + 1000).await;
    assert_eq!(hidden.status, StatusCode::NOT_FOUND);
    assert_eq!(
        hidden.text, unknown.text,
        "a hidden game reads as one that does not exist"
    );
    assert_eq!(hidden.error(), "not_found");
    let not_a_number = stranger.get("/api/games/abc").await;
    assert_eq!(not_a_number.text, unknown.text);
    let moved = stranger
        .post(
            &format!("/api/games/{game}/moves"),
            json!({"notation": "e2", "version": 0}),
        )
        .await;
    assert_eq!(moved.text, unknown.text);
    let events = stranger.get(&format!("/api/games/{game}/events")).await;
    assert_eq!(events.text, unknown.text);
    let board = stranger.get(&format!("/games/{game}/board.png")).await;
    assert_eq!(board.status, StatusCode::NOT_FOUND);

    // Not logged in: a members' game is the same "not found" (the page offers the login).
    let mut nobody = Browser::new(&base);
    let anonymous = nobody.game(game).await;
    assert_eq!(anonymous.status, StatusCode::NOT_FOUND);
    assert_eq!(anonymous.text, unknown.text);
    let events = nobody.get(&format!("/api/games/{game}/events")).await;
    assert_eq!(events.text, unknown.text);
}

/// A manager of the fake's server sets `/settings web:` to `audience`.
async fn web_audience(fake: &FakeDiscord, audience: &str) {
    managers_set(fake, &[Opt::Str("web", audience)]).await;
}

#[tokio::test]
async fn with_settings_web_link_anyone_with_the_link_watches_but_only_the_player_plays() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, base) = web_bot(&fake, dir.path()).await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let game = game_begun(&fake, &ann, &bob).await;
    web_audience(&fake, "link").await;

    let mut nobody = Browser::new(&base);
    let watched = nobody.game(game).await;
    assert_eq!(watched.status, StatusCode::OK, "{}", watched.text);
    let names: Vec<&str> = watched.json["players"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| p["name"].as_str())
        .collect();
    assert!(
        names.contains(&"ann") && names.contains(&"bob"),
        "{names:?}"
    );
    assert!(watched.json["you"].is_null(), "a visitor has no seat");
    let mut live = LiveStream::open(&base, game, "").await;
    assert_eq!(
        live.expect("version").await,
        watched.json["version"].to_string()
    );
    let board = nobody.get(&format!("/games/{game}/board.png")).await;
    assert_eq!(board.header("content-type"), "image/png");
    let played = nobody
        .post(
            &format!("/api/games/{game}/moves"),
            json!({"notation": "e2", "version": watched.json["version"]}),
        )
        .await;
    assert_eq!(played.status, StatusCode::UNAUTHORIZED);
    assert_eq!(played.error(), "login");
    let turn = nobody.get(&format!("/api/games/{game}/turn")).await;
    assert_eq!(turn.error(), "login");
    assert_eq!(nobody.game(game).await.json["moves"], json!([]));

    // Back to members: the visitor's link is one "not found" again, and their live page is
    // sent no more moves: told to read the game again (and refused), its stream ends.
    web_audience(&fake, "members").await;
    let hidden = nobody.game(game).await;
    assert_eq!(hidden.status, StatusCode::NOT_FOUND);
    assert_eq!(hidden.text, nobody.game(game + 1000).await.text);
    first_move(&fake).await;
    assert_eq!(live.expect("lagged").await, "");
    live.ends().await;
}

#[tokio::test]
async fn a_session_expires_and_the_files_come_from_the_binary_alone() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, base) = web_bot(&fake, dir.path()).await;
    let mut browser = Browser::new(&base);
    browser.log_in(&fake, &FakeUser::new(101, "ann"), "/").await;
    assert_eq!(browser.get("/api/me").await.status, StatusCode::OK);

    let page = browser.get("/games/1").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.text.contains("/assets/game.js"));
    let csp = page.header("content-security-policy");
    assert!(
        csp.contains("default-src 'self'") && csp.contains("frame-ancestors 'none'"),
        "{csp}"
    );
    assert_eq!(page.header("x-content-type-options"), "nosniff");
    assert_eq!(page.header("x-frame-options"), "DENY");
    assert_eq!(page.header("referrer-policy"), "same-origin");
    let script = browser.get("/assets/game.js").await;
    assert!(script.header("content-type").starts_with("text/javascript"));
    assert!(script.text.contains("EventSource"));
    for climbing in [
        "/assets/..%2FCargo.toml",
        "/assets/%2e%2e%2f%2e%2e%2fCargo.toml",
        "/assets/..%5C..%5CCargo.toml",
        "/assets/game.js%00.png",
        "/Cargo.toml",
    ] {
        let refused = browser.get(climbing).await;
        assert_eq!(refused.status, StatusCode::NOT_FOUND, "{climbing}");
        assert_eq!(refused.error(), "not_found", "{climbing}");
        assert_eq!(refused.header("x-content-type-options"), "nosniff");
    }
    // Local play's route is not there on the bot's server, from any site.
    let local = json!({"game": "quoridor", "opponent": "people"}).to_string();
    for extra in [vec![], vec![("sec-fetch-site", "cross-site")]] {
        let refused = browser
            .send(
                Method::POST,
                "/api/local/games",
                Some(local.clone()),
                &extra,
            )
            .await;
        assert_eq!(refused.status, StatusCode::NOT_FOUND, "{}", refused.text);
        assert_eq!(refused.error(), "not_found");
    }

    set_clock(dir.path(), T0 + 31 * 24 * 60 * 60 * 1000);
    let expired = browser.get("/api/me").await;
    assert_eq!(expired.status, StatusCode::UNAUTHORIZED);
    assert_eq!(expired.error(), "login");
}

#[tokio::test]
async fn a_game_in_a_direct_message_is_shown_to_its_player_alone() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, base) = web_bot(&fake, dir.path()).await;
    let (ann, carl) = (FakeUser::new(101, "ann"), FakeUser::new(103, "carl"));
    let asked = fake.slash_dm(
        &ann,
        "challenge",
        &[
            crate::support::fake_discord::Opt::Str("game", "quoridor"),
            crate::support::fake_discord::Opt::User("opponent", &FakeUser::teban()),
            crate::support::fake_discord::Opt::Str("level", "easy"),
        ],
    );
    fake.wait_answer(&asked).await;
    let game = game_on_board_button(&fake).await;
    let mut player = Browser::new(&base);
    player.log_in(&fake, &ann, "/").await;
    let mut member = Browser::new(&base);
    member.log_in(&fake, &carl, "/").await;

    let own = player.game(game).await;
    assert_eq!(own.status, StatusCode::OK, "{}", own.text);
    assert!(own.json["you"]["seat"].as_u64().is_some());
    let other = member.game(game).await;
    assert_eq!(other.status, StatusCode::NOT_FOUND);
    assert_eq!(other.text, member.game(game + 1000).await.text);
    // Whatever the server's managers chose, a direct message's game is its players' only.
    web_audience(&fake, "link").await;
    assert_eq!(member.game(game).await.text, other.text);
    let anonymous = Browser::new(&base).game(game).await;
    assert_eq!(anonymous.status, StatusCode::NOT_FOUND);
    assert_eq!(player.game(game).await.status, StatusCode::OK);
}
