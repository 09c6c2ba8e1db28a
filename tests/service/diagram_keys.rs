//! A text diagram's key in the reader's words, for each game.

use teban::games::{AnyGame, GameKind};
use teban::i18n::diagram::*;
use teban::i18n::Lang;

fn after(kind: GameKind, variant: Option<&str>, moves: &[&str]) -> AnyGame {
    let mut game = AnyGame::new(kind, variant).unwrap();
    for mv in moves {
        game.play(mv).unwrap();
    }
    game
}

#[test]
fn quoridor_says_each_seats_fences_in_hand_in_the_readers_words() {
    let game = after(GameKind::Quoridor, None, &["e2", "e8", "e3h"]);
    let said = |lang| diagram(&game, lang).lines().last().unwrap().to_string();
    assert_eq!(said(Lang::En), "seat 1: 9 fences · seat 2: 10 fences");
    assert_eq!(
        said(Lang::Fr),
        "place 1 : 9 barrières · place 2 : 10 barrières"
    );
    assert_eq!(said(Lang::De), "Platz 1: 9 Wände · Platz 2: 10 Wände");
    assert_eq!(
        said(Lang::Es),
        "asiento 1: 9 barreras · asiento 2: 10 barreras"
    );
    // The board above the key is the game's, whatever the language.
    assert!(diagram(&game, Lang::De).starts_with(&game.diagram()));
    let nine_placed = after(
        GameKind::Quoridor,
        None,
        &[
            "a1h", "e8", "c1h", "e7", "e1h", "e6", "g1h", "e5", "a3h", "e4", "c3h", "d4", "e3h",
            "c4", "g3h", "b4", "a5h",
        ],
    );
    assert_eq!(
        diagram(&nine_placed, Lang::Fr).lines().last().unwrap(),
        "place 1 : 1 barrière · place 2 : 10 barrières"
    );
}

#[test]
fn sensei_keys_its_marks_and_its_pits_when_the_board_has_them() {
    let plain = after(GameKind::Sensei, Some("arashi"), &[]);
    let line = |game: &AnyGame, lang| diagram(game, lang).lines().last().unwrap().to_string();
    assert_eq!(
        line(&plain, Lang::En),
        "seat 1: green stones g, the Sage S · seat 2: red stones r, the Monkey M"
    );
    assert!(
        line(&plain, Lang::Fr).contains("le Sage S"),
        "{}",
        line(&plain, Lang::Fr)
    );
    let pits = after(GameKind::Sensei, Some("arashi-expert"), &[]);
    assert!(line(&pits, Lang::En).ends_with(" · pits #"));
    assert!(
        line(&pits, Lang::Es).ends_with(" · hoyos #"),
        "{}",
        line(&pits, Lang::Es)
    );
}

#[test]
fn niwa_says_what_each_figurine_carries_and_the_lines_around_it() {
    let game = after(
        GameKind::Niwa,
        None,
        &[
            "setup f1:G f2:O g1:P",
            "setup e11:G e12:O f10:P",
            "f2 g3>f1",
        ],
    );
    let AnyGame::Niwa(niwa) = &game else {
        unreachable!()
    };
    let figurines = niwa.figurines();
    assert_eq!(figurines.len(), 6);
    let en = diagram(&game, Lang::En);
    let key: Vec<&str> = en.lines().skip(game.diagram().lines().count()).collect();
    assert_eq!(
        key[0],
        "@1, @2: the bases of seats 1 and 2; 1, 2: their figurines"
    );
    assert_eq!(key.len(), 1 + figurines.len(), "{en}");
    for (line, figurine) in key[1..].iter().zip(&figurines) {
        let beads: String = figurine.beads.iter().map(|b| b.letter()).collect();
        let head = format!("seat {} on {} ", figurine.seat.as_number(), figurine.cell);
        assert!(line.starts_with(&head), "{line}");
        assert!(
            line.contains(&format!("carries [{beads}] (top first); lines ")),
            "{line}"
        );
    }
    let de = diagram(&game, Lang::De);
    assert!(
        de.contains("@1, @2: die Basen der Plätze 1 und 2; 1, 2: ihre Figuren"),
        "{de}"
    );
    assert!(de.contains("(oberste zuerst); Linien "), "{de}");
    assert!(!de.contains("carries"), "{de}");
}
