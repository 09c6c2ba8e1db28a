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
//! Both texts are the bot's own pages, written in Discord's markup (the catalogue's `**…**` and
//! `` `…` `` as Discord reads them): a reply carries them as words that go as they are
//! ([`Text::words`]).
//!
//! Both texts are built whole and must fit where they are shown, each in an embed's description
//! (4,096 characters): `/help` alone (it outgrew a message's 2,000), `/rules` above the picture of the
//! game's start; the tests check the longest language against those limits. Neither asks the
//! table anything but the channel's language. Of the other command files it imports only the
//! shared [`super::ask`] and [`super::options`].

use super::ask::{caller_of, reply_with, Ctx, Visibility};
use super::options::Choice;
use crate::discord::markup::markup;
use crate::discord::Error;
use crate::games::{AnyGame, GameKind};
use crate::i18n::{self, Key, Lang};
use crate::table::{Audience, Form};
use crate::table::{Picture, Reply};
use crate::text::Text;
use crate::tr;

/// The rules of a game in short, with a picture of its start, in the channel's language.
#[poise::command(slash_command)]
pub async fn rules(ctx: Ctx<'_>, game: Choice<GameKind>) -> Result<(), Error> {
    let kind = game.0;
    let table = ctx.data().table.clone();
    let who = caller_of(ctx);
    reply_with(ctx, Visibility::Public, async move {
        let lang = table.servers().channel_lang(&who).await?;
        let picture = AnyGame::new(kind, None).ok().map(|start| Picture::Board {
            position: start,
            view: crate::render::View {
                lang,
                ..Default::default()
            },
        });
        Ok(Reply {
            text: Text::words(&rules_text(kind, lang)),
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
            text: Text::words(&help_text(lang)),
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
pub fn command(lang: Lang, english: &str) -> String {
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
        .map_or_else(|| english.to_string(), |said| markup(&said.text(lang)))
}
