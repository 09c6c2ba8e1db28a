//! teban's own turns on Discord. After any answer that leaves teban to move, and for every game
//! where it was to move when the bot started (its thinking cut off by a restart), teban thinks
//! on a blocking thread (the table does that) and commits its move, which writes the post for the
//! channel to the outbox in the same transaction; [`super::outbox`] delivers it.
//!
//! The interaction that led here has already been answered, so Discord's 3-second deadline never
//! waits on teban's thinking.

use crate::table::{GameCard, GameId, Table};

/// When `card` shows teban to move, lets it play in the background.
pub fn follow(table: &Table, card: Option<GameCard>) {
    if let Some(card) = card.filter(GameCard::teban_to_move) {
        tokio::spawn(play(table.clone(), card.game));
    }
}

/// Resumes every game where teban is to move, after a start.
pub async fn resume(table: &Table) {
    match table.pending_bot_turns().await {
        Ok(pending) => {
            for (game, _) in pending {
                tracing::info!(%game, "teban resumes its thinking");
                tokio::spawn(play(table.clone(), game));
            }
        }
        Err(refusal) => tracing::warn!(%refusal, "cannot list the games teban is to move in"),
    }
}

/// teban's moves in `game` for as long as it is to move (one move with two players; in a game
/// with several teban seats, each in turn).
async fn play(table: Table, game: GameId) {
    loop {
        match table.bot_turn(game).await {
            Ok(Some(reply)) if reply.card.as_ref().is_some_and(GameCard::teban_to_move) => {}
            Ok(_) => return,
            Err(refusal) => {
                tracing::warn!(%game, %refusal, "teban could not move");
                return;
            }
        }
    }
}
