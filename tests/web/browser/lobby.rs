//! The lobby in a real browser, with the real bot on the loopback Discord: a challenge made on
//! Discord is accepted in the lobby (the bot posts the game's line in the channel and opens its
//! thread), the game is played to its end (typed moves on Discord, one clicked on the page), the
//! leaderboard ranks its players and a profile shows its chart, and a challenge made in the lobby
//! is posted in its channel with its buttons and accepted on Discord; the lobby then lists the
//! new game.

use fantoccini::Locator;

use super::quoridor::{name, GAME};
use super::{driver, next_second, Page, Room};
use crate::support::bot::only_callback;
use crate::support::fake_discord::{buttons_of, FakeUser, Opt, CHANNEL_ID};

/// The id of the button of `message` whose `custom_id` starts with `prefix`.
fn button(message: &serde_json::Value, prefix: &str) -> Option<String> {
    buttons_of(message)
        .iter()
        .filter_map(|b| b["custom_id"].as_str())
        .find(|id| id.starts_with(prefix))
        .map(str::to_string)
}

/// The number of the game the lobby lists first: its link's address.
async fn first_game_listed(page: &Page) -> i64 {
    let link = page
        .shown(Locator::XPath("//ul[@id='games-list']/li/a"))
        .await
        .expect("the lobby lists a game");
    let href = link.attr("href").await.unwrap().unwrap();
    href.trim_start_matches("/games/").parse().unwrap()
}

#[tokio::test]
async fn challenges_cross_between_the_lobby_and_discord_and_a_game_is_played_to_its_end() {
    let Some(driver) = driver("challenges_cross_between_the_lobby_and_discord").await else {
        return;
    };
    let room = Room::open().await;
    let (fake, ann, bob) = (&room.fake, &room.ann, &room.bob);
    // The server plays games in threads, and the bot may open them.
    fake.allow_threads(true);

    // bob challenges ann on Discord; her lobby offers it, and she accepts there.
    let asked = fake.slash(
        bob,
        "challenge",
        &[Opt::Str("game", "quoridor"), Opt::User("opponent", ann)],
    );
    let made = only_callback(&fake.wait_answer(&asked).await).clone();
    let accept = button(made.message(), "accept:").expect("an Accept button");
    let challenge = accept.trim_start_matches("accept:");
    let page = driver.browser(&room.base, 800).await;
    // Not logged in, the front page is the login.
    page.open("/").await;
    page.text("Log in with Discord").await;
    page.log_in_at(fake, ann, "/").await;
    page.text("bob challenges ann to Quoridor").await;
    page.click(&format!("Accept challenge #{challenge}")).await;
    // The bot posts the game's line in the channel and opens its thread from it.
    let thread = fake.wait_threads(1).await.remove(0);
    assert_eq!(thread.parent, CHANNEL_ID);
    assert!(
        ["Quoridor · bob vs ann", "Quoridor · ann vs bob"].contains(&thread.name.as_str()),
        "{}",
        thread.name
    );
    let game = first_game_listed(&page).await;

    // The game, from the lobby: typed on Discord in its thread, ann's last move clicked.
    page.shown(Locator::XPath("//ul[@id='games-list']/li/a"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    page.shown(Locator::XPath("//*[@id='board']/*[name()='svg']"))
        .await
        .expect("the game's page shows the board");
    assert_eq!(
        page.client.current_url().await.unwrap().path(),
        format!("/games/{game}")
    );
    let first = page
        .eval("return document.querySelector('[aria-label=\"play e2\"]') !== null")
        .await;
    let seats: [&FakeUser; 2] = if first == true {
        [ann, bob]
    } else {
        [bob, ann]
    };
    let clicked = (0..GAME.len())
        .rev()
        .find(|ply| seats[ply % 2].id == ann.id)
        .unwrap();
    for (ply, notation) in GAME.iter().enumerate() {
        if ply == clicked {
            next_second(room.dir.path(), ply as u32);
            page.moved(GAME[ply - 1]).await;
            page.click(&name(notation)).await;
            page.click(&format!("Play {notation}")).await;
            page.moved(notation).await;
            continue;
        }
        let typed = fake.slash_in(
            thread.id,
            seats[ply % 2],
            "move",
            &[Opt::Str("notation", notation)],
        );
        let calls = fake.wait_answer(&typed).await;
        let answer = only_callback(&calls);
        assert!(!answer.is_ephemeral(), "{notation}: {}", answer.text());
    }
    page.moved(GAME[GAME.len() - 1]).await;
    page.text("wins").await;

    // The server's leaderboard now ranks them; bob's profile shows with the chart of his rating.
    page.open("/").await;
    page.text("Quoridor — 2 players").await;
    page.press("bob").await;
    page.until(
        "const chart = document.getElementById('profile-chart'); \
         return !chart.hidden && chart.complete && chart.naturalWidth > 0",
        "bob's rating chart is shown",
    )
    .await;
    let alt = page
        .eval("return document.getElementById('profile-chart').alt")
        .await;
    assert_eq!(alt, "bob's ratings over time");

    // ann challenges bob from the lobby: the bot posts it in the channel, as /challenge would,
    // with its buttons; bob accepts on Discord, and the game begins in a thread of its own.
    page.choose("Channel", "#games").await;
    page.choose("Opponent", "bob").await;
    page.choose("Game", "Quoridor").await;
    page.press("Challenge").await;
    page.text("ann challenges bob to Quoridor").await;
    let posted = fake
        .wait_posted("the challenge made in the lobby", |m| {
            button(m, "accept:").is_some()
        })
        .await;
    assert_eq!(posted["channel_id"], CHANNEL_ID.to_string());
    let content = posted["content"].as_str().unwrap();
    assert!(content.contains("**ann** challenges"), "{content}");
    let accepted = fake.click(bob, &posted, &button(&posted, "accept:").unwrap());
    let answer = only_callback(&fake.wait_answer(&accepted).await).clone();
    assert!(!answer.is_ephemeral(), "{}", answer.text());
    let threads = fake.wait_threads(2).await;
    assert_eq!(threads[1].parent, CHANNEL_ID);
    page.open("/").await;
    let listed = first_game_listed(&page).await;
    assert!(listed > game, "the new game is listed: {listed}");
    page.close().await;
}
