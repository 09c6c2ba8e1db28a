//! The Sensei picture seen from outside: render positions through `board_png`, decode the PNG,
//! and look for the colours where the board's geometry says things must be.

use image::RgbImage;
use proptest::prelude::*;
use teban::games::sensei::{Action, Sensei, Square};
use teban::games::{AnyGame, Game, GameKind, Seat};
use teban::render::kit::{palette, Colour, Point};
use teban::render::sensei::{
    home_wood, stone_colour, Geometry, ARROW, HINT, HINT_WIN, MONKEY_FUR, PIT, SAGE_HAT,
};
use teban::render::{board_png, View};

const PRESETS: [&str; 4] = ["arashi", "shizukana", "shizukana-variant", "arashi-expert"];
/// A turn of three actions for seat 1 from the standard start: a stone up the b-file, the Sage
/// along the diagonal onto it, a stone up the f-file.
const THREE_ACTIONS: &str = "b1-b3 @b3 f1-f5";
/// The Sage wins in `arashi`: it crosses to g1, then jumps the long diagonal onto a7.
const SAGE_WINS: &str = "e1-e6; a7-a3; e6-a6 a6-a7 @g1; c7-c6; @a7";

fn game(preset: &str, moves: &str) -> AnyGame {
    AnyGame::replay(
        GameKind::Sensei,
        Some(preset),
        &GameKind::Sensei.split_moves(moves),
    )
    .expect("the test's turns are legal")
}

fn sensei(game: &AnyGame) -> &Sensei {
    match game {
        AnyGame::Sensei(s) => s,
        other => panic!("a Sensei game was built, not {}", other.kind()),
    }
}

fn view(hints: bool) -> View {
    View {
        names: vec!["Ann".into(), "Bob".into()],
        hints,
        ..View::default()
    }
}

fn picture(game: &AnyGame, view: &View) -> RgbImage {
    let png = board_png(game, view);
    image::load_from_memory(&png)
        .expect("the PNG decodes")
        .to_rgb8()
}

fn at(image: &RgbImage, p: Point) -> Colour {
    let (x, y) = p.pixel();
    Colour(image.get_pixel(x, y).0)
}

fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

fn every_square() -> impl Iterator<Item = Square> {
    (0..7).flat_map(|rank| (0..7).map(move |file| Square::new(file, rank)))
}

/// A point on a stone's body, clear of its mark and its highlight.
fn stone_body(g: &Geometry, square: Square) -> Point {
    let c = g.square_centre(square);
    let r = g.stone_radius();
    Point::new(c.x - 0.55 * r, c.y + 0.4 * r)
}

/// A point on a square's face near its top-left corner, clear of any piece.
fn square_corner(g: &Geometry, square: Square) -> Point {
    let rect = g.square(square);
    Point::new(rect.x + 10.0, rect.y + 10.0)
}

/// A point on the Sage's hat and one on the Monkey's fur (an ear, away from its inner part).
fn hat(g: &Geometry, square: Square) -> Point {
    let [a, b, c] = g.sage_hat(square);
    Point::new((a.x + b.x + c.x) / 3.0, (a.y + b.y + c.y) / 3.0)
}

fn ear(g: &Geometry, square: Square) -> Point {
    let (centre, radius) = g.monkey_ears(square)[0];
    Point::new(centre.x - 0.75 * radius, centre.y)
}

/// The squares the last turn's arrows run over, from tail to head.
fn arrow_squares(s: &Sensei) -> Vec<Square> {
    let Some(last) = s.last_turn() else {
        return Vec::new();
    };
    let mut character = last.character_from;
    let mut out = Vec::new();
    for action in last.turn.actions().iter() {
        let (from, to) = match *action {
            Action::Stone { from, to } => (from, to),
            Action::Character { to } => (std::mem::replace(&mut character, to), to),
        };
        let (df, dr) = (
            (i16::from(to.file()) - i16::from(from.file())).signum(),
            (i16::from(to.rank()) - i16::from(from.rank())).signum(),
        );
        let mut at = from;
        out.push(at);
        while at != to {
            at = Square::new(
                (i16::from(at.file()) + df) as u8,
                (i16::from(at.rank()) + dr) as u8,
            );
            out.push(at);
        }
    }
    out
}

/// The wood a square's face is made of.
fn wood(square: Square) -> Colour {
    match square.rank() {
        0 => home_wood(Seat(0)).face,
        6 => home_wood(Seat(1)).face,
        _ => palette::SQUARE,
    }
}

/// Checks every square away from the last turn's arrows: stones in their side's colour, the
/// characters' figures where the position says, pits dark, empty squares bare wood.
fn check_board(image: &RgbImage, s: &Sensei) -> Result<(), String> {
    let g = Geometry::new();
    let (arrowed, pits) = (arrow_squares(s), s.pits());
    for square in every_square() {
        if arrowed.contains(&square) {
            continue;
        }
        let seen = |p: Point| at(image, p);
        let wrong = |what: &str, got: Colour| Err(format!("{square}: {what}, got {got:?}"));
        if s.character(Seat(0)) == square {
            if seen(hat(&g, square)) != SAGE_HAT {
                return wrong("the Sage's hat", seen(hat(&g, square)));
            }
        } else if s.character(Seat(1)) == square {
            if seen(ear(&g, square)) != MONKEY_FUR {
                return wrong("the Monkey's ear", seen(ear(&g, square)));
            }
        } else if let Some(seat) = s.stone_at(square) {
            if seen(stone_body(&g, square)) != stone_colour(seat) {
                return wrong("a stone", seen(stone_body(&g, square)));
            }
        } else if pits.contains(&square) {
            if seen(g.square_centre(square)) != PIT {
                return wrong("a pit", seen(g.square_centre(square)));
            }
        } else if seen(g.square_centre(square)) != wood(square) {
            return wrong("bare wood", seen(g.square_centre(square)));
        }
        // A diagonal arrow crosses its neighbours' corners.
        let near_arrow = arrowed.iter().any(|a| {
            a.file().abs_diff(square.file()) <= 1 && a.rank().abs_diff(square.rank()) <= 1
        });
        if !near_arrow && seen(square_corner(&g, square)) != wood(square) {
            return wrong("the square's wood", seen(square_corner(&g, square)));
        }
    }
    Ok(())
}

#[test]
fn every_preset_starts_with_its_stones_characters_and_home_rows() {
    for preset in PRESETS {
        let start = game(preset, "");
        let png = board_png(&start, &view(false));
        assert!(png.len() < 150 * 1024, "{preset}: {} bytes", png.len());
        let image = picture(&start, &view(false));
        let g = Geometry::new();
        assert_eq!(
            (image.width(), image.height()),
            (g.layout.width, g.layout.height)
        );
        assert!(g.layout.width <= 1000 && g.layout.height <= 1000);
        let s = sensei(&start);
        check_board(&image, s).unwrap_or_else(|e| panic!("{preset}: {e}"));
        assert_eq!(s.stones().len(), 14);
        assert_eq!(at(&image, g.square_centre(sq("d4"))), palette::SQUARE);
    }
    // The variant start: two red stones stand on green's home row, and the reverse.
    let variant = game("shizukana-variant", "");
    let (image, g) = (picture(&variant, &view(false)), Geometry::new());
    assert_eq!(at(&image, stone_body(&g, sq("b1"))), stone_colour(Seat(1)));
    assert_eq!(at(&image, stone_body(&g, sq("f7"))), stone_colour(Seat(0)));
    assert_eq!(at(&image, stone_body(&g, sq("a1"))), stone_colour(Seat(0)));
}

#[test]
fn the_sides_differ_in_grey_by_brightness_and_by_their_marks() {
    let (green, red) = (stone_colour(Seat(0)), stone_colour(Seat(1)));
    assert!(green.luma() - red.luma() > 40.0, "{green:?} {red:?}");
    let image = picture(&game("arashi", ""), &view(false));
    let g = Geometry::new();
    // A green stone bears a ring (bare centre, light at a third of its radius), a red one a
    // diamond (light centre).
    let r = g.stone_radius();
    let c = g.square_centre(sq("b1"));
    assert_eq!(at(&image, c), green);
    assert!(at(&image, Point::new(c.x + 0.3 * r, c.y)).luma() > green.luma() + 40.0);
    let c = g.square_centre(sq("b7"));
    assert!(at(&image, c).luma() > red.luma() + 40.0);
    assert_eq!(at(&image, Point::new(c.x + 0.5 * r, c.y)), red);
    // The home rows are stained apart from the maple and from each other.
    let (home1, home2) = (home_wood(Seat(0)).face, home_wood(Seat(1)).face);
    assert!(home1 != palette::SQUARE && home2 != palette::SQUARE && home1 != home2);
}

#[test]
fn the_sage_and_the_monkey_stand_on_their_stones_and_follow_them() {
    let start = game("arashi", "");
    let image = picture(&start, &view(false));
    let g = Geometry::new();
    assert_eq!(at(&image, hat(&g, sq("d1"))), SAGE_HAT);
    assert_eq!(at(&image, ear(&g, sq("d7"))), MONKEY_FUR);
    assert_ne!(at(&image, ear(&g, sq("d1"))), MONKEY_FUR);
    assert_ne!(at(&image, hat(&g, sq("d7"))), SAGE_HAT);
    // The Sage's stone shows as a ring around its figure.
    let c = g.square_centre(sq("d1"));
    let side = Point::new(c.x - 0.84 * g.stone_radius(), c.y + 0.1 * g.stone_radius());
    assert_eq!(at(&image, side), stone_colour(Seat(0)));

    let moved = game("arashi", "e1-e6; a7-a3; e6-a6 a6-a7 @g1; c7-c6");
    let image = picture(&moved, &view(false));
    assert_eq!(sensei(&moved).character(Seat(0)), sq("g1"));
    assert_eq!(at(&image, hat(&g, sq("g1"))), SAGE_HAT);
    assert_ne!(at(&image, hat(&g, sq("d1"))), SAGE_HAT);
}

#[test]
fn the_pits_of_the_expert_board_are_dark_holes() {
    let expert = game("arashi-expert", "");
    let s = sensei(&expert);
    assert_eq!(s.pits().len(), 4);
    let image = picture(&expert, &view(false));
    let g = Geometry::new();
    for pit in s.pits() {
        let c = g.square_centre(pit);
        assert_eq!(at(&image, c), PIT, "{pit}");
        // Dark across the hole, bare wood at the square's corner.
        let edge = Point::new(c.x - 0.8 * g.pit_radius(), c.y);
        assert!(at(&image, edge).luma() < 70.0, "{pit}");
        assert_eq!(at(&image, square_corner(&g, pit)), palette::SQUARE);
    }
    // No pits on the plain board.
    let plain = picture(&game("arashi", ""), &view(false));
    for pit in s.pits() {
        assert_eq!(at(&plain, g.square_centre(pit)), palette::SQUARE, "{pit}");
    }
}

#[test]
fn the_last_turn_is_drawn_as_arrows_and_the_one_before_is_not() {
    let position = game("arashi", THREE_ACTIONS);
    let image = picture(&position, &view(false));
    let g = Geometry::new();
    let arrows = [("b1", "b3"), ("d1", "b3"), ("f1", "f5")];
    for (from, to) in arrows {
        let (tail, tip) = g.arrow(sq(from), sq(to));
        let middle = Point::new((tail.x + tip.x) / 2.0, (tail.y + tip.y) / 2.0);
        assert_eq!(at(&image, middle), ARROW, "{from}-{to}");
    }
    // The arrows' numbers sit at their tails: on b1 (emptied) the number, not the wood.
    assert_ne!(
        at(&image, g.square_centre(sq("b1"))),
        home_wood(Seat(0)).face
    );
    check_board(&image, sensei(&position)).unwrap();

    // Once seat 2 has played, only its turn is drawn.
    let later = game("arashi", &format!("{THREE_ACTIONS}; a7-a4"));
    let image = picture(&later, &view(false));
    for (from, to) in arrows {
        let (tail, tip) = g.arrow(sq(from), sq(to));
        let middle = Point::new((tail.x + tip.x) / 2.0, (tail.y + tip.y) / 2.0);
        assert_ne!(at(&image, middle), ARROW, "{from}-{to}");
    }
    let (tail, tip) = g.arrow(sq("a7"), sq("a4"));
    let middle = Point::new((tail.x + tip.x) / 2.0, (tail.y + tip.y) / 2.0);
    assert_eq!(at(&image, middle), ARROW);
    // Nothing has been played at the start: no arrow anywhere on the board.
    let start = picture(&game("arashi", ""), &view(false));
    let board = g.layout.board;
    let mut arrow_pixels = 0;
    for y in board.y as u32..board.bottom() as u32 {
        for x in board.x as u32..board.right() as u32 {
            arrow_pixels += usize::from(start.get_pixel(x, y).0 == ARROW.0);
        }
    }
    assert_eq!(arrow_pixels, 0);
}

#[test]
fn hints_ring_exactly_the_stones_the_character_may_jump_to() {
    let position = game("arashi", "e1-e6; a7-a3; e6-a6 a6-a7 @g1; c7-c6");
    let s = sensei(&position);
    let targets: Vec<Square> = s
        .legal_next_actions(&[])
        .into_iter()
        .filter_map(|a| match a {
            Action::Character { to } => Some(to),
            Action::Stone { .. } => None,
        })
        .collect();
    assert!(
        targets.contains(&sq("a7")) && targets.contains(&sq("a1")),
        "{targets:?}"
    );
    let g = Geometry::new();
    let with = picture(&position, &view(true));
    let without = picture(&position, &view(false));
    for square in every_square() {
        let c = g.square_centre(square);
        let ring = Point::new(c.x - g.hint_radius(), c.y);
        let expected = if !targets.contains(&square) {
            None
        } else if square.rank() == 6 {
            Some(HINT_WIN)
        } else {
            Some(HINT)
        };
        match expected {
            Some(colour) => assert_eq!(at(&with, ring), colour, "{square}"),
            None => {
                assert_ne!(at(&with, ring), HINT, "{square}");
                assert_ne!(at(&with, ring), HINT_WIN, "{square}");
            }
        }
        assert_ne!(at(&without, ring), HINT, "{square} without hints");
    }
}

#[test]
fn a_finished_game_crowns_the_winner_and_offers_no_hints() {
    let finished = game("arashi", SAGE_WINS);
    assert!(finished.is_over());
    let s = sensei(&finished);
    assert_eq!(s.character(Seat(0)), sq("a7"));
    let image = picture(&finished, &view(true));
    let g = Geometry::new();
    let gold = |image: &RgbImage| {
        let h = g.layout.header;
        let mut n = 0;
        for y in h.y as u32..h.bottom() as u32 {
            for x in h.x as u32..h.right() as u32 {
                n += usize::from(image.get_pixel(x, y).0 == palette::GOLD.0);
            }
        }
        n
    };
    assert!(gold(&image) > 100, "{} gold pixels", gold(&image));
    // The winner's figure stands in a golden glow, beyond its stone's shadow.
    let c = g.square_centre(sq("a7"));
    let glow = at(&image, Point::new(c.x, c.y + g.stone_radius() + 9.0));
    let wood = home_wood(Seat(1)).face;
    assert!(
        glow != wood && glow.0[2] + 20 < wood.0[2],
        "{glow:?} on {wood:?}"
    );
    for square in every_square() {
        let c = g.square_centre(square);
        let ring = Point::new(c.x - g.hint_radius(), c.y);
        assert_ne!(at(&image, ring), HINT, "{square}");
    }
    let playing = picture(&game("arashi", "e1-e6"), &view(true));
    assert_eq!(gold(&playing), 0);
}

#[test]
fn long_and_missing_names_do_not_break_the_picture() {
    let view = View {
        names: vec!["A".repeat(200), "😀 名人".into()],
        hints: true,
        ..View::default()
    };
    let image = picture(&game("arashi-expert", "b1-b2"), &view);
    let g = Geometry::new();
    assert_eq!(
        (image.width(), image.height()),
        (g.layout.width, g.layout.height)
    );
    let image = picture(&game("shizukana", ""), &View::default());
    assert_eq!(
        (image.width(), image.height()),
        (g.layout.width, g.layout.height)
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Random legal games in every preset: the picture always decodes at the geometry's size,
    /// with every stone, character and pit where the position says.
    #[test]
    fn random_positions_always_render(
        preset in 0usize..4,
        picks in prop::collection::vec(any::<u32>(), 0..24),
        hints in any::<bool>(),
    ) {
        let mut s = Sensei::new(&PRESETS[preset].parse().unwrap());
        for pick in picks {
            let turns = s.legal_moves();
            if turns.is_empty() {
                break;
            }
            s.play(&turns[pick as usize % turns.len()]).unwrap();
        }
        let any = AnyGame::Sensei(s);
        let image = picture(&any, &view(hints));
        let g = Geometry::new();
        prop_assert_eq!((image.width(), image.height()), (g.layout.width, g.layout.height));
        if let Err(e) = check_board(&image, &s) {
            return Err(TestCaseError::fail(format!("{e}\n{}", s.diagram())));
        }
    }
}
