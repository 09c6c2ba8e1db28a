//! Games that live for days: the clock each game is played with, the deadline of the player to
//! move, and the scheduler's round that reminds and finds the games out of time (which the games
//! end: `games/time_out.rs`).
//!
//! Decisions where the issue is silent:
//! - Correspondence style: each player has the game's time for each move; every move, time-out
//!   or resignation starts the next player's clock afresh. A move that arrives after its
//!   deadline is not played: the player has lost on time.
//! - One reminder per move, when 80 % of the time is used, for clocks of an hour and more.
//! - Downtime is not counted against anyone: when a process starts and finds that no process
//!   looked at the clocks for more than [`DOWNTIME_GRACE_MS`] (the bot was down), every running
//!   clock is moved on by the whole time it was down; reminders that fell due meanwhile are sent
//!   once, at once. While a process runs, it looks every second, so the heartbeat stays fresh.
//! - Exactly once: the scheduler finds what is due through an index on `alarm_at`, claims a
//!   reminder with a conditional update, and applies a time-out through the same versioned
//!   append as a move, so a move and a time-out racing for the same position cannot both land.

use std::sync::atomic::Ordering;

use super::Clocks;
use crate::model::GameRow;
use crate::say;
use crate::store::{NewPost, PostKind};
use crate::table::shared::{duration_words, Refusal};
use crate::table::shared::{next_alarm, reminder_marks, Reminders};
use crate::text::marks;

const MINUTE: i64 = 60_000;

/// How long no process may have looked at the clocks before the bot counts itself as having been
/// down, and moves every clock on by that time.
pub const DOWNTIME_GRACE_MS: i64 = MINUTE;
/// How many due games one round of the scheduler takes on.
const ROUND: usize = 200;

/// What one round of the scheduler did.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tick {
    pub reminded: usize,
    pub timed_out: usize,
    /// Time-outs saved by a day of auto-vacation.
    pub auto_vacations: usize,
    /// Vacations that ran out.
    pub vacations_ended: usize,
    /// The downtime the clocks were moved on by, if the bot had been down.
    pub downtime_ms: Option<i64>,
}

/// What one round of the clocks found: what it did, and the games whose time ran out, for the
/// games to end on time ([`crate::table::games::Games::time_out`]): the clocks tell, the games
/// commit.
#[derive(Debug, Default)]
pub struct Round {
    pub tick: Tick,
    /// The games whose player to move ran out of time (no day of auto-vacation saved them), as
    /// read in this round.
    pub out_of_time: Vec<GameRow>,
}

impl Clocks {
    /// One round of the clocks: counts a downtime if there was one, then reminds the players
    /// whose reminder is due, and finds the moves whose deadline passed (saved by a day of
    /// auto-vacation, or out of time). Reminders go to the outbox.
    pub(in crate::table) async fn round(&self) -> Result<Round, Refusal> {
        let now = self.store.now();
        let starting = !self.ticking.swap(true, Ordering::SeqCst);
        let mut tick = Tick {
            downtime_ms: self
                .store
                .heartbeat(now, DOWNTIME_GRACE_MS, starting)
                .await?,
            ..Tick::default()
        };
        tick.vacations_ended = self.end_due_vacations(now).await?;
        let mut out_of_time = Vec::new();
        for alarm in self.store.due_alarms(now, ROUND).await? {
            let Some(row) = self.store.game(alarm.game).await? else {
                continue;
            };
            if row.version != alarm.version || row.is_finished() {
                continue;
            }
            let Some(due) = row.due_at else {
                continue;
            };
            let late_ms = (now - alarm.alarm_at).max(0);
            metrics::histogram!(crate::metrics::SCHEDULER_LAG_SECONDS)
                .record(late_ms as f64 / 1000.0);
            if due <= now && self.auto_vacation(&row).await? {
                tick.auto_vacations += 1;
            } else if due <= now {
                out_of_time.push(row);
            } else {
                tick.reminded += usize::from(self.ring(&row, alarm.alarm_at, due, now).await?);
            }
        }
        if tick.reminded > 0 {
            self.posts.notify_one();
        }
        Ok(Round { tick, out_of_time })
    }

    /// The alarm of `row` rang before its deadline: posts the reminder of the player to move, once,
    /// if they chose the reminder that rang (else passes it over silently), and sets the alarm to
    /// the next one. True when a reminder was posted.
    async fn ring(
        &self,
        row: &GameRow,
        alarm_at: i64,
        due: i64,
        now: i64,
    ) -> Result<bool, Refusal> {
        let Some(seat) = row.state.to_move() else {
            return Ok(false);
        };
        let Some(sitter) = row.seats.iter().find(|s| s.seat == seat) else {
            return Ok(false);
        };
        // A game from before time banks knows its turn by its time per move.
        let turn_ms = row.turn_ms.or(row.clock.move_ms()).unwrap_or(0);
        let rung: Vec<Reminders> = reminder_marks(turn_ms, due)
            .into_iter()
            .filter(|(at, _)| *at == alarm_at)
            .map(|(_, whose)| whose)
            .collect();
        // No mark rang when the clock was moved on under a reminder due meanwhile (a downtime):
        // it comes once, and then only the deadline.
        let next = match rung.is_empty() {
            true => due,
            false => next_alarm(turn_ms, due, alarm_at),
        };
        let chosen = Reminders::from(self.store.clock_preferences(sitter.user).await?.reminders);
        let wanted = chosen != Reminders::None && (rung.is_empty() || rung.contains(&chosen));
        if !wanted {
            self.store
                .remind(row.id, row.version, alarm_at, next, None)
                .await?;
            return Ok(false);
        }
        let post = NewPost {
            channel: row.channel,
            kind: PostKind::Reminder,
            text: say!(
                row.lang,
                "clock-reminder",
                player = marks::name(&sitter.name),
                left = duration_words(row.lang, due - now),
                due = marks::moment(due)
            ),
            mention: vec![sitter.user],
            edit: None,
            recipient: None,
        };
        Ok(self
            .store
            .remind(row.id, row.version, alarm_at, next, Some(&post))
            .await?)
    }
}
