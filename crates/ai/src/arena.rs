//! The arena: teban against itself (or against a random player) over many games, to measure
//! how strong each level is.
//!
//! Contender A takes one seat, in turn the first, the second, ... as the games go on; contender B
//! takes every other seat. Each game has its own seed derived from the arena's, so a run is
//! repeatable, and the games are shared among the machine's cores. A game that reaches
//! [`MAX_PLIES`] moves without a winner is counted as a draw. With an opening, each game's
//! first plies are drawn at random among the moves the engine looks at first, by the game's seed
//! (they count for neither side's times).
//!
//! Beside the results it keeps, for each side, every move's thinking time, the depth its search
//! finished and the positions it looked at: the mean depth, the nodes per second and the time
//! percentiles by which a change to the engine is judged.

use std::fmt::{self, Display};
use std::str::FromStr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::{opening_move, random_move, think_move, Level};
use crate::games::{AnyGame, GameKind, NoSuchVariant, Seat};

/// Games longer than this are stopped and counted as draws.
pub const MAX_PLIES: u32 = 400;

/// Who plays a seat in the arena.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Contender {
    /// A uniformly random legal move.
    Random,
    Engine(Level),
    /// The first round's hard level, frozen (see [`super::Strategy::BASELINE`]).
    Baseline,
}

impl Display for Contender {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contender::Random => f.write_str("random"),
            Contender::Engine(level) => level.fmt(f),
            Contender::Baseline => f.write_str("baseline"),
        }
    }
}

/// A word that names no contender.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a contender: choose random, easy, normal, hard, master or baseline")]
pub struct NoSuchContender(pub String);

impl FromStr for Contender {
    type Err = NoSuchContender;
    fn from_str(s: &str) -> Result<Contender, NoSuchContender> {
        if s.trim().eq_ignore_ascii_case("random") {
            return Ok(Contender::Random);
        }
        if s.trim().eq_ignore_ascii_case("baseline") {
            return Ok(Contender::Baseline);
        }
        s.parse()
            .map(Contender::Engine)
            .map_err(|_| NoSuchContender(s.to_string()))
    }
}

impl Contender {
    /// The move, the depth its search finished and the positions it looked at.
    fn choose(self, game: &AnyGame, seed: u64, time: Duration) -> Option<(String, u32, u64)> {
        let thought = match self {
            Contender::Random => return random_move(game, seed).map(|mv| (mv, 0, 0)),
            Contender::Engine(level) => think_move(game, Some(level), seed, time),
            Contender::Baseline => think_move(game, None, seed, time),
        };
        thought.map(|t| (t.best, t.depth, t.nodes))
    }
}

/// What an arena is asked to play.
#[derive(Clone, Debug)]
pub struct Match {
    pub kind: GameKind,
    pub variant: Option<String>,
    pub a: Contender,
    pub b: Contender,
    pub games: usize,
    pub seed: u64,
    /// The time budget of one move.
    pub time: Duration,
    /// When set, no game begins once this much time has passed since the match began (the
    /// games under way are played to their end): a long match stops within about an hour and
    /// reports the games it played.
    pub limit: Option<Duration>,
    /// The first plies of every game are an opening drawn at random ([`super::opening_move`]),
    /// so that equal levels do not repeat the same few games.
    pub opening: u32,
}

/// One side's moves in a match.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Side {
    /// Each move's thinking time.
    pub times: Vec<Duration>,
    /// The sum of the depths the searches finished.
    pub depths: u64,
    /// The positions the searches looked at.
    pub nodes: u64,
}

impl Side {
    pub fn moves(&self) -> usize {
        self.times.len()
    }

    pub fn mean(&self) -> Duration {
        self.total() / (self.moves().max(1) as u32)
    }

    fn total(&self) -> Duration {
        self.times.iter().sum()
    }

    /// The time within which `per_cent` of the moves were made (nearest rank).
    pub fn percentile(&self, per_cent: usize) -> Duration {
        let mut times = self.times.clone();
        times.sort();
        let rank = (times.len() * per_cent).div_ceil(100).max(1);
        times.get(rank - 1).copied().unwrap_or_default()
    }

    /// The mean depth the searches finished.
    pub fn mean_depth(&self) -> f64 {
        self.depths as f64 / self.moves().max(1) as f64
    }

    /// Positions looked at per second of thinking.
    pub fn nodes_per_second(&self) -> f64 {
        self.nodes as f64 / self.total().as_secs_f64().max(1e-9)
    }

    fn add(&mut self, other: Side) {
        self.times.extend(other.times);
        self.depths += other.depths;
        self.nodes += other.nodes;
    }
}

/// One game of a match, as it was played: to replay a game an engine lost.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// The game's number in the match (its seed comes from it).
    pub index: usize,
    /// The seat A played.
    pub a_seat: Seat,
    /// `Some(true)` when A won, `Some(false)` when B did, `None` for a draw.
    pub a_won: Option<bool>,
    /// The moves, in notation.
    pub moves: Vec<String>,
}

/// The tally, from A's point of view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub wins: usize,
    pub draws: usize,
    pub losses: usize,
    pub a: Side,
    pub b: Side,
    /// Every game played, in the order of their numbers.
    pub records: Vec<Record>,
}

impl Tally {
    /// The games played to their end (fewer than asked for when the time limit stopped the match).
    pub fn games(&self) -> usize {
        self.wins + self.draws + self.losses
    }
}

/// Plays the match; says what was wrong when the game or variant does not exist.
pub fn run(m: &Match) -> Result<Tally, NoSuchVariant> {
    let start = AnyGame::new(m.kind, m.variant.as_deref())?;
    let began = Instant::now();
    let next = AtomicUsize::new(0);
    let tally = Mutex::new(Tally::default());
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(m.games.max(1));
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let out_of_time = m.limit.is_some_and(|limit| began.elapsed() >= limit);
                if index >= m.games || out_of_time {
                    break;
                }
                let game = play_one(m, &start, index);
                let mut t = tally.lock().unwrap_or_else(|e| e.into_inner());
                match game.record.a_won {
                    Some(true) => t.wins += 1,
                    Some(false) => t.losses += 1,
                    None => t.draws += 1,
                }
                t.a.add(game.a);
                t.b.add(game.b);
                t.records.push(game.record);
            });
        }
    });
    let mut tally = tally.into_inner().unwrap_or_else(|e| e.into_inner());
    tally.records.sort_by_key(|r| r.index);
    Ok(tally)
}

struct Played {
    record: Record,
    a: Side,
    b: Side,
}

fn play_one(m: &Match, start: &AnyGame, index: usize) -> Played {
    let a_seat = Seat((index % start.seat_count()) as u8);
    let mut game = start.clone();
    let mut played = Played {
        record: Record {
            index,
            a_seat,
            a_won: None,
            moves: Vec::new(),
        },
        a: Side::default(),
        b: Side::default(),
    };
    let game_seed = m
        .seed
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(index as u64);
    while let Some(seat) = game.to_move() {
        if game.ply() >= MAX_PLIES {
            return played;
        }
        let (who, side) = if seat == a_seat {
            (m.a, &mut played.a)
        } else {
            (m.b, &mut played.b)
        };
        let started = Instant::now();
        let seed = game_seed ^ (u64::from(game.ply()) << 32);
        if game.ply() < m.opening {
            let Some(mv) = opening_move(&game, seed) else {
                break;
            };
            if game.play(&mv).is_err() {
                break;
            }
            played.record.moves.push(mv);
            continue;
        }
        let Some((mv, depth, nodes)) = who.choose(&game, seed, m.time) else {
            break;
        };
        side.times.push(started.elapsed());
        side.depths += u64::from(depth);
        side.nodes += nodes;
        if game.play(&mv).is_ok() {
            played.record.moves.push(mv);
        } else {
            // An engine's move is always legal; should one not be, its side forfeits.
            game.resign(seat);
        }
    }
    played.record.a_won = game.outcome().and_then(|o| o.winner()).map(|w| w == a_seat);
    played
}
