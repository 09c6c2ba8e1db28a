//! The bot's HTTP addresses as an operator's tools reach them: a free address on the loopback to
//! give it (`METRICS_ADDR`, `WEB_ADDR`), and a plain GET there (a scrape, a health check).

use std::net::{Ipv4Addr, SocketAddr};
use std::sync::atomic::{AtomicU8, Ordering};

use super::fake_discord::WAIT;

/// An address on the loopback nobody listens on, for the bot to serve at: a port that was free a
/// moment ago, on an address of the loopback of its own (127.0.1.N, a new N at each call). The
/// tests bind and connect on 127.0.0.1 otherwise, so none of them can take the port before the
/// bot does.
pub fn free_address() -> SocketAddr {
    static HANDED_OUT: AtomicU8 = AtomicU8::new(0);
    let n = HANDED_OUT.fetch_add(1, Ordering::Relaxed) + 1;
    let listener =
        std::net::TcpListener::bind((Ipv4Addr::new(127, 0, 1, n), 0)).expect("bind a free port");
    listener.local_addr().unwrap()
}

/// `GET path` at `at`: the status and the body, or `None` while nothing answers there.
pub async fn get(at: SocketAddr, path: &str) -> Option<(u16, String)> {
    let answer = reqwest::get(format!("http://{at}{path}")).await.ok()?;
    let status = answer.status().as_u16();
    Some((status, answer.text().await.ok()?))
}

/// `GET path` at `at` until it answers `status` (failing the test after [`WAIT`]): the body.
pub async fn get_until(at: SocketAddr, path: &str, status: u16) -> String {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let answer = get(at, path).await;
        match answer {
            Some((got, body)) if got == status => return body,
            _ if tokio::time::Instant::now() > deadline => {
                panic!("{path} at {at} never answered {status}; the last answer: {answer:?}")
            }
            _ => tokio::time::sleep(std::time::Duration::from_millis(50)).await,
        }
    }
}
