//! The web board as the browser draws it: Chromium's picture of `board_svg`, put inline in a
//! blank page as the web page puts it (at its own size, no margins, one CSS pixel a pixel), is
//! the PNG (`board_image`) of the same position, block by block and pixel by pixel within a
//! tolerance, for every game and side; and the comparison sees a single fence or a pawn's step
//! where the move shows. Its words are in DejaVu Sans, which Debian's Chromium has (fontconfig
//! brings `fonts-dejavu-core` with it), as the PNG's are. One browser draws every position.

use fantoccini::Locator;
use image::RgbImage;
use serde_json::json;
use teban::games::quoridor::Move;
use teban::games::{AnyGame, GameKind, Seat};
use teban::render::kit::Rect;
use teban::render::quoridor::Geometry;
use teban::render::{board_image, board_svg, Targets};

use super::{driver, Driver, Page};
use crate::support::boards::{positions, replay, view};

/// A browser with an empty page to draw boards in.
async fn canvas(driver: &Driver) -> Page {
    let page = driver.browser("", 800).await;
    page.client.goto("about:blank").await.expect("a blank page");
    // A picture of an element is cut at the window's edge: every board fits in this one.
    page.client
        .set_window_size(1600, 1600)
        .await
        .expect("the window grows");
    let ratio = page.eval("return window.devicePixelRatio").await;
    assert_eq!(ratio.as_f64(), Some(1.0), "a CSS pixel is a pixel");
    page
}

/// `svg` drawn by the browser, inline in the page, at its own size.
async fn drawn(page: &Page, svg: &str) -> RgbImage {
    page.client
        .execute(
            "document.body.style.margin = '0'; document.body.innerHTML = arguments[0];",
            vec![json!(svg)],
        )
        .await
        .expect("the page takes the SVG");
    let board = page
        .client
        .find(Locator::Css("body > svg"))
        .await
        .expect("the page holds the board");
    let png = board.screenshot().await.expect("a picture of the board");
    image::load_from_memory(&png)
        .expect("the picture is a PNG")
        .to_rgb8()
}

/// The part of `image` over `area`, in whole pixels.
fn within(image: &RgbImage, area: Rect) -> RgbImage {
    let (x, y) = (area.x.floor() as u32, area.y.floor() as u32);
    let (right, bottom) = (area.right().ceil() as u32, area.bottom().ceil() as u32);
    image::imageops::crop_imm(image, x, y, right - x, bottom - y).to_image()
}

/// The smallest rectangle over `a` and `b`.
fn spanning(a: Rect, b: Rect) -> Rect {
    let (x, y) = (a.x.min(b.x), a.y.min(b.y));
    Rect::new(
        x,
        y,
        a.right().max(b.right()) - x,
        a.bottom().max(b.bottom()) - y,
    )
}

/// The side of the blocks two pictures are compared by.
const BLOCK: u32 = 4;

/// How two drawings of one picture differ: the largest difference of a channel's mean over a
/// [`BLOCK`] x [`BLOCK`] block, and the largest difference of a channel of one pixel.
fn difference(a: &RgbImage, b: &RgbImage) -> (f32, u8) {
    assert_eq!(a.dimensions(), b.dimensions(), "the same size");
    let (w, h) = a.dimensions();
    let mut worst_block: f32 = 0.0;
    for by in 0..h / BLOCK {
        for bx in 0..w / BLOCK {
            for channel in 0..3 {
                let sum = |image: &RgbImage| -> f32 {
                    (0..BLOCK * BLOCK)
                        .map(|i| {
                            let (x, y) = (bx * BLOCK + i % BLOCK, by * BLOCK + i / BLOCK);
                            f32::from(image.get_pixel(x, y).0[channel])
                        })
                        .sum()
                };
                let n = (BLOCK * BLOCK) as f32;
                worst_block = worst_block.max((sum(a) / n - sum(b) / n).abs());
            }
        }
    }
    let worst_pixel = a
        .pixels()
        .zip(b.pixels())
        .flat_map(|(p, q)| (0..3).map(move |i| p.0[i].abs_diff(q.0[i])))
        .max()
        .unwrap_or(0);
    (worst_block, worst_pixel)
}

/// The most a block's mean may differ between the PNG and Chromium's picture of the SVG, channel by
/// channel (of 255), and the most one pixel's channel may. The shapes nearly agree (their edges'
/// anti-aliasing, a shadow's ramp drawn as a Gaussian); the words differ most: two font engines
/// place and shade the same unhinted DejaVu glyphs a fraction of a pixel apart, so a letter's edge
/// pixel may be half the range off and a block over it a tenth (measured over every position of
/// `positions()`: 122 and 27.4 at most, Debian 12's Chromium 156; with the words in another font,
/// Liberation Sans, a block is 70 off). In the area a move changes, a fence missing from its slot
/// moves a block's mean by 136 and a pixel by 163, a pawn on the wrong square by 205 and 214
/// (`the_browser_comparison_sees_a_single_fence_or_a_pawn_step`).
const BLOCK_TOLERANCE: f32 = 36.0;
const PIXEL_TOLERANCE: u8 = 140;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_browser_draws_the_svg_as_the_png_of_every_game_from_every_side() {
    let Some(driver) =
        driver("the_browser_draws_the_svg_as_the_png_of_every_game_from_every_side").await
    else {
        return;
    };
    let page = canvas(&driver).await;
    for (name, game, view) in positions() {
        let svg = board_svg(&game, &view, Targets::None);
        let (block, pixel) = difference(&drawn(&page, &svg).await, &board_image(&game, &view));
        println!("{name}: worst block {block:.1}, worst pixel {pixel}");
        assert!(
            block <= BLOCK_TOLERANCE,
            "{name}: a block differs by {block}"
        );
        assert!(
            pixel <= PIXEL_TOLERANCE,
            "{name}: a pixel differs by {pixel}"
        );
    }
    page.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_browser_comparison_sees_a_single_fence_or_a_pawn_step() {
    let Some(driver) = driver("the_browser_comparison_sees_a_single_fence_or_a_pawn_step").await
    else {
        return;
    };
    let page = canvas(&driver).await;
    let before = replay(GameKind::Quoridor, None, "e2 e8 e3h e7");
    let AnyGame::Quoridor(quoridor) = &before else {
        unreachable!("a Quoridor game")
    };
    let geometry = Geometry::new(quoridor);
    let view = view(None, false);
    let svg = board_svg(&before, &view, Targets::None);
    let drawn = drawn(&page, &svg).await;
    let png = board_image(&before, &view);
    for later in ["d6v", "e3"] {
        // Where the move shows: the fence's slot, or the squares the pawn leaves and reaches.
        let area = match later.parse().expect("a move") {
            Move::Fence(fence) => geometry.fence(fence),
            Move::Pawn(to) => {
                let from = quoridor.pawn(Seat(0)).expect("Ann's pawn");
                spanning(geometry.square(from), geometry.square(to))
            }
            Move::Pass => unreachable!("no pass here"),
        };
        let (block, pixel) = difference(&within(&drawn, area), &within(&png, area));
        println!("{later}: before it, worst block {block:.1}, worst pixel {pixel}");
        assert!(
            block <= BLOCK_TOLERANCE && pixel <= PIXEL_TOLERANCE,
            "{later}: the position itself differs there by {block} and {pixel}"
        );
        let mut after = before.clone();
        after.play(later).unwrap();
        let png = board_image(&after, &view);
        let (block, pixel) = difference(&within(&drawn, area), &within(&png, area));
        println!("{later}: worst block {block:.1}, worst pixel {pixel}");
        assert!(
            block > 3.0 * BLOCK_TOLERANCE,
            "{later}: the difference {block} is missed"
        );
        assert!(
            pixel > PIXEL_TOLERANCE,
            "{later}: the difference {pixel} is missed"
        );
    }
    page.close().await;
}
