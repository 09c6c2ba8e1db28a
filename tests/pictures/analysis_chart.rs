//! The analysis's chart of each seat's chance to win: its words fit their boxes in every
//! language with the longest names, each seat's line is drawn in its colour where its chances
//! are, and a seat whose chance drops has its line drop at that move.

use teban::ai::analysis::{Analysis, Ply};
use teban::games::{GameKind, Seat};
use teban::i18n::Lang;
use teban::render::analysis::{chance_chart_png, draw, seat_colour, x_of, y_of, HEIGHT, WIDTH};
use teban::render::kit::record_texts;

use crate::words_fit::{check, LONG_NAMES};

/// A game of `moves` moves between `seats` players in which seat 1's chance climbs from even to
/// 80 % until move `turn`, then falls to 15 % (the others share the rest, seat 3 twice what seat
/// 2 has, seat 4 three times: each line apart).
fn game_turning_at(seats: usize, moves: usize, turn: usize) -> Analysis {
    let seat1 = |position: usize| {
        if position < turn {
            0.5 + 0.3 * position as f64 / turn as f64
        } else {
            0.15
        }
    };
    let chances: Vec<Vec<f64>> = (0..=moves)
        .map(|position| {
            let own = seat1(position);
            let shares = (seats * (seats - 1) / 2) as f64;
            (0..seats)
                .map(|i| {
                    if i == 0 {
                        own
                    } else {
                        (1.0 - own) * i as f64 / shares
                    }
                })
                .collect()
        })
        .collect();
    let plies = (0..moves)
        .map(|ply| {
            let seat = Seat((ply % seats) as u8);
            Ply {
                ply: ply as u32,
                seat,
                played: "e2".into(),
                best: Some("e2".into()),
                before: chances[ply][seat.index()],
                after: chances[ply + 1][seat.index()],
            }
        })
        .collect();
    Analysis {
        kind: GameKind::Quoridor,
        variant: if seats == 2 { "2-players" } else { "4-players" }.into(),
        scores: vec![0; chances.len()],
        chances,
        plies,
    }
}

/// The mean height of the pixels of `seat`'s colour in the column at `x`, if any.
fn line_height(canvas: &teban::render::kit::Canvas, x: f32, seat: usize) -> Option<f32> {
    let ys: Vec<u32> = (0..HEIGHT)
        .filter(|y| canvas.pixel(x.round() as u32, *y) == Some(seat_colour(seat)))
        .collect();
    (!ys.is_empty()).then(|| ys.iter().sum::<u32>() as f32 / ys.len() as f32)
}

#[test]
fn the_chance_chart_fits_its_words_in_every_language_with_the_longest_names() {
    for lang in Lang::ALL {
        for names in LONG_NAMES {
            for seats in [2, 4] {
                let names: Vec<String> = names[..seats].iter().map(|n| n.to_string()).collect();
                for moves in [0, 7, 60, 151] {
                    let analysis = game_turning_at(seats, moves, moves / 2 + 1);
                    let (canvas, texts) = record_texts(|| draw(&analysis, &names, lang));
                    assert_eq!((canvas.width(), canvas.height()), (WIDTH, HEIGHT));
                    let what = format!("chance chart in {lang}, {seats} seats, {moves} moves");
                    // The title, the five chance labels, the move caption and every name.
                    let words: Vec<&str> = texts.iter().map(|t| t.wanted.as_str()).collect();
                    assert!(texts.len() >= 7 + seats, "{what}: {words:?}");
                    check(&texts, canvas.width() as f32, &what);
                }
            }
        }
    }
}

#[test]
fn the_chance_chart_writes_its_words_in_the_language_asked() {
    let analysis = game_turning_at(2, 30, 12);
    let names = vec!["ann".to_string()];
    let words = |lang| {
        let (_, texts) = record_texts(|| draw(&analysis, &names, lang));
        texts.into_iter().map(|t| t.wanted).collect::<Vec<_>>()
    };
    let en = words(Lang::En);
    assert!(
        en.contains(&"Chance to win, move by move".to_string()),
        "{en:?}"
    );
    assert!(en.contains(&"50%".to_string()), "{en:?}");
    assert!(en.contains(&"Move".to_string()), "{en:?}");
    // A seat without a name is called by its number.
    assert!(en.contains(&"ann".to_string()) && en.contains(&"Seat 2".to_string()));
    let fr = words(Lang::Fr);
    assert!(
        fr.contains(&"Chances de gagner, coup par coup".to_string()),
        "{fr:?}"
    );
    assert!(fr.contains(&"Place 2".to_string()), "{fr:?}");
    let de = words(Lang::De);
    assert!(
        de.contains(&"Gewinnchance, Zug für Zug".to_string()),
        "{de:?}"
    );
    let es = words(Lang::Es);
    assert!(es.contains(&"Jugada".to_string()), "{es:?}");
}

#[test]
fn a_seat_whose_chance_drops_has_its_line_drop_at_that_move() {
    for seats in [2, 4] {
        let analysis = game_turning_at(seats, 40, 20);
        let canvas = draw(&analysis, &[], Lang::En);
        let at = |position: usize, seat: usize| {
            line_height(&canvas, x_of(&analysis, position), seat)
                .unwrap_or_else(|| panic!("seat {seat}'s line at move {position}"))
        };
        // Seat 1's line rises until move 19, is low from move 20 on: lower in the picture.
        let before = at(17, 0);
        let after = at(24, 0);
        assert!(after > before + 100.0, "{before} → {after}");
        // Where the chances say.
        assert!(
            (before - y_of(0.5 + 0.3 * 17.0 / 20.0)).abs() < 3.0,
            "{before}"
        );
        assert!((after - y_of(0.15)).abs() < 3.0, "{after}");
        assert!((at(4, 0) - y_of(0.56)).abs() < 3.0);
        // The other seats' lines go up when seat 1's goes down.
        for seat in 1..seats {
            let other = analysis.chances[24][seat];
            assert!((at(24, seat) - y_of(other)).abs() < 3.0, "seat {seat}");
            assert!(at(24, seat) < at(17, seat), "seat {seat}");
        }
    }
}

#[test]
fn the_chance_chart_is_a_png_of_its_size() {
    let png = chance_chart_png(&game_turning_at(2, 60, 30), &[], Lang::De);
    let image = image::load_from_memory(&png).unwrap();
    assert_eq!((image.width(), image.height()), (WIDTH, HEIGHT));
}
