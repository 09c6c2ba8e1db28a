//! `teban analyse --record FILE [-o chart.png]`: the engine's analysis of a recorded game at the
//! terminal, move by move (the move's number, its player, the move, the mover's chance before →
//! after it, the engine's preferred move), the three costliest moves of each player marked and
//! listed, and the chart of the chances written when asked.
//!
//! It owns what the command prints; the analysis is [`crate::ai::analysis`]'s, the chart
//! [`crate::render::analysis`]'s.
//!
//! Decisions where the issue is silent:
//! - The analysis covers the record's moves up to its first entry that is not a move (a
//!   resignation, a draw, a time-out, an abort): what follows one in a 4-player game is left
//!   out, and said.
//! - A move is numbered as the record numbers its entries (1 for the first), and its player is
//!   the record's name at their seat, else "seat N".
//! - The terminal's words are English, as the other engine-work commands print them; the chart's
//!   are in the terminal's language.

use std::io::Write;
use std::path::Path;
use std::time::Instant;

use anyhow::{anyhow, Context};

use super::engine::read_record;
use super::write_file;
use crate::ai::analysis::{analyse as judge_game, Analysis};
use crate::games::{AnyGame, Seat};
use crate::i18n::Lang;
use crate::record::{EntryKind, Record};
use crate::render::analysis::chance_chart_png;

/// How many of each player's costliest moves are marked.
pub const MISTAKES: usize = 3;

/// `teban analyse`: reads the record at `path`, analyses its game, prints the analysis to `out`
/// and writes the chart to `chart` (its words in `lang`) when asked.
pub fn analyse(
    path: &Path,
    chart: Option<&Path>,
    lang: Lang,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let record = read_record(path)?;
    let kind = record.position.kind();
    let variant = record.position.variant();
    let (start, moves) = moves_of(&record)?;
    let started = Instant::now();
    let analysis = judge_game(&start, &moves, |_| {}).map_err(|e| anyhow!("{e}"))?;
    let seconds = started.elapsed().as_secs_f64();
    let name = |seat: Seat| match record.seats.get(seat.index()).map(|n| n.trim()) {
        Some(name) if !name.is_empty() => name.to_string(),
        _ => format!("seat {}", seat.as_number()),
    };
    print(&analysis, &name, out)?;
    if moves.len() < record.entries.len() {
        writeln!(
            out,
            "(analysed up to entry {}: a {} ends the moves analysed)",
            moves.len(),
            record.entries[moves.len()].kind.as_str()
        )?;
    }
    writeln!(
        out,
        "{} {}: {} moves analysed in {seconds:.1} s",
        kind.title(),
        variant,
        moves.len()
    )?;
    if let Some(chart) = chart {
        let names: Vec<String> = record.seats.clone();
        write_file(chart, &chance_chart_png(&analysis, &names, lang))?;
        writeln!(out, "chart written to {}", chart.display())?;
    }
    Ok(())
}

/// A record's start and its moves up to its first entry that is not a move (see the module's
/// doc): what its analysis judges.
pub fn moves_of(record: &Record) -> anyhow::Result<(AnyGame, Vec<String>)> {
    let start = record
        .positions()
        .into_iter()
        .next()
        .context("a game has its start")?;
    let moves = record
        .entries
        .iter()
        .take_while(|e| e.kind == EntryKind::Move)
        .map(|e| e.notation.clone())
        .collect();
    Ok((start, moves))
}

/// A chance as printed: "62%".
fn percent(chance: f64) -> String {
    format!("{:.0}%", chance * 100.0)
}

/// Which of its player's costliest moves `ply` is (1 for the costliest), if one.
fn mistake_rank(analysis: &Analysis, ply: u32, seat: Seat) -> Option<usize> {
    analysis
        .mistakes(seat, MISTAKES)
        .iter()
        .position(|p| p.ply == ply)
        .map(|i| i + 1)
}

/// Prints the moves, one a line, then each player's costliest moves.
fn print(
    analysis: &Analysis,
    name: &dyn Fn(Seat) -> String,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    writeln!(
        out,
        "move  player           played        chance before → after  engine preferred"
    )?;
    for ply in &analysis.plies {
        let mark = match mistake_rank(analysis, ply.ply, ply.seat) {
            Some(rank) => format!("  <- mistake {rank} of {}", name(ply.seat)),
            None => String::new(),
        };
        writeln!(
            out,
            "{:>4}  {:<16} {:<13} {:>6} → {:<6}          {}{mark}",
            ply.ply + 1,
            name(ply.seat),
            ply.played,
            percent(ply.before),
            percent(ply.after),
            ply.best.as_deref().unwrap_or("-"),
        )?;
    }
    let seats = analysis.chances.first().map_or(0, Vec::len);
    for seat in (0..seats).map(|i| Seat(i as u8)) {
        let mistakes = analysis.mistakes(seat, MISTAKES);
        if mistakes.is_empty() {
            writeln!(out, "{}: no costly move", name(seat))?;
            continue;
        }
        let listed: Vec<String> = mistakes
            .iter()
            .map(|p| {
                format!(
                    "move {} {} ({} → {}; better: {})",
                    p.ply + 1,
                    p.played,
                    percent(p.before),
                    percent(p.after),
                    p.best.as_deref().unwrap_or("-")
                )
            })
            .collect();
        writeln!(
            out,
            "{}'s costliest moves: {}",
            name(seat),
            listed.join(", ")
        )?;
    }
    Ok(())
}
