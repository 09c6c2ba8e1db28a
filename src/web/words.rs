//! How the page shows what the service says ([`Text`]): as HTML the server writes, every word
//! escaped, which the page puts in place as it is (`innerHTML`). A moment and a date are a
//! `<time>` whose `datetime` a script may read, showing the date and time in UTC; a link to
//! Discord is a link; a name, a channel, a role and the catalogue's emphasis are their plain
//! words, as the page has always shown them.
//!
//! Why HTML made here rather than pieces the page assembles: the page already sets its texts
//! whole, and one function on the server, whose output only [`Html`] holds, keeps every word a
//! player chose (a name, a tournament's name) escaped; the page's scripts stay as they were but
//! for `textContent` becoming `innerHTML` where a [`Html`] arrives (its content policy runs no
//! inline script besides).

use html_escape::{encode_double_quoted_attribute, encode_text};
use serde::Serialize;

use crate::text::{marks, Mark, Piece, Text};

/// A piece of HTML made by [`html`] or [`Html::words`]: every word in it escaped.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(transparent)]
pub struct Html(String);

impl Html {
    /// `words` as they are, escaped.
    pub fn words(words: &str) -> Html {
        Html(encode_text(words).into_owned())
    }

    /// The HTML, as the page receives it.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// `text` as the page shows it.
pub fn html(text: &Text) -> Html {
    let mut out = String::new();
    for piece in text.pieces() {
        match piece {
            Piece::Words(words) => out.push_str(&encode_text(words)),
            Piece::Begin(_) | Piece::End(_) => {}
            Piece::Mark(Mark::Moment(ms) | Mark::Date(ms)) => out.push_str(&format!(
                "<time datetime=\"{}\">{}</time>",
                marks::rfc3339(ms),
                marks::utc_words(ms)
            )),
            Piece::Mark(Mark::Link(link)) => {
                let url = link.url();
                let href = encode_double_quoted_attribute(&url);
                out.push_str(&format!("<a href=\"{href}\">{}</a>", encode_text(&url)));
            }
            Piece::Mark(mark) => out.push_str(&encode_text(&mark.to_string())),
        }
    }
    Html(out)
}
