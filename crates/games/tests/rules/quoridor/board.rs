use teban_games::quoridor::board::*;

#[test]
fn masks_have_the_board_shape() {
    assert_eq!(SQUARES.count_ones(), 81);
    assert_eq!(ANCHORS.count_ones(), 64);
    assert_eq!(EDGE_POSTS.count_ones(), 36);
    assert_eq!(FILE_I.count_ones(), 9);
    assert_eq!(RANK_9 & SQUARES, RANK_9);
}

#[test]
fn an_empty_board_has_every_fence_free_and_none_risky() {
    let (h, v) = free_anchors(0, 0);
    assert_eq!((h.count_ones(), v.count_ones()), (64, 64));
    assert_eq!(anchors_needing_path_check(0, 0), (0, 0));
}

#[test]
fn only_fences_that_close_a_loop_need_a_path_search() {
    let a1v = 1u128; // touches the bottom edge
    let (h, v) = anchors_needing_path_check(0, a1v);
    // a2h meets a1v's top and the left edge: a loop.
    assert_ne!(h & (1 << 10), 0);
    // d5h floats free of everything.
    assert_eq!(h & (1 << 43), 0);
    // b1v touches the edge once and a1v not at all.
    assert_eq!(v & (1 << 1), 0);
    // A fence touching two floating fences is checked too (over-reporting is allowed).
    let c5h_f5h = (1u128 << 42) | (1 << 45);
    let (h, _) = anchors_needing_path_check(c5h_f5h, 0);
    assert_ne!(h & (1 << 43), 0);
}

#[test]
fn the_distance_goes_round_the_fences() {
    let e1 = 1u128 << 4;
    assert_eq!(Walls::new(0, 0).distance(e1, RANK_9), Some(8));
    assert_eq!(Walls::new(0, 0).distance(e1, RANK_1), Some(0));
    // d1h and f1h close d1-g1 northwards: round by c1, two steps aside.
    let d1h_f1h = (1u128 << 3) | (1 << 5);
    assert_eq!(Walls::new(d1h_f1h, 0).distance(e1, RANK_9), Some(10));
    // Closed in on e1 by a box: d1v, e1v and d1h.
    let boxed = Walls::new(1 << 3, (1 << 3) | (1 << 4));
    assert_eq!(boxed.distance(e1, RANK_9), None);
    assert!(!boxed.has_path(e1, RANK_9));
}

#[test]
fn a_fence_walls_off_exactly_two_crossings() {
    let e3 = 1u128 << 24; // file e (4), rank 3 (2)
    let walls = Walls::new(e3, 0);
    let blocked_north = SQUARES & !RANK_9 & !walls.open[Dir::North as usize];
    assert_eq!(blocked_north, e3 | (e3 << 1));
    let blocked_south = SQUARES & !RANK_1 & !walls.open[Dir::South as usize];
    assert_eq!(blocked_south, (e3 | (e3 << 1)) << 10);
}
