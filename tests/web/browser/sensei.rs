//! A Sensei turn built action by action on the board: a stone, the character, an Undo of the
//! character's move, another stone and the character again, then Play. Beside the board, each
//! player's token is in the colour the board draws their stones in (green and red, not the
//! seat palette's blue and red).

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
    let colours = page.eval(SEAT_COLOURS).await;
    for seat in [1, 2] {
        let [token, stone] = [&colours[seat][0], &colours[seat][1]];
        assert!(token.is_string(), "seat {seat}'s token: {colours}");
        assert_eq!(
            token, stone,
            "seat {seat}'s token is its stones' colour: {colours}"
        );
    }
    assert_ne!(colours[1][0], colours[2][0], "{colours}");
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

/// For seats 1 and 2 (at indices 1 and 2), the computed colour of the token beside the board,
/// in the list the heading "Players" names, and the fill the board's picture paints a stone of
/// that seat with (found under the stone's target, below its engraved mark), both as CSS
/// computes colours.
const SEAT_COLOURS: &str = "
    const computed = (colour) => {
      const probe = document.createElement('span');
      probe.style.color = colour;
      document.body.append(probe);
      const said = getComputedStyle(probe).color;
      probe.remove();
      return said;
    };
    const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Players');
    const cards = document.querySelector(`[aria-labelledby='${heading.id}']`).querySelectorAll('li');
    const characters = [...document.querySelectorAll(`#board .target[data-kind='character']`)]
      .map((c) => c.dataset.target);
    const out = [null];
    for (const seat of [1, 2]) {
      const token = getComputedStyle(cards[seat - 1].firstElementChild).backgroundColor;
      const stone = [...document.querySelectorAll(
        `#board .target[data-kind='stone'][data-seat='${seat}']`)]
        .find((s) => !characters.includes(s.dataset.target));
      const r = stone.getBoundingClientRect();
      const painted = document.elementsFromPoint(r.left + r.width / 2, r.top + r.height * 0.8)
        .find((e) => e.closest('svg') && !e.closest('.target') && e.getAttribute('fill'));
      out.push([token, computed(painted.getAttribute('fill'))]);
    }
    return out;";
