//! teban's thinking thread, shared by its own moves and the analyses: one game thought about
//! once at a time ([`Thinking`]), on a thread of lower OS priority than the table's own
//! ([`think_aside`]).

use std::sync::{Arc, Mutex};

use super::GameId;

/// The games teban is thinking about right now, so that one game is never thought about twice at
/// once (a restart's resume and a player's request may both ask).
pub(in crate::table) type Thoughts = Arc<Mutex<std::collections::HashSet<GameId>>>;

/// teban thinking about one game: registered while it lives.
pub(in crate::table) struct Thinking {
    pub(in crate::table) thoughts: Thoughts,
    game: GameId,
}

impl Thinking {
    pub(in crate::table) fn start(thoughts: &Thoughts, game: GameId) -> Option<Thinking> {
        let mut set = thoughts.lock().unwrap_or_else(|e| e.into_inner());
        set.insert(game).then(|| Thinking {
            thoughts: thoughts.clone(),
            game,
        })
    }
}

impl Drop for Thinking {
    fn drop(&mut self) {
        let mut set = self.thoughts.lock().unwrap_or_else(|e| e.into_inner());
        set.remove(&self.game);
    }
}

/// How much less teban's thinking counts for the OS than the table's own threads: what a
/// thinking thread adds to the process's nice value (0 by default; 19 is the least priority).
pub const THINKING_NICENESS: i32 = 10;

/// Runs `think` on a thread of its own at a lower OS priority ([`THINKING_NICENESS`]), and
/// waits for it without holding up the runtime.
///
/// Why a priority and not a cap on how many searches run at once: a search ends on its clock,
/// not on work done (master thinks for its whole budget), so a search that waited for a free
/// slot would either answer late by whole budgets (ten master games on two cores: 18 s for the
/// last, past teban's claim on its turn) or think for less. At a lower priority every search
/// keeps its own budget, and the scheduler gives the table's threads (the runtime's workers, the
/// database's) the cores first whenever they have work: players are answered as fast as
/// without teban, and teban thinks with what is left (shallower when the machine is busy).
///
/// A thread of its own, not one of the runtime's blocking threads: a thread's priority can be
/// lowered but not raised again without privileges, and the blocking pool serves others too.
/// Where threads have no priority of their own (outside Linux) it is a plain thread.
pub async fn think_aside<T: Send + 'static>(
    think: impl FnOnce() -> T + Send + 'static,
) -> Result<T, ThinkingFailed> {
    think_aside_at(THINKING_NICENESS, think).await
}

/// [`think_aside`] with `niceness` added to the thread's nice value instead of
/// [`THINKING_NICENESS`] (an analysis thinks at the least priority, below teban's own moves).
pub(in crate::table) async fn think_aside_at<T: Send + 'static>(
    niceness: i32,
    think: impl FnOnce() -> T + Send + 'static,
) -> Result<T, ThinkingFailed> {
    let (answer, thought) = tokio::sync::oneshot::channel();
    std::thread::Builder::new()
        .name("teban-thinks".into())
        .spawn(move || {
            yield_to_the_table(niceness);
            let _ = answer.send(think());
        })
        .map_err(ThinkingFailed::NoThread)?;
    thought.await.map_err(|_| ThinkingFailed::Stopped)
}

/// Why a search gave no answer (the machine's fault, never the position's).
#[derive(Debug, thiserror::Error)]
pub enum ThinkingFailed {
    #[error("no thread to think on: {0}")]
    NoThread(std::io::Error),
    #[error("the thinking thread stopped without an answer")]
    Stopped,
}

/// Lowers the calling thread's priority by `by` (Linux: `setpriority` on the thread's id lowers
/// that thread alone). Best effort: a thread that cannot is left as it is.
fn yield_to_the_table(by: i32) {
    #[cfg(not(target_os = "linux"))]
    let _ = by;
    #[cfg(target_os = "linux")]
    // SAFETY: plain system calls on the calling thread's own id, no memory is passed.
    unsafe {
        let thread = libc::syscall(libc::SYS_gettid) as libc::id_t;
        let niceness = libc::getpriority(libc::PRIO_PROCESS, thread);
        libc::setpriority(libc::PRIO_PROCESS, thread, (niceness + by).min(19));
    }
}
