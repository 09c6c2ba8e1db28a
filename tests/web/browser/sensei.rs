//! A Sensei turn built action by action on the board: a stone, the character, an Undo of the
//! character's move, another stone and the character again, then Play.

use super::{driver, next_second, Room};
use crate::support::bot::game_of_begun;
use crate::support::fake_discord::FakeUser;
use crate::support::web::Browser;

#[tokio::test]
async fn a_sensei_turn_of_three_actions_is_built_with_an_undo_then_played() {
    let Some(driver) =
        driver("a_sensei_turn_of_three_actions_is_built_with_an_undo_then_played").await
    else {
        return;
    };
    let Room {
        fake,
        dir,
        base,
        ann,
        bob,
        _bot,
    } = Room::open().await;
    let game = game_of_begun(&fake, (&ann, &bob), "sensei", Some("arashi")).await;
    // Who moves first (seats are drawn), as any member reads the game.
    let mut reader = Browser::new(&base);
    reader.log_in(&fake, &FakeUser::new(103, "carl"), "/").await;
    let view = reader.game(game).await.json;
    let seat = view["to_move"].as_u64().unwrap();
    let mover = if view["players"][seat as usize - 1]["name"] == "ann" {
        &ann
    } else {
        &bob
    };
    // Seat 1 plays up from rank 1, seat 2 down from rank 7.
    let (home, one, two) = if seat == 1 { (1, 2, 3) } else { (7, 6, 5) };
    let page = driver.browser(&base, 800).await;
    page.log_in(&fake, mover, &format!("/games/{game}")).await;
    next_second(dir.path(), 0);

    page.click(&format!("choose b{home}")).await;
    page.click(&format!("stone b{home}-b{two}")).await;
    page.said(&format!("This turn: b{home}-b{two}")).await;
    page.click(&format!("choose d{home}")).await;
    page.click(&format!("character @b{two}")).await;
    page.said(&format!("This turn: b{home}-b{two} @b{two}"))
        .await;
    page.click("Undo").await;
    page.said(&format!("This turn: b{home}-b{two}")).await;
    page.click(&format!("choose c{home}")).await;
    page.click(&format!("stone c{home}-c{one}")).await;
    page.said(&format!("This turn: b{home}-b{two} c{home}-c{one}"))
        .await;
    page.click(&format!("choose d{home}")).await;
    page.click(&format!("character @c{one}")).await;
    let turn = format!("b{home}-b{two} c{home}-c{one} @c{one}");
    page.said(&format!("This turn: {turn}")).await;
    let left = page
        .eval(
            "return [...document.querySelectorAll('#board [role=\"button\"]')]\
             .map(e => e.getAttribute('aria-label'))",
        )
        .await;
    let play = format!("Play {turn}");
    assert_eq!(
        left,
        serde_json::json!([play]),
        "three actions make a whole turn: nothing more to choose, the last one plays it"
    );
    page.press(&play).await;
    page.moved(&turn).await;
    let after = reader.game(game).await.json;
    assert_eq!(after["moves"][0]["notation"], turn.as_str());
    page.close().await;
}
