//! How a search score becomes a chance to win: a mapping fitted per game and variant on
//! teban's self-play (the arena's records, judged with the analysis's plan), and the check that
//! the chances it gives mean what they say (deciles of predicted chance, each with the win rate
//! observed in it).
//!
//! The fits are committed in `assets/calibration/<game>-<variant>.json` and built into the
//! program; `teban calibrate` refits them (see docs/analysis.md). The positions they were
//! fitted and checked on are committed beside them (`<game>-<variant>.csv`: the score for the
//! player to move, whether that player won, and whether the game was in the fit or the check).
//!
//! Decisions where the issue is silent:
//! - A chance is a chance to **win**: a drawn game counts as not won for every player.
//! - The mapping is isotonic (steps of score, each with its win rate, rising with the score;
//!   a straight line between the steps' mean scores failed the check by up to 40 points),
//!   not a logistic: a logistic fitted on Quoridor's self-play failed the check by up to 23
//!   points (the scores cluster, and a position the search calls won is still lost against a
//!   weaker player now and then). Pool-adjacent-violators is a dozen lines: no crate needed.
//!   Positions the search calls won or lost are fitted like the others, as its highest and
//!   lowest scores. A step holds at least 100 positions (a smaller one, noise, joins its
//!   neighbour nearer in chance): with Quoridor's steps as small as the fit made them, a step
//!   of 53 checked positions was 11 points off.
//! - A variant without its own fit uses its game's default variant's. With more than two seats
//!   (4-player Quoridor) the two-player mapping's odds are shared among the opponents: the chance
//!   `p` of the two-player mapping becomes `p / (p + (seats - 1)(1 - p))`, so an even position is
//!   one chance in four; it is not checked against 4-player games.
//! - The games are split by the order of their records, by pairs (two fit, two check, ...), so
//!   that no position of a checked game was seen by the fit and both sets hold both seatings of
//!   the arena's contenders.

use serde::{Deserialize, Serialize};

use crate::games::GameKind;

/// A fitted mapping: the scores cut into steps, each step's chance the win rate of the fit's
/// positions in it, the steps' chances rising with the score (isotonic regression).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Fit {
    /// `(highest score of the step, chance)`, lowest scores first; scores above the last step
    /// have its chance.
    pub steps: Vec<(i32, f64)>,
    /// How many positions it was fitted on.
    pub positions: usize,
}

impl Fit {
    /// The chance to win, with two players, of a player whose position scores `score`.
    pub fn chance(&self, score: i32) -> f64 {
        let at = self.steps.partition_point(|(upper, _)| *upper < score);
        self.steps
            .get(at)
            .or(self.steps.last())
            .map_or(0.5, |(_, chance)| *chance)
    }
}

/// The committed fits, by game and variant (see the module's doc).
const FITS: &[(GameKind, &str, &str)] = &[
    (
        GameKind::Quoridor,
        "2-players",
        include_str!("../../../assets/calibration/quoridor-2-players.json"),
    ),
    (
        GameKind::Sensei,
        "arashi",
        include_str!("../../../assets/calibration/sensei-arashi.json"),
    ),
    (
        GameKind::Niwa,
        "compact",
        include_str!("../../../assets/calibration/niwa-compact.json"),
    ),
];

/// The committed positions of each fitted game and variant (see the module's doc), for the
/// check.
pub const SAMPLES: &[(GameKind, &str, &str)] = &[
    (
        GameKind::Quoridor,
        "2-players",
        include_str!("../../../assets/calibration/quoridor-2-players.csv"),
    ),
    (
        GameKind::Sensei,
        "arashi",
        include_str!("../../../assets/calibration/sensei-arashi.csv"),
    ),
    (
        GameKind::Niwa,
        "compact",
        include_str!("../../../assets/calibration/niwa-compact.csv"),
    ),
];

/// The check of `fit` on the held-out positions of `samples`: their deciles, and the tenths
/// (holding at least `enough` positions) whose observed win rate is more than `tolerance` away
/// from the chance predicted.
pub fn check(
    fit: &Fit,
    samples: &[Sample],
    enough: usize,
    tolerance: f64,
) -> (Vec<Decile>, Vec<Decile>) {
    let predictions: Vec<(f64, bool)> = samples
        .iter()
        .filter(|s| s.check)
        .map(|s| (fit.chance(s.score), s.won))
        .collect();
    let all = deciles(&predictions);
    let off = all
        .iter()
        .filter(|d| d.count >= enough && (d.observed - d.predicted).abs() > tolerance)
        .copied()
        .collect();
    (all, off)
}

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

/// The fewest positions a step holds (but when there are fewer in all).
const MIN_STEP: f64 = 100.0;

/// The steps that best explain `positions` (score for the player to move, whether they won):
/// pool-adjacent-violators over the positions sorted by score, so that a higher score never has a
/// lower chance; positions of the same score always share a step, and a step holds at least
/// [`MIN_STEP`] positions.
pub fn fit(positions: &[(i32, bool)]) -> Fit {
    let mut sorted: Vec<(i32, bool)> = positions.to_vec();
    sorted.sort_by_key(|(score, _)| *score);
    // Blocks: (sum of scores, wins, count, highest score).
    let mut blocks: Vec<(f64, f64, f64, i32)> = Vec::new();
    for (score, won) in sorted {
        let win = if won { 1.0 } else { 0.0 };
        match blocks.last_mut() {
            Some(last) if last.3 == score => {
                last.0 += f64::from(score);
                last.1 += win;
                last.2 += 1.0;
            }
            _ => blocks.push((f64::from(score), win, 1.0, score)),
        }
        while blocks.len() >= 2 {
            let n = blocks.len();
            let (a, b) = (blocks[n - 2], blocks[n - 1]);
            if a.1 / a.2 < b.1 / b.2 {
                break;
            }
            blocks.pop();
            blocks[n - 2] = (a.0 + b.0, a.1 + b.1, a.2 + b.2, b.3);
        }
    }
    // A step of a few positions is noise: merged into its neighbour nearer in chance (merging
    // neighbours keeps the steps rising).
    while blocks.len() >= 2 {
        let Some(small) = (0..blocks.len())
            .filter(|i| blocks[*i].2 < MIN_STEP)
            .min_by(|a, b| blocks[*a].2.total_cmp(&blocks[*b].2))
        else {
            break;
        };
        let rate = |i: usize| blocks[i].1 / blocks[i].2;
        let with = match (
            small.checked_sub(1),
            (small + 1 < blocks.len()).then_some(small + 1),
        ) {
            (Some(before), Some(after)) => {
                if rate(small) - rate(before) <= rate(after) - rate(small) {
                    before
                } else {
                    after
                }
            }
            (Some(before), None) => before,
            (None, Some(after)) => after,
            (None, None) => break,
        };
        let (low, high) = (small.min(with), small.max(with));
        let (a, b) = (blocks[low], blocks[high]);
        blocks[low] = (a.0 + b.0, a.1 + b.1, a.2 + b.2, b.3);
        blocks.remove(high);
    }
    Fit {
        steps: blocks
            .iter()
            .map(|(_, w, n, upper)| (*upper, w / n))
            .collect(),
        positions: positions.len(),
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

/// The deciles as a Markdown table (docs/analysis.md's): tenth, predicted, observed, positions.
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

/// A line of a samples' CSV that does not read (its number, from 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {0}: expected `fit|check,score,1|0`")]
pub struct BadSample(pub usize);

/// Reads a sample's CSV (`set,score,won`: `fit` or `check`, an integer, 1 or 0).
pub fn read_samples(csv: &str) -> Result<Vec<Sample>, BadSample> {
    csv.lines()
        .enumerate()
        .skip(1)
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(i, line)| {
            let bad = || BadSample(i + 1);
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
