//! The bot's side of a clean stop ([`crate::shutdown`]): its gateway shards run until the process
//! is asked to stop, then are closed (serenity's `ShardManager::shutdown_all`: each shard closes
//! its connection with Discord's normal close code, and no interaction arrives any more); the
//! bot then waits for its work under way. Every gateway event is dispatched as work the stop
//! waits for ([`Dispatching`]): an interaction that arrived is answered, and an event that
//! arrives once the process is stopping is not taken.
//!
//! It also tells readiness ([`crate::health::GATEWAY`]) how many shards the process runs, and
//! starts the watcher that counts the connected ones, before the first connects.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::shards::ShardRange;
use super::StartError;

/// A framework whose every event's dispatch is work a stop waits for.
pub struct Dispatching<F>(pub F);

#[serenity::async_trait]
impl<F: serenity::Framework> serenity::Framework for Dispatching<F> {
    async fn init(&mut self, client: &serenity::Client) {
        self.0.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        if let Some(_work) = crate::shutdown::working() {
            self.0.dispatch(ctx, event).await;
        }
    }
}

/// Runs the gateway (`connection`: the shards of `range` that `manager` manages, connecting)
/// until it fails or the process is asked to stop; then closes it and waits for the work under
/// way, at most `grace`. A failure of the gateway before any stop is said as one ([`StartError::Gateway`]).
pub async fn run_until_stopped(
    manager: Arc<serenity::ShardManager>,
    range: ShardRange,
    connection: impl std::future::Future<Output = serenity::Result<()>>,
    grace: std::time::Duration,
) -> Result<(), StartError> {
    crate::health::GATEWAY.running(range.count());
    tokio::spawn(super::shards::watch(manager.clone()));
    if let Some(ended) = crate::shutdown::unless_requested(connection).await {
        ended.map_err(|e| StartError::Gateway(e.to_string()))?;
    } else {
        manager.shutdown_all().await;
        tracing::info!("the gateway is closed");
    }
    crate::shutdown::finish(grace).await;
    Ok(())
}
