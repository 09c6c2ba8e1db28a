use std::time::Duration;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;

use teban_ai::arena::{self, Contender, Match};
use teban_ai::quoridor::{FENCE, FIRST_ROUND_FENCE, SETTLED, STEP};
use teban_ai::search::{self, SURE_WIN};
use teban_ai::{Level, Plan, Strategy};
use teban_games::quoridor::{Move, QuoridorOptions};
use teban_games::{AnyGame, Game, GameKind, Quoridor, Seat};

const TIME: Duration = Duration::from_secs(60);

fn replay(players: u8, moves: &str) -> Quoridor {
    let mut game = Quoridor::new(&QuoridorOptions { players });
    for mv in moves.split_whitespace() {
        game.play(&mv.parse().unwrap()).unwrap();
    }
    game
}

/// A small plan, so that the tests run quickly unoptimised.
const QUICK: Plan = Plan::searching(3, 3_000);

/// Random positions of both variants: random games of random length.
fn random_positions(count: usize, seed: u64) -> Vec<Quoridor> {
    let mut rng = StdRng::seed_from_u64(seed);
    (0..count)
        .map(|i| {
            let mut game = Quoridor::new(&QuoridorOptions {
                players: if i % 2 == 0 { 2 } else { 4 },
            });
            for _ in 0..(i * 7 % 60) {
                let Some(mv) = game.legal_moves().choose(&mut rng).copied() else {
                    break;
                };
                game.play(&mv).unwrap();
            }
            game
        })
        .collect()
}

#[test]
fn the_race_counts_steps_turns_and_fences() {
    let start = replay(2, "");
    // Level distances: the player to move is half a step ahead.
    assert_eq!(start.evaluate(Seat(0)), STEP / 2);
    assert_eq!(start.evaluate(Seat(1)), -STEP / 2);
    // After e2 seat 1 is a step nearer but seat 2 is to move.
    let one_up = replay(2, "e2");
    assert_eq!(one_up.evaluate(Seat(0)), STEP / 2);
    // Seat 1 steps aside and seat 2 walls its own way: seat 1 is a step and a half ahead (a
    // step, and the move) and a fence richer.
    let fenced = replay(2, "d1 e8h");
    assert_eq!(fenced.distances(), [Some(8), Some(9), None, None]);
    assert_eq!(fenced.evaluate(Seat(0)), 3 * STEP / 2 + FENCE);
    assert_eq!(
        fenced.evaluate_first_round(Seat(0)),
        3 * STEP / 2 + FIRST_ROUND_FENCE
    );
    // With two players the score is the same seen from either side.
    for game in random_positions(20, 7).iter().filter(|g| g.players() == 2) {
        if game.outcome().is_none() {
            assert_eq!(game.evaluate(Seat(0)), -game.evaluate(Seat(1)));
        }
    }
}

#[test]
fn a_race_nobody_can_fence_any_more_is_settled() {
    // Seat 2 has spent its ten fences away from seat 1's way; seat 1 is ahead and to move.
    let game = replay(
        2,
        "e2 a2h e3 a4h e4 a6h e5 a8h e6 g2h e7 g4h e8 g6h d8 g8h c8 c2h d8 c4h",
    );
    assert_eq!(game.fences_left(Seat(1)), 0);
    assert!(game.evaluate(Seat(0)) > SETTLED);
    assert!(game.evaluate(Seat(1)) < -SETTLED);
}

#[test]
fn the_engine_takes_a_win_in_one() {
    // Seat 1 walks up the e file while seat 2 wanders along rank 9.
    let game = replay(2, "e2 d9 e3 c9 e4 b9 e5 a9 e6 b9 e7 a9 e8 b9");
    for level in Level::ALL.iter().filter(|l| **l != Level::Easy) {
        for seed in 0..3 {
            let mv = search::choose(&game, *level, seed, TIME);
            assert_eq!(mv, Some("e9".parse().unwrap()), "{level} seed {seed}");
        }
    }
}

#[test]
fn the_engine_blocks_a_win_in_one() {
    // Seat 2 reaches e2 while seat 1 wanders along rank 1: e1 would win next move.
    let game = replay(2, "d1 e8 c1 e7 b1 e6 a1 e5 b1 e4 a1 e3 b1 e2");
    assert_eq!(game.distance_to_goal(Seat(1)), Some(1));
    for level in Level::ALL.iter().filter(|l| **l != Level::Easy) {
        // Master thinks for its whole budget: a short one.
        let time = if *level == Level::Master {
            Duration::from_millis(300)
        } else {
            TIME
        };
        let mv = search::choose(&game, *level, 1, time).unwrap();
        let mut next = game;
        next.play(&mv).unwrap();
        assert!(matches!(mv, Move::Fence(_)), "{level} played {mv}");
        assert!(
            next.distance_to_goal(Seat(1)) > Some(1),
            "{level} played {mv}"
        );
    }
    // With four players, the seat before the one about to win blocks it too: seat 3 walks
    // down the e file while the others shuffle about.
    let four = replay(
        4,
        "d1 a4 e8 i4 c1 a5 e7 i5 b1 a4 e6 i4 c1 a5 e5 i5 b1 a4 e4 i4 c1 a5 e3 i5 b1 a4 e2 i4 c1",
    );
    assert_eq!(four.to_move(), Some(Seat(1)));
    let near = four.distance_to_goal(Seat(2));
    assert_eq!(near, Some(1));
    let mv = search::choose(&four, Level::Normal, 1, TIME).unwrap();
    let mut next = four;
    next.play(&mv).unwrap();
    assert!(next.distance_to_goal(Seat(2)) > near, "played {mv}");
}

#[test]
fn the_engine_keeps_its_fences_at_the_start() {
    let start = replay(2, "");
    for seed in 0..3 {
        let mv = search::think(&start, QUICK, seed, TIME).unwrap().best;
        assert!(matches!(mv, Move::Pawn(_)), "seed {seed}: {mv}");
    }
}

#[test]
fn a_deep_search_keeps_its_fences_in_the_opening() {
    // Nine moves deep from here, the first round's judgement (a fence in hand worth less
    // than a step) already walls the rival's way; master did so with all ten fences in the
    // opening, then lost the race round hard's. A fence worth a step is kept.
    let game = replay(2, "e2 e8");
    let deep = |first_round| Plan {
        first_round,
        ..Plan::searching(9, u64::MAX).remembering()
    };
    let before = search::think(&game, deep(true), 1, TIME).unwrap().best;
    assert!(matches!(before, Move::Fence(_)), "{before}");
    let now = search::think(&game, deep(false), 1, TIME).unwrap().best;
    assert!(matches!(now, Move::Pawn(_)), "{now}");
}

#[test]
fn every_candidate_and_every_choice_is_legal() {
    for game in random_positions(24, 11) {
        let legal = game.legal_moves();
        for depth_left in [1, 2, 3, 5] {
            for mv in game.candidates(depth_left) {
                assert!(legal.contains(&mv), "{mv} at\n{}", game.diagram());
            }
        }
        if let Some(thought) = search::think(&game, QUICK, 3, TIME) {
            let mut next = game;
            assert!(next.play(&thought.best).is_ok(), "{}", thought.best);
            assert!(thought.score.abs() <= SURE_WIN);
        } else {
            assert!(game.outcome().is_some());
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_move() {
    for game in random_positions(6, 5) {
        let any = AnyGame::Quoridor(game);
        for seed in [1, 2] {
            let first = teban_ai::choose_move(&any, Level::Normal, seed, TIME);
            let again = teban_ai::choose_move(&any, Level::Normal, seed, TIME);
            assert_eq!(first, again);
        }
    }
}

#[test]
fn master_takes_a_win_in_one_at_once_whatever_its_budget() {
    let game = AnyGame::Quoridor(replay(2, "e2 d9 e3 c9 e4 b9 e5 a9 e6 b9 e7 a9 e8 b9"));
    let thought = teban_ai::think_move(&game, Some(Level::Master), 1, TIME).unwrap();
    assert_eq!(thought.best, "e9");
    // Its first depth found the win, and it stopped there.
    assert_eq!(thought.depth, 1);
    assert!(thought.score >= SURE_WIN / 2);
}

#[test]
fn positions_reached_by_different_move_orders_meet_in_the_table() {
    let one = replay(2, "e2 e8 d2 d8");
    let other = replay(2, "d1 d9 d2 d8");
    assert_ne!(one.last_move(), other.last_move());
    let key = |g: &Quoridor| {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        g.hash(&mut h);
        h.finish()
    };
    assert_eq!(key(&one), key(&other));
    assert_ne!(key(&one), key(&replay(2, "e2 e8 d2 f8")));
}

#[test]
fn master_beats_easy_and_hard_beats_the_baseline_in_small_matches() {
    for (a, b) in [
        (
            Contender::Engine(Level::Master),
            Contender::Engine(Level::Easy),
        ),
        (Contender::Engine(Level::Hard), Contender::Random),
    ] {
        let tally = arena::run(&Match {
            kind: GameKind::Quoridor,
            variant: None,
            a,
            b,
            games: 2,
            seed: 5,
            time: Duration::from_millis(60),
            limit: None,
            opening: 0,
        })
        .unwrap();
        assert_eq!(tally.wins, 2, "{a} against {b}: {tally:?}");
        // The arena saw the depths and positions of the engine's searches.
        assert!(tally.a.mean_depth() >= 1.0, "{tally:?}");
        assert!(tally.a.nodes_per_second() > 0.0, "{tally:?}");
    }
    assert_eq!("baseline".parse(), Ok(Contender::Baseline));
    assert_eq!("master".parse(), Ok(Contender::Engine(Level::Master)));
}

#[test]
fn hard_beats_random_at_both_tables() {
    for variant in ["2-players", "4-players"] {
        let tally = arena::run(&Match {
            kind: GameKind::Quoridor,
            variant: Some(variant.to_string()),
            a: Contender::Engine(Level::Hard),
            b: Contender::Random,
            games: 4,
            seed: 3,
            time: Duration::from_millis(40),
            limit: None,
            opening: 0,
        })
        .unwrap();
        assert_eq!(tally.wins, 4, "{variant}: {tally:?}");
    }
}
