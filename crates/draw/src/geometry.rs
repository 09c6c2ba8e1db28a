//! Where things go: points and rectangles in pixels, and the arithmetic of placing them
//! (centring a box on a point, growing or moving it, the vectors a shape's distance and an
//! arrow's head are measured with).

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
    // The point as a vector, for the kit's shapes and arrows.
    pub(super) fn minus(self, other: Point) -> Point {
        Point::new(self.x - other.x, self.y - other.y)
    }
    pub(super) fn plus(self, other: Point) -> Point {
        Point::new(self.x + other.x, self.y + other.y)
    }
    pub(super) fn scaled(self, k: f32) -> Point {
        Point::new(self.x * k, self.y * k)
    }
    pub(super) fn dot(self, other: Point) -> f32 {
        self.x * other.x + self.y * other.y
    }
    pub(super) fn length(self) -> f32 {
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

/// How a board is turned for the player looking at it, about its centre: quarter turns
/// clockwise, then a flip top to bottom. Only positions turn: a piece, a letter or a number is
/// drawn upright wherever its square lands, so the pictures read the same from every side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
pub struct Turn {
    quarters: u8,
    flipped: bool,
}

impl Turn {
    /// The board as it always was drawn (rank 1 at the bottom, file a on the left).
    pub const CLASSIC: Turn = Turn {
        quarters: 0,
        flipped: false,
    };
    /// Top and bottom swapped, left and right kept.
    pub const FLIPPED: Turn = Turn {
        quarters: 0,
        flipped: true,
    };

    /// `n` quarter turns clockwise.
    pub const fn quarters(n: u8) -> Turn {
        Turn {
            quarters: n % 4,
            flipped: false,
        }
    }

    /// Whether the board's columns become rows (an odd number of quarter turns).
    pub fn sideways(self) -> bool {
        self.quarters % 2 == 1
    }

    /// `p` turned about `centre`.
    pub fn point(self, p: Point, centre: Point) -> Point {
        let (mut dx, mut dy) = (p.x - centre.x, p.y - centre.y);
        for _ in 0..self.quarters {
            // Clockwise on a picture whose y grows downwards: right becomes down.
            (dx, dy) = (-dy, dx);
        }
        if self.flipped {
            dy = -dy;
        }
        Point::new(centre.x + dx, centre.y + dy)
    }

    /// `r` turned about `centre`: the rectangle its corners land in.
    pub fn rect(self, r: Rect, centre: Point) -> Rect {
        let a = self.point(Point::new(r.x, r.y), centre);
        let b = self.point(Point::new(r.right(), r.bottom()), centre);
        Rect::new(
            a.x.min(b.x),
            a.y.min(b.y),
            (a.x - b.x).abs(),
            (a.y - b.y).abs(),
        )
    }

    /// A short name for the backdrop caches' keys.
    pub fn key(self) -> String {
        format!("{}{}", self.quarters, if self.flipped { "f" } else { "" })
    }
}
