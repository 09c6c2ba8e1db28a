//! A spectator's page follows a game live: a move made on Discord appears on it, board and list,
//! from the live stream's view alone: the page does not read the game again.

use super::{driver, Room};
use crate::support::bot::{game_begun, only_callback};
use crate::support::fake_discord::{FakeUser, Opt};
use crate::support::web::counted;

#[tokio::test]
async fn a_spectator_s_page_shows_a_move_made_on_discord_as_it_lands() {
    let Some(driver) = driver("a_spectator_s_page_shows_a_move_made_on_discord_as_it_lands").await
    else {
        return;
    };
    let (
        Room {
            fake,
            dir: _dir,
            base,
            ann,
            bob,
            _bot,
        },
        metrics,
    ) = Room::counted().await;
    let carl = FakeUser::new(103, "carl");
    let game = game_begun(&fake, &ann, &bob).await;
    let page = driver.browser(&base, 800).await;
    page.log_in(&fake, &carl, &format!("/games/{game}")).await;
    let before = page
        .eval("return document.querySelector('#board svg').outerHTML")
        .await;
    let controls = page
        .eval("return document.querySelectorAll('[role=\"button\"]').length")
        .await;
    assert_eq!(controls, 0, "a spectator has nothing to click on the board");
    let reads = counted(metrics, "teban_web_game_reads_total", "").await;
    assert_eq!(reads, 1.0, "the page read the game once, as it opened");

    // Seat 1 moves first, from e1; whoever it is types the move on Discord.
    for mover in [&ann, &bob] {
        let asked = fake.slash(mover, "move", &[Opt::Str("notation", "e2")]);
        let answer = only_callback(&fake.wait_answer(&asked).await).text();
        if answer.contains("played") {
            break;
        }
    }
    page.moved("e2").await;
    let after = page
        .eval("return document.querySelector('#board svg').outerHTML")
        .await;
    assert_ne!(before, after, "the board is drawn again after the move");
    // The board says the move, and where the pawn stands now.
    let header = "return [...document.querySelectorAll('#board svg text')]\
                  .some(t => t.textContent === 'Move 1 · e2')";
    assert_eq!(
        page.eval(header).await,
        true,
        "the board's header says the move"
    );
    let reads = counted(metrics, "teban_web_game_reads_total", "").await;
    assert_eq!(reads, 1.0, "the move came with the live stream: no read");
    page.close().await;
}
