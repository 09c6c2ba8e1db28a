//! A plan drawn as a tree of lines.

use teban::games::{GameKind, Seat};
use teban::store::plan::{Plan, MAX_LINES, MAX_PLIES};
use teban::table::games::plans::tree::*;

fn line(text: &str) -> Vec<String> {
    text.split(' ').map(str::to_string).collect()
}

#[test]
fn lines_sharing_a_start_are_drawn_as_a_tree() {
    let mut plan = Plan::new(Seat(1), 4);
    for l in ["e7 e3h e6 d5v", "e7 e3h d8 c5v", "d9 d2"] {
        plan.add(line(l)).unwrap();
    }
    assert_eq!(
        plan.drawn(None),
        ("e7 → e3h\n  e6 → d5v\n  d8 → c5v\nd9 → d2\n".to_string(), 0)
    );
}

#[test]
fn a_tree_too_long_to_draw_says_how_many_rows_were_left_out() {
    let mut plan = Plan::new(Seat(1), 0);
    for i in 0..MAX_LINES {
        let l = (0..MAX_PLIES).map(|p| format!("l{i}p{p}")).collect();
        plan.add(l).unwrap();
    }
    let room = 1_000;
    let (text, left_out) = plan.drawn(Some(room));
    assert!(text.len() <= room, "{}", text.len());
    assert_eq!(text.lines().count() + left_out, MAX_LINES * MAX_PLIES / 2);
    assert!(left_out > 0);
    let (whole, none_left_out) = plan.drawn(None);
    assert_eq!(whole.lines().count(), MAX_LINES * MAX_PLIES / 2);
    assert_eq!(none_left_out, 0);
}

#[test]
fn sensei_and_niwa_turns_are_told_apart_by_semicolons() {
    assert_eq!(
        plies(GameKind::Quoridor, " e7  e3h;e6 "),
        ["e7", "e3h", "e6"]
    );
    assert_eq!(plies(GameKind::Niwa, "a1-b2 c3; d4 ;"), ["a1-b2 c3", "d4"]);
}
