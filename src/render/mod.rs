//! Pictures of positions: game state in, PNG bytes out.
//!
//! This module owns the pictures and nothing else: it reads positions through the games' public
//! API and never changes them, and knows nothing of storage or Discord. [`board_png`] is the one
//! front door the game service and the bot use; each game has its own file laying out its board
//! (`quoridor.rs`, `sensei.rs`, `niwa.rs`), all drawn with the shared [`kit`] (colours,
//! anti-aliased shapes, text, tokens, the header with the players). [`replay_gif`] animates a
//! whole game from the same pictures (`replay.rs`).

pub mod chart;
pub mod kit;
pub mod niwa;
pub mod quoridor;
pub mod replay;
pub mod sensei;

pub use replay::{replay_gif, Replay};

use image::RgbImage;

use crate::games::{AnyGame, Outcome, Seat, WinReason};

/// What a picture shows besides the position itself.
#[derive(Clone, Debug, Default)]
pub struct View {
    /// The players' names by seat (seat 1 first); missing names are drawn as "Seat N".
    pub names: Vec<String>,
    /// Mark the legal destinations of the player to move.
    pub hints: bool,
}

impl View {
    /// The name drawn for `seat`.
    pub fn name(&self, seat: Seat) -> String {
        match self.names.get(seat.index()).map(|n| n.trim()) {
            Some(name) if !name.is_empty() => name.to_string(),
            _ => format!("Seat {}", seat.as_number()),
        }
    }

    /// The header's top right: how many moves were played and the last one.
    fn move_line(&self, ply: u32, last: Option<String>) -> String {
        match (ply, last) {
            (0, _) => "New game".to_string(),
            (ply, Some(last)) => format!("Move {ply} · {last}"),
            (ply, None) => format!("Move {ply}"),
        }
    }

    /// The header's bottom line: whose turn it is, or how the game ended.
    fn status_line(&self, to_move: Option<Seat>, outcome: Option<Outcome>) -> String {
        match (outcome, to_move) {
            (Some(Outcome::Win { winner, reason }), _) => {
                let name = self.name(winner);
                match reason {
                    WinReason::Goal => format!("{name} reached the goal and wins"),
                    WinReason::Resignation => format!("{name} wins by resignation"),
                    WinReason::NoLegalMove => format!("{name} wins: the opponent cannot move"),
                    WinReason::UnfairGame => format!("{name} wins: unfair game"),
                    WinReason::Time => format!("{name} wins on time"),
                }
            }
            (Some(Outcome::Draw), _) => "Drawn by agreement".to_string(),
            (None, Some(seat)) => format!("{} to play", self.name(seat)),
            (None, None) => String::new(),
        }
    }
}

/// Draws `game` as a PNG.
pub fn board_png(game: &AnyGame, view: &View) -> Vec<u8> {
    kit::encode_png(&board_image(game, view))
}

/// Draws `game`: the one picture both the PNG and each frame of a replay are.
pub fn board_image(game: &AnyGame, view: &View) -> RgbImage {
    let canvas = match game {
        AnyGame::Quoridor(q) => quoridor::draw(q, view),
        AnyGame::Sensei(s) => sensei::draw(s, view),
        AnyGame::Niwa(n) => niwa::draw(n, view),
    };
    canvas.into_image()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_or_blank_names_become_seat_numbers() {
        let view = View {
            names: vec!["Ann".into(), "  ".into()],
            hints: false,
        };
        assert_eq!(view.name(Seat(0)), "Ann");
        assert_eq!(view.name(Seat(1)), "Seat 2");
        assert_eq!(view.name(Seat(3)), "Seat 4");
    }

    #[test]
    fn the_status_says_whose_turn_or_who_won() {
        let view = View {
            names: vec!["Ann".into(), "Bob".into()],
            hints: false,
        };
        assert_eq!(view.status_line(Some(Seat(1)), None), "Bob to play");
        let won = Outcome::Win {
            winner: Seat(0),
            reason: WinReason::Goal,
        };
        assert_eq!(
            view.status_line(None, Some(won)),
            "Ann reached the goal and wins"
        );
        assert_eq!(view.move_line(0, None), "New game");
        assert_eq!(view.move_line(7, Some("e3h".into())), "Move 7 · e3h");
    }
}
