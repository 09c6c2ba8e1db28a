//! teban (手番, "whose turn it is"): a Discord bot for turn-based board games.
//!
//! The crate is layered so that each layer only looks down (see `docs/architecture.md`): [`games`]
//! holds the pure rules, [`ai`] plays them, [`render`] draws them, [`store`] keeps games in SQLite
//! or PostgreSQL, [`table`] is the game service every front end drives, [`console`] is the terminal
//! front end, [`discord`] the Discord one and [`web`] the web pages; [`config`] reads the settings once, at the start;
//! [`metrics`] serves what the bot counts to Prometheus, [`health`] whether it is alive and ready;
//! [`shutdown`] stops the process cleanly.

/// The computer opponents and analysis: the crate `teban-ai` (`crates/ai`), over the rules only.
pub use teban_ai as ai;
pub mod clock;
pub mod config;
pub mod console;
pub mod discord;
/// The rules: the crate `teban-games` (`crates/games`), which depends on nothing of teban's.
pub use teban_games as games;
pub mod health;
pub mod i18n;
pub mod metrics;
pub mod model;
/// Tournaments: the crate `teban-pairing` (`crates/pairing`), pairings and standings as pure values.
pub use teban_pairing as pairing;
pub mod record;
pub mod render;
pub mod shutdown;
pub mod store;
pub mod table;
pub mod text;
pub mod web;
