//! Discord's rate limits held by the outbox: a channel's and a global one.

use std::time::Duration;
use teban::discord::outbox::*;
use teban::discord::rest::RateLimit;
use teban::table::ChannelId;

const CHANNEL: ChannelId = ChannelId(1);
const OTHER: ChannelId = ChannelId(2);

fn limit(wait_ms: i64, global: bool) -> RateLimit {
    RateLimit { wait_ms, global }
}

#[test]
fn a_channel_limit_holds_that_channel_only_until_the_time_given() {
    let mut limits = Limits::default();
    assert_eq!(limits.hold(CHANNEL, limit(8_000, false), 0), 8_000);
    assert_eq!(limits.until(CHANNEL, 5_000), Some(8_000));
    assert_eq!(limits.until(OTHER, 5_000), None);
    assert_eq!(limits.until(CHANNEL, 8_000), None);
    limits.forget(8_000);
    assert!(limits.next(8_000).is_none());
}

#[test]
fn a_global_limit_holds_every_channel_and_a_shorter_one_shortens_nothing() {
    let mut limits = Limits::default();
    limits.hold(CHANNEL, limit(8_000, true), 0);
    assert_eq!(limits.hold(OTHER, limit(2_000, true), 1_000), 8_000);
    assert_eq!(limits.until(OTHER, 5_000), Some(8_000));
    assert_eq!(limits.next(7_900), Some(Duration::from_millis(100)));
    assert_eq!(limits.next(0), Some(LIMITED));
}
