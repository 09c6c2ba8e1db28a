//! The engine-work commands, `teban perft`, `legal`, `render` and `replay`: a position read from
//! the moves given on the command line or from a game record, then counted, listed or drawn.
//!
//! It owns reading the position and what the commands print; the rules are [`crate::games`]',
//! the pictures [`crate::render`]'s. The rules' refusals are said in English, through the
//! catalogue as the table says them, and what they repeat of the input is cut as the table cuts
//! it: a move longer than any move ([`LONGEST_MOVE`]) is cut before the rules read it (it is
//! refused all the same, and the refusal quotes its start), a variant's name as
//! [`crate::i18n::rules`] cuts it, a record's lines as [`Record::parse`] does.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{bail, Context};

use super::{said, write_file};

use crate::games::{AnyGame, GameKind};
use crate::i18n::Lang;
use crate::record::Record;
use crate::render::replay::DISCORD_ATTACHMENT_LIMIT;
use crate::render::{board_png, replay_gif, View};
use crate::text::{clipped, LONGEST_MOVE};

/// Where a position comes from.
#[derive(Clone, Debug)]
pub enum Source {
    /// A game, its variant (the default one when `None`) and the moves played from the start,
    /// separated as [`GameKind::split_moves`] separates them.
    Moves {
        kind: GameKind,
        variant: Option<String>,
        moves: String,
    },
    /// A game record (as `/record` attaches it, see docs/records.md), and the game the command
    /// line names, if it names one: it must be the record's.
    Record {
        path: PathBuf,
        named: Option<GameKind>,
    },
}

impl Source {
    /// The position reached, and the players' names by seat when a record names them.
    pub fn position(&self) -> anyhow::Result<(AnyGame, Vec<String>)> {
        let (mut positions, names) = self.positions()?;
        let last = positions.pop().context("a game has at least its start")?;
        Ok((last, names))
    }

    /// Every position from the start to the one reached (one per move, or per record entry, see
    /// [`Record::positions`]), and the players' names by seat when a record names them. A bad
    /// move is refused with its number, a bad record with its line.
    pub fn positions(&self) -> anyhow::Result<(Vec<AnyGame>, Vec<String>)> {
        match self {
            Source::Moves {
                kind,
                variant,
                moves,
            } => {
                // A move longer than any is cut before the rules read it (see the module's doc).
                let moves: Vec<String> = kind
                    .split_moves(moves)
                    .iter()
                    .map(|mv| clipped(mv, LONGEST_MOVE))
                    .collect();
                let variant = variant.as_deref();
                // Checked whole first, so a bad move is refused with its number.
                AnyGame::replay(*kind, variant, &moves).map_err(|e| said(&e, Lang::En))?;
                let mut game = AnyGame::new(*kind, variant).map_err(|e| said(&e, Lang::En))?;
                let mut positions = vec![game.clone()];
                for mv in &moves {
                    game.play(mv).map_err(|e| said(&e, Lang::En))?;
                    positions.push(game.clone());
                }
                Ok((positions, Vec::new()))
            }
            Source::Record { path, named } => {
                let record = read_record(path)?;
                let kind = record.position.kind();
                match named {
                    Some(named) if *named != kind => bail!(
                        "{} is a record of {kind}, not {}",
                        path.display(),
                        named.title()
                    ),
                    _ => Ok((record.positions(), record.seats)),
                }
            }
        }
    }
}

/// The game record in the file at `path`, or why it cannot be read: the file, then the line and
/// the reason (what it repeats of the file is cut, see [`Record::parse`]).
pub fn read_record(path: &Path) -> anyhow::Result<Record> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    Record::parse(&text).with_context(|| path.display().to_string())
}

/// `teban perft`: counts the legal move sequences `depth` moves deep, and says how long it took;
/// the count alone is the last line.
pub fn perft(game: &AnyGame, depth: u32, out: &mut impl Write) -> io::Result<()> {
    let started = Instant::now();
    let count = game.perft(depth);
    let seconds = started.elapsed().as_secs_f64();
    writeln!(
        out,
        "perft {} depth {depth}: {:.3} s, {:.1} M sequences/s",
        game.kind().name(),
        seconds,
        count as f64 / seconds.max(1e-9) / 1e6
    )?;
    writeln!(out, "{count}")
}

/// `teban legal`: every legal move, canonical, one a line, sorted.
pub fn legal(game: &AnyGame, out: &mut impl Write) -> io::Result<()> {
    for mv in game.legal_moves() {
        writeln!(out, "{mv}")?;
    }
    Ok(())
}

/// `teban render`: the position as the bot shows it, a PNG written to `output`.
pub fn render(game: &AnyGame, view: &View, output: &Path) -> anyhow::Result<()> {
    write_file(output, &board_png(game, view))
}

/// `teban replay`: the game as a looping GIF written to `output`, one frame a position, cut to
/// what Discord takes as `/replay` cuts it; then what was written.
pub fn replay(
    positions: &[AnyGame],
    view: &View,
    output: &Path,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let replay = replay_gif(positions, view, DISCORD_ATTACHMENT_LIMIT);
    write_file(output, &replay.gif)?;
    writeln!(
        out,
        "{}: {} frames, {} bytes{}",
        output.display(),
        replay.frames,
        replay.gif.len(),
        replay.note.map(|n| format!(" ({n})")).unwrap_or_default()
    )?;
    Ok(())
}

/// The players' names by seat: `--names` split at commas, else the names a record gives.
pub fn names_or(names: &str, named: Vec<String>) -> Vec<String> {
    if names.trim().is_empty() {
        named
    } else {
        names.split(',').map(|n| n.trim().to_string()).collect()
    }
}
