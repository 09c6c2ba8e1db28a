//! teban installed by a player to their own account, end to end on the loopback fake of Discord
//! taught user installs: the commands registered for both installs and every context (a server's
//! own for servers only), `/help` and `/rules` answered in a group DM through the interaction
//! alone, every other command of a player answered there, and a server that keeps apps private,
//! where no game begins: one sentence, nothing posted. The games played where teban has no
//! member are `games_anywhere.rs`.

use serde_json::{json, Value};

use tempfile::TempDir;

use crate::support::bot::{
    answer_in_the_end, bot_with_global_commands, only_callback, teban_game_begun_in, Bot,
};
use crate::support::fake_discord::{
    is_bot_dm_channel, is_ephemeral, Call, Conversation, FakeDiscord, FakeUser, Opt,
};

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

/// What a command kept per server answers in a DM or a group DM.
const SERVER_ONLY: &str = "This command works in a server only: use it in a server where you play.";

/// What a game asked for in a server that keeps apps private answers, where teban has no web.
const PRIVATE: &str = "This server keeps apps private, so nobody else would see a game here: \
    challenge your friend in a DM or a group DM instead";

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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_keeps_apps_private_is_told_so_in_one_sentence_and_nothing_begins() {
    let (fake, _dir, _bot, [ann, bob, _]) = ann_installed_teban().await;
    let quoridor_with = |opponent| {
        [
            Opt::Str("game", "quoridor"),
            Opt::User("opponent", opponent),
        ]
    };
    let teban = FakeUser::teban();
    let against_teban = [
        Opt::Str("game", "quoridor"),
        Opt::User("opponent", &teban),
        Opt::Str("level", "easy"),
    ];

    let private = fake.server_without_teban();
    fake.external_apps_off(private.guild.unwrap());
    for options in [&quoridor_with(&bob)[..], &against_teban[..]] {
        let asked = fake.slash_from(&private, &ann, "challenge", options);
        said_private(&fake, &private, &asked).await;
    }
    let asked = fake.context_menu_from(&private, &ann, "Challenge", &bob);
    said_private(&fake, &private, &asked).await;
    // Nothing began: ann has no game and no challenge waits for bob.
    let asked = fake.slash_from(&private, &ann, "games", &[]);
    let games = answer_in_the_end(&fake.wait_answer(&asked).await).clone();
    assert!(
        games.text().contains("no unfinished game"),
        "{}",
        games.text()
    );
    assert!(fake.threads().is_empty(), "no thread");
    assert_nothing_posted(&fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_players_command_in_a_group_dm_is_answered_there_and_posts_nothing() {
    let (fake, _dir, _bot, [ann, bob, cat]) = ann_installed_teban().await;

    // ann has a finished game, against teban in her direct messages with it.
    let (game, _) = teban_game_begun_in(&fake, &fake.bot_dm(&ann), &ann, "easy").await;
    let asked = fake.slash_dm(&ann, "resign", &[]);
    fake.wait_answer(&asked).await;

    // Every command of hers in a group DM is answered through its interaction, in a sentence of
    // the catalogue, and posts nothing there.
    let group = fake.group_dm(&[&ann, &bob, &cat]);
    let commands: [(&str, &[Opt]); 21] = [
        ("board", &[Opt::Int("game", game)]),
        ("board", &[]),
        ("games", &[]),
        ("play", &[]),
        ("move", &[Opt::Str("notation", "e2")]),
        ("resign", &[]),
        ("draw", &[]),
        ("takeback", &[]),
        ("abort", &[]),
        ("plan", &[Opt::Sub("show", &[])]),
        ("record", &[Opt::Int("game", game)]),
        ("replay", &[]),
        ("analysis", &[]),
        ("profile", &[Opt::User("user", &bob)]),
        ("notifications", &[]),
        ("preferences", &[]),
        ("vacation", &[Opt::Sub("end", &[])]),
        ("challenges", &[]),
        ("block", &[]),
        ("help", &[]),
        ("rules", &[Opt::Str("game", "niwa")]),
    ];
    for (name, options) in commands {
        let asked = fake.slash_from(&group, &ann, name, options);
        let answer = answer_in_the_end(&fake.wait_answer(&asked).await).clone();
        let text = answer.text();
        assert!(!text.trim().is_empty(), "/{name}: {answer:#?}");
        assert!(!text.contains("went wrong"), "/{name}: {text}");
        if name == "vacation" {
            // Kept per server: said plainly (poise's own refusal is vaguer).
            assert_eq!(text, SERVER_ONLY, "/{name}");
        }
    }
    assert_eq!(fake.shown_in(&group).len(), commands.len());
    let to_group = format!("/channels/{}", group.channel);
    assert!(
        !fake.calls().iter().any(|c| c.path.contains(&to_group)),
        "nothing posted to the group"
    );
    assert!(fake.refused(50001).is_empty());
}

/// The bot with its commands registered globally, and three players, ann with teban installed to
/// her own account.
pub(crate) async fn ann_installed_teban() -> (FakeDiscord, TempDir, Bot, [FakeUser; 3]) {
    let (fake, dir, bot) = bot_with_global_commands().await;
    let ann = FakeUser::new(101, "ann");
    fake.install(&ann);
    let players = [ann, FakeUser::new(102, "bob"), FakeUser::new(103, "cat")];
    (fake, dir, bot, players)
}

/// `asked` in `place` was answered with [`PRIVATE`], for the caller alone, with no button to press
/// and nobody pinged, through the interaction: the place shows it.
async fn said_private(
    fake: &FakeDiscord,
    place: &Conversation,
    asked: &crate::support::fake_discord::Interaction,
) {
    let said = only_callback(&fake.wait_answer(asked).await).clone();
    assert!(said.is_ephemeral(), "{:?}", place.kind);
    assert_eq!(said.text(), PRIVATE, "{:?}", place.kind);
    assert!(said.button_ids().is_empty() && said.pinged().is_empty());
    let shown: Vec<Value> = fake.shown_in(place);
    assert!(shown.last().is_some_and(is_ephemeral), "{:?}", place.kind);
}

/// teban posted nothing of its own where it has no member: no call to a channel but its own
/// direct messages with a player, none refused as missing access.
pub(crate) fn assert_nothing_posted(fake: &FakeDiscord) {
    let to_channels: Vec<String> = fake
        .calls()
        .iter()
        .filter(|c| c.path.contains("/channels/") && !is_bot_dm_call(c))
        .map(|c| format!("{} {}", c.method, c.path))
        .collect();
    assert!(to_channels.is_empty(), "{to_channels:#?}");
    assert!(fake.refused(50001).is_empty());
}

/// Whether `call` goes to teban's own direct messages with a player (opening them, or posting
/// there).
fn is_bot_dm_call(call: &Call) -> bool {
    let parts: Vec<&str> = call.path.split('/').collect();
    match parts.as_slice() {
        ["", "api", "v10", "users", "@me", "channels"] => true,
        ["", "api", "v10", "channels", channel, ..] => channel.parse().is_ok_and(is_bot_dm_channel),
        _ => false,
    }
}
