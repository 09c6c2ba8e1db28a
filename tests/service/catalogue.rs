//! The catalogue (`locales/`): every language has every text, each translation uses exactly the
//! placeables of the English one, and every key the code asks for exists.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use teban::i18n::{self, Lang};

/// Each message (and `message.attribute`) of a language, with the variables it uses.
fn messages(source: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = fluent_syntax::parser::parse(source)
        .unwrap_or_else(|(_, errors)| panic!("a Fluent file does not parse: {errors:?}"));
    let mut found = BTreeMap::new();
    for entry in resource.body {
        if let Entry::Message(message) = entry {
            let id = message.id.name.to_string();
            if let Some(value) = &message.value {
                found.insert(id.clone(), variables(value));
            }
            for attribute in &message.attributes {
                found.insert(
                    format!("{id}.{}", attribute.id.name),
                    variables(&attribute.value),
                );
            }
        }
    }
    found
}

fn variables(pattern: &Pattern<&str>) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            in_expression(expression, &mut found);
        }
    }
    found
}

fn in_expression(expression: &Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            in_inline(selector, found);
            for variant in variants {
                found.extend(variables(&variant.value));
            }
        }
        Expression::Inline(inline) => in_inline(inline, found),
    }
}

fn in_inline(inline: &InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                in_inline(argument, found);
            }
            for argument in &arguments.named {
                in_inline(&argument.value, found);
            }
        }
        InlineExpression::Placeable { expression } => in_expression(expression, found),
        _ => {}
    }
}

fn catalogue() -> BTreeMap<Lang, BTreeMap<String, BTreeSet<String>>> {
    i18n::sources()
        .map(|(lang, source)| (lang, messages(source)))
        .collect()
}

#[test]
fn every_language_has_every_text_with_the_same_placeables() {
    let all = catalogue();
    let english = &all[&Lang::En];
    assert!(english.len() > 5, "the English catalogue is nearly empty");
    let mut wrong = Vec::new();
    for (lang, texts) in &all {
        for (key, placeables) in english {
            match texts.get(key) {
                None => wrong.push(format!("{lang}: `{key}` is missing")),
                Some(theirs) if theirs != placeables => wrong.push(format!(
                    "{lang}: `{key}` uses {theirs:?} where English uses {placeables:?}"
                )),
                Some(_) => {}
            }
        }
        for key in texts.keys().filter(|k| !english.contains_key(*k)) {
            wrong.push(format!("{lang}: `{key}` is not in English"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The keys the code asks for by name: the first string after `tr!(lang, ` and in
/// `Said::new("...")`.
fn keys_in_code() -> BTreeSet<(String, String)> {
    let mut found = BTreeSet::new();
    let mut files = Vec::new();
    collect_rust(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("src").as_path(),
        &mut files,
    );
    for file in files {
        // Comments may name keys as examples: only code counts.
        let text: String = std::fs::read_to_string(&file)
            .unwrap()
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        let name = file.display().to_string();
        for (start, _) in text.match_indices("tr!(") {
            let rest = &text[start + 4..];
            // Skip the language argument: up to the first comma outside brackets.
            let mut depth = 0;
            let comma = rest.char_indices().find(|(_, c)| {
                match c {
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' | '}' => depth -= 1,
                    ',' if depth == 0 => return true,
                    _ => {}
                }
                false
            });
            let Some((comma, _)) = comma else { continue };
            if let Some(key) = literal_at(&rest[comma + 1..]) {
                found.insert((name.clone(), key));
            }
        }
        for (start, _) in text.match_indices("Said::new(") {
            if let Some(key) = literal_at(&text[start + 10..]) {
                found.insert((name.clone(), key));
            }
        }
    }
    found
}

/// The string literal that `text` begins with (after blanks), if it does.
fn literal_at(text: &str) -> Option<String> {
    let text = text.trim_start().strip_prefix('"')?;
    Some(text[..text.find('"')?].to_string())
}

fn collect_rust(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect_rust(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}

#[test]
fn every_key_the_code_asks_for_is_in_the_catalogue() {
    let english = &catalogue()[&Lang::En];
    let asked = keys_in_code();
    assert!(!asked.is_empty(), "the scan found no key in the code");
    let missing: Vec<String> = asked
        .iter()
        .filter(|(_, key)| !english.contains_key(key))
        .map(|(file, key)| format!("{file}: `{key}`"))
        .collect();
    assert!(
        missing.is_empty(),
        "not in locales/en: {}",
        missing.join("\n")
    );
}

#[test]
fn a_text_is_said_in_each_language_with_its_arguments() {
    let counted = |lang, n: u32| i18n::text(lang, "count-moves", &[("count", n.into())]);
    assert_eq!(counted(Lang::En, 1), "1 move");
    assert_eq!(counted(Lang::En, 1234), "1,234 moves");
    assert_eq!(counted(Lang::Fr, 1), "1 coup");
    assert_eq!(counted(Lang::Fr, 1234), "1\u{202f}234 coups");
    assert_eq!(counted(Lang::De, 2), "2 Züge");
    assert_eq!(counted(Lang::Es, 1), "1 jugada");
    assert!(
        i18n::lookup(Lang::Fr, "count-moves", &[]).is_err(),
        "a missing argument is an error"
    );
    assert!(i18n::lookup(Lang::De, "no-such-key", &[]).is_err());
}
