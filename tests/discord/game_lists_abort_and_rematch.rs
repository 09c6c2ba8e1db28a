//! Games that live for days, end to end on the loopback fake of Discord: `/games` answers only
//! the caller, with the list; `/admin` is registered for members with *Manage Server* only, and
//! the table refuses `/admin abort` to a member without it while a manager ends the game; the
//! message that ends a game carries a Rematch button that challenges the same players again.

use serde_json::Value;

use crate::support::bot::{bot_on_fake, game_begun, only_callback};
use crate::support::fake_discord::{
    Call, FakeDiscord, FakeUser, Opt, CHANNEL_ID, GUILD_ID, MANAGE_GUILD, MEMBER_PERMISSIONS,
};

/// `user` types `/admin abort game:GAME`: the answer.
async fn admin_abort(fake: &FakeDiscord, user: &FakeUser, game: i64) -> Call {
    let asked = fake.slash(
        user,
        "admin",
        &[Opt::Sub("abort", &[Opt::Int("game", game)])],
    );
    let calls = fake.wait_answer(&asked).await;
    only_callback(&calls).clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_lists_privately_admin_abort_is_for_managers_and_an_ended_game_offers_a_rematch() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    let ann = FakeUser::new(101, "ann");
    let bob = FakeUser::new(102, "bob");
    let manager = FakeUser::new(103, "mod").with_permissions(MEMBER_PERMISSIONS | MANAGE_GUILD);

    // `/admin` is shown only to members with Manage Server (bit 0x20), `/games` to everyone.
    let commands = fake.commands();
    let command = |name: &str| -> Value {
        commands
            .iter()
            .find(|c| c["name"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("no /{name}"))
    };
    assert_eq!(command("admin")["default_member_permissions"], "32");
    assert_eq!(command("admin")["options"][0]["name"], "abort");
    assert_eq!(command("admin")["options"][0]["type"], 1, "a subcommand");
    assert_eq!(command("games")["default_member_permissions"], Value::Null);

    let game = game_begun(&fake, &ann, &bob).await;
    let asked = fake.slash(&ann, "games", &[]);
    let calls = fake.wait_answer(&asked).await;
    let list = only_callback(&calls);
    assert!(list.is_ephemeral(), "only ann sees her games");
    let text = list.text();
    assert!(
        text.starts_with("**ann**, your unfinished games on this server:"),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "• game #{game} · Quoridor (2-players) vs **bob**: "
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}"
        )),
        "{text}"
    );
    assert!(text.contains("due <t:"), "{text}");

    // A member without the permission (Discord would hide the command; the table checks again).
    let refused = admin_abort(&fake, &bob, game).await;
    assert!(refused.is_ephemeral());
    assert_eq!(
        refused.text(),
        "only a member who may manage this server can end others' games"
    );

    // A manager ends it, in the game's own channel: everyone sees it.
    let ended = admin_abort(&fake, &manager, game).await;
    assert!(!ended.is_ephemeral());
    assert!(
        ended.text().contains(
            "**mod** ends the game as a server manager. Ended by a server manager, unrated."
        ),
        "{}",
        ended.text()
    );
    assert_eq!(ended.pinged(), [ann.id.to_string(), bob.id.to_string()]);
    assert!(
        ended.button_ids().is_empty(),
        "an aborted game offers nothing"
    );
    let asked = fake.slash(&ann, "games", &[]);
    let calls = fake.wait_answer(&asked).await;
    assert_eq!(
        only_callback(&calls).text(),
        "**ann**, you have no unfinished game on this server.\nVacation: 14 days left this year."
    );

    // A game that ends by resignation offers a rematch, which challenges the same players.
    let game = game_begun(&fake, &ann, &bob).await;
    let asked = fake.slash(&bob, "resign", &[]);
    let calls = fake.wait_answer(&asked).await;
    let resigned = only_callback(&calls);
    assert_eq!(
        resigned.button_ids(),
        [format!("rematch:{game}"), format!("analyse:{game}")]
    );
    let asked = fake.click(&ann, &fake.posted(resigned), &format!("rematch:{game}"));
    let calls = fake.wait_answer(&asked).await;
    let rematch = only_callback(&calls);
    assert!(!rematch.is_ephemeral());
    assert!(
        rematch.text().contains(&format!(
            "Rematch of game #{game}. **ann** challenges **bob** to Quoridor (2-players), rated, \
             3 days per move."
        )),
        "{}",
        rematch.text()
    );
    assert_eq!(rematch.pinged(), [bob.id.to_string()]);
    assert!(rematch
        .button_ids()
        .iter()
        .any(|id| id.starts_with("accept:")));
}
