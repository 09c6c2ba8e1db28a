//! Which moves ask to be confirmed before they are played.

use teban::games::{AnyGame, Seat};
use teban::table::games::play::CheckedMove;
use teban::table::games::preview::*;

fn checked(game: &AnyGame, seat: Seat, mv: &str) -> CheckedMove {
    let mut next = game.clone();
    let notation = next.play(mv).expect("a legal move");
    CheckedMove {
        seat,
        next,
        notation,
    }
}

#[test]
fn the_last_fence_asks_and_the_others_do_not() {
    use teban::games::GameKind;
    // Seat 1 places nine fences (seat 2 steps between), then has one left.
    let moves = "a1h e8 c1h e7 e1h e8 g1h e7 a3h e8 c3h e7 e3h e8 g3h e7 a5h e8";
    let game = AnyGame::replay(
        GameKind::Quoridor,
        None,
        &GameKind::Quoridor.split_moves(moves),
    )
    .expect("legal");
    let AnyGame::Quoridor(q) = &game else {
        unreachable!()
    };
    assert_eq!(q.fences_left(Seat(0)), 1);
    assert_eq!(
        risk(&game, &checked(&game, Seat(0), "c5h")),
        Some(Why::LastFence)
    );
    assert_eq!(risk(&game, &checked(&game, Seat(0), "d1")), None);
    let fresh = AnyGame::new(GameKind::Quoridor, None).expect("a new game");
    assert_eq!(risk(&fresh, &checked(&fresh, Seat(0), "e3h")), None);
}

#[test]
fn a_sensei_turn_that_lets_the_opponent_win_at_once_asks_naming_the_reply() {
    use teban::games::GameKind;
    // The Sage wins in `arashi` by jumping the long diagonal onto a7:
    // after Monkey's c7-c6, seat 1 wins with `@a7`; so c7-c6 asks.
    let moves = "e1-e6; a7-a3; e6-a6 a6-a7 @g1";
    let game = AnyGame::replay(
        GameKind::Sensei,
        Some("arashi"),
        &GameKind::Sensei.split_moves(moves),
    )
    .expect("legal");
    let why = risk(&game, &checked(&game, Seat(1), "c7-c6"));
    let Some(Why::WinningReply { opponent, reply }) = why else {
        panic!("c7-c6 lets the Sage win: {why:?}");
    };
    assert_eq!(opponent, Seat(0));
    let mut after = checked(&game, Seat(1), "c7-c6").next;
    after.play(&reply).expect("the named reply is legal");
    assert_eq!(after.outcome().and_then(|o| o.winner()), Some(Seat(0)));
    let start = AnyGame::new(GameKind::Sensei, Some("arashi")).expect("a new game");
    assert_eq!(risk(&start, &checked(&start, Seat(0), "b1-b2")), None);
}
