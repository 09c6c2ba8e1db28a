//! Writing a record: the tags, the result and how the game ended, then the log's entries, one a
//! line.

use std::fmt::Write as _;

use super::{EntryKind, Record};
use crate::games::{AnyGame, Outcome};

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

/// The `Result` and `Termination` tags of a position: `1-0`, `0-1`, `1/2-1/2` (one score per
/// seat, `0-0-1-0` with four), `*` while unfinished or once aborted; and how it ended.
pub(super) fn result_of(position: &AnyGame, aborted: bool) -> (String, String) {
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

impl Record {
    /// The record as text (see `docs/records.md`).
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
}
