//! The guide: `/help` and `/rules`, and what they say in each language teban speaks: how to play
//! with teban, and each game's rulebook in short (`docs/rules.md`),
//! with the notation players type and the variants they may choose.
//!
//! The words are in the catalogue (`locales/<lang>/help.ftl`, `locales/<lang>/guide-rules.ftl`);
//! this module lays them out. It writes the commands' names itself ([`command`]), as players type
//! them: the name the commands' localizations give in the reader's language (`/défi`), the
//! English one (`/challenge`) where there is none, so that a translator cannot misspell a command
//! here. Move notation is written in the texts themselves, unchanged in every language (`e2`,
//! `e3h`, `b1-b4`...).
//!
//! Both texts are built whole and must fit where they are shown, each in an embed's description
//! (4,096 characters): `/help` alone (it outgrew a message's 2,000), `/rules` above the picture of the
//! game's start; the tests check the longest language against those limits. Neither asks the
//! table anything but the channel's language. Of the other command files it imports only the
//! shared [`super::ask`] and [`super::options`].

use super::ask::{caller_of, reply_with, Ctx, Visibility};
use super::options::Choice;
use crate::discord::Error;
use crate::games::{AnyGame, GameKind};
use crate::i18n::{self, Key, Lang};
use crate::table::{Audience, Form};
use crate::table::{Picture, Reply};
use crate::tr;

/// The rules of a game in short, with a picture of its start, in the channel's language.
#[poise::command(slash_command)]
pub async fn rules(ctx: Ctx<'_>, game: Choice<GameKind>) -> Result<(), Error> {
    let kind = game.0;
    let table = ctx.data().table.clone();
    let who = caller_of(ctx);
    reply_with(ctx, Visibility::Public, async move {
        let lang = table.channel_lang(&who).await?;
        let picture = AnyGame::new(kind, None).ok().map(|start| Picture::Board {
            position: start,
            view: crate::render::View {
                lang,
                ..Default::default()
            },
        });
        Ok(Reply {
            text: rules_text(kind, lang),
            picture,
            lang,
            ..Reply::default()
        })
    })
    .await
}

/// How to play with teban, in the caller's language.
#[poise::command(slash_command)]
pub async fn help(ctx: Ctx<'_>) -> Result<(), Error> {
    let lang = caller_of(ctx).lang;
    reply_with(ctx, Visibility::Ephemeral, async move {
        Ok(Reply {
            text: help_text(lang),
            audience: Audience::Caller,
            form: Form::Page,
            lang,
            ..Reply::default()
        })
    })
    .await
}

/// `/help`: what teban is and what each command does, in `lang`.
pub fn help_text(lang: Lang) -> String {
    let games: Vec<&str> = GameKind::ALL.iter().map(|k| k.title()).collect();
    let record = command(lang, "record");
    let players = [
        (&["challenge"][..], tr!(lang, "help-challenge")),
        (&["move"], tr!(lang, "help-move")),
        (&["board"], tr!(lang, "help-board")),
        (&["play"], tr!(lang, "help-play")),
        (&["plan"], tr!(lang, "help-plan")),
        (&["resign", "draw"], tr!(lang, "help-resign-draw")),
        (&["takeback"], tr!(lang, "help-takeback")),
        (&["abort"], tr!(lang, "help-abort")),
        (
            &["challenges", "block", "unblock"],
            tr!(lang, "help-challenges"),
        ),
        (&["games"], tr!(lang, "help-games")),
        (&["record"], tr!(lang, "help-record")),
        (&["replay"], tr!(lang, "help-replay", record = record)),
        (&["analysis"], tr!(lang, "help-analysis")),
        (&["profile"], tr!(lang, "help-profile")),
        (&["leaderboard"], tr!(lang, "help-leaderboard")),
        (&["tournament"], tr!(lang, "help-tournament")),
        (&["notifications"], tr!(lang, "help-notifications")),
        (&["preferences"], tr!(lang, "help-preferences")),
        (&["vacation"], tr!(lang, "help-vacation")),
        (&["rules"], tr!(lang, "help-rules")),
        (&["help"], tr!(lang, "help-help")),
    ];
    let managers = [
        (&["settings"][..], tr!(lang, "help-settings")),
        (&["admin abort"], tr!(lang, "help-admin-abort")),
    ];
    let mut text = tr!(lang, "help-intro", games = games.join(", "));
    push_commands(&mut text, lang, &players);
    text.push('\n');
    text.push_str(&tr!(lang, "help-buttons"));
    text.push('\n');
    text.push_str(&tr!(lang, "help-managers"));
    push_commands(&mut text, lang, &managers);
    text
}

/// One line a group of commands: "• `/resign`, `/draw` — give up, or offer a draw".
fn push_commands(text: &mut String, lang: Lang, lines: &[(&[&str], String)]) {
    for (commands, about) in lines {
        let named: Vec<String> = commands.iter().map(|c| command(lang, c)).collect();
        text.push_str(&format!("\n• {} — {about}", named.join(", ")));
    }
}

/// A command as a reader of `lang` types it, in backticks: "`/challenge`", "`/admin abort`". Each
/// word is the name the commands' localizations give it in `lang` (`command-<path>-name`, the
/// catalogue Discord's command names come from), or its English name where there is none.
fn command(lang: Lang, english: &str) -> String {
    let mut path = String::from("command");
    let words: Vec<String> = english
        .split(' ')
        .map(|word| {
            path.push('-');
            path.push_str(word);
            Key::find(&format!("{path}-name"))
                .map_or_else(|| word.to_string(), |key| i18n::text(lang, key, &[]))
        })
        .collect();
    format!("`/{}`", words.join(" "))
}

/// `/rules`: the rulebook of `kind` in short, in `lang`, then its notation and its variants.
pub fn rules_text(kind: GameKind, lang: Lang) -> String {
    // A game added to the rules module must be given its rules here: the match says so.
    let (rules, notation) = match kind {
        GameKind::Quoridor => (
            vec![
                tr!(lang, "rules-quoridor-about"),
                tr!(lang, "rules-quoridor-goal"),
                tr!(lang, "rules-quoridor-setup"),
                tr!(lang, "rules-quoridor-turn"),
                tr!(lang, "rules-quoridor-pawn"),
                tr!(lang, "rules-quoridor-fences"),
                tr!(lang, "rules-quoridor-face"),
                tr!(lang, "rules-quoridor-four"),
                tr!(lang, "rules-quoridor-end"),
            ],
            tr!(lang, "rules-quoridor-notation"),
        ),
        GameKind::Sensei => (
            vec![
                tr!(lang, "rules-sensei-about"),
                tr!(lang, "rules-sensei-goal"),
                tr!(lang, "rules-sensei-setup"),
                tr!(lang, "rules-sensei-turn"),
                tr!(lang, "rules-sensei-stones"),
                tr!(lang, "rules-sensei-character"),
                tr!(lang, "rules-sensei-end"),
                tr!(lang, "rules-sensei-unfair"),
                tr!(lang, "rules-sensei-variants"),
            ],
            tr!(lang, "rules-sensei-notation"),
        ),
        GameKind::Niwa => (
            vec![
                tr!(lang, "rules-niwa-about"),
                tr!(lang, "rules-niwa-goal"),
                tr!(lang, "rules-niwa-setup"),
                tr!(lang, "rules-niwa-turn"),
                tr!(lang, "rules-niwa-move"),
                tr!(lang, "rules-niwa-meet"),
                tr!(lang, "rules-niwa-end"),
            ],
            tr!(lang, "rules-niwa-notation"),
        ),
    };
    let variants: Vec<String> = kind
        .variants()
        .iter()
        .map(|(name, about)| {
            let about = variant_about(kind, name, about, lang);
            tr!(lang, "rules-variant", name = *name, about = about)
        })
        .collect();
    format!(
        "**{}**\n{}\n\n**{}**\n{notation}\n\n**{}**\n{}\n\n{}",
        kind.title(),
        rules.join("\n"),
        tr!(lang, "rules-heading-notation"),
        tr!(lang, "rules-heading-variants"),
        variants.join("\n"),
        tr!(
            lang,
            "rules-start",
            challenge = command(lang, "challenge"),
            game = kind.title()
        ),
    )
}

/// A variant's one-line description in `lang`: the catalogue's
/// ([`i18n::rules::variant_description`]), else the rules module's, in English.
fn variant_about(kind: GameKind, name: &str, english: &str, lang: Lang) -> String {
    i18n::rules::variant_description(kind, name)
        .map_or_else(|| english.to_string(), |said| said.text(lang))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::shown::limits;

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
}
