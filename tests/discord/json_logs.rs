//! The bot's log as a collector reads it: with `LOG_FORMAT=json`, every line the real `teban`
//! binary writes on standard error, from its start to its stop, is one JSON object with its
//! level and its message.

use serde_json::Value;

use crate::support::bot::Bot;
use crate::support::fake_discord::{FakeDiscord, FakeUser};

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

    let log = bot.log_text();
    let lines: Vec<Value> = log
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect();
    for line in &lines {
        assert!(line["level"].is_string(), "{line}");
        assert!(line["fields"]["message"].is_string(), "{line}");
    }
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
