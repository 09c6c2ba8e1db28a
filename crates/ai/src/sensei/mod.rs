//! What the search knows of Sensei: which whole turns are worth looking at, and how good a
//! position is ([`eval`]).
//!
//! This module owns Sensei's [`Strategy`] and nothing else: it plays turns only through
//! [`Game::play`], so it cannot disagree with the rules, and it never changes them.
//!
//! A Sensei move is a whole turn of one to three actions: about 19,300 of them from the `arashi`
//! start, most reaching the same few thousand positions in another order. So the engine:
//! - looks at each position a turn can reach once (the shortest turn reaching it stands for the
//!   others: the opponent's stones do not move during a turn, so the mover's stones and character
//!   say where it leads);
//! - takes a winning turn at once when there is one (a turn whose character move ends on the far
//!   row), and then looks at nothing else;
//! - judges every position with [`eval::evaluate`], which first asks whether the player to move
//!   can win at once: one ply of search with that judgement never leaves the opponent an
//!   immediate win it can see;
//! - deeper in the tree looks only at the best turns by that judgement: [`breadth`] of them.
//!
//! The levels differ in depth and so in breadth (see [`Sensei::plan`]'s table in the code):
//! `easy` looks one turn ahead and blunders now and then, `normal` answers every reply to its
//! best few turns, `hard` looks four turns ahead along the best lines (five when stones
//! move one square), `master` as deep as its time allows.

pub mod eval;

use super::{Level, Plan, Strategy};
use crate::games::sensei::{Action, Move, Square};
use crate::games::{Game, Outcome, Seat, Sensei};

/// Whether the player to move may win at once (the evaluation's own quick test).
pub fn wins_next(game: &Sensei) -> bool {
    game.to_move()
        .is_some_and(|seat| eval::Side::of(game, seat).wins_next())
}

/// How many turns a node with `depth_left` moves still to search looks at (all of them one
/// move from the leaves, where each costs one judgement and a pruned reply would hide a threat).
pub fn breadth(depth_left: u32) -> usize {
    match depth_left {
        0 | 1 => usize::MAX,
        2 => 4,
        _ => 8,
    }
}

/// Where `turn` leaves the mover's stones and character, as one key: the stones' bitboard with
/// the character's square above it (the board's sets use bits 0 to 54).
fn landing(mut stones: u64, mut character: Square, turn: Move) -> u64 {
    for action in turn.actions().iter() {
        match *action {
            Action::Stone { from, to } => stones ^= from.bit() | to.bit(),
            Action::Character { to } => character = to,
        }
    }
    stones | u64::from(character.rank() * 8 + character.file()) << 58
}

/// Whether `turn` ends with the mover's character on the far row: a win, as the turn is legal.
pub fn reaches_goal(turn: Move, seat: Seat) -> bool {
    matches!(
        turn.actions().last(),
        Some(Action::Character { to }) if to.rank() == Sensei::goal_rank(seat)
    )
}

/// The turns leading to distinct positions, the shortest standing for each; or the one winning
/// turn if there is one.
fn distinct_turns(game: &Sensei, seat: Seat) -> Vec<Move> {
    let turns = game.legal_moves();
    if let Some(win) = turns.iter().find(|turn| reaches_goal(**turn, seat)) {
        return vec![*win];
    }
    let (stones, character) = (game.stone_set(seat), game.character(seat));
    let mut keyed: Vec<(u64, usize, Move)> = turns
        .into_iter()
        .map(|turn| (landing(stones, character, turn), turn.len(), turn))
        .collect();
    keyed.sort_by_key(|(key, len, _)| (*key, *len));
    keyed.dedup_by_key(|(key, _, _)| *key);
    keyed.into_iter().map(|(_, _, turn)| turn).collect()
}

/// The score of the position after a turn, for the player who made it.
fn after_turn(game: &Sensei, seat: Seat) -> i32 {
    match game.outcome() {
        Some(Outcome::Win { winner, .. }) if winner == seat => i32::MAX,
        Some(Outcome::Win { .. }) => i32::MIN,
        Some(Outcome::Draw) => 0,
        None => eval::evaluate(game, seat),
    }
}

impl Strategy for Sensei {
    fn evaluate(&self, seat: Seat) -> i32 {
        eval::evaluate(self, seat)
    }

    fn candidates(&self, depth_left: u32) -> Vec<Move> {
        let Some(seat) = self.to_move() else {
            return Vec::new();
        };
        let turns = distinct_turns(self, seat);
        let keep = breadth(depth_left);
        if turns.len() <= 1 || keep >= turns.len() {
            return turns;
        }
        let mut scored: Vec<(i32, Move)> = turns
            .into_iter()
            .filter_map(|turn| {
                let mut next = *self;
                next.play(&turn).ok()?;
                Some((after_turn(&next, seat), turn))
            })
            .collect();
        // Stable: equal turns keep the order of the list, so a seed decides among them alike.
        scored.sort_by_key(|(score, _)| std::cmp::Reverse(*score));
        scored.truncate(keep);
        scored.into_iter().map(|(_, turn)| turn).collect()
    }

    /// | level  | depth | turns looked at, root first        | blunders |
    /// |--------|-------|------------------------------------|----------|
    /// | easy   | 1     | all (judged)                       | 25 %     |
    /// | normal | 2     | best 4, then all                   | none     |
    /// | hard   | 4 (5) | best 8, 8, 4, then all             | none     |
    /// | master | on time | best 8 ..., 4, then all          | none     |
    ///
    /// Hard looks a turn deeper in the presets whose stones move one square (`shizukana`): a
    /// few hundred distinct turns a position rather than thousands, so five turns take about
    /// 100 ms of its 250 (an eighth of the default budget). Four turns deep it won 55 of 100
    /// `shizukana` games against the baseline and drew 29 (the same stones shuffled to the 400th
    /// move); five deep it won 92 of 100.
    fn plan(&self, level: Level) -> Plan {
        match level {
            Level::Easy => Plan::searching(1, 100_000).blundering(250),
            Level::Normal => Plan::searching(2, 1_000_000),
            Level::Hard => {
                Plan::searching(if self.preset().slides() { 4 } else { 5 }, 4_000_000).remembering()
            }
            Level::Master => Plan::MASTER,
        }
    }

    const BASELINE: Plan = Plan::searching(3, 4_000_000).as_first_round();
}
