//! What one process tells the others of a game's change: the notification's payload reads back as
//! written and nothing else is taken for one.

use teban::store::changes::*;
use teban::store::GameId;

#[test]
fn a_notification_reads_back_as_it_was_written_and_others_are_refused() {
    let text = payload(u64::MAX, GameId(42), 7);
    assert_eq!(parsed(&text), Some((u64::MAX, GameId(42), 7)));
    for other in ["", "1 2", "1 2 3 4", "a 2 3", "1 2 -3", "1 2 3 "] {
        assert_eq!(parsed(other), None, "{other:?}");
    }
}
