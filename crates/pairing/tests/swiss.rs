//! Swiss pairings over random tournaments (random results, withdrawals and late joiners, 2 to
//! 60 players, up to min(players - 1, 9) rounds): nobody twice in a round, no pair twice, a bye
//! at most once per player and only when the count is odd, withdrawn players never paired and
//! every other player paired, seats within one unless the round had to give that up; and, on
//! fields small enough to try every pairing, the top player meets the nearest score any legal
//! pairing allows, and "no round" only when no legal pairing exists.

use std::collections::{HashMap, HashSet};

use proptest::prelude::*;
use teban_pairing::{
    pair, standings, swiss_round, Entrant, Format, Pairing, PlayerId, Result, Round,
};

const FORMAT: Format = Format::Swiss { rounds: 9 };

/// What the history says of the players, for the checks.
#[derive(Default)]
struct Past {
    met: HashSet<(PlayerId, PlayerId)>,
    byes: HashSet<PlayerId>,
    balance: HashMap<PlayerId, i32>,
}

impl Past {
    fn of(history: &[Round]) -> Past {
        let mut past = Past::default();
        for round in history {
            for pairing in &round.pairings {
                match *pairing {
                    Pairing::Game { first, second } => {
                        past.met.insert((first.min(second), first.max(second)));
                        *past.balance.entry(first).or_default() += 1;
                        *past.balance.entry(second).or_default() -= 1;
                    }
                    Pairing::Bye(p) => {
                        past.byes.insert(p);
                    }
                }
            }
        }
        past
    }

    fn met(&self, a: PlayerId, b: PlayerId) -> bool {
        self.met.contains(&(a.min(b), a.max(b)))
    }

    fn balance(&self, p: PlayerId) -> i32 {
        self.balance.get(&p).copied().unwrap_or(0)
    }

    /// Whether `a` and `b` may meet: never before and, with `strict` seats, one of them may
    /// take seat 1 without either going past one.
    fn may_meet(&self, a: PlayerId, b: PlayerId, strict: bool) -> bool {
        let (x, y) = (self.balance(a), self.balance(b));
        !self.met(a, b) && (!strict || (x <= 0 && y >= 0) || (y <= 0 && x >= 0))
    }
}

/// The smallest score difference between `top` and their opponent over every complete legal
/// pairing of `players` (`None`: no complete legal pairing).
fn best_difference(
    players: &[PlayerId],
    top: PlayerId,
    points: &HashMap<PlayerId, f64>,
    past: &Past,
    strict: bool,
) -> Option<f64> {
    fn go(
        free: &[PlayerId],
        top: PlayerId,
        partner_of_top: Option<PlayerId>,
        points: &HashMap<PlayerId, f64>,
        past: &Past,
        strict: bool,
        best: &mut Option<f64>,
    ) {
        let Some(&p) = free.first() else {
            if let Some(q) = partner_of_top {
                let d = (points[&top] - points[&q]).abs();
                *best = Some(best.map_or(d, |b: f64| b.min(d)));
            }
            return;
        };
        for k in 1..free.len() {
            let q = free[k];
            if !past.may_meet(p, q, strict) {
                continue;
            }
            let partner = if p == top {
                Some(q)
            } else if q == top {
                Some(p)
            } else {
                partner_of_top
            };
            let rest: Vec<PlayerId> = free.iter().copied().filter(|&x| x != p && x != q).collect();
            go(&rest, top, partner, points, past, strict, best);
        }
    }
    let mut best = None;
    go(players, top, None, points, past, strict, &mut best);
    best
}

/// Whether some legal pairing (any player without a bye resting when the count is odd) exists.
fn any_pairing(active: &[PlayerId], past: &Past, points: &HashMap<PlayerId, f64>) -> bool {
    let Some(&top) = active.first() else {
        return false;
    };
    if active.len().is_multiple_of(2) {
        return best_difference(active, top, points, past, false).is_some();
    }
    active
        .iter()
        .filter(|p| !past.byes.contains(p))
        .any(|&bye| {
            let rest: Vec<PlayerId> = active.iter().copied().filter(|&p| p != bye).collect();
            rest.is_empty() || best_difference(&rest, rest[0], points, past, false).is_some()
        })
}

/// Checks one round paired after `history`.
fn check_round(entrants: &[Entrant], history: &[Round]) -> Option<Vec<Pairing>> {
    let past = Past::of(history);
    let points: HashMap<PlayerId, f64> = standings(FORMAT, entrants, history)
        .iter()
        .map(|s| (s.player, s.points))
        .collect();
    // The ranking: points, then initial order.
    let mut active: Vec<PlayerId> = entrants
        .iter()
        .filter(|e| !e.withdrawn)
        .map(|e| e.id)
        .collect();
    active.sort_by(|a, b| points[b].total_cmp(&points[a]));
    let Some(round) = swiss_round(entrants, history) else {
        if active.len() <= 11 {
            assert!(
                active.len() < 2 || !any_pairing(&active, &past, &points),
                "no round although a legal pairing exists"
            );
        }
        return None;
    };
    let mut seen = HashSet::new();
    let mut bye = None;
    for pairing in &round.pairings {
        match *pairing {
            Pairing::Game { first, second } => {
                assert!(
                    seen.insert(first) && seen.insert(second),
                    "twice: {pairing:?}"
                );
                assert!(!past.met(first, second), "a repeat: {pairing:?}");
                if !round.seats_relaxed {
                    for (p, new) in [
                        (first, past.balance(first) + 1),
                        (second, past.balance(second) - 1),
                    ] {
                        let old = past.balance(p);
                        assert!(
                            new.abs() <= 1 || new.abs() < old.abs(),
                            "{p}: {old} → {new}"
                        );
                    }
                }
            }
            Pairing::Bye(p) => {
                assert!(seen.insert(p), "twice: {pairing:?}");
                assert!(!past.byes.contains(&p), "a second bye for {p}");
                assert!(bye.replace(p).is_none(), "two byes");
            }
        }
    }
    let mut everyone: Vec<PlayerId> = seen.iter().copied().collect();
    everyone.sort();
    let mut expected = active.clone();
    expected.sort();
    assert_eq!(everyone, expected, "every active player, and only them");
    assert_eq!(bye.is_some(), active.len() % 2 == 1, "a bye when odd");
    // The top player (bar the bye) meets the nearest score any legal pairing allows.
    let rest: Vec<PlayerId> = active.iter().copied().filter(|&p| Some(p) != bye).collect();
    if rest.len() <= 10 {
        let top = rest[0];
        let opponent = round.pairings.iter().find_map(|p| match *p {
            Pairing::Game { first, second } if first == top => Some(second),
            Pairing::Game { first, second } if second == top => Some(first),
            _ => None,
        });
        let got = (points[&top] - points[&opponent.unwrap()]).abs();
        let best = best_difference(&rest, top, &points, &past, !round.seats_relaxed);
        assert_eq!(
            Some(got),
            best,
            "the top player floated further than needed"
        );
        if round.seats_relaxed {
            assert_eq!(best_difference(&rest, top, &points, &past, true), None);
        }
    }
    Some(round.pairings)
}

fn result(byte: u8) -> Option<Result> {
    Some(match byte % 16 {
        0..=5 => Result::FirstWins,
        6..=10 => Result::SecondWins,
        11..=12 => Result::Draw,
        13 => Result::FirstForfeits,
        14 => Result::SecondForfeits,
        _ => Result::BothForfeit,
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]
    #[test]
    fn random_swiss_tournaments_keep_the_rules(
        players in 2u64..=60,
        rounds in 1u32..=9,
        bytes in proptest::collection::vec(any::<u8>(), 800),
    ) {
        let rounds = rounds.min(players as u32 - 1).max(1);
        let mut entrants: Vec<Entrant> = (1..=players).map(Entrant::new)
            .collect();
        let mut history: Vec<Round> = Vec::new();
        let mut byte = bytes.iter().copied().cycle();
        for number in 0..rounds {
            // Now and then a player withdraws, and before round 2 someone may join late.
            for entrant in entrants.iter_mut() {
                if byte.next().unwrap() < 8 {
                    entrant.withdrawn = true;
                }
            }
            if number == 1 && byte.next().unwrap() < 64 {
                entrants.push(Entrant::new(players + 1));
            }
            let Some(pairings) = check_round(&entrants, &history) else { break };
            prop_assert_eq!(
                pair(Format::Swiss { rounds }, &entrants, &history),
                Some(pairings.clone())
            );
            let results = pairings
                .iter()
                .map(|p| match p {
                    Pairing::Game { .. } => result(byte.next().unwrap()),
                    Pairing::Bye(_) => None,
                })
                .collect();
            history.push(Round { pairings, results });
        }
    }
}

#[test]
fn round_one_pairs_the_top_half_against_the_bottom_half_seats_alternating() {
    let entrants: Vec<Entrant> = (1..=9).map(Entrant::new).collect();
    let game = |first, second| Pairing::Game { first, second };
    assert_eq!(
        pair(Format::Swiss { rounds: 5 }, &entrants, &[]),
        Some(vec![
            game(1, 5),
            game(6, 2),
            game(3, 7),
            game(8, 4),
            Pairing::Bye(9)
        ])
    );
}

#[test]
fn the_seat_rule_is_hard_and_winners_meet_winners_where_seats_allow() {
    // Round 1 of 8: 1-5, 6-2, 3-7, 8-4, seat 1 winning everywhere: 1, 6, 3, 8 lead.
    let entrants: Vec<Entrant> = (1..=8).map(Entrant::new).collect();
    let format = Format::Swiss { rounds: 3 };
    let first = pair(format, &entrants, &[]).unwrap();
    let history = vec![Round {
        results: vec![Some(Result::FirstWins); first.len()],
        pairings: first,
    }];
    let game = |first, second| Pairing::Game { first, second };
    // The winners 1, 3, 6, 8 all had seat 1 and the losers seat 2: the seat rule is hard, so
    // each winner meets a loser (who takes seat 1) rather than a winner: 1 meets 2, the best
    // loser it has not met.
    let round = swiss_round(&entrants, &history).unwrap();
    assert!(!round.seats_relaxed);
    assert_eq!(round.pairings[0], game(2, 1));
    // With results that split the seats, winners meet winners: 1 (seat 1) and 8 (seat 1) won,
    // as did 2 and 7 (seat 2); 1 meets the middle of its group, 7, who takes seat 1.
    let mut history = history;
    history[0].results = vec![
        Some(Result::FirstWins),
        Some(Result::SecondWins),
        Some(Result::SecondWins),
        Some(Result::FirstWins),
    ];
    let round = swiss_round(&entrants, &history).unwrap();
    assert!(!round.seats_relaxed);
    assert_eq!(&round.pairings[..2], &[game(7, 1), game(2, 8)]);
}
