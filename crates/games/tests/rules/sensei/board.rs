use teban_games::sensei::board::*;
use teban_games::sensei::*;

fn set(names: &str) -> u64 {
    names
        .split_whitespace()
        .map(|s| s.parse::<Square>().unwrap().bit())
        .fold(0, |a, b| a | b)
}

#[test]
fn shifts_never_wrap_around_the_edges() {
    let edge = set("a1 a7 g1 g7 a4 g4 d1 d7");
    for dir in Dir::ALL {
        let moved = dir.shift(edge);
        assert_eq!(moved & !BOARD, 0, "{dir:?}");
    }
    assert_eq!(Dir::East.shift(set("g4")), 0);
    assert_eq!(Dir::West.shift(set("a4")), 0);
    assert_eq!(Dir::NorthWest.shift(set("a4")), 0);
    assert_eq!(Dir::SouthEast.shift(set("g4")), 0);
    assert_eq!(Dir::NorthEast.shift(set("c3")), set("d4"));
}

#[test]
fn lines_run_along_rows_columns_and_diagonals_only() {
    let sq = |s: &str| s.parse::<Square>().unwrap();
    assert_eq!(Dir::between(sq("e1"), sq("a5")), Some(Dir::NorthWest));
    assert_eq!(Dir::between(sq("b1"), sq("b7")), Some(Dir::North));
    assert_eq!(Dir::between(sq("b1"), sq("c3")), None);
    assert_eq!(Dir::between(sq("b1"), sq("b1")), None);
    let walked: Vec<String> = path(sq("e1"), sq("a5"), Dir::NorthWest)
        .map(|s| s.to_string())
        .collect();
    assert_eq!(walked, ["d2", "c3", "b4", "a5"]);
}

#[test]
fn a_barrier_needs_every_file_and_counts_the_best_chain() {
    // Rank 3 with a dip to rank 2 on file d: diagonal links.
    let wall = set("a3 b3 c3 d2 e3 f3 g3");
    assert_eq!(barrier_contacts(wall, 0), Some(0));
    assert_eq!(barrier_contacts(wall, set("a3 d2 g3")), Some(3));
    // A gap of two ranks breaks it.
    assert_eq!(barrier_contacts(set("a3 b3 c3 d1 e3 f3 g3"), 0), None);
    // Six files are not enough.
    assert_eq!(barrier_contacts(set("a3 b3 c3 d3 e3 f3"), 0), None);
    // Two chains: the count is of the best one.
    let two = wall | set("a5 b5 c5 d5 e5 f5 g5");
    assert_eq!(barrier_contacts(two, set("a5 b5 d2")), Some(2));
}
