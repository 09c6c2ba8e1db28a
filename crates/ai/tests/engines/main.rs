//! The computer opponents, tested through the crate's public API only: one test binary for the
//! whole crate, so that `cargo test` links the crate's one build instead of compiling it a second
//! time as a harness of unit tests.
//!
//! A module per game's engine (what it takes, what it stops, that it is legal and deterministic,
//! that it beats weaker play), the search's own promises ([`search`]: its table keys, its memory,
//! a depth the clock cut), the arena, the analysis of a game and the calibration of its chances.

mod analysis;
mod arena;
mod calibration;
mod niwa;
mod quoridor;
mod search;
mod sensei;
