//! `teban loadtest`: many games in different channels played at once through the service, each
//! move also clicked a second time at the same moment (a doubled click), then the log is counted
//! to show that nothing was lost or doubled.
//!
//! It owns only the driving and the counting; every move goes through [`Table::play`] exactly as
//! the bot's would, including the board picture.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

use rand::seq::SliceRandom;
use rand::Rng;
use tokio::sync::Semaphore;

use crate::games::GameKind;
use crate::table::{Caller, GameCard, Place, Player, Refusal, Table};

/// What a load run did.
#[derive(Clone, Debug)]
pub struct LoadReport {
    pub games: usize,
    /// Moves the service acknowledged.
    pub applied: u64,
    /// Doubled clicks refused as stale (or as not the player's turn any more).
    pub refused: u64,
    /// Entries counted in the move log at the end.
    pub logged: u64,
    /// The sum of the games' versions at the end.
    pub versions: u64,
    pub seconds: f64,
}

impl LoadReport {
    pub fn moves_per_second(&self) -> f64 {
        self.applied as f64 / self.seconds.max(1e-9)
    }

    /// Nothing lost, nothing doubled.
    pub fn is_consistent(&self) -> bool {
        self.applied == self.logged && self.logged == self.versions
    }
}

/// Plays `games` Quoridor games of up to `moves` moves each, `concurrency` at a time.
pub async fn run(
    table: &Table,
    games: usize,
    moves: usize,
    concurrency: usize,
) -> Result<LoadReport, String> {
    let store = table.store();
    let logged_before = store.count_log_entries().await.map_err(|e| e.to_string())?;
    let versions_before = store.sum_of_versions().await.map_err(|e| e.to_string())?;
    let applied = Arc::new(AtomicU64::new(0));
    let refused = Arc::new(AtomicU64::new(0));
    let gate = Arc::new(Semaphore::new(concurrency.max(1)));
    let started = Instant::now();
    let mut tasks = Vec::with_capacity(games);
    let run_id = crate::clock::Clock::now_ms(&crate::clock::SystemClock) as u64;
    for n in 0..games as u64 {
        let (table, applied, refused, gate) = (
            table.clone(),
            applied.clone(),
            refused.clone(),
            gate.clone(),
        );
        tasks.push(tokio::spawn(async move {
            let _permit = gate.acquire().await.map_err(|e| e.to_string())?;
            let place = Place {
                guild: Some(1),
                channel: run_id.wrapping_mul(1_000_003).wrapping_add(n) & ((1 << 62) - 1),
            };
            let players = [
                Player::new(2 * n + 1, format!("north{n}")),
                Player::new(2 * n + 2, format!("south{n}")),
            ];
            let seating = table
                .sit(place, &players, GameKind::Quoridor, None, true)
                .await
                .map_err(|e| e.to_string())?;
            let mut card = seating.card;
            for _ in 0..moves {
                let Some(mover) = card.player_to_move().cloned() else {
                    break;
                };
                let caller = Caller {
                    player: mover,
                    place,
                };
                let choice = pick_move(&table, &caller).await;
                let Some(notation) = choice else { break };
                let seen = Some(card.version);
                let (first, second) = tokio::join!(
                    table.play(&caller, &notation, seen),
                    table.play(&caller, &notation, seen)
                );
                let mut next: Option<GameCard> = None;
                for answer in [first, second] {
                    match answer {
                        Ok(reply) => {
                            applied.fetch_add(1, Ordering::Relaxed);
                            next = reply.card;
                        }
                        Err(Refusal::Stale { .. } | Refusal::NotYourTurn { .. }) => {
                            refused.fetch_add(1, Ordering::Relaxed);
                        }
                        Err(other) => return Err(other.to_string()),
                    }
                }
                card = next.ok_or("both clicks were refused")?;
            }
            Ok::<(), String>(())
        }));
    }
    for task in tasks {
        task.await.map_err(|e| e.to_string())??;
    }
    let seconds = started.elapsed().as_secs_f64();
    let logged = store.count_log_entries().await.map_err(|e| e.to_string())? - logged_before;
    let versions = store.sum_of_versions().await.map_err(|e| e.to_string())? - versions_before;
    Ok(LoadReport {
        games,
        applied: applied.load(Ordering::Relaxed),
        refused: refused.load(Ordering::Relaxed),
        logged,
        versions,
        seconds,
    })
}

/// A random legal move, found the way a player would: through autocomplete of a random file
/// letter (falling back to any move).
async fn pick_move(table: &Table, caller: &Caller) -> Option<String> {
    let letter = (b'a' + rand::thread_rng().gen_range(0..9u8)) as char;
    let mut moves = table.autocomplete(caller, &letter.to_string(), 25).await;
    if moves.is_empty() {
        moves = table.autocomplete(caller, "", 25).await;
    }
    moves.choose(&mut rand::thread_rng()).cloned()
}
