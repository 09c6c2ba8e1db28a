//! The `analyses` table: analyses of games by the engine, queued by a player, claimed with a
//! lease by whichever process's scheduler finds them first (like teban's turns in
//! [`super::clocks`]), and stored once done, with the post that shows them written to the outbox
//! in the same transaction ([`Store::finish_analysis`]). The result is stored as the table hands
//! it over (JSON text): what it means is [`crate::ai::analysis`]'s, what it says
//! [`crate::table`]'s.
//!
//! Exactly once: a claim is a conditional update (nobody holds the analysis, or their lease ran
//! out), and only the first process to store a result does (the update needs `done_at IS NULL`);
//! a second one, whose lease ran out while it still thought, finds nothing to update and writes
//! no post. A game has at most one analysis waiting (a partial unique index) and one per version.

use sqlx::Row;

use super::outbox::About;
use super::{GameId, GuildId, NewPost, Store, StoreError, UserId};

/// A stored analysis, waiting or done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisRow {
    pub id: i64,
    pub game: GameId,
    /// The game's version analysed.
    pub version: u32,
    pub guild: Option<GuildId>,
    pub requested_by: UserId,
    /// Only this user reads it (an unfinished game's analysis, by direct message).
    pub recipient: Option<UserId>,
    pub queued_at: i64,
    pub claimed_until: Option<i64>,
    pub done_at: Option<i64>,
    /// The result as JSON, once done.
    pub analysis: Option<String>,
}

/// An analysis to queue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewAnalysis {
    pub game: GameId,
    pub version: u32,
    pub guild: Option<GuildId>,
    pub requested_by: UserId,
    pub recipient: Option<UserId>,
}

/// What queuing an analysis came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Queuing {
    /// Queued, with its id.
    Queued(i64),
    /// The game already has one: waiting or running (not done), or done at this version.
    Exists(AnalysisRow),
    /// The server has `limit` analyses waiting already.
    ServerFull { limit: u32 },
    /// The requester has `limit` analyses waiting already.
    PlayerFull { limit: u32 },
}

const COLUMNS: &str = "id, game_id, version, guild_id, requested_by, recipient_id, queued_at, \
     claimed_until, done_at, analysis";

fn row_of(r: &sqlx::any::AnyRow) -> Result<AnalysisRow, sqlx::Error> {
    Ok(AnalysisRow {
        id: r.try_get("id")?,
        game: r.try_get("game_id")?,
        version: r.try_get::<i64, _>("version")? as u32,
        guild: r.try_get("guild_id")?,
        requested_by: r.try_get("requested_by")?,
        recipient: r.try_get("recipient_id")?,
        queued_at: r.try_get("queued_at")?,
        claimed_until: r.try_get("claimed_until")?,
        done_at: r.try_get("done_at")?,
        analysis: r.try_get("analysis")?,
    })
}

impl Store {
    /// Queues `new` unless the game already has an analysis waiting (or one done at this
    /// version), or its server or requester has as many waiting as they may (`server_cap`,
    /// `player_cap`). Checked and written in one transaction, so two requests at once queue one.
    pub async fn queue_analysis(
        &self,
        new: &NewAnalysis,
        server_cap: u32,
        player_cap: u32,
        now: i64,
    ) -> Result<Queuing, StoreError> {
        let mut writing = self.write(&[super::backend::Guard::Analyses]).await?;
        let tx = &mut writing.tx;
        let existing = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM analyses WHERE game_id = $1 \
             AND (done_at IS NULL OR version = $2) ORDER BY done_at IS NULL DESC LIMIT 1"
        ))
        .bind(new.game)
        .bind(i64::from(new.version))
        .fetch_optional(&mut **tx)
        .await?;
        if let Some(row) = existing {
            return Ok(Queuing::Exists(row_of(&row)?));
        }
        if let Some(guild) = new.guild {
            let waiting: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM analyses WHERE guild_id = $1 AND done_at IS NULL",
            )
            .bind(guild)
            .fetch_one(&mut **tx)
            .await?;
            if waiting >= i64::from(server_cap) {
                return Ok(Queuing::ServerFull { limit: server_cap });
            }
        }
        let waiting: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM analyses WHERE requested_by = $1 AND done_at IS NULL",
        )
        .bind(new.requested_by)
        .fetch_one(&mut **tx)
        .await?;
        if waiting >= i64::from(player_cap) {
            return Ok(Queuing::PlayerFull { limit: player_cap });
        }
        let queued: i64 = sqlx::query_scalar(
            "INSERT INTO analyses (game_id, version, guild_id, requested_by, recipient_id, \
             queued_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
        )
        .bind(new.game)
        .bind(i64::from(new.version))
        .bind(new.guild)
        .bind(new.requested_by)
        .bind(new.recipient)
        .bind(now)
        .fetch_one(&mut **tx)
        .await?;
        writing.tx.commit().await?;
        Ok(Queuing::Queued(queued))
    }

    /// The analysis of `game` at `version`, waiting or done.
    pub async fn analysis_of(
        &self,
        game: GameId,
        version: u32,
    ) -> Result<Option<AnalysisRow>, StoreError> {
        let row = sqlx::query(&format!(
            "SELECT {COLUMNS} FROM analyses WHERE game_id = $1 AND version = $2"
        ))
        .bind(game)
        .bind(i64::from(version))
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.as_ref().map(row_of).transpose()?)
    }

    /// Claims the oldest waiting analysis that nobody holds at `now`, until `until`.
    pub async fn claim_analysis(
        &self,
        now: i64,
        until: i64,
    ) -> Result<Option<AnalysisRow>, StoreError> {
        let _writing = self.turn().await;
        let sql = format!(
            "UPDATE analyses SET claimed_until = $1 WHERE id IN ( \
                 SELECT id FROM analyses WHERE done_at IS NULL \
                 AND (claimed_until IS NULL OR claimed_until <= $2) \
                 ORDER BY queued_at, id LIMIT 1{}) \
             AND done_at IS NULL AND (claimed_until IS NULL OR claimed_until <= $2) \
             RETURNING {COLUMNS}",
            self.backend.skip_locked()
        );
        let row = sqlx::query(&sql)
            .bind(until)
            .bind(now)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.as_ref().map(row_of).transpose()?)
    }

    /// Holds the claim on a running analysis until `until` (its process still thinks), or lets
    /// go of it (`None`: it could not be made now, and the next round may claim it again).
    pub async fn hold_analysis(&self, analysis: i64, until: Option<i64>) -> Result<(), StoreError> {
        let _writing = self.turn().await;
        sqlx::query("UPDATE analyses SET claimed_until = $1 WHERE id = $2 AND done_at IS NULL")
            .bind(until)
            .bind(analysis)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Drops an analysis that can never be made (its game is gone or its log damaged).
    pub async fn drop_analysis(&self, analysis: i64) -> Result<(), StoreError> {
        let _writing = self.turn().await;
        sqlx::query("DELETE FROM analyses WHERE id = $1 AND done_at IS NULL")
            .bind(analysis)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Stores the result of `analysis` and writes `post` (about its game at `version`) in the
    /// same transaction; false, and nothing written, when another process stored it first.
    pub async fn finish_analysis(
        &self,
        analysis: i64,
        result: &str,
        post: &NewPost,
        game: GameId,
        version: u32,
        now: i64,
    ) -> Result<bool, StoreError> {
        let store = sqlx::query(
            "UPDATE analyses SET analysis = $1, done_at = $2, claimed_until = NULL \
             WHERE id = $3 AND done_at IS NULL",
        )
        .bind(result)
        .bind(now)
        .bind(analysis);
        let about = About::game_at(game, version);
        self.claim_and_post(&[], store, now, about, [post]).await
    }

    /// How many analyses wait or run: none once every queued one is done.
    pub async fn waiting_analyses(&self) -> Result<u64, StoreError> {
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM analyses WHERE done_at IS NULL")
            .fetch_one(&self.pool)
            .await?;
        Ok(n as u64)
    }
}
