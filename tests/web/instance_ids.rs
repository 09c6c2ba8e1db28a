//! An Activity's instance id is a word of Discord's, never a path.

use teban::web::activity::*;

#[test]
fn an_instance_id_is_a_word_of_discord_s_never_a_path() {
    assert!(is_instance_id("i-1234567890-gc-42_a"));
    for hostile in ["", "../commands", "a/b", "a?b=1", &"a".repeat(200)] {
        assert!(!is_instance_id(hostile), "{hostile}");
    }
}
