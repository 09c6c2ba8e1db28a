//! The board as a Discord Activity, on the loopback Discord: an application with Activities has
//! an entry-point command among its global commands, and the bot's registration keeps it, as
//! Discord refuses (code 50240) an overwrite that leaves it out; every game's message carries an
//! Open board button, which launches the Activity (`ACTIVITY=on`) or links to the game's web page;
//! without Activities, `/play` lists the channel's games as links to their web pages.

use serde_json::{json, Value};

use crate::support::bot::{game_begun, game_begun_with_board, only_callback, Bot};
use crate::support::fake_discord::{
    buttons_of, entry_point_command, FakeDiscord, FakeUser, Opt, APPLICATION_ID,
    ENTRY_POINT_REMOVED, TOKEN,
};
use crate::support::web::WEB_ENV;

/// The path of the application's global commands on the fake.
fn global_commands_path() -> String {
    format!("/api/v10/applications/{APPLICATION_ID}/commands")
}

#[tokio::test]
async fn the_loopback_discord_refuses_a_global_overwrite_that_leaves_out_the_entry_point() {
    let fake = FakeDiscord::start().await;
    let entry_point = fake.add_entry_point();
    let put = |body: Value| {
        reqwest::Client::new()
            .put(format!("{}{}", fake.base, global_commands_path()))
            .header("authorization", format!("Bot {TOKEN}"))
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
    };
    let help = json!({"name": "help", "description": "How to play", "type": 1});

    let refused = put(json!([help])).await.unwrap();
    assert_eq!(refused.status(), 400);
    let error: Value = serde_json::from_slice(&refused.bytes().await.unwrap()).unwrap();
    assert_eq!(error["code"], ENTRY_POINT_REMOVED);
    assert!(
        error["message"]
            .as_str()
            .unwrap()
            .starts_with("You cannot remove this app's Entry Point command"),
        "{error}"
    );
    assert_eq!(fake.global_commands(), std::slice::from_ref(&entry_point));

    let taken = put(json!([help, entry_point])).await.unwrap();
    assert_eq!(taken.status(), 200);
    let names: Vec<Value> = fake
        .global_commands()
        .iter()
        .map(|c| c["name"].clone())
        .collect();
    assert_eq!(names, ["help", "launch"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_an_entry_point_the_global_registration_keeps_it_unchanged_beside_every_command() {
    let fake = FakeDiscord::start().await;
    let entry_point = fake.add_entry_point();
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start(&fake, dir.path(), &[("DEV_GUILD_ID", "")]);
    fake.wait_ready(1).await;
    bot.wait_log("commands registered").await;

    let calls = fake.calls();
    let path = global_commands_path();
    let read = calls
        .iter()
        .position(|c| c.method == "GET" && c.path == path)
        .expect("the bot read the global commands");
    let puts: Vec<_> = calls.iter().filter(|c| c.method == "PUT").collect();
    assert_eq!(puts.len(), 1, "one overwrite");
    assert_eq!(puts[0].path, path);
    assert!(
        calls.iter().position(|c| c.method == "PUT").unwrap() > read,
        "the global commands are read before they are overwritten"
    );
    let sent = puts[0].json.as_array().unwrap();
    // The entry point goes back exactly as Discord listed it...
    let entry_points: Vec<&Value> = sent.iter().filter(|c| c["type"] == 4).collect();
    assert_eq!(entry_points, [&entry_point]);
    assert_eq!(entry_point, entry_point_command());
    // ... beside every one of teban's commands.
    assert_eq!(sent.len(), 28);
    assert!(sent.iter().any(|c| c["name"] == "challenge"));
    assert!(sent
        .iter()
        .any(|c| c["name"] == "Challenge" && c["type"] == 2));

    // Discord took it: the global commands are teban's and the entry point.
    let registered = fake.global_commands();
    assert_eq!(registered.len(), 28);
    assert!(registered.contains(&entry_point));
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());

    let help = fake.slash(&FakeUser::new(101, "ann"), "help", &[]);
    let calls = fake.wait_answer(&help).await;
    assert!(only_callback(&calls).text().contains("/challenge"));
}

/// The Open board button of `message`, found by its label.
fn open_board_button(message: &Value, label: &str) -> Value {
    buttons_of(message)
        .into_iter()
        .find(|b| b["label"] == label)
        .unwrap_or_else(|| panic!("no `{label}` button on {message}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_activities_on_open_board_launches_the_activity() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let _bot = Bot::start(&fake, dir.path(), &[("ACTIVITY", "on")]);
    fake.wait_ready(1).await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let (game, begun) = game_begun_with_board(&fake, &ann, &bob).await;

    let button = open_board_button(&begun, "Open board");
    assert_eq!(button["custom_id"], format!("activity:{game}"));
    assert!(button["url"].is_null(), "{button}");
    let pressed = fake.click(&bob, &begun, button["custom_id"].as_str().unwrap());
    let calls = fake.wait_answer(&pressed).await;
    let launch = only_callback(&calls);
    assert_eq!(launch.callback_type(), Some(12));
    assert!(launch.json["data"].is_null(), "{}", launch.json);

    // `/board` carries it too, in the asker's language.
    let asked = fake.slash(
        &ann.clone().locale("fr"),
        "board",
        &[Opt::Int("game", game)],
    );
    let calls = fake.wait_answer(&asked).await;
    let shown = fake.posted(only_callback(&calls));
    let button = open_board_button(&shown, "Ouvrir le plateau");
    assert_eq!(button["custom_id"], format!("activity:{game}"));
}

/// A bot with the web board at `https://teban.example/` and no Activity: Open board and `/play`
/// give links to the games' pages.
async fn bot_with_web_links() -> (FakeDiscord, tempfile::TempDir, Bot) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut env = WEB_ENV.to_vec();
    env.push(("PUBLIC_URL", "https://teban.example/"));
    let bot = Bot::start(&fake, dir.path(), &env);
    fake.wait_ready(1).await;
    bot.wait_log("serving the web at").await;
    (fake, dir, bot)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_activities_off_open_board_links_to_the_games_web_page() {
    let (fake, _dir, _bot) = bot_with_web_links().await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let (game, begun) = game_begun_with_board(&fake, &ann, &bob).await;

    let button = open_board_button(&begun, "Open board");
    // A link button (style 5): Discord opens the page, and the bot hears nothing of the press.
    assert_eq!(button["style"], 5);
    assert_eq!(button["url"], format!("https://teban.example/games/{game}"));
    assert!(button["custom_id"].is_null(), "{button}");

    let asked = fake.slash(
        &bob.clone().locale("de"),
        "board",
        &[Opt::Int("game", game)],
    );
    let calls = fake.wait_answer(&asked).await;
    let shown = fake.posted(only_callback(&calls));
    let button = open_board_button(&shown, "Brett öffnen");
    assert_eq!(button["url"], format!("https://teban.example/games/{game}"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_activities_off_play_lists_the_channels_games_as_links_the_callers_first() {
    let (fake, _dir, _bot) = bot_with_web_links().await;
    let (ann, bob, carl, dan) = (
        FakeUser::new(101, "ann"),
        FakeUser::new(102, "bob"),
        FakeUser::new(103, "carl"),
        FakeUser::new(104, "dan"),
    );

    let asked = fake.slash(&carl, "play", &[]);
    let calls = fake.wait_answer(&asked).await;
    let none = only_callback(&calls);
    assert!(none.is_ephemeral());
    assert_eq!(none.text(), "No game is being played in this channel.");

    let first = game_begun(&fake, &ann, &bob).await;
    let second = game_begun(&fake, &carl, &dan).await;
    let asked = fake.slash(&carl.clone().locale("es"), "play", &[]);
    let calls = fake.wait_answer(&asked).await;
    let listed = only_callback(&calls);
    assert_eq!(listed.callback_type(), Some(4));
    assert!(listed.is_ephemeral());
    let text = listed.text();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "Las partidas de este canal (las tuyas primero):");
    assert_eq!(lines.len(), 3, "{text}");
    assert!(
        lines[1].ends_with(&format!("](https://teban.example/games/{second})")),
        "{text}"
    );
    assert!(lines[1].contains("carl"), "{text}");
    assert!(
        lines[2].ends_with(&format!("](https://teban.example/games/{first})")),
        "{text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_activities_or_a_web_board_play_says_there_is_no_board_to_open() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let _bot = Bot::start(&fake, dir.path(), &[]);
    fake.wait_ready(1).await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    game_begun(&fake, &ann, &bob).await;

    let asked = fake.slash(&ann.clone().locale("fr"), "play", &[]);
    let calls = fake.wait_answer(&asked).await;
    let said = only_callback(&calls);
    assert!(said.is_ephemeral());
    assert_eq!(
        said.text(),
        "Le plateau ne peut pas s'ouvrir ici : ce bot n'a pas de plateau web."
    );
}
