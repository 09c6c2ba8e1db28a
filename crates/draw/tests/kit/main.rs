//! The drawing kit, tested through the crate's public API only: one test binary for the whole
//! crate, so that `cargo test` links the crate's one build instead of compiling it a second time
//! as a harness of unit tests.
//!
//! A module per room of the kit: the geometry, the shapes' distances and edges, the pixel
//! backend, the colours and tokens, the text, the SVG backend and the indexed pictures.

mod canvas;
mod geometry;
mod indexed;
mod palette;
mod shapes;
mod svg;
mod text;
