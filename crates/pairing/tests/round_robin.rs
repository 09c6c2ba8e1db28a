//! Round robins: FIDE's published Berger tables, every pair meeting once per cycle with the
//! seats swapped in the second, the seats balanced, and withdrawn entrants' opponents resting.

use std::collections::HashMap;

use teban_pairing::{pair, rounds, Entrant, Format, Pairing, Round};

fn entrants(n: u64) -> Vec<Entrant> {
    (1..=n).map(Entrant::new).collect()
}

/// Every round of `format` for `entrants`, in order.
fn all_rounds(format: Format, entrants: &[Entrant]) -> Vec<Vec<Pairing>> {
    let mut history = Vec::new();
    while let Some(pairings) = pair(format, entrants, &history) {
        history.push(Round::new(pairings));
    }
    history.into_iter().map(|r| r.pairings).collect()
}

fn games(pairs: &[(u64, u64)]) -> Vec<Pairing> {
    pairs
        .iter()
        .map(|&(first, second)| Pairing::Game { first, second })
        .collect()
}

#[test]
fn four_and_six_players_play_fides_berger_tables() {
    // FIDE Handbook C.05, annex 1: the Berger tables for 3-4 and 5-6 players.
    let four = [
        vec![(1, 4), (2, 3)],
        vec![(4, 3), (1, 2)],
        vec![(2, 4), (3, 1)],
    ];
    let six = [
        vec![(1, 6), (2, 5), (3, 4)],
        vec![(6, 4), (5, 3), (1, 2)],
        vec![(2, 6), (3, 1), (4, 5)],
        vec![(6, 5), (1, 4), (2, 3)],
        vec![(3, 6), (4, 2), (5, 1)],
    ];
    let expected: Vec<Vec<Pairing>> = four.iter().map(|r| games(r)).collect();
    assert_eq!(all_rounds(Format::RoundRobin, &entrants(4)), expected);
    let expected: Vec<Vec<Pairing>> = six.iter().map(|r| games(r)).collect();
    assert_eq!(all_rounds(Format::RoundRobin, &entrants(6)), expected);
}

#[test]
fn an_odd_number_of_players_rests_whoever_meets_the_dummy() {
    // Five players play the six-player table; number 6 is nobody.
    let played = all_rounds(Format::RoundRobin, &entrants(5));
    assert_eq!(played.len(), 5);
    assert_eq!(
        played[0],
        vec![
            Pairing::Game {
                first: 2,
                second: 5
            },
            Pairing::Game {
                first: 3,
                second: 4
            },
            Pairing::Bye(1),
        ]
    );
    assert_eq!(played[1].last(), Some(&Pairing::Bye(4)));
}

#[test]
fn every_pair_meets_once_a_cycle_with_the_seats_balanced() {
    for n in 2..=13u64 {
        for (format, cycles) in [(Format::RoundRobin, 1), (Format::DoubleRoundRobin, 2)] {
            let played = all_rounds(format, &entrants(n));
            assert_eq!(played.len() as u32, rounds(format, n as usize), "{n}");
            let mut meetings: HashMap<(u64, u64), Vec<u64>> = HashMap::new();
            let mut balance: HashMap<u64, i32> = HashMap::new();
            let mut rests: HashMap<u64, u32> = HashMap::new();
            for round in &played {
                let mut seen = Vec::new();
                for pairing in round {
                    match *pairing {
                        Pairing::Game { first, second } => {
                            let key = (first.min(second), first.max(second));
                            meetings.entry(key).or_default().push(first);
                            *balance.entry(first).or_default() += 1;
                            *balance.entry(second).or_default() -= 1;
                            seen.extend([first, second]);
                        }
                        Pairing::Bye(p) => {
                            *rests.entry(p).or_default() += 1;
                            seen.push(p);
                        }
                    }
                }
                seen.sort();
                assert_eq!(seen, (1..=n).collect::<Vec<_>>(), "{n}: all once a round");
            }
            assert_eq!(meetings.len() as u64, n * (n - 1) / 2, "{n} {format:?}");
            for (pair, firsts) in &meetings {
                assert_eq!(firsts.len(), cycles, "{n} {format:?} {pair:?}");
                if cycles == 2 {
                    assert_ne!(firsts[0], firsts[1], "{n}: seats swapped {pair:?}");
                }
            }
            for (player, b) in &balance {
                assert!(b.abs() <= 1, "{n} {format:?}: player {player} balance {b}");
            }
            if n % 2 == 1 {
                assert!(rests.values().all(|&r| r == cycles as u32), "{n}");
            }
        }
    }
}

#[test]
fn a_withdrawn_players_opponents_rest_and_no_round_follows_the_last() {
    let mut field = entrants(4);
    field[3].withdrawn = true;
    let history: Vec<Round> = Vec::new();
    assert_eq!(
        pair(Format::RoundRobin, &field, &history),
        Some(vec![
            Pairing::Game {
                first: 2,
                second: 3
            },
            Pairing::Bye(1)
        ])
    );
    let done: Vec<Round> = all_rounds(Format::RoundRobin, &entrants(4))
        .into_iter()
        .map(Round::new)
        .collect();
    assert_eq!(pair(Format::RoundRobin, &entrants(4), &done), None);
    assert_eq!(rounds(Format::DoubleRoundRobin, 5), 10);
    assert_eq!(rounds(Format::RoundRobin, 1), 0);
}
