//! Random games and random text: every listed turn plays and every other candidate is refused,
//! the parser never panics, and what a figurine can reach is where the listed walks end.

use std::collections::HashSet;

use proptest::prelude::*;

use super::*;

/// Turns worth trying in `game` besides the listed ones: every step, jump and pass that could be
/// written from the mover's figurines (and one step further after each legal step).
fn candidates(game: &Niwa) -> Vec<Move> {
    let garden = game.garden();
    let mine: Vec<Cell> = game
        .figurines()
        .iter()
        .filter(|f| Some(f.seat) == game.to_move())
        .map(|f| f.cell)
        .collect();
    let mut all = Vec::new();
    for &from in &mine {
        for &to in &mine {
            all.push(Move::Give { from, to });
        }
        for n in garden.neighbours(from) {
            for give in std::iter::once(None).chain(mine.iter().copied().map(Some)) {
                let step = Step { to: n, give };
                all.push(Move::Walk {
                    from,
                    steps: vec![step],
                    jump: None,
                });
                for m in garden.neighbours(n) {
                    all.push(Move::Walk {
                        from,
                        steps: vec![step, Step { to: m, give: None }],
                        jump: None,
                    });
                }
            }
        }
        let hex = garden.hex(from).unwrap();
        for &target in garden.cells() {
            if hex.distance(garden.hex(target).unwrap()) <= 3 {
                all.push(Move::Walk {
                    from,
                    steps: vec![],
                    jump: Some(target),
                });
            }
        }
    }
    all
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_keep_every_rule(garden in 0usize..3, picks in prop::collection::vec(any::<u16>(), 1..40)) {
        let mut game = Niwa::new(&NiwaOptions { garden: GardenName::ALL[garden] });
        for pick in picks {
            let legal = game.legal_moves();
            if game.outcome().is_some() {
                prop_assert!(legal.is_empty());
                break;
            }
            // Six beads always leave a turn.
            prop_assert!(!legal.is_empty());
            prop_assert!(legal.len() < 1000, "{} turns", legal.len());
            let listed: HashSet<&Move> = legal.iter().collect();
            prop_assert_eq!(listed.len(), legal.len(), "no turn listed twice");
            for mv in &legal {
                // Notation round-trips, in any case.
                prop_assert_eq!(&mv.to_string().to_uppercase().parse::<Move>().unwrap(), mv);
                let mut next = game.clone();
                prop_assert!(next.play(mv).is_ok(), "{} refused", mv);
                prop_assert_eq!(&next.last_turn().unwrap().mv, mv);
            }
            // `play` accepts exactly what `legal_moves` lists (up to naming a forced taker).
            for mv in candidates(&game) {
                let mut next = game.clone();
                match next.play(&mv) {
                    Ok(()) => prop_assert!(listed.contains(&next.last_turn().unwrap().mv), "{} accepted", mv),
                    Err(_) => {
                        prop_assert!(!listed.contains(&mv), "{} refused", mv);
                        prop_assert_eq!(&next, &game);
                    }
                }
            }
            let mv = legal[pick as usize % legal.len()].clone();
            game.play(&mv).unwrap();
            prop_assert_eq!(game.perft(1), game.legal_moves().len() as u64);
        }
    }

    #[test]
    fn no_string_makes_the_parser_panic(text in ".{0,24}") {
        let _ = text.parse::<Move>();
    }

    #[test]
    fn turn_like_strings_parse_or_explain(text in "(setup |give )?([a-nA-N][0-9]{1,2}[>:^ ]{0,2}[gopGOP]?){0,4}") {
        match text.parse::<Move>() {
            Ok(mv) => prop_assert_eq!(mv.to_string().parse::<Move>().unwrap(), mv),
            Err(e) => prop_assert!(e.to_string().contains("is not a move")),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn reach_is_where_the_listed_walks_end(garden in 0usize..3, picks in prop::collection::vec(any::<u16>(), 2..40)) {
        let mut game = Niwa::new(&NiwaOptions { garden: GardenName::ALL[garden] });
        for pick in picks {
            let Some(seat) = game.to_move() else { break };
            let legal = game.legal_moves();
            if let Some(pieces) = game.pieces_of(seat) {
                for (index, (at, _)) in pieces.iter().enumerate() {
                    let from = game.garden().name_of(*at);
                    let ends = legal
                        .iter()
                        .filter(|mv| matches!(mv, Move::Walk { from: f, .. } if *f == from))
                        .filter_map(|mv| mv.path().last().and_then(|c| game.garden().id(*c)))
                        .fold(0u128, |mask, id| mask | 1u128 << id);
                    prop_assert_eq!(game.reach(seat, index), ends, "{} in {}", from, game.diagram());
                }
            } else {
                prop_assert_eq!(game.reach(seat, 0), 0);
            }
            game.play(&legal[pick as usize % legal.len()].clone()).unwrap();
        }
    }
}
