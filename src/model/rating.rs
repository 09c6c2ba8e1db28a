//! The rating arithmetic applied when a rated game finishes: Glicko-2 for two players, Weng-Lin
//! for more (both from `skillratings`). Pure functions over [`Rating`] values; the store reads
//! them from a row as they are (`FromRow`) and writes them inside the transaction that finishes
//! the game.
//!
//! Decision where the issue is silent: in a game of more than two players, the winner ranks first
//! and every other player shares second place (the order in which they left is not a ranking the
//! rules define). A draw ranks everyone equal.

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::{MultiTeamOutcome, Outcomes};

use crate::games::{Outcome, Seat};

/// A player's standing on one ladder. For Glicko-2 `rating`/`deviation`/`volatility` are the
/// usual three numbers; for Weng-Lin `rating` is mu, `deviation` is sigma, `volatility` unused.
#[derive(Clone, Copy, PartialEq, Debug, sqlx::FromRow)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    #[sqlx(try_from = "i64")]
    pub wins: u32,
    #[sqlx(try_from = "i64")]
    pub losses: u32,
    #[sqlx(try_from = "i64")]
    pub draws: u32,
}

impl Rating {
    /// A newcomer on a ladder of `players`-player games.
    pub fn newcomer(players: usize) -> Rating {
        let (rating, deviation, volatility) = if players == 2 {
            let g = Glicko2Rating::new();
            (g.rating, g.deviation, g.volatility)
        } else {
            let w = WengLinRating::new();
            (w.rating, w.uncertainty, 0.0)
        };
        Rating {
            rating,
            deviation,
            volatility,
            wins: 0,
            losses: 0,
            draws: 0,
        }
    }
}

/// The ratings after a game with `outcome`, given each seat's rating before it (seat order).
pub fn rate(before: &[Rating], outcome: Outcome) -> Vec<Rating> {
    let mut after = if before.len() == 2 {
        rate_two(before, outcome)
    } else {
        rate_many(before, outcome)
    };
    for (i, r) in after.iter_mut().enumerate() {
        match outcome.winner() {
            None => r.draws += 1,
            Some(winner) if winner == Seat(i as u8) => r.wins += 1,
            Some(_) => r.losses += 1,
        }
    }
    after
}

fn rate_two(before: &[Rating], outcome: Outcome) -> Vec<Rating> {
    let g = |r: &Rating| Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    };
    let result = match outcome.winner() {
        None => Outcomes::DRAW,
        Some(Seat(0)) => Outcomes::WIN,
        Some(_) => Outcomes::LOSS,
    };
    let (one, two) = glicko2(
        &g(&before[0]),
        &g(&before[1]),
        &result,
        &Glicko2Config::new(),
    );
    [(before[0], one), (before[1], two)]
        .into_iter()
        .map(|(old, new)| Rating {
            rating: new.rating,
            deviation: new.deviation,
            volatility: new.volatility,
            ..old
        })
        .collect()
}

fn rate_many(before: &[Rating], outcome: Outcome) -> Vec<Rating> {
    let teams: Vec<[WengLinRating; 1]> = before
        .iter()
        .map(|r| {
            [WengLinRating {
                rating: r.rating,
                uncertainty: r.deviation,
            }]
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .enumerate()
        .map(|(i, team)| {
            let rank = match outcome.winner() {
                Some(winner) if winner != Seat(i as u8) => 2,
                _ => 1,
            };
            (&team[..], MultiTeamOutcome::new(rank))
        })
        .collect();
    let new = weng_lin_multi_team(&ranked, &WengLinConfig::new());
    before
        .iter()
        .zip(new)
        .map(|(old, team)| Rating {
            rating: team[0].rating,
            deviation: team[0].uncertainty,
            ..*old
        })
        .collect()
}
