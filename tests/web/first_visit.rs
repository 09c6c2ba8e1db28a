//! What a first visit of a game's page downloads, compressed as a browser asks for it: the page,
//! the style and scripts it names (and the modules they import), the page's words and the game's
//! JSON with its board, under a budget of [`BUDGET`] bytes transferred; and the same of the lobby
//! and of the Activity.

use reqwest::StatusCode;

use crate::support::bot::game_begun;
use crate::support::fake_discord::{FakeDiscord, FakeUser, CHANNEL_ID, GUILD_ID};
use crate::support::web::{web_bot, Browser};

/// What a first visit may transfer at most (issue: under 200 KB compressed).
const BUDGET: usize = 200 * 1024;

/// What a browser that accepts compression says.
const ACCEPTS: &str = "gzip, deflate, br";

/// What `text` names between each `opening` and the next `closing` (`src="…"`, `from "./…"`).
fn named(text: &str, opening: &str, closing: char) -> Vec<String> {
    text.split(opening)
        .skip(1)
        .filter_map(|rest| rest.split(closing).next())
        .map(str::to_string)
        .collect()
}

/// One answer as transferred: its status, its `Content-Encoding` and its body's bytes on the
/// wire (not decompressed: the client asks for no decoding).
async fn transferred(
    http: &reqwest::Client,
    base: &str,
    path: &str,
    cookie: &str,
) -> (StatusCode, String, Vec<u8>) {
    let answer = http
        .get(format!("{base}{path}"))
        .header("accept-encoding", ACCEPTS)
        .header("cookie", cookie)
        .send()
        .await
        .unwrap();
    let status = answer.status();
    let encoding = answer
        .headers()
        .get("content-encoding")
        .map(|v| v.to_str().unwrap().to_string())
        .unwrap_or_default();
    (status, encoding, answer.bytes().await.unwrap().to_vec())
}

/// What `paths` transfer together, each asserted sent and compressed: the bytes, and each one's
/// line (path, bytes, encoding).
async fn transferred_all(
    http: &reqwest::Client,
    base: &str,
    paths: &[String],
    cookie: &str,
) -> (usize, Vec<String>) {
    let mut total = 0;
    let mut each = Vec::new();
    for path in paths {
        let (status, encoding, body) = transferred(http, base, path, cookie).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert!(
            encoding == "br" || encoding == "gzip",
            "{path} is sent compressed, not `{encoding}`"
        );
        total += body.len();
        each.push(format!("{path}: {} bytes ({encoding})", body.len()));
    }
    (total, each)
}

/// A first visitor: ann, logged in, with a game begun between her and bob.
struct Visit {
    base: String,
    game: i64,
    browser: Browser,
    /// Her session's cookie, as a browser sends it.
    cookie: String,
    _bot: crate::support::bot::Bot,
    _fake: FakeDiscord,
    _dir: tempfile::TempDir,
}

impl Visit {
    async fn logged_in() -> Visit {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().unwrap();
        let (bot, base) = web_bot(&fake, dir.path()).await;
        let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
        let game = game_begun(&fake, &ann, &bob).await;
        let mut browser = Browser::new(&base);
        browser.log_in(&fake, &ann, &format!("/games/{game}")).await;
        let cookie: Vec<String> = browser
            .cookies
            .iter()
            .map(|(n, v)| format!("{n}={v}"))
            .collect();
        Visit {
            base,
            game,
            browser,
            cookie: cookie.join("; "),
            _bot: bot,
            _fake: fake,
            _dir: dir,
        }
    }
}

/// The page at `path`, the files it names under `/assets/` and the modules its scripts import,
/// and theirs in turn: every path a browser fetches for it.
async fn page_and_files(browser: &mut Browser, path: &str) -> Vec<String> {
    let page = browser.get(path).await;
    assert_eq!(page.status, StatusCode::OK, "{path}");
    let mut paths = vec![path.to_string()];
    for (opening, closing) in [("href=\"", '"'), ("src=\"", '"')] {
        paths.extend(
            named(&page.text, opening, closing)
                .into_iter()
                .filter(|p| p.starts_with("/assets/")),
        );
    }
    let mut next = 0;
    while next < paths.len() {
        let script = paths[next].clone();
        next += 1;
        if !script.ends_with(".js") {
            continue;
        }
        let text = browser.get(&script).await.text;
        for module in named(&text, "from \"./", '"') {
            let path = format!("/assets/{module}");
            if !paths.contains(&path) {
                paths.push(path);
            }
        }
    }
    paths
}

#[tokio::test]
async fn a_first_visit_of_a_game_s_page_transfers_under_200_kb_compressed() {
    let mut visit = Visit::logged_in().await;
    let (game, http) = (visit.game, reqwest::Client::new());

    // The page, then what it names, then what its scripts import.
    let mut paths = page_and_files(&mut visit.browser, &format!("/games/{game}")).await;
    // What the scripts read on loading: the page's words and the game, with its board's SVG.
    paths.push("/api/strings".into());
    paths.push(format!("/api/games/{game}"));
    for wanted in ["style.css", "game.js", "mount.js", "board.js", "strings.js"] {
        assert!(
            paths.contains(&format!("/assets/{wanted}")),
            "{wanted} is fetched: {paths:?}"
        );
    }

    let (total, each) = transferred_all(&http, &visit.base, &paths, &visit.cookie).await;
    let view = visit.browser.game(game).await;
    assert!(
        view.json["svg"]
            .as_str()
            .unwrap_or_default()
            .starts_with("<svg"),
        "the game's JSON holds its board"
    );
    within_budget(total, &each);
    // The budget is not met by sending nothing: the page's files are all there, compressed.
    assert!(total > 5 * 1024, "{each:#?}");
}

/// The lobby's first visit: its page, its style and scripts, the page's words and what the lobby
/// reads on loading (the choices of a challenge, the lobby, the first server's), under the same
/// budget.
#[tokio::test]
async fn a_first_visit_of_the_lobby_transfers_under_200_kb_compressed() {
    let mut visit = Visit::logged_in().await;
    let mut paths = page_and_files(&mut visit.browser, "/").await;
    for wanted in ["style.css", "lobby.js", "strings.js"] {
        assert!(
            paths.contains(&format!("/assets/{wanted}")),
            "{wanted} is fetched: {paths:?}"
        );
    }
    paths.extend([
        "/api/strings".to_string(),
        "/api/lobby/choices".to_string(),
        "/api/lobby".to_string(),
        format!("/api/lobby/servers/{GUILD_ID}"),
    ]);
    let lobby = visit.browser.get("/api/lobby").await;
    let games = lobby.json["games"].as_array().map(Vec::len);
    assert_eq!(games, Some(1), "her game is listed: {}", lobby.text);
    let http = reqwest::Client::new();
    let (total, each) = transferred_all(&http, &visit.base, &paths, &visit.cookie).await;
    println!("the lobby's first visit: {total} bytes: {each:#?}");
    within_budget(total, &each);
    assert!(total > 5 * 1024, "{each:#?}");
}

/// A first visit's `total` bytes are under [`BUDGET`] (`each` says what each path took).
fn within_budget(total: usize, each: &[String]) {
    assert!(
        total < BUDGET,
        "a first visit transfers {total} bytes, over {BUDGET}: {each:#?}"
    );
}

/// The Activity's first visit: its page, the style and the bundle it names (relative to itself:
/// here under `/.proxy/`, as in Discord's frame), the page's words and the game it opens, under
/// the same budget. Without the bundle (no `npm ci`) it says so and passes, but not under CI.
#[tokio::test]
async fn a_first_visit_of_the_activity_transfers_under_200_kb_compressed() {
    let Visit {
        base,
        game,
        mut browser,
        cookie,
        _bot,
        _fake,
        _dir,
    } = Visit::logged_in().await;
    let http = reqwest::Client::new();
    if browser.get("/assets/activity.js").await.status == StatusCode::NOT_FOUND {
        println!("skipped: the Activity was not built, run `npm ci` in web/ (first visit)");
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI must build the Activity: `npm ci` in web/ before the build"
        );
        return;
    }

    // Where Discord opens it: the root of the URL mapping, with Discord's query.
    let root = format!(
        "/.proxy/?frame_id=f-1&instance_id=i-1&platform=desktop&guild_id={GUILD_ID}&channel_id={CHANNEL_ID}"
    );
    let page = browser.get(&root).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.text.contains("activity.js"), "{}", page.text);
    let mut paths = vec![root];
    for (opening, closing) in [("href=\"", '"'), ("src=\"", '"')] {
        paths.extend(
            named(&page.text, opening, closing)
                .into_iter()
                .filter(|p| p.starts_with("assets/"))
                .map(|p| format!("/.proxy/{p}")),
        );
    }
    assert_eq!(
        paths[1..],
        ["/.proxy/assets/style.css", "/.proxy/assets/activity.js"],
        "the page names its style and its one bundle"
    );
    paths.push("/.proxy/api/strings".into());
    paths.push(format!("/.proxy/api/games/{game}"));
    let (total, each) = transferred_all(&http, &base, &paths, &cookie).await;
    println!("the Activity's first visit: {total} bytes: {each:#?}");
    assert!(
        total < BUDGET,
        "a first visit transfers {total} bytes, over {BUDGET}: {each:#?}"
    );
    assert!(total > 20 * 1024, "the bundle is there: {each:#?}");
}
