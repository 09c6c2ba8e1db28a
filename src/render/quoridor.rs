//! The picture of a Quoridor position: the 9x9 board of raised squares with grooves between
//! them, fences in the grooves in the colour of the seat that placed them, pawns bearing their
//! seat's number, each seat's goal edge marked in its colour, coordinates, the last move, and on
//! request the squares the pawn to move may reach.
//!
//! This module owns the board's geometry ([`Geometry`], public so that tests can find a square's
//! pixels without hard-coded numbers) and what Quoridor shows; how things are drawn belongs to
//! the kit. It reads the position only through the public Quoridor API.
//!
//! Decisions the rules leave to the picture:
//! - Rank 1 is at the bottom and file a on the left, whoever is to move (`docs/rules.md`),
//!   so every player and every message sees the same board. What one player sees
//!   alone may be drawn from their side ([`View::side`]): the board turned about its centre so
//!   that their pawn's start is at the bottom ([`turn`]); squares, fences and goal bars move,
//!   every pawn, number and label stays upright, and the coordinates follow their squares (on a
//!   quarter turn the files' letters run up the sides, the ranks' numbers along the bottom).
//! - A preview ([`View::preview`]) outlines the proposed step's square or fence in gold.
//! - A goal edge is a bar in the seat's colour along that side of the frame, with the seat's
//!   number in its middle so that it reads without colour. In a 4-player game the corner squares
//!   belong to two goals, so the bars stop short of the corners.
//! - The last move: the square left is tinted softly, the square reached strongly; a new fence
//!   glows. A pass highlights nothing. The header's top right repeats it in notation.
//! - The hint dots take the colour of the player to move, with a dark rim so that the ivory seat's
//!   dots read on maple.

use crate::games::quoridor::{Fence, LastMove, Move, Orientation, Quoridor, Square};
use crate::games::{Game, Seat};

use super::kit::board::{self, Layout, SquareWood};
use super::kit::Target;
use super::kit::Turn;
use super::kit::{palette, Colour, Header, PlayerCard, PlayerState, Point, Rect, Shape, Surface};
use super::standing;
use super::View;
use crate::tr;

/// The side of a square, in pixels.
pub const CELL: f32 = 58.0;
/// The width of a groove between squares (where fences stand).
pub const GAP: f32 = 16.0;
/// The frame around the squares, wide enough for the goal bars.
const BORDER: f32 = 22.0;
/// Room for the coordinates outside the frame.
const MARGIN: f32 = 30.0;
/// Between the header and the board.
const SPACING: f32 = 6.0;

/// Where things are in the picture of a given position: the header and the board ([`Layout`],
/// reached through `Deref`: `geometry.board`), and the squares and fences on the board, turned
/// for the side it is seen from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    layout: Layout,
    turn: Turn,
}

impl std::ops::Deref for Geometry {
    type Target = Layout;
    fn deref(&self) -> &Layout {
        &self.layout
    }
}

/// How the board is turned for `side`: its pawn's start at the bottom. Two players: seat 2
/// (from e9) sees it half turned; four players, clockwise from e1: seat 2 (from a5) a quarter
/// turn anticlockwise, seat 3 (from e9) a half turn, seat 4 (from i5) a quarter turn clockwise.
pub fn turn(game: &Quoridor, side: Option<Seat>) -> Turn {
    match (game.players(), side.map(|s| s.index())) {
        (2, Some(1)) | (4, Some(2)) => Turn::quarters(2),
        (4, Some(1)) => Turn::quarters(3),
        (4, Some(3)) => Turn::quarters(1),
        _ => Turn::CLASSIC,
    }
}

impl Geometry {
    /// The layout of the picture of `game`.
    pub fn new(game: &Quoridor) -> Geometry {
        Geometry::seen_from(game, None)
    }

    /// The layout of the picture of `game` seen from `side` ([`turn`]; `None`: classic).
    pub fn seen_from(game: &Quoridor, side: Option<Seat>) -> Geometry {
        let header_height = Header::height_for(usize::from(game.players())).ceil();
        let side_px = 9.0 * CELL + 8.0 * GAP + 2.0 * BORDER;
        Geometry {
            layout: Layout::new(header_height, side_px, MARGIN, SPACING),
            turn: turn(game, side),
        }
    }

    /// How the board is turned.
    pub fn turn(&self) -> Turn {
        self.turn
    }

    /// The top-left corner of the square on file 0, rank 8 (a9).
    fn origin(&self) -> Point {
        Point::new(self.board.x + BORDER, self.board.y + BORDER)
    }

    /// The pixels of `square`.
    pub fn square(&self, square: Square) -> Rect {
        let o = self.origin();
        let (file, rank_from_top) = (f32::from(square.file()), f32::from(8 - square.rank()));
        let classic = Rect::new(
            o.x + file * (CELL + GAP),
            o.y + rank_from_top * (CELL + GAP),
            CELL,
            CELL,
        );
        self.turn.rect(classic, self.board.centre())
    }

    /// The centre of `square`.
    pub fn square_centre(&self, square: Square) -> Point {
        self.square(square).centre()
    }

    /// The slot `fence` fills: two squares long, across the groove. Its centre is the groove
    /// crossing at the corner its anchor shares with the three other squares of its block.
    pub fn fence(&self, fence: Fence) -> Rect {
        let anchor = self.classic().square(fence.anchor());
        let crossing = Point::new(anchor.right() + GAP / 2.0, anchor.y - GAP / 2.0);
        let (long, thick) = (2.0 * CELL + GAP - 4.0, GAP - 4.0);
        let slot = match fence.orientation() {
            Orientation::Horizontal => Rect::centred(crossing, long, thick),
            Orientation::Vertical => Rect::centred(crossing, thick, long),
        };
        self.turn.rect(slot, self.board.centre())
    }

    /// The part of the groove that names `fence` when pointed at: the groove's width, from the
    /// middle of one square beside its crossing to the middle of the next (to the frame for the
    /// groove's first and last fences), so that the fences of a groove share it without overlap.
    pub fn groove(&self, fence: Fence) -> Rect {
        let crossing = self.classic().fence(fence).centre();
        let anchor = fence.anchor();
        let pitch = CELL + GAP;
        // From `start` one square's pitch on, stretched to the frame at either end of the groove.
        let along = |start: f32, (before, after): (bool, bool)| {
            let from = if before { start - CELL / 2.0 } else { start };
            let to = start + pitch + if after { CELL / 2.0 } else { 0.0 };
            (from, to - from)
        };
        let classic = match fence.orientation() {
            Orientation::Horizontal => {
                let ends = (anchor.file() == 0, anchor.file() == 7);
                let (x, w) = along(crossing.x - pitch / 2.0, ends);
                Rect::new(x, crossing.y - GAP / 2.0, w, GAP)
            }
            Orientation::Vertical => {
                // Rank 9 is at the top.
                let ends = (anchor.rank() == 7, anchor.rank() == 0);
                let (y, h) = along(crossing.y - pitch / 2.0, ends);
                Rect::new(crossing.x - GAP / 2.0, y, GAP, h)
            }
        };
        self.turn.rect(classic, self.board.centre())
    }

    /// The same picture, not turned.
    fn classic(&self) -> Geometry {
        Geometry {
            turn: Turn::CLASSIC,
            ..*self
        }
    }

    /// The bar marking `seat`'s goal edge, in the frame along that side of the board.
    pub fn goal_bar(&self, game: &Quoridor, seat: Seat) -> Option<Rect> {
        let goal = game.goal_squares(seat);
        let (a, b) = (self.square(*goal.first()?), self.square(*goal.last()?));
        let (x0, y0) = (a.x.min(b.x), a.y.min(b.y));
        let (x1, y1) = (a.right().max(b.right()), a.bottom().max(b.bottom()));
        let board = self.board;
        let (thick, mid) = (7.0, BORDER / 2.0);
        Some(if x1 - x0 > y1 - y0 {
            let y = if y0 < board.centre().y {
                board.y + mid
            } else {
                board.bottom() - mid
            };
            Rect::new(x0 + 4.0, y - thick / 2.0, x1 - x0 - 8.0, thick)
        } else {
            let x = if x0 < board.centre().x {
                board.x + mid
            } else {
                board.right() - mid
            };
            Rect::new(x - thick / 2.0, y0 + 4.0, thick, y1 - y0 - 8.0)
        })
    }

    /// The radius of a pawn.
    pub fn pawn_radius(&self) -> f32 {
        CELL * 0.37
    }

    /// The radius of a hint dot.
    pub fn hint_radius(&self) -> f32 {
        CELL * 0.18
    }
}

/// The colour of the dots marking where `seat`'s pawn may go.
pub fn hint_colour(seat: Seat) -> Colour {
    palette::SEATS[seat.index() % 4].mix(palette::SQUARE, 0.15)
}

/// The colour of `seat`'s pawn and fences.
pub fn seat_colour(seat: Seat) -> Colour {
    palette::SEATS[seat.index() % 4]
}

/// Draws `game` as seen in `view`, on pixels or vectors, with the targets a player can point at.
pub fn draw<S: Surface>(game: &Quoridor, view: &View) -> S {
    let geometry = Geometry::seen_from(game, view.side);
    let key = format!("quoridor/{}/{}", game.players(), geometry.turn.key());
    let (width, height) = (geometry.width, geometry.height);
    let mut canvas = S::backdrop(&key, width, height, palette::TABLE, |canvas| {
        draw_board(canvas, &geometry, game);
    });
    header(game, view).draw(&mut canvas, geometry.header.w);
    draw_last_move(&mut canvas, &geometry, game.last_move());
    draw_fences(&mut canvas, &geometry, game);
    if view.hints {
        draw_hints(&mut canvas, &geometry, game);
    }
    draw_pawns(&mut canvas, &geometry, game);
    if view.preview {
        draw_proposed(&mut canvas, &geometry, game.last_move());
    }
    if canvas.takes_targets() {
        targets(&mut canvas, &geometry, game);
    }
    canvas
}

/// A preview's move outlined in gold: the square the pawn would reach, or the fence's slot.
fn draw_proposed(canvas: &mut impl Surface, geometry: &Geometry, last: Option<LastMove>) {
    let outline = match last.map(|l| l.mv) {
        Some(Move::Pawn(to)) => Shape::rounded(geometry.square(to).inflate(2.0), 6.0),
        Some(Move::Fence(fence)) => Shape::rounded(geometry.fence(fence).inflate(4.0), 6.0),
        Some(Move::Pass) | None => return,
    };
    canvas.proposed(&outline);
}

/// The header above the board: the title, the last move, the players' cards and the status.
pub fn header(game: &Quoridor, view: &View) -> Header {
    let winner = game.outcome().and_then(|o| o.winner());
    let fences_at_start = if game.players() == 4 { 5 } else { 10 };
    let cards = (0..game.players())
        .map(Seat)
        .map(|seat| {
            let left = game.fences_left(seat);
            let state = if winner != Some(seat) && !game.is_seated(seat) {
                PlayerState::Left
            } else {
                standing(seat, game.outcome(), game.to_move())
            };
            let pips = (0..fences_at_start.max(left))
                .map(|i| {
                    if i < left {
                        seat_colour(seat)
                    } else {
                        palette::SPENT
                    }
                })
                .collect();
            PlayerCard {
                token: palette::seat_token(seat.index()),
                name: view.name(seat),
                detail: tr!(view.lang, "render-quoridor-fences", count = left),
                pips,
                state,
            }
        })
        .collect();
    let title = match game.players() {
        2 => tr!(view.lang, "game-quoridor"),
        n => tr!(view.lang, "render-quoridor-title-players", players = n),
    };
    view.header(
        title,
        (game.ply(), game.last_move().map(|l| l.mv.to_string())),
        cards,
        (game.to_move(), game.outcome()),
    )
}

fn draw_board<S: Surface>(canvas: &mut S, geometry: &Geometry, game: &Quoridor) {
    let board = geometry.board;
    board::frame(canvas, board, BORDER);
    for seat in (0..game.players()).map(Seat) {
        draw_goal_edge(canvas, geometry, game, seat);
    }
    // Every square looks the same: draw one, stamp it 81 times.
    let tile = board::tile(canvas, CELL, SquareWood::MAPLE);
    for rank in 0..9 {
        for file in 0..9 {
            let at = geometry.square(Square::new(file, rank));
            canvas.stamp(&tile, at.x as i64 - 1, at.y as i64 - 1);
        }
    }
    let labels = (9, geometry.turn.sideways());
    board::coordinates(canvas, board, MARGIN, labels, |file, rank| {
        geometry.square_centre(Square::new(file, rank))
    });
}

/// A bar in `seat`'s colour along the side of the frame its pawn must reach.
fn draw_goal_edge<S: Surface>(canvas: &mut S, geometry: &Geometry, game: &Quoridor, seat: Seat) {
    if let Some(bar) = geometry.goal_bar(game, seat) {
        let colour = seat_colour(seat);
        canvas.fill(&Shape::rounded(bar.inflate(1.0), 4.0), colour.darker(0.4));
        canvas.fill(&Shape::rounded(bar, 3.0), colour);
        // The seat's number in the middle of its bar: the goal reads without colour too.
        let token = palette::seat_token(seat.index());
        canvas.token(bar.centre(), BORDER / 2.0 - 0.5, &token);
    }
}

fn draw_last_move<S: Surface>(canvas: &mut S, geometry: &Geometry, last: Option<LastMove>) {
    let Some(last) = last else {
        return;
    };
    match last.mv {
        Move::Pawn(to) => {
            for (square, colour) in [(last.from, palette::LAST_FROM), (to, palette::LAST_TO)] {
                let rect = geometry.square(square).inflate(-1.0);
                canvas.fill(&Shape::rounded(rect, 4.5), colour);
            }
        }
        Move::Fence(fence) => {
            let slot = geometry.fence(fence);
            canvas.glow(
                &Shape::rounded(slot.inflate(4.0), 7.0),
                palette::LAST_GLOW,
                0.9,
                10.0,
            );
            canvas.stroke(
                &Shape::rounded(slot.inflate(2.5), 5.0),
                2.5,
                palette::LAST_TO,
            );
        }
        Move::Pass => {}
    }
}

fn draw_fences<S: Surface>(canvas: &mut S, geometry: &Geometry, game: &Quoridor) {
    for (fence, seat) in game.fences() {
        let slot = geometry.fence(fence);
        let colour = seat_colour(seat);
        canvas.shadow(
            &Shape::rounded(slot.offset(0.0, 2.0), 3.0),
            Colour([0, 0, 0]),
            0.45,
            4.0,
        );
        canvas.fill(&Shape::rounded(slot, 3.5), colour.darker(0.45));
        canvas.fill(&Shape::rounded(slot.inflate(-1.5), 2.5), colour);
        // A lit edge along the top or the left (as the fence lies in the picture), away from
        // the centre line.
        let lit = if slot.w > slot.h {
            Rect::new(slot.x + 4.0, slot.y + 2.5, slot.w - 8.0, 1.5)
        } else {
            Rect::new(slot.x + 2.5, slot.y + 4.0, 1.5, slot.h - 8.0)
        };
        canvas.fill_alpha(&Shape::rect(lit), colour.lighter(0.5), 0.7);
    }
}

fn draw_hints<S: Surface>(canvas: &mut S, geometry: &Geometry, game: &Quoridor) {
    let Some(seat) = game.to_move() else {
        return;
    };
    let colour = hint_colour(seat);
    for square in game.legal_pawn_moves() {
        let dot = Shape::circle(geometry.square_centre(square), geometry.hint_radius());
        canvas.fill(&dot, colour.darker(0.45));
        let inner = Shape::circle(geometry.square_centre(square), geometry.hint_radius() - 2.0);
        canvas.fill(&inner, colour);
    }
}

fn draw_pawns<S: Surface>(canvas: &mut S, geometry: &Geometry, game: &Quoridor) {
    for seat in (0..game.players()).map(Seat) {
        if let Some(square) = game.pawn(seat) {
            canvas.token(
                geometry.square_centre(square),
                geometry.pawn_radius(),
                &palette::seat_token(seat.index()),
            );
        }
    }
}

/// Quoridor: the 81 squares (`square`, `e5`), the 128 fence slots (`fence`, `e3h`, `e3v`, showing
/// the fence as it would stand), and the pawns (`pawn`, named by their square, with `data-seat`).
fn targets(surface: &mut impl Surface, geometry: &Geometry, game: &Quoridor) {
    for rank in 0..9 {
        for file in 0..9 {
            let square = Square::new(file, rank);
            let face = Shape::rect(geometry.square(square));
            surface.target(Target::new("square", square.to_string(), face));
        }
    }
    for orientation in [Orientation::Horizontal, Orientation::Vertical] {
        for rank in 0..8 {
            for file in 0..8 {
                let fence = Fence::new(Square::new(file, rank), orientation);
                let groove = Shape::rect(geometry.groove(fence));
                let slot = Shape::rounded(geometry.fence(fence), 3.5);
                surface.target(Target::new("fence", fence.to_string(), groove).marked(slot));
            }
        }
    }
    for seat in (0..game.players()).map(Seat) {
        if let Some(square) = game.pawn(seat) {
            let pawn = Shape::circle(geometry.square_centre(square), geometry.pawn_radius());
            let target = Target::new("pawn", square.to_string(), pawn);
            surface.target(target.with("seat", seat.as_number()));
        }
    }
}
