//! The marks a sentence of the table may carry besides words: a bold name (`**ann**`), code
//! (`` `/move` ``), a moment (relative, or as a date), a channel, a link to a message. They are
//! written once, here, in the syntax of the richest front end (Discord's message markup), which
//! sends them as they are; the terminal and the web page read them as plain words ([`plain`]):
//! a moment as its UTC date and time, a channel by its number.

use std::fmt::Display;

/// `ms` (milliseconds since the epoch) as a moment each reader sees relative to now ("in 3
/// hours", "2 days ago").
pub fn moment(ms: i64) -> String {
    format!("<t:{}:R>", ms.div_euclid(1000))
}

/// `ms` as a date and time in each reader's own time zone.
pub fn date(ms: i64) -> String {
    format!("<t:{}:f>", ms.div_euclid(1000))
}

/// The channel or thread `channel`, by its name where the reader can see it (it pings no one).
pub fn channel(channel: impl Display) -> String {
    format!("<#{channel}>")
}

/// A link to `channel` of the server `guild`, or to its `message`.
pub fn link(guild: impl Display, channel: impl Display, message: Option<u64>) -> String {
    match message {
        Some(message) => format!("https://discord.com/channels/{guild}/{channel}/{message}"),
        None => format!("https://discord.com/channels/{guild}/{channel}"),
    }
}

/// `text` without its marks, for a reader who sees them as characters (the terminal, a web
/// page): no bold nor code marks, a moment as its date and time in UTC, a channel as `#` and its
/// number. Links stay: they are words a reader can follow.
pub fn plain(text: &str) -> String {
    let text = text.replace("**", "").replace('`', "");
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(start) = rest.find('<') {
        out.push_str(&rest[..start]);
        let tail = &rest[start..];
        match tail
            .find('>')
            .and_then(|end| Some((unmarked(&tail[1..end])?, end)))
        {
            Some((words, end)) => {
                out.push_str(&words);
                rest = &tail[end + 1..];
            }
            None => {
                out.push('<');
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The words of one mark's inside (`t:1700000000:R`, `#42`), or `None` when it is no mark.
fn unmarked(inside: &str) -> Option<String> {
    if let Some(channel) = inside.strip_prefix('#') {
        return channel
            .bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| format!("#{channel}"));
    }
    let moment = inside.strip_prefix("t:")?;
    let seconds = moment.split(':').next()?.parse::<i64>().ok()?;
    let at = jiff::Timestamp::from_second(seconds).ok()?;
    Some(at.strftime("%Y-%m-%d %H:%M UTC").to_string())
}
