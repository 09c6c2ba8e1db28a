//! The one search every game shares: iterative-deepening alpha-beta over whole turns.
//!
//! With two players it is plain minimax; with more it is *paranoid*: the seat thinking maximises
//! and every other seat is assumed to minimise its score, which keeps alpha-beta's cuts and plays
//! safely in 4-player Quoridor. Scores are always from the thinking seat's point of view. A won
//! position scores [`SURE_WIN`] less the plies needed to reach it, so the engine takes the
//! quickest win and puts off a loss as long as it can.
//!
//! The search stops on a count of positions (the level's [`Plan::nodes`]) or when the time
//! budget runs out, whichever comes first; the move of the last finished depth is played (or the
//! best found so far in the first one). Root moves are shuffled with the seed before the first
//! depth, so equal moves are chosen among at random, yet the same seed gives the same move.

use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use super::{Level, Plan, Strategy};
use crate::games::{Outcome, Seat};

/// The score of a won position (less the plies to reach it).
pub const SURE_WIN: i32 = 1_000_000;

/// What the search learnt about the move it chose, for the arena and the logs.
#[derive(Clone, Debug, PartialEq)]
pub struct Thought<M> {
    pub best: M,
    pub score: i32,
    /// The deepest iteration that finished.
    pub depth: u32,
    pub nodes: u64,
}

/// The move `game`'s player to move makes at `level`; `None` once the game is over.
pub fn choose<G: Strategy>(game: &G, level: Level, seed: u64, time: Duration) -> Option<G::Move> {
    think(game, G::plan(level), seed, time).map(|t| t.best)
}

/// The search itself, with an explicit plan.
pub fn think<G: Strategy>(
    game: &G,
    plan: Plan,
    seed: u64,
    time: Duration,
) -> Option<Thought<G::Move>> {
    let root = game.to_move()?;
    let mut rng = StdRng::seed_from_u64(seed);
    let mut moves = game.candidates(plan.depth.max(1));
    if moves.is_empty() {
        moves = game.legal_moves();
    }
    moves.shuffle(&mut rng);
    let first = moves.first()?.clone();
    if rng.gen_range(0..1000) < plan.blunders_per_mille {
        let legal = game.legal_moves();
        let pick = legal.choose(&mut rng).cloned().unwrap_or(first);
        return Some(Thought {
            best: pick,
            score: 0,
            depth: 0,
            nodes: 0,
        });
    }
    let mut search = Search {
        root,
        nodes: 0,
        limit: plan.nodes.max(1),
        deadline: Instant::now() + time,
        stopped: false,
    };
    let mut chosen = Thought {
        best: first,
        score: -SURE_WIN * 2,
        depth: 0,
        nodes: 0,
    };
    for depth in 1..=plan.depth.max(1) {
        let mut best: Option<(usize, i32)> = None;
        let mut alpha = -SURE_WIN * 2;
        for (i, mv) in moves.iter().enumerate() {
            let mut next = game.clone();
            if next.play(mv).is_err() {
                continue;
            }
            let score = search.alphabeta(&next, depth - 1, 1, alpha, SURE_WIN * 2);
            if search.stopped {
                break;
            }
            if best.is_none_or(|(_, s)| score > s) {
                best = Some((i, score));
                alpha = alpha.max(score);
            }
        }
        if let Some((i, score)) = best {
            if !search.stopped || depth == 1 {
                chosen = Thought {
                    best: moves[i].clone(),
                    score,
                    depth: if search.stopped { 0 } else { depth },
                    nodes: 0,
                };
                // The best move first in the next, deeper iteration.
                moves[..=i].rotate_right(1);
            }
        }
        if search.stopped || chosen.score.abs() >= SURE_WIN / 2 {
            break;
        }
    }
    chosen.nodes = search.nodes;
    Some(chosen)
}

struct Search {
    root: Seat,
    nodes: u64,
    limit: u64,
    deadline: Instant,
    stopped: bool,
}

impl Search {
    /// The score of `game` for the root seat, `depth` more moves deep, `ply` moves below the root.
    fn alphabeta<G: Strategy>(
        &mut self,
        game: &G,
        depth: u32,
        ply: i32,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.limit
            || (self.nodes.is_multiple_of(128) && Instant::now() >= self.deadline)
        {
            self.stopped = true;
        }
        match game.outcome() {
            Some(Outcome::Win { winner, .. }) if winner == self.root => return SURE_WIN - ply,
            Some(Outcome::Win { .. }) => return -SURE_WIN + ply,
            Some(Outcome::Draw) => return 0,
            None => {}
        }
        if depth == 0 || self.stopped {
            return game.evaluate(self.root);
        }
        let maximising = game.to_move() == Some(self.root);
        let mut best = if maximising {
            -SURE_WIN * 2
        } else {
            SURE_WIN * 2
        };
        for mv in game.candidates(depth) {
            let mut next = game.clone();
            if next.play(&mv).is_err() {
                continue;
            }
            let score = self.alphabeta(&next, depth - 1, ply + 1, alpha, beta);
            if maximising {
                best = best.max(score);
                alpha = alpha.max(score);
            } else {
                best = best.min(score);
                beta = beta.min(score);
            }
            if alpha >= beta || self.stopped {
                break;
            }
        }
        if best.abs() == SURE_WIN * 2 {
            // No candidate could be played: judge the position as it stands.
            return game.evaluate(self.root);
        }
        best
    }
}
