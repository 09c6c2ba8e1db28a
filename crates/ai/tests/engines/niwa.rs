use std::time::Duration;

use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use teban_ai::niwa::{standing, BREADTH};
use teban_ai::{search, Level, Strategy};
use teban_games::niwa::{Move, NiwaOptions};
use teban_games::{Game, Niwa, Seat};

/// Long enough never to be the reason a search stops in a test.
const AMPLE: Duration = Duration::from_secs(600);

fn compact() -> Niwa {
    Niwa::new(&NiwaOptions::default())
}

/// The game after replaying `turns` (canonical notation).
fn replay(turns: &[String]) -> Niwa {
    let mut game = compact();
    for turn in turns {
        game.play(&turn.parse().unwrap()).unwrap();
    }
    game
}

/// Games of the compact garden, each as the list of its turns, stopped before the end: random
/// turns, or `easy`'s (which head for the goals, so wins and threats come up).
fn sample_games(seed: u64, count: usize, easy: bool) -> Vec<Vec<String>> {
    let mut rng = StdRng::seed_from_u64(seed);
    (0..count)
        .map(|_| {
            let mut game = compact();
            let mut turns = Vec::new();
            while game.ply() < if easy { 200 } else { 60 } {
                let legal = game.legal_moves();
                let mv = if easy {
                    choose(&game, Level::Easy, rng.gen())
                } else {
                    legal.choose(&mut rng).unwrap().clone()
                };
                let mut next = game.clone();
                next.play(&mv).unwrap();
                if next.outcome().is_some() {
                    break;
                }
                turns.push(mv.to_string());
                game = next;
            }
            turns
        })
        .collect()
}

fn wins(game: &Niwa, mv: &Move) -> bool {
    let mut next = game.clone();
    next.play(mv).unwrap();
    next.outcome().is_some()
}

/// Whether the player to move could win at once.
fn can_win(game: &Niwa) -> bool {
    game.legal_moves().iter().any(|mv| wins(game, mv))
}

fn choose(game: &Niwa, level: Level, seed: u64) -> Move {
    search::choose(game, level, seed, AMPLE).expect("the game is not over")
}

/// Asserts that `normal` and `hard` both play a turn that `good` accepts.
fn normal_and_hard_play(game: &Niwa, seed: u64, good: impl Fn(&Move) -> bool) {
    for level in [Level::Normal, Level::Hard] {
        let mv = choose(game, level, seed);
        assert!(good(&mv), "{level} played {mv} in {}", game.diagram());
    }
}

/// Walks through random games, every `stride` turns, and hands each position to `check`
/// until it says it checked one (then goes on with the next game); how many it checked.
fn check_positions(seed: u64, stride: usize, mut check: impl FnMut(&Niwa, u64) -> bool) -> usize {
    let mut checked = 0;
    for turns in sample_games(seed, 30, true) {
        for end in (4..=turns.len()).step_by(stride) {
            if check(&replay(&turns[..end]), end as u64) {
                checked += 1;
                break;
            }
        }
    }
    checked
}

#[test]
fn it_takes_an_immediate_win() {
    let checked = check_positions(1, 1, |game, seed| {
        if !can_win(game) {
            return false;
        }
        normal_and_hard_play(game, seed, |mv| wins(game, mv));
        true
    });
    assert!(checked >= 5, "only {checked} positions with a win");
}

#[test]
fn it_stops_an_immediate_win_when_it_can() {
    let checked = check_positions(2, 1, |game, seed| {
        let Some(seat) = game.to_move() else {
            return false;
        };
        // The opponent could win if it were its turn; some turns stop it, others do not.
        let goal = 1u128 << game.garden().base_id(seat);
        let other = Seat(1 - seat.0);
        if can_win(game) || (0..3).all(|i| game.reach(other, i) & goal == 0) {
            return false;
        }
        let legal = game.legal_moves();
        let safe: Vec<&Move> = legal
            .iter()
            .filter(|mv| {
                let mut next = game.clone();
                next.play(mv).unwrap();
                !can_win(&next)
            })
            .collect();
        if safe.is_empty() || safe.len() == legal.len() {
            return false;
        }
        normal_and_hard_play(game, seed, |mv| safe.contains(&mv));
        true
    });
    assert!(checked >= 5, "only {checked} threatened positions");
}

#[test]
fn the_same_seed_gives_the_same_move() {
    for turns in sample_games(3, 4, false) {
        let game = replay(&turns[..turns.len() / 2]);
        // Master stops on the clock, not on a count: it is left out.
        for level in Level::ALL.iter().filter(|l| **l != Level::Master) {
            let first = choose(&game, *level, 7);
            assert_eq!(choose(&game, *level, 7), first);
        }
    }
}

#[test]
fn the_evaluation_is_the_same_seen_from_either_side() {
    for turns in sample_games(4, 6, false) {
        for end in [1, 2, turns.len() / 2, turns.len()] {
            let game = replay(&turns[..end]);
            assert_eq!(game.evaluate(Seat(0)), -game.evaluate(Seat(1)));
            assert!(game.evaluate(Seat(0)).abs() < search::SURE_WIN / 2);
        }
    }
}

#[test]
fn setups_head_for_the_goal() {
    // The best setups by the evaluation keep a figurine that can start toward the goal.
    let game = compact();
    let kept = game.candidates(2);
    assert_eq!(kept.len(), BREADTH);
    let steps = game.garden().steps_to_goal(Seat(0));
    let nearest = game
        .garden()
        .start_ids(Seat(0))
        .map(|id| steps[id as usize]);
    let nearest = nearest.iter().min().unwrap();
    let mut best = game.clone();
    best.play(&kept[0]).unwrap();
    let lead = standing(&best, Seat(0)).lead;
    assert!(lead < i32::from(*nearest), "lead {lead}, start {nearest}");
}

#[test]
fn hard_beats_random() {
    let mut rng = StdRng::seed_from_u64(5);
    let mut won = 0;
    let games = 4;
    for index in 0..games {
        let engine = Seat((index % 2) as u8);
        let mut game = compact();
        while let Some(seat) = game.to_move() {
            assert!(game.ply() < 200, "game {index} does not end");
            let mv = if seat == engine {
                choose(&game, Level::Hard, index as u64 + u64::from(game.ply()))
            } else {
                game.legal_moves().choose(&mut rng).unwrap().clone()
            };
            game.play(&mv).unwrap();
        }
        won += usize::from(game.outcome().and_then(|o| o.winner()) == Some(engine));
    }
    assert_eq!(won, games, "hard won {won} of {games} against random");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn every_move_is_legal(game in 0usize..8, seed in any::<u64>(), level in 0usize..3) {
        // (easy, normal and hard: master thinks for its whole budget)
        let turns = &sample_games(seed, 1, false)[0];
        let position = replay(&turns[..(game * 7).min(turns.len())]);
        let level = Level::ALL[level];
        let mv = choose(&position, level, seed);
        prop_assert!(position.legal_moves().contains(&mv), "{} in {}", mv, position.diagram());
    }
}
