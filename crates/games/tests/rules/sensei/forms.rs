//! A position outside the rules: its stored form with the last turn, and its diagram.

use serde_json::json;

use super::*;

#[test]
fn a_position_survives_its_stored_form_and_remembers_the_last_turn() {
    let mut game = Sensei::new(&Preset::ArashiExpert);
    for text in ["c1-c2 @c2 b1-b2", "c7-c6", "a1-a2 a2-a3"] {
        game.play(&turn(text)).unwrap();
    }
    let last = game.last_turn().unwrap();
    assert_eq!(
        (last.seat, last.turn.to_string()),
        (Seat(0), "a1-a2 a2-a3".to_string())
    );
    assert_eq!(last.character_from.to_string(), "c2");
    assert_eq!(game.character(Seat(0)).to_string(), "c2");
    let json = serde_json::to_value(game).unwrap();
    assert_eq!(json["pits"], json!(["c3", "e3", "c5", "e5"]));
    assert_eq!(json["characters"], json!(["c2", "d7"]));
    assert_eq!(json["preset"], json!("arashi-expert"));
    let back: Sensei = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, game);
    // A record that puts a character off its stones is refused.
    let mut bad = json;
    bad["characters"][0] = json!("d4");
    assert!(serde_json::from_value::<Sensei>(bad).is_err());
}

#[test]
fn the_diagram_shows_stones_characters_and_pits() {
    let game = played(&Sensei::new(&Preset::ArashiExpert), "b1-b2");
    let diagram = game.diagram();
    let lines: Vec<&str> = diagram.lines().collect();
    assert_eq!(lines[0], "7  r r r M r r r", "{diagram}");
    assert_eq!(lines[2], "5  . . # . # . .", "{diagram}");
    assert_eq!(lines[5], "2  . g . . . . .", "{diagram}");
    assert_eq!(lines[6], "1  g . g S g g g", "{diagram}");
    // The files close it; the key to the letters is the reader's (`i18n::diagram`).
    assert_eq!(lines[7..], ["   a b c d e f g"], "{diagram}");
}
