//! The clocks' side of the store: which games the scheduler must look at (through the index on
//! `alarm_at`), the reminder claimed once by a conditional update in the same transaction as its
//! post, the heartbeat that tells how long the bot was down, and teban's turns.
//!
//! A turn of teban is claimed like a lease: `teban_at` is set to `now` when teban comes to move
//! (in the transaction of the move before), and a process that claims the turn moves it on to the
//! end of its claim. So exactly one process thinks about a game at a time, and when that process
//! dies the turn falls due again when its claim runs out and another process takes it over.

use super::backend::Writing;
use super::outbox::About;
use super::{GameId, NewPost, Store, StoreError};

/// A game whose alarm has rung: its version then, and the alarm.
#[derive(Clone, Copy, PartialEq, Eq, Debug, sqlx::FromRow)]
pub struct Alarm {
    #[sqlx(rename = "id")]
    pub game: GameId,
    #[sqlx(try_from = "i64")]
    pub version: u32,
    pub alarm_at: i64,
}

impl Store {
    /// The active games whose alarm rang by `now`, the oldest alarm first, at most `limit`.
    pub async fn due_alarms(&self, now: i64, limit: usize) -> Result<Vec<Alarm>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT id, version, alarm_at FROM games \
             WHERE alarm_at <= $1 AND status = 'active' ORDER BY alarm_at LIMIT $2",
        )
        .bind(now)
        .bind(limit as i64)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Claims the alarm of `game` at `version` (still `alarm_at`), moves it on to `next` (the
    /// next reminder, or the deadline) and writes its `post`, if any (a reminder the player did
    /// not choose is passed over silently). False when another process or a move got there
    /// first: nothing is written.
    pub async fn remind(
        &self,
        game: GameId,
        version: u32,
        alarm_at: i64,
        next: i64,
        post: Option<&NewPost>,
    ) -> Result<bool, StoreError> {
        let claim = sqlx::query(
            "UPDATE games SET alarm_at = $1 \
             WHERE id = $2 AND version = $3 AND alarm_at = $4 AND status = 'active'",
        )
        .bind(next)
        .bind(game)
        .bind(version as i64)
        .bind(alarm_at);
        let about = About::game_at(game, version);
        self.claim_and_post(&[], claim, self.now(), about, post)
            .await
    }

    /// Records that a process looks at the clocks at `now`. On a process's first look
    /// (`starting`), when no process looked for more than `grace` (the bot was down), every
    /// running clock is first moved on by the time since the last look, and that time is
    /// returned; reminders that fell due meanwhile stay due.
    pub async fn heartbeat(
        &self,
        now: i64,
        grace: i64,
        starting: bool,
    ) -> Result<Option<i64>, StoreError> {
        let Writing {
            mut tx,
            turn: _writing,
        } = self.write(&[]).await?;
        let seen: Option<i64> = sqlx::query_scalar("SELECT seen_at FROM heartbeat WHERE id = 1")
            .fetch_optional(&mut *tx)
            .await?;
        let downtime = seen
            .map(|seen| now - seen)
            .filter(|gap| starting && *gap > grace);
        if let Some(gap) = downtime {
            sqlx::query(
                "UPDATE games SET \
                 alarm_at = CASE WHEN alarm_at = due_at THEN alarm_at + $1 ELSE alarm_at END, \
                 due_at = due_at + $2 WHERE status = 'active' AND due_at IS NOT NULL",
            )
            .bind(gap)
            .bind(gap)
            .execute(&mut *tx)
            .await?;
        }
        sqlx::query(
            "INSERT INTO heartbeat (id, seen_at) VALUES (1, $1) \
             ON CONFLICT (id) DO UPDATE SET seen_at = CASE \
             WHEN excluded.seen_at > heartbeat.seen_at THEN excluded.seen_at \
             ELSE heartbeat.seen_at END",
        )
        .bind(now)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(downtime)
    }

    /// The games under way where teban's turn is due by `now` (nobody holds it), the longest
    /// waiting first, at most `limit`.
    pub async fn due_teban_turns(&self, now: i64, limit: usize) -> Result<Vec<GameId>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM games WHERE teban_at <= $1 AND status = 'active' \
             ORDER BY teban_at, id LIMIT $2",
        )
        .bind(now)
        .bind(limit as i64)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Claims teban's turn in `game` at `version` until `until`; false when the game moved on or
    /// another process holds the turn.
    pub async fn claim_teban_turn(
        &self,
        game: GameId,
        version: u32,
        now: i64,
        until: i64,
    ) -> Result<bool, StoreError> {
        let _writing = self.turn().await;
        let claimed = sqlx::query(
            "UPDATE games SET teban_at = $1 \
             WHERE id = $2 AND version = $3 AND status = 'active' AND teban_at <= $4",
        )
        .bind(until)
        .bind(game)
        .bind(version as i64)
        .bind(now)
        .execute(&self.pool)
        .await?
        .rows_affected();
        Ok(claimed == 1)
    }

    /// Hands back the claim on teban's turn in `game` at `version` that runs `until` (this
    /// process's, when it stops thinking): the turn is due at `now`, for any process to take at
    /// once. Nothing when the claim is no longer that one.
    pub async fn release_teban_turn(
        &self,
        game: GameId,
        version: u32,
        until: i64,
        now: i64,
    ) -> Result<(), StoreError> {
        let _writing = self.turn().await;
        sqlx::query(
            "UPDATE games SET teban_at = $1 WHERE id = $2 AND version = $3 AND teban_at = $4",
        )
        .bind(now)
        .bind(game)
        .bind(version as i64)
        .bind(until)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Clears the mark of a game at `version` where teban is not to move after all (a game the
    /// migration marked to be looked at).
    pub async fn clear_teban_turn(&self, game: GameId, version: u32) -> Result<(), StoreError> {
        let _writing = self.turn().await;
        sqlx::query("UPDATE games SET teban_at = NULL WHERE id = $1 AND version = $2")
            .bind(game)
            .bind(version as i64)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// How many games under way wait for teban's move (due or claimed): none once every turn of
    /// teban was made.
    pub async fn outstanding_teban_turns(&self) -> Result<u64, StoreError> {
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM games WHERE teban_at IS NOT NULL AND status = 'active'",
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(n as u64)
    }
}
