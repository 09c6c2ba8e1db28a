//! The page's own files, built into the binary from `web/`: nothing is read from the disk at
//! run time and nothing is fetched from another site (the page writes in the pictures' DejaVu
//! Sans where it is installed, else in the system's font: no font is downloaded). Every page is the one `<head>` (`web/head.html`, which
//! names the page's script) followed by the page's own `<body>`. A file is found by its exact name in one table, so no
//! path can climb out of it. Also the page's words: `GET /api/strings`, the catalogue's `web-…`
//! texts in the visitor's language.
//!
//! The Activity's page (`GET /activity`) names its files relative to itself, so that it works
//! under Discord's `/.proxy/` prefix as well as without; its script is the bundle `build.rs` makes
//! with npm's packages (Discord's SDK and `web/activity/`), and where they were not installed the
//! page says in one sentence that the Activity was not built.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use axum::http::header;
use axum::response::{Html, IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

use super::errors::ApiError;
use super::extract::{BrowserLang, InPath, Visitor};
use crate::i18n::{Key, Lang};
use crate::key;

/// The files under `/assets/`: name, type, bytes.
const ASSETS: &[(&str, &str, &[u8])] = &[
    (
        "game.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../web/game.js"),
    ),
    (
        "mount.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../web/mount.js"),
    ),
    (
        "activity.js",
        "text/javascript; charset=utf-8",
        ACTIVITY_BUNDLE,
    ),
    (
        "board.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../web/board.js"),
    ),
    (
        "players.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../web/players.js"),
    ),
    (
        "moves.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../web/moves.js"),
    ),
    (
        "alerts.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../web/alerts.js"),
    ),
    (
        "lobby.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../web/lobby.js"),
    ),
    (
        "local.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../web/local.js"),
    ),
    (
        "strings.js",
        "text/javascript; charset=utf-8",
        include_bytes!("../../web/strings.js"),
    ),
];

/// The style sheet: the board's palette as custom properties ([`super::palette`]), then
/// `web/style.css`, which draws the pages with them.
static STYLE: LazyLock<String> = LazyLock::new(|| {
    format!(
        "{}{}",
        super::palette::custom_properties(),
        include_str!("../../web/style.css")
    )
});

/// The Activity's script, bundled by `build.rs`; empty when npm's packages were not installed.
const ACTIVITY_BUNDLE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/activity.js"));

/// Whether the Activity's script was bundled into this binary.
pub fn activity_built() -> bool {
    !ACTIVITY_BUNDLE.is_empty()
}

/// The `<head>` of every page; `{script}` is the page's script in `{assets}`, the folder of the
/// page's files.
const HEAD: &str = include_str!("../../web/head.html");

/// The section that shows a game, in the game's page and in the Activity's.
const GAME_SECTION: &str = include_str!("../../web/game-section.html");

/// A page: the `<head>` naming `script` in `assets`, then `body` (with the game's section where
/// it says `{game}`).
fn page(assets: &str, script: &str, body: &str) -> String {
    let head = HEAD.replace("{assets}", assets).replace("{script}", script);
    format!("{head}{}", body.replace("{game}", GAME_SECTION))
}

/// The page of every game (it reads which from its address).
pub static GAME_PAGE: LazyLock<String> =
    LazyLock::new(|| page("/assets/", "game.js", include_str!("../../web/game.html")));
/// The Activity's page: its files named relative to it (`/.proxy/activity` reads
/// `/.proxy/assets/…`).
pub static ACTIVITY_PAGE: LazyLock<String> = LazyLock::new(|| {
    page(
        "assets/",
        "activity.js",
        include_str!("../../web/activity.html"),
    )
});
/// The front page of a visitor not logged in: the login.
pub static INDEX_PAGE: LazyLock<String> = LazyLock::new(|| {
    page(
        "/assets/",
        "strings.js",
        include_str!("../../web/index.html"),
    )
});
/// The front page of a visitor logged in with Discord: their lobby.
pub static LOBBY_PAGE: LazyLock<String> =
    LazyLock::new(|| page("/assets/", "lobby.js", include_str!("../../web/lobby.html")));
/// The front page of local play: the games to resume, and a new game.
pub static LOCAL_PAGE: LazyLock<String> =
    LazyLock::new(|| page("/assets/", "local.js", include_str!("../../web/local.html")));

/// The texts a page shows, by key (`locales/<lang>/web.ftl`, `web-page.ftl`, `lobby.ftl`);
/// `web-move-fence` and `web-move-play` take the move as `{ $move }`, `web-move-at` its number as
/// `{ $ply }` too, `web-notify-your-turn` the game's title as `{ $game }`, `web-takeback-asked` a
/// player's name as `{ $name }`, `web-clock-days` a clock's `{ $days }` and `{ $time }`, the
/// lobby's challenge buttons the challenge's number as `{ $challenge }`: the page fills them in.
pub const PAGE_STRINGS: &[Key] = &[
    key!("web-title"),
    key!("web-login"),
    key!("web-logout"),
    key!("web-players"),
    key!("web-moves"),
    key!("web-your-moves"),
    key!("web-your-turn"),
    key!("web-spectating"),
    key!("web-board-alt"),
    key!("web-rating"),
    key!("web-time-left"),
    key!("web-result"),
    key!("web-move-fence"),
    key!("web-move-play"),
    key!("web-resign"),
    key!("web-resign-confirm"),
    key!("web-offer-draw"),
    key!("web-agree-draw"),
    key!("web-takeback-ask"),
    key!("web-takeback-accept"),
    key!("web-takeback-decline"),
    key!("web-live-lost"),
    key!("web-not-logged-in"),
    key!("web-undo"),
    key!("web-play"),
    key!("web-confirm"),
    key!("web-choose"),
    key!("web-turn-so-far"),
    key!("web-fence-illegal"),
    key!("web-replay"),
    key!("web-replay-at"),
    key!("web-analysis"),
    key!("web-analysis-chart"),
    key!("web-title-your-turn"),
    key!("web-notify-your-turn"),
    key!("web-alerts"),
    key!("web-notify-toggle"),
    key!("web-notify-blocked"),
    key!("web-sound-toggle"),
    key!("web-clock-days"),
    key!("web-to-move"),
    key!("web-player-left"),
    key!("web-move-at"),
    key!("web-back-to-game"),
    key!("web-draw-offered"),
    key!("web-takeback-waiting"),
    key!("web-takeback-asked"),
    key!("web-takeback-declined"),
    key!("web-local-new-game"),
    key!("web-local-game"),
    key!("web-local-variant"),
    key!("web-local-opponent"),
    key!("web-local-start"),
    key!("web-lobby-games"),
    key!("web-lobby-no-games"),
    key!("web-lobby-challenges"),
    key!("web-lobby-no-challenges"),
    key!("web-lobby-servers"),
    key!("web-lobby-no-servers"),
    key!("web-lobby-server"),
    key!("web-lobby-new-challenge"),
    key!("web-lobby-channel"),
    key!("web-lobby-opponent"),
    key!("web-lobby-clock"),
    key!("web-lobby-rated"),
    key!("web-lobby-range"),
    key!("web-lobby-challenge"),
    key!("web-lobby-leaderboards"),
    key!("web-lobby-player"),
    key!("web-lobby-rating"),
    key!("web-lobby-results"),
    key!("web-lobby-profile"),
    key!("web-lobby-my-profile"),
    key!("web-lobby-resume"),
    key!("web-lobby-no-resume"),
    key!("web-lobby-accept"),
    key!("web-lobby-decline"),
    key!("web-lobby-withdraw"),
    key!("web-activity-connecting"),
    key!("web-activity-failed"),
    key!("web-activity-here"),
    key!("web-activity-plays"),
    key!("web-activity-watches"),
    key!("web-activity-yours"),
    key!("web-activity-to-watch"),
    key!("web-activity-no-games"),
];

/// `GET /assets/{name}`.
pub async fn asset(BrowserLang(lang): BrowserLang, InPath(name): InPath<String>) -> Response {
    if name == "style.css" {
        return file("text/css; charset=utf-8", STYLE.as_bytes());
    }
    match ASSETS.iter().find(|(known, _, _)| *known == name) {
        // The Activity's script of a binary built without npm's packages is empty: not there.
        Some((_, kind, bytes)) if !bytes.is_empty() => file(kind, bytes),
        _ => ApiError::not_found(lang).into_response(),
    }
}

fn file(kind: &'static str, bytes: &'static [u8]) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        bytes,
    )
        .into_response()
}

/// `GET /games/{id}`: the game's page.
pub async fn game_page() -> Html<&'static str> {
    Html(GAME_PAGE.as_str())
}

/// `GET /activity`: the Activity's page, or, in a binary built without npm's packages, a page
/// that says so in the visitor's language, `lang`.
pub fn activity_page(lang: Lang) -> Html<String> {
    if activity_built() {
        return Html(ACTIVITY_PAGE.clone());
    }
    Html(not_built_page(lang))
}

/// The page of a binary built without the Activity: one sentence in `lang`.
pub fn not_built_page(lang: Lang) -> String {
    let said = crate::i18n::text(lang, key!("web-activity-not-built"), &[]);
    let body = format!(
        "<body>\n<main>\n<p role=\"status\">{}</p>\n</main>\n</body>\n</html>\n",
        html_escape::encode_text(&said)
    );
    page("assets/", "strings.js", &body)
}

/// The page's texts in `lang`, each with `{ $move }` kept as `{move}` (and `{ $ply }`,
/// `{ $game }`, `{ $name }`, `{ $days }`, `{ $time }` and `{ $challenge }` likewise) for the page
/// to fill.
pub fn page_strings(lang: Lang) -> BTreeMap<&'static str, String> {
    let kept = ["move", "ply", "game", "name", "days", "time", "challenge"]
        .map(|name| (name, format!("{{{name}}}").into()));
    PAGE_STRINGS
        .iter()
        .map(|key| (key.as_str(), crate::i18n::text(lang, *key, &kept)))
        .collect()
}

/// `GET /api/strings`: the page's texts in the visitor's language.
pub async fn strings(Visitor { lang, .. }: Visitor) -> Json<Value> {
    Json(json!({"lang": lang.code(), "strings": page_strings(lang)}))
}
