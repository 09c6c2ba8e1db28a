//! The Quoridor picture seen from outside: render fixed positions through `board_png`, decode the
//! PNG, and look for the colours where the board's geometry says things must be.

use image::RgbImage;
use proptest::prelude::*;
use teban::games::quoridor::{Fence, Move, Orientation, Quoridor, Square};
use teban::games::{AnyGame, Game, GameKind, Seat};
use teban::render::kit::{palette, Colour, Point, Rect};
use teban::render::quoridor::{hint_colour, seat_colour, Geometry};
use teban::render::{board_png, View};

fn game(players: u8, moves: &str) -> AnyGame {
    let variant = format!("{players}-players");
    AnyGame::replay(
        GameKind::Quoridor,
        Some(&variant),
        &GameKind::Quoridor.split_moves(moves),
    )
    .expect("the test's moves are legal")
}

fn quoridor(game: &AnyGame) -> &Quoridor {
    match game {
        AnyGame::Quoridor(q) => q,
        other => panic!("a Quoridor game was built, not {}", other.kind()),
    }
}

fn view(hints: bool) -> View {
    View {
        names: vec!["Ann".into(), "Bob".into(), "Chidi".into(), "Dagrun".into()],
        hints,
        ..View::default()
    }
}

/// The decoded picture and its geometry.
fn picture(game: &AnyGame, view: &View) -> (RgbImage, Geometry) {
    let png = board_png(game, view);
    let image = image::load_from_memory(&png)
        .expect("the PNG decodes")
        .to_rgb8();
    (image, Geometry::new(quoridor(game)))
}

fn at(image: &RgbImage, p: Point) -> Colour {
    let (x, y) = p.pixel();
    Colour(image.get_pixel(x, y).0)
}

fn sq(name: &str) -> Square {
    match name.parse::<Move>() {
        Ok(Move::Pawn(square)) => square,
        other => panic!("{name} is not a square: {other:?}"),
    }
}

fn fence(name: &str) -> Fence {
    match name.parse::<Move>() {
        Ok(Move::Fence(fence)) => fence,
        other => panic!("{name} is not a fence: {other:?}"),
    }
}

/// A point on a pawn's body, clear of the seat number written at its centre.
fn pawn_body(geometry: &Geometry, square: Square) -> Point {
    let c = geometry.square_centre(square);
    Point::new(c.x - 0.6 * geometry.pawn_radius(), c.y)
}

fn every_square() -> impl Iterator<Item = Square> {
    (0..9).flat_map(|rank| (0..9).map(move |file| Square::new(file, rank)))
}

fn distinct_colours(image: &RgbImage, rect: Rect) -> usize {
    let mut seen = std::collections::HashSet::new();
    for y in rect.y as u32..rect.bottom() as u32 {
        for x in rect.x as u32..rect.right() as u32 {
            seen.insert(image.get_pixel(x, y).0);
        }
    }
    seen.len()
}

fn count_colour(image: &RgbImage, rect: Rect, colour: Colour) -> usize {
    let mut n = 0;
    for y in rect.y as u32..rect.bottom() as u32 {
        for x in rect.x as u32..rect.right() as u32 {
            n += usize::from(image.get_pixel(x, y).0 == colour.0);
        }
    }
    n
}

#[test]
fn the_start_shows_both_pawns_on_an_empty_board_under_a_header() {
    let start = game(2, "");
    let png = board_png(&start, &view(false));
    assert!(png.len() < 150 * 1024, "{} bytes", png.len());
    let (image, g) = picture(&start, &view(false));
    assert_eq!((image.width(), image.height()), (g.width, g.height));
    assert!(
        g.width <= 1000 && g.height <= 1000,
        "{}x{}",
        g.width,
        g.height
    );

    assert_eq!(at(&image, pawn_body(&g, sq("e1"))), seat_colour(Seat(0)));
    assert_eq!(at(&image, pawn_body(&g, sq("e9"))), seat_colour(Seat(1)));
    assert_ne!(seat_colour(Seat(0)), seat_colour(Seat(1)));
    for empty in ["e5", "a1", "i9", "e2", "d1"] {
        assert_eq!(
            at(&image, g.square_centre(sq(empty))),
            palette::SQUARE,
            "{empty}"
        );
    }
    // No fence yet: the groove crossing of e3h is bare wood.
    assert_eq!(at(&image, g.fence(fence("e3h")).centre()), palette::GROOVE);
    // The header carries text and tokens, not a flat band.
    assert!(distinct_colours(&image, g.header) > 50);
    assert!(g.header.bottom() <= g.board.y);
}

#[test]
fn each_fence_stands_in_its_slot_in_the_colour_of_the_seat_that_placed_it() {
    let position = game(2, "e3h a7v c5h e8 f6v");
    let (image, g) = picture(&position, &view(false));
    for (name, seat) in [("e3h", 0), ("a7v", 1), ("c5h", 0), ("f6v", 0)] {
        let slot = g.fence(fence(name));
        assert_eq!(at(&image, slot.centre()), seat_colour(Seat(seat)), "{name}");
        // Both halves of the fence are drawn, not only its middle.
        let quarter = match fence(name).orientation() {
            Orientation::Horizontal => Point::new(slot.x + slot.w * 0.25, slot.centre().y),
            Orientation::Vertical => Point::new(slot.centre().x, slot.y + slot.h * 0.75),
        };
        assert_eq!(at(&image, quarter), seat_colour(Seat(seat)), "{name}");
    }
    assert_eq!(at(&image, g.fence(fence("g2h")).centre()), palette::GROOVE);
    // Fences left: seat 1 placed three of ten, seat 2 one.
    let q = quoridor(&position);
    assert_eq!((q.fences_left(Seat(0)), q.fences_left(Seat(1))), (7, 9));
}

#[test]
fn the_last_pawn_move_marks_the_square_left_and_the_square_reached() {
    let (image, g) = picture(&game(2, "e2 e8"), &view(false));
    assert_eq!(at(&image, g.square_centre(sq("e9"))), palette::LAST_FROM);
    let reached = g.square(sq("e8"));
    let beside_pawn = Point::new(reached.x + 2.5, reached.centre().y);
    assert_eq!(at(&image, beside_pawn), palette::LAST_TO);
    assert_eq!(at(&image, pawn_body(&g, sq("e8"))), seat_colour(Seat(1)));
    // Seat 1's earlier move is not highlighted any more.
    assert_eq!(at(&image, g.square_centre(sq("e1"))), palette::SQUARE);
}

#[test]
fn a_new_fence_glows_and_an_old_one_does_not() {
    let (image, g) = picture(&game(2, "e3h b7h"), &view(false));
    let just_outside = |f: &str| {
        let slot = g.fence(fence(f));
        Point::new(slot.centre().x, slot.y - 1.0)
    };
    let glow = at(&image, just_outside("b7h"));
    assert_ne!(glow, palette::GROOVE);
    assert!(glow.luma() > palette::GROOVE.luma() + 40.0, "{glow:?}");
    assert!(at(&image, just_outside("e3h")).luma() < palette::GROOVE.luma() + 10.0);
}

#[test]
fn hints_dot_exactly_the_squares_the_pawn_to_move_may_reach() {
    // Face to face on e5/e6 with a fence behind seat 2: seat 1 may side-step to d6 and f6.
    let position = game(2, "e2 e8 e3 e7 e4 e6 e5 e6h");
    let q = quoridor(&position);
    let mover = q.to_move().unwrap();
    let legal = q.legal_pawn_moves();
    assert!(
        legal.contains(&sq("d6")) && legal.contains(&sq("f6")),
        "{legal:?}"
    );
    let (with, g) = picture(&position, &view(true));
    let (without, _) = picture(&position, &view(false));
    let dot = hint_colour(mover);
    for square in every_square() {
        let centre = g.square_centre(square);
        if legal.contains(&square) {
            assert_eq!(at(&with, centre), dot, "{square} is legal");
        } else {
            assert_ne!(at(&with, centre), dot, "{square} is not legal");
        }
        assert_ne!(at(&without, centre), dot, "{square} without hints");
    }
}

#[test]
fn four_players_show_four_pawns_four_goal_edges_and_taller_header() {
    let position = game(4, "e2 b5 e8 h5 e3h");
    let (image, g) = picture(&position, &view(true));
    let two = Geometry::new(quoridor(&game(2, "")));
    assert!(g.header.h > two.header.h && g.width <= 1000 && g.height <= 1000);
    for (seat, square) in [(0, "e2"), (1, "b5"), (2, "e8"), (3, "h5")] {
        assert_eq!(
            at(&image, pawn_body(&g, sq(square))),
            seat_colour(Seat(seat)),
            "seat {} on {square}",
            seat + 1
        );
    }
    let q = quoridor(&position);
    let mut bars = Vec::new();
    for seat in (0..4).map(Seat) {
        let bar = g.goal_bar(q, seat).expect("every seat has a goal");
        // A quarter along the bar, clear of the seat number in its middle.
        let quarter = if bar.w > bar.h {
            Point::new(bar.x + bar.w / 4.0, bar.centre().y)
        } else {
            Point::new(bar.centre().x, bar.y + bar.h / 4.0)
        };
        assert_eq!(at(&image, quarter), seat_colour(seat), "{seat}");
        bars.push(bar.centre());
    }
    // Seat 1 aims up, seat 2 right, seat 3 down, seat 4 left.
    assert!(bars[0].y < bars[2].y && bars[1].x > bars[3].x);
    assert_eq!(
        at(&image, g.fence(fence("e3h")).centre()),
        seat_colour(Seat(0))
    );
}

#[test]
fn a_player_who_left_a_four_player_game_has_no_pawn_on_the_board() {
    let mut position = game(4, "e2 b5");
    position.resign(Seat(1));
    let (image, g) = picture(&position, &view(false));
    assert_ne!(at(&image, pawn_body(&g, sq("b5"))), seat_colour(Seat(1)));
    assert_eq!(at(&image, pawn_body(&g, sq("e2"))), seat_colour(Seat(0)));
}

#[test]
fn a_finished_game_crowns_the_winner_and_offers_no_moves() {
    let finished = game(2, "e2 d9 e3 d8 e4 d7 e5 d6 e6 d5 e7 d4 e8 d3 e9");
    assert!(finished.is_over());
    let (image, g) = picture(&finished, &view(true));
    assert_eq!(at(&image, pawn_body(&g, sq("e9"))), seat_colour(Seat(0)));
    for square in every_square() {
        assert_ne!(at(&image, g.square_centre(square)), hint_colour(Seat(0)));
        assert_ne!(at(&image, g.square_centre(square)), hint_colour(Seat(1)));
    }
    let gold = count_colour(&image, g.header, palette::GOLD);
    assert!(gold > 100, "{gold} gold pixels");
    let (playing, _) = picture(&game(2, "e2 d9"), &view(true));
    assert_eq!(count_colour(&playing, g.header, palette::GOLD), 0);
}

#[test]
fn long_and_missing_names_do_not_break_the_picture() {
    let view = View {
        names: vec!["A".repeat(200), "😀 名人".into()],
        hints: true,
        ..View::default()
    };
    let (image, g) = picture(&game(2, "e2"), &view);
    assert_eq!((image.width(), image.height()), (g.width, g.height));
    let (image, _) = picture(&game(4, ""), &View::default());
    assert!(distinct_colours(&image, g.header) > 50);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Random legal games, with resignations in 4-player games: the picture always decodes, at
    /// the geometry's size, with every pawn in its colour.
    #[test]
    fn random_positions_always_render(
        four in any::<bool>(),
        picks in prop::collection::vec(any::<u16>(), 0..60),
        resign in prop::option::of(0u8..4),
    ) {
        let mut q = Quoridor::new(&if four { "4-players" } else { "2-players" }.parse().unwrap());
        for pick in picks {
            let moves = q.legal_moves();
            if moves.is_empty() {
                break;
            }
            q.play(&moves[usize::from(pick) % moves.len()]).unwrap();
        }
        if let (true, Some(seat)) = (four, resign) {
            q.resign(Seat(seat));
        }
        let any = AnyGame::Quoridor(q);
        let (image, g) = picture(&any, &view(true));
        prop_assert_eq!((image.width(), image.height()), (g.width, g.height));
        for seat in (0..q.players()).map(Seat) {
            if let Some(square) = q.pawn(seat) {
                prop_assert_eq!(at(&image, pawn_body(&g, square)), seat_colour(seat));
            }
        }
    }
}
