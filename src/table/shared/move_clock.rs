//! What a time per move ([`MoveClock`], a value the store keeps) reads as and when its turn is
//! due, and a span of time in words ([`duration_words`]).

use std::fmt;

use super::deadline_of;
use crate::i18n::Lang;
use crate::model::clock::MINUTE;
use crate::model::{Deadline, MoveClock};
use crate::tr;

impl MoveClock {
    /// What a player reads for this clock as a choice, in `lang`: "3 days", "no limit".
    pub fn choice_label(self, lang: Lang) -> String {
        match self.0 {
            None => tr!(lang, "clock-no-limit"),
            Some(ms) => duration_words(lang, ms),
        }
    }

    /// The clock as a player reads it, in `lang`: "3 days per move", "no limit". (Its
    /// [`Display`](fmt::Display) is the English one a game's record keeps.)
    pub fn words(self, lang: Lang) -> String {
        match self.0 {
            None => tr!(lang, "clock-no-limit"),
            Some(ms) => tr!(lang, "clock-per-move", time = duration_words(lang, ms)),
        }
    }

    /// The deadline of a player whose clock starts at `now`.
    pub fn deadline(self, now: i64) -> Deadline {
        self.0
            .map_or_else(Deadline::default, |ms| deadline_of(ms, now, None))
    }
}

/// In English, as a game's record keeps it (its `Clock` tag) and the logs write it.
impl fmt::Display for MoveClock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

/// A span of time as a player reads it, in `lang`: "3 days", "1 day 4 hours", "48 minutes"
/// (the two largest units, rounded up to the minute).
pub fn duration_words(lang: Lang, ms: i64) -> String {
    let minutes = (ms.max(0) + MINUTE - 1) / MINUTE;
    let (days, hours, minutes) = (minutes / (24 * 60), minutes / 60 % 24, minutes % 60);
    let parts: Vec<String> = [
        (days, tr!(lang, "clock-days", count = days)),
        (hours, tr!(lang, "clock-hours", count = hours)),
        (minutes, tr!(lang, "clock-minutes", count = minutes)),
    ]
    .into_iter()
    .filter(|(n, _)| *n > 0)
    .take(2)
    .map(|(_, words)| words)
    .collect();
    match parts.as_slice() {
        [] => tr!(lang, "clock-less-than-a-minute"),
        [one] => one.clone(),
        [larger, smaller, ..] => tr!(
            lang,
            "clock-two-units",
            larger = larger.as_str(),
            smaller = smaller.as_str()
        ),
    }
}
