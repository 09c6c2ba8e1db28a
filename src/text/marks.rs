//! The typed values a sentence may carry besides words: a player's name, a moment, a date, a
//! channel, a role, a link to a channel or a message. The service puts them into its sentences
//! as values ([`super::Text`]); each front end writes them its own way (Discord its `<t:…:R>`,
//! mentions and bold names, the web page a `<time>` and links, the terminal plain words). What
//! they are in plain words, for the terminal, a log line and the words inside the web's
//! elements, is its `Display`.

use std::fmt;

/// A value in a sentence that a front end writes its own way.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Mark {
    /// A player named in a sentence (Discord writes the name in bold).
    Name(String),
    /// A moment (milliseconds since the epoch) each reader may see relative to now ("in 3
    /// hours", "2 days ago").
    Moment(i64),
    /// A date and time (milliseconds since the epoch), in each reader's zone where the front
    /// end knows it.
    Date(i64),
    /// A channel or thread, by its number.
    Channel(u64),
    /// A role of a server, by its number.
    Role(u64),
    /// A channel of a server, or a message in it: where a reader can go on Discord.
    Link(Link),
}

/// A channel of the server `guild`, or its `message`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Link {
    pub guild: u64,
    pub channel: u64,
    pub message: Option<u64>,
}

impl Link {
    /// The address a browser opens it at, which every front end shows (a channel or a message
    /// lives on Discord whoever reads about it).
    pub fn url(&self) -> String {
        let Link {
            guild,
            channel,
            message,
        } = self;
        match message {
            Some(message) => format!("https://discord.com/channels/{guild}/{channel}/{message}"),
            None => format!("https://discord.com/channels/{guild}/{channel}"),
        }
    }
}

/// A player named in a sentence.
pub fn name(name: impl AsRef<str>) -> Mark {
    Mark::Name(name.as_ref().to_string())
}

/// Players named one after the other, `apart` between each two ("ann, bob").
pub fn names<S: AsRef<str>>(names: impl IntoIterator<Item = S>, apart: &str) -> super::Text {
    super::Text::join(names.into_iter().map(|n| name(n).into()), apart)
}

/// `ms` (milliseconds since the epoch) as a moment each reader sees relative to now.
pub fn moment(ms: i64) -> Mark {
    Mark::Moment(ms)
}

/// `ms` as a date and time.
pub fn date(ms: i64) -> Mark {
    Mark::Date(ms)
}

/// The channel or thread `channel`.
pub fn channel(channel: impl Into<u64>) -> Mark {
    Mark::Channel(channel.into())
}

/// The role `role` of a server.
pub fn role(role: u64) -> Mark {
    Mark::Role(role)
}

/// A link to `channel` of the server `guild`, or to its `message`.
pub fn link(guild: impl Into<u64>, channel: impl Into<u64>, message: Option<u64>) -> Mark {
    Mark::Link(Link {
        guild: guild.into(),
        channel: channel.into(),
        message,
    })
}

/// `ms` as a date and time in UTC, as the terminal and the web page write a moment:
/// `2026-11-29 10:00 UTC`.
pub fn utc_words(ms: i64) -> String {
    match jiff::Timestamp::from_millisecond(ms) {
        Ok(at) => at.strftime("%Y-%m-%d %H:%M UTC").to_string(),
        Err(_) => ms.to_string(),
    }
}

/// `ms` as the machine-readable moment of RFC 3339, in UTC (`2026-11-29T10:00:00Z`), for a
/// page's `<time datetime>`.
pub fn rfc3339(ms: i64) -> String {
    match jiff::Timestamp::from_second(ms.div_euclid(1000)) {
        Ok(at) => at.strftime("%Y-%m-%dT%H:%M:%SZ").to_string(),
        Err(_) => ms.to_string(),
    }
}

/// The mark in plain words: a name as it is, a moment and a date as their UTC date and time, a
/// channel as `#` and its number, a role as `@` and its number, a link as its address.
impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mark::Name(name) => f.write_str(name),
            Mark::Moment(ms) | Mark::Date(ms) => f.write_str(&utc_words(*ms)),
            Mark::Channel(channel) => write!(f, "#{channel}"),
            Mark::Role(role) => write!(f, "@{role}"),
            Mark::Link(link) => f.write_str(&link.url()),
        }
    }
}
