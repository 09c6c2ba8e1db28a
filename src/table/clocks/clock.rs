//! Games that live for days: the clock each game is played with, the deadline of the player to
//! move, and the scheduler that reminds and ends games on time.
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

use crate::say;
use crate::store::{EntryKind, GameRow, NewPost, PostKind, SeatSet};
use crate::table::shared::Entry;
use crate::table::shared::{duration_words, Refusal, Reply, Table};
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

impl Table {
    /// One round of the scheduler: counts a downtime if there was one, then reminds the players
    /// whose reminder is due and ends on time the moves whose deadline passed. Reminders and
    /// results go to the outbox.
    pub async fn tick(&self) -> Result<Tick, Refusal> {
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
                tick.timed_out += usize::from(self.time_out(row).await?.is_some());
            } else {
                tick.reminded += usize::from(self.ring(&row, alarm.alarm_at, due, now).await?);
            }
        }
        if tick.reminded + tick.timed_out > 0 {
            self.posts.notify_one();
        }
        Ok(tick)
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

    /// The player to move in `row` ran out of time: with two players the other wins on time; with
    /// more, the player leaves the table and the others play on. Written to the log as a
    /// `timeout` entry and posted to the channel. `None` when the game moved on meanwhile (the
    /// player moved just in time: exactly one of the two lands).
    pub(super) async fn time_out(&self, row: GameRow) -> Result<Option<Reply>, Refusal> {
        let Some(seat) = row.state.to_move() else {
            return Ok(None);
        };
        let mut next = row.state.clone();
        next.time_out(seat);
        let entry = Entry {
            seat,
            kind: EntryKind::Timeout,
            notation: "timeout",
            next,
            draw_offers: SeatSet::EMPTY,
            post: Some(PostKind::Timeout),
            aborted_by: None,
        };
        let said = say!(
            row.lang,
            "clock-timed-out",
            player = marks::name(row.name_of(seat))
        );
        match self.commit(row, entry, said).await {
            Ok(reply) => Ok(Some(reply)),
            Err(Refusal::Stale { .. }) => Ok(None),
            Err(other) => Err(other),
        }
    }

    /// Before a move is played: when its deadline has passed, the player has lost on time (the
    /// time-out is applied now, if the scheduler has not yet), and the move is refused.
    pub(in crate::table) async fn check_time(&self, row: &GameRow) -> Result<(), Refusal> {
        let now = self.store.now();
        match row.due_at {
            Some(due) if due <= now && !row.is_finished() => {
                if self.auto_vacation(row).await? {
                    // A day of vacation saved the player: their move is played on a retry.
                    return Err(self.moved_on(row.id).await);
                }
                self.time_out(row.clone()).await?;
                Err(Refusal::OutOfTime { due_at: due })
            }
            _ => Ok(()),
        }
    }
}
