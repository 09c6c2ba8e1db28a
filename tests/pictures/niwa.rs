//! The Niwa picture seen from outside: render positions through `board_png`, decode the PNG, and
//! look for the colours where the picture's geometry (itself the garden's geometry) says things
//! must be.

use image::RgbImage;
use proptest::prelude::*;
use teban::games::niwa::{Cell, Garden, GardenName, Move, Niwa, NiwaOptions};
use teban::games::{AnyGame, Game, Seat};
use teban::render::kit::{Colour, Point};
use teban::render::niwa::{
    base_colour, bead_colour, hint_colour, seat_colour, Geometry, PATH, SAND,
};
use teban::render::{board_png, View};

fn new_game(garden: GardenName) -> Niwa {
    Niwa::new(&NiwaOptions { garden })
}

fn view(hints: bool) -> View {
    View {
        names: vec!["Aiko".into(), "Ben".into()],
        hints,
        ..View::default()
    }
}

/// The decoded picture of `game` and its geometry.
fn picture(game: &Niwa, view: &View) -> (RgbImage, Geometry) {
    let png = board_png(&AnyGame::Niwa(game.clone()), view);
    let image = image::load_from_memory(&png)
        .expect("the PNG decodes")
        .to_rgb8();
    (image, Geometry::new(game.garden()))
}

fn at(image: &RgbImage, p: Point) -> Colour {
    let (x, y) = p.pixel();
    Colour(image.get_pixel(x, y).0)
}

fn lerp(a: Point, b: Point, t: f32) -> Point {
    Point::new(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
}

/// A point of `cell`'s open sand: towards its lower-left corner, clear of its name, its lines,
/// its figurine and the torii of a base.
fn open_sand(garden: &Garden, geometry: &Geometry, cell: Cell) -> Point {
    let corners = garden.corners(cell).expect("the cell is in the garden");
    // Corners go counter-clockwise from the right in the unit layout (y up): 4 is lower left.
    lerp(
        geometry.centre(garden, cell),
        geometry.point(corners[4]),
        0.6,
    )
}

/// A point on the body of the figurine on `cell`, clear of its seat number and its highlight.
fn figurine_body(garden: &Garden, geometry: &Geometry, cell: Cell) -> Point {
    let c = geometry.figurine(garden, cell);
    Point::new(
        c.x - 0.6 * geometry.figurine_radius(),
        c.y + 0.1 * geometry.figurine_radius(),
    )
}

/// Both players set up with the first setup `legal_moves` lists.
fn set_up(garden: GardenName) -> Niwa {
    let mut game = new_game(garden);
    for _ in 0..2 {
        let setup = game.legal_moves()[0].clone();
        game.play(&setup).expect("a listed setup is legal");
    }
    game
}

/// After both setups, the first listed move of a single step.
fn after_a_step(garden: GardenName) -> (Niwa, Cell, Cell) {
    let mut game = set_up(garden);
    let step = game
        .legal_moves()
        .into_iter()
        .find_map(|mv| match &mv {
            Move::Walk {
                from,
                steps,
                jump: None,
            } if steps.len() == 1 => Some((mv.clone(), *from, steps[0].to)),
            _ => None,
        })
        .expect("a set-up player can take a single step");
    game.play(&step.0).expect("a listed move is legal");
    (game, step.1, step.2)
}

#[test]
fn the_picture_fits_a_phone_and_a_message() {
    for garden in GardenName::ALL {
        let game = set_up(garden);
        let png = board_png(&AnyGame::Niwa(game.clone()), &view(true));
        // Every one of some 220 lines carries a lettered badge and every space its name: the
        // garden compresses to about 160 KB, a little over the 140 KB the kit aims for.
        assert!(png.len() < 170 * 1024, "{garden}: {} bytes", png.len());
        let (image, geometry) = picture(&game, &view(true));
        assert!(image.width() <= 1000, "{garden}: {} px wide", image.width());
        assert_eq!(
            (image.width(), image.height()),
            (geometry.width, geometry.height)
        );
        // Every space lies on the stone ground.
        for cell in game.garden().cells() {
            assert!(geometry
                .ground
                .contains(geometry.centre(game.garden(), *cell)));
        }
    }
}

#[test]
fn every_line_is_drawn_in_its_colour() {
    let game = new_game(GardenName::Compact);
    let garden = game.garden();
    let (image, geometry) = picture(&game, &view(false));
    let edges = garden.edges();
    assert!(edges.len() > 100, "{} lines", edges.len());
    for edge in edges {
        let [a, b] = geometry.line(garden, edge.a, edge.b).expect("neighbours");
        // Away from the letter badge at the middle, along the bar.
        let p = lerp(lerp(a, b, 0.5), b, 0.6);
        assert_eq!(
            at(&image, p),
            bead_colour(edge.colour),
            "the line {edge} at {p:?}"
        );
    }
}

#[test]
fn the_bases_are_marked_in_their_seat_colour_and_empty_spaces_are_sand() {
    let game = new_game(GardenName::Wide);
    let garden = game.garden();
    let (image, geometry) = picture(&game, &view(false));
    for seat in [Seat(0), Seat(1)] {
        let base = garden.base(seat);
        assert_eq!(
            at(&image, open_sand(garden, &geometry, base)),
            base_colour(seat),
            "{seat:?}'s base {base}"
        );
    }
    assert_ne!(base_colour(Seat(0)), base_colour(Seat(1)));
    let starts: Vec<Cell> = [Seat(0), Seat(1)]
        .iter()
        .flat_map(|s| garden.start_spaces(*s))
        .collect();
    let mut plain = 0;
    for &cell in garden.cells() {
        if starts.contains(&cell) || garden.base(Seat(0)) == cell || garden.base(Seat(1)) == cell {
            assert_ne!(
                at(&image, open_sand(garden, &geometry, cell)),
                SAND,
                "{cell}"
            );
        } else {
            assert_eq!(
                at(&image, open_sand(garden, &geometry, cell)),
                SAND,
                "{cell}"
            );
            plain += 1;
        }
    }
    assert_eq!(plain, garden.cells().len() - 14);
}

#[test]
fn figurines_stand_in_their_seat_colour_with_their_beads_top_first() {
    let (game, _, _) = after_a_step(GardenName::Compact);
    let garden = game.garden();
    let (image, geometry) = picture(&game, &view(false));
    let figurines = game.figurines();
    assert_eq!(figurines.len(), 6);
    for figurine in &figurines {
        assert_eq!(
            at(&image, figurine_body(garden, &geometry, figurine.cell)),
            seat_colour(figurine.seat),
            "the figurine on {}",
            figurine.cell
        );
        for (depth, bead) in figurine.beads.iter().enumerate() {
            let c = geometry.bead(garden, figurine.cell, depth);
            // Left of the letter written on the bead.
            let p = Point::new(c.x - 0.7 * geometry.bead_radius(), c.y);
            assert_eq!(
                at(&image, p),
                bead_colour(*bead),
                "bead {depth} of the figurine on {}",
                figurine.cell
            );
        }
    }
    // A step gives a bead away: some figurine carries three, the mover one.
    assert!(figurines.iter().any(|f| f.beads.len() == 3));
    assert!(figurines.iter().any(|f| f.beads.len() == 1));
}

#[test]
fn the_last_step_is_an_arrow_across_the_line_it_crossed() {
    let (game, from, to) = after_a_step(GardenName::Compact);
    let garden = game.garden();
    let (image, geometry) = picture(&game, &view(false));
    let [a, b] = geometry
        .line(garden, from, to)
        .expect("a step crosses a line");
    assert_eq!(at(&image, lerp(a, b, 0.5)), PATH);
    // The space left is tinted, no longer plain.
    let before = set_up(GardenName::Compact);
    let (untouched, _) = picture(&before, &view(false));
    let p = open_sand(garden, &geometry, from);
    assert_ne!(at(&image, p), at(&untouched, p), "the space left, {from}");
}

#[test]
fn hints_dot_where_the_player_to_move_may_step() {
    let game = set_up(GardenName::Compact);
    let garden = game.garden();
    let seat = game.to_move().expect("the game goes on");
    let first_steps: Vec<Cell> = game
        .legal_moves()
        .iter()
        .filter_map(|mv| match mv {
            Move::Walk { steps, jump, .. } => steps.first().map(|s| s.to).or(*jump),
            _ => None,
        })
        .collect();
    assert!(!first_steps.is_empty());
    let (with, geometry) = picture(&game, &view(true));
    let (without, _) = picture(&game, &view(false));
    for cell in &first_steps {
        let dot = geometry.figurine(garden, *cell);
        assert_eq!(at(&with, dot), hint_colour(seat), "hint on {cell}");
        assert_ne!(at(&without, dot), hint_colour(seat), "no hint on {cell}");
    }
    // A space no figurine can reach in one step has no dot.
    let far = garden
        .cells()
        .iter()
        .find(|c| {
            !first_steps.contains(c)
                && game.figurine_on(**c).is_none()
                && ![Seat(0), Seat(1)].iter().any(|s| garden.base(*s) == **c)
        })
        .expect("most spaces are out of reach");
    let dot = geometry.figurine(garden, *far);
    assert_ne!(at(&with, dot), hint_colour(seat), "{far}");
}

#[test]
fn a_finished_game_is_drawn() {
    let mut game = set_up(GardenName::Path);
    game.resign(Seat(0));
    let (image, geometry) = picture(&game, &view(true));
    assert_eq!(image.width(), geometry.width);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_games_always_draw(garden in 0usize..3, picks in prop::collection::vec(any::<u16>(), 0..30), hints: bool) {
        let mut game = new_game(GardenName::ALL[garden]);
        for pick in picks {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            game.play(&legal[pick as usize % legal.len()]).expect("a listed turn is legal");
        }
        let (image, geometry) = picture(&game, &view(hints));
        prop_assert_eq!((image.width(), image.height()), (geometry.width, geometry.height));
        for figurine in game.figurines() {
            prop_assert_eq!(
                at(&image, figurine_body(game.garden(), &geometry, figurine.cell)),
                seat_colour(figurine.seat)
            );
        }
    }
}
