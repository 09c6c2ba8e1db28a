//! The Discord adapter: teban's game table ([`crate::table`]) on Discord, through poise on
//! serenity 0.12.
//!
//! This module owns everything Discord: starting the client from the environment, the slash
//! commands and their autocomplete ([`commands`]), button clicks ([`buttons`]) and how a service
//! [`Reply`](crate::table::Reply) becomes a message with an embed, a PNG and buttons
//! ([`present`]). It decides nothing about games: every request goes to the table as a plain
//! [`Caller`](crate::table::Caller) and every answer comes back as a plain reply. It is the only
//! module that may import serenity or poise.
//!
//! Decisions where the issue is silent:
//! - Every interaction is answered directly when the table answers within [`Settings::defer_after`]
//!   (1.5 s by default, well inside Discord's 3 s); otherwise it is deferred first and the answer
//!   follows. A deferral must say up front whether the answer is ephemeral, so each request
//!   defers with its usual visibility ([`present::Visibility`]).
//! - A button click answers with a new message rather than editing the clicked one, so that the
//!   mention of the player to move notifies them (edits do not ping). The old message's buttons
//!   stay; clicking them later is refused as stale by the table.
//! - A game that begins goes to a thread of its own where the server wants it and the bot may
//!   open one ([`threads`]); `/settings` and `/admin` are in [`manage`].
//! - teban itself is challenged by naming the bot as the opponent, with a `level`; it accepts at
//!   once and posts each of its moves as a message of its own ([`turns`]), delivered from the
//!   table's outbox ([`outbox`]) so that a move committed just before a crash is still posted.

mod buttons;
mod clocks;
mod commands;
mod guide;
mod manage;
mod outbox;
mod present;
mod shards;
mod start;
mod threads;
mod turns;

pub use shards::ShardRange;
pub use start::{run, Settings, StartError};

/// What every command and event handler shares: the game table and the adapter's settings.
pub struct Data {
    pub table: crate::table::Table,
    pub settings: Settings,
}

/// The error type of poise's handlers: anything that went wrong talking to Discord.
pub type Error = Box<dyn std::error::Error + Send + Sync>;
/// The context of a slash command.
pub type Context<'a> = poise::Context<'a, Data, Error>;
