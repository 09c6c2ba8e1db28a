//! Where things are in the picture of a Niwa garden: the one place that turns the garden's unit
//! layout into pixels (and half round, seen from seat 2), used by the drawing and by the targets
//! a player points at.

use crate::games::niwa::{Cell, Garden};
use crate::games::Seat;

use crate::render::kit::{Header, Point, Rect, Shape};

/// The largest hex circumradius in pixels; wide gardens get less so that the picture fits.
pub const MAX_RADIUS: f32 = 38.0;
/// The widest picture.
pub const MAX_WIDTH: f32 = 1000.0;
/// Around the garden, inside the stone ground (room for the column letters).
pub(super) const INSET: f32 = 30.0;
/// Between the ground and the picture's edges.
const MARGIN: f32 = 12.0;
/// Between the header and the ground.
const SPACING: f32 = 6.0;

/// Where things are in the picture of a given garden.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    /// The whole picture, in pixels.
    pub width: u32,
    pub height: u32,
    /// The band with the players, at the top.
    pub header: Rect,
    /// The stone ground the garden lies on.
    pub ground: Rect,
    /// A hex's circumradius in pixels: the garden's unit.
    pub radius: f32,
    /// The garden's bounding box in its unit layout (min x, max y): pixel origin.
    unit_left: f32,
    unit_top: f32,
    /// The top-left of the garden's bounding box, in pixels.
    origin: Point,
    /// Seen from seat 2: turned half round, its base at the bottom.
    pub half_turned: bool,
}

impl Geometry {
    /// The layout of the picture of `garden`.
    pub fn new(garden: &Garden) -> Geometry {
        Geometry::seen_from(garden, None)
    }

    /// The layout seen from `side`: seat 2 sees the garden turned half round, its base at the
    /// bottom where seat 1's is in the classic picture (the default garden is symmetric under
    /// that half-turn, so the picture keeps its size).
    pub fn seen_from(garden: &Garden, side: Option<Seat>) -> Geometry {
        let header_height = Header::height_for(2).ceil();
        let (x0, y0, x1, y1) = garden.bounds();
        let (unit_w, unit_h) = ((x1 - x0) as f32, (y1 - y0) as f32);
        let room = MAX_WIDTH - 2.0 * (INSET + MARGIN);
        let radius = (room / unit_w).min(MAX_RADIUS).floor();
        let ground_w = unit_w * radius + 2.0 * INSET;
        let ground_h = unit_h * radius + 2.0 * INSET;
        let width = (ground_w + 2.0 * MARGIN).ceil();
        let ground = Rect::new(MARGIN, header_height + SPACING, ground_w, ground_h);
        let height = (ground.bottom() + MARGIN).ceil();
        Geometry {
            width: width as u32,
            height: height as u32,
            header: Rect::new(0.0, 0.0, width, header_height),
            ground,
            radius,
            unit_left: x0 as f32,
            unit_top: y1 as f32,
            origin: Point::new(ground.x + INSET, ground.y + INSET),
            half_turned: side == Some(Seat(1)),
        }
    }

    /// The pixel of a point of the garden's unit layout (y up there, down here); seen from seat 2,
    /// turned half round about the ground's centre, then moved by whole pixels only, so that it
    /// keeps the classic picture's fraction of a pixel: what stands upright on a space (its name,
    /// a figurine, its beads) is drawn exactly as in the classic picture, less than half a pixel
    /// from the exact half-turn.
    pub fn point(&self, (x, y): (f64, f64)) -> Point {
        let classic = Point::new(
            self.origin.x + (x as f32 - self.unit_left) * self.radius,
            self.origin.y + (self.unit_top - y as f32) * self.radius,
        );
        if !self.half_turned {
            return classic;
        }
        let centre = self.ground.centre();
        Point::new(
            classic.x + (2.0 * (centre.x - classic.x)).round(),
            classic.y + (2.0 * (centre.y - classic.y)).round(),
        )
    }

    /// The centre of `cell` (the origin for a cell outside the garden).
    pub fn centre(&self, garden: &Garden, cell: Cell) -> Point {
        garden
            .centre(cell)
            .map_or(self.origin, |unit| self.point(unit))
    }

    /// `cell`'s hex, shrunk by `inset` pixels towards its centre.
    pub fn hex(&self, garden: &Garden, cell: Cell, inset: f32) -> Shape {
        let c = self.centre(garden, cell);
        let k = 1.0 - inset / self.radius;
        let corners = garden.corners(cell).unwrap_or([(0.0, 0.0); 6]);
        Shape::Polygon(
            corners
                .iter()
                .map(|corner| {
                    let p = self.point(*corner);
                    Point::new(c.x + (p.x - c.x) * k, c.y + (p.y - c.y) * k)
                })
                .collect(),
        )
    }

    /// The two ends of the line between neighbours `a` and `b`, in pixels.
    pub fn line(&self, garden: &Garden, a: Cell, b: Cell) -> Option<[Point; 2]> {
        garden
            .side(a, b)
            .map(|ends| ends.map(|end| self.point(end)))
    }

    /// The radius of the letter badge at the middle of a line.
    pub fn badge_radius(&self) -> f32 {
        (self.radius * 0.17).max(7.0)
    }

    /// The centre of the figurine standing on `cell`.
    pub fn figurine(&self, garden: &Garden, cell: Cell) -> Point {
        let c = self.centre(garden, cell);
        Point::new(c.x - 0.16 * self.radius, c.y + 0.12 * self.radius)
    }

    pub fn figurine_radius(&self) -> f32 {
        self.radius * 0.4
    }

    /// The centre of the `depth`th bead (0 = top) of the figurine on `cell`.
    pub fn bead(&self, garden: &Garden, cell: Cell, depth: usize) -> Point {
        let c = self.centre(garden, cell);
        Point::new(
            c.x + 0.41 * self.radius,
            c.y + (-0.22 + 0.32 * depth as f32) * self.radius,
        )
    }

    pub fn bead_radius(&self) -> f32 {
        (self.radius * 0.16).max(5.0)
    }

    /// Where a space's name is written.
    pub fn name(&self, garden: &Garden, cell: Cell) -> Point {
        let c = self.centre(garden, cell);
        Point::new(c.x, c.y - 0.54 * self.radius)
    }

    /// The radius of a hint dot.
    pub fn hint_radius(&self) -> f32 {
        self.radius * 0.2
    }
}
