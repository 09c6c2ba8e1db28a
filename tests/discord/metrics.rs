//! The bot's Prometheus metrics end to end: the real `teban` binary on the loopback fake of
//! Discord with `METRICS_ADDR` set plays a challenge, its acceptance, a legal move and an illegal
//! one, and `GET /metrics` says exactly that, as an operator would read it. A `METRICS_ADDR` that
//! is not an address, or that cannot be listened on, stops the bot at start with one line. A loss
//! on time handled late is counted as the scheduler's lag.

use std::net::SocketAddr;

use crate::support::bot::{on_fake, only_callback, run_to_end, stderr, teban, write_clock, Bot};
use crate::support::fake_discord::{Call, FakeDiscord, FakeUser, Opt, WAIT};
use crate::support::probe::{free_address, get};

/// `GET /metrics` as a scraper sends it: the body, or `None` while nothing answers there.
async fn scrape(at: SocketAddr) -> Option<String> {
    let (status, body) = get(at, "/metrics").await?;
    assert_eq!(status, 200, "{body}");
    Some(body)
}

/// Scrapes until every line of `expected` is among the metrics (the bot counts an interaction
/// just after answering it, and samples its shards every second), then returns that scrape.
async fn scrape_until(at: SocketAddr, expected: &[&str]) -> String {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let text = scrape(at).await.unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        if expected.iter().all(|line| lines.contains(line)) {
            return text;
        }
        if tokio::time::Instant::now() > deadline {
            panic!("the metrics never showed {expected:#?}; the last scrape:\n{text}");
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

/// The lines of `text` that are samples of `metric` (not its help or type), sorted.
fn samples<'a>(text: &'a str, metric: &str) -> Vec<&'a str> {
    let mut lines: Vec<&str> = text
        .lines()
        .filter(|line| {
            line.strip_prefix(metric)
                .is_some_and(|rest| rest.starts_with(['{', ' ']))
        })
        .collect();
    lines.sort();
    lines
}

/// The first button of an answer whose id starts with `prefix`.
fn button(call: &Call, prefix: &str) -> String {
    call.button_ids()
        .into_iter()
        .find(|id| id.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix} button in {:?}", call.button_ids()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_metrics_count_interactions_moves_refusals_and_the_connected_shard() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let at = free_address();
    let _bot = Bot::start(&fake, dir.path(), &[("METRICS_ADDR", &at.to_string())]);
    fake.wait_ready(1).await;
    let ann = FakeUser::new(101, "ann");
    let bob = FakeUser::new(102, "bob");

    // ann challenges bob, and bob accepts with the button.
    let asked = fake.slash(
        &ann,
        "challenge",
        &[Opt::Str("game", "quoridor"), Opt::User("opponent", &bob)],
    );
    let calls = fake.wait_answer(&asked).await;
    let made = only_callback(&calls);
    let asked = fake.click(&bob, &fake.posted(made), &button(made, "accept:"));
    let calls = fake.wait_answer(&asked).await;
    let begun = only_callback(&calls);
    assert!(begun.text().contains("The game begins"), "{}", begun.text());

    // Seat 1 plays a quick move with its button; then the other types an illegal one.
    let (mover, other) = if begun.text().contains("seat 1: **ann**") {
        (&ann, &bob)
    } else {
        (&bob, &ann)
    };
    let asked = fake.click(mover, &fake.posted(begun), &button(begun, "mv:"));
    let calls = fake.wait_answer(&asked).await;
    let moved = only_callback(&calls);
    assert!(!moved.is_ephemeral(), "{}", moved.text());
    assert_eq!(moved.pinged(), [other.id.to_string()]);
    let asked = fake.slash(other, "move", &[Opt::Str("notation", "e4")]);
    let calls = fake.wait_answer(&asked).await;
    let refused = only_callback(&calls);
    assert!(refused.is_ephemeral());
    assert!(refused.text().contains("illegal"), "{}", refused.text());

    let interactions = [
        r#"teban_interactions_total{command="button:accept",outcome="answered"} 1"#,
        r#"teban_interactions_total{command="button:move",outcome="answered"} 1"#,
        r#"teban_interactions_total{command="challenge",outcome="answered"} 1"#,
        r#"teban_interactions_total{command="move",outcome="refused"} 1"#,
    ];
    let mut expected = interactions.to_vec();
    expected.extend([
        r#"teban_moves_applied_total{game="quoridor"} 1"#,
        r#"teban_refusals_total{reason="illegal"} 1"#,
        "teban_shards_connected 1",
        "teban_outbox_depth 0",
    ]);
    let text = scrape_until(at, &expected).await;

    // Exactly these, and nothing counted twice or under another name.
    assert_eq!(samples(&text, "teban_interactions_total"), interactions);
    assert_eq!(
        samples(&text, "teban_moves_applied_total"),
        [r#"teban_moves_applied_total{game="quoridor"} 1"#]
    );
    assert_eq!(
        samples(&text, "teban_refusals_total"),
        [r#"teban_refusals_total{reason="illegal"} 1"#]
    );
    // Every answer's latency was observed: a count per command, and as many in all.
    let mut answers = samples(&text, "teban_answer_seconds_count");
    answers.sort();
    assert_eq!(
        answers,
        [
            r#"teban_answer_seconds_count{command="button:accept"} 1"#,
            r#"teban_answer_seconds_count{command="button:move"} 1"#,
            r#"teban_answer_seconds_count{command="challenge"} 1"#,
            r#"teban_answer_seconds_count{command="move"} 1"#,
        ]
    );
    // A histogram, not a summary: its buckets, the last of them every observation.
    assert!(
        text.lines()
            .any(|l| l == r#"teban_answer_seconds_bucket{command="move",le="+Inf"} 1"#),
        "{text}"
    );
    // The board of the game begun and of the move were drawn.
    let rendered = samples(&text, "teban_render_seconds_count");
    assert_eq!(
        rendered,
        [r#"teban_render_seconds_count{game="quoridor"} 2"#]
    );
    // Each metric says what it is.
    for help in [
        "# HELP teban_interactions_total ",
        "# HELP teban_answer_seconds ",
        "# HELP teban_moves_applied_total ",
        "# HELP teban_shards_connected ",
        "# TYPE teban_answer_seconds histogram",
    ] {
        assert!(text.lines().any(|l| l.starts_with(help)), "{help}\n{text}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_loss_on_time_handled_two_minutes_late_is_two_minutes_of_scheduler_lag() {
    // The bot reads its time from a file, so a game's clock can run out at once.
    const T0: i64 = 1_800_000_000_000;
    const MINUTE: i64 = 60_000;
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let now = dir.path().join("now");
    write_clock(&now, T0);
    let at = free_address();
    let _bot = Bot::start(
        &fake,
        dir.path(),
        &[
            ("METRICS_ADDR", &at.to_string()),
            ("TEBAN_TEST_CLOCK_FILE", &now.display().to_string()),
        ],
    );
    fake.wait_ready(1).await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let asked = fake.slash(
        &ann,
        "challenge",
        &[
            Opt::Str("game", "quoridor"),
            Opt::User("opponent", &bob),
            Opt::Str("clock", "5 minutes"),
        ],
    );
    let made = only_callback(&fake.wait_answer(&asked).await).clone();
    let asked = fake.click(&bob, &fake.posted(&made), &button(&made, "accept:"));
    fake.wait_answer(&asked).await;

    // Seven minutes on, the five minutes of the first move ran out two minutes ago.
    write_clock(&now, T0 + 7 * MINUTE);
    let posted = fake.wait_channel_messages(1).await;
    let text = posted[0]["embeds"][0]["description"].as_str().unwrap();
    assert!(text.contains("ran out of time"), "{text}");
    let text = scrape_until(
        at,
        &[
            "teban_scheduler_lag_seconds_count 1",
            "teban_outbox_depth 0",
        ],
    )
    .await;
    for line in [
        "teban_scheduler_lag_seconds_sum 120",
        r#"teban_scheduler_lag_seconds_bucket{le="60"} 0"#,
        r#"teban_scheduler_lag_seconds_bucket{le="300"} 1"#,
    ] {
        assert!(text.lines().any(|l| l == line), "{line}\n{text}");
    }
    // A loss on time is not a move.
    assert_eq!(
        samples(&text, "teban_moves_applied_total"),
        Vec::<&str>::new()
    );
}

/// Starts the bot on the fake with `METRICS_ADDR=value`: its exit status and what it said.
async fn started_with_metrics_at(value: String) -> (Option<i32>, String) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut command = teban(dir.path());
    on_fake(&mut command, &fake, dir.path());
    command.env("METRICS_ADDR", value);
    let output = run_to_end(command).await;
    (output.status.code(), stderr(&output))
}

#[tokio::test]
async fn a_metrics_address_that_is_not_one_or_is_taken_stops_the_bot_with_one_line() {
    let (code, text) = started_with_metrics_at("localhost".into()).await;
    assert_eq!(code, Some(1), "{text}");
    assert_eq!(text.trim().lines().count(), 1, "{text}");
    assert!(
        text.starts_with(
            "teban: METRICS_ADDR=\"localhost\" is not valid: an IP address and a port"
        ),
        "{text}"
    );

    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let at = taken.local_addr().unwrap();
    let (code, text) = started_with_metrics_at(at.to_string()).await;
    assert_eq!(code, Some(1), "{text}");
    assert_eq!(text.trim().lines().count(), 1, "{text}");
    assert!(
        text.starts_with(&format!(
            "teban: cannot serve metrics on METRICS_ADDR={at}: "
        )),
        "{text}"
    );
}
