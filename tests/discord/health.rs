//! The bot's health checks end to end, as a supervisor or a load balancer asks them: the real
//! `teban` binary on the loopback fake of Discord, with `METRICS_ADDR` and `WEB_ADDR` set, is
//! alive (`/healthz`) on both addresses as soon as they listen, not ready (`/readyz`, 503 and why)
//! while Discord has not said READY to its gateway shard, ready once it has, and not ready any
//! more once it is stopping. Nothing it answers is secret.

use crate::support::bot::Bot;
use crate::support::fake_discord::{FakeDiscord, FakeUser, CLIENT_ID, CLIENT_SECRET};
use crate::support::probe::{free_address, get, get_until};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_is_ready_once_its_shard_is_connected_and_alive_before() {
    let fake = FakeDiscord::start().await;
    fake.hold_ready();
    let dir = tempfile::tempdir().unwrap();
    let (metrics, web) = (free_address(), free_address());
    let (metrics_addr, web_addr) = (metrics.to_string(), web.to_string());
    let mut bot = Bot::start(
        &fake,
        dir.path(),
        &[
            ("METRICS_ADDR", &metrics_addr),
            ("WEB_ADDR", &web_addr),
            ("DISCORD_CLIENT_ID", CLIENT_ID),
            ("DISCORD_CLIENT_SECRET", CLIENT_SECRET),
        ],
    );
    // The shard identified; Discord has not answered READY: both addresses listen already.
    fake.wait_identified(1).await;
    for at in [metrics, web] {
        assert_eq!(get(at, "/healthz").await, Some((200, "ok\n".into())));
        assert_eq!(
            get(at, "/readyz").await,
            Some((503, "shards: 0 of 1 connected\n".into())),
            "{}",
            bot.log_text()
        );
    }

    fake.release_ready();
    for at in [metrics, web] {
        assert_eq!(get_until(at, "/readyz", 200).await, "ok\n");
    }

    // Stopping, it is not ready any more: a command's answer hangs, and the stop waits for it.
    let hangs = fake.hang_next_callback();
    let asked = fake.slash(&FakeUser::new(101, "ann"), "help", &[]);
    fake.wait_call(0, "the answer to /help", |c| {
        c.token() == Some(asked.token.as_str())
    })
    .await;
    bot.signal(libc::SIGTERM);
    assert_eq!(get_until(metrics, "/readyz", 503).await, "stopping\n");
    drop(hangs);
    assert!(bot.exited().await.success(), "{}", bot.log_text());
}
