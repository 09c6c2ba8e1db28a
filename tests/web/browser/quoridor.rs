//! Two players, each in their own browser, play a whole Quoridor game by clicking the board:
//! steps, a jump and fences, each tapped then confirmed by a second tap or by Play.

use super::{driver, next_second, pages_by_seat, Page, Room};
use crate::support::bot::game_begun;

/// The game: both walk up the e-file, each places a fence on their second turn, seat 2 jumps
/// seat 1's pawn on e5 and reaches rank 1 first.
pub(super) const GAME: [&str; 16] = [
    "e2", "e8", "a3h", "h6h", "e3", "e7", "e4", "e6", "e5", "e4", "e6", "e3", "e7", "e2", "e8",
    "e1",
];

/// The name of the control that plays `notation`, in English.
pub(super) fn name(notation: &str) -> String {
    if notation.ends_with(['h', 'v']) {
        format!("fence {notation}")
    } else {
        format!("play {notation}")
    }
}

#[tokio::test]
async fn two_players_play_a_whole_quoridor_game_by_clicking_with_fences() {
    let Some(driver) =
        driver("two_players_play_a_whole_quoridor_game_by_clicking_with_fences").await
    else {
        return;
    };
    let replayed = teban::games::AnyGame::replay(teban::games::GameKind::Quoridor, None, &GAME);
    assert!(replayed.unwrap().is_over(), "the scripted game ends");
    let room = Room::open().await;
    let game = game_begun(&room.fake, &room.ann, &room.bob).await;
    let [(first, _), (second, _)] =
        pages_by_seat(&driver, &room, &format!("/games/{game}"), [800, 800]).await;
    let (pages, dir): ([&Page; 2], _) = ([&first, &second], &room.dir);

    for (ply, notation) in GAME.iter().enumerate() {
        next_second(dir.path(), ply as u32);
        let page = pages[ply % 2];
        // The first tap shows what would be played; the second plays it.
        page.click(&name(notation)).await;
        let play = format!("Play {notation}");
        page.control(&play).await;
        if ply % 3 == 0 {
            page.press(&play).await;
        } else {
            // The chosen square or groove, tapped again.
            page.click(&play).await;
        }
        if *notation == "a3h" {
            // The next player points at a groove the new fence blocks: the page says so.
            let next = pages[(ply + 1) % 2];
            next.moved(notation).await;
            let groove = next
                .client
                .find(fantoccini::Locator::XPath(
                    "//*[@data-kind='fence' and @data-target='b3h']",
                ))
                .await
                .unwrap();
            next.point_at(groove, false).await.unwrap();
            next.text("fence b3h: b3h overlaps the fence a3h").await;
        }
        page.moved(notation).await;
        if ply == 0 {
            // A rated game where the server allows no takebacks: none is offered.
            let offered = "return [...document.querySelectorAll('button')]\
                .some((b) => b.textContent.trim() === 'Ask to take back my move')";
            assert_eq!(page.eval(offered).await, false, "no takeback offered");
        }
        // The other page is told live, and shows the move.
        pages[(ply + 1) % 2].moved(notation).await;
    }
    for page in pages {
        page.text("wins").await;
        let undone = page
            .eval("return document.querySelectorAll('[role=\"button\"]').length")
            .await;
        assert_eq!(undone, 0, "nothing left to play once the game is over");
    }

    // The finished game replays: the keys ← and → walk its positions.
    let page = pages[0];
    page.said("Move 16 / 16").await;
    let board = "return document.querySelector('#board svg').outerHTML";
    let end = page.eval(board).await;
    let key = |key: &'static str| async move {
        let focused = page.client.active_element().await.unwrap();
        focused.send_keys(key).await.unwrap();
    };
    key(LEFT).await;
    page.said("Move 15 / 16").await;
    let before_end = page.eval(board).await;
    assert_ne!(
        before_end, end,
        "the board shows the position before the last move"
    );
    key(RIGHT).await;
    page.said("Move 16 / 16").await;
    assert_eq!(page.eval(board).await, end);
    first.close().await;
    second.close().await;
}

const LEFT: &str = "\u{e012}";
const RIGHT: &str = "\u{e014}";
