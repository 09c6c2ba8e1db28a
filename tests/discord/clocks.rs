//! Games that live for days, end to end: the bot's process reads its time from a file the test
//! writes (`TEBAN_TEST_CLOCK_FILE`), so an hour of a game passes at once. The move's deadline in
//! the embed, the reminder at 80 % of the time and the loss on time arrive in the channel
//! through the loopback fake, each with the board.

use crate::support::bot::{bot_on_a_driven_clock, only_callback, write_clock, Bot, T0};
use crate::support::fake_discord::{FakeDiscord, FakeUser, Opt};
use crate::support::faketime::FastTime;

const MINUTE: i64 = 60_000;

/// The embed field `name` of a message.
fn field(message: &serde_json::Value, name: &str) -> Option<String> {
    message["embeds"][0]["fields"]
        .as_array()?
        .iter()
        .find(|f| f["name"] == name)
        .and_then(|f| f["value"].as_str().map(str::to_string))
}

/// ann challenges bob to Quoridor with `clock` per move (the server's default when `None`):
/// the challenge's answer.
async fn ann_challenges_bob(
    fake: &FakeDiscord,
    clock: Option<&str>,
) -> crate::support::fake_discord::Call {
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let mut options = vec![Opt::Str("game", "quoridor"), Opt::User("opponent", &bob)];
    if let Some(clock) = clock {
        options.push(Opt::Str("clock", clock));
    }
    let asked = fake.slash(&ann, "challenge", &options);
    only_callback(&fake.wait_answer(&asked).await).clone()
}

/// The Accept button of a challenge's answer.
fn accept_of(made: &crate::support::fake_discord::Call) -> String {
    made.button_ids()
        .into_iter()
        .find(|id| id.starts_with("accept:"))
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_and_a_loss_on_time_arrive_in_the_channel_with_the_board() {
    let (fake, dir, bot) = bot_on_a_driven_clock().await;
    let now = dir.path().join("now");
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let asked = fake.slash(&ann, "help", &[]);
    let help = only_callback(&fake.wait_answer(&asked).await).text();
    assert!(help.contains("loses on time"), "{help}");

    let made = ann_challenges_bob(&fake, Some("1 hour")).await;
    assert!(made.text().contains("1 hour per move"), "{}", made.text());
    let accept = accept_of(&made);
    let asked = fake.click(&bob, &fake.posted(&made), &accept);
    let begun = only_callback(&fake.wait_answer(&asked).await).clone();
    let due = (T0 + 60 * MINUTE) / 1000;
    assert_eq!(
        field(begun.message(), "Due"),
        Some(format!("<t:{due}:R>")),
        "the deadline, in every reader's own time zone"
    );
    let text = begun.text();
    let (late, winner) = if text.contains("seat 1: **ann**") {
        (&ann, &bob)
    } else {
        (&bob, &ann)
    };

    // 48 minutes on: the player to move is reminded, once, with the board.
    write_clock(&now, T0 + 48 * MINUTE);
    let posted = fake.wait_channel_messages(1).await;
    let reminder = &posted[0];
    assert_eq!(reminder["content"], late.mention());
    assert_eq!(
        reminder["embeds"][0]["description"],
        format!(
            "⏰ **{}**, 12 minutes left for your move (due <t:{due}:R>). **{}** to move (move 1).",
            late.name, late.name
        )
    );
    assert_eq!(reminder["attachments"][0]["filename"], "board.png");

    // The hour is up: the player loses on time, and both are told.
    write_clock(&now, T0 + 60 * MINUTE);
    let posted = fake.wait_channel_messages(2).await;
    let result = &posted[1];
    assert_eq!(
        result["embeds"][0]["description"],
        format!(
            "**{}** ran out of time. **{}** wins (on time).",
            late.name, winner.name
        )
    );
    assert_eq!(
        field(result, "Result").unwrap(),
        format!("**{}** wins (on time)", winner.name)
    );
    // The players' field says who ran out of time; nobody resigned.
    let players = field(result, "Players").unwrap();
    let late_line = players
        .lines()
        .find(|l| l.contains(&format!("**{}**", late.name)))
        .unwrap();
    assert!(late_line.ends_with(" (out of time)"), "{players}");
    assert!(!players.contains("resigned"), "{players}");
    assert!(crate::support::fake_discord::buttons_of(result)
        .iter()
        .all(|b| !b["custom_id"].as_str().unwrap().starts_with("mv:")));
    // A move after that is refused: the game is over.
    let asked = fake.slash(late, "move", &[Opt::Str("notation", "e2")]);
    let refusal = only_callback(&fake.wait_answer(&asked).await).text();
    assert!(refusal.contains("no game in this channel"), "{refusal}");
    // The end also posts the game's replay (the server's default), once.
    let posted = fake.wait_channel_messages(3).await;
    assert!(posted[2]["attachments"][0]["filename"]
        .as_str()
        .unwrap()
        .ends_with(".gif"));
    assert_eq!(fake.channel_messages().len(), 3, "nothing posted twice");
    drop(bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_that_lapsed_says_so_on_its_own_message_when_clicked() {
    let (fake, dir, bot) = bot_on_a_driven_clock().await;
    let now = dir.path().join("now");
    let bob = FakeUser::new(102, "bob");
    let made = ann_challenges_bob(&fake, None).await;
    let accept = accept_of(&made);
    // Fifteen minutes and one later, bob clicks Accept: the challenge message itself now says it
    // lapsed, for everyone, and its buttons are gone.
    write_clock(&now, T0 + 16 * MINUTE);
    let asked = fake.click(&bob, &fake.posted(&made), &accept);
    let calls = fake.wait_answer(&asked).await;
    let update = only_callback(&calls);
    assert_eq!(
        update.callback_type(),
        Some(7),
        "the clicked message is updated"
    );
    let content = update.message()["content"].as_str().unwrap();
    assert!(
        content.starts_with(&made.message()["content"].as_str().unwrap().to_string()),
        "{content}"
    );
    assert!(
        content.ends_with("\nThe challenge lapsed: it was open for 15 minutes."),
        "{content}"
    );
    assert!(update.button_ids().is_empty());
    drop(bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn under_a_system_clock_running_600_times_too_fast_the_bot_reminds_and_ends_on_time() {
    let Some(time) = FastTime::system_clock(600) else {
        return;
    };
    // As an operator would try it: the real binary, its system clock running 600 times too
    // fast (a real second is ten minutes), timers left at real speed.
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start_fast(&fake, dir.path(), &time, &[]);
    fake.wait_ready(1).await;
    let bob = FakeUser::new(102, "bob");
    let made = ann_challenges_bob(&fake, Some("1 hour")).await;
    let accept = accept_of(&made);
    let asked = fake.click(&bob, &fake.posted(&made), &accept);
    let begun = only_callback(&fake.wait_answer(&asked).await).text();
    assert!(begun.contains("The game begins"), "{begun}");
    // Some six real seconds: the reminder, then the loss on time, each once, in order.
    let posted = fake.wait_channel_messages(2).await;
    let said: Vec<String> = posted
        .iter()
        .map(|m| m["embeds"][0]["description"].as_str().unwrap().to_string())
        .collect();
    assert!(said[0].starts_with("⏰ **"), "{said:?}");
    assert!(said[0].contains("left for your move"), "{said:?}");
    assert!(said[1].contains("ran out of time"), "{said:?}");
    assert!(said[1].contains("wins (on time)"), "{said:?}");
    drop(bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_time_bank_is_read_on_the_board_and_a_vacation_in_the_thread() {
    let (fake, _dir, bot) = bot_on_a_driven_clock().await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    // Typing the clock shows how it reads.
    let asked = fake.autocomplete(
        &ann,
        "challenge",
        &[
            Opt::Str("game", "quoridor"),
            Opt::Focused("clock", "3d+1d max 7d"),
        ],
    );
    let typed = only_callback(&fake.wait_answer(&asked).await).clone();
    assert_eq!(typed.choices()[0], "3d+1d max 7d");
    assert_eq!(
        typed.json["data"]["choices"][0]["name"],
        "3 days, +1 day a move, at most 7 days"
    );
    // A form it cannot read is refused with an example.
    let refused = ann_challenges_bob(&fake, Some("3d+fortnight")).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.text().contains("`3d+1d max 7d`"),
        "{}",
        refused.text()
    );

    let made = ann_challenges_bob(&fake, Some("3d+1d max 7d")).await;
    assert!(
        made.text()
            .contains("3 days, +1 day a move, at most 7 days"),
        "{}",
        made.text()
    );
    let asked = fake.click(&bob, &fake.posted(&made), &accept_of(&made));
    let begun = only_callback(&fake.wait_answer(&asked).await).clone();
    let players = field(begun.message(), "Players").unwrap();
    let (away, waiting) = if begun.text().contains("seat 1: **ann**") {
        (&ann, &bob)
    } else {
        (&bob, &ann)
    };
    let waiting_line = players
        .lines()
        .find(|l| l.contains(&format!("**{}**", waiting.name)))
        .unwrap();
    assert!(waiting_line.ends_with("⏳ 3 days"), "{players}");
    assert_eq!(
        field(begun.message(), "Due"),
        Some(format!("<t:{}:R>", (T0 + 3 * 24 * 60 * MINUTE) / 1000))
    );

    // The player to move goes on vacation: told alone, and the game's thread reads one line.
    let asked = fake.slash(
        away,
        "vacation",
        &[Opt::Sub("start", &[Opt::Int("days", 2)])],
    );
    let started = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(started.is_ephemeral());
    let until = (T0 + 2 * 24 * 60 * MINUTE) / 1000;
    assert!(
        started.text().contains(&format!("until <t:{until}:f>")),
        "{}",
        started.text()
    );
    assert!(started.text().contains("Vacation: 12 days left this year."));
    let posted = fake.wait_channel_messages(1).await;
    let line = posted
        .iter()
        .find_map(|m| m["content"].as_str().filter(|c| c.contains("vacation")))
        .map(str::to_string)
        .or_else(|| {
            posted.iter().find_map(|m| {
                m["embeds"][0]["description"]
                    .as_str()
                    .filter(|c| c.contains("vacation"))
                    .map(str::to_string)
            })
        })
        .unwrap_or_else(|| panic!("{posted:?}"));
    assert_eq!(
        line,
        format!(
            "🏖️ **{}** is on vacation until <t:{until}:f>: their clock stops meanwhile.",
            away.name
        )
    );
    drop(bot);
}
