use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use teban_games::*;

#[test]
fn game_kinds_parse_case_insensitively_and_refuse_strangers() {
    assert_eq!("Quoridor".parse::<GameKind>(), Ok(GameKind::Quoridor));
    let err = "chess".parse::<GameKind>().unwrap_err().to_string();
    assert!(err.contains("chess") && err.contains("quoridor"), "{err}");
}

#[test]
fn quoridor_moves_split_on_spaces_and_turns_on_semicolons() {
    assert_eq!(
        GameKind::Quoridor.split_moves(" e2  e8\te3h "),
        vec!["e2", "e8", "e3h"]
    );
    assert_eq!(GameKind::Quoridor.split_moves("e2; e8;"), vec!["e2", "e8"]);
    assert_eq!(
        GameKind::Quoridor.split_moves("e2 e8; e3h;e7 d6v"),
        vec!["e2", "e8", "e3h", "e7", "d6v"]
    );
}

#[test]
fn a_sensei_line_is_one_turn_unless_semicolons_split_it() {
    assert_eq!(
        GameKind::Sensei.split_moves(" b1-b3 @b3 c1-c2 "),
        vec!["b1-b3 @b3 c1-c2"]
    );
    assert_eq!(
        GameKind::Sensei.split_moves("b1-b3 @b3; c7-c6 ;"),
        vec!["b1-b3 @b3", "c7-c6"]
    );
    let game = AnyGame::replay(GameKind::Sensei, Some("Shizukana"), &["b1-b2 @a1"]).unwrap();
    assert_eq!(game.kind(), GameKind::Sensei);
    assert_eq!(game.variant(), "shizukana");
    assert_eq!(game.to_move(), Some(Seat(1)));
}

#[test]
fn replay_names_the_failing_move_and_its_position() {
    let err = AnyGame::replay(GameKind::Quoridor, None, &["e2", "e8", "e9"]).unwrap_err();
    assert!(
        matches!(&err, ReplayError::Move { index: 3, notation, error: MoveError::Illegal { .. } }
            if notation == "e9"),
        "{err}"
    );
}

#[test]
fn an_unknown_variant_is_named_with_the_variants_there_are() {
    let err = AnyGame::replay(GameKind::Sensei, Some(" bogus "), &["c1-c2"]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "no Sensei variant `bogus`; the variants are arashi, shizukana, shizukana-variant, \
         arashi-expert"
    );
    assert_eq!(
        AnyGame::new(GameKind::Quoridor, Some("3-players"))
            .unwrap_err()
            .to_string(),
        "no Quoridor variant `3-players`; the variants are 2-players, 4-players"
    );
}

#[test]
fn any_game_round_trips_through_json() {
    let game = AnyGame::replay(GameKind::Quoridor, Some("4"), &["e2", "b5", "e3h"]).unwrap();
    let json = serde_json::to_string(&game).unwrap();
    let back: AnyGame = serde_json::from_str(&json).unwrap();
    assert_eq!(back, game);
    assert_eq!(back.legal_moves(), game.legal_moves());
}

/// The legal moves as every move written out on its own, then sorted.
fn written_one_by_one(game: &AnyGame) -> Vec<String> {
    let mut moves: Vec<String> =
        dispatch!(game, g => g.legal_moves().iter().map(ToString::to_string).collect());
    moves.sort();
    moves
}

#[test]
fn random_games_list_their_moves_and_their_shortest_as_when_written_one_by_one() {
    let mut rng = StdRng::seed_from_u64(35);
    for kind in GameKind::ALL {
        for (variant, _) in kind.variants() {
            for _ in 0..3 {
                let mut game = AnyGame::new(*kind, Some(variant)).unwrap();
                for _ in 0..40 {
                    let every = written_one_by_one(&game);
                    let notations = game.legal_notations();
                    assert_eq!(notations.to_vec(), every, "{game:?}");
                    assert_eq!(game.legal_moves(), every);
                    let least = every.iter().map(String::len).min().unwrap_or(0);
                    let shortest: Vec<String> =
                        every.iter().filter(|m| m.len() == least).cloned().collect();
                    assert_eq!(game.shortest_moves(usize::MAX), Some(shortest.clone()));
                    let fewer = shortest.len().saturating_sub(1);
                    let cut = game.shortest_moves(fewer);
                    assert_eq!(cut.is_none(), !shortest.is_empty(), "{game:?}");
                    let Some(mv) = every.get(rng.gen_range(0..every.len().max(1))) else {
                        break;
                    };
                    game.play(mv).unwrap();
                }
            }
        }
    }
}
