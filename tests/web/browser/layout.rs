//! A game's page for its two players, one on a phone (360 px), the other on a tablet (768 px),
//! then a desktop (1,280 px).
//!
//! Laid out for each: the board, the players, the moves and the player's controls never overlap,
//! the players and the moves stand beside the board from the tablet up, and every control is
//! shown, inside the window's width and clickable where it stands (nothing lies over it). On the
//! phone the board spans the screen from margin to margin and no button is under 44 px. The
//! regions are found by their accessible names (the board's, the players' and the moves'
//! headings, the player's own), the controls by their roles.
//!
//! Offering only what applies, on both pages, each change reaching the other live (a takeback
//! asked or answered, a draw offered: changes that keep the game's version): "Ask to take back my
//! move" once the last move is theirs, "Accept the takeback" and "Decline the takeback" to the
//! other once it was asked, "Agree to a draw" once the other offered one. And a move in the list
//! shows the position after it, the board's description saying which, until "Back to the game".

use fantoccini::Locator;
use serde_json::Value;

use super::{driver, next_second, pages_by_seat, Page, Room};
use crate::play::managers_set;
use crate::support::bot::game_begun;
use crate::support::fake_discord::Opt;

/// The page's regions, by their accessible names, each `[left, top, width, height]` in the
/// page's coordinates (scrolling aside).
const REGIONS: &str = "
    const board = document.querySelector('[role=group][aria-label=\"The board\"]');
    const named = (name) => [...document.querySelectorAll('[aria-labelledby]')].find((e) =>
      document.getElementById(e.getAttribute('aria-labelledby'))?.textContent.trim() === name);
    const regions = {
      board, players: named('Players'), moves: named('Moves'),
      controls: named('Your turn') || named('Your moves'),
    };
    const out = {};
    for (const [name, element] of Object.entries(regions)) {
      if (!element) { out[name] = null; continue; }
      const r = element.getBoundingClientRect();
      out[name] = [r.left + scrollX, r.top + scrollY, r.width, r.height];
    }
    return out;";

/// Every control outside the board shown: scrolled to, each must lie inside the window's width
/// and be what a click at its middle reaches. Answers their names and what is wrong.
const CONTROLS: &str = "
    const board = document.querySelector('[role=group][aria-label=\"The board\"]');
    const name = (c) => c.getAttribute('aria-label') || (c.labels && c.labels[0]
      ? c.labels[0].textContent.trim() : c.textContent.trim());
    const controls = [...document.querySelectorAll('button, a[href], input, select, [role=button]')]
      .filter((c) => c.getClientRects().length > 0 && !board.contains(c));
    const problems = [];
    for (const c of controls) {
      c.scrollIntoView({ block: 'center', inline: 'nearest' });
      const r = c.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) problems.push(`${name(c)}: not shown`);
      if (r.left < 0 || r.right > innerWidth + 0.5) {
        problems.push(`${name(c)}: outside the width, ${r.left}..${r.right}`);
      }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(hit === c || c.contains(hit))) {
        problems.push(`${name(c)}: under ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`);
      }
    }
    window.scrollTo(0, 0);
    return { names: controls.map(name), problems };";

/// Checks the page as `page` lays it out `width` px wide: regions apart (and beside the board
/// from a tablet up), every control reachable, the player's own among them.
async fn laid_out(page: &Page, width: u64) {
    page.control("Resign").await;
    let inner = page.eval("return window.innerWidth").await;
    assert_eq!(inner, width, "the window is {width} px wide");
    let widest = page.content_width().await;
    assert!(widest <= width, "nothing wider than the window: {widest}");

    let regions = page.eval(REGIONS).await;
    let rect = |name: &str| -> [f64; 4] {
        let r = &regions[name];
        assert!(r.is_array(), "the page has its {name}: {regions}");
        std::array::from_fn(|i| r[i].as_f64().unwrap())
    };
    let names = ["board", "players", "moves", "controls"];
    for (i, a) in names.iter().enumerate() {
        let [x, _, w, h] = rect(a);
        assert!(w > 0.0 && h > 0.0, "{a} is shown at {width} px");
        assert!(
            x >= 0.0 && x + w <= width as f64 + 0.5,
            "{a} lies inside {width} px: {x} + {w}"
        );
        for b in &names[i + 1..] {
            let ([ax, ay, aw, ah], [bx, by, bw, bh]) = (rect(a), rect(b));
            let across = (ax + aw).min(bx + bw) - ax.max(bx);
            let down = (ay + ah).min(by + bh) - ay.max(by);
            assert!(
                across <= 0.5 || down <= 0.5,
                "{a} and {b} overlap at {width} px: {regions}"
            );
        }
    }
    if width >= 700 {
        let [bx, _, bw, _] = rect("board");
        for beside in ["players", "moves"] {
            let [x, _, w, _] = rect(beside);
            assert!(
                x >= bx + bw - 0.5 || x + w <= bx + 0.5,
                "the {beside} stand beside the board at {width} px: {regions}"
            );
        }
    }

    let controls = page.eval(CONTROLS).await;
    assert_eq!(
        controls["problems"],
        Value::Array(Vec::new()),
        "every control is reachable at {width} px"
    );
    for name in [
        "Resign",
        "Offer a draw",
        "Move 1: e2",
        "Log out",
        "Notify me when it is my turn",
        "Play a sound when my opponent moves",
    ] {
        assert!(
            controls["names"]
                .as_array()
                .unwrap()
                .iter()
                .any(|n| n == name),
            "{name} is among the controls at {width} px: {controls}"
        );
    }
}

/// Whether `page` offers a control named `name` (shown, by its `aria-label` or its text).
async fn offers(page: &Page, name: &str) -> bool {
    let script = format!(
        "return [...document.querySelectorAll('button, [role=button]')].some((b) =>
           b.getClientRects().length > 0 && (b.getAttribute('aria-label') || b.textContent.trim())
           === {})",
        serde_json::to_string(name).unwrap()
    );
    page.eval(&script).await == true
}

/// `page` offers none of `names`.
async fn offers_none(page: &Page, names: &[&str], when: &str) {
    for name in names {
        assert!(!offers(page, name).await, "{name} is not offered {when}");
    }
}

const ANSWERS: [&str; 3] = [
    "Accept the takeback",
    "Decline the takeback",
    "Agree to a draw",
];
const ASK: &str = "Ask to take back my move";

/// On the phone, the board's picture spans its row from margin to margin in a screenshot: where
/// the page's paper ends and starts again, inside the screen; it uses the width, and no button is
/// under 44 px.
async fn fills_the_phone(phone: &Page) {
    let board = phone
        .client
        .find(Locator::XPath("//*[@id='board']/*[name()='svg']"))
        .await
        .expect("the board");
    let (_, top, w, h) = board.rectangle().await.unwrap();
    assert!(
        w >= 300.0 && h > 300.0,
        "the board uses the width: {w} x {h}"
    );
    let smallest = phone.smallest_button().await;
    assert!(
        smallest >= 44.0,
        "every button is at least 44 px: {smallest}"
    );
    phone.eval("window.scrollTo(0, 0); return null").await;
    let png = phone.client.screenshot().await.expect("a screenshot");
    let shot = image::load_from_memory(&png).expect("a PNG").to_rgb8();
    assert_eq!(shot.width(), 360);
    let row = ((top + h / 2.0) as u32).min(shot.height() - 1);
    let paper = *shot.get_pixel(0, row);
    let painted: Vec<u32> = (0..shot.width())
        .filter(|&x| *shot.get_pixel(x, row) != paper)
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
}

#[tokio::test]
async fn a_game_s_page_fits_each_screen_and_offers_only_what_applies() {
    let Some(driver) = driver("a_game_s_page_fits_each_screen_and_offers_only_what_applies").await
    else {
        return;
    };
    let room = Room::open().await;
    managers_set(&room.fake, &[Opt::Bool("takebacks", true)]).await;
    let game = game_begun(&room.fake, &room.ann, &room.bob).await;
    // Ann on a phone, bob on a tablet.
    let [(first_page, first_name), (second_page, _)] =
        pages_by_seat(&driver, &room, &format!("/games/{game}"), [360, 768]).await;
    let (first, second, dir) = (&first_page, &second_page, &room.dir);
    let (phone, desk) = match first_name == "ann" {
        true => (first, second),
        false => (second, first),
    };
    for page in [first, second] {
        page.control("Offer a draw").await;
        page.control("Log out").await;
        offers_none(page, &ANSWERS, "before anything was asked or offered").await;
        offers_none(page, &[ASK], "before any move").await;
    }

    next_second(dir.path(), 0);
    first.click("play e2").await;
    first.press("Play e2").await;
    second.moved("e2").await;
    first.control(ASK).await;
    offers_none(second, &[ASK], "to the player whose move is not the last").await;
    offers_none(second, &ANSWERS, "before the takeback is asked").await;

    laid_out(phone, 360).await;
    fills_the_phone(phone).await;
    laid_out(desk, 768).await;
    desk.client
        .set_window_size(1280, 900)
        .await
        .expect("the window grows");
    laid_out(desk, 1280).await;

    // Asked: the other is offered the answers, live.
    first.press(ASK).await;
    first
        .said("You asked to take back your move; waiting for the answer.")
        .await;
    second.control("Accept the takeback").await;
    second.control("Decline the takeback").await;
    second
        .said(&format!("{first_name} asks to take back their last move."))
        .await;
    offers_none(
        first,
        &[ASK, ANSWERS[0], ANSWERS[1]],
        "to the player who asked",
    )
    .await;
    second.press("Decline the takeback").await;
    for page in [first, second] {
        page.said("The takeback was declined.").await;
        offers_none(page, &[ASK, ANSWERS[0], ANSWERS[1]], "once declined").await;
    }

    // A draw offered: the other may agree to it; the one who offered waits.
    second.press("Offer a draw").await;
    second.said("You offered a draw.").await;
    first.control("Agree to a draw").await;
    offers_none(first, &["Offer a draw"], "when a draw is on the table").await;
    offers_none(
        second,
        &["Offer a draw", "Agree to a draw"],
        "to who offered it",
    )
    .await;

    // A move withdraws the offer.
    next_second(dir.path(), 1);
    second.click("play e8").await;
    second.press("Play e8").await;
    first.moved("e8").await;
    first.control("Offer a draw").await;
    offers_none(first, &ANSWERS, "once the game moved on").await;

    // The first move in the list shows the position after it, with nothing to click on it.
    first.click("Move 1: e2").await;
    first.said("Move 1 / 2").await;
    let header = |text: &str| {
        format!(
            "return [...document.querySelectorAll('#board svg text')].some((t) => \
             t.textContent === '{text}')"
        )
    };
    first
        .until(&header("Move 1 · e2"), "the board shows move 1")
        .await;
    let described = first
        .eval(
            "const board = document.querySelector('[role=group][aria-label=\"The board\"]'); \
             return document.getElementById(board.getAttribute('aria-describedby')).textContent",
        )
        .await;
    assert_eq!(
        described, "Move 1 / 2",
        "the board's description says which"
    );
    let targets = first
        .eval("return document.querySelectorAll('#board [role=\"button\"]').length")
        .await;
    assert_eq!(targets, 0, "nothing to play on a past position");
    first.press("Back to the game").await;
    first.control("play e3").await;
    first
        .until(&header("Move 2 · e8"), "the board shows the game again")
        .await;
    first_page.close().await;
    second_page.close().await;
}
