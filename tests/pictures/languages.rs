//! The pictures speak the view's language: the same position drawn in English and in Spanish
//! differs in the header's words and nowhere else, and the words drawn are the Spanish ones, as
//! wide as the Spanish text is.

use teban::games::{AnyGame, GameKind};
use teban::i18n::Lang;
use teban::render::kit::{palette, record_texts, text_width, Colour, Weight};
use teban::render::quoridor::Geometry;
use teban::render::{board_image, View};

fn view(lang: Lang) -> View {
    View {
        names: vec!["Ana".into(), "Bob".into()],
        hints: false,
        lang,
        ..View::default()
    }
}

fn game() -> AnyGame {
    AnyGame::replay(GameKind::Quoridor, None, &["e2", "e8", "e3h"]).unwrap()
}

#[test]
fn a_spanish_header_is_drawn_in_spanish_and_the_board_is_the_same() {
    let game = game();
    let AnyGame::Quoridor(q) = &game else {
        unreachable!()
    };
    let header = Geometry::new(q).header;
    let english = board_image(&game, &view(Lang::En));
    let (spanish, texts) = record_texts(|| board_image(&game, &view(Lang::Es)));
    assert_eq!(english.dimensions(), spanish.dimensions());

    // The words drawn: the move, the fences, the tag and the status, in Spanish.
    let drawn: Vec<&str> = texts.iter().map(|t| t.drawn.as_str()).collect();
    assert_eq!(
        drawn,
        [
            "Quoridor",
            "Jugada 3 · e3h",
            "Ana",
            "9 barreras",
            "LE TOCA",
            "Bob",
            "10 barreras",
            "Le toca a Bob",
        ]
    );
    let status = texts.last().unwrap();
    assert_eq!(status.size, 20.0);
    let wide = text_width(Weight::Bold, 20.0, "Le toca a Bob");
    assert!((status.right - status.left - wide).abs() < 0.01);
    assert!(wide > text_width(Weight::Bold, 20.0, "Bob to play") + 10.0);

    // The pictures differ in the header only.
    let differs =
        |y: u32| (0..english.width()).any(|x| english.get_pixel(x, y) != spanish.get_pixel(x, y));
    let changed: Vec<u32> = (0..english.height()).filter(|y| differs(*y)).collect();
    assert!(!changed.is_empty());
    assert!(
        changed.iter().all(|y| (*y as f32) < header.bottom()),
        "{changed:?}"
    );

    // On the status line, the ink spans the Spanish text's width (give or take anti-aliasing).
    let band = (header.bottom() - 38.0) as u32..header.bottom() as u32;
    let inked = |image: &image::RgbImage| {
        let xs: Vec<u32> = (0..image.width())
            .filter(|x| {
                band.clone()
                    .any(|y| Colour(image.get_pixel(*x, y).0) != palette::TABLE)
            })
            .collect();
        (xs[0], xs[xs.len() - 1])
    };
    let (left, right) = inked(&spanish);
    let ink = (right - left + 1) as f32;
    assert!((ink - wide).abs() <= 3.0, "ink {ink} px, text {wide} px");
    let (left, right) = inked(&english);
    let english_wide = text_width(Weight::Bold, 20.0, "Bob to play");
    assert!(((right - left + 1) as f32 - english_wide).abs() <= 3.0);
}
