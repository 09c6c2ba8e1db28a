use std::collections::HashMap;

use std::time::Duration;

use teban_ai::search::*;
use teban_ai::Plan;
use teban_games::quoridor::QuoridorOptions;
use teban_games::{Game, Quoridor};

const TIME: Duration = Duration::from_secs(600);

fn quoridor(moves: &str) -> Quoridor {
    let mut game = Quoridor::new(&QuoridorOptions { players: 2 });
    for mv in moves.split_whitespace() {
        game.play(&mv.parse().unwrap()).unwrap();
    }
    game
}

/// Middle games of master against hard, and the start.
const POSITIONS: &[&str] = &[
    "",
    "e2 e8 e7h d8 d6h c8 e3 c7 c5h b7 a4h b6 e4 b5 c4h c5",
    "e2 e8 e3 e7 e4 e6 d2h f6 f4 f8h e4h f5 f5v e5 g4 h8h d5v d8h g5 b8h",
    "e2 e2h d2 d3h d3 c2v e3 e8 f3 f3h g3 h3h b3h a8h a1h d8 g2 c8h",
];

#[test]
fn the_positions_one_move_apart_all_have_their_own_key() {
    for moves in POSITIONS {
        let game = quoridor(moves);
        let mut seen: HashMap<u64, String> = HashMap::new();
        for mv in game.legal_moves() {
            let mut next = game;
            next.play(&mv).unwrap();
            if let Some(other) = seen.insert(key_of(&next), mv.to_string()) {
                panic!("after `{moves}`, {mv} and {other} lead to the same key");
            }
        }
    }
}

/// The plan of master, to a fixed depth.
fn to_depth(depth: u32, memory: bool) -> Plan {
    Plan {
        memory,
        ..Plan::searching(depth, u64::MAX)
    }
}

fn iterations(game: &Quoridor, plan: Plan) -> Vec<(u32, String, i32)> {
    let mut heard = Vec::new();
    think_aloud(game, plan, 7, TIME, |i| {
        heard.push((i.depth, i.best.to_string(), i.score))
    });
    heard
}

#[test]
fn memory_finds_the_same_moves_and_scores_as_searching_without_it() {
    for moves in POSITIONS {
        let game = quoridor(moves);
        assert_eq!(
            iterations(&game, to_depth(8, true)),
            iterations(&game, to_depth(8, false)),
            "after `{moves}`"
        );
    }
}

/// A depth cut off (here by a node count, as the clock cuts master's) still gives its best
/// move when it beat the previous depth's, which it searched first; the previous depth's
/// move otherwise, and only with `keeps_cut_depth`.
#[test]
fn uses_what_a_cut_depth_found() {
    let cut_with_a_new_best = |(moves, limit): (&str, u64)| {
        let game = quoridor(moves);
        let plan = Plan {
            nodes: limit,
            keeps_cut_depth: true,
            ..to_depth(8, true)
        };
        let mut heard = Vec::new();
        let thought = think_aloud(&game, plan, 7, TIME, |i| heard.push(i)).unwrap();
        let cut = heard.last().filter(|i| !i.finished)?.clone();
        let before = heard.iter().rev().find(|i| i.finished)?.clone();
        (cut.best != before.best).then_some((game, plan, thought, cut, before))
    };
    let limits = || (0..60).map(|k| (2_000.0 * 1.15f64.powi(k)) as u64);
    let (game, plan, thought, cut, before) = POSITIONS
        .iter()
        .flat_map(|moves| limits().map(move |limit| (*moves, limit)))
        .find_map(cut_with_a_new_best)
        .expect("some node limit cuts a depth after it found a better move");
    assert_eq!(
        thought.best, cut.best,
        "the cut depth's better move is played"
    );
    assert_eq!(thought.depth, cut.depth - 1);
    let without = think(
        &game,
        Plan {
            keeps_cut_depth: false,
            ..plan
        },
        7,
        TIME,
    )
    .unwrap();
    assert_eq!(
        without.best, before.best,
        "without it, the last finished depth's move"
    );
}
