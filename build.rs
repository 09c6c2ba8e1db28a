//! Gathers each language's Fluent files (`locales/<lang>/*.ftl`, in name order) into one
//! catalogue per language in `OUT_DIR`, which `src/i18n` builds into the binary. A new file in a
//! language's folder needs no code: it is picked up here.

use std::path::Path;

fn main() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
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
        std::fs::write(Path::new(&out).join(format!("{name}.ftl")), all)
            .expect("OUT_DIR is writable");
    }
}
