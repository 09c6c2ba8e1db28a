//! `teban --help`: every subcommand listed on a line of its own with a description of its own.

use crate::run::{stdout, teban};

/// The subcommands `teban --help` lists, each with its description ("" when it has none).
pub fn listed_commands() -> Vec<(String, String)> {
    let output = teban(&["--help"]);
    assert!(output.status.success(), "teban --help fails");
    let help = stdout(&output);
    let listing = help
        .split("Commands:\n")
        .nth(1)
        .expect("teban --help lists its commands");
    listing
        .lines()
        .take_while(|line| line.starts_with("  "))
        .map(|line| {
            let line = line.trim();
            let (name, description) = line.split_once(' ').unwrap_or((line, ""));
            (name.to_owned(), description.trim().to_owned())
        })
        .filter(|(name, _)| name != "help")
        .collect()
}

#[test]
fn every_subcommand_has_its_own_one_line_description() {
    let commands = listed_commands();
    let names: Vec<&str> = commands.iter().map(|(name, _)| name.as_str()).collect();
    for expected in [
        "play",
        "render",
        "tournament",
        "loadtest",
        "analyse",
        "arena",
        "web",
    ] {
        assert!(
            names.contains(&expected),
            "{expected} missing from {names:?}"
        );
    }
    for (name, description) in &commands {
        assert!(!description.is_empty(), "`{name}` has no description");
        assert!(
            description.chars().count() <= 80,
            "`{name}`'s description is longer than a line: {description}"
        );
        assert!(
            !description.contains(". "),
            "`{name}`'s description is more than one sentence: {description}"
        );
    }
    for (i, (name, description)) in commands.iter().enumerate() {
        for (other, same) in &commands[i + 1..] {
            assert_ne!(
                description, same,
                "`{name}` and `{other}` share a description"
            );
        }
    }
}

#[test]
fn each_description_is_the_first_line_of_its_subcommands_help() {
    for (name, description) in listed_commands() {
        let help = stdout(&teban(&[&name, "--help"]));
        // The long help keeps the sentence's full stop, which the listing drops.
        let first = help.lines().next().map(|line| line.trim_end_matches('.'));
        assert_eq!(
            first,
            Some(description.as_str()),
            "`teban {name} --help` does not begin with its listed description"
        );
    }
}

#[test]
fn the_tournament_and_the_load_test_are_told_apart() {
    let commands = listed_commands();
    let described = |name: &str| {
        commands
            .iter()
            .find(|(listed, _)| listed == name)
            .map(|(_, description)| description.to_lowercase())
            .unwrap_or_default()
    };
    assert!(described("tournament").contains("tournament"));
    assert!(!described("tournament").contains("clicked"));
    assert!(described("loadtest").contains("many games at once"));
}

#[test]
fn teban_alone_is_said_to_run_the_bot() {
    let help = stdout(&teban(&["--help"]));
    assert!(
        help.contains("Without a command, teban runs the Discord bot"),
        "{help}"
    );
}
