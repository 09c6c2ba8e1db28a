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
pub const STEP: i32 = 100;
/// A fence in hand: a step.
///
/// The first round valued it at [`FIRST_ROUND_FENCE`], less than a step. Looking five or six
/// moves ahead (hard) that did little harm, but master, looking twenty moves ahead, found lines
/// where fences spent at once paid within its horizon: it placed nine of its ten within its
/// first 13 moves and then walked the long way round the rival's, kept for the end. Hard beat it
/// 70 to 30 over a hundred games; with a fence valued at 85, 100 or 120, master won each of 8
/// games, and valued at a step, 97 of 100.
pub const FENCE: i32 = STEP;
/// The first round's value of a fence in hand, which the frozen baseline keeps.
pub const FIRST_ROUND_FENCE: i32 = 70;
/// A race that no fence can change any more.
pub const SETTLED: i32 = 5_000;

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
