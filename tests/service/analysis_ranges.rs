//! What an analysis covers and how its chances are shown.

use teban::games::Seat;
use teban::store::{EntryKind, LogEntry};
use teban::table::analyses::*;

fn entry(seq: u32, kind: EntryKind, notation: &str) -> LogEntry {
    LogEntry {
        seq,
        ply: seq - 1,
        seat: Seat(((seq - 1) % 2) as u8),
        kind,
        notation: notation.to_string(),
        played_at: 0,
    }
}

#[test]
fn a_game_is_analysed_up_to_its_version_and_its_first_entry_that_is_not_a_move() {
    let log = [
        entry(1, EntryKind::Move, "e2"),
        entry(2, EntryKind::Move, "e8"),
        entry(3, EntryKind::Resign, "resign"),
        entry(4, EntryKind::Move, "e3"),
    ];
    assert_eq!(moves_of(&log, 4), ["e2", "e8"]);
    assert_eq!(moves_of(&log, 1), ["e2"]);
}

#[test]
fn chances_are_shown_as_whole_percents() {
    assert_eq!(percent(0.626), "63");
    assert_eq!(percent(0.4149), "41");
    assert_eq!(percent(1.0), "100");
    assert_eq!(percent(-0.1), "0");
}
