//! A game's clock as a value the store keeps: the same time for every move ([`MoveClock`]) or a
//! time bank with an increment and a cap ([`TimeBank`]), both a [`GameClock`], and its written
//! form (`3 days`, `3d+1d max 7d`), which is how a player types it and how a tournament's row and
//! a game's or challenge's `time_bank` column hold it. This module is the only reader of that
//! form. What a clock does (a turn's deadline, a bank after a move, its words in a language) is
//! the table's (`table/shared/time_bank.rs`).
//!
//! A game or challenge keeps its clock in two columns: `move_ms` (the time per move, or none)
//! and `time_bank` (the bank's written form, or none); a tournament in one, `clock`, written.

use std::fmt;
use std::str::FromStr;

pub const MINUTE: i64 = 60_000;
pub const HOUR: i64 = 60 * MINUTE;
pub const DAY: i64 = 24 * HOUR;
const YEAR: i64 = 365 * DAY;

/// The time each player has for a move, or none.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MoveClock(pub Option<i64>);

/// A bank of time each player draws on during their turns, `increment_ms` added after each of
/// their moves, never past `cap_ms`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TimeBank {
    pub bank_ms: i64,
    pub increment_ms: i64,
    pub cap_ms: i64,
}

/// The clock a game is played with.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameClock {
    /// The same time for every move (or no limit).
    PerMove(MoveClock),
    /// A bank per player.
    Bank(TimeBank),
}

impl From<MoveClock> for GameClock {
    fn from(clock: MoveClock) -> GameClock {
        GameClock::PerMove(clock)
    }
}

impl From<TimeBank> for GameClock {
    fn from(bank: TimeBank) -> GameClock {
        GameClock::Bank(bank)
    }
}

impl Default for GameClock {
    /// No limit.
    fn default() -> GameClock {
        GameClock::PerMove(MoveClock(None))
    }
}

impl MoveClock {
    /// The clocks offered when challenging, shortest first.
    pub const CHOICES: [MoveClock; 7] = [
        MoveClock(Some(5 * MINUTE)),
        MoveClock(Some(HOUR)),
        MoveClock(Some(DAY)),
        MoveClock(Some(3 * DAY)),
        MoveClock(Some(7 * DAY)),
        MoveClock(Some(14 * DAY)),
        MoveClock(None),
    ];

    /// What the choices are called, in the order of [`MoveClock::CHOICES`]: the values Discord
    /// sends back and `DEFAULT_CLOCK` takes (English, as [`MoveClock::from_str`] reads them);
    /// players read the table's `MoveClock::choice_label`.
    pub const NAMES: [&'static str; 7] = [
        "5 minutes",
        "1 hour",
        "1 day",
        "3 days",
        "7 days",
        "14 days",
        "no limit",
    ];

    /// The name of a clock offered as a choice.
    pub fn name(self) -> Option<&'static str> {
        let at = Self::CHOICES.iter().position(|c| *c == self)?;
        Some(Self::NAMES[at])
    }
}

impl GameClock {
    /// The clock of a stored game or challenge: its bank if it has one (in its written form),
    /// else its time per move.
    pub fn stored(move_ms: Option<i64>, time_bank: Option<&str>) -> GameClock {
        match time_bank.map(str::parse::<GameClock>) {
            Some(Ok(bank @ GameClock::Bank(_))) => bank,
            _ => GameClock::PerMove(MoveClock(move_ms)),
        }
    }

    /// A clock kept in its written form (a tournament's), read back; a form this version of teban
    /// does not read is no limit.
    pub(crate) fn written_or_default(written: &str) -> GameClock {
        written.parse().unwrap_or_default()
    }

    /// The `time_bank` column: the bank's written form (`None` for a time per move).
    pub fn time_bank_column(self) -> Option<String> {
        self.bank().map(|b| GameClock::Bank(b).written())
    }

    /// The time per move (`None` for a bank or no limit).
    pub fn move_ms(self) -> Option<i64> {
        match self {
            GameClock::PerMove(clock) => clock.0,
            GameClock::Bank(_) => None,
        }
    }

    /// The bank, if it is one.
    pub fn bank(self) -> Option<TimeBank> {
        match self {
            GameClock::Bank(bank) => Some(bank),
            GameClock::PerMove(_) => None,
        }
    }

    /// The written form [`GameClock::from_str`] reads back: `3 days`, `3d+1d max 7d`.
    pub fn written(self) -> String {
        match self {
            GameClock::PerMove(clock) => clock
                .name()
                .map_or_else(|| span_written(clock.0.unwrap_or(0)), str::to_string),
            GameClock::Bank(b) if b.cap_ms == b.bank_ms => format!(
                "{}+{}",
                span_written(b.bank_ms),
                span_written(b.increment_ms)
            ),
            GameClock::Bank(b) => format!(
                "{}+{} max {}",
                span_written(b.bank_ms),
                span_written(b.increment_ms),
                span_written(b.cap_ms)
            ),
        }
    }
}

/// A span in its shortest written form: `3d`, `36h`, `90m`, `10s`, `0`.
fn span_written(ms: i64) -> String {
    match ms {
        0 => "0".to_string(),
        ms if ms % DAY == 0 => format!("{}d", ms / DAY),
        ms if ms % HOUR == 0 => format!("{}h", ms / HOUR),
        ms if ms % MINUTE == 0 => format!("{}m", ms / MINUTE),
        ms => format!("{}s", ms / 1000),
    }
}

/// A span written `3d`, `12 hours`, `10m`, `10s` (seconds, for live increments), or `0`.
fn span(text: &str) -> Option<i64> {
    let t = text.trim();
    if t == "0" {
        return Some(0);
    }
    let split = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (number, unit) = t.split_at(split);
    let unit = match unit.trim() {
        "s" | "sec" | "secs" | "second" | "seconds" => 1_000,
        unit => match unit.trim_end_matches('s') {
            "m" | "min" | "minute" => MINUTE,
            "h" | "hour" => HOUR,
            "d" | "day" => DAY,
            _ => return None,
        },
    };
    let n: i64 = number.parse().ok()?;
    (n <= YEAR / unit).then_some(n * unit)
}

impl TimeBank {
    /// `BANK+INCREMENT` and an optional `max CAP`, lower-cased.
    fn parse(t: &str) -> Option<TimeBank> {
        let (bank, rest) = t.split_once('+')?;
        let (increment, cap) = match rest.split_once("max") {
            Some((increment, cap)) => (increment, Some(span(cap)?)),
            None => (rest, None),
        };
        let (bank_ms, increment_ms) = (span(bank)?, span(increment)?);
        let cap_ms = cap.unwrap_or(bank_ms);
        (bank_ms > 0 && cap_ms >= bank_ms && increment_ms <= cap_ms).then_some(TimeBank {
            bank_ms,
            increment_ms,
            cap_ms,
        })
    }
}

/// A text that is no time per move (its first 32 characters).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("`{text}` is not a clock: write 5 minutes, 1 hour, 3 days (at most a year) or no limit")]
pub struct NotATimePerMove {
    pub text: String,
}

impl FromStr for MoveClock {
    type Err = NotATimePerMove;

    /// `5 minutes`, `1 hour`, `3 days`, `no limit` (also `3d`, `12h`, `30m`, `none`).
    fn from_str(text: &str) -> Result<MoveClock, NotATimePerMove> {
        let t = text.trim().to_ascii_lowercase();
        if ["no limit", "none", "unlimited", "off"].contains(&t.as_str()) {
            return Ok(MoveClock(None));
        }
        let split = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
        let (number, unit) = t.split_at(split);
        let unit = match unit.trim().trim_end_matches('s') {
            "m" | "min" | "minute" => MINUTE,
            "h" | "hour" => HOUR,
            "d" | "day" => DAY,
            _ => 0,
        };
        match number.parse::<i64>() {
            Ok(n) if n > 0 && unit > 0 && n <= YEAR / unit => Ok(MoveClock(Some(n * unit))),
            _ => Err(NotATimePerMove {
                text: crate::text::clipped(text.trim(), 32).to_string(),
            }),
        }
    }
}

/// Why a written clock was refused: the form a player can copy.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NotAClock;

impl fmt::Display for NotAClock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a clock: write 3 days, or a bank like 3d+1d max 7d (at most a year)")
    }
}

impl std::error::Error for NotAClock {}

impl FromStr for GameClock {
    type Err = NotAClock;

    /// A time per move (`3 days`, `12h`, `no limit`) or a bank (`3d+1d max 7d`, `1d+12h`,
    /// `10m+10s`).
    fn from_str(text: &str) -> Result<GameClock, NotAClock> {
        let t = text.trim().to_ascii_lowercase();
        if t.contains('+') {
            TimeBank::parse(&t).map(GameClock::Bank).ok_or(NotAClock)
        } else {
            t.parse::<MoveClock>()
                .map(GameClock::PerMove)
                .map_err(|_| NotAClock)
        }
    }
}

/// A clock in one column (a tournament's) is written in its written form.
impl sqlx::Type<sqlx::Any> for GameClock {
    fn type_info() -> sqlx::any::AnyTypeInfo {
        <str as sqlx::Type<sqlx::Any>>::type_info()
    }

    fn compatible(ty: &sqlx::any::AnyTypeInfo) -> bool {
        <str as sqlx::Type<sqlx::Any>>::compatible(ty)
    }
}

impl<'q> sqlx::Encode<'q, sqlx::Any> for GameClock {
    fn encode_by_ref(
        &self,
        buf: &mut <sqlx::Any as sqlx::Database>::ArgumentBuffer<'q>,
    ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
        <String as sqlx::Encode<'q, sqlx::Any>>::encode(self.written(), buf)
    }
}
