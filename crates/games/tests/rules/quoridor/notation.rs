use teban_games::quoridor::*;

#[test]
fn moves_parse_in_any_case_and_print_canonically() {
    for (input, canonical) in [
        ("e2", "e2"),
        ("E2", "e2"),
        (" i9 ", "i9"),
        ("E3H", "e3h"),
        ("a1v", "a1v"),
        ("h8h", "h8h"),
        ("PASS", "pass"),
    ] {
        let mv: Move = input.parse().unwrap();
        assert_eq!(mv.to_string(), canonical, "{input}");
        let by_parts = match mv {
            Move::Pawn(square) => square.to_string(),
            Move::Fence(fence) => fence.to_string(),
            Move::Pass => "pass".to_string(),
        };
        assert_eq!(by_parts, canonical, "{input}");
    }
}

#[test]
fn squares_and_fences_keep_their_coordinates() {
    let Move::Fence(fence) = "c7v".parse().unwrap() else {
        panic!("c7v is a fence")
    };
    assert_eq!((fence.anchor().file(), fence.anchor().rank()), (2, 6));
    assert_eq!(fence.orientation(), Orientation::Vertical);
    assert_eq!("i9".parse::<Square>().unwrap(), Square::new(8, 8));
}

#[test]
fn off_board_and_malformed_moves_are_refused_with_a_hint() {
    for bad in [
        "", "e", "e0", "e10", "j1", "i5h", "a9v", "e3x", "e3hh", "ee3h", "pas",
    ] {
        let err = bad.parse::<Move>().unwrap_err();
        assert!(err.to_string().contains("is not a move"), "{bad}: {err}");
    }
    let err = "i5h".parse::<Move>().unwrap_err();
    assert!(err.hint.to_string().contains("h8"), "{err}");
}
