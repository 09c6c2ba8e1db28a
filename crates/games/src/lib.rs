//! The shared rules: every game teban can host, as pure values (the crate `teban-games`, which
//! teban re-exports as `teban::games`).
//!
//! This crate owns the rules and nothing else: no I/O, no async, no SQL, no Discord, no
//! translations. It depends on nothing of teban's, which the compiler enforces: its only
//! dependencies are `serde` and `thiserror`. Why a move or a text is refused is a typed value
//! ([`AnyIllegal`], [`Hint`], [`WinReason`]) with an English `Display` for logs and tests; teban's
//! `i18n` says those values in each language. Each game
//! is a plain struct implementing [`Game`]; its moves parse from and print to the notation of
//! `RULES.md` through `FromStr`/`Display`. `legal_moves` enumerates and `play` checks and applies
//! from the same code, and an illegal move comes back as a typed error whose message a player
//! understands.
//!
//! A *move* here is always one whole turn of the player to move, whatever the game calls it: a
//! Quoridor pawn step, fence or pass; a Sensei turn of one to three actions; a Niwa setup, walk or
//! bead pass. That is what lets the game service, the renderer and the bot treat every game alike
//! through [`AnyGame`], with no special case for any of them.

pub mod niwa;
pub mod quoridor;
pub mod sensei;

use std::fmt::{self, Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

pub use niwa::Niwa;
pub use quoridor::Quoridor;
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
        + FromStr<Err = String>
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
    type Error = String;
    fn try_from(name: String) -> Result<GameKind, String> {
        name.parse()
    }
}

impl FromStr for GameKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let wanted = s.trim().to_ascii_lowercase();
        GameKind::ALL
            .iter()
            .copied()
            .find(|k| k.name() == wanted)
            .ok_or_else(|| {
                let names: Vec<&str> = GameKind::ALL.iter().map(|k| k.name()).collect();
                format!("`{s}` is not a game: choose one of {}", names.join(", "))
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

/// Any game, for the parts of the program that must not care which one it is: the service, the
/// store, the renderer's front door and the bot. Moves cross this boundary as notation text.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", content = "state", rename_all = "lowercase")]
pub enum AnyGame {
    Quoridor(Quoridor),
    Sensei(Sensei),
    Niwa(Niwa),
}

/// Runs `$body` with `$g` bound to the concrete game inside an [`AnyGame`] (the engine in teban's
/// `ai` uses it too, to search each game with its own types).
#[macro_export]
macro_rules! dispatch {
    ($any:expr, $g:ident => $body:expr) => {
        match $any {
            $crate::AnyGame::Quoridor($g) => $body,
            $crate::AnyGame::Sensei($g) => $body,
            $crate::AnyGame::Niwa($g) => $body,
        }
    };
}

/// Parses and plays one move given as text; returns its canonical notation.
fn play_text<G: Game>(game: &mut G, text: &str) -> Result<String, MoveError> {
    let mv: G::Move = text.parse()?;
    let notation = mv.to_string();
    game.play(&mv).map_err(|e| MoveError::Illegal {
        notation: notation.clone(),
        reason: e.into(),
    })?;
    Ok(notation)
}

/// A variant name a game does not have.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("no {} variant `{name}`; the variants are {}", .kind.title(), .kind.variant_names().join(", "))]
pub struct NoSuchVariant {
    pub kind: GameKind,
    /// The name asked for, trimmed.
    pub name: String,
}

fn start<G: Game>(variant: Option<&str>) -> Result<G, NoSuchVariant> {
    let options = match variant {
        Some(v) if !v.trim().is_empty() => v.parse::<G::Options>().map_err(|_| NoSuchVariant {
            kind: G::KIND,
            name: v.trim().to_string(),
        })?,
        _ => G::Options::default(),
    };
    Ok(G::new(&options))
}

impl AnyGame {
    /// A new game of `kind`, in the named variant (the default one when `None`); the error in
    /// English (see [`AnyGame::create`] for one to say in any language).
    pub fn new(kind: GameKind, variant: Option<&str>) -> Result<AnyGame, String> {
        AnyGame::create(kind, variant).map_err(|e| e.to_string())
    }

    /// A new game of `kind`, in the named variant (the default one when `None`).
    pub fn create(kind: GameKind, variant: Option<&str>) -> Result<AnyGame, NoSuchVariant> {
        Ok(match kind {
            GameKind::Quoridor => AnyGame::Quoridor(start(variant)?),
            GameKind::Sensei => AnyGame::Sensei(start(variant)?),
            GameKind::Niwa => AnyGame::Niwa(start(variant)?),
        })
    }

    /// A new game with `moves` replayed on it, in order.
    pub fn replay<S: AsRef<str>>(
        kind: GameKind,
        variant: Option<&str>,
        moves: &[S],
    ) -> Result<AnyGame, ReplayError> {
        let mut game = AnyGame::create(kind, variant).map_err(ReplayError::Variant)?;
        for (i, mv) in moves.iter().enumerate() {
            game.play(mv.as_ref()).map_err(|error| ReplayError::Move {
                index: i + 1,
                notation: mv.as_ref().to_string(),
                error,
            })?;
        }
        Ok(game)
    }

    pub fn kind(&self) -> GameKind {
        match self {
            AnyGame::Quoridor(_) => GameKind::Quoridor,
            AnyGame::Sensei(_) => GameKind::Sensei,
            AnyGame::Niwa(_) => GameKind::Niwa,
        }
    }

    /// The variant's name, as `AnyGame::new` takes it.
    pub fn variant(&self) -> String {
        dispatch!(self, g => g.options().to_string())
    }

    pub fn seat_count(&self) -> usize {
        dispatch!(self, g => g.seat_count())
    }

    pub fn to_move(&self) -> Option<Seat> {
        dispatch!(self, g => g.to_move())
    }

    pub fn ply(&self) -> u32 {
        dispatch!(self, g => g.ply())
    }

    pub fn outcome(&self) -> Option<Outcome> {
        dispatch!(self, g => g.outcome())
    }

    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Plays a move given as text (any case); returns its canonical notation.
    pub fn play(&mut self, text: &str) -> Result<String, MoveError> {
        dispatch!(self, g => play_text(g, text))
    }

    /// Every legal move, canonical and sorted.
    pub fn legal_moves(&self) -> Vec<String> {
        let mut moves: Vec<String> =
            dispatch!(self, g => g.legal_moves().iter().map(ToString::to_string).collect());
        moves.sort();
        moves
    }

    pub fn resign(&mut self, seat: Seat) {
        dispatch!(self, g => g.resign(seat))
    }

    /// `seat` ran out of time: it leaves the game as if it resigned, and a win this gives is "on
    /// time".
    pub fn time_out(&mut self, seat: Seat) {
        dispatch!(self, g => g.leave(seat, WinReason::Time))
    }

    pub fn agree_draw(&mut self) {
        dispatch!(self, g => g.agree_draw())
    }

    pub fn perft(&self, depth: u32) -> u64 {
        dispatch!(self, g => g.perft(depth))
    }

    pub fn diagram(&self) -> String {
        dispatch!(self, g => g.diagram())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_kinds_parse_case_insensitively_and_refuse_strangers() {
        assert_eq!("Quoridor".parse::<GameKind>(), Ok(GameKind::Quoridor));
        let err = "chess".parse::<GameKind>().unwrap_err();
        assert!(err.contains("chess") && err.contains("quoridor"), "{err}");
    }

    #[test]
    fn quoridor_moves_split_on_spaces_and_turns_on_semicolons() {
        assert_eq!(
            GameKind::Quoridor.split_moves(" e2  e8\te3h "),
            vec!["e2", "e8", "e3h"]
        );
        assert_eq!(GameKind::Quoridor.split_moves("e2; e8;"), vec!["e2", "e8"]);
        assert_eq!(
            GameKind::Quoridor.split_moves("e2 e8; e3h;e7 d6v"),
            vec!["e2", "e8", "e3h", "e7", "d6v"]
        );
    }

    #[test]
    fn a_sensei_line_is_one_turn_unless_semicolons_split_it() {
        assert_eq!(
            GameKind::Sensei.split_moves(" b1-b3 @b3 c1-c2 "),
            vec!["b1-b3 @b3 c1-c2"]
        );
        assert_eq!(
            GameKind::Sensei.split_moves("b1-b3 @b3; c7-c6 ;"),
            vec!["b1-b3 @b3", "c7-c6"]
        );
        let game = AnyGame::replay(GameKind::Sensei, Some("Shizukana"), &["b1-b2 @a1"]).unwrap();
        assert_eq!(game.kind(), GameKind::Sensei);
        assert_eq!(game.variant(), "shizukana");
        assert_eq!(game.to_move(), Some(Seat(1)));
    }

    #[test]
    fn replay_names_the_failing_move_and_its_position() {
        let err = AnyGame::replay(GameKind::Quoridor, None, &["e2", "e8", "e9"]).unwrap_err();
        assert!(
            matches!(&err, ReplayError::Move { index: 3, notation, error: MoveError::Illegal { .. } }
                if notation == "e9"),
            "{err}"
        );
    }

    #[test]
    fn an_unknown_variant_is_named_with_the_variants_there_are() {
        let err = AnyGame::replay(GameKind::Sensei, Some(" bogus "), &["c1-c2"]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "no Sensei variant `bogus`; the variants are arashi, shizukana, shizukana-variant, \
             arashi-expert"
        );
        assert_eq!(
            AnyGame::new(GameKind::Quoridor, Some("3-players")).unwrap_err(),
            "no Quoridor variant `3-players`; the variants are 2-players, 4-players"
        );
    }

    #[test]
    fn any_game_round_trips_through_json() {
        let game = AnyGame::replay(GameKind::Quoridor, Some("4"), &["e2", "b5", "e3h"]).unwrap();
        let json = serde_json::to_string(&game).unwrap();
        let back: AnyGame = serde_json::from_str(&json).unwrap();
        assert_eq!(back, game);
        assert_eq!(back.legal_moves(), game.legal_moves());
    }
}
