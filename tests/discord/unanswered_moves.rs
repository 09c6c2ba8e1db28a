//! No committed move goes unannounced: when the answer to a `/move` fails after the move was
//! committed (Discord answers the interaction's callback with a 502, or a 429 that asks to wait
//! longer than the interaction can), the move is announced in the game's channel through the
//! outbox, with the board and the ping of the player to move, once; when the answer was shown
//! (after waiting out a short rate limit), the announcement is never posted.

use crate::support::bot::{
    bot_on_a_driven_clock, only_callback, posts_tried_in, seats_of_a_new_game, set_clock, SETTLED,
    T0,
};
use crate::support::fake_discord::{FakeDiscord, FakeUser, Opt, CHANNEL_ID};

const HOUR: i64 = 3_600_000;

/// How many callbacks the bot sent for the interaction whose token is `token`.
fn callbacks_of(fake: &FakeDiscord, token: &str) -> usize {
    fake.calls()
        .iter()
        .filter(|c| c.is_callback() && c.token() == Some(token))
        .count()
}

async fn a_failed_answer_is_announced(failure: u16) {
    let (fake, _dir, _bot) = bot_on_a_driven_clock().await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let [first, second] = seats_of_a_new_game(&fake, CHANNEL_ID, [&ann, &bob]).await;

    fake.fail_callbacks(Some(failure));
    let asked = fake.slash(&first, "move", &[Opt::Str("notation", "e2")]);
    let failed = only_callback(&fake.wait_answer(&asked).await).clone();
    assert_eq!(failed.callback_type(), Some(4), "the move was answered");

    // The answer failed: the move is in the channel all the same, the opponent pinged.
    let posted = fake.wait_messages_in(CHANNEL_ID, 1).await;
    let announced = &posted[0];
    assert_eq!(announced["content"], second.mention());
    assert_eq!(
        announced["embeds"][0]["description"],
        format!(
            "**{}** played e2. **{}** to move (move 2).",
            first.name, second.name
        )
    );
    assert_eq!(announced["attachments"][0]["filename"], "board.png");

    // A rate limit longer than the interaction can wait is not waited for: one callback only.
    assert_eq!(callbacks_of(&fake, &asked.token), 1);

    // The opponent answers it; their answer is shown, and the first move was posted once.
    fake.fail_callbacks(None);
    let asked = fake.slash(&second, "move", &[Opt::Str("notation", "e8")]);
    let answered = only_callback(&fake.wait_answer(&asked).await).text();
    assert!(answered.contains("played e8"), "{answered}");
    assert_eq!(posts_tried_in(&fake, CHANNEL_ID), 1);
    assert_eq!(fake.channel_messages().len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_whose_answer_discord_failed_is_announced_in_the_channel_once() {
    a_failed_answer_is_announced(502).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_whose_answer_was_rate_limited_is_announced_in_the_channel_once() {
    a_failed_answer_is_announced(429).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_whose_answer_was_shown_is_not_announced_again() {
    let (fake, dir, bot) = bot_on_a_driven_clock().await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let [first, second] = seats_of_a_new_game(&fake, CHANNEL_ID, [&ann, &bob]).await;
    let asked = fake.slash(&first, "move", &[Opt::Str("notation", "e2")]);
    let answered = only_callback(&fake.wait_answer(&asked).await).text();
    assert!(answered.contains("played e2"), "{answered}");
    // The bot learns from Discord's reply that the answer was shown.
    bot.wait_log(SETTLED).await;

    // Long after the announcement's hold ran out, the next post in the channel is the reminder
    // of the player to move: the move itself was shown once, in its answer.
    set_clock(dir.path(), T0 + 58 * HOUR);
    let posted = fake.wait_messages_in(CHANNEL_ID, 1).await;
    let reminder = &posted[0];
    assert_eq!(reminder["content"], second.mention());
    let said = reminder["embeds"][0]["description"].as_str().unwrap();
    assert!(said.contains("left for your move"), "{said}");
    assert_eq!(posts_tried_in(&fake, CHANNEL_ID), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_whose_answer_is_rate_limited_half_a_second_is_answered_after_the_wait_once() {
    let (fake, dir, bot) = bot_on_a_driven_clock().await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let [first, second] = seats_of_a_new_game(&fake, CHANNEL_ID, [&ann, &bob]).await;

    // Discord answers the move's callback 429 and asks for half a second.
    fake.rate_limit_next_callback(0.5);
    let asked = fake.slash(&first, "move", &[Opt::Str("notation", "e2")]);
    fake.wait_answer(&asked).await;
    let token = asked.token.clone();
    let refused_at = fake
        .calls()
        .iter()
        .position(|c| c.token() == Some(token.as_str()))
        .unwrap();
    fake.wait_call(
        refused_at + 1,
        "the answer sent again after the wait",
        |c| c.is_callback() && c.token() == Some(token.as_str()),
    )
    .await;
    let calls: Vec<_> = fake
        .calls()
        .into_iter()
        .filter(|c| c.token() == Some(token.as_str()))
        .collect();
    assert_eq!(calls.len(), 2, "refused once, answered once: {calls:#?}");
    for call in &calls {
        assert_eq!(call.callback_type(), Some(4));
        assert_eq!(call.text(), calls[0].text());
    }
    let shown = fake.posted(&calls[1]);
    assert_eq!(shown["content"], second.mention());
    assert_eq!(
        shown["embeds"][0]["description"],
        format!(
            "**{}** played e2. **{}** to move (move 2).",
            first.name, second.name
        )
    );
    assert_eq!(shown["attachments"][0]["filename"], "board.png");

    // The answer was shown: long after the announcement's hold ran out, the next post in the
    // channel is the reminder of the player to move.
    bot.wait_log(SETTLED).await;
    set_clock(dir.path(), T0 + 58 * HOUR);
    let posted = fake.wait_messages_in(CHANNEL_ID, 1).await;
    assert_eq!(posted[0]["content"], second.mention());
    let said = posted[0]["embeds"][0]["description"].as_str().unwrap();
    assert!(said.contains("left for your move"), "{said}");
    assert_eq!(posts_tried_in(&fake, CHANNEL_ID), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_whose_answer_hangs_past_its_hold_is_shown_once_by_its_announcement() {
    let (fake, dir, _bot) = bot_on_a_driven_clock().await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let [first, second] = seats_of_a_new_game(&fake, CHANNEL_ID, [&ann, &bob]).await;

    // Discord takes the move's answer but hangs before saying so.
    let go = fake.hang_next_callback();
    let asked = fake.slash(&first, "move", &[Opt::Str("notation", "e2")]);
    fake.wait_answer(&asked).await;

    // 16 seconds on, the announcement's hold has run out: the move is posted to the channel.
    set_clock(dir.path(), T0 + 16_000);
    let posted = fake.wait_messages_in(CHANNEL_ID, 1).await;
    assert_eq!(posted[0]["content"], second.mention());
    assert_eq!(
        posted[0]["embeds"][0]["description"],
        format!(
            "**{}** played e2. **{}** to move (move 2).",
            first.name, second.name
        )
    );

    // Discord's answer comes at last: the bot deletes it, so the move is shown once.
    go.send(()).unwrap();
    let token = asked.token.clone();
    let deleted = fake
        .wait_call(0, "the late answer deleted", |c| {
            c.method == "DELETE" && c.token() == Some(token.as_str())
        })
        .await;
    assert!(
        deleted.path.ends_with("/messages/@original"),
        "{}",
        deleted.path
    );
    assert_eq!(posts_tried_in(&fake, CHANNEL_ID), 1);
}
