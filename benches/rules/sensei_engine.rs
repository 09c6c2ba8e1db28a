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

/// What a move's preview asks of the rules without the preference (`teban::ai::winning_move`):
/// whether the opponent has a reply that wins at once, in a quiet position (the engine's quick
/// test answers), and in one where the Sage wins (every turn tried until the winning one).
pub fn winning_reply(c: &mut Criterion) {
    let quiet = {
        let mut game = AnyGame::new(GameKind::Sensei, None).unwrap();
        for turn in MIDDLE_GAME {
            game.play(turn).unwrap();
        }
        game
    };
    let sage_wins = AnyGame::replay(
        GameKind::Sensei,
        Some("arashi"),
        &["e1-e6", "a7-a3", "e6-a6 a6-a7 @g1", "c7-c6"],
    )
    .unwrap();
    let mut group = c.benchmark_group("sensei winning reply");
    for (name, game) in [("quiet middle game", &quiet), ("the Sage wins", &sage_wins)] {
        group.bench_function(name, |b| {
            b.iter(|| teban::ai::winning_move(black_box(game)))
        });
    }
    group.finish();
}
