//! Challenges: a game proposed to named players or to anyone (an open challenge), accepted,
//! declined, cancelled or expired; rematches; and the blocks that keep challenges from harassing.
//!
//! Decisions where the issue is silent:
//! - A challenge is for exactly `seats - 1` opponents, all of whom must accept; the seats are then
//!   drawn at random (the rulebook's "a draw determines who starts"). A challenge naming nobody is
//!   open: the first members to accept take its seats (`open_challenge.rs`, which also keeps
//!   challenges from harassing: blocks, the cool-down after a Decline, the cap on waiting ones).
//! - A direct message with the bot is one person's place: only teban can be challenged there
//!   (`challenge.rs`), and its games are that person's alone. The terminal (no server either)
//!   seats its players itself and plays unrated.

mod blocks;
mod challenge;
mod lobby;
mod open_challenge;

use std::sync::Arc;

use crate::games::GameKind;
use crate::store::Store;
use crate::table::games::Games;
use crate::table::settings::ServerSettings;
use crate::table::shared::{Core, GameClock, Player, Settings};

pub use open_challenge::{DECLINE_COOL_DOWN_MS, MAX_OPEN_CHALLENGES};

/// What a challenge asks for.
#[derive(Clone, Debug)]
pub struct ChallengeRequest {
    pub kind: GameKind,
    /// The variant's name (`GameKind::variants`); `None` for the default one.
    pub variant: Option<String>,
    /// The other players: one, or three for 4-player Quoridor (`seats - 1`).
    pub opponents: Vec<Player>,
    /// Whether the result changes the guild's ratings.
    pub rated: bool,
    /// The time per move or the time bank; `None`: the server's default
    /// ([`Settings::default_clock`]). A game against teban has no clock.
    pub clock: Option<GameClock>,
}

/// What an open challenge asks of those who join it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OpenTerms {
    /// Only players within this many rating points of the challenger.
    pub rating_range: Option<u32>,
}

/// Challenges, open challenges, rematches and blocks. It holds the store, the settings, the core
/// (the view of a game begun), the servers' settings (a channel's language, the default clock)
/// and the games, which it asks only for the thread a game begun wants.
pub struct Challenges {
    pub(in crate::table) store: Store,
    pub(in crate::table) settings: Settings,
    pub(in crate::table) core: Core,
    pub(in crate::table) servers: Arc<ServerSettings>,
    pub(in crate::table) games: Arc<Games>,
}
