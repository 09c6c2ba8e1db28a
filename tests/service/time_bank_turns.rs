//! A time bank in words, its increment after a move, and a turn's reminders and vacations.

use teban::games::Seat;
use teban::i18n::Lang;
use teban::store::clock::{DAY, HOUR, MINUTE};
use teban::store::{Deadline, GameClock, MoveClock};
use teban::table::shared::time_bank::*;

/// A clock as a player writes it (the store reads the written form).
fn bank(written: &str) -> GameClock {
    written.parse().expect("a time bank's written form")
}

#[test]
fn a_bank_reads_in_words_in_each_language() {
    let clock = bank("3d+1d max 7d");
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
    let clock = bank("3d+1d max 4d");
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
