//! Requests that change the games of one channel take turns inside one process: a doubled click
//! waits for the first to commit, then finds the game moved on in one read, instead of racing it
//! to the database (a transaction that fails, and a read to say why). Across processes the
//! game's version still decides who lands (see `store`); the lanes only spare the database the
//! work of a race lost inside one process.

use crate::model::ChannelId;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::OwnedMutexGuard;

/// One lane per channel with a request under way.
#[derive(Default)]
pub struct Lanes {
    /// Each channel's lane, while a request in it holds or waits for its turn.
    pub lanes: Mutex<HashMap<ChannelId, Arc<tokio::sync::Mutex<()>>>>,
}

/// A request's turn in its channel's lane, held until it is dropped.
pub struct Turn {
    lanes: Arc<Lanes>,
    channel: ChannelId,
    held: Option<OwnedMutexGuard<()>>,
}

/// Waits for the turn of a request in `channel`.
pub async fn turn(lanes: &Arc<Lanes>, channel: ChannelId) -> Turn {
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
