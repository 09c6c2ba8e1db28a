//! Conditional moves: `/plan add`, `/plan show` and `/plan clear`, answered to the planner alone.
//!
//! Each subcommand is one request to the table (`table/plans`); of the other command files it
//! imports only the shared [`super::ask`].

use super::ask::{ask, Ctx, Visibility};
use crate::discord::Error;

/// Plan your replies to your opponent's next moves (only you see it).
#[poise::command(
    slash_command,
    subcommands("plan_add", "plan_show", "plan_clear"),
    subcommand_required
)]
pub async fn plan(_ctx: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

/// Add a line: their move, your reply, their next move, your reply...
#[poise::command(slash_command, rename = "add")]
pub async fn plan_add(ctx: Ctx<'_>, line: String) -> Result<(), Error> {
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        table.games().plan_add(&who, &line).await
    })
    .await
}

/// Show your plan as a tree, with the board.
#[poise::command(slash_command, rename = "show")]
pub async fn plan_show(ctx: Ctx<'_>) -> Result<(), Error> {
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        table.games().plan_show(&who).await
    })
    .await
}

/// Remove every line of your plan.
#[poise::command(slash_command, rename = "clear")]
pub async fn plan_clear(ctx: Ctx<'_>) -> Result<(), Error> {
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        table.games().plan_clear(&who).await
    })
    .await
}
