//! The shapes a picture is made of (rounded rectangles, discs, strokes with round ends, convex
//! polygons such as hexagons and arrow heads) and how much of each pixel they cover.
//!
//! Anti-aliasing without supersampling: every shape is described by its signed distance (negative
//! inside, in pixels), and each pixel whose centre lies within half a pixel of the edge is covered
//! in proportion. One distance per pixel gives smooth circles, diagonals and hexagons at 1x, which
//! is what keeps a whole picture under a few milliseconds. The same distance gives outlines
//! (`|d| - width/2`) and soft shadows (a wider ramp), so each shape is written once: a [`Ramp`]
//! turns the distance into coverage, and the canvas paints by it.

use super::{Point, Rect};

/// Something to fill or outline, known by its signed distance.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A rectangle with corners rounded by `radius` (0 for square corners).
    RoundedRect {
        rect: Rect,
        radius: f32,
    },
    Circle {
        centre: Point,
        radius: f32,
    },
    /// A straight stroke of `width` with round ends: lines, arrow shafts, Niwa's coloured lines.
    Segment {
        from: Point,
        to: Point,
        width: f32,
    },
    /// A convex polygon (hexagons, arrow heads), corners in either turning order.
    Polygon(Vec<Point>),
}

impl Shape {
    pub fn rect(rect: Rect) -> Shape {
        Shape::RoundedRect { rect, radius: 0.0 }
    }

    pub fn rounded(rect: Rect, radius: f32) -> Shape {
        Shape::RoundedRect { rect, radius }
    }

    pub fn circle(centre: Point, radius: f32) -> Shape {
        Shape::Circle { centre, radius }
    }

    pub fn segment(from: Point, to: Point, width: f32) -> Shape {
        Shape::Segment { from, to, width }
    }

    /// A regular hexagon of circumradius `radius`; `pointy` puts a corner at the top (rows of
    /// hexagons), otherwise a flat side is at the top (columns of hexagons).
    pub fn hexagon(centre: Point, radius: f32, pointy: bool) -> Shape {
        let start = if pointy { 30.0f32 } else { 0.0 };
        Shape::Polygon(
            (0..6)
                .map(|i| {
                    let angle = (start + 60.0 * i as f32).to_radians();
                    Point::new(
                        centre.x + radius * angle.cos(),
                        centre.y + radius * angle.sin(),
                    )
                })
                .collect(),
        )
    }

    /// The head of an arrow: a triangle with its tip on `tip`, pointing away from `from`.
    pub fn arrow_head(from: Point, tip: Point, length: f32, width: f32) -> Shape {
        let along = tip.minus(from);
        let unit = along.scaled(1.0 / along.length().max(1e-3));
        let normal = Point::new(-unit.y, unit.x);
        let base = tip.minus(unit.scaled(length));
        Shape::Polygon(vec![
            tip,
            base.plus(normal.scaled(width / 2.0)),
            base.minus(normal.scaled(width / 2.0)),
        ])
    }

    /// The signed distance from `p` to the edge: negative inside.
    pub fn distance(&self, p: Point) -> f32 {
        match self {
            Shape::RoundedRect { rect, radius } => {
                let r = radius.min(rect.w / 2.0).min(rect.h / 2.0).max(0.0);
                let c = rect.centre();
                let qx = (p.x - c.x).abs() - (rect.w / 2.0 - r);
                let qy = (p.y - c.y).abs() - (rect.h / 2.0 - r);
                let outside = Point::new(qx.max(0.0), qy.max(0.0)).length();
                outside + qx.max(qy).min(0.0) - r
            }
            Shape::Circle { centre, radius } => p.minus(*centre).length() - radius,
            Shape::Segment { from, to, width } => {
                let ab = to.minus(*from);
                let t = (p.minus(*from).dot(ab) / ab.dot(ab).max(1e-6)).clamp(0.0, 1.0);
                p.minus(from.plus(ab.scaled(t))).length() - width / 2.0
            }
            Shape::Polygon(points) => convex_distance(points, p),
        }
    }

    /// Where the row at height `y` meets the region within `offset` pixels of the shape
    /// (`distance <= offset`). Exact for rectangles and circles, which lets big shapes be filled
    /// row by row with the distance asked only near their edges.
    pub(super) fn row(&self, y: f32, offset: f32) -> Row {
        match self {
            Shape::RoundedRect { rect, radius } => {
                let r = radius.min(rect.w / 2.0).min(rect.h / 2.0).max(0.0);
                // Within `offset` of a rounded rectangle lies the rectangle grown by `offset`,
                // its corners rounded by `r + offset` (square once that is negative).
                let grown = rect.inflate(offset);
                let r = (r + offset).max(0.0);
                if grown.w <= 0.0 || grown.h <= 0.0 || y < grown.y || y > grown.bottom() {
                    return Row::Empty;
                }
                let dy = (grown.y + r - y).max(y - (grown.bottom() - r)).max(0.0);
                let inset = r - (r * r - dy * dy).max(0.0).sqrt();
                Row::Span(grown.x + inset, grown.right() - inset)
            }
            Shape::Circle { centre, radius } => {
                let r = radius + offset;
                let dy = y - centre.y;
                if r <= 0.0 || dy.abs() > r {
                    return Row::Empty;
                }
                let half = (r * r - dy * dy).sqrt();
                Row::Span(centre.x - half, centre.x + half)
            }
            _ => Row::Unknown,
        }
    }

    /// A rectangle holding every pixel the shape touches.
    pub fn bounds(&self) -> Rect {
        match self {
            Shape::RoundedRect { rect, .. } => *rect,
            Shape::Circle { centre, radius } => Rect::centred(*centre, 2.0 * radius, 2.0 * radius),
            Shape::Segment { from, to, width } => {
                let (x0, x1) = (from.x.min(to.x), from.x.max(to.x));
                let (y0, y1) = (from.y.min(to.y), from.y.max(to.y));
                Rect::new(x0, y0, x1 - x0, y1 - y0).inflate(width / 2.0)
            }
            Shape::Polygon(points) => {
                let fold = |f: fn(f32, f32) -> f32, init: f32, pick: fn(&Point) -> f32| {
                    points.iter().map(pick).fold(init, f)
                };
                let (x0, x1) = (
                    fold(f32::min, f32::MAX, |p| p.x),
                    fold(f32::max, f32::MIN, |p| p.x),
                );
                let (y0, y1) = (
                    fold(f32::min, f32::MAX, |p| p.y),
                    fold(f32::max, f32::MIN, |p| p.y),
                );
                Rect::new(x0, y0, (x1 - x0).max(0.0), (y1 - y0).max(0.0))
            }
        }
    }
}

/// How a row of pixels meets a shape.
pub(super) enum Row {
    /// Not known exactly: ask every pixel of the bounding box.
    Unknown,
    Empty,
    /// From x to x.
    Span(f32, f32),
}

/// Distance to a convex polygon: the largest distance to the lines of its sides. Exact inside
/// and along the sides; near a corner outside it is slightly short, which only sharpens corners.
fn convex_distance(points: &[Point], p: Point) -> f32 {
    if points.len() < 3 {
        return f32::MAX;
    }
    let area: f32 = points
        .iter()
        .zip(points.iter().cycle().skip(1))
        .map(|(a, b)| a.x * b.y - b.x * a.y)
        .sum();
    let outward = if area >= 0.0 { 1.0 } else { -1.0 };
    points
        .iter()
        .zip(points.iter().cycle().skip(1))
        .map(|(a, b)| {
            let edge = b.minus(*a);
            let normal = Point::new(edge.y, -edge.x).scaled(outward / edge.length().max(1e-6));
            p.minus(*a).dot(normal)
        })
        .fold(f32::MIN, f32::max)
}

/// How a shape's distance becomes coverage (0 to 1) of a pixel's centre: a ramp across its edge.
#[derive(Clone, Copy, Debug)]
pub(super) enum Ramp {
    /// The inside, its edge ramped over one pixel.
    Fill,
    /// A band `width` pixels wide centred on the edge, its two sides ramped over one pixel.
    Outline(f32),
    /// The edge ramped over `blur` pixels (at least one): shadows and glows.
    Soft(f32),
}

impl Ramp {
    /// A soft edge over `blur` pixels, never sharper than a pixel.
    pub(super) fn soft(blur: f32) -> Ramp {
        Ramp::Soft(blur.max(1.0))
    }

    /// The distances over which the coverage falls from 1 to 0 (inner, outer): beyond `outer`
    /// nothing is covered, and within `inner` a filled shape covers every pixel whole.
    pub(super) fn band(self) -> (f32, f32) {
        let half = match self {
            Ramp::Fill => 0.5,
            Ramp::Outline(width) => width / 2.0 + 0.5,
            Ramp::Soft(blur) => blur / 2.0,
        };
        (-half, half)
    }

    /// How much of the pixel centred on `p` the ramp of `shape` covers.
    pub(super) fn coverage(self, shape: &Shape, p: Point) -> f32 {
        let d = shape.distance(p);
        match self {
            Ramp::Fill => (0.5 - d).clamp(0.0, 1.0),
            Ramp::Outline(width) => (0.5 - (d.abs() - width / 2.0)).clamp(0.0, 1.0),
            Ramp::Soft(blur) => (0.5 - d / blur).clamp(0.0, 1.0),
        }
    }
}
