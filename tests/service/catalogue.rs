//! The catalogue (`locales/`): every language has every text, each translation uses exactly the
//! placeables of the English one, and the keys the compiler checks the code's against
//! (`teban::key!`) are the English texts.

use std::collections::{BTreeMap, BTreeSet};

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

#[test]
fn the_keys_the_compiler_checks_are_the_english_texts() {
    // `key!` and `tr!` check a key against the keys `build.rs` reads from `locales/en`: they are
    // exactly the English catalogue's texts (each of which every language has, above).
    let english: BTreeSet<String> = catalogue()[&Lang::En]
        .keys()
        .filter(|key| !key.contains('.'))
        .cloned()
        .collect();
    let compiled: BTreeSet<String> = i18n::Key::all()
        .map(|key| key.as_str().to_string())
        .collect();
    assert_eq!(compiled, english);
}

#[test]
fn a_text_is_said_in_each_language_with_its_arguments() {
    let counted =
        |lang, n: u32| i18n::text(lang, teban::key!("count-moves"), &[("count", n.into())]);
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
