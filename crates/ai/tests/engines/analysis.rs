use teban_ai::analysis::*;
use teban_games::{AnyGame, GameKind, Seat};

#[test]
fn every_position_is_judged_and_chances_add_up() {
    let start = AnyGame::new(GameKind::Quoridor, None).unwrap();
    let moves: Vec<String> = ["e2", "e8", "e3", "e7"].map(String::from).to_vec();
    let mut seen = 0;
    let analysis = analyse(&start, &moves, |n| seen = n).unwrap();
    assert_eq!(seen, 5);
    assert_eq!(analysis.chances.len(), 5);
    assert_eq!(analysis.plies.len(), 4);
    for c in &analysis.chances {
        assert!((c.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{c:?}");
    }
    assert_eq!(analysis.plies[1].seat, Seat(1));
    assert_eq!(analysis.plies[1].played, "e8");
}

/// A game built around a fence trap: bob walls column i off from column h (h3v, h5v, h7v),
/// a corridor to ann's goal that one fence at its top (h8h) turns into a dead end. ann walks
/// to its mouth, then in (i3); bob seals it, and her way to rank 9 is far longer.
const TRAP: &str = "e2 h3v f2 h5v g2 h7v h2 e8 i2 e7 i3 h8h";

#[test]
fn walking_into_a_fence_trap_is_named_as_the_costliest_mistake() {
    let start = AnyGame::new(GameKind::Quoridor, None).unwrap();
    let moves = GameKind::Quoridor.split_moves(TRAP);
    // The trap: the seal makes ann's way to her goal far longer.
    let before = AnyGame::replay(GameKind::Quoridor, None, &moves[..11]).unwrap();
    let after = AnyGame::replay(GameKind::Quoridor, None, &moves).unwrap();
    let distance = |game: &AnyGame| match game {
        AnyGame::Quoridor(q) => q.distance_to_goal(Seat(0)).unwrap(),
        _ => unreachable!(),
    };
    assert!(distance(&after) >= distance(&before) + 3);

    let analysis = analyse(&start, &moves, |_| {}).unwrap();
    let mistakes = analysis.mistakes(Seat(0), 3);
    let worst = mistakes[0];
    assert_eq!(
        (worst.ply, worst.played.as_str()),
        (10, "i3"),
        "{mistakes:?}"
    );
    assert_ne!(worst.best.as_deref(), Some("i3"));
    // The fitted chances are coarse at the analysis's depth (Quoridor's are three steps): the
    // trap costs ann the step from even to behind, more than any other move of hers.
    assert!(worst.before > 0.5 && worst.after < 0.5, "{worst:?}");
    assert!(mistakes[1..].iter().all(|m| m.cost() < worst.cost()));
}
