//! Sensei benchmarks: enumerating every legal turn (each ordered action sequence) from the
//! `arashi` start, what autocomplete and an AI search lean on.

use criterion::{black_box, Criterion};
use teban::games::sensei::{Preset, Sensei};
use teban::games::Game;

pub fn sensei(c: &mut Criterion) {
    let arashi = Sensei::new(&Preset::Arashi);
    assert_eq!(arashi.legal_moves().len(), 19_304);
    c.bench_function("sensei legal_moves arashi start", |b| {
        b.iter(|| black_box(&arashi).legal_moves())
    });
    c.bench_function("sensei perft 1 arashi start", |b| {
        b.iter(|| black_box(&arashi).perft(1))
    });
    let shizukana = Sensei::new(&Preset::Shizukana);
    c.bench_function("sensei perft 2 shizukana start", |b| {
        b.iter(|| black_box(&shizukana).perft(2))
    });
}
