//! Reading a record: tag lines, then numbered entries replayed through the rules, each refusal
//! naming its line and why, the bad piece quoted short.

use super::write::result_of;
use super::{no_such_seat, rules_said, EntryKind, Record, RecordError, Replay};
use crate::games::{AnyGame, GameKind, Seat};
use crate::i18n::rules::Says;
use crate::i18n::Said;
use crate::key;
use crate::text::{clipped, LONGEST_MOVE};

/// The tags a record may hold, in the order they are written (`Seat1`, `Seat2`... stand for
/// `SeatN`).
const TAGS: &[&str] = &[
    "Game",
    "Variant",
    "Id",
    "Server",
    "Channel",
    "Date",
    "SeatN",
    "Clock",
    "Rated",
    "Result",
    "Termination",
];

/// The longest piece of a bad line a refusal quotes.
const QUOTED: usize = 24;

/// The entries that are not moves: each names its seat (`resign (seat 2)`).
const SEATED_KINDS: [EntryKind; 5] = [
    EntryKind::Resign,
    EntryKind::Draw,
    EntryKind::Timeout,
    EntryKind::Abort,
    EntryKind::Takeback,
];

fn is_date(text: &str) -> bool {
    let b = text.as_bytes();
    b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter()
            .enumerate()
            .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit())
}

/// The value of a tag line's `"..."` part, unescaped.
fn unquoted(text: &str) -> Result<String, Said> {
    let inner = text
        .strip_prefix('"')
        .and_then(|t| t.strip_suffix('"'))
        .filter(|_| text.len() >= 2)
        .ok_or(Said::new(key!("record-error-tag-quotes")))?;
    let mut value = String::new();
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some(e @ ('"' | '\\')) => value.push(e),
                _ => return Err(Said::new(key!("record-error-tag-escape"))),
            },
            '"' => return Err(Said::new(key!("record-error-tag-inner-quote"))),
            c if c.is_control() => return Err(Said::new(key!("record-error-tag-control"))),
            c => value.push(c),
        }
    }
    Ok(value)
}

/// A tag line: `[Name "value"]`.
fn tag_line(line: &str) -> Result<(String, String), Said> {
    let inner = line
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or(Said::new(key!("record-error-tag-bracket")))?;
    let (name, value) = inner
        .split_once(char::is_whitespace)
        .ok_or(Said::new(key!("record-error-tag-shape")))?;
    Ok((name.to_string(), unquoted(value.trim())?))
}

/// An entry line: `N. text`, the number and the text.
fn entry_line(line: &str) -> Result<(usize, &str), Said> {
    let (number, text) = line
        .split_once('.')
        .ok_or(Said::new(key!("record-error-entry-shape")))?;
    let number = number.trim().parse().map_err(|_| {
        Said::new(key!("record-error-entry-number")).with("text", clipped(number.trim(), QUOTED))
    })?;
    Ok((number, text.trim()))
}

/// What an entry's text says: a move, or `resign (seat 2)` and the like.
fn entry_kind(text: &str) -> Result<(EntryKind, Option<Seat>), Said> {
    let (word, rest) = text.split_once(' ').unwrap_or((text, ""));
    let Some(kind) = SEATED_KINDS.into_iter().find(|k| k.as_str() == word) else {
        return Ok((EntryKind::Move, None));
    };
    let seat = rest
        .trim()
        .strip_prefix("(seat ")
        .and_then(|r| r.strip_suffix(')'))
        .and_then(|n| n.trim().parse::<u8>().ok())
        .filter(|n| *n >= 1)
        .ok_or_else(|| Said::new(key!("record-error-entry-seat")).with("entry", word))?;
    Ok((kind, Some(Seat::number(seat))))
}

/// The tags read so far, each with its line.
#[derive(Default)]
struct Tags {
    read: Vec<(usize, String, String)>,
}

impl Tags {
    fn value(&self, name: &str) -> Option<(usize, &str)> {
        self.read
            .iter()
            .find(|(_, n, _)| n == name)
            .map(|(line, _, value)| (*line, value.as_str()))
    }

    fn number<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, RecordError> {
        self.value(name)
            .map(|(line, value)| {
                value.trim().parse().map_err(|_| RecordError {
                    line,
                    reason: Said::new(key!("record-error-tag-number"))
                        .with("tag", name)
                        .with("value", clipped(value, QUOTED)),
                })
            })
            .transpose()
    }
}

/// Whether `name` is a tag a record may hold (`SeatN` with `N` from 1).
fn known_tag(name: &str) -> bool {
    match name.strip_prefix("Seat") {
        Some(n) => {
            n.bytes().all(|b| b.is_ascii_digit()) && !n.starts_with('0') && n.parse::<u8>().is_ok()
        }
        None => TAGS.contains(&name),
    }
}

impl Record {
    /// Reads a record and replays it through the rules, or says which line is wrong and why.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let mut tags = Tags::default();
        let mut body: Vec<(usize, &str)> = Vec::new();
        let mut last = 0;
        for (i, raw) in text.lines().enumerate() {
            let (line, raw) = (i + 1, raw.trim_start_matches('\u{feff}').trim());
            last = line;
            let refuse = |reason: Said| RecordError { line, reason };
            if raw.is_empty() || raw.starts_with(';') {
                continue;
            }
            if !raw.starts_with('[') {
                body.push((line, raw));
                continue;
            }
            if !body.is_empty() {
                return Err(refuse(Said::new(key!("record-error-tags-first"))));
            }
            let (name, value) = tag_line(raw).map_err(refuse)?;
            if !known_tag(&name) {
                return Err(refuse(
                    Said::new(key!("record-error-unknown-tag"))
                        .with("tag", clipped(&name, QUOTED))
                        .with("tags", TAGS.join(", ")),
                ));
            }
            if tags.value(&name).is_some() {
                return Err(refuse(
                    Said::new(key!("record-error-second-tag")).with("tag", name.as_str()),
                ));
            }
            tags.read.push((line, name, value));
        }
        let first_entry = body.first().map_or(last.max(1), |(line, _)| *line);
        let (game_line, kind) = tags.value("Game").ok_or(RecordError {
            line: first_entry,
            reason: Said::new(key!("record-error-no-game")),
        })?;
        let kind: GameKind = kind.parse().map_err(|_| RecordError {
            line: game_line,
            reason: Said::new(key!("record-error-not-a-game"))
                .with("game", clipped(kind, QUOTED))
                .with(
                    "games",
                    GameKind::ALL
                        .iter()
                        .map(|k| k.title())
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
        })?;
        let (variant_line, variant) = tags.value("Variant").unwrap_or((game_line, ""));
        let start = AnyGame::new(kind, Some(variant)).map_err(|e| RecordError {
            line: variant_line,
            reason: rules_said(e.said()),
        })?;
        let mut seats = vec![String::new(); start.seat_count()];
        for (line, name, value) in &tags.read {
            let Some(n) = name
                .strip_prefix("Seat")
                .and_then(|n| n.parse::<usize>().ok())
            else {
                continue;
            };
            let slot = seats.get_mut(n - 1).ok_or_else(|| RecordError {
                line: *line,
                reason: no_such_seat(n, start.seat_count()),
            })?;
            *slot = value.clone();
        }
        if let Some((line, date)) = tags.value("Date").filter(|(_, d)| !is_date(d)) {
            return Err(RecordError {
                line,
                reason: Said::new(key!("record-error-date")).with("date", clipped(date, QUOTED)),
            });
        }
        let rated = tags
            .value("Rated")
            .map(|(line, value)| match value {
                "yes" => Ok(true),
                "no" => Ok(false),
                _ => Err(RecordError {
                    line,
                    reason: Said::new(key!("record-error-rated")),
                }),
            })
            .transpose()?;
        let mut replay = Replay::new(start);
        let mut entries = Vec::with_capacity(body.len());
        for (line, raw) in body {
            let refuse = |reason: Said| RecordError { line, reason };
            let (number, text) = entry_line(raw).map_err(refuse)?;
            if number != entries.len() + 1 {
                return Err(refuse(
                    Said::new(key!("record-error-entry-order"))
                        .with("expected", (entries.len() + 1).to_string())
                        .with("found", number.to_string()),
                ));
            }
            if text.chars().count() > LONGEST_MOVE {
                return Err(refuse(
                    Said::new(key!("record-error-entry-long"))
                        .with_number("most", LONGEST_MOVE as f64),
                ));
            }
            let (kind, seat) = entry_kind(text).map_err(refuse)?;
            entries.push(replay.apply(kind, seat, text).map_err(refuse)?);
        }
        let (result, termination) = result_of(&replay.game, replay.aborted);
        for (name, played) in [("Result", result), ("Termination", termination)] {
            if let Some((line, said)) = tags.value(name).filter(|(_, said)| *said != played) {
                return Err(RecordError {
                    line,
                    reason: Said::new(key!("record-error-tag-contradicts"))
                        .with("tag", name)
                        .with("said", clipped(said, QUOTED))
                        .with("played", played),
                });
            }
        }
        Ok(Record {
            game: tags.number("Id")?,
            server: tags.number("Server")?,
            channel: tags.number("Channel")?,
            date: tags.value("Date").map(|(_, d)| d.to_string()),
            seats,
            clock: tags.value("Clock").map(|(_, c)| c.to_string()),
            rated,
            entries,
            position: replay.game,
            aborted: replay.aborted,
        })
    }
}
