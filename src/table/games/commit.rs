//! Committing an entry to a game's log, the one way every flow changes a game: the entry, and the
//! reply its game's plan holds for it (`plans/`) in the same transaction; the clocks after them,
//! the posts they owe (the channel's, the next player's direct message, a game's end), the reply
//! that shows the game after them. The other services commit their entries (a time-out, a
//! takeback, an abort) through [`Games::commit`] too.

use crate::i18n::{Lang, Said};
use crate::model::{Append, Deadline, EntryKind, GameRow, Plan, UserId};
use crate::store::{NewPost, PostKind, Stale};
use crate::table::clocks::Clocks;
use crate::table::games::Games;
use crate::table::shared::away_until;
use crate::table::shared::{Announcement, Happened, Refusal, Reply};
use crate::table::shared::{Answer, Entry};
use crate::text::Text;

/// How many times an entry is tried again when only its game's plan changed meanwhile (each try
/// needs its planner to change the plan again within one commit's time).
const PLAN_RETRIES: usize = 4;

/// `entry` as the model's transition takes it: with the banks and clock after it and the plan.
fn appended<'a>(
    entry: &'a Entry<'_>,
    (banks, deadline): &'a (Vec<i64>, Deadline),
    plan: Option<&'a Plan>,
) -> Append<'a> {
    Append {
        seat: entry.seat,
        kind: entry.kind,
        notation: entry.notation,
        state: &entry.next,
        draw_offers: entry.draw_offers,
        deadline: *deadline,
        banks,
        aborted_by: entry.aborted_by,
        plan,
    }
}

impl Games {
    /// Commits `entry` to the game's log unless another request got there first (then refused as
    /// stale, saying where the game stands now), and shows the game after it: `text`, then the
    /// outcome or who is to move (mentioned; everyone once the game is over or aborted). When the
    /// entry owes the channel a post (teban's moves, time-outs, a manager's abort), the same words
    /// go to the outbox in the same transaction, and the deliverer is woken. A player's move does
    /// too, held for its answer, where [`Settings::held_announcements`] asks for it.
    pub(in crate::table) async fn commit(
        &self,
        row: GameRow,
        entry: Entry<'_>,
        text: Text,
    ) -> Answer {
        let lang = row.lang;
        self.commit_with(row, entry, text.clone(), text, lang).await
    }

    /// [`Games::commit`] with the words said: in the game's language for the channel (and the
    /// outbox), in `reply_lang` for the reply (a manager's abort answered only to them).
    pub(super) async fn commit_said(
        &self,
        row: GameRow,
        entry: Entry<'_>,
        said: Said,
        reply_lang: Lang,
    ) -> Answer {
        let (posted, replied) = (said.text(row.lang), said.text(reply_lang));
        self.commit_with(row, entry, posted, replied, reply_lang)
            .await
    }

    async fn commit_with(
        &self,
        mut row: GameRow,
        entry: Entry<'_>,
        text: Text,
        reply_text: Text,
        reply_lang: Lang,
    ) -> Answer {
        // A plan changed while this entry was on its way (its planner added or cleared a line):
        // the game is where it was, so the entry still holds; its plan is read again.
        for _ in 0..PLAN_RETRIES {
            match self
                .commit_planned(&row, &entry, &text, &reply_text, reply_lang)
                .await?
            {
                Ok(reply) => return Ok(reply),
                Err(stale) if stale.now == row.version => match self.store.game(row.id).await? {
                    Some(fresh) if fresh.version == row.version => row.plan = fresh.plan,
                    _ => break,
                },
                Err(_) => break,
            }
        }
        Err(self.core.moved_on(row.id).await)
    }

    /// One try of [`Games::commit_with`]: the entry, and the reply its game's plan holds for it
    /// (see [`super::plans`]) in the same transaction, or [`Stale`].
    async fn commit_planned(
        &self,
        row: &GameRow,
        entry: &Entry<'_>,
        text: &Text,
        reply_text: &Text,
        reply_lang: Lang,
    ) -> Result<Result<Reply, Stale>, Refusal> {
        // The number of the entry's move, if it is one: the game's next ply before it.
        let played_ply = row.state.ply() + 1;
        let followed = super::plans::follow(row, entry);
        let planned = followed.reply.as_ref().map(|r| (r.entry(), r.said(row)));
        let (mut text, mut reply_text) = (text.clone(), reply_text.clone());
        if let Some((_, said)) = &planned {
            text.push_line(&said.text(row.lang));
            reply_text.push_line(&said.text(reply_lang));
        }
        let entries: Vec<&Entry<'_>> = std::iter::once(entry)
            .chain(planned.as_ref().map(|(e, _)| e))
            .collect();
        let last = entries[entries.len() - 1];
        let ends = last.next.is_over() || last.aborted_by.is_some();
        let next = last.next.to_move().filter(|_| !ends);
        let mut mention: Vec<UserId> = match next {
            Some(seat) => row
                .seats
                .iter()
                .filter(|s| s.seat == seat)
                .map(|s| s.user)
                .collect(),
            None => row.seats.iter().map(|s| s.user).collect(),
        };
        // Players' notifications: mentions turned off, a direct message on their turn.
        let direct = Clocks::by_preferences(row, &mut mention, next);
        // A player's move answered by an interaction that may fail is held in the outbox too.
        let held = entry.post.is_none()
            && entry.kind == EntryKind::Move
            && self.settings.held_announcements;
        let mut posts: Vec<NewPost> = entry
            .post
            .or(held.then_some(PostKind::Answer))
            .map(|kind| NewPost {
                channel: row.channel,
                kind,
                text: text.clone(),
                mention: mention.clone(),
                edit: None,
                recipient: None,
            })
            .into_iter()
            .collect();
        // Each mover's bank gets its increment; the next player's clock starts now (a planned
        // reply's turn begins and ends at once).
        let now = self.store.now();
        let clock = row.clock;
        let mut banks = row.banks.clone();
        let mut deadline = Deadline {
            due_at: row.due_at,
            alarm_at: None,
            turn_ms: row.turn_ms,
        };
        let mut turns = Vec::with_capacity(entries.len());
        for e in &entries {
            match e.kind {
                EntryKind::Move => banks = clock.after_move(&banks, e.seat, deadline, now),
                EntryKind::Timeout => banks = clock.out_of_time(&banks, e.seat),
                _ => {}
            }
            let ended = e.next.is_over() || e.aborted_by.is_some();
            deadline = match e.next.to_move().filter(|_| !ended) {
                Some(seat) => clock.turn(&banks, seat, now, away_until(row, seat, now)),
                None => Deadline::default(),
            };
            turns.push((banks.clone(), deadline));
        }
        let plan = followed.rest.as_ref();
        if ends {
            // The game as the entries leave it, for what its end owes channels.
            let ended = entries
                .iter()
                .zip(&turns)
                .fold(row.clone(), |game, (e, turn)| {
                    game.after(&appended(e, turn, plan), now)
                });
            posts.extend(self.ending_posts(&ended).await?);
        }
        posts.extend(direct);
        let committed = match &planned {
            None => {
                self.store
                    .append(row, appended(entry, &turns[0], plan), &posts)
                    .await?
            }
            Some((reply, _)) => {
                self.store
                    .append_planned(
                        row,
                        (appended(entry, &turns[0], plan), &[]),
                        (appended(reply, &turns[1], plan), &posts),
                    )
                    .await?
            }
        };
        // The game as stored now (see `GameRow::after`).
        let mut row = match committed {
            Ok(after) => after,
            Err(stale) => return Ok(Err(stale)),
        };
        let version = row.version;
        for _ in entries.iter().filter(|e| e.kind == EntryKind::Move) {
            metrics::counter!(crate::metrics::MOVES_APPLIED, "game" => row.kind.name())
                .increment(1);
        }
        // The answer shows the move and the reply its plan held for it as the last move.
        row.last_entry = Some(
            entries
                .iter()
                .map(|e| e.notation)
                .collect::<Vec<_>>()
                .join(", "),
        );
        self.clocks.vacation_missed(&mut row).await?;
        if !posts.is_empty() {
            self.posts.notify_one();
        }
        self.core.changed(row.id, version);
        let mut reply = self.core.show_in(&row, reply_text, reply_lang).await;
        let game = row.id;
        reply.happened = match entry.kind {
            _ if ends => Happened::Ended { game },
            EntryKind::Move => Happened::Moved {
                game,
                ply: played_ply,
                notation: entry.notation.to_string(),
            },
            _ => Happened::Said,
        };
        reply.mention = mention;
        reply.announcement = held.then_some(Announcement {
            game: row.id,
            version,
        });
        reply.after = Some(Box::new(row));
        Ok(Ok(reply))
    }

    /// What a game's end owes channels besides the answer: its line in the parent channel edited
    /// to the result (a game in a thread), and its replay (when the server wants one).
    async fn ending_posts(&self, ended: &GameRow) -> Result<Vec<NewPost>, Refusal> {
        let mut posts: Vec<NewPost> = Self::line_post(ended).into_iter().collect();
        posts.extend(self.replay_post(ended).await?);
        Ok(posts)
    }
}
