//! The picture of a Sensei position: the 7x7 board with each side's home row stained in its
//! colour, the stones, the two characters standing on theirs (the Sage for seat 1, the Monkey for
//! seat 2), the pits of the `arashi-expert` board, coordinates, the last turn drawn as numbered
//! arrows, and on request the stones the character to move may jump to.
//!
//! This module owns the board's geometry ([`Geometry`], public so that tests can find a square's
//! pixels without hard-coded numbers) and what Sensei shows; how things are drawn belongs to the
//! kit. It reads the position only through the public Sensei API.
//!
//! Decisions the rules leave to the picture:
//! - Rank 1 is at the bottom and file a on the left, whoever is to move, as in every picture.
//!   Seen from seat 2's side ([`View::side`]), the board is flipped top to bottom (their home
//!   row, rank 7, at the bottom; files still a to g from the left, as a player reads a printed
//!   board from the other side's bench); the figures stand upright, the arrows follow.
//! - A preview ([`View::preview`]) outlines in gold every square the proposed turn reaches.
//! - Seat 1 is green and seat 2 red (`docs/rules.md`). Red and green are the pair colour-blind
//!   players confuse most, so the two differ in brightness too (a light jade against a deep
//!   crimson), and every stone bears its side's mark: a ring on green stones, a diamond on red
//!   ones. In grey the sides still read apart by brightness and by mark.
//! - The characters are figures standing on their stones, the stone showing as a ring around
//!   them: the Sage with a pointed straw hat and an `S`, the Monkey with round ears and an `M`.
//!   Silhouette and letter tell them apart without colour.
//! - Each side's home row is stained in its colour, so a player sees where the other must go: the
//!   Sage aims for the red row, the Monkey for the green one. The header's cards say so in words.
//! - The last turn is drawn as arrows in play order, each with its number at its tail: a stone's
//!   move from square to square, the character's from the stone it left. The header's top right
//!   repeats the turn in notation. A pit is a dark hole in the board.
//! - Hints (`View::hints`) ring the stones the character to move may jump to now, which is the
//!   part of a turn that is hard to see (opponent stones block, own stones and pits do not); the
//!   rings on the opponent's home row, where the jump wins, are gold. Listing every stone
//!   destination would cover the board in `arashi`.
//! - The header's cards carry the seat number on a token of the side's colour, and instead of
//!   "what is left" (nothing is ever used up in Sensei) the character and the row it aims for;
//!   the title names the preset.

use crate::games::sensei::{Action, Sensei, Square, SIZE};
use crate::games::{Game, Outcome, Seat, WinReason};

use super::kit::board::{self, Layout, SquareWood};
use super::kit::{palette, Colour, Header, PlayerCard, Point, Rect, Shape, Surface};
use super::kit::{Target, TextStyle, Token, Turn, Weight};
use super::standing;
use super::View;
use crate::tr;

/// The side of a square, in pixels.
pub const CELL: f32 = 84.0;
/// The groove between squares.
const GAP: f32 = 6.0;
/// The frame around the squares.
const BORDER: f32 = 16.0;
/// Room for the coordinates outside the frame.
const MARGIN: f32 = 30.0;
/// Between the header and the board.
const SPACING: f32 = 6.0;

/// The colour of a pit's bottom: what its centre shows.
pub const PIT: Colour = Colour::hex(0x140c08);
/// The arrows of the last turn.
pub const ARROW: Colour = Colour::hex(0x2f64b5);
/// The thin light edge around the arrows, which keeps them apart from dark stones.
const ARROW_EDGE: Colour = Colour::hex(0xfbf3e0);
/// The rings around the stones the character may jump to; gold where the jump wins.
pub const HINT: Colour = Colour::hex(0xfdf6e6);
pub const HINT_WIN: Colour = palette::GOLD;
/// The characters' faces, the Sage's hat and the Monkey's fur.
pub const FACE: Colour = Colour::hex(0xf6e3c4);
pub const SAGE_HAT: Colour = Colour::hex(0xd9ad4a);
pub const MONKEY_FUR: Colour = Colour::hex(0x7a4a2a);
/// Outlines of the figures.
const FIGURE_INK: Colour = Colour::hex(0x2a1c13);

/// The colour of `seat`'s stones: seat 1 a light jade, seat 2 a deep crimson.
pub fn stone_colour(seat: Seat) -> Colour {
    if seat.index() == 0 {
        Colour::hex(0x4fae72)
    } else {
        Colour::hex(0xa3292b)
    }
}

/// The face of a square on `seat`'s home row: maple stained with that seat's colour.
pub fn home_wood(seat: Seat) -> SquareWood {
    SquareWood::stained(stone_colour(seat), 0.24)
}

/// Where things are in the picture: the header and the board, and the squares and pieces on the
/// board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    pub layout: Layout,
    /// How the board is turned: flipped for seat 2, whose home row is then at the bottom.
    pub turn: Turn,
}

impl Default for Geometry {
    fn default() -> Geometry {
        Geometry::new()
    }
}

impl Geometry {
    /// The layout of every Sensei picture (two players, one board size).
    pub fn new() -> Geometry {
        Geometry::seen_from(None)
    }

    /// The layout seen from `side`: seat 2 sees the board flipped top to bottom (its home row,
    /// rank 7, at the bottom; files still a to g from the left).
    pub fn seen_from(side: Option<Seat>) -> Geometry {
        let n = f32::from(SIZE);
        let side_px = n * CELL + (n - 1.0) * GAP + 2.0 * BORDER;
        let layout = Layout::new(Header::height_for(2).ceil(), side_px, MARGIN, SPACING);
        let turn = match side {
            Some(Seat(1)) => Turn::FLIPPED,
            _ => Turn::CLASSIC,
        };
        Geometry { layout, turn }
    }

    /// The pixels of `square`.
    pub fn square(&self, square: Square) -> Rect {
        let (file, from_top) = (
            f32::from(square.file()),
            f32::from(SIZE - 1 - square.rank()),
        );
        let classic = Rect::new(
            self.layout.board.x + BORDER + file * (CELL + GAP),
            self.layout.board.y + BORDER + from_top * (CELL + GAP),
            CELL,
            CELL,
        );
        self.turn.rect(classic, self.layout.board.centre())
    }

    pub fn square_centre(&self, square: Square) -> Point {
        self.square(square).centre()
    }

    pub fn stone_radius(&self) -> f32 {
        CELL * 0.37
    }

    pub fn pit_radius(&self) -> f32 {
        CELL * 0.3
    }

    /// The radius of the ring marking a stone the character may jump to.
    pub fn hint_radius(&self) -> f32 {
        self.stone_radius() + 5.0
    }

    /// An arrow from `from` to `to`: its tail on `from`'s centre, its tip on the rim of the
    /// piece it points at, so that the piece stays readable.
    pub fn arrow(&self, from: Square, to: Square) -> (Point, Point) {
        let (a, b) = (self.square_centre(from), self.square_centre(to));
        let (dx, dy) = (b.x - a.x, b.y - a.y);
        let length = (dx * dx + dy * dy).sqrt().max(1.0);
        let back = self.stone_radius() - 1.0;
        (
            a,
            Point::new(b.x - dx / length * back, b.y - dy / length * back),
        )
    }

    /// The radius of the number at an arrow's tail.
    pub fn badge_radius(&self) -> f32 {
        11.0
    }

    /// The face of a character standing on `square`: its centre and radius.
    pub fn face(&self, square: Square) -> (Point, f32) {
        let c = self.square_centre(square);
        let r = self.stone_radius();
        (Point::new(c.x, c.y + 0.12 * r), 0.66 * r)
    }

    /// The Sage's pointed hat: apex, then the brim's two ends.
    pub fn sage_hat(&self, square: Square) -> [Point; 3] {
        let c = self.square_centre(square);
        let r = self.stone_radius();
        [
            Point::new(c.x, c.y - 1.2 * r),
            Point::new(c.x - 1.02 * r, c.y - 0.22 * r),
            Point::new(c.x + 1.02 * r, c.y - 0.22 * r),
        ]
    }

    /// The Monkey's two ears: centres and radius.
    pub fn monkey_ears(&self, square: Square) -> [(Point, f32); 2] {
        let c = self.square_centre(square);
        let r = self.stone_radius();
        [-1.0, 1.0].map(|side| (Point::new(c.x + side * 0.7 * r, c.y - 0.22 * r), 0.3 * r))
    }
}

/// Draws `game` as seen in `view`, on pixels or vectors, with the targets a player can point at.
pub fn draw<S: Surface>(game: &Sensei, view: &View) -> S {
    let geometry = Geometry::seen_from(view.side);
    let key = format!("sensei/{}", geometry.turn.key());
    let Layout { width, height, .. } = geometry.layout;
    let mut canvas = S::backdrop(&key, width, height, palette::TABLE, |canvas| {
        draw_board(canvas, &geometry);
    });
    header(game, view).draw(&mut canvas, geometry.layout.header.w);
    for pit in game.pits() {
        draw_pit(&mut canvas, &geometry, pit);
    }
    if view.hints {
        draw_hints(&mut canvas, &geometry, game);
    }
    if let Some(Outcome::Win {
        winner,
        reason: WinReason::Goal,
    }) = game.outcome()
    {
        // The winner's piece stands in a gold glow.
        let centre = geometry.square_centre(game.character(winner));
        let halo = Shape::circle(centre, geometry.stone_radius() + 8.0);
        canvas.glow(&halo, palette::GOLD, 0.9, 16.0);
    }
    for (square, seat) in game.stones() {
        draw_stone(&mut canvas, &geometry, square, seat);
    }
    for seat in [Seat(0), Seat(1)] {
        draw_character(&mut canvas, &geometry, game.character(seat), seat);
    }
    draw_last_turn(&mut canvas, &geometry, game);
    if view.preview {
        // A preview's turn: every square it reaches outlined in gold.
        let actions = game.last_turn().map(|l| l.turn.actions());
        for action in actions.iter().flat_map(|a| a.iter()) {
            let (Action::Stone { to, .. } | Action::Character { to }) = *action;
            canvas.proposed(&Shape::rounded(geometry.square(to).inflate(2.0), 8.0));
        }
    }
    if canvas.takes_targets() {
        targets(&mut canvas, &geometry, game);
    }
    canvas
}

/// The header above the board: the title, the last move, the players' cards and the status.
pub fn header(game: &Sensei, view: &View) -> Header {
    let cards = [Seat(0), Seat(1)]
        .into_iter()
        .map(|seat| {
            let state = standing(seat, game.outcome(), game.to_move());
            let character = if seat.index() & 1 == 0 {
                tr!(view.lang, "render-sensei-sage")
            } else {
                tr!(view.lang, "render-sensei-monkey")
            };
            let rank = Sensei::goal_rank(seat) + 1;
            PlayerCard {
                token: Token::new(stone_colour(seat), seat.as_number().to_string()),
                name: view.name(seat),
                detail: tr!(
                    view.lang,
                    "render-sensei-detail",
                    character = character,
                    rank = rank
                ),
                pips: Vec::new(),
                state,
            }
        })
        .collect();
    let last = game.last_turn().map(|l| l.turn.to_string());
    let title = format!("{} · {}", tr!(view.lang, "game-sensei"), game.preset());
    view.header(
        title,
        (game.ply(), last),
        cards,
        (game.to_move(), game.outcome()),
    )
}

fn draw_board<S: Surface>(canvas: &mut S, geometry: &Geometry) {
    board::frame(canvas, geometry.layout.board, BORDER);
    let tiles = [
        board::tile(canvas, CELL, home_wood(Seat(0))),
        board::tile(canvas, CELL, SquareWood::MAPLE),
        board::tile(canvas, CELL, home_wood(Seat(1))),
    ];
    for rank in 0..SIZE {
        let tile = match rank {
            0 => &tiles[0],
            r if r == SIZE - 1 => &tiles[2],
            _ => &tiles[1],
        };
        for file in 0..SIZE {
            let at = geometry.square(Square::new(file, rank));
            canvas.stamp(tile, at.x as i64 - 1, at.y as i64 - 1);
        }
    }
    let labels = (SIZE, geometry.turn.sideways());
    board::coordinates(
        canvas,
        geometry.layout.board,
        MARGIN,
        labels,
        |file, rank| geometry.square_centre(Square::new(file, rank)),
    );
}

/// A round hole: a dark rim of end grain, the bottom in shadow, darkest at the centre.
fn draw_pit<S: Surface>(canvas: &mut S, geometry: &Geometry, square: Square) {
    let c = geometry.square_centre(square);
    let r = geometry.pit_radius();
    canvas.fill(
        &Shape::circle(c, r + 3.0),
        palette::SQUARE_SHADE.darker(0.3),
    );
    canvas.fill(&Shape::circle(c, r), PIT.lighter(0.18));
    canvas.fill(
        &Shape::circle(Point::new(c.x, c.y + 0.12 * r), r * 0.82),
        PIT.lighter(0.08),
    );
    canvas.fill(&Shape::circle(Point::new(c.x, c.y + 0.2 * r), r * 0.6), PIT);
}

/// A stone: the kit's round piece in its side's colour, engraved with its side's mark.
fn draw_stone<S: Surface>(canvas: &mut S, geometry: &Geometry, square: Square, seat: Seat) {
    let c = geometry.square_centre(square);
    let r = geometry.stone_radius();
    let colour = stone_colour(seat);
    canvas.token(c, r, &Token::new(colour, ""));
    let mark = 0.3 * r;
    if seat.index() == 0 {
        canvas.stroke(&Shape::circle(c, mark), 3.0, colour.lighter(0.55));
    } else {
        let diamond = Shape::Polygon(vec![
            Point::new(c.x, c.y - mark * 1.2),
            Point::new(c.x + mark * 1.2, c.y),
            Point::new(c.x, c.y + mark * 1.2),
            Point::new(c.x - mark * 1.2, c.y),
        ]);
        canvas.fill(&diamond, colour.lighter(0.5));
    }
}

/// A character on its stone: the Sage (seat 1) under a pointed hat, the Monkey (seat 2) with
/// round ears, each with its initial on its face.
fn draw_character<S: Surface>(canvas: &mut S, geometry: &Geometry, square: Square, seat: Seat) {
    let (face, r) = geometry.face(square);
    canvas.shadow(
        &Shape::circle(Point::new(face.x, face.y + 3.0), r + 1.0),
        Colour([0, 0, 0]),
        0.4,
        6.0,
    );
    let letter = if seat.index() == 0 {
        let hat = Shape::Polygon(geometry.sage_hat(square).to_vec());
        canvas.fill(&Shape::circle(face, r + 2.0), FIGURE_INK);
        canvas.fill(&Shape::circle(face, r), FACE);
        let [apex, left, right] = geometry.sage_hat(square);
        let grow = |p: Point, k: f32| Point::new(p.x + (p.x - apex.x) * k, p.y);
        let outline = Shape::Polygon(vec![
            Point::new(apex.x, apex.y - 3.0),
            Point::new(grow(left, 0.05).x, left.y + 2.5),
            Point::new(grow(right, 0.05).x, right.y + 2.5),
        ]);
        canvas.fill(&outline, FIGURE_INK);
        canvas.fill(&hat, SAGE_HAT);
        canvas.line(
            Point::new(left.x + 6.0, left.y - 3.0),
            Point::new(right.x - 6.0, right.y - 3.0),
            1.5,
            SAGE_HAT.darker(0.25),
        );
        "S"
    } else {
        for (ear, er) in geometry.monkey_ears(square) {
            canvas.fill(&Shape::circle(ear, er + 2.0), FIGURE_INK);
            canvas.fill(&Shape::circle(ear, er), MONKEY_FUR);
            canvas.fill(&Shape::circle(ear, er * 0.5), FACE.darker(0.12));
        }
        canvas.fill(&Shape::circle(face, r + 2.0), FIGURE_INK);
        canvas.fill(&Shape::circle(face, r), MONKEY_FUR);
        canvas.fill(
            &Shape::circle(Point::new(face.x, face.y + 0.14 * r), 0.74 * r),
            FACE,
        );
        "M"
    };
    let ink = TextStyle::new(r * 1.05, Weight::Bold, FIGURE_INK);
    canvas.text_centred(letter, Point::new(face.x, face.y + 0.2 * r), ink);
}

/// The last turn's actions as arrows in play order, each numbered at its tail.
fn draw_last_turn<S: Surface>(canvas: &mut S, geometry: &Geometry, game: &Sensei) {
    let Some(last) = game.last_turn() else {
        return;
    };
    let mut character = last.character_from;
    let arrows: Vec<(Point, Point)> = last
        .turn
        .actions()
        .iter()
        .map(|action| match *action {
            Action::Stone { from, to } => geometry.arrow(from, to),
            Action::Character { to } => {
                let from = std::mem::replace(&mut character, to);
                geometry.arrow(from, to)
            }
        })
        .collect();
    let width = 7.0;
    for (tail, tip) in &arrows {
        canvas.shadow(
            &Shape::segment(
                Point::new(tail.x, tail.y + 2.0),
                Point::new(tip.x, tip.y + 2.0),
                width,
            ),
            Colour([0, 0, 0]),
            0.35,
            6.0,
        );
    }
    for (tail, tip) in &arrows {
        let (dx, dy) = (tip.x - tail.x, tip.y - tail.y);
        let length = (dx * dx + dy * dy).sqrt().max(1.0);
        let beyond = Point::new(tip.x + dx / length * 3.0, tip.y + dy / length * 3.0);
        canvas.arrow(*tail, beyond, width + 3.0, ARROW_EDGE);
    }
    for (tail, tip) in &arrows {
        canvas.arrow(*tail, *tip, width, ARROW);
    }
    let r = geometry.badge_radius();
    let mut placed: Vec<Point> = Vec::new();
    for (i, (tail, tip)) in arrows.iter().enumerate() {
        // Two arrows leaving one square: the later number steps along its own arrow.
        let (dx, dy) = (tip.x - tail.x, tip.y - tail.y);
        let length = (dx * dx + dy * dy).sqrt().max(1.0);
        let mut at = *tail;
        while placed
            .iter()
            .any(|p| (p.x - at.x).hypot(p.y - at.y) < 2.0 * r)
        {
            at = Point::new(at.x + dx / length * r, at.y + dy / length * r);
        }
        placed.push(at);
        canvas.fill(&Shape::circle(at, r + 2.0), ARROW_EDGE);
        canvas.fill(&Shape::circle(at, r), ARROW);
        let number = TextStyle::new(15.0, Weight::Bold, palette::INK_LIGHT);
        canvas.text_centred(&(i + 1).to_string(), at, number);
    }
}

/// Rings around the stones the character to move may jump to; gold where the jump wins.
fn draw_hints<S: Surface>(canvas: &mut S, geometry: &Geometry, game: &Sensei) {
    let Some(seat) = game.to_move() else {
        return;
    };
    let goal = Sensei::goal_rank(seat);
    for action in game.legal_next_actions(&[]) {
        if let Action::Character { to } = action {
            let colour = if to.rank() == goal { HINT_WIN } else { HINT };
            let ring = Shape::circle(geometry.square_centre(to), geometry.hint_radius());
            canvas.stroke(&ring, 6.0, FIGURE_INK);
            canvas.stroke(&ring, 3.5, colour);
        }
    }
}

/// Sensei: the 49 squares (`square`, `b4`), the stones (`stone`) and the characters standing on
/// theirs (`character`), named by their square, with `data-seat`.
fn targets(surface: &mut impl Surface, geometry: &Geometry, game: &Sensei) {
    for rank in 0..SIZE {
        for file in 0..SIZE {
            let square = Square::new(file, rank);
            let face = Shape::rect(geometry.square(square));
            surface.target(Target::new("square", square.to_string(), face));
        }
    }
    for (square, seat) in game.stones() {
        let stone = Shape::circle(geometry.square_centre(square), geometry.stone_radius());
        let target = Target::new("stone", square.to_string(), stone);
        surface.target(target.with("seat", seat.as_number()));
    }
    for seat in [Seat(0), Seat(1)] {
        let square = game.character(seat);
        let (face, radius) = geometry.face(square);
        let figure = Shape::circle(face, radius);
        let target = Target::new("character", square.to_string(), figure);
        surface.target(target.with("seat", seat.as_number()));
    }
}
