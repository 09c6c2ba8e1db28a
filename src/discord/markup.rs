//! How the bot writes what the service says ([`Text`]) in Discord's message markup: a player's
//! name and the catalogue's emphasis in bold (`**ann**`), code between backticks, a plan's tree
//! in a code block, a moment as a timestamp each reader sees in their own zone and relative to
//! now (`<t:1700000000:R>`), a date as one in full (`<t:1700000000:f>`), a channel and a role as
//! mentions (`<#42>`, `<@&7>`), a link as its address. Words go as they are, as they always have.

use crate::text::{Mark, Piece, Style, Text};

/// `text` in Discord's markup.
pub fn markup(text: &Text) -> String {
    let mut out = String::new();
    let mut bold = 0usize;
    for piece in text.pieces() {
        match piece {
            Piece::Words(words) => out.push_str(words),
            Piece::Begin(style) | Piece::End(style) => {
                let begins = matches!(piece, Piece::Begin(_));
                match style {
                    Style::Strong => {
                        bold = if begins {
                            bold + 1
                        } else {
                            bold.saturating_sub(1)
                        };
                        out.push_str("**");
                    }
                    Style::Code => out.push('`'),
                    Style::Block if begins => out.push_str("```\n"),
                    Style::Block => out.push_str("```"),
                }
            }
            // Already in bold: the name is not set apart twice (`****` would show).
            Piece::Mark(Mark::Name(name)) if bold > 0 => out.push_str(&name),
            Piece::Mark(mark) => out.push_str(&marked(&mark)),
        }
    }
    out
}

/// One mark in Discord's markup.
fn marked(mark: &Mark) -> String {
    match mark {
        Mark::Name(name) => format!("**{name}**"),
        Mark::Moment(ms) => format!("<t:{}:R>", ms.div_euclid(1000)),
        Mark::Date(ms) => format!("<t:{}:f>", ms.div_euclid(1000)),
        Mark::Channel(channel) => format!("<#{channel}>"),
        Mark::Role(role) => format!("<@&{role}>"),
        Mark::Link(link) => link.url(),
    }
}

/// The number of characters of `text` in Discord's markup: what a message's limits count.
pub fn width(text: &Text) -> usize {
    markup(text).chars().count()
}
