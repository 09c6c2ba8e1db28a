//! Each player's side of the board: the picture drawn from a seat (`View::side`) is the classic
//! picture turned, its start at the bottom. Checked pixel by pixel from outside: every square's
//! (or space's) middle in the seat's picture equals the classic picture's middle of that square,
//! found where this file's own turning of the classic geometry puts it; each coordinate label's
//! glyph is found where its squares went; the header is untouched; and the classic side is the
//! classic picture byte for byte.
//!
//! Pieces, letters and numbers stand upright in every picture (only positions turn), so a
//! square's middle compares as it is, not turned; what crosses squares (fences, arrows) is
//! checked along its middle line.

use image::RgbImage;
use teban::games::niwa::{Cell, GardenName, Move as NiwaMove, Niwa, NiwaOptions};
use teban::games::quoridor::{Orientation, Quoridor, Square};
use teban::games::sensei::{Action, Sensei, Square as SenseiSquare, SIZE};
use teban::games::{AnyGame, Game, GameKind, Seat};
use teban::render::kit::{Point, Rect};
use teban::render::{board_image, board_png, niwa, quoridor, sensei, View};

fn view(side: Option<Seat>) -> View {
    View {
        names: vec!["Ann".into(), "Bob".into(), "Chidi".into(), "Dagrun".into()],
        side,
        ..View::default()
    }
}

/// The classic picture and the picture from `seat`, as drawn (before the PNG's palette, which
/// is learned from each picture's own colours).
fn pictures(game: &AnyGame, seat: Seat) -> (RgbImage, RgbImage) {
    (
        board_image(game, &view(None)),
        board_image(game, &view(Some(seat))),
    )
}

/// This test's own turning (not the renderer's): `quarters` clockwise turns about `centre`,
/// then top and bottom swapped when `flip`.
fn turned(p: Point, centre: Point, quarters: u8, flip: bool) -> Point {
    let (mut dx, mut dy) = (p.x - centre.x, p.y - centre.y);
    for _ in 0..quarters {
        (dx, dy) = (-dy, dx);
    }
    if flip {
        dy = -dy;
    }
    Point::new(centre.x + dx, centre.y + dy)
}

/// The most two drawings of the same thing may differ by, channel by channel: a glyph drawn at
/// another height lands its edges a rounding error (f32) apart, a level or two of coverage.
const ROUNDING: u8 = 4;

/// The first pixel where the `w` x `h` block at `a` in `first` and the one at `b` in `second`
/// differ (by more than [`ROUNDING`] in a channel), if any.
fn block_difference(
    first: &RgbImage,
    a: Point,
    second: &RgbImage,
    b: Point,
    (w, h): (u32, u32),
) -> Option<(u32, u32)> {
    let (ax, ay) = (a.x.round() as u32, a.y.round() as u32);
    let (bx, by) = (b.x.round() as u32, b.y.round() as u32);
    (0..h)
        .flat_map(|dy| (0..w).map(move |dx| (dx, dy)))
        .find(|&(dx, dy)| {
            let (p, q) = (
                first.get_pixel(ax + dx, ay + dy).0,
                second.get_pixel(bx + dx, by + dy).0,
            );
            (0..3).any(|i| p[i].abs_diff(q[i]) > ROUNDING)
        })
}

/// [`block_difference`] of the `side` x `side` blocks centred on `a` and `b`.
fn middle_difference(
    first: &RgbImage,
    a: Point,
    second: &RgbImage,
    b: Point,
    side: u32,
) -> Option<(u32, u32)> {
    block_difference(
        first,
        around(a, side),
        second,
        around(b, side),
        (side, side),
    )
}

/// The `side` x `side` block centred on `c`'s top-left corner.
fn around(c: Point, side: u32) -> Point {
    Point::new(c.x - side as f32 / 2.0, c.y - side as f32 / 2.0)
}

/// Where a label's ink is in the `side` x `side` block at `corner`: the light pixels (the
/// board's shadow in the margin is dark on dark), `None` for a glyph's anti-aliased edge, whose
/// coverage may round either way when drawn at another height.
fn ink_of(image: &RgbImage, corner: Point, side: u32) -> Vec<Option<bool>> {
    let (x, y) = corner.pixel();
    (0..side)
        .flat_map(|dy| (0..side).map(move |dx| (dx, dy)))
        .map(|(dx, dy)| {
            let [r, g, b] = image.get_pixel(x + dx, y + dy).0;
            match (u32::from(r) + u32::from(g) + u32::from(b)) / 3 {
                light if light > 150 => Some(true),
                dark if dark < 100 => Some(false),
                _ => None,
            }
        })
        .collect()
}

/// Whether two blocks' ink lies in the same pixels (edges aside).
fn same_ink(a: &[Option<bool>], b: &[Option<bool>]) -> bool {
    a.iter().zip(b).all(|pair| match pair {
        (Some(x), Some(y)) => x == y,
        _ => true,
    })
}

fn same_header(classic: &RgbImage, seat: &RgbImage, header: Rect) {
    let size = (classic.width(), header.h as u32);
    let origin = Point::new(0.0, 0.0);
    assert_eq!(
        block_difference(classic, origin, seat, origin, size),
        None,
        "the header is drawn the same from every side"
    );
}

/// The coordinates of a `size` x `size` board: each file's letter and rank's number found
/// (glyph for glyph) where the classic picture's labels went once their squares turned.
/// `centre(file, rank)` is the classic centre of a square.
fn labels_follow_their_squares(
    (classic, seat): (&RgbImage, &RgbImage),
    board: Rect,
    size: u8,
    centre: impl Fn(u8, u8) -> Point,
    (quarters, flip): (u8, bool),
) {
    let margin = board.x; // the board stands `margin` pixels from the picture's left edge
    let below = board.bottom() + margin / 2.0;
    let (left, right) = (board.x - margin / 2.0, board.right() + margin / 2.0);
    let mid = board.centre();
    let glyph = 22;
    for i in 0..size {
        // In the classic picture: the file's letter below, the rank's number on both sides.
        let letter = Point::new(centre(i, 0).x, below);
        let numbers = [left, right].map(|x| Point::new(x, centre(0, i).y));
        // Where the file's squares and the rank's squares went.
        let file_at = turned(centre(i, 0), mid, quarters, flip);
        let rank_at = turned(centre(0, i), mid, quarters, flip);
        let sideways = quarters % 2 == 1;
        let (letter_to, numbers_to) = if sideways {
            (
                [left, right].map(|x| Point::new(x, file_at.y)).to_vec(),
                vec![Point::new(rank_at.x, below)],
            )
        } else {
            (
                vec![Point::new(file_at.x, below)],
                [left, right].map(|x| Point::new(x, rank_at.y)).to_vec(),
            )
        };
        let ink = |image: &RgbImage, at: Point| ink_of(image, around(at, glyph), glyph);
        let (letter_ink, number_ink) = (ink(classic, letter), ink(classic, numbers[0]));
        let inked = letter_ink.iter().filter(|i| **i == Some(true)).count();
        assert!(inked > 10, "file {i}'s letter has ink");
        for to in letter_to {
            assert!(
                same_ink(&ink(seat, to), &letter_ink),
                "file {i}'s letter at {to:?}"
            );
        }
        for to in numbers_to {
            assert!(
                same_ink(&ink(seat, to), &number_ink),
                "rank {}'s number at {to:?}",
                i + 1
            );
        }
    }
}

/// A game of `kind` in `variant` after `moves`.
fn replayed(kind: GameKind, variant: &str, moves: &str) -> AnyGame {
    AnyGame::replay(kind, Some(variant), &kind.split_moves(moves))
        .expect("the test's moves are legal")
}

fn quoridor_game(players: u8, moves: &str) -> (AnyGame, Quoridor) {
    let game = replayed(GameKind::Quoridor, &format!("{players}-players"), moves);
    let AnyGame::Quoridor(q) = &game else {
        unreachable!("a Quoridor game was built")
    };
    let q = *q;
    (game, q)
}

/// The Quoridor picture from `seat` is the classic one turned `quarters` clockwise: every
/// square's middle, every fence along its length, every label, the header.
fn quoridor_turns(players: u8, moves: &str, seat: Seat, quarters: u8) {
    let (game, q) = quoridor_game(players, moves);
    let (classic, seen) = pictures(&game, seat);
    assert_eq!(
        (classic.width(), classic.height()),
        (seen.width(), seen.height())
    );
    let g = quoridor::Geometry::new(&q);
    let mid = g.board.centre();
    same_header(&classic, &seen, g.header);
    // The middle of every square (pawn, number, tint, hint) stands upright where it went; the
    // 14 pixels next to the grooves are left out, where a fence's glow or shadow falls.
    let inner = quoridor::CELL as u32 - 28;
    for rank in 0..9 {
        for file in 0..9 {
            let square = Square::new(file, rank);
            let c = g.square_centre(square);
            let to = turned(c, mid, quarters, false);
            let d = middle_difference(&classic, c, &seen, to, inner);
            assert_eq!(d, None, "{square} from seat {}", seat.as_number());
        }
    }
    // Every fence: its middle line, pixel for pixel, along its turned length (sampled at pixel
    // centres, which a turn about the board's centre takes to pixel centres).
    for (fence, _) in q.fences() {
        let slot = g.fence(fence);
        let c = slot.centre();
        let (from, to) = match fence.orientation() {
            Orientation::Horizontal => (
                Point::new(slot.x + 6.5, c.y + 0.5),
                Point::new(slot.right() - 6.5, c.y + 0.5),
            ),
            Orientation::Vertical => (
                Point::new(c.x + 0.5, slot.y + 6.5),
                Point::new(c.x + 0.5, slot.bottom() - 6.5),
            ),
        };
        for k in 0..=20 {
            let t = k as f32 / 20.0;
            let p = Point::new(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
            let (a, b) = (p.pixel(), turned(p, mid, quarters, false).pixel());
            assert_eq!(
                classic.get_pixel(a.0, a.1),
                seen.get_pixel(b.0, b.1),
                "fence {fence} at {p:?}"
            );
        }
    }
    labels_follow_their_squares(
        (&classic, &seen),
        g.board,
        9,
        |file, rank| g.square_centre(Square::new(file, rank)),
        (quarters, false),
    );
    // The seat's start square (docs/rules.md) is drawn at the bottom middle.
    let start = match (players, seat.index()) {
        (2, 1) | (4, 2) => Square::new(4, 8),
        (4, 1) => Square::new(0, 4),
        (4, 3) => Square::new(8, 4),
        _ => Square::new(4, 0),
    };
    let bottom_middle = g.square_centre(Square::new(4, 0));
    assert_eq!(
        turned(g.square_centre(start), mid, quarters, false),
        bottom_middle
    );
    let seen_from = quoridor::Geometry::seen_from(&q, Some(seat));
    assert_eq!(seen_from.square_centre(start), bottom_middle);
}

#[test]
fn two_player_quoridor_is_turned_half_round_for_seat_two() {
    // Fences apart from each other, the last move a step of seat 2's pawn.
    quoridor_turns(2, "c3h e8 g6v e7", Seat(1), 2);
}

#[test]
fn four_player_quoridor_puts_each_seats_start_at_the_bottom() {
    let moves = "e2 b5 e8 h5 c3h f5v";
    quoridor_turns(4, moves, Seat(1), 3);
    quoridor_turns(4, moves, Seat(2), 2);
    quoridor_turns(4, moves, Seat(3), 1);
}

#[test]
fn the_classic_side_and_seat_one_of_two_are_the_classic_picture_byte_for_byte() {
    let (game, _) = quoridor_game(2, "c3h e8 g6v e7");
    let classic = board_png(&game, &view(None));
    assert_eq!(board_png(&game, &view(Some(Seat(0)))), classic);
    let sensei =
        AnyGame::replay(GameKind::Sensei, Some("arashi"), &[] as &[&str]).expect("a new game");
    assert_eq!(
        board_png(&sensei, &view(Some(Seat(0)))),
        board_png(&sensei, &view(None))
    );
    let niwa = AnyGame::Niwa(Niwa::new(&NiwaOptions::default()));
    assert_eq!(
        board_png(&niwa, &view(Some(Seat(0)))),
        board_png(&niwa, &view(None))
    );
    // Seat 2's picture is another picture.
    assert_ne!(board_png(&game, &view(Some(Seat(1)))), classic);
}

fn sensei_game(preset: &str, moves: &str) -> (AnyGame, Sensei) {
    let game = replayed(GameKind::Sensei, preset, moves);
    let AnyGame::Sensei(s) = &game else {
        unreachable!("a Sensei game was built")
    };
    let s = *s;
    (game, s)
}

/// The segments of `s`'s last turn, from square centre to square centre.
fn sensei_arrows(s: &Sensei, g: &sensei::Geometry) -> Vec<(Point, Point)> {
    let Some(last) = s.last_turn() else {
        return Vec::new();
    };
    let mut character = last.character_from;
    last.turn
        .actions()
        .iter()
        .map(|action| match *action {
            Action::Stone { from, to } => (g.square_centre(from), g.square_centre(to)),
            Action::Character { to } => {
                let from = std::mem::replace(&mut character, to);
                (g.square_centre(from), g.square_centre(to))
            }
        })
        .collect()
}

/// Whether the segment `a`-`b` passes within `d` pixels of `p`.
fn near_segment(p: Point, (a, b): (Point, Point), d: f32) -> bool {
    let (vx, vy) = (b.x - a.x, b.y - a.y);
    let t = (((p.x - a.x) * vx + (p.y - a.y) * vy) / (vx * vx + vy * vy).max(1e-3)).clamp(0.0, 1.0);
    (p.x - a.x - t * vx).hypot(p.y - a.y - t * vy) < d
}

#[test]
fn sensei_is_flipped_for_seat_two_its_home_row_at_the_bottom() {
    for (preset, moves) in [
        ("arashi", ""),
        ("arashi-expert", ""),
        ("shizukana-variant", ""),
        ("arashi", "b1-b3 @b3 f1-f5"),
    ] {
        let (game, s) = sensei_game(preset, moves);
        let (classic, seen) = pictures(&game, Seat(1));
        let g = sensei::Geometry::new();
        let mid = g.layout.board.centre();
        same_header(&classic, &seen, g.layout.header);
        let arrows = sensei_arrows(&s, &g);
        let inner = sensei::CELL as u32 - 12;
        for rank in 0..SIZE {
            for file in 0..SIZE {
                let square = SenseiSquare::new(file, rank);
                let c = g.square_centre(square);
                // An arrow drawn over a square points the other way once turned.
                if arrows.iter().any(|&a| near_segment(c, a, sensei::CELL)) {
                    continue;
                }
                let to = turned(c, mid, 0, true);
                let d = middle_difference(&classic, c, &seen, to, inner);
                assert_eq!(d, None, "{preset}: {square:?} from seat 2");
            }
        }
        // Each arrow's shaft lies where the turned arrow's does.
        for (a, b) in &arrows {
            let p = Point::new((a.x + b.x) / 2.0, (a.y + b.y) / 2.0);
            let (x, y) = p.pixel();
            let (tx, ty) = turned(p, mid, 0, true).pixel();
            assert_eq!(seen.get_pixel(tx, ty).0, sensei::ARROW.0, "{preset}: arrow");
            assert_eq!(
                classic.get_pixel(x, y).0,
                sensei::ARROW.0,
                "{preset}: arrow"
            );
        }
        labels_follow_their_squares(
            (&classic, &seen),
            g.layout.board,
            SIZE,
            |file, rank| g.square_centre(SenseiSquare::new(file, rank)),
            (0, true),
        );
        // Seat 2's character (d7) is at the bottom, on the d-file.
        let monkey = turned(g.square_centre(s.character(Seat(1))), mid, 0, true);
        assert_eq!(monkey, g.square_centre(SenseiSquare::new(3, 0)));
    }
}

/// Whether the `side` x `side` block around `a` in `classic` is found (to [`ROUNDING`]) around
/// `b` in `seen` or a pixel off it: the garden's half-turn lands a space within half a pixel of
/// the exact turn, at the classic picture's fraction of a pixel.
fn found_near(classic: &RgbImage, a: Point, seen: &RgbImage, b: Point, side: u32) -> bool {
    (-1..=1)
        .flat_map(|x| (-1..=1).map(move |y| Point::new(b.x + x as f32, b.y + y as f32)))
        .any(|b| middle_difference(classic, a, seen, b, side).is_none())
}

#[test]
fn niwa_is_turned_half_round_for_seat_two_its_base_at_the_bottom() {
    let mut game = Niwa::new(&NiwaOptions {
        garden: GardenName::default(),
    });
    for _ in 0..2 {
        let setup = game.legal_moves()[0].clone();
        game.play(&setup).expect("a listed setup is legal");
    }
    let step = game
        .legal_moves()
        .into_iter()
        .find(|mv| matches!(mv, NiwaMove::Walk { jump: None, steps, .. } if steps.len() == 1))
        .expect("a set-up player can take a step");
    game.play(&step).expect("a listed move is legal");
    let garden = game.garden();
    let (classic, seen) = pictures(&AnyGame::Niwa(game.clone()), Seat(1));
    let g = niwa::Geometry::new(garden);
    let mid = g.ground.centre();
    same_header(&classic, &seen, g.header);
    let walked = step.path();
    let inner = (g.radius * 0.8) as u32;
    let turned_cell = |cell: Cell| -> Cell {
        let hex = garden.hex(cell).expect("a cell of the garden");
        garden
            .cell_at(garden.layout().half_turn(hex))
            .expect("the garden is symmetric under a half-turn")
    };
    for &cell in garden.cells() {
        // The walk's arrow points the other way once turned.
        if walked.contains(&cell) {
            continue;
        }
        let c = g.centre(garden, cell);
        let to = niwa::Geometry::seen_from(garden, Some(Seat(1))).centre(garden, cell);
        assert_eq!(
            g.centre(garden, turned_cell(cell)).x.round(),
            (2.0 * mid.x - c.x).round(),
            "{cell} goes where its half-turned space was"
        );
        let exact = Point::new(2.0 * mid.x - c.x, 2.0 * mid.y - c.y);
        assert!((to.x - exact.x).abs() <= 0.5 && (to.y - exact.y).abs() <= 0.5);
        assert!(
            found_near(&classic, c, &seen, exact, inner),
            "{cell} is not drawn where the half-turn takes it"
        );
    }
    // The walked spaces keep their tints: the step's end is tinted where it went.
    let end = *walked.last().expect("a step");
    let tint = |image: &RgbImage, p: Point| {
        let (x, y) = Point::new(p.x + g.radius * 0.45, p.y - g.radius * 0.2).pixel();
        image.get_pixel(x, y).0
    };
    assert_eq!(
        tint(&seen, g.centre(garden, turned_cell(end))),
        tint(&classic, g.centre(garden, end))
    );
    // Seat 2's base is at the bottom, where seat 1's was.
    assert_eq!(turned_cell(garden.base(Seat(1))), garden.base(Seat(0)));
    let base = g.centre(garden, garden.base(Seat(0)));
    assert!(base.y > g.ground.centre().y, "seat 1's base is drawn low");
    // The column letters: each letter's glyph, at the top and the bottom, above its turned column.
    let (columns, _) = garden.size();
    for column in 0..columns {
        let Some(&cell) = garden.cells().iter().find(|c| c.column() == column) else {
            continue;
        };
        let x = g.centre(garden, cell).x;
        let turned_x = g.centre(garden, turned_cell(cell)).x;
        for y in [g.ground.y + 15.0, g.ground.bottom() - 15.0] {
            assert!(
                found_near(
                    &classic,
                    Point::new(x, y),
                    &seen,
                    Point::new(turned_x, y),
                    16
                ),
                "column {column}'s letter"
            );
        }
    }
}

#[test]
fn a_previews_move_is_outlined_in_gold_from_the_players_side() {
    let gold = teban::render::kit::palette::GOLD;
    let (game, q) = quoridor_game(2, "c3h e8 g6v");
    let preview = View {
        preview: true,
        ..view(Some(Seat(0)))
    };
    let (plain, shown) = (
        board_image(&game, &view(None)),
        board_image(&game, &preview),
    );
    let g = quoridor::Geometry::new(&q);
    let (fence, _) = q.fences().last().copied().expect("g6v was placed");
    let slot = g.fence(fence);
    // The outline runs 4 pixels outside the slot, along its length.
    let (x, y) = Point::new(slot.right() + 4.0, slot.centre().y).pixel();
    assert_eq!(
        shown.get_pixel(x, y).0,
        gold.0,
        "the proposed fence is outlined"
    );
    assert_ne!(plain.get_pixel(x, y).0, gold.0);
    // Seat 2's preview of a step: the square reached, where it is drawn from their side.
    let (game, q) = quoridor_game(2, "c3h e8");
    let seen = quoridor::Geometry::seen_from(&q, Some(Seat(1)));
    let preview = View {
        preview: true,
        ..view(Some(Seat(1)))
    };
    let image = board_image(&game, &preview);
    let square = seen.square(Square::new(4, 7));
    let (x, y) = Point::new(square.centre().x, square.y - 2.0).pixel();
    assert_eq!(
        image.get_pixel(x, y).0,
        gold.0,
        "e8 is outlined where seat 2 sees it"
    );
    // Sensei and Niwa: every square or space the turn reaches.
    let (game, s) = sensei_game("arashi", "b1-b3 @b3 f1-f5");
    let g = sensei::Geometry::seen_from(Some(Seat(0)));
    let image = board_image(
        &game,
        &View {
            preview: true,
            ..view(Some(Seat(0)))
        },
    );
    for to in ["b3", "f5"] {
        let r = g.square(to.parse().expect("a square"));
        let (x, y) = Point::new(r.centre().x, r.y - 2.0).pixel();
        assert_eq!(image.get_pixel(x, y).0, gold.0, "{to} is outlined");
    }
    assert_eq!(s.ply(), 1);
}
