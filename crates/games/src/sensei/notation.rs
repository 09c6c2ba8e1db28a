//! Sensei's vocabulary and its notation: squares, actions and turns.
//!
//! Files `a`–`g` run left to right and ranks `1`–`7` bottom to top (seat 1's home row is rank 1).
//! A stone move is `FROM-TO` (`b1-b4`), a character move is `@TO` (`@b4`), and a turn is its
//! actions in the order they are played, separated by spaces (`b1-b4 @b4 c1-c2`). Input is read in
//! any case and with any amount of space between actions; output is always lowercase with single
//! spaces.
//!
//! A [`Move`] here only says what was written: one to three actions. Whether they make a legal turn
//! (two stone moves at most, one character move at most, each move possible on the board) is for
//! the rules in the parent module to say, in words, so that `b1-b2 c1-c2 e1-e2` is answered with
//! "you have already moved two stones this turn" rather than with a lesson in notation.
//!
//! Squares index a bitboard as `rank * 8 + file`: rows of eight bits of which the eighth is always
//! empty, so that [`super::board`] can shift stones sideways without wrapping onto the next row.

use std::fmt;
use std::str::FromStr;

use crate::{Hint, NotationError};

/// The side of the board: 7 files and 7 ranks.
pub const SIZE: u8 = 7;

/// A square of the board, `a1`–`g7`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Default)]
pub struct Square(u8);

impl Square {
    /// The square on `file` (0 = a) and `rank` (0 = rank 1), both below 7.
    pub const fn new(file: u8, rank: u8) -> Square {
        assert!(file < SIZE && rank < SIZE, "square off the board");
        Square(rank * 8 + file)
    }
    pub fn from_index(index: u8) -> Square {
        Square(index)
    }
    /// 0 for file a, 6 for file g.
    pub fn file(self) -> u8 {
        self.0 % 8
    }
    /// 0 for rank 1, 6 for rank 7.
    pub fn rank(self) -> u8 {
        self.0 / 8
    }
    pub fn bit(self) -> u64 {
        1u64 << self.0
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::write_square(f, self.file(), self.rank())
    }
}

/// Reads a lowercase file letter and a rank digit; `None` if `text` is not a square.
fn square(text: &str) -> Option<Square> {
    let &[file, rank] = text.as_bytes() else {
        return None;
    };
    let (file, rank) = (file.wrapping_sub(b'a'), rank.wrapping_sub(b'1'));
    (file < SIZE && rank < SIZE).then(|| Square::new(file, rank))
}

impl FromStr for Square {
    type Err = NotationError;
    fn from_str(text: &str) -> Result<Square, NotationError> {
        square(&text.trim().to_ascii_lowercase())
            .ok_or_else(|| NotationError::new(text, Hint::SenseiSquare))
    }
}

/// One action of a turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Action {
    /// Move one of one's stones along its row or column.
    Stone { from: Square, to: Square },
    /// Move one's character to another of one's stones.
    Character { to: Square },
}

impl Action {
    pub fn is_stone(self) -> bool {
        matches!(self, Action::Stone { .. })
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Stone { from, to } => write!(f, "{from}-{to}"),
            Action::Character { to } => write!(f, "@{to}"),
        }
    }
}

/// Reads one lowercase action, or says what is wrong with it.
fn action(token: &str) -> Result<Action, Hint> {
    if let Some(to) = token.strip_prefix('@') {
        return square(to)
            .map(|to| Action::Character { to })
            .ok_or(Hint::SenseiCharacterSquare);
    }
    match token.split_once('-') {
        Some((from, to)) => match (square(from), square(to)) {
            (Some(from), Some(to)) => Ok(Action::Stone { from, to }),
            _ => Err(Hint::SenseiStoneMove),
        },
        None => Err(Hint::SenseiTurn),
    }
}

/// Most actions a turn can hold: two stone moves and one character move.
pub const MAX_ACTIONS: usize = 3;

/// One whole turn as written: one to three actions, in the order they are played.
///
/// Packed into one integer, sixteen bits an action from the lowest up (0 for none), so that a
/// list of twenty thousand turns is built and stored with whole-word writes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move(u64);

const STONE: u16 = 0x8000;
const CHARACTER: u16 = 0x4000;

fn encode(action: Action) -> u16 {
    match action {
        Action::Stone { from, to } => STONE | u16::from(from.0) << 6 | u16::from(to.0),
        Action::Character { to } => CHARACTER | u16::from(to.0),
    }
}

fn decode(code: u16) -> Action {
    let to = Square((code & 0x3f) as u8);
    if code & STONE != 0 {
        let from = Square((code >> 6 & 0x3f) as u8);
        Action::Stone { from, to }
    } else {
        Action::Character { to }
    }
}

impl Move {
    /// The turn made of these actions; `None` unless there are one to three of them.
    pub fn new(actions: &[Action]) -> Option<Move> {
        if actions.is_empty() || actions.len() > MAX_ACTIONS {
            return None;
        }
        Some(actions.iter().fold(Move::EMPTY, |mv, a| mv.then(*a)))
    }

    /// The turn that is empty so far, for building turns one action at a time.
    pub const EMPTY: Move = Move(0);

    /// How many actions the turn holds.
    pub fn len(self) -> usize {
        (64 - self.0.leading_zeros() as usize).div_ceil(16)
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// This turn followed by `action`. The caller keeps to three actions.
    pub fn then(self, action: Action) -> Move {
        Move(self.0 | u64::from(encode(action)) << (16 * self.len()))
    }

    /// The actions, in the order they are played.
    pub fn actions(self) -> Actions {
        let mut actions = Actions {
            actions: [Action::Character { to: Square(0) }; MAX_ACTIONS],
            len: self.len(),
        };
        for (i, slot) in actions.actions[..actions.len].iter_mut().enumerate() {
            *slot = decode((self.0 >> (16 * i)) as u16);
        }
        actions
    }
}

/// The actions of a [`Move`], read as a slice.
#[derive(Clone, Copy, Debug)]
pub struct Actions {
    actions: [Action; MAX_ACTIONS],
    len: usize,
}

impl std::ops::Deref for Actions {
    type Target = [Action];
    fn deref(&self) -> &[Action] {
        &self.actions[..self.len]
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, action) in self.actions().iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            action.fmt(f)?;
        }
        Ok(())
    }
}

impl FromStr for Move {
    type Err = NotationError;
    fn from_str(text: &str) -> Result<Move, NotationError> {
        let lower = text.to_ascii_lowercase();
        let tokens: Vec<&str> = lower.split_whitespace().collect();
        if tokens.len() > MAX_ACTIONS {
            return Err(NotationError::new(text, Hint::SenseiTooManyActions));
        }
        let actions = tokens
            .iter()
            .map(|token| action(token).map_err(|hint| NotationError::new(text, hint)))
            .collect::<Result<Vec<Action>, NotationError>>()?;
        Move::new(&actions).ok_or_else(|| NotationError::new(text, Hint::SenseiTurn))
    }
}
