//! A time per move: its words in each language, as players say them, and when its reminder comes.

use teban::i18n::Lang;
use teban::store::clock::{DAY, HOUR, MINUTE};
use teban::store::{Deadline, MoveClock};
use teban::table::shared::move_clock::*;

#[test]
fn the_offered_clocks_read_back_from_their_words() {
    for clock in MoveClock::CHOICES {
        let words = match clock.0 {
            None => "no limit".to_string(),
            Some(ms) => duration_words(Lang::En, ms),
        };
        assert_eq!(words.parse::<MoveClock>(), Ok(clock), "{words}");
    }
}

#[test]
fn a_reminder_comes_when_four_fifths_of_an_hour_or_more_are_used() {
    let day = MoveClock(Some(DAY)).deadline(1_000);
    assert_eq!(day.due_at, Some(1_000 + DAY));
    assert_eq!(day.alarm_at, Some(1_000 + DAY * 4 / 5));
    let live = MoveClock(Some(5 * MINUTE)).deadline(0);
    assert_eq!(live.alarm_at, live.due_at, "no reminder for five minutes");
    assert_eq!(MoveClock(None).deadline(0), Deadline::default());
}

#[test]
fn durations_read_as_a_player_says_them() {
    let en = |ms| duration_words(Lang::En, ms);
    assert_eq!(en(3 * DAY), "3 days");
    assert_eq!(en(DAY + 4 * HOUR + 59_000), "1 day 4 hours");
    assert_eq!(en(48 * MINUTE), "48 minutes");
    assert_eq!(en(HOUR + MINUTE), "1 hour 1 minute");
    assert_eq!(en(0), "less than a minute");
}

#[test]
fn durations_read_in_each_language_with_its_plurals() {
    let spans = [
        3 * DAY,
        DAY + 4 * HOUR,
        HOUR + MINUTE,
        2 * HOUR + 48 * MINUTE,
        0,
    ];
    let said = |lang| spans.map(|ms| duration_words(lang, ms));
    assert_eq!(
        said(Lang::Fr),
        [
            "3 jours",
            "1 jour et 4 heures",
            "1 heure et 1 minute",
            "2 heures et 48 minutes",
            "moins d’une minute"
        ]
    );
    assert_eq!(
        said(Lang::De),
        [
            "3 Tage",
            "1 Tag und 4 Stunden",
            "1 Stunde und 1 Minute",
            "2 Stunden und 48 Minuten",
            "weniger als eine Minute"
        ]
    );
    assert_eq!(
        said(Lang::Es),
        [
            "3 días",
            "1 día y 4 horas",
            "1 hora y 1 minuto",
            "2 horas y 48 minutos",
            "menos de un minuto"
        ]
    );
    assert_eq!(MoveClock(Some(DAY)).words(Lang::Fr), "1 jour par coup");
    assert_eq!(MoveClock(Some(7 * DAY)).words(Lang::De), "7 Tage pro Zug");
    assert_eq!(MoveClock(None).words(Lang::Es), "sin límite");
    assert_eq!(MoveClock(Some(3 * DAY)).to_string(), "3 days per move");
    assert_eq!(MoveClock(None).to_string(), "no limit");
    let labels: Vec<String> = MoveClock::CHOICES
        .iter()
        .map(|c| c.choice_label(Lang::En))
        .collect();
    assert_eq!(labels, MoveClock::NAMES);
}
