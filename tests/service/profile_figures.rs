//! The figures of a profile: the median and the time taken, in words.

use proptest::prelude::*;
use teban::i18n::Lang;
use teban::table::standings::profile::*;

#[test]
fn times_read_in_seconds_under_a_minute_and_in_words_above() {
    assert_eq!(time_taken(Lang::En, 38_200), "39 s");
    assert_eq!(time_taken(Lang::Fr, 1_000), "1 s");
    assert_eq!(
        time_taken(Lang::En, 4 * 3_600_000 + 12 * 60_000),
        "4 hours 12 minutes"
    );
    assert_eq!(
        time_taken(Lang::De, 4 * 3_600_000 + 12 * 60_000),
        "4 Stunden und 12 Minuten"
    );
    assert_eq!(median(&mut [5, 1, 3]), Some(3));
    assert_eq!(median(&mut [4, 1, 3, 2]), Some(2));
    assert_eq!(median(&mut []), None);
}

proptest! {
    /// As many values lie at or below the median as at or above it.
    #[test]
    fn the_median_splits_the_values_in_halves(mut values in proptest::collection::vec(0i64..1_000_000, 1..60)) {
        let m = median(&mut values).unwrap();
        let below = values.iter().filter(|v| **v <= m).count();
        let above = values.iter().filter(|v| **v >= m).count();
        prop_assert!(below * 2 >= values.len() && above * 2 >= values.len());
    }
}
