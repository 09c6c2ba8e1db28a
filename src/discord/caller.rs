//! Who is calling: an interaction's user, server and channel, and the languages Discord tells
//! with it (the user's `locale`, the server's `guild_locale`), made into the plain
//! [`Caller`] the table knows. A refusal is said in the caller's language, which the
//! interaction's `locale` gives; the server's comes from its `guild_locale`.
//!
//! It owns only reading who calls: it does not ask the table, nor show or send anything.

use poise::serenity_prelude as serenity;

use crate::i18n::Lang;
use crate::table::{Caller, Home, Player};

/// Where an interaction comes from and who reads it: its user, server and channel, how teban
/// reaches it, and the languages Discord tells (the user's `locale`, the server's
/// `guild_locale`).
#[derive(Clone, Copy)]
pub struct Who<'a> {
    pub user: &'a serenity::User,
    pub guild: Option<serenity::GuildId>,
    pub channel: serenity::ChannelId,
    /// A channel teban posts to, or a conversation it only answers in ([`super::reach`]).
    pub home: Home,
    pub locale: &'a str,
    pub guild_locale: Option<&'a str>,
}

/// The caller of an interaction, as the table knows them: reading the language of their Discord
/// locale (English when teban does not speak it), in a server of Discord's language, if teban
/// speaks it.
pub fn caller(from: Who<'_>) -> Caller {
    Caller::new(
        from.user.id.get(),
        display_name(from.user),
        from.guild.map(|g| g.get()),
        from.channel.get(),
    )
    .speaking(
        lang_of(from.locale),
        from.guild_locale.and_then(Lang::from_discord),
    )
    .reached(from.home)
}

/// The language of a Discord locale: the one teban speaks, else English.
pub fn lang_of(locale: &str) -> Lang {
    Lang::from_discord(locale).unwrap_or_default()
}

/// The name a user shows on Discord: their global display name, else their username.
pub fn display_name(user: &serenity::User) -> String {
    user.global_name
        .clone()
        .unwrap_or_else(|| user.name.clone())
}

/// A Discord user as the table knows a player: their id and the name they show.
pub fn player_of(user: &serenity::User) -> Player {
    Player::new(user.id.get(), display_name(user))
}
