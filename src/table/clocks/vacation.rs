//! Vacation: `/vacation start [days]`, `/vacation end`, `/vacation auto:`, the days each member
//! of a server has a year, and what the scheduler does about vacations (ends them when they run
//! out; takes a day of auto-vacation when a player's time would run out). While a player is on
//! vacation their clocks do not run in their games on that server: the deadline of each game where
//! they are to move moves on by the vacation (back by what is left of it when they end it early),
//! and a turn that comes to them meanwhile starts when the vacation ends (`time_bank.rs`). Each
//! of their games gets a line in its thread when a vacation starts and when it ends, written in
//! the same transaction as the claim (see `store/vacations.rs`) and delivered by the outbox.
//!
//! Decisions where the issue is silent:
//! - "A year" is the 365 days before now (no double allowance around New Year's Day).
//! - Days are counted whole or part: a vacation under way counts the days it was started for; one
//!   ended early counts the days (or parts of days) it lasted.
//! - `/vacation start` without days takes 7 days, or fewer when fewer are left.
//! - Auto-vacation is one day starting when the time ran out: like `/vacation start 1`, it stops
//!   the player's clocks in all their games there, and the line says it was taken automatically.
//! - A game that forbids vacation (a tournament's) gets no line and its clocks run on.
//! - A move landing in the same instant as a vacation's start is caught up with by whichever of
//!   the two commits last: the vacation looks again at the games that moved on since it read
//!   them, and a move whose player to move is on a vacation it did not see moves its own
//!   deadline ([`Clocks::vacation_missed`]); the turn's time then runs from the vacation's end.

use crate::games::Seat;
use crate::i18n::{Lang, Said};
use crate::key;
use crate::model::{GameId, GameRow, GuildId, UserId};
use crate::say;
use crate::store::{NewPost, PostKind, Shift, VacationRow};
use crate::table::clocks::Clocks;
use crate::table::shared::next_alarm;
use crate::table::shared::Answer;
use crate::table::shared::Audience;
use crate::table::shared::{Caller, Refusal, Reply};
use crate::text::{marks, Mark, Text};

const DAY: i64 = 24 * 60 * 60 * 1000;
/// What "a year" of vacation days counts back over.
const YEAR: i64 = 365 * DAY;
/// A vacation started without days.
const DEFAULT_DAYS: i64 = 7;
/// The most games of a player a vacation moves.
const GAMES: usize = 500;
/// How many vacations one round of the scheduler ends.
const ROUND: usize = 200;

/// Whole or part days a vacation counts.
fn days_of(v: &VacationRow) -> i64 {
    let end = v.ended_at.unwrap_or(v.until_at);
    ((end - v.started_at + DAY - 1) / DAY).max(1)
}

/// `ms` as a date and time, which each front end writes its way.
fn when(ms: i64) -> Mark {
    marks::date(ms)
}

/// The seat `user` plays at in `row`, if they still play.
fn playing_seat(row: &GameRow, user: UserId) -> Option<Seat> {
    row.seat_of(user)
        .filter(|seat| !row.resigned.contains(*seat))
}

/// The deadline of `row` moved by `by` when `user` is to move in it; `after`: the moment (in the
/// moved frame) after which its reminders are still to come.
fn shifted(row: &GameRow, user: UserId, by: i64, after: i64) -> Option<Shift> {
    let due = row.due_at?;
    (row.state.to_move() == playing_seat(row, user)).then_some(())?;
    let turn_ms = row.turn_ms.or(row.clock.move_ms()).unwrap_or(0);
    let due_at = due + by;
    Some(Shift {
        game: row.id,
        version: row.version,
        was: due,
        due_at,
        alarm_at: next_alarm(turn_ms, due_at, after),
    })
}

/// The deadline of `row`, where `user` is to move, moved for `vacation` when the turn did not
/// see it (a move that landed in the instant the vacation started): the turn's time runs from
/// the vacation's end, or, for a turn that began before the vacation, stops while it lasts.
/// `None` when the deadline already allows for it.
fn caught_up(row: &GameRow, user: UserId, vacation: &VacationRow) -> Option<Shift> {
    let due = row.due_at?;
    let seat = playing_seat(row, user)?;
    (row.state.to_move() == Some(seat)).then_some(())?;
    let turn_ms = row.turn_ms.or(row.clock.move_ms())?;
    let began = due - turn_ms;
    let by = vacation.until_at - began.max(vacation.started_at);
    (by > 0).then(|| Shift {
        game: row.id,
        version: row.version,
        was: due,
        due_at: due + by,
        alarm_at: next_alarm(turn_ms, due + by, vacation.until_at),
    })
}

impl Clocks {
    /// After a move: when the player now to move is on a vacation the move did not see (it read
    /// the game just before the vacation started), their turn starts when the vacation ends.
    pub(in crate::table) async fn vacation_missed(&self, row: &mut GameRow) -> Result<(), Refusal> {
        let (Some(guild), Some(seat), Some(_), true) =
            (row.guild, row.state.to_move(), row.due_at, row.vacation)
        else {
            return Ok(());
        };
        let now = self.store.now();
        let user = row.seats.iter().find(|s| s.seat == seat).map(|s| s.user);
        let Some(user) = user.filter(|u| *u < crate::store::MACHINE_IDS) else {
            return Ok(());
        };
        if crate::table::shared::away_until(row, seat, now).is_some() {
            return Ok(());
        }
        let Some(vacation) = self.store.vacation_under_way(guild, user).await? else {
            return Ok(());
        };
        if let Some(shift) = caught_up(row, user, &vacation) {
            self.store.shift_deadlines(&[shift]).await?;
            row.due_at = Some(shift.due_at);
        }
        Ok(())
    }

    /// How many vacation days `user` has left on `guild` at `now`; `None` when the server gives
    /// none.
    pub async fn vacation_days_left(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<i64>, Refusal> {
        let allowance = self.store.server_settings(guild).await?.vacation_days;
        if allowance <= 0 {
            return Ok(None);
        }
        let now = self.store.now();
        let used: i64 = self
            .store
            .vacations_of(guild, user, now - YEAR, i64::MAX)
            .await?
            .iter()
            .map(days_of)
            .sum();
        Ok(Some((allowance - used).max(0)))
    }

    /// The caller's games on `guild` that vacation applies to.
    async fn vacation_games(&self, guild: GuildId, user: UserId) -> Result<Vec<GameRow>, Refusal> {
        Ok(self
            .store
            .unfinished_games_of(user, Some(guild), GAMES)
            .await?
            .into_iter()
            .filter(|row| row.vacation && playing_seat(row, user).is_some())
            .collect())
    }

    /// One line in each of `rows`' threads.
    fn vacation_lines(
        rows: &[GameRow],
        line: impl Fn(Lang) -> Text,
    ) -> Vec<(GameId, u32, NewPost)> {
        rows.iter()
            .map(|row| {
                let post = NewPost {
                    channel: row.channel,
                    kind: PostKind::Vacation,
                    text: line(row.lang),
                    mention: Vec::new(),
                    edit: None,
                    recipient: None,
                };
                (row.id, row.version, post)
            })
            .collect()
    }

    /// Starts a vacation of `user` (`name`) on `guild` from now until `until`; with `saving`,
    /// auto-vacation claims that game's time-out (the vacation starts only if it is still due).
    /// False when it could not start (already on vacation, or the game moved on).
    async fn begin_vacation(
        &self,
        guild: GuildId,
        (user, name): (UserId, &str),
        until: i64,
        saving: Option<&GameRow>,
    ) -> Result<bool, Refusal> {
        let now = self.store.now();
        let rows = self.vacation_games(guild, user).await?;
        let by = until - now;
        let mut shifts: Vec<Shift> = Vec::new();
        if let Some(row) = saving {
            match shifted(row, user, by, now + by) {
                Some(shift) => shifts.push(shift),
                None => return Ok(false),
            }
        }
        shifts.extend(
            rows.iter()
                .filter(|row| saving.is_none_or(|s| s.id != row.id))
                .filter_map(|row| shifted(row, user, by, now + by)),
        );
        let key = if saving.is_some() {
            key!("vacation-line-auto")
        } else {
            key!("vacation-line-start")
        };
        let posts = Self::vacation_lines(&rows, |lang| {
            Said::new(key)
                .with_mark("player", marks::name(name))
                .with_mark("until", when(until))
                .text(lang)
        });
        let vacation = VacationRow {
            id: 0,
            guild,
            user,
            started_at: now,
            until_at: until,
            ended_at: None,
            auto: saving.is_some(),
        };
        let started = self
            .store
            .start_vacation(&vacation, &shifts, saving.is_some(), &posts)
            .await?;
        if started {
            // A move that landed since the games were read began a turn the shifts missed.
            let read: Vec<(GameId, u32)> = rows.iter().map(|r| (r.id, r.version)).collect();
            let missed: Vec<Shift> = self
                .vacation_games(guild, user)
                .await?
                .iter()
                .filter(|row| !read.contains(&(row.id, row.version)))
                .filter_map(|row| caught_up(row, user, &vacation))
                .collect();
            if !missed.is_empty() {
                self.store.shift_deadlines(&missed).await?;
            }
        }
        if started && !posts.is_empty() {
            self.posts.notify_one();
        }
        Ok(started)
    }

    /// Ends `vacation` at `now`: the clocks it stopped run again from now (their deadlines move
    /// back by what was left of it), and each game gets its line. False when it was already over.
    async fn finish_vacation(&self, vacation: &VacationRow, name: &str) -> Result<bool, Refusal> {
        let now = self.store.now().min(vacation.until_at);
        let rows = self.vacation_games(vacation.guild, vacation.user).await?;
        let back = vacation.until_at - now;
        let shifts: Vec<Shift> = match back {
            0 => Vec::new(),
            back => rows
                .iter()
                .filter_map(|row| shifted(row, vacation.user, -back, now - 1))
                .collect(),
        };
        let posts = Self::vacation_lines(&rows, |lang| {
            Said::new(key!("vacation-line-end"))
                .with_mark("player", marks::name(name))
                .text(lang)
        });
        let ended = self
            .store
            .end_vacation(vacation.id, now, &shifts, &posts)
            .await?;
        if ended && !posts.is_empty() {
            self.posts.notify_one();
        }
        Ok(ended)
    }

    /// `/vacation start [days]`: the caller's clocks stop in all their games on this server.
    pub async fn start_vacation(&self, caller: &Caller, days: Option<i64>) -> Answer {
        let guild = caller
            .place
            .guild
            .ok_or(Refusal::Said(Said::new(key!("vacation-refusal-no-server"))))?;
        let me = &caller.player;
        let Some(left) = self.vacation_days_left(guild, me.id).await? else {
            return Err(Refusal::Said(Said::new(key!("vacation-refusal-off"))));
        };
        if let Some(on) = self.store.vacation_under_way(guild, me.id).await? {
            return Err(Refusal::Said(
                Said::new(key!("vacation-refusal-already")).with_mark("until", when(on.until_at)),
            ));
        }
        let days = days.unwrap_or(DEFAULT_DAYS.min(left));
        if days < 1 || days > left {
            return Err(Refusal::Said(
                Said::new(key!("vacation-refusal-days")).with_number("left", left as f64),
            ));
        }
        let until = self.store.now() + days * DAY;
        if !self
            .begin_vacation(guild, (me.id, me.name.as_str()), until, None)
            .await?
        {
            return Err(Refusal::Said(
                Said::new(key!("vacation-refusal-already")).with_mark("until", when(until)),
            ));
        }
        self.vacation_reply(
            caller,
            guild,
            say!(caller.lang, "vacation-started", until = when(until)),
        )
        .await
    }

    /// `/vacation end`: the caller's clocks run again from now.
    pub async fn end_vacation(&self, caller: &Caller) -> Answer {
        let guild = caller
            .place
            .guild
            .ok_or(Refusal::Said(Said::new(key!("vacation-refusal-no-server"))))?;
        let me = &caller.player;
        let on = self.store.vacation_under_way(guild, me.id).await?;
        let ended = match on {
            Some(on) => self.finish_vacation(&on, &me.name).await?,
            None => false,
        };
        if !ended {
            return Err(Refusal::Said(Said::new(key!("vacation-refusal-not-on"))));
        }
        self.vacation_reply(caller, guild, say!(caller.lang, "vacation-ended"))
            .await
    }

    /// `/vacation auto:on|off`: whether a day of vacation is taken when the caller's time would
    /// run out.
    pub async fn set_auto_vacation(&self, caller: &Caller, on: bool) -> Answer {
        self.store.set_auto_vacation(caller.player.id, on).await?;
        let said = match on {
            true => say!(caller.lang, "vacation-auto-on"),
            false => say!(caller.lang, "vacation-auto-off"),
        };
        match caller.place.guild {
            Some(guild) => self.vacation_reply(caller, guild, said).await,
            None => Ok(Reply {
                text: said,
                audience: Audience::Caller,
                lang: caller.lang,
                ..Reply::default()
            }),
        }
    }

    /// `said`, then the caller's days left on `guild`, for the caller alone.
    async fn vacation_reply(&self, caller: &Caller, guild: GuildId, said: Text) -> Answer {
        let mut text = said;
        if let Some(line) = self
            .vacation_days_line(guild, caller.player.id, caller.lang)
            .await?
        {
            text.push_line(&line);
        }
        Ok(Reply {
            text,
            audience: Audience::Caller,
            lang: caller.lang,
            ..Reply::default()
        })
    }

    /// "Vacation: 11 days left this year" (nothing where the server gives no vacation), as
    /// `/profile` and `/games` show it.
    pub(in crate::table) async fn vacation_days_line(
        &self,
        guild: GuildId,
        user: UserId,
        lang: Lang,
    ) -> Result<Option<Text>, Refusal> {
        Ok(self
            .vacation_days_left(guild, user)
            .await?
            .map(|left| say!(lang, "vacation-days-left", count = left)))
    }

    /// The scheduler's part: ends the vacations that ran out by now, each once. How many it ended.
    pub(super) async fn end_due_vacations(&self, now: i64) -> Result<usize, Refusal> {
        let mut ended = 0;
        for vacation in self.store.due_vacation_ends(now, ROUND).await? {
            let name = self.player_name(&vacation).await?;
            ended += usize::from(self.finish_vacation(&vacation, &name).await?);
        }
        Ok(ended)
    }

    /// The name of a player on vacation, as their games seat them.
    async fn player_name(&self, vacation: &VacationRow) -> Result<String, Refusal> {
        let rows = self.vacation_games(vacation.guild, vacation.user).await?;
        Ok(rows
            .iter()
            .find_map(|row| row.seat_of(vacation.user).map(|seat| row.name_of(seat)))
            .unwrap_or_else(|| vacation.user.to_string()))
    }

    /// Before the player to move in `row` loses on time: when they chose auto-vacation and have a
    /// day left there (and the game allows vacation), one day is taken and said in the thread.
    /// True when the time-out is saved (by this process or another).
    pub(in crate::table) async fn auto_vacation(&self, row: &GameRow) -> Result<bool, Refusal> {
        let (Some(guild), Some(seat), true) = (row.guild, row.state.to_move(), row.vacation) else {
            return Ok(false);
        };
        let Some(sitter) = row.seats.iter().find(|s| s.seat == seat) else {
            return Ok(false);
        };
        if !self
            .store
            .clock_preferences(sitter.user)
            .await?
            .auto_vacation
            || self
                .vacation_days_left(guild, sitter.user)
                .await?
                .unwrap_or(0)
                < 1
        {
            return Ok(false);
        }
        let until = self.store.now() + DAY;
        if self
            .begin_vacation(guild, (sitter.user, sitter.name.as_str()), until, Some(row))
            .await?
        {
            return Ok(true);
        }
        // Another process may have saved it first: then the deadline moved on.
        let now = self.store.now();
        Ok(self
            .store
            .game(row.id)
            .await?
            .is_some_and(|fresh| fresh.due_at.is_some_and(|due| due > now)))
    }
}
