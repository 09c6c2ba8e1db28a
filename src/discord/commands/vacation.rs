//! `/vacation start [days]`, `/vacation end` and `/vacation auto`: a player's vacation on this
//! server (their clocks stop in all their games here), answered to them alone. What a vacation
//! does is the table's (`table/vacation.rs`).

use super::ask::{ask, Ctx, Visibility};
use crate::discord::Error;
use crate::table::MAX_VACATION_DAYS;

/// Stop your clocks in all your games on this server for a few days.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("vacation_start", "vacation_end", "vacation_auto"),
    subcommand_required
)]
pub async fn vacation(_ctx: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

/// Start a vacation now.
#[poise::command(slash_command, rename = "start")]
pub async fn vacation_start(
    ctx: Ctx<'_>,
    #[min = 1]
    #[max = 365]
    days: Option<u32>,
) -> Result<(), Error> {
    let days = days.map(|d| i64::from(d.min(MAX_VACATION_DAYS)));
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        table.clocks().start_vacation(&who, days).await
    })
    .await
}

/// End your vacation now: your clocks run again.
#[poise::command(slash_command, rename = "end")]
pub async fn vacation_end(ctx: Ctx<'_>) -> Result<(), Error> {
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        table.clocks().end_vacation(&who).await
    })
    .await
}

/// Take a day of vacation when your time would run out (while you have days left).
#[poise::command(slash_command, rename = "auto")]
pub async fn vacation_auto(ctx: Ctx<'_>, on: bool) -> Result<(), Error> {
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        table.clocks().set_auto_vacation(&who, on).await
    })
    .await
}
