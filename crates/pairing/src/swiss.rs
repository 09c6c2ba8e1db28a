//! Swiss pairing: each round pairs players of equal points as far as possible, never twice the
//! same pair, with the first seat balanced over the rounds.
//!
//! The active players (not withdrawn) are ranked by points, then initial order. With an odd
//! count, the lowest-ranked player without a bye gets it (1 point), or the next one up when the
//! rest cannot be paired around them. Then a depth-first search pairs the highest-ranked player
//! still free with the first legal candidate and goes on with the next, backtracking when the
//! rest cannot be paired. A player's candidates, in order: their score group's free players
//! from the middle on (top half against bottom half, as in round 1: 1 against n/2+1), then the
//! group's players above the middle, then the lower groups in rank order. So the first complete
//! pairing found keeps every player as high as the players above them allow: the top player
//! meets the nearest score any pairing allows, and so on down.
//!
//! Hard constraints: no pair meets twice, nobody has two byes, and (first) the seats: a
//! player's seat-1 games minus seat-2 games stays within -1..=1 (a player already outside
//! only moves back). When no pairing meets the seat constraint it is dropped for that round
//! ([`SwissRound::seats_relaxed`]); when none meets the others, there is no round.
//!
//! Seats: the player whose balance must move takes the seat that moves it; else the lower
//! balance takes seat 1, then whoever was in seat 2 last time, then the higher-ranked player on
//! odd boards (1, 3, ...) and the lower-ranked one on even boards (round 1 alternates by board).
//!
//! Decisions where the issue is silent:
//! - The search stops after [`SEARCH_BUDGET`] steps (a candidate tried, a player of a score
//!   group read) at each of the two levels, and then counts as having found nothing. A search that
//!   runs out so stays within tens of milliseconds (a round of 1,000 players after 6 rounds
//!   takes under 2 ms without running out: `cargo bench --bench pairing`).
//! - Fewer than two active players: no round.

use std::collections::HashMap;

use crate::standings::records;
use crate::{Entrant, Format, Pairing, PlayerId, Round};

/// The most candidates the search tries at one level (seats constrained, then not).
pub const SEARCH_BUDGET: u64 = 2_000_000;

/// A Swiss round as paired, with how.
#[derive(Clone, Debug, PartialEq)]
pub struct SwissRound {
    /// The games, best-ranked board first, and the bye last.
    pub pairings: Vec<Pairing>,
    /// Whether the seat balance had to be given up for this round to exist.
    pub seats_relaxed: bool,
}

/// A ranked active player as the search sees them.
struct Player {
    id: PlayerId,
    points: f64,
    balance: i32,
    last_seat_first: Option<bool>,
    had_bye: bool,
    /// The positions (in the ranking) of everyone they met.
    met: Vec<usize>,
}

const FREE: usize = usize::MAX;
const BYE: usize = usize::MAX - 1;

/// Pairs the next round of a Swiss of `entrants` after `history`; `None` when no pairing without
/// a repeat (or a second bye) exists, or fewer than two players are left.
pub fn swiss_round(entrants: &[Entrant], history: &[Round]) -> Option<SwissRound> {
    let records = records(Format::Swiss { rounds: 0 }, entrants, history);
    let index = crate::standings::index_of(entrants);
    let mut ranked: Vec<usize> = (0..entrants.len())
        .filter(|&i| !entrants[i].withdrawn && index.get(&entrants[i].id) == Some(&i))
        .collect();
    ranked.sort_by(|&a, &b| {
        records[b]
            .points
            .total_cmp(&records[a].points)
            .then(a.cmp(&b))
    });
    if ranked.len() < 2 {
        return None;
    }
    let position: HashMap<PlayerId, usize> = ranked
        .iter()
        .enumerate()
        .map(|(pos, &i)| (entrants[i].id, pos))
        .collect();
    let players: Vec<Player> = ranked
        .iter()
        .map(|&i| {
            let r = &records[i];
            Player {
                id: entrants[i].id,
                points: r.points,
                balance: r.seat_balance,
                last_seat_first: r.last_seat_first,
                had_bye: r.byes > 0,
                met: r
                    .opponents
                    .iter()
                    .filter_map(|o| position.get(o).copied())
                    .collect(),
            }
        })
        .collect();
    for strict in [true, false] {
        let mut search = Search {
            players: &players,
            strict,
            budget: SEARCH_BUDGET,
            partner: vec![FREE; players.len()],
        };
        if search.run() {
            return Some(SwissRound {
                pairings: search.pairings(),
                seats_relaxed: !strict,
            });
        }
    }
    None
}

/// Whether `a` may take seat 1 against `b` with the seat constraint: `a` gains a seat 1 and
/// `b` a seat 2, neither going past one.
fn seats_allow(a: i32, b: i32) -> bool {
    a <= 0 && b >= 0
}

struct Search<'p> {
    players: &'p [Player],
    strict: bool,
    budget: u64,
    /// Each player's partner's position, [`FREE`] or [`BYE`].
    partner: Vec<usize>,
}

impl Search<'_> {
    /// Pairs everyone, the bye first when the count is odd.
    fn run(&mut self) -> bool {
        let n = self.players.len();
        if n.is_multiple_of(2) {
            return self.complete(0);
        }
        for bye in (0..n).rev().filter(|&i| !self.players[i].had_bye) {
            self.partner[bye] = BYE;
            if self.complete(0) {
                return true;
            }
            self.partner[bye] = FREE;
            if self.budget == 0 {
                break;
            }
        }
        false
    }

    fn legal(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (&self.players[a], &self.players[b]);
        !pa.met.contains(&b)
            && (!self.strict
                || seats_allow(pa.balance, pb.balance)
                || seats_allow(pb.balance, pa.balance))
    }

    /// Pairs every free player from `from` on; false (the partners as they were) when it
    /// cannot, or the budget ran out.
    fn complete(&mut self, from: usize) -> bool {
        let n = self.players.len();
        let Some(p) = (from..n).find(|&i| self.partner[i] == FREE) else {
            return true;
        };
        let points = self.players[p].points;
        let group_end = (p + 1..n)
            .find(|&i| self.players[i].points != points)
            .unwrap_or(n);
        let group: Vec<usize> = (p + 1..group_end)
            .filter(|&i| self.partner[i] == FREE)
            .collect();
        // Reading the group is work too: a dead end deep in a big group costs its length.
        self.budget = self.budget.saturating_sub((group_end - p) as u64);
        // The group with `p` is `[p] + group`; its middle is `group[ceil(len / 2) - 1]`.
        let middle = group.len().div_ceil(2).saturating_sub(1);
        let candidates = group[middle..]
            .iter()
            .chain(group[..middle].iter().rev())
            .copied()
            .chain(group_end..n);
        for q in candidates {
            if self.budget == 0 {
                return false;
            }
            self.budget -= 1;
            if self.partner[q] != FREE || !self.legal(p, q) {
                continue;
            }
            self.partner[p] = q;
            self.partner[q] = p;
            if self.complete(p + 1) {
                return true;
            }
            self.partner[p] = FREE;
            self.partner[q] = FREE;
        }
        false
    }

    /// The pairing found: the games in the order of their higher-ranked player, then the bye.
    fn pairings(&self) -> Vec<Pairing> {
        let mut pairings = Vec::with_capacity(self.players.len() / 2 + 1);
        let mut bye = None;
        for (p, &q) in self.partner.iter().enumerate() {
            if q == BYE {
                bye = Some(Pairing::Bye(self.players[p].id));
            } else if q > p && q != FREE {
                let board = pairings.len();
                let (a, b) = (&self.players[p], &self.players[q]);
                let (first, second) = if self.higher_takes_seat_1(a, b, board) {
                    (a.id, b.id)
                } else {
                    (b.id, a.id)
                };
                pairings.push(Pairing::Game { first, second });
            }
        }
        pairings.extend(bye);
        pairings
    }

    /// Whether `a` (ranked above `b`) takes seat 1 on board `board` (from 0).
    fn higher_takes_seat_1(&self, a: &Player, b: &Player, board: usize) -> bool {
        let (a_first, b_first) = (
            seats_allow(a.balance, b.balance),
            seats_allow(b.balance, a.balance),
        );
        if a_first != b_first {
            return a_first;
        }
        if a.balance != b.balance {
            return a.balance < b.balance;
        }
        match (a.last_seat_first, b.last_seat_first) {
            (Some(false), Some(true) | None) | (None, Some(true)) => return true,
            (Some(true), Some(false) | None) | (None, Some(false)) => return false,
            _ => {}
        }
        board.is_multiple_of(2)
    }
}
