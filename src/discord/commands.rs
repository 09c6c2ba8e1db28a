//! The slash commands, in poise's idiom: `/challenge`, `/move` (with autocomplete of the legal
//! moves), `/board`, `/resign`, `/draw`, `/abort`, `/games`, `/record`, `/replay`, `/leaderboard`,
//! `/rules`, `/help`; `/settings` and `/admin abort`, for members who may manage the server, are
//! in [`super::manage`].
//!
//! Each command turns its options into one request to the table and shows the answer through
//! [`super::present`]. The games offered are [`GameKind::ALL`]: a game added to the rules module
//! appears in every `game` option without a change here.

use poise::serenity_prelude as serenity;

use super::guide;
use super::present::{self, answer, caller, limits, Asked, Visibility};
use super::threads::{self, Origin};
use super::{Data, Error};
use crate::ai::Level;
use crate::games::{AnyGame, GameKind};
use crate::i18n::Lang;
use crate::table::{
    board_picture, clipped, Attachment, Caller, ChallengeRequest, GameId, MoveClock, Player,
    Refusal, Reply, Table, AUTOCOMPLETE_CAP,
};

/// A slash command's context: every command here is slash-only.
pub type Ctx<'a> = poise::ApplicationContext<'a, Data, Error>;

/// Every command, for registration.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    vec![
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
    ]
}

/// A value a command option offers as a fixed list of Discord choices: a game, a level.
pub trait Choosable: Copy + Send + Sync + std::str::FromStr<Err = String> + 'static {
    /// Every value, in the order offered.
    fn all() -> &'static [Self];
    /// What the player reads, and the value Discord sends back.
    fn label_and_value(self) -> (&'static str, &'static str);
}

impl Choosable for GameKind {
    fn all() -> &'static [GameKind] {
        GameKind::ALL
    }
    fn label_and_value(self) -> (&'static str, &'static str) {
        (self.title(), self.name())
    }
}

impl Choosable for MoveClock {
    fn all() -> &'static [MoveClock] {
        &MoveClock::CHOICES
    }
    fn label_and_value(self) -> (&'static str, &'static str) {
        let name = self.name().unwrap_or("no limit");
        (name, name)
    }
}

impl Choosable for Level {
    fn all() -> &'static [Level] {
        Level::ALL
    }
    fn label_and_value(self) -> (&'static str, &'static str) {
        (self.name(), self.name())
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
                let (label, value) = choice.label_and_value();
                b.add_string_choice(label, value)
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

fn caller_of(ctx: Ctx<'_>) -> Caller {
    caller(
        &ctx.interaction.user,
        ctx.interaction.guild_id,
        ctx.interaction.channel_id,
    )
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
    let typed = partial.trim().to_ascii_lowercase();
    let choices = kinds
        .iter()
        .flat_map(|kind| kind.variants().iter().map(move |v| (kind, v)))
        .filter(|(_, (name, _))| name.to_ascii_lowercase().starts_with(&typed))
        .take(AUTOCOMPLETE_CAP)
        .map(|(kind, (name, about))| {
            let label = clipped(&format!("{kind}: {name} — {about}"), limits::CHOICE);
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
    #[description = "Which game"] game: Choice<GameKind>,
    #[description = "Who you challenge"] opponent: serenity::User,
    #[description = "A second opponent (4-player Quoridor)"] opponent2: Option<serenity::User>,
    #[description = "A third opponent (4-player Quoridor)"] opponent3: Option<serenity::User>,
    #[description = "The game's variant (Sensei preset, Niwa garden, Quoridor players)"]
    #[autocomplete = "variants"]
    variant: Option<String>,
    #[description = "Whether the result counts on the leaderboard (default: yes)"] rated: Option<
        bool,
    >,
    #[description = "How strongly teban plays, when you challenge teban itself (default: normal)"]
    level: Option<Choice<Level>>,
    #[description = "The time each player has for a move (default: the server's, 3 days)"]
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
            return Err(Refusal::BadRequest(format!(
                "{} is a bot and cannot play; challenge teban itself to play the computer",
                present::display_name(bot)
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
    #[description = "The move, e.g. e2 or e3h (start typing to see the legal ones)"]
    #[autocomplete = "legal_moves"]
    notation: String,
) -> Result<(), Error> {
    ask(ctx, Visibility::Public, |table, who| async move {
        table.play(&who, &notation, None).await
    })
    .await
}

/// Show your game in this channel, or any game of this server (only to you).
#[poise::command(slash_command)]
pub async fn board(
    ctx: Ctx<'_>,
    #[description = "A game of this server to watch (its number: game #12); default: yours here"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
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
pub async fn games(
    ctx: Ctx<'_>,
    #[description = "Every unfinished game of this server, to watch (default: only yours)"]
    all: Option<bool>,
) -> Result<(), Error> {
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
pub async fn replay(
    ctx: Ctx<'_>,
    #[description = "The game's number (shown under its board: game #12); default: your game here"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
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
pub async fn record(
    ctx: Ctx<'_>,
    #[description = "The game's number (shown under its board: game #12); default: your game here"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        let (name, text) = table.game_record(&who, game.map(GameId)).await?;
        Ok(Reply {
            text: format!(
                "The record of the game, in teban's record format: `teban legal --record {name}` \
                 reads it."
            ),
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
pub async fn leaderboard(
    ctx: Ctx<'_>,
    #[description = "Which game"] game: Choice<GameKind>,
) -> Result<(), Error> {
    ask(ctx, Visibility::Public, |table, who| async move {
        table.leaderboard(&who, game.0, 10).await
    })
    .await
}

/// A player's games on this server: ratings, results, streak, time per move, and a chart.
#[poise::command(slash_command)]
pub async fn profile(
    ctx: Ctx<'_>,
    #[description = "Whose profile (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let of = user.as_ref().map(player_of);
    let me = ctx.framework().bot_id;
    if user.as_ref().is_some_and(|u| u.id == me) {
        return ask(ctx, Visibility::Ephemeral, |_, _| async {
            Err(Refusal::BadRequest(
                "teban plays under one name per level: see `/leaderboard` for \"teban (hard)\" and \
                 the others"
                    .to_string(),
            ))
        })
        .await;
    }
    ask(ctx, Visibility::Public, |table, who| async move {
        let of = of.unwrap_or_else(|| who.player.clone());
        table.profile(&who, &of).await
    })
    .await
}

/// The rules of a game in short, with a picture of its start.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Ctx<'_>,
    #[description = "Which game"] game: Choice<GameKind>,
) -> Result<(), Error> {
    let kind = game.0;
    reply_with(ctx, Visibility::Public, async move {
        let board = AnyGame::new(kind, None)
            .ok()
            .map(|start| board_picture(&start, &crate::render::View::default()));
        Ok(Reply {
            text: guide::rules_text(kind, Lang::En),
            board,
            ..Reply::default()
        })
    })
    .await
}

/// How to play with teban.
#[poise::command(slash_command)]
pub async fn help(ctx: Ctx<'_>) -> Result<(), Error> {
    let text = guide::help_text(Lang::En);
    reply_with(ctx, Visibility::Ephemeral, async move {
        Ok(Reply {
            text,
            ephemeral: true,
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
        other => {
            if let Some(poise::Context::Application(ctx)) = other.ctx() {
                if ctx.interaction_type == poise::CommandInteractionType::Command {
                    metrics::counter!(
                        crate::metrics::INTERACTIONS,
                        "command" => ctx.command().qualified_name.clone(),
                        "outcome" => crate::metrics::FAILED
                    )
                    .increment(1);
                }
            }
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!(error = %e, "could not report an error");
            }
        }
    }
}
