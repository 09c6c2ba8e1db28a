//! The documentation a newcomer reads against the program it describes: the README names every
//! command `teban --help` lists, every link leads to a file of the project, and every setting of
//! `.env.example` is explained in the operations page.

use std::path::{Path, PathBuf};

use crate::help::listed_commands;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The README and every page of `docs/`.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![Path::new(ROOT).join("README.md")];
    for entry in std::fs::read_dir(Path::new(ROOT).join("docs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|x| x == "md") {
            pages.push(path);
        }
    }
    pages
}

/// The targets of a Markdown page's links and pictures: `[text](target)`.
fn links(text: &str) -> Vec<String> {
    text.match_indices("](")
        .filter_map(|(at, _)| {
            let rest = &text[at + 2..];
            rest.find(')').map(|end| rest[..end].to_owned())
        })
        .collect()
}

#[test]
fn the_readme_is_short_enough_to_read_in_two_minutes() {
    let lines = read(&Path::new(ROOT).join("README.md")).lines().count();
    assert!(lines <= 200, "README.md has {lines} lines");
}

#[test]
fn the_readme_names_every_command_the_help_lists() {
    let readme = read(&Path::new(ROOT).join("README.md"));
    let names: Vec<String> = listed_commands()
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    assert!(names.len() >= 10, "{names:?}");
    for name in names {
        assert!(
            readme.contains(&format!("`teban {name}")),
            "README.md does not name `teban {name}`"
        );
    }
}

#[test]
fn every_link_of_the_documentation_leads_to_a_file_of_the_project() {
    let root = Path::new(ROOT).canonicalize().unwrap();
    let mut checked = 0;
    for page in pages() {
        let text = read(&page);
        for target in links(&text) {
            if target.starts_with("https://") || target.starts_with('#') {
                continue;
            }
            let file = target.split('#').next().unwrap();
            let path = page.parent().unwrap().join(file);
            let found = path.canonicalize().unwrap_or_else(|_| {
                panic!("{}: the link `{target}` leads nowhere", page.display())
            });
            assert!(
                found.starts_with(&root),
                "{}: the link `{target}` leads out of the project",
                page.display()
            );
            checked += 1;
        }
    }
    assert!(checked >= 20, "only {checked} links found");
}

#[test]
fn every_setting_of_the_example_is_explained_in_the_operations_page() {
    let example = read(&Path::new(ROOT).join(".env.example"));
    let operations = read(&Path::new(ROOT).join("docs/operations.md"));
    let settings: Vec<&str> = example
        .lines()
        .map(|line| line.trim_start_matches("# "))
        .filter_map(|line| line.split_once('=').map(|(name, _)| name))
        .filter(|name| {
            !name.is_empty()
                && name
                    .chars()
                    .all(|c| c.is_ascii_uppercase() || c == '_' || c.is_ascii_digit())
        })
        .collect();
    assert!(settings.contains(&"DISCORD_TOKEN"), "{settings:?}");
    assert!(settings.contains(&"DATABASE_URL"), "{settings:?}");
    for name in &settings {
        assert!(
            operations.contains(&format!("| `{name}` |")),
            "docs/operations.md has no line for {name}"
        );
    }
    // And the other way: the operations page's table names no setting the example lacks.
    for line in operations.lines().filter(|line| line.starts_with("| `")) {
        let name = line[3..].split('`').next().unwrap();
        if name.chars().all(|c| c.is_ascii_uppercase() || c == '_') {
            assert!(
                settings.contains(&name),
                ".env.example does not list {name}"
            );
        }
    }
}
