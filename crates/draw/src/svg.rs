//! The vector backend: the same [`Surface`] operations written as a standalone SVG document, for
//! the web page, crisp at any size.
//!
//! Each operation becomes one element in drawing order, in the picture's own pixels as user
//! units (`viewBox="0 0 width height"`): a fill or an outline is the shape's element (`rect`,
//! `circle`, `polygon`, a `path` for a stroke with round ends); a shadow or a glow is the shape
//! blurred by a Gaussian whose slope at the edge matches the pixels' linear ramp; a sprite is a
//! group in `defs` stamped with `use`; text is a `text` element in DejaVu Sans (the font the
//! pixels are drawn with, where the viewer has it) at the same em size, its outlines unhinted as
//! the pixels' are (`text-rendering="geometricPrecision"`, so it also scales smoothly), placed
//! where the pixels' layout puts it and pinned to the width it measured (`textLength`), so it
//! fits its box in any renderer.
//!
//! [`Target`]s go last, above everything, in a group of class `targets`: one `g` per target
//! (class `target`, a unique `id`, `data-kind`, `data-target` with its notation, and its `data-`
//! attributes), holding an invisible `hit` element that takes the pointer and, when the target
//! names something else than its region (a fence's slot), a `mark` element with no paint of its
//! own for the page's style to show.

use std::fmt::Write;

use super::text::{em_size, left_of, text_width};
use super::{Align, Colour, Rect, Shape, Surface, Target, TextStyle, Weight};

/// The font the text is written in, as the web page serves it (the pixels embed the same one).
pub const FONT_FAMILY: &str = "'DejaVu Sans', sans-serif";

/// An SVG picture being drawn.
#[derive(Clone, Debug)]
pub struct Svg {
    width: u32,
    height: u32,
    /// Filters and sprites, referred to by id.
    defs: String,
    /// The picture, in drawing order.
    body: String,
    /// The targets' groups.
    targets: String,
    /// The next id of a filter or a sprite.
    next_id: usize,
}

impl Svg {
    /// The standalone document, with its [`Target`]s when `targets` is true.
    pub fn document(&self, targets: bool) -> String {
        let (w, h) = (self.width, self.height);
        let mut out = String::with_capacity(self.defs.len() + self.body.len() + 1024);
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" \
             height=\"{h}\" font-family=\"{FONT_FAMILY}\" text-rendering=\"geometricPrecision\">"
        );
        if !self.defs.is_empty() {
            let _ = write!(out, "<defs>\n{}</defs>\n", self.defs);
        }
        out.push_str(&self.body);
        if targets {
            let _ = write!(out, "<g class=\"targets\">\n{}</g>\n", self.targets);
        }
        out.push_str("</svg>\n");
        out
    }

    /// A fresh id for a filter or a sprite.
    fn id(&mut self, prefix: &str) -> String {
        self.next_id += 1;
        format!("{prefix}{}", self.next_id)
    }

    /// A blurred copy of `shape`: `blur` is the width of the pixels' linear ramp across the edge,
    /// matched by a Gaussian of the same slope there (`sigma = blur / sqrt(2 pi)`).
    fn soft(&mut self, shape: &Shape, colour: Colour, alpha: f32, blur: f32) {
        let sigma = blur.max(1.0) / (2.0 * std::f32::consts::PI).sqrt();
        let region = shape.bounds().inflate(3.0 * sigma + 1.0);
        let id = self.id("f");
        let _ = writeln!(
            self.defs,
            "<filter id=\"{id}\" filterUnits=\"userSpaceOnUse\" x=\"{}\" y=\"{}\" width=\"{}\" \
             height=\"{}\"><feGaussianBlur stdDeviation=\"{}\"/></filter>",
            num(region.x),
            num(region.y),
            num(region.w),
            num(region.h),
            num(sigma)
        );
        let paint = format!(
            "fill=\"{}\" fill-opacity=\"{}\" filter=\"url(#{id})\"",
            hex(colour),
            num(alpha)
        );
        element(&mut self.body, shape, &paint);
    }
}

impl Surface for Svg {
    /// The id of a group in `defs`.
    type Sprite = String;

    fn new(width: u32, height: u32, background: Colour) -> Svg {
        let (width, height) = (width.max(1), height.max(1));
        let mut svg = Svg {
            width,
            height,
            defs: String::new(),
            body: String::new(),
            targets: String::new(),
            next_id: 0,
        };
        let whole = Rect::new(0.0, 0.0, width as f32, height as f32);
        svg.fill(&Shape::rect(whole), background);
        svg
    }

    fn fill_alpha(&mut self, shape: &Shape, colour: Colour, alpha: f32) {
        let mut paint = format!("fill=\"{}\"", hex(colour));
        if alpha < 1.0 {
            let _ = write!(paint, " fill-opacity=\"{}\"", num(alpha.max(0.0)));
        }
        element(&mut self.body, shape, &paint);
    }

    fn stroke(&mut self, shape: &Shape, width: f32, colour: Colour) {
        let paint = format!(
            "fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"",
            hex(colour),
            num(width)
        );
        element(&mut self.body, shape, &paint);
    }

    fn shadow(&mut self, shape: &Shape, colour: Colour, alpha: f32, blur: f32) {
        self.soft(shape, colour, alpha, blur);
    }

    fn glow(&mut self, shape: &Shape, colour: Colour, alpha: f32, blur: f32) {
        self.soft(shape, colour, alpha, blur);
    }

    fn sprite(
        &mut self,
        width: u32,
        height: u32,
        background: Colour,
        draw: impl FnOnce(&mut Svg),
    ) -> String {
        let id = self.id("s");
        let outside = std::mem::take(&mut self.body);
        let whole = Rect::new(0.0, 0.0, width as f32, height as f32);
        self.fill(&Shape::rect(whole), background);
        draw(self);
        let sprite = std::mem::replace(&mut self.body, outside);
        let _ = write!(self.defs, "<g id=\"{id}\">\n{sprite}</g>\n");
        id
    }

    fn stamp(&mut self, sprite: &String, x: i64, y: i64) {
        let _ = writeln!(self.body, "<use href=\"#{sprite}\" x=\"{x}\" y=\"{y}\"/>");
    }

    fn text(&mut self, text: &str, x: f32, y: f32, style: TextStyle, align: Align) -> f32 {
        let text: String = text
            .chars()
            .filter(|c| !c.is_control() && !matches!(c, '\u{fffe}' | '\u{ffff}'))
            .collect();
        let width = text_width(style.weight, style.size, &text);
        if text.trim().is_empty() {
            return width;
        }
        let weight = match style.weight {
            Weight::Regular => "",
            Weight::Bold => " font-weight=\"bold\"",
        };
        let _ = writeln!(
            self.body,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\"{weight} fill=\"{}\" textLength=\"{}\" \
             lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\">{}</text>",
            num(left_of(x, width, align)),
            num(y),
            num(em_size(style.weight, style.size)),
            hex(style.colour),
            num(width),
            escape(&text)
        );
        width
    }

    fn takes_targets(&self) -> bool {
        true
    }

    fn target(&mut self, target: Target) {
        let out = &mut self.targets;
        let _ = write!(
            out,
            "<g class=\"target\" id=\"{}\" data-kind=\"{}\" data-target=\"{}\"",
            escape(&target.id()),
            escape(target.kind),
            escape(&target.name)
        );
        for (key, value) in &target.data {
            let _ = write!(out, " data-{key}=\"{}\"", escape(value));
        }
        out.push_str(">\n");
        element(
            out,
            &target.hit,
            "class=\"hit\" fill=\"#000\" fill-opacity=\"0\"",
        );
        if let Some(mark) = &target.mark {
            element(out, mark, "class=\"mark\" fill=\"none\"");
        }
        out.push_str("</g>\n");
    }
}

/// Writes `shape` as one element with the attributes `paint`.
fn element(out: &mut String, shape: &Shape, paint: &str) {
    let _ = match shape {
        Shape::RoundedRect { rect, radius } => {
            if rect.w <= 0.0 || rect.h <= 0.0 {
                return;
            }
            let r = radius.min(rect.w / 2.0).min(rect.h / 2.0).max(0.0);
            let corner = if r > 0.0 {
                format!(" rx=\"{}\"", num(r))
            } else {
                String::new()
            };
            writeln!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{corner} {paint}/>",
                num(rect.x),
                num(rect.y),
                num(rect.w),
                num(rect.h)
            )
        }
        Shape::Circle { centre, radius } => writeln!(
            out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" {paint}/>",
            num(centre.x),
            num(centre.y),
            num(radius.max(0.0))
        ),
        Shape::Segment { from, to, width } => {
            // The stroke's outline: two sides and two half-circle ends.
            let r = width / 2.0;
            let (dx, dy) = (to.x - from.x, to.y - from.y);
            let length = (dx * dx + dy * dy).sqrt();
            if length < 1e-3 {
                return element(out, &Shape::circle(*from, r), paint);
            }
            let (nx, ny) = (-dy / length * r, dx / length * r);
            writeln!(
                out,
                "<path d=\"M{} {}L{} {}A{r} {r} 0 0 0 {} {}L{} {}A{r} {r} 0 0 0 {} {}Z\" {paint}/>",
                num(from.x + nx),
                num(from.y + ny),
                num(to.x + nx),
                num(to.y + ny),
                num(to.x - nx),
                num(to.y - ny),
                num(from.x - nx),
                num(from.y - ny),
                num(from.x + nx),
                num(from.y + ny),
                r = num(r)
            )
        }
        Shape::Polygon(points) => {
            let points: Vec<String> = points
                .iter()
                .map(|p| format!("{},{}", num(p.x), num(p.y)))
                .collect();
            writeln!(out, "<polygon points=\"{}\" {paint}/>", points.join(" "))
        }
    };
}

/// A number as SVG writes it: at most two decimals, no trailing zeros.
fn num(v: f32) -> String {
    if !v.is_finite() {
        return "0".into();
    }
    let s = format!("{v:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    match s {
        "-0" | "" => "0".into(),
        s => s.into(),
    }
}

/// `#rrggbb`.
fn hex(colour: Colour) -> String {
    let [r, g, b] = colour.0;
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// `text` safe inside an element or a quoted attribute.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}
