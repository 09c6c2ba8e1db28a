//! `teban calibrate --records DIR -o assets/calibration`: refits the mappings that turn the
//! analysis's scores into chances to win ([`crate::ai::calibration`]) on the games the arena
//! wrote (`teban arena … --records DIR`), and checks them on games the fit did not see.
//!
//! Every position of every record is judged with the analysis's plan; the games of each game and
//! variant are split by their files' order, by pairs (games 1–2 fit, 3–4 check, 5–6 fit...: the
//! arena changes seats from one game to the next, and each set must hold both seatings). For each it writes
//! `<game>-<variant>.csv` (the positions: set, stage, seat, score, won) and `<game>-<variant>.json` (the
//! mapping), and prints the check's deciles as docs/analysis.md's tables. With `--refit` the
//! positions are read back from the CSVs already in the folder instead of judged again.
//!
//! Decisions where the issue is silent:
//! - A record's moves are judged up to its first entry that is not a move; a drawn game counts
//!   (no player won it), an unfinished one (the arena's longest games) is left out: it says
//!   nothing of who would have won. So is a game of more than two players: the fits are two
//!   players' (see [`crate::ai::calibration`]).
//! - The files are read in the order of their names, numbers compared as numbers (`game-2.txt`
//!   before `game-10.txt`), so the split does not change with how the folder lists them.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{anyhow, Context};

use super::analyse::moves_of;
use super::engine::read_record;
use super::write_file;
use crate::ai::analysis::analyse;
use crate::ai::calibration::{self, deciles, deciles_table, Moment, Sample, Turn};
use crate::games::{AnyGame, GameKind};

/// The name of a game and variant's files: `quoridor-2-players`.
fn stem(kind: GameKind, variant: &str) -> String {
    format!("{}-{variant}", kind.title().to_lowercase())
}

/// The files of `dir`, in the order of their names, numbers compared as numbers.
fn records_in(dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("cannot read the folder {}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    let key = |p: &PathBuf| {
        let name = p
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .to_string();
        let digits: String = name.chars().filter(char::is_ascii_digit).collect();
        (digits.parse::<u64>().unwrap_or(0), name)
    };
    files.sort_by_key(key);
    Ok(files)
}

/// A judged game: its game, its variant, and each position's moment and score for its player to
/// move, with whether that player won.
type Judged = (GameKind, String, Vec<(Moment, i32, bool)>);

/// The positions of one record's game, judged, or why the game is left out.
fn judged(path: &Path) -> anyhow::Result<Result<Judged, &'static str>> {
    let record = read_record(path)?;
    if record.position.outcome().is_none() {
        return Ok(Err("unfinished"));
    }
    if record.position.seat_count() > 2 {
        return Ok(Err("more than two players"));
    }
    let kind = record.position.kind();
    let variant = record.position.variant();
    let (start, moves) = moves_of(&record)?;
    let analysis =
        analyse(&start, &moves, |_| {}).map_err(|e| anyhow!("{}: {e}", path.display()))?;
    let winner = record.position.outcome().and_then(|o| o.winner());
    let mut game: AnyGame = start;
    let mut positions = Vec::new();
    for (i, score) in analysis.scores.iter().enumerate() {
        if let Some(mover) = game.to_move() {
            positions.push((calibration::moment(&game), *score, winner == Some(mover)));
        }
        if let Some(mv) = moves.get(i) {
            game.play(mv).map_err(|e| anyhow!("{e}"))?;
        }
    }
    Ok(Ok((kind, variant, positions)))
}

/// `teban calibrate`: judges the records of `records` (unless `refit`), fits each game and
/// variant found, writes the positions and fits into `output`, and prints the check.
pub fn calibrate(
    records: Option<&Path>,
    output: &Path,
    refit: bool,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    std::fs::create_dir_all(output)
        .with_context(|| format!("cannot make the folder {}", output.display()))?;
    let mut samples: BTreeMap<String, Vec<Sample>> = BTreeMap::new();
    if refit {
        for kind in GameKind::ALL {
            for variant in kind.variant_names() {
                let path = output.join(format!("{}.csv", stem(*kind, variant)));
                if let Ok(csv) = std::fs::read_to_string(&path) {
                    let read = calibration::read_samples(&csv)
                        .map_err(|e| anyhow!("{}: {e}", path.display()))?;
                    samples.insert(stem(*kind, variant), read);
                }
            }
        }
    } else {
        let dir = records.context("give --records DIR (or --refit)")?;
        let mut games_seen: BTreeMap<String, usize> = BTreeMap::new();
        for path in records_in(dir)? {
            let (kind, variant, positions) = match judged(&path)? {
                Ok(judged) => judged,
                Err(why) => {
                    writeln!(out, "left out {} ({why})", path.display())?;
                    continue;
                }
            };
            let key = stem(kind, &variant);
            let seen = games_seen.entry(key.clone()).or_default();
            // By pairs: the arena changes seats from game to game, so fit and check each hold
            // both seatings.
            let check = (*seen / 2) % 2 == 1;
            *seen += 1;
            let into = samples.entry(key).or_default();
            into.extend(positions.into_iter().map(|(moment, score, won)| Sample {
                check,
                stage: moment.stage,
                first: moment.turn == Turn::First,
                score,
                won,
            }));
            writeln!(out, "judged {}", path.display())?;
        }
    }
    for (key, sample) in &samples {
        let fitted: Vec<Sample> = sample.iter().filter(|s| !s.check).cloned().collect();
        let fit = calibration::fit(&fitted);
        let predictions: Vec<(f64, bool)> = sample
            .iter()
            .filter(|s| s.check)
            .map(|s| (fit.chance(s.score, s.moment()), s.won))
            .collect();
        write_file(
            &output.join(format!("{key}.csv")),
            calibration::write_samples(sample).as_bytes(),
        )?;
        let json = serde_json::to_string_pretty(&fit)? + "\n";
        write_file(&output.join(format!("{key}.json")), json.as_bytes())?;
        writeln!(
            out,
            "\n{key}: width {:.0} at the start to {:.0} at the end, centre {:.0}, first seat's \
             lead {:.2}, fitted on {} positions; checked on {} positions:\n",
            fit.opening,
            fit.ending,
            fit.centre,
            fit.lead,
            fit.positions,
            predictions.len()
        )?;
        write!(out, "{}", deciles_table(&deciles(&predictions)))?;
    }
    Ok(())
}
