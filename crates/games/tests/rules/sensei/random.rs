//! Random games and random text: every listed turn plays and every other candidate is refused,
//! and the parser never panics.

use std::collections::HashSet;

use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::*;

/// A turn that may or may not be legal: a legal one cut, bent or extended, or a random one.
fn candidate(rng: &mut StdRng, game: &Sensei, legal: &[Move]) -> Move {
    let square = |rng: &mut StdRng| Square::new(rng.gen_range(0..SIZE), rng.gen_range(0..SIZE));
    let mine = game.stones_of(game.to_move().expect("the game is not over"));
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
