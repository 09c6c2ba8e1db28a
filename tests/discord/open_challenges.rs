//! Open challenges end to end on the loopback fake of Discord: `/challenge` without an opponent
//! posts a challenge anyone in the channel may take; a member blocked by the challenger reads
//! only "not available" and no game begins; `/challenges` lists it with the link to its message;
//! a third member takes it and the game begins between them; the user context menu *Challenge*
//! (registered as a `type` 2 command without a description) shows the challenger the games and
//! posts the one picked.

use crate::support::bot::{bot_on_fake, only_callback};
use crate::support::fake_discord::{
    Call, FakeDiscord, FakeUser, Interaction, Opt, CHANNEL_ID, GUILD_ID,
};

async fn answer(fake: &FakeDiscord, asked: &Interaction) -> Call {
    only_callback(&fake.wait_answer(asked).await).clone()
}

/// `user`'s `/challenges` (only they see it) once it links to `message`: the bot reads the
/// message back after answering (`@original`), so the link follows the answer by a moment.
async fn challenges_linking(fake: &FakeDiscord, user: &FakeUser, message: &str) -> String {
    for _ in 0..100 {
        let listed = answer(fake, &fake.slash(user, "challenges", &[])).await;
        assert!(listed.is_ephemeral());
        if listed.text().contains(&format!("/{message}")) {
            return listed.text();
        }
    }
    panic!("/challenges never links to message {message}")
}

fn button(call: &Call, prefix: &str) -> String {
    call.button_ids()
        .into_iter()
        .find(|id| id.starts_with(prefix))
        .unwrap_or_else(|| panic!("no `{prefix}` button: {:?}", call.button_ids()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_challenge_is_taken_by_a_third_member_while_a_blocked_one_is_refused() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    let ann = FakeUser::new(101, "ann");
    let bob = FakeUser::new(102, "bob");
    let cid = FakeUser::new(103, "cid");
    let dee = FakeUser::new(104, "dee");

    let commands = fake.commands();
    let menu = commands
        .iter()
        .find(|c| c["name"] == "Challenge")
        .expect("the Challenge context menu is registered");
    assert_eq!(menu["type"], 2, "a user context menu");
    assert!(menu["description"].as_str().unwrap_or_default().is_empty());
    for name in ["challenges", "block", "unblock"] {
        assert!(commands.iter().any(|c| c["name"] == name), "/{name}");
    }

    // ann blocks bob: only she reads it.
    let blocked = answer(
        &fake,
        &fake.slash(&ann, "block", &[Opt::User("member", &bob)]),
    )
    .await;
    assert!(blocked.is_ephemeral());
    assert_eq!(
        blocked.text(),
        "You block **bob** on this server: their challenges to you, and their accepts of your \
         open challenges, are refused."
    );

    // ann opens a challenge: the channel reads it, nobody is pinged.
    let made = answer(
        &fake,
        &fake.slash(&ann, "challenge", &[Opt::Str("game", "quoridor")]),
    )
    .await;
    assert!(!made.is_ephemeral());
    assert_eq!(
        made.text(),
        "**ann** opens a challenge to Quoridor (2-players), rated, 3 days per move: the first to \
         press Accept plays. Open for 15 minutes."
    );
    assert!(made.pinged().is_empty(), "{:?}", made.pinged());
    let accept = button(&made, "accept:");
    let card = fake.posted(&made);

    // bob presses Accept: "not available", only to him, and the challenge stays open.
    let refused = answer(&fake, &fake.click(&bob, &card, &accept)).await;
    assert!(refused.is_ephemeral());
    assert_eq!(refused.text(), "this player is not available");
    assert!(!refused.text().contains("block"));

    // `/challenges` lists it with the link to its message.
    let message = card["id"].as_str().expect("the card's id");
    let text = challenges_linking(&fake, &cid, message).await;
    assert!(
        text.starts_with("Open challenges on this server:\n• #"),
        "{text}"
    );
    assert!(
        text.contains("· by **ann** · open, 1 seat left ·"),
        "{text}"
    );
    assert!(
        text.ends_with(&format!(
            "https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}/{message}"
        )),
        "{text}"
    );

    // cid takes it: the game begins between ann and cid, before the channel.
    let begun = answer(&fake, &fake.click(&cid, &card, &accept)).await;
    assert!(!begun.is_ephemeral());
    let text = begun.text();
    assert!(text.contains("The game begins"), "{text}");
    assert!(
        text.contains("**ann**") && text.contains("**cid**"),
        "{text}"
    );
    assert!(!text.contains("**bob**"), "{text}");
    let gone = answer(&fake, &fake.slash(&dee, "challenges", &[])).await;
    assert!(
        gone.text().starts_with("no open challenges on this server"),
        "{}",
        gone.text()
    );

    // bob right-clicks dee → Apps → Challenge: the games, for bob alone.
    let menu = answer(&fake, &fake.context_menu(&bob, "Challenge", &dee)).await;
    assert!(menu.is_ephemeral());
    assert_eq!(
        menu.text(),
        "Challenge **dee** to which game? (the server's clock; the challenge is posted in this \
         channel)"
    );
    let pick = button(&menu, "pick:104:quoridor:2-players:r:");
    let posted = answer(&fake, &fake.click(&bob, &fake.posted(&menu), &pick)).await;
    assert!(
        !posted.is_ephemeral(),
        "the challenge is posted in the channel"
    );
    assert!(
        posted.text().contains(
            "**bob** challenges **dee** to Quoridor (2-players), rated, 3 days per move."
        ),
        "{}",
        posted.text()
    );
    assert_eq!(posted.pinged(), [dee.id.to_string()]);
    let accept = button(&posted, "accept:");
    let card = fake.posted(&posted);
    let message = card["id"].as_str().expect("the card's id");
    let mine = challenges_linking(&fake, &dee, message).await;
    assert!(
        mine.contains("· by **bob** · to **dee** ·")
            && mine.ends_with(&format!("{CHANNEL_ID}/{message}")),
        "{mine}"
    );
    let begun = answer(&fake, &fake.click(&dee, &card, &accept)).await;
    assert!(begun.text().contains("The game begins"), "{}", begun.text());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_four_player_open_challenge_edits_its_one_card_as_its_seats_are_taken() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    let ann = FakeUser::new(101, "ann");
    let bob = FakeUser::new(102, "bob");
    let cid = FakeUser::new(103, "cid");
    let dee = FakeUser::new(104, "dee");
    let made = answer(
        &fake,
        &fake.slash(
            &ann,
            "challenge",
            &[
                Opt::Str("game", "quoridor"),
                Opt::Str("variant", "4-players"),
            ],
        ),
    )
    .await;
    let accept = button(&made, "accept:");
    let card = fake.posted(&made);
    let id = card["id"].as_str().unwrap().to_string();

    // bob, then cid join: each time the card itself says who is in and what is left, with its
    // buttons; no second card is posted.
    for (joining, said) in [
        (&bob, "**ann**, **bob** so far, 2 seats left."),
        (&cid, "**ann**, **bob**, **cid** so far, 1 seat left."),
    ] {
        let joined = answer(&fake, &fake.click(joining, &card, &accept)).await;
        assert_eq!(joined.callback_type(), Some(7), "the card is edited");
        let now = fake.message(&id).unwrap();
        let text = now["content"].as_str().unwrap();
        assert!(
            text.starts_with(&format!("**{}** joins the open challenge", joining.name)),
            "{text}"
        );
        assert!(text.ends_with(said), "{text}");
        assert!(!text.contains("<@"), "an edit pings nobody: {text}");
        assert!(
            crate::support::fake_discord::buttons_of(&now)
                .iter()
                .any(|b| b["custom_id"] == accept.as_str()),
            "the card keeps its Accept button"
        );
    }
    let cards = fake
        .calls()
        .iter()
        .filter(|c| {
            c.callback_type() == Some(4) && c.button_ids().iter().any(|b| b.starts_with("accept:"))
        })
        .count();
    assert_eq!(cards, 1, "one card, edited in place");

    // dee takes the last seat: the game begins among the four.
    let begun = answer(&fake, &fake.click(&dee, &card, &accept)).await;
    assert!(begun.text().contains("The game begins"), "{}", begun.text());
}
