//! Players' preferences: `/notifications` and `/preferences` (only the caller sees them), and
//! what they change on the way of every move and every day: the side a player's own pictures are
//! drawn from (`/preferences board:`, [`Core::own_side`](crate::table::Core::own_side)), whether
//! their moves wait for Confirm (`/preferences confirm:`, read by `preview.rs`), mentions in the
//! game's thread left out for a player who turned them off, a direct message to the player to move
//! who asked for one (the board and a link to the game), a daily digest by direct message at the
//! hour they chose in their own time zone, and the mention in the game's thread when Discord
//! refuses a direct message.
//!
//! It owns what these say and when they are due; the rows are [`crate::store::preferences`]'s,
//! and the sending the outbox's (a post to a person: [`crate::store::NewPost::recipient`]).
//! `reminders` is only stored here: the scheduler ([`super::clock`]) obeys it.
//!
//! Decisions where the issue is silent:
//! - Time zones are IANA names (`Europe/Paris`, `America/New_York`, `UTC`), read by `jiff` with
//!   its own copy of the tz database (the same on every machine), so a digest at 08:00 stays at
//!   08:00 across daylight saving; autocomplete offers the names. A UTC offset would drift by an
//!   hour twice a year.
//! - A digest is due at the next whole `hour` in the zone after the moment it is claimed: a bot
//!   that was down for days sends one digest, not one per missed day. A day whose hour is skipped
//!   by daylight saving sends it at the hour after the gap.
//! - A digest with no game waiting for the player is not sent (the day is still claimed). It lists
//!   at most what fits one message, most urgent first (games without a clock last), and says how
//!   many more there are.
//! - Direct messages are written in the language the player used `/notifications` in; the board's
//!   card in a turn's DM in the game's, as in its thread. A DM has no buttons (a button acts only
//!   where its game is played): the link leads there.
//! - Games outside a server (against teban in a DM) send no turn DM: the player is already there.
//! - Mentions off leaves the player out of every mention a game's entry makes in its thread (moves,
//!   time-outs, the result); a reminder still mentions them (reminders have their own setting).
//! - A refused DM (50007) falls back to a mention in the game's thread (a digest's: the most urgent
//!   game's); the option is turned off and that is said once. A later refused turn DM (queued
//!   before the option went off) still mentions the player, without saying it again; a later
//!   refused digest says nothing.
//! - `/preferences board:` is `mine` by default: a seated player's `/board` (and the board
//!   button, `/game`, a preview) shows their start at the bottom; `classic` keeps the picture
//!   every public post shows, byte for byte. A spectator always gets the classic picture.
//! - `/preferences` and `/notifications` share one row per player; either keeps what the other
//!   chose. Both are per player, not per server.

use crate::key;
use crate::table::clocks::Clocks;
use crate::table::shared::Audience;
use jiff::tz::TimeZone;
use jiff::Timestamp;

use crate::games::Seat;
use crate::i18n::{Key, Lang, Said};
use crate::model::GameRow;
use crate::say;
use crate::store::{
    BoardSide, DirectOption, DueDigest, NewPost, PostKind, Preferences, ReminderTiming,
};
use crate::table::shared::Answer;
use crate::table::shared::{bounded_list_in, channel_link, games_line};
use crate::table::shared::{Caller, GameId, Place, Post, Refusal, Reply, UserId};
use crate::text::{marks, Text};

/// How many due digests one round takes on.
const DIGEST_ROUND: usize = 100;
/// The most games a digest looks at (far more than anyone plays at once).
const DIGEST_GAMES: usize = 200;
/// What the digest's hour option takes besides an hour.
pub const DIGEST_OFF: &str = "off";

/// What `/notifications` changes; `None` leaves a preference as it is.
#[derive(Clone, Debug, Default)]
pub struct NotificationsChange {
    pub reminders: Option<ReminderTiming>,
    pub turn_dm: Option<bool>,
    pub mentions: Option<bool>,
    /// The digest's hour as typed (`8`, `08:00`), or [`DIGEST_OFF`].
    pub digest: Option<String>,
    /// An IANA time zone name as typed.
    pub time_zone: Option<String>,
}

/// What `/preferences` changes; `None` leaves a preference as it is.
#[derive(Clone, Copy, Debug, Default)]
pub struct PreferencesChange {
    /// Moves wait for Confirm.
    pub confirm: Option<bool>,
    /// The side one's own pictures are drawn from.
    pub board: Option<BoardSide>,
}

/// The digest's hour typed by a player: `Some(None)` for off, `Some(Some(h))` for an hour.
pub fn digest_hour(typed: &str) -> Option<Option<u8>> {
    let typed = typed.trim().to_ascii_lowercase();
    if typed == DIGEST_OFF {
        return Some(None);
    }
    let hour = typed
        .strip_suffix(":00")
        .or_else(|| typed.strip_suffix('h'))
        .unwrap_or(&typed);
    hour.parse::<u8>().ok().filter(|h| *h < 24).map(Some)
}

/// The time zone named `typed` (any case), by its IANA name.
pub fn time_zone(typed: &str) -> Option<(TimeZone, String)> {
    let zone = TimeZone::get(typed.trim()).ok()?;
    let name = zone.iana_name().unwrap_or(typed.trim()).to_string();
    Some((zone, name))
}

/// The time zone names that contain `typed` (any case), at most `limit`, for autocomplete.
pub fn time_zone_suggestions(typed: &str, limit: usize) -> Vec<String> {
    let typed = typed.trim().to_ascii_lowercase();
    let mut names: Vec<String> = jiff::tz::db()
        .available()
        .map(|name| name.as_str().to_string())
        .filter(|name| name.to_ascii_lowercase().contains(&typed))
        .collect();
    names.sort_by_key(|name| (!name.to_ascii_lowercase().starts_with(&typed), name.clone()));
    names.truncate(limit);
    names
}

/// The digest's hours offered as a player types: `off`, then every hour as `HH:00`.
pub fn digest_suggestions(typed: &str) -> Vec<String> {
    let typed = typed.trim();
    std::iter::once(DIGEST_OFF.to_string())
        .chain((0..24).map(|h| format!("{h:02}:00")))
        .filter(|choice| choice.starts_with(typed))
        .collect()
}

/// When a digest at `hour` in `zone` is next due after `now` (ms), or `None` for a zone unknown.
pub fn next_digest(now: i64, hour: u8, zone: &str) -> Option<i64> {
    let (zone, _) = time_zone(zone)?;
    let now = Timestamp::from_millisecond(now).ok()?;
    let today = now.to_zoned_datetime(zone.clone()).date();
    [Some(today), today.tomorrow().ok()]
        .into_iter()
        .flatten()
        .filter_map(|day| {
            day.at(hour as i8, 0, 0, 0)
                .to_zoned_datetime(zone.clone())
                .ok()
        })
        .map(|at| at.timestamp())
        .find(|at| *at > now)
        .map(|at| at.as_millisecond())
}

impl Clocks {
    /// Shows the caller's notifications, after changing what `change` names (only they see it).
    /// A bad hour or time zone is refused and changes nothing.
    pub async fn notifications(&self, caller: &Caller, change: NotificationsChange) -> Answer {
        let lang = caller.lang;
        let user = caller.player.id;
        let mut p = self.store.preferences(user).await?;
        let hour = match change.digest.as_deref() {
            Some(typed) => Some(
                digest_hour(typed)
                    .ok_or_else(|| Refusal::Said(Said::new(key!("notify-refusal-bad-hour"))))?,
            ),
            None => None,
        };
        let zone = match change.time_zone.as_deref() {
            Some(typed) => Some(
                time_zone(typed)
                    .ok_or_else(|| Refusal::Said(Said::new(key!("notify-refusal-bad-time-zone"))))?
                    .1,
            ),
            None => None,
        };
        let changed = hour.is_some()
            || zone.is_some()
            || change.reminders.is_some()
            || change.turn_dm.is_some()
            || change.mentions.is_some();
        if changed {
            p.reminders = change.reminders.unwrap_or(p.reminders);
            p.turn_dm = change.turn_dm.unwrap_or(p.turn_dm);
            p.mentions = change.mentions.unwrap_or(p.mentions);
            p.digest_hour = hour.unwrap_or(p.digest_hour);
            p.time_zone = zone.unwrap_or(p.time_zone);
            p.digest_due_at = p
                .digest_hour
                .and_then(|h| next_digest(self.store.now(), h, &p.time_zone));
            p.lang = lang;
            self.store.set_preferences(user, &p).await?;
        }
        let mut lines = vec![say!(lang, "notify-title")];
        if changed {
            lines.push(say!(lang, "notify-saved"));
        }
        lines.extend(preference_lines(&p, lang));
        Ok(Reply {
            text: Text::join(lines, "\n"),
            audience: Audience::Caller,
            lang,
            ..Reply::default()
        })
    }

    /// Shows the caller's move preferences (confirm, board side), after changing what `change`
    /// names; only they see it.
    pub async fn preferences(&self, caller: &Caller, change: PreferencesChange) -> Answer {
        let lang = caller.lang;
        let user = caller.player.id;
        let mut p = self.store.preferences(user).await?;
        let changed = change.confirm.is_some() || change.board.is_some();
        if changed {
            p.confirm = change.confirm.unwrap_or(p.confirm);
            p.board = change.board.unwrap_or(p.board);
            self.store.set_preferences(user, &p).await?;
        }
        let on_off = |on: bool| say!(lang, on_or_off(on));
        let mut lines = vec![say!(lang, "preferences-title")];
        if changed {
            lines.push(say!(lang, "notify-saved"));
        }
        lines.extend([
            say!(lang, "preferences-line-confirm", value = on_off(p.confirm)),
            say!(
                lang,
                "preferences-line-board",
                value = say!(lang, board_side_key(p.board))
            ),
            say!(lang, "preferences-how-to-change"),
        ]);
        Ok(Reply::private(Text::join(lines, "\n"), lang))
    }

    /// What an entry that leaves `next` to move owes the game's players by their preferences:
    /// `mention` loses those who turned mentions off, and the player to move who asked for a
    /// direct message on their turn gets one (returned, for the entry's transaction).
    pub(in crate::table) fn by_preferences(
        row: &GameRow,
        mention: &mut Vec<UserId>,
        next: Option<Seat>,
    ) -> Vec<NewPost> {
        let notices = &row.notices;
        if notices.is_empty() {
            return Vec::new();
        }
        mention.retain(|u| notices.iter().all(|n| n.user != *u || n.mentions));
        let place = Place {
            guild: row.guild,
            channel: row.channel,
        };
        let (Some(seat), Some(link)) = (next, channel_link(place)) else {
            return Vec::new();
        };
        let to_move = row.seats.iter().find(|s| s.seat == seat).map(|s| s.user);
        notices
            .iter()
            .filter(|n| n.turn_dm && Some(n.user) == to_move)
            .map(|n| NewPost {
                channel: row.channel,
                kind: PostKind::TurnDm,
                text: say!(
                    n.lang,
                    "notify-turn-dm",
                    game = crate::table::shared::kind_and_variant(row.kind, &row.variant),
                    link = link.clone()
                ),
                mention: Vec::new(),
                edit: None,
                recipient: Some(n.user),
            })
            .collect()
    }

    /// Sends the digests that fell due (each claimed once, whatever the number of processes):
    /// how many were written to the outbox.
    pub async fn digests(&self) -> Result<usize, Refusal> {
        let now = self.store.now();
        let mut sent = 0;
        for digest in self.store.due_digests(now, DIGEST_ROUND).await? {
            let p = self.store.preferences(digest.user).await?;
            // A zone no longer known (the tz database dropped it) falls back to UTC.
            let next = p
                .digest_hour
                .and_then(|h| next_digest(now, h, &p.time_zone).or(next_digest(now, h, "UTC")));
            let Some(next) = next else { continue };
            let post = self.digest_post(digest, &p).await?;
            let game = post.as_ref().map(|(_, game)| *game);
            let post = post.map(|(post, _)| post);
            if self
                .store
                .claim_digest(digest, next, post.as_ref(), game)
                .await?
                && post.is_some()
            {
                sent += 1;
            }
        }
        if sent > 0 {
            self.posts.notify_one();
        }
        Ok(sent)
    }

    /// The digest of the player `digest` is for: every game where it is their turn, most urgent
    /// first, and the most urgent game (whose thread it falls back to); `None` when no game waits.
    async fn digest_post(
        &self,
        digest: DueDigest,
        p: &Preferences,
    ) -> Result<Option<(NewPost, GameId)>, Refusal> {
        let me = digest.user;
        let mut waiting = Vec::new();
        for (game, _, _) in self
            .store
            .active_games_of(me)
            .await?
            .into_iter()
            .take(DIGEST_GAMES)
        {
            let Some(row) = self.store.game(game).await? else {
                continue;
            };
            let to_move = row.state.to_move().filter(|_| !row.is_finished());
            if to_move.is_some_and(|seat| row.seats.iter().any(|s| s.seat == seat && s.user == me))
            {
                waiting.push(row);
            }
        }
        waiting.sort_by_key(|row| (row.due_at.is_none(), row.due_at, row.id));
        let Some(first) = waiting.first() else {
            return Ok(None);
        };
        let lines = waiting
            .iter()
            .map(|row| games_line(p.lang, row, me, true))
            .collect();
        let header = say!(p.lang, "notify-digest-header", count = waiting.len());
        let post = NewPost {
            channel: first.channel,
            kind: PostKind::Digest,
            text: bounded_list_in(p.lang, self.settings.list_room, header, lines),
            mention: Vec::new(),
            edit: None,
            recipient: Some(me),
        };
        Ok(Some((post, first.id)))
    }

    /// Discord refused the direct message `post` (its recipient closed their DMs, error 50007):
    /// it falls back to a mention in its game's thread, and the option it came from is turned
    /// off, which that mention says (once).
    pub async fn direct_refused(&self, post: &Post) -> Result<(), Refusal> {
        let (Some(user), Some(option)) = (post.recipient, DirectOption::of(post.kind)) else {
            return Ok(());
        };
        let row = match post.game {
            Some(game) => self.store.game(game).await?,
            None => None,
        };
        let lang = row.as_ref().map_or(Lang::En, |row| row.lang);
        let name = row
            .as_ref()
            .and_then(|row| row.seats.iter().find(|s| s.user == user))
            .map_or_else(|| user.to_string(), |s| s.name.clone());
        let fallback = |key: Key| NewPost {
            channel: post.channel,
            kind: PostKind::Fallback,
            text: say!(lang, key, player = marks::name(&name)),
            mention: vec![user],
            edit: None,
            recipient: None,
        };
        let (said, again) = match option {
            DirectOption::TurnDm => (
                fallback(key!("notify-dm-refused-turn")),
                Some(fallback(key!("notify-your-turn-here"))),
            ),
            DirectOption::Digest => (fallback(key!("notify-dm-refused-digest")), None),
        };
        let game = post.game;
        self.store
            .refuse_direct(post.id, user, option, &said, again.as_ref(), game)
            .await?;
        self.posts.notify_one();
        Ok(())
    }
}

/// "on" or "off", as a preference's line says it.
fn on_or_off(on: bool) -> Key {
    if on {
        key!("notify-on")
    } else {
        key!("notify-off")
    }
}

/// The words of when a player's reminders come, in `/notify`'s choices and lines.
pub fn reminders_key(timing: ReminderTiming) -> Key {
    match timing {
        ReminderTiming::Fifth => key!("notify-reminders-fifth"),
        ReminderTiming::DayAndHour => key!("notify-reminders-day-and-hour"),
        ReminderTiming::Never => key!("notify-reminders-none"),
    }
}

/// The words of the side a player's own pictures are drawn from, in `/board`'s choices and lines.
pub fn board_side_key(side: BoardSide) -> Key {
    match side {
        BoardSide::Mine => key!("preferences-board-mine"),
        BoardSide::Classic => key!("preferences-board-classic"),
    }
}

/// The caller's preferences, one line each, in `lang`.
fn preference_lines(p: &Preferences, lang: Lang) -> Vec<Text> {
    let on_off = |on: bool| say!(lang, on_or_off(on));
    let reminders = say!(lang, reminders_key(p.reminders));
    let digest = match (p.digest_hour, p.digest_due_at) {
        (Some(hour), Some(due)) => say!(
            lang,
            "notify-digest-at",
            hour = format!("{hour:02}:00"),
            zone = p.time_zone.as_str(),
            next = marks::moment(due)
        ),
        _ => say!(lang, "notify-off"),
    };
    vec![
        say!(lang, "notify-line-reminders", value = reminders),
        say!(lang, "notify-line-turn-dm", value = on_off(p.turn_dm)),
        say!(lang, "notify-line-digest", value = digest),
        say!(lang, "notify-line-zone", value = p.time_zone.as_str()),
        say!(lang, "notify-line-mentions", value = on_off(p.mentions)),
        say!(lang, "notify-how-to-change"),
    ]
}
