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

/// A game of hard against hard (game 8 of `teban arena quoridor --a hard --b hard --seed 11
/// --opening 4`) up to ply 32, where ann, ahead in the race, walks up to d7 instead of placing
/// her fence: bob's d6h closes the way in front of her, and with seven fences left between them
/// her way to rank 9 grows by four steps that she cannot win back.
const TRAP: &str = "e2 d9 d2 c2h e2 e9 e3 e8 e4 e7 e5 d7h e3h d7 e6 d6 f6 f7h c3h d5 e6 c6v a3h \
                    e5 e4v h7h e5h b6h g5h a5v d6 d5 d7 d6h";

#[test]
fn walking_into_a_fence_trap_is_named_as_the_costliest_mistake() {
    let start = AnyGame::new(GameKind::Quoridor, None).unwrap();
    let moves = GameKind::Quoridor.split_moves(TRAP);
    // The trap: the seal makes ann's way to her goal four steps longer.
    let before = AnyGame::replay(GameKind::Quoridor, None, &moves[..33]).unwrap();
    let after = AnyGame::replay(GameKind::Quoridor, None, &moves).unwrap();
    let distance = |game: &AnyGame| match game {
        AnyGame::Quoridor(q) => q.distance_to_goal(Seat(0)).unwrap(),
        _ => unreachable!(),
    };
    assert!(distance(&after) >= distance(&before) + 4);

    let analysis = analyse(&start, &moves, |_| {}).unwrap();
    let mistakes = analysis.mistakes(Seat(0), 3);
    let worst = mistakes[0];
    assert_eq!(
        (worst.ply, worst.played.as_str()),
        (32, "d7"),
        "{mistakes:?}"
    );
    assert_ne!(worst.best.as_deref(), Some("d7"));
    // From ahead to behind: the drop a player expects of walking into a dead end this late.
    assert!(worst.before > 0.6 && worst.after < 0.45, "{worst:?}");
    assert!(worst.cost() > 0.3, "{worst:?}");
    // Nothing else ann played cost her a third as much.
    assert!(
        mistakes[1..].iter().all(|m| m.cost() < worst.cost() / 3.0),
        "{mistakes:?}"
    );
    // A move that cost her less than a point is not called a mistake.
    assert!(mistakes.iter().all(|m| m.cost() >= MISTAKE), "{mistakes:?}");
    let slight = analysis.plies.iter().filter(|p| p.seat == Seat(0));
    let slight: Vec<&Ply> = slight
        .filter(|p| p.cost() > 0.0 && p.cost() < MISTAKE)
        .collect();
    assert!(!slight.is_empty(), "{:?}", analysis.plies);
}

/// A game that an earlier version of this test took for a trap: bob walls column i off from
/// column h (h3v, h5v, h7v) and seals its top (h8h) once ann has walked in (i3). But bob spent
/// four fences on it, and ann, with all ten of hers in hand, is not behind: the search would
/// rather bob did not seal at all.
const FALSE_TRAP: &str = "e2 h3v f2 h5v g2 h7v h2 e8 i2 e7 i3 h8h";

#[test]
fn fences_placed_early_in_the_game_cost_little() {
    let start = AnyGame::new(GameKind::Quoridor, None).unwrap();
    // ann's first move a fence instead of a step, near bob's pawn or far from it.
    for first in ["e8h", "d8h", "a3h"] {
        let moves = vec![first.to_string()];
        let analysis = analyse(&start, &moves, |_| {}).unwrap();
        let fence = &analysis.plies[0];
        assert_ne!(fence.best.as_deref(), Some(first));
        assert!(fence.cost() < 0.05, "{fence:?}");
    }
    // The walled-off corridor's seal, with twenty fences between them, is a small matter.
    let moves = GameKind::Quoridor.split_moves(FALSE_TRAP);
    let analysis = analyse(&start, &moves, |_| {}).unwrap();
    assert_ne!(analysis.plies[11].best.as_deref(), Some("h8h"));
    assert!(analysis.plies[10].cost() < 0.05, "{:?}", analysis.plies[10]);
}
