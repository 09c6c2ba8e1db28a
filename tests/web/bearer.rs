//! The session as the Activity's page carries it: an `Authorization: Bearer` header instead of
//! the cookie (Discord's frame is a third-party context), needing no same-site check; and every
//! route under Discord's proxy prefix, `/.proxy/…`, answering as without it.

use reqwest::{Method, StatusCode};
use serde_json::json;

use crate::play::{to_move, two_players_logged_in};
use crate::support::fake_discord::FakeDiscord;
use crate::support::web::Browser;

/// The token of `browser`'s session cookie.
fn session_token(browser: &Browser) -> String {
    browser
        .cookies
        .iter()
        .find(|(name, _)| name == "teban_session")
        .map(|(_, value)| value.clone())
        .expect("a session cookie")
}

#[tokio::test]
async fn a_bearer_session_plays_from_another_site_without_its_cookie() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, game, mut browsers) = two_players_logged_in(&fake, dir.path()).await;
    let base = browsers[0].1.base.clone();
    let view = browsers[0].1.game(game).await.json;
    let version = view["version"].as_u64().unwrap();
    let mover = to_move(&view, &mut browsers);
    let bearer = format!("Bearer {}", session_token(mover));
    let me = mover.get("/api/me").await.json;

    // A frame of Discord's: no cookie, another origin, the session in the header.
    let mut frame = Browser::new(&base);
    let from_discord = [
        ("authorization", bearer.as_str()),
        ("origin", "https://900000000000000001.discordsays.com"),
        ("sec-fetch-site", "cross-site"),
    ];
    let who = frame
        .send(Method::GET, "/.proxy/api/me", None, &from_discord)
        .await;
    assert_eq!(who.status, StatusCode::OK, "{}", who.text);
    assert_eq!(who.json, me);
    let seen = frame
        .send(
            Method::GET,
            &format!("/api/games/{game}"),
            None,
            &from_discord,
        )
        .await;
    assert_eq!(seen.json["you"]["seat"], view["to_move"], "{}", seen.text);

    let body = json!({"notation": "e2", "version": version}).to_string();
    let played = frame
        .send(
            Method::POST,
            &format!("/.proxy/api/games/{game}/moves"),
            Some(body),
            &from_discord,
        )
        .await;
    assert_eq!(played.status, StatusCode::OK, "{}", played.text);
    assert_eq!(played.json["view"]["version"], version + 1);
    assert_eq!(played.json["view"]["moves"][0]["notation"], "e2");

    // A forged bearer is no session, whatever cookie rides along: the header alone is read.
    let forged = format!("Bearer {}", "ab".repeat(32));
    let with_cookie = mover
        .send(
            Method::POST,
            &format!("/api/games/{game}/resign"),
            Some(json!({"version": version + 1}).to_string()),
            &[("authorization", &forged)],
        )
        .await;
    assert_eq!(
        with_cookie.status,
        StatusCode::UNAUTHORIZED,
        "{}",
        with_cookie.text
    );
    assert_eq!(with_cookie.error(), "login");
    // Without a bearer, the cookie's request from another site is still refused.
    let cross = mover
        .send(
            Method::POST,
            &format!("/api/games/{game}/resign"),
            Some(json!({"version": version + 1}).to_string()),
            &[("origin", "https://evil.example")],
        )
        .await;
    assert_eq!(cross.error(), "cross_site", "{}", cross.text);
    let after = mover.game(game).await.json;
    assert!(after["result"].is_null(), "nobody resigned: {after}");
}

#[tokio::test]
async fn every_route_answers_the_same_under_discord_s_proxy_prefix() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, game, mut browsers) = two_players_logged_in(&fake, dir.path()).await;
    let ann = &mut browsers[0].1;
    for path in [
        format!("/api/games/{game}"),
        format!("/api/games/{game}/positions/0"),
        "/api/strings".to_string(),
        "/api/me".to_string(),
        format!("/api/games/{}", game + 1000),
    ] {
        let plain = ann.get(&path).await;
        let proxied = ann.get(&format!("/.proxy{path}")).await;
        assert_eq!(proxied.status, plain.status, "{path}");
        assert_eq!(proxied.text, plain.text, "{path}");
        assert!(!plain.text.is_empty(), "{path}");
    }
    let page = ann.get(&format!("/.proxy/games/{game}")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.header("content-type").starts_with("text/html"));
    let nowhere = ann.get("/.proxy/nowhere").await;
    assert_eq!(nowhere.status, StatusCode::NOT_FOUND);
    assert_eq!(nowhere.error(), "not_found");
}
