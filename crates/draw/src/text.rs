//! Text on the canvas: the DejaVu Sans font embedded by the `dejavu` crate (never a system font,
//! so every machine draws the same picture), laid out with kerning and blended anti-aliased.
//!
//! Characters the font lacks (emoji, CJK in a player's name) are drawn as the font's missing-glyph
//! box rather than dropped, so a name never silently changes length.
//!
//! Words in a picture come from the catalogue in four languages, and a translation may be longer
//! than the English the layout was made for. So every text that is words is drawn *in a box*
//! ([`Surface::text_in`]): the width it may take, around the x it is aligned on. A text too wide
//! for its box is first written smaller (down to [`MIN_SCALE`] of its size) and only then cut
//! with an ellipsis; a player's name ([`Overflow::Cut`]) is cut at once, at its own size, so that
//! every name on a card reads alike. [`record_texts`] lists what was drawn in boxes and how wide
//! it came out, which is how the tests check that no translation overflows its box.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, Glyph, PxScale, ScaleFont};

use super::{Canvas, Colour, Point, Surface};

/// A coarse glyph drawn once: its coverage in [`COARSE_STEPS`] steps, row by row, and where
/// its top left lies from the pixel of its position.
struct CoarseGlyph {
    left: i64,
    top: i64,
    width: usize,
    coverage: Vec<f32>,
}

impl CoarseGlyph {
    fn draw(font: &FontRef<'static>, glyph: Glyph) -> CoarseGlyph {
        let Some(outline) = font.outline_glyph(glyph) else {
            return CoarseGlyph {
                left: 0,
                top: 0,
                width: 1,
                coverage: Vec::new(),
            };
        };
        let bounds = outline.px_bounds();
        let width = (bounds.width() as usize).max(1);
        let mut coverage = vec![0.0; width * bounds.height() as usize];
        outline.draw(|x, y, c| {
            if let Some(cell) = coverage.get_mut(y as usize * width + x as usize) {
                *cell = (c * COARSE_STEPS).round() / COARSE_STEPS;
            }
        });
        CoarseGlyph {
            left: bounds.min.x as i64,
            top: bounds.min.y as i64,
            width,
            coverage,
        }
    }
}

/// The most coarse glyphs kept per thread; past it the cache starts again.
const COARSE_GLYPHS_KEPT: usize = 4096;

/// The key of a coarse glyph: bold, size, glyph, and its position's quarters of a pixel.
type CoarseKey = (bool, u32, u16, u8, u8);

thread_local! {
    static COARSE_GLYPHS: RefCell<HashMap<CoarseKey, Rc<CoarseGlyph>>> =
        RefCell::new(HashMap::new());
}

/// Regular or bold.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Weight {
    Regular,
    Bold,
}

/// Where a line of text sits relative to the x it is given.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Align {
    Left,
    Centre,
    Right,
}

/// How a piece of text is written: its pixel size, weight and colour.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct TextStyle {
    pub size: f32,
    pub weight: Weight,
    pub colour: Colour,
    /// Edges anti-aliased in [`COARSE_STEPS`] steps rather than 256 ([`TextStyle::coarse`]).
    pub coarse: bool,
}

/// The steps of a coarse text's edges: the eye does not tell them from 256 at these sizes,
/// and a picture of many texts then keeps few enough colours for an exact palette.
pub const COARSE_STEPS: f32 = 16.0;

impl TextStyle {
    pub fn new(size: f32, weight: Weight, colour: Colour) -> TextStyle {
        TextStyle {
            size,
            weight,
            colour,
            coarse: false,
        }
    }

    /// The same style with its edges anti-aliased in [`COARSE_STEPS`] steps: for pictures made
    /// of many small texts (a tournament's standings), whose PNG would otherwise be over budget
    /// (every ink over every background is a ramp of colours).
    pub fn coarse(self) -> TextStyle {
        TextStyle {
            coarse: true,
            ..self
        }
    }

    /// How wide `text` is in this style.
    pub fn width(&self, text: &str) -> f32 {
        layout(text, self.size, self.weight).1
    }

    /// `text` cut short with an ellipsis so that it fits in `width` pixels.
    pub fn fit(&self, text: &str, width: f32) -> String {
        if self.width(text) <= width {
            return text.to_string();
        }
        // The longest beginning that fits with its ellipsis, found by halving (widths grow with
        // each character kept): a long name is cut in a few measures, not one per character.
        let chars: Vec<char> = text.chars().collect();
        let cut = |keep: usize| {
            chars[..keep]
                .iter()
                .collect::<String>()
                .trim_end()
                .to_string()
                + "…"
        };
        let (mut fits, mut too_long) = (None, chars.len());
        let mut low = 0;
        while low < too_long {
            let keep = (low + too_long) / 2;
            let candidate = cut(keep);
            if self.width(&candidate) <= width {
                fits = Some(candidate);
                low = keep + 1;
            } else {
                too_long = keep;
            }
        }
        fits.unwrap_or_default()
    }
}

/// How far a text too wide for its box may shrink before it is cut: 80% of its size.
pub const MIN_SCALE: f32 = 0.8;

/// What becomes of a text too wide for its box.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Overflow {
    /// Written smaller, down to [`MIN_SCALE`] of its size, then cut: labels, titles, statuses,
    /// whose words should be read whole in every language.
    Shrink,
    /// Cut with an ellipsis at its size: players' names (any length, any characters).
    Cut,
    /// Written smaller like [`Overflow::Shrink`], then, rather than losing its last words, the
    /// player's name it holds ([`Surface::text_in_naming`]) is cut: "Bartholom… wins on time".
    CutTheName,
}

/// One text drawn in a box, as [`record_texts`] reports it.
#[derive(Clone, Debug, PartialEq)]
pub struct DrawnText {
    /// The text asked for.
    pub wanted: String,
    /// The text drawn: `wanted`, or cut with an ellipsis.
    pub drawn: String,
    /// The size asked for and the size drawn.
    pub wanted_size: f32,
    pub size: f32,
    pub weight: Weight,
    /// Where the drawn text begins and ends, and the box's left and right edges (pixels).
    pub left: f32,
    pub right: f32,
    pub box_left: f32,
    pub box_right: f32,
    /// The text's overflow rule.
    pub overflow: Overflow,
    /// The player's name within the text that may be cut ([`Overflow::CutTheName`]).
    pub name: Option<String>,
}

impl DrawnText {
    /// Whether the text was cut short.
    pub fn cut(&self) -> bool {
        self.drawn != self.wanted
    }

    /// Whether the drawn text lies within its box (to a hundredth of a pixel).
    pub fn fits(&self) -> bool {
        self.left >= self.box_left - 0.01 && self.right <= self.box_right + 0.01
    }
}

thread_local! {
    static RECORDING: RefCell<Option<Vec<DrawnText>>> = const { RefCell::new(None) };
}

/// Runs `draw` and lists every text it drew in a box ([`Surface::text_in`]) on this thread, in
/// drawing order. (Texts of a backdrop already cached are not drawn again, so not listed; they
/// are coordinates and never words.)
pub fn record_texts<T>(draw: impl FnOnce() -> T) -> (T, Vec<DrawnText>) {
    let outer = RECORDING.with(|r| r.borrow_mut().replace(Vec::new()));
    let value = draw();
    let texts = RECORDING.with(|r| std::mem::replace(&mut *r.borrow_mut(), outer));
    (value, texts.unwrap_or_default())
}

fn record(text: impl FnOnce() -> DrawnText) {
    RECORDING.with(|r| {
        if let Some(texts) = r.borrow_mut().as_mut() {
            texts.push(text());
        }
    });
}

/// How wide `text` is written at `size` pixels in `weight`.
pub fn text_width(weight: Weight, size: f32, text: &str) -> f32 {
    layout(text, size, weight).1
}

/// The font size (the em, as CSS and SVG mean it) of text written `size` pixels tall in `weight`:
/// the pixels' size is the font's whole height, ascender to descender, a little more than its em.
pub(super) fn em_size(weight: Weight, size: f32) -> f32 {
    let font = font(weight);
    size * font.units_per_em().unwrap_or(2048.0) / font.height_unscaled()
}

/// DejaVu's capital height as a fraction of the pixel size: centres labels on their capitals.
const CAP_HEIGHT: f32 = 0.73 * 0.82;

fn font(weight: Weight) -> &'static FontRef<'static> {
    static REGULAR: OnceLock<FontRef<'static>> = OnceLock::new();
    static BOLD: OnceLock<FontRef<'static>> = OnceLock::new();
    let (cell, bytes) = match weight {
        Weight::Regular => (&REGULAR, dejavu::sans::regular()),
        Weight::Bold => (&BOLD, dejavu::sans::bold()),
    };
    cell.get_or_init(|| {
        FontRef::try_from_slice(bytes).expect("the DejaVu font embedded by the dejavu crate parses")
    })
}

/// The glyphs of one line of text at `size` pixels, starting at x = 0 on the baseline y = 0.
fn layout(text: &str, size: f32, weight: Weight) -> (Vec<Glyph>, f32) {
    let font = font(weight).as_scaled(PxScale::from(size));
    let mut glyphs = Vec::with_capacity(text.len());
    let mut x = 0.0;
    let mut previous = None;
    for c in text.chars().filter(|c| !c.is_control()) {
        let id = font.glyph_id(c);
        if let Some(previous) = previous {
            x += font.kern(previous, id);
        }
        glyphs.push(id.with_scale_and_position(size, ab_glyph::point(x, 0.0)));
        x += font.h_advance(id);
        previous = Some(id);
    }
    (glyphs, x)
}

impl TextStyle {
    /// `text` as it fits in `room` pixels under `overflow`: the text and the style to write it in.
    pub fn fitted(&self, text: &str, room: f32, overflow: Overflow) -> (String, TextStyle) {
        let room = room.max(0.0);
        let width = self.width(text);
        if width <= room {
            return (text.to_string(), *self);
        }
        let mut style = *self;
        if overflow != Overflow::Cut {
            // Width grows in proportion to size (kerning too), give or take hinting: aim a
            // little under, then make sure.
            let scale = (room / width).max(MIN_SCALE);
            style.size = (self.size * scale * 0.999).max(self.size * MIN_SCALE);
            if style.width(text) <= room {
                return (text.to_string(), style);
            }
        }
        (style.fit(text, room), style)
    }
}

/// [`Surface::text_in`]: `text` at `(x, y)` in a box `room` wide, fitted by `overflow`.
pub(super) fn text_in<S: Surface>(
    surface: &mut S,
    text: &str,
    (x, y): (f32, f32),
    room: f32,
    (style, align, overflow): (TextStyle, Align, Overflow),
) -> f32 {
    let (drawn, fitted) = style.fitted(text, room, overflow);
    let width = surface.text(&drawn, x, y, fitted, align);
    record(|| {
        let (box_left, left) = match align {
            Align::Left => (x, x),
            Align::Centre => (x - room / 2.0, x - width / 2.0),
            Align::Right => (x - room, x - width),
        };
        DrawnText {
            wanted: text.to_string(),
            drawn,
            wanted_size: style.size,
            size: fitted.size,
            weight: style.weight,
            left,
            right: left + width,
            box_left,
            box_right: box_left + room.max(0.0),
            overflow,
            name: None,
        }
    });
    width
}

/// [`Surface::text_centred_in`]: `text` centred on `centre` in a box `room` wide.
pub(super) fn text_centred_in<S: Surface>(
    surface: &mut S,
    text: &str,
    centre: Point,
    room: f32,
    (style, overflow): (TextStyle, Overflow),
) -> f32 {
    // Centred on the capitals of the size drawn, so a shrunk text stays on its line.
    let (_, fitted) = style.fitted(text, room, overflow);
    let baseline = centre.y + fitted.size * CAP_HEIGHT / 2.0;
    text_in(
        surface,
        text,
        (centre.x, baseline),
        room,
        (style, Align::Centre, overflow),
    )
}

/// [`Surface::text_in_naming`]: `text` holding the player's `name`, the name cut if need be.
pub(super) fn text_in_naming<S: Surface>(
    surface: &mut S,
    (text, name): (&str, &str),
    centre: Point,
    room: f32,
    style: TextStyle,
) -> f32 {
    let (mut drawn, fitted) = style.fitted(text, room, Overflow::Shrink);
    if drawn != text && !name.is_empty() && text.contains(name) {
        // The name shortened a character at a time until the whole fits at the smallest size.
        let chars: Vec<char> = name.chars().collect();
        drawn = (0..chars.len())
            .rev()
            .map(|keep| {
                let short = chars[..keep].iter().collect::<String>();
                text.replacen(name, &format!("{}…", short.trim_end()), 1)
            })
            .find(|candidate| fitted.width(candidate) <= room)
            .unwrap_or_else(|| fitted.fit(text, room));
    }
    let baseline = centre.y + fitted.size * CAP_HEIGHT / 2.0;
    let width = surface.text(&drawn, centre.x, baseline, fitted, Align::Centre);
    record(|| DrawnText {
        wanted: text.to_string(),
        drawn,
        wanted_size: style.size,
        size: fitted.size,
        weight: style.weight,
        left: centre.x - width / 2.0,
        right: centre.x + width / 2.0,
        box_left: centre.x - room / 2.0,
        box_right: centre.x + room / 2.0,
        overflow: Overflow::CutTheName,
        name: Some(name.to_string()),
    });
    width
}

/// [`Surface::text_centred`]: `text` centred on `centre`, on its capitals' height.
pub(super) fn text_centred<S: Surface>(
    surface: &mut S,
    text: &str,
    centre: Point,
    style: TextStyle,
) {
    let baseline = centre.y + style.size * CAP_HEIGHT / 2.0;
    surface.text(text, centre.x, baseline, style, Align::Centre);
}

/// Where a line of `text` `width` wide aligned on `x` begins.
pub(super) fn left_of(x: f32, width: f32, align: Align) -> f32 {
    match align {
        Align::Left => x,
        Align::Centre => x - width / 2.0,
        Align::Right => x - width,
    }
}

impl Canvas {
    /// Rasterises one line of `text` with its baseline at `y`, aligned on `x`. Returns its width.
    pub(super) fn glyphs(
        &mut self,
        text: &str,
        x: f32,
        y: f32,
        style: TextStyle,
        align: Align,
    ) -> f32 {
        let (glyphs, width) = layout(text, style.size, style.weight);
        let left = left_of(x, width, align);
        let font = font(style.weight);
        let (w, h) = (self.width() as i64, self.height() as i64);
        for mut glyph in glyphs {
            glyph.position = ab_glyph::point(glyph.position.x + left, glyph.position.y + y);
            if style.coarse {
                self.coarse_glyph(glyph, style);
                continue;
            }
            let Some(outline) = font.outline_glyph(glyph) else {
                continue;
            };
            let bounds = outline.px_bounds();
            let (bx, by) = (bounds.min.x as i64, bounds.min.y as i64);
            outline.draw(|gx, gy, coverage| {
                let (px, py) = (bx + i64::from(gx), by + i64::from(gy));
                if (0..w).contains(&px) && (0..h).contains(&py) {
                    self.blend(px as u32, py as u32, style.colour, coverage);
                }
            });
        }
        width
    }

    /// Draws one glyph of a coarse text from the glyphs already drawn on this thread: its
    /// position rounded to a quarter pixel, its coverage in [`COARSE_STEPS`] steps, each glyph,
    /// size and quarter drawn once (a table of 64 players writes the same digits hundreds of
    /// times).
    fn coarse_glyph(&mut self, mut glyph: Glyph, style: TextStyle) {
        let quarters = |v: f32| (v * 4.0).round() as i64;
        let (qx, qy) = (quarters(glyph.position.x), quarters(glyph.position.y));
        let key = (
            style.weight == Weight::Bold,
            style.size.to_bits(),
            glyph.id.0,
            qx.rem_euclid(4) as u8,
            qy.rem_euclid(4) as u8,
        );
        let sprite = COARSE_GLYPHS.with(|cache| {
            let mut cache = cache.borrow_mut();
            if cache.len() > COARSE_GLYPHS_KEPT {
                cache.clear();
            }
            cache
                .entry(key)
                .or_insert_with(|| {
                    glyph.position =
                        ab_glyph::point(f32::from(key.3) / 4.0, f32::from(key.4) / 4.0);
                    Rc::new(CoarseGlyph::draw(font(style.weight), glyph))
                })
                .clone()
        });
        let (ox, oy) = (
            qx.div_euclid(4) + sprite.left,
            qy.div_euclid(4) + sprite.top,
        );
        let (w, h) = (i64::from(self.width()), i64::from(self.height()));
        for (i, &coverage) in sprite.coverage.iter().enumerate() {
            let (px, py) = (
                ox + (i % sprite.width) as i64,
                oy + (i / sprite.width) as i64,
            );
            if coverage > 0.0 && (0..w).contains(&px) && (0..h).contains(&py) {
                self.blend(px as u32, py as u32, style.colour, coverage);
            }
        }
    }
}
