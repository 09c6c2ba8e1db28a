//! How long a picture takes: drawing and PNG-encoding a middle-game Quoridor position and a
//! Sensei position after a turn of three actions, the work behind every reply of the bot.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use teban::games::{AnyGame, GameKind};
use teban::render::{board_png, View};

fn middle_game() -> AnyGame {
    let moves = "e2 e8 e3h e7 d6v e6 c3h e5 e3 f5v d3 b7h g2v a4h";
    AnyGame::replay(
        GameKind::Quoridor,
        None,
        &GameKind::Quoridor.split_moves(moves),
    )
    .expect("the benchmark's moves are legal")
}

fn render(c: &mut Criterion) {
    let game = middle_game();
    let view = View {
        names: vec!["Ann".into(), "Bob".into()],
        hints: true,
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
}

criterion_group!(benches, render);
criterion_main!(benches);
