//! A player's digest hour and time zone: the forms of an hour, the next digest across daylight
//! saving, and time zones suggested by what is typed.

use teban::table::clocks::preferences::*;

const HOUR: i64 = 3_600_000;

#[test]
fn an_hour_is_read_in_the_forms_players_type_and_anything_else_is_refused() {
    assert_eq!(digest_hour("8"), Some(Some(8)));
    assert_eq!(digest_hour(" 08:00 "), Some(Some(8)));
    assert_eq!(digest_hour("18h"), Some(Some(18)));
    assert_eq!(digest_hour("OFF"), Some(None));
    for bad in ["24", "-1", "8:30", "noon", ""] {
        assert_eq!(digest_hour(bad), None, "{bad}");
    }
}

#[test]
fn the_next_digest_is_the_next_local_hour_across_daylight_saving() {
    // 2026-03-28 12:00 UTC: Paris is at UTC+1 until the 29th at 02:00 (then UTC+2).
    let saturday_noon = 1_774_699_200_000;
    let paris_8 = next_digest(saturday_noon, 8, "Europe/Paris").unwrap();
    // Sunday 08:00 in Paris is 06:00 UTC (summer time began that night).
    assert_eq!(paris_8, saturday_noon + 18 * HOUR);
    // Before the hour today, it is today's; at the hour itself, tomorrow's.
    assert_eq!(
        next_digest(saturday_noon, 14, "Europe/Paris").unwrap(),
        saturday_noon + HOUR
    );
    assert_eq!(
        next_digest(saturday_noon, 13, "Europe/Paris").unwrap(),
        saturday_noon + 23 * HOUR
    );
    assert_eq!(
        next_digest(saturday_noon, 12, "UTC").unwrap(),
        saturday_noon + 24 * HOUR
    );
    assert_eq!(next_digest(saturday_noon, 8, "Mars/Olympus"), None);
}

#[test]
fn time_zones_are_suggested_by_what_is_typed_those_that_begin_so_first() {
    let found = time_zone_suggestions("paris", 25);
    assert_eq!(found, vec!["Europe/Paris".to_string()]);
    assert!(time_zone_suggestions("", 25).len() == 25);
    assert_eq!(time_zone("europe/paris").unwrap().1, "Europe/Paris");
    assert_eq!(digest_suggestions("1").len(), 10);
    assert_eq!(digest_suggestions("").len(), 25);
}
