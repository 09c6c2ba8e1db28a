//! The shared rules: every game teban can host, as pure values (the crate `teban-games`, which
//! teban re-exports as `teban::games`).
//!
//! This crate owns the rules and nothing else: no I/O, no async, no SQL, no Discord, no
//! translations. It depends on nothing of teban's, which the compiler enforces: its only
//! dependencies are `serde` and `thiserror`. Why a move or a text is refused is a typed value
//! ([`AnyIllegal`], [`Hint`], [`WinReason`]) with an English `Display` for logs and tests; teban's
//! `i18n` says those values in each language. Each game is a plain struct implementing [`Game`];
//! its moves parse from and print to the notation of `docs/rules.md` through `FromStr`/`Display`.
//! `legal_moves` enumerates and `play` checks and applies from the same code, and an illegal move
//! comes back as a typed error whose message a player understands.
//!
//! A *move* here is always one whole turn of the player to move, whatever the game calls it: a
//! Quoridor pawn step, fence or pass; a Sensei turn of one to three actions; a Niwa setup, walk or
//! bead pass. That is what lets the game service, the renderer and the bot treat every game alike
//! through [`AnyGame`], with no special case for any of them.

mod any;
pub mod niwa;
pub mod notations;
pub mod quoridor;
mod refusals;
pub mod sensei;

use std::fmt::{self, Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// Writes a square by its file letter (`a` for 0) and rank number (1 for 0): `e4`. The common
/// case, a one-digit rank, is two bytes written at once, since every legal move of a position is
/// written out after each move (the table caches them as text).
pub(crate) fn write_square(f: &mut fmt::Formatter<'_>, file: u8, rank: u8) -> fmt::Result {
    match rank {
        0..=8 => {
            let name = [b'a' + file, b'1' + rank];
            f.write_str(std::str::from_utf8(&name).map_err(|_| fmt::Error)?)
        }
        _ => write!(f, "{}{}", (b'a' + file) as char, u32::from(rank) + 1),
    }
}

pub use any::AnyGame;
pub use niwa::Niwa;
pub use notations::Notations;
pub use quoridor::Quoridor;
pub use refusals::{
    AnyIllegal, Damaged, Hint, MoveError, NoSuchGame, NoSuchVariant, NotationError, ReplayError,
};
pub use sensei::Sensei;

/// A place at the table. Seats are numbered from 1 for players (`seat 1` moves first) and stored
/// from 0.
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize, Default,
)]
pub struct Seat(pub u8);

/// A seat from its 0-based index (how a stored seat comes back); an index past `u8` is none.
impl TryFrom<i64> for Seat {
    type Error = std::num::TryFromIntError;
    fn try_from(index: i64) -> Result<Seat, Self::Error> {
        u8::try_from(index).map(Seat)
    }
}

impl Seat {
    /// The seat with the given 1-based number, as players say it.
    pub fn number(n: u8) -> Seat {
        Seat(n.saturating_sub(1))
    }
    /// 0-based index, for arrays.
    pub fn index(self) -> usize {
        self.0 as usize
    }
    /// 1-based number, as players say it.
    pub fn as_number(self) -> u8 {
        self.0 + 1
    }
}

impl Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.as_number())
    }
}

/// Why a game was won.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WinReason {
    /// The winner reached its goal (Quoridor's far edge, Sensei's opponent home row, Niwa's base).
    Goal,
    /// Every other player resigned (or was removed, in 4-player Quoridor).
    Resignation,
    /// The loser had no legal turn.
    NoLegalMove,
    /// Sensei's unfair-game rule.
    UnfairGame,
    /// Every other player ran out of time (or resigned, the last of them on time).
    Time,
}

impl Display for WinReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            WinReason::Goal => "reached the goal",
            WinReason::Resignation => "by resignation",
            WinReason::NoLegalMove => "the opponent had no legal move",
            WinReason::UnfairGame => "unfair game: the barrier was contested",
            WinReason::Time => "on time",
        })
    }
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "kebab-case")]
pub enum Outcome {
    Win {
        winner: Seat,
        reason: WinReason,
    },
    /// Only ever by agreement: none of the games has a drawn position in its rules.
    Draw,
}

impl Outcome {
    pub fn winner(self) -> Option<Seat> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw => None,
        }
    }
}

impl Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win { winner, reason } => write!(f, "{winner} wins ({reason})"),
            Outcome::Draw => f.write_str("drawn by agreement"),
        }
    }
}

/// One game's rules. Implemented by a plain value that can be cloned, compared and serialized.
pub trait Game:
    Clone
    + Debug
    + PartialEq
    + Eq
    + std::hash::Hash
    + Serialize
    + DeserializeOwned
    + Send
    + Sync
    + 'static
{
    /// One whole turn of the player to move, in the game's notation.
    type Move: Clone + Eq + Hash + Debug + Display + FromStr<Err = NotationError> + Send + Sync;
    /// Why a well-formed move is refused; its `Display` is the English sentence, and teban's
    /// `i18n::rules` says it in each language (through [`AnyIllegal`]).
    type Illegal: std::error::Error + Into<AnyIllegal> + Send + Sync + 'static;
    /// What is fixed when the game is set up (players, preset, garden). `Display` and `FromStr`
    /// use the variant names players pick from.
    type Options: Clone
        + Debug
        + Default
        + PartialEq
        + Display
        + FromStr<Err = NoSuchVariant>
        + Serialize
        + DeserializeOwned;

    const KIND: GameKind;

    /// The variants a player can choose, by name, with a one-line description.
    fn variants() -> &'static [(&'static str, &'static str)];

    /// The starting position.
    fn new(options: &Self::Options) -> Self;
    fn options(&self) -> Self::Options;
    /// How many seats the table has.
    fn seat_count(&self) -> usize;
    /// Whose turn it is; `None` once the game is over.
    fn to_move(&self) -> Option<Seat>;
    /// How many moves have been played.
    fn ply(&self) -> u32;
    fn outcome(&self) -> Option<Outcome>;
    /// Every legal move of the player to move (empty once the game is over).
    fn legal_moves(&self) -> Vec<Self::Move>;
    /// Appends `mv`'s notation (its `Display`) to `out`; a game may write it faster than the
    /// formatting machinery does (every legal move of a position is written for an
    /// autocomplete).
    fn write_move(mv: &Self::Move, out: &mut String) {
        use std::fmt::Write;
        // Writing into a `String` cannot fail.
        let _ = write!(out, "{mv}");
    }
    /// The legal moves whose notation is the shortest (a player's quickest choices: Quoridor's
    /// pawn moves), in no particular order. A game may find them without writing out every move.
    fn shortest_moves(&self) -> Vec<Self::Move> {
        notations::shortest(self.legal_moves())
    }
    /// Checks `mv` for the player to move and applies it, or says why it is illegal and changes
    /// nothing.
    fn play(&mut self, mv: &Self::Move) -> Result<(), Self::Illegal>;
    /// `seat` leaves the game: it resigned, or lost on time (`reason` is then the winner's). With
    /// two players the other wins; with more, the seat leaves the table and the last one left
    /// wins. Does nothing once the game is over.
    fn leave(&mut self, seat: Seat, reason: WinReason);
    /// `seat` gives up (see [`Game::leave`]).
    fn resign(&mut self, seat: Seat) {
        self.leave(seat, WinReason::Resignation)
    }
    /// The players agreed to a draw. Does nothing once the game is over.
    fn agree_draw(&mut self);
    /// A plain-text picture of the board, for the terminal: marks and coordinates only, the same
    /// in every language (the key to the marks is `i18n::diagram`'s).
    fn diagram(&self) -> String;

    /// The number of legal move sequences of length `depth`.
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|mv| {
                let mut next = self.clone();
                next.play(mv).expect("legal_moves lists only legal moves");
                next.perft(depth - 1)
            })
            .sum()
    }
}

/// Which game a table plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    Quoridor,
    Sensei,
    Niwa,
}

impl GameKind {
    pub const ALL: &'static [GameKind] = &[GameKind::Quoridor, GameKind::Sensei, GameKind::Niwa];

    /// The lowercase name used in commands and storage.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Quoridor => "quoridor",
            GameKind::Sensei => "sensei",
            GameKind::Niwa => "niwa",
        }
    }

    /// The name as printed for players.
    pub fn title(self) -> &'static str {
        match self {
            GameKind::Quoridor => "Quoridor",
            GameKind::Sensei => "Sensei",
            GameKind::Niwa => "Niwa",
        }
    }

    /// The variants a player can choose, by name, with a one-line description; the first is the
    /// default.
    pub fn variants(self) -> &'static [(&'static str, &'static str)] {
        match self {
            GameKind::Quoridor => Quoridor::variants(),
            GameKind::Sensei => Sensei::variants(),
            GameKind::Niwa => Niwa::variants(),
        }
    }

    /// The variants' names, the default first.
    pub fn variant_names(self) -> Vec<&'static str> {
        self.variants().iter().map(|(name, _)| *name).collect()
    }

    /// How a list of moves is written on one line: turns are separated by `;`, and Quoridor's
    /// moves, single words, by spaces as well (`e2 e8; e3h` is three moves); a turn of the other
    /// games contains spaces, so only `;` ends it.
    pub fn split_moves(self, line: &str) -> Vec<String> {
        let turns: Vec<&str> = match self {
            GameKind::Quoridor => line
                .split(|c: char| c == ';' || c.is_whitespace())
                .collect(),
            _ => line.split(';').collect(),
        };
        turns
            .into_iter()
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(str::to_string)
            .collect()
    }
}

impl Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}

/// A game named by its name (as `FromStr` reads it): how a stored name comes back.
impl TryFrom<String> for GameKind {
    type Error = NoSuchGame;
    fn try_from(name: String) -> Result<GameKind, NoSuchGame> {
        name.parse()
    }
}

impl FromStr for GameKind {
    type Err = NoSuchGame;
    fn from_str(s: &str) -> Result<Self, NoSuchGame> {
        let wanted = s.trim().to_ascii_lowercase();
        GameKind::ALL
            .iter()
            .copied()
            .find(|k| k.name() == wanted)
            .ok_or_else(|| NoSuchGame {
                name: s.to_string(),
            })
    }
}
