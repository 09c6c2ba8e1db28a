use teban_games::sensei::*;

#[test]
fn turns_parse_in_any_case_and_print_canonically() {
    for (input, canonical) in [
        ("b1-b4", "b1-b4"),
        ("@D1", "@d1"),
        ("  B1-B4   @b4\tc1-C2 ", "b1-b4 @b4 c1-c2"),
        ("g7-a7 a7-a1", "g7-a7 a7-a1"),
    ] {
        let mv: Move = input.parse().unwrap();
        assert_eq!(mv.to_string(), canonical, "{input}");
    }
}

#[test]
fn squares_keep_their_coordinates() {
    let mv: Move = "c2-c5 @g7".parse().unwrap();
    let from = Square::new(2, 1);
    let to = Square::new(2, 4);
    assert_eq!(
        *mv.actions(),
        [
            Action::Stone { from, to },
            Action::Character {
                to: Square::new(6, 6)
            }
        ]
    );
    assert_eq!((to.file(), to.rank()), (2, 4));
    assert_eq!("G7".parse::<Square>().unwrap(), Square::new(6, 6));
}

#[test]
fn malformed_turns_are_refused_with_a_hint() {
    for (bad, hint) in [
        ("", "one to three actions"),
        ("   ", "one to three actions"),
        ("b1", "one to three actions"),
        ("b1-b8", "a1 to g7"),
        ("h1-h2", "a1 to g7"),
        ("b1-", "a1 to g7"),
        ("@", "after @"),
        ("@a0", "after @"),
        ("b1-b2 c1-c2 d1-d2 @a1", "at most three"),
        ("b1b2", "one to three actions"),
        ("b1--b2", "a1 to g7"),
    ] {
        let err = bad.parse::<Move>().unwrap_err();
        let text = err.to_string();
        assert!(
            text.contains("is not a move") && text.contains(hint),
            "{bad}: {text}"
        );
    }
}

#[test]
fn equal_turns_hash_alike_whatever_was_built_before() {
    use std::collections::HashSet;
    let long = Move::EMPTY
        .then("@b1".parse::<Move>().unwrap().actions()[0])
        .then(Action::Character {
            to: Square::new(3, 3),
        });
    assert_eq!(long.len(), 2);
    let short = Move::new(&long.actions()[..1]).unwrap();
    assert_eq!(short.len(), 1);
    let set: HashSet<Move> = [short].into_iter().collect();
    assert!(set.contains(&"@b1".parse().unwrap()));
    assert_ne!(long, short);
}
