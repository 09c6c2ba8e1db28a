//! Why a text or a move is refused, as typed values: a text that is no move ([`NotationError`],
//! what was expected as a [`Hint`]), a move the rules refuse ([`MoveError`], the game's own
//! reason in [`AnyIllegal`]), a list of moves that does not replay, a game or a variant that does
//! not exist, a stored position that does not read back ([`Damaged`]). Each `Display` is the
//! English sentence (logs, tests); teban's `i18n` says them.

use std::fmt::{self, Display};

use crate::{niwa, quoridor, sensei, GameKind};

/// Text that is not a move in a game's notation at all (as opposed to a well-formed but illegal
/// move, which is the game's own error type).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("`{input}` is not a move: {hint}")]
pub struct NotationError {
    pub input: String,
    /// What was expected; teban's `i18n::rules` says it in each language.
    pub hint: Hint,
}

impl NotationError {
    pub fn new(input: &str, hint: Hint) -> Self {
        NotationError {
            input: input.trim().to_string(),
            hint,
        }
    }
}

/// What a game's notation expects, said when a text is not a move. The `Display` text is the
/// English one (logs, tests); players read it through teban's `i18n::rules`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Hint {
    /// Quoridor: a square, a fence or pass.
    QuoridorMove,
    /// Quoridor: a square off the board.
    QuoridorSquare,
    /// Quoridor: a fence whose 2×2 block sticks out of the board.
    QuoridorFenceOffBoard,
    /// Sensei: a square off the board.
    SenseiSquare,
    /// Sensei: not a turn at all.
    SenseiTurn,
    /// Sensei: `@` not followed by a square.
    SenseiCharacterSquare,
    /// Sensei: a stone move that is not two squares.
    SenseiStoneMove,
    /// Sensei: more than three actions.
    SenseiTooManyActions,
    /// Niwa: not a cell.
    NiwaCell,
    /// Niwa: not a setup, move or bead pass.
    NiwaTurn,
    /// Niwa: a setup of other than three figurines.
    NiwaSetupThree,
    /// Niwa: a setup word that is not `CELL:COLOUR`.
    NiwaSetupWord,
    /// Niwa: an unknown colour letter.
    NiwaColours,
    /// Niwa: a colour placed twice.
    NiwaColourTwice,
    /// Niwa: two figurines on one cell.
    NiwaSameCell,
    /// Niwa: a colour missing from a setup.
    NiwaSetupColours,
    /// Niwa: a jump that is not last.
    NiwaJumpLast,
    /// Niwa: more than three steps.
    NiwaTooManySteps,
    /// Niwa: a start cell without steps or jump.
    NiwaNoStep,
    /// Niwa: a malformed bead pass.
    NiwaGive,
}

impl Hint {
    /// Every hint, for the tests that check each is said in every language.
    pub const ALL: [Hint; 20] = [
        Hint::QuoridorMove,
        Hint::QuoridorSquare,
        Hint::QuoridorFenceOffBoard,
        Hint::SenseiSquare,
        Hint::SenseiTurn,
        Hint::SenseiCharacterSquare,
        Hint::SenseiStoneMove,
        Hint::SenseiTooManyActions,
        Hint::NiwaCell,
        Hint::NiwaTurn,
        Hint::NiwaSetupThree,
        Hint::NiwaSetupWord,
        Hint::NiwaColours,
        Hint::NiwaColourTwice,
        Hint::NiwaSameCell,
        Hint::NiwaSetupColours,
        Hint::NiwaJumpLast,
        Hint::NiwaTooManySteps,
        Hint::NiwaNoStep,
        Hint::NiwaGive,
    ];
}

impl Display for Hint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Hint::QuoridorMove => "write a square like e2, a fence like e3h or e3v, or pass",
            Hint::QuoridorSquare => "squares run from a1 to i9",
            Hint::QuoridorFenceOffBoard => {
                "a fence is named by the lower-left square of its 2×2 block, from a1 to h8, so \
                 this one would stick out of the board"
            }
            Hint::SenseiSquare => "squares run from a1 to g7",
            Hint::SenseiTurn => {
                "write a turn as one to three actions separated by spaces: a stone move like \
                 b1-b4 and a character move like @b4"
            }
            Hint::SenseiCharacterSquare => {
                "after @ comes the square your character goes to (squares run from a1 to g7)"
            }
            Hint::SenseiStoneMove => {
                "a stone move is two squares joined by - (squares run from a1 to g7)"
            }
            Hint::SenseiTooManyActions => {
                "a turn has at most three actions: two stone moves and one character move"
            }
            Hint::NiwaCell => "a cell is a column letter and a row number, like d2",
            Hint::NiwaTurn => {
                "write a setup like `setup d2:G c3:O e3:P`, a move like `d2 d3>c3 d4 ^d6` \
                 (start, steps, then perhaps a jump) or a bead pass like `give c3>e3`"
            }
            Hint::NiwaSetupThree => "a setup places three figurines: `setup d2:G c3:O e3:P`",
            Hint::NiwaSetupWord => "each figurine is written CELL:COLOUR, like d2:G",
            Hint::NiwaColours => "the colours are G (green), O (orange) and P (pink)",
            Hint::NiwaColourTwice => {
                "each figurine carries a pair of a different colour: one G, one O, one P"
            }
            Hint::NiwaSameCell => "the three figurines stand on three different cells",
            Hint::NiwaSetupColours => "a setup places one G, one O and one P figurine",
            Hint::NiwaJumpLast => "a jump ends the turn, so `^CELL` comes last",
            Hint::NiwaTooManySteps => {
                "a figurine carries at most three beads, so a move has at most three steps"
            }
            Hint::NiwaNoStep => {
                "a move names its start cell and then its steps or jump, like `d2 d3` or `d4 ^d6`"
            }
            Hint::NiwaGive => "a bead pass is `give FROM>TO`, like `give c3>e3`",
        })
    }
}

/// Why a move given as text was not played.
#[derive(Clone, PartialEq, Debug, thiserror::Error)]
pub enum MoveError {
    #[error("{0}")]
    Notation(#[from] NotationError),
    /// The move is well-formed but illegal here; `reason` says why.
    #[error("{notation} is illegal: {reason}")]
    Illegal {
        notation: String,
        reason: AnyIllegal,
    },
}

/// Why a well-formed move of any game is refused: the game's own typed reason. Its `Display` is
/// the English sentence; teban's `i18n::rules` says it in the reader's language.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum AnyIllegal {
    #[error(transparent)]
    Quoridor(#[from] quoridor::Illegal),
    #[error(transparent)]
    Sensei(#[from] sensei::Illegal),
    #[error(transparent)]
    Niwa(#[from] niwa::Illegal),
}

/// Why a list of moves could not be replayed: the variant does not exist, or a move (1-based)
/// could not be played, and why.
#[derive(Clone, PartialEq, Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("{0}")]
    Variant(NoSuchVariant),
    #[error("move {index} (`{notation}`): {error}")]
    Move {
        index: usize,
        notation: String,
        error: MoveError,
    },
}

/// A variant name a game does not have.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("no {} variant `{name}`; the variants are {}", .kind.title(), .kind.variant_names().join(", "))]
pub struct NoSuchVariant {
    pub kind: GameKind,
    /// The name asked for, trimmed.
    pub name: String,
}

/// A game name that is none of teban's games.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("`{name}` is not a game: choose one of {}", game_names())]
pub struct NoSuchGame {
    /// The name asked for.
    pub name: String,
}

/// Why a stored position does not read back (its JSON is well formed, but no game stands so).
#[derive(Clone, PartialEq, Debug, thiserror::Error)]
pub enum Damaged {
    #[error("{0} players")]
    Players(u8),
    #[error("the seats do not match the number of players")]
    Seats,
    #[error("seat {0} is not at this table")]
    NoSuchSeat(u8),
    /// A square, cell, fence or move that does not read.
    #[error(transparent)]
    Notation(#[from] NotationError),
    #[error(transparent)]
    Variant(#[from] NoSuchVariant),
    #[error("`{0}` is not a fence")]
    NotAFence(String),
    #[error("fence {0} placed by an unknown seat")]
    FencePlacer(String),
    /// Two things on one square or cell (named when known).
    #[error("two things stand on {}", .0.as_deref().unwrap_or("one square"))]
    Overlap(Option<String>),
    #[error("{0} is listed twice")]
    Twice(String),
    #[error("a seat has more than {0} stones")]
    TooManyStones(u32),
    #[error("seat {0}'s character is off its stones")]
    CharacterOffStones(u8),
    #[error("seat {seat} has {count} figurines, not 3")]
    Figurines { seat: u8, count: usize },
    #[error("no cell {0}")]
    NoSuchCell(String),
    #[error("more than three beads on {0}")]
    TooManyBeads(String),
    #[error("`{0}` is not a bead colour")]
    NotAColour(char),
    #[error("seat {0} must hold two beads of each colour")]
    Beads(u8),
}

/// Every game's name, as a player types it: `quoridor, sensei, niwa`.
fn game_names() -> String {
    let names: Vec<&str> = GameKind::ALL.iter().map(|k| k.name()).collect();
    names.join(", ")
}
