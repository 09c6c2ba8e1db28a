//! Players and one another: `/block` and `/unblock` (only the caller reads the answer), and the
//! user context menu **Challenge** (right-click a member → Apps → Challenge), which shows the
//! challenger alone a button per game; the one pressed posts the challenge in the channel as
//! `/challenge` would (the click goes to the table like any button: `ActionId::Pick`).
//!
//! Each command turns its options into one request to the table ([`ask`]). Of the other command
//! files it imports only the shared [`super::ask`].

use poise::serenity_prelude as serenity;

use super::ask::{ask, reach_of, Ctx, Visibility};
use crate::ai::Level;
use crate::discord::caller::player_of;
use crate::discord::open_board;
use crate::discord::Error;
use crate::table::{Player, Refusal};
use crate::tr;

/// Refuse challenges from a member on this server; without one, list whom you block.
#[poise::command(slash_command)]
pub async fn block(ctx: Ctx<'_>, member: Option<serenity::User>) -> Result<(), Error> {
    let member = member.as_ref().map(player_of);
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        table.challenges().block(&who, member.as_ref()).await
    })
    .await
}

/// Accept challenges from a member you blocked again.
#[poise::command(slash_command)]
pub async fn unblock(ctx: Ctx<'_>, member: serenity::User) -> Result<(), Error> {
    let member = player_of(&member);
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        table.challenges().unblock(&who, &member).await
    })
    .await
}

/// Right-click a member → Apps → Challenge: pick the game, the challenge is posted here.
#[poise::command(context_menu_command = "Challenge")]
pub async fn challenge_member(ctx: Ctx<'_>, member: serenity::User) -> Result<(), Error> {
    let me = ctx.framework().bot_id;
    let opponent = if member.id == me {
        Player::teban(Level::Normal)
    } else {
        player_of(&member)
    };
    let other_bot = member.bot && member.id != me;
    let reach = reach_of(ctx);
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        if let Some(refusal) = reach.no_game_begins(who.lang, open_board::web_pages()) {
            return Err(refusal);
        }
        if other_bot {
            return Err(Refusal::BadRequest(tr!(who.lang, "pick-refusal-bot")));
        }
        table.challenges().pick_game(&who, &opponent).await
    })
    .await
}
