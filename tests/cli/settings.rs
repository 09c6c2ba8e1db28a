//! How the command line reads its settings: a `.env` that cannot be parsed is said with its place
//! (for the bot and the terminal alike), settings of zero or beyond their range are refused before
//! anything starts, and `.env.example`, copied as the README says, is read as it is.

use std::process::Command;

use crate::run::{stdout, teban_in};

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
        (
            "AI_CLAIM_MARGIN_MS",
            "0",
            "AI_CLAIM_MARGIN_MS must be a whole number of milliseconds from 1 to 3600000, not `0`",
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
