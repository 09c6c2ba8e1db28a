//! The Activity's server side on the loopback Discord: its page at the root where Discord opens
//! it (with Discord's query; the home page without), framed by Discord only, its settings, and its login: Discord's code exchanged (form fields and secret asserted), the
//! instance looked up with the bot's token, a foreign instance refused, and the session bound to
//! the instance's server (another server's game is the stranger's "not found"); and the Open
//! board press that launches the Activity (type 12) on its game, checked against its channel, and
//! `/play`, which launches it on the caller's game there or, with none, on the channel's choice.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::support::bot::{game_begun, game_begun_with_board, only_callback, set_clock, T0};
use crate::support::fake_discord::{
    FakeDiscord, FakeUser, CHANNEL_ID, CLIENT_ID, CLIENT_SECRET, GUILD_ID, OTHER_CHANNEL_ID,
    OTHER_GUILD_ID, TOKEN,
};
use crate::support::web::{activity_bot, web_bot, Answer, Browser};

/// The page's login: `user` consents in the SDK, the page posts the code with where it is.
async fn activity_login(
    fake: &FakeDiscord,
    frame: &mut Browser,
    user: &FakeUser,
    instance: &str,
    (channel, guild): (u64, Option<u64>),
) -> Answer {
    let code = fake.authorize(user);
    let body = json!({
        "code": code,
        "instance_id": instance,
        "channel_id": channel.to_string(),
        "guild_id": guild.map(|g| g.to_string()),
    });
    frame
        .send(
            Method::POST,
            "/.proxy/api/activity/session",
            Some(body.to_string()),
            &[("origin", "https://900000000000000001.discordsays.com")],
        )
        .await
}

/// A GET with the session as the Activity's page sends it.
async fn with_bearer(frame: &mut Browser, session: &Value, path: &str) -> Answer {
    let bearer = format!("Bearer {}", session.as_str().unwrap());
    frame
        .send(Method::GET, path, None, &[("authorization", &bearer)])
        .await
}

#[tokio::test]
async fn the_page_is_framed_by_discord_alone_and_names_the_application() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, base) = web_bot(&fake, dir.path()).await;
    let mut browser = Browser::new(&base);
    // Discord opens the Activity at the root of its URL mapping, with where it opens.
    let frame = format!(
        "?frame_id=f-1&instance_id=i-1&platform=desktop&guild_id={GUILD_ID}&channel_id={CHANNEL_ID}"
    );
    let at_root = [format!("/{frame}"), format!("/.proxy/{frame}")];
    for path in at_root
        .iter()
        .map(String::as_str)
        .chain(["/activity", "/.proxy/activity"])
    {
        let page = browser.get(path).await;
        assert_eq!(page.status, StatusCode::OK, "{path}");
        assert!(page.header("content-type").starts_with("text/html"));
        assert!(page.text.contains("<html"), "{}", page.text);
        let policy = page.header("content-security-policy");
        assert!(
            policy.contains(
                "frame-ancestors 'self' https://discord.com https://ptb.discord.com \
                 https://canary.discord.com"
            ),
            "{policy}"
        );
        assert!(policy.contains("connect-src 'self'") && policy.contains("script-src 'self'"));
        assert!(page.headers.get("x-frame-options").is_none(), "{path}");
    }
    // Without Discord's frame, the root is the home page (the login), which no frame may hold.
    let frame_only = format!("/?frame_id=f-1&channel_id={CHANNEL_ID}");
    for path in ["/", "/.proxy/", "/?platform=desktop", frame_only.as_str()] {
        let front = browser.get(path).await;
        assert_eq!(front.status, StatusCode::OK, "{path}");
        assert!(front.text.contains("web-login"), "{path}: {}", front.text);
        assert_eq!(front.header("x-frame-options"), "DENY", "{path}");
        assert!(
            front
                .header("content-security-policy")
                .contains("frame-ancestors 'none'"),
            "{path}"
        );
    }

    let config = browser.get("/.proxy/api/activity/config").await;
    assert_eq!(config.status, StatusCode::OK, "{}", config.text);
    assert_eq!(config.json, json!({"client_id": CLIENT_ID}));
}

#[tokio::test]
async fn a_player_opens_the_board_in_discord_on_their_game_in_that_channel() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, base) = web_bot(&fake, dir.path()).await;
    let (ann, bob, carl) = (
        FakeUser::new(101, "ann"),
        FakeUser::new(102, "bob"),
        FakeUser::new(103, "carl"),
    );
    let game = game_begun(&fake, &ann, &bob).await;
    let instance = fake.open_activity(CHANNEL_ID, Some(GUILD_ID), &[&ann, &carl]);
    let here = (CHANNEL_ID, Some(GUILD_ID));

    let mut frame = Browser::new(&base);
    let opened = activity_login(&fake, &mut frame, &ann, &instance, here).await;
    assert_eq!(opened.status, StatusCode::OK, "{}", opened.text);
    assert_eq!(opened.json["user"], json!({"id": "101", "name": "ann"}));
    assert_eq!(opened.json["game"], game, "her only game in the channel");
    let listed = &opened.json["games"];
    assert_eq!(listed.as_array().unwrap().len(), 1, "{listed}");
    assert_eq!(listed[0]["id"], game);
    assert_eq!(listed[0]["yours"], true);
    assert!(
        listed[0]["title"].as_str().unwrap().contains("ann"),
        "{listed}"
    );
    assert!(opened.json["access_token"]
        .as_str()
        .unwrap()
        .starts_with("access-code-101"));
    assert!(
        frame.cookies.is_empty(),
        "no cookie: the page keeps the token"
    );

    // The code went to Discord form-encoded, with the secret and no redirect_uri.
    let exchange = fake.token_exchanges().pop().unwrap();
    let field = |name: &str| {
        exchange
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    };
    assert_eq!(field("client_id"), Some(CLIENT_ID));
    assert_eq!(field("client_secret"), Some(CLIENT_SECRET));
    assert_eq!(field("grant_type"), Some("authorization_code"));
    assert!(field("code").unwrap().starts_with("code-101-"));
    assert_eq!(field("redirect_uri"), None, "{exchange:?}");
    // The instance was asked of Discord with the bot's token.
    let lookups = fake.activity_lookups();
    assert_eq!(lookups, vec![(instance.clone(), format!("Bot {TOKEN}"))]);

    // The session plays ann's game; carl, watching, is offered it to watch.
    let seen = with_bearer(
        &mut frame,
        &opened.json["session"],
        &format!("/api/games/{game}"),
    )
    .await;
    assert_eq!(seen.status, StatusCode::OK, "{}", seen.text);
    assert!(seen.json["you"]["seat"].is_number(), "{}", seen.text);
    let mut watcher = Browser::new(&base);
    let watching = activity_login(&fake, &mut watcher, &carl, &instance, here).await;
    assert_eq!(watching.status, StatusCode::OK, "{}", watching.text);
    assert_eq!(
        watching.json["game"],
        Value::Null,
        "carl plays nothing here"
    );
    assert_eq!(watching.json["games"][0]["id"], game);
    assert_eq!(watching.json["games"][0]["yours"], false);
}

#[tokio::test]
async fn a_foreign_instance_is_refused_and_a_bound_session_sees_no_other_server() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, base) = web_bot(&fake, dir.path()).await;
    let (ann, bob, dave) = (
        FakeUser::new(101, "ann"),
        FakeUser::new(102, "bob"),
        FakeUser::new(104, "dave"),
    );
    let game = game_begun(&fake, &ann, &bob).await;
    let here = (CHANNEL_ID, Some(GUILD_ID));
    let in_here = fake.open_activity(CHANNEL_ID, Some(GUILD_ID), &[&ann]);
    let elsewhere = fake.open_activity(OTHER_CHANNEL_ID, Some(OTHER_GUILD_ID), &[&ann]);
    let refusal = "This board is not open in this channel for you: open it again from the game.";

    let mut frame = Browser::new(&base);
    for (who, instance, place, why) in [
        (
            &ann,
            elsewhere.as_str(),
            here,
            "an instance of another channel",
        ),
        (&dave, in_here.as_str(), here, "a user who is not in it"),
        (&ann, "i-unknown", here, "an instance Discord does not know"),
        (&ann, "../../users/@me", here, "a path for an instance"),
        (
            &ann,
            in_here.as_str(),
            (CHANNEL_ID, None),
            "another server said",
        ),
    ] {
        let refused = activity_login(&fake, &mut frame, who, instance, place).await;
        assert_eq!(
            refused.status,
            StatusCode::FORBIDDEN,
            "{why}: {}",
            refused.text
        );
        assert_eq!(refused.error(), "foreign_instance", "{why}");
        assert_eq!(refused.json["message"], refusal, "{why}");
    }
    let french = FakeUser::new(101, "ann").locale("fr");
    let refused = activity_login(&fake, &mut frame, &french, "i-unknown", here).await;
    assert!(
        refused.json["message"]
            .as_str()
            .unwrap()
            .starts_with("Ce plateau n'est pas ouvert"),
        "{}",
        refused.text
    );
    let forged_code = frame
        .send(
            Method::POST,
            "/api/activity/session",
            Some(
                json!({"code": "made-up", "instance_id": in_here, "channel_id": CHANNEL_ID.to_string(),
                    "guild_id": GUILD_ID.to_string()})
                .to_string(),
            ),
            &[],
        )
        .await;
    assert_eq!(
        forged_code.status,
        StatusCode::UNAUTHORIZED,
        "{}",
        forged_code.text
    );
    assert_eq!(forged_code.error(), "activity_login");

    // Opened on the other server, ann's session there does not reach her game here: it is
    // the stranger's "not found", word for word.
    let there = (OTHER_CHANNEL_ID, Some(OTHER_GUILD_ID));
    let opened = activity_login(&fake, &mut frame, &ann, &elsewhere, there).await;
    assert_eq!(opened.status, StatusCode::OK, "{}", opened.text);
    assert_eq!(opened.json["game"], Value::Null);
    assert_eq!(opened.json["games"], json!([]));
    let session = &opened.json["session"];
    let hidden = with_bearer(&mut frame, session, &format!("/api/games/{game}")).await;
    let unknown = with_bearer(&mut frame, session, &format!("/api/games/{}", game + 1000)).await;
    assert_eq!(hidden.status, StatusCode::NOT_FOUND, "{}", hidden.text);
    assert_eq!(hidden.text, unknown.text);
    let events = with_bearer(&mut frame, session, &format!("/api/games/{game}/events")).await;
    assert_eq!(events.text, unknown.text);
    let me = with_bearer(&mut frame, session, "/api/me").await;
    assert_eq!(me.json["id"], "101", "{}", me.text);
    // The same ann, logged in on teban's site, sees it.
    let mut site = Browser::new(&base);
    site.log_in(&fake, &ann, "/").await;
    assert_eq!(site.game(game).await.status, StatusCode::OK);
}

#[tokio::test]
async fn open_board_launches_the_activity_on_that_game_checked_against_the_channel() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, base) = activity_bot(&fake, dir.path()).await;
    let (ann, bob, carl) = (
        FakeUser::new(101, "ann"),
        FakeUser::new(102, "bob"),
        FakeUser::new(103, "carl"),
    );
    let (game, begun) = game_begun_with_board(&fake, &ann, &bob).await;
    let launch = format!("activity:{game}");
    let instance = fake.open_activity(CHANNEL_ID, Some(GUILD_ID), &[&ann, &carl]);
    let here = (CHANNEL_ID, Some(GUILD_ID));

    // Pressed from another channel (a click forged or moved): refused, nothing recorded.
    let elsewhere = fake.click_in(GUILD_ID, 4_242, &carl, &begun, &launch);
    let calls = fake.wait_answer(&elsewhere).await;
    let refused = only_callback(&calls);
    assert_eq!(refused.callback_type(), Some(4));
    assert!(refused.is_ephemeral());
    assert!(
        refused
            .text()
            .starts_with("That board is not of a game played in this channel"),
        "{}",
        refused.text()
    );
    let mut frame = Browser::new(&base);
    let before = activity_login(&fake, &mut frame, &carl, &instance, here).await;
    assert_eq!(before.json["game"], Value::Null, "carl plays nothing here");

    // carl, who only watches, presses Open board in the game's channel: the Activity launches
    // (type 12), and opens on that game.
    let pressed = fake.click(&carl, &begun, &launch);
    let calls = fake.wait_answer(&pressed).await;
    assert_eq!(only_callback(&calls).callback_type(), Some(12));
    let opened = activity_login(&fake, &mut frame, &carl, &instance, here).await;
    assert_eq!(opened.status, StatusCode::OK, "{}", opened.text);
    assert_eq!(opened.json["game"], game, "{}", opened.text);
    assert_eq!(opened.json["games"][0]["yours"], false);

    // A launch names the game for a few minutes; later, the Activity offers the choice again.
    set_clock(dir.path(), T0 + 6 * 60 * 1000);
    let later = activity_login(&fake, &mut frame, &carl, &instance, here).await;
    assert_eq!(later.json["game"], Value::Null, "{}", later.text);
}

#[tokio::test]
async fn play_launches_the_activity_on_the_callers_game_in_the_channel() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, base) = activity_bot(&fake, dir.path()).await;
    let (ann, bob, carl, dan) = (
        FakeUser::new(101, "ann"),
        FakeUser::new(102, "bob"),
        FakeUser::new(103, "carl"),
        FakeUser::new(104, "dan"),
    );
    let watched = game_begun(&fake, &carl, &dan).await;
    let game = game_begun(&fake, &ann, &bob).await;
    let instance = fake.open_activity(CHANNEL_ID, Some(GUILD_ID), &[&ann]);
    let here = (CHANNEL_ID, Some(GUILD_ID));

    let asked = fake.slash(&ann, "play", &[]);
    let calls = fake.wait_answer(&asked).await;
    let launch = only_callback(&calls);
    assert_eq!(launch.callback_type(), Some(12));
    assert!(launch.json["data"].is_null(), "{}", launch.json);

    let mut frame = Browser::new(&base);
    let opened = activity_login(&fake, &mut frame, &ann, &instance, here).await;
    assert_eq!(opened.status, StatusCode::OK, "{}", opened.text);
    assert_eq!(opened.json["game"], game, "{}", opened.text);
    // Hers first, then the one to watch.
    assert_eq!(opened.json["games"][0]["id"], game, "{}", opened.text);
    assert_eq!(opened.json["games"][1]["id"], watched, "{}", opened.text);
    assert_eq!(opened.json["games"][1]["yours"], false, "{}", opened.text);
}

#[tokio::test]
async fn play_without_a_game_of_ones_own_records_no_launch_and_the_activity_offers_the_games() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, base) = activity_bot(&fake, dir.path()).await;
    let (ann, bob, carl, dan, eve) = (
        FakeUser::new(101, "ann"),
        FakeUser::new(102, "bob"),
        FakeUser::new(103, "carl"),
        FakeUser::new(104, "dan"),
        FakeUser::new(105, "eve"),
    );
    let first = game_begun(&fake, &ann, &bob).await;
    let second = game_begun(&fake, &carl, &dan).await;
    let instance = fake.open_activity(CHANNEL_ID, Some(GUILD_ID), &[&eve]);
    let here = (CHANNEL_ID, Some(GUILD_ID));

    let asked = fake.slash(&eve, "play", &[]);
    let calls = fake.wait_answer(&asked).await;
    assert_eq!(only_callback(&calls).callback_type(), Some(12));

    let mut frame = Browser::new(&base);
    let opened = activity_login(&fake, &mut frame, &eve, &instance, here).await;
    assert_eq!(opened.status, StatusCode::OK, "{}", opened.text);
    assert_eq!(
        opened.json["game"],
        Value::Null,
        "a choice: {}",
        opened.text
    );
    let listed = &opened.json["games"];
    assert_eq!(listed.as_array().unwrap().len(), 2, "{listed}");
    assert_eq!(listed[0]["id"], first, "{listed}");
    assert_eq!(listed[1]["id"], second, "{listed}");
    assert_eq!(listed[0]["yours"], false, "{listed}");
}
