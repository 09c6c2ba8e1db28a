//! Discord's rate limits on the outbox's posts: a post answered 429 is not tried again before the
//! time Discord gave (here 8 seconds, on the bot's driven clock), and another channel's posts go
//! through meanwhile.

use crate::support::bot::{
    bot_on_a_driven_clock, only_callback, posts_tried_in, seats_of_a_new_game, set_clock, T0,
};
use crate::support::fake_discord::{FakeDiscord, FakeUser, Opt, CHANNEL_ID};

/// A second channel of the fake server.
const OTHER_CHANNEL: u64 = CHANNEL_ID + 100;

/// `player` moves `notation` in `channel`; the answer fails (the test made callbacks fail), so
/// the move is posted to the channel through the outbox.
async fn moves_unanswered(fake: &FakeDiscord, channel: u64, player: &FakeUser, notation: &str) {
    let asked = fake.slash_in(channel, player, "move", &[Opt::Str("notation", notation)]);
    only_callback(&fake.wait_answer(&asked).await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_answered_429_waits_the_time_discord_gave_while_other_channels_go_on() {
    let (fake, dir, _bot) = bot_on_a_driven_clock().await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let (cat, dan) = (FakeUser::new(103, "cat"), FakeUser::new(104, "dan"));
    let [a1, a2] = seats_of_a_new_game(&fake, CHANNEL_ID, [&ann, &bob]).await;
    let [o1, o2] = seats_of_a_new_game(&fake, OTHER_CHANNEL, [&cat, &dan]).await;
    fake.fail_callbacks(Some(502));

    // The first post in the channel is answered: wait 8 seconds.
    fake.rate_limit_next_post(CHANNEL_ID, 8.0, false);
    moves_unanswered(&fake, CHANNEL_ID, &a1, "e2").await;
    fake.wait_call(0, "the rate-limited post", |c| {
        c.method == "POST" && c.path == format!("/api/v10/channels/{CHANNEL_ID}/messages")
    })
    .await;

    // The other channel's posts go through, at once and 5 seconds later; the limited one waits.
    moves_unanswered(&fake, OTHER_CHANNEL, &o1, "e2").await;
    fake.wait_messages_in(OTHER_CHANNEL, 1).await;
    set_clock(dir.path(), T0 + 5_000);
    moves_unanswered(&fake, OTHER_CHANNEL, &o2, "e8").await;
    let other = fake.wait_messages_in(OTHER_CHANNEL, 2).await;
    assert_eq!(other[1]["content"], o1.mention());
    assert_eq!(posts_tried_in(&fake, CHANNEL_ID), 1, "not tried before 8 s");

    // 8 seconds on, it is tried again and posted.
    set_clock(dir.path(), T0 + 8_000);
    let posted = fake.wait_messages_in(CHANNEL_ID, 1).await;
    assert_eq!(posted[0]["content"], a2.mention());
    assert_eq!(posts_tried_in(&fake, CHANNEL_ID), 2);
}
