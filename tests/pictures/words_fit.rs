//! Every word in every picture fits its box, in every language: each game and variant (its start,
//! a game under way move by move, the ends by goal, resignation, time and agreement, a player
//! who left a 4-player game), a replay's frames and the rating chart, drawn in English, French,
//! German and Spanish for players with the longest names allowed (32 characters). The kit
//! reports each text it draws in a box (`record_texts`); a label may be written smaller, down to
//! `MIN_SCALE`, but its words are never cut; only a player's name may be.
//!
//! The ignored test `pictures_to_look_at` writes the pictures of the longest names to a directory,
//! to be looked at: `RENDER_FIT_OUT=dir cargo test --test pictures -- --ignored pictures_to_look_at`.

use teban::games::{AnyGame, GameKind, Seat};
use teban::i18n::Lang;
use teban::render::chart::{self, Series};
use teban::render::kit::{
    palette, record_texts, text_width, Canvas, DrawnText, Overflow, Point, Surface, TextStyle,
    Weight, MIN_SCALE,
};
use teban::render::{board_image, replay_gif, View};

/// The longest names a player may have: 32 of the widest capital, and 32 ordinary letters with
/// accents and a space.
pub(crate) const LONG_NAMES: [[&str; 4]; 2] = [
    [
        "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
        "MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM",
        "ŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴŴ",
        "ÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆÆ",
    ],
    [
        "Bartholomäus von Wolkenstein-Öd",
        "Ñandú Ærøskøbing Łódź Guadalupe",
        "Maximiliane Schwarzenbergerinnen",
        "Wenceslas Quatre-Vingt-Dix-Neuf",
    ],
];

/// The checks every text drawn in a picture `width` pixels wide must pass; `what` names it.
pub(crate) fn check(texts: &[DrawnText], width: f32, what: &str) {
    for t in texts {
        let at = format!("{what}: {t:?}");
        assert!(t.fits(), "overflows its box: {at}");
        assert!(
            t.box_left >= -0.01 && t.box_right <= width + 0.01,
            "its box leaves the picture ({width} wide): {at}"
        );
        assert!(
            t.size >= t.wanted_size * MIN_SCALE - 0.01,
            "written too small: {at}"
        );
        let width_drawn = text_width(t.weight, t.size, &t.drawn);
        assert!(
            (width_drawn - (t.right - t.left)).abs() < 0.01,
            "measured otherwise than drawn: {at}"
        );
        match t.overflow {
            Overflow::Shrink => assert!(!t.cut(), "a label was cut: {at}"),
            Overflow::Cut => {
                if t.cut() {
                    let kept = t.drawn.strip_suffix('…').expect("cut with an ellipsis");
                    assert!(t.wanted.starts_with(kept.trim_end()), "{at}");
                }
            }
            Overflow::CutTheName => {
                if t.cut() {
                    // The words around the name are whole; only the name is shortened.
                    let name = t.name.as_deref().expect("the name is known");
                    let (before, after) = t.wanted.split_once(name).expect("the name is in it");
                    assert!(
                        t.drawn.starts_with(before) && t.drawn.ends_with(after),
                        "the words around the name were cut: {at}"
                    );
                    assert!(t.drawn.contains('…'), "{at}");
                }
            }
        }
    }
}

/// Draws `game` for `names` in `lang`, checks its texts, and returns them.
fn drawn(game: &AnyGame, names: &[&str], lang: Lang, hints: bool) -> Vec<DrawnText> {
    let view = View {
        names: names.iter().map(|n| n.to_string()).collect(),
        hints,
        lang,
        ..View::default()
    };
    let (image, texts) = record_texts(|| board_image(game, &view));
    let what = format!(
        "{} {} ply {} in {lang} ({:?})",
        game.kind(),
        game.variant(),
        game.ply(),
        game.outcome()
    );
    assert!(texts.len() >= 5, "{what}: the header's texts were drawn");
    check(&texts, image.width() as f32, &what);
    texts
}

/// A game of `kind` in `variant` played `plies` moves on, the moves chosen by a fixed rule so
/// that each run draws the same positions; every position on the way.
fn positions(kind: GameKind, variant: &str, plies: usize) -> Vec<AnyGame> {
    let mut game = AnyGame::new(kind, Some(variant)).unwrap();
    let mut all = vec![game.clone()];
    for ply in 0..plies {
        let legal = game.legal_moves();
        if legal.is_empty() || game.is_over() {
            break;
        }
        game.play(&legal[(ply * 7 + 3) % legal.len()]).unwrap();
        all.push(game.clone());
    }
    all
}

/// The ways a game ends that any position can take: resignation, time, agreement.
fn endings(game: &AnyGame) -> Vec<AnyGame> {
    let Some(to_move) = game.to_move() else {
        return Vec::new();
    };
    let mut resigned = game.clone();
    resigned.resign(to_move);
    let mut timed_out = game.clone();
    timed_out.time_out(to_move);
    let mut drawn = game.clone();
    drawn.agree_draw();
    vec![resigned, timed_out, drawn]
}

/// Wins on the board, one per game.
fn goal_wins() -> Vec<AnyGame> {
    let line = |kind: GameKind, variant: &str, moves: &str| {
        AnyGame::replay(kind, Some(variant), &kind.split_moves(moves)).unwrap()
    };
    let wins = vec![
        line(
            GameKind::Quoridor,
            "2-players",
            "e2 d9 e3 d8 e4 d7 e5 d6 e6 d5 e7 d4 e8 d3 e9",
        ),
        line(
            GameKind::Sensei,
            "arashi",
            "e1-e6; a7-a3; e6-a6 a6-a7 @g1; c7-c6; @a7",
        ),
    ];
    assert!(wins.iter().all(AnyGame::is_over));
    wins
}

fn every_variant() -> Vec<(GameKind, &'static str)> {
    GameKind::ALL
        .iter()
        .flat_map(|kind| kind.variants().iter().map(move |(name, _)| (*kind, *name)))
        .collect()
}

#[test]
fn every_board_picture_fits_its_words_in_every_language_with_the_longest_names() {
    let mut pictures: Vec<AnyGame> = Vec::new();
    for (kind, variant) in every_variant() {
        let line = positions(kind, variant, 14);
        let last = line.last().unwrap().clone();
        pictures.extend(endings(&last));
        if last.seat_count() == 4 {
            // A player who left, the game going on without them.
            let mut left = last.clone();
            left.resign(Seat(1));
            pictures.push(left.clone());
            left.resign(Seat(2));
            pictures.push(left);
        }
        pictures.extend(line);
    }
    pictures.extend(goal_wins());
    let mut shrunk = 0;
    for lang in Lang::ALL {
        for names in &LONG_NAMES {
            for game in &pictures {
                let texts = drawn(game, names, lang, true);
                shrunk += texts.iter().filter(|t| t.size < t.wanted_size).count();
            }
        }
        // Unnamed seats and short names too.
        for game in pictures.iter().step_by(5) {
            drawn(game, &[], lang, false);
            drawn(game, &["Ann", "Bob", "Cy", "Di"], lang, false);
        }
    }
    // The longest names leave the status line no room: it is written smaller somewhere.
    assert!(shrunk > 0);
}

#[test]
fn a_long_name_is_cut_but_the_words_of_the_status_are_whole() {
    let game = AnyGame::new(GameKind::Sensei, None).unwrap();
    let mut won = game.clone();
    won.time_out(Seat(1));
    let name = LONG_NAMES[0][0];
    for lang in Lang::ALL {
        let texts = drawn(&won, &LONG_NAMES[0], lang, false);
        let status = texts
            .iter()
            .find(|t| t.overflow == Overflow::CutTheName)
            .expect("the status names the winner");
        assert_eq!(status.name.as_deref(), Some(name));
        // The name on the card is cut at its own size.
        let card = texts
            .iter()
            .find(|t| t.overflow == Overflow::Cut && t.wanted == name)
            .expect("the winner's card");
        assert!(card.cut() && card.size == card.wanted_size, "{card:?}");
    }
    // A status too long even written smaller loses letters of the name, not its words.
    let mut canvas = Canvas::new(400, 40, palette::TABLE);
    let style = TextStyle::new(20.0, Weight::Bold, palette::INK_LIGHT);
    let status = format!("{name} gana por abandono");
    let centre = Point::new(200.0, 20.0);
    let (_, texts) = record_texts(|| canvas.text_in_naming(&status, name, centre, 372.0, style));
    check(&texts, 400.0, "a narrow status");
    let drawn = &texts[0].drawn;
    assert!(
        drawn.starts_with("WWWW") && drawn.ends_with("W… gana por abandono"),
        "{drawn}"
    );
    assert_eq!(texts[0].size, 20.0 * MIN_SCALE);
}

#[test]
fn every_frame_of_a_replay_fits_its_words_in_every_language() {
    for kind in GameKind::ALL {
        let variant = kind.variants()[0].0;
        let line = positions(*kind, variant, 6);
        for lang in Lang::ALL {
            let view = View {
                names: LONG_NAMES[1].iter().map(|n| n.to_string()).collect(),
                hints: false,
                lang,
                ..View::default()
            };
            let (replay, texts) = record_texts(|| replay_gif(&line, &view, usize::MAX));
            assert_eq!(replay.frames, line.len());
            // Every frame drew its header (at least five texts each).
            assert!(texts.len() >= 5 * line.len(), "{kind} in {lang}");
            let width = board_image(&line[0], &view).width() as f32;
            check(&texts, width, &format!("replay of {kind} in {lang}"));
        }
    }
}

#[test]
fn the_chart_fits_its_legend_and_dates_in_every_language() {
    let ladders = [
        (GameKind::Quoridor, 2),
        (GameKind::Quoridor, 4),
        (GameKind::Sensei, 2),
        (GameKind::Niwa, 2),
    ];
    let day = 86_400_000i64;
    // 2026-01-01, then a month later each time: every month's name is drawn.
    let start = 1_767_225_600_000i64;
    for lang in Lang::ALL {
        for month in 0..12 {
            let first = start + month * 31 * day;
            let series: Vec<Series> = ladders
                .iter()
                .enumerate()
                .map(|(i, (kind, players))| Series {
                    label: chart::ladder_label(lang, *kind, *players),
                    points: vec![
                        (first, 1500.0 + 10.0 * i as f64),
                        (first + 20 * day, 1620.0),
                    ],
                })
                .collect();
            let (canvas, texts) = record_texts(|| chart::draw(&series, lang));
            // Four entries of the legend and two dates (besides the ratings' labels).
            let words = texts.iter().filter(|t| t.wanted.parse::<f64>().is_err());
            assert_eq!(words.count(), 6, "{lang}: {texts:?}");
            check(&texts, canvas.width() as f32, &format!("chart in {lang}"));
        }
        let (canvas, texts) = record_texts(|| chart::draw(&[], lang));
        assert_eq!(texts.len(), 1);
        check(
            &texts,
            canvas.width() as f32,
            &format!("empty chart in {lang}"),
        );
    }
}

/// One picture per game, finished and under way, in each language, for the longest names, and
/// the rating chart, written to the directory `RENDER_FIT_OUT` names: what fits is checked above,
/// how it looks is for a person to judge. It checks only that each file was written as a PNG.
#[test]
#[ignore = "writes pictures for a person to look at, to RENDER_FIT_OUT"]
fn pictures_to_look_at() {
    let dir = std::env::var("RENDER_FIT_OUT")
        .expect("RENDER_FIT_OUT names the directory to write the pictures to");
    let mut written = Vec::new();
    for (kind, variant) in every_variant() {
        let line = positions(kind, variant, 9);
        let game = line.last().unwrap();
        let mut won = game.clone();
        won.time_out(game.to_move().unwrap_or(Seat(0)));
        for lang in Lang::ALL {
            for (what, g) in [("playing", game), ("won", &won)] {
                let view = View {
                    names: LONG_NAMES[1].iter().map(|n| n.to_string()).collect(),
                    hints: true,
                    lang,
                    ..View::default()
                };
                let png = teban::render::board_png(g, &view);
                let name = format!("{dir}/{kind}-{variant}-{what}-{lang}.png");
                std::fs::write(&name, png).unwrap();
                written.push(name);
            }
        }
    }
    let series = vec![Series {
        label: chart::ladder_label(Lang::De, GameKind::Quoridor, 4),
        points: vec![(1_767_225_600_000, 1500.0), (1_795_392_000_000, 1580.0)],
    }];
    let name = format!("{dir}/chart-de.png");
    std::fs::write(&name, chart::rating_chart(&series, Lang::De)).unwrap();
    written.push(name);
    for name in &written {
        let bytes = std::fs::read(name).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            bytes.starts_with(b"\x89PNG\r\n\x1a\n"),
            "{name} is not a PNG"
        );
    }
}
