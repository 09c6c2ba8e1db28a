//! Round robins: FIDE's Berger tables (Handbook C.05, annex 1), every entrant meeting every other
//! once per cycle; a double round robin plays the table twice, the seats swapped the second time.
//!
//! With `n` entrants (a dummy added when `n` is odd, whoever meets it rests), round `r` (from
//! 0) lists the numbers 1..n-1 from `r·n/2 mod (n-1)` on: the first meets `n` (who takes seat 1
//! in even-numbered rounds), then the second meets the last, the third the one before... This
//! reproduces the published tables exactly (the tests hold FIDE's tables for 4 and 6).
//!
//! Decisions where the issue is silent:
//! - A game with a withdrawn entrant is left out: their opponent rests ([`Pairing::Bye`], no
//!   point); two withdrawn entrants' game is simply not listed. Rests come after the games.

use crate::{Entrant, Pairing};

/// The Berger numbers' pairs of round `round` (from 0) of one cycle for `players` (even)
/// numbers, numbers from 1, seat 1 first.
pub(crate) fn berger(players: u32, round: u32) -> Vec<(u32, u32)> {
    let n = players;
    let start = round * (n / 2) % (n - 1);
    let at = |i: u32| (start + i) % (n - 1) + 1;
    let mut pairs = Vec::with_capacity(n as usize / 2);
    pairs.push(if round.is_multiple_of(2) {
        (at(0), n)
    } else {
        (n, at(0))
    });
    for i in 1..n / 2 {
        pairs.push((at(i), at(n - 1 - i)));
    }
    pairs
}

/// The pairings of round `round` (from 0, over both cycles of a double round robin).
pub(crate) fn round(entrants: &[Entrant], round: u32) -> Vec<Pairing> {
    let n = entrants.len() as u32;
    let numbers = n + n % 2;
    let cycle = numbers - 1;
    let swapped = round >= cycle;
    let entrant = |number: u32| entrants.get(number as usize - 1).filter(|e| !e.withdrawn);
    let mut games = Vec::new();
    let mut rests = Vec::new();
    for (a, b) in berger(numbers, round % cycle) {
        let (first, second) = if swapped { (b, a) } else { (a, b) };
        match (entrant(first), entrant(second)) {
            (Some(first), Some(second)) => games.push(Pairing::Game {
                first: first.id,
                second: second.id,
            }),
            (Some(alone), None) | (None, Some(alone)) => rests.push(Pairing::Bye(alone.id)),
            (None, None) => {}
        }
    }
    games.extend(rests);
    games
}
