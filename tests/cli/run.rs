//! Running the `teban` binary from a test: with arguments, or in a directory of its own with
//! nothing of the caller's settings, and what it said.

use std::process::{Command, Output, Stdio};

/// Runs `teban args` as the caller's shell would, to its end.
pub fn teban(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_teban"))
        .args(args)
        .output()
        .expect("teban runs")
}

/// What a run wrote on stdout.
pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Runs `teban args` in `dir` with nothing of the caller's settings, and `env` set.
pub fn teban_in(dir: &std::path::Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_teban"));
    command.args(args).current_dir(dir).stdin(Stdio::null());
    for name in [
        "DISCORD_TOKEN",
        "DATABASE_URL",
        "CHALLENGE_MINUTES",
        "RENDER_BOARDS",
        "AI_MOVE_MS",
        "AI_CLAIM_MARGIN_MS",
    ] {
        command.env_remove(name);
    }
    command.envs(env.iter().copied());
    command.output().expect("teban runs")
}

/// Runs `teban` expecting it to refuse with exit code 2; returns what it said.
pub fn refused(args: &[&str]) -> String {
    let output = teban(args);
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    String::from_utf8_lossy(&output.stderr).into_owned()
}
