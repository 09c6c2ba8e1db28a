//! What the search knows of Niwa: how good a position is, which turns are worth a look, and how
//! deep each level looks.
//!
//! This module owns Niwa's [`Strategy`] and nothing else: it reads positions through the game's
//! public and crate-internal views ([`Niwa::pieces_of`], [`Niwa::reach`],
//! [`Garden::steps_to_goal`]) and never changes a rule; the generic search is in [`super::search`].
//!
//! # The evaluation
//! Niwa is a race: the first figurine on the opponent's base wins. Each side is measured by
//! - its **lead**: the fewest steps (ignoring colours and figurines, [`Garden::steps_to_goal`])
//!   left to its goal from the best cell any of its figurines could end its next move on
//!   ([`Niwa::reach`]: walks along the lines of its beads' colours, then a jump once they are
//!   spent), so that beads of the right colours on top, and figurines that can jump, count;
//! - its **team**: the steps left to the goal from where its three figurines stand, summed, so
//!   that the figurines that feed the runner with beads follow it;
//! - its **threats**: how many of its figurines could reach the goal on its next move;
//! - its **mobility**: how many cells its figurines could end a move on.
//!
//! The player to move with a threat has won (it only has to take it); a player facing two
//! threats and having none of its own has as good as lost, since one turn blocks at most one
//! figurine. Otherwise the score weighs the leads most, then the threats, the teams and the
//! mobility, plus a small bonus for having the move. Before a side's setup, its figurines are
//! taken to stand on the start spaces nearest its goal.
//!
//! # Decisions where nothing is said
//! - **Which turns are searched** ([`Strategy::candidates`]): with two or more moves left to look
//!   at, every legal turn is played and scored by the evaluation, and the best
//!   [`BREADTH`] are searched, best first (a turn that wins or stops a threat scores high, so
//!   it is kept; the 120 setups shrink to the few that lead somewhere). At the last move of the
//!   search every turn is kept, ordered by how far it brings its figurine (wins first).
//! - **Levels** ([`Strategy::plan`]): `easy` looks one move ahead and plays a random turn one
//!   time in four, `normal` looks two moves ahead (its own and the answer), `hard` four.

use std::sync::OnceLock;

use super::{Level, Plan, Strategy};
use crate::games::niwa::{ids, Garden, GardenName, Move};
use crate::games::{Game, Niwa, Outcome, Seat};

/// How many turns the search looks at in a position with two or more moves left to search.
pub const BREADTH: usize = 12;

/// A step nearer the goal for the side's best figurine.
const LEAD: i32 = 100;
/// A step nearer the goal for any figurine.
const TEAM: i32 = 15;
/// A cell more where a figurine could end its move.
const MOBILITY: i32 = 2;
/// A figurine that could reach the goal on its side's next move, the other side to move.
const THREAT: i32 = 300;
/// Having the move.
const TEMPO: i32 = 40;
/// The player to move can win at once (it has a threat).
const WINS_NOW: i32 = 200_000;
/// The player to move faces two threats and has none: one turn cannot stop both.
const LOSES_NEXT: i32 = 100_000;

/// [`Garden::steps_to_goal`] of each named garden and seat, computed once.
fn steps_to_goal(garden: GardenName, seat: Seat) -> &'static [u8] {
    static TABLES: OnceLock<Vec<[Vec<u8>; 2]>> = OnceLock::new();
    let tables = TABLES.get_or_init(|| {
        GardenName::ALL
            .iter()
            .map(|name| {
                let garden = Garden::named(*name);
                [Seat(0), Seat(1)].map(|s| garden.steps_to_goal(s))
            })
            .collect()
    });
    let index = GardenName::ALL
        .iter()
        .position(|g| *g == garden)
        .unwrap_or(0);
    &tables[index][seat.index() % 2]
}

/// One side's standing, as the module docs describe it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Standing {
    lead: i32,
    team: i32,
    threats: i32,
    mobility: i32,
}

fn standing(game: &Niwa, seat: Seat) -> Standing {
    let steps = steps_to_goal(game.garden_name(), seat);
    let to_goal = |id: u8| i32::from(steps[id as usize]);
    let Some(pieces) = game.pieces_of(seat) else {
        let garden = game.garden();
        let mut starts = garden.start_ids(seat).map(to_goal);
        starts.sort_unstable();
        return Standing {
            lead: starts[0] - 2,
            team: starts[..3].iter().sum(),
            threats: 0,
            mobility: 0,
        };
    };
    let goal = game.garden().base_id(Seat(1 - seat.0 % 2));
    let mut side = Standing {
        lead: i32::MAX,
        team: 0,
        threats: 0,
        mobility: 0,
    };
    for (index, (at, _)) in pieces.iter().enumerate() {
        let reach = game.reach(seat, index);
        let best = ids(reach).map(to_goal).min().unwrap_or(i32::MAX);
        side.lead = side.lead.min(to_goal(*at)).min(best);
        side.team += to_goal(*at);
        side.threats += i32::from(reach & (1u128 << goal) != 0);
        side.mobility += reach.count_ones() as i32;
    }
    side
}

/// The score for the player to move, `mover`, against `other`.
fn score(mover: Standing, other: Standing) -> i32 {
    if mover.threats > 0 {
        return WINS_NOW;
    }
    if other.threats >= 2 {
        return -LOSES_NEXT;
    }
    LEAD * (other.lead - mover.lead) + TEAM * (other.team - mover.team) - THREAT * other.threats
        + MOBILITY * (mover.mobility - other.mobility)
        + TEMPO
}

/// How far a turn brings its figurine toward the goal (more is better; passes bring none), and
/// wins above all.
fn progress(game: &Niwa, seat: Seat, mv: &Move) -> i32 {
    let Move::Walk { from, .. } = mv else {
        return 0;
    };
    let garden = game.garden();
    let steps = steps_to_goal(game.garden_name(), seat);
    let to_goal = |cell| {
        garden
            .id(cell)
            .map_or(0, |id| i32::from(steps[id as usize]))
    };
    let end = mv.path().last().copied().unwrap_or(*from);
    if to_goal(end) == 0 {
        return i32::MAX;
    }
    to_goal(*from) - to_goal(end)
}

impl Strategy for Niwa {
    fn evaluate(&self, seat: Seat) -> i32 {
        let Some(mover) = self.to_move() else {
            return 0;
        };
        let other = Seat(1 - mover.0 % 2);
        let score = score(standing(self, mover), standing(self, other));
        if mover == seat {
            score
        } else {
            -score
        }
    }

    fn candidates(&self, depth_left: u32) -> Vec<Move> {
        let moves = self.legal_moves();
        let Some(seat) = self.to_move() else {
            return moves;
        };
        if depth_left < 2 {
            let mut ordered: Vec<(i32, Move)> = moves
                .into_iter()
                .map(|mv| (progress(self, seat, &mv), mv))
                .collect();
            ordered.sort_by_key(|(p, _)| std::cmp::Reverse(*p));
            return ordered.into_iter().map(|(_, mv)| mv).collect();
        }
        let mut scored: Vec<(i32, Move)> = moves
            .into_iter()
            .filter_map(|mv| {
                let mut next = self.clone();
                next.play(&mv).ok()?;
                let value = match next.outcome() {
                    Some(Outcome::Win { winner, .. }) if winner == seat => i32::MAX,
                    Some(_) => i32::MIN,
                    None => next.evaluate(seat),
                };
                Some((value, mv))
            })
            .collect();
        scored.sort_by_key(|(value, _)| std::cmp::Reverse(*value));
        scored.truncate(BREADTH);
        scored.into_iter().map(|(_, mv)| mv).collect()
    }

    fn plan(&self, level: Level) -> Plan {
        match level {
            Level::Easy => Plan::searching(1, 10_000).blundering(250),
            Level::Normal => Plan::searching(2, 20_000),
            Level::Hard => Plan::searching(5, 100_000).remembering(),
            Level::Master => Plan::MASTER,
        }
    }

    const BASELINE: Plan = Plan::searching(4, 40_000).as_first_round();
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use proptest::prelude::*;
    use rand::rngs::StdRng;
    use rand::seq::SliceRandom;
    use rand::{Rng, SeedableRng};

    use super::super::{search, Level, Strategy};
    use super::*;
    use crate::games::niwa::NiwaOptions;

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
    fn check_positions(
        seed: u64,
        stride: usize,
        mut check: impl FnMut(&Niwa, u64) -> bool,
    ) -> usize {
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
        let steps = steps_to_goal(GardenName::Compact, Seat(0));
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
}
