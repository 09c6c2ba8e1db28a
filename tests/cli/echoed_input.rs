//! What the command line repeats of a wall of text: each command refuses 100,000 characters where
//! a move, a variant, a game or a level goes in one short line that quotes its start.

use crate::run::{stdout, teban};

#[test]
fn a_wall_of_text_is_refused_in_one_short_line_that_names_its_start() {
    // 100,000 characters where a move, a variant, a game or a level goes: each command refuses it
    // with status 2 in a line or two that quote its start, not the whole of it (twice).
    let wall = "x".repeat(100_000);
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("board.png");
    let png = png.to_str().unwrap();
    let record = dir.path().join("game.txt");
    std::fs::write(&record, format!("[Game \"Quoridor\"]\n\n1. {wall}\n")).unwrap();
    let record = record.to_str().unwrap();
    let cut = format!("{}…", "x".repeat(63));
    for (args, named) in [
        (&["legal", "quoridor", "--moves", &wall][..], "move 1"),
        (
            &["perft", "quoridor", "--depth", "1", "--moves", &wall],
            "move 1",
        ),
        (
            &["render", "quoridor", "--moves", &wall, "-o", png],
            "move 1",
        ),
        (
            &["replay", "quoridor", "--moves", &wall, "-o", png],
            "move 1",
        ),
        (&["think", "quoridor", "--moves", &wall], "move 1"),
        (&["legal", "sensei", "--moves", &wall], "move 1"),
        (
            &["legal", "niwa", "--moves", &format!("{wall}; e2")],
            "move 1",
        ),
        (
            &["legal", "quoridor", "--variant", &wall],
            "no Quoridor variant",
        ),
        (&["legal", &wall], "is not a game"),
        (&["think", "quoridor", "--level", &wall], "is not a level"),
        (&["legal", "quoridor", "--players", &wall], "--players"),
        (&["legal", "--record", record], "line 3"),
        (&["analyse", "--record", record], "line 3"),
    ] {
        let output = teban(args);
        let err = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{named}: {err}");
        assert!(err.len() < 400, "{named}: {} bytes: {err}", err.len());
        assert!(err.contains(named), "{err}");
        // Cut where it is quoted (a record's entry that long is refused without quoting it).
        assert!(named == "line 3" || err.contains("xxx…"), "{err}");
        assert_eq!(stdout(&output), "", "{named}");
    }
    assert!(!std::path::Path::new(png).exists(), "nothing was drawn");
    // The move of the issue, said as it was: under 300 bytes.
    let output = teban(&["legal", "quoridor", "--moves", &wall]);
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        format!(
            "teban: move 1 (`{cut}`): `{cut}` is not a move: write a square like e2, a fence \
             like e3h or e3v, or pass\n"
        )
    );
    assert!(output.stderr.len() < 300);
}
