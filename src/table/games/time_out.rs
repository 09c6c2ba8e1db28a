//! A game lost on time: the time-out entry, committed like a move, whether the scheduler's round
//! found it due ([`Table::tick`](crate::table::Table::tick)) or a move arrived after its deadline.
//! The clocks say when a turn is due and whether a day of vacation saves it
//! ([`Clocks`](crate::table::clocks::Clocks)); the games end it, through the one commit.

use crate::model::{EntryKind, GameRow, SeatSet};
use crate::say;
use crate::store::PostKind;
use crate::table::games::Games;
use crate::table::shared::Entry;
use crate::table::shared::{Refusal, Reply};
use crate::text::marks;

impl Games {
    /// The player to move in `row` ran out of time: with two players the other wins on time; with
    /// more, the player leaves the table and the others play on. Written to the log as a
    /// `timeout` entry and posted to the channel. `None` when the game moved on meanwhile (the
    /// player moved just in time: exactly one of the two lands).
    pub(in crate::table) async fn time_out(&self, row: GameRow) -> Result<Option<Reply>, Refusal> {
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
                if self.clocks.auto_vacation(row).await? {
                    // A day of vacation saved the player: their move is played on a retry.
                    return Err(self.core.moved_on(row.id).await);
                }
                self.time_out(row.clone()).await?;
                Err(Refusal::OutOfTime { due_at: due })
            }
            _ => Ok(()),
        }
    }
}
