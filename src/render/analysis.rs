//! The analysis's picture: each seat's chance to win over a game ([`chance_chart_png`]), one
//! line per seat in the seat's colour of the board pictures, drawn with the same plot as the
//! rating chart (`chart.rs`: its value lines, legend and series).
//!
//! The x axis runs over the game's positions, from the start (move 0) to the last one; the y
//! axis from 0 to 100 %, with the 50 % line drawn stronger. Its words (the title, the axis's
//! caption, the percentages, "Seat N" for a seat without a name) are the catalogue's
//! (`render-analysis-…`) in the language it is drawn for, each in its box.
//!
//! Decisions where the issue is silent:
//! - A "move" on the x axis is a ply, the numbering the analysis's words use ("move 14").
//! - Each position is a point of its seat's line, without dots: a 100-move game would be a
//!   string of beads; the lines alone show where the game turned.
//! - The x axis is labelled every 5, 10, 20, 50 or 100 moves, whichever gives at most eight
//!   labels.

use super::chart::Plot;
use super::kit::{palette, Align, Canvas, Overflow, Point, Surface, TextStyle, Weight};
use super::View;
use crate::ai::analysis::Analysis;
use crate::games::Seat;
use crate::i18n::Lang;
use crate::tr;

/// The chart's size in pixels.
pub const WIDTH: u32 = 720;
pub const HEIGHT: u32 = 360;

/// The plot area's edges.
const PLOT: Plot = Plot {
    left: 60.0,
    top: 76.0,
    right: WIDTH as f32 - 20.0,
    bottom: HEIGHT as f32 - 52.0,
};

/// The chances drawn as a PNG of [`WIDTH`] × [`HEIGHT`], the players' `names` by seat (seat 1
/// first; a missing one is "Seat N"), its words in `lang`.
pub fn chance_chart_png(analysis: &Analysis, names: &[String], lang: Lang) -> Vec<u8> {
    super::kit::encode_png(&draw(analysis, names, lang).into_image())
}

/// Where the chart draws the position after `position` moves, on the x axis.
pub fn x_of(analysis: &Analysis, position: usize) -> f32 {
    let last = analysis.chances.len().saturating_sub(1);
    if last == 0 {
        return (PLOT.left + PLOT.right) / 2.0;
    }
    PLOT.left + (PLOT.right - PLOT.left) * (position as f32 / last as f32)
}

/// Where the chart draws a chance of `chance` (0 to 1), on the y axis.
pub fn y_of(chance: f64) -> f32 {
    PLOT.bottom - (PLOT.bottom - PLOT.top) * chance.clamp(0.0, 1.0) as f32
}

/// The step between the x axis's labels for a game of `moves` moves.
pub fn move_step(moves: usize) -> usize {
    [5, 10, 20, 50, 100]
        .into_iter()
        .find(|step| moves / step <= 7)
        .unwrap_or(200)
}

/// Draws the chart on a canvas.
pub fn draw(analysis: &Analysis, names: &[String], lang: Lang) -> Canvas {
    let mut canvas = Canvas::new(WIDTH, HEIGHT, palette::TABLE);
    let w = WIDTH as f32;
    let label = TextStyle::new(13.0, Weight::Regular, palette::INK_SOFT);

    canvas.text_centred_in(
        &tr!(lang, "render-analysis-title"),
        Point {
            x: w / 2.0,
            y: 22.0,
        },
        w - 40.0,
        TextStyle::new(18.0, Weight::Bold, palette::INK_LIGHT),
        Overflow::Shrink,
    );

    // The chance lines every quarter, labelled on the left; the even chance drawn stronger.
    let lines: Vec<(f32, String)> = [0u32, 25, 50, 75, 100]
        .into_iter()
        .map(|percent| {
            let text = tr!(lang, "render-analysis-percent", percent = percent);
            (y_of(percent as f64 / 100.0), text)
        })
        .collect();
    PLOT.value_lines(&mut canvas, &lines, label);
    let even = y_of(0.5);
    canvas.line(
        Point {
            x: PLOT.left,
            y: even,
        },
        Point {
            x: PLOT.right,
            y: even,
        },
        2.0,
        palette::SPENT,
    );

    // The move numbers under the plot, and what they count.
    let moves = analysis.chances.len().saturating_sub(1);
    let step = move_step(moves);
    let room = (PLOT.right - PLOT.left) * step as f32 / moves.max(1) as f32 - 4.0;
    for position in (0..=moves).step_by(step) {
        let at = (x_of(analysis, position), PLOT.bottom + 18.0);
        let room = room.clamp(24.0, 36.0);
        canvas.text_in(
            &position.to_string(),
            at,
            room,
            label,
            Align::Centre,
            Overflow::Shrink,
        );
    }
    canvas.text_centred_in(
        &tr!(lang, "render-analysis-moves"),
        Point {
            x: (PLOT.left + PLOT.right) / 2.0,
            y: HEIGHT as f32 - 14.0,
        },
        PLOT.right - PLOT.left,
        TextStyle::new(13.0, Weight::Bold, palette::INK_SOFT),
        Overflow::Shrink,
    );

    // The legend with the players' names, then each seat's line.
    let seats = analysis.chances.first().map_or(0, Vec::len);
    let view = View {
        names: names.to_vec(),
        lang,
        ..View::default()
    };
    let named: Vec<String> = (0..seats).map(|i| view.name(Seat(i as u8))).collect();
    let entries: Vec<_> = named
        .iter()
        .enumerate()
        .map(|(i, name)| (seat_colour(i), name.as_str()))
        .collect();
    PLOT.legend(&mut canvas, &entries, 54.0, Overflow::Cut);
    for seat in 0..seats {
        let points: Vec<Point> = analysis
            .chances
            .iter()
            .enumerate()
            .map(|(position, chances)| Point {
                x: x_of(analysis, position),
                y: y_of(chances.get(seat).copied().unwrap_or(0.0)),
            })
            .collect();
        PLOT.series(&mut canvas, &points, seat_colour(seat), points.len() == 1);
    }
    canvas
}

/// The colour of the seat with 0-based `index`: its colour on the boards.
pub fn seat_colour(index: usize) -> palette::Colour {
    palette::SEATS[index % palette::SEATS.len()]
}
