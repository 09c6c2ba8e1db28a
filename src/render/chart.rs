//! A player's rating over time (`/profile`): one line per ladder (a game and its number of
//! players), drawn with the kit, so that the chart has the boards' table, ink, seat colours,
//! font and anti-aliasing, and costs a millisecond or two rather than a plotting crate's
//! dependencies (the kit already draws every line, dot and label a chart needs).
//!
//! The time axis runs from the first rating to the last; the rating axis spans the lowest and
//! highest ratings, widened to whole 50s with ticks every 50, 100 or 200 so that three to six
//! labelled lines cross the chart.

use super::kit::{palette, Align, Canvas, Colour, Point, Shape, TextStyle, Weight};
use crate::clock::date_of;

/// The chart's size in pixels.
pub const WIDTH: u32 = 720;
pub const HEIGHT: u32 = 320;

/// The plot area's margins: left (rating labels), right, top (legend), bottom (dates).
const LEFT: f32 = 64.0;
const RIGHT: f32 = 20.0;
const TOP: f32 = 44.0;
const BOTTOM: f32 = 36.0;

/// One line of the chart: its legend and its points (time in ms since the epoch, rating), oldest
/// first.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    pub label: String,
    pub points: Vec<(i64, f64)>,
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

/// The rating axis: its lowest and highest values and the step between labelled lines.
fn rating_axis(low: f64, high: f64) -> (f64, f64, f64) {
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

/// Draws `series` (those without points are left out) as a PNG of [`WIDTH`] × [`HEIGHT`].
pub fn rating_chart(series: &[Series]) -> Vec<u8> {
    super::kit::encode_png(&draw(series).into_image())
}

/// Draws the chart on a canvas.
pub fn draw(series: &[Series]) -> Canvas {
    let mut canvas = Canvas::new(WIDTH, HEIGHT, palette::TABLE);
    let (w, h) = (WIDTH as f32, HEIGHT as f32);
    let plot = (LEFT, TOP, w - RIGHT, h - BOTTOM);
    let label = TextStyle::new(13.0, Weight::Regular, palette::INK_SOFT);
    let drawn: Vec<(usize, &Series)> = series
        .iter()
        .enumerate()
        .filter(|(_, s)| !s.points.is_empty())
        .collect();
    let points = || drawn.iter().flat_map(|(_, s)| s.points.iter());
    let (Some(first), Some(last)) = (points().map(|p| p.0).min(), points().map(|p| p.0).max())
    else {
        canvas.text_centred(
            "No rated game yet",
            Point {
                x: w / 2.0,
                y: h / 2.0,
            },
            TextStyle::new(18.0, Weight::Bold, palette::INK_SOFT),
        );
        return canvas;
    };
    let low = points().map(|p| p.1).fold(f64::INFINITY, f64::min);
    let high = points().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max);
    let (bottom, top, step) = rating_axis(low, high);
    let x_of = |t: i64| {
        if last == first {
            (plot.0 + plot.2) / 2.0
        } else {
            plot.0 + (plot.2 - plot.0) * ((t - first) as f32 / (last - first) as f32)
        }
    };
    let y_of = |r: f64| plot.3 - (plot.3 - plot.1) * ((r - bottom) / (top - bottom)) as f32;

    // The rating lines, labelled on the left.
    let mut rating = bottom;
    while rating <= top + 0.5 {
        let y = y_of(rating);
        canvas.line(
            Point { x: plot.0, y },
            Point { x: plot.2, y },
            1.0,
            palette::CARD,
        );
        canvas.text(
            &format!("{rating:.0}"),
            plot.0 - 8.0,
            y + 4.5,
            label,
            Align::Right,
        );
        rating += step;
    }
    // The first and last days under the time axis.
    canvas.text(&date_of(first), plot.0, h - 12.0, label, Align::Left);
    if date_of(last) != date_of(first) {
        canvas.text(&date_of(last), plot.2, h - 12.0, label, Align::Right);
    }
    // The legend, then each series: a line through its points, a dot on each.
    let mut x = plot.0;
    for (index, series) in &drawn {
        let colour = series_colour(*index);
        canvas.fill(
            &Shape::circle(
                Point {
                    x: x + 6.0,
                    y: 22.0,
                },
                6.0,
            ),
            colour,
        );
        let style = TextStyle::new(14.0, Weight::Bold, palette::INK_LIGHT);
        x += 18.0 + canvas.text(&series.label, x + 18.0, 27.0, style, Align::Left) + 20.0;
    }
    for (index, series) in &drawn {
        let colour = series_colour(*index);
        let at: Vec<Point> = series
            .points
            .iter()
            .map(|(t, r)| Point {
                x: x_of(*t),
                y: y_of(*r),
            })
            .collect();
        for pair in at.windows(2) {
            canvas.line(pair[0], pair[1], 3.0, colour);
        }
        for point in &at {
            canvas.fill(&Shape::circle(*point, 4.0), colour);
        }
    }
    canvas
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rating_axis_covers_every_rating_in_round_steps() {
        assert_eq!(rating_axis(1480.0, 1530.0), (1450.0, 1550.0, 50.0));
        assert_eq!(rating_axis(1500.0, 1500.0), (1500.0, 1600.0, 50.0));
        assert_eq!(rating_axis(1210.0, 1790.0), (1200.0, 1800.0, 200.0));
    }

    #[test]
    fn each_series_is_drawn_in_its_colour_where_its_points_are() {
        let series = vec![
            Series {
                label: "Quoridor".into(),
                points: vec![(0, 1500.0), (1_000, 1600.0)],
            },
            Series {
                label: "Sensei".into(),
                points: vec![(500, 1450.0)],
            },
        ];
        let canvas = draw(&series);
        assert_eq!((canvas.width(), canvas.height()), (WIDTH, HEIGHT));
        // Quoridor's last point is at the plot's top right, Sensei's alone at the bottom middle.
        let (bottom, top, _) = rating_axis(1450.0, 1600.0);
        let y = |r: f64| {
            (HEIGHT as f32 - BOTTOM)
                - (HEIGHT as f32 - BOTTOM - TOP) * ((r - bottom) / (top - bottom)) as f32
        };
        let right = WIDTH as f32 - RIGHT;
        let middle = (LEFT + right) / 2.0;
        assert_eq!(
            canvas.pixel(right as u32 - 1, y(1600.0) as u32),
            Some(series_colour(0))
        );
        assert_eq!(
            canvas.pixel(middle as u32, y(1450.0) as u32),
            Some(series_colour(1))
        );
        // Another history draws another picture.
        let mut other = series.clone();
        other[0].points[1].1 = 1550.0;
        assert_ne!(draw(&other).into_image(), canvas.into_image());
    }

    #[test]
    fn no_rating_at_all_says_so() {
        let png = rating_chart(&[]);
        let image = image::load_from_memory(&png).unwrap();
        assert_eq!((image.width(), image.height()), (WIDTH, HEIGHT));
    }
}
