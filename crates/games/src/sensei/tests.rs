//! Sensei's rules, from the rulebook's own situations, the reference counts and random games.

use std::collections::HashSet;

use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::json;

use super::*;

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

#[test]
fn the_start_has_the_reference_counts() {
    for (preset, count) in [
        (Preset::Shizukana, 1_128),
        (Preset::Arashi, 19_304),
        (Preset::ShizukanaVariant, 394),
    ] {
        let game = Sensei::new(&preset);
        let turns = game.legal_moves();
        assert_eq!(turns.len(), count, "{preset}");
        assert_eq!(game.perft(1), count as u64, "{preset}");
        let distinct: HashSet<&Move> = turns.iter().collect();
        assert_eq!(distinct.len(), count, "{preset}: no turn is listed twice");
    }
}

#[test]
fn perft_agrees_with_playing_every_listed_turn() {
    // The fast perft applies unchecked turns; this replays them through `play`.
    let game = Sensei::new(&Preset::ShizukanaVariant);
    let slow: usize = game
        .legal_moves()
        .iter()
        .map(|mv| played(&game, &mv.to_string()).legal_moves().len())
        .sum();
    assert_eq!(game.perft(2), slow as u64);
}

#[test]
fn the_turns_of_the_start_are_ordered_sequences() {
    let game = Sensei::new(&Preset::Shizukana);
    // Both orders of the same two stone moves, and a stone that goes back where it came from.
    for text in ["b1-b2 c1-c2", "c1-c2 b1-b2", "b1-b2 b2-b3", "b1-b2 b2-b1"] {
        assert!(listed(&game, text), "{text}");
    }
    // The stone under the character moves once the character has left it, in either order.
    assert!(listed(&game, "@a1 d1-d2"));
    assert!(!listed(&game, "d1-d2 @a1"));
    assert_eq!(
        refusal(&game, "d1-d2 @a1"),
        "the stone on d1 carries your character"
    );
    // The character goes to any stone of its own row.
    assert!(listed(&game, "@g1") && listed(&game, "@a1 b1-b2") && listed(&game, "b1-b2 @a1"));
    assert!(!listed(&game, "b1-b2 @b2"), "b2 is not in line with d1");
}

#[test]
fn presets_are_named_as_players_pick_them() {
    for preset in Preset::ALL {
        assert_eq!(preset.name().parse::<Preset>(), Ok(preset));
        assert!(Sensei::variants()
            .iter()
            .any(|(name, _)| *name == preset.name()));
    }
    assert_eq!("Arashi Expert".parse::<Preset>(), Ok(Preset::ArashiExpert));
    assert_eq!(Preset::default(), Preset::Arashi);
    assert_eq!(Sensei::variants()[0].0, Preset::default().name());
    let err = "typhoon".parse::<Preset>().unwrap_err().to_string();
    assert!(
        err.contains("typhoon") && err.contains("shizukana-variant"),
        "{err}"
    );
}

#[test]
fn the_variant_start_swaps_the_b_and_f_stones() {
    let game = Sensei::new(&Preset::ShizukanaVariant);
    assert_eq!(
        names(&game.stones_of(Seat(0))),
        ["a1", "c1", "d1", "e1", "g1", "b7", "f7"]
    );
    assert_eq!(
        names(&game.stones_of(Seat(1))),
        ["b1", "f1", "a7", "c7", "d7", "e7", "g7"]
    );
    assert_eq!(game.character(Seat(0)).to_string(), "d1");
    assert_eq!(game.character(Seat(1)).to_string(), "d7");
    // The c1 stone is now free to step sideways onto nothing: b1 is the opponent's.
    assert_eq!(refusal(&game, "c1-b1"), "b1 is taken by an opponent stone");
    assert!(listed(&game, "b7-b6"));
}

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
fn a_character_on_its_stone_on_the_far_row_wins_mid_turn() {
    // The Sage on d4 with its stone on d6: d6-d7 then @d7 reaches the Monkey's home row.
    let game = position("shizukana", "d4 d6 a1", "a7 g7", 1);
    assert_eq!(
        refusal(&game, "d6-d7 @d7 a1-a2"),
        "your character has reached d7 and won: the turn ends there"
    );
    let turns = game.legal_moves();
    assert!(turns.contains(&turn("d6-d7 @d7")));
    assert!(turns.contains(&turn("a1-a2 d6-d7 @d7")));
    // No listed turn goes on after a win.
    for mv in &turns {
        let actions = mv.actions();
        let wins_at = actions
            .iter()
            .position(|a| matches!(a, Action::Character { to } if to.rank() == 6));
        assert!(wins_at.is_none_or(|i| i == actions.len() - 1), "{mv}");
    }
    let won = played(&game, "d6-d7 @d7");
    assert_eq!(
        won.outcome(),
        Some(Outcome::Win {
            winner: Seat(0),
            reason: WinReason::Goal
        })
    );
    assert_eq!(won.to_move(), None);
    assert!(won.legal_moves().is_empty());
    assert_eq!(refusal(&won, "a7-a6"), "the game is over");
    // Seat 2 wins on rank 1 the same way.
    let monkey = position("shizukana", "g1", "d4 d2 a7", 2);
    let won = played(&monkey, "d2-d1 @d1");
    assert_eq!(won.outcome().and_then(Outcome::winner), Some(Seat(1)));
}

/// Seat 2 holds a barrier on rank 5 that dips to d4 (diagonal links); seat 1 faces it from
/// below with the stones on `facing`, and plays `then`.
fn against_the_barrier(facing: &str, then: &str) -> Sensei {
    let game = position(
        "shizukana",
        &format!("d1 {facing}"),
        "a5 b5 c5 d4 e5 f5 g5",
        1,
    );
    assert!(!game.loses_by_unfair_game(Seat(1)), "not yet");
    played(&game, then)
}

#[test]
fn three_stones_against_a_barrier_win_by_unfair_game() {
    let game = against_the_barrier("a4 b4 c3", "c3-c4");
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Seat(0),
            reason: WinReason::UnfairGame
        })
    );
    // The diagonal link counts: d3 faces d4.
    let diagonal = against_the_barrier("a4 g4 d2", "d2-d3");
    assert_eq!(diagonal.outcome().and_then(Outcome::winner), Some(Seat(0)));
    // Contact is face to face from the opponent's side: d5, above d4 and beside c5 and e5,
    // touches the barrier but is not in contact.
    let beside = against_the_barrier("a4 b4 d6", "d6-d5");
    assert_eq!(beside.outcome(), None);
}

#[test]
fn two_stones_against_a_barrier_are_not_enough() {
    let game = against_the_barrier("a4 b4 g1", "g1-g2");
    assert_eq!(game.outcome(), None);
    assert_eq!(game.to_move(), Some(Seat(1)));
}

#[test]
fn a_broken_line_is_no_barrier() {
    // The same three contacts, but e5 has moved to e6: two ranks from d4, so no chain.
    let game = position("shizukana", "d1 a4 b4 c3", "a5 b5 c5 d4 e6 f5 g5", 1);
    assert_eq!(played(&game, "c3-c4").outcome(), None);
}

#[test]
fn pits_complete_a_barrier_but_give_no_contact() {
    // Seat 2's stones on rank 5 but for the pits c5 and e5, which complete the line.
    let seat2 = "d5 a5 b5 f5 g5 a7 b7";
    let barrier = position("arashi-expert", "d1 a3 b4 g4", seat2, 1);
    assert_eq!(
        played(&barrier, "a3-a4")
            .outcome()
            .and_then(Outcome::winner),
        Some(Seat(0))
    );
    // Under a pit a stone has nothing to face: c4 is no contact.
    let pit = position("arashi-expert", "d1 a3 b4 c4", seat2, 1);
    assert_eq!(played(&pit, "a3-a4").outcome(), None);
    // The same stones on the plain board are no barrier at all.
    let plain = position("arashi", "d1 a3 b4 g4", seat2, 1);
    assert_eq!(played(&plain, "a3-a4").outcome(), None);
}

#[test]
fn when_both_players_hold_contested_barriers_the_mover_wins() {
    // Seat 1's home row faces a2 b2 c2; seat 2's chain a2 b2 c2 d3 e4 f5 g6 faces a1 b1 c1.
    let seat1 = "d1 a1 b1 c1 e1 f1 g1";
    let seat2 = "d3 a2 b2 c2 e4 f5 g6";
    let first = position("shizukana", seat1, seat2, 1);
    assert!(first.loses_by_unfair_game(Seat(0)) && first.loses_by_unfair_game(Seat(1)));
    let won = played(&first, "e1-e2");
    assert_eq!(
        won.outcome(),
        Some(Outcome::Win {
            winner: Seat(0),
            reason: WinReason::UnfairGame
        })
    );
    let second = position("shizukana", seat1, seat2, 2);
    let won = played(&second, "@e4");
    assert_eq!(won.outcome().and_then(Outcome::winner), Some(Seat(1)));
    // The mover who alone holds a contested barrier loses, whoever brought the contacts.
    let alone = position("shizukana", seat1, "d7 a2 b2 c2", 1);
    let lost = played(&alone, "g1-g2");
    assert_eq!(
        lost.outcome(),
        Some(Outcome::Win {
            winner: Seat(1),
            reason: WinReason::UnfairGame
        })
    );
}

#[test]
fn a_player_left_without_any_action_loses() {
    // The Monkey on a7 with its other stone on c7: b7 blocks the line between them, b7, d7 and
    // c6 box the c7 stone in.
    let game = position("shizukana", "d1 b7 d7 c6 g1", "a7 c7", 1);
    let after = played(&game, "g1-g2");
    assert_eq!(
        after.outcome(),
        Some(Outcome::Win {
            winner: Seat(0),
            reason: WinReason::NoLegalMove
        })
    );
    // Freeing c6 leaves the Monkey a move.
    let freed = played(&game, "c6-c5");
    assert_eq!(freed.outcome(), None);
    let turns = freed.legal_moves();
    assert!(turns.contains(&turn("c7-c6")) && turns.contains(&turn("c7-c6 c6-b6")));
    assert!(turns.iter().all(|t| t.to_string().starts_with("c7-c6")));
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

#[test]
fn resigning_and_agreeing_end_the_game() {
    let mut game = Sensei::new(&Preset::Arashi);
    game.resign(Seat(0));
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Seat(1),
            reason: WinReason::Resignation
        })
    );
    game.agree_draw();
    assert_eq!(game.outcome().and_then(Outcome::winner), Some(Seat(1)));
    let mut drawn = Sensei::new(&Preset::Arashi);
    drawn.agree_draw();
    assert_eq!(drawn.outcome(), Some(Outcome::Draw));
}

#[test]
fn a_position_survives_its_stored_form_and_remembers_the_last_turn() {
    let mut game = Sensei::new(&Preset::ArashiExpert);
    for text in ["c1-c2 @c2 b1-b2", "c7-c6", "a1-a2 a2-a3"] {
        game.play(&turn(text)).unwrap();
    }
    let last = game.last_turn().unwrap();
    assert_eq!(
        (last.seat, last.turn.to_string()),
        (Seat(0), "a1-a2 a2-a3".to_string())
    );
    assert_eq!(last.character_from.to_string(), "c2");
    assert_eq!(game.character(Seat(0)).to_string(), "c2");
    let json = serde_json::to_value(game).unwrap();
    assert_eq!(json["pits"], json!(["c3", "e3", "c5", "e5"]));
    assert_eq!(json["characters"], json!(["c2", "d7"]));
    assert_eq!(json["preset"], json!("arashi-expert"));
    let back: Sensei = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, game);
    // A record that puts a character off its stones is refused.
    let mut bad = json;
    bad["characters"][0] = json!("d4");
    assert!(serde_json::from_value::<Sensei>(bad).is_err());
}

#[test]
fn the_diagram_shows_stones_characters_and_pits() {
    let game = played(&Sensei::new(&Preset::ArashiExpert), "b1-b2");
    let diagram = game.diagram();
    let lines: Vec<&str> = diagram.lines().collect();
    assert_eq!(lines[0], "7  r r r M r r r", "{diagram}");
    assert_eq!(lines[2], "5  . . # . # . .", "{diagram}");
    assert_eq!(lines[5], "2  . g . . . . .", "{diagram}");
    assert_eq!(lines[6], "1  g . g S g g g", "{diagram}");
    // The files close it; the key to the letters is the reader's (`i18n::diagram`).
    assert_eq!(lines[7..], ["   a b c d e f g"], "{diagram}");
}

/// A turn that may or may not be legal: a legal one cut, bent or extended, or a random one.
fn candidate(rng: &mut StdRng, game: &Sensei, legal: &[Move]) -> Move {
    let square = |rng: &mut StdRng| Square::new(rng.gen_range(0..SIZE), rng.gen_range(0..SIZE));
    let mine = game.stones_of(game.turn);
    let random_action = |rng: &mut StdRng| {
        let from = if rng.gen_bool(0.7) {
            mine[rng.gen_range(0..mine.len())]
        } else {
            square(rng)
        };
        let to = if rng.gen_bool(0.5) {
            // Along the row or the column.
            if rng.gen_bool(0.5) {
                Square::new(from.file(), rng.gen_range(0..SIZE))
            } else {
                Square::new(rng.gen_range(0..SIZE), from.rank())
            }
        } else {
            square(rng)
        };
        match rng.gen_range(0..3) {
            0 => Action::Character { to: from },
            1 => Action::Character { to },
            _ => Action::Stone { from, to },
        }
    };
    let mut actions: Vec<Action> = match legal.get(rng.gen_range(0..legal.len().max(1))) {
        Some(mv) if rng.gen_bool(0.8) => mv.actions().to_vec(),
        _ => vec![random_action(rng)],
    };
    match rng.gen_range(0..4) {
        0 if actions.len() < MAX_ACTIONS => actions.push(random_action(rng)),
        1 if actions.len() > 1 => actions.reverse(),
        2 => {
            let i = rng.gen_range(0..actions.len());
            actions[i] = random_action(rng);
        }
        _ => {
            let keep = rng.gen_range(1..=actions.len());
            actions.truncate(keep);
        }
    }
    Move::new(&actions).expect("one to three actions")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn random_games_keep_every_rule(preset in 0..4usize, seed in any::<u64>(), plies in 1..150usize) {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut game = Sensei::new(&Preset::ALL[preset]);
        for _ in 0..plies {
            let legal = game.legal_moves();
            prop_assert_eq!(legal.is_empty(), game.outcome().is_some());
            if legal.is_empty() {
                break;
            }
            let set: HashSet<Move> = legal.iter().copied().collect();
            prop_assert_eq!(set.len(), legal.len(), "no turn is listed twice");
            prop_assert_eq!(game.perft(1), legal.len() as u64);
            // Every listed turn is accepted (a sample of them in the big arashi lists) and
            // round-trips through its notation, in upper case too.
            let stride = (legal.len() / 400).max(1);
            for mv in legal.iter().step_by(stride) {
                let mut copy = game;
                prop_assert!(copy.play(mv).is_ok(), "{} refused at ply {}", mv, game.ply());
                prop_assert_eq!(mv.to_string().to_uppercase().parse::<Move>().unwrap(), *mv);
            }
            // A candidate is accepted exactly when it is listed, and a refusal changes nothing.
            for _ in 0..200 {
                let mv = candidate(&mut rng, &game, &legal);
                let mut copy = game;
                let accepted = copy.play(&mv).is_ok();
                prop_assert_eq!(accepted, set.contains(&mv), "{} at ply {}", mv, game.ply());
                if !accepted {
                    prop_assert_eq!(copy, game);
                }
            }
            let mv = legal[rng.gen_range(0..legal.len())];
            game.play(&mv).unwrap();
            // Characters always stand on their own stones, and nothing shares a square.
            for seat in [Seat(0), Seat(1)] {
                prop_assert_eq!(game.stone_at(game.character(seat)), Some(seat));
            }
            prop_assert_eq!(game.stones().len(), 14);
        }
    }

    #[test]
    fn no_string_makes_the_parser_panic(text in ".{0,16}") {
        let _ = text.parse::<Move>();
    }

    #[test]
    fn turn_like_strings_parse_or_explain(text in "(@?[a-hA-H][0-8](-[a-hA-H][0-8])? ?){0,4}") {
        match text.parse::<Move>() {
            Ok(mv) => prop_assert_eq!(
                mv.to_string(),
                text.split_whitespace().collect::<Vec<_>>().join(" ").to_ascii_lowercase()
            ),
            Err(e) => prop_assert!(e.to_string().contains("is not a move")),
        }
    }
}
