//! Game records on the command line: a record gives the position after its entries to `legal`,
//! `perft` and `render`; a bad record exits 2 with one line naming its line and the reason.

use crate::run::{refused, stdout, teban};

/// A record of a Quoridor game in progress: ann to move after `e2 e8 e3h`.
pub const RECORD: &str = "[Game \"Quoridor\"]\n[Variant \"2-players\"]\n[Seat1 \"ann\"]\n\
                      [Seat2 \"bob \\\"b\\\"\"]\n[Result \"*\"]\n\n1. e2\n2. e8\n3. E3H\n";

/// `legal` lists the same moves for the record at `record` as for the Quoridor game of `moves`.
fn legal_as_after(record: &str, moves: &str) {
    let from_record = teban(&["legal", "--record", record]);
    assert!(
        from_record.status.success(),
        "{}",
        String::from_utf8_lossy(&from_record.stderr)
    );
    let from_moves = teban(&["legal", "quoridor", "--moves", moves]);
    assert_eq!(stdout(&from_record), stdout(&from_moves));
}

#[test]
fn a_record_gives_the_position_after_its_entries_to_legal_perft_and_render() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.txt");
    std::fs::write(&file, RECORD).unwrap();
    let record = file.to_str().unwrap();
    legal_as_after(record, "e2 e8 e3h");
    // The game may be named too, when it is the record's.
    let perft = teban(&["perft", "quoridor", "--record", record, "--depth", "1"]);
    assert_eq!(stdout(&perft).lines().last(), Some("128"));
    let png = dir.path().join("board.png");
    let render = teban(&["render", "--record", record, "-o", png.to_str().unwrap()]);
    assert!(render.status.success());
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));

    let err = refused(&["legal", "sensei", "--record", record]);
    assert!(
        err.trim_end()
            .ends_with("game.txt is a record of Quoridor, not Sensei"),
        "{err}"
    );
    let both = teban(&["legal", "--record", record, "--moves", "e2"]);
    assert_eq!(
        both.status.code(),
        Some(2),
        "--moves and --record exclude each other"
    );
    let neither = teban(&["legal"]);
    assert_eq!(neither.status.code(), Some(2));
}

#[test]
fn a_bad_record_exits_2_with_one_line_naming_its_line_and_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.txt");
    std::fs::write(&file, RECORD.replace("3. E3H", "3. e3h\n4. e6")).unwrap();
    let record = file.to_str().unwrap();
    let err = refused(&["perft", "--record", record, "--depth", "1"]);
    assert_eq!(
        err,
        format!("teban: {record}: line 10: e6 is illegal: e6 is not reachable from e8\n")
    );
    std::fs::write(&file, "[Game \"Quoridor\"]\n[Colour \"red\"]\n").unwrap();
    let err = refused(&["legal", "--record", record]);
    assert!(
        err.starts_with(&format!("teban: {record}: line 2: unknown tag `Colour`")),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1);
    let missing = dir.path().join("missing.txt");
    let err = refused(&["legal", "--record", missing.to_str().unwrap()]);
    assert!(
        err.contains("cannot read") && err.contains("missing.txt"),
        "{err}"
    );
}

#[test]
fn a_record_with_a_takeback_is_the_game_without_the_move_taken_back_and_replays_it() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.txt");
    let text = "[Game \"Quoridor\"]\n[Variant \"2-players\"]\n\n\
                1. e2\n2. e8\n3. e3h\n4. takeback (seat 1)\n5. d2\n";
    std::fs::write(&file, text).unwrap();
    let record = file.to_str().unwrap();
    legal_as_after(record, "e2 e8 d2");
    // A frame for the start and each entry: the takeback's is the position before e3h.
    let gif = dir.path().join("game.gif");
    let made = teban(&["replay", "--record", record, "-o", gif.to_str().unwrap()]);
    assert!(stdout(&made).contains("6 frames"), "{}", stdout(&made));
    assert_eq!(crate::support::gif_frames(&std::fs::read(&gif).unwrap()), 6);
    // A takeback of a move that is not its seat's is refused with its line.
    std::fs::write(&file, text.replace("(seat 1)", "(seat 2)")).unwrap();
    assert_eq!(
        refused(&["legal", "--record", record]),
        format!(
            "teban: {record}: line 7: the last move is not seat 2's: a takeback takes back its \
             own seat's last move\n"
        )
    );
}
