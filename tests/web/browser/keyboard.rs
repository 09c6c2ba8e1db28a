//! One move made with the keyboard alone: Tab to a step on the board, Enter to choose it, Enter
//! again on Play, which the focus reached by itself.

use super::{driver, Room};
use crate::support::bot::game_begun;
use crate::support::web::Browser;

const TAB: &str = "\u{e004}";
const ENTER: &str = "\u{e007}";

#[tokio::test]
async fn a_move_is_made_with_the_keyboard_alone() {
    let Some(driver) = driver("a_move_is_made_with_the_keyboard_alone").await else {
        return;
    };
    let Room {
        fake,
        dir: _dir,
        base,
        ann,
        bob,
        _bot,
    } = Room::open().await;
    let game = game_begun(&fake, &ann, &bob).await;
    let mut reader = Browser::new(&base);
    reader.log_in(&fake, &ann, "/").await;
    let view = reader.game(game).await.json;
    let seat = view["to_move"].as_u64().unwrap() as usize;
    let mover = if view["players"][seat - 1]["name"] == "ann" {
        &ann
    } else {
        &bob
    };
    let page = driver.browser(&base, 800).await;
    page.log_in(&fake, mover, &format!("/games/{game}")).await;
    page.control("play e2").await;

    let focused = "const e = document.activeElement; \
                   return e.getAttribute('aria-label') || e.textContent;";
    let mut name = String::new();
    for _ in 0..10 {
        page.client
            .active_element()
            .await
            .unwrap()
            .send_keys(TAB)
            .await
            .unwrap();
        name = page
            .eval(focused)
            .await
            .as_str()
            .unwrap_or_default()
            .to_string();
        if name.starts_with("play ") {
            break;
        }
    }
    assert!(
        name.starts_with("play "),
        "Tab reaches a step on the board: {name}"
    );
    let step = name.trim_start_matches("play ").to_string();
    let active = page.client.active_element().await.unwrap();
    active.send_keys(ENTER).await.unwrap();
    page.text("Tap it again or press Play").await;
    let on = page.eval(focused).await;
    assert_eq!(
        on,
        format!("Play {step}").as_str(),
        "the focus moved to Play"
    );
    page.client
        .active_element()
        .await
        .unwrap()
        .send_keys(ENTER)
        .await
        .unwrap();
    page.moved(&step).await;
    let after = reader.game(game).await.json;
    assert_eq!(after["moves"][0]["notation"], step.as_str());
    page.close().await;
}
