//! What a command that failed tells its caller: poise's error hook ([`on_error`]), which logs
//! what went wrong, counts a command that failed before it was answered, and says so to the
//! caller alone in their language (poise's own messages are English).
//!
//! It owns no command; of the command files it imports only the shared [`super::ask`].

use poise::serenity_prelude as serenity;

use super::ask::caller_of;
use crate::discord::{Data, Error};
use crate::i18n::Lang;
use crate::tr;

/// What happens when a command fails on Discord's side or its options do not parse. A command
/// that failed before it was answered (its options did not parse, it panicked) counts as a
/// failed interaction; one that failed answering was counted by
/// [`answer`](crate::discord::send::answer).
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::warn!(command = %ctx.command().qualified_name, %error, "answering failed");
        }
        poise::FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            count(&ctx, crate::metrics::FAILED);
            tracing::info!(command = %ctx.command().qualified_name, ?input, %error, "options not read");
            tell(ctx, |lang| tr!(lang, "discord-bad-options")).await;
        }
        poise::FrameworkError::CommandPanic { payload, ctx, .. } => {
            count(&ctx, crate::metrics::FAILED);
            tracing::error!(command = %ctx.command().qualified_name, ?payload, "a command panicked");
            tell(ctx, |lang| tr!(lang, "discord-internal-error")).await;
        }
        poise::FrameworkError::CommandStructureMismatch {
            description, ctx, ..
        } => {
            let ctx = poise::Context::Application(ctx);
            count(&ctx, crate::metrics::FAILED);
            tracing::warn!(command = %ctx.command().qualified_name, description, "a command Discord showed as it was");
            tell(ctx, |lang| tr!(lang, "discord-command-changed")).await;
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            // A command kept per server (`/vacation`) used in a DM or a group DM.
            count(&ctx, crate::metrics::REFUSED);
            tell(ctx, |lang| tr!(lang, "discord-server-only")).await;
        }
        other => match other.ctx() {
            // teban asks for no checks, cooldowns or permissions of poise's: should one fire,
            // the caller still gets a line in their language (poise's own are English).
            Some(ctx) => {
                count(&ctx, crate::metrics::FAILED);
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

/// Counts a command that failed (or was refused) before it was answered, with its `outcome`.
fn count(ctx: &poise::Context<'_, Data, Error>, outcome: &'static str) {
    if let poise::Context::Application(ctx) = ctx {
        if ctx.interaction_type == poise::CommandInteractionType::Command {
            metrics::counter!(
                crate::metrics::INTERACTIONS,
                "command" => ctx.command().qualified_name.clone(),
                "outcome" => outcome
            )
            .increment(1);
        }
    }
}
