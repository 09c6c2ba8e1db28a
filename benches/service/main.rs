//! The service path: one move through the whole table, autocomplete, and `/profile` with its
//! chart (`cargo bench --bench service`).

mod moves;
mod profile;

use criterion::{criterion_group, criterion_main};

criterion_group!(benches, moves::service, profile::profile);
criterion_main!(benches);
