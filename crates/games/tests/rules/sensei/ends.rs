//! How a game ends: a character on its stone on the far row, barriers and the unfair game, a
//! player left without an action, resigning and agreed draws.

use super::*;

#[test]
fn a_character_on_its_stone_on_the_far_row_wins_mid_turn() {
    // The Sage on d4 with its stone on d6: d6-d7 then @d7 reaches the Monkey's home row.
    let game = position("shizukana", "d4 d6 a1", "a7 g7", 1);
    assert_eq!(
        refusal(&game, "d6-d7 @d7 a1-a2"),
        "your character has reached d7 and won: the turn ends there"
    );
    let turns = game.legal_moves();
    assert!(turns.contains(&turn("d6-d7 @d7")));
    assert!(turns.contains(&turn("a1-a2 d6-d7 @d7")));
    // No listed turn goes on after a win.
    for mv in &turns {
        let actions = mv.actions();
        let wins_at = actions
            .iter()
            .position(|a| matches!(a, Action::Character { to } if to.rank() == 6));
        assert!(wins_at.is_none_or(|i| i == actions.len() - 1), "{mv}");
    }
    let won = played(&game, "d6-d7 @d7");
    assert_eq!(
        won.outcome(),
        Some(Outcome::Win {
            winner: Seat(0),
            reason: WinReason::Goal
        })
    );
    assert_eq!(won.to_move(), None);
    assert!(won.legal_moves().is_empty());
    assert_eq!(refusal(&won, "a7-a6"), "the game is over");
    // Seat 2 wins on rank 1 the same way.
    let monkey = position("shizukana", "g1", "d4 d2 a7", 2);
    let won = played(&monkey, "d2-d1 @d1");
    assert_eq!(won.outcome().and_then(Outcome::winner), Some(Seat(1)));
}

/// Seat 2 holds a barrier on rank 5 that dips to d4 (diagonal links); seat 1 faces it from
/// below with the stones on `facing`, and plays `then`.
fn against_the_barrier(facing: &str, then: &str) -> Sensei {
    let game = position(
        "shizukana",
        &format!("d1 {facing}"),
        "a5 b5 c5 d4 e5 f5 g5",
        1,
    );
    assert!(!game.loses_by_unfair_game(Seat(1)), "not yet");
    played(&game, then)
}

#[test]
fn three_stones_against_a_barrier_win_by_unfair_game() {
    let game = against_the_barrier("a4 b4 c3", "c3-c4");
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Seat(0),
            reason: WinReason::UnfairGame
        })
    );
    // The diagonal link counts: d3 faces d4.
    let diagonal = against_the_barrier("a4 g4 d2", "d2-d3");
    assert_eq!(diagonal.outcome().and_then(Outcome::winner), Some(Seat(0)));
    // Contact is face to face from the opponent's side: d5, above d4 and beside c5 and e5,
    // touches the barrier but is not in contact.
    let beside = against_the_barrier("a4 b4 d6", "d6-d5");
    assert_eq!(beside.outcome(), None);
}

#[test]
fn two_stones_against_a_barrier_are_not_enough() {
    let game = against_the_barrier("a4 b4 g1", "g1-g2");
    assert_eq!(game.outcome(), None);
    assert_eq!(game.to_move(), Some(Seat(1)));
}

#[test]
fn a_broken_line_is_no_barrier() {
    // The same three contacts, but e5 has moved to e6: two ranks from d4, so no chain.
    let game = position("shizukana", "d1 a4 b4 c3", "a5 b5 c5 d4 e6 f5 g5", 1);
    assert_eq!(played(&game, "c3-c4").outcome(), None);
}

#[test]
fn pits_complete_a_barrier_but_give_no_contact() {
    // Seat 2's stones on rank 5 but for the pits c5 and e5, which complete the line.
    let seat2 = "d5 a5 b5 f5 g5 a7 b7";
    let barrier = position("arashi-expert", "d1 a3 b4 g4", seat2, 1);
    assert_eq!(
        played(&barrier, "a3-a4")
            .outcome()
            .and_then(Outcome::winner),
        Some(Seat(0))
    );
    // Under a pit a stone has nothing to face: c4 is no contact.
    let pit = position("arashi-expert", "d1 a3 b4 c4", seat2, 1);
    assert_eq!(played(&pit, "a3-a4").outcome(), None);
    // The same stones on the plain board are no barrier at all.
    let plain = position("arashi", "d1 a3 b4 g4", seat2, 1);
    assert_eq!(played(&plain, "a3-a4").outcome(), None);
}

#[test]
fn when_both_players_hold_contested_barriers_the_mover_wins() {
    // Seat 1's home row faces a2 b2 c2; seat 2's chain a2 b2 c2 d3 e4 f5 g6 faces a1 b1 c1.
    let seat1 = "d1 a1 b1 c1 e1 f1 g1";
    let seat2 = "d3 a2 b2 c2 e4 f5 g6";
    let first = position("shizukana", seat1, seat2, 1);
    assert!(first.loses_by_unfair_game(Seat(0)) && first.loses_by_unfair_game(Seat(1)));
    let won = played(&first, "e1-e2");
    assert_eq!(
        won.outcome(),
        Some(Outcome::Win {
            winner: Seat(0),
            reason: WinReason::UnfairGame
        })
    );
    let second = position("shizukana", seat1, seat2, 2);
    let won = played(&second, "@e4");
    assert_eq!(won.outcome().and_then(Outcome::winner), Some(Seat(1)));
    // The mover who alone holds a contested barrier loses, whoever brought the contacts.
    let alone = position("shizukana", seat1, "d7 a2 b2 c2", 1);
    let lost = played(&alone, "g1-g2");
    assert_eq!(
        lost.outcome(),
        Some(Outcome::Win {
            winner: Seat(1),
            reason: WinReason::UnfairGame
        })
    );
}

#[test]
fn a_player_left_without_any_action_loses() {
    // The Monkey on a7 with its other stone on c7: b7 blocks the line between them, b7, d7 and
    // c6 box the c7 stone in.
    let game = position("shizukana", "d1 b7 d7 c6 g1", "a7 c7", 1);
    let after = played(&game, "g1-g2");
    assert_eq!(
        after.outcome(),
        Some(Outcome::Win {
            winner: Seat(0),
            reason: WinReason::NoLegalMove
        })
    );
    // Freeing c6 leaves the Monkey a move.
    let freed = played(&game, "c6-c5");
    assert_eq!(freed.outcome(), None);
    let turns = freed.legal_moves();
    assert!(turns.contains(&turn("c7-c6")) && turns.contains(&turn("c7-c6 c6-b6")));
    assert!(turns.iter().all(|t| t.to_string().starts_with("c7-c6")));
}

#[test]
fn resigning_and_agreeing_end_the_game() {
    let mut game = Sensei::new(&Preset::Arashi);
    game.resign(Seat(0));
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Seat(1),
            reason: WinReason::Resignation
        })
    );
    game.agree_draw();
    assert_eq!(game.outcome().and_then(Outcome::winner), Some(Seat(1)));
    let mut drawn = Sensei::new(&Preset::Arashi);
    drawn.agree_draw();
    assert_eq!(drawn.outcome(), Some(Outcome::Draw));
}
