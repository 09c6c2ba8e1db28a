//! [`Text`]: what the service says, as words and the values among them ([`Mark`]s: a name, a
//! moment, a channel...) and the emphasis the catalogue gives some words ([`Style`]: bold, code,
//! a block of lines), never in one front end's markup. Each front end writes a text its own way,
//! walking its [`Piece`]s: the Discord adapter as Discord's markup, the web page as HTML, the
//! terminal as plain words ([`Text::plain_words`]).
//!
//! A text is kept as one string in which each mark and each style's beginning and end is a token
//! between two characters of Unicode's private use area, which nothing else may hold: words are
//! cleaned of them as they come in ([`Text::words`]). So texts join as strings do, and a text is
//! stored as it is (the outbox's posts, [`Text::stored`]); a stored string written before texts
//! had marks reads back as words.
//!
//! The catalogue's sentences become texts in [`crate::i18n`]: there each argument is written as
//! a token too ([`Text::from_catalogue`]), so that only the catalogue's own characters are read
//! for its emphasis (`**bold**`, `` `code` ``), never a player's name.

use std::fmt;

use super::marks::{Link, Mark};

/// Opens a token: a kind, then what it holds.
const OPEN: char = '\u{E000}';
/// Closes a token.
const CLOSE: char = '\u{E001}';
/// Opens a whole text put into a sentence of the catalogue, which is not read for emphasis.
pub(crate) const NEST_OPEN: char = '\u{E002}';
/// Closes it.
pub(crate) const NEST_CLOSE: char = '\u{E003}';

/// What nothing but a token may hold.
fn reserved(c: char) -> bool {
    ('\u{E000}'..='\u{E003}').contains(&c)
}

/// How a run of words is set apart, where the catalogue says so.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Style {
    /// Bold (`**…**` in the catalogue).
    Strong,
    /// A command, a notation, what a player typed (`` `…` `` in the catalogue).
    Code,
    /// Lines to be shown as they are, in a fixed-width font (a plan's tree).
    Block,
}

impl Style {
    fn sign(self) -> char {
        match self {
            Style::Strong => '*',
            Style::Code => '`',
            Style::Block => '#',
        }
    }
}

/// One piece of a text, in order.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Piece<'a> {
    Words(&'a str),
    Mark(Mark),
    /// The words and marks up to the matching [`Piece::End`] are set apart.
    Begin(Style),
    End(Style),
}

/// Words and the values among them: what the service says, which each front end writes its way.
#[derive(Clone, PartialEq, Eq, Default)]
pub struct Text(String);

impl Text {
    /// No words.
    pub fn new() -> Text {
        Text::default()
    }

    /// `words` as they are (a name, a move, what someone typed): never read as marks.
    pub fn words(words: &str) -> Text {
        let mut text = Text::new();
        text.push_words(words);
        text
    }

    /// Adds `words` as they are.
    pub fn push_words(&mut self, words: &str) {
        self.0.extend(words.chars().filter(|c| !reserved(*c)));
    }

    /// Adds the mark `mark`.
    pub fn push_mark(&mut self, mark: &Mark) {
        let (kind, value) = match mark {
            Mark::Name(name) => ('n', name.chars().filter(|c| !reserved(*c)).collect()),
            Mark::Moment(ms) => ('m', ms.to_string()),
            Mark::Date(ms) => ('d', ms.to_string()),
            Mark::Channel(channel) => ('c', channel.to_string()),
            Mark::Role(role) => ('r', role.to_string()),
            Mark::Link(Link {
                guild,
                channel,
                message: None,
            }) => ('l', format!("{guild}/{channel}")),
            Mark::Link(Link {
                guild,
                channel,
                message: Some(message),
            }) => ('l', format!("{guild}/{channel}/{message}")),
        };
        self.token(kind, &value);
    }

    /// Adds `text`.
    pub fn push(&mut self, text: &Text) {
        self.0.push_str(&text.0);
    }

    /// `lines` shown as they are, in a fixed-width font ([`Style::Block`]).
    pub fn block(lines: &str) -> Text {
        Text::styled(Style::Block, lines)
    }

    /// `words` in bold ([`Style::Strong`]): a heading, a game's name above its lines.
    pub fn strong(words: &str) -> Text {
        Text::styled(Style::Strong, words)
    }

    /// `words` as code: a command, a move, what a player typed ([`Style::Code`]).
    pub fn code(words: &str) -> Text {
        Text::styled(Style::Code, words)
    }

    fn styled(style: Style, words: &str) -> Text {
        let mut text = Text::new();
        text.style(style, true);
        text.push_words(words);
        text.style(style, false);
        text
    }

    /// Adds a line break, then `line`.
    pub fn push_line(&mut self, line: &Text) {
        self.0.push('\n');
        self.push(line);
    }

    /// `texts`, `apart` between each two.
    pub fn join(texts: impl IntoIterator<Item = Text>, apart: &str) -> Text {
        let mut joined = Text::new();
        for (i, text) in texts.into_iter().enumerate() {
            if i > 0 {
                joined.push_words(apart);
            }
            joined.push(&text);
        }
        joined
    }

    /// Its first line: everything before its first line break outside a block, styles set
    /// apart before it closed (what one line about it says, as "since your last look" does).
    pub fn first_line(&self) -> Text {
        let mut line = Text::new();
        let mut open: Vec<Style> = Vec::new();
        for piece in self.pieces() {
            match piece {
                Piece::Words(words) if !open.contains(&Style::Block) => {
                    if let Some((before, _)) = words.split_once('\n') {
                        line.push_words(before);
                        break;
                    }
                    line.push_words(words);
                }
                Piece::Words(words) => line.push_words(words),
                Piece::Mark(mark) => line.push_mark(&mark),
                Piece::Begin(style) => {
                    open.push(style);
                    line.style(style, true);
                }
                Piece::End(style) => {
                    open.retain(|s| *s != style);
                    line.style(style, false);
                }
            }
        }
        for style in open.into_iter().rev() {
            line.style(style, false);
        }
        line
    }

    /// True when it says nothing.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    fn token(&mut self, kind: char, value: &str) {
        self.0.push(OPEN);
        self.0.push(kind);
        self.0.push_str(value);
        self.0.push(CLOSE);
    }

    fn style(&mut self, style: Style, begin: bool) {
        let kind = if begin { '[' } else { ']' };
        self.token(kind, &style.sign().to_string());
    }

    /// Its pieces, in order.
    pub fn pieces(&self) -> Pieces<'_> {
        Pieces { rest: &self.0 }
    }

    /// The marks it holds, in order.
    pub fn marks(&self) -> impl Iterator<Item = Mark> + '_ {
        self.pieces().filter_map(|piece| match piece {
            Piece::Mark(mark) => Some(mark),
            _ => None,
        })
    }

    /// The same text, its first letter a capital when it begins with words.
    pub fn capitalized(&self) -> Text {
        let mut chars = self.0.chars();
        match chars.next() {
            Some(first) if !reserved(first) => {
                Text(first.to_uppercase().chain(chars).collect::<String>())
            }
            _ => self.clone(),
        }
    }

    /// Its plain words, as the terminal and a log line read it: no emphasis, each mark as
    /// [`Mark`]'s `Display` says. (A text has no `Display`, so that no front end writes one
    /// without choosing how.)
    pub fn plain_words(&self) -> String {
        let mut words = String::with_capacity(self.0.len());
        for piece in self.pieces() {
            match piece {
                Piece::Words(w) => words.push_str(w),
                Piece::Mark(mark) => words.push_str(&mark.to_string()),
                Piece::Begin(_) | Piece::End(_) => {}
            }
        }
        words
    }

    /// The text as the outbox keeps it.
    pub fn stored(&self) -> &str {
        &self.0
    }

    /// A text the outbox kept ([`Text::stored`]).
    pub fn from_stored(stored: String) -> Text {
        Text(stored)
    }

    /// `text` put into a sentence of the catalogue whole: its words are not read again for
    /// emphasis ([`Text::from_catalogue`]).
    pub(crate) fn nested(&self) -> String {
        format!("{NEST_OPEN}{}{NEST_CLOSE}", self.0)
    }

    /// `words` as a token of a catalogue's sentence: an argument, not read for emphasis.
    pub(crate) fn argument(words: &str) -> String {
        let mut token = Text::new();
        token.token(
            'w',
            &words.chars().filter(|c| !reserved(*c)).collect::<String>(),
        );
        token.0
    }

    /// A mark as a token of a catalogue's sentence.
    pub(crate) fn mark_token(mark: &Mark) -> String {
        let mut token = Text::new();
        token.push_mark(mark);
        token.0
    }

    /// A sentence the catalogue wrote with its arguments as tokens ([`Text::argument`],
    /// [`Text::mark_token`], [`Text::nested`]): the catalogue's own `**…**` and `` `…` `` become
    /// styles; what the arguments hold is kept as it is.
    pub(crate) fn from_catalogue(formatted: &str) -> Text {
        let mut text = Text::new();
        let mut open: Vec<Style> = Vec::new();
        let mut depth = 0usize;
        let mut chars = formatted.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                NEST_OPEN => depth += 1,
                NEST_CLOSE => depth = depth.saturating_sub(1),
                _ if depth > 0 => text.0.push(c),
                OPEN => {
                    let mut token = String::new();
                    for t in chars.by_ref() {
                        if t == CLOSE {
                            break;
                        }
                        token.push(t);
                    }
                    match token.strip_prefix('w') {
                        Some(words) => text.0.push_str(words),
                        None => text.token_raw(&token),
                    }
                }
                '*' if chars.peek() == Some(&'*') && !open.contains(&Style::Code) => {
                    chars.next();
                    text.toggle(&mut open, Style::Strong);
                }
                '`' => text.toggle(&mut open, Style::Code),
                _ if reserved(c) => {}
                _ => text.0.push(c),
            }
        }
        while let Some(style) = open.pop() {
            text.style(style, false);
        }
        text
    }

    fn token_raw(&mut self, token: &str) {
        self.0.push(OPEN);
        self.0.push_str(token);
        self.0.push(CLOSE);
    }

    fn toggle(&mut self, open: &mut Vec<Style>, style: Style) {
        if open.last() == Some(&style) {
            open.pop();
            self.style(style, false);
        } else {
            open.push(style);
            self.style(style, true);
        }
    }
}

/// The pieces of a text ([`Text::pieces`]).
pub struct Pieces<'a> {
    rest: &'a str,
}

impl<'a> Iterator for Pieces<'a> {
    type Item = Piece<'a>;

    fn next(&mut self) -> Option<Piece<'a>> {
        if self.rest.is_empty() {
            return None;
        }
        let Some(token) = self.rest.strip_prefix(OPEN) else {
            let end = self.rest.find(OPEN).unwrap_or(self.rest.len());
            let (words, rest) = self.rest.split_at(end);
            self.rest = rest;
            return Some(Piece::Words(words));
        };
        let Some(end) = token.find(CLOSE) else {
            // Cut short (not one of ours): its words as they are.
            self.rest = "";
            return Some(Piece::Words(token));
        };
        self.rest = &token[end + CLOSE.len_utf8()..];
        let token = &token[..end];
        let mut chars = token.chars();
        let kind = chars.next().unwrap_or(' ');
        let value = chars.as_str();
        Some(piece(kind, value).unwrap_or(Piece::Words(value)))
    }
}

/// The piece a token of `kind` holding `value` is, if it reads.
fn piece(kind: char, value: &str) -> Option<Piece<'static>> {
    let number = |v: &str| v.parse::<u64>().ok();
    let style = || match value {
        "*" => Some(Style::Strong),
        "`" => Some(Style::Code),
        "#" => Some(Style::Block),
        _ => None,
    };
    Some(match kind {
        'n' => Piece::Mark(Mark::Name(value.to_string())),
        'm' => Piece::Mark(Mark::Moment(value.parse().ok()?)),
        'd' => Piece::Mark(Mark::Date(value.parse().ok()?)),
        'c' => Piece::Mark(Mark::Channel(number(value)?)),
        'r' => Piece::Mark(Mark::Role(number(value)?)),
        'l' => {
            let mut parts = value.split('/');
            let guild = number(parts.next()?)?;
            let channel = number(parts.next()?)?;
            let message = match parts.next() {
                Some(m) => Some(number(m)?),
                None => None,
            };
            Piece::Mark(Mark::Link(Link {
                guild,
                channel,
                message,
            }))
        }
        '[' => Piece::Begin(style()?),
        ']' => Piece::End(style()?),
        _ => return None,
    })
}

impl From<Mark> for Text {
    fn from(mark: Mark) -> Text {
        let mut text = Text::new();
        text.push_mark(&mark);
        text
    }
}

/// Its pieces, readable in a test's failure.
impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.pieces()).finish()
    }
}
