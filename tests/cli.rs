//! The command line seen from outside: `teban legal` and `teban perft`, and how they refuse bad
//! moves.

use std::process::{Command, Output};

fn teban(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_teban"))
        .args(args)
        .output()
        .expect("teban runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn legal_lists_every_move_sorted_and_canonical() {
    let output = teban(&["legal", "quoridor", "--moves", "E2 e8 E3H"]);
    assert!(output.status.success());
    let lines: Vec<String> = stdout(&output).lines().map(str::to_string).collect();
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
    assert!(lines.contains(&"d8".to_string()) && lines.contains(&"e7".to_string()));
    assert!(!lines.iter().any(|l| l == "e3h" || l == "d3h" || l == "e3v"));
    // Seat 2 on e8: 4 pawn moves; 128 fences less e3h, its two overlaps and its crossing.
    assert_eq!(lines.len(), 4 + 128 - 4);
}

#[test]
fn perft_prints_the_count_alone_on_the_last_line() {
    let output = teban(&["perft", "quoridor", "--depth", "2"]);
    assert!(output.status.success());
    assert_eq!(stdout(&output).lines().last(), Some("16677"));
    let four = teban(&["perft", "quoridor", "--players", "4", "--depth", "1"]);
    // Seat 1 on e1 with three neighbours free, 128 fences.
    assert_eq!(stdout(&four).lines().last(), Some("131"));
}

#[test]
fn a_bad_move_exits_2_naming_the_move_its_place_and_the_reason() {
    let output = teban(&["legal", "quoridor", "--moves", "e2 e8 e4"]);
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        err.contains("move 3") && err.contains("e4 is not reachable from e2"),
        "{err}"
    );

    let output = teban(&["perft", "quoridor", "--depth", "1", "--moves", "e2 zz9"]);
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        err.contains("move 2") && err.contains("zz9") && err.contains("not a move"),
        "{err}"
    );
}

#[test]
fn an_unknown_game_or_variant_is_refused() {
    let output = teban(&["legal", "chess"]);
    assert_eq!(output.status.code(), Some(2));
    let output = teban(&["legal", "quoridor", "--players", "3"]);
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("2 or 4"), "{err}");
}

#[test]
fn render_writes_a_png_and_refuses_bad_moves_like_legal() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("board.png");
    let out = path.to_str().unwrap();
    let output = teban(&[
        "render",
        "quoridor",
        "--players",
        "4",
        "--moves",
        "e2 b5",
        "--names",
        "Ann,Bob",
        "--hints",
        "-o",
        out,
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let bytes = std::fs::read(&path).unwrap();
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "not a PNG");
    let image = image::load_from_memory(&bytes).unwrap();
    assert!(image.width() > 300 && image.width() <= 1000);

    let refused = dir.path().join("refused.png");
    let output = teban(&[
        "render",
        "quoridor",
        "--moves",
        "e2 e8 e4",
        "-o",
        refused.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        err.contains("move 3") && err.contains("e4 is not reachable from e2"),
        "{err}"
    );
    assert!(!refused.exists(), "nothing is written for a bad position");
}
