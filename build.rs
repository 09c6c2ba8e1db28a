//! Gathers each language's Fluent files (`locales/<lang>/*.ftl`, in name order) into one
//! catalogue per language in `OUT_DIR`, which `src/i18n` builds into the binary. A new file in a
//! language's folder needs no code: it is picked up here.
//!
//! It also writes the English catalogue's keys, sorted (`keys.rs`): `key!` and `tr!` check every
//! key the code names against them when it compiles. A language whose keys are not English's
//! stops the build, naming what it lacks or has too many, so that a key found at run time
//! (`Key::find`, the commands' names) is in every language.
//!
//! And it bundles the Activity's script (`OUT_DIR/activity.js`: Discord's Embedded App SDK from
//! npm and the page's module `web/activity/main.js`) with esbuild, when npm's packages are
//! installed (`npm ci` in `web/`); without them the file is empty, and the binary serves a page
//! that says the Activity was not built.

use std::path::Path;
use std::process::Command;

fn main() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    bundle_activity(&out);
    let root = Path::new("locales");
    println!("cargo:rerun-if-changed=locales");
    let mut langs: Vec<_> = std::fs::read_dir(root)
        .expect("the locales folder")
        .filter_map(Result::ok)
        .filter(|e| e.path().is_dir())
        .collect();
    langs.sort_by_key(|e| e.file_name());
    let mut catalogues = Vec::new();
    for lang in langs {
        println!("cargo:rerun-if-changed={}", lang.path().display());
        let mut files: Vec<_> = std::fs::read_dir(lang.path())
            .expect("a language's folder")
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        let mut all = String::new();
        for file in files {
            println!("cargo:rerun-if-changed={}", file.display());
            let text = std::fs::read_to_string(&file).expect("a Fluent file");
            all.push_str(&format!("## {}\n", file.display()));
            all.push_str(&text);
            if !text.ends_with('\n') {
                all.push('\n');
            }
        }
        let name = lang.file_name().to_string_lossy().into_owned();
        std::fs::write(Path::new(&out).join(format!("{name}.ftl")), &all)
            .expect("OUT_DIR is writable");
        catalogues.push((name, all));
    }
    let english = catalogues
        .iter()
        .find(|(name, _)| name == "en")
        .map(|(_, all)| keys(all))
        .expect("locales/en");
    for (name, all) in &catalogues {
        let own = keys(all);
        let lacks: Vec<&str> = english
            .iter()
            .filter(|k| own.binary_search(k).is_err())
            .copied()
            .collect();
        let extra: Vec<&str> = own
            .iter()
            .filter(|k| english.binary_search(k).is_err())
            .copied()
            .collect();
        assert!(
            lacks.is_empty() && extra.is_empty(),
            "locales/{name} must have English's keys: it lacks {lacks:?}, and has {extra:?} too many"
        );
    }
    write_keys(&out, &english);
}

/// The message ids of a Fluent source (a line that starts with an identifier and `=`; terms start
/// with `-`, attributes and continued lines with blanks), sorted.
fn keys(source: &str) -> Vec<&str> {
    let mut keys: Vec<&str> = source
        .lines()
        .filter(|line| line.starts_with(|c: char| c.is_ascii_alphabetic()))
        .filter_map(|line| line.split_once('=').map(|(id, _)| id.trim()))
        .collect();
    keys.sort_unstable();
    keys.dedup();
    keys
}

/// `keys` as the constant `KEYS`.
fn write_keys(out: &str, keys: &[&str]) {
    let mut code = String::from(
        "/// Every key of the English catalogue, sorted (written by `build.rs`).\npub const KEYS: &[&str] = &[\n",
    );
    for key in keys {
        code.push_str(&format!("    {key:?},\n"));
    }
    code.push_str("];\n");
    std::fs::write(Path::new(out).join("keys.rs"), code).expect("OUT_DIR is writable");
}

/// Writes `OUT_DIR/activity.js`: the bundle, or nothing when `web/node_modules` has no esbuild.
fn bundle_activity(out: &str) {
    let bundle = Path::new(out).join("activity.js");
    let esbuild = Path::new("web/node_modules/.bin/esbuild");
    if !esbuild.exists() {
        // Whatever appears in `web/` (`node_modules` once installed) runs this again.
        println!("cargo:rerun-if-changed=web");
        println!("cargo:warning=the Activity is not built: run `npm ci` in web/");
        std::fs::write(&bundle, "").expect("OUT_DIR is writable");
        return;
    }
    for source in [
        "web/activity",
        "web/board.js",
        "web/mount.js",
        "web/players.js",
        "web/moves.js",
        "web/alerts.js",
        "web/strings.js",
        "web/package-lock.json",
        "web/node_modules/.package-lock.json",
    ] {
        println!("cargo:rerun-if-changed={source}");
    }
    let status = Command::new(esbuild)
        .args([
            "web/activity/main.js",
            "--bundle",
            "--format=esm",
            "--minify",
            "--target=es2020",
            "--log-level=warning",
        ])
        .arg(format!("--outfile={}", bundle.display()))
        .status()
        .expect("esbuild runs (web/node_modules/.bin/esbuild)");
    assert!(
        status.success(),
        "esbuild could not bundle web/activity/main.js"
    );
}
