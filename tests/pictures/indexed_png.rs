//! The still pictures as players get them: indexed-colour PNGs under the size budget, whose
//! colours stay within a few steps of the picture as drawn (no visible banding), for every game.

use teban::games::niwa::{GardenName, Niwa, NiwaOptions};
use teban::games::{AnyGame, Game, GameKind};
use teban::render::kit::PNG_BUDGET;
use teban::render::{board_image, board_png, View};

/// A middle game of each kind, as the benchmarks draw them.
fn pictures() -> Vec<(&'static str, AnyGame)> {
    let quoridor = |variant: Option<&str>, moves: &str| {
        AnyGame::replay(
            GameKind::Quoridor,
            variant,
            &GameKind::Quoridor.split_moves(moves),
        )
        .unwrap()
    };
    let mut niwa = Niwa::new(&NiwaOptions {
        garden: GardenName::Compact,
    });
    while niwa.ply() < 14 && niwa.outcome().is_none() {
        let legal = niwa.legal_moves();
        let pick = legal
            .iter()
            .position(|mv| mv.path().len() > 2)
            .unwrap_or(niwa.ply() as usize * 7 % legal.len());
        niwa.play(&legal[pick]).unwrap();
    }
    vec![
        (
            "quoridor",
            quoridor(None, "e2 e8 e3h e7 d6v e6 c3h e5 e3 f5v d3 b7h g2v a4h"),
        ),
        (
            "quoridor 4 players",
            quoridor(Some("4-players"), "e2 b5 e8 h5 e3h c5 d7v g5 e3"),
        ),
        (
            "sensei",
            AnyGame::replay(
                GameKind::Sensei,
                Some("arashi-expert"),
                &GameKind::Sensei.split_moves("b1-b3 @b3 f1-f5; a7-a4; a1-a3 @a3 g1-g2"),
            )
            .unwrap(),
        ),
        ("niwa", AnyGame::Niwa(niwa)),
    ]
}

#[test]
fn every_picture_is_a_small_indexed_png_within_a_few_steps_of_the_drawing() {
    let view = View {
        names: vec!["Ann".into(), "Bob".into(), "Cy".into(), "Dee".into()],
        hints: true,
        ..View::default()
    };
    for (name, game) in pictures() {
        let png = board_png(&game, &view);
        assert!(png.len() < PNG_BUDGET, "{name}: {} bytes", png.len());
        let decoder = png::Decoder::new(std::io::Cursor::new(&png));
        let reader = decoder.read_info().unwrap();
        assert_eq!(
            reader.info().color_type,
            png::ColorType::Indexed,
            "{name}: indexed colour"
        );
        let shown = image::load_from_memory(&png).unwrap().to_rgb8();
        let drawn = board_image(&game, &view);
        assert_eq!(shown.dimensions(), drawn.dimensions());
        // Per pixel, the largest difference over its three channels.
        let mut off: Vec<u8> = shown
            .pixels()
            .zip(drawn.pixels())
            .map(|(a, b)| (0..3).map(|k| a.0[k].abs_diff(b.0[k])).max().unwrap())
            .collect();
        let mean = off.iter().map(|d| f64::from(*d)).sum::<f64>() / off.len() as f64;
        off.sort_unstable();
        let p99 = off[off.len() * 99 / 100];
        let exact = off.iter().filter(|d| **d == 0).count() as f64 / off.len() as f64;
        println!(
            "{name}: {} bytes, mean {mean:.2}, p99 {p99}, exact {exact:.3}",
            png.len()
        );
        // The flat fills (most of a picture) are exact; the anti-aliased edges move by a few
        // steps of 255 at most, far below what the eye sees as a band.
        assert!(exact > 0.9, "{name}: {exact:.3} of the pixels exact");
        assert!(mean < 0.5, "{name}: mean difference {mean:.2}");
        assert!(p99 <= 8, "{name}: 99th percentile difference {p99}");
    }
}
