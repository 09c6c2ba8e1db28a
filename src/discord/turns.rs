//! teban's own turns on Discord. After any answer that leaves teban to move, and for every game
//! where it was to move when the bot started (its thinking cut off by a restart), teban thinks
//! on a blocking thread (the table does that) and posts its move to the game's channel as a
//! message of its own, with the board and the buttons, like a player's reply.
//!
//! The interaction that led here has already been answered, so Discord's 3-second deadline never
//! waits on teban's thinking.

use poise::serenity_prelude as serenity;

use super::present;
use crate::table::{GameCard, GameId, Table};

/// When `card` shows teban to move, lets it play in the background and post to `channel`.
pub fn follow(
    ctx: &serenity::Context,
    table: &Table,
    channel: serenity::ChannelId,
    card: Option<GameCard>,
) {
    if let Some(card) = card.filter(GameCard::teban_to_move) {
        tokio::spawn(play(ctx.clone(), table.clone(), channel, card.game));
    }
}

/// Resumes every game where teban is to move, after a start.
pub async fn resume(ctx: &serenity::Context, table: &Table) {
    match table.pending_bot_turns().await {
        Ok(pending) => {
            for (game, place) in pending {
                tracing::info!(%game, "teban resumes its thinking");
                let channel = serenity::ChannelId::new(place.channel);
                tokio::spawn(play(ctx.clone(), table.clone(), channel, game));
            }
        }
        Err(refusal) => tracing::warn!(%refusal, "cannot list the games teban is to move in"),
    }
}

/// teban's moves in `game` for as long as it is to move (one move with two players; in a game
/// with several teban seats, each in turn), each posted to `channel`.
async fn play(ctx: serenity::Context, table: Table, channel: serenity::ChannelId, game: GameId) {
    loop {
        match table.bot_turn(game).await {
            Ok(Some(reply)) => {
                let again = reply.card.as_ref().is_some_and(GameCard::teban_to_move);
                if let Err(error) = present::post(&ctx, channel, reply).await {
                    tracing::warn!(%game, %error, "cannot post teban's move");
                }
                if !again {
                    return;
                }
            }
            Ok(None) => return,
            Err(refusal) => {
                tracing::warn!(%game, %refusal, "teban could not move");
                return;
            }
        }
    }
}
