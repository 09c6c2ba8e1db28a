//! The web page's board: `board_svg` is the PNG's picture drawn by the same code on vectors (how
//! a browser draws it is checked in the web tests, `browser::svg_board`). Each SVG parses as XML;
//! its targets name every place a legal move touches, in the game's notation, where the game's
//! `Geometry` puts them, turned with the board for the side it is seen from.

use std::collections::HashSet;

use teban::games::niwa::Move as NiwaMove;
use teban::games::quoridor::{Fence, Move as QuoridorMove};
use teban::games::sensei::Action;
use teban::games::{AnyGame, Game, Seat};
use teban::render::kit::Point;
use teban::render::{board_svg, niwa, quoridor, sensei, Targets, View};

use crate::support::boards::{
    niwa_after, positions, quoridor_four, quoridor_middle, sensei_arrows, view,
};

/// The targets of `svg`: (kind, notation) of each, after checking the document's shape.
fn targets(svg: &str) -> HashSet<(String, String)> {
    let doc = roxmltree::Document::parse(svg).expect("the SVG is well-formed XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    let (w, h) = (
        root.attribute("width").unwrap(),
        root.attribute("height").unwrap(),
    );
    assert_eq!(
        root.attribute("viewBox"),
        Some(format!("0 0 {w} {h}").as_str())
    );
    assert!(root
        .attribute("font-family")
        .unwrap()
        .contains("DejaVu Sans"));
    let mut ids = HashSet::new();
    let mut found = HashSet::new();
    for node in doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("target"))
    {
        let id = node.attribute("id").expect("every target has an id");
        assert!(ids.insert(id.to_string()), "the id {id} is unique");
        let hit = node
            .children()
            .find(|c| c.attribute("class") == Some("hit"));
        assert!(hit.is_some(), "{id} has a region to point at");
        found.insert((
            node.attribute("data-kind").unwrap().to_string(),
            node.attribute("data-target").unwrap().to_string(),
        ));
    }
    found
}

fn has(found: &HashSet<(String, String)>, kind: &str, name: impl ToString) -> bool {
    found.contains(&(kind.to_string(), name.to_string()))
}

#[test]
fn every_legal_move_touches_only_named_targets() {
    for (name, game, view) in positions() {
        let svg = board_svg(&game, &view, Targets::Board);
        let found = targets(&svg);
        let mut checked = 0;
        match &game {
            AnyGame::Quoridor(q) => {
                assert_eq!(found.len(), 81 + 128 + usize::from(q.players()), "{name}");
                for mv in q.legal_moves() {
                    let ok = match mv {
                        QuoridorMove::Pawn(to) => has(&found, "square", to),
                        QuoridorMove::Fence(fence) => has(&found, "fence", fence),
                        QuoridorMove::Pass => true,
                    };
                    assert!(ok, "{name}: {mv} has no target");
                    checked += 1;
                }
            }
            AnyGame::Sensei(s) => {
                for action in s.legal_next_actions(&[]) {
                    let ok = match action {
                        Action::Stone { from, to } => {
                            has(&found, "stone", from) && has(&found, "square", to)
                        }
                        Action::Character { to } => {
                            let seat = s.to_move().unwrap();
                            has(&found, "character", s.character(seat)) && has(&found, "square", to)
                        }
                    };
                    assert!(ok, "{name}: {action:?} has no target");
                    checked += 1;
                }
            }
            AnyGame::Niwa(n) => {
                for mv in n.legal_moves() {
                    let ok = match &mv {
                        NiwaMove::Setup { .. } => {
                            mv.path().iter().all(|cell| has(&found, "cell", cell))
                        }
                        NiwaMove::Walk { from, steps, .. } => {
                            has(&found, "figurine", from)
                                && mv.path().iter().all(|cell| has(&found, "cell", cell))
                                && steps
                                    .iter()
                                    .filter_map(|s| s.give)
                                    .all(|give| has(&found, "figurine", give))
                        }
                        NiwaMove::Give { from, to } => {
                            has(&found, "bead", from) && has(&found, "figurine", to)
                        }
                    };
                    assert!(ok, "{name}: {mv} has no target");
                    checked += 1;
                }
            }
        }
        assert!(checked > 0, "{name}: no legal move checked");
        let plain = board_svg(&game, &view, Targets::None);
        assert!(
            targets(&plain).is_empty(),
            "{name}: targets only when asked"
        );
    }
}

/// The centre of the bounding box of the `hit` region of the target `id`, from its attributes.
fn hit_centre(svg: &str, id: &str) -> Point {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let target = doc
        .descendants()
        .find(|n| n.attribute("id") == Some(id))
        .unwrap_or_else(|| panic!("no target {id}"));
    let hit = target
        .children()
        .find(|c| c.attribute("class") == Some("hit"))
        .unwrap();
    let number = |name: &str| -> f32 { hit.attribute(name).unwrap().parse().unwrap() };
    match hit.tag_name().name() {
        "rect" => Point::new(
            number("x") + number("width") / 2.0,
            number("y") + number("height") / 2.0,
        ),
        "circle" => Point::new(number("cx"), number("cy")),
        "polygon" => {
            let points: Vec<(f32, f32)> = hit
                .attribute("points")
                .unwrap()
                .split(' ')
                .map(|p| {
                    let (x, y) = p.split_once(',').unwrap();
                    (x.parse().unwrap(), y.parse().unwrap())
                })
                .collect();
            let n = points.len() as f32;
            Point::new(
                points.iter().map(|p| p.0).sum::<f32>() / n,
                points.iter().map(|p| p.1).sum::<f32>() / n,
            )
        }
        other => panic!("unexpected {other}"),
    }
}

fn near(a: Point, b: Point) -> bool {
    (a.x - b.x).abs() < 0.02 && (a.y - b.y).abs() < 0.02
}

#[test]
fn targets_lie_where_the_pictures_geometry_puts_them_on_every_side() {
    use teban::games::quoridor::{Orientation, Square};
    let game = quoridor_four();
    let AnyGame::Quoridor(q) = &game else {
        unreachable!()
    };
    for side in [
        None,
        Some(Seat(0)),
        Some(Seat(1)),
        Some(Seat(2)),
        Some(Seat(3)),
    ] {
        let svg = board_svg(&game, &view(side, false), Targets::Board);
        let geometry = quoridor::Geometry::seen_from(q, side);
        let square = Square::new(1, 6);
        assert!(near(
            hit_centre(&svg, "square-b7"),
            geometry.square_centre(square)
        ));
        let fence = Fence::new(Square::new(4, 2), Orientation::Horizontal);
        // The fence's groove is centred on the fence's slot, away from the board's edges.
        assert!(near(
            hit_centre(&svg, "fence-e3h"),
            geometry.fence(fence).centre()
        ));
        let pawn = q.pawn(Seat(1)).unwrap();
        assert!(near(
            hit_centre(&svg, &format!("pawn-{pawn}-2")),
            geometry.square_centre(pawn)
        ));
    }
    let game = sensei_arrows();
    let AnyGame::Sensei(s) = &game else {
        unreachable!()
    };
    for side in [None, Some(Seat(1))] {
        let svg = board_svg(&game, &view(side, false), Targets::Board);
        let geometry = sensei::Geometry::seen_from(side);
        let square = teban::games::sensei::Square::new(5, 4);
        assert!(near(
            hit_centre(&svg, "square-f5"),
            geometry.square_centre(square)
        ));
        assert!(near(
            hit_centre(&svg, "stone-f5-1"),
            geometry.square_centre(square)
        ));
        let sage = s.character(Seat(0));
        assert!(near(
            hit_centre(&svg, &format!("character-{sage}-1")),
            geometry.face(sage).0
        ));
    }
    let game = niwa_after(14);
    let AnyGame::Niwa(n) = &game else {
        unreachable!()
    };
    for side in [None, Some(Seat(1))] {
        let svg = board_svg(&game, &view(side, false), Targets::Board);
        let geometry = niwa::Geometry::seen_from(n.garden(), side);
        let figurine = &n.figurines()[0];
        let cell = figurine.cell;
        let centre = geometry.centre(n.garden(), cell);
        let hex = hit_centre(&svg, &format!("cell-{cell}"));
        assert!((hex.x - centre.x).abs() < 0.05 && (hex.y - centre.y).abs() < 0.05);
        let seat = figurine.seat.as_number();
        assert!(near(
            hit_centre(&svg, &format!("figurine-{cell}-{seat}")),
            geometry.figurine(n.garden(), cell)
        ));
        if !figurine.beads.is_empty() {
            let colour = figurine.beads[0].letter();
            assert!(near(
                hit_centre(&svg, &format!("bead-{cell}-0-{colour}")),
                geometry.bead(n.garden(), cell, 0)
            ));
        }
    }
}

#[test]
fn a_fence_target_shows_the_fence_it_would_place() {
    let game = quoridor_middle();
    let AnyGame::Quoridor(q) = &game else {
        unreachable!()
    };
    let svg = board_svg(&game, &view(None, false), Targets::Board);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let geometry = quoridor::Geometry::new(q);
    for fence in ["a1v", "h8h", "e3h"] {
        let target = doc
            .descendants()
            .find(|n| n.attribute("id") == Some(&format!("fence-{fence}")))
            .unwrap();
        let mark = target
            .children()
            .find(|c| c.attribute("class") == Some("mark"))
            .expect("a fence's target shows its slot");
        let Ok(QuoridorMove::Fence(placed)) = fence.parse() else {
            panic!("{fence} is a fence")
        };
        let slot = geometry.fence(placed);
        let x: f32 = mark.attribute("x").unwrap().parse().unwrap();
        let width: f32 = mark.attribute("width").unwrap().parse().unwrap();
        assert!(
            (x - slot.x).abs() < 0.01 && (width - slot.w).abs() < 0.01,
            "{fence}"
        );
        assert_eq!(mark.attribute("fill"), Some("none"));
    }
}

#[test]
fn names_are_text_safely_escaped() {
    let names = vec!["<b>A&\"'".to_string(), "Zoë\u{7}".to_string()];
    let view = View {
        names: names.clone(),
        ..View::default()
    };
    let svg = board_svg(&quoridor_middle(), &view, Targets::Board);
    let doc = roxmltree::Document::parse(&svg).expect("hostile names keep the XML well-formed");
    let texts: Vec<String> = doc
        .descendants()
        .filter(|n| n.tag_name().name() == "text")
        .filter_map(|n| n.text().map(str::to_string))
        .collect();
    assert!(texts.contains(&names[0]), "{texts:?}");
    assert!(texts.contains(&"Zoë".to_string()), "{texts:?}");
    assert!(!svg.contains("<b>"));
}
