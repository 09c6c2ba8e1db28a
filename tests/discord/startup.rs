//! The bot starting, end to end: the real `teban` binary against the loopback fake of Discord's
//! REST API and gateway. Without a token it says how to get one and how to play without Discord (`teban web`, `teban play`);
//! a refused token, a broken database URL and a bad web address are one clear line each; it registers every command
//! in the dev guild (or globally without one), and `/help`, `/rules` and the variants'
//! autocomplete answer.

use serde_json::Value;

use crate::support::bot::{on_fake, only_callback, run_to_end, stderr, teban, Bot};
use crate::support::fake_discord::{FakeDiscord, FakeUser, Opt, TOKEN};
use teban::games::{AnyGame, GameKind};
use teban::render::{board_png, View};

#[tokio::test]
async fn without_a_token_it_says_how_to_get_one_and_how_to_play_on_the_web_or_in_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let output = run_to_end(teban(dir.path())).await;
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    let text = stderr(&output);
    assert!(text.contains("DISCORD_TOKEN"), "{text}");
    assert!(
        text.contains("discord.com/developers/applications"),
        "{text}"
    );
    // Run directly, the program is named as it was started.
    let started_as = dir.path().join("teban-under-test");
    assert!(
        text.ends_with(&format!(
            "\n  To play without Discord, by clicking in your browser: {teban} web \
             (then open http://127.0.0.1:8080)\n  Or in this terminal: {teban} play quoridor\n",
            teban = started_as.display()
        )),
        "{text}"
    );
    // Run from cargo's build (as `cargo run --release` runs it), a new user has no `teban` on
    // their path: the command is said through cargo.
    let mut built = std::process::Command::new(env!("CARGO_BIN_EXE_teban"));
    built.current_dir(dir.path()).env_remove("DISCORD_TOKEN");
    let output = run_to_end(built).await;
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    let text = stderr(&output);
    assert!(
        text.ends_with(
            "\n  To play without Discord, by clicking in your browser: cargo run --release -- web \
             (then open http://127.0.0.1:8080)\n  Or in this terminal: cargo run --release -- \
             play quoridor\n"
        ),
        "{text}"
    );
}

#[tokio::test]
async fn a_refused_token_a_broken_database_url_and_a_bad_web_address_are_one_clear_line_each() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();

    // Each refused start exits with status 1 and says why in one line.
    let refused = |name: &'static str, value: String| {
        let mut command = teban(dir.path());
        on_fake(&mut command, &fake, dir.path());
        command.env(name, value);
        async move {
            let output = run_to_end(command).await;
            let text = stderr(&output);
            assert_eq!(output.status.code(), Some(1), "{text}");
            assert_eq!(text.trim().lines().count(), 1, "{text}");
            text
        }
    };
    let text = refused("DISCORD_TOKEN", format!("{TOKEN}x")).await;
    assert!(text.contains("refused DISCORD_TOKEN (401"), "{text}");
    let text = refused("DISCORD_TOKEN", "not-a-token".into()).await;
    assert!(text.contains("not a bot token"), "{text}");
    let text = refused(
        "DATABASE_URL",
        "sqlite:///no/such/directory/teban.db".into(),
    )
    .await;
    assert!(text.contains("cannot open the database"), "{text}");
    let text = refused("WEB_ADDR", "localhost".into()).await;
    assert!(
        text.starts_with("teban: WEB_ADDR=\"localhost\" is not valid: an IP address and a port"),
        "{text}"
    );
    // No refused start got as far as the gateway.
    assert!(fake.commands().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn startup_registers_every_command_in_the_dev_guild_and_help_answers() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let _bot = Bot::start(&fake, dir.path(), &[]);
    fake.wait_ready(1).await;

    let registration = fake
        .calls()
        .into_iter()
        .find(|c| c.method == "PUT")
        .unwrap();
    assert!(
        registration.path.ends_with(&format!(
            "/guilds/{}/commands",
            crate::support::fake_discord::GUILD_ID
        )),
        "{}",
        registration.path
    );
    let mut names: Vec<String> = fake
        .commands()
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_string())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "Challenge",
            "abort",
            "admin",
            "analysis",
            "block",
            "board",
            "challenge",
            "challenges",
            "draw",
            "games",
            "help",
            "leaderboard",
            "move",
            "notifications",
            "plan",
            "play",
            "preferences",
            "profile",
            "record",
            "replay",
            "resign",
            "rules",
            "settings",
            "takeback",
            "tournament",
            "unblock",
            "vacation"
        ]
    );
    let challenge = fake
        .commands()
        .into_iter()
        .find(|c| c["name"] == "challenge")
        .unwrap();
    let game_choices: Vec<Value> = challenge["options"][0]["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].clone())
        .collect();
    let expected: Vec<Value> = teban::games::GameKind::ALL
        .iter()
        .map(|k| Value::from(k.name()))
        .collect();
    assert_eq!(game_choices, expected);

    let ann = FakeUser::new(101, "ann");
    let help = fake.slash(&ann, "help", &[]);
    let calls = fake.wait_answer(&help).await;
    let call = only_callback(&calls);
    assert_eq!(call.callback_type(), Some(4));
    assert!(call.is_ephemeral());
    assert!(call.text().contains("/challenge"), "{}", call.text());

    // `variant` suggests the chosen game's variants.
    let asked = fake.autocomplete(
        &ann,
        "challenge",
        &[Opt::Str("game", "quoridor"), Opt::Focused("variant", "")],
    );
    let choices = only_callback(&fake.wait_answer(&asked).await).choices();
    let variants: Vec<String> = GameKind::Quoridor
        .variants()
        .iter()
        .map(|(name, _)| name.to_string())
        .collect();
    assert_eq!(choices, variants);

    // `/rules` shows a summary and the starting position.
    let asked = fake.slash(&ann, "rules", &[Opt::Str("game", "quoridor")]);
    let calls = fake.wait_answer(&asked).await;
    let rules = only_callback(&calls);
    assert_eq!(rules.callback_type(), Some(4));
    assert!(
        rules.text().contains("Quoridor") && rules.text().contains("fence"),
        "{}",
        rules.text()
    );
    assert_eq!(
        rules.message()["embeds"][0]["image"]["url"],
        "attachment://board.png"
    );
    let start = board_png(
        &AnyGame::new(GameKind::Quoridor, None).unwrap(),
        &View::default(),
    );
    assert_eq!(
        image::load_from_memory(&rules.files[0].bytes)
            .unwrap()
            .to_rgba8(),
        image::load_from_memory(&start).unwrap().to_rgba8()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_dev_guild_the_commands_are_registered_globally() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let _bot = Bot::start(&fake, dir.path(), &[("DEV_GUILD_ID", "")]);
    fake.wait_ready(1).await;
    let puts: Vec<String> = fake
        .calls()
        .into_iter()
        .filter(|c| c.method == "PUT")
        .map(|c| c.path)
        .collect();
    assert_eq!(
        puts,
        [format!(
            "/api/v10/applications/{}/commands",
            crate::support::fake_discord::APPLICATION_ID
        )]
    );
    assert_eq!(fake.commands().len(), 27);
    // Without an entry point (no Activity), the overwrite holds teban's commands alone.
    let put = fake
        .calls()
        .into_iter()
        .find(|c| c.method == "PUT")
        .unwrap();
    assert_eq!(put.json.as_array().unwrap().len(), 27);
    assert!(put.json.as_array().unwrap().iter().all(|c| c["type"] != 4));
}
