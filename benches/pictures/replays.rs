//! How long a replay takes and how big it is: a 60-ply Quoridor game and a 40-ply Niwa game
//! (issue #14's figures: at most 1.5 MB in 400 ms, and 3 MB in 1 s), drawn and encoded as the
//! GIF `/replay` posts. The sizes are printed once before the timings.

use criterion::{black_box, Criterion};
use teban::ai::random_move;
use teban::games::{AnyGame, GameKind};
use teban::render::replay::DISCORD_ATTACHMENT_LIMIT;
use teban::render::{replay_gif, View};

/// Every position of a legal game of `plies` moves, each a seeded random legal move; the first
/// seed whose game lasts that long.
fn game(kind: GameKind, plies: u32) -> Vec<AnyGame> {
    (1..)
        .find_map(|seed| {
            let mut game = AnyGame::new(kind, None).expect("the default variant exists");
            let mut positions = vec![game.clone()];
            while game.ply() < plies {
                let mv = random_move(&game, seed * 1000 + u64::from(game.ply()))?;
                game.play(&mv).expect("a legal move plays");
                positions.push(game.clone());
            }
            Some(positions)
        })
        .expect("some seed plays a long enough game")
}

pub fn replay(c: &mut Criterion) {
    let view = View {
        names: vec!["Ann".into(), "Bob".into()],
        hints: false,
        ..View::default()
    };
    for (name, kind, plies) in [
        ("replay quoridor 60 plies", GameKind::Quoridor, 60),
        ("replay niwa 40 plies", GameKind::Niwa, 40),
    ] {
        let positions = game(kind, plies);
        let made = replay_gif(&positions, &view, DISCORD_ATTACHMENT_LIMIT);
        println!(
            "{name}: {} frames, {:.3} MB ({} bytes)",
            made.frames,
            made.gif.len() as f64 / 1e6,
            made.gif.len()
        );
        c.bench_function(name, |b| {
            b.iter(|| replay_gif(black_box(&positions), &view, DISCORD_ATTACHMENT_LIMIT))
        });
    }
}
