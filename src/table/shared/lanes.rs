//! Requests that change the games of one channel take turns inside one process: a doubled click
//! waits for the first to commit, then finds the game moved on in one read, instead of racing it
//! to the database (a transaction that fails, and a read to say why). Across processes the
//! game's version still decides who lands (see `store`); the lanes only spare the database the
//! work of a race lost inside one process.

use crate::store::ChannelId;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::OwnedMutexGuard;

/// One lane per channel with a request under way.
#[derive(Default)]
pub(in crate::table) struct Lanes {
    lanes: Mutex<HashMap<ChannelId, Arc<tokio::sync::Mutex<()>>>>,
}

/// A request's turn in its channel's lane, held until it is dropped.
pub(in crate::table) struct Turn {
    lanes: Arc<Lanes>,
    channel: ChannelId,
    held: Option<OwnedMutexGuard<()>>,
}

/// Waits for the turn of a request in `channel`.
pub(in crate::table) async fn turn(lanes: &Arc<Lanes>, channel: ChannelId) -> Turn {
    let lane = lanes
        .lanes
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .entry(channel)
        .or_default()
        .clone();
    Turn {
        lanes: lanes.clone(),
        channel,
        held: Some(lane.lock_owned().await),
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        drop(self.held.take());
        let mut lanes = self.lanes.lanes.lock().unwrap_or_else(|e| e.into_inner());
        // Nobody waits in the lane any more: it goes (the map holds the last reference).
        if lanes
            .get(&self.channel)
            .is_some_and(|lane| Arc::strong_count(lane) == 1)
        {
            lanes.remove(&self.channel);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_second_request_in_a_channel_waits_for_the_first_and_lanes_go_when_empty() {
        let lanes = Arc::new(Lanes::default());
        let first = turn(&lanes, ChannelId(7)).await;
        let other_channel = turn(&lanes, ChannelId(8)).await;
        let waiting = tokio::spawn({
            let lanes = lanes.clone();
            async move { turn(&lanes, ChannelId(7)).await }
        });
        tokio::task::yield_now().await;
        assert!(!waiting.is_finished(), "the second waits for the first");
        drop(first);
        let second = waiting.await.unwrap();
        drop((second, other_channel));
        assert!(lanes.lanes.lock().unwrap().is_empty());
    }
}
