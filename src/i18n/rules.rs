//! The rules' words in every language: why a move is illegal, what a notation expects, why a
//! game was won, the variants' one-line descriptions.
//!
//! The games stay pure: they say *why* with typed values (each game's `Illegal`, gathered in
//! [`AnyIllegal`], the notation's [`Hint`], [`WinReason`]) and keep an English `Display` for logs and tests. This file turns
//! those values into [`Said`]s, which the table puts into the reader's language. Squares, cells,
//! fences and notation are written as the games write them, in every language.

use super::Said;
use crate::games::{
    niwa, quoridor, sensei, AnyIllegal, GameKind, Hint, MoveError, NoSuchVariant, NotationError,
    ReplayError, WinReason,
};
use crate::key;

/// Something the rules say, not yet in a language.
pub trait Says {
    fn said(&self) -> Said;
}

/// One word for each kind of thing in Sensei's way (a selector in the texts: `own`, `opponent`,
/// `pit`), so that each language chooses its own article and case.
fn obstacle(by: sensei::Obstacle) -> &'static str {
    match by {
        sensei::Obstacle::OwnStone => "own",
        sensei::Obstacle::OpponentStone => "opponent",
        sensei::Obstacle::Pit => "pit",
    }
}

/// A Niwa colour as a selector word (`green`, `orange`, `pink`).
fn colour(colour: niwa::Colour) -> &'static str {
    match colour {
        niwa::Colour::Green => "green",
        niwa::Colour::Orange => "orange",
        niwa::Colour::Pink => "pink",
    }
}

impl Says for quoridor::Illegal {
    fn said(&self) -> Said {
        use quoridor::Illegal::*;
        match self {
            GameOver => Said::new(key!("illegal-game-over")),
            AlreadyThere(square) => {
                Said::new(key!("illegal-quoridor-already-there")).with("square", square.to_string())
            }
            FenceInTheWay { from, to, fence } => {
                Said::new(key!("illegal-quoridor-fence-in-the-way"))
                    .with("fence", fence.to_string())
                    .with("from", from.to_string())
                    .with("to", to.to_string())
            }
            Occupied { square, seat } => Said::new(key!("illegal-quoridor-occupied"))
                .with("square", square.to_string())
                .with_number("seat", seat.as_number()),
            Unreachable { from, to } => Said::new(key!("illegal-quoridor-unreachable"))
                .with("from", from.to_string())
                .with("to", to.to_string()),
            NoFencesLeft => Said::new(key!("illegal-quoridor-no-fences-left")),
            FenceTaken(fence) => {
                Said::new(key!("illegal-quoridor-fence-taken")).with("fence", fence.to_string())
            }
            Overlaps { fence, other } => Said::new(key!("illegal-quoridor-overlaps"))
                .with("fence", fence.to_string())
                .with("other", other.to_string()),
            Crosses { fence, other } => Said::new(key!("illegal-quoridor-crosses"))
                .with("fence", fence.to_string())
                .with("other", other.to_string()),
            ShutsIn(seat) => {
                Said::new(key!("illegal-quoridor-shuts-in")).with_number("seat", seat.as_number())
            }
            CannotPass => Said::new(key!("illegal-quoridor-cannot-pass")),
        }
    }
}

impl Says for sensei::Illegal {
    fn said(&self) -> Said {
        use sensei::Illegal::*;
        let at = |key, square: &sensei::Square| Said::new(key).with("square", square.to_string());
        match self {
            GameOver => Said::new(key!("illegal-game-over")),
            ThirdStoneMove => Said::new(key!("illegal-sensei-third-stone-move")),
            SecondCharacterMove => Said::new(key!("illegal-sensei-second-character-move")),
            AfterTheWin(square) => at(key!("illegal-sensei-after-the-win"), square),
            NoStone(square) => at(key!("illegal-sensei-no-stone"), square),
            NotYourStone(square) => at(key!("illegal-sensei-not-your-stone"), square),
            CarriesCharacter(square) => at(key!("illegal-sensei-carries-character"), square),
            StaysPut(square) => at(key!("illegal-sensei-stays-put"), square),
            NotStraight { from, to } => Said::new(key!("illegal-sensei-not-straight"))
                .with("from", from.to_string())
                .with("to", to.to_string()),
            OneSquareOnly { preset, from, to } => Said::new(key!("illegal-sensei-one-square-only"))
                .with("variant", preset.to_string())
                .with("from", from.to_string())
                .with("to", to.to_string()),
            IntoPit(square) => at(key!("illegal-sensei-into-pit"), square),
            Taken { square, by } => Said::new(key!("illegal-sensei-taken"))
                .with("square", square.to_string())
                .with("by", obstacle(*by)),
            Blocked { by, at, to } => Said::new(key!("illegal-sensei-blocked"))
                .with("by", obstacle(*by))
                .with("at", at.to_string())
                .with("to", to.to_string()),
            AlreadyThere(square) => at(key!("illegal-sensei-already-there"), square),
            NoOwnStone(square) => at(key!("illegal-sensei-no-own-stone"), square),
            NotInLine { from, to } => Said::new(key!("illegal-sensei-not-in-line"))
                .with("from", from.to_string())
                .with("to", to.to_string()),
        }
    }
}

impl Says for niwa::Illegal {
    fn said(&self) -> Said {
        use niwa::Illegal::*;
        let at = |key, cell: &niwa::Cell| Said::new(key).with("cell", cell.to_string());
        let from_to = |key, from: &niwa::Cell, to: &niwa::Cell| {
            Said::new(key)
                .with("from", from.to_string())
                .with("to", to.to_string())
        };
        match self {
            GameOver => Said::new(key!("illegal-game-over")),
            SetUpFirst { example } => {
                Said::new(key!("illegal-niwa-set-up-first")).with("example", example.clone())
            }
            AlreadySetUp => Said::new(key!("illegal-niwa-already-set-up")),
            NoSuchCell(cell) => at(key!("illegal-niwa-no-such-cell"), cell),
            NotAStartSpace { cell, base } => Said::new(key!("illegal-niwa-not-a-start-space"))
                .with("cell", cell.to_string())
                .with("base", base.to_string()),
            NoFigurine(cell) => at(key!("illegal-niwa-no-figurine"), cell),
            NotNeighbours { from, to } => from_to(key!("illegal-niwa-not-neighbours"), from, to),
            Occupied(cell) => at(key!("illegal-niwa-occupied"), cell),
            OwnBase(cell) => at(key!("illegal-niwa-own-base"), cell),
            NoBead { at, to } => from_to(key!("illegal-niwa-no-bead"), at, to),
            WrongColour {
                from,
                to,
                line,
                bead,
            } => from_to(key!("illegal-niwa-wrong-colour"), from, to)
                .with("line", colour(*line))
                .with("bead", colour(*bead)),
            GiveToMover { to } => at(key!("illegal-niwa-give-to-mover"), to),
            NoTaker(cell) => at(key!("illegal-niwa-no-taker"), cell),
            Full(cell) => at(key!("illegal-niwa-full"), cell),
            WhichTaker { to, a, b } => at(key!("illegal-niwa-which-taker"), to)
                .with("a", a.to_string())
                .with("b", b.to_string()),
            NobodyTakes { to } => at(key!("illegal-niwa-nobody-takes"), to),
            PastTheBase(cell) => at(key!("illegal-niwa-past-the-base"), cell),
            JumpWithBeads(cell) => at(key!("illegal-niwa-jump-with-beads"), cell),
            NotAJump { from, to } => from_to(key!("illegal-niwa-not-a-jump"), from, to),
            BehindIsFree { to, over } => from_to(key!("illegal-niwa-behind-is-free"), over, to),
            EmptyMove => Said::new(key!("illegal-niwa-empty-move")),
            NoBeadToGive(cell) => at(key!("illegal-niwa-no-bead-to-give"), cell),
            GiveToItself => Said::new(key!("illegal-niwa-give-to-itself")),
        }
    }
}

impl Says for AnyIllegal {
    fn said(&self) -> Said {
        match self {
            AnyIllegal::Quoridor(illegal) => illegal.said(),
            AnyIllegal::Sensei(illegal) => illegal.said(),
            AnyIllegal::Niwa(illegal) => illegal.said(),
        }
    }
}

impl Says for Hint {
    fn said(&self) -> Said {
        Said::new(match self {
            Hint::QuoridorMove => key!("notation-quoridor-move"),
            Hint::QuoridorSquare => key!("notation-quoridor-square"),
            Hint::QuoridorFenceOffBoard => key!("notation-quoridor-fence-off-board"),
            Hint::SenseiSquare => key!("notation-sensei-square"),
            Hint::SenseiTurn => key!("notation-sensei-turn"),
            Hint::SenseiCharacterSquare => key!("notation-sensei-character-square"),
            Hint::SenseiStoneMove => key!("notation-sensei-stone-move"),
            Hint::SenseiTooManyActions => key!("notation-sensei-too-many-actions"),
            Hint::NiwaCell => key!("notation-niwa-cell"),
            Hint::NiwaTurn => key!("notation-niwa-turn"),
            Hint::NiwaSetupThree => key!("notation-niwa-setup-three"),
            Hint::NiwaSetupWord => key!("notation-niwa-setup-word"),
            Hint::NiwaColours => key!("notation-niwa-colours"),
            Hint::NiwaColourTwice => key!("notation-niwa-colour-twice"),
            Hint::NiwaSameCell => key!("notation-niwa-same-cell"),
            Hint::NiwaSetupColours => key!("notation-niwa-setup-colours"),
            Hint::NiwaJumpLast => key!("notation-niwa-jump-last"),
            Hint::NiwaTooManySteps => key!("notation-niwa-too-many-steps"),
            Hint::NiwaNoStep => key!("notation-niwa-no-step"),
            Hint::NiwaGive => key!("notation-niwa-give"),
        })
    }
}

impl Says for NotationError {
    /// "`zz9` is not a move: write a square like e2, ..."
    fn said(&self) -> Said {
        Said::new(key!("notation-not-a-move"))
            .with("input", self.input.clone())
            .with_said("hint", self.hint.said())
    }
}

impl Says for MoveError {
    /// "`zz9` is not a move: ..." or "e3 is illegal: e3 is not reachable from e1".
    fn said(&self) -> Said {
        match self {
            MoveError::Notation(e) => e.said(),
            MoveError::Illegal { notation, reason } => Said::new(key!("illegal-move-is-illegal"))
                .with("move", notation.clone())
                .with_said("reason", reason.said()),
        }
    }
}

/// The most of a variant name asked for that a refusal repeats (the longest real one has 17).
const VARIANT_ECHO: usize = 24;

impl Says for NoSuchVariant {
    /// "no Sensei variant `bogus`; the variants are arashi, shizukana, ..."
    fn said(&self) -> Said {
        Said::new(key!("variant-none-such"))
            .with_said("game", game_name(self.kind))
            .with("name", crate::text::clipped(&self.name, VARIANT_ECHO))
            .with("variants", self.kind.variant_names().join(", "))
    }
}

impl Says for ReplayError {
    fn said(&self) -> Said {
        match self {
            ReplayError::Variant(e) => e.said(),
            ReplayError::Move {
                index,
                notation,
                error,
            } => Said::new(key!("illegal-replay-move"))
                .with_number("index", *index as f64)
                .with("move", notation.clone())
                .with_said("error", error.said()),
        }
    }
}

impl Says for WinReason {
    /// "reached the goal", "on time"...: what follows "ann wins".
    fn said(&self) -> Said {
        Said::new(match self {
            WinReason::Goal => key!("play-reason-goal"),
            WinReason::Resignation => key!("play-reason-resignation"),
            WinReason::NoLegalMove => key!("play-reason-no-legal-move"),
            WinReason::UnfairGame => key!("play-reason-unfair-game"),
            WinReason::Time => key!("play-reason-time"),
        })
    }
}

/// A game's name ("Quoridor"), as the catalogue writes it.
pub fn game_name(kind: GameKind) -> Said {
    Said::new(match kind {
        GameKind::Quoridor => key!("game-quoridor"),
        GameKind::Sensei => key!("game-sensei"),
        GameKind::Niwa => key!("game-niwa"),
    })
}

/// The one-line description of the variant `name` of `kind` (`GameKind::variants`); `None` for
/// a name the game does not have.
pub fn variant_description(kind: GameKind, name: &str) -> Option<Said> {
    let key = match (kind, name) {
        (GameKind::Quoridor, "2-players") => key!("variant-quoridor-2-players"),
        (GameKind::Quoridor, "4-players") => key!("variant-quoridor-4-players"),
        (GameKind::Sensei, "arashi") => key!("variant-sensei-arashi"),
        (GameKind::Sensei, "shizukana") => key!("variant-sensei-shizukana"),
        (GameKind::Sensei, "shizukana-variant") => key!("variant-sensei-shizukana-variant"),
        (GameKind::Sensei, "arashi-expert") => key!("variant-sensei-arashi-expert"),
        (GameKind::Niwa, "compact") => key!("variant-niwa-compact"),
        (GameKind::Niwa, "path") => key!("variant-niwa-path"),
        (GameKind::Niwa, "wide") => key!("variant-niwa-wide"),
        _ => return None,
    };
    Some(Said::new(key))
}
