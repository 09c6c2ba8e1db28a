//! Requests in one channel take turns; lanes go when empty.

use std::sync::Arc;
use teban::store::ChannelId;
use teban::table::shared::lanes::*;

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
