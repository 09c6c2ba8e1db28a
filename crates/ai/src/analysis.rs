//! Analysis of a game after (or during) play: every position judged by the engine, the judgement
//! turned into each seat's chance to win, and each move's cost (the mover's chance before it,
//! with the engine's preferred move, less their chance after the move played).
//!
//! Like the rest of the engines' crate it is pure: the table runs it on the thinking thread and stores
//! the [`Analysis`] (serde) it returns; pictures and words are made from it elsewhere.
//!
//! The search is cut at a fixed depth and node count per game ([`analysis_plan`]), never by the
//! clock, so the same game always gets the same analysis on any machine and under any load (the
//! time guard only protects a slow machine), and the chance mapping fitted on one machine holds on
//! every other.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::{calibration, search, Plan, Strategy};
use crate::games::{dispatch, AnyGame, GameKind, MoveError, Seat};

/// A guard on the time one position may take (the plan's depth ends it long before on any
/// machine teban runs on).
const POSITION_GUARD: Duration = Duration::from_secs(20);

/// The engine's judgement of one position: its preferred move and score for the player to move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Judgement {
    /// The engine's move, in notation (`None` once the game is over).
    pub best: Option<String>,
    /// The search's score for the player to move (see [`search::SURE_WIN`]).
    pub score: i32,
    /// Each seat's chance to win, seat 1 first, between 0 and 1.
    pub chances: Vec<f64>,
}

/// One move of the game, judged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Ply {
    /// The game's ply before the move (0 for the first move).
    pub ply: u32,
    pub seat: Seat,
    /// The move played, in notation.
    pub played: String,
    /// The move the engine preferred in that position.
    pub best: Option<String>,
    /// The mover's chance to win before the move (with the engine's best play).
    pub before: f64,
    /// The mover's chance to win after the move played.
    pub after: f64,
}

impl Ply {
    /// What the move cost its player: how much of their chance it gave away (never negative:
    /// a move better than the engine's costs nothing, and so does the engine's own move, whose
    /// before and after differ only by the search's horizon).
    pub fn cost(&self) -> f64 {
        if self.best.as_deref() == Some(self.played.as_str()) {
            return 0.0;
        }
        (self.before - self.after).max(0.0)
    }
}

/// A whole game, judged: one [`Judgement`]'s chances per position, one [`Ply`] per move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Analysis {
    pub kind: GameKind,
    pub variant: String,
    /// Each position's chances (seat 1 first), from the start to the last position: one more
    /// than there are moves.
    pub chances: Vec<Vec<f64>>,
    /// Each position's score for its player to move (0 once the game is over), as many as
    /// `chances`: what the chances were made from, and what the calibration fits.
    #[serde(default)]
    pub scores: Vec<i32>,
    pub plies: Vec<Ply>,
}

/// The least a move costs to be called a mistake: one point of chance. The chances are smooth, so
/// nearly every move but the engine's costs a little; a list of moves that each cost less than a
/// player can read ("56 % → 56 %") would say nothing.
pub const MISTAKE: f64 = 0.01;

impl Analysis {
    /// The `n` moves of `seat` that cost the most, costliest first (moves that cost less than
    /// [`MISTAKE`] are not mistakes and are left out).
    pub fn mistakes(&self, seat: Seat, n: usize) -> Vec<&Ply> {
        let mut theirs: Vec<&Ply> = self
            .plies
            .iter()
            .filter(|p| p.seat == seat && p.cost() >= MISTAKE)
            .collect();
        theirs.sort_by(|a, b| b.cost().total_cmp(&a.cost()).then(a.ply.cmp(&b.ply)));
        theirs.truncate(n);
        theirs
    }
}

/// How deep the analysis looks in `game`: fixed per game (and number of players), so that the
/// analysis is the same everywhere and does not change when the levels do. Measured on one core
/// (release build, see docs/analysis.md): a 60-move Quoridor game in well under a minute;
/// Sensei and Niwa, whose positions have many more moves, searched shallower within a node count
/// that keeps a game of theirs as long.
pub fn analysis_plan<G: Strategy>(game: &G) -> Plan {
    let (depth, nodes) = match G::KIND {
        GameKind::Quoridor if game.seat_count() > 2 => (4, 50_000),
        GameKind::Quoridor => (6, 50_000),
        GameKind::Sensei => (2, 3_000),
        GameKind::Niwa => (3, 10_000),
    };
    Plan::searching(depth, nodes).remembering()
}

/// The engine's judgement of `game`'s position.
pub fn judge(game: &AnyGame) -> Judgement {
    let seats = game.seat_count();
    let Some(mover) = game.to_move() else {
        let chances = (0..seats)
            .map(|i| match game.outcome().and_then(|o| o.winner()) {
                Some(w) if w.index() == i => 1.0,
                Some(_) => 0.0,
                None => 1.0 / seats as f64,
            })
            .collect();
        return Judgement {
            best: None,
            score: 0,
            chances,
        };
    };
    let thought = dispatch!(game, g => {
        search::think(g, analysis_plan(g), 0, POSITION_GUARD).map(|t| (t.best.to_string(), t.score))
    });
    let (best, score) = match thought {
        Some((best, score)) => (Some(best), score),
        None => (None, 0),
    };
    let own = chance(
        game.kind(),
        &game.variant(),
        seats,
        score,
        calibration::moment(game),
    );
    let rest = (1.0 - own) / (seats.max(2) - 1) as f64;
    let chances = (0..seats)
        .map(|i| if i == mover.index() { own } else { rest })
        .collect();
    Judgement {
        best,
        score,
        chances,
    }
}

/// The chance to win of the player to move, among `seats` players, whose position the search
/// scores `score` at `moment` ([`calibration::moment`]): the fitted mapping of the game and
/// variant ([`calibration`]).
pub fn chance(
    kind: GameKind,
    variant: &str,
    seats: usize,
    score: i32,
    moment: calibration::Moment,
) -> f64 {
    calibration::chance(kind, variant, seats, score, moment)
}

/// A recorded game the rules refuse: its move `number` (from 1), `notation`, comes after the end
/// or is refused.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Unplayable {
    #[error("move {number} ({notation}) comes after the end")]
    AfterTheEnd { number: usize, notation: String },
    #[error("move {number} ({notation}): {error}")]
    Refused {
        number: usize,
        notation: String,
        error: MoveError,
    },
}

/// Judges every position of the game that `moves` (in notation) play from `start`, telling
/// `progress` how many positions are done after each one. Fails on a move the rules refuse.
pub fn analyse(
    start: &AnyGame,
    moves: &[String],
    mut progress: impl FnMut(usize),
) -> Result<Analysis, Unplayable> {
    let mut game = start.clone();
    let mut chances = Vec::with_capacity(moves.len() + 1);
    let mut scores = Vec::with_capacity(moves.len() + 1);
    let mut plies = Vec::with_capacity(moves.len());
    let mut here = judge(&game);
    progress(1);
    for (i, mv) in moves.iter().enumerate() {
        let seat = game.to_move().ok_or_else(|| Unplayable::AfterTheEnd {
            number: i + 1,
            notation: mv.clone(),
        })?;
        let ply = game.ply();
        let played = game.play(mv).map_err(|error| Unplayable::Refused {
            number: i + 1,
            notation: mv.clone(),
            error,
        })?;
        let next = judge(&game);
        plies.push(Ply {
            ply,
            seat,
            played,
            best: here.best.clone(),
            before: here.chances[seat.index()],
            after: next.chances[seat.index()],
        });
        let judged = std::mem::replace(&mut here, next);
        scores.push(judged.score);
        chances.push(judged.chances);
        progress(i + 2);
    }
    scores.push(here.score);
    chances.push(here.chances);
    Ok(Analysis {
        kind: start.kind(),
        variant: start.variant(),
        chances,
        scores,
        plies,
    })
}
