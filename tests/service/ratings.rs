//! Ratings after a game: two-player wins and draws, and the winner of four.

use teban::games::{Outcome, Seat, WinReason};
use teban::store::rating::*;

fn win(seat: u8) -> Outcome {
    Outcome::Win {
        winner: Seat(seat),
        reason: WinReason::Goal,
    }
}

#[test]
fn two_player_winner_gains_what_loser_loses_direction() {
    let before = [Rating::newcomer(2), Rating::newcomer(2)];
    let after = rate(&before, win(1));
    assert!(
        after[1].rating > 1500.0 && after[0].rating < 1500.0,
        "{after:?}"
    );
    assert_eq!((after[1].wins, after[1].losses), (1, 0));
    assert_eq!((after[0].wins, after[0].losses), (0, 1));
}

#[test]
fn a_draw_between_equals_keeps_ratings_and_counts_draws() {
    let before = [Rating::newcomer(2), Rating::newcomer(2)];
    let after = rate(&before, Outcome::Draw);
    assert!((after[0].rating - 1500.0).abs() < 1e-6);
    assert!(after[0].deviation < before[0].deviation);
    assert_eq!((after[0].draws, after[1].draws), (1, 1));
}

#[test]
fn four_player_winner_rises_and_the_rest_fall_equally() {
    let before = [Rating::newcomer(4); 4];
    let after = rate(&before, win(2));
    assert!(after[2].rating > 25.0, "{after:?}");
    for i in [0, 1, 3] {
        assert!(after[i].rating < 25.0);
        assert!((after[i].rating - after[0].rating).abs() < 1e-9);
        assert_eq!(after[i].losses, 1);
    }
    assert_eq!(after[2].wins, 1);
}
