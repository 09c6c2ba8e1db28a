//! A player's rating over time (`/profile`): one line per ladder (a game and its number of
//! players), drawn with the kit, so that the chart has the boards' table, ink, seat colours,
//! font and anti-aliasing, and costs a millisecond or two rather than a plotting crate's
//! dependencies (the kit already draws every line, dot and label a chart needs).
//!
//! The time axis runs from the first rating to the last; the rating axis spans the lowest and
//! highest ratings, widened to whole 50s with ticks every 50, 100 or 200 so that three to six
//! labelled lines cross the chart.
//!
//! Its words (the legend's ladders, the dates, "no rated game yet") are in the language it is
//! drawn for, each in its box: the legend shares the top row, the dates the bottom one.

use super::kit::{
    palette, Align, Canvas, Colour, Overflow, Point, Shape, Surface, TextStyle, Weight,
};
use crate::clock::date_of;
use crate::games::GameKind;
use crate::i18n::Lang;
use crate::tr;

/// The chart's size in pixels.
pub const WIDTH: u32 = 720;
pub const HEIGHT: u32 = 320;

/// The plot area's left margin, for the rating labels.
pub const LEFT: f32 = 64.0;
/// The plot area's right margin.
pub const RIGHT: f32 = 20.0;
/// The plot area's top margin, for the legend.
pub const TOP: f32 = 44.0;
/// The plot area's bottom margin, for the dates.
pub const BOTTOM: f32 = 36.0;

/// One line of the chart: its legend and its points (time in ms since the epoch, rating), oldest
/// first.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    pub label: String,
    pub points: Vec<(i64, f64)>,
}

/// The legend of a ladder: the game and its number of players, "Quoridor (4p)".
pub fn ladder_label(lang: Lang, kind: GameKind, players: u8) -> String {
    let game = crate::i18n::rules::game_name(kind).text(lang).plain_words();
    tr!(lang, "render-chart-ladder", game = game, players = players)
}

/// The day of `ms` (since the epoch, UTC) as `lang` writes a date: "Nov 23, 2026", "23 nov.
/// 2026", "23.11.2026".
pub fn date_in(lang: Lang, ms: i64) -> String {
    let iso = date_of(ms);
    let mut parts = iso.split('-');
    let (year, month, day) = (
        parts.next().unwrap_or_default().to_string(),
        parts.next().and_then(|m| m.parse::<u8>().ok()).unwrap_or(1),
        parts.next().and_then(|d| d.parse::<u8>().ok()).unwrap_or(1),
    );
    // The year as written, never grouped like a number ("2,026").
    tr!(
        lang,
        "render-chart-date",
        year = year,
        month = month,
        day = day
    )
}

/// The colour of the `index`-th series: the seat colours, then their lighter shades.
pub fn series_colour(index: usize) -> Colour {
    let base = palette::SEATS[index % palette::SEATS.len()];
    if index < palette::SEATS.len() {
        base
    } else {
        base.lighter(0.35)
    }
}

/// A chart's plot area, in pixels, and what every chart draws around and in it: labelled value
/// lines, the legend above it, and series. Shared by the rating chart and the analysis's chance
/// chart (`render/analysis.rs`).
#[derive(Clone, Copy, Debug)]
pub(super) struct Plot {
    pub left: f32,
    pub top: f32,
    pub right: f32,
    pub bottom: f32,
}

impl Plot {
    /// Horizontal lines across the plot at each `(y, label)`, labelled on the left (each label in
    /// the margin, 12 pixels short of the picture's edge).
    pub fn value_lines(&self, canvas: &mut Canvas, lines: &[(f32, String)], style: TextStyle) {
        for (y, text) in lines {
            let y = *y;
            canvas.line(
                Point { x: self.left, y },
                Point { x: self.right, y },
                1.0,
                palette::CARD,
            );
            let at = (self.left - 8.0, y + 4.5);
            let room = self.left - 12.0;
            canvas.text_in(text, at, room, style, Align::Right, Overflow::Shrink);
        }
    }

    /// The legend: a dot of each entry's colour and its label, in a row whose baseline is at
    /// `baseline`, from the plot's left to its right; each label fits what is left of the row
    /// once the labels after it have their own width, made to fit by `overflow` (players' names
    /// are cut, a ladder's label written smaller).
    pub fn legend(
        &self,
        canvas: &mut Canvas,
        entries: &[(Colour, &str)],
        baseline: f32,
        overflow: Overflow,
    ) {
        let style = TextStyle::new(14.0, Weight::Bold, palette::INK_LIGHT);
        let mut x = self.left;
        for (index, (colour, label)) in entries.iter().enumerate() {
            let centre = Point {
                x: x + 6.0,
                y: baseline - 5.0,
            };
            canvas.fill(&Shape::circle(centre, 6.0), *colour);
            let after: f32 = entries[index + 1..]
                .iter()
                .map(|(_, later)| 38.0 + style.width(later))
                .sum();
            // Each name keeps at least a few letters when those after it are long.
            let room = (self.right - (x + 18.0) - after)
                .max((self.right - self.left) / entries.len() as f32 - 38.0);
            let at = (x + 18.0, baseline);
            x += 18.0 + canvas.text_in(label, at, room, style, Align::Left, overflow);
            x += 20.0;
        }
    }

    /// A series: a line through `points` in `colour`, with a dot on each if `dots`.
    pub fn series(&self, canvas: &mut Canvas, points: &[Point], colour: Colour, dots: bool) {
        for pair in points.windows(2) {
            canvas.line(pair[0], pair[1], 3.0, colour);
        }
        if dots {
            for point in points {
                canvas.fill(&Shape::circle(*point, 4.0), colour);
            }
        }
    }
}

/// The rating axis: its lowest and highest values and the step between labelled lines.
pub fn rating_axis(low: f64, high: f64) -> (f64, f64, f64) {
    let step = [50.0, 100.0, 200.0, 500.0]
        .into_iter()
        .find(|step| ((high - low) / step).ceil() <= 5.0)
        .unwrap_or(1000.0);
    let bottom = (low / step).floor() * step;
    let mut top = (high / step).ceil() * step;
    if top - bottom < step * 2.0 {
        top = bottom + step * 2.0;
    }
    (bottom, top, step)
}

/// Draws `series` (those without points are left out) as a PNG of [`WIDTH`] × [`HEIGHT`], its
/// words in `lang`.
pub fn rating_chart(series: &[Series], lang: Lang) -> Vec<u8> {
    super::kit::encode_png(&draw(series, lang).into_image())
}

/// Draws the chart on a canvas.
pub fn draw(series: &[Series], lang: Lang) -> Canvas {
    let mut canvas = Canvas::new(WIDTH, HEIGHT, palette::TABLE);
    let (w, h) = (WIDTH as f32, HEIGHT as f32);
    let plot = Plot {
        left: LEFT,
        top: TOP,
        right: w - RIGHT,
        bottom: h - BOTTOM,
    };
    let label = TextStyle::new(13.0, Weight::Regular, palette::INK_SOFT);
    let drawn: Vec<(usize, &Series)> = series
        .iter()
        .enumerate()
        .filter(|(_, s)| !s.points.is_empty())
        .collect();
    let points = || drawn.iter().flat_map(|(_, s)| s.points.iter());
    let (Some(first), Some(last)) = (points().map(|p| p.0).min(), points().map(|p| p.0).max())
    else {
        canvas.text_centred_in(
            &tr!(lang, "render-chart-empty"),
            Point {
                x: w / 2.0,
                y: h / 2.0,
            },
            w - LEFT - RIGHT,
            TextStyle::new(18.0, Weight::Bold, palette::INK_SOFT),
            Overflow::Shrink,
        );
        return canvas;
    };
    let low = points().map(|p| p.1).fold(f64::INFINITY, f64::min);
    let high = points().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max);
    let (bottom, top, step) = rating_axis(low, high);
    let x_of = |t: i64| {
        if last == first {
            (plot.left + plot.right) / 2.0
        } else {
            plot.left + (plot.right - plot.left) * ((t - first) as f32 / (last - first) as f32)
        }
    };
    let y_of =
        |r: f64| plot.bottom - (plot.bottom - plot.top) * ((r - bottom) / (top - bottom)) as f32;

    // The rating lines, labelled on the left.
    let mut lines = Vec::new();
    let mut rating = bottom;
    while rating <= top + 0.5 {
        lines.push((y_of(rating), format!("{rating:.0}")));
        rating += step;
    }
    plot.value_lines(&mut canvas, &lines, label);
    // The first and last days under the time axis, each in its half.
    let half = (plot.right - plot.left) / 2.0 - 8.0;
    let (from, to) = (date_in(lang, first), date_in(lang, last));
    let at = (plot.left, h - 12.0);
    canvas.text_in(&from, at, half, label, Align::Left, Overflow::Shrink);
    if to != from {
        let at = (plot.right, h - 12.0);
        canvas.text_in(&to, at, half, label, Align::Right, Overflow::Shrink);
    }
    // The legend, then each series: a line through its points, a dot on each.
    let entries: Vec<(Colour, &str)> = drawn
        .iter()
        .map(|(index, s)| (series_colour(*index), s.label.as_str()))
        .collect();
    plot.legend(&mut canvas, &entries, 27.0, Overflow::Shrink);
    for (index, series) in &drawn {
        let at: Vec<Point> = series
            .points
            .iter()
            .map(|(t, r)| Point {
                x: x_of(*t),
                y: y_of(*r),
            })
            .collect();
        plot.series(&mut canvas, &at, series_colour(*index), true);
    }
    canvas
}
