//! The rating chart: its axis, its series, dates in each language, and no rating at all.

use teban::games::GameKind;
use teban::i18n::Lang;
use teban::render::chart::*;

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
    let canvas = draw(&series, Lang::En);
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
    assert_ne!(draw(&other, Lang::En).into_image(), canvas.into_image());
}

#[test]
fn dates_and_ladders_are_written_in_each_languages_way() {
    let day = 1_795_392_000_000; // 2026-11-23
    assert_eq!(date_in(Lang::En, day), "Nov 23, 2026");
    assert_eq!(date_in(Lang::Fr, day), "23 nov. 2026");
    assert_eq!(date_in(Lang::De, day), "23.11.2026");
    assert_eq!(date_in(Lang::Es, day), "23 nov 2026");
    assert_eq!(
        ladder_label(Lang::En, GameKind::Quoridor, 4),
        "Quoridor (4p)"
    );
    assert_eq!(
        ladder_label(Lang::De, GameKind::Quoridor, 4),
        "Quoridor (4 Sp.)"
    );
}

#[test]
fn no_rating_at_all_says_so() {
    let png = rating_chart(&[], Lang::En);
    let image = image::load_from_memory(&png).unwrap();
    assert_eq!((image.width(), image.height()), (WIDTH, HEIGHT));
}
