//! The standings: each entrant's points, results and two tie-breaks, ranked; and the record of
//! each entrant read from the history, which the Swiss pairing reads too.
//!
//! Points: a win (or the opponent's forfeit) 1, a draw ½, a loss 0; a Swiss bye 1, a
//! round-robin rest 0. Tie-breaks: Swiss, Buchholz cut 1 then Sonneborn-Berger; round robin,
//! Sonneborn-Berger then direct encounter.
//!
//! Decisions where the issue is silent:
//! - Buchholz cut 1 counts one value per finished round of the player: the opponent's points for
//!   a game played, zero for a bye or a forfeit (won or lost); the lowest value is cut (so a
//!   bye's zero is what is cut). A game still on counts nothing yet.
//! - Sonneborn-Berger: the points of each opponent beaten, plus half of each drawn, over games
//!   played (forfeits left out).
//! - Direct encounter: the points a player scored (forfeits included) against the players who
//!   share their points and Sonneborn-Berger; a player tied with nobody has 0.
//! - Ranks are shared by players equal on points and both tie-breaks ("1, 2, 2, 4"); equal
//!   players are listed in their initial order. Withdrawn entrants keep their line.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::{Entrant, Format, Pairing, PlayerId, Round};

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    /// 1-based; equal players (same points and tie-breaks) share a rank.
    pub rank: u32,
    pub player: PlayerId,
    /// Win 1, draw 0.5, loss 0, Swiss bye 1.
    pub points: f64,
    /// Swiss: Buchholz cut 1, Sonneborn-Berger; round robin: Sonneborn-Berger, direct encounter.
    pub tie_breaks: [f64; 2],
    pub played: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub withdrawn: bool,
}

/// The names of the two tie-breaks of `format`, as keys for the catalogue: the caller
/// translates them.
pub fn tie_break_keys(format: Format) -> [&'static str; 2] {
    match format {
        Format::Swiss { .. } => ["buchholz-cut1", "sonneborn-berger"],
        Format::RoundRobin | Format::DoubleRoundRobin => ["sonneborn-berger", "direct-encounter"],
    }
}

/// One finished game of a player: the opponent, the points the player scored, whether it was
/// played (not forfeited).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Scored {
    pub opponent: PlayerId,
    pub points: f64,
    pub played: bool,
}

/// What the history says of one entrant.
#[derive(Clone, Debug, Default)]
pub(crate) struct Record {
    pub points: f64,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub byes: u32,
    /// Seat 1 games minus seat 2 games, over every game paired.
    pub seat_balance: i32,
    /// Whether the player's last game paired had them in seat 1.
    pub last_seat_first: Option<bool>,
    /// Everyone they were paired with (each game, finished or not, forfeited or not).
    pub opponents: Vec<PlayerId>,
    pub finished: Vec<Scored>,
}

/// Each entrant's record (in the entrants' order), read from `history`.
pub(crate) fn records(format: Format, entrants: &[Entrant], history: &[Round]) -> Vec<Record> {
    let index = index_of(entrants);
    let mut records = vec![Record::default(); entrants.len()];
    let bye_points = match format {
        Format::Swiss { .. } => 1.0,
        Format::RoundRobin | Format::DoubleRoundRobin => 0.0,
    };
    for round in history {
        for (pairing, result) in round.games() {
            match *pairing {
                Pairing::Bye(player) => {
                    if let Some(&i) = index.get(&player) {
                        records[i].byes += 1;
                        records[i].points += bye_points;
                    }
                }
                Pairing::Game { first, second } => {
                    let scores = result.map(|r| (r.points(), r.played()));
                    for (me, other, seat_first) in [(first, second, true), (second, first, false)] {
                        let Some(&i) = index.get(&me) else { continue };
                        let record = &mut records[i];
                        record.opponents.push(other);
                        record.seat_balance += if seat_first { 1 } else { -1 };
                        record.last_seat_first = Some(seat_first);
                        let Some(((a, b), played)) = scores else {
                            continue;
                        };
                        let points = if seat_first { a } else { b };
                        record.points += points;
                        match points {
                            p if p >= 1.0 => record.wins += 1,
                            p if p > 0.0 => record.draws += 1,
                            _ => record.losses += 1,
                        }
                        record.finished.push(Scored {
                            opponent: other,
                            points,
                            played,
                        });
                    }
                }
            }
        }
    }
    records
}

/// Each entrant's position in `entrants` by id (the first, should an id appear twice).
pub(crate) fn index_of(entrants: &[Entrant]) -> HashMap<PlayerId, usize> {
    let mut index = HashMap::with_capacity(entrants.len());
    for (i, entrant) in entrants.iter().enumerate().rev() {
        index.insert(entrant.id, i);
    }
    index
}

/// The standings after `history`, best first.
pub fn standings(format: Format, entrants: &[Entrant], history: &[Round]) -> Vec<Standing> {
    let records = records(format, entrants, history);
    let index = index_of(entrants);
    let points_of = |id: PlayerId| index.get(&id).map_or(0.0, |&i| records[i].points);
    let sonneborn_berger: Vec<f64> = records
        .iter()
        .map(|r| {
            r.finished
                .iter()
                .filter(|g| g.played)
                .map(|g| g.points * points_of(g.opponent))
                .sum()
        })
        .collect();
    let tie_breaks: Vec<[f64; 2]> = match format {
        Format::Swiss { .. } => records
            .iter()
            .zip(&sonneborn_berger)
            .map(|(r, &sb)| [buchholz_cut1(r, points_of), sb])
            .collect(),
        Format::RoundRobin | Format::DoubleRoundRobin => records
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let tied = |id: PlayerId| {
                    index.get(&id).is_some_and(|&j| {
                        j != i
                            && records[j].points == r.points
                            && sonneborn_berger[j] == sonneborn_berger[i]
                    })
                };
                let direct = r
                    .finished
                    .iter()
                    .filter(|g| tied(g.opponent))
                    .map(|g| g.points)
                    .sum();
                [sonneborn_berger[i], direct]
            })
            .collect(),
    };
    let key = |i: usize| (records[i].points, tie_breaks[i]);
    let mut order: Vec<usize> = (0..entrants.len())
        .filter(|&i| index.get(&entrants[i].id) == Some(&i))
        .collect();
    order.sort_by(|&a, &b| {
        let (ka, kb) = (key(a), key(b));
        kb.0.total_cmp(&ka.0)
            .then(kb.1[0].total_cmp(&ka.1[0]))
            .then(kb.1[1].total_cmp(&ka.1[1]))
            .then(a.cmp(&b))
    });
    let mut table: Vec<Standing> = Vec::with_capacity(order.len());
    for (position, &i) in order.iter().enumerate() {
        let r = &records[i];
        let rank = match (position, table.last()) {
            (p, Some(last)) if key(order[p - 1]) == key(i) => last.rank,
            (p, _) => p as u32 + 1,
        };
        table.push(Standing {
            rank,
            player: entrants[i].id,
            points: r.points,
            tie_breaks: tie_breaks[i],
            played: r.wins + r.draws + r.losses,
            wins: r.wins,
            draws: r.draws,
            losses: r.losses,
            withdrawn: entrants[i].withdrawn,
        });
    }
    table
}

/// The sum of a player's values per finished round (an opponent's points for a game played,
/// zero for a bye or a forfeit) but the lowest.
fn buchholz_cut1(record: &Record, points_of: impl Fn(PlayerId) -> f64) -> f64 {
    let values: Vec<f64> = record
        .finished
        .iter()
        .map(|g| if g.played { points_of(g.opponent) } else { 0.0 })
        .chain((0..record.byes).map(|_| 0.0))
        .collect();
    let lowest = values.iter().copied().reduce(f64::min).unwrap_or(0.0);
    values.iter().sum::<f64>() - lowest
}
