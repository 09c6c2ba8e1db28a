//! The start of a game: the reference counts, perft against playing every listed turn, the
//! order of a turn's actions, the presets' names and the variant start.

use std::collections::HashSet;

use super::*;

#[test]
fn the_start_has_the_reference_counts() {
    for (preset, count) in [
        (Preset::Shizukana, 1_128),
        (Preset::Arashi, 19_304),
        (Preset::ShizukanaVariant, 394),
    ] {
        let game = Sensei::new(&preset);
        let turns = game.legal_moves();
        assert_eq!(turns.len(), count, "{preset}");
        assert_eq!(game.perft(1), count as u64, "{preset}");
        let distinct: HashSet<&Move> = turns.iter().collect();
        assert_eq!(distinct.len(), count, "{preset}: no turn is listed twice");
    }
}

#[test]
fn perft_agrees_with_playing_every_listed_turn() {
    // The fast perft applies unchecked turns; this replays them through `play`.
    let game = Sensei::new(&Preset::ShizukanaVariant);
    let slow: usize = game
        .legal_moves()
        .iter()
        .map(|mv| played(&game, &mv.to_string()).legal_moves().len())
        .sum();
    assert_eq!(game.perft(2), slow as u64);
}

#[test]
fn the_turns_of_the_start_are_ordered_sequences() {
    let game = Sensei::new(&Preset::Shizukana);
    // Both orders of the same two stone moves, and a stone that goes back where it came from.
    for text in ["b1-b2 c1-c2", "c1-c2 b1-b2", "b1-b2 b2-b3", "b1-b2 b2-b1"] {
        assert!(listed(&game, text), "{text}");
    }
    // The stone under the character moves once the character has left it, in either order.
    assert!(listed(&game, "@a1 d1-d2"));
    assert!(!listed(&game, "d1-d2 @a1"));
    assert_eq!(
        refusal(&game, "d1-d2 @a1"),
        "the stone on d1 carries your character"
    );
    // The character goes to any stone of its own row.
    assert!(listed(&game, "@g1") && listed(&game, "@a1 b1-b2") && listed(&game, "b1-b2 @a1"));
    assert!(!listed(&game, "b1-b2 @b2"), "b2 is not in line with d1");
}

#[test]
fn presets_are_named_as_players_pick_them() {
    for preset in Preset::ALL {
        assert_eq!(preset.name().parse::<Preset>(), Ok(preset));
        assert!(Sensei::variants()
            .iter()
            .any(|(name, _)| *name == preset.name()));
    }
    assert_eq!("Arashi Expert".parse::<Preset>(), Ok(Preset::ArashiExpert));
    assert_eq!(Preset::default(), Preset::Arashi);
    assert_eq!(Sensei::variants()[0].0, Preset::default().name());
    let err = "typhoon".parse::<Preset>().unwrap_err().to_string();
    assert!(
        err.contains("typhoon") && err.contains("shizukana-variant"),
        "{err}"
    );
}

#[test]
fn the_variant_start_swaps_the_b_and_f_stones() {
    let game = Sensei::new(&Preset::ShizukanaVariant);
    assert_eq!(
        names(&game.stones_of(Seat(0))),
        ["a1", "c1", "d1", "e1", "g1", "b7", "f7"]
    );
    assert_eq!(
        names(&game.stones_of(Seat(1))),
        ["b1", "f1", "a7", "c7", "d7", "e7", "g7"]
    );
    assert_eq!(game.character(Seat(0)).to_string(), "d1");
    assert_eq!(game.character(Seat(1)).to_string(), "d7");
    // The c1 stone is now free to step sideways onto nothing: b1 is the opponent's.
    assert_eq!(refusal(&game, "c1-b1"), "b1 is taken by an opponent stone");
    assert!(listed(&game, "b7-b6"));
}
