//! The board's colours on the page: the drawing kit's palette (`teban_draw::palette`, the colours
//! every picture is drawn in) written as CSS custom properties at the top of the page's style
//! sheet, so that the page and the board it holds are one visual language and a colour is
//! written in one place. The style sheet (`web/style.css`) builds its light and dark themes from
//! these names alone.

use crate::render::kit::{palette, Colour};

/// `colour` as CSS writes it, `#rrggbb`.
pub fn css_colour(colour: Colour) -> String {
    let [r, g, b] = colour.0;
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// The palette's colours, each by the name the style sheet uses (`--table` is
/// [`palette::TABLE`]); the seats' by their number (`--seat-1`), as the seat palette gives them
/// (a game that draws its seats in other colours, like Sensei, has them in each player's view).
fn named() -> Vec<(String, Colour)> {
    let mut named: Vec<(String, Colour)> = [
        ("table", palette::TABLE),
        ("card", palette::CARD),
        ("frame", palette::FRAME),
        ("frame-edge", palette::FRAME_EDGE),
        ("groove", palette::GROOVE),
        ("square", palette::SQUARE),
        ("square-lit", palette::SQUARE_LIT),
        ("square-shade", palette::SQUARE_SHADE),
        ("last-to", palette::LAST_TO),
        ("last-from", palette::LAST_FROM),
        ("last-glow", palette::LAST_GLOW),
        ("ink-light", palette::INK_LIGHT),
        ("ink-soft", palette::INK_SOFT),
        ("ink-dark", palette::INK_DARK),
        ("gold", palette::GOLD),
        ("spent", palette::SPENT),
    ]
    .into_iter()
    .map(|(name, colour)| (name.to_string(), colour))
    .collect();
    for (i, colour) in palette::SEATS.iter().enumerate() {
        named.push((format!("seat-{}", i + 1), *colour));
    }
    named
}

/// The rule that opens the style sheet: `:root { --table: #33241b; … }`.
pub fn custom_properties() -> String {
    let mut css = String::from(
        "/* The board's palette (written by teban from its drawing kit). */\n:root {\n",
    );
    for (name, colour) in named() {
        css.push_str(&format!("  --{name}: {};\n", css_colour(colour)));
    }
    css.push_str("}\n");
    css
}
