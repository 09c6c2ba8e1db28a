//! The record format read and written: round trips, refusals with their lines, languages.

use teban::clock::date_of;
use teban::games::AnyGame;
use teban::i18n::Lang;
use teban::record::*;

fn parse_err(text: &str) -> String {
    Record::parse(text).unwrap_err().to_string()
}

/// A record's entries as (kind, seat number, notation).
fn entries(record: &Record) -> Vec<(EntryKind, u8, &str)> {
    record
        .entries
        .iter()
        .map(|e| (e.kind, e.seat.as_number(), e.notation.as_str()))
        .collect()
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
        entries(&record),
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

#[test]
fn a_takeback_undoes_its_seats_last_move_and_round_trips() {
    let text = format!("{GAME}\n1. e2\n2. e8\n3. takeback (seat 2)\n4. d9\n5. e3\n");
    let record = Record::parse(&text).unwrap();
    assert_eq!(
        entries(&record),
        [
            (EntryKind::Move, 1, "e2"),
            (EntryKind::Move, 2, "e8"),
            (EntryKind::Takeback, 2, "takeback"),
            (EntryKind::Move, 2, "d9"),
            (EntryKind::Move, 1, "e3"),
        ]
    );
    let mut played = AnyGame::new(teban::games::GameKind::Quoridor, Some("2-players")).unwrap();
    for mv in ["e2", "d9", "e3"] {
        played.play(mv).unwrap();
    }
    assert_eq!(record.position, played);
    assert_eq!(record.position.ply(), 3);
    assert!(record
        .to_text()
        .ends_with("\n\n1. e2\n2. e8\n3. takeback (seat 2)\n4. d9\n5. e3\n"));
    assert_eq!(Record::parse(&record.to_text()).unwrap(), record);
    // A frame per entry: the takeback's shows the position before the move taken back.
    let positions = record.positions();
    assert_eq!(positions.len(), 6);
    assert_eq!(positions[3], positions[1]);
    assert_eq!(positions[5], played);
    // The replay captions the takeback's frame, and only it.
    assert_eq!(
        record.taken_back(),
        [false, false, false, true, false, false]
    );
}

#[test]
fn a_takeback_needs_its_seats_move_before_it() {
    assert_eq!(
        parse_err(&format!("{GAME}1. takeback (seat 1)\n")),
        "line 3: a takeback needs a move before it to take back"
    );
    assert_eq!(
        parse_err(&format!("{GAME}1. e2\n2. takeback (seat 2)\n")),
        "line 4: the last move is not seat 2's: a takeback takes back its own seat's last move"
    );
    assert_eq!(
        parse_err(&format!("{GAME}1. e2\n2. takeback\n")),
        "line 4: `takeback` is followed by its seat: `takeback (seat 2)`"
    );
    // Two in a row take back two moves, each its own seat's.
    let record = Record::parse(&format!(
        "{GAME}1. e2\n2. e8\n3. takeback (seat 2)\n4. takeback (seat 1)\n"
    ))
    .unwrap();
    assert_eq!(record.position.ply(), 0);
}
