//! The analyses on Discord: one task per process that analyses the games players queued
//! (`/analysis`, the Analyse button), one at a time, as soon as one is queued in this process and
//! at least every [`EVERY`] (one queued by another process, or one whose process died: its lease
//! ran out). Which analysis a process takes is claimed in the database
//! ([`Analyses::analyse_next`](crate::table::Analyses::analyse_next)); its post goes through the
//! outbox, which [`super::outbox`] delivers.

use std::time::Duration;

use crate::table::Table;

/// How often the task looks for analyses when nothing in this process queued one.
pub const EVERY: Duration = Duration::from_secs(5);

/// Analyses what is queued until the process stops (an analysis under way is dropped: its claim
/// runs out as after a crash, see [`crate::shutdown`]).
pub async fn run(table: Table) {
    loop {
        let waiting = async {
            drain(&table).await;
            tokio::select! {
                () = table.analyses().analyses_waiting() => {}
                () = tokio::time::sleep(table.sleep_for(EVERY)) => {}
            }
        };
        if crate::shutdown::unless_requested(waiting).await.is_none() {
            return;
        }
    }
}

/// Analyses every queued analysis nobody holds, one after the other.
async fn drain(table: &Table) {
    loop {
        match table.analyses().analyse_next().await {
            Ok(Some(game)) => tracing::info!(%game, "analysed"),
            Ok(None) => return,
            Err(refusal) => {
                tracing::warn!(%refusal, "an analysis could not be made");
                return;
            }
        }
    }
}
