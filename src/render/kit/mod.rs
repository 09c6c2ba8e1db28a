//! The drawing kit every game's picture is made with: colours, anti-aliased shapes, text, seat
//! tokens and the header with the players.
//!
//! This module owns *how* things are drawn, never *what* a game shows: it knows no game, no
//! seat rules and no notation. A game's picture (`render/quoridor.rs`, later Sensei's and Niwa's)
//! lays out its board with these pieces.
//!
//! Anti-aliasing without supersampling: every shape is described by its signed distance (negative
//! inside, in pixels), and each pixel whose centre lies within half a pixel of the edge is covered
//! in proportion. One distance per pixel gives smooth circles, diagonals and hexagons at 1x, which
//! is what keeps a whole picture under a few milliseconds. The same distance gives outlines
//! (`|d| - width/2`) and soft shadows (a wider ramp), so each shape is written once.

pub mod board;
mod header;
pub mod indexed;
pub mod palette;
mod text;

pub use header::{Header, PlayerCard, PlayerState};
pub use text::{
    record_texts, text_width, Align, DrawnText, Overflow, TextStyle, Weight, MIN_SCALE,
};

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use image::RgbImage;

/// An opaque colour.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Colour(pub [u8; 3]);

impl Colour {
    /// The colour written `0xRRGGBB`.
    pub const fn hex(rgb: u32) -> Colour {
        Colour([(rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8])
    }

    /// `self` moved a fraction `t` (0 to 1) of the way towards `other`.
    pub fn mix(self, other: Colour, t: f32) -> Colour {
        let t = t.clamp(0.0, 1.0);
        let mut out = [0; 3];
        for (i, channel) in out.iter_mut().enumerate() {
            let (a, b) = (f32::from(self.0[i]), f32::from(other.0[i]));
            *channel = (a + (b - a) * t).round() as u8;
        }
        Colour(out)
    }

    /// Towards black by `t`.
    pub fn darker(self, t: f32) -> Colour {
        self.mix(Colour([0, 0, 0]), t)
    }

    /// Towards white by `t`.
    pub fn lighter(self, t: f32) -> Colour {
        self.mix(Colour([255, 255, 255]), t)
    }

    /// Perceived brightness, 0 to 255: picks dark or light ink on a fill.
    pub fn luma(self) -> f32 {
        let [r, g, b] = self.0.map(f32::from);
        0.299 * r + 0.587 * g + 0.114 * b
    }
}

/// A point in pixels; `(0, 0)` is the top-left corner of the picture and y grows downwards.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct Point {
    pub x: f32,
    pub y: f32,
}

impl Point {
    pub const fn new(x: f32, y: f32) -> Point {
        Point { x, y }
    }
    fn minus(self, other: Point) -> Point {
        Point::new(self.x - other.x, self.y - other.y)
    }
    fn plus(self, other: Point) -> Point {
        Point::new(self.x + other.x, self.y + other.y)
    }
    fn scaled(self, k: f32) -> Point {
        Point::new(self.x * k, self.y * k)
    }
    fn dot(self, other: Point) -> f32 {
        self.x * other.x + self.y * other.y
    }
    fn length(self) -> f32 {
        self.dot(self).sqrt()
    }
    /// The pixel this point falls in.
    pub fn pixel(self) -> (u32, u32) {
        (self.x.max(0.0) as u32, self.y.max(0.0) as u32)
    }
}

/// An axis-aligned rectangle in pixels.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    pub const fn new(x: f32, y: f32, w: f32, h: f32) -> Rect {
        Rect { x, y, w, h }
    }
    /// The rectangle of size `w` x `h` centred on `c`.
    pub fn centred(c: Point, w: f32, h: f32) -> Rect {
        Rect::new(c.x - w / 2.0, c.y - h / 2.0, w, h)
    }
    pub fn centre(self) -> Point {
        Point::new(self.x + self.w / 2.0, self.y + self.h / 2.0)
    }
    pub fn right(self) -> f32 {
        self.x + self.w
    }
    pub fn bottom(self) -> f32 {
        self.y + self.h
    }
    /// Grown by `d` on every side (shrunk when `d` is negative).
    pub fn inflate(self, d: f32) -> Rect {
        Rect::new(self.x - d, self.y - d, self.w + 2.0 * d, self.h + 2.0 * d)
    }
    /// Moved by `(dx, dy)`.
    pub fn offset(self, dx: f32, dy: f32) -> Rect {
        Rect::new(self.x + dx, self.y + dy, self.w, self.h)
    }
    pub fn contains(self, p: Point) -> bool {
        p.x >= self.x && p.x < self.right() && p.y >= self.y && p.y < self.bottom()
    }
}

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
    fn row(&self, y: f32, offset: f32) -> Row {
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
enum Row {
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

/// A picture being drawn: an RGB image and the anti-aliased painting on it.
#[derive(Clone)]
pub struct Canvas {
    image: RgbImage,
}

/// The most backdrops kept: a few per game (Quoridor's 2 and 4 players...), so this is never
/// reached in practice; past it the cache starts again.
const BACKDROPS: usize = 32;

impl Canvas {
    /// A `width` x `height` canvas filled with `background`.
    pub fn new(width: u32, height: u32, background: Colour) -> Canvas {
        let (width, height) = (width.max(1), height.max(1));
        // One row, then copies of it: far quicker than setting each pixel.
        let row = background.0.repeat(width as usize);
        let raw = row.repeat(height as usize);
        Canvas {
            image: RgbImage::from_raw(width, height, raw)
                .unwrap_or_else(|| RgbImage::new(width, height)),
        }
    }

    /// A copy of the backdrop named `key`, drawn by `draw` the first time it is asked for in the
    /// process: the parts of a picture that never change for a game and variant (the table, the
    /// board's frame, its squares and coordinates) are drawn once and then copied, which is what
    /// keeps a reply's picture within a few milliseconds. `key` must name everything `draw`
    /// depends on.
    pub fn backdrop(key: &str, draw: impl FnOnce() -> Canvas) -> Canvas {
        type Cache = Mutex<HashMap<String, Arc<Canvas>>>;
        static BACKDROP_CACHE: OnceLock<Cache> = OnceLock::new();
        let cache = BACKDROP_CACHE.get_or_init(Cache::default);
        let cached = cache
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(key)
            .cloned();
        let backdrop = cached.unwrap_or_else(|| {
            let drawn = Arc::new(draw());
            let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
            if cache.len() >= BACKDROPS {
                cache.clear();
            }
            cache.insert(key.to_string(), drawn.clone());
            drawn
        });
        Canvas::clone(&backdrop)
    }

    pub fn width(&self) -> u32 {
        self.image.width()
    }

    pub fn height(&self) -> u32 {
        self.image.height()
    }

    pub fn into_image(self) -> RgbImage {
        self.image
    }

    /// The colour at pixel `(x, y)`, if it is on the canvas.
    pub fn pixel(&self, x: u32, y: u32) -> Option<Colour> {
        (x < self.width() && y < self.height()).then(|| Colour(self.image.get_pixel(x, y).0))
    }

    /// Lays `colour` over pixel `(x, y)` with opacity `alpha` (0 to 1).
    fn blend(&mut self, x: u32, y: u32, colour: Colour, alpha: f32) {
        blend_into(&mut self.image.get_pixel_mut(x, y).0, colour, alpha);
    }

    /// Paints the pixels of `bounds` with `colour` at opacity `alpha` times the `coverage` of
    /// each pixel's centre, `coverage` being a ramp of the shape's distance between `inner` and
    /// `outer` offsets. Beyond `outer` nothing is painted; within `inner` every pixel is fully
    /// covered and is filled row by row without asking `coverage` (the fast path for big
    /// shapes), or left alone when `fill_inner` is false (a shadow its shape will cover, the hole
    /// of an outline).
    fn paint(
        &mut self,
        shape: &Shape,
        (inner, outer, fill_inner): (f32, f32, bool),
        colour: Colour,
        alpha: f32,
        coverage: impl Fn(Point) -> f32,
    ) {
        let bounds = shape.bounds().inflate(outer.max(0.0) + 1.0);
        let (w, h) = (self.width() as f32, self.height() as f32);
        let clamp = |v: f32, max: f32| v.clamp(0.0, max) as usize;
        let (x0, x1) = (clamp(bounds.x.floor(), w), clamp(bounds.right().ceil(), w));
        let (y0, y1) = (clamp(bounds.y.floor(), h), clamp(bounds.bottom().ceil(), h));
        let stride = self.image.width() as usize * 3;
        // Opaque runs are copied from one row of the colour, at memcpy speed.
        let run: Vec<u8> = if fill_inner && alpha >= 1.0 {
            colour.0.repeat(x1 - x0)
        } else {
            Vec::new()
        };
        let buffer: &mut [u8] = &mut self.image;
        for y in y0..y1 {
            let py = y as f32 + 0.5;
            // The pixels this row may touch, then those wholly inside.
            let (from, to) = match shape.row(py, outer) {
                Row::Empty => continue,
                Row::Unknown => (x0, x1),
                Row::Span(a, b) => (
                    clamp((a - 0.5).floor(), w).max(x0),
                    clamp((b + 0.5).ceil(), w).min(x1),
                ),
            };
            let (a, b) = match shape.row(py, inner) {
                Row::Span(a, b) => {
                    let a = clamp((a - 0.5).ceil(), w).clamp(from, to);
                    (a, clamp((b - 0.5).floor() + 1.0, w).clamp(a, to))
                }
                _ => (to, to),
            };
            let row = &mut buffer[y * stride..(y + 1) * stride];
            for x in (from..a).chain(b..to) {
                let c = coverage(Point::new(x as f32 + 0.5, py));
                blend_into(&mut row[x * 3..x * 3 + 3], colour, alpha * c);
            }
            if !run.is_empty() {
                row[a * 3..b * 3].copy_from_slice(&run[..(b - a) * 3]);
            } else if fill_inner {
                for pixel in row[a * 3..b * 3].chunks_exact_mut(3) {
                    blend_into(pixel, colour, alpha);
                }
            }
        }
    }

    /// Fills `shape` with `colour`, edges anti-aliased.
    pub fn fill(&mut self, shape: &Shape, colour: Colour) {
        self.fill_alpha(shape, colour, 1.0);
    }

    /// Fills `shape` with `colour` at opacity `alpha`.
    pub fn fill_alpha(&mut self, shape: &Shape, colour: Colour, alpha: f32) {
        self.paint(shape, (-0.5, 0.5, true), colour, alpha, |p| {
            (0.5 - shape.distance(p)).clamp(0.0, 1.0)
        });
    }

    /// Draws the outline of `shape`, `width` pixels wide, centred on its edge.
    pub fn stroke(&mut self, shape: &Shape, width: f32, colour: Colour) {
        let half = width / 2.0 + 0.5;
        self.paint(shape, (-half, half, false), colour, 1.0, |p| {
            (0.5 - (shape.distance(p).abs() - width / 2.0)).clamp(0.0, 1.0)
        });
    }

    /// A soft shadow of `shape`, fading over `blur` pixels across its edge. Meant to lie under
    /// an opaque shape that covers its middle, which is therefore left unpainted.
    pub fn shadow(&mut self, shape: &Shape, colour: Colour, alpha: f32, blur: f32) {
        self.soft(shape, colour, alpha, blur, false);
    }

    /// A glow around `shape`: like a shadow, but its middle is painted too.
    pub fn glow(&mut self, shape: &Shape, colour: Colour, alpha: f32, blur: f32) {
        self.soft(shape, colour, alpha, blur, true);
    }

    fn soft(&mut self, shape: &Shape, colour: Colour, alpha: f32, blur: f32, middle: bool) {
        let blur = blur.max(1.0);
        self.paint(
            shape,
            (-blur / 2.0, blur / 2.0, middle),
            colour,
            alpha,
            |p| (0.5 - shape.distance(p) / blur).clamp(0.0, 1.0),
        );
    }

    /// Copies `sprite` with its top-left corner on pixel `(x, y)`, clipped to the canvas: a
    /// piece drawn once and stamped many times (the 81 squares of a board).
    pub fn stamp(&mut self, sprite: &Canvas, x: i64, y: i64) {
        let (w, h) = (i64::from(self.width()), i64::from(self.height()));
        let (sw, sh) = (i64::from(sprite.width()), i64::from(sprite.height()));
        let (x0, x1) = (x.max(0), (x + sw).min(w));
        if x0 >= x1 {
            return;
        }
        for row in y.max(0)..(y + sh).min(h) {
            let from = ((row - y) * sw + (x0 - x)) as usize * 3;
            let to = (row * w + x0) as usize * 3;
            let len = (x1 - x0) as usize * 3;
            let source: &[u8] = &sprite.image;
            let target: &mut [u8] = &mut self.image;
            target[to..to + len].copy_from_slice(&source[from..from + len]);
        }
    }

    /// A straight line with round ends.
    pub fn line(&mut self, from: Point, to: Point, width: f32, colour: Colour) {
        self.fill(&Shape::segment(from, to, width), colour);
    }

    /// An arrow from `from` to `to`, the tip exactly on `to`: what a turn's actions are drawn as.
    pub fn arrow(&mut self, from: Point, to: Point, width: f32, colour: Colour) {
        let head_length = width * 3.0;
        let along = to.minus(from);
        let length = along.length();
        if length > head_length {
            let shaft_end = from.plus(along.scaled((length - head_length * 0.8) / length));
            self.line(from, shaft_end, width, colour);
        }
        self.fill(
            &Shape::arrow_head(from, to, head_length.min(length), width * 3.2),
            colour,
        );
    }

    /// A round token: a playing piece or a seat's marker. A soft shadow, a rim, and the label
    /// (a seat number, a letter) in ink that reads on the fill, so that seats differ by more than
    /// colour.
    pub fn token(&mut self, centre: Point, radius: f32, token: &Token) {
        let shade = Colour([0, 0, 0]);
        self.shadow(
            &Shape::circle(Point::new(centre.x, centre.y + radius * 0.12), radius),
            shade,
            0.35,
            radius * 0.3,
        );
        self.fill(&Shape::circle(centre, radius), token.fill.darker(0.35));
        self.fill(
            &Shape::circle(centre, radius - (radius * 0.1).max(1.5)),
            token.fill,
        );
        // A highlight across the top gives the piece some volume.
        self.fill_alpha(
            &Shape::circle(
                Point::new(centre.x, centre.y - radius * 0.42),
                radius * 0.42,
            ),
            Colour([255, 255, 255]),
            0.13,
        );
        if !token.label.is_empty() {
            let size = radius
                * if token.label.chars().count() > 1 {
                    0.9
                } else {
                    1.15
                };
            self.text_centred(
                &token.label,
                centre,
                TextStyle::new(size, Weight::Bold, token.ink()),
            );
        }
    }
}

/// Lays `colour` over one RGB pixel with opacity `alpha` (0 to 1).
fn blend_into(pixel: &mut [u8], colour: Colour, alpha: f32) {
    if alpha <= 0.0 {
        return;
    }
    if alpha >= 1.0 {
        pixel.copy_from_slice(&colour.0);
        return;
    }
    let a = (alpha * 256.0) as u32;
    for (channel, target) in pixel.iter_mut().zip(colour.0) {
        let (from, to) = (u32::from(*channel), u32::from(target));
        *channel = ((from * (256 - a) + to * a + 128) >> 8) as u8;
    }
}

/// How a seat (or a piece) looks: its fill and the label that names it without colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token {
    pub fill: Colour,
    pub label: String,
}

impl Token {
    pub fn new(fill: Colour, label: impl Into<String>) -> Token {
        Token {
            fill,
            label: label.into(),
        }
    }

    /// Dark ink on light fills, light ink on dark ones.
    pub fn ink(&self) -> Colour {
        if self.fill.luma() > 150.0 {
            palette::INK_DARK
        } else {
            palette::INK_LIGHT
        }
    }
}

/// The size a picture should stay under to load quickly in a chat on a phone.
pub const PNG_BUDGET: usize = 140 * 1024;

pub use indexed::encode_png;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances_are_negative_inside_and_positive_outside() {
        let c = Point::new(10.0, 10.0);
        let shapes = [
            Shape::circle(c, 5.0),
            Shape::rounded(Rect::centred(c, 10.0, 6.0), 2.0),
            Shape::segment(Point::new(5.0, 10.0), Point::new(15.0, 10.0), 4.0),
            Shape::hexagon(c, 5.0, true),
            Shape::hexagon(c, 5.0, false),
        ];
        for shape in &shapes {
            assert!(shape.distance(c) < 0.0, "{shape:?}");
            assert!(shape.distance(Point::new(30.0, 30.0)) > 0.0, "{shape:?}");
            let b = shape.bounds();
            assert!(
                b.contains(c) && !b.contains(Point::new(30.0, 30.0)),
                "{shape:?}"
            );
        }
        assert!((Shape::circle(c, 5.0).distance(Point::new(10.0, 18.0)) - 3.0).abs() < 1e-4);
    }

    #[test]
    fn edges_are_anti_aliased_not_jagged() {
        let mut canvas = Canvas::new(40, 40, Colour([0, 0, 0]));
        canvas.fill(
            &Shape::circle(Point::new(20.0, 20.0), 12.3),
            Colour([255, 255, 255]),
        );
        let greys = canvas
            .into_image()
            .pixels()
            .filter(|p| p.0[0] > 10 && p.0[0] < 245)
            .count();
        // A hard-edged circle has no in-between pixels; a smooth one has a ring of them.
        assert!(greys > 40, "{greys} partly covered pixels");
    }

    #[test]
    fn the_row_by_row_fast_path_paints_what_the_distance_says() {
        let shapes = [
            Shape::rounded(Rect::new(3.3, 4.7, 41.2, 27.9), 9.5),
            Shape::rect(Rect::new(5.0, 5.0, 30.0, 20.0)),
            Shape::circle(Point::new(24.6, 19.2), 15.3),
        ];
        let (white, black) = (Colour([255, 255, 255]), Colour([0, 0, 0]));
        for shape in &shapes {
            let mut canvas = Canvas::new(50, 40, black);
            canvas.fill(shape, white);
            canvas.stroke(shape, 3.0, Colour([0, 0, 255]));
            for y in 0..40 {
                for x in 0..50 {
                    let p = Point::new(x as f32 + 0.5, y as f32 + 0.5);
                    let d = shape.distance(p);
                    let fill = (0.5 - d).clamp(0.0, 1.0);
                    let ring = (0.5 - (d.abs() - 1.5)).clamp(0.0, 1.0);
                    let mut expected = [0u8; 3];
                    blend_into(&mut expected, white, fill);
                    blend_into(&mut expected, Colour([0, 0, 255]), ring);
                    let got = canvas.pixel(x, y).unwrap().0;
                    assert_eq!(got, expected, "{shape:?} at ({x}, {y}), distance {d}");
                }
            }
        }
    }

    #[test]
    fn an_arrow_ends_on_its_tip_with_a_head_wider_than_its_shaft() {
        let (black, white) = (Colour([0, 0, 0]), Colour([255, 255, 255]));
        let mut canvas = Canvas::new(60, 30, black);
        canvas.arrow(Point::new(5.0, 15.0), Point::new(55.0, 15.0), 4.0, white);
        let lit = |x: u32| {
            (0..30)
                .filter(|y| canvas.pixel(x, *y) == Some(white))
                .count()
        };
        assert!(lit(15) >= 3 && lit(15) <= 5, "shaft {}", lit(15));
        assert!(lit(48) > lit(15), "head {} vs shaft {}", lit(48), lit(15));
        assert_eq!(lit(57), 0, "nothing past the tip");
        assert_eq!(canvas.pixel(30, 3), Some(black));
    }

    #[test]
    fn a_token_labels_dark_fills_in_light_ink() {
        assert_eq!(
            Token::new(Colour::hex(0x203050), "1").ink(),
            palette::INK_LIGHT
        );
        assert_eq!(
            Token::new(Colour::hex(0xf0e0c0), "1").ink(),
            palette::INK_DARK
        );
    }
}
