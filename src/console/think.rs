//! `teban think`: the depth probe. teban thinks once about a position, as it would in a game,
//! and says how far it got: the move, each depth it finished with its score, positions and time,
//! and the totals. It owns nothing but the printing; the thinking is [`crate::ai`]'s.

use std::io::Write;
use std::time::{Duration, Instant};

use anyhow::bail;

use crate::ai::{self, Level};
use crate::games::AnyGame;

/// What `teban think` was asked for.
#[derive(Clone, Debug)]
pub struct ThinkOptions {
    pub level: Level,
    pub seed: u64,
    /// teban's time budget (`AI_MOVE_MS`): the level takes its share of it.
    pub time: Duration,
}

/// Thinks about `game` and prints each finished depth, then the chosen move and the totals.
pub fn think(game: &AnyGame, options: &ThinkOptions, out: &mut impl Write) -> anyhow::Result<()> {
    let mut written = Ok(());
    let started = Instant::now();
    let thought =
        ai::think_move_aloud(game, Some(options.level), options.seed, options.time, |i| {
            if written.is_ok() {
                written = writeln!(
                    out,
                    "{} depth {}: {} scores {}, {} nodes, {:.1} ms",
                    if i.finished {
                        "searched to"
                    } else {
                        "cut off at"
                    },
                    i.depth,
                    i.best,
                    i.score,
                    i.nodes,
                    i.elapsed.as_secs_f64() * 1e3
                );
            }
        });
    let elapsed = started.elapsed();
    written?;
    let Some(thought) = thought else {
        bail!("the game is over: there is no move to think about");
    };
    let seconds = elapsed.as_secs_f64();
    writeln!(
        out,
        "move {}\nlevel {}\ndepth {}\nscore {}\nnodes {}\nnodes/s {:.0}\ntime {:.1} ms",
        thought.best,
        options.level,
        thought.depth,
        thought.score,
        thought.nodes,
        thought.nodes as f64 / seconds.max(1e-9),
        seconds * 1e3
    )?;
    Ok(())
}
