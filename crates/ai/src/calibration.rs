//! How a search score becomes a chance to win: a mapping fitted per game and variant on
//! teban's self-play (the arena's records, judged with the analysis's plan), and the check that
//! the chances it gives mean what they say (deciles of predicted chance, each with the win rate
//! observed in it).
//!
//! The fits are committed in `assets/calibration/<game>-<variant>.json` and built into the
//! program; `teban calibrate` refits them (see docs/analysis.md). The positions they were
//! fitted and checked on are committed beside them (`<game>-<variant>.csv`: whether the game was
//! in the fit or the check, the position's stage, the seat to move, its score and whether that
//! seat won).
//!
//! Decisions where the issue is silent:
//! - A chance is a chance to **win**: a drawn game counts as not won for every player.
//! - The mapping is a logistic curve of the score, `σ((score - centre) / width ± lead)`, whose
//!   width shrinks as the game goes on ([`Moment::stage`]): a step ahead with every fence still
//!   in hand is not a step ahead with none. The lead is the first seat's edge between equal
//!   players (Sensei's first seat wins most games between equal levels whatever the shallow
//!   search says), the centre the score at which the player to move is even (a search whose
//!   horizon ends on the mover's own move flatters them). It rises with the score at every stage;
//!   a position the search proved won or lost is certain, any other stays within 1 % of
//!   certainty ([`UNPROVEN`]). Isotonic steps of score were dropped for it: they gave three or
//!   four chances per game, so that a move either cost nothing or crossed a step. A fitted floor
//!   and ceiling was tried: it fitted Sensei better by likelihood but called positions won one
//!   time in five 35 to 45 %, failing the check.
//! - The stage is how much of what decides the game is spent: in Quoridor the share of the
//!   fences placed (the race's score is worth little while fences can still change it); in Sensei
//!   and Niwa the ply, against a long game's ([`STAGE_PLIES`]).
//! - The four parameters are fitted by maximum likelihood: a coarse grid, then steps along each
//!   parameter, halved when none helps (a few dozen lines over positions grouped by score and
//!   stage; an optimisation crate would bring a general solver for a problem this small).
//! - A variant without its own fit uses its game's default variant's. With more than two seats
//!   (4-player Quoridor) the two-player mapping's odds are shared among the opponents: the chance
//!   `p` of the two-player mapping becomes `p / (p + (seats - 1)(1 - p))`, so an even position is
//!   one chance in four; it is not checked against 4-player games.
//! - The games are split by the order of their records, by pairs (two fit, two check, ...), so
//!   that no position of a checked game was seen by the fit and both sets hold both seatings of
//!   the arena's contenders.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::games::{AnyGame, GameKind, Seat};
use crate::search::SURE_WIN;

/// A fitted mapping: a logistic curve of the score, narrower as the game goes on, with the first
/// seat's edge (see the module's doc).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Fit {
    /// The curve's width at the start of a game (stage 0): the score beyond the centre that
    /// takes an even chance to 73 %.
    pub opening: f64,
    /// The curve's width at the end (stage 1); between the two it changes geometrically.
    pub ending: f64,
    /// The score at which the player to move is even (but for the first seat's edge): a search
    /// whose horizon ends on the mover's own move sees them better off than they are.
    pub centre: f64,
    /// The first seat's edge between equal players, in the curve's units (log-odds): added for the
    /// first seat, taken away for the second.
    pub lead: f64,
    /// How many positions it was fitted on (those the search proved won or lost, whose chance is
    /// certain, left out).
    pub positions: usize,
}

/// Where a position stands beside its score: what the mapping reads of it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Moment {
    /// How far the game has gone, from 0 (its start) to 1 (see [`moment`]).
    pub stage: f64,
    /// The player to move's seat as the first seat's edge counts it.
    pub turn: Turn,
}

/// Whose edge the first move's is, from the player to move's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// Two players, the first seat to move.
    First,
    /// Two players, the second seat to move.
    Second,
    /// More than two players: the edge is nobody's.
    Shared,
}

impl Moment {
    /// A two-player game's moment at `stage`, the first seat to move or not.
    pub fn of_two(stage: f64, first: bool) -> Moment {
        let turn = if first { Turn::First } else { Turn::Second };
        Moment { stage, turn }
    }
}

impl Turn {
    fn sign(self) -> f64 {
        match self {
            Turn::First => 1.0,
            Turn::Second => -1.0,
            Turn::Shared => 0.0,
        }
    }
}

impl Fit {
    /// The curve's width at `stage` (0 to 1).
    pub fn width(&self, stage: f64) -> f64 {
        let stage = stage.clamp(0.0, 1.0);
        self.opening.powf(1.0 - stage) * self.ending.powf(stage)
    }

    /// The chance to win, with two players, of a player to move at `moment` whose position
    /// scores `score`: a won or lost position the search proved is certain; any other rises with
    /// the score at every stage, within [`UNPROVEN`] of certainty.
    pub fn chance(&self, score: i32, moment: Moment) -> f64 {
        if score >= SURE_WIN / 2 {
            return 1.0;
        }
        if score <= -SURE_WIN / 2 {
            return 0.0;
        }
        let odds = (f64::from(score) - self.centre) / self.width(moment.stage)
            + self.lead * moment.turn.sign();
        (1.0 / (1.0 + (-odds).exp())).clamp(UNPROVEN, 1.0 - UNPROVEN)
    }
}

/// How near certainty a chance the search has not proved comes: 1 %. A score far beyond any
/// step (Quoridor's settled race, Sensei's and Niwa's bonus for a near-certain win) is still
/// lost now and then: of the 1,724 positions of Quoridor's samples scored as a race settled
/// against the player to move, 11 were won.
pub const UNPROVEN: f64 = 0.01;

/// The ply by which a game of Sensei or Niwa counts as at its end, for [`moment`]: nine in ten of
/// Sensei's self-played games (hard against hard) are over by ply 18, and half of Niwa's by 24.
pub const STAGE_PLIES: u32 = 20;

/// What the mapping reads of `game`'s position beside its score (see the module's doc): its
/// stage (Quoridor's share of fences placed, else the ply against [`STAGE_PLIES`]) and whose
/// turn it is.
pub fn moment(game: &AnyGame) -> Moment {
    let stage = match game {
        AnyGame::Quoridor(q) => {
            let placed = q.fences().len();
            let in_hand: usize = (0..q.players())
                .map(|seat| usize::from(q.fences_left(Seat(seat))))
                .sum();
            placed as f64 / (placed + in_hand).max(1) as f64
        }
        _ => (f64::from(game.ply()) / f64::from(STAGE_PLIES)).min(1.0),
    };
    let turn = match (game.seat_count(), game.to_move()) {
        (2, Some(Seat(0))) => Turn::First,
        (2, Some(_)) => Turn::Second,
        _ => Turn::Shared,
    };
    Moment { stage, turn }
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
        .map(|s| (fit.chance(s.score, s.moment()), s.won))
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
/// at `moment` ([`moment`]) in `kind`'s `variant`.
pub fn chance(kind: GameKind, variant: &str, seats: usize, score: i32, moment: Moment) -> f64 {
    let p = fit_for(kind, variant).chance(score, moment);
    let others = seats.max(2) as f64 - 1.0;
    if p <= 0.0 || p >= 1.0 {
        return p;
    }
    p / (p + others * (1.0 - p))
}

/// Positions of the same score, stage (to the thousandth) and seat, with how many of them were
/// won.
#[derive(Clone, Copy)]
struct Group {
    score: i32,
    moment: Moment,
    won: f64,
    count: f64,
}

/// `positions` grouped, those the search proved left out (their chance is certain).
fn grouped(positions: &[Sample]) -> Vec<Group> {
    let mut groups: BTreeMap<(i32, i64, bool), (f64, f64)> = BTreeMap::new();
    for s in positions.iter().filter(|s| s.score.abs() < SURE_WIN / 2) {
        let stage = (s.stage * 1000.0).round() as i64;
        let group = groups.entry((s.score, stage, s.first)).or_default();
        group.0 += f64::from(u8::from(s.won));
        group.1 += 1.0;
    }
    groups
        .into_iter()
        .map(|((score, stage, first), (won, count))| Group {
            score,
            moment: Moment::of_two(stage as f64 / 1000.0, first),
            won,
            count,
        })
        .collect()
}

/// How well `fit` explains `groups`: the log of the chances it gave to what happened.
fn log_likelihood(fit: &Fit, groups: &[Group]) -> f64 {
    groups
        .iter()
        .map(|g| {
            let p = fit.chance(g.score, g.moment).clamp(1e-9, 1.0 - 1e-9);
            g.won * p.ln() + (g.count - g.won) * (1.0 - p).ln()
        })
        .sum()
}

/// A fit's parameters as the search over them moves them: the logarithms of the two widths (so
/// that a step multiplies them), the centre and the lead.
type Parameters = [f64; 4];

/// The fit of `parameters`, each held within its bounds.
fn fit_of(parameters: Parameters, positions: usize) -> Fit {
    let [opening, ending, centre, lead] = parameters;
    Fit {
        opening: opening.exp().clamp(5.0, 50_000.0),
        ending: ending.exp().clamp(5.0, 50_000.0),
        centre,
        lead,
        positions,
    }
}

/// The curve that best explains `positions` (each with its moment, its score for the player to
/// move and whether that player won), by maximum likelihood: the best of a coarse grid, refined by
/// steps along each parameter in turn, halved whenever none of them helps.
pub fn fit(positions: &[Sample]) -> Fit {
    let groups = grouped(positions);
    let fitted = groups.iter().map(|g| g.count).sum::<f64>() as usize;
    let likelihood = |parameters: Parameters| log_likelihood(&fit_of(parameters, 0), &groups);
    let widths = [25.0, 50.0, 100.0, 200.0, 400.0, 800.0, 1600.0, 3200.0_f64].map(f64::ln);
    let mut best = [widths[2], widths[2], 0.0, 0.0];
    let mut best_likelihood = f64::NEG_INFINITY;
    for opening in widths {
        for ending in widths {
            for centre in [-50.0, 0.0, 50.0, 100.0] {
                for lead in [0.0, 0.5, 1.5] {
                    let tried = [opening, ending, centre, lead];
                    let tried_likelihood = likelihood(tried);
                    if tried_likelihood > best_likelihood {
                        (best, best_likelihood) = (tried, tried_likelihood);
                    }
                }
            }
        }
    }
    let mut steps: Parameters = [0.35, 0.35, 20.0, 0.2];
    while steps.iter().any(|step| *step > 1e-4) {
        let mut moved = false;
        for i in 0..best.len() {
            for sign in [-1.0, 1.0] {
                let mut tried = best;
                tried[i] += sign * steps[i];
                let tried_likelihood = likelihood(tried);
                if tried_likelihood > best_likelihood {
                    (best, best_likelihood) = (tried, tried_likelihood);
                    moved = true;
                }
            }
        }
        if !moved {
            steps = steps.map(|step| step / 2.0);
        }
    }
    fit_of(best, fitted)
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
    /// How far its game had gone ([`Moment::stage`]).
    pub stage: f64,
    /// Whether the player to move had the first seat (the samples are two-player games).
    pub first: bool,
    /// The score for the player to move.
    pub score: i32,
    /// Whether the player to move won the game.
    pub won: bool,
}

impl Sample {
    /// What the mapping reads of its position beside the score.
    pub fn moment(&self) -> Moment {
        Moment::of_two(self.stage, self.first)
    }
}

/// The CSV's first line.
pub const CSV_HEADER: &str = "set,stage,seat,score,won";

/// A line of a samples' CSV that does not read (its number, from 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {0}: expected the header `set,stage,seat,score,won`, then lines `fit|check,stage,1|2,score,1|0`")]
pub struct BadSample(pub usize);

/// Reads a sample's CSV (`set,stage,seat,score,won`: `fit` or `check`, a stage from 0 to 1, the
/// seat to move (1 or 2), an integer score, whether that seat won (1 or 0)) under its header.
pub fn read_samples(csv: &str) -> Result<Vec<Sample>, BadSample> {
    if csv.lines().next().map(str::trim) != Some(CSV_HEADER) {
        return Err(BadSample(1));
    }
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
            let stage = fields
                .next()
                .and_then(|s| s.parse::<f64>().ok())
                .filter(|stage| (0.0..=1.0).contains(stage))
                .ok_or_else(bad)?;
            let first = match fields.next() {
                Some("1") => true,
                Some("2") => false,
                _ => return Err(bad()),
            };
            let score = fields.next().and_then(|s| s.parse().ok()).ok_or_else(bad)?;
            let won = match fields.next() {
                Some("1") => true,
                Some("0") => false,
                _ => return Err(bad()),
            };
            if fields.next().is_some() {
                return Err(bad());
            }
            Ok(Sample {
                check,
                stage,
                first,
                score,
                won,
            })
        })
        .collect()
}

/// Writes a sample as its CSV.
pub fn write_samples(samples: &[Sample]) -> String {
    let mut csv = format!("{CSV_HEADER}\n");
    for s in samples {
        let set = if s.check { "check" } else { "fit" };
        csv.push_str(&format!(
            "{set},{:.3},{},{},{}\n",
            s.stage,
            if s.first { 1 } else { 2 },
            s.score,
            u8::from(s.won)
        ));
    }
    csv
}
