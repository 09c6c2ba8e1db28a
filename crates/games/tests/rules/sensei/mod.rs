//! Sensei's rules, from the rulebook's own situations, the reference counts and random games.

mod board;
mod ends;
mod forms;
mod moves;
mod notation;
mod random;
mod start;

use serde_json::json;

use teban_games::sensei::*;
use teban_games::*;

/// A position in `preset` with seat 1's and seat 2's stones where given (each side's first stone
/// carries its character) and `to_move` (a seat number) to play.
fn position(preset: &str, seat1: &str, seat2: &str, to_move: u8) -> Sensei {
    let stones =
        |list: &str| -> Vec<String> { list.split_whitespace().map(String::from).collect() };
    let (one, two) = (stones(seat1), stones(seat2));
    let pits: Vec<String> = if preset == "arashi-expert" {
        EXPERT_PITS.iter().map(ToString::to_string).collect()
    } else {
        Vec::new()
    };
    serde_json::from_value(json!({
        "preset": preset,
        "to_move": to_move,
        "ply": 0,
        "stones": [one, two],
        "characters": [one[0], two[0]],
        "pits": pits,
        "outcome": null,
        "last": null,
    }))
    .expect("a valid position")
}

fn turn(text: &str) -> Move {
    text.parse().unwrap()
}

fn refusal(game: &Sensei, text: &str) -> String {
    let mut copy = *game;
    let err = copy.play(&turn(text)).unwrap_err().to_string();
    assert_eq!(copy, *game, "a refused turn changes nothing");
    err
}

/// Checks that each turn is refused with the reason given.
fn refusals(game: &Sensei, expected: &[(&str, &str)]) {
    for (text, reason) in expected {
        assert_eq!(refusal(game, text), *reason, "{text}");
    }
}

fn listed(game: &Sensei, text: &str) -> bool {
    game.legal_moves().contains(&turn(text))
}

fn played(game: &Sensei, text: &str) -> Sensei {
    let mut next = *game;
    next.play(&turn(text))
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    next
}

fn names(squares: &[Square]) -> Vec<String> {
    squares.iter().map(ToString::to_string).collect()
}
