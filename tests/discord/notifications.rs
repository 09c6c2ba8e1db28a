//! Notifications each player chooses, end to end on the loopback fake of Discord: `/notifications`
//! answered to the caller alone, the direct message on a player's turn that they read in their DMs
//! (the board and the link to the game), and a player who closed their DMs mentioned in the
//! game's channel instead, told once that the option is now off.

use crate::support::bot::{
    bot_on_a_driven_clock, only_callback, posts_tried_in, seats_of_a_new_game,
};
use crate::support::fake_discord::{dm_channel, FakeUser, Opt, CHANNEL_ID, GUILD_ID};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_reads_the_dm_of_their_turn_with_its_link_and_a_closed_dm_falls_back_to_a_mention()
{
    let (fake, _dir, _bot) = bot_on_a_driven_clock().await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let [first, second] = seats_of_a_new_game(&fake, CHANNEL_ID, [&ann, &bob]).await;

    for player in [&first, &second] {
        let asked = fake.slash(player, "notifications", &[Opt::Bool("turn_dm", true)]);
        let shown = only_callback(&fake.wait_answer(&asked).await).clone();
        assert!(shown.is_ephemeral());
        assert!(
            shown
                .text()
                .contains("• A direct message when it is your turn: on"),
            "{}",
            shown.text()
        );
    }

    // The first player moves: the second reads it is their turn in their DMs, with the board.
    let asked = fake.slash(&first, "move", &[Opt::Str("notation", "e2")]);
    fake.wait_answer(&asked).await;
    let dms = fake.wait_messages_in(dm_channel(&second), 1).await;
    let dm = &dms[0];
    let said = dm["embeds"][0]["description"].as_str().unwrap_or_default();
    assert!(
        said.starts_with(&format!(
            "It is your turn in Quoridor (2-players): https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}"
        )),
        "{dm:#}"
    );
    assert_eq!(dm["attachments"][0]["filename"], "board.png");
    assert!(
        dm["components"].as_array().is_none_or(|c| c.is_empty()),
        "no buttons in a DM"
    );

    // The first player closed their DMs: the second's move mentions them in the channel instead,
    // and says once that their DMs on their turn are off.
    fake.close_dms(&first);
    let asked = fake.slash(&second, "move", &[Opt::Str("notation", "e8")]);
    fake.wait_answer(&asked).await;
    let posted = fake.wait_messages_in(CHANNEL_ID, 1).await;
    let fallback = &posted[0];
    assert_eq!(
        fallback["content"],
        format!(
            "{}\n**{}**, it is your turn here. Discord refused teban's direct message (your direct \
             messages are closed), so direct messages on your turn are now off: `/notifications` \
             turns them back on.",
            first.mention(),
            first.name
        )
    );
    // The DM was tried once and refused: nothing stands in the first player's DMs.
    assert_eq!(posts_tried_in(&fake, dm_channel(&first)), 1);
    let closed = dm_channel(&first).to_string();
    assert!(fake
        .channel_messages()
        .iter()
        .all(|m| m["channel_id"].as_str() != Some(closed.as_str())));

    let asked = fake.slash(&first, "notifications", &[]);
    let shown = only_callback(&fake.wait_answer(&asked).await).text();
    assert!(
        shown.contains("• A direct message when it is your turn: off"),
        "{shown}"
    );
}
