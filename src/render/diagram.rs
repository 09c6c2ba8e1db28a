//! The plain picture of a game that has no board picture of its own yet: the game's text
//! diagram ([`crate::games::AnyGame::diagram`]) set on a card, one character per cell so that
//! columns line up. It keeps every reply illustrated while a game's real picture is being drawn.

use super::kit::{palette, Canvas, Point, TextStyle, Weight};

/// The width of one character cell, in pixels.
const CELL_W: f32 = 11.0;
/// The height of one line, in pixels.
const LINE_H: f32 = 20.0;
const MARGIN: f32 = 24.0;

/// Draws `title` and the text `diagram` on a canvas.
pub fn draw(title: &str, diagram: &str) -> Canvas {
    let lines: Vec<&str> = diagram.lines().collect();
    let columns = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    let width = (MARGIN * 2.0 + CELL_W * columns as f32).clamp(320.0, 1000.0);
    let height = MARGIN * 2.0 + LINE_H * (lines.len() as f32 + 2.0);
    let mut canvas = Canvas::new(width as u32, height as u32, palette::TABLE);
    let heading = TextStyle::new(20.0, Weight::Bold, palette::INK_SOFT);
    canvas.text_centred(
        title,
        Point::new(width / 2.0, MARGIN + LINE_H / 2.0),
        heading,
    );
    let body = TextStyle::new(16.0, Weight::Regular, palette::INK_SOFT);
    for (row, line) in lines.iter().enumerate() {
        let y = MARGIN + LINE_H * (row as f32 + 2.5);
        for (col, ch) in line.chars().enumerate().filter(|(_, c)| !c.is_whitespace()) {
            let x = MARGIN + CELL_W * (col as f32 + 0.5);
            canvas.text_centred(ch.encode_utf8(&mut [0; 4]), Point::new(x, y), body);
        }
    }
    canvas
}
