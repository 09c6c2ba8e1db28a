//! The drawing kit every game's picture is made with: the crate `teban-draw` (colours,
//! anti-aliased shapes, text, seat tokens, the wooden board, PNG and SVG backends; it knows no game
//! and no language), and the header above every board, whose words come from the catalogue.
//!
//! Everything a picture uses is named here: `kit::Canvas`, `kit::Shape`, `kit::Point`...

mod header;

pub use header::{Header, PlayerCard, PlayerState};
pub use teban_draw::*;
