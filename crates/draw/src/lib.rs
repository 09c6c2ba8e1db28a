//! The drawing kit every game's picture is made with: colours, anti-aliased shapes, text, seat
//! tokens and the wooden board, drawn on pixels (PNG) or as vectors (SVG).
//!
//! This crate owns *how* things are drawn, never *what* a game shows: it knows no game, no
//! seat rules, no notation and no language (the header with the players' words is teban's
//! `render/kit/header.rs`). Each game's picture (teban's `render/quoridor.rs`, `sensei.rs`,
//! `niwa.rs`) lays out its board with these pieces. It is a crate of its own so that its pixel
//! loops are built optimised wherever teban is built for tests (see the workspace's profiles).
//! Its rooms:
//!
//! - `geometry.rs`: points and rectangles, and the arithmetic of placing things;
//! - `shapes.rs`: the shapes, each known by its signed distance, and the coverage ramps that
//!   anti-alias their edges;
//! - `canvas.rs`: the pixel backend: the pixel buffer, blending, and the primitives on it (fills,
//!   outlines, shadows, glows, stamped sprites, cached backdrops);
//! - `palette.rs`: the colour type, every colour a picture uses, the seats' tokens;
//! - `text.rs`: the embedded font, text laid out in the box it must fit;
//! - `board.rs`: the framed board, its squares and coordinates, for square-grid games;
//! - `indexed.rs`: indexed colour, one palette rule for the PNGs and the replays' frames;
//! - `surface.rs`: what a picture is drawn on, the [`Surface`] both backends take, and the
//!   [`Target`]s a player can point at;
//! - `svg.rs`: the vector backend, a standalone SVG document with its targets.

pub mod board;
mod canvas;
mod geometry;
pub mod indexed;
pub mod palette;
mod shapes;
mod surface;
mod svg;
mod text;

pub use canvas::{blend_into, Canvas};
pub use geometry::{Point, Rect, Turn};
pub use indexed::{encode_png, PNG_BUDGET};
pub use palette::{Colour, Token};
pub use shapes::Shape;
pub use surface::{Surface, Target};
pub use svg::Svg;
pub use text::{
    record_texts, text_width, Align, DrawnText, Overflow, TextStyle, Weight, COARSE_STEPS,
    MIN_SCALE,
};
