//! Clocks: what runs while nobody plays. The scheduler's round (`clock.rs`: deadlines, reminders,
//! time-outs, a downtime not counted against anyone), vacations (`vacation.rs`), and players'
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

pub use clock::{Tick, DOWNTIME_GRACE_MS};
pub use preferences::{
    board_side_key, digest_suggestions, next_digest, reminders_key, time_zone_suggestions,
    NotificationsChange, PreferencesChange, DIGEST_OFF,
};
