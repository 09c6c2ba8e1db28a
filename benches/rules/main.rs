//! The rules and the engines on them: legal moves and perft of each game, and teban's move at
//! each level (`cargo bench --bench rules`; `cargo bench --bench rules -- sensei` for one game).

mod niwa;
mod quoridor;
mod sensei;
mod sensei_engine;

use criterion::{criterion_group, criterion_main};

criterion_group!(
    benches,
    quoridor::quoridor,
    sensei::sensei,
    niwa::niwa,
    sensei_engine::engine,
    sensei_engine::winning_reply
);
criterion_main!(benches);
