//! Pictures: a board drawn and PNG-encoded for each game (every reply's work), and whole games as
//! GIF replays (`cargo bench --bench pictures`).

mod boards;
mod replays;

use criterion::{criterion_group, criterion_main};

criterion_group!(board_pictures, boards::render);
criterion_group! {
    name = replay_gifs;
    config = criterion::Criterion::default().sample_size(10);
    targets = replays::replay
}
criterion_main!(board_pictures, replay_gifs);
