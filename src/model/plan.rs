//! A plan (`/plan`, conditional moves) as a value the store keeps with its game: the lines a
//! player stored (each the opponent's expected move, the planned reply, the opponent's next,
//! ...), how a new line joins them and what the opponent's move leaves of them. Pure: no I/O, no
//! rules (the lines are checked against the rules before they get here), no words of any
//! language. How the table plans with it and draws it is `table/games/plans/`.
//!
//! Kept as lines, not nodes: a tree of at most [`MAX_LINES`] lines of [`MAX_PLIES`] plies is
//! small, and lines are what the player typed. The invariants [`Plan::add`] keeps: no line is a
//! prefix of another (nor a copy), and two lines that agree up to an opponent's move give the same
//! reply to it, so that the reply to any move is never in doubt.
//!
//! The `plan` column of `games` holds it as JSON (`{"seat":1,"version":4,"lines":[["e7","e3h"]]}`),
//! a plan without lines as NULL; [`Plan::column`] writes it and [`Plan::from_column`] reads it,
//! nothing else.

use serde::{Deserialize, Serialize};

use crate::games::Seat;

/// The most lines a plan holds.
pub const MAX_LINES: usize = 20;
/// The most plies (the opponent's moves and the replies together) a line holds.
pub const MAX_PLIES: usize = 40;

/// A player's conditional moves in one game, from one position.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Plan {
    /// Who planned: the seat waiting for the opponent's move.
    pub seat: u8,
    /// The game's version the lines start from (the opponent to move).
    pub version: u32,
    /// Each line: the opponent's move, the reply, the opponent's next move, ... (even length).
    pub lines: Vec<Vec<String>>,
}

/// A line that gives another reply to a move than a stored line does.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Clash {
    /// The opponent's move both lines expect.
    pub theirs: String,
    /// The reply already planned to it.
    pub planned: String,
}

/// Why a line did not join the plan.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NotAdded {
    Clash(Clash),
    /// The plan holds [`MAX_LINES`] already.
    Full,
}

impl Plan {
    /// An empty plan of `seat` from `version`.
    pub fn new(seat: Seat, version: u32) -> Plan {
        Plan {
            seat: seat.0,
            version,
            lines: Vec::new(),
        }
    }

    pub fn seat(&self) -> Seat {
        Seat(self.seat)
    }

    /// Adds `line` (canonical notation, even length): `Ok(true)` when it is new, `Ok(false)`
    /// when the plan already holds it (the same line, or a longer one that begins with it).
    pub fn add(&mut self, line: Vec<String>) -> Result<bool, NotAdded> {
        for old in &self.lines {
            for (new, old) in line.chunks(2).zip(old.chunks(2)) {
                if new[0] != old[0] {
                    break;
                }
                if new.get(1) != old.get(1) {
                    return Err(NotAdded::Clash(Clash {
                        theirs: new[0].clone(),
                        planned: old.get(1).cloned().unwrap_or_default(),
                    }));
                }
            }
        }
        if self.lines.iter().any(|old| old.starts_with(&line)) {
            return Ok(false);
        }
        // A stored line the new one goes on from is replaced by it.
        self.lines.retain(|old| !line.starts_with(old));
        if self.lines.len() >= MAX_LINES {
            return Err(NotAdded::Full);
        }
        self.lines.push(line);
        Ok(true)
    }

    /// The opponent played `theirs`: the reply planned to it, if any, and the plan that goes on
    /// two plies later (the lines that began with `theirs` and the reply, without them; the
    /// others are dropped).
    pub fn follow(&self, theirs: &str) -> (Option<String>, Plan) {
        let taken: Vec<&Vec<String>> = self
            .lines
            .iter()
            .filter(|l| l.first().map(String::as_str) == Some(theirs))
            .collect();
        let reply = taken.first().and_then(|l| l.get(1)).cloned();
        let rest = Plan {
            seat: self.seat,
            version: self.version + 2,
            lines: taken
                .iter()
                .filter(|l| l.len() > 2)
                .map(|l| l[2..].to_vec())
                .collect(),
        };
        (reply, rest)
    }

    /// Whether the plan holds no line (it is then no plan: the store keeps none).
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }
}
