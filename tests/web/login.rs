//! Logging in with Discord: the authorization-code flow against the fake, its `state`, the code
//! exchange's form and secret, the session cookie, logout, and the return address.

use reqwest::StatusCode;

use crate::support::fake_discord::{FakeDiscord, FakeUser, CLIENT_ID, CLIENT_SECRET, TOKEN};
use crate::support::web::{web_bot, Browser, AUTHORIZE_URL};

#[tokio::test]
async fn a_player_logs_in_with_discord_and_out_again() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (bot, base) = web_bot(&fake, dir.path()).await;
    let ann = FakeUser::new(101, "ann").locale("fr");
    let mut browser = Browser::new(&base);

    let away = browser.get("/login?next=/games/5").await;
    assert_eq!(away.status, StatusCode::SEE_OTHER);
    let to = reqwest::Url::parse(away.header("location")).unwrap();
    assert!(to.as_str().starts_with(AUTHORIZE_URL), "{to}");
    let query: Vec<(String, String)> = to.query_pairs().into_owned().collect();
    let field = |name: &str| {
        query
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    assert_eq!(field("client_id"), CLIENT_ID);
    assert_eq!(
        field("scope"),
        "identify guilds",
        "who, and the servers the lobby offers"
    );
    assert_eq!(field("response_type"), "code");
    assert_eq!(field("redirect_uri"), format!("{base}/auth/callback"));
    assert_eq!(field("state").len(), 64);
    let login_cookie = away.header("set-cookie");
    assert!(login_cookie.contains("HttpOnly") && login_cookie.contains("SameSite=Lax"));
    assert!(!away.text.contains(CLIENT_SECRET) && !to.as_str().contains(CLIENT_SECRET));

    let code = fake.authorize(&ann);
    let back = browser
        .get(&format!(
            "/auth/callback?code={code}&state={}",
            field("state")
        ))
        .await;
    assert_eq!(back.status, StatusCode::SEE_OTHER, "{}", back.text);
    assert_eq!(back.header("location"), "/games/5");
    let exchanges = fake.token_exchanges();
    assert_eq!(exchanges.len(), 1);
    let sent = |name: &str| {
        exchanges[0]
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    };
    assert_eq!(sent("client_id"), Some(CLIENT_ID));
    assert_eq!(sent("client_secret"), Some(CLIENT_SECRET));
    assert_eq!(sent("grant_type"), Some("authorization_code"));
    assert_eq!(sent("code"), Some(code.as_str()));
    assert_eq!(
        sent("redirect_uri"),
        Some(format!("{base}/auth/callback").as_str())
    );
    assert!(browser.cookies.iter().any(|(n, _)| n == "teban_session"));

    let me = browser.get("/api/me").await;
    assert_eq!(me.status, StatusCode::OK, "{}", me.text);
    assert_eq!(me.json["name"], "ann");
    assert_eq!(me.json["id"], "101");
    assert_eq!(me.json["lang"], "fr");
    let strings = browser.get("/api/strings").await;
    assert_eq!(
        strings.json["strings"]["web-login"],
        "Se connecter avec Discord"
    );

    // Logged in, the front page is the player's lobby; logged out, the login again.
    let home = browser.get("/").await;
    assert!(home.text.contains("/assets/lobby.js"), "{}", home.text);
    assert!(home.text.contains("web-logout"), "{}", home.text);
    let out = browser.post("/logout", serde_json::json!({})).await;
    assert_eq!(out.status, StatusCode::OK, "{}", out.text);
    let me = browser.get("/api/me").await;
    assert_eq!(me.status, StatusCode::UNAUTHORIZED);
    assert_eq!(me.error(), "login");
    let home = browser.get("/").await;
    assert!(home.text.contains("href=\"/login\""), "{}", home.text);
    assert!(!home.text.contains("lobby.js") && !home.text.contains("web-logout"));

    let log = bot.log_text();
    assert!(!log.contains(CLIENT_SECRET), "the secret reached the log");
    assert!(!log.contains(TOKEN), "the bot's token reached the log");
}

#[tokio::test]
async fn a_forged_state_or_a_foreign_return_address_leads_nowhere() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, base) = web_bot(&fake, dir.path()).await;
    let bob = FakeUser::new(102, "bob");

    // A callback this browser never left for (a forged link): no login cookie, no session.
    let mut stranger = Browser::new(&base);
    let code = fake.authorize(&bob);
    let forged = stranger
        .get(&format!(
            "/auth/callback?code={code}&state={}",
            "a".repeat(64)
        ))
        .await;
    assert_eq!(forged.status, StatusCode::BAD_REQUEST);
    assert_eq!(forged.error(), "bad_login");
    assert!(stranger.cookies.is_empty());

    // A state that is not the one this browser left with.
    let mut browser = Browser::new(&base);
    browser.get("/login").await;
    let wrong = browser
        .get(&format!(
            "/auth/callback?code={code}&state={}",
            "b".repeat(64)
        ))
        .await;
    assert_eq!(wrong.error(), "bad_login");
    assert!(fake.token_exchanges().is_empty(), "no code was exchanged");

    // Whatever the return address asked, the login returns to teban's own site.
    for hostile in [
        "//evil.example/x",
        "https://evil.example/",
        "/%5Cevil.example",
    ] {
        let mut browser = Browser::new(&base);
        let next = hostile.replace('/', "%2F").replace(':', "%3A");
        let mut asked = browser.get(&format!("/login?next={next}")).await;
        assert_eq!(asked.status, StatusCode::SEE_OTHER);
        let back = browser.log_in(&fake, &bob, &next).await;
        assert_eq!(back, "/", "{hostile}");
        asked = browser.get("/api/me").await;
        assert_eq!(asked.json["name"], "bob");
    }
}
