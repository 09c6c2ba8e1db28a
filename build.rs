//! Gathers what teban embeds from its folders, so that a new file needs no code:
//! - each language's Fluent files (`locales/<lang>/*.ftl`, in name order) into one catalogue per
//!   language in `OUT_DIR`, which `src/i18n` builds into the binary;
//! - each backend's migrations (`migrations/<backend>/NNNN_name.sql`, in name order) into a list
//!   `src/store/backend.rs` hands sqlx's migrator. (sqlx's `migrate!` macro would do the same, but
//!   it needs sqlx's macros, which build both database drivers and SQLite's C a second time.)

use std::path::Path;

fn main() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    catalogues(&out);
    migrations(&out, "sqlite");
    migrations(&out, "postgres");
}

/// `migrations_<backend>.rs`: `[(version, description, sql), ...]`, the SQL included from the
/// files, version and description read from the names as sqlx reads them (`0003_clocks.sql`: 3,
/// "clocks").
fn migrations(out: &str, backend: &str) {
    let dir = Path::new("migrations").join(backend);
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the migrations folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "sql"))
        .collect();
    files.sort();
    let mut list = String::from("&[\n");
    for file in files {
        println!("cargo:rerun-if-changed={}", file.display());
        let name = file.file_stem().expect("a file name").to_string_lossy();
        let (version, description) = name
            .split_once('_')
            .expect("a migration is named NNNN_description.sql");
        let version: i64 = version
            .parse()
            .expect("a migration's name starts with its version");
        let path = std::fs::canonicalize(&file).expect("the migration's path");
        list.push_str(&format!(
            "    ({version}, {:?}, include_str!({:?})),\n",
            description.replace('_', " "),
            path.display().to_string()
        ));
    }
    list.push_str("]\n");
    std::fs::write(
        Path::new(out).join(format!("migrations_{backend}.rs")),
        list,
    )
    .expect("OUT_DIR is writable");
}

/// One Fluent catalogue per language.
fn catalogues(out: &str) {
    let root = Path::new("locales");
    println!("cargo:rerun-if-changed=locales");
    let mut langs: Vec<_> = std::fs::read_dir(root)
        .expect("the locales folder")
        .filter_map(Result::ok)
        .filter(|e| e.path().is_dir())
        .collect();
    langs.sort_by_key(|e| e.file_name());
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
        let name = lang.file_name();
        let name = name.to_string_lossy();
        std::fs::write(Path::new(out).join(format!("{name}.ftl")), all)
            .expect("OUT_DIR is writable");
    }
}
