//! Takebacks by consent: `/takeback` asks the other players to let the caller take back their
//! last move; they answer with the request's **Accept** / **Decline** buttons; once every one
//! accepted, a `takeback` entry is appended to the log (the log stays append-only: replaying it
//! undoes the move before the takeback, see [`crate::record::Replay`]) and the same player moves
//! again. The request itself is kept beside the game ([`crate::store::TakebackRequest`]).
//!
//! Decisions where the issue is silent:
//! - Only the very last entry of the log can be taken back, and only by the player who made it
//!   (as Lichess does): once the next player has moved, the refusal says so. So a takeback never
//!   undoes anyone else's move.
//! - Every other seated player must accept (in 4-player Quoridor all three still playing; a
//!   resigned seat is not asked). teban below its master level accepts at once (against teban
//!   alone, the takeback is made as it is asked); against teban's master level, none.
//! - Allowed in unrated games; in rated games only where the server's managers turned
//!   `/settings takebacks:` on (off by default; a game outside any server, rated, never); never in
//!   a tournament's games. Checked when asked and again when accepted.
//! - One request per move: a request belongs to the game's version it was made at, so any entry
//!   lapses it, and it cannot be made again at the same version, pending or declined (a declined
//!   move cannot be asked again). A stale Accept (the game moved on) is refused saying where the
//!   game stands; the requester's own click and a stranger's are refused.
//! - The clock: the player who moves again starts a fresh turn at the takeback (a per-move clock
//!   gives the whole time per move again); a time bank is not refunded (what the taken-back move
//!   spent stays spent, its increment stays given). Draw offers are withdrawn, as by a move.
//! - A takeback never touches ratings (the game is unfinished).

use crate::ai::Level;
use crate::games::{AnyGame, Seat};
use crate::i18n::{Key, Said};
use crate::key;
use crate::model::{EntryKind, GameRow, SeatSet};
use crate::say;
use crate::store::{replayed, LogEntry, TakebackRequest};
use crate::table::games::Games;
use crate::table::shared::Clicked;
use crate::table::shared::Core;
use crate::table::shared::{check_place, game_over, seated_mask, Answer, Entry};
use crate::table::shared::{Action, ActionId, ActionStyle, Caller, Player, Refusal, Reply};
use crate::text::{marks, Text};

fn refusal(key: Key) -> Refusal {
    Refusal::Said(Said::new(key))
}

/// The seats teban holds, with the level it plays at there.
fn teban_seats(row: &GameRow) -> impl Iterator<Item = (Seat, Level)> + '_ {
    row.seats
        .iter()
        .filter_map(|s| Player::teban_level(s.user).map(|level| (s.seat, level)))
}

/// The seats whose acceptance a takeback of `seat`'s move needs: every other seat still playing
/// but teban's (which accepts at once).
fn needed(row: &GameRow, seat: Seat) -> SeatSet {
    let teban: SeatSet = teban_seats(row).map(|(s, _)| s).collect();
    seated_mask(row).without(seat).minus(teban)
}

/// The players of the seats in `mask`, joined with commas.
fn names_in(row: &GameRow, mask: SeatSet) -> Text {
    let names = row.seats.iter().filter(|s| mask.contains(s.seat));
    marks::names(names.map(|s| s.name.as_str()), ", ")
}

/// The move a takeback by `seat` would take back: the log's last entry, if it is `seat`'s move.
fn last_move_of(log: &[LogEntry], seat: Seat) -> Result<&LogEntry, Refusal> {
    match log.last() {
        Some(last) if last.kind == EntryKind::Move && last.seat == seat => Ok(last),
        _ if log
            .iter()
            .any(|e| e.kind == EntryKind::Move && e.seat == seat) =>
        {
            Err(refusal(key!("takeback-refusal-not-last")))
        }
        _ => Err(refusal(key!("takeback-refusal-no-move"))),
    }
}

impl Games {
    /// Whether `row` allows takebacks at all: not in a tournament, not against teban's master
    /// level, and when rated only where the server allows them.
    async fn allows_takebacks(&self, row: &GameRow) -> Result<(), Refusal> {
        if row.is_finished() {
            return Err(game_over(row));
        }
        if row.tournament.is_some() {
            return Err(refusal(key!("takeback-refusal-tournament")));
        }
        if teban_seats(row).any(|(_, level)| level == Level::Master) {
            return Err(refusal(key!("takeback-refusal-master")));
        }
        if row.rated {
            let allowed = match row.server() {
                Some(guild) => self.store.server_settings(guild).await?.takebacks,
                None => false,
            };
            if !allowed {
                return Err(refusal(key!("takeback-refusal-rated")));
            }
        }
        Ok(())
    }

    /// Whether a player of `row`, a game under way, may ask to take back a move at all (what
    /// [`Games::allows_takebacks`] checks): what a page offers.
    pub async fn takebacks_allowed(&self, row: &GameRow) -> Result<bool, Refusal> {
        match self.allows_takebacks(row).await {
            Ok(()) => Ok(true),
            Err(Refusal::Said(_) | Refusal::GameOver { .. }) => Ok(false),
            Err(refusal) => Err(refusal),
        }
    }

    /// The caller asks to take back their last move in their game in this channel: the other
    /// players are asked with Accept / Decline buttons (teban below master accepts at once).
    pub async fn ask_takeback(&self, caller: &Caller) -> Answer {
        let _turn = crate::table::shared::turn(&self.lanes, caller.place.channel).await;
        let row = self.core.my_game(caller).await?;
        self.ask_takeback_in(caller, row).await
    }

    /// The caller asks to take back their last move in `row`, whatever its version (refused
    /// once someone moved after it).
    pub(in crate::table) async fn ask_takeback_in(&self, caller: &Caller, row: GameRow) -> Answer {
        let seat = Core::my_seat(&row, caller)?;
        self.allows_takebacks(&row).await?;
        let log = self.store.log(row.id).await?;
        let taken = last_move_of(&log, seat)?.notation.clone();
        if let Some(asked) = self.request_at(&row).await? {
            return Err(refusal(if asked.declined {
                key!("takeback-refusal-declined")
            } else {
                key!("takeback-refusal-pending")
            }));
        }
        let needed = needed(&row, seat);
        if needed.is_empty() {
            let teban = teban_seats(&row)
                .map(|(s, _)| row.name_of(s))
                .next()
                .unwrap_or_default();
            return self.take_back(row, seat, &log, teban).await;
        }
        let teban = seated_mask(&row).without(seat).minus(needed);
        if !self
            .store
            .ask_takeback(row.id, row.version, seat, teban)
            .await?
        {
            return Err(self.core.moved_on(row.id).await);
        }
        self.core.changed(row.id, row.version);
        let (game, version, lang) = (row.id, row.version, row.lang);
        let button = |accept: bool, key: Key, style: ActionStyle| Action {
            id: ActionId::Takeback {
                game,
                version,
                accept,
            },
            label: crate::i18n::text(lang, key, &[]),
            style,
        };
        Ok(Reply {
            text: say!(
                lang,
                "takeback-asked",
                player = marks::name(caller.player.name.clone()),
                move = taken,
                players = names_in(&row, needed)
            ),
            actions: vec![
                button(true, key!("takeback-button-accept"), ActionStyle::Success),
                button(false, key!("takeback-button-decline"), ActionStyle::Danger),
            ],
            mention: row
                .seats
                .iter()
                .filter(|s| needed.contains(s.seat))
                .map(|s| s.user)
                .collect(),
            lang,
            ..Reply::default()
        })
    }

    /// The request standing in `row` at its version, if one was made there.
    async fn request_at(&self, row: &GameRow) -> Result<Option<TakebackRequest>, Refusal> {
        Ok(self
            .store
            .takeback_request(row.id)
            .await?
            .filter(|r| r.version == row.version))
    }

    /// A click on a takeback request's Accept (`accept`) or Decline in `row`, drawn at `version`.
    pub(in crate::table) async fn answer_takeback(
        &self,
        caller: &Caller,
        row: GameRow,
        version: u32,
        accept: bool,
    ) -> Answer {
        check_place(&row, caller.place)?;
        let seat = row.seat_of(caller.player.id).ok_or(Refusal::NotYourGame)?;
        if row.is_finished() {
            return Err(game_over(&row));
        }
        Core::check_seen(&row, Some(version))?;
        let asked = self
            .request_at(&row)
            .await?
            .ok_or(refusal(key!("takeback-refusal-none")))?;
        if asked.seat == seat {
            return Err(refusal(key!("takeback-refusal-own")));
        }
        Core::my_seat(&row, caller)?;
        if asked.declined {
            return Err(refusal(key!("takeback-refusal-declined-already")));
        }
        let needed = needed(&row, asked.seat);
        let log = self.store.log(row.id).await?;
        let taken = last_move_of(&log, asked.seat)?.notation.clone();
        let lang = row.lang;
        if !accept {
            if !self.store.decline_takeback(row.id, version, needed).await? {
                return Err(self.core.moved_on(row.id).await);
            }
            self.core.changed(row.id, row.version);
            return Ok(Reply {
                text: say!(
                    lang,
                    "takeback-declined",
                    player = marks::name(caller.player.name.clone()),
                    mover = marks::name(row.name_of(asked.seat)),
                    move = taken
                ),
                clicked: Clicked::Closed,
                lang,
                ..Reply::default()
            });
        }
        self.allows_takebacks(&row).await?;
        if asked.accepts.contains(seat) {
            return Err(refusal(key!("takeback-refusal-accepted-already")));
        }
        let accepts = self
            .store
            .accept_takeback(row.id, version, seat)
            .await?
            .ok_or(refusal(key!("takeback-refusal-none")))?;
        if needed.minus(accepts).is_empty() {
            return self
                .take_back(row, asked.seat, &log, caller.player.name.clone())
                .await;
        }
        Ok(Reply {
            text: say!(
                lang,
                "takeback-accepted-waiting",
                player = marks::name(caller.player.name.clone()),
                players = names_in(&row, needed.minus(accepts))
            ),
            lang,
            ..Reply::default()
        })
    }

    /// Takes back `seat`'s move, the last entry of `log` (checked by the caller): appends the
    /// `takeback` entry with the position before that move, and shows the game to its channel,
    /// saying that `by` accepted.
    async fn take_back(&self, row: GameRow, seat: Seat, log: &[LogEntry], by: String) -> Answer {
        let start = AnyGame::new(row.kind, Some(&row.variant)).map_err(|e| Refusal::failed(&e))?;
        let before = replayed(start, row.id, &log[..log.len().saturating_sub(1)])?;
        let taken = log.last().map(|e| e.notation.clone()).unwrap_or_default();
        let said = Said::new(key!("takeback-done"))
            .with_mark("player", marks::name(by))
            .with_mark("mover", marks::name(row.name_of(seat)))
            .with("move", taken);
        let entry = Entry {
            seat,
            kind: EntryKind::Takeback,
            notation: EntryKind::Takeback.as_str(),
            next: before,
            draw_offers: SeatSet::EMPTY,
            post: None,
            aborted_by: None,
        };
        let lang = row.lang;
        self.commit_said(row, entry, said, lang).await
    }
}
