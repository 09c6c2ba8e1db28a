//! Pictures: a board drawn and PNG-encoded for each game (every reply's work), a tournament's
//! standings, and whole games as GIF replays (`cargo bench --bench pictures`).

mod boards;
mod replays;
mod standings;

use criterion::{criterion_group, criterion_main};

criterion_group!(board_pictures, boards::render, standings::render);
criterion_group! {
    name = replay_gifs;
    config = criterion::Criterion::default().sample_size(10);
    targets = replays::replay
}
criterion_main!(board_pictures, replay_gifs);
