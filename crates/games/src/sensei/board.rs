//! Bitboards of the 7×7 board: where stones and characters may go, and the unfair-game barrier.
//!
//! A set of squares is a `u64` indexed by [`Square`]'s `rank * 8 + file`; the eighth bit of every
//! row stays empty, so a shift by one that runs off file `g` or `a` lands outside [`BOARD`] and
//! is masked away. This module knows geometry only: which stones are whose and whose turn it is
//! are the parent module's business.

use super::notation::{Square, SIZE};

/// Every square of the board.
pub const BOARD: u64 = 0x007f_7f7f_7f7f_7f7f;

/// The squares of one rank (0 = rank 1).
pub const fn rank(rank: u8) -> u64 {
    0x7f << (rank * 8)
}

/// The squares of one file (0 = file a).
pub const fn file(file: u8) -> u64 {
    0x0001_0101_0101_0101 << file
}

/// The eight ways a line can run; the first four are the only ways a stone moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dir {
    North,
    East,
    South,
    West,
    NorthEast,
    SouthEast,
    SouthWest,
    NorthWest,
}

impl Dir {
    /// The ways a stone moves: along its row or column.
    pub const ORTHOGONAL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];
    /// The ways a character moves: rows, columns and diagonals.
    pub const ALL: [Dir; 8] = [
        Dir::North,
        Dir::East,
        Dir::South,
        Dir::West,
        Dir::NorthEast,
        Dir::SouthEast,
        Dir::SouthWest,
        Dir::NorthWest,
    ];

    /// The squares one step away from `squares` in this direction (off-board ones dropped).
    pub fn shift(self, squares: u64) -> u64 {
        let shifted = match self {
            Dir::North => squares << 8,
            Dir::East => squares << 1,
            Dir::South => squares >> 8,
            Dir::West => squares >> 1,
            Dir::NorthEast => squares << 9,
            Dir::SouthEast => squares >> 7,
            Dir::SouthWest => squares >> 9,
            Dir::NorthWest => squares << 7,
        };
        shifted & BOARD
    }

    /// The direction that leads from `from` to `to` in a straight line along a row, column or
    /// diagonal, if there is one (none when they are the same square).
    pub fn between(from: Square, to: Square) -> Option<Dir> {
        let df = i16::from(to.file()) - i16::from(from.file());
        let dr = i16::from(to.rank()) - i16::from(from.rank());
        if (df, dr) == (0, 0) || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
            return None;
        }
        Some(match (df.signum(), dr.signum()) {
            (0, 1) => Dir::North,
            (1, 0) => Dir::East,
            (0, -1) => Dir::South,
            (-1, 0) => Dir::West,
            (1, 1) => Dir::NorthEast,
            (1, -1) => Dir::SouthEast,
            (-1, -1) => Dir::SouthWest,
            _ => Dir::NorthWest,
        })
    }

    pub fn is_orthogonal(self) -> bool {
        Dir::ORTHOGONAL.contains(&self)
    }
}

/// The squares strictly between `from` and `to`, walking from `from`, followed by `to` itself.
/// The two must lie on one line (see [`Dir::between`]).
pub fn path(from: Square, to: Square, dir: Dir) -> impl Iterator<Item = Square> {
    let mut at = from.bit();
    std::iter::from_fn(move || {
        if at == to.bit() {
            return None;
        }
        at = dir.shift(at);
        (at != 0).then(|| Square::from_index(at.trailing_zeros() as u8))
    })
}

/// The squares from `from` (not included) towards `dir`, up to the edge or the first of `stops`
/// (not included).
fn ray(from: Square, dir: Dir, stops: u64) -> u64 {
    let mut squares = 0;
    let mut at = dir.shift(from.bit());
    while at & !stops != 0 {
        squares |= at;
        at = dir.shift(at);
    }
    squares
}

/// Where a stone on `from` may stop: along its row and column, up to (not onto) the first of
/// `blockers` or the edge; one square only unless it `slides`.
pub fn stone_targets(from: Square, blockers: u64, slides: bool) -> u64 {
    Dir::ORTHOGONAL
        .into_iter()
        .map(|dir| {
            let reach = ray(from, dir, blockers);
            if slides {
                reach
            } else {
                reach & dir.shift(from.bit())
            }
        })
        .fold(0, |all, reach| all | reach)
}

/// Which of `own` stones a character on `from` may reach: along rows, columns and diagonals, up
/// to (not past) the first of `opponents`.
pub fn character_targets(from: Square, own: u64, opponents: u64) -> u64 {
    Dir::ALL
        .into_iter()
        .fold(0, |all, dir| all | ray(from, dir, opponents))
        & own
}

/// The most `contacts` along any barrier made of `cells`, or `None` if `cells` hold no barrier.
///
/// A barrier is a chain across all seven files, one cell per file, each cell orthogonally or
/// diagonally adjacent to the one on the file before (so on the same rank or one rank away).
pub fn barrier_contacts(cells: u64, contacts: u64) -> Option<u32> {
    // best[r]: the most contacts of a chain from file a that ends on rank r of this file.
    let mut best: [Option<u32>; SIZE as usize] = [Some(0); SIZE as usize];
    for file in 0..SIZE {
        let mut next = [None; SIZE as usize];
        for (r, slot) in next.iter_mut().enumerate() {
            let cell = Square::new(file, r as u8).bit();
            if cells & cell == 0 {
                continue;
            }
            let before = if file == 0 {
                Some(0)
            } else {
                best[r.saturating_sub(1)..=(r + 1).min(SIZE as usize - 1)]
                    .iter()
                    .flatten()
                    .max()
                    .copied()
            };
            *slot = before.map(|n| n + u32::from(contacts & cell != 0));
        }
        best = next;
    }
    best.into_iter().flatten().max()
}

/// The squares in a set, lowest index first.
pub fn squares(mut set: u64) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let index = set.trailing_zeros() as u8;
            set &= set - 1;
            Square::from_index(index)
        })
    })
}
