//! The words the store keeps for kinds and states: each reads back as its value, and another is
//! refused naming its kind.

use teban::store::{ChallengeStatus, EntryKind, PostKind};

#[test]
fn every_word_reads_back_as_its_value_and_another_is_refused_with_its_kind() {
    fn round_trip<T>(all: &[T])
    where
        T: Copy + PartialEq + std::fmt::Debug + std::fmt::Display + std::str::FromStr,
    {
        for value in all {
            assert_eq!(value.to_string().parse::<T>().ok(), Some(*value));
        }
    }
    round_trip(&EntryKind::ALL);
    round_trip(ChallengeStatus::ALL);
    round_trip(PostKind::ALL);
    assert_eq!(ChallengeStatus::Cancelled.as_str(), "cancelled");
    assert_eq!(
        "withdrawn"
            .parse::<ChallengeStatus>()
            .unwrap_err()
            .to_string(),
        "`withdrawn` is not a challenge status"
    );
}
