//! Shared test support: the loopback fake of Discord and the bot process driven against it.

pub mod bot;
pub mod fake_discord;
