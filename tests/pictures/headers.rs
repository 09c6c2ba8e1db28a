//! A board's header: names, status and caption in the view's language, and endings that fit.

use teban::games::{Outcome, Seat, WinReason};
use teban::i18n::Lang;
use teban::render::*;
use teban::tr;

#[test]
fn missing_or_blank_names_become_seat_numbers() {
    let view = View {
        names: vec!["Ann".into(), "  ".into()],
        ..View::default()
    };
    assert_eq!(view.name(Seat(0)), "Ann");
    assert_eq!(view.name(Seat(1)), "Seat 2");
    assert_eq!(view.name(Seat(3)), "Seat 4");
}

#[test]
fn a_caption_is_said_before_the_status_in_the_views_language() {
    for (lang, said) in [
        (Lang::En, "↶ Move taken back · Ann to play"),
        (Lang::Fr, "↶ Coup repris · À Ann de jouer"),
        (Lang::De, "↶ Zug zurückgenommen · Ann ist am Zug"),
        (Lang::Es, "↶ Jugada deshecha · Le toca a Ann"),
    ] {
        let view = View {
            names: vec!["Ann".into(), "Bob".into()],
            lang,
            caption: Some(tr!(lang, "render-replay-taken-back")),
            ..View::default()
        };
        let header = view.header(String::new(), (2, None), Vec::new(), (Some(Seat(0)), None));
        assert_eq!(header.status, said);
    }
}

#[test]
fn the_status_says_whose_turn_or_who_won() {
    let view = View {
        names: vec!["Ann".into(), "Bob".into()],
        ..View::default()
    };
    assert_eq!(
        view.status_line(Some(Seat(1)), None),
        ("Bob to play".to_string(), Some("Bob".to_string()))
    );
    let won = Outcome::Win {
        winner: Seat(0),
        reason: WinReason::Goal,
    };
    assert_eq!(
        view.status_line(None, Some(won)).0,
        "Ann reached the goal and wins"
    );
    assert_eq!(view.move_line(0, None), "New game");
    assert_eq!(view.move_line(7, Some("e3h".into())), "Move 7 · e3h");
}

#[test]
fn the_header_speaks_the_views_language() {
    let view = View {
        names: vec!["Ana".into()],
        lang: Lang::Es,
        ..View::default()
    };
    assert_eq!(view.name(Seat(1)), "Asiento 2");
    assert_eq!(view.move_line(0, None), "Partida nueva");
    assert_eq!(view.move_line(7, Some("e3h".into())), "Jugada 7 · e3h");
    assert_eq!(view.status_line(Some(Seat(0)), None).0, "Le toca a Ana");
    let french = View {
        lang: Lang::Fr,
        ..view
    };
    assert_eq!(
        french.status_line(None, Some(Outcome::Draw)).0,
        "Nulle d’un commun accord"
    );
}

#[test]
fn every_ending_fits_the_narrowest_header_in_every_language() {
    let winners = [
        WinReason::Goal,
        WinReason::Resignation,
        WinReason::NoLegalMove,
        WinReason::UnfairGame,
        WinReason::Time,
    ];
    let outcomes = winners
        .into_iter()
        .map(|reason| Outcome::Win {
            winner: Seat(0),
            reason,
        })
        .chain([Outcome::Draw]);
    // The narrowest picture is Sensei's.
    let width = sensei::Geometry::new().layout.width;
    for lang in Lang::ALL {
        let view = View {
            names: vec!["W".repeat(32), "Ñandú Ærøskøbing Łódź Guadalupe".into()],
            lang,
            ..View::default()
        };
        for outcome in outcomes.clone() {
            let header = view.header(String::new(), (1, None), Vec::new(), (None, Some(outcome)));
            let mut canvas = kit::Canvas::new(width, 200, kit::palette::TABLE);
            let ((), texts) = kit::record_texts(|| header.draw(&mut canvas, width as f32));
            let status = texts.last().expect("the status is drawn");
            assert!(status.fits(), "{status:?}");
            if status.cut() {
                // Only the name: the words after it are whole.
                let after = status.wanted.split_once(&view.names[0]).unwrap().1;
                assert!(status.drawn.ends_with(after), "{status:?}");
            }
        }
    }
}
