//! The Sensei engine, from positions built by replaying turns and from random games.

use std::time::Duration;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;

use teban_ai::arena::{self, Contender, Match};
use teban_ai::search::{choose, think};
use teban_ai::sensei::eval::{evaluate, other, Side, WIN_NEXT};
use teban_ai::sensei::{breadth, reaches_goal};
use teban_ai::{Level, Plan, Strategy};
use teban_games::sensei::{Move, Preset, Square};
use teban_games::{Game, GameKind, Seat, Sensei};

/// Long enough never to be the reason a search stops in a test.
const TIME: Duration = Duration::from_secs(600);

/// A plan that searches one turn deep and never blunders: the cheapest full engine.
const ONE_TURN: Plan = Plan::searching(1, 1_000_000);

fn replayed(preset: Preset, turns: &[&str]) -> Sensei {
    let mut game = Sensei::new(&preset);
    for text in turns {
        let turn: Move = text.parse().unwrap();
        game.play(&turn)
            .unwrap_or_else(|why| panic!("{text}: {why}\n{}", game.diagram()));
    }
    game
}

/// Whether the player to move has a turn that wins at once, by any rule (every turn played).
fn has_a_winning_turn(game: &Sensei) -> bool {
    let seat = game.to_move().expect("the game is not over");
    game.legal_moves().into_iter().any(|turn| {
        let mut next = *game;
        next.play(&turn).unwrap();
        next.outcome().and_then(|o| o.winner()) == Some(seat)
    })
}

fn wins(game: &Sensei, turn: Move) -> bool {
    let seat = game.to_move().unwrap();
    let mut next = *game;
    next.play(&turn).unwrap();
    next.outcome().and_then(|o| o.winner()) == Some(seat)
}

/// Seat 1 has opened the a1-g7 diagonal to its Sage; seat 2 has left g7: a stone on c3 can go
/// to g3, then up to g7, and the Sage follows.
const OPEN_DIAGONAL: &[&str] = &["c1-c3", "g7-g2", "@a1"];

#[test]
fn the_engine_takes_an_immediate_win_at_every_level() {
    let game = replayed(Preset::Arashi, &[OPEN_DIAGONAL, &["a7-a6"]].concat());
    assert!(has_a_winning_turn(&game));
    assert!(Side::of(&game, Seat(0)).goal_win());
    assert_eq!(evaluate(&game, Seat(0)), WIN_NEXT);
    assert_eq!(evaluate(&game, Seat(1)), -WIN_NEXT);
    for level in [Level::Normal, Level::Hard] {
        for seed in 0..3 {
            let turn = choose(&game, level, seed, TIME).unwrap();
            assert!(wins(&game, turn), "{level} played {turn}");
        }
    }
    let thought = think(&game, ONE_TURN, 7, TIME).unwrap();
    assert!(wins(&game, thought.best), "{}", thought.best);
}

#[test]
fn the_engine_takes_the_immediate_wins_of_random_games() {
    let mut found = 0;
    for seed in 0..40u64 {
        let preset = Preset::ALL[seed as usize % Preset::ALL.len()];
        let mut game = Sensei::new(&preset);
        let mut rng = StdRng::seed_from_u64(seed);
        while game.to_move().is_some() && found < 6 {
            let seat = game.to_move().unwrap();
            if Side::of(&game, seat).goal_win() {
                assert!(has_a_winning_turn(&game), "{}", game.diagram());
                let turn = think(&game, ONE_TURN, seed, TIME).unwrap().best;
                assert!(wins(&game, turn), "{turn}\n{}", game.diagram());
                found += 1;
                break;
            }
            let turn = *game.legal_moves().choose(&mut rng).unwrap();
            game.play(&turn).unwrap();
        }
    }
    assert!(found >= 6, "only {found} positions with an immediate win");
}

#[test]
fn the_engine_stops_a_threat_to_reach_the_far_row() {
    let game = replayed(Preset::Arashi, OPEN_DIAGONAL);
    // Seat 2 to move; were it to play a quiet turn, seat 1 would win.
    let careless = replayed(Preset::Arashi, &[OPEN_DIAGONAL, &["a7-a6"]].concat());
    assert!(has_a_winning_turn(&careless));
    assert!(Side::of(&game, Seat(0)).wins_next());
    assert!(!Side::of(&game, Seat(1)).wins_next());
    for plan in [ONE_TURN, game.plan(Level::Normal)] {
        let turn = think(&game, plan, 3, TIME).unwrap().best;
        let after = replayed(
            Preset::Arashi,
            &[OPEN_DIAGONAL, &[turn.to_string().as_str()]].concat(),
        );
        assert!(!has_a_winning_turn(&after), "{turn}\n{}", after.diagram());
    }
}

#[test]
fn the_engine_stops_a_third_stone_against_its_barrier() {
    // Seat 1's stones on a6 and b6 face seat 2's home row, a barrier: a third loses it the game.
    let opening = ["a1-a6 b1-b6"];
    let game = replayed(Preset::Arashi, &opening);
    let careless = replayed(Preset::Arashi, &["a1-a6 b1-b6", "g7-g6"]);
    assert!(has_a_winning_turn(&careless));
    assert!(Side::of(&careless, Seat(0)).unfair_win());
    for plan in [ONE_TURN, game.plan(Level::Normal)] {
        let turn = think(&game, plan, 5, TIME).unwrap().best;
        let after = replayed(Preset::Arashi, &[opening[0], turn.to_string().as_str()]);
        assert!(!has_a_winning_turn(&after), "{turn}\n{}", after.diagram());
    }
}

#[test]
fn a_far_row_win_is_seen_exactly_in_random_positions() {
    // `goal_win` against the rules themselves, over positions of random games of every preset.
    let mut rng = StdRng::seed_from_u64(11);
    for preset in Preset::ALL {
        let mut game = Sensei::new(&preset);
        for _ in 0..40 {
            let Some(seat) = game.to_move() else { break };
            let by_the_rules = game
                .legal_moves()
                .into_iter()
                .any(|turn| reaches_goal(turn, seat));
            assert_eq!(
                Side::of(&game, seat).goal_win(),
                by_the_rules,
                "{}",
                game.diagram()
            );
            let turn = *game.legal_moves().choose(&mut rng).unwrap();
            game.play(&turn).unwrap();
        }
    }
}

#[test]
fn every_turn_the_engine_chooses_is_legal() {
    let mut rng = StdRng::seed_from_u64(2024);
    let mut checked = 0;
    for preset in Preset::ALL {
        let mut game = Sensei::new(&preset);
        for ply in 0..60u64 {
            let Some(seat) = game.to_move() else { break };
            if ply % 6 == 0 {
                let turn = think(&game, ONE_TURN, ply, TIME).unwrap().best;
                assert!(game.legal_moves().contains(&turn), "{turn}");
                let mut next = game;
                assert!(next.play(&turn).is_ok());
                checked += 1;
            }
            let turn = *game.legal_moves().choose(&mut rng).unwrap();
            game.play(&turn).unwrap();
            assert!(game.to_move() != Some(seat) || game.outcome().is_some());
        }
    }
    assert!(checked >= 20, "only {checked} positions");
}

#[test]
fn the_same_seed_gives_the_same_turn() {
    let game = replayed(Preset::Arashi, &["@c1 d1-d4", "e7-e3"]);
    for level in [Level::Easy, Level::Normal] {
        let first = choose(&game, level, 99, TIME);
        assert!(first.is_some());
        assert_eq!(first, choose(&game, level, 99, TIME), "{level}");
    }
}

#[test]
fn candidates_reach_distinct_positions_and_keep_the_best_deep_in_the_tree() {
    let game = Sensei::new(&Preset::Arashi);
    let all = game.candidates(1);
    let landings = |turns: &[Move]| -> std::collections::HashSet<(u64, Square)> {
        turns
            .iter()
            .map(|turn| {
                let mut next = game;
                next.play(turn).unwrap();
                (next.stone_set(Seat(0)), next.character(Seat(0)))
            })
            .collect()
    };
    let landed = landings(&all);
    assert_eq!(landed.len(), all.len());
    // Every position one turn away is there: the same set as from all 19,304 turns.
    let every = landings(&game.legal_moves());
    assert_eq!(landed, every);
    let best = game.candidates(2);
    assert_eq!(best.len(), breadth(2));
    let score = |turn: &Move| {
        let mut next = game;
        next.play(turn).unwrap();
        evaluate(&next, Seat(0))
    };
    let worst_kept = best.iter().map(score).min().unwrap();
    assert!(all.iter().map(score).filter(|s| *s > worst_kept).count() < breadth(2));
}

#[test]
fn the_judgement_is_the_same_seen_from_either_side() {
    let mut rng = StdRng::seed_from_u64(5);
    let mut game = Sensei::new(&Preset::Shizukana);
    for _ in 0..30 {
        let Some(seat) = game.to_move() else { break };
        assert_eq!(evaluate(&game, seat), -evaluate(&game, other(seat)));
        let turn = *game.legal_moves().choose(&mut rng).unwrap();
        game.play(&turn).unwrap();
    }
}

#[test]
fn hard_beats_random_in_a_small_arena() {
    let tally = arena::run(&Match {
        kind: GameKind::Sensei,
        variant: None,
        a: Contender::Engine(Level::Hard),
        b: Contender::Random,
        games: 4,
        seed: 1,
        time: Duration::from_millis(1500),
        limit: None,
        opening: 0,
    })
    .unwrap();
    assert_eq!(tally.wins, 4, "{tally:?}");
}

#[test]
fn hard_looks_a_turn_deeper_where_stones_move_one_square() {
    for (preset, depth) in [
        (Preset::Arashi, 4),
        (Preset::ArashiExpert, 4),
        (Preset::Shizukana, 5),
        (Preset::ShizukanaVariant, 5),
    ] {
        let game = replayed(preset, &["c1-c2 e1-e2 @c2", "a7-a6 c7-c6 @c6"]);
        let plan = game.plan(Level::Hard);
        assert_eq!(plan.depth, depth, "{preset:?}");
        // One square at a time, five turns deep is within reach: the search finishes it (in the
        // variant, whose stones start on the far rows, it finds a win sooner and stops).
        if preset == Preset::Shizukana {
            let thought = think(&game, plan, 1, TIME).unwrap();
            assert_eq!(thought.depth, 5, "{preset:?}");
            assert!(thought.nodes < plan.nodes, "{preset:?}: {thought:?}");
        }
    }
}
