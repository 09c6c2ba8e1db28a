//! No committed move goes unannounced: when the answer to a `/move` fails after the move was
//! committed (Discord answers the interaction's callback with a 502 or a 429), the move is
//! announced in the game's channel through the outbox, with the board and the ping of the player
//! to move, once; when the answer was shown, the announcement is never posted.

use crate::support::bot::{
    bot_on_a_driven_clock, only_callback, posts_tried_in, seats_of_a_new_game, set_clock, T0,
};
use crate::support::fake_discord::{FakeUser, Opt, CHANNEL_ID};

const HOUR: i64 = 3_600_000;

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
    let (fake, dir, _bot) = bot_on_a_driven_clock().await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let [first, second] = seats_of_a_new_game(&fake, CHANNEL_ID, [&ann, &bob]).await;
    let asked = fake.slash(&first, "move", &[Opt::Str("notation", "e2")]);
    let answered = only_callback(&fake.wait_answer(&asked).await).text();
    assert!(answered.contains("played e2"), "{answered}");

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
