//! Standings: what players read of each other. The leaderboards (also as data, and the players
//! of a server, for the web's lobby), a player's record and the list of their unfinished games
//! (`leaderboard.rs`), and their profile (`profile.rs`).
//!
//! Decisions where the issue is silent:
//! - Ratings live per guild, game and number of players (a 4-player Weng-Lin ladder and a
//!   2-player Glicko-2 ladder do not share a scale).
//! - Outside a server, a person's games against teban are rated on a ladder of their own
//!   ([`crate::store::Scope::Own`]: they and teban's levels), which only they read: the
//!   leaderboard there is theirs, `/profile` and a player's record show only their own, and
//!   `/games`, `/record`, `/replay` and `/board game:` reach only games they sat at.

mod leaderboard;
pub mod profile;

use std::sync::Arc;

use crate::store::Store;
use crate::table::clocks::Clocks;
use crate::table::settings::ServerSettings;
use crate::table::shared::Settings;

pub use leaderboard::Ladder;
pub use profile::{median, time_taken};

/// Leaderboards, a player's record, games and profile. It holds the store, the settings, the
/// servers' settings (a channel's language) and the clocks, which it asks only for a player's
/// vacation days left.
pub struct Standings {
    pub(in crate::table) store: Store,
    pub(in crate::table) settings: Settings,
    pub(in crate::table) servers: Arc<ServerSettings>,
    pub(in crate::table) clocks: Arc<Clocks>,
}
