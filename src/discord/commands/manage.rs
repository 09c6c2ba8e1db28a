//! The commands for members who may manage the server: `/settings` (threads, the default clock,
//! replays at the end of a game, takebacks in rated games, who watches games on the web) and `/admin abort`. Discord shows them only to members with
//! *Manage Server* (`default_member_permissions`), and the table checks the permission again
//! with the member's permissions Discord sends with the interaction.
//!
//! Of the other command files it imports only the shared [`super::ask`] and [`super::options`].

use poise::serenity_prelude as serenity;

use super::ask::{ask, origin_of, Ctx, Visibility};
use super::options::{Choice, LanguageSetting};
use crate::discord::Error;
use crate::table::{GameId, MoveClock, SettingsChange, WebAudience};

/// Whether the caller may manage the server, as Discord computed it for the interaction.
fn manages_server(ctx: Ctx<'_>) -> bool {
    ctx.interaction
        .member
        .as_ref()
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild())
}

/// See or change this server's settings: games in threads, the default clock, replays.
#[poise::command(slash_command, default_member_permissions = "MANAGE_GUILD")]
#[allow(clippy::too_many_arguments)] // one per option of the command
pub async fn settings(
    ctx: Ctx<'_>,
    threads: Option<bool>,
    clock: Option<Choice<MoveClock>>,
    replay: Option<bool>,
    language: Option<Choice<LanguageSetting>>,
    organisers: Option<serenity::Role>,
    organisers_reset: Option<bool>,
    #[min = 0]
    #[max = 365]
    vacation: Option<u32>,
    takebacks: Option<bool>,
    web: Option<Choice<WebAudience>>,
) -> Result<(), Error> {
    let manager = manages_server(ctx);
    // A role names who may run tournaments besides the managers; `organisers_reset: true`
    // leaves them to the managers again.
    let organiser_role = match (organisers, organisers_reset) {
        (Some(role), _) => Some(Some(role.id.get())),
        (None, Some(true)) => Some(None),
        _ => None,
    };
    let change = SettingsChange {
        threads,
        clock: clock.map(|c| c.0),
        replay_on_end: replay,
        language: language.map(|l| l.0 .0),
        organiser_role,
        vacation_days: vacation,
        takebacks,
        web: web.map(|w| w.0),
    };
    // Whether threads work here: Discord sends the bot's permissions in this channel.
    let room = origin_of(ctx).room();
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        table.servers().configure(&who, change, manager, room).await
    })
    .await
}

/// What server managers may do.
#[poise::command(
    slash_command,
    subcommands("admin_abort"),
    subcommand_required,
    default_member_permissions = "MANAGE_GUILD"
)]
pub async fn admin(_ctx: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

/// End any unfinished game of this server (no result, unrated).
#[poise::command(slash_command, rename = "abort")]
pub async fn admin_abort(ctx: Ctx<'_>, #[min = 1] game: i64) -> Result<(), Error> {
    let manager = manages_server(ctx);
    ask(ctx, Visibility::Public, |table, who| async move {
        table.games().admin_abort(&who, GameId(game), manager).await
    })
    .await
}
