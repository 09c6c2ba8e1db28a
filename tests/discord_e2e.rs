//! The bot end to end: the real `teban` binary against a loopback fake of Discord's REST API and
//! gateway (`tests/support/`). Startup and its refusals, then a whole Quoridor game played by two
//! fake users through slash commands, autocomplete and buttons, with a restart in the middle.

#![recursion_limit = "256"]

mod support;

use serde_json::Value;
use support::bot::{finish, on_fake, teban, Bot};
use support::fake_discord::{Call, FakeDiscord, FakeUser, Opt, TOKEN};

fn stderr(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

async fn run_to_end(command: std::process::Command) -> std::process::Output {
    tokio::task::spawn_blocking(move || finish(command))
        .await
        .expect("the run finishes")
}

#[tokio::test]
async fn without_a_token_it_says_how_to_get_one_and_how_to_play_in_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let output = run_to_end(teban(dir.path())).await;
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    let text = stderr(&output);
    assert!(text.contains("DISCORD_TOKEN"), "{text}");
    assert!(text.contains("discord.com/developers/applications"), "{text}");
    assert!(text.contains("teban play quoridor"), "{text}");
}

#[tokio::test]
async fn a_refused_token_and_a_broken_database_url_are_one_clear_line_each() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();

    let mut refused = teban(dir.path());
    on_fake(&mut refused, &fake, dir.path());
    refused.env("DISCORD_TOKEN", format!("{TOKEN}x"));
    let output = run_to_end(refused).await;
    let text = stderr(&output);
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert_eq!(text.trim().lines().count(), 1, "{text}");
    assert!(text.contains("refused DISCORD_TOKEN (401"), "{text}");

    let mut malformed = teban(dir.path());
    on_fake(&mut malformed, &fake, dir.path());
    malformed.env("DISCORD_TOKEN", "not-a-token");
    let output = run_to_end(malformed).await;
    let text = stderr(&output);
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert!(text.contains("not a bot token"), "{text}");

    let mut broken = teban(dir.path());
    on_fake(&mut broken, &fake, dir.path());
    broken.env("DATABASE_URL", "sqlite:///no/such/directory/teban.db");
    let output = run_to_end(broken).await;
    let text = stderr(&output);
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert_eq!(text.trim().lines().count(), 1, "{text}");
    assert!(text.contains("cannot open the database"), "{text}");
    // Neither refused start got as far as the gateway.
    assert!(fake.commands().is_empty());
}

/// The single callback of an interaction answered at once.
fn only_callback(calls: &[Call]) -> &Call {
    assert_eq!(calls.len(), 1, "{calls:#?}");
    &calls[0]
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
            support::fake_discord::GUILD_ID
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
        ["board", "challenge", "draw", "help", "leaderboard", "move", "resign", "rules"]
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
}
