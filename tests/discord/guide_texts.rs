//! The help and the rules as Discord shows them: commands named as typed, texts that fit, in every
//! language.

use teban::discord::commands::guide::*;
use teban::discord::shown::limits;
use teban::games::GameKind;
use teban::i18n::Lang;

/// Every command the help names, by its English name.
const COMMANDS: &[&str] = &[
    "vacation",
    "challenge",
    "move",
    "board",
    "play",
    "plan",
    "resign",
    "draw",
    "takeback",
    "abort",
    "challenges",
    "block",
    "unblock",
    "games",
    "record",
    "replay",
    "analysis",
    "profile",
    "leaderboard",
    "rules",
    "help",
    "tournament",
    "settings",
    "admin abort",
];

fn chars(text: &str) -> usize {
    text.chars().count()
}

#[test]
fn the_help_fits_one_message_and_names_every_command_in_every_language() {
    for lang in Lang::ALL {
        let help = help_text(lang);
        assert!(
            chars(&help) <= limits::DESCRIPTION,
            "{lang}: the help has {} characters:\n{help}",
            chars(&help)
        );
        for english in COMMANDS {
            let named = command(lang, english);
            assert!(
                help.contains(&format!("• {named}")) || help.contains(&format!(", {named}")),
                "{lang}: the help does not name {named}:\n{help}"
            );
        }
        for game in GameKind::ALL {
            assert!(help.contains(game.title()), "{lang}: {game} missing");
        }
    }
}

#[test]
fn commands_are_named_as_typed_in_english() {
    assert_eq!(command(Lang::En, "challenge"), "`/challenge`");
    assert_eq!(command(Lang::En, "admin abort"), "`/admin abort`");
    let help = help_text(Lang::En);
    assert!(help.contains("\n• `/resign`, `/draw` — give up, or offer a draw\n"));
    assert!(help.contains("(the same games as `/record`)"));
}

#[test]
fn the_help_says_what_the_commands_do_in_the_readers_language() {
    let help = |lang| help_text(lang);
    assert!(help(Lang::En).contains("loses on time"));
    assert!(help(Lang::En).contains("from 5 minutes to 14 days"));
    assert!(help(Lang::Fr).contains("de 5 minutes à 14 jours"));
    assert!(help(Lang::Fr).contains("perd au temps"));
    assert!(help(Lang::De).contains("zwischen 5 Minuten und 14 Tagen"));
    assert!(help(Lang::De).contains("verliert auf Zeit"));
    assert!(help(Lang::Es).contains("de 5 minutos a 14 días"));
    assert!(help(Lang::Es).contains("pierde por tiempo"));
    assert!(help(Lang::Fr).contains("abandonne, ou propose la nulle"));
    assert!(help(Lang::De).contains("gib auf oder biete ein Remis an"));
    assert!(help(Lang::Es).contains("ríndete u ofrece tablas"));
}

/// The notation examples each game's rules must show, as players type them.
fn notation(kind: GameKind) -> &'static [&'static str] {
    match kind {
        GameKind::Quoridor => &["`e2`", "`e3h`", "`e3v`", "`pass`"],
        GameKind::Sensei => &["`b1-b4`", "`@b4`", "`b1-b4 @b4 c1-c2`"],
        GameKind::Niwa => &[
            "`setup d2:G c3:O e3:P`",
            "`d2 d3>c3 d4>e3 ^d6`",
            "`give c3>e3`",
        ],
    }
}

#[test]
fn the_rules_fit_the_embed_and_show_the_notation_and_variants_in_every_language() {
    for kind in GameKind::ALL.iter().copied() {
        for lang in Lang::ALL {
            let rules = rules_text(kind, lang);
            assert!(
                chars(&rules) <= limits::DESCRIPTION,
                "{lang} {kind}: the rules have {} characters",
                chars(&rules)
            );
            assert!(rules.starts_with(&format!("**{}**", kind.title())));
            for example in notation(kind) {
                assert!(
                    rules.contains(example),
                    "{lang} {kind}: no {example}:\n{rules}"
                );
            }
            for (name, _) in kind.variants() {
                assert!(
                    rules.contains(&format!("• `{name}`")),
                    "{lang} {kind}: variant {name} missing"
                );
            }
            assert!(rules.contains(&command(lang, "challenge")), "{lang} {kind}");
            if lang != Lang::En {
                assert_ne!(rules, rules_text(kind, Lang::En), "{lang} {kind}");
            }
        }
    }
}

/// What each language's rules must say: the rulebooks' facts, in the rulebooks' words.
fn facts(kind: GameKind, lang: Lang) -> &'static [&'static str] {
    match (kind, lang) {
        (GameKind::Quoridor, Lang::En) => &[
            "10 fences each",
            "5 fences each",
            "never jump more than one pawn",
            "9×9",
        ],
        (GameKind::Quoridor, Lang::Fr) => &[
            "10 barrières chacun",
            "5 barrières chacun",
            "jamais sauter plus d’un pion",
            "ligne de départ",
        ],
        (GameKind::Quoridor, Lang::De) => {
            &["10 Wände", "5 Wände", "nie mehr als eine Spielfigur", "9×9"]
        }
        (GameKind::Quoridor, Lang::Es) => &[
            "10 barreras",
            "5 barreras",
            "nunca se salta más de un peón",
            "9×9",
        ],
        (GameKind::Sensei, Lang::En) => {
            &["7 stones", "at least 3 stones", "never diagonally", "pits"]
        }
        (GameKind::Sensei, Lang::Fr) => &[
            "7 pierres",
            "au moins 3 pierres",
            "jamais en diagonale",
            "Anti-jeu",
            "gouffres",
            "le Sage",
            "le Singe",
        ],
        (GameKind::Sensei, Lang::De) => &[
            "7 Spielsteine",
            "mindestens 3 Spielsteine",
            "nie diagonal",
            "Blockadespiel",
            "Löcher",
        ],
        (GameKind::Sensei, Lang::Es) => &[
            "7 piedras",
            "al menos 3 piedras",
            "nunca en diagonal",
            "antijuego",
        ],
        (GameKind::Niwa, Lang::En) => &[
            "two beads of the same colour",
            "3 beads at most",
            "only one jump per turn",
            "never lands on its own base",
        ],
        (GameKind::Niwa, Lang::Fr) => &[
            "deux perles de la même couleur",
            "3 perles au plus",
            "un seul saut par tour",
            "jamais sur sa propre base",
        ],
        (GameKind::Niwa, Lang::De) => &[
            "zwei Perlen derselben Farbe",
            "höchstens 3 Perlen",
            "nur ein Sprung pro Zug",
            "nie auf der eigenen Basis",
        ],
        (GameKind::Niwa, Lang::Es) => &[
            "dos cuentas del mismo color",
            "3 cuentas como máximo",
            "un solo salto por turno",
            "nunca se para en su propia base",
        ],
    }
}

#[test]
fn each_language_states_the_rulebooks_facts() {
    for kind in GameKind::ALL.iter().copied() {
        for lang in Lang::ALL {
            let rules = rules_text(kind, lang);
            for fact in facts(kind, lang) {
                assert!(
                    rules.contains(fact),
                    "{lang} {kind}: does not say “{fact}”:\n{rules}"
                );
            }
        }
    }
}
