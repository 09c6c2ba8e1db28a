//! Niwa benchmarks: legal-turn generation and the computer opponent's move at each level, in a
//! middle-game position of the compact garden.

use std::time::Duration;

use criterion::{black_box, Criterion};
use teban::ai::{choose_move, Level};
use teban::games::niwa::{Move, Niwa, NiwaOptions};
use teban::games::{AnyGame, Game, Seat};

/// How far the mover's most advanced figurine stands from the opponent's base.
fn distance_to_goal(game: &Niwa, seat: Seat) -> i32 {
    let garden = game.garden();
    let goal = garden.hex(garden.base(Seat(1 - seat.0))).unwrap();
    game.figurines()
        .iter()
        .filter(|f| f.seat == seat)
        .map(|f| garden.hex(f.cell).unwrap().distance(goal))
        .min()
        .unwrap_or(i32::MAX)
}

/// Both sides set up, then march greedily toward each other for eight turns (each playing the
/// first turn, in notation order, that brings a figurine closest to the opponent's base).
fn middle_game() -> Niwa {
    let mut game = Niwa::new(&NiwaOptions::default());
    for setup in ["setup g3:G h2:O h1:P", "setup f12:G g12:O e11:P"] {
        game.play(&setup.parse().unwrap()).unwrap();
    }
    for _ in 0..8 {
        let seat = game.to_move().unwrap();
        let mut moves: Vec<Move> = game.legal_moves();
        moves.sort_by_key(|m| m.to_string());
        let best = moves
            .into_iter()
            .min_by_key(|mv| {
                let mut next = game.clone();
                next.play(mv).unwrap();
                distance_to_goal(&next, seat)
            })
            .unwrap();
        game.play(&best).unwrap();
    }
    assert!(game.outcome().is_none(), "still a middle game");
    game
}

pub fn niwa(c: &mut Criterion) {
    let game = middle_game();
    eprintln!("{}", game.diagram());
    eprintln!("{} legal turns", game.legal_moves().len());
    c.bench_function("niwa legal_moves middle game", |b| {
        b.iter(|| black_box(&game).legal_moves())
    });
    c.bench_function("niwa perft 2 middle game", |b| {
        b.iter(|| black_box(&game).perft(2))
    });
    let any = AnyGame::Niwa(game);
    let mut group = c.benchmark_group("niwa engine move middle game");
    group.sample_size(20);
    for level in Level::ALL {
        group.bench_function(level.name(), |b| {
            b.iter(|| choose_move(black_box(&any), *level, 1, Duration::from_secs(60)))
        });
    }
    group.finish();
}
