//! Which of the bot's gateway shards this process runs: the `SHARDS` setting (`0-3/16`: shards 0
//! to 3 of 16), read into a [`ShardRange`], so that several processes (on several machines) can
//! share one bot. Unset, the process runs every shard Discord recommends.
//!
//! It owns the setting's syntax and its checks, and the `teban_shards_connected` gauge: a watcher
//! counts serenity's shard runners whose connection stage is `Connected`, every [`EVERY`], and
//! tells readiness the same count ([`crate::health::GATEWAY`]).
//! Counting the runners, rather than adding and taking away on events, stays right however a
//! shard goes: a shard that stops or restarts leaves the runners, and poise's event hook is not
//! told of stage changes at all. Starting the shards is [`super::start`]'s.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;

/// How to write the setting, said with every refusal.
pub const HOW_TO_WRITE: &str = "write FIRST-LAST/TOTAL, e.g. 0-3/16 (shards 0 to 3 of 16)";

/// Shards `first` to `last` (both included) of `total`: `0 <= first <= last < total`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ShardRange {
    first: u32,
    last: u32,
    total: u32,
}

impl ShardRange {
    /// Every shard of a bot of `total` (Discord's recommendation, without `SHARDS`); at least 1.
    pub fn all(total: u32) -> ShardRange {
        let total = total.max(1);
        ShardRange {
            first: 0,
            last: total - 1,
            total,
        }
    }

    /// The first shard this process runs.
    pub fn first(&self) -> u32 {
        self.first
    }

    /// The last shard this process runs (included).
    pub fn last(&self) -> u32 {
        self.last
    }

    /// How many shards the whole bot has, across every process.
    pub fn total(&self) -> u32 {
        self.total
    }

    /// How many shards this process runs.
    pub fn count(&self) -> u32 {
        self.last - self.first + 1
    }
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.first == self.last {
            write!(f, "shard {} of {}", self.first, self.total)
        } else {
            write!(
                f,
                "shards {} to {} of {}",
                self.first, self.last, self.total
            )
        }
    }
}

/// A shard number: digits only (no sign, no spaces inside), within `u32`.
fn number(text: &str) -> Result<u32, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("a number is missing".into());
    }
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("`{text}` is not a number"));
    }
    text.parse()
        .map_err(|_| format!("{text} is more shards than there can be"))
}

/// Why `value` is not `FIRST-LAST/TOTAL` or `N/TOTAL`, in a few words.
fn parse(value: &str) -> Result<ShardRange, String> {
    let (range, total) = value
        .split_once('/')
        .ok_or("the total after `/` is missing")?;
    let (first, last) = match range.split_once('-') {
        Some((first, last)) => (number(first)?, number(last)?),
        None => {
            let only = number(range)?;
            (only, only)
        }
    };
    let total = number(total)?;
    if total == 0 {
        return Err("a bot has at least 1 shard".into());
    }
    if first > last {
        return Err(format!(
            "the first shard, {first}, is after the last, {last}"
        ));
    }
    if last >= total {
        return Err(format!(
            "the shards of {total} are numbered 0 to {}",
            total - 1
        ));
    }
    Ok(ShardRange { first, last, total })
}

impl FromStr for ShardRange {
    /// One line: what is wrong and what to write.
    type Err = String;

    fn from_str(value: &str) -> Result<ShardRange, String> {
        parse(value.trim())
            .map_err(|why| format!("SHARDS `{value}` is not a shard range ({why}): {HOW_TO_WRITE}"))
    }
}

/// How often the shards are counted.
pub const EVERY: Duration = Duration::from_secs(1);

/// Counts the connected shards for as long as the bot runs, from before the first connects.
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
        crate::health::GATEWAY.connected(connected as u32);
        tokio::time::sleep(EVERY).await;
    }
}
