//! A game's move log: appending entries (the one versioned transaction every change goes
//! through, with its rating, clock and outbox post), draw offers, reading and replaying the log.

use sqlx::{Any, Row, Transaction};

use super::backend::{self, Backend, Guard, Writing};
use super::column::kind_named;
use super::games::{banks_text, teban_turn};
use super::{
    replayed, words, Append, EntryKind, GameId, GameRow, LogEntry, NewPost, Plan, Scope, SeatSet,
    Stale, Store, StoreError,
};
use crate::games::AnyGame;

words! {
    /// Whether a game is under way (the `status` column of `games`; the queries that look for
    /// games under way say `'active'` in their text).
    enum GameStatus ("game status") {
        Active = "active",
        /// Decided, drawn or aborted.
        Finished = "finished",
    }
}

/// The version bump of every change to a game, writing the game as [`GameRow::after`] computes
/// it: only if it is still at the version its writer read (`$12`), under way, and its plan still
/// the one its writer read (`$17`, empty for none: a plan changed meanwhile leaves the version as
/// it was, see [`Store::append`]).
macro_rules! bump_sql {
    () => {
        "UPDATE games SET version = version + 1, state = $1, draw_offers = $2, resigned = $3, \
         updated_at = $4, status = $5, outcome = $6, finished_at = $7, due_at = $8, \
         alarm_at = $9, aborted_by = $10, teban_at = $13, turn_ms = $14, banks = $15, \
         plan = $16 WHERE id = $11 AND version = $12 AND status = 'active' \
         AND COALESCE(plan, '') = $17"
    };
}
const BUMP: &str = bump_sql!();
/// The bump and its log entry at once (PostgreSQL): `seq` is null when the game had moved on,
/// and `now` is then its version (the sub-statements all see the game as it was before); the
/// other processes are told of the entry when it is logged (see [`super::changes`]).
const BUMP_AND_LOG: &str = concat!(
    "WITH bumped AS (",
    bump_sql!(),
    " RETURNING id), logged AS (INSERT INTO moves \
     (game_id, seq, ply, seat, entry, notation, played_at) \
     SELECT id, $18, $19, $20, $21, $22, $4 FROM bumped RETURNING seq) \
     SELECT (SELECT seq FROM logged) AS seq, (SELECT version FROM games WHERE id = $11) AS now, \
     (SELECT pg_notify($23, $24) FROM logged) AS told"
);

/// The version bump of `game` to `after` (what [`GameRow::after`] made of it with `change`):
/// `sql` is [`BUMP`], or [`BUMP_AND_LOG`] with the log entry still to bind. Only what a game row
/// does not hold is read from `change` (the status, the scheduler's alarm, teban's turn).
fn bump<'q>(
    sql: &'q str,
    game: &GameRow,
    after: &GameRow,
    change: &Append<'_>,
) -> Result<sqlx::query::Query<'q, Any, sqlx::any::AnyArguments<'q>>, StoreError> {
    let state =
        serde_json::to_string(&after.state).map_err(|e| StoreError::Corrupt(e.to_string()))?;
    let over = change.ends();
    let now = after.updated_at;
    Ok(sqlx::query(sql)
        .bind(state)
        .bind(after.draw_offers)
        .bind(after.resigned)
        .bind(now)
        .bind(if over {
            GameStatus::Finished
        } else {
            GameStatus::Active
        })
        .bind(
            after
                .state
                .outcome()
                .map(|o| serde_json::to_string(&o).unwrap_or_default()),
        )
        .bind(over.then_some(now))
        .bind(after.due_at)
        .bind(change.deadline.alarm_at.filter(|_| !over))
        .bind(after.aborted_by)
        .bind(game.id)
        .bind(game.version as i64)
        .bind(teban_turn(&after.state, after.seats.iter().map(|s| s.user), now).filter(|_| !over))
        .bind(after.turn_ms)
        .bind((!after.banks.is_empty()).then(|| banks_text(&after.banks)))
        .bind(Plan::column(after.plan.as_ref())?)
        .bind(Plan::column(game.plan.as_ref())?.unwrap_or_default()))
}

impl Store {
    /// Appends one entry to a game's log if the game is still at the version `game` was read at
    /// (and its plan still `game.plan`), with the position after it; when the position is over,
    /// finishes the game and, if rated, updates the ladder. All in one transaction, committed
    /// before this returns the game after it (see [`GameRow::after`]). A [`Stale`] whose `now`
    /// is `game.version` means that only the game's plan changed meanwhile: the writer reads the
    /// game again and retries.
    pub async fn append(
        &self,
        game: &GameRow,
        change: Append<'_>,
        posts: &[NewPost],
    ) -> Result<Result<GameRow, Stale>, StoreError> {
        // A plain move on PostgreSQL (the game goes on, nothing is owed a channel): the version
        // bump and the log entry in one statement, one round trip instead of four. The plan is
        // checked and rewritten by the same bump. (A time-out also marks its seat out of time,
        // which the one statement leaves alone: it takes the transaction.)
        if self.backend == Backend::Postgres
            && !change.ends()
            && posts.is_empty()
            && change.kind != EntryKind::Timeout
        {
            let after = game.after(&change, self.now());
            let query = bump(BUMP_AND_LOG, game, &after, &change)?
                .bind(after.version as i64)
                .bind(game.state.ply() as i64)
                .bind(i64::from(change.seat.0))
                .bind(change.kind)
                .bind(change.notation);
            let row = self
                .bind_told(query, game.id, after.version)
                .fetch_one(&self.pool)
                .await?;
            return Ok(match row.try_get::<Option<i64>, _>("seq")? {
                Some(_) => Ok(after),
                None => Err(Stale {
                    now: row.try_get::<Option<i64>, _>("now")?.unwrap_or_default() as u32,
                }),
            });
        }
        self.append_all(game, &[(&change, posts)]).await
    }

    /// [`Store::append`] of an opponent's move (`change`) and of the reply planned for it
    /// (`reply`, on the game once `change` is in), in one transaction: both land or neither does,
    /// and no other request finds the game between them. Returns the game after both.
    pub async fn append_planned(
        &self,
        game: &GameRow,
        (change, change_posts): (Append<'_>, &[NewPost]),
        (reply, reply_posts): (Append<'_>, &[NewPost]),
    ) -> Result<Result<GameRow, Stale>, StoreError> {
        self.append_all(game, &[(&change, change_posts), (&reply, reply_posts)])
            .await
    }

    /// Entries one after the other in one write transaction, the first on `game` as it was read,
    /// each next one on the game as the previous one left it.
    async fn append_all(
        &self,
        game: &GameRow,
        entries: &[(&Append<'_>, &[NewPost])],
    ) -> Result<Result<GameRow, Stale>, StoreError> {
        let now = self.now();
        let Writing {
            mut tx,
            turn: _writing,
        } = self.write(&[]).await?;
        let mut game = game.clone();
        for (i, (change, posts)) in entries.iter().enumerate() {
            match self.enter(&mut tx, &game, change, posts, now).await? {
                Ok(after) => game = after,
                Err(stale) if i == 0 => return Ok(Err(stale)),
                // The transaction holds the game: an entry after its first cannot be stale.
                Err(_) => {
                    return Err(StoreError::Corrupt(format!(
                        "{}: entry {} did not follow its move",
                        game.id,
                        game.version + 1
                    )))
                }
            }
        }
        self.tell(&mut *tx, game.id, game.version).await?;
        tx.commit().await?;
        Ok(Ok(game))
    }

    /// One entry inside a write transaction: the version bump, the log line, the ladder when it
    /// ends a rated game, its posts; the game after it.
    async fn enter(
        &self,
        tx: &mut Transaction<'static, Any>,
        game: &GameRow,
        change: &Append<'_>,
        posts: &[NewPost],
        now: i64,
    ) -> Result<Result<GameRow, Stale>, StoreError> {
        let after = game.after(change, now);
        let bumped = bump(BUMP, game, &after, change)?
            .execute(&mut **tx)
            .await?
            .rows_affected();
        if bumped == 0 {
            let now: i64 = sqlx::query_scalar("SELECT version FROM games WHERE id = $1")
                .bind(game.id)
                .fetch_one(&mut **tx)
                .await?;
            return Ok(Err(Stale { now: now as u32 }));
        }
        let seq = after.version;
        sqlx::query(
            "INSERT INTO moves (game_id, seq, ply, seat, entry, notation, played_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(game.id)
        .bind(seq as i64)
        .bind(game.state.ply() as i64)
        .bind(i64::from(change.seat.0))
        .bind(change.kind)
        .bind(change.notation)
        .bind(now)
        .execute(&mut **tx)
        .await?;
        let outcome = change.state.outcome();
        if let (Some(outcome), true, false) = (outcome, game.rated, change.kind == EntryKind::Abort)
        {
            if let Some(scopes) = Scope::of_seats(game) {
                // Each ladder once, in one order: two games rated on the same ladders at once
                // wait for each other instead of locking each other out.
                let mut keys: Vec<i64> = scopes.iter().map(|scope| scope.key()).collect();
                keys.sort_unstable();
                keys.dedup();
                for key in keys {
                    let ladder = Guard::Ladder(key, game.kind.name(), game.seats.len());
                    backend::hold(self.backend, tx, ladder).await?;
                }
                Self::rate_finished(tx, &scopes, game, outcome, now).await?;
            }
        }
        // The seats out of time, as the transition left them (a column the bump leaves alone).
        if after.timed_out != game.timed_out {
            sqlx::query("UPDATE games SET timed_out = $1 WHERE id = $2")
                .bind(after.timed_out)
                .bind(game.id)
                .execute(&mut **tx)
                .await?;
        }
        for post in posts {
            Self::insert_post(tx, post, Some(game.id), Some(seq), now).await?;
        }
        Ok(Ok(after))
    }

    /// Records the draw offers of a game still at `expected` version (no log entry: an offer is
    /// not a move), and tells the other processes.
    pub async fn set_draw_offers(
        &self,
        game: GameId,
        expected: u32,
        offers: SeatSet,
    ) -> Result<Result<(), Stale>, StoreError> {
        let update = sqlx::query(
            "UPDATE games SET draw_offers = $1, updated_at = $2 \
             WHERE id = $3 AND version = $4 AND status = 'active'",
        )
        .bind(offers)
        .bind(self.now())
        .bind(game)
        .bind(expected as i64);
        let set = self.update_at_version(game, update).await?;
        if set.is_ok() {
            // Told once the offers are in (a statement of its own, after theirs).
            self.tell(&self.pool, game, expected).await?;
        }
        Ok(set)
    }

    /// Runs `update`, a change of `game` that holds only at the version its writer read: done, or
    /// the game's version now.
    pub(super) async fn update_at_version<'q>(
        &self,
        game: GameId,
        update: sqlx::query::Query<'q, Any, sqlx::any::AnyArguments<'q>>,
    ) -> Result<Result<(), Stale>, StoreError> {
        let _writing = self.turn().await;
        if update.execute(&self.pool).await?.rows_affected() == 1 {
            return Ok(Ok(()));
        }
        Ok(Err(self.stale(game).await?))
    }

    /// Where a game stands for a writer that found nothing to change: its version now.
    pub(super) async fn stale(&self, game: GameId) -> Result<Stale, StoreError> {
        let now: Option<i64> = sqlx::query_scalar("SELECT version FROM games WHERE id = $1")
            .bind(game)
            .fetch_optional(&self.pool)
            .await?;
        Ok(Stale {
            now: now.unwrap_or_default() as u32,
        })
    }

    /// A game's log, in order.
    pub async fn log(&self, game: GameId) -> Result<Vec<LogEntry>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT seq, ply, seat, entry, notation, played_at FROM moves \
             WHERE game_id = $1 ORDER BY seq",
        )
        .bind(game)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Rebuilds a game's position from nothing but its log.
    pub async fn replay(&self, game: GameId) -> Result<AnyGame, StoreError> {
        let (kind, variant): (String, String) =
            sqlx::query_as("SELECT kind, variant FROM games WHERE id = $1")
                .bind(game)
                .fetch_optional(&self.pool)
                .await?
                .ok_or_else(|| StoreError::Corrupt(format!("no {game}")))?;
        let start = AnyGame::new(kind_named(kind)?, Some(&variant))?;
        replayed(start, game, &self.log(game).await?)
    }

    /// A game as it stood at `version` (at most its current one): the position replayed from the
    /// log, its last entry and resignations then, no draw on offer; and its version now.
    pub async fn game_at(
        &self,
        game: GameId,
        version: u32,
    ) -> Result<Option<(GameRow, u32)>, StoreError> {
        let Some(mut row) = self.game(game).await? else {
            return Ok(None);
        };
        let now = row.version;
        if version >= now {
            return Ok(Some((row, now)));
        }
        let start = AnyGame::new(row.kind, Some(&row.variant))?;
        let log = self.log(game).await?;
        let entries = &log[..(version as usize).min(log.len())];
        (row.resigned, row.timed_out) = (SeatSet::EMPTY, SeatSet::EMPTY);
        for entry in entries.iter().filter(|e| e.kind.leaves()) {
            row.resigned.insert(entry.seat);
            if entry.kind == EntryKind::Timeout {
                row.timed_out.insert(entry.seat);
            }
        }
        row.state = replayed(start, game, entries)?;
        row.version = version;
        row.draw_offers = SeatSet::EMPTY;
        row.last_entry = version
            .checked_sub(1)
            .and_then(|i| log.get(i as usize))
            .map(|e| e.notation.clone());
        Ok(Some((row, now)))
    }
}
