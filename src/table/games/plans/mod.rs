//! Conditional moves (`/plan`): a player waiting for their opponent's move stores lines ("if they
//! play e7, I play e3h; then if e6, d5v"), sees them drawn as a tree, clears them; and the reply
//! planned for the move the opponent plays is played with it, in the same transaction
//! ([`follow`], called by every commit: see `service.rs`). What the plan is as a value (lines,
//! what a move leaves of it) is the store's ([`Plan`]); how a line is typed and the tree is
//! drawn, [`tree`]'s.
//!
//! The plan is kept with its game (the `plan` column, `store/plans.rs`) and every entry of the
//! log rewrites it in the version bump that checks it: so a plan stored a moment before the
//! opponent's move is played by it, one stored a moment after is refused as stale, and a plan is
//! gone once the game ends, whatever ends it. Planning never moves by itself.
//!
//! Decisions where the issue is silent:
//! - Only the player waiting for the opponent plans: on their own turn `/plan add` is refused
//!   ("it is your turn: move first"), since the line starts with the opponent's move. So a game
//!   holds at most one plan, the waiting player's.
//! - A line must end with the planner's reply (an opponent's move with no reply plans nothing).
//! - A line already held (or the start of a held line) is not stored twice and says so; a
//!   longer line replaces the line it goes on from. The cap is [`MAX_LINES`] lines of
//!   [`MAX_PLIES`] plies, said in the refusal.
//! - A planned reply that the rules refuse when its turn comes (it cannot happen: the position is
//!   the line's) drops the lines after that move and plays nothing.
//! - The channel reads the planned reply as a move of the planner's, after the opponent's move
//!   ("ann played e3h, planned."); the planner's clock gets the move's increment as for any
//!   move, having used no time.

pub mod tree;

use self::tree::plies;
use super::play::move_as_typed;
use crate::games::{AnyGame, Seat};
use crate::i18n::rules::Says;
use crate::i18n::Said;
use crate::key;
use crate::model::plan::{NotAdded, Plan, MAX_LINES, MAX_PLIES};
use crate::model::{EntryKind, GameRow, SeatSet};
use crate::say;
use crate::table::games::Games;
use crate::table::shared::Core;
use crate::table::shared::Form;
use crate::table::shared::{game_over, Answer, Entry};
use crate::table::shared::{Caller, Refusal, Reply};
use crate::text::clipped;
use crate::text::{marks, Text};

/// What an entry leaves of its game's plan.
pub(super) struct Followed {
    /// The reply the plan holds for the entry, when the entry is the opponent's move.
    pub reply: Option<PlannedReply>,
    /// The plan after the entry and its reply; `None`: no plan any more.
    pub rest: Option<Plan>,
}

/// A reply a plan plays.
pub(super) struct PlannedReply {
    pub seat: Seat,
    pub notation: String,
    /// The position after it.
    pub next: AnyGame,
}

impl PlannedReply {
    /// The reply as an entry of the log: an ordinary move of the planner's.
    pub(super) fn entry(&self) -> Entry<'_> {
        Entry {
            seat: self.seat,
            kind: EntryKind::Move,
            notation: &self.notation,
            next: self.next.clone(),
            draw_offers: SeatSet::EMPTY,
            post: None,
            aborted_by: None,
        }
    }

    /// What the channel reads of it: "ann played e3h, planned."
    pub(super) fn said(&self, row: &GameRow) -> Said {
        Said::new(key!("plan-played"))
            .with_mark("player", marks::name(row.name_of(self.seat)))
            .with("move", self.notation.clone())
    }
}

/// The plan of `row` once `entry` is in: the planned reply when the entry is the move the plan
/// waited for and begins one of its lines, and the lines that go on after it.
pub(super) fn follow(row: &GameRow, entry: &Entry<'_>) -> Followed {
    let none = Followed {
        reply: None,
        rest: None,
    };
    let Some(plan) = &row.plan else {
        return none;
    };
    let waited_for = entry.kind == EntryKind::Move
        && plan.version == row.version
        && entry.next.to_move() == Some(plan.seat())
        && !entry.next.is_over();
    if !waited_for {
        return none;
    }
    let (reply, rest) = plan.follow(entry.notation);
    let Some(reply) = reply else {
        return none;
    };
    let mut next = entry.next.clone();
    match next.play(&reply) {
        Ok(notation) => Followed {
            reply: Some(PlannedReply {
                seat: plan.seat(),
                notation,
                next,
            }),
            rest: (!rest.is_empty()).then_some(rest),
        },
        Err(e) => {
            tracing::warn!(game = row.id.0, reply, error = %e, "a planned reply is illegal: dropped");
            none
        }
    }
}

impl Games {
    /// Adds `line` to the caller's plan in their game in this channel, each move checked against
    /// the rules from the position now. Answered to the caller alone, with the plan drawn.
    pub async fn plan_add(&self, caller: &Caller, line: &str) -> Answer {
        let (row, seat) = self.planning(caller).await?;
        if row.state.to_move() == Some(seat) {
            return Err(Refusal::Said(Said::new(key!("plan-refusal-your-turn"))));
        }
        let typed = plies(row.kind, line);
        if typed.is_empty() {
            return Err(Refusal::Said(Said::new(key!("plan-refusal-empty"))));
        }
        if typed.len() > MAX_PLIES {
            return Err(Refusal::Said(
                Said::new(key!("plan-refusal-too-long"))
                    .with_number("plies", typed.len() as f64)
                    .with_number("most", MAX_PLIES as f64),
            ));
        }
        if typed.len() % 2 == 1 {
            return Err(Refusal::Said(Said::new(key!("plan-refusal-no-reply"))));
        }
        let mut position = row.state.clone();
        let mut moves = Vec::with_capacity(typed.len());
        for (at, ply) in typed.iter().enumerate() {
            let played = move_as_typed(ply).and_then(|ply| {
                position
                    .play(ply)
                    .map_err(|e| Refusal::Illegal { reason: e.said() })
            });
            match played {
                Ok(notation) => moves.push(notation),
                Err(Refusal::Illegal { reason }) => {
                    return Err(Refusal::Said(
                        Said::new(key!("plan-refusal-bad-move"))
                            .with_number("position", (at + 1) as f64)
                            .with("move", clipped(ply, crate::text::LONGEST_MOVE))
                            .with_said("reason", reason),
                    ))
                }
                Err(other) => return Err(other),
            }
            if position.is_over() && at + 1 < typed.len() {
                return Err(Refusal::Said(
                    Said::new(key!("plan-refusal-after-the-end"))
                        .with_number("position", (at + 2) as f64),
                ));
            }
        }
        let mut plan = current(&row, seat).unwrap_or_else(|| Plan::new(seat, row.version));
        let added = plan.add(moves).map_err(|no| match no {
            NotAdded::Clash(clash) => Refusal::Said(
                Said::new(key!("plan-refusal-clash"))
                    .with("theirs", clash.theirs)
                    .with("planned", clash.planned),
            ),
            NotAdded::Full => Refusal::Said(
                Said::new(key!("plan-refusal-full")).with_number("most", MAX_LINES as f64),
            ),
        })?;
        if added
            && self
                .store
                .set_plan(row.id, row.version, row.plan.as_ref(), Some(&plan))
                .await?
                .is_err()
        {
            return Err(self.core.moved_on(row.id).await);
        }
        let key = if added {
            key!("plan-added")
        } else {
            key!("plan-already")
        };
        let mut text = say!(
            caller.lang,
            key,
            lines = plan.lines.len() as f64,
            opponent = marks::name(row.name_of(opponent(seat)))
        );
        text.push_line(&drawn(&plan, caller, self.settings.tree_room));
        // The tree may be longer than a message's 2,000 characters: an embed's description.
        Ok(Reply {
            form: Form::Page,
            ..Reply::private(text, caller.lang)
        })
    }

    /// The caller's plan in their game in this channel, drawn as a tree, with the board now
    /// (from their side, as `/board` draws it); answered to them alone.
    pub async fn plan_show(&self, caller: &Caller) -> Answer {
        let (row, seat) = self.planning(caller).await?;
        let text = match current(&row, seat) {
            Some(plan) => {
                let mut text = say!(
                    caller.lang,
                    "plan-show-heading",
                    lines = plan.lines.len() as f64
                );
                text.push_line(&drawn(&plan, caller, self.settings.tree_room));
                text
            }
            None => say!(caller.lang, "plan-none"),
        };
        let shown = self.core.peek_from_side(&row, caller).await?;
        Ok(Reply {
            text,
            actions: Vec::new(),
            form: Form::Page,
            ..shown
        })
    }

    /// Clears the caller's plan in their game in this channel; answered to them alone.
    pub async fn plan_clear(&self, caller: &Caller) -> Answer {
        let (row, seat) = self.planning(caller).await?;
        let Some(plan) = current(&row, seat) else {
            return Ok(Reply::private(say!(caller.lang, "plan-none"), caller.lang));
        };
        if self
            .store
            .set_plan(row.id, row.version, row.plan.as_ref(), None)
            .await?
            .is_err()
        {
            return Err(self.core.moved_on(row.id).await);
        }
        Ok(Reply::private(
            say!(caller.lang, "plan-cleared", lines = plan.lines.len() as f64),
            caller.lang,
        ))
    }

    /// The caller's game in this channel and their seat, when they may plan in it: a game of
    /// two, under way.
    async fn planning(&self, caller: &Caller) -> Result<(GameRow, Seat), Refusal> {
        let row = self.core.my_game(caller).await?;
        let seat = Core::my_seat(&row, caller)?;
        if row.is_finished() {
            return Err(game_over(&row));
        }
        if row.seats.len() != 2 {
            return Err(Refusal::Said(Said::new(key!("plan-refusal-two-players"))));
        }
        Ok((row, seat))
    }
}

/// The other seat of a game of two.
fn opponent(seat: Seat) -> Seat {
    Seat(1 - seat.0.min(1))
}

/// `seat`'s plan in `row`, if it has one from the position now.
fn current(row: &GameRow, seat: Seat) -> Option<Plan> {
    row.plan
        .clone()
        .filter(|p| p.seat() == seat && p.version == row.version)
}

/// The plan's tree in a code block, as much as `room` holds ([`Plan::drawn`]), with how many
/// rows were left out.
fn drawn(plan: &Plan, caller: &Caller, room: Option<usize>) -> Text {
    let (rows, left_out) = plan.drawn(room);
    let mut text = Text::block(&rows);
    if left_out > 0 {
        text.push_line(&say!(caller.lang, "plan-show-more", rows = left_out as f64));
    }
    text
}
