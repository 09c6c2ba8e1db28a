//! Where the time comes from. The store and the service never read the system's clock
//! themselves: they ask the [`Clock`] they were given, so that tests drive days of play in
//! milliseconds ([`ManualClock`]) and, in a build with the cargo feature `test-clock`, the bot can
//! be run end to end against a time a test sets (`FileClock`). Otherwise it is the system's clock
//! ([`SystemClock`]).

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// A source of the current time, in milliseconds since the Unix epoch.
pub trait Clock: Send + Sync + std::fmt::Debug {
    fn now_ms(&self) -> i64;

    /// How long a process waiting for this clock's time to pass may sleep before it looks at
    /// the clock again: as long as it waits (`None`) where time runs on its own; a clock a test
    /// moves in jumps is looked at every so often, so that what falls due is done at once.
    fn looked_at_within(&self) -> Option<Duration> {
        None
    }
}

/// A shared clock.
pub type SharedClock = Arc<dyn Clock>;

/// The system's clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> i64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0)
    }
}

/// A clock that stands still until it is moved: days pass in tests at once.
#[derive(Clone, Debug)]
pub struct ManualClock(Arc<AtomicI64>);

impl ManualClock {
    /// A clock standing at `ms` since the epoch.
    pub fn at(ms: i64) -> ManualClock {
        ManualClock(Arc::new(AtomicI64::new(ms)))
    }

    /// Moves the clock on by `ms`.
    pub fn advance(&self, ms: i64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }

    /// Sets the clock to `ms`.
    pub fn set(&self, ms: i64) {
        self.0.store(ms, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// The time written in a file (milliseconds since the epoch, as text), for driving the bot's
/// process from a test (`TEBAN_TEST_CLOCK_FILE`). Falls back to the system's clock while the file
/// cannot be read. Only in a build with the feature `test-clock`: a server's never reads it.
#[cfg(feature = "test-clock")]
#[derive(Clone, Debug)]
pub struct FileClock(pub std::path::PathBuf);

#[cfg(feature = "test-clock")]
impl Clock for FileClock {
    fn now_ms(&self) -> i64 {
        std::fs::read_to_string(&self.0)
            .ok()
            .and_then(|text| text.trim().parse().ok())
            .unwrap_or_else(|| SystemClock.now_ms())
    }

    fn looked_at_within(&self) -> Option<Duration> {
        Some(Duration::from_millis(100))
    }
}

/// `ms` since the epoch as a date, `YYYY-MM-DD` (UTC; the proleptic Gregorian calendar).
pub fn date_of(ms: i64) -> String {
    let z = ms.div_euclid(86_400_000) + 719_468;
    let (era, doe) = (z.div_euclid(146_097), z.rem_euclid(146_097));
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}
