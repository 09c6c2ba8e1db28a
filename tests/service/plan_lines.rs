//! A plan's lines of moves: how they make a tree, follow the opponent's move, fill up, and are kept
//! as JSON.

use teban::games::Seat;
use teban::store::plan::*;
use teban::store::{GameId, StoreError};

fn line(text: &str) -> Vec<String> {
    text.split(' ').map(str::to_string).collect()
}

#[test]
fn lines_sharing_a_start_make_a_tree_and_clashing_replies_are_refused() {
    let mut plan = Plan::new(Seat(1), 4);
    assert_eq!(plan.add(line("e7 e3h e6 d5v")), Ok(true));
    assert_eq!(plan.add(line("e7 e3h d8 c5v")), Ok(true));
    assert_eq!(plan.add(line("e7 e3h")), Ok(false));
    assert_eq!(plan.add(line("e7 e3h e6 d5v")), Ok(false));
    assert_eq!(
        plan.add(line("e7 e3h e6 e5h")),
        Err(NotAdded::Clash(Clash {
            theirs: "e6".into(),
            planned: "d5v".into()
        }))
    );
    assert_eq!(
        plan.add(line("e7 a1h")),
        Err(NotAdded::Clash(Clash {
            theirs: "e7".into(),
            planned: "e3h".into()
        }))
    );
    assert_eq!(plan.add(line("d9 d2")), Ok(true));
    assert_eq!(plan.lines.len(), 3);
}

#[test]
fn a_longer_line_replaces_the_line_it_goes_on_from() {
    let mut plan = Plan::new(Seat(0), 1);
    assert_eq!(plan.add(line("e2 e8")), Ok(true));
    assert_eq!(plan.add(line("e2 e8 e3 e7")), Ok(true));
    assert_eq!(plan.lines, vec![line("e2 e8 e3 e7")]);
}

#[test]
fn the_opponents_move_keeps_the_lines_it_began_and_drops_the_others() {
    let mut plan = Plan::new(Seat(1), 4);
    for l in ["e7 e3h e6 d5v", "e7 e3h d8 c5v", "d9 d2 d8 d3", "e8 e2"] {
        plan.add(line(l)).unwrap();
    }
    let (reply, rest) = plan.follow("e7");
    assert_eq!(reply.as_deref(), Some("e3h"));
    assert_eq!(rest.version, 6);
    assert_eq!(rest.lines, vec![line("e6 d5v"), line("d8 c5v")]);
    let (reply, rest) = plan.follow("e8");
    assert_eq!(reply.as_deref(), Some("e2"));
    assert!(rest.is_empty());
    let (reply, rest) = plan.follow("a1h");
    assert_eq!((reply, rest.lines.len()), (None, 0));
}

#[test]
fn the_plan_is_full_at_its_cap() {
    let mut plan = Plan::new(Seat(1), 0);
    for i in 0..MAX_LINES {
        plan.add(vec![format!("m{i}"), "r".into()]).unwrap();
    }
    assert_eq!(
        plan.add(vec!["other".into(), "r".into()]),
        Err(NotAdded::Full)
    );
    // A copy of a stored line is no new line, full or not.
    assert_eq!(plan.add(vec!["m0".into(), "r".into()]), Ok(false));
}

#[test]
fn a_plan_is_kept_as_its_json_and_without_lines_as_none() {
    let mut plan = Plan::new(Seat(1), 4);
    assert_eq!(Plan::column(Some(&plan)).unwrap(), None);
    plan.add(line("e7 e3h e6 d5v")).unwrap();
    let column = Plan::column(Some(&plan)).unwrap();
    assert_eq!(
        column.as_deref(),
        Some(r#"{"seat":1,"version":4,"lines":[["e7","e3h","e6","d5v"]]}"#)
    );
    assert_eq!(
        Plan::from_column(GameId(1), column.as_deref()).unwrap(),
        Some(plan)
    );
    assert_eq!(Plan::from_column(GameId(1), Some("")).unwrap(), None);
    assert!(matches!(
        Plan::from_column(GameId(1), Some("e7 e3h")),
        Err(StoreError::Corrupt(text)) if text.starts_with("game #1: plan:")
    ));
}
