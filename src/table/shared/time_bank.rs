//! A game's clock as a value of its own: the time per move of today ([`MoveClock`]) or a time
//! bank with an increment and a cap ([`TimeBank`]), both a [`GameClock`]. It owns the clock's
//! written form (`3 days`, `3d+1d max 7d`), its words in each language, what a turn's deadline
//! is, what each seat's bank becomes after a move, and when a player's reminders come. The
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
use std::str::FromStr;

use super::MoveClock;
use crate::games::Seat;
use crate::i18n::Lang;
use crate::store::{Deadline, GameRow};
use crate::tr;

const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;
const DAY: i64 = 24 * HOUR;
const YEAR: i64 = 365 * DAY;

/// Turns of at least this long get a reminder at a fifth of the time left.
pub const REMINDED_FROM_MS: i64 = HOUR;

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

impl Reminders {
    /// As stored; anything unknown reads as the default.
    pub fn named(name: &str) -> Reminders {
        match name {
            "day-and-hour" => Reminders::DayAndHour,
            "none" => Reminders::None,
            _ => Reminders::Fifth,
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
    /// The clock of a stored game or challenge: its bank if it has one (in its written form),
    /// else its time per move.
    pub fn stored(move_ms: Option<i64>, time_bank: Option<&str>) -> GameClock {
        match time_bank.map(str::parse::<GameClock>) {
            Some(Ok(bank @ GameClock::Bank(_))) => bank,
            _ => GameClock::PerMove(MoveClock(move_ms)),
        }
    }

    /// The clock of a stored game.
    pub fn of(row: &GameRow) -> GameClock {
        GameClock::stored(row.move_ms, row.time_bank.as_deref())
    }

    /// The bank's written form as stored (`None` for a time per move).
    pub fn time_bank(self) -> Option<String> {
        self.bank().map(|b| GameClock::Bank(b).written())
    }

    /// The clock of the first turn of a game starting at `now`.
    pub fn first_turn(self, now: i64) -> Deadline {
        match self {
            GameClock::PerMove(clock) => clock.deadline(now),
            GameClock::Bank(b) => deadline_of(b.bank_ms, now, None),
        }
    }

    /// The time per move as stored (`None` for a bank or no limit).
    pub fn move_ms(self) -> Option<i64> {
        match self {
            GameClock::PerMove(clock) => clock.0,
            GameClock::Bank(_) => None,
        }
    }

    /// The bank as stored, if it is one.
    pub fn bank(self) -> Option<TimeBank> {
        match self {
            GameClock::Bank(bank) => Some(bank),
            GameClock::PerMove(_) => None,
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

/// Why a written clock was refused: the form a player can copy.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NotAClock;

impl fmt::Display for NotAClock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a clock: write 3 days, or a bank like 3d+1d max 7d (at most a year)")
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;

    fn bank(bank_ms: i64, increment_ms: i64, cap_ms: i64) -> GameClock {
        GameClock::Bank(TimeBank {
            bank_ms,
            increment_ms,
            cap_ms,
        })
    }

    #[test]
    fn the_written_forms_read_as_banks_and_back() {
        assert_eq!("3d+1d max 7d".parse(), Ok(bank(3 * DAY, DAY, 7 * DAY)));
        assert_eq!(" 1D+12h ".parse(), Ok(bank(DAY, 12 * HOUR, DAY)));
        assert_eq!(
            "10m+10s".parse(),
            Ok(bank(10 * MINUTE, 10_000, 10 * MINUTE))
        );
        assert_eq!(
            "3 days".parse(),
            Ok(GameClock::PerMove(MoveClock(Some(3 * DAY))))
        );
        for written in [
            "3d+1d max 7d",
            "1d+12h",
            "10m+0",
            "10m+10s",
            "36h+90m max 2d",
        ] {
            let clock: GameClock = written.parse().unwrap();
            assert_eq!(clock.written().parse(), Ok(clock), "{written}");
        }
        assert_eq!(bank(DAY, 12 * HOUR, DAY).written(), "1d+12h");
    }

    #[test]
    fn a_bad_form_is_refused_with_an_example() {
        for bad in [
            "3d+",
            "+1d",
            "3x+1d",
            "7d+1d max 3d",
            "0d+1d",
            "3d+1d max",
            "400d+1d",
            "fortnight",
        ] {
            assert_eq!(bad.parse::<GameClock>(), Err(NotAClock), "{bad}");
        }
        assert!(NotAClock.to_string().contains("3d+1d max 7d"));
    }

    #[test]
    fn a_bank_reads_in_words_in_each_language() {
        let clock = bank(3 * DAY, DAY, 7 * DAY);
        assert_eq!(
            clock.words(Lang::En),
            "3 days, +1 day a move, at most 7 days"
        );
        assert_eq!(clock.to_string(), "3 days, +1 day a move, at most 7 days");
        assert_eq!(
            clock.words(Lang::Fr),
            "3 jours, +1 jour par coup, 7 jours au plus"
        );
        assert_eq!(
            clock.words(Lang::De),
            "3 Tage, +1 Tag pro Zug, höchstens 7 Tage"
        );
        assert_eq!(
            clock.words(Lang::Es),
            "3 días, +1 día por jugada, como máximo 7 días"
        );
    }

    #[test]
    fn after_a_move_the_increment_is_added_never_past_the_cap() {
        let clock = bank(3 * DAY, DAY, 4 * DAY);
        let banks = clock.starting_banks(2);
        assert_eq!(banks, [3 * DAY, 3 * DAY]);
        // Seat 0 moves after half a day: 2.5 days left, +1 day, 3.5 days.
        let turn = |due_at, turn_ms| Deadline {
            due_at: Some(due_at),
            alarm_at: None,
            turn_ms: Some(turn_ms),
        };
        let banks = clock.after_move(&banks, Seat(0), turn(3 * DAY, 3 * DAY), DAY / 2);
        assert_eq!(banks, [3 * DAY + DAY / 2, 3 * DAY]);
        // Seat 1 moves at once: 3 days + 1 day is the cap, 4 days.
        let banks = clock.after_move(&banks, Seat(1), turn(5 * DAY, 3 * DAY), 2 * DAY);
        assert_eq!(banks, [3 * DAY + DAY / 2, 4 * DAY]);
        // Seat 0 moves on the first of 10 days of vacation: the vacation is not banked.
        let banks = clock.after_move(&banks, Seat(0), turn(13 * DAY, DAY), 2 * DAY);
        assert_eq!(banks, [2 * DAY, 4 * DAY]);
        let per_move = GameClock::PerMove(MoveClock(Some(DAY)));
        assert_eq!(
            per_move.after_move(&[], Seat(0), turn(DAY, DAY), 0),
            Vec::<i64>::new()
        );
    }

    #[test]
    fn a_turn_has_its_reminders_for_every_choice_and_waits_out_a_vacation() {
        let turn = deadline_of(3 * DAY, 1_000, None);
        assert_eq!(turn.due_at, Some(1_000 + 3 * DAY));
        assert_eq!(turn.turn_ms, Some(3 * DAY));
        let due = 1_000 + 3 * DAY;
        // 24 hours before, then a fifth (14.4 hours) before, then an hour before, then due.
        assert_eq!(turn.alarm_at, Some(due - DAY));
        assert_eq!(next_alarm(3 * DAY, due, due - DAY), due - 3 * DAY / 5);
        assert_eq!(next_alarm(3 * DAY, due, due - 3 * DAY / 5), due - HOUR);
        assert_eq!(next_alarm(3 * DAY, due, due - HOUR), due);
        // Live play: no reminder at all.
        assert_eq!(
            deadline_of(10 * MINUTE, 0, None).alarm_at,
            Some(10 * MINUTE)
        );
        // On vacation until day 5: the turn starts then.
        let away = deadline_of(DAY, 0, Some(5 * DAY));
        assert_eq!(away.due_at, Some(6 * DAY));
    }
}
