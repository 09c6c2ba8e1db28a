//! What a game's clock does: the clock is a value the store keeps ([`GameClock`], a
//! [`MoveClock`] or a [`TimeBank`], with its written form: `model/clock.rs`); this module owns
//! its words in each language, what a turn's deadline is, what each seat's bank becomes after a
//! move, and when a player's reminders come. The
//! scheduler (`clocks/`) and the move path (`games/commit.rs`) read it; neither branches on the kind.
//!
//! Decisions where the issue is silent:
//! - "A fifth of the bank" is a fifth of what the player had when their turn began (so the
//!   reminder comes, as with a time per move, when 80 % of that turn's time is used), for turns
//!   of an hour and more.
//! - An increment may be zero (`1d+0m`); a bank is at most a year, an increment at most the cap,
//!   and the cap (at most a year) never below the starting bank.
//! - Reminders at "24 hours and 1 hour" come only when the turn is longer than that mark.
//! - The time a player has when a vacation stops their clock is kept: their deadline moves on by
//!   the vacation (see `vacation.rs`), and their bank is what is left of it when they move.

use std::fmt;

use crate::games::Seat;
use crate::i18n::Lang;
use crate::model::clock::{DAY, HOUR, MINUTE};
use crate::model::{Deadline, GameClock, GameRow, MoveClock};
use crate::store::ReminderTiming;
use crate::tr;

/// Turns of at least this long get a reminder at a fifth of the time left.
pub const REMINDED_FROM_MS: i64 = HOUR;

/// When a player wants their reminders (the `reminders` column of their preferences).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Reminders {
    /// When a fifth of the turn's time is left (80 % used).
    #[default]
    Fifth,
    /// 24 hours and 1 hour before the deadline.
    DayAndHour,
    None,
}

impl From<ReminderTiming> for Reminders {
    /// The player's choice, as the store keeps it.
    fn from(timing: ReminderTiming) -> Reminders {
        match timing {
            ReminderTiming::Fifth => Reminders::Fifth,
            ReminderTiming::DayAndHour => Reminders::DayAndHour,
            ReminderTiming::Never => Reminders::None,
        }
    }
}

/// The moments of a turn a reminder may come at, as `(when, for whom)`, earliest first: every
/// choice's, so that the scheduler (which reads the player's choice when one rings) sees each.
pub fn reminder_marks(turn_ms: i64, due: i64) -> Vec<(i64, Reminders)> {
    let mut marks = Vec::with_capacity(3);
    if turn_ms > DAY {
        marks.push((due - DAY, Reminders::DayAndHour));
    }
    if turn_ms >= REMINDED_FROM_MS {
        marks.push((due - turn_ms / 5, Reminders::Fifth));
    }
    if turn_ms > HOUR {
        marks.push((due - HOUR, Reminders::DayAndHour));
    }
    marks.sort_by_key(|m| m.0);
    marks
}

/// The alarm after `after` in a turn of `turn_ms` due at `due`: its next mark, else the deadline.
pub fn next_alarm(turn_ms: i64, due: i64, after: i64) -> i64 {
    reminder_marks(turn_ms, due)
        .into_iter()
        .map(|m| m.0)
        .find(|at| *at > after)
        .unwrap_or(due)
}

/// The deadline of a turn of `turn_ms` starting at `now` (its clock stopped until `away_until`
/// when the player is on vacation).
pub fn deadline_of(turn_ms: i64, now: i64, away_until: Option<i64>) -> Deadline {
    let start = away_until.map_or(now, |until| until.max(now));
    let due = start + turn_ms;
    Deadline {
        due_at: Some(due),
        alarm_at: Some(next_alarm(turn_ms, due, i64::MIN)),
        turn_ms: Some(turn_ms),
    }
}

/// When `seat` of `row` is on vacation at `now` (in a game vacation applies to): until when.
pub fn away_until(row: &GameRow, seat: Seat, now: i64) -> Option<i64> {
    let user = row.seats.iter().find(|s| s.seat == seat)?.user;
    row.away
        .iter()
        .find(|away| away.user == user && away.until > now && row.vacation)
        .map(|away| away.until)
}

impl GameClock {
    /// The clock of the first turn of a game starting at `now`.
    pub fn first_turn(self, now: i64) -> Deadline {
        match self {
            GameClock::PerMove(clock) => clock.deadline(now),
            GameClock::Bank(b) => deadline_of(b.bank_ms, now, None),
        }
    }

    /// Each seat's bank when the game begins (none for a time per move).
    pub fn starting_banks(self, seats: usize) -> Vec<i64> {
        self.bank()
            .map_or_else(Vec::new, |b| vec![b.bank_ms; seats])
    }

    /// The clock of `seat`'s turn starting at `now`, with `banks` each seat's bank.
    pub fn turn(self, banks: &[i64], seat: Seat, now: i64, away_until: Option<i64>) -> Deadline {
        let turn_ms = match self {
            GameClock::PerMove(MoveClock(ms)) => ms,
            GameClock::Bank(_) => banks.get(seat.0 as usize).copied(),
        };
        turn_ms.map_or_else(Deadline::default, |ms| deadline_of(ms, now, away_until))
    }

    /// Each seat's bank after `mover` moved at `now` with their deadline `due` in a turn of
    /// `turn_ms`: what was left (never more than the turn had: a vacation's days are not banked),
    /// plus the increment, never past the cap.
    pub fn after_move(self, banks: &[i64], mover: Seat, turn: Deadline, now: i64) -> Vec<i64> {
        let mut banks = banks.to_vec();
        if let (GameClock::Bank(b), Some(due)) = (self, turn.due_at) {
            if let Some(bank) = banks.get_mut(mover.0 as usize) {
                let left = (due - now).clamp(0, turn.turn_ms.unwrap_or(i64::MAX));
                *bank = (left + b.increment_ms).min(b.cap_ms);
            }
        }
        banks
    }

    /// Each seat's bank once `seat` ran out of time: theirs is empty.
    pub fn out_of_time(self, banks: &[i64], seat: Seat) -> Vec<i64> {
        let mut banks = banks.to_vec();
        if let Some(bank) = banks.get_mut(seat.0 as usize) {
            *bank = 0;
        }
        banks
    }

    /// The clock as a player reads it, in `lang`: "3 days per move", "3 days, +1 day a move, at
    /// most 7 days".
    pub fn words(self, lang: Lang) -> String {
        match self {
            GameClock::PerMove(clock) => clock.words(lang),
            GameClock::Bank(b) => {
                let words = |ms| span_words(lang, ms);
                tr!(
                    lang,
                    "clock-bank",
                    bank = words(b.bank_ms),
                    increment = words(b.increment_ms),
                    cap = words(b.cap_ms)
                )
            }
        }
    }
}

/// Time banks offered as they are typed, besides the times per move ([`MoveClock::NAMES`]).
pub const BANK_PRESETS: [&str; 4] = ["3d+1d max 7d", "7d+1d max 14d", "1d+12h", "10m+10s"];

/// What `/challenge clock:` offers for what was `typed`, as `(what the player reads, the value)`:
/// the typed form first, in words, when it is a clock; then the presets that start with it.
pub fn clock_choices(lang: Lang, typed: &str, cap: usize) -> Vec<(String, String)> {
    let typed = typed.trim().to_ascii_lowercase();
    let as_typed = typed
        .parse::<GameClock>()
        .ok()
        .map(|clock| (clock.words(lang), clock.written()));
    let presets = MoveClock::NAMES
        .iter()
        .chain(BANK_PRESETS.iter())
        .filter(|name| name.starts_with(&typed))
        .filter_map(|name| name.parse::<GameClock>().ok())
        .map(|clock| (clock.words(lang), clock.written()));
    let mut choices: Vec<(String, String)> = Vec::new();
    for choice in as_typed.into_iter().chain(presets) {
        if !choices.iter().any(|c| c.1 == choice.1) {
            choices.push(choice);
        }
    }
    choices.truncate(cap);
    choices
}

/// A span as a player reads it: in seconds under a minute (a live increment), else
/// [`super::duration_words`].
fn span_words(lang: Lang, ms: i64) -> String {
    match ms {
        ms if ms < MINUTE => tr!(lang, "clock-seconds", count = ms / 1000),
        ms => super::duration_words(lang, ms),
    }
}

/// In English, as a game's record keeps it and the logs write it.
impl fmt::Display for GameClock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}
