//! Games and players on the record: `/games`, `/challenges`, `/record`, `/replay`, `/analysis`,
//! `/leaderboard` and `/profile`.
//!
//! Each command turns its options into one request to the table ([`ask`]). Of the other command
//! files it imports only the shared [`super::ask`] and [`super::options`].

use crate::table::Audience;
use poise::serenity_prelude as serenity;

use super::ask::{ask, Ctx, Visibility};
use super::options::Choice;
use crate::discord::caller::player_of;
use crate::discord::Error;
use crate::games::GameKind;
use crate::table::{Attachment, GameId, Refusal, Reply};
use crate::{say, tr};

/// Your unfinished games on this server, your turn first; or all of the server's (only you see it).
#[poise::command(slash_command)]
pub async fn games(ctx: Ctx<'_>, all: Option<bool>) -> Result<(), Error> {
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        if all.unwrap_or(false) {
            table.games().server_games(&who).await
        } else {
            table.standings().games(&who).await
        }
    })
    .await
}

/// This server's open challenges, with links (only you see it); in a direct message, your own.
#[poise::command(slash_command)]
pub async fn challenges(ctx: Ctx<'_>) -> Result<(), Error> {
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        table.challenges().server_challenges(&who).await
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
            .games()
            .game_replay(&who, game.map(GameId), limit.max(1))
            .await
    })
    .await
}

/// The engine's analysis of a game, posted in its thread: your last game here, or any of this
/// server's.
#[poise::command(slash_command)]
pub async fn analysis(ctx: Ctx<'_>, #[min = 1] game: Option<i64>) -> Result<(), Error> {
    ask(ctx, Visibility::Public, |table, who| async move {
        table
            .analyses()
            .request_analysis(&who, game.map(GameId))
            .await
    })
    .await
}

/// A game's record as a text file (only you see it): your game here, or any game of this server.
#[poise::command(slash_command)]
pub async fn record(ctx: Ctx<'_>, #[min = 1] game: Option<i64>) -> Result<(), Error> {
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        let (name, text) = table.games().game_record(&who, game.map(GameId)).await?;
        Ok(Reply {
            text: say!(who.lang, "discord-record", file = name.as_str()),
            lang: who.lang,
            files: vec![Attachment::bytes(name, text.into_bytes())],
            audience: Audience::Caller,
            ..Reply::default()
        })
    })
    .await
}

/// The best players of this server at a game.
#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Ctx<'_>, game: Choice<GameKind>) -> Result<(), Error> {
    ask(ctx, Visibility::Public, |table, who| async move {
        table.standings().leaderboard(&who, game.0, 10).await
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
        table.standings().profile(&who, &of).await
    })
    .await
}
