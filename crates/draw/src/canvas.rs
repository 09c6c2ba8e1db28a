//! The pixel backend: an RGB pixel buffer, how a colour is laid over a pixel (blending), and the
//! [`Surface`] primitives on it: shapes filled, outlined and softened by their coverage, sprites
//! stamped. The parts of a picture that never change are drawn once per process and copied
//! ([`Surface::backdrop`]). Glyphs are rasterised by `text.rs`.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use image::RgbImage;

use super::shapes::{Ramp, Row};
use super::{Align, Colour, Point, Shape, Surface, TextStyle};

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
    pub(super) fn blend(&mut self, x: u32, y: u32, colour: Colour, alpha: f32) {
        blend_into(&mut self.image.get_pixel_mut(x, y).0, colour, alpha);
    }

    /// Paints the pixels around `shape` with `colour` at opacity `alpha` times the coverage of
    /// each pixel's centre by `ramp`, which falls from 1 to 0 between its `inner` and `outer`
    /// distances. Beyond `outer` nothing is painted; within `inner` every pixel is fully
    /// covered and is filled row by row without asking the ramp (the fast path for big
    /// shapes), or left alone when `fill_inner` is false (a shadow its shape will cover, the hole
    /// of an outline).
    fn paint(&mut self, shape: &Shape, ramp: Ramp, fill_inner: bool, colour: Colour, alpha: f32) {
        let (inner, outer) = ramp.band();
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
                let c = ramp.coverage(shape, Point::new(x as f32 + 0.5, py));
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
}

impl Surface for Canvas {
    type Sprite = Canvas;

    fn new(width: u32, height: u32, background: Colour) -> Canvas {
        Canvas::new(width, height, background)
    }

    /// A copy of the backdrop named `key`, drawn by `draw` the first time it is asked for in the
    /// process: the parts of a picture that never change for a game and variant (the table, the
    /// board's frame, its squares and coordinates) are drawn once and then copied, which is what
    /// keeps a reply's picture within a few milliseconds. `key` must name everything `draw`
    /// depends on.
    fn backdrop(
        key: &str,
        width: u32,
        height: u32,
        background: Colour,
        draw: impl FnOnce(&mut Canvas),
    ) -> Canvas {
        type Cache = Mutex<HashMap<String, Arc<Canvas>>>;
        static BACKDROP_CACHE: OnceLock<Cache> = OnceLock::new();
        let cache = BACKDROP_CACHE.get_or_init(Cache::default);
        let cached = cache
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(key)
            .cloned();
        let backdrop = cached.unwrap_or_else(|| {
            let mut canvas = Canvas::new(width, height, background);
            draw(&mut canvas);
            let drawn = Arc::new(canvas);
            let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
            if cache.len() >= BACKDROPS {
                cache.clear();
            }
            cache.insert(key.to_string(), drawn.clone());
            drawn
        });
        Canvas::clone(&backdrop)
    }

    fn fill_alpha(&mut self, shape: &Shape, colour: Colour, alpha: f32) {
        self.paint(shape, Ramp::Fill, true, colour, alpha);
    }

    fn stroke(&mut self, shape: &Shape, width: f32, colour: Colour) {
        self.paint(shape, Ramp::Outline(width), false, colour, 1.0);
    }

    /// Its middle is left unpainted: the shape drawn over it covers it.
    fn shadow(&mut self, shape: &Shape, colour: Colour, alpha: f32, blur: f32) {
        self.paint(shape, Ramp::soft(blur), false, colour, alpha);
    }

    fn glow(&mut self, shape: &Shape, colour: Colour, alpha: f32, blur: f32) {
        self.paint(shape, Ramp::soft(blur), true, colour, alpha);
    }

    fn sprite(
        &mut self,
        width: u32,
        height: u32,
        background: Colour,
        draw: impl FnOnce(&mut Canvas),
    ) -> Canvas {
        let mut sprite = Canvas::new(width, height, background);
        draw(&mut sprite);
        sprite
    }

    /// Copies `sprite`, clipped to the canvas.
    fn stamp(&mut self, sprite: &Canvas, x: i64, y: i64) {
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

    fn text(&mut self, text: &str, x: f32, y: f32, style: TextStyle, align: Align) -> f32 {
        self.glyphs(text, x, y, style, align)
    }
}

/// Lays `colour` over one RGB pixel with opacity `alpha` (0 to 1): how every primitive of the
/// canvas paints a pixel it covers `alpha` of.
pub fn blend_into(pixel: &mut [u8], colour: Colour, alpha: f32) {
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
