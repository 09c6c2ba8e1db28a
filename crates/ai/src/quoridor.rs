//! What the search knows of Quoridor: how a position is judged and which moves are worth a look.
//!
//! This module owns Quoridor's [`Strategy`] and nothing else; it reads the position through the
//! game's public API (distances to the goal, the fences that lengthen a path) and never changes
//! the rules. The search itself is the generic one of [`super::search`].
//!
//! **The evaluation** is the race to the goal. Each player's distance (the shortest way round the
//! fences, pawns ignored) turns into the plies it needs to arrive, counting whose turn comes
//! first; the score is how many steps the seat is ahead of its nearest rival (with four players,
//! the opponent who would arrive first), plus the fences in hand of the seat less the rival's. A
//! race nobody can change any more is settled, and the side ahead gets a large bonus: the seat
//! ahead when nobody else has a fence, or (two players) the rival ahead of a seat with none.
//! Decisions where the rules say nothing about play:
//! - a fence in hand is worth [`FENCE`], a step ([`STEP`]): at first sight a fence beats a step
//!   forward when it costs a rival three steps (two are even), and otherwise only when the search
//!   sees what it gains later; so fences are kept for the end, where they cost the most;
//! - the pawns are ignored in the distances (jumps are too fleeting to count).
//!
//! **The candidates** are the pawn moves that do not lead away from the goal, and the legal
//! fences that lengthen a rival's way (every other fence changes no distance), all ordered by the
//! score they leave and cut to a width that shrinks with the depth left: the branching of ~130
//! legal moves falls to a dozen near the root and two at the last ply, which lets `hard` look
//! five moves ahead with two players.

use super::{Level, Plan, Strategy};
use crate::games::quoridor::Move;
use crate::games::{Game, Quoridor, Seat};

/// One step of the race, the score's unit.
const STEP: i32 = 100;
/// A fence in hand: a step.
///
/// The first round valued it at [`FIRST_ROUND_FENCE`], less than a step. Looking five or six
/// moves ahead (hard) that did little harm, but master, looking twenty moves ahead, found lines
/// where fences spent at once paid within its horizon: it placed nine of its ten within its
/// first 13 moves and then walked the long way round the rival's, kept for the end. Hard beat it
/// 70 to 30 over a hundred games; with a fence valued at 85, 100 or 120, master won each of 8
/// games, and valued at a step, 97 of 100.
const FENCE: i32 = STEP;
/// The first round's value of a fence in hand, which the frozen baseline keeps.
const FIRST_ROUND_FENCE: i32 = 70;
/// A race that no fence can change any more.
const SETTLED: i32 = 5_000;

/// What the evaluation reads of a position, so that a move can be judged without playing it.
#[derive(Clone, Copy)]
struct Race {
    /// What a fence in hand is worth.
    fence: i32,
    players: u8,
    /// The seat whose turn it is.
    turn: Seat,
    distances: [Option<u8>; 4],
    fences: [u8; 4],
}

impl Race {
    fn of(game: &Quoridor, fence: i32) -> Race {
        let mut fences = [0; 4];
        for seat in (0..game.players()).map(Seat) {
            fences[seat.index()] = game.fences_left(seat);
        }
        Race {
            fence,
            players: game.players(),
            turn: game.to_move().unwrap_or_default(),
            distances: game.distances(),
            fences,
        }
    }

    /// The plies before `seat` arrives, if the race runs with no fence and no jump; `None` for a
    /// seat not at the table.
    fn plies(&self, seat: Seat) -> Option<i32> {
        let distance = i32::from(self.distances[seat.index()]?);
        let players = i32::from(self.players);
        let wait = (i32::from(seat.0) - i32::from(self.turn.0)).rem_euclid(players);
        Some(distance * players + wait)
    }

    /// How good this is for `seat`, in [`STEP`]s.
    fn score(&self, seat: Seat) -> i32 {
        let Some(mine) = self.plies(seat) else {
            return -SETTLED;
        };
        let rivals = (0..self.players).map(Seat).filter(|s| *s != seat);
        let Some((theirs, rival)) = rivals.filter_map(|s| Some((self.plies(s)?, s))).min() else {
            return SETTLED;
        };
        let ahead = theirs - mine;
        let my_fences = i32::from(self.fences[seat.index()]);
        let mut score = ahead * STEP / i32::from(self.players)
            + self.fence * (my_fences - i32::from(self.fences[rival.index()]));
        let others_fenceless = (0..self.players)
            .filter(|s| *s != seat.0)
            .all(|s| self.fences[usize::from(s)] == 0);
        if ahead > 0 && others_fenceless {
            score += SETTLED;
        } else if ahead < 0 && my_fences == 0 && self.players == 2 {
            score -= SETTLED;
        }
        score
    }
}

/// How many fences the search looks at with `depth_left` moves still to search.
fn fence_width(depth_left: u32) -> usize {
    match depth_left {
        0 | 1 => 2,
        2 => 5,
        3 => 8,
        _ => 14,
    }
}

impl Strategy for Quoridor {
    fn evaluate(&self, seat: Seat) -> i32 {
        Race::of(self, FENCE).score(seat)
    }

    fn evaluate_first_round(&self, seat: Seat) -> i32 {
        Race::of(self, FIRST_ROUND_FENCE).score(seat)
    }

    fn candidates(&self, depth_left: u32) -> Vec<Move> {
        candidates(self, depth_left, FENCE)
    }

    fn candidates_first_round(&self, depth_left: u32) -> Vec<Move> {
        candidates(self, depth_left, FIRST_ROUND_FENCE)
    }

    /// `easy` looks one move ahead and plays a random move half the time; `normal` looks three
    /// moves ahead; `hard` six. All are fast (a few ms a move with two players, tens with four),
    /// so the node budgets are guards only. Measured with the arena: with four players a sharper
    /// `easy` (300 blunders in 1,000) still won a third of its games against `hard`.
    fn plan(&self, level: Level) -> Plan {
        match level {
            Level::Easy => Plan::searching(1, 10_000).blundering(500),
            Level::Normal => Plan::searching(3, 50_000),
            Level::Hard => Plan::searching(6, 400_000).remembering(),
            Level::Master => Plan::MASTER,
        }
    }

    const BASELINE: Plan = Plan::searching(5, 200_000).as_first_round();
}

/// The moves worth a look, a fence in hand being worth `fence` (see [`Strategy::candidates`]).
fn candidates(game: &Quoridor, depth_left: u32, fence: i32) -> Vec<Move> {
    let Some(me) = game.to_move() else {
        return Vec::new();
    };
    let now = Race::of(game, fence);
    let mine = now.distances[me.index()];
    // Pawn moves: a winning one is played at once; of the others, those that lead no further
    // from the goal (or the least far, when a pawn in the way leaves no other).
    let mut pawns: Vec<(Option<u8>, i32, Move)> = Vec::new();
    for square in game.legal_pawn_moves() {
        let mv = Move::Pawn(square);
        let mut next = *game;
        if next.play(&mv).is_err() {
            continue;
        }
        if next.outcome().is_some() {
            return vec![mv];
        }
        let mut after = now;
        after.distances[me.index()] = next.distance_to_goal(me);
        pawns.push((after.distances[me.index()], after.score(me), mv));
    }
    let nearest = pawns.iter().map(|(d, _, _)| *d).min().flatten();
    let mut moves: Vec<(i32, Move)> = pawns
        .into_iter()
        .filter(|(d, _, _)| *d <= mine.max(nearest))
        .map(|(_, score, mv)| (score, mv))
        .collect();
    // Fences: those that lengthen a rival's way more than they cost.
    let mut fences: Vec<(i32, Move)> = game
        .lengthening_fences()
        .into_iter()
        .filter(|(_, after)| {
            (0..4)
                .filter(|s| *s != me.index())
                .any(|s| after[s] > now.distances[s])
        })
        .map(|(fence, distances)| {
            let mut after = now;
            after.distances = distances;
            after.fences[me.index()] -= 1;
            (after.score(me), Move::Fence(fence))
        })
        .collect();
    fences.sort_by_key(|(score, _)| -score);
    fences.truncate(fence_width(depth_left));
    moves.extend(fences);
    if moves.is_empty() {
        return game.legal_moves();
    }
    moves.sort_by_key(|(score, _)| -score);
    moves.into_iter().map(|(_, mv)| mv).collect()
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use rand::rngs::StdRng;
    use rand::seq::SliceRandom;
    use rand::SeedableRng;

    use super::*;
    use crate::arena::{self, Contender, Match};
    use crate::games::quoridor::QuoridorOptions;
    use crate::games::{AnyGame, GameKind};
    use crate::search::{self, SURE_WIN};

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
                let first = crate::choose_move(&any, Level::Normal, seed, TIME);
                let again = crate::choose_move(&any, Level::Normal, seed, TIME);
                assert_eq!(first, again);
            }
        }
    }

    #[test]
    fn master_takes_a_win_in_one_at_once_whatever_its_budget() {
        let game = AnyGame::Quoridor(replay(2, "e2 d9 e3 c9 e4 b9 e5 a9 e6 b9 e7 a9 e8 b9"));
        let thought = crate::think_move(&game, Some(Level::Master), 1, TIME).unwrap();
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
            })
            .unwrap();
            assert_eq!(tally.wins, 4, "{variant}: {tally:?}");
        }
    }
}
