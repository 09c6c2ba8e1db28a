//! A Niwa move made on the board: a figurine, its steps (with the figurine that takes each spent
//! bead when there is a choice) and its jump over another figurine, then Play.

use teban::games::{AnyGame, GameKind};

use super::{driver, next_second, Room};
use crate::support::bot::game_of_begun;
use crate::support::web::Browser;

/// Moves from the start up to a position where the player to move may jump, each the legal move
/// that walks farthest (spending beads makes a figurine bare, and a bare one jumps); and the
/// first legal move there that ends with a jump.
fn up_to_a_jump() -> (Vec<String>, String) {
    let mut game = AnyGame::new(GameKind::Niwa, None).unwrap();
    let mut moves = Vec::new();
    loop {
        let legal = game.legal_moves();
        if let Some(jump) = legal.iter().find(|m| m.contains('^')) {
            return (moves, jump.clone());
        }
        assert!(moves.len() < 40, "no jump within 40 moves");
        let longest = legal
            .iter()
            .max_by_key(|m| (m.split(' ').count(), std::cmp::Reverse((*m).clone())))
            .unwrap()
            .clone();
        game.play(&longest).unwrap();
        moves.push(longest);
    }
}

/// The clicks that choose each piece of `notation` (a walk ending with a jump), by name, each
/// with the turn so far once it chose a piece.
fn clicks(notation: &str) -> Vec<(String, Option<String>)> {
    let mut names = Vec::new();
    let mut so_far: Vec<&str> = Vec::new();
    for (i, piece) in notation.split(' ').enumerate() {
        so_far.push(piece);
        let turn = Some(so_far.join(" "));
        if i == 0 {
            names.push((format!("figurine {piece}"), turn));
        } else if let Some(landing) = piece.strip_prefix('^') {
            names.push((format!("jump ^{landing}"), turn));
        } else if let Some((cell, _)) = piece.split_once('>') {
            names.push((format!("choose {cell}"), None));
            names.push((format!("step {piece}"), turn));
        } else {
            names.push((format!("step {piece}"), turn));
        }
    }
    names
}

#[tokio::test]
async fn a_niwa_figurine_steps_and_jumps_by_clicks() {
    let Some(driver) = driver("a_niwa_figurine_steps_and_jumps_by_clicks").await else {
        return;
    };
    let (before, jump) = up_to_a_jump();
    let Room {
        fake,
        dir,
        base,
        ann,
        bob,
        _bot,
    } = Room::open().await;
    let game = game_of_begun(&fake, (&ann, &bob), "niwa", None).await;
    let mut players = [("ann", Browser::new(&base)), ("bob", Browser::new(&base))];
    for ((_, browser), user) in players.iter_mut().zip([&ann, &bob]) {
        browser.log_in(&fake, user, "/").await;
    }
    // The moves before the jump, made through the page's own calls by whoever is to move.
    let mut seat_one = "";
    for (ply, notation) in before.iter().enumerate() {
        next_second(dir.path(), ply as u32);
        let view = players[0].1.game(game).await.json;
        let seat = view["to_move"].as_u64().unwrap() as usize;
        let name = view["players"][seat - 1]["name"]
            .as_str()
            .unwrap()
            .to_string();
        if ply == 0 {
            seat_one = if name == "ann" { "ann" } else { "bob" };
        }
        let mover = &mut players.iter_mut().find(|(n, _)| *n == name).unwrap().1;
        let body = serde_json::json!({"notation": notation, "version": view["version"]});
        let played = mover.post(&format!("/api/games/{game}/moves"), body).await;
        assert_eq!(played.status, 200, "{notation}: {}", played.text);
    }
    next_second(dir.path(), before.len() as u32);
    let jumper = match (before.len() % 2 == 0, seat_one == "ann") {
        (true, true) | (false, false) => &ann,
        _ => &bob,
    };
    let page = driver.browser(&base, 800).await;
    page.log_in(&fake, jumper, &format!("/games/{game}")).await;
    for (name, turn) in clicks(&jump) {
        page.click(&name).await;
        if let Some(turn) = turn {
            page.said(&format!("This turn: {turn}")).await;
        }
    }
    page.press(&format!("Play {jump}")).await;
    page.moved(&jump).await;
    page.close().await;
}
