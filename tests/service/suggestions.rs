//! Suggestions of moves as a player types.

use teban::table::games::suggest::*;

#[test]
fn suggestions_go_one_action_at_a_time_and_keep_one_word_moves_whole() {
    let legal: Vec<String> = [
        "b1-b2",
        "b1-b3",
        "b1-b3 @b3",
        "b1-b3 @b3 a1-a2",
        "b1-b3 a1-a2",
    ]
    .map(String::from)
    .to_vec();
    let offers = |typed: &str| suggest_moves(&legal, typed, 25);
    assert_eq!(offers(""), ["b1-b2", "b1-b3"]);
    assert_eq!(offers("B1-b"), ["b1-b2", "b1-b3"]);
    assert_eq!(offers("b1-b3"), ["b1-b3", "b1-b3 @b3", "b1-b3 a1-a2"]);
    assert_eq!(offers("b1-b3  "), ["b1-b3", "b1-b3 @b3", "b1-b3 a1-a2"]);
    assert_eq!(offers("b1-b3 @"), ["b1-b3 @b3"]);
    assert_eq!(offers("b1-b3 @b3 "), ["b1-b3 @b3", "b1-b3 @b3 a1-a2"]);
    assert!(offers("c1").is_empty());
    assert_eq!(suggest_moves(&legal, "b1-b3", 2), ["b1-b3", "b1-b3 @b3"]);
    let quoridor: Vec<String> = ["e2", "e3h", "e3v"].map(String::from).to_vec();
    assert_eq!(suggest_moves(&quoridor, "e3", 25), ["e3h", "e3v"]);
    assert_eq!(suggest_moves(&quoridor, "", 25), quoridor);
}

#[test]
fn the_whole_turns_behind_a_suggestion_are_counted() {
    let legal: Vec<String> = ["b1-b2", "b1-b3", "b1-b3 @b3", "c1-c2"]
        .map(String::from)
        .to_vec();
    assert_eq!(count_moves_starting_with(&legal, " B1-B3  "), 2);
    assert_eq!(count_moves_starting_with(&legal, "b1"), 3);
    assert_eq!(count_moves_starting_with(&legal, ""), 4);
    assert_eq!(count_moves_starting_with(&legal, "d"), 0);
}
