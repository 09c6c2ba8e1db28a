//! A position outside the rules: its stored form, its diagram, and its turns written out and
//! replayed through [`AnyGame`].

use super::*;

#[test]
fn a_position_survives_its_stored_form() {
    let mut game = Niwa::new(&NiwaOptions {
        garden: GardenName::Wide,
    });
    while game.ply() < 6 {
        let mv = game.legal_moves()[game.ply() as usize * 7 % game.legal_moves().len()].clone();
        game.play(&mv).unwrap();
    }
    let json = serde_json::to_value(&game).unwrap();
    assert_eq!(json["garden"], "wide");
    let back: Niwa = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, game);
    let mut broken = json;
    broken["figurines"][0][0][1] = serde_json::json!("GGGG");
    assert!(serde_json::from_value::<Niwa>(broken).is_err());
}

#[test]
fn the_diagram_shows_bases_and_figurines() {
    let game = position([("e6", "OG"), ("k5", "P"), ("j7", "")], PARKED, 1);
    let diagram = game.diagram();
    assert!(
        diagram.contains("@1") && diagram.contains("@2"),
        "{diagram}"
    );
    // Marks and coordinates only: the words about them are the reader's (`i18n::diagram`).
    assert!(!diagram.contains("seat"), "{diagram}");
}

#[test]
fn niwa_turns_split_on_semicolons_and_replay_through_any_game() {
    let line = "setup g3:G h2:O h1:P ; setup f12:G g12:O e11:P;give g3>h2";
    let turns = GameKind::Niwa.split_moves(line);
    assert_eq!(
        turns,
        [
            "setup g3:G h2:O h1:P",
            "setup f12:G g12:O e11:P",
            "give g3>h2"
        ]
    );
    assert_eq!(GameKind::Niwa.split_moves("g3 g4>h2"), ["g3 g4>h2"]);
    let game = AnyGame::replay(GameKind::Niwa, Some("Compact"), &turns).unwrap();
    assert_eq!(game.kind(), GameKind::Niwa);
    assert_eq!(game.variant(), "compact");
    let json = serde_json::to_string(&game).unwrap();
    let back: AnyGame = serde_json::from_str(&json).unwrap();
    assert_eq!(back, game);
    assert_eq!(back.legal_moves(), game.legal_moves());
}
