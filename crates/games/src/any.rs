//! [`AnyGame`]: any game, for the parts of teban that must not care which one it is (the service,
//! the store, the renderer's front door, the bot); moves cross this boundary as notation text.

use serde::{Deserialize, Serialize};

use crate::{
    Game, GameKind, MoveError, Niwa, NoSuchVariant, Notations, Outcome, Quoridor, ReplayError,
    Seat, Sensei, WinReason,
};

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

impl AnyGame {
    /// A new game of `kind`, in the named variant (the default one when `None`).
    pub fn new(kind: GameKind, variant: Option<&str>) -> Result<AnyGame, NoSuchVariant> {
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
        let mut game = AnyGame::new(kind, variant).map_err(ReplayError::Variant)?;
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
        self.legal_notations().to_vec()
    }

    /// Every legal move, canonical and sorted, written out in one text.
    pub fn legal_notations(&self) -> Notations {
        dispatch!(self, g => legal_notations(g))
    }

    /// The legal moves of the shortest notation ([`Game::shortest_moves`]), canonical and
    /// sorted, when there are at most `most` of them; `None` when there are more. Found without
    /// writing out every legal move.
    pub fn shortest_moves(&self, most: usize) -> Option<Vec<String>> {
        let mut moves: Vec<String> = dispatch!(self, g => {
            let moves = g.shortest_moves();
            if moves.len() > most {
                return None;
            }
            moves.iter().map(ToString::to_string).collect()
        });
        moves.sort_unstable();
        Some(moves)
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

fn legal_notations<G: Game>(game: &G) -> Notations {
    Notations::of(game.legal_moves(), G::write_move)
}

fn start<G: Game>(variant: Option<&str>) -> Result<G, NoSuchVariant> {
    let options = match variant {
        Some(v) if !v.trim().is_empty() => v.parse::<G::Options>()?,
        _ => G::Options::default(),
    };
    Ok(G::new(&options))
}
