//! Tournaments as pure values (the crate `teban-pairing`, which teban re-exports as
//! `teban::pairing`): who meets whom in each round of a round robin or a Swiss, and the standings
//! with their tie-breaks.
//!
//! This crate owns the pairing and scoring rules and nothing else: no I/O, no async, no storage,
//! no translations. A tournament is its entrants (in the order of their initial ranking) and the
//! rounds played so far; [`pair`] computes the next round from them, [`standings`] the table.
//! Everything is recomputed from the history, so a caller that stored the rounds can always ask
//! again and get the same answer (nothing here is random).
//!
//! Its rooms: `round_robin.rs` (Berger tables), `swiss.rs` (score groups and the search for a
//! round without a repeat), `standings.rs` (points, Buchholz, Sonneborn-Berger, direct
//! encounter, ranks).
//!
//! Why written here: crates.io has no Swiss pairing crate (the maintained engines are
//! bbpPairings in C++ and Python packages), and a general maximum-weight matching (blossom) for
//! 1,000 players does not fit the 100 ms a round may take. The rules the issue asks for are
//! small: a backtracking search over the ranked list with the hard constraints is enough.
//!
//! Decisions where the issue is silent:
//! - A forfeit ([`Result::FirstForfeits`], ...) scores like a win and a loss in points and in
//!   the win/loss counts, but the game was never played: it counts in no tie-break (neither
//!   player's Buchholz includes the other, nor their Sonneborn-Berger), like a bye. Direct
//!   encounter counts it (it is the result between the two players).
//! - Every game pairing counts as a meeting (a forfeited game too): the pair never meets again.
//! - A Swiss bye is 1 point, not a game: not in `played`, `wins`, and it adds nothing to
//!   Buchholz (the round counts as a zero, which is then the one cut). A round-robin rest is
//!   no point at all.
//! - Entrants withdrawn keep their standing line (flagged) and their results; ids in the history
//!   that are no entrant's are ignored.
//! - A round robin's entrants must stay those of round 1 (their order is the Berger numbers);
//!   a late joiner only makes sense in a Swiss.

mod round_robin;
mod standings;
mod swiss;

use serde::{Deserialize, Serialize};

pub use standings::{standings, tie_break_keys, Standing};
pub use swiss::{swiss_round, SwissRound, SEARCH_BUDGET};

pub type PlayerId = u64;

/// How a tournament pairs its rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Format {
    RoundRobin,
    DoubleRoundRobin,
    Swiss { rounds: u32 },
}

/// A registered player, in the order of their initial ranking (the caller sorts by rating, best
/// first; ties by join order).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entrant {
    pub id: PlayerId,
    pub withdrawn: bool,
}

impl Entrant {
    /// An entrant still playing.
    pub fn new(id: PlayerId) -> Entrant {
        Entrant {
            id,
            withdrawn: false,
        }
    }
}

/// A game's result as the tournament scores it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Result {
    FirstWins,
    SecondWins,
    Draw,
    /// The first (second) player never moved: a forfeit, scored as a loss for them and a win
    /// for the opponent; the game counts in no tie-break (see the crate's decisions).
    FirstForfeits,
    SecondForfeits,
    /// Neither moved: both lose.
    BothForfeit,
}

impl Result {
    /// The points of the first and the second player.
    pub fn points(self) -> (f64, f64) {
        match self {
            Result::FirstWins | Result::SecondForfeits => (1.0, 0.0),
            Result::SecondWins | Result::FirstForfeits => (0.0, 1.0),
            Result::Draw => (0.5, 0.5),
            Result::BothForfeit => (0.0, 0.0),
        }
    }

    /// Whether the game was played (someone moved on both sides): only played games count in
    /// the tie-breaks.
    pub fn played(self) -> bool {
        matches!(self, Result::FirstWins | Result::SecondWins | Result::Draw)
    }
}

/// One pairing of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pairing {
    /// `first` takes seat 1 (moves first).
    Game { first: PlayerId, second: PlayerId },
    /// Swiss: a point to a player left over; round robin: a rest, no point.
    Bye(PlayerId),
}

impl Pairing {
    /// Whether `player` is in this pairing.
    pub fn has(&self, player: PlayerId) -> bool {
        match *self {
            Pairing::Game { first, second } => first == player || second == player,
            Pairing::Bye(p) => p == player,
        }
    }
}

/// A round played (or being played): its pairings and the results known so far
/// (`results[i]` belongs to `pairings[i]`; `None` for a game still on, and for byes).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Round {
    pub pairings: Vec<Pairing>,
    pub results: Vec<Option<Result>>,
}

impl Round {
    /// A round of `pairings` with no result yet.
    pub fn new(pairings: Vec<Pairing>) -> Round {
        let results = vec![None; pairings.len()];
        Round { pairings, results }
    }

    /// Each pairing with its result (`None` where none is known).
    pub fn games(&self) -> impl Iterator<Item = (&Pairing, Option<Result>)> {
        self.pairings
            .iter()
            .enumerate()
            .map(|(i, p)| (p, self.results.get(i).copied().flatten()))
    }
}

/// Pairs round `history.len() + 1`. Round robin: the Berger table's round (double round robin's
/// second cycle swaps the seats), games with a withdrawn player left out (their opponent rests,
/// no point). Swiss: see [`swiss_round`]. `None` when the format has no more rounds, or (Swiss)
/// when no pairing without a repeat exists (the tournament then ends: the caller says so).
pub fn pair(format: Format, entrants: &[Entrant], history: &[Round]) -> Option<Vec<Pairing>> {
    if history.len() as u32 >= rounds(format, entrants.len()) {
        return None;
    }
    match format {
        Format::RoundRobin | Format::DoubleRoundRobin => {
            Some(round_robin::round(entrants, history.len() as u32))
        }
        Format::Swiss { .. } => swiss_round(entrants, history).map(|round| round.pairings),
    }
}

/// How many rounds the format plays with `players` entrants (round robin: n-1 or n, doubled).
pub fn rounds(format: Format, players: usize) -> u32 {
    let cycle = match players {
        0 | 1 => 0,
        n if n % 2 == 0 => n as u32 - 1,
        n => n as u32,
    };
    match format {
        Format::RoundRobin => cycle,
        Format::DoubleRoundRobin => cycle * 2,
        Format::Swiss { rounds } => {
            if players < 2 {
                0
            } else {
                rounds
            }
        }
    }
}
