//! A player's turn told while their page is in the background, in French. The window is
//! minimised (WebDriver's Minimize Window, which Chromium reports to the page as it reports a
//! hidden tab: `visibilityState` hidden, no focus) while the opponent moves on Discord. The
//! page's title becomes "● À vous de jouer — teban"; with notifications turned on, the browser's
//! `Notification` (replaced before the page's scripts run, to count what it is asked: the page's
//! edge) is made once per turn, not again for a change that keeps the version (a draw offered);
//! with the sound turned on, each of the opponent's moves plays a tone (counted where the page
//! starts the Web Audio API's oscillator). Both toggles start off.

use fantoccini::Locator;

use super::{driver, next_second, Page, Room};
use crate::support::bot::game_begun;
use crate::support::fake_discord::{FakeDiscord, FakeUser, Opt};

/// What the page's `Notification` is asked, and the tones it starts, counted.
const COUNTED: &str = "
    window.told = [];
    window.Notification = class {
      constructor(title, options) {
        window.told.push({ title, body: options.body, seen: document.visibilityState });
      }
      static requestPermission() {
        window.Notification.permission = 'granted';
        return Promise.resolve('granted');
      }
    };
    window.Notification.permission = 'default';
    window.tones = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args) {
      window.tones += 1;
      return start.apply(this, args);
    };";

/// `user` plays `notation` on Discord; the page shows it.
async fn played_on_discord(fake: &FakeDiscord, page: &Page, user: &FakeUser, notation: &str) {
    let asked = fake.slash(user, "move", &[Opt::Str("notation", notation)]);
    fake.wait_answer(&asked).await;
    page.moved(notation).await;
}

/// The toggle labelled `label` on `page`.
async fn toggle(page: &Page, label: &str) -> fantoccini::elements::Element {
    let xpath = format!("//label[normalize-space(.)=\"{label}\"]/input[@type='checkbox']");
    page.shown(Locator::XPath(&xpath))
        .await
        .unwrap_or_else(|e| panic!("no toggle {label}: {e}"))
}

#[tokio::test]
async fn a_turn_is_told_in_the_title_and_notified_once_while_the_page_is_in_the_background() {
    let Some(driver) = driver("a_turn_is_told_in_the_title_and_notified_once").await else {
        return;
    };
    let Room {
        fake,
        dir,
        base,
        bob,
        _bot,
        ..
    } = Room::open().await;
    let ann = FakeUser::new(101, "ann").locale("fr");
    let game = game_begun(&fake, &ann, &bob).await;
    let page = driver.browser(&base, 800).await;
    page.on_every_document(COUNTED).await;
    page.log_in(&fake, &ann, &format!("/games/{game}")).await;
    page.text("Alertes").await;
    let notify = toggle(&page, "Me prévenir quand c'est mon tour").await;
    let sound = toggle(&page, "Jouer un son quand mon adversaire joue").await;
    for (toggle, name) in [(&notify, "notifications"), (&sound, "the sound")] {
        assert_eq!(
            toggle.prop("checked").await.unwrap().as_deref(),
            Some("false"),
            "{name} start off"
        );
        toggle.click().await.unwrap();
    }
    page.until(
        "return document.getElementById('notify').checked && window.Notification.permission === 'granted'",
        "notifications turned on, with the browser's permission",
    )
    .await;

    // Seat 1 plays e2, e3…; seat 2 e8, e7…: ann's moves and bob's, whoever sits first.
    let ann_first = page
        .eval("return document.querySelector('[aria-label=\"jouer e2\"]') !== null")
        .await
        == true;
    let (ann_moves, bob_moves) = match ann_first {
        true => (["e2", "e3"], ["e8", "e7"]),
        false => (["e8", "e7"], ["e2", "e3"]),
    };
    let mut ply = 0;
    if ann_first {
        next_second(dir.path(), ply);
        played_on_discord(&fake, &page, &ann, ann_moves[0]).await;
        ply += 1;
    }
    page.until(
        "return document.title === 'teban'",
        "the title is the site's while bob plays",
    )
    .await;

    page.client
        .minimize_window()
        .await
        .expect("the window is minimised");
    let hidden = page.eval("return document.visibilityState").await;
    assert_eq!(hidden, "hidden", "the page is in the background");
    next_second(dir.path(), ply);
    played_on_discord(&fake, &page, &bob, bob_moves[0]).await;
    ply += 1;
    page.until(
        "return document.title === '● À vous de jouer — teban'",
        "the title says it is ann's turn",
    )
    .await;
    let told = page.eval("return window.told").await;
    assert_eq!(told.as_array().unwrap().len(), 1, "told once: {told}");
    assert_eq!(told[0]["title"], "teban");
    assert_eq!(told[0]["seen"], "hidden");
    let body = told[0]["body"].as_str().unwrap();
    assert!(body.starts_with("À vous de jouer : Quoridor"), "{body}");
    assert_eq!(
        page.eval("return window.tones").await,
        1,
        "bob's move sounded"
    );

    // Bob offers a draw: the page is told (the version stays), the turn is not told again.
    let offered = fake.slash(&bob, "draw", &[]);
    fake.wait_answer(&offered).await;
    page.control("Accepter la nulle").await;
    let told = page.eval("return window.told.length").await;
    assert_eq!(told, 1, "a change within the same turn tells nothing more");

    // Ann plays (on Discord), then bob: ann's next turn is told once more.
    next_second(dir.path(), ply);
    let ann_move = ann_moves[usize::from(ann_first)];
    played_on_discord(&fake, &page, &ann, ann_move).await;
    ply += 1;
    page.until(
        "return document.title === 'teban'",
        "bob's turn: the site's title",
    )
    .await;
    next_second(dir.path(), ply);
    played_on_discord(&fake, &page, &bob, bob_moves[1]).await;
    page.until(
        "return window.told.length === 2 && document.title === '● À vous de jouer — teban'",
        "ann's next turn is told",
    )
    .await;
    assert_eq!(
        page.eval("return window.tones").await,
        2,
        "each of bob's moves sounded"
    );
    page.close().await;
}
