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
pub struct Standing {
    /// The fewest steps left to the goal from the best cell any figurine could end its next move
    /// on.
    pub lead: i32,
    /// The steps left to the goal from where its three figurines stand, summed.
    pub team: i32,
    /// How many of its figurines could reach the goal on its next move.
    pub threats: i32,
    /// How many cells its figurines could end a move on.
    pub mobility: i32,
}

/// `seat`'s standing in `game` (before its setup, its figurines taken to stand on the start
/// spaces nearest its goal).
pub fn standing(game: &Niwa, seat: Seat) -> Standing {
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
