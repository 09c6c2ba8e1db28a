//! The `vacations` table: a player's vacations on a server, and the deadlines they move. A
//! vacation starts by an insert the unique index on vacations under way lets happen once, and
//! ends by a conditional update (`ended_at` still NULL) the player or the scheduler claims; the
//! games' deadlines it moves and the lines it owes their threads are written in the same
//! transaction as the claim.

use sqlx::Row;

use super::backend::Writing;
use super::claim::Claimed;
use super::outbox::About;
use super::{flag, is_set, GameId, GuildId, NewPost, Store, StoreError, UserId};

/// How many vacation days a year a server's members have unless its managers chose.
pub const VACATION_DAYS: i64 = 14;

/// A stored vacation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct VacationRow {
    pub id: i64,
    pub guild: GuildId,
    pub user: UserId,
    pub started_at: i64,
    pub until_at: i64,
    /// When it ended; `None`: under way.
    pub ended_at: Option<i64>,
    /// Taken by auto-vacation.
    pub auto: bool,
}

/// A game's deadline moved by a vacation: only if the game is still at `version` with the
/// deadline `was`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Shift {
    pub game: GameId,
    pub version: u32,
    pub was: i64,
    pub due_at: i64,
    pub alarm_at: i64,
}

const VACATION_COLUMNS: &str = "id, guild_id, user_id, started_at, until_at, ended_at, auto";

fn vacation_of(row: &sqlx::any::AnyRow) -> Result<VacationRow, sqlx::Error> {
    Ok(VacationRow {
        id: row.try_get("id")?,
        guild: row.try_get("guild_id")?,
        user: row.try_get("user_id")?,
        started_at: row.try_get("started_at")?,
        until_at: row.try_get("until_at")?,
        ended_at: row.try_get("ended_at")?,
        auto: is_set(row, "auto")?,
    })
}

impl Store {
    /// The vacations that meet `filter` (its `$n` bound to `values` in order).
    async fn vacations_where(
        &self,
        filter: &str,
        values: &[i64],
    ) -> Result<Vec<VacationRow>, StoreError> {
        let sql = format!("SELECT {VACATION_COLUMNS} FROM vacations WHERE {filter}");
        let mut query = sqlx::query(&sql);
        for value in values {
            query = query.bind(*value);
        }
        let rows = query.fetch_all(&self.pool).await?;
        Ok(rows.iter().map(vacation_of).collect::<Result<_, _>>()?)
    }

    /// The vacations of `user` on `guild` that started in `[from, to)`, oldest first.
    pub async fn vacations_of(
        &self,
        guild: GuildId,
        user: UserId,
        from: i64,
        to: i64,
    ) -> Result<Vec<VacationRow>, StoreError> {
        self.vacations_where(
            "guild_id = $1 AND user_id = $2 AND started_at >= $3 AND started_at < $4 \
             ORDER BY started_at",
            &[guild.stored(), user.stored(), from, to],
        )
        .await
    }

    /// The vacation of `user` on `guild` under way, if any.
    pub async fn vacation_under_way(
        &self,
        guild: GuildId,
        user: UserId,
    ) -> Result<Option<VacationRow>, StoreError> {
        let under_way = self
            .vacations_where(
                "guild_id = $1 AND user_id = $2 AND ended_at IS NULL",
                &[guild.stored(), user.stored()],
            )
            .await?;
        Ok(under_way.into_iter().next())
    }

    /// The vacations under way whose end came by `now`, the oldest end first, at most `limit`.
    pub async fn due_vacation_ends(
        &self,
        now: i64,
        limit: usize,
    ) -> Result<Vec<VacationRow>, StoreError> {
        self.vacations_where(
            "ended_at IS NULL AND until_at <= $1 ORDER BY until_at, id LIMIT $2",
            &[now, limit as i64],
        )
        .await
    }

    /// Starts `vacation` (its `id` and `ended_at` are ignored), moving the deadlines `shifts` and
    /// writing `posts`, all at once. With `needed`, the first shift must land (auto-vacation
    /// claims the time-out it saves). False, with nothing written, when the player is already on
    /// vacation there or a needed shift found its game moved on.
    pub async fn start_vacation(
        &self,
        vacation: &VacationRow,
        shifts: &[Shift],
        needed: bool,
        posts: &[(GameId, u32, NewPost)],
    ) -> Result<bool, StoreError> {
        let start = sqlx::query(
            "INSERT INTO vacations (guild_id, user_id, started_at, until_at, auto) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
        )
        .bind(vacation.guild)
        .bind(vacation.user)
        .bind(vacation.started_at)
        .bind(vacation.until_at)
        .bind(flag(vacation.auto));
        let Some(mut started) = self.claim(&[], start, self.now()).await? else {
            return Ok(false);
        };
        if !Self::shift_all(started.tx(), shifts).await? && needed {
            return Ok(false);
        }
        Self::lines(&mut started, posts).await?;
        started.commit().await
    }

    /// Ends `vacation` at `at` if it is still under way, moving the deadlines `shifts` back and
    /// writing `posts`, all at once. False when the player or another process ended it first.
    pub async fn end_vacation(
        &self,
        vacation: i64,
        at: i64,
        shifts: &[Shift],
        posts: &[(GameId, u32, NewPost)],
    ) -> Result<bool, StoreError> {
        let end =
            sqlx::query("UPDATE vacations SET ended_at = $1 WHERE id = $2 AND ended_at IS NULL")
                .bind(at)
                .bind(vacation);
        let Some(mut ended) = self.claim(&[], end, self.now()).await? else {
            return Ok(false);
        };
        Self::shift_all(ended.tx(), shifts).await?;
        Self::lines(&mut ended, posts).await?;
        ended.commit().await
    }

    /// Moves the deadlines `shifts` (each only where its game is still as it read it).
    pub async fn shift_deadlines(&self, shifts: &[Shift]) -> Result<(), StoreError> {
        let Writing {
            mut tx,
            turn: _writing,
        } = self.write(&[]).await?;
        Self::shift_all(&mut tx, shifts).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Moves the deadlines `shifts`; false when the first found its game moved on.
    async fn shift_all(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        shifts: &[Shift],
    ) -> Result<bool, StoreError> {
        let mut first = true;
        for (i, shift) in shifts.iter().enumerate() {
            let moved = Self::shift(tx, shift).await?;
            first &= i > 0 || moved;
        }
        Ok(first)
    }

    /// Writes each game's line, in the transaction of the vacation's claim.
    async fn lines(
        claimed: &mut Claimed<'_>,
        posts: &[(GameId, u32, NewPost)],
    ) -> Result<(), StoreError> {
        for (game, version, post) in posts {
            claimed
                .post(About::game_at(*game, *version), [post])
                .await?;
        }
        Ok(())
    }

    async fn shift(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        shift: &Shift,
    ) -> Result<bool, StoreError> {
        Ok(sqlx::query(
            "UPDATE games SET due_at = $1, alarm_at = $2 \
             WHERE id = $3 AND version = $4 AND due_at = $5 AND status = 'active'",
        )
        .bind(shift.due_at)
        .bind(shift.alarm_at)
        .bind(shift.game)
        .bind(shift.version as i64)
        .bind(shift.was)
        .execute(&mut **tx)
        .await?
        .rows_affected()
            == 1)
    }
}
