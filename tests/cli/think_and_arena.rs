//! teban's thinking on the command line: `teban think` says the move and how deep it got within
//! its budget; `teban arena` plays levels against each other, says the result and each side's
//! figures, and writes each game as a record teban reads back.

use crate::run::{stdout, teban, teban_in};

#[test]
fn think_says_the_move_and_how_deep_teban_got_within_its_budget() {
    let dir = tempfile::tempdir().unwrap();
    let moves = "e2 e8 e3 e7 e4 e6 d2h f6";
    let output = teban_in(
        dir.path(),
        &["think", "quoridor", "--moves", moves, "--level", "master"],
        &[("AI_MOVE_MS", "150")],
    );
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    let field = |name: &str| -> String {
        let prefix = format!("{name} ");
        let line = text.lines().find(|l| l.starts_with(&prefix));
        line.unwrap_or_else(|| panic!("no `{name}` in\n{text}"))[prefix.len()..].to_string()
    };
    // The move is one of the position's legal moves.
    let legal = stdout(&teban(&["legal", "quoridor", "--moves", moves]));
    assert!(legal.lines().any(|l| l == field("move")), "{text}");
    assert_eq!(field("level"), "master");
    // Each finished depth was said on its way, the last of them being the depth reached.
    let depth: u32 = field("depth").parse().unwrap();
    assert!(depth >= 1, "{text}");
    for d in 1..=depth {
        assert!(
            text.lines()
                .any(|l| l.starts_with(&format!("searched to depth {d}: "))),
            "depth {d} in\n{text}"
        );
    }
    let nodes: u64 = field("nodes").parse().unwrap();
    assert!(nodes > 0, "{text}");
    assert!(field("nodes/s").parse::<f64>().unwrap() > 0.0, "{text}");
    assert!(field("time").ends_with(" ms"), "{text}");

    // A finished game has nothing to think about.
    let over = teban(&[
        "think",
        "quoridor",
        "--moves",
        "e2 d9 e3 c9 e4 b9 e5 a9 e6 b9 e7 a9 e8 b9 e9",
    ]);
    assert_eq!(over.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&over.stderr).contains("the game is over"));
}

#[test]
fn arena_says_the_result_and_each_sides_figures() {
    let hard_against_random = ["arena", "quoridor", "--a", "hard", "--b", "random"];
    let output = teban(
        &[
            &hard_against_random[..],
            &["--games", "2", "--move-ms", "30", "--minutes", "60"],
        ]
        .concat(),
    );
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    let mut lines = text.lines();
    let head = lines.next().unwrap();
    assert!(
        head.starts_with("Quoridor default: hard against random, 2 games (seed 1) in "),
        "{text}"
    );
    // hard wins both games against random moves.
    assert_eq!(
        lines.next(),
        Some("hard: 2 won, 0 drawn, 0 lost (100% won)")
    );
    for who in ["hard", "random"] {
        let line = lines
            .next()
            .unwrap_or_else(|| panic!("no line for {who} in\n{text}"));
        assert!(line.starts_with(&format!("{who}: ")), "{text}");
        let moves: usize = line[who.len() + 2..]
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        // The winner's pawn crosses eight rows, two at a time when it jumps the other pawn.
        assert!(
            moves >= 2 * 5,
            "a Quoridor game is at least 5 moves a side: {text}"
        );
        assert!(line.contains(" ms; mean depth "), "{text}");
    }
    let refused = teban(&[&hard_against_random[..], &["--minutes", "0"]].concat());
    assert_eq!(refused.status.code(), Some(2));
}

#[test]
fn arena_writes_each_game_as_a_record_teban_reads_back() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("games");
    let output = teban(&[
        "arena",
        "quoridor",
        "--a",
        "normal",
        "--b",
        "random",
        "--games",
        "2",
        "--move-ms",
        "30",
        "--opening",
        "2",
        "--records",
        folder.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{output:?}");
    assert!(
        stdout(&output).contains("normal: 2 won, 0 drawn, 0 lost"),
        "{}",
        stdout(&output)
    );
    // A takes seat 1 in the first game and seat 2 in the second; it won both.
    for (game, (seat1, seat2, result)) in [("normal", "random", "1-0"), ("random", "normal", "0-1")]
        .into_iter()
        .enumerate()
    {
        let text = std::fs::read_to_string(folder.join(format!("game-{game}.txt"))).unwrap();
        assert!(
            text.starts_with("[Game \"Quoridor\"]\n[Variant \"2-players\"]\n"),
            "{text}"
        );
        for tag in [
            format!("[Seat1 \"{seat1}\"]"),
            format!("[Seat2 \"{seat2}\"]"),
            format!("[Result \"{result}\"]"),
            "[Termination \"reached the goal\"]".to_string(),
        ] {
            assert!(text.contains(&tag), "no {tag} in\n{text}");
        }
        // teban reads it back: the game it replays is over, won by A.
        let record = teban::record::Record::parse(&text).unwrap();
        assert!(record.position.is_over());
        assert!(record.entries.len() >= 2 * 8, "{text}");
        let path = folder.join(format!("game-{game}.txt"));
        let think = teban(&["think", "--record", path.to_str().unwrap()]);
        assert_eq!(think.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&think.stderr).contains("the game is over"));
    }
    assert!(!folder.join("game-2.txt").exists());
}
