//! The gateway shards this process runs, as the `teban_shards_connected` gauge: a watcher counts
//! serenity's shard runners whose connection stage is `Connected`, every [`EVERY`]. Counting the
//! runners, rather than adding and taking away on events, stays right however a shard goes: a
//! shard that stops or restarts leaves the runners, and poise's event hook is not told of stage
//! changes at all.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

/// How often the shards are counted.
pub const EVERY: Duration = Duration::from_secs(1);

/// Counts the connected shards for as long as the bot runs.
pub async fn watch(manager: Arc<serenity::ShardManager>) {
    loop {
        let connected = manager
            .runners
            .lock()
            .await
            .values()
            .filter(|runner| runner.stage == serenity::ConnectionStage::Connected)
            .count();
        metrics::gauge!(crate::metrics::SHARDS_CONNECTED).set(connected as f64);
        tokio::time::sleep(EVERY).await;
    }
}
