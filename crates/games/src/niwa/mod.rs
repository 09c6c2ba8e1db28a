//! Niwa for 2 players, per `docs/rules.md`.
//!
//! This module owns the position ([`Niwa`]): figurines and their bead stacks, whose turn it is,
//! the reasons a player understands for a refused turn ([`Illegal`]), and the stored form. Turn
//! generation and checking live in [`turns`], the garden (cells, names, geometry, line colours)
//! in [`garden`], the notation in [`notation`]. Nothing here knows about storage, pictures or
//! Discord.
//!
//! # Decisions where the rules are silent
//! - **Every step lands.** A step into a space is a landing for NB1 and NB2: a figurine may not
//!   step onto its own base even to go on, nor through an occupied space.
//! - **A walk may come back.** Nothing forbids a figurine to step back onto a space it left this
//!   turn, even its start; the beads it spent have moved, so the position has changed.
//! - **Reaching the opponent's base ends the move** (and the game): no step or jump after it.
//! - **The jump** (see [`garden::JumpTargets`]): from `J` over the adjacent figurine at `J + d`,
//!   the three spaces *behind* are `J + d + d⁻`, `J + 2d`, `J + d + d⁺` (`d⁻`, `d⁺` the directions
//!   either side of `d`); the two *beyond* are `J + 2d + d⁻` and `J + 2d + d⁺`, each touching two
//!   of the three. A space behind is *free* for the jumper when it is in the garden, empty and not
//!   the jumper's own base; only when none of the three is free may the jumper land beyond, on a
//!   beyond space that is free. Spaces outside the garden are not free, so a jump toward the
//!   garden's edge may reach beyond. Which figurine was jumped is not written: the landing says
//!   it all, and two jumps to the same landing are the same turn.
//! - **Canonical notation** writes the GIVE of a step only when two figurines could take the
//!   bead; `play` accepts it written anyway where only one can.
//! - **No legal turn**: a player always has a bead to pass once set up (six beads, three
//!   figurines of at most three), so this never arises in a real game; the rule is still checked
//!   after every turn, and the player left without a turn loses.
//!
//! # How many turns
//! `legal_moves` lists 120 setups (3 of the 6 start spaces, in order, for the G, O and P pairs).
//! Afterwards a move has at most three steps (one per bead the mover carries) with at most two
//! recipients each, plus at most one jump landing set at its end, and there are at most six bead
//! passes: in practice a few dozen turns, a few hundred at the very most (the proptest and the
//! benchmark watch this).

pub mod garden;
mod notation;

use std::fmt;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use self::garden::NONE;
pub use self::garden::{Edge, Garden, GardenName, Hex, Layout, LayoutError};
pub use self::notation::{Cell, Colour, Move, Step, MAX_STEPS};
use crate::{Game, GameKind, NoSuchVariant, Outcome, Seat, WinReason};

/// Which garden the table plays in.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct NiwaOptions {
    #[serde(with = "garden_name")]
    pub garden: GardenName,
}

mod garden_name {
    use super::GardenName;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(name: &GardenName, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(name.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<GardenName, D::Error> {
        String::deserialize(d)?
            .parse()
            .map_err(serde::de::Error::custom)
    }
}

impl fmt::Display for NiwaOptions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.garden.fmt(f)
    }
}

impl std::str::FromStr for NiwaOptions {
    type Err = NoSuchVariant;
    fn from_str(s: &str) -> Result<Self, NoSuchVariant> {
        Ok(NiwaOptions { garden: s.parse()? })
    }
}

/// Up to three beads, bottom first; only the top one is usable.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Stack {
    beads: [Colour; 3],
    len: u8,
}

impl Stack {
    pub const MAX: usize = 3;

    fn pair(colour: Colour) -> Stack {
        Stack {
            beads: [colour, colour, Colour::default()],
            len: 2,
        }
    }

    pub fn len(self) -> usize {
        self.len as usize
    }

    pub fn is_empty(self) -> bool {
        self.len == 0
    }

    pub fn is_full(self) -> bool {
        self.len() >= Stack::MAX
    }

    pub fn top(self) -> Option<Colour> {
        self.len.checked_sub(1).map(|i| self.beads[i as usize])
    }

    /// The beads, top first.
    pub fn top_first(self) -> Vec<Colour> {
        self.beads[..self.len()].iter().rev().copied().collect()
    }

    fn push(&mut self, bead: Colour) {
        self.beads[self.len()] = bead;
        self.len += 1;
    }

    fn pop(&mut self) -> Option<Colour> {
        let top = self.top()?;
        self.len -= 1;
        // Unused slots stay green so that equal stacks compare equal.
        self.beads[self.len()] = Colour::default();
        Some(top)
    }
}

/// A figurine on the board, as the outside world sees it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Figurine {
    pub seat: Seat,
    pub cell: Cell,
    /// Its beads, top first.
    pub beads: Vec<Colour>,
}

/// A figurine inside the position: its cell id and its stack.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
struct Piece {
    at: u8,
    beads: Stack,
}

/// The last turn played, for highlighting it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LastTurn {
    pub seat: Seat,
    /// In canonical notation.
    pub mv: Move,
}

impl LastTurn {
    /// The cells it touched, in order (see [`Move::path`]).
    pub fn path(&self) -> Vec<Cell> {
        self.mv.path()
    }
}

/// Why a turn is refused. The `Display` text is the English sentence (logs, tests).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Illegal {
    #[error("the game is over")]
    GameOver,
    #[error("place your figurines first, e.g. `setup {example}`")]
    SetUpFirst { example: String },
    #[error("your figurines are already in the garden")]
    AlreadySetUp,
    #[error("there is no space {0} in this garden")]
    NoSuchCell(Cell),
    #[error("{cell} is not one of the six start spaces around your base {base}")]
    NotAStartSpace { cell: Cell, base: Cell },
    #[error("you have no figurine on {0}")]
    NoFigurine(Cell),
    #[error("{to} is not next to {from}")]
    NotNeighbours { from: Cell, to: Cell },
    #[error("{0} is occupied")]
    Occupied(Cell),
    #[error("{0} is your own base: your figurines may not land there")]
    OwnBase(Cell),
    #[error("the figurine on {at} has no bead left to cross the line to {to}")]
    NoBead { at: Cell, to: Cell },
    #[error("the line from {from} to {to} is {line} and your top bead is {bead}")]
    WrongColour {
        from: Cell,
        to: Cell,
        line: Colour,
        bead: Colour,
    },
    #[error("the bead spent on the step to {to} must go to another figurine, not the one moving")]
    GiveToMover { to: Cell },
    #[error("there is no figurine of yours on {0} to take the bead")]
    NoTaker(Cell),
    #[error("the figurine on {0} already carries three beads")]
    Full(Cell),
    #[error("say which figurine takes the bead spent on the step to {to}: {to}>{a} or {to}>{b}")]
    WhichTaker { to: Cell, a: Cell, b: Cell },
    #[error("your other figurines all carry three beads: none can take the bead spent on {to}")]
    NobodyTakes { to: Cell },
    #[error(
        "the figurine reaches the opponent's base on {0}: the game is won there and the move ends"
    )]
    PastTheBase(Cell),
    #[error("the figurine on {0} still carries beads: only a figurine with none may jump")]
    JumpWithBeads(Cell),
    #[error("{to} is not a landing space of a jump from {from}")]
    NotAJump { from: Cell, to: Cell },
    #[error(
        "{to} is two spaces behind {over}: that jump is allowed only when the three spaces just \
         behind {over} are all taken"
    )]
    BehindIsFree { to: Cell, over: Cell },
    #[error("a move needs at least one step or a jump")]
    EmptyMove,
    #[error("the figurine on {0} has no bead to pass")]
    NoBeadToGive(Cell),
    #[error("a bead passes between two different figurines")]
    GiveToItself,
}

/// A Niwa position.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(into = "stored::StoredNiwa", try_from = "stored::StoredNiwa")]
pub struct Niwa {
    garden: GardenName,
    turn: Seat,
    ply: u32,
    /// Each seat's figurines, in setup order (green pair, orange pair, pink pair).
    pieces: [[Piece; 3]; 2],
    placed: [bool; 2],
    outcome: Option<Outcome>,
    last: Option<LastTurn>,
}

/// A position's hash leaves out the last move (it is only shown, never played from), so that
/// positions reached by different move orders hash alike (the search's transposition table).
impl std::hash::Hash for Niwa {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (
            self.garden,
            self.turn,
            self.ply,
            self.pieces,
            self.placed,
            self.outcome,
        )
            .hash(state);
    }
}

/// Iterates the ids of the set bits of a cell mask.
pub fn ids(mut mask: u128) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let id = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            id
        })
    })
}

fn bit(id: u8) -> u128 {
    1u128 << id
}

impl Niwa {
    pub fn garden(&self) -> &'static Garden {
        Garden::named(self.garden)
    }

    pub fn garden_name(&self) -> GardenName {
        self.garden
    }

    /// Whether `seat` has placed its figurines.
    pub fn is_set_up(&self, seat: Seat) -> bool {
        self.placed[seat.index() % 2]
    }

    /// Every figurine in the garden: seat 1's, then seat 2's, each in setup order.
    pub fn figurines(&self) -> Vec<Figurine> {
        let garden = self.garden();
        (0..2u8)
            .map(Seat)
            .filter(|s| self.is_set_up(*s))
            .flat_map(|seat| {
                self.pieces[seat.index()].iter().map(move |p| Figurine {
                    seat,
                    cell: garden.name_of(p.at),
                    beads: p.beads.top_first(),
                })
            })
            .collect()
    }

    /// The figurine on `cell`, if any.
    pub fn figurine_on(&self, cell: Cell) -> Option<Figurine> {
        self.figurines().into_iter().find(|f| f.cell == cell)
    }

    pub fn last_turn(&self) -> Option<&LastTurn> {
        self.last.as_ref()
    }

    fn occupied(&self) -> u128 {
        (0..2)
            .filter(|s| self.placed[*s])
            .flat_map(|s| self.pieces[s].iter())
            .fold(0, |mask, p| mask | bit(p.at))
    }

    fn opponent(seat: Seat) -> Seat {
        Seat(1 - seat.0 % 2)
    }
}

/// What the computer opponent reads of a position ([`crate::ai`]): read-only views, no rules of
/// their own beyond what `legal_moves` already says (the tests check them against it).
impl Niwa {
    /// The cells (ids) and bead stacks of `seat`'s figurines in setup order; `None` before its
    /// setup.
    pub fn pieces_of(&self, seat: Seat) -> Option<[(u8, Stack); 3]> {
        self.is_set_up(seat)
            .then(|| self.pieces[seat.index() % 2].map(|p| (p.at, p.beads)))
    }

    /// Every cell (as a mask) where `seat`'s figurine number `index` (setup order) could end a
    /// move if it were `seat`'s turn: its walks along the lines of its beads' colours, and the
    /// jumps at their end once its beads are spent. Empty before `seat`'s setup.
    pub fn reach(&self, seat: Seat, index: usize) -> u128 {
        let Some(pieces) = self.pieces_of(seat) else {
            return 0;
        };
        let garden = self.garden();
        let (at, beads) = pieces[index % 3];
        let ends = Ends {
            garden,
            occupied: self.occupied() & !bit(at),
            own_base: garden.base_id(seat),
            goal: garden.base_id(Niwa::opponent(seat)),
        };
        let mut mask = 0;
        ends.walk(at, beads, &mut mask);
        mask
    }
}

/// Where a walk may end, for [`Niwa::reach`].
struct Ends<'g> {
    garden: &'g Garden,
    occupied: u128,
    own_base: u8,
    goal: u8,
}

impl Ends<'_> {
    fn walk(&self, here: u8, beads: Stack, mask: &mut u128) {
        let Some(bead) = beads.top() else {
            *mask |= Niwa::jump_landings(self.garden, here, self.occupied, self.own_base);
            return;
        };
        let mut rest = beads;
        rest.pop();
        for dir in 0..6 {
            let to = self.garden.neighbour(here, dir);
            if to == NONE
                || to == self.own_base
                || self.occupied & bit(to) != 0
                || self.garden.colour(here, dir) != Some(bead)
            {
                continue;
            }
            *mask |= bit(to);
            if to != self.goal {
                self.walk(to, rest, mask);
            }
        }
    }
}

mod diagram;
mod game;
mod turns;

mod stored;
