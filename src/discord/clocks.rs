//! The clocks on Discord: one task per process that runs the table's scheduler every
//! [`EVERY`], so that reminders and losses on time are written to the outbox (and so delivered
//! by [`super::outbox`]) within a second of falling due. The first round, at start, counts a
//! downtime if the bot was down. Each round also looks at the tournaments: sign-ups that closed,
//! rounds to pair, standings to edit; and it writes the players' daily digests that fell due.

use std::time::Duration;

use crate::table::Table;

/// How often the scheduler looks at the clocks.
pub const EVERY: Duration = Duration::from_secs(1);

/// Runs the scheduler until the process stops (a round under way is finished first); each round
/// also takes up teban's turns that fell due (see [`super::turns::resume`]).
pub async fn run(table: Table) {
    loop {
        let Some(round) = crate::shutdown::working() else {
            return;
        };
        look(&table).await;
        super::turns::resume(&table).await;
        drop(round);
        if crate::shutdown::unless_requested(tokio::time::sleep(table.sleep_for(EVERY)))
            .await
            .is_none()
        {
            return;
        }
    }
}

/// One round of the scheduler, logged. The bot's first, before it connects, counts a downtime.
pub async fn look(table: &Table) {
    match table.tick().await {
        Ok(tick) => {
            if let Some(down) = tick.downtime_ms {
                tracing::info!(
                    seconds = down / 1000,
                    "the bot was down: every running clock is moved on by that time"
                );
            }
            if tick.reminded + tick.timed_out > 0 {
                tracing::info!(
                    reminded = tick.reminded,
                    timed_out = tick.timed_out,
                    "clocks"
                );
            }
        }
        Err(refusal) => tracing::warn!(%refusal, "the clocks could not be looked at"),
    }
    match table.tournaments().tournaments_tick().await {
        Ok(tick) if tick != Default::default() => tracing::info!(?tick, "tournaments"),
        Ok(_) => {}
        Err(refusal) => tracing::warn!(%refusal, "the tournaments could not be looked at"),
    }
    if let Err(refusal) = table.clocks().digests().await {
        tracing::warn!(%refusal, "the daily digests could not be looked at");
    }
}
