//! How stones and characters move: blocking, sliding in arashi, single steps in shizukana, pits,
//! and the next actions the listed turns continue with.

use std::collections::HashSet;

use super::*;

#[test]
fn a_character_is_blocked_by_an_opponent_stone_but_not_by_its_own() {
    // The Sage on e1, its stone on a5 along the diagonal e1-d2-c3-b4-a5.
    let own_between = position("shizukana", "e1 d2 a5", "d7 a7", 1);
    assert!(listed(&own_between, "@a5"));
    let opponent_between = position("shizukana", "e1 a5", "d7 c3", 1);
    assert!(!listed(&opponent_between, "@a5"));
    assert_eq!(
        refusal(&opponent_between, "@a5"),
        "an opponent stone on c3 blocks the way to a5"
    );
    // Lines only: a knight's jump is not a character move.
    assert_eq!(
        refusal(&own_between, "@d2 @a5"),
        "you have already moved your character this turn"
    );
    let knight = position("shizukana", "e1 d3", "d7", 1);
    refusals(
        &knight,
        &[
            (
                "@d3",
                "d3 is not on a row, column or diagonal with your character on e1",
            ),
            (
                "@d4",
                "your character can only go to one of your stones, and there is none on d4",
            ),
            ("@e1", "your character already stands on e1"),
        ],
    );
}

#[test]
fn in_arashi_a_stone_slides_until_a_stone_stops_it() {
    let game = position("arashi", "d1 b1 b2", "d7 e5", 1);
    // b2 slides up to b6 (b7 is free), e.g.; e5 stops nothing on file b.
    for reachable in ["b2-b3", "b2-b7", "b2-a2", "b2-g2"] {
        assert!(listed(&game, reachable), "{reachable}");
    }
    // b1 cannot go up: its own stone on b2 stops it.
    refusals(
        &game,
        &[
            ("b1-b3", "your stone on b2 blocks the way to b3"),
            ("b1-b2", "b2 is taken by your stone"),
        ],
    );
    // An opponent stone stops a slide just as well.
    let blocked = position("arashi", "d1 b1", "d7 b5", 1);
    assert!(listed(&blocked, "b1-b4"));
    refusals(
        &blocked,
        &[
            ("b1-b5", "b5 is taken by an opponent stone"),
            ("b1-b6", "an opponent stone on b5 blocks the way to b6"),
        ],
    );
    // The second move of the turn sees the first: b1-b4 then b4-g4 slides the whole rank.
    assert!(listed(&blocked, "b1-b4 b4-g4"));
    assert!(listed(&blocked, "b1-b4 b4-a4"));
}

#[test]
fn in_shizukana_a_stone_moves_one_square_along_its_row_or_column() {
    let game = Sensei::new(&Preset::Shizukana);
    refusals(
        &game,
        &[
            (
                "b1-b3",
                "in shizukana stones move one square at a time: b1 to b3 is further",
            ),
            (
                "b1-c2",
                "stones move along a row or a column, never diagonally: b1 to c2 is neither",
            ),
            ("b1-b1", "a stone must move: b1-b1 goes nowhere"),
            ("b4-b5", "there is no stone on b4"),
            ("b7-b6", "the stone on b7 is not yours"),
            ("d1-d2", "the stone on d1 carries your character"),
            (
                "b1-b2 b2-b3 c1-c2",
                "you have already moved two stones this turn",
            ),
        ],
    );
}

#[test]
fn pits_stop_stones_but_not_characters() {
    let game = Sensei::new(&Preset::ArashiExpert);
    assert_eq!(names(&game.pits()), ["c3", "e3", "c5", "e5"]);
    assert!(listed(&game, "c1-c2"));
    refusals(
        &game,
        &[
            ("c1-c3", "c3 is a pit: no stone may stop there"),
            ("c1-c4", "a pit on c3 blocks the way to c4"),
        ],
    );
    // A stone on d3 may not slide west across c3 either.
    let across = position("arashi-expert", "d1 d3", "d7", 1);
    assert!(listed(&across, "d3-d2") && !listed(&across, "d3-a3"));
    // The character flies over c3 from c2 to c4.
    let over = position("arashi-expert", "c2 c4", "d7", 1);
    assert!(listed(&over, "@c4"));
    // Without pits the same stones slide through.
    assert!(listed(&Sensei::new(&Preset::Arashi), "c1-c6"));
    assert!(Sensei::new(&Preset::Arashi).pits().is_empty());
}

#[test]
fn the_next_actions_are_what_the_listed_turns_continue_with() {
    for preset in [Preset::Shizukana, Preset::ArashiExpert] {
        let game = Sensei::new(&preset);
        let turns = game.legal_moves();
        let mut prefixes: HashSet<Vec<Action>> = HashSet::new();
        for mv in &turns {
            for len in 0..mv.actions().len() {
                prefixes.insert(mv.actions()[..len].to_vec());
            }
        }
        for prefix in prefixes {
            let mut offered = game.legal_next_actions(&prefix);
            offered.sort();
            let mut continuations: Vec<Action> = turns
                .iter()
                .filter(|t| t.actions().len() > prefix.len() && t.actions().starts_with(&prefix))
                .map(|t| t.actions()[prefix.len()])
                .collect();
            continuations.sort();
            continuations.dedup();
            assert_eq!(offered, continuations, "{preset} after {prefix:?}");
        }
    }
    let game = Sensei::new(&Preset::Shizukana);
    let illegal = [Action::Stone {
        from: Square::new(3, 0),
        to: Square::new(3, 1),
    }];
    assert!(game.legal_next_actions(&illegal).is_empty());
}
