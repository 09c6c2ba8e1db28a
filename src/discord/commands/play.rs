//! Playing a game: `/challenge` (with the autocomplete of a game's variants), `/move` (with the
//! autocomplete of the legal moves), `/board`, `/play` (the board in Discord, or the games' web
//! pages), `/resign`, `/draw`, `/takeback` and `/abort`.
//!
//! Each command turns its options into one request to the table ([`ask`]); what the table
//! decides is the table's. Of the other command files it imports only the shared [`super::ask`]
//! and [`super::options`].

use poise::serenity_prelude as serenity;

use super::ask::{ask, caller_of, reach_of, Ctx, Visibility};
use super::options::{clocks, variants, Choice};
use crate::ai::Level;
use crate::discord::caller::{display_name, player_of};
use crate::discord::open_board;
use crate::discord::shown::limits;
use crate::discord::shown::limits::CHOICES;
use crate::discord::Error;
use crate::games::GameKind;
use crate::table::{ChallengeRequest, GameClock, GameId, Player, Refusal};
use crate::text::clipped;
use crate::tr;

/// The autocomplete of `/move`: the caller's legal moves that go on from what they typed, a
/// turn of several actions (Sensei's) one action at a time.
async fn legal_moves(ctx: Ctx<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let moves = ctx
        .data()
        .table
        .games()
        .autocomplete(&caller_of(ctx), partial, CHOICES)
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

/// Challenge someone (or three, for 4-player Quoridor), or anyone here, to a game.
#[poise::command(slash_command)]
#[allow(clippy::too_many_arguments)] // one per option of the command
pub async fn challenge(
    ctx: Ctx<'_>,
    game: Choice<GameKind>,
    opponent: Option<serenity::User>,
    opponent2: Option<serenity::User>,
    opponent3: Option<serenity::User>,
    #[autocomplete = "variants"] variant: Option<String>,
    rated: Option<bool>,
    level: Option<Choice<Level>>,
    #[autocomplete = "clocks"] clock: Option<String>,
    #[min = 1]
    #[max = 1000]
    rating: Option<u32>,
) -> Result<(), Error> {
    let opponents: Vec<&serenity::User> =
        [opponent.as_ref(), opponent2.as_ref(), opponent3.as_ref()]
            .into_iter()
            .flatten()
            .collect();
    let me = ctx.framework().bot_id;
    let level = level.map_or(Level::Normal, |l| l.0);
    let reach = reach_of(ctx);
    ask(ctx, Visibility::Public, |table, who| async move {
        if let Some(refusal) = reach.no_game_begins(who.lang, open_board::web_pages()) {
            return Err(refusal);
        }
        if let Some(bot) = opponents.iter().find(|u| u.bot && u.id != me) {
            return Err(Refusal::BadRequest(tr!(
                who.lang,
                "discord-refusal-bot-opponent",
                name = display_name(bot)
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
            clock: match clock.as_deref().map(str::parse::<GameClock>) {
                Some(Ok(clock)) => Some(clock),
                Some(Err(_)) => {
                    return Err(Refusal::BadRequest(tr!(who.lang, "discord-refusal-clock")))
                }
                None => None,
            },
        };
        table
            .challenges()
            .challenge_within(&who, request, rating)
            .await
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
        table.games().move_or_preview(&who, &notation).await
    })
    .await
}

/// Show your game in this channel, or any game of this server (only to you).
#[poise::command(slash_command)]
pub async fn board(ctx: Ctx<'_>, #[min = 1] game: Option<i64>) -> Result<(), Error> {
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        match game {
            Some(game) => table.games().watch(&who, GameId(game)).await,
            None => table.games().board(&who).await,
        }
    })
    .await
}

/// Open the board of your game in this channel (or one to watch) inside Discord.
#[poise::command(slash_command)]
pub async fn play(ctx: Ctx<'_>) -> Result<(), Error> {
    let lang = caller_of(ctx).lang;
    let table = &ctx.data().table;
    open_board::play(ctx.serenity_context(), ctx.interaction, table, lang).await?;
    // Answered through the interaction itself (poise knows no `LAUNCH_ACTIVITY`).
    ctx.has_sent_initial_response
        .store(true, std::sync::atomic::Ordering::SeqCst);
    Ok(())
}

/// Resign your game in this channel.
#[poise::command(slash_command)]
pub async fn resign(ctx: Ctx<'_>) -> Result<(), Error> {
    ask(ctx, Visibility::Public, |table, who| async move {
        table.games().resign(&who, None).await
    })
    .await
}

/// Offer a draw in your game in this channel, or agree to the one offered.
#[poise::command(slash_command)]
pub async fn draw(ctx: Ctx<'_>) -> Result<(), Error> {
    ask(ctx, Visibility::Public, |table, who| async move {
        table.games().offer_draw(&who, None).await
    })
    .await
}

/// Ask the other players to let you take back your last move in your game in this channel.
#[poise::command(slash_command)]
pub async fn takeback(ctx: Ctx<'_>) -> Result<(), Error> {
    ask(ctx, Visibility::Public, |table, who| async move {
        table.games().ask_takeback(&who).await
    })
    .await
}

/// End your game in this channel before everyone has moved once (no result, unrated).
#[poise::command(slash_command)]
pub async fn abort(ctx: Ctx<'_>) -> Result<(), Error> {
    ask(ctx, Visibility::Public, |table, who| async move {
        table.games().abort(&who).await
    })
    .await
}
