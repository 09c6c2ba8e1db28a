//! Playing on the web: a game's JSON for its players and its spectators, and a move, a takeback,
//! a draw and a resignation made on the web going through the table to the game's Discord
//! channel, as the usual posts with the picture.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::support::bot::{game_begun, only_callback, Bot};
use crate::support::fake_discord::{
    FakeDiscord, FakeUser, Opt, CHANNEL_ID, MANAGE_GUILD, MEMBER_PERMISSIONS,
};
use crate::support::web::{game_on_board_button, web_bot, Browser};

/// The browser of the player to move in `view`, of `browsers` (named as the players are).
pub fn to_move<'a>(view: &Value, browsers: &'a mut [(&str, Browser)]) -> &'a mut Browser {
    let seat = view["to_move"].as_u64().expect("someone to move") as usize;
    let name = view["players"][seat - 1]["name"]
        .as_str()
        .unwrap()
        .to_string();
    let at = browsers.iter().position(|(n, _)| *n == name).unwrap();
    &mut browsers[at].1
}

/// A bot with its web front end on `fake`, a Quoridor game begun between ann and bob (its
/// number), and each one's browser, logged in; the bot ends when it is dropped.
pub async fn two_players_logged_in(
    fake: &FakeDiscord,
    dir: &std::path::Path,
) -> (Bot, i64, [(&'static str, Browser); 2]) {
    let (bot, base) = web_bot(fake, dir).await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let game = game_begun(fake, &ann, &bob).await;
    let mut browsers = [("ann", Browser::new(&base)), ("bob", Browser::new(&base))];
    for ((_, browser), user) in browsers.iter_mut().zip([&ann, &bob]) {
        browser.log_in(fake, user, &format!("/games/{game}")).await;
    }
    (bot, game, browsers)
}

#[tokio::test]
async fn a_move_made_on_the_web_is_posted_to_the_game_s_channel_with_its_picture() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, game, mut browsers) = two_players_logged_in(&fake, dir.path()).await;

    let seen = browsers[0].1.game(game).await;
    assert_eq!(seen.status, StatusCode::OK, "{}", seen.text);
    let view = seen.json;
    assert_eq!(view["kind"], "quoridor");
    assert_eq!(view["status"], "active");
    assert_eq!(view["players"].as_array().unwrap().len(), 2);
    assert!(view["players"][0]["colour"]
        .as_str()
        .unwrap()
        .starts_with('#'));
    let version = view["version"].as_u64().unwrap();
    let mover = to_move(&view, &mut browsers);
    let mine = mover.game(game).await.json;
    assert_eq!(mine["you"]["to_move"], true);
    let legal: Vec<String> = serde_json::from_value(mine["you"]["legal_moves"].clone()).unwrap();
    assert!(
        legal.len() > 100,
        "pawn steps and every fence: {}",
        legal.len()
    );
    let notation = legal.iter().find(|m| m.len() == 2).unwrap().clone();

    let played = mover
        .post(
            &format!("/api/games/{game}/moves"),
            json!({"notation": notation, "version": version}),
        )
        .await;
    assert_eq!(played.status, StatusCode::OK, "{}", played.text);
    assert_eq!(played.json["view"]["version"], version + 1);
    assert!(played.json["said"].as_str().unwrap().contains(&notation));
    assert_eq!(
        played.json["view"]["moves"][0]["notation"],
        notation.as_str()
    );
    assert_eq!(played.json["view"]["you"]["to_move"], false);

    let post = fake
        .wait_posted("the web move's post", |m| {
            m.to_string().contains(&format!("played {notation}"))
        })
        .await;
    let pictures = post["attachments"].as_array().unwrap();
    assert!(
        pictures
            .iter()
            .any(|a| a["filename"].as_str().unwrap().ends_with(".png")),
        "{post}"
    );

    // The other player now has the move on their page.
    let other = to_move(&played.json["view"], &mut browsers)
        .game(game)
        .await;
    assert_eq!(other.json["you"]["to_move"], true);
    let board = browsers[0]
        .1
        .get(&format!("/games/{game}/board.png?v=1"))
        .await;
    assert_eq!(board.header("content-type"), "image/png");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn teban_answers_a_move_made_on_the_web() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, base) = web_bot(&fake, dir.path()).await;
    let ann = FakeUser::new(101, "ann");
    let started = crate::support::bot::challenge_teban(&fake, &ann, "easy").await;
    let teban_first = started.contains("seat 1: **teban (easy)**");
    let game = game_on_board_button(&fake).await;
    let mut browser = Browser::new(&base);
    browser.log_in(&fake, &ann, "/").await;
    // teban's move is posted (from the outbox, written with the move) once it is committed.
    let teban_moves = |from: usize| {
        fake.wait_call(from, "teban's move in the channel", |c| {
            c.method == "POST"
                && c.path.ends_with("/messages")
                && c.text().contains("**teban (easy)** played")
        })
    };
    if teban_first {
        teban_moves(0).await;
    }
    let view = browser.game(game).await.json;
    assert_eq!(view["you"]["to_move"], true, "{view}");
    let legal: Vec<String> = serde_json::from_value(view["you"]["legal_moves"].clone()).unwrap();
    let step = legal.iter().min_by_key(|m| m.len()).unwrap().clone();
    let seen = fake.calls().len();
    let played = browser
        .post(
            &format!("/api/games/{game}/moves"),
            json!({"notation": step, "version": view["version"]}),
        )
        .await;
    assert_eq!(played.status, StatusCode::OK, "{}", played.text);
    let answered = teban_moves(seen).await;
    let reply = answered.teban_played();
    let after = browser.game(game).await.json;
    let moves: Vec<&str> = after["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["notation"].as_str().unwrap())
        .collect();
    assert!(moves.contains(&step.as_str()), "{moves:?}");
    assert!(
        after["version"].as_u64() >= Some(view["version"].as_u64().unwrap() + 1),
        "{after}"
    );
    assert!(!reply.is_empty());
}

#[tokio::test]
async fn a_turn_is_built_only_by_the_player_to_move_and_only_from_legal_choices() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, game, mut browsers) = two_players_logged_in(&fake, dir.path()).await;
    let view = browsers[0].1.game(game).await.json;
    let seat = view["to_move"].as_u64().unwrap() as usize;
    let mover = usize::from(view["players"][seat - 1]["name"] == "bob");
    let other = 1 - mover;
    let turn = |played: &str| format!("/api/games/{game}/turn?played={played}");

    let waiting = browsers[other].1.get(&turn("")).await;
    assert_eq!(waiting.status, StatusCode::CONFLICT);
    assert_eq!(waiting.error(), "not_your_turn");

    let mover = &mut browsers[mover].1;
    let mine = mover.game(game).await.json;
    assert!(mine["svg"]
        .as_str()
        .unwrap()
        .contains("data-target=\"e3h\""));
    assert_eq!(
        mine["you"]["turn"]["choices"].as_array().unwrap().len(),
        131
    );
    let first = mover.get(&turn("")).await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.text);
    assert_eq!(first.json["complete"], Value::Null);
    let fence = mover.get(&turn("e3h")).await;
    assert_eq!(fence.json["complete"], "e3h");
    assert!(fence.json["preview"].as_str().unwrap().starts_with("<svg"));
    for hostile in ["e5", "e2,e3", "zz%3Cb%3E", "a,b,c,d,e,f"] {
        let refused = mover.get(&turn(hostile)).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{hostile}");
        assert_eq!(refused.error(), "bad_turn", "{hostile}");
        assert!(refused.json["message"]
            .as_str()
            .unwrap()
            .contains("legal turn"));
    }
    let after = mover.game(game).await.json;
    assert_eq!(after["version"], view["version"], "asking changes nothing");
    assert_eq!(
        after["last_position"],
        Value::Null,
        "no replay while the game goes on"
    );
}

/// A manager of the fake's server changes its `/settings` (`options`): they are saved.
pub async fn managers_set(fake: &FakeDiscord, options: &[Opt<'_>]) {
    let manager = FakeUser::new(105, "mod").with_permissions(MEMBER_PERMISSIONS | MANAGE_GUILD);
    let asked = fake.slash_in(CHANNEL_ID, &manager, "settings", options);
    let answer = only_callback(&fake.wait_answer(&asked).await).text();
    assert!(answer.starts_with("Saved."), "{answer}");
}

/// Waits until the fake's channel got a post containing `text`: the post.
async fn posted(fake: &FakeDiscord, text: &str) -> Value {
    let text = text.to_string();
    fake.wait_posted(&format!("the post {text:?}"), |m| {
        m.to_string().contains(&text)
    })
    .await
}

/// Whether `post` carries a PNG picture.
fn has_picture(post: &Value) -> bool {
    post["attachments"].as_array().is_some_and(|pictures| {
        pictures
            .iter()
            .any(|a| a["filename"].as_str().is_some_and(|f| f.ends_with(".png")))
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_a_draw_and_a_resignation_made_on_the_web_reach_the_thread_as_usual() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, game, mut browsers) = two_players_logged_in(&fake, dir.path()).await;
    // The game is rated, and the server does not allow takebacks in rated games: its page offers
    // none.
    let before = browsers[0].1.game(game).await.json;
    assert_eq!(before["rated"], true);
    assert_eq!(before["takebacks"], false, "{before}");
    // The server allows them: from the next move on, its page does.
    managers_set(&fake, &[Opt::Bool("takebacks", true)]).await;
    let mut second = 1_000;
    let mut next_second = || {
        second += 1_000;
        crate::support::bot::set_clock(dir.path(), crate::support::bot::T0 + second);
    };
    let view = browsers[0].1.game(game).await.json;
    let mover_name = view["players"][view["to_move"].as_u64().unwrap() as usize - 1]["name"]
        .as_str()
        .unwrap()
        .to_string();
    let mover = to_move(&view, &mut browsers);
    let legal: Vec<String> =
        serde_json::from_value(mover.game(game).await.json["you"]["legal_moves"].clone()).unwrap();
    let step = legal.iter().min_by_key(|m| m.len()).unwrap().clone();
    let game_path = |action: &str| format!("/api/games/{game}/{action}");
    let played = mover
        .post(
            &game_path("moves"),
            json!({"notation": step, "version": view["version"]}),
        )
        .await;
    assert_eq!(played.status, StatusCode::OK, "{}", played.text);
    assert_eq!(played.json["view"]["takebacks"], true, "{}", played.text);

    // The takeback: asked by the mover, accepted by the other, each posted as on Discord.
    next_second();
    let version = played.json["view"]["version"].clone();
    let asked = mover
        .post(
            &game_path("takeback"),
            json!({"version": version, "answer": "ask"}),
        )
        .await;
    assert_eq!(asked.status, StatusCode::OK, "{}", asked.text);
    posted(
        &fake,
        &format!("**{mover_name}** asks to take back {step}."),
    )
    .await;
    let other = browsers
        .iter_mut()
        .find(|(name, _)| *name != mover_name)
        .map(|(_, b)| b)
        .unwrap();
    let version = other.game(game).await.json["version"].clone();
    let accepted = other
        .post(
            &game_path("takeback"),
            json!({"version": version, "answer": "accept"}),
        )
        .await;
    assert_eq!(accepted.status, StatusCode::OK, "{}", accepted.text);
    let taken = posted(&fake, &format!("**{mover_name}**'s {step} is taken back")).await;
    assert!(has_picture(&taken), "the board after the takeback: {taken}");
    assert_eq!(
        accepted.json["view"]["moves"][1]["kind"], "takeback",
        "{}",
        accepted.json["view"]["moves"]
    );

    // A draw: offered by one, agreed by the other; the end is posted with the final board.
    next_second();
    let view = accepted.json["view"].clone();
    let offerer = &mut browsers[0];
    let offered = offerer
        .1
        .post(&game_path("draw"), json!({"version": view["version"]}))
        .await;
    assert_eq!(offered.status, StatusCode::OK, "{}", offered.text);
    posted(&fake, &format!("**{}** offers a draw.", offerer.0)).await;
    let agreer = &mut browsers[1];
    let version = agreer.1.game(game).await.json["version"].clone();
    let agreed = agreer
        .1
        .post(&game_path("draw"), json!({"version": version}))
        .await;
    assert_eq!(agreed.status, StatusCode::OK, "{}", agreed.text);
    let end = posted(&fake, &format!("**{}** agrees.", agreer.0)).await;
    assert!(end.to_string().contains("drawn by agreement"), "{end}");
    assert!(has_picture(&end), "the final board: {end}");
    assert_eq!(agreed.json["view"]["status"], "finished");

    // A resignation, in a second game: confirmed on the page, posted with the final board.
    let (carl, dave) = (FakeUser::new(103, "carl"), FakeUser::new(104, "dave"));
    let second_game = game_begun(&fake, &carl, &dave).await;
    let mut carls = Browser::new(&browsers[0].1.base);
    carls
        .log_in(&fake, &carl, &format!("/games/{second_game}"))
        .await;
    next_second();
    let version = carls.game(second_game).await.json["version"].clone();
    let resigned = carls
        .post(
            &format!("/api/games/{second_game}/resign"),
            json!({"version": version}),
        )
        .await;
    assert_eq!(resigned.status, StatusCode::OK, "{}", resigned.text);
    let end = posted(&fake, "**carl** resigns.").await;
    assert!(end.to_string().contains("by resignation"), "{end}");
    assert!(has_picture(&end), "the final board: {end}");
}

/// A Quoridor game between `ann` and `bob` played on Discord, resigned, and analysed (the
/// Analyse button, then the post the bot's analyses task makes): its number.
pub async fn analysed_game(fake: &FakeDiscord, ann: &FakeUser, bob: &FakeUser) -> i64 {
    let game = game_begun(fake, ann, bob).await;
    for notation in ["d1", "e8", "c1", "e7"] {
        for player in [ann, bob] {
            let asked = fake.slash(player, "move", &[Opt::Str("notation", notation)]);
            let calls = fake.wait_answer(&asked).await;
            if !calls.last().expect("an answer").is_ephemeral() {
                break;
            }
        }
    }
    let asked = fake.slash(bob, "resign", &[]);
    let calls = fake.wait_answer(&asked).await;
    let resigned = calls.last().expect("an answer");
    let asked = fake.click(ann, &fake.posted(resigned), &format!("analyse:{game}"));
    fake.wait_answer(&asked).await;
    posted(fake, &format!("Analysis of game #{game}:")).await;
    game
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_s_page_shows_its_analysis_chart_and_costliest_moves() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, base) = web_bot(&fake, dir.path()).await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let game = analysed_game(&fake, &ann, &bob).await;
    let mut browser = Browser::new(&base);
    browser.log_in(&fake, &ann, "/").await;
    let view = browser.game(game).await.json;
    let first = view["players"][0]["name"].as_str().unwrap().to_string();
    let analysis = &view["analysis"];
    assert_eq!(analysis["chart"], format!("/games/{game}/analysis.png"));
    let lines: Vec<&str> = analysis["lines"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(
        lines[0].starts_with(&format!("Analysis of game #{game}: each side's chance")),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with(&format!("- move 1, {first} played d1 ("))),
        "seat 1's step aside is among its costliest moves, without Discord's bold: {lines:?}"
    );
    let chart = browser.get(&format!("/games/{game}/analysis.png")).await;
    assert_eq!(chart.header("content-type"), "image/png");
    assert!(chart.text.starts_with("\u{fffd}PNG"), "a PNG's signature");

    // A game without an analysis has none, and no chart.
    let (carl, dave) = (FakeUser::new(103, "carl"), FakeUser::new(104, "dave"));
    let other = game_begun(&fake, &carl, &dave).await;
    assert!(browser.game(other).await.json["analysis"].is_null());
    let none = browser.get(&format!("/games/{other}/analysis.png")).await;
    assert_eq!(none.status, StatusCode::NOT_FOUND);
}
