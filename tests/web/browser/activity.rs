//! The Activity inside Discord's frame (played on loopback by `discord_frame`), opened where
//! Discord opens it (the root, with Discord's query): two players log in through the SDK's
//! authorization, their codes exchanged by teban's server at the fake
//! Discord, and finish by clicking a Quoridor game they began with typed moves; a third,
//! watching, sees each move arrive; everyone in the Activity is shown, the players marked. And
//! the page on a phone.
//!
//! A binary built without npm's packages has no Activity: the tests say so in one line and pass,
//! but fail under `CI=true`, where `.ci/run` runs `npm ci`.

use fantoccini::Locator;
use futures_util::future::join_all;
use serde_json::Value;

use super::discord_frame::{participant, DiscordFrame, Launch};
use super::quoridor::{name, GAME};
use super::{driver, next_second, Driver, Page, Room};
use crate::support::bot::{answer_in_the_end, game_begun, seats_of_a_new_game};
use crate::support::fake_discord::{FakeDiscord, FakeUser, Opt, CHANNEL_ID, CLIENT_ID, GUILD_ID};

/// A test's Chromium, its room and Discord's side of the frame in front of teban, or `None`
/// (said in one line) without Chromium or when this binary was built without the Activity's
/// bundle; under `CI=true` either is a failure.
async fn started(test: &str) -> Option<(Driver, Room, DiscordFrame)> {
    let driver = driver(test).await?;
    let room = Room::open().await;
    let bundle = reqwest::get(format!("{}/assets/activity.js", room.base))
        .await
        .unwrap();
    if bundle.status() == reqwest::StatusCode::NOT_FOUND {
        println!("skipped: the Activity was not built, run `npm ci` in web/ ({test})");
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "CI must build the Activity: `npm ci` in web/ before the build"
        );
        return None;
    }
    let frame = DiscordFrame::start(&room.base).await;
    Some((driver, room, frame))
}

/// `user` opens the Activity launched at `launch` in a browser `width` px wide, with
/// `participants` in it; the page's commands then act inside the Activity's frame.
async fn opened(
    driver: &Driver,
    frame: &DiscordFrame,
    fake: &FakeDiscord,
    (user, launch): (&FakeUser, &Launch),
    participants: &[Value],
    width: u32,
) -> Page {
    let code = fake.authorize(user);
    let page = driver.browser(&frame.base, width).await;
    page.open(&frame.path(user, &code, launch, participants))
        .await;
    page.shown(Locator::Id("activity"))
        .await
        .expect("Discord's page frames the Activity")
        .enter_frame()
        .await
        .unwrap();
    page
}

/// The value of `script` in Discord's page around the frame.
async fn in_discord(page: &Page, script: &str) -> Value {
    page.client.enter_parent_frame().await.unwrap();
    let value = page.eval(script).await;
    page.client
        .find(Locator::Id("activity"))
        .await
        .unwrap()
        .enter_frame()
        .await
        .unwrap();
    value
}

/// The board is shown in the frame (else the test fails with what the page says instead).
async fn board_shown(page: &Page) {
    let shown = page
        .shown(Locator::XPath("//*[@id='board']/*[name()='svg']"))
        .await;
    if shown.is_err() {
        let said = page.eval("return document.body.innerText").await;
        panic!("the Activity shows no board; it says {said}");
    }
}

/// The Activity opened in the server's channel with `users` in it.
fn launched(fake: &FakeDiscord, users: &[&FakeUser]) -> Launch {
    Launch {
        instance: fake.open_activity(CHANNEL_ID, Some(GUILD_ID), users),
        channel: CHANNEL_ID,
        guild: GUILD_ID,
    }
}

#[tokio::test]
async fn two_players_finish_a_game_inside_discord_and_a_watcher_sees_each_move() {
    let Some((driver, room, frame)) =
        started("two_players_finish_a_game_inside_discord_and_a_watcher_sees_each_move").await
    else {
        return;
    };
    let Room {
        fake,
        dir,
        ann,
        bob,
        ..
    } = &room;
    let carl = FakeUser::new(103, "carl");
    // The game is well under way on Discord: all but its last four plies typed with /move.
    let seats = seats_of_a_new_game(fake, CHANNEL_ID, [ann, bob]).await;
    let (typed, clicked) = GAME.split_at(GAME.len() - 4);
    for (ply, notation) in typed.iter().enumerate() {
        let asked = fake.slash(&seats[ply % 2], "move", &[Opt::Str("notation", notation)]);
        let calls = fake.wait_answer(&asked).await;
        let answer = answer_in_the_end(&calls);
        assert!(!answer.is_ephemeral(), "{notation}: {}", answer.text());
    }
    let launch = launched(fake, &[ann, bob, &carl]);
    let everyone = [participant(ann), participant(bob), participant(&carl)];
    // The three open the Activity at once, each in a browser of their own.
    let pages = join_all([ann, bob, &carl].map(|user| async {
        let page = opened(&driver, &frame, fake, (user, &launch), &everyone, 800).await;
        if user.id == carl.id {
            // Not a player of the channel's game: the page offers it to watch.
            page.said("Games to watch").await;
            page.shown(Locator::XPath("//button[contains(., 'Quoridor')]"))
                .await
                .expect("the game is offered to watch")
                .click()
                .await
                .unwrap();
        }
        board_shown(&page).await;
        page
    }))
    .await;
    let [ann_page, bob_page, carl_page] = &pages[..] else {
        unreachable!()
    };
    // Discord opened it at the root of the URL mapping, with where it opens in the query.
    let opened_at = ann_page
        .eval("return [location.pathname, new URLSearchParams(location.search).get('instance_id')]")
        .await;
    assert_eq!(opened_at, serde_json::json!(["/", launch.instance]));
    // Who is in the Activity, the game's players marked.
    for page in &pages {
        for shown in ["ann · plays", "bob · plays", "carl · watches"] {
            page.said(shown).await;
        }
    }
    // What Discord was asked: the application's id, a code for `identify`, then the token.
    let handshake = in_discord(ann_page, "return window.handshake.client_id").await;
    assert_eq!(handshake, CLIENT_ID);
    let scope = in_discord(ann_page, "return window.authorize.scope").await;
    assert_eq!(scope, serde_json::json!(["identify"]));
    let token = in_discord(ann_page, "return window.authenticated || null").await;
    assert!(token.is_string(), "the SDK was told the token: {token}");
    let controls = carl_page
        .eval("return document.querySelectorAll('[role=\"button\"]').length")
        .await;
    assert_eq!(controls, 0, "a watcher has nothing to click on the board");

    // Everyone's page opened on the game as it stands.
    for page in &pages {
        page.moved(typed[typed.len() - 1]).await;
    }
    let players: [&Page; 2] = if seats[0].id == ann.id {
        [ann_page, bob_page]
    } else {
        [bob_page, ann_page]
    };
    // The last plies, each player's turns in turn, the winning one last, clicked in Discord.
    for (ply, notation) in clicked.iter().enumerate() {
        let ply = typed.len() + ply;
        next_second(dir.path(), ply as u32);
        let page = players[ply % 2];
        // Tapped, then confirmed by tapping it again.
        page.click(&name(notation)).await;
        let play = format!("Play {notation}");
        page.control(&play).await;
        page.click(&play).await;
        page.moved(notation).await;
        // The other player and the watcher see it arrive, through the live stream.
        players[(ply + 1) % 2].moved(notation).await;
        carl_page.moved(notation).await;
    }
    for page in &pages {
        page.text("wins").await;
    }
    // A newcomer joins: everyone's list says so.
    let dan = FakeUser::new(104, "dan");
    let now = serde_json::to_string(&[&everyone[..], &[participant(&dan)]].concat()).unwrap();
    in_discord(
        carl_page,
        &format!("window.participantsNow({now}); return null"),
    )
    .await;
    carl_page.said("dan · watches").await;
    // The page logged nothing into Discord's console on the way.
    for page in &pages {
        let logged = in_discord(page, "return window.captured").await;
        assert_eq!(logged, serde_json::json!([]), "the console stays quiet");
    }
    join_all(pages.into_iter().map(Page::close)).await;
}

#[tokio::test]
async fn the_activity_fits_a_phone_360_by_640_clear_of_discord_s_insets() {
    let Some((driver, room, frame)) =
        started("the_activity_fits_a_phone_360_by_640_clear_of_discord_s_insets").await
    else {
        return;
    };
    let Room {
        fake,
        dir: _dir,
        ann,
        bob,
        ..
    } = &room;
    game_begun(fake, ann, bob).await;
    let launch = launched(fake, &[ann, bob]);
    let page = opened(
        &driver,
        &frame,
        fake,
        (ann, &launch),
        &[participant(ann)],
        360,
    )
    .await;
    in_discord(
        &page,
        "document.getElementById('activity').style.height = '640px'; return null",
    )
    .await;
    board_shown(&page).await;
    page.control("Resign").await;
    let size = page
        .eval("return [window.innerWidth, window.innerHeight]")
        .await;
    assert_eq!(
        size,
        serde_json::json!([360, 640]),
        "the frame is a phone's"
    );
    let widest = page.content_width().await;
    assert!(widest <= 360, "nothing wider than the frame: {widest}");
    let board = page
        .client
        .find(Locator::XPath("//*[@id='board']/*[name()='svg']"))
        .await
        .unwrap();
    let (x, y, w, h) = board.rectangle().await.unwrap();
    assert!(
        x >= 0.0 && x + w <= 360.0,
        "the board fits across: {x} + {w}"
    );
    assert!(y + h <= 640.0, "the board fits in the height: {y} + {h}");
    assert!(w >= 300.0, "the board uses the width: {w}");
    let smallest = page.smallest_button().await;
    assert!(
        smallest >= 44.0,
        "every button is at least 44 px: {smallest}"
    );
    // Discord's mobile client says where its bars are: the page keeps clear of them.
    let top = page
        .eval(
            "document.documentElement.style.setProperty('--discord-safe-area-inset-top', '48px');\
             return getComputedStyle(document.querySelector('main')).paddingTop",
        )
        .await;
    assert_eq!(top, "48px", "the page starts below Discord's top bar");
    page.close().await;
}
