//! Text helpers every layer may use: a leaf of the crate, it imports nothing of teban's. What a
//! player typed is echoed back cut short ([`clipped`]), so a refusal stays short on Discord and
//! at the terminal alike. What the service says is a [`Text`]: words, and the typed values among
//! them ([`marks`]: a name, a moment, a channel...) that each front end writes its own way.

pub mod marks;
mod sentence;

pub use marks::Mark;
pub use sentence::{Piece, Pieces, Style, Text};

/// `text` cut to at most `max` characters, the last one an ellipsis when anything was cut.
pub fn clipped(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

/// The longest text teban reads (`/move`, a record's line) as a move: every move of every game is far shorter, and a
/// refusal that quotes the input stays short.
pub const LONGEST_MOVE: usize = 64;
