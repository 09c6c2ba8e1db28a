//! `teban legal` and `teban perft` seen from outside, for each game: every legal move listed sorted
//! and canonical, the count alone on the last line, moves separated by semicolons and spaces alike,
//! bad moves, games and variants refused with their place and reason, and a quiet end when the
//! reader of the output goes away.

use std::io::Read;
use std::process::{Command, Stdio};

use crate::run::{refused, stdout, teban};

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
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "teban: no Quoridor variant `3-players`; the variants are 2-players, 4-players\n"
    );
    let output = teban(&["legal", "sensei", "--variant", "bogus", "--moves", "c1-c2"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "teban: no Sensei variant `bogus`; the variants are arashi, shizukana, \
         shizukana-variant, arashi-expert\n"
    );
}

#[test]
fn quoridor_moves_may_be_separated_by_semicolons_and_spaces_alike() {
    let mixed = teban(&["legal", "quoridor", "--moves", "e2 e8; e3h;e7"]);
    assert!(
        mixed.status.success(),
        "{}",
        String::from_utf8_lossy(&mixed.stderr)
    );
    let spaced = teban(&["legal", "quoridor", "--moves", "e2 e8 e3h e7"]);
    assert_eq!(stdout(&mixed), stdout(&spaced));
    assert!(
        stdout(&mixed).lines().any(|l| l == "e3"),
        "ann's pawn on e2 may step"
    );
}

#[test]
fn every_command_ends_quietly_when_its_reader_goes_away() {
    // `| head -1`: the reader takes a line of 19,304 (more than a pipe holds) and goes away.
    let mut child = Command::new(env!("CARGO_BIN_EXE_teban"))
        .args(["legal", "sensei", "--preset", "arashi"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 4];
    child
        .stdout
        .as_mut()
        .unwrap()
        .read_exact(&mut first)
        .unwrap();
    assert_eq!(&first, b"@a1\n");
    drop(child.stdout.take());
    let output = child.wait_with_output().unwrap();
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
    assert!(output.status.success(), "{:?}", output.status);
    // A reader gone before anything was written.
    for args in [
        &["legal", "quoridor"][..],
        &["perft", "quoridor", "--depth", "1"],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_teban"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stdout.take());
        let output = child.wait_with_output().unwrap();
        assert_eq!(String::from_utf8_lossy(&output.stderr), "", "{args:?}");
        assert!(output.status.success(), "{args:?}: {:?}", output.status);
    }
}

#[test]
fn niwa_lists_setups_then_moves_with_turns_separated_by_semicolons() {
    let output = teban(&["legal", "niwa"]);
    assert!(output.status.success());
    let setups: Vec<String> = stdout(&output).lines().map(str::to_string).collect();
    assert_eq!(setups.len(), 120);
    assert!(setups.contains(&"setup g3:G h2:O h1:P".to_string()));

    let output = teban(&[
        "legal",
        "niwa",
        "--garden",
        "compact",
        "--moves",
        "SETUP g3:g h2:o h1:p; setup f12:G g12:O e11:P",
    ]);
    assert!(output.status.success());
    let lines: Vec<String> = stdout(&output).lines().map(str::to_string).collect();
    assert!(lines.contains(&"give g3>h2".to_string()), "{lines:?}");
    assert!(lines.iter().all(|l| !l.starts_with("setup")));
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
}

#[test]
fn niwa_perft_counts_through_the_setups() {
    let output = teban(&["perft", "niwa", "--garden", "wide", "--depth", "2"]);
    assert!(output.status.success());
    assert_eq!(stdout(&output).lines().last(), Some("14400"));
}

#[test]
fn niwa_refuses_an_illegal_turn_with_its_reason_and_exit_2() {
    let output = teban(&[
        "legal",
        "niwa",
        "--moves",
        "setup g3:G h2:O h1:P; setup f12:G g12:O e11:P; g3 g2",
    ]);
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        err.contains("move 3") && err.contains("g2 is your own base"),
        "{err}"
    );
    let output = teban(&["legal", "niwa", "--garden", "maze"]);
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("compact, path, wide"), "{err}");
}

#[test]
fn sensei_legal_lists_every_turn_after_turns_separated_by_semicolons() {
    let output = teban(&[
        "legal",
        "sensei",
        "--preset",
        "shizukana",
        "--moves",
        "C1-C2 @c2 ; c7-c6",
    ]);
    assert!(output.status.success(), "{:?}", output);
    let lines: Vec<String> = stdout(&output).lines().map(str::to_string).collect();
    let mut sorted = lines.clone();
    sorted.sort();
    assert_eq!(lines, sorted);
    // The Sage stands on c2 now: the c2 stone is held, d1 is free, and a one-square preset.
    assert!(lines.contains(&"d1-d2 d2-d3 @b1".to_string()), "{lines:?}");
    assert!(!lines.iter().any(|l| l.starts_with("c2-")));
    assert!(!lines.iter().any(|l| l.contains("d1-d3")));

    let start = teban(&["legal", "sensei", "--preset", "arashi"]);
    assert_eq!(stdout(&start).lines().count(), 19_304);
}

#[test]
fn sensei_perft_counts_the_turns_of_each_preset() {
    for (preset, count) in [
        ("shizukana", "1128"),
        ("arashi", "19304"),
        ("shizukana-variant", "394"),
    ] {
        let output = teban(&["perft", "sensei", "--preset", preset, "--depth", "1"]);
        assert!(output.status.success(), "{preset}");
        assert_eq!(stdout(&output).lines().last(), Some(count), "{preset}");
    }
    let deeper = teban(&[
        "perft",
        "sensei",
        "--preset",
        "shizukana-variant",
        "--depth",
        "1",
        "--moves",
        "c1-c2",
    ]);
    assert!(deeper.status.success());
    assert_ne!(stdout(&deeper).lines().last(), Some("394"));
}

#[test]
fn an_illegal_sensei_turn_exits_2_with_its_place_and_reason() {
    let moves = "b1-b3 @b3 ; c7-c6 ; d1-d3 @d3";
    let output = teban(&["legal", "sensei", "--preset", "arashi", "--moves", moves]);
    assert!(
        output.status.success(),
        "d1 is free once the Sage has left it"
    );

    let moves = "b1-b4 @b4 ; c7-c6";
    let err = refused(&["legal", "sensei", "--preset", "arashi", "--moves", moves]);
    assert!(
        err.contains("move 1")
            && err.contains("b4 is not on a row, column or diagonal with your character on d1"),
        "{err}"
    );
    let err = refused(&[
        "perft",
        "sensei",
        "--depth",
        "1",
        "--moves",
        "c1-c2 ; d7-d6",
    ]);
    assert!(
        err.contains("move 2") && err.contains("the stone on d7 carries your character"),
        "{err}"
    );
    let err = refused(&["legal", "sensei", "--preset", "typhoon"]);
    assert!(err.contains("arashi-expert"), "{err}");
}
