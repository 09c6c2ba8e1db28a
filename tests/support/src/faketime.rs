//! The bot under test with its time running faster than the test's: libfaketime (Debian's
//! package `faketime`) preloaded into the bot itself (rather than run through the `faketime`
//! program, which would start the bot as a grandchild that outlives the test). Either the system
//! clock alone runs fast, as an operator's clock gone wrong would (timers keep real time), or the
//! bot's whole time does, its timers too, so that a wait the bot's libraries fix in seconds
//! (serenity's 5 s between two shards' starts) passes in a fraction of its time.
//!
//! CI installs libfaketime, and there its absence is a failure; elsewhere a test without it says
//! in one line that it skips.

use std::path::Path;
use std::time::Duration;

/// Where Debian puts the library.
const LIBRARY: [&str; 2] = [
    "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1",
    "/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1",
];

/// How long the bot may take to answer an interaction before deferring it, in real time, as the
/// default `DEFER_AFTER_MS` of a bot at real speed: Discord's own deadline is real.
const DEFER_AFTER_MS: u32 = 1500;

/// A bot's time running `speed` times too fast.
pub struct FastTime {
    library: &'static str,
    speed: u32,
    /// Its timers (the monotonic clock) too, not only its system clock.
    timers: bool,
}

impl FastTime {
    /// The bot's system clock running `speed` times too fast, its timers at real speed; `None`
    /// (said in one line, a failure under `CI`) without libfaketime.
    pub fn system_clock(speed: u32) -> Option<FastTime> {
        Some(FastTime {
            library: library()?,
            speed,
            timers: false,
        })
    }

    /// Everything the bot times running `speed` times too fast, its sleeps and timeouts too;
    /// `None` (said in one line, a failure under `CI`) without libfaketime. It still defers an
    /// interaction after the real 1.5 s of a bot at real speed.
    pub fn everything(speed: u32) -> Option<FastTime> {
        Some(FastTime {
            library: library()?,
            speed,
            timers: true,
        })
    }

    /// How long `bot_time`, as the bot's timers count it, lasts in real time.
    pub fn real(&self, bot_time: Duration) -> Duration {
        match self.timers {
            true => bot_time / self.speed,
            false => bot_time,
        }
    }

    /// The environment that runs a bot so.
    pub fn env(&self) -> Vec<(&'static str, String)> {
        let mut env = vec![
            ("LD_PRELOAD", self.library.to_string()),
            ("FAKETIME", format!("+0 x{}", self.speed)),
            (
                "FAKETIME_DONT_FAKE_MONOTONIC",
                if self.timers { "0" } else { "1" }.to_string(),
            ),
        ];
        if self.timers {
            env.push(("DEFER_AFTER_MS", (DEFER_AFTER_MS * self.speed).to_string()));
        }
        env
    }
}

/// The library, if it is on this machine (said in one line when it is not; a failure under CI).
fn library() -> Option<&'static str> {
    let library = LIBRARY.into_iter().find(|path| Path::new(path).exists());
    let found = library.is_some();
    assert!(
        found || std::env::var("CI").is_err(),
        "CI must install faketime (apt-get install faketime)"
    );
    if !found {
        eprintln!("skipped: libfaketime is not installed (apt-get install faketime)");
    }
    library
}
