//! What a picture is drawn on: the one set of drawing operations every picture is made with,
//! whatever it becomes. Two backends take them: the pixel [`Canvas`](super::Canvas) (PNG and GIF,
//! for Discord and the terminal) and the vector [`Svg`](super::Svg) (for the web page). A board is
//! drawn once, by code generic over [`Surface`], so the two can never drift apart.
//!
//! A backend does the primitives (fill, outline, soften a shape; draw a sprite and stamp it;
//! write a line of text); what is built from them (a line, an arrow, a token, a preview's gold
//! outline, text fitted in its box) is written here once, for both. A picture may also name the
//! places a player can point at ([`Target`]): the SVG keeps them as elements the page makes
//! clickable, the pixels ignore them.

use super::{palette, Align, Colour, Overflow, Point, Shape, TextStyle, Token, Weight};

/// A place on a board a player can point at (a square, a fence's groove, a piece), named in the
/// game's notation, with the region that takes the pointer and the outline of what it names.
#[derive(Clone, Debug, PartialEq)]
pub struct Target {
    /// What it is: `square`, `fence`, `pawn`, `stone`, `character`, `cell`, `figurine`, `bead`.
    pub kind: &'static str,
    /// Its name in the game's notation: `e5`, `e3h`, `d4`.
    pub name: String,
    /// The region that takes the pointer.
    pub hit: Shape,
    /// The outline of what it names (a fence's slot, a square), when it differs from `hit`: what
    /// the page shows while the target is pointed at.
    pub mark: Option<Shape>,
    /// More about it, as `data-` attributes: a piece's seat, a bead's depth.
    pub data: Vec<(&'static str, String)>,
}

impl Target {
    /// A target of `kind` named `name`, taking the pointer over `hit`.
    pub fn new(kind: &'static str, name: impl Into<String>, hit: Shape) -> Target {
        Target {
            kind,
            name: name.into(),
            hit,
            mark: None,
            data: Vec::new(),
        }
    }

    /// The same target, showing `mark` when pointed at.
    pub fn marked(self, mark: Shape) -> Target {
        Target {
            mark: Some(mark),
            ..self
        }
    }

    /// The same target with `data-key="value"`.
    pub fn with(mut self, key: &'static str, value: impl ToString) -> Target {
        self.data.push((key, value.to_string()));
        self
    }

    /// A name unique within a picture: kind, name, then the data's values (`bead-d4-0`).
    pub fn id(&self) -> String {
        let mut id = format!("{}-{}", self.kind, self.name);
        for (_, value) in &self.data {
            id.push('-');
            id.push_str(value);
        }
        id
    }
}

/// Something a picture is drawn on: pixels or vectors.
pub trait Surface: Sized {
    /// A piece drawn once and stamped many times (a board's square).
    type Sprite;

    /// A `width` x `height` picture filled with `background`.
    fn new(width: u32, height: u32, background: Colour) -> Self;

    /// A `width` x `height` picture on `background` with what never changes for a game and
    /// variant drawn by `draw`; `key` names everything `draw` depends on, so that a backend may
    /// draw it once per process and copy it.
    fn backdrop(
        key: &str,
        width: u32,
        height: u32,
        background: Colour,
        draw: impl FnOnce(&mut Self),
    ) -> Self {
        let _ = key;
        let mut surface = Self::new(width, height, background);
        draw(&mut surface);
        surface
    }

    /// Fills `shape` with `colour` at opacity `alpha`, edges anti-aliased.
    fn fill_alpha(&mut self, shape: &Shape, colour: Colour, alpha: f32);

    /// Draws the outline of `shape`, `width` pixels wide, centred on its edge.
    fn stroke(&mut self, shape: &Shape, width: f32, colour: Colour);

    /// A soft shadow of `shape`, fading over `blur` pixels across its edge, under an opaque
    /// shape that covers its middle.
    fn shadow(&mut self, shape: &Shape, colour: Colour, alpha: f32, blur: f32);

    /// A glow around `shape`: like a shadow, its middle painted too.
    fn glow(&mut self, shape: &Shape, colour: Colour, alpha: f32, blur: f32);

    /// A `width` x `height` piece on `background`, drawn by `draw` with its top-left at `(0, 0)`.
    fn sprite(
        &mut self,
        width: u32,
        height: u32,
        background: Colour,
        draw: impl FnOnce(&mut Self),
    ) -> Self::Sprite;

    /// Puts `sprite` with its top-left corner on pixel `(x, y)`.
    fn stamp(&mut self, sprite: &Self::Sprite, x: i64, y: i64);

    /// Writes one line of `text` with its baseline at `y`, aligned on `x`. Returns its width.
    fn text(&mut self, text: &str, x: f32, y: f32, style: TextStyle, align: Align) -> f32;

    /// Whether this surface keeps [`Target`]s (a picture skips working them out otherwise).
    fn takes_targets(&self) -> bool {
        false
    }

    /// Names a place a player can point at. Pixels ignore it.
    fn target(&mut self, target: Target) {
        let _ = target;
    }

    /// Fills `shape` with `colour`, edges anti-aliased.
    fn fill(&mut self, shape: &Shape, colour: Colour) {
        self.fill_alpha(shape, colour, 1.0);
    }

    /// The gold outline of what a preview proposes (a square, a fence, a space), on a dark rim
    /// so that it reads on maple and on sand alike.
    fn proposed(&mut self, shape: &Shape) {
        self.stroke(shape, 6.0, palette::INK_DARK);
        self.stroke(shape, 3.5, palette::GOLD);
    }

    /// A straight line with round ends.
    fn line(&mut self, from: Point, to: Point, width: f32, colour: Colour) {
        self.fill(&Shape::segment(from, to, width), colour);
    }

    /// An arrow from `from` to `to`, the tip exactly on `to`: what a turn's actions are drawn as.
    fn arrow(&mut self, from: Point, to: Point, width: f32, colour: Colour) {
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
    fn token(&mut self, centre: Point, radius: f32, token: &Token) {
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

    /// Writes one line of `text` with its baseline at `y`, aligned on `x`, in a box `room` pixels
    /// wide (left of `x` for [`Align::Right`], right of it for [`Align::Left`], around it for
    /// [`Align::Centre`]), made to fit by `overflow`. Returns the width drawn.
    fn text_in(
        &mut self,
        text: &str,
        at: (f32, f32),
        room: f32,
        style: TextStyle,
        align: Align,
        overflow: Overflow,
    ) -> f32 {
        super::text::text_in(self, text, at, room, (style, align, overflow))
    }

    /// Writes `text` centred on `centre` (horizontally and on its capitals' height) in a box
    /// `room` pixels wide around it, made to fit by `overflow`. Returns the width drawn.
    fn text_centred_in(
        &mut self,
        text: &str,
        centre: Point,
        room: f32,
        style: TextStyle,
        overflow: Overflow,
    ) -> f32 {
        super::text::text_centred_in(self, text, centre, room, (style, overflow))
    }

    /// Writes `text`, which holds the player's name `name`, centred on `centre` in a box `room`
    /// pixels wide: written smaller if need be, and if it is still too wide, the name in it is
    /// cut (never the words around it). Returns the width drawn.
    fn text_in_naming(
        &mut self,
        text: &str,
        name: &str,
        centre: Point,
        room: f32,
        style: TextStyle,
    ) -> f32 {
        super::text::text_in_naming(self, (text, name), centre, room, style)
    }

    /// Writes `text` centred on `centre`, horizontally and on its capitals' height.
    fn text_centred(&mut self, text: &str, centre: Point, style: TextStyle) {
        super::text::text_centred(self, text, centre, style);
    }
}
