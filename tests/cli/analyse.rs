//! `teban analyse --record FILE [-o chart.png]`: a recorded game judged move by move (the chance
//! to win before → after each move, the engine's preferred move), each player's costliest moves
//! marked and listed, the chart written; a bad file refused in one short line.

use crate::run::{refused, stdout, teban};

/// A finished game: ann walks straight to rank 9, bob wanders down file d and loses the race.
const RACE: &str = "[Game \"Quoridor\"]\n[Variant \"2-players\"]\n[Seat1 \"ann\"]\n\
                    [Seat2 \"bob\"]\n\n1. e2\n2. d9\n3. e3\n4. d8\n5. e4\n6. d7\n7. e5\n\
                    8. d6\n9. e6\n10. d5\n11. e7\n12. d4\n13. e8\n14. d3\n15. e9\n";

#[test]
fn analyse_prints_each_move_with_its_chances_and_the_costliest_and_writes_the_chart() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("race.txt");
    std::fs::write(&record, RACE).unwrap();
    let chart = dir.path().join("chart.png");
    let output = teban(&[
        "analyse",
        "--record",
        record.to_str().unwrap(),
        "-o",
        chart.to_str().unwrap(),
        "--lang",
        "fr",
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("move  player"), "{text}");
    // One line per move: its number, its player, the move, the chances, the engine's move.
    let moves: Vec<&str> = lines[1..16].to_vec();
    for (i, line) in moves.iter().enumerate() {
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(words[0], (i + 1).to_string(), "{line}");
        assert_eq!(words[1], if i % 2 == 0 { "ann" } else { "bob" }, "{line}");
        assert!(words[3].ends_with('%') && words[4] == "→" && words[5].ends_with('%'));
    }
    assert_eq!(moves[0].split_whitespace().nth(2), Some("e2"));
    // ann's winning move leaves her sure to win; bob's last move left him behind.
    assert!(moves[14].contains("→ 100%"), "{}", moves[14]);
    let after: u32 = moves[13]
        .split_whitespace()
        .nth(5)
        .unwrap()
        .trim_end_matches('%')
        .parse()
        .unwrap();
    assert!(after < 50, "{}", moves[13]);
    // The marks: each player's costliest moves, at most three each, the first named.
    let marked = |name: &str| {
        moves
            .iter()
            .filter(|l| l.contains("<- mistake") && l.ends_with(name))
            .count()
    };
    assert!((1..=3).contains(&marked("bob")), "{text}");
    assert!(moves.iter().any(|l| l.ends_with("<- mistake 1 of bob")));
    // With every fence in hand the race says little; bob's last step, instead of the fence that
    // would have stopped ann one square from her goal, lost the game.
    assert!(
        text.contains("bob's costliest moves: move 14 d3 (49% → 0%; better: d8h)"),
        "{text}"
    );
    // ann played the engine's move every time: none of hers cost anything.
    assert_eq!(marked("ann"), 0, "{text}");
    assert!(text.contains("ann: no costly move"), "{text}");
    assert!(
        text.contains("Quoridor 2-players: 15 moves analysed in "),
        "{text}"
    );
    assert!(text.contains("chart written to "), "{text}");
    let png = std::fs::read(&chart).unwrap();
    let image = image::load_from_memory(&png).unwrap();
    assert_eq!((image.width(), image.height()), (720, 360));
}

#[test]
fn analyse_refuses_a_bad_file_in_one_short_line() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("missing.txt");
    let err = refused(&["analyse", "--record", missing.to_str().unwrap()]);
    assert!(err.contains("cannot read") && err.len() < 300, "{err}");
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "[Game \"Quoridor\"]\n\n1. e2\n2. e8\n3. e9\n").unwrap();
    let err = refused(&["analyse", "--record", bad.to_str().unwrap()]);
    assert!(err.contains("line 5") && err.lines().count() <= 2, "{err}");
    let chart = dir.path().join("chart.png");
    refused(&[
        "analyse",
        "--record",
        bad.to_str().unwrap(),
        "-o",
        chart.to_str().unwrap(),
    ]);
    assert!(!chart.exists(), "no chart for a bad record");
}
