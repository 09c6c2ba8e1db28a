//! The words teban says, in each language it speaks: the one catalogue every text players read
//! comes from (replies, refusals, embeds, buttons, pictures, the terminal, the commands' names).
//!
//! The texts are Project Fluent files, `locales/<lang>/*.ftl`, gathered by `build.rs` and built
//! into the binary. A text is asked for by its key and its arguments with [`tr!`]:
//! `tr!(lang, "refusal-not-your-turn", player = name)`. A key is a [`Key`], which only [`key!`]
//! makes, and [`key!`] (which `tr!` applies to a literal key) is checked by the compiler against
//! the English catalogue: a key the catalogue does not have does not compile. A text chosen at
//! run time is chosen among keys so written (a `match` over a kind of thing). Numbers are written in each language's
//! way (`1,234.5`, `1 234,5`, `1.234,5`) wherever a Fluent placeable shows one, and Fluent picks
//! the plural form from the number itself.
//!
//! Words written as they are (a button's label, a picture's words, a front end's own sentences)
//! come from [`tr!`]; what the service says, from [`say!`], as a [`Text`]: there an argument may
//! be a [`Mark`] (a player's name, a moment) or a whole [`Text`], each kept as what it is, and the
//! catalogue's own `**…**` and `` `…` `` become emphasis that each front end writes its way (a
//! text argument is never read for them: a player's name with stars stays a name).
//!
//! This module is pure, like the rules: no I/O after the catalogue is built, no Discord type.
//! Who reads which language is the table's and the adapters' business ([`Lang`] travels with
//! each request). An argument a text needs and was not given is a programming error: debug builds (and so the tests) panic on it; a release build
//! logs it and shows the key, so that no player ever meets a panic.

pub mod diagram;
pub mod rules;

use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;
use std::sync::{Arc, LazyLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::FluentNumber;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};

use crate::text::{Mark, Text};

/// A language teban speaks.
#[derive(
    Clone, Copy, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Fr,
    De,
    Es,
}

impl Lang {
    /// Every language, English (the fallback) first.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Fr, Lang::De, Lang::Es];

    /// The language's code, as the catalogue's folders and the settings store it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
            Lang::Es => "es",
        }
    }

    /// The language's name in itself ("Français"), for a language picker.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
            Lang::Es => "Español",
        }
    }

    /// The language of a Discord locale (`fr`, `en-GB`, `es-419`...), if teban speaks it.
    pub fn from_discord(locale: &str) -> Option<Lang> {
        let base = locale.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == base)
    }

    /// The language of a POSIX locale (`LANG=fr_FR.UTF-8`), if teban speaks it (`C` and `POSIX`
    /// name none).
    pub fn from_posix(locale: &str) -> Option<Lang> {
        Lang::from_discord(locale.split(['.', '@']).next()?)
    }

    /// The Discord locales whose users read this language, for the commands' localized names
    /// and descriptions. English is the commands' own language and needs none.
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &[],
            Lang::Fr => &["fr"],
            Lang::De => &["de"],
            Lang::Es => &["es-ES", "es-419"],
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language teban does not speak, as asked for (its first 16 characters).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error(
    "`{asked}` is not a language teban speaks: choose {}",
    language_codes()
)]
pub struct UnknownLanguage {
    pub asked: String,
}

/// Every language's code: `en, fr, de, es`.
fn language_codes() -> String {
    let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
    codes.join(", ")
}

impl FromStr for Lang {
    type Err = UnknownLanguage;
    /// A language code (`fr`), a Discord locale (`es-419`) or a POSIX one (`de_DE.UTF-8`).
    fn from_str(s: &str) -> Result<Lang, UnknownLanguage> {
        Lang::from_posix(s.trim()).ok_or_else(|| UnknownLanguage {
            asked: s.chars().take(16).collect(),
        })
    }
}

/// The catalogue of one language, as `build.rs` gathered it.
fn source(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!(concat!(env!("OUT_DIR"), "/en.ftl")),
        Lang::Fr => include_str!(concat!(env!("OUT_DIR"), "/fr.ftl")),
        Lang::De => include_str!(concat!(env!("OUT_DIR"), "/de.ftl")),
        Lang::Es => include_str!(concat!(env!("OUT_DIR"), "/es.ftl")),
    }
}

/// Every language's Fluent source, for the tests that check the catalogue.
pub fn sources() -> impl Iterator<Item = (Lang, &'static str)> {
    Lang::ALL.into_iter().map(|l| (l, source(l)))
}

/// How a language writes numbers: the thousands' separator, the decimal one, and the fewest
/// digits a whole part must have before it is grouped (Spanish leaves `1234` whole).
fn number_style(lang: Lang) -> (&'static str, char, usize) {
    match lang {
        Lang::En => (",", '.', 4),
        // A narrow no-break space, as French typography (and CLDR) has it.
        Lang::Fr => ("\u{202f}", ',', 4),
        Lang::De => (".", ',', 4),
        Lang::Es => (".", ',', 5),
    }
}

/// `number` written in `lang`'s way: `12345.5` is `12,345.5`, `12 345,5`, `12.345,5`.
pub fn number(lang: Lang, number: f64) -> String {
    let plain = FluentNumber::new(number, Default::default()).as_string();
    localize_number(lang, &plain)
}

fn localize_number(lang: Lang, plain: &str) -> String {
    let (group, decimal, min_grouped) = number_style(lang);
    let (sign, digits) = match plain.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", plain),
    };
    let (whole, fraction) = match digits.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (digits, None),
    };
    let mut out = String::from(sign);
    if whole.len() >= min_grouped && whole.bytes().all(|b| b.is_ascii_digit()) {
        for (i, c) in whole.chars().enumerate() {
            if i > 0 && (whole.len() - i) % 3 == 0 {
                out.push_str(group);
            }
            out.push(c);
        }
    } else {
        out.push_str(whole);
    }
    if let Some(fraction) = fraction {
        out.push(decimal);
        out.push_str(fraction);
    }
    out
}

/// The formatter of each language's bundle: numbers in the language's way; in the bundles that
/// make [`Text`]s (`MARKED`), every text argument as a token, so that only the catalogue's own
/// characters are read for emphasis; everything else as Fluent writes it. (A plain function per
/// language: Fluent takes a function pointer.)
fn formatter<const L: usize, const MARKED: bool>(
    value: &FluentValue,
    _: &intl_memoizer::concurrent::IntlLangMemoizer,
) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(localize_number(Lang::ALL[L], &n.as_string())),
        FluentValue::String(words) if MARKED => Some(Text::argument(words)),
        _ => None,
    }
}

/// A language's catalogue, parsed.
fn parsed(lang: Lang) -> Arc<FluentResource> {
    let resource =
        FluentResource::try_new(source(lang).to_string()).unwrap_or_else(|(_, errors)| {
            panic!("locales/{lang}: the Fluent files do not parse: {errors:?}")
        });
    Arc::new(resource)
}

/// Each language's catalogue, in the order of [`Lang::ALL`], parsed the first time that language
/// is asked for, once for both its bundles: a command that speaks one language (`teban render`)
/// parses one catalogue, not four.
static RESOURCES: [LazyLock<Arc<FluentResource>>; 4] = [
    LazyLock::new(|| parsed(Lang::ALL[0])),
    LazyLock::new(|| parsed(Lang::ALL[1])),
    LazyLock::new(|| parsed(Lang::ALL[2])),
    LazyLock::new(|| parsed(Lang::ALL[3])),
];

type Bundle = FluentBundle<Arc<FluentResource>>;

/// The bundle of `L`, the language `Lang::ALL[L]`, its formatter `formatter::<L, MARKED>`.
fn bundle<const L: usize, const MARKED: bool>() -> Bundle {
    let lang = Lang::ALL[L];
    let id = lang
        .code()
        .parse()
        .expect("a language code is a language id");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Discord shows text as it is: no invisible isolation marks around placeables.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(formatter::<L, MARKED>));
    bundle
        .add_resource(RESOURCES[L].clone())
        .unwrap_or_else(|errors| panic!("locales/{lang}: a key is defined twice: {errors:?}"));
    bundle
}

/// Each language's bundle, made the first time that language is asked for.
type Bundles = [LazyLock<Bundle>; 4];

/// The bundles of words ([`text`]).
static CATALOGUE: Bundles = [
    LazyLock::new(bundle::<0, false>),
    LazyLock::new(bundle::<1, false>),
    LazyLock::new(bundle::<2, false>),
    LazyLock::new(bundle::<3, false>),
];

/// The bundles of [`Text`]s ([`sentence`]).
static MARKED: Bundles = [
    LazyLock::new(bundle::<0, true>),
    LazyLock::new(bundle::<1, true>),
    LazyLock::new(bundle::<2, true>),
    LazyLock::new(bundle::<3, true>),
];

// `KEYS`, every key of the English catalogue, sorted, as `build.rs` wrote them.
include!(concat!(env!("OUT_DIR"), "/keys.rs"));

/// A key of the catalogue, known to be in it: [`key!`] makes one from a literal the compiler
/// checks (and the catalogue's test checks every language against English).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Key(&'static str);

impl Key {
    /// The key `key`, which must be in the catalogue. Called by [`key!`] in a constant, so that a
    /// key it does not have is a compile error at the call.
    #[doc(hidden)]
    pub const fn checked(key: &'static str) -> Key {
        if !known(key) {
            panic!("this key is not in locales/en: add its text there (in every language)");
        }
        Key(key)
    }

    /// The key named `name`, if the catalogue has it: for a name made at run time from what the
    /// code declares elsewhere (the commands' names, see `discord::commands::localize`).
    pub fn find(name: &str) -> Option<Key> {
        KEYS.binary_search(&name).ok().map(|i| Key(KEYS[i]))
    }

    /// Every key of the catalogue, in order.
    pub fn all() -> impl Iterator<Item = Key> {
        KEYS.iter().map(|key| Key(key))
    }

    /// The key as the catalogue writes it.
    pub fn as_str(self) -> &'static str {
        self.0
    }
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// Whether `key` is one of [`KEYS`], for the compiler (a binary search, byte by byte).
pub const fn known(key: &str) -> bool {
    let key = key.as_bytes();
    let (mut low, mut high) = (0, KEYS.len());
    while low < high {
        let middle = (low + high) / 2;
        let other = KEYS[middle].as_bytes();
        let mut i = 0;
        while i < key.len() && i < other.len() && key[i] == other[i] {
            i += 1;
        }
        let before = if i < key.len() && i < other.len() {
            key[i] < other[i]
        } else if key.len() == other.len() {
            return true;
        } else {
            key.len() < other.len()
        };
        if before {
            high = middle;
        } else {
            low = middle + 1;
        }
    }
    false
}

/// A key of the catalogue, checked by the compiler: `key!("game-quoridor")` compiles only if
/// `locales/en` has a text `game-quoridor`.
#[macro_export]
macro_rules! key {
    ($key:literal) => {{
        const KEY: $crate::i18n::Key = $crate::i18n::Key::checked($key);
        KEY
    }};
}

/// One argument of a text: a name and a value (text or number).
pub type Arg<'a> = (&'static str, FluentValue<'a>);

/// The text `key` in `lang`, with `args` in its placeables, as words written as they are (a
/// button's label, a picture's words, a front end's own sentences). An argument missing is a bug
/// (see the module's doc): debug builds panic, release builds log it and show the key.
pub fn text(lang: Lang, key: Key, args: &[Arg<'_>]) -> String {
    let text = said_or_key(key, lookup(lang, key.0, args));
    debug_assert!(
        !args
            .iter()
            .any(|(_, value)| matches!(value, FluentValue::Custom(_))),
        "`{key}`: a mark in words, which `tr!` writes as they are: say it with `say!`"
    );
    text
}

/// The sentence `key` in `lang`, with `args` in its placeables, as a [`Text`]: its arguments
/// kept as they are (a [`Mark`] as itself, a [`Text`] whole), the catalogue's own `**…**` and
/// `` `…` `` as emphasis. An argument missing is a bug, as for [`text`].
pub fn sentence(lang: Lang, key: Key, args: &[Arg<'_>]) -> Text {
    let formatted = said_or_key(key, format_in(&MARKED, lang, key.0, args));
    Text::from_catalogue(&formatted)
}

/// What was formatted, or the key where the catalogue or the arguments failed (a bug: see the
/// module's doc).
fn said_or_key(key: Key, formatted: Result<String, String>) -> String {
    match formatted {
        Ok(text) => text,
        Err(error) => {
            if cfg!(debug_assertions) {
                panic!("{error}");
            }
            tracing::error!("{error}");
            key.0.to_string()
        }
    }
}

/// The text named `key` in `lang`, or what is wrong with the catalogue or the arguments (for the
/// catalogue's tests; the code asks [`text`] with a [`Key`]).
pub fn lookup(lang: Lang, key: &str, args: &[Arg<'_>]) -> Result<String, String> {
    format_in(&CATALOGUE, lang, key, args)
}

fn format_in(bundles: &Bundles, lang: Lang, key: &str, args: &[Arg<'_>]) -> Result<String, String> {
    let bundle: &Bundle = &bundles[lang.index()];
    let pattern = bundle
        .get_message(key)
        .and_then(|m| m.value())
        .ok_or_else(|| format!("locales/{lang}: no text `{key}`"))?;
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    let mut errors = Vec::new();
    let mut text = String::new();
    // Written placeable by placeable: `format_pattern` would also pass the whole sentence through
    // the formatter, which makes each text argument a token in the bundles of `Text`s.
    let written = bundle.write_pattern(&mut text, pattern, Some(&fluent_args), &mut errors);
    if written.is_ok() && errors.is_empty() {
        Ok(text)
    } else {
        Err(format!("locales/{lang}: `{key}`: {errors:?}"))
    }
}

/// Something to say, not yet in a language: a key and its arguments. The rules' refusals and
/// other texts made far from the reader travel as this, and become words where the reader's
/// language is known ([`Said::text`]).
#[derive(Clone, PartialEq, Debug)]
pub struct Said {
    pub key: Key,
    pub args: Vec<(&'static str, SaidValue)>,
}

/// An argument of a [`Said`].
#[derive(Clone, PartialEq, Debug)]
pub enum SaidValue {
    Text(String),
    Number(f64),
    /// Itself something to say, put into words in the same language.
    Said(Box<Said>),
    /// A value each front end writes its way (a name, a moment).
    Mark(Mark),
}

impl Said {
    pub fn new(key: Key) -> Said {
        Said {
            key,
            args: Vec::new(),
        }
    }

    /// With the argument `name` set to a text.
    pub fn with(mut self, name: &'static str, value: impl Into<String>) -> Said {
        self.args.push((name, SaidValue::Text(value.into())));
        self
    }

    /// With the argument `name` set to a number (which chooses plural forms).
    pub fn with_number(mut self, name: &'static str, value: impl Into<f64>) -> Said {
        self.args.push((name, SaidValue::Number(value.into())));
        self
    }

    /// With the argument `name` set to another text, said in the same language.
    pub fn with_said(mut self, name: &'static str, value: Said) -> Said {
        self.args.push((name, SaidValue::Said(Box::new(value))));
        self
    }

    /// With the argument `name` set to a mark (a name, a moment).
    pub fn with_mark(mut self, name: &'static str, value: Mark) -> Said {
        self.args.push((name, SaidValue::Mark(value)));
        self
    }

    /// Said in `lang`.
    pub fn text(&self, lang: Lang) -> Text {
        let args = self.args_in(
            |said| FluentValue::from(said.text(lang)),
            |mark| FluentValue::from(mark.clone()),
        );
        sentence(lang, self.key, &args)
    }

    /// Said in `lang` as words written as they are ([`text`]: the catalogue's `` `…` `` kept as
    /// characters, a mark as its plain words), for a message that is only words (an error of
    /// the command line).
    pub fn words(&self, lang: Lang) -> String {
        let args = self.args_in(
            |said| FluentValue::from(said.words(lang)),
            |mark| FluentValue::from(mark.to_string()),
        );
        text(lang, self.key, &args)
    }

    /// The arguments, each nested [`Said`] and [`Mark`] as `said` and `mark` put them.
    fn args_in<'a>(
        &'a self,
        said: impl Fn(&Said) -> FluentValue<'a>,
        mark: impl Fn(&Mark) -> FluentValue<'a>,
    ) -> Vec<Arg<'a>> {
        self.args
            .iter()
            .map(|(name, value)| {
                let value = match value {
                    SaidValue::Text(t) => FluentValue::String(Cow::Borrowed(t.as_str())),
                    SaidValue::Number(n) => FluentValue::from(*n),
                    SaidValue::Said(inner) => said(inner),
                    SaidValue::Mark(m) => mark(m),
                };
                (*name, value)
            })
            .collect()
    }
}

/// A mark or a whole text in a sentence of the catalogue, written there as its token
/// ([`sentence`] reads it back).
#[derive(Clone, PartialEq, Debug)]
struct Placed(String);

impl fluent_bundle::types::FluentType for Placed {
    fn duplicate(&self) -> Box<dyn fluent_bundle::types::FluentType + Send> {
        Box::new(self.clone())
    }

    fn as_string(&self, _: &intl_memoizer::IntlLangMemoizer) -> Cow<'static, str> {
        Cow::Owned(self.0.clone())
    }

    fn as_string_threadsafe(
        &self,
        _: &intl_memoizer::concurrent::IntlLangMemoizer,
    ) -> Cow<'static, str> {
        Cow::Owned(self.0.clone())
    }
}

impl From<Mark> for FluentValue<'_> {
    fn from(mark: Mark) -> Self {
        FluentValue::Custom(Box::new(Placed(Text::mark_token(&mark))))
    }
}

impl From<Text> for FluentValue<'_> {
    fn from(text: Text) -> Self {
        FluentValue::from(&text)
    }
}

impl From<&Text> for FluentValue<'_> {
    fn from(text: &Text) -> Self {
        FluentValue::Custom(Box::new(Placed(text.nested())))
    }
}

/// The sentence `key` in `lang` as a [`Text`], with named arguments, which may be marks and
/// texts besides words and numbers: `say!(lang, "clock-reminder", player = marks::name(n),
/// due = marks::moment(ms))`. The key as for [`tr!`].
#[macro_export]
macro_rules! say {
    ($($said:tt)*) => {
        $crate::__catalogue!($crate::i18n::sentence, $($said)*)
    };
}

/// The text `key` in `lang`, with named arguments: `tr!(lang, "game-over", winner = name)`.
/// Each argument is anything Fluent takes: `&str`, `String`, or a number. The key is a literal,
/// checked by the compiler ([`key!`]), or a [`Key`].
#[macro_export]
macro_rules! tr {
    ($($said:tt)*) => {
        $crate::__catalogue!($crate::i18n::text, $($said)*)
    };
}

/// What [`tr!`] and [`say!`] share: `put` (the function that formats) called with the language,
/// the key (a literal checked by [`key!`], or a [`Key`]) and the named arguments.
#[doc(hidden)]
#[macro_export]
macro_rules! __catalogue {
    ($put:path, $lang:expr, $key:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $put(
            $lang,
            $crate::key!($key),
            &[$((stringify!($name), ::fluent_bundle::FluentValue::from($value))),*],
        )
    };
    ($put:path, $lang:expr, $key:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $put(
            $lang,
            $key,
            &[$((stringify!($name), ::fluent_bundle::FluentValue::from($value))),*],
        )
    };
}
