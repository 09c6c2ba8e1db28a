//! `teban web` without Discord: the real binary serves the board on 127.0.0.1 from a SQLite file
//! of its own; a visitor starts a game against teban from `/`, plays a move by clicking, sees
//! teban's answer come, and finds the game on the front page to resume; the game's page has no
//! Log out, nobody having logged in.

use std::io::{BufRead, BufReader};
use std::process::{Child, Stdio};

use fantoccini::Locator;

use super::driver;
use crate::support::bot::{spawn, teban};

/// `teban web` running, ended when dropped.
struct LocalBoard {
    child: Child,
    base: String,
}

impl Drop for LocalBoard {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `teban web` on a port the system picks, with its games in `dir`: the address it says.
fn local_board(dir: &std::path::Path) -> LocalBoard {
    let mut command = teban(dir);
    command
        .args(["web", "--addr", "127.0.0.1:0", "--db"])
        .arg(dir.join("local.db"))
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    let mut child = spawn(&mut command);
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .expect("teban web says where it listens");
    let at = line
        .split_whitespace()
        .find(|word| word.starts_with("http://127.0.0.1:"))
        .unwrap_or_else(|| panic!("no address in {line:?}"))
        .trim_end_matches('/')
        .to_string();
    LocalBoard { child, base: at }
}

#[tokio::test]
async fn a_local_game_against_teban_is_started_from_the_front_page_and_played_by_clicking() {
    let Some(driver) = driver("a_local_game_against_teban_is_started_from_the_front_page").await
    else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let board = local_board(dir.path());
    let page = driver.browser(&board.base, 800).await;
    page.open("/").await;
    page.text("New game").await;
    page.shown(Locator::XPath(
        "//select[@id='opponent']/option[normalize-space(.)='Me against teban (easy)']",
    ))
    .await
    .expect("teban's levels are offered")
    .click()
    .await
    .unwrap();
    page.press("Start the game").await;
    page.shown(Locator::XPath("//*[@id='board']/*[name()='svg']"))
        .await
        .expect("the game's page shows the board");
    let url = page.client.current_url().await.unwrap();
    let game: i64 = url.path().trim_start_matches("/games/").parse().unwrap();
    // Nobody logged in: nothing to log out of.
    page.control("Resign").await;
    let logout = page
        .eval(
            "return [...document.querySelectorAll('button')]\
             .some((b) => b.getClientRects().length > 0 && b.textContent.trim() === 'Log out')",
        )
        .await;
    assert_eq!(logout, false, "no Log out in local play");

    // Whoever the draw seated first, the visitor's turn comes (teban moves first when it has
    // the first seat); the visitor's pawn steps forward.
    let step = page
        .shown(Locator::XPath(
            "//*[@role='button' and starts-with(@aria-label, 'play ')]",
        ))
        .await
        .expect("the visitor may move");
    let notation = step
        .attr("aria-label")
        .await
        .unwrap()
        .unwrap()
        .trim_start_matches("play ")
        .to_string();
    let read = reqwest::get(format!("{}/api/games/{game}", board.base))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let view: serde_json::Value = serde_json::from_str(&read).unwrap();
    let before = view["moves"].as_array().unwrap().len();
    page.click(&format!("play {notation}")).await;
    page.press(&format!("Play {notation}")).await;
    // teban's answer lands on the page: one more move after the visitor's.
    let answered = format!("//ol[@id='log' and count(li) = {}]", before + 2);
    page.shown(Locator::XPath(&answered))
        .await
        .expect("teban answers on the page");
    let log = page
        .eval("return [...document.querySelectorAll('#log li')].map(li => li.textContent)")
        .await;
    assert_eq!(log[before], notation.as_str(), "{log}");
    // Back on the front page, the game is there to resume, beside the form.
    page.open("/").await;
    page.text("Games to resume").await;
    let resume = page
        .shown(Locator::XPath(&format!(
            "//ul[@id='resume-list']/li/a[@href='/games/{game}']"
        )))
        .await
        .expect("the game is offered to resume");
    assert!(resume
        .text()
        .await
        .unwrap()
        .starts_with("Quoridor (2-players) · "));
    page.text("New game").await;
    page.close().await;
}
