//! The command line seen from outside: `teban legal` and `teban perft`, how they refuse bad
//! moves and variants, how settings and `.env` are refused, and how every command ends quietly
//! when the reader of its output goes away.

use std::io::Read;
use std::process::{Command, Output, Stdio};

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

/// Runs `teban args` in `dir` with nothing of the caller's settings, and `env` set.
fn teban_in(dir: &std::path::Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_teban"));
    command.args(args).current_dir(dir).stdin(Stdio::null());
    for name in [
        "DISCORD_TOKEN",
        "DATABASE_URL",
        "CHALLENGE_MINUTES",
        "RENDER_BOARDS",
        "AI_MOVE_MS",
    ] {
        command.env_remove(name);
    }
    command.envs(env.iter().copied());
    command.output().expect("teban runs")
}

#[test]
fn a_dotenv_that_cannot_be_parsed_is_said_with_its_place_for_the_bot_and_the_table() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().canonicalize().unwrap().join(".env");
    std::fs::write(&path, "# settings\nDISCORD_TOKEN abc\n").unwrap();
    let said = format!(
        "teban: .env could not be read ({}): line 2 (`DISCORD_TOKEN abc`) is not NAME=value\n",
        path.display()
    );
    for args in [&[][..], &["play", "quoridor"]] {
        let output = teban_in(dir.path(), args, &[]);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&output.stderr), said, "{args:?}");
        assert_eq!(stdout(&output), "", "{args:?}");
    }
    assert!(!dir.path().join("teban.db").exists(), "nothing was started");
}

#[test]
fn settings_of_zero_or_beyond_their_range_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    for (name, value, said) in [
        (
            "CHALLENGE_MINUTES",
            "0",
            "CHALLENGE_MINUTES must be a whole number of minutes from 1 to 525600, not `0`",
        ),
        (
            "CHALLENGE_MINUTES",
            "9223372036854775807",
            "CHALLENGE_MINUTES must be a whole number of minutes from 1 to 525600, not \
             `9223372036854775807`",
        ),
        (
            "AI_MOVE_MS",
            "18446744073709551615",
            "AI_MOVE_MS must be a whole number of milliseconds from 1 to 3600000, not \
             `18446744073709551615`",
        ),
    ] {
        let output = teban_in(dir.path(), &["play", "quoridor"], &[(name, value)]);
        assert_eq!(output.status.code(), Some(2), "{name}={value}");
        assert_eq!(
            String::from_utf8_lossy(&output.stderr),
            format!("teban: {said}\n")
        );
    }
    assert!(!dir.path().join("teban.db").exists(), "nothing was started");
    let output = teban_in(
        dir.path(),
        &[
            "arena",
            "quoridor",
            "--a",
            "easy",
            "--b",
            "random",
            "--move-ms",
            "0",
        ],
        &[],
    );
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("0 is not in 1..=3600000"), "{err}");
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

/// Runs `teban` expecting it to refuse with exit code 2; returns what it said.
fn refused(args: &[&str]) -> String {
    let output = teban(args);
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    String::from_utf8_lossy(&output.stderr).into_owned()
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

#[test]
fn the_example_settings_are_read_as_they_are() {
    // `.env.example` copied to `.env` as the README says: every setting in it is valid.
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(
        concat!(env!("CARGO_MANIFEST_DIR"), "/.env.example"),
        dir.path().join(".env"),
    )
    .unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_teban"))
        .args(["play", "quoridor", "--names", "ann,bob"])
        .current_dir(dir.path())
        .env_remove("DATABASE_URL")
        .env_remove("DEFAULT_CLOCK")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child.stdin.take().unwrap().write_all(b"quit\n").unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout(&output).starts_with("Started game #1"));
}

/// A record of a Quoridor game in progress: ann to move after `e2 e8 e3h`.
const RECORD: &str = "[Game \"Quoridor\"]\n[Variant \"2-players\"]\n[Seat1 \"ann\"]\n\
                      [Seat2 \"bob \\\"b\\\"\"]\n[Result \"*\"]\n\n1. e2\n2. e8\n3. E3H\n";

#[test]
fn a_record_gives_the_position_after_its_entries_to_legal_perft_and_render() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.txt");
    std::fs::write(&file, RECORD).unwrap();
    let record = file.to_str().unwrap();
    let from_record = teban(&["legal", "--record", record]);
    assert!(
        from_record.status.success(),
        "{}",
        String::from_utf8_lossy(&from_record.stderr)
    );
    let from_moves = teban(&["legal", "quoridor", "--moves", "e2 e8 e3h"]);
    assert_eq!(stdout(&from_record), stdout(&from_moves));
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

/// The frames of a GIF file.
fn gif_frames(path: &std::path::Path) -> usize {
    let bytes = std::fs::read(path).unwrap();
    let mut decoder = gif::DecodeOptions::new()
        .read_info(bytes.as_slice())
        .expect("a GIF");
    let mut frames = 0;
    while decoder.read_next_frame().expect("a frame").is_some() {
        frames += 1;
    }
    frames
}

#[test]
fn replay_writes_a_gif_of_the_start_and_each_move_from_moves_or_a_record() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.txt");
    std::fs::write(&file, RECORD).unwrap();
    let from_record = dir.path().join("record.gif");
    let made = teban(&[
        "replay",
        "--record",
        file.to_str().unwrap(),
        "-o",
        from_record.to_str().unwrap(),
    ]);
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    assert!(stdout(&made).contains("4 frames"), "{}", stdout(&made));
    assert_eq!(gif_frames(&from_record), 4);

    let from_moves = dir.path().join("moves.gif");
    let output = from_moves.to_str().unwrap();
    let made = teban(&["replay", "quoridor", "--moves", "e2 e8", "-o", output]);
    assert!(made.status.success());
    assert_eq!(gif_frames(&from_moves), 3);
    let err = refused(&["replay", "quoridor", "--moves", "e2 e2", "-o", output]);
    assert!(err.contains("e2"), "{err}");
}

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
        let record = teban::table::Record::parse(&text).unwrap();
        assert!(record.position.is_over());
        assert!(record.entries.len() >= 2 * 8, "{text}");
        let path = folder.join(format!("game-{game}.txt"));
        let think = teban(&["think", "--record", path.to_str().unwrap()]);
        assert_eq!(think.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&think.stderr).contains("the game is over"));
    }
    assert!(!folder.join("game-2.txt").exists());
}

#[test]
fn render_draws_its_words_in_the_language_asked_for_else_the_terminals() {
    use teban::games::{AnyGame, GameKind};
    use teban::i18n::Lang;
    use teban::render::{board_png, View};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("board.png");
    let mut game = AnyGame::new(GameKind::Quoridor, None).unwrap();
    game.play("e2").unwrap();
    let drawn_by_the_bot = |lang| {
        let view = View {
            names: vec!["Ann".into(), "Bob".into()],
            lang,
            ..View::default()
        };
        board_png(&game, &view)
    };
    for (flag, locale, lang) in [
        (Some("fr"), "de_DE.UTF-8", Lang::Fr),
        (None, "de_DE.UTF-8", Lang::De),
        (None, "C.UTF-8", Lang::En),
    ] {
        let mut args = vec![
            "render",
            "quoridor",
            "--moves",
            "e2",
            "--names",
            "Ann,Bob",
            "-o",
            path.to_str().unwrap(),
        ];
        args.extend(flag.iter().flat_map(|f| ["--lang", *f]));
        let env = [("LC_ALL", ""), ("LC_MESSAGES", ""), ("LANG", locale)];
        let output = teban_in(dir.path(), &args, &env);
        assert!(output.status.success(), "{output:?}");
        let bytes = std::fs::read(&path).unwrap();
        assert!(
            bytes == drawn_by_the_bot(lang),
            "{flag:?} {locale}: not the {lang:?} picture"
        );
    }
    assert_ne!(drawn_by_the_bot(Lang::Fr), drawn_by_the_bot(Lang::En));
}
