//! A turn built click by click on the web board, for each game.

use teban::games::{AnyGame, GameKind};
use teban::i18n::Lang;
use teban::render::{board_svg, Targets, View};
use teban::web::turn::*;

fn start(kind: GameKind, variant: Option<&str>) -> AnyGame {
    AnyGame::new(kind, variant).unwrap()
}

fn played(moves: &[&str]) -> Vec<String> {
    moves.iter().map(|m| m.to_string()).collect()
}

fn find<'a>(turn: &'a Turn, notation: &str) -> &'a Choice {
    turn.choices
        .iter()
        .find(|c| c.notation == notation)
        .unwrap_or_else(|| panic!("{notation} is not offered: {:?}", turn.choices))
}

fn clicks(choice: &Choice) -> Vec<(&str, &str)> {
    choice
        .clicks
        .iter()
        .map(|c| (c.kind, c.at.as_str()))
        .collect()
}

#[test]
fn quoridor_offers_every_legal_move_by_its_square_or_its_groove_then_the_move_itself() {
    let game = start(GameKind::Quoridor, None);
    let turn = turn(&game, &[], Lang::En).unwrap();
    assert_eq!(turn.choices.len(), 131, "the rules' 131 first moves");
    assert_eq!(turn.complete, None);
    let fence = find(&turn, "e3h");
    assert_eq!(fence.name, "fence e3h");
    assert_eq!(clicks(fence), [("fence", "e3h")]);
    assert_eq!(fence.clicks[0].name, "fence e3h");
    let step = find(&turn, "e2");
    assert_eq!(clicks(step), [("square", "e2")]);
    assert!(step.name.contains("e2"), "{}", step.name);
    let french = teban::web::turn::turn(&game, &[], Lang::Fr).unwrap();
    assert_eq!(find(&french, "e3h").name, "barrière e3h");

    let chosen = teban::web::turn::turn(&game, &played(&["e3h"]), Lang::En).unwrap();
    assert!(chosen.choices.is_empty());
    assert_eq!(chosen.complete.as_deref(), Some("e3h"));
    assert!(teban::web::turn::turn(&game, &played(&["e5"]), Lang::En).is_none());
    assert!(teban::web::turn::turn(&game, &played(&["e2", "e3"]), Lang::En).is_none());
}

#[test]
fn a_whole_move_comes_with_its_preview_drawn_with_targets() {
    let game = start(GameKind::Quoridor, None);
    let view = View::default();
    let empty = with_preview(turn(&game, &[], Lang::En).unwrap(), &game, &view);
    assert_eq!(empty.preview, None);
    let chosen = turn(&game, &played(&["e3h"]), Lang::En).unwrap();
    let chosen = with_preview(chosen, &game, &view);
    let svg = chosen.preview.expect("a preview");
    assert!(svg.starts_with("<svg") && svg.contains("data-target=\"e3h\""));
    assert_ne!(svg, board_svg(&game, &view, Targets::Board));
}

#[test]
fn sensei_builds_a_turn_action_by_action_up_to_three() {
    let game = start(GameKind::Sensei, Some("arashi"));
    let first = turn(&game, &[], Lang::En).unwrap();
    assert_eq!(first.complete, None, "at least one action");
    let stone = find(&first, "b1-b4");
    assert_eq!(clicks(stone), [("stone", "b1"), ("square", "b4")]);
    assert_eq!(stone.clicks[0].name, "choose b1");
    assert!(stone.name.contains("b1-b4"), "{}", stone.name);

    let one = turn(&game, &played(&["b1-b3"]), Lang::En).unwrap();
    assert_eq!(one.complete.as_deref(), Some("b1-b3"));
    let character = find(&one, "@b3");
    assert_eq!(clicks(character), [("character", "d1"), ("square", "b3")]);
    assert_eq!(character.name, "character @b3");
    // The same stone moves again from where it now stands.
    assert_eq!(
        clicks(find(&one, "b3-b4")),
        [("stone", "b3"), ("square", "b4")]
    );

    let two = turn(&game, &played(&["b1-b3", "@b3"]), Lang::En).unwrap();
    assert!(
        two.choices.iter().all(|c| !c.notation.starts_with('@')),
        "one character move"
    );
    assert!(
        two.choices.iter().all(|c| !c.notation.starts_with("b3-")),
        "the Sage's stone stays"
    );
    let second = &two.choices[0];
    let three = played(&["b1-b3", "@b3", &second.notation]);
    let full = turn(&game, &three, Lang::En).unwrap();
    assert!(full.choices.is_empty(), "three actions at most");
    assert_eq!(full.complete, Some(three.join(" ")));
    assert!(turn(&game, &played(&["b1-b4", "b1-b4"]), Lang::En).is_none());
    assert!(turn(&game, &played(&["d1-d2"]), Lang::En).is_none());
}

#[test]
fn niwa_sets_up_place_by_place_then_walks_step_by_step() {
    let mut game = start(GameKind::Niwa, None);
    let first = turn(&game, &[], Lang::En).unwrap();
    assert_eq!(
        first.choices.len(),
        6,
        "the six start spaces for the green pair"
    );
    let place = &first.choices[0];
    assert!(place.notation.ends_with(":G"), "{}", place.notation);
    assert_eq!(place.clicks.len(), 1);
    assert_eq!(place.clicks[0].kind, "cell");
    let mut chosen = Vec::new();
    let mut at = first;
    while at.complete.is_none() {
        chosen.push(at.choices[0].notation.clone());
        at = turn(&game, &chosen, Lang::En).unwrap();
    }
    let setup = at.complete.unwrap();
    assert!(
        setup.starts_with("setup ") && setup.ends_with(":P"),
        "{setup}"
    );
    game.play(&setup).unwrap();
    let second = game.legal_moves()[0].clone();
    game.play(&second).unwrap();

    let walks = turn(&game, &[], Lang::En).unwrap();
    let figurine = walks
        .choices
        .iter()
        .find(|c| c.clicks.first().is_some_and(|k| k.kind == "figurine"))
        .expect("a figurine to move");
    assert!(figurine.name.contains(&figurine.notation));
    let steps = turn(&game, std::slice::from_ref(&figurine.notation), Lang::En).unwrap();
    assert!(!steps.choices.is_empty());
    assert!(steps
        .choices
        .iter()
        .all(|c| c.clicks.first().is_some_and(|k| k.kind == "cell")));
    let step = &steps.choices[0];
    let walked = played(&[&figurine.notation, &step.notation]);
    let after = turn(&game, &walked, Lang::En).unwrap();
    assert_eq!(
        after.complete,
        Some(walked.join(" ")),
        "a figurine may stop after any step"
    );
}

#[test]
fn quoridor_says_why_each_fence_that_may_not_stand_may_not() {
    let game = AnyGame::replay(GameKind::Quoridor, None, &["e2", "e8", "a3h"]).unwrap();
    let turn = turn(&game, &[], Lang::En).unwrap();
    let why = turn.refused.get("b3h").expect("b3h overlaps a3h");
    println!("b3h: {why}");
    assert!(why.contains("overlap"), "{why}");
    assert!(!turn.refused.contains_key("e3h"), "e3h may stand");
    assert!(turn.refused.contains_key("a3h"), "a3h stands already");
    let fences = turn.choices.iter().filter(|c| c.clicks[0].kind == "fence");
    assert_eq!(
        turn.refused.len() + fences.count(),
        128,
        "every fence said once"
    );
    let french = teban::web::turn::turn(&game, &[], Lang::Fr).unwrap();
    assert_ne!(french.refused["b3h"], *why, "in the player's language");
    let chosen = teban::web::turn::turn(&game, &played(&["e3h"]), Lang::En).unwrap();
    assert!(chosen.refused.is_empty(), "said before anything is chosen");
}
