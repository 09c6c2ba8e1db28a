//! Games: playing one. A move checked and committed ([`Games::play`], `commit.rs`: the one
//! transition of a game's append-only log, which every service's entry goes through), draws,
//! resignations and aborts (`play.rs`), takebacks, move previews, conditional moves (`plans/`),
//! teban's own turns, spectators (`watch.rs`), a game's thread and its line in the parent
//! channel (`threads.rs`), its record and its replay.
//!
//! Decisions where the issue is silent:
//! - A game's *version* is the number of entries in its move log (moves, resignations, agreed
//!   draws). Buttons carry it; a draw offer does not change it, so offering a draw does not make the
//!   move buttons stale.
//! - A draw needs every seated player's agreement: "offer draw" records the caller's agreement and
//!   the draw happens when the last one agrees. Any move withdraws every offer.
//! - teban itself can be challenged ([`Player::teban`]): it accepts at once, and its moves are
//!   made by [`Games::bot_turn`], which a front end calls after every reply that leaves teban to
//!   move, and for every game of [`Games::pending_bot_turns`] when it starts (so a restart while
//!   teban was thinking resumes its thinking). Its games are stored, shown and rated like any
//!   other; each level is a player of its own on the leaderboard.
//! - `/record` without a game means the caller's newest game in the channel, on or over; with one,
//!   any game of the caller's server (outside a server, only the caller's own games outside any
//!   server).
//! - Games in threads of their own (`threads.rs`; on by default, `/settings`) and a replay posted
//!   when a game ends (`replay.rs`; on by default, in the game's thread or channel). A game's end
//!   in a thread also edits its line in the parent channel to the result; both are outbox posts
//!   written with the entry that ends the game.
//! - Takebacks (`takeback.rs`): by the other players' consent, only right after one's own move,
//!   as a `takeback` entry of the append-only log; its own decisions are in that file.
//! - Spectators (`watch.rs`): any game of the server is shown to whoever asks, without buttons.
//! - Conditional moves (`plans/`): the player waiting for their opponent stores lines; the reply
//!   planned for the opponent's move is committed with it, by the same commit as every entry.

mod commit;
pub mod plans;
pub mod play;
pub mod preview;
mod record;
mod replay;
pub mod suggest;
mod takeback;
mod teban;
mod threads;
mod time_out;
mod watch;

use std::sync::Arc;

use crate::store::Store;
use crate::table::clocks::Clocks;
use crate::table::settings::ServerSettings;
use crate::table::shared::lanes::Lanes;
use crate::table::shared::thinking::Thoughts;
#[cfg(doc)]
use crate::table::shared::Player;
use crate::table::shared::{Core, GameCard, GameId, Settings};

pub(in crate::table) use preview::dropped;
pub use suggest::{count_moves_starting_with, suggest_moves, typed_move};

/// Playing games: moves and their commit, draws, resignations, aborts and time-outs,
/// takebacks, previews, plans, teban's turns, spectators, a game's thread, record and replay.
/// It holds the store, the settings, the core below every service (finding a caller's game,
/// the view of a game, the changes told), and the two services it asks: the clocks (vacations,
/// notifications, the auto-vacation that may save a time-out) and the servers' settings (the
/// language of a channel).
pub struct Games {
    pub(in crate::table) store: Store,
    pub(in crate::table) settings: Settings,
    pub(in crate::table) core: Core,
    pub(in crate::table) clocks: Arc<Clocks>,
    pub(in crate::table) servers: Arc<ServerSettings>,
    /// Woken whenever a commit writes a post to the outbox.
    pub(in crate::table) posts: Arc<tokio::sync::Notify>,
    /// Moves and clicks in one channel take turns (see [`crate::table::shared::lanes`]).
    pub(in crate::table) lanes: Arc<Lanes>,
    /// teban's turns thought in this process.
    pub(in crate::table) thinking: Thoughts,
}

/// What the terminal (or a test) sees of the game it is driving.
#[derive(Clone, Debug)]
pub struct Seating {
    pub game: GameId,
    pub card: GameCard,
    /// True when an unfinished game of these players was found and resumed.
    pub resumed: bool,
}
