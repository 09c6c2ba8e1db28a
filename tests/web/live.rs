//! Live pages, read as a page reads its stream of server-sent events, without a browser: a move
//! made on Discord reaches each page as the view it shows (the new position, its board patched
//! from the one the page holds), a seat's with what that seat alone is shown, a spectator's with
//! nothing of any seat's; and however many pages follow a game, each move's view is made once for
//! each kind of viewer (`teban_web_live_views_total`), its board drawn once. A change that keeps
//! the game's version (a takeback asked, a draw offered) reaches each page too, as a view of that
//! version whose board is unchanged; a read after it holds it as well.

use reqwest::StatusCode;
use serde_json::Value;
use teban::games::{AnyGame, GameKind};
use teban::render::{board_svgs, View};
use teban::web::patch::{text_lines, BoardPatch};

use crate::support::bot::{game_begun, only_callback};
use crate::support::fake_discord::{FakeDiscord, FakeUser, Opt, WAIT};
use crate::support::web::{counted, web_bot, web_bot_with_metrics, Browser};

/// A page's stream of server-sent events, read event by event.
pub(crate) struct LiveStream {
    answer: reqwest::Response,
    /// What was read and not yet taken as an event.
    text: String,
}

impl LiveStream {
    /// Follows game `game` at `base` with `cookie` (empty: not logged in).
    pub(crate) async fn open(base: &str, game: i64, cookie: &str) -> LiveStream {
        let answer = reqwest::Client::new()
            .get(format!("{base}/api/games/{game}/events"))
            .header("cookie", cookie)
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), StatusCode::OK);
        let kind = answer.headers()["content-type"].to_str().unwrap();
        assert!(kind.starts_with("text/event-stream"), "{kind}");
        LiveStream {
            answer,
            text: String::new(),
        }
    }

    /// Follows game `game` as `browser`'s visitor.
    pub(crate) async fn of(browser: &Browser, game: i64) -> LiveStream {
        let cookies: Vec<String> = browser
            .cookies
            .iter()
            .map(|(n, v)| format!("{n}={v}"))
            .collect();
        LiveStream::open(&browser.base, game, &cookies.join("; ")).await
    }

    /// The next event (keep-alive comments passed over): its name and its data.
    pub(crate) async fn next(&mut self) -> (String, String) {
        let reading = async {
            loop {
                if let Some(end) = self.text.find("\n\n") {
                    let block: String = self.text.drain(..end + 2).collect();
                    let mut event = (String::new(), String::new());
                    for line in block.lines() {
                        if let Some(name) = line.strip_prefix("event: ") {
                            event.0 = name.to_string();
                        } else if let Some(data) = line.strip_prefix("data: ") {
                            event.1 = data.to_string();
                        }
                    }
                    if !event.0.is_empty() {
                        return event;
                    }
                    continue;
                }
                let chunk = self.answer.chunk().await.expect("the stream goes on");
                let chunk = chunk.expect("the stream is not closed");
                self.text.push_str(&String::from_utf8_lossy(&chunk));
            }
        };
        tokio::time::timeout(WAIT, reading)
            .await
            .unwrap_or_else(|_| panic!("the live page read no event: {}", self.text))
    }

    /// Waits until the stream ends, with nothing more in it.
    pub(crate) async fn ends(&mut self) {
        let rest = tokio::time::timeout(WAIT, self.answer.chunk())
            .await
            .expect("the stream ends");
        assert!(matches!(rest, Ok(None)), "{rest:?}: {}", self.text);
    }

    /// The next event, which must be `name`: its data.
    pub(crate) async fn expect(&mut self, name: &str) -> String {
        let (event, data) = self.next().await;
        assert_eq!(event, name, "{data}");
        data
    }

    /// The next event, which must be a change: the view it carries.
    pub(crate) async fn view(&mut self) -> Value {
        serde_json::from_str(&self.expect("view").await).expect("the view is JSON")
    }
}

/// The board a page holding `held` (the game as it read it) shows after the change `view`.
fn board_after(held: &Value, view: &Value) -> String {
    let patch: BoardPatch = serde_json::from_value(view["patch"].clone()).expect("a patch");
    assert_eq!(Some(u64::from(patch.from)), held["version"].as_u64());
    patch
        .apply(held["svg"].as_str().unwrap())
        .expect("the patch fits the board held")
}

/// Ann and bob at a new game, each logged in on the web, and carl, a member of the server who
/// watches: the game and their browsers, by name.
async fn players_and_a_spectator(fake: &FakeDiscord, base: &str) -> (i64, Vec<(String, Browser)>) {
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let carl = FakeUser::new(103, "carl");
    let game = game_begun(fake, &ann, &bob).await;
    let mut browsers = Vec::new();
    for user in [&ann, &bob, &carl] {
        let mut browser = Browser::new(base);
        browser.log_in(fake, user, "/").await;
        browsers.push((user.name.clone(), browser));
    }
    (game, browsers)
}

/// Plays e2 on Discord for whoever of ann and bob sits at seat 1.
pub(crate) async fn first_move(fake: &FakeDiscord) {
    for mover in [FakeUser::new(101, "ann"), FakeUser::new(102, "bob")] {
        let asked = fake.slash(&mover, "move", &[Opt::Str("notation", "e2")]);
        let answer = only_callback(&fake.wait_answer(&asked).await).text();
        if answer.contains("played") {
            return;
        }
    }
    panic!("nobody could play e2");
}

#[tokio::test]
async fn a_move_made_on_discord_reaches_each_live_page_as_the_view_it_shows() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, base) = web_bot(&fake, dir.path()).await;
    let (game, browsers) = players_and_a_spectator(&fake, &base).await;
    let mut pages = Vec::new();
    for (name, mut browser) in browsers {
        let held = browser.game(game).await;
        assert_eq!(held.status, StatusCode::OK, "{}", held.text);
        let mut stream = LiveStream::of(&browser, game).await;
        let version = held.json["version"].as_u64().unwrap();
        assert_eq!(stream.expect("version").await, version.to_string());
        pages.push((name, browser, held.json, stream));
    }
    let (_, _, spectator, _) = &pages[2];
    assert!(spectator["you"].is_null(), "a spectator has no seat");

    first_move(&fake).await;
    for (name, browser, held, stream) in &mut pages {
        let view = stream.view().await;
        assert_eq!(view["version"], held["version"].as_u64().unwrap() + 1);
        let moves: Vec<&str> = view["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["notation"].as_str().unwrap())
            .collect();
        assert_eq!(moves, ["e2"], "{name}");
        // The page shows the board the game's page would read now, without reading it.
        let board = board_after(held, &view);
        let now = browser.game(held["id"].as_i64().unwrap()).await.json;
        assert_eq!(board, now["svg"].as_str().unwrap(), "{name}");
        assert!(
            board.contains(">Move 1 · e2<"),
            "{name}: the header says it"
        );
        let seat = view["you"]["seat"].as_u64();
        match name.as_str() {
            "carl" => {
                // Nothing of any seat's: no seat, no turn, no targets, no legal moves.
                assert!(view.get("you").is_none_or(Value::is_null), "{view}");
                assert!(!board.contains("data-target"), "a spectator's board");
                assert!(!view.to_string().contains("legal_moves"), "{view}");
                assert!(!view.to_string().contains("data-target"), "{view}");
            }
            _ => {
                let sits = now["players"][seat.unwrap() as usize - 1]["name"].clone();
                assert_eq!(sits, name.as_str(), "{name} is sent their own seat's view");
                assert!(board.contains("data-target"), "a player's board");
                let to_move = view["to_move"].as_u64() == seat;
                assert_eq!(view["you"]["to_move"], to_move, "{name}");
                assert_eq!(view["you"]["turn"].is_object(), to_move, "{name}");
            }
        }
    }
}

#[tokio::test]
async fn each_move_s_view_is_made_once_for_each_kind_of_viewer_however_many_pages_follow() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, base, metrics) = web_bot_with_metrics(&fake, dir.path(), false).await;
    let (game, browsers) = players_and_a_spectator(&fake, &base).await;
    let mut pages = Vec::new();
    for (name, browser) in &browsers {
        for _ in 0..3 {
            let mut stream = LiveStream::of(browser, game).await;
            stream.expect("version").await;
            pages.push((name.clone(), stream));
        }
    }
    let drawn = counted(metrics, "teban_web_editions_total", "").await;
    assert_eq!(drawn, 1.0, "the game as the pages began following it");

    first_move(&fake).await;
    let mut sent: Vec<(String, Value)> = Vec::new();
    for (name, stream) in &mut pages {
        sent.push((name.clone(), stream.view().await));
    }
    for (name, view) in &sent {
        for (other, theirs) in &sent {
            if other == name {
                assert_eq!(theirs, view, "{name}'s pages are sent the same view");
            }
        }
    }
    for viewer in ["spectator", "seat-1", "seat-2"] {
        let label = format!("viewer=\"{viewer}\"");
        let made = counted(metrics, "teban_web_live_views_total", &label).await;
        assert_eq!(made, 1.0, "{viewer}'s view of the move, for 3 pages");
    }
    let drawn = counted(metrics, "teban_web_editions_total", "").await;
    assert_eq!(drawn, 2.0, "one board drawn for the move, for 9 pages");
    let reads = counted(metrics, "teban_web_game_reads_total", "").await;
    assert_eq!(reads, 0.0, "no page read the game");
}

#[tokio::test]
async fn a_takeback_asked_and_a_draw_offered_reach_each_live_page_at_the_same_version() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, base) = web_bot(&fake, dir.path()).await;
    crate::play::managers_set(&fake, &[Opt::Bool("takebacks", true)]).await;
    let (game, browsers) = players_and_a_spectator(&fake, &base).await;
    first_move(&fake).await;
    let mut pages = Vec::new();
    for (name, mut browser) in browsers {
        let held = browser.game(game).await.json;
        let mut stream = LiveStream::of(&browser, game).await;
        stream.expect("version").await;
        pages.push((name, browser, held, stream));
    }
    let user = |name: &Value| match name.as_str() {
        Some("ann") => FakeUser::new(101, "ann"),
        _ => FakeUser::new(102, "bob"),
    };
    let players = &pages[0].2["players"];
    let (mover, other) = (user(&players[0]["name"]), user(&players[1]["name"]));

    let asked = fake.slash(&mover, "takeback", &[]);
    fake.wait_answer(&asked).await;
    for (name, _, held, stream) in &mut pages {
        let view = stream.view().await;
        assert_eq!(
            view["version"], held["version"],
            "{name}: the version stays"
        );
        assert_eq!(
            view["takeback"],
            serde_json::json!({"seat": 1, "accepted": [], "declined": false}),
            "{name}"
        );
        assert_eq!(
            board_after(held, &view),
            held["svg"].as_str().unwrap(),
            "{name}"
        );
    }

    let offered = fake.slash(&other, "draw", &[]);
    fake.wait_answer(&offered).await;
    for (name, browser, held, stream) in &mut pages {
        let view = stream.view().await;
        assert_eq!(
            view["version"], held["version"],
            "{name}: the version stays"
        );
        assert_eq!(view["draw_offers"], serde_json::json!([2]), "{name}");
        assert_eq!(view["takeback"]["seat"], 1, "{name}: still asked");
        let read = browser.game(game).await.json;
        assert_eq!(
            read["draw_offers"],
            serde_json::json!([2]),
            "{name} reads it too"
        );
    }
}

#[test]
fn a_board_s_patch_turns_the_board_before_a_move_into_the_one_after_sending_under_half() {
    let view = View {
        names: vec!["ann".into(), "bob".into()],
        ..View::default()
    };
    for kind in [GameKind::Quoridor, GameKind::Sensei, GameKind::Niwa] {
        let mut game = AnyGame::new(kind, None).unwrap();
        let (mut board, mut seat_board) = board_svgs(&game, &view);
        for ply in 0..8 {
            let moves = game.legal_moves();
            game.play(&moves[ply * 7 % moves.len()]).unwrap();
            let (after, seat_after) = board_svgs(&game, &view);
            for (before, after) in [(&board, &after), (&seat_board, &seat_after)] {
                let patch = BoardPatch::between(ply as u32, before, after);
                assert_eq!(patch.apply(before).as_deref(), Some(after.as_str()));
                // Held as lines, as the load test's pages hold it: the same board.
                let mut held: Vec<String> = text_lines(before).map(str::to_owned).collect();
                assert!(patch.apply_to_lines(&mut held), "{kind:?} move {ply}");
                assert_eq!(held.concat(), *after, "{kind:?} move {ply}");
                let sent: usize = patch.hunks.iter().map(|(_, _, text)| text.len()).sum();
                assert!(
                    sent * 2 < after.len(),
                    "{kind:?} move {ply}: {sent} bytes of a {}-byte board",
                    after.len()
                );
                // A board it was not made from, shorter than its hunks reach: not applied.
                assert_eq!(patch.apply("<svg>\n</svg>\n"), None, "{kind:?}");
                let mut short = vec!["<svg>\n".to_owned(), "</svg>\n".to_owned()];
                assert!(!patch.apply_to_lines(&mut short), "{kind:?}");
                assert_eq!(short.concat(), "<svg>\n</svg>\n", "{kind:?}");
            }
            (board, seat_board) = (after, seat_after);
        }
    }
}
