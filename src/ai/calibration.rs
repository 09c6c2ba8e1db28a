//! How a search score becomes a chance to win: a logistic curve fitted per game and variant on
//! teban's self-play (the arena's records, judged with the analysis's plan), and the check that
//! the chances it gives mean what they say (deciles of predicted chance, each with the win rate
//! observed in it).
//!
//! The fits are committed in `assets/calibration/<game>-<variant>.json` and built into the
//! program; `teban calibrate` refits them (see the README's "Analysis"). The positions they were
//! fitted and checked on are committed beside them (`<game>-<variant>.csv`: the score for the
//! player to move, whether that player won, and whether the game was in the fit or the check).
//!
//! Decisions where the issue is silent:
//! - A chance is a chance to **win**: a drawn game counts as not won for every player.
//! - A logistic in the score, `1 / (1 + e^-(scale·score + offset))`, fitted by maximum
//!   likelihood (Newton's method: two parameters, a few lines, no crate needed); positions the
//!   search already knows won or lost are certain and left out of the fit.
//! - A variant without its own fit uses its game's default variant's. With more than two seats
//!   (4-player Quoridor) the two-player curve's odds are shared among the opponents: the chance
//!   `p` of the two-player curve becomes `p / (p + (seats - 1)(1 - p))`, so an even position is
//!   one chance in four; it is not checked against 4-player games.
//! - The games are split by the order of their records: even ones fit, odd ones check, so that
//!   no position of a checked game was seen by the fit.

use serde::{Deserialize, Serialize};

use super::search;
use crate::games::GameKind;

/// A fitted curve: the chance is `1 / (1 + e^-(scale·score + offset))`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Fit {
    pub scale: f64,
    pub offset: f64,
    /// How many positions it was fitted on.
    pub positions: usize,
}

impl Fit {
    /// The chance to win, with two players, of a player whose position scores `score`.
    pub fn chance(&self, score: i32) -> f64 {
        if score >= search::SURE_WIN / 2 {
            return 1.0;
        }
        if score <= -search::SURE_WIN / 2 {
            return 0.0;
        }
        1.0 / (1.0 + (-(self.scale * score as f64 + self.offset)).exp())
    }
}

/// The committed fits, by game and variant (see the module's doc).
const FITS: &[(GameKind, &str, &str)] = &[
    (
        GameKind::Quoridor,
        "2-players",
        include_str!("../../assets/calibration/quoridor-2-players.json"),
    ),
    (
        GameKind::Sensei,
        "arashi",
        include_str!("../../assets/calibration/sensei-arashi.json"),
    ),
    (
        GameKind::Niwa,
        "compact",
        include_str!("../../assets/calibration/niwa-compact.json"),
    ),
];

/// The fit used for `kind`'s `variant`: its own if it has one, else its game's first.
pub fn fit_for(kind: GameKind, variant: &str) -> Fit {
    let of_game = || FITS.iter().filter(|(k, _, _)| *k == kind);
    let (_, _, text) = of_game()
        .find(|(_, v, _)| *v == variant)
        .or_else(|| of_game().next())
        .expect("every game has a fit");
    serde_json::from_str(text).expect("the committed fits are valid")
}

/// Whether `kind`'s `variant` has a fit of its own.
pub fn has_own_fit(kind: GameKind, variant: &str) -> bool {
    FITS.iter().any(|(k, v, _)| *k == kind && *v == variant)
}

/// The chance to win of the player to move among `seats` players, whose position scores `score`
/// in `kind`'s `variant`.
pub fn chance(kind: GameKind, variant: &str, seats: usize, score: i32) -> f64 {
    let p = fit_for(kind, variant).chance(score);
    let others = seats.max(2) as f64 - 1.0;
    if p <= 0.0 || p >= 1.0 {
        return p;
    }
    p / (p + others * (1.0 - p))
}

/// The logistic curve that best explains `positions` (score for the player to move, whether they
/// won), by maximum likelihood; certain positions are left out.
pub fn fit(positions: &[(i32, bool)]) -> Fit {
    let data: Vec<(f64, f64)> = positions
        .iter()
        .filter(|(score, _)| score.abs() < search::SURE_WIN / 2)
        .map(|(score, won)| (*score as f64, if *won { 1.0 } else { 0.0 }))
        .collect();
    // Scores are hundreds or thousands: scaled to units for the iteration's sake.
    let unit = (data.iter().map(|(s, _)| s * s).sum::<f64>() / data.len().max(1) as f64)
        .sqrt()
        .max(1.0);
    let (mut a, mut b) = (0.0f64, 0.0f64);
    for _ in 0..50 {
        let (mut ga, mut gb, mut haa, mut hab, mut hbb) = (0.0, 0.0, 0.0, 0.0, 0.0);
        for (s, y) in &data {
            let x = s / unit;
            let p = 1.0 / (1.0 + (-(a * x + b)).exp());
            let w = (p * (1.0 - p)).max(1e-9);
            ga += (y - p) * x;
            gb += y - p;
            haa += w * x * x;
            hab += w * x;
            hbb += w;
        }
        // A little ridge keeps a separable sample finite.
        let (haa, hbb) = (haa + 1e-3, hbb + 1e-3);
        let det = haa * hbb - hab * hab;
        if det.abs() < 1e-12 {
            break;
        }
        let da = (hbb * ga - hab * gb) / det;
        let db = (haa * gb - hab * ga) / det;
        a += da;
        b += db;
        if da.abs() + db.abs() < 1e-10 {
            break;
        }
    }
    Fit {
        scale: a / unit,
        offset: b,
        positions: data.len(),
    }
}

/// One tenth of predicted chance: the mean chance predicted in it, the share of its positions
/// whose player won, and how many positions it holds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Decile {
    /// 0 for 0–10 %, ..., 9 for 90–100 %.
    pub tenth: usize,
    pub predicted: f64,
    pub observed: f64,
    pub count: usize,
}

/// The deciles of `predictions` (chance predicted, whether the player won); empty tenths are
/// left out.
pub fn deciles(predictions: &[(f64, bool)]) -> Vec<Decile> {
    (0..10)
        .filter_map(|tenth| {
            let inside: Vec<&(f64, bool)> = predictions
                .iter()
                .filter(|(p, _)| ((p * 10.0).floor() as usize).min(9) == tenth)
                .collect();
            let count = inside.len();
            (count > 0).then(|| Decile {
                tenth,
                predicted: inside.iter().map(|(p, _)| p).sum::<f64>() / count as f64,
                observed: inside.iter().filter(|(_, won)| *won).count() as f64 / count as f64,
                count,
            })
        })
        .collect()
}

/// The deciles as a Markdown table (the README's): tenth, predicted, observed, positions.
pub fn deciles_table(deciles: &[Decile]) -> String {
    let mut table = String::from(
        "| predicted chance | mean predicted | observed win rate | positions |\n|---|---|---|---|\n",
    );
    for d in deciles {
        table.push_str(&format!(
            "| {}–{} % | {:.1} % | {:.1} % | {} |\n",
            d.tenth * 10,
            d.tenth * 10 + 10,
            d.predicted * 100.0,
            d.observed * 100.0,
            d.count
        ));
    }
    table
}

/// One judged position of the calibration's sample (a line of its CSV).
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    /// Whether its game is in the check (else in the fit).
    pub check: bool,
    /// The score for the player to move.
    pub score: i32,
    /// Whether the player to move won the game.
    pub won: bool,
}

/// The CSV's first line.
pub const CSV_HEADER: &str = "set,score,won";

/// Reads a sample's CSV (`set,score,won`: `fit` or `check`, an integer, 1 or 0).
pub fn read_samples(csv: &str) -> Result<Vec<Sample>, String> {
    csv.lines()
        .enumerate()
        .skip(1)
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(i, line)| {
            let bad = || format!("line {}: expected `fit|check,score,1|0`", i + 1);
            let mut fields = line.trim().split(',');
            let check = match fields.next() {
                Some("fit") => false,
                Some("check") => true,
                _ => return Err(bad()),
            };
            let score = fields.next().and_then(|s| s.parse().ok()).ok_or_else(bad)?;
            let won = match fields.next() {
                Some("1") => true,
                Some("0") => false,
                _ => return Err(bad()),
            };
            Ok(Sample { check, score, won })
        })
        .collect()
}

/// Writes a sample as its CSV.
pub fn write_samples(samples: &[Sample]) -> String {
    let mut csv = format!("{CSV_HEADER}\n");
    for s in samples {
        let set = if s.check { "check" } else { "fit" };
        csv.push_str(&format!("{set},{},{}\n", s.score, u8::from(s.won)));
    }
    csv
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fit_finds_the_curve_the_positions_were_drawn_from() {
        // Scores every 10 from -500 to 500, won as often as a curve of scale 0.01 says.
        let mut positions = Vec::new();
        for score in (-500..=500).step_by(10) {
            let p = 1.0 / (1.0 + (-(score as f64) * 0.01).exp());
            let wins = (p * 100.0).round() as usize;
            positions.extend((0..100).map(|i| (score, i < wins)));
        }
        let fit = fit(&positions);
        assert!((fit.scale - 0.01).abs() < 0.0005, "{fit:?}");
        assert!(fit.offset.abs() < 0.05, "{fit:?}");
        assert_eq!(fit.chance(search::SURE_WIN - 3), 1.0);
    }

    #[test]
    fn deciles_count_what_they_hold() {
        let d = deciles(&[(0.05, false), (0.07, true), (0.95, true)]);
        assert_eq!(d.len(), 2);
        assert_eq!((d[0].tenth, d[0].count), (0, 2));
        assert!((d[0].observed - 0.5).abs() < 1e-9);
        assert!((d[1].predicted - 0.95).abs() < 1e-9);
        assert_eq!(d[1].tenth, 9);
    }

    #[test]
    fn more_seats_share_the_odds() {
        let score = 0;
        let two = chance(GameKind::Quoridor, "2-players", 2, score);
        let four = chance(GameKind::Quoridor, "4-players", 4, score);
        let even = fit_for(GameKind::Quoridor, "2-players").chance(0);
        assert!((two - even).abs() < 1e-12);
        assert!((four - even / (even + 3.0 * (1.0 - even))).abs() < 1e-12);
    }

    #[test]
    fn samples_read_back_as_written() {
        let samples = vec![
            Sample {
                check: false,
                score: -120,
                won: false,
            },
            Sample {
                check: true,
                score: 40,
                won: true,
            },
        ];
        assert_eq!(read_samples(&write_samples(&samples)).unwrap(), samples);
        assert!(read_samples("set,score,won\nfit,12,maybe\n")
            .unwrap_err()
            .contains("line 2"));
    }
}
