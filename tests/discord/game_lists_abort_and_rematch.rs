//! Games that live for days, end to end on the loopback fake of Discord: `/games` answers only
//! the caller, with the list; `/admin` is registered for members with *Manage Server* only, and
//! the table refuses `/admin abort` to a member without it while a manager ends the game; the
//! message that ends a game carries a Rematch button that challenges the same players again;
//! `/record` answers the caller alone with the game's record attached, which reads back as its
//! moves.

#![recursion_limit = "256"]

mod support;

use serde_json::Value;
use support::bot::{bot_on_fake, only_callback};
use support::fake_discord::{
    Call, FakeDiscord, FakeUser, Opt, CHANNEL_ID, GUILD_ID, MANAGE_GUILD, MEMBER_PERMISSIONS,
};

/// `challenger` challenges `opponent` to Quoridor and the opponent accepts: the number of the game
/// that began.
async fn game_begun(fake: &FakeDiscord, challenger: &FakeUser, opponent: &FakeUser) -> i64 {
    let asked = fake.slash(
        challenger,
        "challenge",
        &[
            Opt::Str("game", "quoridor"),
            Opt::User("opponent", opponent),
        ],
    );
    let calls = fake.wait_answer(&asked).await;
    let made = only_callback(&calls);
    let accept = made
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("accept:"))
        .expect("an Accept button");
    let asked = fake.click(opponent, &fake.posted(made), &accept);
    let calls = fake.wait_answer(&asked).await;
    let begun = only_callback(&calls);
    assert!(begun.text().contains("The game begins"), "{}", begun.text());
    begun
        .button_ids()
        .iter()
        .find_map(|id| id.strip_prefix("board:"))
        .expect("a Board button")
        .parse()
        .unwrap()
}

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
        "**ann**, you have no unfinished game on this server."
    );

    // A game that ends by resignation offers a rematch, which challenges the same players.
    let game = game_begun(&fake, &ann, &bob).await;
    let asked = fake.slash(&bob, "resign", &[]);
    let calls = fake.wait_answer(&asked).await;
    let resigned = only_callback(&calls);
    assert_eq!(resigned.button_ids(), [format!("rematch:{game}")]);
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn record_attaches_the_game_as_a_text_file_that_reads_back_as_its_moves() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    let ann = FakeUser::new(101, "ann");
    let bob = FakeUser::new(102, "bob");
    let game = game_begun(&fake, &ann, &bob).await;
    // Ann is seat 1 or 2 (seats are drawn): whoever is to move plays, twice.
    for notation in ["e2", "e8"] {
        for player in [&ann, &bob] {
            let asked = fake.slash(player, "move", &[Opt::Str("notation", notation)]);
            let calls = fake.wait_answer(&asked).await;
            if !only_callback(&calls).is_ephemeral() {
                break;
            }
        }
    }

    let asked = fake.slash(&bob, "record", &[]);
    let calls = fake.wait_answer(&asked).await;
    let answer = only_callback(&calls);
    assert!(answer.is_ephemeral(), "only bob sees the record");
    assert_eq!(answer.files.len(), 1, "{}", answer.text());
    let file = &answer.files[0];
    assert_eq!(file.filename, format!("teban-game-{game}.txt"));
    let text = String::from_utf8(file.bytes.clone()).unwrap();
    let record = teban::table::Record::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let moves: Vec<&str> = record.entries.iter().map(|e| e.notation.as_str()).collect();
    assert_eq!(moves, ["e2", "e8"], "{text}");
    assert_eq!(record.game, Some(game));
    assert_eq!(record.server, Some(GUILD_ID));
    assert!(
        text.contains("[Seat1 \"") && text.contains("[Result \"*\"]"),
        "{text}"
    );

    // By its number, the same file; a game that does not exist is refused.
    let asked = fake.slash(&ann, "record", &[Opt::Int("game", game)]);
    let calls = fake.wait_answer(&asked).await;
    assert_eq!(only_callback(&calls).files[0].bytes, file.bytes);
    let asked = fake.slash(&ann, "record", &[Opt::Int("game", game + 100)]);
    let calls = fake.wait_answer(&asked).await;
    let refused = only_callback(&calls);
    assert!(refused.files.is_empty() && refused.is_ephemeral());
    assert_eq!(refused.text(), "there is no such game");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replay_posts_the_game_as_a_gif_with_a_frame_per_position() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    let ann = FakeUser::new(101, "ann");
    let bob = FakeUser::new(102, "bob");
    let game = game_begun(&fake, &ann, &bob).await;
    for notation in ["e2", "e8", "e3"] {
        for player in [&ann, &bob] {
            let asked = fake.slash(player, "move", &[Opt::Str("notation", notation)]);
            let calls = fake.wait_answer(&asked).await;
            if !only_callback(&calls).is_ephemeral() {
                break;
            }
        }
    }

    let asked = fake.slash(&bob, "replay", &[Opt::Int("game", game)]);
    let calls = fake.wait_answer(&asked).await;
    let answer = only_callback(&calls);
    assert!(!answer.is_ephemeral(), "the channel sees the replay");
    assert_eq!(answer.files.len(), 1, "{}", answer.text());
    let file = &answer.files[0];
    assert_eq!(file.filename, format!("teban-game-{game}.gif"));
    // The start and the three moves.
    let frames = support::gif_frames(&file.bytes);
    assert_eq!(frames, 4, "{}", answer.text());
    assert!(answer.text().contains("4 frames"), "{}", answer.text());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn profile_shows_a_players_results_and_rating_with_the_chart_in_its_embed() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let asked = fake.slash(&ann, "profile", &[]);
    let nothing = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(nothing.is_ephemeral());
    assert_eq!(
        nothing.text(),
        "**ann** has not played a game on this server yet."
    );

    game_begun(&fake, &ann, &bob).await;
    let asked = fake.slash(&bob, "resign", &[]);
    fake.wait_answer(&asked).await;
    let asked = fake.slash(&ann, "leaderboard", &[Opt::Str("game", "quoridor")]);
    let board = only_callback(&fake.wait_answer(&asked).await).text();
    let rating = board
        .lines()
        .find(|l| l.contains("**ann**"))
        .and_then(|l| l.split("**ann** ").nth(1))
        .and_then(|l| l.split(" · ").next())
        .expect("ann on the leaderboard")
        .to_string();

    // ann's own profile, and bob's as ann asks for it.
    for (of, options, result, streak) in [
        (&ann, vec![], "1W 0L 0D", "Streak: 1 win · Last: W vs bob"),
        (
            &bob,
            vec![Opt::User("user", &bob)],
            "0W 1L 0D",
            "Streak: 1 loss · Last: L vs ann",
        ),
    ] {
        let asked = fake.slash(&ann, "profile", &options);
        let shown = only_callback(&fake.wait_answer(&asked).await).clone();
        assert!(!shown.is_ephemeral());
        let text = shown.text();
        assert!(
            text.contains(&format!("**{}** on this server", of.name)),
            "{text}"
        );
        assert!(text.contains(&format!("1 game: {result}")), "{text}");
        assert!(text.contains(streak), "{text}");
        if of.id == ann.id {
            assert!(
                text.contains(&format!("Rating (2 players): {rating}")),
                "the leaderboard's {rating}: {text}"
            );
        }
        assert_eq!(
            shown.message()["embeds"][0]["image"]["url"],
            "attachment://board.png",
            "the chart is the embed's picture"
        );
        let chart = image::load_from_memory(&shown.files[0].bytes).expect("a PNG");
        assert_eq!((chart.width(), chart.height()), (720, 320));
    }
}
