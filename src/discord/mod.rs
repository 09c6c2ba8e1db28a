//! The Discord adapter: teban's game table ([`crate::table`]) on Discord, through poise on
//! serenity 0.12.
//!
//! It owns everything Discord and decides nothing about games: every request goes to the table
//! as a plain [`Caller`](crate::table::Caller) and every answer comes back as a plain
//! [`Reply`](crate::table::Reply). It is the only module that may import serenity or poise.
//!
//! Its rooms:
//! - [`start`]: the settings from the environment, the checks, the framework and the shards.
//! - [`commands`]: every slash command, registered in one place, with its autocomplete.
//! - [`buttons`]: button clicks, handed to the table by their `custom_id`.
//! - [`open_board`]: a game's Open board button: the Activity, or the game's web page.
//! - [`caller`]: who is calling, and in which languages.
//! - [`reach`]: how teban reaches the conversation an interaction comes from (a server where it
//!   is installed, its own DMs, or only through the caller's own install), and whether Discord
//!   keeps every answer there private.
//! - [`shown`]: what a reply shows: the embed, the board (drawn here), the files, the buttons,
//!   the pings.
//! - [`send`]: how it is sent: an interaction answered in time; [`posts`]: an outbox post
//!   delivered (a message, an edit, a direct message, a follow-up).
//! - [`threads`]: a thread per game, where the server wants one and the bot may open it.
//! - [`turns`]: teban's own turns, played in the background.
//! - [`outbox`]: the deliverer of what the bot owes its channels, which waits as long as
//!   Discord's rate limits say ([`rest`]: its posts sent by hand).
//! - [`conversations`]: what teban owes a game where it only answers: follow-ups of the latest
//!   answer there, direct messages, or a line at the top of the next answer there.
//! - [`clocks`]: the scheduler's task (reminders, losses on time).
//! - [`analyses`]: the task that analyses the games players queued, one at a time.
//! - [`shards`]: the gateway shards this process runs, and their watcher.
//! - [`stopping`]: a clean stop: the gateway closed, the interactions under way answered.
//!
//! Decisions where the issue is silent:
//! - Every interaction is answered directly when the table answers within [`Settings::defer_after`]
//!   (1.5 s by default, well inside Discord's 3 s); otherwise it is deferred first and the answer
//!   follows. A deferral must say up front whether the answer is ephemeral, so each request
//!   defers with its usual visibility ([`send::Visibility`]).
//! - A button click answers with a new message rather than editing the clicked one, so that the
//!   mention of the player to move notifies them (edits do not ping). The old message's buttons
//!   stay; clicking them later is refused as stale by the table. Where teban only answers, a
//!   press on a game's card edits the card in place instead ([`buttons`]): teban could not post
//!   a new card there on its own.
//! - A game that begins goes to a thread of its own where the server wants it and the bot may
//!   open one ([`threads`]); `/settings` and `/admin` are for members who manage the server.
//! - teban itself is challenged by naming the bot as the opponent, with a `level`; it accepts at
//!   once and posts each of its moves as a message of its own ([`turns`]), delivered from the
//!   table's outbox ([`outbox`]) so that a move committed just before a crash is still posted.

mod analyses;
mod buttons;
mod caller;
mod clocks;
pub mod commands;
mod conversations;
pub mod markup;
mod open_board;
pub mod outbox;
mod posts;
pub mod reach;
pub mod rest;
pub mod send;
pub mod shards;
pub mod shown;
pub mod start;
mod stopping;
pub mod threads;
mod turns;

pub use shards::ShardRange;
pub use start::{run, Settings, StartError};

/// What every command and event handler shares: the game table, the adapter's settings, and
/// Discord's REST API called by hand (interaction callbacks and outbox posts).
pub struct Data {
    pub table: crate::table::Table,
    pub settings: Settings,
    pub rest: rest::Rest,
}

/// The error type of poise's handlers: anything that went wrong talking to Discord.
pub type Error = Box<dyn std::error::Error + Send + Sync>;
/// The context of a slash command.
pub type Context<'a> = poise::Context<'a, Data, Error>;
