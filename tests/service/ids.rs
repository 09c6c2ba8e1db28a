//! Ids as the store and JSON keep them: bare numbers, and a Discord snowflake past `i64` reads back
//! as itself.

use teban::store::ids::*;

#[test]
fn ids_are_their_bare_numbers_in_json_and_a_snowflake_past_i64_reads_back_as_itself() {
    assert_eq!(serde_json::to_string(&GameId(42)).unwrap(), "42");
    assert_eq!(serde_json::to_string(&UserId(7)).unwrap(), "7");
    assert_eq!(GameId(42).to_string(), "game #42");
    assert_eq!(ChannelId(9).to_string(), "9");
    let far = UserId(u64::MAX - 3);
    assert_eq!(far.stored(), -4);
    assert_eq!(UserId::from_stored(far.stored()), far);
}
