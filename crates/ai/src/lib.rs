//! Computer opponents: teban itself as a player, for all three games (`teban::ai`).
//!
//! This crate owns the choice of a move by the computer and nothing else; like the rules
//! (`teban-games`, the only part of teban it depends on) it is pure (no I/O, no async, no SQL, no
//! Discord), so the bot, the terminal table and the arena all ask it alike, and a blocking thread
//! can run it while the bot waits.
//!
//! One search serves every game ([`search`]): iterative-deepening alpha-beta (paranoid with more
//! than two players: the other seats are assumed to play against the one thinking). What a game
//! knows of itself, how good a position is and which moves are worth looking at, is its
//! [`Strategy`], one file per game. A [`Level`] fixes how deep and how wide the search goes and
//! how often the engine blunders on purpose, so the levels differ in strength and not only in
//! speed.
//!
//! Every choice is deterministic for a given seed: the search stops on a count of positions
//! looked at, never on the clock, as long as the time budget is not reached. The time budget is a
//! guard for slow machines: when it runs out, the best move of the last finished depth is played.

pub mod analysis;
pub mod arena;
pub mod calibration;
pub mod niwa;
pub mod quoridor;
pub mod search;
pub mod sensei;

use std::fmt::{self, Display};
use std::str::FromStr;
use std::time::Duration;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use serde::{Deserialize, Serialize};

use teban_games as games;

use crate::games::{dispatch, AnyGame, Game, Seat};

/// How strong teban plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Easy,
    Normal,
    Hard,
    /// Deepens until its whole time budget is spent.
    Master,
}

impl Level {
    pub const ALL: &'static [Level] = &[Level::Easy, Level::Normal, Level::Hard, Level::Master];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
            Level::Master => "master",
        }
    }

    /// How much of teban's time budget (`AI_MOVE_MS`) the level may use: master all of it, hard
    /// an eighth (its node limit usually ends it far sooner), the others all of it as a guard
    /// for a slow machine (they end on their node limits within milliseconds). With a quarter,
    /// at 200 ms hard's clock-cut depth came within a turn of master's in Sensei `arashi-expert`
    /// and master won only 13 of 20; eight times hard's time is about one depth more in every
    /// game, at every budget.
    pub fn time_share(self, budget: Duration) -> Duration {
        match self {
            Level::Hard => budget / 8,
            _ => budget,
        }
    }
}

impl Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A word that names no level.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a level: choose easy, normal, hard or master")]
pub struct NoSuchLevel(pub String);

impl FromStr for Level {
    type Err = NoSuchLevel;
    fn from_str(s: &str) -> Result<Level, NoSuchLevel> {
        let wanted = s.trim().to_ascii_lowercase();
        Level::ALL
            .iter()
            .copied()
            .find(|l| l.name() == wanted)
            .ok_or_else(|| NoSuchLevel(s.to_string()))
    }
}

/// How far a level searches: the same search, cut at different places.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Plan {
    /// The deepest iteration, in moves (a move is a whole turn).
    pub depth: u32,
    /// How many positions the search may look at for one move.
    pub nodes: u64,
    /// The chance, out of 1,000, that the engine plays a random legal move instead of searching.
    pub blunders_per_mille: u32,
    /// Remember positions, killer moves and history (see [`search`]).
    pub memory: bool,
    /// Judge positions and choose candidates as the first round did
    /// ([`Strategy::evaluate_first_round`]): the frozen baseline only.
    pub first_round: bool,
    /// Play the best move of a depth the clock cut off, when it beat the previous depth's move
    /// (which that depth searched first): master's, so that no second of its budget is wasted.
    pub keeps_cut_depth: bool,
}

impl Plan {
    /// A search to `depth` moves over at most `nodes` positions, with no blunders, no memory,
    /// judging positions as the engine does now; the builders below add what a level needs.
    pub const fn searching(depth: u32, nodes: u64) -> Plan {
        Plan {
            depth,
            nodes,
            blunders_per_mille: 0,
            memory: false,
            first_round: false,
            keeps_cut_depth: false,
        }
    }

    /// The same plan playing a random legal move `per_mille` times in 1,000.
    pub const fn blundering(self, per_mille: u32) -> Plan {
        Plan {
            blunders_per_mille: per_mille,
            ..self
        }
    }

    /// The same plan remembering positions, killers and history.
    pub const fn remembering(self) -> Plan {
        Plan {
            memory: true,
            ..self
        }
    }

    /// The same plan judging as the first round did (the frozen baseline).
    pub const fn as_first_round(self) -> Plan {
        Plan {
            first_round: true,
            ..self
        }
    }

    /// Master's plan in every game: no depth or node limit, so it deepens until its time is
    /// spent, remembering positions, killers and history (see [`search`]). With the table keyed
    /// by FxHash, distinct positions shared keys and master lost Quoridor to hard (2 of 8 at
    /// 2,000 ms); keyed by SipHash it won 15 of 16 (seeds 1 and 2) where without memory it won
    /// 9 of 16.
    pub const MASTER: Plan = Plan {
        depth: 64,
        nodes: u64::MAX,
        blunders_per_mille: 0,
        memory: true,
        first_round: false,
        keeps_cut_depth: true,
    };
}

/// What a game tells the search about itself. The scores are from `seat`'s point of view and
/// stay within ±[`search::SURE_WIN`]`/2`; won and lost positions are scored by the search itself.
pub trait Strategy: Game {
    /// How good the position is for `seat`, the game not being over.
    fn evaluate(&self, seat: Seat) -> i32;

    /// The moves the search looks at, best first when the game can tell (the search tries them
    /// in this order, and cuts more when the best come first). `depth_left` is the number of
    /// moves still to search below this position, counting this one; a game with many moves
    /// may look at fewer of them deep in the tree. Default: every legal move.
    fn candidates(&self, depth_left: u32) -> Vec<Self::Move> {
        let _ = depth_left;
        self.legal_moves()
    }

    /// The first round's judgement, for the frozen baseline: the same as [`Strategy::evaluate`]
    /// unless the game's judgement has changed since.
    fn evaluate_first_round(&self, seat: Seat) -> i32 {
        self.evaluate(seat)
    }

    /// The first round's candidates, for the frozen baseline (see
    /// [`Strategy::evaluate_first_round`]).
    fn candidates_first_round(&self, depth_left: u32) -> Vec<Self::Move> {
        self.candidates(depth_left)
    }

    /// How far each level searches in this game (in this variant of it).
    fn plan(&self, level: Level) -> Plan;

    /// The hard level of the first round, frozen: the arena's `baseline`, against which a
    /// stronger hard is measured (never offered to players).
    const BASELINE: Plan;
}

/// A uniformly random legal move, for the arena's `random` opponent; `None` once the game is over.
pub fn random_move(game: &AnyGame, seed: u64) -> Option<String> {
    let mut rng = StdRng::seed_from_u64(seed);
    game.legal_moves().choose(&mut rng).cloned()
}

/// How many of the engine's first candidates an opening move is drawn from.
pub const OPENING_WIDTH: usize = 4;

/// A move of a varied opening, for the arena's `--opening`: one of the [`OPENING_WIDTH`] moves
/// the engine looks at first in `game` (its candidates, best first where the game orders them:
/// Quoridor and Niwa always, Sensei when it has more turns than it searches), drawn with `seed`;
/// `None` once the game is over. Games between equal levels, which would
/// otherwise repeat a handful of lines, then begin from many sound positions.
pub fn opening_move(game: &AnyGame, seed: u64) -> Option<String> {
    game.to_move()?;
    let mut rng = StdRng::seed_from_u64(seed);
    dispatch!(game, g => {
        let mut moves = g.candidates(u32::MAX);
        if moves.is_empty() {
            moves = g.legal_moves();
        }
        moves.truncate(OPENING_WIDTH);
        moves.choose(&mut rng).map(ToString::to_string)
    })
}

/// A move that wins at once for the player to move in `game`, if there is one (what a move's
/// preview warns of: the opponent's winning reply). Every legal move is tried with the rules;
/// Sensei's turns (some 19,000 from its start) are only tried when the engine's own quick test
/// (exact for a character reaching the far row, never missing an unfair-game win) says a win
/// may be there, which keeps the question within a millisecond in nearly every position.
pub fn winning_move(game: &AnyGame) -> Option<String> {
    if let AnyGame::Sensei(sensei) = game {
        if !sensei::wins_next(sensei) {
            return None;
        }
    }
    let to_move = game.to_move()?;
    game.legal_moves().into_iter().find(|mv| {
        let mut after = game.clone();
        after.play(mv).is_ok() && after.outcome().and_then(|o| o.winner()) == Some(to_move)
    })
}

/// teban's move at `level` for the player to move, in notation; `None` once the game is over.
/// The same game, level and seed always give the same move unless the level's share of `time`
/// runs out first (master's always does: it thinks for its whole budget).
pub fn choose_move(game: &AnyGame, level: Level, seed: u64, time: Duration) -> Option<String> {
    think_move(game, Some(level), seed, time).map(|t| t.best)
}

/// teban's move and what the search learnt (its depth, the positions it looked at): at `level`,
/// or the frozen `baseline` (`None`).
pub fn think_move(
    game: &AnyGame,
    level: Option<Level>,
    seed: u64,
    time: Duration,
) -> Option<search::Thought<String>> {
    think_move_aloud(game, level, seed, time, |_| {})
}

/// [`think_move`], telling `heard` of every depth of the search as it ends (the depth probe).
pub fn think_move_aloud(
    game: &AnyGame,
    level: Option<Level>,
    seed: u64,
    time: Duration,
    mut heard: impl FnMut(search::Iteration<String>),
) -> Option<search::Thought<String>> {
    dispatch!(game, g => {
        let (plan, time) = match level {
            Some(level) => (plan_of(g, level), level.time_share(time)),
            None => (baseline_of(g), time),
        };
        search::think_aloud(g, plan, seed, time, |i| heard(in_notation(i))).map(|t| search::Thought {
            best: t.best.to_string(),
            score: t.score,
            depth: t.depth,
            nodes: t.nodes,
        })
    })
}

/// An iteration with its move in notation.
fn in_notation<M: Display>(i: search::Iteration<M>) -> search::Iteration<String> {
    search::Iteration {
        best: i.best.to_string(),
        depth: i.depth,
        score: i.score,
        nodes: i.nodes,
        elapsed: i.elapsed,
        finished: i.finished,
    }
}

fn plan_of<G: Strategy>(game: &G, level: Level) -> Plan {
    game.plan(level)
}

fn baseline_of<G: Strategy>(_: &G) -> Plan {
    G::BASELINE
}
