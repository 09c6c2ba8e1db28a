//! Rules benchmarks: legal-move generation on a middle-game Quoridor position.

use criterion::{black_box, Criterion};
use teban::games::quoridor::{Quoridor, QuoridorOptions};
use teban::games::Game;

/// A middle game: pawns advanced, ten fences down (five each).
const MIDDLE_GAME: &str = "e2 e8 e3 e7 c3h f6h e4 e6 a6h g3h d4v e5v b7v h7h c5h f2v e5 d6 f4h";

fn middle_game() -> Quoridor {
    let mut game = Quoridor::new(&QuoridorOptions::default());
    for mv in MIDDLE_GAME.split_whitespace() {
        game.play(&mv.parse().unwrap()).unwrap();
    }
    game
}

pub fn quoridor(c: &mut Criterion) {
    let game = middle_game();
    assert_eq!(game.fences().len(), 11);
    c.bench_function("quoridor legal_moves middle game", |b| {
        b.iter(|| black_box(&game).legal_moves())
    });
    let start = Quoridor::new(&QuoridorOptions::default());
    c.bench_function("quoridor perft 2 from the start", |b| {
        b.iter(|| black_box(&start).perft(2))
    });
}
