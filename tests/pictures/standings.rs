//! A tournament's standings picture as a server sees it: 64 players under the size budget, the
//! headers of every language whole in their columns (Swiss and round robin), names of any
//! script cut to their column, the podium only in the final standings, the lines drawn in rank
//! order one under the other, a withdrawn player's line dimmed, and scores written with halves.
//!
//! The ignored test `standings_to_look_at` writes pictures to look at:
//! `STANDINGS_OUT=dir cargo test --test pictures -- --ignored standings_to_look_at`.

use std::collections::HashSet;

use teban::i18n::Lang;
use teban::pairing::Format;
use teban::render::kit::{palette, record_texts, Colour, Overflow, MIN_SCALE};
use teban::render::standings::{
    draw, headers, round_subtitle, row_rect, score, standings_png, StandingsPicture, StandingsRow,
    MAX_ROWS, WITHDRAWN_INK,
};

/// Names in several scripts and lengths, the longest allowed (32 characters) among them.
const NAMES: [&str; 8] = [
    "Ann",
    "Bartholomäus von Wolkenstein-Öd",
    "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
    "Ñandú Ærøskøbing",
    "Дмитрий Кузнецов",
    "Γιώργος Παπαδόπουλος",
    "Łódź Guadalupe",
    "Maximiliane Schwarzenbergerinnen",
];

/// `count` lines in rank order, every fifth withdrawn, with halves (points, Buchholz) and
/// quarters (Sonneborn-Berger) in the scores.
fn rows(count: usize) -> Vec<StandingsRow<'static>> {
    (0..count)
        .map(|i| StandingsRow {
            rank: i as u32 + 1,
            name: NAMES[i % NAMES.len()],
            points: halves(7.0 - i as f64 * 0.1),
            tie_breaks: [halves(30.0 - i as f64 * 0.3), 21.75 - i as f64 * 0.25],
            played: 7,
            withdrawn: i % 5 == 4,
        })
        .collect()
}

fn halves(value: f64) -> f64 {
    (value * 2.0).round() / 2.0
}

fn picture<'a>(
    headers: [&'a str; 6],
    rows: Vec<StandingsRow<'a>>,
    podium: bool,
) -> StandingsPicture<'a> {
    StandingsPicture {
        title: "Spring Swiss · Quoridor",
        subtitle: "Round 3 of 7",
        headers,
        rows,
        podium,
    }
}

fn english() -> [String; 6] {
    headers(Lang::En, Format::Swiss { rounds: 7 })
}

fn refs(words: &[String; 6]) -> [&str; 6] {
    words.each_ref().map(String::as_str)
}

/// The colours of the pixels of the decoded PNG.
fn colours(png: &[u8]) -> HashSet<[u8; 3]> {
    let image = image::load_from_memory(png).unwrap().to_rgb8();
    image.pixels().map(|p| p.0).collect()
}

#[test]
fn scores_are_written_with_halves_and_quarters_as_decimals() {
    assert_eq!(score(3.0), "3");
    assert_eq!(score(2.5), "2½");
    assert_eq!(score(0.5), "0½");
    assert_eq!(score(0.0), "0");
    assert_eq!(score(1.25), "1.25");
    assert_eq!(score(10.75), "10.75");
}

#[test]
fn sixty_four_players_fit_the_size_budget() {
    let words = english();
    let png = standings_png(&picture(refs(&words), rows(64), true));
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
    assert!(png.len() < 150 * 1024, "{} bytes", png.len());
    let image = image::load_from_memory(&png).unwrap();
    // Two columns of 32 lines.
    assert!(
        image.width() > image.height() / 2,
        "{}x{}",
        image.width(),
        image.height()
    );
}

#[test]
fn every_languages_headers_fit_their_columns_and_names_are_cut_to_theirs() {
    for lang in Lang::ALL {
        for format in [Format::Swiss { rounds: 7 }, Format::RoundRobin] {
            let words = headers(lang, format);
            let subtitle = round_subtitle(lang, Some(7), 7);
            let mut shown = picture(refs(&words), rows(20), true);
            shown.subtitle = &subtitle;
            let (canvas, texts) = record_texts(|| draw(&shown));
            let what = format!("{lang} {format:?}");
            for header in &words {
                let drawn: Vec<_> = texts.iter().filter(|t| &t.wanted == header).collect();
                assert_eq!(drawn.len(), 2, "{what}: `{header}` over each column");
                for t in drawn {
                    assert!(t.fits() && !t.cut(), "{what}: {t:?}");
                    assert_eq!(t.overflow, Overflow::Shrink);
                    assert!(t.size >= t.wanted_size * MIN_SCALE - 0.01, "{what}: {t:?}");
                    assert!(t.box_right <= canvas.width() as f32, "{what}: {t:?}");
                }
            }
            // Every name in the table is drawn, cut with an ellipsis when too long, within its box.
            for row in &shown.rows {
                let name = texts
                    .iter()
                    .find(|t| t.wanted == row.name && t.overflow == Overflow::Cut)
                    .unwrap_or_else(|| panic!("{what}: {} drawn", row.name));
                assert!(name.fits(), "{what}: {name:?}");
            }
            let long = texts
                .iter()
                .find(|t| t.wanted == NAMES[2] && t.overflow == Overflow::Cut)
                .unwrap();
            assert!(long.cut() && long.drawn.ends_with('…'), "{long:?}");
        }
    }
}

#[test]
fn the_final_standings_stand_the_first_three_on_a_podium() {
    let words = english();
    let with = colours(&standings_png(&picture(refs(&words), rows(10), true)));
    let without = colours(&standings_png(&picture(refs(&words), rows(10), false)));
    for (colour, what) in [
        (palette::GOLD, "gold"),
        (palette::SILVER, "silver"),
        (palette::BRONZE, "bronze"),
    ] {
        assert!(with.contains(&colour.0), "the podium's {what} step");
        assert!(!without.contains(&colour.0), "{what} only on the podium");
    }
    // Two players: two steps, no bronze.
    let two = colours(&standings_png(&picture(refs(&words), rows(2), true)));
    assert!(two.contains(&palette::SILVER.0) && !two.contains(&palette::BRONZE.0));
}

/// The rows of the picture where `a` and `b` differ: the lowest and highest, and the columns'
/// leftmost and rightmost.
fn difference(a: &StandingsPicture, b: &StandingsPicture) -> Option<(u32, u32, u32, u32)> {
    let (a, b) = (draw(a).into_image(), draw(b).into_image());
    assert_eq!(a.dimensions(), b.dimensions());
    let mut found: Option<(u32, u32, u32, u32)> = None;
    for (x, y, p) in a.enumerate_pixels() {
        if b.get_pixel(x, y) != p {
            let f = found.get_or_insert((x, y, x, y));
            *f = (f.0.min(x), f.1.min(y), f.2.max(x), f.3.max(y));
        }
    }
    found
}

#[test]
fn lines_are_drawn_in_rank_order_and_a_withdrawn_line_is_dimmed() {
    let words = english();
    let base = picture(refs(&words), rows(40), false);
    let mut previous: Option<(f32, f32)> = None;
    for index in [0, 1, 2, 7, 19, 20, 21, 39] {
        // Withdrawing line `index` changes that line's band and nothing else.
        let mut changed = picture(refs(&words), rows(40), false);
        changed.rows[index].withdrawn = !changed.rows[index].withdrawn;
        let (left, top, right, bottom) = difference(&base, &changed).expect("a change shows");
        let band = row_rect(&base, index).unwrap();
        assert!(
            left as f32 >= band.x && right as f32 <= band.x + band.w,
            "line {index}: {left}..{right} outside {band:?}"
        );
        assert!(
            top as f32 >= band.y && bottom as f32 <= band.y + band.h,
            "line {index}: {top}..{bottom} outside {band:?}"
        );
        // Down the first column, then down the second.
        if let Some((x, y)) = previous {
            assert!(
                band.x > x || (band.x == x && band.y > y),
                "line {index} after the last"
            );
        }
        previous = Some((band.x, band.y));
    }
    // The names are drawn in the order of the lines.
    let (_, texts) = record_texts(|| draw(&base));
    let names: Vec<&str> = texts
        .iter()
        .filter(|t| t.overflow == Overflow::Cut)
        .map(|t| t.wanted.as_str())
        .collect();
    let expected: Vec<&str> = base.rows.iter().map(|r| r.name).collect();
    assert_eq!(names, expected);
    // A withdrawn line is written in the dim ink, an active one in the bright ink.
    let canvas = draw(&base);
    let ink_in = |index: usize, ink: Colour| {
        let band = row_rect(&base, index).unwrap();
        (band.x as u32..(band.x + band.w) as u32)
            .flat_map(|x| (band.y as u32..(band.y + band.h) as u32).map(move |y| (x, y)))
            .any(|(x, y)| canvas.pixel(x, y) == Some(ink))
    };
    assert!(base.rows[4].withdrawn && ink_in(4, WITHDRAWN_INK));
    assert!(!ink_in(4, palette::INK_LIGHT));
    assert!(ink_in(3, palette::INK_LIGHT));
}

#[test]
fn past_sixty_four_lines_a_last_line_says_how_many_more() {
    let words = english();
    let shown = picture(refs(&words), rows(70), false);
    assert!(row_rect(&shown, MAX_ROWS - 1).is_some());
    assert!(row_rect(&shown, MAX_ROWS).is_none());
    let plain = picture(refs(&words), rows(64), false);
    let (a, b) = (draw(&shown), draw(&plain));
    assert!(a.height() > b.height(), "a line more for \"+6\"");
}

/// The final standings of a 64-player Swiss in French and a round robin of 6 in German, written
/// to the directory `STANDINGS_OUT` names, for a person to look at.
#[test]
#[ignore = "writes pictures for a person to look at, to STANDINGS_OUT"]
fn standings_to_look_at() {
    let dir = std::env::var("STANDINGS_OUT").expect("STANDINGS_OUT names a directory");
    let fr = headers(Lang::Fr, Format::Swiss { rounds: 7 });
    let final_fr = round_subtitle(Lang::Fr, None, 7);
    let mut big = picture(refs(&fr), rows(64), true);
    big.subtitle = &final_fr;
    let de = headers(Lang::De, Format::RoundRobin);
    let round_de = round_subtitle(Lang::De, Some(3), 5);
    let mut small = picture(refs(&de), rows(6), false);
    small.title = "Herbstturnier · Niwa";
    small.subtitle = &round_de;
    for (name, shown) in [("swiss-64-fr", big), ("round-robin-6-de", small)] {
        let png = standings_png(&shown);
        let path = format!("{dir}/{name}.png");
        std::fs::write(&path, &png).unwrap();
        assert!(std::fs::read(&path).unwrap().starts_with(b"\x89PNG"));
    }
}
