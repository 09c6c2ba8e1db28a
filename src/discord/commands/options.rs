//! The options commands are built from: a fixed list of Discord choices ([`Choice`] of a
//! [`Choosable`]: a game, teban's level, a clock, a server's language), each labelled in every
//! language teban speaks and sent back by its English value.
//!
//! The games offered are [`GameKind::ALL`]: a game added to the rules module appears in every
//! `game` option without a change here. It owns no command and asks nothing of the table.

use poise::serenity_prelude as serenity;

use super::ask::{caller_of, Ctx};
use crate::ai::Level;
use crate::discord::markup::markup;
use crate::discord::shown::limits;
use crate::discord::shown::limits::CHOICES;
use crate::games::GameKind;
use crate::i18n::{self, Lang};
use crate::store::TournamentFormat;
use crate::table::{clock_choices, MoveClock, WebAudience};
use crate::text::clipped;
use crate::{key, tr};

/// `text` in every Discord locale that reads a language other than English (English is the
/// commands' own language): `(locale, text)` pairs.
pub fn in_every_locale(text: impl Fn(Lang) -> String) -> Vec<(String, String)> {
    Lang::ALL
        .into_iter()
        .flat_map(|lang| {
            let text = text(lang);
            lang.discord_locales()
                .iter()
                .map(move |locale| (locale.to_string(), text.clone()))
        })
        .collect()
}

/// A game's name in `lang` (`game-quoridor`...).
pub fn game_name(kind: GameKind, lang: Lang) -> String {
    markup(&i18n::rules::game_name(kind).text(lang))
}

/// The autocomplete of `/challenge variant` (and `/tournament create variant`): the chosen game's variants (every game's when none
/// is chosen yet) whose name starts with what was typed.
pub async fn variants(ctx: Ctx<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let chosen: Option<GameKind> = ctx
        .interaction
        .data
        .options
        .iter()
        .find(|o| o.name == "game")
        .and_then(|o| o.value.as_str())
        .and_then(|name| name.parse().ok());
    let kinds: Vec<GameKind> = match chosen {
        Some(kind) => vec![kind],
        None => GameKind::ALL.to_vec(),
    };
    let lang = caller_of(ctx).lang;
    let typed = partial.trim().to_ascii_lowercase();
    let choices = kinds
        .iter()
        .flat_map(|kind| kind.variants().iter().map(move |v| (kind, v)))
        .filter(|(_, (name, _))| name.to_ascii_lowercase().starts_with(&typed))
        .take(CHOICES)
        .map(|(kind, (name, about))| {
            let about = i18n::rules::variant_description(*kind, name)
                .map_or_else(|| about.to_string(), |said| markup(&said.text(lang)));
            let label = clipped(
                &format!("{}: {name} — {about}", game_name(*kind, lang)),
                limits::CHOICE,
            );
            serenity::AutocompleteChoice::new(label, *name)
        })
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// The autocomplete of `/challenge clock` (and `/tournament create clock`): how the typed form reads ("3 days, +1 day a move, at
/// most 7 days"), then the presets that start with it.
pub async fn clocks(ctx: Ctx<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let lang = caller_of(ctx).lang;
    let choices = clock_choices(lang, partial, CHOICES)
        .into_iter()
        .map(|(label, value)| {
            serenity::AutocompleteChoice::new(clipped(&label, limits::CHOICE), value)
        })
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// A value a command option offers as a fixed list of Discord choices: a game, a level.
pub trait Choosable:
    Copy + Send + Sync + std::str::FromStr<Err: std::fmt::Display> + 'static
{
    /// Every value, in the order offered.
    fn all() -> &'static [Self];
    /// The value Discord sends back.
    fn value(self) -> &'static str;
    /// What the player reads, in `lang`.
    fn label(self, lang: Lang) -> String;
}

impl Choosable for GameKind {
    fn all() -> &'static [GameKind] {
        GameKind::ALL
    }
    fn value(self) -> &'static str {
        self.name()
    }
    fn label(self, lang: Lang) -> String {
        game_name(self, lang)
    }
}

impl Choosable for MoveClock {
    fn all() -> &'static [MoveClock] {
        &MoveClock::CHOICES
    }
    fn value(self) -> &'static str {
        self.name().unwrap_or("no limit")
    }
    fn label(self, lang: Lang) -> String {
        const MINUTE: i64 = 60_000;
        const HOUR: i64 = 60 * MINUTE;
        const DAY: i64 = 24 * HOUR;
        match self.0 {
            None => tr!(lang, "discord-clock-no-limit"),
            Some(ms) if ms % DAY == 0 => tr!(lang, "discord-clock-days", count = ms / DAY),
            Some(ms) if ms % HOUR == 0 => tr!(lang, "discord-clock-hours", count = ms / HOUR),
            Some(ms) => tr!(lang, "discord-clock-minutes", count = ms / MINUTE),
        }
    }
}

impl Choosable for Level {
    fn all() -> &'static [Level] {
        Level::ALL
    }
    fn value(self) -> &'static str {
        self.name()
    }
    fn label(self, lang: Lang) -> String {
        tr!(
            lang,
            match self {
                Level::Easy => key!("level-easy"),
                Level::Normal => key!("level-normal"),
                Level::Hard => key!("level-hard"),
                Level::Master => key!("level-master"),
            }
        )
    }
}

/// How a tournament pairs its rounds (`/tournament create format:`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct FormatChoice(pub TournamentFormat);

const FORMATS: [FormatChoice; 3] = [
    FormatChoice(TournamentFormat::Swiss),
    FormatChoice(TournamentFormat::RoundRobin),
    FormatChoice(TournamentFormat::DoubleRoundRobin),
];

impl std::str::FromStr for FormatChoice {
    type Err = String;
    fn from_str(s: &str) -> Result<FormatChoice, String> {
        s.parse().map(FormatChoice).map_err(|e| e.to_string())
    }
}

impl Choosable for FormatChoice {
    fn all() -> &'static [FormatChoice] {
        &FORMATS
    }
    fn value(self) -> &'static str {
        self.0.as_str()
    }
    fn label(self, lang: Lang) -> String {
        tr!(
            lang,
            match self.0 {
                TournamentFormat::Swiss => key!("tournament-choice-swiss"),
                TournamentFormat::RoundRobin => key!("tournament-choice-round-robin"),
                TournamentFormat::DoubleRoundRobin => key!("tournament-choice-double-round-robin"),
            }
        )
    }
}

/// The language a server fixes with `/settings language:`, or none: Discord's language of the
/// server (`follow`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LanguageSetting(pub Option<Lang>);

const FOLLOW_DISCORD: &str = "discord";
const LANGUAGE_SETTINGS: [LanguageSetting; 5] = [
    LanguageSetting(None),
    LanguageSetting(Some(Lang::En)),
    LanguageSetting(Some(Lang::Fr)),
    LanguageSetting(Some(Lang::De)),
    LanguageSetting(Some(Lang::Es)),
];

impl std::str::FromStr for LanguageSetting {
    type Err = crate::i18n::UnknownLanguage;
    fn from_str(s: &str) -> Result<LanguageSetting, Self::Err> {
        crate::table::language_choice(s).map(LanguageSetting)
    }
}

impl Choosable for LanguageSetting {
    fn all() -> &'static [LanguageSetting] {
        &LANGUAGE_SETTINGS
    }
    fn value(self) -> &'static str {
        self.0.map_or(FOLLOW_DISCORD, Lang::code)
    }
    /// Each language by its own name, whatever the reader's; following Discord in the reader's.
    fn label(self, lang: Lang) -> String {
        match self.0 {
            Some(language) => language.native_name().to_string(),
            None => tr!(lang, "discord-language-follow"),
        }
    }
}

impl Choosable for WebAudience {
    fn all() -> &'static [WebAudience] {
        WebAudience::ALL
    }
    fn value(self) -> &'static str {
        self.as_str()
    }
    fn label(self, lang: Lang) -> String {
        tr!(lang, crate::table::web_audience_key(self))
    }
}

/// An option with fixed choices: a `game` ([`GameKind::ALL`], so a game added to the rules module
/// appears without a change here) or teban's `level`.
#[derive(Clone, Copy, Debug)]
pub struct Choice<T>(pub T);

#[poise::async_trait]
impl<T: Choosable> poise::SlashArgument for Choice<T> {
    async fn extract(
        _ctx: &serenity::Context,
        _interaction: &serenity::CommandInteraction,
        value: &serenity::ResolvedValue<'_>,
    ) -> Result<Self, poise::SlashArgError> {
        match value {
            serenity::ResolvedValue::String(name) => {
                name.parse().map(Choice).map_err(|why: T::Err| {
                    poise::SlashArgError::new_parse(why.to_string().into(), name.to_string())
                })
            }
            _ => Err(poise::SlashArgError::new_command_structure_mismatch(
                "the choice is given by name",
            )),
        }
    }

    fn create(builder: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
        T::all().iter().fold(
            builder.kind(serenity::CommandOptionType::String),
            |b, choice| {
                let label = |lang| clipped(&choice.label(lang), limits::CHOICE);
                b.add_string_choice_localized(
                    label(Lang::En),
                    choice.value(),
                    in_every_locale(label),
                )
            },
        )
    }
}
