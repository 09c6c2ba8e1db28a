//! The model: the values both the services ([`crate::table`]) and the store ([`crate::store`])
//! work with, and the decisions that are pure arithmetic on them. Ids (`ids.rs`), a game and its
//! seats, banks, plan and the players' notices read with it, and the one transition of a game by
//! an entry ([`GameRow::after`], `game.rs`), a game's clock and its written form (`clock.rs`), a
//! set of seats (`seat_set.rs`), where a game lives as teban reaches it (`home.rs`), a plan of conditional moves (`plan.rs`) and the ratings a
//! finished game gives (`rating.rs`). The services decide, the model computes, the store writes
//! what the model computed, in the transaction of the change (a game after its entry, the
//! ratings after its end).
//!
//! No I/O and no words of any language. Decision where the issue is silent: the ids, a clock, a
//! set of seats and a rating carry sqlx's `Type`/`Encode`/`Decode`/`FromRow`, so that the store
//! binds and reads them as they are; the model still runs no query and holds no connection.

pub mod clock;
mod game;
mod home;
pub mod ids;
pub mod plan;
pub mod rating;
pub mod seat_set;

pub use crate::record::EntryKind;
pub use clock::{GameClock, MoveClock, NotAClock, NotATimePerMove, TimeBank};
pub use game::{Append, Away, Deadline, GameRow, Notices, SeatRow, ThreadLine};
pub use home::{Home, NotAHome};
pub use ids::{ChallengeId, ChannelId, GameId, GuildId, MessageId, TournamentId, UserId};
pub use plan::Plan;
pub use rating::Rating;
pub use seat_set::SeatSet;
