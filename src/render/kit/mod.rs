//! The drawing kit every game's picture is made with: colours, anti-aliased shapes, text, seat
//! tokens, the wooden board and the header with the players.
//!
//! This module owns *how* things are drawn, never *what* a game shows: it knows no game, no
//! seat rules and no notation. Each game's picture (`render/quoridor.rs`, `sensei.rs`,
//! `niwa.rs`) lays out its board with these pieces. Its rooms:
//!
//! - `geometry.rs`: points and rectangles, and the arithmetic of placing things;
//! - `shapes.rs`: the shapes, each known by its signed distance, and the coverage ramps that
//!   anti-alias their edges;
//! - `canvas.rs`: the pixel backend: the pixel buffer, blending, and the primitives on it (fills,
//!   outlines, shadows, glows, stamped sprites, cached backdrops);
//! - `palette.rs`: the colour type, every colour a picture uses, the seats' tokens;
//! - `text.rs`: the embedded font, text laid out in the box it must fit;
//! - `board.rs`: the framed board, its squares and coordinates, for square-grid games;
//! - `header.rs`: the header above every board, one card per player;
//! - `indexed.rs`: indexed colour, one palette rule for the PNGs and the replays' frames;
//! - `surface.rs`: what a picture is drawn on, the [`Surface`] both backends take, and the
//!   [`Target`]s a player can point at;
//! - `svg.rs`: the vector backend, a standalone SVG document with its targets.
//!
//! Everything a picture uses is named here: `kit::Canvas`, `kit::Shape`, `kit::Point`...

pub mod board;
mod canvas;
mod geometry;
mod header;
pub mod indexed;
pub mod palette;
mod shapes;
mod surface;
mod svg;
mod text;

pub use canvas::Canvas;
pub use geometry::{Point, Rect, Turn};
pub use header::{Header, PlayerCard, PlayerState};
pub use indexed::{encode_png, PNG_BUDGET};
pub use palette::{Colour, Token};
pub use shapes::Shape;
pub use surface::{Surface, Target};
pub use svg::Svg;
pub use text::{
    record_texts, text_width, Align, DrawnText, Overflow, TextStyle, Weight, MIN_SCALE,
};
