//! Game records, both ways: the text file `/record` attaches and `teban legal|render|perft
//! --record FILE` reads, in a format teban defines and owns (`docs/RECORD.md`).
//!
//! A record is tag lines (`[Game "Quoridor"]`, the variant, where and when it was played, who sat
//! where, the clock, the result and how the game ended), then the game's log, one entry per line
//! and numbered as the log numbers them: `1. e2`, `2. e8`, ..., `9. resign (seat 2)`. Parsing
//! replays the entries through the rules, so what [`Record::parse`] accepts is a game that could
//! have been played, and it gives back exactly the log's entries (kind, seat, canonical
//! notation). A record that cannot be read is refused with its line and the reason. The same
//! lookup finds the game `/replay` animates.
//!
//! The record's text is a machine format: its tags, results and notation are the same in every
//! language. What a person reads about it (why a record was refused) is said in their language
//! ([`RecordError::text`]).

use std::fmt::Write as _;

use super::{clipped, Caller, GameId, Refusal, Table, LONGEST_MOVE};
use crate::clock::date_of;
use crate::games::{AnyGame, GameKind, Outcome, Seat};
use crate::i18n::{Lang, Said};
use crate::store::{EntryKind, GameRow, LogEntry};
use crate::tr;

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

/// Why a record was refused: the line (1-based) and the reason, as one line (in English as an
/// error; in a reader's language with [`RecordError::text`]).
#[derive(Clone, PartialEq, Debug, thiserror::Error)]
#[error("{}", self.text(Lang::En))]
pub struct RecordError {
    pub line: usize,
    pub reason: Said,
}

impl RecordError {
    /// "line 3: the game is already over", in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        tr!(
            lang,
            "record-error-at-line",
            line = self.line.to_string(),
            reason = self.reason.text(lang)
        )
    }
}

/// A reason the rules (or the log) gave, as they gave it.
fn rules_said(reason: impl Into<String>) -> Said {
    Said::new("record-error-rules").with("reason", reason)
}

/// One entry of a game's log, as a record holds it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordEntry {
    pub seat: Seat,
    pub kind: EntryKind,
    /// The move's canonical notation, or the entry's kind (`resign`, `draw`, `timeout`,
    /// `abort`), as the log writes it.
    pub notation: String,
}

impl From<&LogEntry> for RecordEntry {
    fn from(entry: &LogEntry) -> RecordEntry {
        RecordEntry {
            seat: entry.seat,
            kind: entry.kind,
            notation: entry.notation.clone(),
        }
    }
}

/// A game's record: its tags, its entries, and the position they lead to. Only made from a
/// stored game ([`Record::of`]) or from text that replays ([`Record::parse`]), so the position
/// always follows from the entries.
#[derive(Clone, PartialEq, Debug)]
pub struct Record {
    /// The game's number in the store (`Id`).
    pub game: Option<i64>,
    /// `Server` and `Channel`: Discord's ids (none for the terminal and direct messages).
    pub server: Option<u64>,
    pub channel: Option<u64>,
    /// When the game began, `YYYY-MM-DD` (UTC).
    pub date: Option<String>,
    /// The players' names by seat (`""`: not named).
    pub seats: Vec<String>,
    /// The time per move, in words (`3 days per move`, `no limit`).
    pub clock: Option<String>,
    pub rated: Option<bool>,
    pub entries: Vec<RecordEntry>,
    /// The position after the entries (its game and variant are the `Game` and `Variant` tags).
    pub position: AnyGame,
    /// The last entry aborted the game.
    pub aborted: bool,
}

/// Replays entries through the rules, refusing what the game service would never have logged.
struct Replay {
    game: AnyGame,
    /// Bit `i` set: seat `i` resigned or ran out of time.
    left: u32,
    aborted: bool,
}

impl Replay {
    fn new(game: AnyGame) -> Replay {
        Replay {
            game,
            left: 0,
            aborted: false,
        }
    }

    /// Applies one entry (the seat of a move is the player to move's); returns it as logged.
    fn apply(
        &mut self,
        kind: EntryKind,
        seat: Option<Seat>,
        text: &str,
    ) -> Result<RecordEntry, Said> {
        if self.aborted {
            return Err(Said::new("record-error-aborted"));
        }
        if self.game.is_over() {
            return Err(Said::new("record-error-over"));
        }
        let count = self.game.seat_count();
        let seat = match (kind, seat) {
            (EntryKind::Move, _) => self
                .game
                .to_move()
                .ok_or(Said::new("record-error-no-one-to-move"))?,
            (_, Some(seat)) if seat.index() < count => seat,
            (_, Some(seat)) => return Err(no_such_seat(seat.as_number().into(), count)),
            (_, None) => {
                return Err(Said::new("record-error-needs-seat").with("entry", kind.as_str()))
            }
        };
        if matches!(kind, EntryKind::Resign | EntryKind::Timeout) && self.left & (1 << seat.0) != 0
        {
            return Err(Said::new("record-error-already-left")
                .with_number("seat", f64::from(seat.as_number())));
        }
        let notation = match kind {
            EntryKind::Move => self
                .game
                .play(text)
                .map_err(|e| rules_said(e.to_string()))?,
            _ => {
                let entry = LogEntry {
                    seq: 0,
                    ply: self.game.ply(),
                    seat,
                    kind,
                    notation: kind.as_str().to_string(),
                    played_at: 0,
                };
                entry.apply(&mut self.game).map_err(rules_said)?;
                entry.notation
            }
        };
        match kind {
            EntryKind::Resign | EntryKind::Timeout => self.left |= 1 << seat.0,
            EntryKind::Abort => self.aborted = true,
            _ => {}
        }
        Ok(RecordEntry {
            seat,
            kind,
            notation,
        })
    }
}

/// "there is no seat 3: the game has 2 seats".
fn no_such_seat(seat: usize, seats: usize) -> Said {
    Said::new("record-error-no-such-seat")
        .with_number("seat", seat as f64)
        .with_number("seats", seats as f64)
}

/// The entries that are not moves: each names its seat (`resign (seat 2)`).
const SEATED_KINDS: [EntryKind; 4] = [
    EntryKind::Resign,
    EntryKind::Draw,
    EntryKind::Timeout,
    EntryKind::Abort,
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

/// A tag value as written: in quotes, `"` and `\` escaped with `\`.
fn quoted(value: &str) -> String {
    let mut out = String::from("\"");
    for c in value.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}

/// The value of a tag line's `"..."` part, unescaped.
fn unquoted(text: &str) -> Result<String, Said> {
    let inner = text
        .strip_prefix('"')
        .and_then(|t| t.strip_suffix('"'))
        .filter(|_| text.len() >= 2)
        .ok_or(Said::new("record-error-tag-quotes"))?;
    let mut value = String::new();
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some(e @ ('"' | '\\')) => value.push(e),
                _ => return Err(Said::new("record-error-tag-escape")),
            },
            '"' => return Err(Said::new("record-error-tag-inner-quote")),
            c if c.is_control() => return Err(Said::new("record-error-tag-control")),
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
        .ok_or(Said::new("record-error-tag-bracket"))?;
    let (name, value) = inner
        .split_once(char::is_whitespace)
        .ok_or(Said::new("record-error-tag-shape"))?;
    Ok((name.to_string(), unquoted(value.trim())?))
}

/// An entry line: `N. text`, the number and the text.
fn entry_line(line: &str) -> Result<(usize, &str), Said> {
    let (number, text) = line
        .split_once('.')
        .ok_or(Said::new("record-error-entry-shape"))?;
    let number = number.trim().parse().map_err(|_| {
        Said::new("record-error-entry-number").with("text", clipped(number.trim(), QUOTED))
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
        .ok_or_else(|| Said::new("record-error-entry-seat").with("entry", word))?;
    Ok((kind, Some(Seat::number(seat))))
}

/// The `Result` and `Termination` tags of a position: `1-0`, `0-1`, `1/2-1/2` (one score per
/// seat, `0-0-1-0` with four), `*` while unfinished or once aborted; and how it ended.
fn result_of(position: &AnyGame, aborted: bool) -> (String, String) {
    let seats = position.seat_count();
    let scores =
        |score: &dyn Fn(usize) -> &'static str| (0..seats).map(score).collect::<Vec<_>>().join("-");
    match position.outcome() {
        _ if aborted => ("*".to_string(), "aborted".to_string()),
        Some(Outcome::Win { winner, reason }) => (
            scores(&|i| if i == winner.index() { "1" } else { "0" }),
            reason.to_string(),
        ),
        Some(Outcome::Draw) => (scores(&|_| "1/2"), Outcome::Draw.to_string()),
        None => ("*".to_string(), "unfinished".to_string()),
    }
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
                    reason: Said::new("record-error-tag-number")
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
    /// The record of a stored game, from its row and its log.
    pub fn of(row: &GameRow, log: &[LogEntry]) -> Record {
        let mut seats = vec![String::new(); row.state.seat_count()];
        for s in &row.seats {
            if let Some(name) = seats.get_mut(s.seat.index()) {
                name.clone_from(&s.name);
            }
        }
        Record {
            game: Some(row.id),
            server: row.guild,
            channel: Some(row.channel),
            date: Some(date_of(row.created_at)),
            seats,
            clock: Some(super::MoveClock(row.move_ms).to_string()),
            rated: Some(row.rated),
            entries: log.iter().map(RecordEntry::from).collect(),
            position: row.state.clone(),
            aborted: row.aborted_by.is_some(),
        }
    }

    /// The record of a game played off the table (the arena's): the moves from `start`, the
    /// players' names by seat; or the first move the rules refuse, and why.
    pub fn of_moves(start: AnyGame, seats: Vec<String>, moves: &[String]) -> Result<Record, Said> {
        let mut replay = Replay::new(start);
        let entries = moves
            .iter()
            .map(|mv| replay.apply(EntryKind::Move, None, mv))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Record {
            game: None,
            server: None,
            channel: None,
            date: None,
            seats,
            clock: None,
            rated: None,
            entries,
            position: replay.game,
            aborted: false,
        })
    }

    /// Every position of the game, the start first: one more for each entry that changes the
    /// picture (each move, and a resignation, agreed draw or time-out); an abort changes nothing
    /// and adds none. What a replay shows, frame by frame.
    pub fn positions(&self) -> Vec<AnyGame> {
        let variant = self.position.variant();
        let start = AnyGame::new(self.position.kind(), Some(&variant))
            .expect("a record's variant is one its game has");
        let mut replay = Replay::new(start);
        let mut positions = vec![replay.game.clone()];
        for entry in &self.entries {
            replay
                .apply(entry.kind, Some(entry.seat), &entry.notation)
                .expect("a record's entries replay: it was made from them");
            if entry.kind != EntryKind::Abort {
                positions.push(replay.game.clone());
            }
        }
        positions
    }

    /// The record as text (see `docs/RECORD.md`).
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let mut tag = |name: &str, value: &str| {
            let _ = writeln!(out, "[{name} {}]", quoted(value));
        };
        tag("Game", self.position.kind().title());
        tag("Variant", &self.position.variant());
        let numbers = [
            ("Id", self.game.map(|g| g.to_string())),
            ("Server", self.server.map(|s| s.to_string())),
            ("Channel", self.channel.map(|c| c.to_string())),
        ];
        for (name, value) in numbers {
            if let Some(value) = value {
                tag(name, &value);
            }
        }
        if let Some(date) = &self.date {
            tag("Date", date);
        }
        for (i, name) in self.seats.iter().enumerate() {
            if !name.is_empty() {
                tag(&format!("Seat{}", i + 1), name);
            }
        }
        if let Some(clock) = &self.clock {
            tag("Clock", clock);
        }
        if let Some(rated) = self.rated {
            tag("Rated", if rated { "yes" } else { "no" });
        }
        let (result, termination) = result_of(&self.position, self.aborted);
        tag("Result", &result);
        tag("Termination", &termination);
        out.push('\n');
        for (i, entry) in self.entries.iter().enumerate() {
            let _ = match entry.kind {
                EntryKind::Move => writeln!(out, "{}. {}", i + 1, entry.notation),
                kind => writeln!(
                    out,
                    "{}. {} (seat {})",
                    i + 1,
                    kind.as_str(),
                    entry.seat.as_number()
                ),
            };
        }
        out
    }

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
                return Err(refuse(Said::new("record-error-tags-first")));
            }
            let (name, value) = tag_line(raw).map_err(refuse)?;
            if !known_tag(&name) {
                return Err(refuse(
                    Said::new("record-error-unknown-tag")
                        .with("tag", clipped(&name, QUOTED))
                        .with("tags", TAGS.join(", ")),
                ));
            }
            if tags.value(&name).is_some() {
                return Err(refuse(
                    Said::new("record-error-second-tag").with("tag", name.as_str()),
                ));
            }
            tags.read.push((line, name, value));
        }
        let first_entry = body.first().map_or(last.max(1), |(line, _)| *line);
        let (game_line, kind) = tags.value("Game").ok_or(RecordError {
            line: first_entry,
            reason: Said::new("record-error-no-game"),
        })?;
        let kind: GameKind = kind.parse().map_err(|_| RecordError {
            line: game_line,
            reason: Said::new("record-error-not-a-game")
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
        let start = AnyGame::new(kind, Some(variant)).map_err(|reason| RecordError {
            line: variant_line,
            reason: rules_said(reason),
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
                reason: Said::new("record-error-date").with("date", clipped(date, QUOTED)),
            });
        }
        let rated = tags
            .value("Rated")
            .map(|(line, value)| match value {
                "yes" => Ok(true),
                "no" => Ok(false),
                _ => Err(RecordError {
                    line,
                    reason: Said::new("record-error-rated"),
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
                    Said::new("record-error-entry-order")
                        .with("expected", (entries.len() + 1).to_string())
                        .with("found", number.to_string()),
                ));
            }
            if text.chars().count() > LONGEST_MOVE {
                return Err(refuse(
                    Said::new("record-error-entry-long").with_number("most", LONGEST_MOVE as f64),
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
                    reason: Said::new("record-error-tag-contradicts")
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

impl Table {
    /// The game a `/record` or `/replay` names, and its log. Without `game`, the caller's newest
    /// game in this channel; with it, any game of the caller's server (outside a server, only a
    /// game the caller sat at), finished or not. `hint` ends the refusal when there is none
    /// (" to replay: name one, like `game:12`"), in the caller's language.
    pub(super) async fn named_game(
        &self,
        caller: &Caller,
        game: Option<GameId>,
        hint: Said,
    ) -> Result<Record, Refusal> {
        let row = match game {
            None => self
                .store
                .latest_game_in(caller.place.channel, caller.player.id)
                .await?
                .ok_or_else(|| Refusal::NoGameHere {
                    hint: hint.text(caller.lang),
                })?,
            Some(game) => {
                let row = self.store.game(game.0).await?.ok_or(Refusal::NoSuchGame)?;
                let here = match caller.place.guild {
                    Some(_) => row.guild == caller.place.guild,
                    None => row.guild.is_none() && row.seat_of(caller.player.id).is_some(),
                };
                if !here {
                    return Err(Refusal::NotOnThisServer { game });
                }
                row
            }
        };
        let log = self.store.log(row.id).await?;
        Ok(Record::of(&row, &log))
    }

    /// The record of a game as a file: its name (`teban-game-12.txt`) and its text. The game is
    /// found as [`Table::game_replay`] finds it.
    pub async fn game_record(
        &self,
        caller: &Caller,
        game: Option<GameId>,
    ) -> Result<(String, String), Refusal> {
        let record = self
            .named_game(caller, game, Said::new("record-no-game-to-record"))
            .await?;
        let id = record.game.unwrap_or_default();
        Ok((format!("teban-game-{id}.txt"), record.to_text()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_err(text: &str) -> String {
        Record::parse(text).unwrap_err().to_string()
    }

    const GAME: &str = "[Game \"Quoridor\"]\n[Variant \"2-players\"]\n";

    #[test]
    fn dates_are_utc_days() {
        assert_eq!(date_of(0), "1970-01-01");
        assert_eq!(date_of(951_782_400_000), "2000-02-29");
        assert_eq!(date_of(1_795_392_000_000 + 86_399_999), "2026-11-23");
        assert_eq!(date_of(-1), "1969-12-31");
    }

    #[test]
    fn every_tag_and_entry_kind_round_trips_with_quotes_escaped() {
        let text = "[Game \"Quoridor\"]\n[Variant \"4-players\"]\n[Id \"12\"]\n[Server \"77\"]\n\
                    [Channel \"1000\"]\n[Date \"2026-11-23\"]\n[Seat1 \"ann \\\"the fox\\\"\"]\n\
                    [Seat2 \"b\\\\b\"]\n[Seat4 \"dee\"]\n[Clock \"3 days per move\"]\n\
                    [Rated \"no\"]\n[Result \"0-0-1-0\"]\n[Termination \"by resignation\"]\n\n\
                    1. e2\n2. timeout (seat 2)\n3. e8\n4. resign (seat 4)\n5. resign (seat 1)\n";
        let record = Record::parse(text).unwrap();
        assert_eq!(record.seats, ["ann \"the fox\"", "b\\b", "", "dee"]);
        assert_eq!(
            record
                .entries
                .iter()
                .map(|e| (e.kind, e.seat.as_number(), e.notation.as_str()))
                .collect::<Vec<_>>(),
            [
                (EntryKind::Move, 1, "e2"),
                (EntryKind::Timeout, 2, "timeout"),
                (EntryKind::Move, 3, "e8"),
                (EntryKind::Resign, 4, "resign"),
                (EntryKind::Resign, 1, "resign"),
            ]
        );
        assert_eq!(
            (record.game, record.server, record.channel),
            (Some(12), Some(77), Some(1000))
        );
        assert_eq!(record.rated, Some(false));
        assert_eq!(record.to_text(), text);
        assert_eq!(Record::parse(&record.to_text()).unwrap(), record);
    }

    #[test]
    fn an_abort_ends_the_record_and_a_draw_is_half_each() {
        let aborted = Record::parse(&format!("{GAME}1. e2\n2. abort (seat 2)\n")).unwrap();
        assert!(aborted.aborted);
        assert!(aborted
            .to_text()
            .contains("[Result \"*\"]\n[Termination \"aborted\"]"));
        assert_eq!(
            parse_err(&format!("{GAME}1. e2\n2. abort (seat 2)\n3. e8\n")),
            "line 5: the game was aborted before this entry"
        );
        let drawn = Record::parse(&format!("{GAME}1. e2\n2. draw (seat 2)\n")).unwrap();
        assert!(drawn
            .to_text()
            .contains("[Result \"1/2-1/2\"]\n[Termination \"drawn by agreement\"]"));
    }

    #[test]
    fn moves_are_read_in_any_case_and_given_back_canonical() {
        let record =
            Record::parse("[Game \"sensei\"]\n[Variant \"Shizukana\"]\n1. B1-B2  @A1\n").unwrap();
        assert_eq!(record.entries[0].notation, "b1-b2 @a1");
        assert_eq!(record.position.variant(), "shizukana");
    }

    #[test]
    fn a_bad_record_is_refused_with_its_line_and_the_reason() {
        let cases = [
            ("", "line 1: the record has no Game tag: [Game \"Quoridor\"]"),
            ("\n1. e2\n", "line 2: the record has no Game tag: [Game \"Quoridor\"]"),
            ("[Game \"Chess\"]\n", "line 1: `Chess` is not a game: choose one of Quoridor, Sensei, Niwa"),
            ("[Game \"Quoridor\"]\n[Colour \"x\"]\n", "line 2: unknown tag `Colour`; the tags are Game, Variant, Id, Server, Channel, Date, SeatN, Clock, Rated, Result, Termination"),
            ("[Game \"Quoridor\"]\n[Seat3 \"cid\"]\n", "line 2: there is no seat 3: the game has 2 seats"),
            ("[Game \"Quoridor\"]\n[Game \"Quoridor\"]\n", "line 2: a second Game tag"),
            ("[Game Quoridor]\n", "line 1: a tag's value is written in double quotes: [Name \"value\"]"),
            ("[Game \"Quo\"ridor\"]\n", "line 1: a `\"` inside a tag's value is written `\\\"`"),
            ("[Game \"Quoridor\"]\n[Variant \"3-players\"]\n", "line 2: no Quoridor variant `3-players`; the variants are 2-players, 4-players"),
            ("[Game \"Quoridor\"]\n[Date \"23/11/2026\"]\n", "line 2: a date is written YYYY-MM-DD, not `23/11/2026`"),
            ("[Game \"Quoridor\"]\n[Id \"twelve\"]\n", "line 2: Id is a number, not `twelve`"),
            ("[Game \"Quoridor\"]\n[Rated \"maybe\"]\n", "line 2: Rated is `yes` or `no`"),
            (&format!("{GAME}1. e2\n2. e8\n; a comment\n3. e9\n"), "line 6: e9 is illegal: e9 is not reachable from e2"),
            (&format!("{GAME}1. e2\n3. e8\n"), "line 4: entry 2 comes next, not 3"),
            (&format!("{GAME}1. e2\n[Rated \"no\"]\n"), "line 4: the tags come before the moves"),
            (&format!("{GAME}1. e2\n2. resign\n"), "line 4: `resign` is followed by its seat: `resign (seat 2)`"),
            (&format!("{GAME}1. resign (seat 3)\n"), "line 3: there is no seat 3: the game has 2 seats"),
            (&format!("{GAME}1. resign (seat 2)\n2. e8\n"), "line 4: the game is already over"),
            (&format!("{GAME}e2\n"), "line 3: an entry is its number, a dot and the move: `1. e2`"),
            (&format!("{GAME}1. {}\n", "x".repeat(100)), "line 3: an entry is at most 64 characters long"),
            (&format!("{GAME}[Result \"1-0\"]\n1. e2\n"), "line 3: the Result tag says `1-0`, but the moves give `*`"),
        ];
        for (text, said) in cases {
            assert_eq!(parse_err(text), said, "{text}");
        }
    }

    #[test]
    fn a_refused_record_is_explained_in_the_readers_language_with_the_files_own_words() {
        let said = |text: &str, lang| Record::parse(text).unwrap_err().text(lang);
        assert_eq!(
            said("[Game \"Chess\"]\n", Lang::Fr),
            "ligne 1\u{a0}: `Chess` n’est pas un jeu\u{a0}: choisis parmi Quoridor, Sensei, Niwa"
        );
        assert_eq!(
            said(&format!("{GAME}1. e2\n2. resign\n"), Lang::De),
            "Zeile 4: Auf `resign` folgt sein Platz: `resign (seat 2)`"
        );
        assert_eq!(
            said(&format!("{GAME}1. e2\n3. e8\n"), Lang::Es),
            "línea 4: ahora toca la entrada 2, no la 3"
        );
        // The file's numbers as the file writes them, never grouped.
        assert_eq!(
            said(&format!("{GAME}1234. e2\n"), Lang::En),
            "line 3: entry 1 comes next, not 1234"
        );
    }
}
