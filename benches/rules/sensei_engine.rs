//! The Sensei engine's time per move at each level, from the `arashi` start and from a middle
//! game (both stones and characters under way).

use std::time::Duration;

use criterion::{black_box, Criterion};
use teban::ai::{choose_move, Level};
use teban::games::{AnyGame, GameKind};

const MIDDLE_GAME: &[&str] = &["@c1 d1-d4", "@e7 d7-d5", "b1-b3 a1-a2", "f7-f5 b7-b5"];

pub fn engine(c: &mut Criterion) {
    let start = AnyGame::new(GameKind::Sensei, None).unwrap();
    let mut middle = start.clone();
    for turn in MIDDLE_GAME {
        middle.play(turn).unwrap();
    }
    let mut group = c.benchmark_group("sensei engine");
    group.sample_size(10);
    for level in Level::ALL {
        for (name, game) in [("start", &start), ("middle game", &middle)] {
            group.bench_function(format!("{level} {name}"), |b| {
                b.iter(|| choose_move(black_box(game), *level, 1, Duration::from_secs(60)))
            });
        }
    }
    group.finish();
}
