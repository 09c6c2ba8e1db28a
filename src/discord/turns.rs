//! teban's own turns on Discord. After any answer that leaves teban to move, and for every game
//! whose turn is due and unclaimed (its thinking cut off by a restart, or by another process that
//! died: see `table::teban`), teban thinks on a blocking thread (the table does that) and commits
//! its move, which writes the post for the channel to the outbox in the same transaction;
//! [`super::outbox`] delivers it.
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

/// Takes up every game whose turn of teban is due: at start (thinking a restart cut off), then on
/// every round of the scheduler (a turn another process claimed and did not finish: it died).
pub async fn resume(table: &Table) {
    if let Err(refusal) = table.games().take_up_due_turns().await {
        tracing::warn!(%refusal, "cannot list the games teban is to move in");
    }
}

/// teban's moves in `game` for as long as it is to move.
async fn play(table: Table, game: GameId) {
    if let Err(refusal) = table.games().teban_plays(game).await {
        tracing::warn!(%game, %refusal, "teban could not move");
    }
}
