//! Direct messages with the bot, end to end on the loopback fake of Discord: a challenge of a
//! person there is refused (only the caller reads it) and nothing is posted; another player's
//! profile is not shown there; teban is played there as anywhere.

use crate::support::bot::{bot_on_fake, only_callback};
use crate::support::fake_discord::{dm_channel, FakeUser, Opt};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_direct_message_a_challenge_of_a_person_is_refused_and_nothing_is_posted() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let asked = fake.slash_dm(
        &ann,
        "challenge",
        &[Opt::Str("game", "quoridor"), Opt::User("opponent", &bob)],
    );
    let refused = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(refused.is_ephemeral());
    assert_eq!(
        refused.text(),
        "in a direct message you can only play teban: challenge a friend in a server"
    );
    assert!(refused.button_ids().is_empty(), "no Accept for bob");
    assert!(refused.pinged().is_empty(), "bob is not pinged");
    assert!(
        !fake.calls().iter().any(|c| c.path.contains("/channels/")),
        "nothing posted: {:#?}",
        fake.calls()
    );

    let asked = fake.slash_dm(&ann, "profile", &[Opt::User("user", &bob)]);
    let refused = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(refused.is_ephemeral());
    assert_eq!(
        refused.text(),
        "in a direct message you see only your own games: look at other players in a server"
    );

    // teban is challenged there as anywhere: the game begins at once, in the DM itself.
    let asked = fake.slash_dm(
        &ann,
        "challenge",
        &[
            Opt::Str("game", "quoridor"),
            Opt::User("opponent", &FakeUser::teban()),
            Opt::Str("level", "easy"),
        ],
    );
    let begun = only_callback(&fake.wait_answer(&asked).await).text();
    assert!(begun.contains("The game begins"), "{begun}");
    assert!(fake.threads().is_empty(), "no thread outside a server");
    let asked = fake.slash_dm(&ann, "games", &[]);
    let listed = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(listed.is_ephemeral());
    assert!(
        listed
            .text()
            .starts_with("**ann**, your unfinished games here:"),
        "{}",
        listed.text()
    );
    assert!(
        !listed.text().contains(&dm_channel(&ann).to_string()),
        "no link in a DM"
    );
}
