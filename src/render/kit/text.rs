//! Text on the canvas: the DejaVu Sans font embedded by the `dejavu` crate (never a system font,
//! so every machine draws the same picture), laid out with kerning and blended anti-aliased.
//!
//! Characters the font lacks (emoji, CJK in a player's name) are drawn as the font's missing-glyph
//! box rather than dropped, so a name never silently changes length.

use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, Glyph, PxScale, ScaleFont};

use super::{Canvas, Colour, Point};

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
}

impl TextStyle {
    pub fn new(size: f32, weight: Weight, colour: Colour) -> TextStyle {
        TextStyle {
            size,
            weight,
            colour,
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
        let mut chars: Vec<char> = text.chars().collect();
        while !chars.is_empty() {
            chars.pop();
            let candidate = chars.iter().collect::<String>().trim_end().to_string() + "…";
            if self.width(&candidate) <= width {
                return candidate;
            }
        }
        String::new()
    }
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

impl Canvas {
    /// Writes one line of `text` with its baseline at `y`, aligned on `x`. Returns its width.
    pub fn text(&mut self, text: &str, x: f32, y: f32, style: TextStyle, align: Align) -> f32 {
        let (glyphs, width) = layout(text, style.size, style.weight);
        let left = match align {
            Align::Left => x,
            Align::Centre => x - width / 2.0,
            Align::Right => x - width,
        };
        let font = font(style.weight);
        let (w, h) = (self.width() as i64, self.height() as i64);
        for mut glyph in glyphs {
            glyph.position = ab_glyph::point(glyph.position.x + left, glyph.position.y + y);
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

    /// Writes `text` centred on `centre`, horizontally and on its capitals' height.
    pub fn text_centred(&mut self, text: &str, centre: Point, style: TextStyle) {
        let baseline = centre.y + style.size * CAP_HEIGHT / 2.0;
        self.text(text, centre.x, baseline, style, Align::Centre);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_drawn_and_measured() {
        let mut canvas = Canvas::new(120, 40, Colour([255, 255, 255]));
        let style = TextStyle::new(20.0, Weight::Bold, Colour([0, 0, 0]));
        let width = canvas.text("Quoridor", 4.0, 28.0, style, Align::Left);
        assert!(width > 60.0 && width < 116.0, "{width}");
        let inked = canvas
            .into_image()
            .pixels()
            .filter(|p| p.0[0] < 128)
            .count();
        assert!(inked > 100, "{inked} dark pixels");
        assert!(style.width("ab") < style.width("abc"));
    }

    #[test]
    fn long_text_is_cut_with_an_ellipsis() {
        let long = "Bartholomew the Magnificent";
        let style = TextStyle::new(20.0, Weight::Regular, Colour([0, 0, 0]));
        let fitted = style.fit(long, 100.0);
        assert!(fitted.ends_with('…'), "{fitted}");
        assert!(style.width(&fitted) <= 100.0);
        assert_eq!(style.fit("Ann", 100.0), "Ann");
    }
}
