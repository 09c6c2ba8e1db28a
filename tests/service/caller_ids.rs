//! The ids of callers at a screen: case and spaces ignored, names told apart.

use teban::table::shared::caller::Player;

#[test]
fn ids_at_a_screen_ignore_case_and_spaces_and_differ_between_names() {
    assert_eq!(Player::at_screen("Ann"), Player::at_screen(" ann "));
    assert_ne!(Player::at_screen("ann"), Player::at_screen("bob"));
    assert!(Player::at_screen("ann") < (1 << 62));
}
