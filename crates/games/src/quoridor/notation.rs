//! Quoridor's vocabulary and its notation: squares, fences, moves.
//!
//! Files `a`–`i` run left to right and ranks `1`–`9` bottom to top. A pawn move is its
//! destination square (`e2`); a fence is the lower-left square of the 2×2 block it touches
//! followed by `h` or `v` (`e3h`, `e3v`); a stuck player's move is `pass`. Input is read in any
//! case; output is always lowercase.
//!
//! Squares and fence anchors share one index, `rank * 10 + file`: a board of 9×9 squares laid in
//! rows of ten bits, so that the bitboards in [`super::board`] can shift between rows without
//! wrapping and turn fences into walls with a few shifts.

use std::fmt;
use std::str::FromStr;

use crate::{Hint, NotationError};

/// A square of the board, `a1`–`i9`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square on `file` (0 = a) and `rank` (0 = rank 1), both below 9.
    pub fn new(file: u8, rank: u8) -> Square {
        assert!(file < 9 && rank < 9, "square off the board");
        Square(rank * 10 + file)
    }
    pub fn from_index(index: u8) -> Square {
        Square(index)
    }
    /// 0 for file a, 8 for file i.
    pub fn file(self) -> u8 {
        self.0 % 10
    }
    /// 0 for rank 1, 8 for rank 9.
    pub fn rank(self) -> u8 {
        self.0 / 10
    }
    pub fn bit(self) -> u128 {
        1u128 << self.0
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::write_square(f, self.file(), self.rank())
    }
}

/// Which way a fence lies.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Orientation {
    /// Between two ranks, spanning two files.
    Horizontal,
    /// Between two files, spanning two ranks.
    Vertical,
}

/// A fence, named by the lower-left square of the 2×2 block it touches (`a1`–`h8`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Fence {
    anchor: Square,
    orientation: Orientation,
}

impl Fence {
    /// The fence anchored on `anchor`, which must lie in `a1`–`h8`.
    pub fn new(anchor: Square, orientation: Orientation) -> Fence {
        assert!(
            anchor.file() < 8 && anchor.rank() < 8,
            "fence anchor off the board"
        );
        Fence {
            anchor,
            orientation,
        }
    }
    pub fn anchor(self) -> Square {
        self.anchor
    }
    pub fn orientation(self) -> Orientation {
        self.orientation
    }
}

impl fmt::Display for Fence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let o = match self.orientation {
            Orientation::Horizontal => "h",
            Orientation::Vertical => "v",
        };
        self.anchor.fmt(f)?;
        f.write_str(o)
    }
}

/// One Quoridor turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Move {
    /// Move the pawn to this square (a step, a jump or a side step).
    Pawn(Square),
    /// Place one of one's fences.
    Fence(Fence),
    /// Nothing is legal: the turn passes.
    Pass,
}

impl Move {
    /// The move's notation, written in `buf`: a square's two bytes, a fence's three, `pass`.
    /// What `Display` writes, and what a position's legal moves are written with, without the
    /// formatting machinery (every legal move is written out for an autocomplete).
    pub(super) fn written(self, buf: &mut [u8; 4]) -> &str {
        let square = |buf: &mut [u8; 4], square: Square| {
            buf[0] = b'a' + square.file();
            buf[1] = b'1' + square.rank();
        };
        let len = match self {
            Move::Pawn(to) => {
                square(buf, to);
                2
            }
            Move::Fence(fence) => {
                square(buf, fence.anchor);
                buf[2] = match fence.orientation {
                    Orientation::Horizontal => b'h',
                    Orientation::Vertical => b'v',
                };
                3
            }
            Move::Pass => {
                *buf = *b"pass";
                4
            }
        };
        // Files a-i and ranks 1-9: always ASCII.
        std::str::from_utf8(&buf[..len]).unwrap_or_default()
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.written(&mut [0; 4]))
    }
}

/// Reads a file letter and a rank number (1–9); `None` if `text` is not of that shape.
fn file_and_rank(text: &str) -> Option<(u8, u8)> {
    let mut chars = text.chars();
    let file = chars.next()?;
    let rank = chars.as_str();
    if !file.is_ascii_lowercase() || rank.len() != 1 {
        return None;
    }
    let rank: u8 = rank.parse().ok()?;
    let file = file as u8 - b'a';
    (file < 9 && (1..=9).contains(&rank)).then(|| (file, rank - 1))
}

impl FromStr for Square {
    type Err = NotationError;
    fn from_str(text: &str) -> Result<Square, NotationError> {
        let lower = text.trim().to_ascii_lowercase();
        file_and_rank(&lower)
            .map(|(file, rank)| Square::new(file, rank))
            .ok_or_else(|| NotationError::new(text, Hint::QuoridorSquare))
    }
}

impl FromStr for Move {
    type Err = NotationError;
    fn from_str(text: &str) -> Result<Move, NotationError> {
        let lower = text.trim().to_ascii_lowercase();
        if lower == "pass" {
            return Ok(Move::Pass);
        }
        if let Some((file, rank)) = file_and_rank(&lower) {
            return Ok(Move::Pawn(Square::new(file, rank)));
        }
        let orientation = match lower.chars().last() {
            Some('h') => Some(Orientation::Horizontal),
            Some('v') => Some(Orientation::Vertical),
            _ => None,
        };
        if let (Some(orientation), true) = (orientation, lower.len() >= 3) {
            if let Some((file, rank)) = file_and_rank(&lower[..lower.len() - 1]) {
                if file == 8 || rank == 8 {
                    return Err(NotationError::new(text, Hint::QuoridorFenceOffBoard));
                }
                return Ok(Move::Fence(Fence::new(
                    Square::new(file, rank),
                    orientation,
                )));
            }
        }
        Err(NotationError::new(text, Hint::QuoridorMove))
    }
}
