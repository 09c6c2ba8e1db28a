//! Clocks: what runs while nobody plays. The scheduler's round (`clock.rs`: deadlines, reminders,
//! a downtime not counted against anyone; the games it finds out of time it hands back to the
//! games, which end them: `games/time_out.rs`), vacations (`vacation.rs`), and players'
//! notifications, preferences and daily digests (`preferences.rs`). The clocks' values (a move's
//! time, a time bank, the deadlines they give) lie below in [`crate::table::shared`], where the
//! commit and the challenges read them too.
//!
//! Decisions where the issue is silent:
//! - Players' preferences (`preferences.rs`, `/notifications`): mentions they turned off are left
//!   out of a game's posts, a direct message on their turn and a daily digest go through the
//!   outbox as posts to a person, and a DM Discord refuses falls back to a mention in the thread.
//! - The other decisions of the clocks are in `clock.rs`'s and `vacation.rs`'s headers.

mod clock;
pub mod preferences;
mod vacation;

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use crate::store::Store;
use crate::table::shared::Settings;

pub use clock::{Round, Tick, DOWNTIME_GRACE_MS};
pub use preferences::{
    board_side_key, digest_suggestions, next_digest, reminders_key, time_zone_suggestions,
    NotificationsChange, PreferencesChange, DIGEST_OFF,
};

/// What runs while nobody plays, and what a player chose of it: the scheduler's deadlines and
/// reminders, vacations, notifications, preferences and digests. It asks no other service: it
/// holds the store, the settings, and the outbox's wake-up; the games it finds out of time it
/// hands back ([`Round`]) for the games to end.
pub struct Clocks {
    pub(in crate::table) store: Store,
    pub(in crate::table) settings: Settings,
    /// Woken whenever a reminder, a vacation's line or a digest is written to the outbox.
    pub(in crate::table) posts: Arc<tokio::sync::Notify>,
    /// Set by the first round of the scheduler in this process (which counts a downtime).
    pub(in crate::table) ticking: Arc<AtomicBool>,
}
