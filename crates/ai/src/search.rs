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
//!
//! With [`Plan::memory`] (hard and master) the search remembers what it learnt: a transposition
//! table keyed by the position's hash (the games hash a position without its last move, so that
//! move orders meet; by SipHash, see `key_of`), whose best move is tried first; two killer moves
//! per ply (the moves that cut off a sibling); and a history score per move that orders the
//! rest. A level without a node limit (master) deepens until its time is spent; the depth the
//! clock cuts off is not lost (`Plan::keeps_cut_depth`): it searched the previous depth's move
//! first, so any move that scored better than it there is played. That is what keeps master
//! above hard at every budget: the same judgement and memory, eight times hard's time (see
//! `Level::time_share`), and every finished root move of its last depth used.

use std::hash::{Hash, Hasher};
use std::time::{Duration, Instant};

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rustc_hash::FxHashMap;

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
    think(game, game.plan(level), seed, time).map(|t| t.best)
}

/// The search itself, with an explicit plan.
pub fn think<G: Strategy>(
    game: &G,
    plan: Plan,
    seed: u64,
    time: Duration,
) -> Option<Thought<G::Move>> {
    think_aloud(game, plan, seed, time, |_| {})
}

/// One depth of the search, as it finished (or was cut off by the budget).
#[derive(Clone, Debug, PartialEq)]
pub struct Iteration<M> {
    pub depth: u32,
    /// The best root move of this depth, and its score.
    pub best: M,
    pub score: i32,
    /// The positions looked at since the search began.
    pub nodes: u64,
    /// The time since the search began.
    pub elapsed: Duration,
    /// Whether every root move was searched (the move of a cut-off depth is played only when it
    /// is the first).
    pub finished: bool,
}

/// [`think`], telling `heard` of every depth as it ends: how the search deepens, for the depth
/// probe (`teban think`) and the tests.
pub fn think_aloud<G: Strategy>(
    game: &G,
    plan: Plan,
    seed: u64,
    time: Duration,
    mut heard: impl FnMut(Iteration<G::Move>),
) -> Option<Thought<G::Move>> {
    let root = game.to_move()?;
    let mut rng = StdRng::seed_from_u64(seed);
    let mut moves = candidates(game, &plan, plan.depth.max(1));
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
    let started = Instant::now();
    let mut search = Search {
        root,
        nodes: 0,
        limit: plan.nodes.max(1),
        deadline: started + time,
        stopped: false,
        memory: plan.memory.then(Memory::default),
        plan,
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
            heard(Iteration {
                depth,
                best: moves[i].clone(),
                score,
                nodes: search.nodes,
                elapsed: started.elapsed(),
                finished: !search.stopped,
            });
            // A depth cut off by the clock still tells a level that deepens on time something
            // true: the previous best move was searched first, so a move that scored better
            // than it at this depth is better (see `uses_what_a_cut_depth_found`).
            let partial = search.stopped && plan.keeps_cut_depth && i != 0;
            if !search.stopped || depth == 1 || partial {
                chosen = Thought {
                    best: moves[i].clone(),
                    score,
                    depth: if search.stopped { depth - 1 } else { depth },
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

struct Search<M> {
    root: Seat,
    nodes: u64,
    limit: u64,
    deadline: Instant,
    stopped: bool,
    /// What the search learnt, when the level remembers.
    memory: Option<Memory<M>>,
    /// The level's plan: which judgement and candidates the game gives it.
    plan: Plan,
}

/// The moves the game offers a search of `plan`, `depth_left` moves from the leaves.
fn candidates<G: Strategy>(game: &G, plan: &Plan, depth_left: u32) -> Vec<G::Move> {
    if plan.first_round {
        game.candidates_first_round(depth_left)
    } else {
        game.candidates(depth_left)
    }
}

/// The game's judgement of a position for `seat`, as `plan` judges.
fn evaluate<G: Strategy>(game: &G, plan: &Plan, seat: Seat) -> i32 {
    if plan.first_round {
        game.evaluate_first_round(seat)
    } else {
        game.evaluate(seat)
    }
}

/// How a remembered score bounds the true one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Bound {
    Exact,
    /// At least this (the search cut off above beta).
    Lower,
    /// At most this (no move reached alpha).
    Upper,
}

/// A position the search has been through: how deep, what it scored, the best move found.
struct Seen<M> {
    depth: u32,
    score: i32,
    bound: Bound,
    best: Option<M>,
}

/// The transposition table, the killer moves and the history scores of one search.
struct Memory<M> {
    table: FxHashMap<u64, Seen<M>>,
    /// Two moves per ply that cut off a sibling position.
    killers: Vec<[Option<M>; 2]>,
    /// How often, and how deep, each move cut off.
    history: FxHashMap<M, u32>,
}

impl<M> Default for Memory<M> {
    fn default() -> Self {
        Memory {
            table: FxHashMap::default(),
            killers: Vec::new(),
            history: FxHashMap::default(),
        }
    }
}

/// How many positions the table holds before it starts afresh (bounded memory: about 100 MB).
const TABLE_SIZE: usize = 1 << 20;

/// A score as the table keeps it: a won or lost score counted from the position itself, not
/// from the root, so that the same position met at another ply is as many plies from its end
/// (without this, a win seen through a transposition looks no further away, and the engine
/// can walk around a won position instead of winning it).
fn to_table(score: i32, ply: i32) -> i32 {
    if score >= SURE_WIN / 2 {
        score + ply
    } else if score <= -SURE_WIN / 2 {
        score - ply
    } else {
        score
    }
}

/// A score from the table, counted from the root again at `ply`.
fn from_table(score: i32, ply: i32) -> i32 {
    if score >= SURE_WIN / 2 {
        score - ply
    } else if score <= -SURE_WIN / 2 {
        score + ply
    } else {
        score
    }
}

/// The table's key of a position: its hash by SipHash (std's `DefaultHasher`, the same keys in
/// every run, so a search stays repeatable).
///
/// Not FxHash, fast as it is: it adds each word and multiplies, a function linear in the words
/// modulo 2^64, under which the high bits of a word barely count. Two positions whose bitboards
/// differ only there (a fence on b7, c7 or d7, horizontal in one and vertical in the other)
/// shared a key, and the search took one's score for the other's: hundreds of times in a
/// second of master's thinking.
pub fn key_of<G: Hash>(game: &G) -> u64 {
    let mut hasher = std::hash::DefaultHasher::new();
    game.hash(&mut hasher);
    hasher.finish()
}

impl<M: Clone + Eq + Hash> Memory<M> {
    /// `moves` in the order to try them: the remembered best, the killers of `ply`, then by
    /// history (the game's own order among equals).
    fn order(&self, moves: &mut [M], best: Option<&M>, ply: usize) {
        let killers = self.killers.get(ply);
        let rank = |mv: &M| -> (u8, std::cmp::Reverse<u32>) {
            if best == Some(mv) {
                (0, std::cmp::Reverse(0))
            } else if killers.is_some_and(|k| k.iter().flatten().any(|k| k == mv)) {
                (1, std::cmp::Reverse(0))
            } else {
                (2, std::cmp::Reverse(*self.history.get(mv).unwrap_or(&0)))
            }
        };
        moves.sort_by_key(|mv| rank(mv));
    }

    /// `mv` cut off at `ply`, `depth` moves from the leaves.
    fn cut(&mut self, mv: &M, ply: usize, depth: u32) {
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        let slot = &mut self.killers[ply];
        if slot[0].as_ref() != Some(mv) {
            slot[1] = slot[0].take();
            slot[0] = Some(mv.clone());
        }
        *self.history.entry(mv.clone()).or_default() += depth * depth;
    }

    fn remember(&mut self, key: u64, seen: Seen<M>) {
        if self.table.len() >= TABLE_SIZE {
            self.table.clear();
        }
        self.table.insert(key, seen);
    }
}

impl<M: Clone + Eq + Hash> Search<M> {
    /// The score of `game` for the root seat, `depth` more moves deep, `ply` moves below the root.
    fn alphabeta<G: Strategy<Move = M>>(
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
            return evaluate(game, &self.plan, self.root);
        }
        let (original_alpha, original_beta) = (alpha, beta);
        let key = self.memory.as_ref().map(|_| key_of(game));
        let mut remembered_best = None;
        if let (Some(memory), Some(key)) = (&self.memory, key) {
            if let Some(seen) = memory.table.get(&key) {
                if seen.depth >= depth {
                    let score = from_table(seen.score, ply);
                    match seen.bound {
                        Bound::Exact => return score,
                        Bound::Lower if score >= beta => return score,
                        Bound::Upper if score <= alpha => return score,
                        _ => {}
                    }
                }
                remembered_best = seen.best.clone();
            }
        }
        let mut moves = candidates(game, &self.plan, depth);
        if let Some(memory) = &self.memory {
            memory.order(&mut moves, remembered_best.as_ref(), ply as usize);
        }
        let maximising = game.to_move() == Some(self.root);
        let mut best = if maximising {
            -SURE_WIN * 2
        } else {
            SURE_WIN * 2
        };
        let mut best_move = None;
        for mv in moves {
            let mut next = game.clone();
            if next.play(&mv).is_err() {
                continue;
            }
            let score = self.alphabeta(&next, depth - 1, ply + 1, alpha, beta);
            let better = if maximising {
                score > best
            } else {
                score < best
            };
            if better {
                best = score;
                best_move = Some(mv.clone());
            }
            if maximising {
                alpha = alpha.max(score);
            } else {
                beta = beta.min(score);
            }
            if alpha >= beta {
                if let Some(memory) = &mut self.memory {
                    memory.cut(&mv, ply as usize, depth);
                }
                break;
            }
            if self.stopped {
                break;
            }
        }
        if best.abs() == SURE_WIN * 2 {
            // No candidate could be played: judge the position as it stands.
            return evaluate(game, &self.plan, self.root);
        }
        if let (Some(memory), Some(key), false) = (&mut self.memory, key, self.stopped) {
            let bound = if best <= original_alpha {
                Bound::Upper
            } else if best >= original_beta {
                Bound::Lower
            } else {
                Bound::Exact
            };
            memory.remember(
                key,
                Seen {
                    depth,
                    score: to_table(best, ply),
                    bound,
                    best: best_move,
                },
            );
        }
        best
    }
}
