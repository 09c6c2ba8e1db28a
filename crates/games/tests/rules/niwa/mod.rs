//! Niwa's rules, each in a test of its own, the gardens' promises, and random games.
//!
//! Positions are built in the compact garden (seat 1's base g2 at the bottom, seat 2's base f11
//! at the top); the cells of a test are found from the geometry (`toward`) so that each test
//! says which way it looks, and colours are read from the garden (the golden test pins them).

mod forms;
mod gardens;
mod notation;
mod random;
mod turns;

use teban_games::niwa::*;
use teban_games::*;

fn compact() -> &'static Garden {
    Garden::named(GardenName::Compact)
}

fn cell(name: &str) -> Cell {
    let cell: Cell = name.parse().unwrap();
    assert!(compact().contains(cell), "{name} is in the compact garden");
    cell
}

/// The neighbour of `from` in direction `dir` (0 = N, 1 = NE, 2 = SE, 3 = S, 4 = SW, 5 = NW).
fn toward(from: &str, dir: usize) -> String {
    let garden = compact();
    let hex = garden.hex(cell(from)).unwrap().step(dir);
    garden
        .cell_at(hex)
        .expect("the cell is in the garden")
        .to_string()
}

fn line(a: &str, b: &str) -> Colour {
    compact().line(cell(a), cell(b)).expect("neighbours")
}

/// Another colour than `colour`.
fn other(colour: Colour) -> Colour {
    Colour::ALL[(colour as usize + 1) % 3]
}

fn beads(colours: &[Colour]) -> String {
    colours.iter().map(|c| c.letter()).collect()
}

/// A compact-garden position after both setups: each seat's figurines as (cell, beads top first),
/// `to_move` (a seat number) to play. Bead totals are not checked, so a test may strip beads.
fn position(seat1: [(&str, &str); 3], seat2: [(&str, &str); 3], to_move: u8) -> Niwa {
    let figurines: Vec<Figurine> = [seat1, seat2]
        .iter()
        .enumerate()
        .flat_map(|(s, side)| {
            side.iter().map(move |(at, stack)| Figurine {
                seat: Seat(s as u8),
                cell: cell(at),
                beads: stack
                    .chars()
                    .map(|l| Colour::from_letter(l).unwrap())
                    .collect(),
            })
        })
        .collect();
    Niwa::arranged(&NiwaOptions::default(), &figurines, Seat::number(to_move))
        .expect("a position the garden can show")
}

/// Seat 2 parked far from the action on the left edge.
const PARKED: [(&str, &str); 3] = [("a8", "GO"), ("a7", "PG"), ("c8", "OP")];

fn play(game: &mut Niwa, mv: &str) {
    let parsed = mv.parse().unwrap_or_else(|e| panic!("{e}"));
    game.play(&parsed)
        .unwrap_or_else(|e| panic!("{mv} should be legal: {e}"));
}

fn refusal(game: &Niwa, mv: &str) -> String {
    let mut copy = game.clone();
    let err = copy.play(&mv.parse().unwrap()).unwrap_err().to_string();
    assert_eq!(&copy, game, "a refused turn changes nothing");
    err
}

fn legal(game: &Niwa) -> Vec<String> {
    game.legal_moves().iter().map(ToString::to_string).collect()
}

/// The landings of the jumps the figurine on `from` may make, sorted.
fn jumps_from(game: &Niwa, from: &str) -> Vec<String> {
    let mut landings: Vec<String> = game
        .legal_moves()
        .into_iter()
        .filter_map(|mv| match mv {
            Move::Walk {
                from: f,
                steps,
                jump: Some(to),
            } if f == cell(from) && steps.is_empty() => Some(to.to_string()),
            _ => None,
        })
        .collect();
    landings.sort();
    landings
}

fn sorted(mut cells: Vec<String>) -> Vec<String> {
    cells.sort();
    cells
}
