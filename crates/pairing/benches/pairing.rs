//! How long a Swiss round takes to pair: 1,000 players after 6 rounds of results drawn by a
//! fixed rule, the goal being under 100 ms (`cargo bench --bench pairing`).

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use teban_pairing::{pair, standings, swiss_round, Entrant, Format, Pairing, Result, Round};

/// A fixed sequence of results: wins for either seat and a draw now and then.
fn result_for(seed: &mut u64) -> Result {
    *seed = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    match (*seed >> 33) % 10 {
        0 => Result::Draw,
        1..=4 => Result::SecondWins,
        _ => Result::FirstWins,
    }
}

/// A Swiss of `players` entrants played `rounds` rounds.
pub fn history(players: u64, rounds: u32) -> (Format, Vec<Entrant>, Vec<Round>) {
    let format = Format::Swiss { rounds: rounds + 1 };
    let entrants: Vec<Entrant> = (1..=players).map(Entrant::new).collect();
    let mut history: Vec<Round> = Vec::new();
    let mut seed = 1;
    for _ in 0..rounds {
        let pairings = pair(format, &entrants, &history).expect("a round exists");
        let results = pairings
            .iter()
            .map(|p| match p {
                Pairing::Game { .. } => Some(result_for(&mut seed)),
                Pairing::Bye(_) => None,
            })
            .collect();
        history.push(Round { pairings, results });
    }
    (format, entrants, history)
}

/// `player`'s points after `history`.
fn points(entrants: &[Entrant], history: &[Round], player: u64) -> f64 {
    let format = Format::Swiss { rounds: 7 };
    standings(format, entrants, history)
        .iter()
        .find(|s| s.player == player)
        .map_or(0.0, |s| s.points)
}

fn swiss(c: &mut Criterion) {
    let (format, entrants, history) = history(1_000, 6);
    let round = swiss_round(&entrants, &history).expect("round 7 exists");
    let floats = round
        .pairings
        .iter()
        .filter(|p| {
            matches!(p, Pairing::Game { first, second }
            if points(&entrants, &history, *first) != points(&entrants, &history, *second))
        })
        .count();
    println!(
        "round 7: {} games, {floats} between different scores, seats relaxed: {}",
        round.pairings.len(),
        round.seats_relaxed
    );
    c.bench_function("swiss: pair round 7 of 1,000 players", |b| {
        b.iter(|| pair(black_box(format), black_box(&entrants), black_box(&history)))
    });
    c.bench_function("swiss: standings of 1,000 players after 6 rounds", |b| {
        b.iter(|| standings(black_box(format), black_box(&entrants), black_box(&history)))
    });
}

criterion_group!(benches, swiss);
criterion_main!(benches);
