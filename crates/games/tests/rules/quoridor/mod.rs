//! Quoridor's rules, from the rulebook's own situations, the reference counts and random games.

mod board;
mod notation;

use proptest::prelude::*;
use serde_json::json;

use teban_games::quoridor::*;
use teban_games::*;

/// A position with pawns where given (seat 1 first), these fences (placed by seat 1) and `to_move`
/// (a seat number) to play.
fn position(pawns: &[&str], fences: &[&str], to_move: u8) -> Quoridor {
    let players = pawns.len();
    let hand = if players == 4 { 5 } else { 10 };
    serde_json::from_value(json!({
        "players": players,
        "to_move": to_move,
        "ply": 0,
        "pawns": pawns,
        "fences_left": vec![hand; players],
        "fences": fences.iter().map(|f| (f, 1)).collect::<Vec<_>>(),
        "outcome": null,
        "last": null,
    }))
    .expect("a valid position")
}

/// `game` with seat 1's fences all spent, through the stored form.
fn without_fences(game: Quoridor) -> Quoridor {
    let mut stored = serde_json::to_value(game).unwrap();
    stored["fences_left"][0] = json!(0);
    serde_json::from_value(stored).expect("a valid position")
}

fn pawn_moves(game: &Quoridor) -> Vec<String> {
    let mut moves: Vec<String> = game
        .legal_pawn_moves()
        .iter()
        .map(ToString::to_string)
        .collect();
    moves.sort();
    moves
}

fn refusal(game: &Quoridor, mv: &str) -> String {
    let mut copy = *game;
    let err = copy.play(&mv.parse().unwrap()).unwrap_err().to_string();
    assert_eq!(copy, *game, "a refused move changes nothing");
    err
}

#[test]
fn the_start_has_the_reference_counts() {
    let game = Quoridor::new(&QuoridorOptions::default());
    assert_eq!(game.perft(1), 131);
    assert_eq!(game.perft(2), 16_677);
    assert_eq!(game.perft(3), 2_062_264);
}

#[test]
fn perft_agrees_with_playing_every_listed_move() {
    // The generic perft replays through `play`; the fast one applies unchecked moves.
    let game = Quoridor::new(&QuoridorOptions { players: 4 });
    let mut slow = 0;
    for mv in game.legal_moves() {
        let mut next = game;
        next.play(&mv).unwrap();
        slow += next.legal_moves().len() as u64;
    }
    assert_eq!(game.perft(2), slow);
}

#[test]
fn a_pawn_jumps_straight_over_a_facing_pawn() {
    let game = position(&["e4", "e5"], &[], 1);
    assert_eq!(pawn_moves(&game), ["d4", "e3", "e6", "f4"]);
}

#[test]
fn a_fence_behind_the_jumped_pawn_gives_two_side_steps() {
    let game = position(&["e4", "e5"], &["e5h"], 1);
    assert_eq!(pawn_moves(&game), ["d4", "d5", "e3", "f4", "f5"]);
}

#[test]
fn the_edge_behind_the_jumped_pawn_gives_two_side_steps() {
    let game = position(&["e8", "e9"], &[], 1);
    assert_eq!(pawn_moves(&game), ["d8", "d9", "e7", "f8", "f9"]);
}

#[test]
fn a_fence_beside_the_jumped_pawn_cuts_one_side_step() {
    // d5v stands between d5 and e5 and meets e5h in a T.
    let game = position(&["e4", "e5"], &["e5h", "d5v"], 1);
    assert_eq!(pawn_moves(&game), ["d4", "e3", "f4", "f5"]);
}

#[test]
fn the_enclosure_trap_is_refused() {
    // a1v walls a1 and a2 off from file b; a2h would close the box over the pawn on a1.
    let game = position(&["a1", "e9"], &["a1v"], 2);
    assert_eq!(
        refusal(&game, "a2h"),
        "that fence would leave seat 1 no path to its goal"
    );
    assert!(!game.legal_moves().contains(&"a2h".parse().unwrap()));
    assert!(game.legal_moves().contains(&"a3h".parse().unwrap()));
}

#[test]
fn overlapping_and_crossing_fences_are_refused() {
    let game = position(&["e1", "e9"], &["e3v"], 1);
    assert_eq!(refusal(&game, "e3h"), "e3h crosses the fence e3v");
    assert_eq!(refusal(&game, "e3v"), "there is already a fence on e3v");
    assert_eq!(refusal(&game, "e2v"), "e2v overlaps the fence e3v");
    assert_eq!(refusal(&game, "e4v"), "e4v overlaps the fence e3v");
    let legal = game.legal_moves();
    for touching in ["e1v", "e5v", "d3h", "f3h", "e2h", "e4h"] {
        assert!(
            legal.contains(&touching.parse().unwrap()),
            "{touching} only touches e3v"
        );
    }
    let game = position(&["e1", "e9"], &["e3h"], 1);
    assert_eq!(refusal(&game, "d3h"), "d3h overlaps the fence e3h");
    assert_eq!(refusal(&game, "f3h"), "f3h overlaps the fence e3h");
}

#[test]
fn a_fence_may_not_shut_in_a_player_it_is_not_aimed_at() {
    // Four players; seat 3 stands in the corner a9 behind a8v. Seat 1's a7h would close the box.
    let game = position(&["e1", "a5", "a9", "i5"], &["a8v"], 1);
    assert_eq!(
        refusal(&game, "a7h"),
        "that fence would leave seat 3 no path to its goal"
    );
}

#[test]
fn no_pawn_jumps_two_pawns_at_once() {
    let game = position(&["e3", "e4", "e5", "i5"], &[], 1);
    assert_eq!(pawn_moves(&game), ["d3", "d4", "e2", "f3", "f4"]);
}

#[test]
fn unreachable_squares_and_empty_hands_are_explained() {
    let game = position(&["e3", "e9"], &["e3h"], 1);
    assert_eq!(refusal(&game, "e5"), "e5 is not reachable from e3");
    assert_eq!(
        refusal(&game, "e4"),
        "the fence e3h stands between e3 and e4"
    );
    assert_eq!(refusal(&game, "e3"), "your pawn is already on e3");
    let facing = position(&["e3", "e4"], &[], 1);
    assert_eq!(refusal(&facing, "e4"), "seat 2's pawn stands on e4");
    let empty = without_fences(position(&["e3", "e9"], &[], 1));
    assert_eq!(refusal(&empty, "a1h"), "you have no fences left");
    assert_eq!(
        refusal(&empty, "pass"),
        "you may pass only when you have no other legal move"
    );
}

#[test]
fn reaching_the_goal_edge_wins_and_ends_the_game() {
    let mut game = position(&["e8", "a9"], &[], 1);
    game.play(&"e9".parse().unwrap()).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Seat(0),
            reason: WinReason::Goal
        })
    );
    assert_eq!(game.to_move(), None);
    assert!(game.legal_moves().is_empty());
    assert_eq!(refusal(&game, "a8"), "the game is over");
}

#[test]
fn four_players_take_turns_clockwise_and_reach_their_own_edges() {
    let mut game = Quoridor::new(&QuoridorOptions { players: 4 });
    for (mv, next) in [("e2", 2), ("b5", 3), ("e8", 4), ("h5", 1)] {
        game.play(&mv.parse().unwrap()).unwrap();
        assert_eq!(game.to_move(), Some(Seat::number(next)));
    }
    assert_eq!(game.fences_left(Seat(0)), 5);
    let goals: Vec<String> = game
        .goal_squares(Seat(1))
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        goals,
        ["i1", "i2", "i3", "i4", "i5", "i6", "i7", "i8", "i9"]
    );
}

#[test]
fn a_boxed_in_player_passes() {
    // Seat 1 on a1: a1v walls off b1 (and a2-b2); seat 2 on a2 cannot be jumped because seat 3
    // stands behind it on a3, and the side steps from a2 are the edge and the fence. The paths
    // (which ignore pawns) stay open up the a-file.
    let mut game = without_fences(position(&["a1", "a2", "a3", "i5"], &["a1v"], 1));
    assert_eq!(game.legal_moves(), vec![Move::Pass]);
    assert_eq!(game.shortest_moves(), vec![Move::Pass]);
    game.play(&Move::Pass).unwrap();
    assert_eq!(game.to_move(), Some(Seat(1)));
}

#[test]
fn resigning_ends_a_two_player_game_and_removes_one_of_four() {
    let mut two = Quoridor::new(&QuoridorOptions::default());
    two.resign(Seat(0));
    assert_eq!(two.outcome().and_then(Outcome::winner), Some(Seat(1)));

    let mut four = Quoridor::new(&QuoridorOptions { players: 4 });
    four.resign(Seat(0));
    assert_eq!(four.outcome(), None);
    assert_eq!(four.to_move(), Some(Seat(1)), "the turn passes on");
    assert_eq!(four.pawn(Seat(0)), None, "the pawn leaves the board");
    four.resign(Seat(2));
    four.resign(Seat(3));
    assert_eq!(
        four.outcome(),
        Some(Outcome::Win {
            winner: Seat(1),
            reason: WinReason::Resignation
        })
    );
}

#[test]
fn a_position_survives_its_stored_form() {
    let mut game = Quoridor::new(&QuoridorOptions { players: 4 });
    for mv in ["e2", "c4h", "e8", "f6v", "e3"] {
        game.play(&mv.parse().unwrap()).unwrap();
    }
    game.resign(Seat(2));
    let json = serde_json::to_value(game).unwrap();
    assert_eq!(json["pawns"], json!(["e3", "a5", null, "i5"]));
    let back: Quoridor = serde_json::from_value(json).unwrap();
    assert_eq!(back, game);
}

#[test]
fn the_diagram_shows_pawns_and_fences() {
    let game = position(&["e1", "e9"], &["e3h", "b5v"], 1);
    let diagram = game.diagram();
    assert!(diagram.contains(" 1 "), "{diagram}");
    assert!(diagram.contains("---"), "{diagram}");
    assert!(diagram.contains('|'), "{diagram}");
    // The files close it; the fences in hand are said in the reader's words (`i18n::diagram`).
    assert_eq!(
        diagram.lines().last(),
        Some("    a   b   c   d   e   f   g   h   i")
    );
}

/// Every move that can be written: 81 squares, 128 fences and `pass`.
fn every_move() -> Vec<Move> {
    let mut all = vec![Move::Pass];
    for rank in 0..9 {
        for file in 0..9 {
            all.push(Move::Pawn(Square::new(file, rank)));
            if file < 8 && rank < 8 {
                for o in [Orientation::Horizontal, Orientation::Vertical] {
                    all.push(Move::Fence(Fence::new(Square::new(file, rank), o)));
                }
            }
        }
    }
    all
}

#[test]
fn distances_count_the_steps_round_the_fences() {
    let start = Quoridor::new(&QuoridorOptions { players: 4 });
    assert_eq!(start.distances(), [Some(8); 4]);
    // e1 blocked straight ahead by d1h: one step aside to c1 or f1, then eight up.
    let game = position(&["e1", "e9"], &["d1h"], 1);
    assert_eq!(game.distance_to_goal(Seat(0)), Some(9));
    assert_eq!(game.distance_to_goal(Seat(1)), Some(9)); // e2-e1 is closed too
    assert_eq!(game.distance_to_goal(Seat(2)), None);
    let mut resigned = start;
    resigned.resign(Seat(3));
    assert_eq!(resigned.distances(), [Some(8), Some(8), Some(8), None]);
}

#[test]
fn a_fence_across_the_way_lengthens_it_and_a_fence_aside_does_not() {
    let game = position(&["a1", "e9"], &[], 1);
    let lengthening = game.lengthening_fences();
    let e8h = "e8h".parse::<Move>().unwrap();
    let found = |mv: Move| lengthening.iter().find(|(f, _)| Move::Fence(*f) == mv);
    // d8h sits right in front of e9: seat 2 goes round in 9 steps.
    assert_eq!(
        found("d8h".parse().unwrap()).map(|(_, d)| *d),
        Some([Some(8), Some(9), None, None])
    );
    assert!(found(e8h).is_some());
    assert!(found("g5h".parse().unwrap()).is_none());
    assert!(found("e5v".parse().unwrap()).is_none());
    let none_left = without_fences(game);
    assert!(none_left.lengthening_fences().is_empty());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn lengthening_fences_are_the_legal_fences_that_change_a_distance(
        four in any::<bool>(),
        picks in prop::collection::vec(any::<u16>(), 1..60),
    ) {
        let mut game = Quoridor::new(&QuoridorOptions { players: if four { 4 } else { 2 } });
        for pick in picks {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mut expected: Vec<(Fence, [Option<u8>; 4])> = legal
                .iter()
                .filter_map(|mv| match mv {
                    Move::Fence(fence) => {
                        let mut next = game;
                        next.play(mv).unwrap();
                        Some((*fence, next.distances())).filter(|(_, d)| *d != game.distances())
                    }
                    _ => None,
                })
                .collect();
            let mut found = game.lengthening_fences();
            expected.sort();
            found.sort();
            prop_assert_eq!(found, expected, "at ply {}", game.ply());
            game.play(&legal[pick as usize % legal.len()]).unwrap();
        }
    }

    #[test]
    fn random_games_keep_every_rule(four in any::<bool>(), picks in prop::collection::vec(any::<u16>(), 1..120)) {
        let mut game = Quoridor::new(&QuoridorOptions { players: if four { 4 } else { 2 } });
        let everything = every_move();
        for pick in picks {
            let legal = game.legal_moves();
            if legal.is_empty() {
                prop_assert!(game.outcome().is_some());
                break;
            }
            // `play` accepts exactly what `legal_moves` lists.
            for mv in &everything {
                let mut copy = game;
                let accepted = copy.play(mv).is_ok();
                prop_assert_eq!(accepted, legal.contains(mv), "{} at ply {}", mv, game.ply());
                if !accepted {
                    prop_assert_eq!(copy, game);
                }
            }
            // Notation round-trips.
            for mv in &legal {
                prop_assert_eq!(mv.to_string().to_uppercase().parse::<Move>().unwrap(), *mv);
            }
            // Prefer fences now and then so that boards fill up.
            let mv = legal[pick as usize % legal.len()];
            game.play(&mv).unwrap();
            // Every pawn keeps a path.
            for seat in (0..game.players()).map(Seat) {
                prop_assert!(game.distance_to_goal(seat).is_some(), "{:?} shut in", seat);
            }
            prop_assert_eq!(game.perft(1), game.legal_moves().len() as u64);
        }
    }

    #[test]
    fn no_string_makes_the_parser_panic(text in ".{0,12}") {
        let _ = text.parse::<Move>();
    }

    #[test]
    fn move_like_strings_parse_or_explain(text in "[a-jA-J]?[0-9]{0,2}[hvHVx]?") {
        match text.parse::<Move>() {
            Ok(mv) => prop_assert_eq!(mv.to_string(), text.trim().to_ascii_lowercase()),
            Err(e) => prop_assert!(e.to_string().contains("is not a move")),
        }
    }
}
