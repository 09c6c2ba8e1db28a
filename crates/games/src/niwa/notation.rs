//! Niwa's vocabulary and its notation (`docs/rules.md`): cells, colours, turns.
//!
//! - A cell is a column letter and a row number, as printed on the picture: `d2`, `c11`.
//! - Setup: `setup d2:G c3:O e3:P`, the cell carrying each colour pair (any order in; out in the
//!   order green, orange, pink).
//! - Move: the start cell, then each step as `CELL>GIVE` (GIVE: the figurine that takes the spent
//!   bead, left out when only one can take it), then an optional jump `^CELL`:
//!   `d2 d3>c3 d4>e3 ^d6`.
//! - Pass a bead: `give c3>e3`.
//!
//! Input is read in any case, with any spacing around `>`, `:` and `^`; output is lowercase cells
//! and uppercase colour letters. Whether a turn is legal, and whether a left-out GIVE is allowed,
//! depends on the position and is decided by the rules, not here.

use std::fmt;
use std::str::FromStr;

use crate::{Hint, NotationError};

/// A cell's name: a column letter and a row number, both counted from 0 here (`a1` is `(0, 0)`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Cell {
    column: u8,
    row: u8,
}

impl Cell {
    /// The cell on `column` (0 = a, below 26) and `row` (0 = row 1, below 99).
    pub fn new(column: u8, row: u8) -> Cell {
        Cell {
            column: column.min(25),
            row: row.min(98),
        }
    }
    pub fn column(self) -> u8 {
        self.column
    }
    pub fn row(self) -> u8 {
        self.row
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::write_square(f, self.column, self.row)
    }
}

/// Reads a lowercase cell name; `None` if `text` is not one.
fn cell(text: &str) -> Option<Cell> {
    let mut chars = text.chars();
    let column = chars.next().filter(char::is_ascii_lowercase)?;
    let row = chars.as_str();
    if row.is_empty() || row.len() > 2 || !row.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let row: u8 = row.parse().ok()?;
    (row >= 1).then(|| Cell::new(column as u8 - b'a', row - 1))
}

impl FromStr for Cell {
    type Err = NotationError;
    fn from_str(text: &str) -> Result<Cell, NotationError> {
        cell(&text.trim().to_ascii_lowercase())
            .ok_or_else(|| NotationError::new(text, Hint::NiwaCell))
    }
}

/// The colour of a line or a bead.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Default)]
pub enum Colour {
    #[default]
    Green,
    Orange,
    Pink,
}

impl Colour {
    pub const ALL: [Colour; 3] = [Colour::Green, Colour::Orange, Colour::Pink];

    /// The letter printed beside a line and used in notation.
    pub fn letter(self) -> char {
        match self {
            Colour::Green => 'G',
            Colour::Orange => 'O',
            Colour::Pink => 'P',
        }
    }

    pub fn from_letter(letter: char) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|c| c.letter() == letter.to_ascii_uppercase())
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::Green => "green",
            Colour::Orange => "orange",
            Colour::Pink => "pink",
        })
    }
}

/// One step of a move: the cell stepped to and, if written, the cell of the figurine that takes
/// the spent bead.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Step {
    pub to: Cell,
    pub give: Option<Cell>,
}

/// One whole Niwa turn.
#[derive(Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Move {
    /// The first turn of each player: where the figurines carrying the green, orange and pink
    /// pairs stand.
    Setup {
        green: Cell,
        orange: Cell,
        pink: Cell,
    },
    /// A figurine leaves `from`, takes `steps` (at most three), then perhaps jumps to `jump`.
    Walk {
        from: Cell,
        steps: Vec<Step>,
        jump: Option<Cell>,
    },
    /// The top bead of the figurine on `from` goes on top of the figurine on `to`.
    Give { from: Cell, to: Cell },
}

impl Move {
    /// The cells the turn touches, in order: for a move, its start, each step and the landing of
    /// its jump (what a picture highlights).
    pub fn path(&self) -> Vec<Cell> {
        match self {
            Move::Setup {
                green,
                orange,
                pink,
            } => vec![*green, *orange, *pink],
            Move::Walk { from, steps, jump } => std::iter::once(*from)
                .chain(steps.iter().map(|s| s.to))
                .chain(*jump)
                .collect(),
            Move::Give { from, to } => vec![*from, *to],
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Setup {
                green,
                orange,
                pink,
            } => write!(f, "setup {green}:G {orange}:O {pink}:P"),
            Move::Walk { from, steps, jump } => {
                write!(f, "{from}")?;
                for step in steps {
                    write!(f, " {}", step.to)?;
                    if let Some(give) = step.give {
                        write!(f, ">{give}")?;
                    }
                }
                if let Some(landing) = jump {
                    write!(f, " ^{landing}")?;
                }
                Ok(())
            }
            Move::Give { from, to } => write!(f, "give {from}>{to}"),
        }
    }
}

/// The most steps a move can have: each spends one of the mover's beads, and it carries at most
/// three (a spent bead never comes back to the mover during its own move).
pub const MAX_STEPS: usize = 3;

/// Lowercases and drops the spaces around `>`, `:` and after `^`, so that tokens split on spaces.
fn tidy(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.trim().to_ascii_lowercase().chars() {
        if ch.is_whitespace() && (out.ends_with('>') || out.ends_with(':') || out.ends_with('^')) {
            continue;
        }
        if matches!(ch, '>' | ':') {
            while out.ends_with(char::is_whitespace) {
                out.pop();
            }
        }
        if ch.is_whitespace() && out.ends_with(char::is_whitespace) {
            continue;
        }
        out.push(if ch.is_whitespace() { ' ' } else { ch });
    }
    out
}

fn setup(text: &str, words: &[&str]) -> Result<Move, NotationError> {
    let bad = |hint: Hint| NotationError::new(text, hint);
    let mut placed: [Option<Cell>; 3] = [None; 3];
    if words.len() != 3 {
        return Err(bad(Hint::NiwaSetupThree));
    }
    for word in words {
        let (at, colour) = word
            .split_once(':')
            .ok_or_else(|| bad(Hint::NiwaSetupWord))?;
        let at = cell(at).ok_or_else(|| bad(Hint::NiwaCell))?;
        let mut letters = colour.chars();
        let colour = match (letters.next().and_then(Colour::from_letter), letters.next()) {
            (Some(c), None) => c,
            _ => return Err(bad(Hint::NiwaColours)),
        };
        let slot = &mut placed[colour as usize];
        if slot.is_some() {
            return Err(bad(Hint::NiwaColourTwice));
        }
        if placed.contains(&Some(at)) {
            return Err(bad(Hint::NiwaSameCell));
        }
        placed[colour as usize] = Some(at);
    }
    match placed {
        [Some(green), Some(orange), Some(pink)] => Ok(Move::Setup {
            green,
            orange,
            pink,
        }),
        _ => Err(bad(Hint::NiwaSetupColours)),
    }
}

fn walk(text: &str, words: &[&str]) -> Result<Move, NotationError> {
    let bad = |hint: Hint| NotationError::new(text, hint);
    let from = cell(words[0]).ok_or_else(|| bad(Hint::NiwaTurn))?;
    let mut steps = Vec::new();
    let mut jump = None;
    for (i, word) in words.iter().enumerate().skip(1) {
        if let Some(landing) = word.strip_prefix('^') {
            if i + 1 != words.len() {
                return Err(bad(Hint::NiwaJumpLast));
            }
            jump = Some(cell(landing).ok_or_else(|| bad(Hint::NiwaCell))?);
            continue;
        }
        let (to, give) = match word.split_once('>') {
            Some((to, give)) => (to, Some(cell(give).ok_or_else(|| bad(Hint::NiwaCell))?)),
            None => (*word, None),
        };
        let to = cell(to).ok_or_else(|| bad(Hint::NiwaTurn))?;
        steps.push(Step { to, give });
    }
    if steps.len() > MAX_STEPS {
        return Err(bad(Hint::NiwaTooManySteps));
    }
    if steps.is_empty() && jump.is_none() {
        return Err(bad(Hint::NiwaNoStep));
    }
    Ok(Move::Walk { from, steps, jump })
}

impl FromStr for Move {
    type Err = NotationError;
    fn from_str(text: &str) -> Result<Move, NotationError> {
        let tidy = tidy(text);
        let words: Vec<&str> = tidy.split(' ').filter(|w| !w.is_empty()).collect();
        match words.as_slice() {
            [] => Err(NotationError::new(text, Hint::NiwaTurn)),
            ["setup", rest @ ..] => setup(text, rest),
            ["give", pass] => {
                let (from, to) = pass
                    .split_once('>')
                    .and_then(|(a, b)| Some((cell(a)?, cell(b)?)))
                    .ok_or_else(|| NotationError::new(text, Hint::NiwaGive))?;
                Ok(Move::Give { from, to })
            }
            ["give", ..] => Err(NotationError::new(text, Hint::NiwaGive)),
            _ => walk(text, &words),
        }
    }
}
