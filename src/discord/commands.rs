//! The slash commands, in poise's idiom: `/challenge`, `/move` (with autocomplete of the legal
//! moves), `/board`, `/resign`, `/draw`, `/abort`, `/games`, `/record`, `/replay`, `/leaderboard`,
//! `/rules`, `/help`; `/settings` and `/admin abort`, for members who may manage the server, are
//! in [`super::manage`].
//!
//! Each command turns its options into one request to the table and shows the answer through
//! [`super::present`]. The games offered are [`GameKind::ALL`]: a game added to the rules module
//! appears in every `game` option without a change here.
//!
//! The commands speak every language teban does: each command, option and choice carries
//! Discord's localizations of its name and description, from the catalogue's `command-…` texts
//! ([`localize`]); the English descriptions come from the catalogue too, so no option is
//! described here: see `locales/en/discord.ftl` (`command-challenge-opponent-description`...).
//! Discord sends the English names back whatever the user saw, so the code knows only those.

use std::borrow::Cow;

use poise::serenity_prelude as serenity;

use super::present::{self, answer, caller, limits, Asked, Visibility, Who};
use super::threads::{self, Origin};
use super::{guide, Data, Error};
use crate::ai::Level;
use crate::games::{AnyGame, GameKind};
use crate::i18n::{self, Lang};
use crate::table::{
    board_picture, clipped, Attachment, Caller, ChallengeRequest, GameId, MoveClock, Player,
    Refusal, Reply, Table, AUTOCOMPLETE_CAP,
};
use crate::tr;

/// A slash command's context: every command here is slash-only.
pub type Ctx<'a> = poise::ApplicationContext<'a, Data, Error>;

/// Every command, for registration, with its names and descriptions in every language.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
        challenge(),
        move_(),
        board(),
        resign(),
        draw(),
        abort(),
        games(),
        record(),
        replay(),
        super::manage::settings(),
        super::manage::admin(),
        leaderboard(),
        profile(),
        rules(),
        help(),
    ];
    localize(&mut commands);
    commands
}

/// `text` in every Discord locale that reads a language other than English (English is the
/// commands' own language): `(locale, text)` pairs.
fn in_every_locale(text: impl Fn(Lang) -> String) -> Vec<(String, String)> {
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

type Localizations = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

/// What Discord shows of a command or a parameter: the English description, and the name and
/// description in every other locale.
struct Shown {
    description: Cow<'static, str>,
    names: Localizations,
    descriptions: Localizations,
}

impl Shown {
    /// From the catalogue's texts of the command or parameter `path` names
    /// (`command-challenge-name`, `command-admin-abort-description`,
    /// `command-challenge-opponent-name`).
    fn of(path: &[&str]) -> Shown {
        let key = |what: &str| format!("command-{}-{what}", path.join("-"));
        let localized = |key: String| -> Localizations {
            in_every_locale(|lang| i18n::text(lang, &key, &[]))
                .into_iter()
                .map(|(locale, text)| (Cow::Owned(locale), Cow::Owned(text)))
                .collect()
        };
        Shown {
            description: Cow::Owned(i18n::text(Lang::En, &key("description"), &[])),
            names: localized(key("name")),
            descriptions: localized(key("description")),
        }
    }
}

/// Gives every command, subcommand and parameter its description from the catalogue (English)
/// and Discord's localizations of its name and description (the other languages). The choices
/// of a [`Choice`] option are localized where they are made ([`poise::SlashArgument::create`]).
pub fn localize(commands: &mut [poise::Command<Data, Error>]) {
    for command in commands {
        localize_command(command, &[]);
    }
}

fn localize_command(command: &mut poise::Command<Data, Error>, parents: &[&str]) {
    let name = command.name.to_string();
    let path = [parents, &[name.as_str()]].concat();
    let shown = Shown::of(&path);
    command.description = Some(shown.description);
    command.name_localizations = shown.names;
    command.description_localizations = shown.descriptions;
    for parameter in &mut command.parameters {
        let shown = Shown::of(&[path.as_slice(), &[&parameter.name]].concat());
        parameter.description = Some(shown.description);
        parameter.name_localizations = shown.names;
        parameter.description_localizations = shown.descriptions;
    }
    for sub in &mut command.subcommands {
        localize_command(sub, &path);
    }
}

/// A game's name in `lang` (`game-quoridor`...).
pub fn game_name(kind: GameKind, lang: Lang) -> String {
    i18n::text(lang, &format!("game-{}", kind.name()), &[])
}

/// A value a command option offers as a fixed list of Discord choices: a game, a level.
pub trait Choosable: Copy + Send + Sync + std::str::FromStr<Err = String> + 'static {
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
        i18n::text(lang, &format!("level-{}", self.name()), &[])
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
    type Err = String;
    fn from_str(s: &str) -> Result<LanguageSetting, String> {
        if s == FOLLOW_DISCORD {
            Ok(LanguageSetting(None))
        } else {
            s.parse().map(|lang| LanguageSetting(Some(lang)))
        }
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
                name.parse().map(Choice).map_err(|why: String| {
                    poise::SlashArgError::new_parse(why.into(), name.to_string())
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

/// Asks the table on behalf of the command's caller and answers with its reply (or refusal). A
/// game the request begins (teban accepts a challenge at once) goes to a thread of its own when
/// its server wants one.
pub async fn ask<F, Fut>(ctx: Ctx<'_>, usual: Visibility, request: F) -> Result<(), Error>
where
    F: FnOnce(Table, Caller) -> Fut,
    Fut: std::future::Future<Output = Result<Reply, Refusal>>,
{
    let table = ctx.data().table.clone();
    let work = request(table.clone(), caller_of(ctx));
    let origin = origin_of(ctx);
    let serenity_ctx = ctx.serenity_context().clone();
    reply_with(ctx, usual, async move {
        Ok(threads::place(&serenity_ctx, &table, origin, work.await?).await)
    })
    .await
}

/// Answers the command with what `work` replies, or the refusal it comes to.
async fn reply_with(
    ctx: Ctx<'_>,
    usual: Visibility,
    work: impl std::future::Future<Output = Result<Reply, Refusal>>,
) -> Result<(), Error> {
    let asked = Asked {
        id: ctx.interaction.id,
        token: &ctx.interaction.token,
        command: &ctx.command().qualified_name,
        lang: caller_of(ctx).lang,
    };
    let answered = answer(
        ctx.serenity_context(),
        asked,
        &ctx.data().settings,
        usual,
        None,
        work,
    )
    .await?;
    let table = &ctx.data().table;
    if let (true, Some(card)) = (answered.line, &answered.card) {
        // The answer is the line of a game that went to its thread: the line says the result
        // once the game is over.
        threads::link_line(
            ctx.serenity_context(),
            table,
            &ctx.interaction.token,
            card.game,
        )
        .await;
    }
    super::turns::follow(table, answered.card);
    Ok(())
}

/// Where the command was used, as far as threads care.
fn origin_of(ctx: Ctx<'_>) -> Origin {
    Origin::new(
        ctx.interaction.channel_id,
        ctx.interaction.channel.as_ref(),
        ctx.interaction.app_permissions,
        None,
    )
}

/// The command's caller, reading their Discord language, in a server of Discord's language.
pub fn caller_of(ctx: Ctx<'_>) -> Caller {
    caller(Who {
        user: &ctx.interaction.user,
        guild: ctx.interaction.guild_id,
        channel: ctx.interaction.channel_id,
        locale: &ctx.interaction.locale,
        guild_locale: ctx.interaction.guild_locale.as_deref(),
    })
}

/// The autocomplete of `/move`: the caller's legal moves that go on from what they typed, a
/// turn of several actions (Sensei's) one action at a time.
async fn legal_moves(ctx: Ctx<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let moves = ctx
        .data()
        .table
        .autocomplete(&caller_of(ctx), partial, AUTOCOMPLETE_CAP)
        .await;
    serenity::CreateAutocompleteResponse::new().set_choices(
        moves
            .into_iter()
            .map(|mv| {
                let mv = clipped(&mv, limits::CHOICE);
                serenity::AutocompleteChoice::new(mv.clone(), mv)
            })
            .collect(),
    )
}

/// The autocomplete of `/challenge variant`: the chosen game's variants (every game's when none
/// is chosen yet) whose name starts with what was typed.
async fn variants(ctx: Ctx<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
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
        .take(AUTOCOMPLETE_CAP)
        .map(|(kind, (name, about))| {
            let about = i18n::rules::variant_description(*kind, name)
                .map_or_else(|| about.to_string(), |said| said.text(lang));
            let label = clipped(
                &format!("{}: {name} — {about}", game_name(*kind, lang)),
                limits::CHOICE,
            );
            serenity::AutocompleteChoice::new(label, *name)
        })
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

fn player_of(user: &serenity::User) -> Player {
    Player::new(user.id.get(), present::display_name(user))
}

/// Challenge one opponent (or three, for 4-player Quoridor) to a game in this channel.
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)] // one per option of the command
pub async fn challenge(
    ctx: Ctx<'_>,
    game: Choice<GameKind>,
    opponent: serenity::User,
    opponent2: Option<serenity::User>,
    opponent3: Option<serenity::User>,
    #[autocomplete = "variants"] variant: Option<String>,
    rated: Option<bool>,
    level: Option<Choice<Level>>,
    clock: Option<Choice<MoveClock>>,
) -> Result<(), Error> {
    let opponents: Vec<&serenity::User> = [Some(&opponent), opponent2.as_ref(), opponent3.as_ref()]
        .into_iter()
        .flatten()
        .collect();
    let me = ctx.framework().bot_id;
    let level = level.map_or(Level::Normal, |l| l.0);
    ask(ctx, Visibility::Public, |table, who| async move {
        if let Some(bot) = opponents.iter().find(|u| u.bot && u.id != me) {
            return Err(Refusal::BadRequest(tr!(
                who.lang,
                "discord-refusal-bot-opponent",
                name = present::display_name(bot)
            )));
        }
        let request = ChallengeRequest {
            kind: game.0,
            variant,
            // teban itself takes the seat it is challenged to, at the chosen level.
            opponents: opponents
                .into_iter()
                .map(|u| {
                    if u.id == me {
                        Player::teban(level)
                    } else {
                        player_of(u)
                    }
                })
                .collect(),
            rated: rated.unwrap_or(true),
            clock: clock.map(|c| c.0),
        };
        table.challenge(&who, request).await
    })
    .await
}

/// Play a move in your game in this channel.
#[poise::command(slash_command, rename = "move")]
pub async fn move_(
    ctx: Ctx<'_>,
    #[autocomplete = "legal_moves"] notation: String,
) -> Result<(), Error> {
    ask(ctx, Visibility::Public, |table, who| async move {
        table.play(&who, &notation, None).await
    })
    .await
}

/// Show your game in this channel, or any game of this server (only to you).
#[poise::command(slash_command)]
pub async fn board(ctx: Ctx<'_>, #[min = 1] game: Option<i64>) -> Result<(), Error> {
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        match game {
            Some(game) => table.watch(&who, GameId(game)).await,
            None => table.board(&who).await,
        }
    })
    .await
}

/// Resign your game in this channel.
#[poise::command(slash_command)]
pub async fn resign(ctx: Ctx<'_>) -> Result<(), Error> {
    ask(ctx, Visibility::Public, |table, who| async move {
        table.resign(&who, None).await
    })
    .await
}

/// Offer a draw in your game in this channel, or agree to the one offered.
#[poise::command(slash_command)]
pub async fn draw(ctx: Ctx<'_>) -> Result<(), Error> {
    ask(ctx, Visibility::Public, |table, who| async move {
        table.offer_draw(&who, None).await
    })
    .await
}

/// End your game in this channel before everyone has moved once (no result, unrated).
#[poise::command(slash_command)]
pub async fn abort(ctx: Ctx<'_>) -> Result<(), Error> {
    ask(ctx, Visibility::Public, |table, who| async move {
        table.abort(&who).await
    })
    .await
}

/// Your unfinished games on this server, your turn first; or all of the server's (only you see it).
#[poise::command(slash_command)]
pub async fn games(ctx: Ctx<'_>, all: Option<bool>) -> Result<(), Error> {
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        if all.unwrap_or(false) {
            table.server_games(&who).await
        } else {
            table.games(&who).await
        }
    })
    .await
}

/// A game as an animated picture, move by move: your game here, or any game of this server.
#[poise::command(slash_command)]
pub async fn replay(ctx: Ctx<'_>, #[min = 1] game: Option<i64>) -> Result<(), Error> {
    // What this interaction may attach (Discord says; 10 MiB without boosts).
    let limit = ctx.interaction.attachment_size_limit as usize;
    ask(ctx, Visibility::Public, |table, who| async move {
        table
            .game_replay(&who, game.map(GameId), limit.max(1))
            .await
    })
    .await
}

/// A game's record as a text file (only you see it): your game here, or any game of this server.
#[poise::command(slash_command)]
pub async fn record(ctx: Ctx<'_>, #[min = 1] game: Option<i64>) -> Result<(), Error> {
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        let (name, text) = table.game_record(&who, game.map(GameId)).await?;
        Ok(Reply {
            text: tr!(who.lang, "discord-record", file = name.as_str()),
            lang: who.lang,
            files: vec![Attachment {
                name,
                data: text.into_bytes(),
            }],
            ephemeral: true,
            ..Reply::default()
        })
    })
    .await
}

/// The best players of this server at a game.
#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Ctx<'_>, game: Choice<GameKind>) -> Result<(), Error> {
    ask(ctx, Visibility::Public, |table, who| async move {
        table.leaderboard(&who, game.0, 10).await
    })
    .await
}

/// A player's games on this server: ratings, results, streak, time per move, and a chart.
#[poise::command(slash_command)]
pub async fn profile(ctx: Ctx<'_>, user: Option<serenity::User>) -> Result<(), Error> {
    let of = user.as_ref().map(player_of);
    let me = ctx.framework().bot_id;
    if user.as_ref().is_some_and(|u| u.id == me) {
        return ask(ctx, Visibility::Ephemeral, |_, who| async move {
            Err(Refusal::BadRequest(tr!(
                who.lang,
                "discord-refusal-profile-of-teban",
                teban = tr!(
                    who.lang,
                    "teban-at-level",
                    level = tr!(who.lang, "level-hard")
                )
            )))
        })
        .await;
    }
    ask(ctx, Visibility::Public, |table, who| async move {
        let of = of.unwrap_or_else(|| who.player.clone());
        table.profile(&who, &of).await
    })
    .await
}

/// The rules of a game in short, with a picture of its start, in the channel's language.
#[poise::command(slash_command)]
pub async fn rules(ctx: Ctx<'_>, game: Choice<GameKind>) -> Result<(), Error> {
    let kind = game.0;
    let table = ctx.data().table.clone();
    let who = caller_of(ctx);
    reply_with(ctx, Visibility::Public, async move {
        let lang = table.channel_lang(&who).await?;
        let board = AnyGame::new(kind, None).ok().map(|start| {
            let view = crate::render::View {
                lang,
                ..Default::default()
            };
            board_picture(&start, &view)
        });
        Ok(Reply {
            text: guide::rules_text(kind, lang),
            board,
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
            text: guide::help_text(lang),
            ephemeral: true,
            lang,
            ..Reply::default()
        })
    })
    .await
}

/// What happens when a command fails on Discord's side or its options do not parse. A command
/// that failed before it was answered (its options did not parse, it panicked) counts as a
/// failed interaction; one that failed answering was counted by [`present::answer`].
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::warn!(command = %ctx.command().qualified_name, %error, "answering failed");
        }
        poise::FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            count_failed(&ctx);
            tracing::info!(command = %ctx.command().qualified_name, ?input, %error, "options not read");
            tell(ctx, |lang| tr!(lang, "discord-bad-options")).await;
        }
        poise::FrameworkError::CommandPanic { payload, ctx, .. } => {
            count_failed(&ctx);
            tracing::error!(command = %ctx.command().qualified_name, ?payload, "a command panicked");
            tell(ctx, |lang| tr!(lang, "discord-internal-error")).await;
        }
        poise::FrameworkError::CommandStructureMismatch {
            description, ctx, ..
        } => {
            let ctx = poise::Context::Application(ctx);
            count_failed(&ctx);
            tracing::warn!(command = %ctx.command().qualified_name, description, "a command Discord showed as it was");
            tell(ctx, |lang| tr!(lang, "discord-command-changed")).await;
        }
        other => match other.ctx() {
            // teban asks for no checks, cooldowns or permissions of poise's: should one fire,
            // the caller still gets a line in their language (poise's own are English).
            Some(ctx) => {
                count_failed(&ctx);
                tracing::warn!(command = %ctx.command().qualified_name, error = %other, "the framework refused a command");
                tell(ctx, |lang| tr!(lang, "discord-cannot-run")).await;
            }
            None => {
                if let Err(e) = poise::builtins::on_error(other).await {
                    tracing::warn!(error = %e, "could not report an error");
                }
            }
        },
    }
}

/// Tells the caller of a command that failed what `text` says in their language, only to them
/// (poise's own messages are English).
async fn tell(ctx: poise::Context<'_, Data, Error>, text: impl Fn(Lang) -> String) {
    let lang = match ctx {
        poise::Context::Application(ctx) => caller_of(ctx).lang,
        poise::Context::Prefix(_) => Lang::En,
    };
    let reply = poise::CreateReply::default()
        .content(text(lang))
        .allowed_mentions(serenity::CreateAllowedMentions::new())
        .ephemeral(true);
    if let Err(e) = ctx.send(reply).await {
        tracing::warn!(error = %e, "could not report an error");
    }
}

/// Counts a command that failed before it was answered.
fn count_failed(ctx: &poise::Context<'_, Data, Error>) {
    if let poise::Context::Application(ctx) = ctx {
        if ctx.interaction_type == poise::CommandInteractionType::Command {
            metrics::counter!(
                crate::metrics::INTERACTIONS,
                "command" => ctx.command().qualified_name.clone(),
                "outcome" => crate::metrics::FAILED
            )
            .increment(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_chosen_at_run_time_is_in_every_language() {
        // Building the commands asks the catalogue for every command's and parameter's texts
        // (a missing one panics in a debug build).
        let commands = all();
        assert_eq!(commands.len(), 15);
        for lang in Lang::ALL {
            for kind in GameKind::ALL {
                assert!(i18n::has(lang, &format!("game-{}", kind.name())));
            }
            for level in Level::ALL {
                assert!(i18n::has(lang, &format!("level-{}", level.name())));
            }
        }
    }

    #[test]
    fn choices_read_in_each_language_and_come_back_as_the_same_value() {
        let clocks: Vec<String> = MoveClock::CHOICES
            .iter()
            .map(|c| c.label(Lang::En))
            .collect();
        assert_eq!(clocks, MoveClock::NAMES, "English labels are the values");
        for clock in MoveClock::CHOICES {
            assert_eq!(clock.value().parse::<MoveClock>(), Ok(clock));
        }
        let french: Vec<String> = MoveClock::CHOICES
            .iter()
            .map(|c| c.label(Lang::Fr))
            .collect();
        assert_eq!(
            french,
            [
                "5 minutes",
                "1 heure",
                "1 jour",
                "3 jours",
                "7 jours",
                "14 jours",
                "sans limite"
            ]
        );
        assert_eq!(Level::Hard.label(Lang::De), tr!(Lang::De, "level-hard"));
        for setting in LanguageSetting::all() {
            assert_eq!(setting.value().parse(), Ok(*setting));
        }
        assert_eq!(
            LanguageSetting(None).label(Lang::Es),
            "seguir a Discord (el idioma del servidor)"
        );
        assert_eq!(LanguageSetting(Some(Lang::De)).label(Lang::Fr), "Deutsch");
    }
}
