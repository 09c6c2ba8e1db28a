//! teban installed by a player to their own account, end to end on the loopback fake of Discord
//! taught user installs: the commands registered for both installs and every context (a server's
//! own for servers only), and `/help` and `/rules` answered in a group DM through the interaction
//! alone.

use serde_json::json;
use tempfile::TempDir;

use crate::support::bot::{answer_in_the_end, bot_with_global_commands, only_callback, Bot};
use crate::support::fake_discord::{is_ephemeral, FakeDiscord, FakeUser, Opt};

/// A player's commands, usable wherever their own install of teban follows them.
const ANYWHERE: [&str; 23] = [
    "challenge",
    "move",
    "board",
    "play",
    "resign",
    "draw",
    "takeback",
    "abort",
    "plan",
    "games",
    "record",
    "replay",
    "analysis",
    "vacation",
    "profile",
    "notifications",
    "preferences",
    "rules",
    "help",
    "challenges",
    "block",
    "unblock",
    "Challenge",
];
/// A server's own commands: its settings, its tournaments, its ladder.
const SERVERS_ONLY: [&str; 4] = ["settings", "admin", "tournament", "leaderboard"];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_players_commands_are_registered_for_both_installs_everywhere_and_a_servers_for_servers()
{
    let (fake, _dir, _bot) = bot_with_global_commands().await;
    let registered = fake.global_commands();
    let mut names: Vec<&str> = registered
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    names.sort_unstable();
    let mut expected: Vec<&str> = ANYWHERE.iter().chain(&SERVERS_ONLY).copied().collect();
    expected.sort_unstable();
    assert_eq!(names, expected, "every command is placed");
    for command in &registered {
        let name = command["name"].as_str().unwrap();
        let (installs, contexts) = match SERVERS_ONLY.contains(&name) {
            true => (json!([0]), json!([0])),
            false => (json!([0, 1]), json!([0, 1, 2])),
        };
        assert_eq!(
            (&command["integration_types"], &command["contexts"]),
            (&installs, &contexts),
            "/{name}: its installs and contexts"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_and_rules_in_a_group_dm_are_answered_through_the_interaction_and_nothing_is_posted() {
    let (fake, _dir, _bot, [ann, bob, cat]) = ann_installed_teban().await;
    let group = fake.group_dm(&[&ann, &bob, &cat]);

    let asked = fake.slash_from(&group, &ann, "help", &[]);
    let help = only_callback(&fake.wait_answer(&asked).await).clone();
    assert_eq!(help.callback_type(), Some(4));
    assert!(help.is_ephemeral(), "/help is for its reader");
    assert!(help.text().contains("/challenge"), "{}", help.text());

    let asked = fake.slash_from(&group, &ann, "rules", &[Opt::Str("game", "quoridor")]);
    let rules = answer_in_the_end(&fake.wait_answer(&asked).await).clone();
    assert!(!rules.is_ephemeral(), "the rules are for the whole group");
    assert!(rules.text().contains("**Goal**"), "{}", rules.text());

    // The group sees both answers, the rules with the board's picture; teban posted nothing of
    // its own, so Discord refused it nothing.
    let shown = fake.shown_in(&group);
    assert_eq!(shown.len(), 2, "{shown:#?}");
    assert!(is_ephemeral(&shown[0]) && !is_ephemeral(&shown[1]));
    assert_eq!(shown[1]["attachments"][0]["filename"], "board.png");
    assert_nothing_posted(&fake);
}

/// The bot with its commands registered globally, and three players, ann with teban installed to
/// her own account.
async fn ann_installed_teban() -> (FakeDiscord, TempDir, Bot, [FakeUser; 3]) {
    let (fake, dir, bot) = bot_with_global_commands().await;
    let ann = FakeUser::new(101, "ann");
    fake.install(&ann);
    let players = [ann, FakeUser::new(102, "bob"), FakeUser::new(103, "cat")];
    (fake, dir, bot, players)
}

/// teban posted nothing of its own: no call to a channel, none refused as missing access.
fn assert_nothing_posted(fake: &FakeDiscord) {
    let to_channels: Vec<String> = fake
        .calls()
        .iter()
        .filter(|c| c.path.contains("/channels/"))
        .map(|c| format!("{} {}", c.method, c.path))
        .collect();
    assert!(to_channels.is_empty(), "{to_channels:#?}");
    assert!(fake.refused(50001).is_empty());
}
