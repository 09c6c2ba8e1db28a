//! Asking the table on a command's behalf: the command's context ([`Ctx`]), its caller as the
//! table knows them ([`caller_of`]), and the one way every command answers ([`ask`]): one request
//! to the table, its reply (or refusal) sent in time, a game it begins placed in its thread, and
//! teban's turn taken up after it.
//!
//! It owns no command: the command files build on it, and it imports none of them.

use crate::discord::caller::{caller, Who};
use crate::discord::reach::Reach;
use crate::discord::send::{answer, Asked};
use crate::discord::threads::{self, Origin};
use crate::discord::{turns, Data, Error};
use crate::table::{Caller, Refusal, Reply, Table};

pub use crate::discord::send::Visibility;

/// A slash command's context: every command here is slash-only.
pub type Ctx<'a> = poise::ApplicationContext<'a, Data, Error>;

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

/// Answers the command with what `work` replies, or the refusal it comes to (a command that
/// only shows something, and begins no game: `/rules`, `/help`).
pub async fn reply_with(
    ctx: Ctx<'_>,
    usual: Visibility,
    work: impl std::future::Future<Output = Result<Reply, Refusal>>,
) -> Result<(), Error> {
    let asked = Asked {
        id: ctx.interaction.id,
        token: &ctx.interaction.token,
        command: &ctx.command().qualified_name,
        lang: caller_of(ctx).lang,
        conversation: reach_of(ctx).conversation(ctx.interaction.channel_id),
    };
    let answered = answer(ctx.serenity_context(), asked, ctx.data(), usual, None, work).await?;
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
    if let Some(tournament) = answered.tournament {
        // The answer is a tournament's announcement: its standings are edited into it.
        threads::link_announcement(
            ctx.serenity_context(),
            table,
            &ctx.interaction.token,
            tournament,
        )
        .await;
    }
    if let Some(challenge) = answered.challenge {
        threads::link_challenge(
            ctx.serenity_context(),
            table,
            &ctx.interaction.token,
            challenge,
        )
        .await;
    }
    turns::follow(table, answered.card);
    Ok(())
}

/// Where the command was used, as far as threads care (and `/settings`, which says whether
/// they work here).
pub fn origin_of(ctx: Ctx<'_>) -> Origin {
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
        home: reach_of(ctx).home(),
        locale: &ctx.interaction.locale,
        guild_locale: ctx.interaction.guild_locale.as_deref(),
    })
}

/// How teban reaches the conversation the command was used in.
pub fn reach_of(ctx: Ctx<'_>) -> Reach {
    Reach::of_command(ctx.interaction)
}
