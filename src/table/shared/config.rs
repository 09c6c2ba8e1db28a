//! The table's settings, read from the environment once at start by [`crate::config`].

use super::MoveClock;
use crate::text::Text;

/// The table's settings (read from the environment by [`crate::config`], see `.env.example`).
#[derive(Clone, Debug)]
pub struct Settings {
    /// `DATABASE_URL`, default `sqlite://teban.db`.
    pub database_url: String,
    /// `CHALLENGE_MINUTES`, default 15: how long a challenge stays open.
    pub challenge_minutes: u64,
    /// `AI_MOVE_MS`, default 2000: the longest teban thinks over one move of its own.
    pub ai_move_time: std::time::Duration,
    /// `AI_CLAIM_MARGIN_MS`, default 10000: how much longer than twice `ai_move_time` a claim on
    /// teban's turn lasts, for the commit of its move ([`Games::teban_claim_ms`]).
    ///
    /// [`Games::teban_claim_ms`]: crate::table::Games::teban_claim_ms
    pub ai_claim_margin: std::time::Duration,
    /// `DEFAULT_CLOCK`, default `3 days`: the time per move of a challenge that names none.
    pub default_clock: MoveClock,
    /// Where the time comes from: the system's clock, or one a test drives.
    pub clock: crate::clock::SharedClock,
    /// A player's move also writes what its answer shows (the board, the ping of the player to
    /// move) to the outbox, held while the front end answers ([`Reply::announcement`]): set by
    /// the Discord bot, whose answer may fail after the move is committed (a 429 or a 5xx on the
    /// interaction's callback, a crash), so that the move is still announced in the game's
    /// channel, once. Off for the terminal, which shows every reply itself.
    pub held_announcements: bool,
    /// How long a list (`/games`, `/open list`, a digest) may grow on the front end that shows
    /// it: the Discord bot sets what fits in one of its messages, measured as it writes a text;
    /// `None` (the terminal) shows every line. The lines that do not fit are counted, never cut.
    pub list_room: Option<Room>,
    /// How many bytes of a plan's tree (`/plan show`) the front end shows beside the rest of its
    /// answer: the Discord bot sets what its embed's description holds; `None` (a front end
    /// without a limit) shows every row. The rows left out are counted.
    pub tree_room: Option<usize>,
}

/// The room a front end has for a list: at most `chars` characters of a text as that front end
/// writes it (`width`).
#[derive(Clone, Copy, Debug)]
pub struct Room {
    pub chars: usize,
    pub width: fn(&Text) -> usize,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            database_url: "sqlite://teban.db".to_string(),
            challenge_minutes: 15,
            ai_move_time: std::time::Duration::from_millis(2000),
            ai_claim_margin: std::time::Duration::from_millis(10_000),
            default_clock: MoveClock(Some(3 * 24 * 60 * 60 * 1000)),
            clock: std::sync::Arc::new(crate::clock::SystemClock),
            held_announcements: false,
            list_room: None,
            tree_room: None,
        }
    }
}

/// The longest a challenge may stay open (`CHALLENGE_MINUTES`): a year.
pub const MAX_CHALLENGE_MINUTES: u64 = 365 * 24 * 60;
/// The longest teban may think over one move (`AI_MOVE_MS`, `teban arena --move-ms`): an hour.
pub const MAX_AI_MOVE_MS: u64 = 60 * 60 * 1000;
/// The longest margin of a claim on teban's turn (`AI_CLAIM_MARGIN_MS`): an hour.
pub const MAX_AI_CLAIM_MARGIN_MS: u64 = 60 * 60 * 1000;
