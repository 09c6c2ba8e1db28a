use teban_games::niwa::*;

#[test]
fn turns_parse_in_any_case_and_spacing_and_print_canonically() {
    for (input, canonical) in [
        ("setup d2:G c3:O e3:P", "setup d2:G c3:O e3:P"),
        ("SETUP E3:p d2:g C3:O", "setup d2:G c3:O e3:P"),
        ("setup d2 : g c3: o e3 :p", "setup d2:G c3:O e3:P"),
        ("d2 d3>c3 d4>e3 ^d6", "d2 d3>c3 d4>e3 ^d6"),
        ("D2  D3 > C3 d4 ^ D6", "d2 d3>c3 d4 ^d6"),
        ("d4 ^d6", "d4 ^d6"),
        ("c11 c12", "c11 c12"),
        ("give C3>E3", "give c3>e3"),
        ("give c3 > e3", "give c3>e3"),
    ] {
        let mv: Move = input.parse().unwrap_or_else(|e| panic!("{input}: {e}"));
        assert_eq!(mv.to_string(), canonical, "{input}");
        assert_eq!(canonical.parse::<Move>().unwrap(), mv);
    }
}

#[test]
fn malformed_turns_are_refused_with_a_hint() {
    for (bad, hint) in [
        ("", "setup"),
        ("d2", "start cell and then"),
        ("d2 d3 ^d5 d6", "comes last"),
        ("d2 d3 d4 d5 d6", "at most three steps"),
        ("setup d2:G c3:G e3:P", "different colour"),
        ("setup d2:G d2:O e3:P", "different cells"),
        ("setup d2:G c3:O", "three figurines"),
        ("setup d2:X c3:O e3:P", "G (green)"),
        ("give c3", "give FROM>TO"),
        ("give c3>e3 d4", "give FROM>TO"),
        ("d0 d1", "setup"),
        ("d2 d3>zz", "column letter"),
        ("7 d3", "setup"),
    ] {
        let err = bad.parse::<Move>().unwrap_err();
        assert!(err.to_string().contains("is not a move"), "{bad}: {err}");
        assert!(err.hint.to_string().contains(hint), "{bad}: {err}");
    }
}

#[test]
fn cells_keep_their_column_and_row() {
    let cell: Cell = "C11".parse().unwrap();
    assert_eq!((cell.column(), cell.row()), (2, 10));
    assert_eq!(cell.to_string(), "c11");
    assert!("c100".parse::<Cell>().is_err());
    assert!("3c".parse::<Cell>().is_err());
}
