//! The page on a phone 360 px wide: a screenshot whose board fits the width, nothing wider than
//! the screen, the controls at least 44 px.

use super::{driver, Room};
use crate::support::bot::game_begun;

#[tokio::test]
async fn the_page_fits_a_phone_360_px_wide() {
    let Some(driver) = driver("the_page_fits_a_phone_360_px_wide").await else {
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
    let page = driver.browser(&base, 360).await;
    page.log_in(&fake, &ann, &format!("/games/{game}")).await;
    page.control("Resign").await;

    let width = page.eval("return window.innerWidth").await;
    assert_eq!(width, 360, "the window is a phone's");
    let widest = page.content_width().await;
    assert!(widest <= 360, "nothing wider than the screen: {widest}");
    let board = page
        .client
        .find(fantoccini::Locator::XPath(
            "//*[@id='board']/*[name()='svg']",
        ))
        .await
        .expect("the board");
    let (x, _, w, h) = board.rectangle().await.unwrap();
    assert!(x >= 0.0 && x + w <= 360.0, "the board fits: {x} + {w}");
    assert!(
        w >= 300.0 && h > 300.0,
        "the board uses the width: {w} x {h}"
    );
    let smallest = page.smallest_button().await;
    assert!(
        smallest >= 44.0,
        "every button is at least 44 px: {smallest}"
    );

    let png = page.client.screenshot().await.expect("a screenshot");
    let shot = image::load_from_memory(&png).expect("a PNG").to_rgb8();
    assert_eq!(shot.width(), 360);
    // In the screenshot, the board's picture spans its row from margin to margin: where the
    // page's white ends and starts again, inside the screen.
    let (_, top, _, _) = board.rectangle().await.unwrap();
    let row = ((top + h / 2.0) as u32).min(shot.height() - 1);
    let painted: Vec<u32> = (0..shot.width())
        .filter(|&x| shot.get_pixel(x, row).0.iter().any(|&c| c < 200))
        .collect();
    let (left, right) = (painted[0], *painted.last().unwrap());
    assert!(
        left > 0 && right < 359,
        "the board's picture has a margin: {left}..{right}"
    );
    assert!(
        right - left >= 300,
        "the board's picture is {left}..{right} px"
    );
    page.close().await;
}
