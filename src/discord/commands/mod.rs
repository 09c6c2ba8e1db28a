//! The slash commands, registered in one place ([`all`]): `/challenge`, `/move`, `/board`, `/play`,
//! `/resign`, `/draw`, `/takeback`, `/abort` ([`play`]); `/plan` ([`plan`]); `/games`, `/record`,
//! `/replay`, `/analysis`, `/leaderboard`, `/profile`, `/challenges` ([`lists`]); `/block`,
//! `/unblock` and the user context menu *Challenge* ([`people`]); `/notifications`,
//! `/preferences` ([`notify`]); `/rules`, `/help` ([`guide`]);
//! `/settings` and `/admin abort`, for members who may manage the server ([`manage`]);
//! `/tournament` ([`tournament`]); `/vacation` ([`vacation`]). What a command that failed says is in
//! [`failed`].
//!
//! The command files are built from two shared pieces, and import nothing else of each other:
//! [`ask`] (the command's context and caller, and asking the table on its behalf) and
//! [`options`] (the fixed choices: a game, a level, a clock, a language). This file imports
//! the command files and nothing imports it back.
//!
//! The commands speak every language teban does: each command, option and choice carries
//! Discord's localizations of its name and description, from the catalogue's `command-…` texts
//! ([`localize`]); the English descriptions come from the catalogue too, so no option is
//! described in the command files: see `locales/en/discord.ftl`
//! (`command-challenge-opponent-description`...). Discord sends the English names back whatever
//! the user saw, so the code knows only those.

use std::borrow::Cow;

use poise::serenity_prelude as serenity;

use super::{Data, Error};
use crate::i18n::{self, Key, Lang};
use options::in_every_locale;

mod ask;
mod failed;
pub mod guide;
mod lists;
mod manage;
mod notify;
pub mod options;
mod people;
mod plan;
mod play;
mod tournament;
mod vacation;

pub use failed::on_error;

/// Every command, for registration, with its names and descriptions in every language, and
/// where it may be used: a player's commands [`anywhere`], a server's own [`in_servers`].
pub fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
        anywhere(play::challenge()),
        anywhere(play::move_()),
        anywhere(play::board()),
        anywhere(play::play()),
        anywhere(play::resign()),
        anywhere(play::draw()),
        anywhere(play::takeback()),
        anywhere(play::abort()),
        anywhere(plan::plan()),
        anywhere(lists::games()),
        anywhere(lists::record()),
        anywhere(lists::replay()),
        anywhere(lists::analysis()),
        in_servers(manage::settings()),
        in_servers(manage::admin()),
        in_servers(tournament::tournament()),
        anywhere(vacation::vacation()),
        in_servers(lists::leaderboard()),
        anywhere(lists::profile()),
        anywhere(notify::notifications()),
        anywhere(notify::preferences()),
        anywhere(guide::rules()),
        anywhere(guide::help()),
        anywhere(lists::challenges()),
        anywhere(people::block()),
        anywhere(people::unblock()),
        anywhere(people::challenge_member()),
    ];
    localize(&mut commands);
    commands
}

/// A player's command: registered for both installs (a server's, and a player's own, which
/// follows them everywhere) and every context (servers, teban's DMs, DMs and group DMs between
/// users).
fn anywhere(command: poise::Command<Data, Error>) -> poise::Command<Data, Error> {
    use serenity::{InstallationContext as Install, InteractionContext as Context};
    poise::Command {
        install_context: Some(vec![Install::Guild, Install::User]),
        interaction_context: Some(vec![
            Context::Guild,
            Context::BotDm,
            Context::PrivateChannel,
        ]),
        ..command
    }
}

/// A server's own command (its settings, its tournaments, its ladder): registered for the
/// server's install only, in servers only.
fn in_servers(command: poise::Command<Data, Error>) -> poise::Command<Data, Error> {
    use serenity::{InstallationContext as Install, InteractionContext as Context};
    poise::Command {
        install_context: Some(vec![Install::Guild]),
        interaction_context: Some(vec![Context::Guild]),
        ..command
    }
}

type Localizations = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

/// What Discord shows of a command or a parameter: the English description, and the name and
/// description in every other locale.
struct Texts {
    description: Cow<'static, str>,
    names: Localizations,
    descriptions: Localizations,
}

impl Texts {
    /// From the catalogue's texts of the command or parameter `path` names
    /// (`command-challenge-name`, `command-admin-abort-description`,
    /// `command-challenge-opponent-name`).
    fn of(path: &[&str]) -> Texts {
        let key = |what: &str| {
            let name = format!("command-{}-{what}", path.join("-"));
            // Every command's and parameter's texts are in the catalogue: `all()` asks for each
            // (the test below builds them all).
            Key::find(&name).unwrap_or_else(|| panic!("locales/en: no text `{name}`"))
        };
        Texts {
            description: Cow::Owned(i18n::text(Lang::En, key("description"), &[])),
            names: localized(key("name")),
            descriptions: localized(key("description")),
        }
    }
}

/// The catalogue's text `key` in every locale but English, as Discord's localizations.
fn localized(key: Key) -> Localizations {
    in_every_locale(|lang| i18n::text(lang, key, &[]))
        .into_iter()
        .map(|(locale, text)| (Cow::Owned(locale), Cow::Owned(text)))
        .collect()
}

/// What is registered with Discord for `commands`: poise's builders, the user context menu's
/// with the names [`localize`] gave it in every language (poise 0.7 leaves them out).
pub fn registered(commands: &[poise::Command<Data, Error>]) -> Vec<serenity::CreateCommand> {
    commands
        .iter()
        .flat_map(|command| {
            let menu = command.create_as_context_menu_command().map(|menu| {
                command
                    .name_localizations
                    .iter()
                    .fold(menu, |menu, (locale, name)| {
                        menu.name_localized(locale.as_ref(), name.as_ref())
                    })
            });
            command.create_as_slash_command().into_iter().chain(menu)
        })
        .collect()
}

/// Gives every command, subcommand and parameter its description from the catalogue (English)
/// and Discord's localizations of its name and description (the other languages). The choices
/// of a [`Choice`](options::Choice) option are localized where they are made ([`poise::SlashArgument::create`]).
pub fn localize(commands: &mut [poise::Command<Data, Error>]) {
    for command in commands {
        localize_command(command, &[]);
    }
}

fn localize_command(command: &mut poise::Command<Data, Error>, parents: &[&str]) {
    if let Some(menu) = command.context_menu_name.as_deref() {
        // A context menu has a name and no description. poise 0.7 registers it without
        // localizations: they are kept here, and [`registered`] adds them.
        let name = format!("command-menu-{}-name", menu.to_lowercase());
        // Every menu's name is in the catalogue (the registration test builds them all).
        let key = Key::find(&name).unwrap_or_else(|| panic!("locales/en: no text `{name}`"));
        command.name_localizations = localized(key);
        return;
    }
    let name = command.name.to_string();
    let path = [parents, &[name.as_str()]].concat();
    let texts = Texts::of(&path);
    command.description = Some(texts.description);
    command.name_localizations = texts.names;
    command.description_localizations = texts.descriptions;
    for parameter in &mut command.parameters {
        let texts = Texts::of(&[path.as_slice(), &[&parameter.name]].concat());
        parameter.description = Some(texts.description);
        parameter.name_localizations = texts.names;
        parameter.description_localizations = texts.descriptions;
    }
    for sub in &mut command.subcommands {
        localize_command(sub, &path);
    }
}
