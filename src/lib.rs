//! teban (手番, "whose turn it is"): a Discord bot for turn-based board games.
//!
//! The crate is layered so that each layer only looks down (see `DESIGN.md`): [`games`] holds the
//! pure rules, and the command line in `main.rs` drives them.

pub mod discord;
pub mod games;
pub mod render;
pub mod store;
pub mod table;
