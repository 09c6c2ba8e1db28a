//! The picture of a Niwa position: the hex garden of raked sand on dark stone, every line between
//! two spaces in its colour with its letter (G, O, P) in a badge at its middle, the two bases
//! (temples, a torii in the seat's colour) and their start spaces tinted in the seat's colour,
//! the figurines as tokens bearing their seat's number with their beads stacked beside them (top
//! bead at the top, each bead lettered), every space's name, the last turn as arrows, and on
//! request where the player to move may go.
//!
//! This module owns the picture's layout ([`Geometry`], public so that tests find a space's pixels
//! without hard-coded numbers) and what Niwa shows. Every position comes from the garden's own
//! geometry ([`Garden::centre`], [`Garden::corners`], [`Garden::side`], [`Garden::bounds`]),
//! scaled and flipped to pixels; nothing is recomputed here. How things are drawn belongs to the
//! kit. It reads the position only through the public Niwa API.
//!
//! Decisions the rules leave to the picture:
//! - Seat 1's base is at the bottom (as the garden names its rows), whoever is to move, so that
//!   every player reads the same names. Seen from seat 2's side ([`View::side`]) the garden is
//!   turned half round (the default garden is symmetric under that turn, so the picture keeps
//!   its size) and their base is at the bottom; names, figurines and beads stay upright, and the
//!   column letters follow their columns. [`Geometry::point`] is the one place that turns.
//! - A preview ([`View::preview`]) outlines in gold every space the proposed turn takes.
//! - Each space shows its name (`d4`) at its top, and the column letters run along the top and the
//!   bottom of the garden: rows zigzag on a hex map, so the names in the spaces are what a player
//!   types from.
//! - A line is a bar along the side two spaces share, in its colour, with a round badge at its
//!   middle bearing the letter, so that colour-blind players read every line.
//! - Beads stand in a column right of their figurine, the top bead (the only usable one) at the
//!   top and ringed, each with its letter.
//! - The last turn: a move is drawn as arrows from space to space, a jump as an arc; a bead
//!   passed as an arrow between the two figurines; a setup rings the three spaces taken. The
//!   spaces a move left and reached are tinted; the header repeats it in notation.
//! - Hints (`View::hints`) dot every space where a figurine of the player to move may go with the
//!   first step (or jump) of a legal turn: during setup, the free start spaces. The whole turn is
//!   often several steps, and the table asks for it step by step too.
//! - The header's cards say each player's base and goal (the opponent's base), the thing a player
//!   most needs to find on the map.

mod geometry;
mod targets;

use geometry::INSET;
pub use geometry::{Geometry, MAX_RADIUS, MAX_WIDTH};

use crate::games::niwa::{Cell, Colour as Bead, Garden, Move, Niwa};
use crate::games::{Game, Seat};

use super::kit::{palette, Colour, Header, PlayerCard, Point, Rect, Shape, Surface};
use super::kit::{TextStyle, Weight};
use super::standing;
use super::View;
use crate::tr;

/// The gap between neighbouring spaces, in pixels, where the lines run.
const GAP: f32 = 4.0;

/// Raked sand: an ordinary space.
pub const SAND: Colour = Colour::hex(0xeadfc4);
/// The dark stone ground between and around the spaces.
pub const STONE: Colour = Colour::hex(0x4a3f35);
const STONE_EDGE: Colour = Colour::hex(0x31271f);
/// The arrows of the last turn.
pub const PATH: Colour = Colour::hex(0x6b3a1f);

/// The colour of a line or a bead.
pub fn bead_colour(bead: Bead) -> Colour {
    match bead {
        Bead::Green => Colour::hex(0x4f9a3e),
        Bead::Orange => Colour::hex(0xe38a25),
        Bead::Pink => Colour::hex(0xdc5f98),
    }
}

/// The colour of `seat`'s figurines and of its temple.
pub fn seat_colour(seat: Seat) -> Colour {
    palette::SEATS[seat.index() % 2]
}

/// The fill of `seat`'s base.
pub fn base_colour(seat: Seat) -> Colour {
    seat_colour(seat).mix(SAND, 0.55)
}

/// The fill of `seat`'s start spaces.
pub fn start_colour(seat: Seat) -> Colour {
    seat_colour(seat).mix(SAND, 0.8)
}

/// The colour of the dots marking where `seat` may go.
pub fn hint_colour(seat: Seat) -> Colour {
    seat_colour(seat).mix(SAND, 0.1)
}

/// Draws `game` as seen in `view`, on pixels or vectors, with the targets a player can point at.
pub fn draw<S: Surface>(game: &Niwa, view: &View) -> S {
    let garden = game.garden();
    let geometry = Geometry::seen_from(garden, view.side);
    let g = Drawing {
        garden,
        geometry: &geometry,
    };
    // The garden as it always is (the ground, its spaces, lines and names) is drawn once per
    // garden and copied; only the two spaces of the last walk are tinted afresh.
    let turned = if geometry.half_turned { "/2" } else { "" };
    let key = format!("niwa:{}{turned}", game.garden_name().name());
    let (width, height) = (geometry.width, geometry.height);
    let mut canvas = S::backdrop(&key, width, height, palette::TABLE, |canvas| {
        g.ground(canvas);
        for &cell in garden.cells() {
            g.space(canvas, cell, None);
        }
        g.lines(canvas, |_| true);
        g.names(canvas, |_| true);
    });
    header(game, view).draw(&mut canvas, geometry.header.w);
    g.walked(&mut canvas, game);
    if let Some(last) = game.last_turn() {
        g.last_turn(&mut canvas, &last.mv);
    }
    if view.hints {
        g.hints(&mut canvas, game);
    }
    g.figurines(&mut canvas, game);
    if view.preview {
        // A preview's turn: every space it takes or reaches outlined in gold.
        for cell in game.last_turn().map(|l| l.mv.path()).unwrap_or_default() {
            canvas.proposed(&geometry.hex(garden, cell, GAP / 2.0 + 1.0));
        }
    }
    if canvas.takes_targets() {
        targets::niwa(&mut canvas, &geometry, game);
    }
    canvas
}

/// The header above the board: the title, the last move, the players' cards and the status.
pub fn header(game: &Niwa, view: &View) -> Header {
    let garden = game.garden();
    let cards = [Seat(0), Seat(1)]
        .into_iter()
        .map(|seat| {
            let state = standing(seat, game.outcome(), game.to_move());
            let goal = garden.base(Seat(1 - seat.0));
            let base = garden.base(seat).to_string();
            let detail = if game.is_set_up(seat) {
                let goal = goal.to_string();
                tr!(view.lang, "render-niwa-base-goal", base = base, goal = goal)
            } else {
                tr!(view.lang, "render-niwa-setting-up", base = base)
            };
            PlayerCard {
                token: palette::seat_token(seat.index()),
                name: view.name(seat),
                detail,
                pips: Vec::new(),
                state,
            }
        })
        .collect();
    let title = tr!(
        view.lang,
        "render-niwa-title",
        garden = game.garden_name().to_string()
    );
    view.header(
        title,
        (game.ply(), game.last_turn().map(|l| l.mv.to_string())),
        cards,
        (game.to_move(), game.outcome()),
    )
}

/// The garden being drawn and its pixels.
struct Drawing<'a> {
    garden: &'a Garden,
    geometry: &'a Geometry,
}

impl Drawing<'_> {
    fn centre(&self, cell: Cell) -> Point {
        self.geometry.centre(self.garden, cell)
    }

    fn ground(&self, canvas: &mut impl Surface) {
        let ground = self.geometry.ground;
        canvas.shadow(
            &Shape::rounded(ground.offset(0.0, 5.0), 16.0),
            Colour([0, 0, 0]),
            0.5,
            14.0,
        );
        canvas.fill(&Shape::rounded(ground, 16.0), STONE_EDGE);
        canvas.fill(&Shape::rounded(ground.inflate(-3.0), 13.0), STONE);
        // The column letters along the top and the bottom.
        let (columns, _) = self.garden.size();
        let label = TextStyle::new(17.0, Weight::Bold, palette::INK_SOFT);
        for column in 0..columns {
            let Some(cell) = self.garden.cells().iter().find(|c| c.column() == column) else {
                continue;
            };
            let x = self.centre(*cell).x;
            let letter = char::from(b'a' + column).to_string();
            for y in [ground.y + INSET / 2.0, ground.bottom() - INSET / 2.0] {
                canvas.text_centred(&letter, Point::new(x, y), label);
            }
        }
    }

    /// One space: sand, a start space or base tinted in its seat's colour (a base ringed, with a
    /// torii on it), mixed with `tint` (the last walk's) when given.
    fn space(&self, canvas: &mut impl Surface, cell: Cell, tint: Option<(Colour, f32)>) {
        let seats = [Seat(0), Seat(1)];
        let base = seats.iter().find(|s| self.garden.base(**s) == cell);
        let fill = if let Some(seat) = base {
            base_colour(*seat)
        } else if let Some(seat) = seats
            .iter()
            .find(|s| self.garden.start_spaces(**s).contains(&cell))
        {
            start_colour(*seat)
        } else {
            SAND
        };
        let fill = tint.map_or(fill, |(colour, t)| fill.mix(colour, t));
        canvas.fill(&self.geometry.hex(self.garden, cell, GAP / 2.0), fill);
        if let Some(&seat) = base {
            canvas.stroke(
                &self.geometry.hex(self.garden, cell, GAP / 2.0 + 3.0),
                4.0,
                seat_colour(seat),
            );
            self.torii(canvas, self.centre(cell), seat_colour(seat));
        }
    }

    /// The spaces the last walk left and reached, tinted over the backdrop, with the lines along
    /// them and their names drawn again on top.
    fn walked(&self, canvas: &mut impl Surface, game: &Niwa) {
        let Some(mv @ Move::Walk { .. }) = game.last_turn().map(|l| &l.mv) else {
            return;
        };
        let path = mv.path();
        let (Some(&from), Some(&to)) = (path.first(), path.last()) else {
            return;
        };
        self.space(canvas, from, Some((palette::LAST_FROM, 0.6)));
        self.space(canvas, to, Some((palette::LAST_TO, 0.55)));
        let touched = |cell: Cell| cell == from || cell == to;
        self.lines(canvas, touched);
        self.names(canvas, touched);
    }

    /// A temple gate: two posts under two beams, the top one curved up at its ends.
    fn torii(&self, canvas: &mut impl Surface, c: Point, colour: Colour) {
        let r = self.geometry.radius;
        let dark = colour.darker(0.3);
        for dx in [-0.22, 0.22] {
            let post = Rect::new(c.x + dx * r - 0.045 * r, c.y - 0.2 * r, 0.09 * r, 0.5 * r);
            canvas.fill(&Shape::rect(post), dark);
        }
        let top = Rect::new(c.x - 0.4 * r, c.y - 0.3 * r, 0.8 * r, 0.1 * r);
        canvas.fill(&Shape::rounded(top, 0.04 * r), colour);
        let low = Rect::new(c.x - 0.3 * r, c.y - 0.1 * r, 0.6 * r, 0.07 * r);
        canvas.fill(&Shape::rect(low), dark);
    }

    /// The lines along the spaces `along` picks: a bar along the shared side, in its colour,
    /// lettered at its middle.
    fn lines(&self, canvas: &mut impl Surface, along: impl Fn(Cell) -> bool) {
        let geometry = self.geometry;
        let width = (geometry.radius * 0.14).max(5.0);
        let badge = geometry.badge_radius();
        let letter = TextStyle::new(badge * 1.35, Weight::Bold, palette::INK_DARK);
        for edge in self
            .garden
            .edges()
            .iter()
            .filter(|e| along(e.a) || along(e.b))
        {
            let Some([a, b]) = geometry.line(self.garden, edge.a, edge.b) else {
                continue;
            };
            let colour = bead_colour(edge.colour);
            // Stop short of the corners, where three lines meet.
            let shorten =
                |p: Point, q: Point| Point::new(p.x + (q.x - p.x) * 0.1, p.y + (q.y - p.y) * 0.1);
            let (a, b) = (shorten(a, b), shorten(b, a));
            canvas.line(a, b, width, colour);
            let mid = Point::new((a.x + b.x) / 2.0, (a.y + b.y) / 2.0);
            canvas.fill(&Shape::circle(mid, badge), colour);
            canvas.text_centred(&edge.colour.letter().to_string(), mid, letter);
        }
    }

    /// The names of the spaces `of` picks.
    fn names(&self, canvas: &mut impl Surface, of: impl Fn(Cell) -> bool) {
        let style = TextStyle::new(
            (self.geometry.radius * 0.32).max(11.0),
            Weight::Regular,
            palette::INK_DARK.mix(SAND, 0.2),
        );
        for &cell in self.garden.cells().iter().filter(|c| of(**c)) {
            let at = self.geometry.name(self.garden, cell);
            canvas.text_centred(&cell.to_string(), at, style);
        }
    }

    fn last_turn(&self, canvas: &mut impl Surface, mv: &Move) {
        let r = self.geometry.radius;
        let width = (r * 0.09).max(3.5);
        match mv {
            Move::Setup { .. } => {
                for cell in mv.path() {
                    canvas.stroke(
                        &Shape::circle(self.geometry.figurine(self.garden, cell), r * 0.45),
                        3.0,
                        palette::LAST_TO.darker(0.15),
                    );
                }
            }
            Move::Walk { from, steps, jump } => {
                let mut at = *from;
                for step in steps {
                    self.arrow(canvas, at, step.to, width, false);
                    at = step.to;
                }
                if let Some(landing) = jump {
                    self.arrow(canvas, at, *landing, width, true);
                }
            }
            Move::Give { from, to } => {
                let (a, b) = (
                    self.geometry.figurine(self.garden, *from),
                    self.geometry.figurine(self.garden, *to),
                );
                let (a, b) = trim(a, b, r * 0.4, r * 0.45);
                canvas.arrow(a, b, width, PATH);
            }
        }
    }

    /// An arrow from one space to another, clear of the figurines at its ends; a jump bends up.
    fn arrow(&self, canvas: &mut impl Surface, from: Cell, to: Cell, width: f32, jump: bool) {
        let r = self.geometry.radius;
        let (a, b) = (self.centre(from), self.centre(to));
        if !jump {
            let (a, b) = trim(a, b, r * 0.3, r * 0.42);
            canvas.arrow(a, b, width, PATH);
            return;
        }
        // A quadratic arc bulging to the left of the way, drawn as short segments.
        let (dx, dy) = (b.x - a.x, b.y - a.y);
        let control = Point::new((a.x + b.x) / 2.0 + dy * 0.35, (a.y + b.y) / 2.0 - dx * 0.35);
        let at = |t: f32| {
            let u = 1.0 - t;
            Point::new(
                u * u * a.x + 2.0 * u * t * control.x + t * t * b.x,
                u * u * a.y + 2.0 * u * t * control.y + t * t * b.y,
            )
        };
        let (t0, t1, n) = (0.15, 0.8, 12);
        let mut previous = at(t0);
        for i in 1..n {
            let next = at(t0 + (t1 - t0) * i as f32 / n as f32);
            canvas.line(previous, next, width, PATH);
            previous = next;
        }
        canvas.arrow(previous, at(0.85), width, PATH);
    }

    fn hints(&self, canvas: &mut impl Surface, game: &Niwa) {
        let Some(seat) = game.to_move() else {
            return;
        };
        let mut cells: Vec<Cell> = game
            .legal_moves()
            .iter()
            .filter_map(|mv| match mv {
                Move::Walk { steps, jump, .. } => steps.first().map(|s| s.to).or(*jump),
                Move::Setup { .. } => None,
                Move::Give { .. } => None,
            })
            .collect();
        if !game.is_set_up(seat) {
            cells.extend(self.garden.start_spaces(seat));
        }
        cells.sort();
        cells.dedup();
        let colour = hint_colour(seat);
        let radius = self.geometry.hint_radius();
        for cell in cells {
            let c = self.geometry.figurine(self.garden, cell);
            canvas.fill(&Shape::circle(c, radius), colour.darker(0.45));
            canvas.fill(&Shape::circle(c, radius - 2.0), colour);
        }
    }

    fn figurines(&self, canvas: &mut impl Surface, game: &Niwa) {
        let geometry = self.geometry;
        let bead_radius = geometry.bead_radius();
        let letter = TextStyle::new(bead_radius * 1.35, Weight::Bold, palette::INK_DARK);
        for figurine in game.figurines() {
            let c = geometry.figurine(self.garden, figurine.cell);
            let token = palette::seat_token(figurine.seat.index());
            canvas.token(c, geometry.figurine_radius(), &token);
            for (depth, bead) in figurine.beads.iter().enumerate() {
                let at = geometry.bead(self.garden, figurine.cell, depth);
                let colour = bead_colour(*bead);
                let rim = if depth == 0 { 2.5 } else { 1.2 };
                canvas.fill(&Shape::circle(at, bead_radius + rim), palette::INK_DARK);
                canvas.fill(&Shape::circle(at, bead_radius), colour);
                canvas.text_centred(&bead.letter().to_string(), at, letter);
            }
        }
    }
}

/// The segment from `a` to `b` with `start` pixels cut from its start and `end` from its end.
fn trim(a: Point, b: Point, start: f32, end: f32) -> (Point, Point) {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let length = (dx * dx + dy * dy).sqrt().max(1e-3);
    let (ux, uy) = (dx / length, dy / length);
    (
        Point::new(a.x + ux * start, a.y + uy * start),
        Point::new(b.x - ux * end, b.y - uy * end),
    )
}
