//! The arena: teban against itself (or against a random player) over many games, to measure
//! how strong each level is.
//!
//! Contender A takes one seat, in turn the first, the second, ... as the games go on; contender B
//! takes every other seat. Each game has its own seed derived from the arena's, so a run is
//! repeatable, and the games are shared among the machine's cores. A game that reaches
//! [`MAX_PLIES`] moves without a winner is counted as a draw.

use std::fmt::{self, Display};
use std::str::FromStr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::{choose_move, random_move, Level};
use crate::games::{AnyGame, GameKind, Seat};

/// Games longer than this are stopped and counted as draws.
pub const MAX_PLIES: u32 = 400;

/// Who plays a seat in the arena.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Contender {
    /// A uniformly random legal move.
    Random,
    Engine(Level),
}

impl Display for Contender {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contender::Random => f.write_str("random"),
            Contender::Engine(level) => level.fmt(f),
        }
    }
}

impl FromStr for Contender {
    type Err = String;
    fn from_str(s: &str) -> Result<Contender, String> {
        if s.trim().eq_ignore_ascii_case("random") {
            return Ok(Contender::Random);
        }
        s.parse()
            .map(Contender::Engine)
            .map_err(|_| format!("`{s}` is not a contender: choose random, easy, normal or hard"))
    }
}

impl Contender {
    fn choose(self, game: &AnyGame, seed: u64, time: Duration) -> Option<String> {
        match self {
            Contender::Random => random_move(game, seed),
            Contender::Engine(level) => choose_move(game, level, seed, time),
        }
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
}

/// The tally, from A's point of view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub wins: usize,
    pub draws: usize,
    pub losses: usize,
    pub a_moves: u64,
    pub a_time: Duration,
    pub b_moves: u64,
    pub b_time: Duration,
}

impl Tally {
    pub fn mean_a(&self) -> Duration {
        self.a_time / (self.a_moves.max(1) as u32)
    }
    pub fn mean_b(&self) -> Duration {
        self.b_time / (self.b_moves.max(1) as u32)
    }
}

/// Plays the match; says what was wrong when the game or variant does not exist.
pub fn run(m: &Match) -> Result<Tally, String> {
    let start = AnyGame::new(m.kind, m.variant.as_deref())?;
    let next = AtomicUsize::new(0);
    let tally = Mutex::new(Tally::default());
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(m.games.max(1));
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= m.games {
                    break;
                }
                let game = play_one(m, &start, index);
                let mut t = tally.lock().unwrap_or_else(|e| e.into_inner());
                match game.winner {
                    Some(true) => t.wins += 1,
                    Some(false) => t.losses += 1,
                    None => t.draws += 1,
                }
                t.a_moves += game.a_moves;
                t.a_time += game.a_time;
                t.b_moves += game.b_moves;
                t.b_time += game.b_time;
            });
        }
    });
    Ok(tally.into_inner().unwrap_or_else(|e| e.into_inner()))
}

struct Played {
    /// `Some(true)` when A won, `Some(false)` when B did, `None` for a draw.
    winner: Option<bool>,
    a_moves: u64,
    a_time: Duration,
    b_moves: u64,
    b_time: Duration,
}

fn play_one(m: &Match, start: &AnyGame, index: usize) -> Played {
    let a_seat = Seat((index % start.seat_count()) as u8);
    let mut game = start.clone();
    let mut played = Played {
        winner: None,
        a_moves: 0,
        a_time: Duration::ZERO,
        b_moves: 0,
        b_time: Duration::ZERO,
    };
    let game_seed = m
        .seed
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(index as u64);
    while let Some(seat) = game.to_move() {
        if game.ply() >= MAX_PLIES {
            return played;
        }
        let (who, moves, time) = if seat == a_seat {
            (m.a, &mut played.a_moves, &mut played.a_time)
        } else {
            (m.b, &mut played.b_moves, &mut played.b_time)
        };
        let started = Instant::now();
        let seed = game_seed ^ (u64::from(game.ply()) << 32);
        let Some(mv) = who.choose(&game, seed, m.time) else {
            break;
        };
        *time += started.elapsed();
        *moves += 1;
        if game.play(&mv).is_err() {
            // An engine's move is always legal; should one not be, its side forfeits.
            game.resign(seat);
        }
    }
    played.winner = game.outcome().and_then(|o| o.winner()).map(|w| w == a_seat);
    played
}
