//! The bot's log as a collector reads it: with `LOG_FORMAT=json`, every line the real `teban`
//! binary writes on standard error, from its start to its stop, is one JSON object with its
//! level and its message; so is the line that says why it did not start.

use serde_json::Value;

use crate::support::bot::{on_fake, run_to_end, stderr, teban, Bot};
use crate::support::fake_discord::{FakeDiscord, FakeUser};

/// Each line of `log` read as a JSON object with a level and a message.
fn json_lines(log: &str) -> Vec<Value> {
    let lines: Vec<Value> = log
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect();
    for line in &lines {
        assert!(line["level"].is_string(), "{line}");
        assert!(line["fields"]["message"].is_string(), "{line}");
    }
    lines
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_log_format_json_every_line_of_the_log_is_a_json_object() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut bot = Bot::start(&fake, dir.path(), &[("LOG_FORMAT", "json")]);
    fake.wait_ready(1).await;
    bot.wait_log("ready to answer").await;
    let asked = fake.slash(&FakeUser::new(101, "ann"), "help", &[]);
    fake.wait_answer(&asked).await;
    bot.signal(libc::SIGTERM);
    assert!(bot.exited().await.success(), "{}", bot.log_text());

    let lines = json_lines(&bot.log_text());
    let said: Vec<&str> = lines
        .iter()
        .filter_map(|line| line["fields"]["message"].as_str())
        .collect();
    assert!(said.contains(&"ready to answer"), "{said:#?}");
    assert!(
        said.contains(&"stopped: the work under way finished"),
        "{said:#?}"
    );
}

#[tokio::test]
async fn with_log_format_json_a_refused_start_is_said_in_json_too() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut command = teban(dir.path());
    on_fake(&mut command, &fake, dir.path());
    command
        .env("LOG_FORMAT", "json")
        .env("DISCORD_TOKEN", "not-a-token");
    let output = run_to_end(command).await;
    assert_eq!(output.status.code(), Some(1));
    let lines = json_lines(&stderr(&output));
    let last = lines.last().expect("a line");
    assert_eq!(last["level"], "ERROR");
    assert!(
        last["fields"]["message"]
            .as_str()
            .unwrap()
            .starts_with("teban: DISCORD_TOKEN is not a bot token"),
        "{last}"
    );
}
