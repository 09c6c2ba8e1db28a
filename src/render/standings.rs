//! A tournament's standings as a picture: its title and round, the podium once it is over, and
//! a ranked table (rank, player, points, two tie-breaks, games played), drawn with the kit so it
//! has the boards' table, ink and font.
//!
//! Its words arrive translated ([`StandingsPicture`]); [`headers`] and [`round_subtitle`] give
//! the catalogue's (`render-standings-…`) in a language for callers that want them. Every text is
//! in its box: headers and titles are written smaller if they must, names are cut.
//!
//! Decisions where the issue is silent:
//! - Up to 16 lines are one column; more are two columns side by side (a picture closer to a
//!   screen's shape than a long strip); at most 64 lines are drawn, then a "+N" line says how
//!   many more there are.
//! - Points and tie-breaks are written `2½`, `3`, `0½`; quarters (Sonneborn-Berger can give
//!   them) as decimals, `1.25`.
//! - A withdrawn player's line is drawn in the colour of things gone; the podium's steps are
//!   gold, silver and bronze, colours nothing else in the picture uses; players sharing a rank
//!   show it on their steps.

use super::kit::{
    palette, Align, Canvas, Colour, Overflow, Point, Rect, Shape, Surface, TextStyle, Weight,
};
use crate::i18n::Lang;
use crate::pairing::{tie_break_keys, Format};
use crate::tr;

/// A standings picture: everything it shows, words already translated.
pub struct StandingsPicture<'a> {
    /// "Spring Swiss · Quoridor".
    pub title: &'a str,
    /// "Round 3 of 7" / "Final standings".
    pub subtitle: &'a str,
    /// Rank, player, points, tie-break 1, tie-break 2, games.
    pub headers: [&'a str; 6],
    /// In rank order.
    pub rows: Vec<StandingsRow<'a>>,
    /// Final standings: the first three drawn on a podium.
    pub podium: bool,
}

/// One line of the table.
pub struct StandingsRow<'a> {
    pub rank: u32,
    pub name: &'a str,
    pub points: f64,
    pub tie_breaks: [f64; 2],
    pub played: u32,
    pub withdrawn: bool,
}

/// The ink of a withdrawn player's line.
pub const WITHDRAWN_INK: Colour = Colour::hex(0x7d6b5e);
/// Every other line's background: a shade off the table.
const STRIPE: Colour = Colour::hex(0x3b2a20);
/// The most lines drawn.
pub const MAX_ROWS: usize = 64;
/// The most lines in one column.
const ONE_COLUMN: usize = 16;
const PAD: f32 = 20.0;
const GAP: f32 = 28.0;
const COLUMN_W: f32 = 620.0;
const TITLE_H: f32 = 84.0;
const PODIUM_H: f32 = 184.0;
const HEADER_H: f32 = 30.0;
const ROW_H: f32 = 26.0;
/// The table's columns: each one's right edge from the column's left (the player's is its left
/// edge and runs to the points).
const RANK_RIGHT: f32 = 46.0;
const NAME_LEFT: f32 = 60.0;
const POINTS_W: f32 = 70.0;
const TIE_BREAK_W: f32 = 118.0;
const GAMES_W: f32 = 66.0;
/// The space between a column's text and the next one's.
const SPACING: f32 = 10.0;

/// The catalogue's headers in `lang` for a tournament of `format`.
pub fn headers(lang: Lang, format: Format) -> [String; 6] {
    let tie_break = |key: &str| match key {
        "buchholz-cut1" => tr!(lang, "render-standings-buchholz-cut1"),
        "sonneborn-berger" => tr!(lang, "render-standings-sonneborn-berger"),
        _ => tr!(lang, "render-standings-direct-encounter"),
    };
    let [first, second] = tie_break_keys(format);
    [
        tr!(lang, "render-standings-rank"),
        tr!(lang, "render-standings-player"),
        tr!(lang, "render-standings-points"),
        tie_break(first),
        tie_break(second),
        tr!(lang, "render-standings-games"),
    ]
}

/// The subtitle in `lang`: "Round 3 of 7", or "Final standings" when `round` is `None`.
pub fn round_subtitle(lang: Lang, round: Option<u32>, rounds: u32) -> String {
    match round {
        Some(round) => tr!(
            lang,
            "render-standings-round",
            round = round,
            rounds = rounds
        ),
        None => tr!(lang, "render-standings-final"),
    }
}

/// A score as a player reads it: `3`, `2½`, `0½`, and quarters as decimals, `1.25`.
pub fn score(value: f64) -> String {
    let halves = value * 2.0;
    if (halves - halves.round()).abs() < 1e-9 {
        let halves = halves.round() as i64;
        let whole = halves.div_euclid(2);
        if halves % 2 == 0 {
            whole.to_string()
        } else {
            format!("{whole}½")
        }
    } else {
        let text = format!("{value:.2}");
        text.trim_end_matches('0').to_string()
    }
}

/// How many columns of lines, and lines per column, the picture has.
fn columns(picture: &StandingsPicture) -> (usize, usize) {
    let shown = picture.rows.len().min(MAX_ROWS);
    let columns = if shown > ONE_COLUMN { 2 } else { 1 };
    (columns, shown.div_ceil(columns).max(1))
}

/// Where the table starts (the top of its header row).
fn table_top(picture: &StandingsPicture) -> f32 {
    TITLE_H + if has_podium(picture) { PODIUM_H } else { 0.0 }
}

fn has_podium(picture: &StandingsPicture) -> bool {
    picture.podium && !picture.rows.is_empty()
}

/// The picture's size in pixels.
pub fn size(picture: &StandingsPicture) -> (u32, u32) {
    let (columns, per_column) = columns(picture);
    let width = 2.0 * PAD + columns as f32 * COLUMN_W + (columns as f32 - 1.0) * GAP;
    let more = if picture.rows.len() > MAX_ROWS {
        ROW_H
    } else {
        0.0
    };
    let height = table_top(picture) + HEADER_H + per_column as f32 * ROW_H + more + PAD;
    (width.ceil() as u32, height.ceil() as u32)
}

/// The band the line `index` (from 0, in the order given) is drawn in, `None` past the last
/// line drawn.
pub fn row_rect(picture: &StandingsPicture, index: usize) -> Option<Rect> {
    if index >= picture.rows.len().min(MAX_ROWS) {
        return None;
    }
    let (_, per_column) = columns(picture);
    let (column, line) = (index / per_column, index % per_column);
    let x = PAD + column as f32 * (COLUMN_W + GAP);
    let y = table_top(picture) + HEADER_H + line as f32 * ROW_H;
    Some(Rect::new(x, y, COLUMN_W, ROW_H))
}

/// Draws `picture` and encodes it as an indexed PNG.
pub fn standings_png(picture: &StandingsPicture) -> Vec<u8> {
    super::kit::encode_png(&draw(picture).into_image())
}

/// Draws `picture` on a canvas.
pub fn draw(picture: &StandingsPicture) -> Canvas {
    let (width, height) = size(picture);
    let mut canvas = Canvas::new(width, height, palette::TABLE);
    let w = width as f32;
    let title = TextStyle::new(26.0, Weight::Bold, palette::INK_LIGHT).coarse();
    let subtitle = TextStyle::new(17.0, Weight::Regular, palette::INK_SOFT).coarse();
    let room = w - 2.0 * PAD;
    canvas.text_in(
        picture.title,
        (PAD, 40.0),
        room,
        title,
        Align::Left,
        Overflow::Shrink,
    );
    canvas.text_in(
        picture.subtitle,
        (PAD, 68.0),
        room,
        subtitle,
        Align::Left,
        Overflow::Shrink,
    );
    if has_podium(picture) {
        draw_podium(
            &mut canvas,
            picture,
            Point::new(w / 2.0, TITLE_H + PODIUM_H - 14.0),
        );
    }
    let (columns, _) = columns(picture);
    for column in 0..columns {
        let left = PAD + column as f32 * (COLUMN_W + GAP);
        draw_headers(&mut canvas, picture, left, table_top(picture));
    }
    for (index, row) in picture.rows.iter().enumerate().take(MAX_ROWS) {
        if let Some(band) = row_rect(picture, index) {
            draw_row(&mut canvas, row, band, index.is_multiple_of(2));
        }
    }
    if picture.rows.len() > MAX_ROWS {
        let more = format!("+{}", picture.rows.len() - MAX_ROWS);
        let style = TextStyle::new(16.0, Weight::Bold, palette::INK_SOFT).coarse();
        canvas.text(
            &more,
            w / 2.0,
            height as f32 - PAD - 8.0,
            style,
            Align::Centre,
        );
    }
    canvas
}

/// The right edges of the number columns (points, tie-breaks, games) from a column's left, and
/// their widths.
fn number_columns() -> [(f32, f32); 4] {
    let games = COLUMN_W - 12.0;
    let second = games - GAMES_W;
    let first = second - TIE_BREAK_W;
    let points = first - TIE_BREAK_W;
    [
        (points, POINTS_W),
        (first, TIE_BREAK_W),
        (second, TIE_BREAK_W),
        (games, GAMES_W),
    ]
}

/// The room a player's name has.
fn name_room() -> f32 {
    number_columns()[0].0 - POINTS_W - NAME_LEFT
}

fn draw_headers(canvas: &mut Canvas, picture: &StandingsPicture, left: f32, top: f32) {
    let style = TextStyle::new(13.0, Weight::Bold, palette::INK_SOFT).coarse();
    let baseline = top + 20.0;
    let [rank, player, numbers @ ..] = picture.headers;
    canvas.text_in(
        rank,
        (left + RANK_RIGHT, baseline),
        RANK_RIGHT,
        style,
        Align::Right,
        Overflow::Shrink,
    );
    canvas.text_in(
        player,
        (left + NAME_LEFT, baseline),
        name_room() - SPACING,
        style,
        Align::Left,
        Overflow::Shrink,
    );
    for (header, (right, width)) in numbers.iter().zip(number_columns()) {
        canvas.text_in(
            header,
            (left + right, baseline),
            width - SPACING,
            style,
            Align::Right,
            Overflow::Shrink,
        );
    }
    let rule = top + HEADER_H - 3.0;
    canvas.line(
        Point::new(left + 6.0, rule),
        Point::new(left + COLUMN_W - 6.0, rule),
        1.5,
        palette::SPENT,
    );
}

fn draw_row(canvas: &mut Canvas, row: &StandingsRow, band: Rect, striped: bool) {
    if striped {
        canvas.fill(&Shape::rect(band), STRIPE);
    }
    let (ink, soft) = if row.withdrawn {
        (WITHDRAWN_INK, WITHDRAWN_INK)
    } else {
        (palette::INK_LIGHT, palette::INK_SOFT)
    };
    let baseline = band.y + 18.0;
    let strong = TextStyle::new(15.0, Weight::Bold, ink).coarse();
    let plain = TextStyle::new(15.0, Weight::Regular, ink).coarse();
    let detail = TextStyle::new(14.0, Weight::Regular, soft).coarse();
    canvas.text(
        &row.rank.to_string(),
        band.x + RANK_RIGHT,
        baseline,
        strong,
        Align::Right,
    );
    canvas.text_in(
        row.name,
        (band.x + NAME_LEFT, baseline),
        name_room() - SPACING,
        plain,
        Align::Left,
        Overflow::Cut,
    );
    let numbers = [
        (score(row.points), strong),
        (score(row.tie_breaks[0]), detail),
        (score(row.tie_breaks[1]), detail),
        (row.played.to_string(), detail),
    ];
    for ((text, style), (right, _)) in numbers.iter().zip(number_columns()) {
        canvas.text(text, band.x + right, baseline, *style, Align::Right);
    }
}

/// The podium: the first three lines on steps of gold, silver and bronze, the first in the
/// middle, their floor's middle at `floor`.
fn draw_podium(canvas: &mut Canvas, picture: &StandingsPicture, floor: Point) {
    const STEP_W: f32 = 168.0;
    const STEP_GAP: f32 = 10.0;
    let steps: [(f32, f32, Colour); 3] = [
        (0.0, 96.0, palette::GOLD),
        (-(STEP_W + STEP_GAP), 70.0, palette::SILVER),
        (STEP_W + STEP_GAP, 50.0, palette::BRONZE),
    ];
    let name = TextStyle::new(17.0, Weight::Bold, palette::INK_LIGHT).coarse();
    let points = TextStyle::new(15.0, Weight::Regular, palette::INK_SOFT).coarse();
    for (row, (dx, height, colour)) in picture.rows.iter().zip(steps) {
        let step = Rect::new(
            floor.x + dx - STEP_W / 2.0,
            floor.y - height,
            STEP_W,
            height,
        );
        canvas.shadow(
            &Shape::rounded(step.offset(0.0, 3.0), 8.0),
            palette::INK_DARK,
            0.5,
            6.0,
        );
        canvas.fill(&Shape::rounded(step, 8.0), colour);
        canvas.fill(
            &Shape::rect(Rect::new(step.x + 8.0, step.y, step.w - 16.0, 4.0)),
            colour.lighter(0.3),
        );
        let rank = TextStyle::new(30.0, Weight::Bold, palette::INK_DARK).coarse();
        canvas.text_centred(
            &row.rank.to_string(),
            Point::new(step.centre().x, step.y + 28.0),
            rank,
        );
        let centre = step.centre().x;
        canvas.text_in(
            row.name,
            (centre, step.y - 30.0),
            STEP_W + STEP_GAP - 4.0,
            name,
            Align::Centre,
            Overflow::Cut,
        );
        canvas.text(
            &score(row.points),
            centre,
            step.y - 10.0,
            points,
            Align::Centre,
        );
    }
}
