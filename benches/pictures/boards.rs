//! How long a picture takes: drawing and PNG-encoding middle-game Quoridor, Sensei and Niwa
//! positions, the work behind every reply of the bot; and the same pictures as the web page's
//! SVG with its targets.

use criterion::{black_box, Criterion};
use teban::games::niwa::{GardenName, Niwa, NiwaOptions};
use teban::games::{AnyGame, Game, GameKind};
use teban::render::{board_image, board_png, board_svg, Targets, View};

fn middle_game() -> AnyGame {
    let moves = "e2 e8 e3h e7 d6v e6 c3h e5 e3 f5v d3 b7h g2v a4h";
    AnyGame::replay(
        GameKind::Quoridor,
        None,
        &GameKind::Quoridor.split_moves(moves),
    )
    .expect("the benchmark's moves are legal")
}

/// A Niwa game in the default garden after both setups and a dozen turns, each the legal turn at
/// a fixed index, so that beads have moved and the last turn is a move.
fn niwa_middle_game() -> AnyGame {
    let mut game = Niwa::new(&NiwaOptions {
        garden: GardenName::Compact,
    });
    while game.ply() < 14 && game.outcome().is_none() {
        let legal = game.legal_moves();
        let pick = legal
            .iter()
            .position(|mv| mv.path().len() > 2)
            .unwrap_or(game.ply() as usize * 7 % legal.len());
        if game.play(&legal[pick]).is_err() {
            break;
        }
    }
    AnyGame::Niwa(game)
}

pub fn render(c: &mut Criterion) {
    let game = middle_game();
    let view = View {
        names: vec!["Ann".into(), "Bob".into()],
        hints: true,
        ..View::default()
    };
    let four = AnyGame::replay(
        GameKind::Quoridor,
        Some("4-players"),
        &GameKind::Quoridor.split_moves("e2 b5 e8 h5 e3h c5 d7v g5 e3"),
    )
    .expect("the benchmark's moves are legal");
    let png = board_png(&game, &view);
    println!("middle game: {} bytes", png.len());
    c.bench_function("quoridor middle game: render + png", |b| {
        b.iter(|| board_png(black_box(&game), black_box(&view)))
    });
    c.bench_function("quoridor 4 players: render + png", |b| {
        b.iter(|| board_png(black_box(&four), black_box(&view)))
    });
    let sensei = AnyGame::replay(
        GameKind::Sensei,
        Some("arashi-expert"),
        &GameKind::Sensei.split_moves("b1-b3 @b3 f1-f5; a7-a4; a1-a3 @a3 g1-g2"),
    )
    .expect("the benchmark's turns are legal");
    println!("sensei: {} bytes", board_png(&sensei, &view).len());
    c.bench_function("sensei arashi-expert, three arrows: render + png", |b| {
        b.iter(|| board_png(black_box(&sensei), black_box(&view)))
    });
    let niwa = niwa_middle_game();
    println!("niwa middle game: {} bytes", board_png(&niwa, &view).len());
    c.bench_function("niwa middle game: render + png", |b| {
        b.iter(|| board_png(black_box(&niwa), black_box(&view)))
    });
    // Drawing alone, to tell drawing from encoding.
    let games = [("quoridor", &game), ("sensei", &sensei), ("niwa", &niwa)];
    for (name, game) in games {
        c.bench_function(&format!("{name}: draw only"), |b| {
            b.iter(|| board_image(black_box(game), black_box(&view)))
        });
    }
    // The web page's board: the same drawing as an SVG document, with every target.
    for (name, game) in games {
        let svg = board_svg(game, &view, Targets::Board);
        println!("{name} svg with targets: {} bytes", svg.len());
        c.bench_function(&format!("{name}: svg with targets"), |b| {
            b.iter(|| board_svg(black_box(game), black_box(&view), Targets::Board))
        });
    }
}
