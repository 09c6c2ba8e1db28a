//! Shard ranges end to end: the real `teban` binary against the loopback fake of Discord
//! (`tests/support/`), counting the gateway shards that identify. `SHARDS` runs exactly its range
//! (serenity's range end is inclusive), without it the bot runs every shard Discord recommends, a
//! bad `SHARDS` stops the bot before it connects, and an interaction arriving on the fake guild's
//! shard is answered. Where several shards start, the bot's time runs ten times too fast
//! (libfaketime), so that serenity's 5 s between two shards' starts pass in half a second.

use crate::support::bot::{on_fake, only_callback, run_to_end, stderr, teban, Bot};
use crate::support::fake_discord::{guild_shard, FakeDiscord, FakeUser, SHARD_BOOT_GAP};
use crate::support::faketime::FastTime;

/// How many times too fast the time of a bot that starts several shards runs.
const SPEED: u32 = 10;

/// Whether the bot asked Discord how many shards to run (`GET /gateway/bot`).
fn asked_for_recommendation(fake: &FakeDiscord) -> bool {
    fake.calls()
        .iter()
        .any(|c| c.method == "GET" && c.path.ends_with("/gateway/bot"))
}

/// Whether the bot registered its slash commands.
fn registered_commands(fake: &FakeDiscord) -> bool {
    fake.calls()
        .iter()
        .any(|c| c.method == "PUT" && c.path.ends_with("/commands"))
}

/// `/help`, typed in the fake guild, is answered: the interaction, sent on the guild's shard's
/// connection, reached the bot's commands.
async fn help_answers(fake: &FakeDiscord, bot: &Bot) {
    bot.wait_log("ready to answer").await;
    let asked = fake.slash(&FakeUser::new(101, "ann"), "help", &[]);
    let calls = fake.wait_answer(&asked).await;
    let call = only_callback(&calls);
    assert_eq!(call.callback_type(), Some(4));
    assert!(call.text().contains("/challenge"), "{}", call.text());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_range_starts_exactly_its_shards_both_ends_included() {
    let Some(time) = FastTime::everything(SPEED) else {
        return;
    };
    let fake = FakeDiscord::start().await;
    // Discord's recommendation is not what a range runs.
    fake.recommend_shards(16);
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start_fast(&fake, dir.path(), &time, &[("SHARDS", "1-2/4")]);

    assert_eq!(fake.wait_identified(2).await, [[1, 4], [2, 4]]);
    // A shard too many (3, were the range's end taken as exclusive) would identify one boot gap
    // after shard 2; the bot is given twice that. A slow machine could only let such a bug pass
    // here, never fail a correct bot.
    tokio::time::sleep(time.real(SHARD_BOOT_GAP * 2)).await;
    assert_eq!(
        fake.identified_shards(),
        [[1, 4], [2, 4]],
        "{}",
        bot.log_text()
    );
    assert!(!asked_for_recommendation(&fake));
    let log = bot.log_text();
    assert!(log.contains("running shards 1 to 2 of 4 (SHARDS)"), "{log}");
    // Only the process that runs shard 0 registers the commands.
    bot.wait_log("ready to answer").await;
    assert!(!registered_commands(&fake), "{}", bot.log_text());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_shards_every_recommended_shard_starts_and_the_guilds_shard_answers() {
    let Some(time) = FastTime::everything(SPEED) else {
        return;
    };
    let fake = FakeDiscord::start().await;
    fake.recommend_shards(3);
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start_fast(&fake, dir.path(), &time, &[]);

    let mut shards = fake.wait_identified(3).await;
    shards.sort();
    // Three different shards of 3: there is no other one to start.
    assert_eq!(shards, [[0, 3], [1, 3], [2, 3]], "{}", bot.log_text());
    assert!(asked_for_recommendation(&fake));
    // The fake guild lives on shard 1 of 3, not the first one to connect.
    assert_eq!(guild_shard(3), 1);
    help_answers(&fake, &bot).await;
    assert!(registered_commands(&fake));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_single_shard_runs_alone_and_answers_for_its_guild() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let shard = guild_shard(4);
    let bot = Bot::start(&fake, dir.path(), &[("SHARDS", &format!("{shard}/4"))]);

    assert_eq!(fake.wait_identified(1).await, [[shard, 4]]);
    assert!(!asked_for_recommendation(&fake));
    let log = bot.log_text();
    assert!(
        log.contains(&format!("running shard {shard} of 4 (SHARDS)")),
        "{log}"
    );
    help_answers(&fake, &bot).await;
    // Another process, the one running shard 0, registers the commands.
    assert!(!registered_commands(&fake));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_shard_range_stops_the_bot_in_one_line_before_it_connects() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    for (value, why) in [
        ("5-3/16", "the first shard, 5, is after the last, 3"),
        ("0-4/4", "the shards of 4 are numbered 0 to 3"),
        ("0-3", "the total after `/` is missing"),
    ] {
        let mut command = teban(dir.path());
        on_fake(&mut command, &fake, dir.path());
        command.env("SHARDS", value);
        let output = run_to_end(command).await;
        let text = stderr(&output);
        assert!(!output.status.success(), "{value}: {text}");
        assert_eq!(
            text,
            format!(
                "teban: SHARDS `{value}` is not a shard range ({why}): write FIRST-LAST/TOTAL, \
                 e.g. 0-3/16 (shards 0 to 3 of 16)\n"
            )
        );
    }
    // Refused before anything was said to Discord.
    assert!(fake.calls().is_empty(), "{:#?}", fake.calls());
    assert!(fake.identified_shards().is_empty());
}
