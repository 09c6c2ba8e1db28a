//! `teban arena`: a match of teban against itself, its frozen baseline or a random player, at the
//! terminal. It owns what the match prints (the result, then each side's time, depth and speed)
//! and the games it writes as records; the playing is [`crate::ai::arena`]'s.

use std::io::Write;
use std::path::Path;
use std::time::Instant;

use anyhow::{anyhow, Context};

use crate::ai::arena::{self, Match, Tally};
use crate::games::AnyGame;
use crate::i18n::Lang;
use crate::record::Record;

/// Plays the match, writes each game's record into `records` (`game-7.txt`) when asked, and
/// prints the result and each side's figures.
pub fn arena(m: &Match, records: Option<&Path>, out: &mut impl Write) -> anyhow::Result<()> {
    // A variant teban does not have is refused before any game, its name cut short.
    let start =
        AnyGame::new(m.kind, m.variant.as_deref()).map_err(|e| super::said(&e, Lang::En))?;
    let started = Instant::now();
    let tally = arena::run(m)?;
    if let Some(dir) = records {
        write_records(m, &start, &tally, dir)?;
    }
    let (a, b) = (m.a, m.b);
    let played = tally.games();
    let of_asked = if played < m.games {
        format!("{played} of {} games (time was up)", m.games)
    } else {
        format!("{} games", m.games)
    };
    writeln!(
        out,
        "{} {}: {a} against {b}, {of_asked} (seed {}) in {:.1} s",
        m.kind.title(),
        m.variant.as_deref().unwrap_or("default"),
        m.seed,
        started.elapsed().as_secs_f64()
    )?;
    writeln!(
        out,
        "{a}: {} won, {} drawn, {} lost ({:.0}% won)",
        tally.wins,
        tally.draws,
        tally.losses,
        100.0 * tally.wins as f64 / played.max(1) as f64
    )?;
    for (who, side) in [(a, &tally.a), (b, &tally.b)] {
        writeln!(
            out,
            "{who}: {} moves, time per move mean {:.1} ms, median {:.1} ms, 99th percentile \
             {:.1} ms; mean depth {:.2}, {:.0} nodes/s",
            side.moves(),
            side.mean().as_secs_f64() * 1e3,
            side.percentile(50).as_secs_f64() * 1e3,
            side.percentile(99).as_secs_f64() * 1e3,
            side.mean_depth(),
            side.nodes_per_second()
        )?;
    }
    Ok(())
}

/// The match's games as records in `dir`, one file a game, the contenders named at their seats.
fn write_records(m: &Match, start: &AnyGame, tally: &Tally, dir: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("cannot make {}", dir.display()))?;
    for game in &tally.records {
        let seats = (0..start.seat_count())
            .map(|i| {
                let who = if i == game.a_seat.index() { m.a } else { m.b };
                who.to_string()
            })
            .collect();
        let record = Record::of_moves(start.clone(), seats, &game.moves)
            .map_err(|e| anyhow!("game {}: {}", game.index, e.words(Lang::En)))?;
        super::write_file(
            &dir.join(format!("game-{}.txt", game.index)),
            record.to_text().as_bytes(),
        )?;
    }
    Ok(())
}
