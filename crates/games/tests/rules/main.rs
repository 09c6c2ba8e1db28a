//! The rules of every game, tested through the crate's public API only: one test binary for the
//! whole crate, so that `cargo test` links the crate's one build instead of compiling it a second
//! time as a harness of unit tests.
//!
//! A module per game (its rulebook's situations, notation, board geometry, stored form and random
//! games), and the parts every game shares: [`any`] (one value for every game, the kinds and their
//! variants) and [`notations`] (the legal moves written out).

mod any;
mod niwa;
mod notations;
mod quoridor;
mod sensei;
