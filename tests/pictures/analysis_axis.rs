//! The analysis chart's move axis.

use teban::render::analysis::*;

#[test]
fn the_move_axis_has_at_most_eight_labels() {
    assert_eq!(move_step(0), 5);
    assert_eq!(move_step(30), 5);
    assert_eq!(move_step(60), 10);
    assert_eq!(move_step(120), 20);
    for moves in [1, 39, 40, 79, 80, 159, 160, 399, 700] {
        assert!(moves / move_step(moves) < 8, "{moves}");
    }
}
