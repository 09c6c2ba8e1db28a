use teban_games::notations::{notation_len, shortest, Notations};

#[test]
fn moves_come_out_sorted_whatever_their_length() {
    let moves = [
        "e3v",
        "e2",
        "b1-b3 @b3 a1-a2",
        "b1-b3 @b3",
        "b1-b3 @b4",
        "pass",
        "e3h",
        "a9",
    ];
    let notations = Notations::of(moves, |m, out| out.push_str(m));
    let mut sorted = moves.map(String::from).to_vec();
    sorted.sort();
    assert_eq!(notations.to_vec(), sorted);
    assert_eq!(notations.len(), 8);
    assert_eq!(notations.get(0), Some("a9"));
    assert_eq!(notations.iter().next_back(), Some("pass"));
    assert!(notations.contains("b1-b3 @b3"));
    assert!(!notations.contains("b1-b3"));
    assert!(!notations.contains("e3"));
    assert_eq!((&notations).into_iter().count(), 8);
}

#[test]
fn no_moves_is_an_empty_list() {
    let notations = Notations::of(Vec::<String>::new(), |m, out| out.push_str(m));
    assert!(notations.is_empty());
    assert_eq!(notations.get(0), None);
    assert!(!notations.contains(""));
}

#[test]
fn the_shortest_are_those_of_the_fewest_bytes() {
    assert_eq!(notation_len(&"b1-b3 @b3"), 9);
    assert_eq!(notation_len(&""), 0);
    let moves = vec!["e3h", "e2", "pass", "d1", "b1-b3"];
    assert_eq!(shortest(moves), ["e2", "d1"]);
    assert!(shortest(Vec::<&str>::new()).is_empty());
}
