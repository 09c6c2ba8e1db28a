//! The `preferences` table: what each player chose with `/notifications` (when reminders come,
//! a direct message on their turn, a daily digest at an hour of their time zone, mentions in
//! their games' threads), one row per player who chose anything; a player without a row has
//! [`Preferences::default`]. Also the digests' claims and what a refused direct message changes,
//! each in one transaction with the post it writes.
//!
//! It owns the rows only: what a preference means (the digest's next hour in a time zone, what a
//! post says) is [`crate::table`]'s.

use sqlx::any::AnyRow;
use sqlx::Row;

use super::outbox::About;
use super::{flag, is_set, words, GameId, NewPost, PostKind, Store, StoreError, UserId};
use crate::i18n::Lang;

words! {
    /// When a player's reminders come (the `reminders` column): the scheduler reads it.
    pub enum ReminderTiming ("reminder timing") {
        /// When 80 % of the time is used (a fifth of it left).
        Fifth = "fifth",
        /// 24 hours and 1 hour before the deadline.
        DayAndHour = "day-and-hour",
        /// Never.
        Never = "none",
    }
}

words! {
    /// The side a player's own pictures are drawn from (the `board` column): `/board` and a
    /// move's preview, what they alone see.
    pub enum BoardSide ("board side") {
        /// From their seat: their start at the bottom.
        Mine = "mine",
        /// As every public post draws it (rank 1 at the bottom).
        Classic = "classic",
    }
}

/// A player's preferences as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preferences {
    pub reminders: ReminderTiming,
    /// A direct message when it is their turn.
    pub turn_dm: bool,
    /// Moves in their games mention them in the game's thread.
    pub mentions: bool,
    /// The hour of their daily digest (0-23 in `time_zone`); `None`: no digest.
    pub digest_hour: Option<u8>,
    /// An IANA time zone name (`Europe/Paris`), or `UTC`.
    pub time_zone: String,
    /// When the next digest is due (ms); `None` without a digest.
    pub digest_due_at: Option<i64>,
    /// One vacation day is taken rather than losing on time.
    pub auto_vacation: bool,
    /// The language their direct messages are written in.
    pub lang: Lang,
    /// Their moves are first shown to them alone, played on Confirm (`/preferences confirm:`).
    pub confirm: bool,
    /// The side their own pictures are drawn from (`/preferences board:`).
    pub board: BoardSide,
}

impl Default for Preferences {
    fn default() -> Self {
        Preferences {
            reminders: ReminderTiming::Fifth,
            turn_dm: false,
            mentions: true,
            digest_hour: None,
            time_zone: "UTC".to_string(),
            digest_due_at: None,
            auto_vacation: false,
            lang: Lang::En,
            confirm: false,
            board: BoardSide::Mine,
        }
    }
}

/// A digest that fell due: whose, and the due time its claim must still find.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DueDigest {
    pub user: UserId,
    pub due_at: i64,
}

/// Which option a direct message that Discord refused came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DirectOption {
    TurnDm,
    Digest,
}

const COLUMNS: &str = "reminders, turn_dm, mentions, digest_hour, time_zone, digest_due_at, \
     auto_vacation, lang, confirm, board";

fn preferences_of(r: &AnyRow) -> Result<Preferences, sqlx::Error> {
    Ok(Preferences {
        reminders: r.try_get("reminders")?,
        turn_dm: is_set(r, "turn_dm")?,
        mentions: is_set(r, "mentions")?,
        digest_hour: r
            .try_get::<Option<i64>, _>("digest_hour")?
            .map(|h| h.clamp(0, 23) as u8),
        time_zone: r.try_get("time_zone")?,
        digest_due_at: r.try_get("digest_due_at")?,
        auto_vacation: is_set(r, "auto_vacation")?,
        lang: r.try_get("lang")?,
        confirm: is_set(r, "confirm")?,
        board: r.try_get("board")?,
    })
}

impl Store {
    /// `user`'s preferences (the defaults where they chose nothing).
    pub async fn preferences(&self, user: UserId) -> Result<Preferences, StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM preferences WHERE user_id = $1");
        let row = sqlx::query(&sql)
            .bind(user)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(row) => preferences_of(&row)?,
            None => Preferences::default(),
        })
    }

    /// Stores `user`'s preferences.
    pub async fn set_preferences(&self, user: UserId, p: &Preferences) -> Result<(), StoreError> {
        let _writing = self.turn().await;
        sqlx::query(
            "INSERT INTO preferences (user_id, reminders, turn_dm, mentions, digest_hour, \
             time_zone, digest_due_at, auto_vacation, lang, confirm, board, updated_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) \
             ON CONFLICT (user_id) DO UPDATE SET reminders = excluded.reminders, \
             turn_dm = excluded.turn_dm, mentions = excluded.mentions, \
             digest_hour = excluded.digest_hour, time_zone = excluded.time_zone, \
             digest_due_at = excluded.digest_due_at, auto_vacation = excluded.auto_vacation, \
             lang = excluded.lang, confirm = excluded.confirm, board = excluded.board, \
             updated_at = excluded.updated_at",
        )
        .bind(user)
        .bind(p.reminders)
        .bind(flag(p.turn_dm))
        .bind(flag(p.mentions))
        .bind(p.digest_hour.map(i64::from))
        .bind(&p.time_zone)
        .bind(p.digest_due_at)
        .bind(flag(p.auto_vacation))
        .bind(p.lang)
        .bind(flag(p.confirm))
        .bind(p.board)
        .bind(self.now())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The digests due by `now`, the most overdue first, at most `limit` (through the index on
    /// `digest_due_at`).
    pub async fn due_digests(&self, now: i64, limit: usize) -> Result<Vec<DueDigest>, StoreError> {
        let rows = sqlx::query(
            "SELECT user_id, digest_due_at FROM preferences \
             WHERE digest_due_at IS NOT NULL AND digest_due_at <= $1 \
             ORDER BY digest_due_at LIMIT $2",
        )
        .bind(now)
        .bind(limit as i64)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(DueDigest {
                    user: r.try_get("user_id")?,
                    due_at: r.try_get("digest_due_at")?,
                })
            })
            .collect::<Result<_, sqlx::Error>>()
            .map_err(Into::into)
    }

    /// Claims `digest` (still due at the time it was found) by moving it to `next`, and writes
    /// its `post` (none when no game waits for the player) in the same transaction. False when
    /// another process claimed it first, or the player changed it meanwhile: nothing is written.
    pub async fn claim_digest(
        &self,
        digest: DueDigest,
        next: i64,
        post: Option<&NewPost>,
        game: Option<GameId>,
    ) -> Result<bool, StoreError> {
        let claim = sqlx::query(
            "UPDATE preferences SET digest_due_at = $1 WHERE user_id = $2 AND digest_due_at = $3",
        )
        .bind(next)
        .bind(digest.user)
        .bind(digest.due_at);
        let about = About::game(game);
        self.claim_and_post(&[], claim, self.now(), about, post)
            .await
    }

    /// Discord refused the direct message `post` to `user` (they closed their DMs): the post is
    /// settled, the `option` it came from turned off, and `said` (the mention in the game's
    /// thread that says so) written, only where the option was still on; otherwise `again`, if
    /// any. All in one transaction, so it is said once. False when the post was settled already.
    pub async fn refuse_direct(
        &self,
        post: i64,
        user: UserId,
        option: DirectOption,
        said: &NewPost,
        again: Option<&NewPost>,
        game: Option<GameId>,
    ) -> Result<bool, StoreError> {
        let now = self.now();
        let settle =
            sqlx::query("UPDATE outbox SET sent_at = $1 WHERE id = $2 AND sent_at IS NULL")
                .bind(now)
                .bind(post);
        let Some(mut settled) = self.claim(&[], settle, now).await? else {
            return Ok(false);
        };
        let off = match option {
            DirectOption::TurnDm => "turn_dm = 0 WHERE user_id = $2 AND turn_dm = 1",
            DirectOption::Digest => {
                "digest_hour = NULL, digest_due_at = NULL WHERE user_id = $2 \
                 AND digest_hour IS NOT NULL"
            }
        };
        let turned_off = sqlx::query(&format!("UPDATE preferences SET updated_at = $1, {off}"))
            .bind(now)
            .bind(user)
            .execute(&mut **settled.tx())
            .await?
            .rows_affected()
            == 1;
        let fallback = if turned_off { Some(said) } else { again };
        let about = About::game(game);
        settled.post(about, fallback).await?;
        settled.commit().await
    }
}

impl DirectOption {
    /// The option a direct post of `kind` came from.
    pub fn of(kind: PostKind) -> Option<DirectOption> {
        match kind {
            PostKind::TurnDm => Some(DirectOption::TurnDm),
            PostKind::Digest => Some(DirectOption::Digest),
            _ => None,
        }
    }
}

/// What the clocks read of a player's preferences.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ClockPreferences {
    pub reminders: ReminderTiming,
    pub auto_vacation: bool,
}

impl Store {
    /// `user`'s preferences for the clocks (the defaults without a row).
    pub async fn clock_preferences(&self, user: UserId) -> Result<ClockPreferences, StoreError> {
        let chosen = self.preferences(user).await?;
        Ok(ClockPreferences {
            reminders: chosen.reminders,
            auto_vacation: chosen.auto_vacation,
        })
    }

    /// Turns `user`'s auto-vacation on or off.
    pub async fn set_auto_vacation(&self, user: UserId, on: bool) -> Result<(), StoreError> {
        let now = self.now();
        let _writing = self.turn().await;
        sqlx::query(
            "INSERT INTO preferences (user_id, auto_vacation, updated_at) VALUES ($1, $2, $3) \
             ON CONFLICT (user_id) DO UPDATE SET auto_vacation = excluded.auto_vacation, \
             updated_at = excluded.updated_at",
        )
        .bind(user)
        .bind(flag(on))
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
