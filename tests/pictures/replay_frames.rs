//! A replay's frames: how long each is shown, and which are kept when some are left out.

use teban::render::replay::{frame_time, kept, FRAME_CS, MIN_FRAME_CS};

#[test]
fn long_games_play_faster_but_never_below_the_floor() {
    assert_eq!(frame_time(61), FRAME_CS);
    assert_eq!(frame_time(120), FRAME_CS);
    assert_eq!(frame_time(240), 50);
    assert_eq!(frame_time(10_000), MIN_FRAME_CS);
}

#[test]
fn leaving_frames_out_keeps_the_start_and_the_end() {
    assert_eq!(kept(5, 1), vec![0, 1, 2, 3, 4]);
    assert_eq!(kept(6, 2), vec![0, 2, 4, 5]);
    assert_eq!(kept(5, 2), vec![0, 2, 4]);
    assert_eq!(kept(1, 3), vec![0]);
}
