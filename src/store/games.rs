//! The games and their move log: finding a game, seating players, appending entries (the one
//! versioned transaction every change goes through, with its rating, clock and outbox post),
//! replaying the log.

use sqlx::any::AnyRow;
use sqlx::{Any, Row, Transaction};

use super::backend::{self, Backend, Guard, Writing};
use super::column::{kind_in, kind_named};
use super::{
    flag, id, is_set, replayed, uid, words, Append, EntryKind, GameRow, LogEntry, NewGame,
    Occupied, Scope, SeatRow, Stale, Store, StoreError, GAME_COLUMNS, MACHINE_IDS, SEATS_APART,
};
use crate::games::{AnyGame, GameKind, Seat};
use crate::i18n::Lang;

words! {
    /// Whether a game is under way (the `status` column of `games`; the queries that look for
    /// games under way say `'active'` in their text).
    enum GameStatus ("game status") {
        Active = "active",
        /// Decided, drawn or aborted.
        Finished = "finished",
    }
}

/// `now` when a machine player (teban) is to move in `state`, with `users` in seat order: the
/// game's `teban_at` (see [`Store::claim_teban_turn`]).
fn teban_turn(state: &AnyGame, users: impl Iterator<Item = u64>, now: i64) -> Option<i64> {
    let seat = state.to_move()?;
    let user = users.into_iter().nth(seat.0 as usize)?;
    (user >= MACHINE_IDS).then_some(now)
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
/// and `now` is then its version (the sub-statements all see the game as it was before).
const BUMP_AND_LOG: &str = concat!(
    "WITH bumped AS (",
    bump_sql!(),
    " RETURNING id), logged AS (INSERT INTO moves \
     (game_id, seq, ply, seat, entry, notation, played_at) \
     SELECT id, $18, $19, $20, $21, $22, $4 FROM bumped RETURNING seq) \
     SELECT (SELECT seq FROM logged) AS seq, (SELECT version FROM games WHERE id = $11) AS now"
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
        .bind(after.draw_offers as i64)
        .bind(after.resigned as i64)
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
        .bind(after.aborted_by.map(id))
        .bind(game.id)
        .bind(game.version as i64)
        .bind(teban_turn(&after.state, after.seats.iter().map(|s| s.user), now).filter(|_| !over))
        .bind(after.turn_ms)
        .bind((!after.banks.is_empty()).then(|| banks_text(&after.banks)))
        .bind(after.plan.clone())
        .bind(game.plan.clone().unwrap_or_default()))
}

/// Numbers stored as one text, `apart` between them (none: `None` or empty).
fn numbers(text: Option<&str>, apart: char) -> Result<Vec<i64>, std::num::ParseIntError> {
    text.unwrap_or_default()
        .split([apart, ' '])
        .filter(|n| !n.is_empty())
        .map(str::parse)
        .collect()
}

/// Each seat's bank as the `banks` column keeps it.
fn banks_text(banks: &[i64]) -> String {
    banks
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl Store {
    /// A game from a row of [`GAME_COLUMNS`]. Read by hand, not derived: the position is JSON,
    /// the seats one packed text, ids are stored signed and the rated flag as 0 or 1, and the
    /// thread's line is two columns (see [`super::column`]).
    pub(super) fn game_from_row(row: &AnyRow) -> Result<GameRow, StoreError> {
        let id: i64 = row.try_get("id")?;
        let state: String = row.try_get("state")?;
        let state: AnyGame = serde_json::from_str(&state)
            .map_err(|e| StoreError::Corrupt(format!("game {id}: position: {e}")))?;
        let seat_list: Option<String> = row.try_get("seat_list")?;
        let seats = seat_list
            .as_deref()
            .unwrap_or_default()
            .split(SEATS_APART)
            .filter(|s| !s.is_empty())
            .map(|s| {
                let mut parts = s.splitn(3, ' ');
                let mut number = || parts.next().and_then(|n| n.parse::<u64>().ok());
                let (seat, user) = (number(), number());
                match (seat, user, parts.next()) {
                    (Some(seat), Some(user), Some(name)) => Ok(SeatRow {
                        seat: Seat(seat as u8),
                        user,
                        name: name.to_string(),
                    }),
                    _ => Err(StoreError::Corrupt(format!("game {id}: seat `{s}`"))),
                }
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        let version: i64 = row.try_get("version")?;
        let last_entry: Option<String> = row.try_get("last_entry")?;
        Ok(GameRow {
            id,
            kind: kind_in(row, "kind")?,
            variant: row.try_get("variant")?,
            guild: row.try_get::<Option<i64>, _>("guild_id")?.map(uid),
            channel: uid(row.try_get("channel_id")?),
            rated: is_set(row, "rated")?,
            version: version as u32,
            state,
            draw_offers: row.try_get::<i64, _>("draw_offers")? as u32,
            resigned: row.try_get::<i64, _>("resigned")? as u32,
            timed_out: row.try_get::<i64, _>("timed_out")? as u32,
            seats,
            created_at: row.try_get("created_at")?,
            updated_at: row.try_get("updated_at")?,
            last_entry,
            move_ms: row.try_get("move_ms")?,
            due_at: row.try_get("due_at")?,
            aborted_by: row.try_get::<Option<i64>, _>("aborted_by")?.map(uid),
            line: match (
                row.try_get::<Option<i64>, _>("line_channel_id")?,
                row.try_get::<Option<i64>, _>("line_message_id")?,
            ) {
                (Some(channel), Some(message)) => Some((uid(channel), uid(message))),
                _ => None,
            },
            lang: row.try_get::<Option<Lang>, _>("lang")?.unwrap_or_default(),
            tournament: row.try_get("tournament_id")?,
            time_bank: row.try_get("time_bank")?,
            banks: numbers(row.try_get::<Option<String>, _>("banks")?.as_deref(), ' ')
                .map_err(|e| StoreError::Corrupt(format!("game {id}: banks: {e}")))?,
            turn_ms: row.try_get("turn_ms")?,
            vacation: is_set(row, "vacation")?,
            plan: row.try_get("plan")?,
            away: numbers(row.try_get::<Option<String>, _>("away")?.as_deref(), ',')
                .map_err(|e| StoreError::Corrupt(format!("game {id}: away: {e}")))?
                .chunks(2)
                .map(|pair| (uid(pair[0]), pair.get(1).copied().unwrap_or(0)))
                .collect(),
        })
    }

    /// A game by id.
    pub async fn game(&self, game: i64) -> Result<Option<GameRow>, StoreError> {
        let sql = format!("SELECT {GAME_COLUMNS} FROM games g WHERE g.id = $1");
        match sqlx::query(&sql)
            .bind(game)
            .fetch_optional(&self.pool)
            .await?
        {
            Some(row) => Ok(Some(Self::game_from_row(&row)?)),
            None => Ok(None),
        }
    }

    /// The id and version of `user`'s active game in `channel`: the cheap lookup every request
    /// starts with.
    pub async fn active_game_id(
        &self,
        channel: u64,
        user: u64,
    ) -> Result<Option<(i64, u32)>, StoreError> {
        let game: Option<(i64, i64)> = sqlx::query_as(
            "SELECT g.id, g.version FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE s.user_id = $1 AND g.channel_id = $2 AND g.status = 'active' \
             ORDER BY g.id DESC LIMIT 1",
        )
        .bind(id(user))
        .bind(id(channel))
        .fetch_optional(&self.pool)
        .await?;
        Ok(game.map(|(game, version)| (game, version as u32)))
    }

    /// `user`'s active game in `channel`, in one query.
    pub async fn active_game(
        &self,
        channel: u64,
        user: u64,
    ) -> Result<Option<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE s.user_id = $1 AND g.channel_id = $2 AND g.status = 'active' \
             ORDER BY g.id DESC LIMIT 1"
        );
        match sqlx::query(&sql)
            .bind(id(user))
            .bind(id(channel))
            .fetch_optional(&self.pool)
            .await?
        {
            Some(row) => Ok(Some(Self::game_from_row(&row)?)),
            None => Ok(None),
        }
    }

    /// The ids of `user`'s active games anywhere, with their game and channel.
    pub async fn active_games_of(
        &self,
        user: u64,
    ) -> Result<Vec<(i64, GameKind, u64)>, StoreError> {
        let games: Vec<(i64, String, i64)> = sqlx::query_as(
            "SELECT g.id, g.kind, g.channel_id FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE s.user_id = $1 AND g.status = 'active' ORDER BY g.id",
        )
        .bind(id(user))
        .fetch_all(&self.pool)
        .await?;
        games
            .into_iter()
            .map(|(game, kind, channel)| Ok((game, kind_named(kind)?, uid(channel))))
            .collect()
    }

    /// The active games in which one of the users `from..=to` has a seat, oldest first.
    pub async fn active_games_with_users_in(
        &self,
        from: u64,
        to: u64,
    ) -> Result<Vec<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT DISTINCT g.id FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE s.user_id BETWEEN $1 AND $2 AND g.status = 'active' ORDER BY g.id",
        )
        .bind(id(from))
        .bind(id(to))
        .fetch_all(&self.pool)
        .await?)
    }

    /// The first of `users` who is at an active game in `channel`, within a transaction.
    pub(super) async fn occupied(
        tx: &mut Transaction<'_, Any>,
        channel: u64,
        users: &[(u64, String)],
    ) -> Result<Option<Occupied>, StoreError> {
        for (user, name) in users.iter().filter(|(user, _)| *user < MACHINE_IDS) {
            let busy: Option<i64> = sqlx::query_scalar(
                "SELECT g.id FROM seats s JOIN games g ON g.id = s.game_id \
                 WHERE s.user_id = $1 AND g.channel_id = $2 AND g.status = 'active' LIMIT 1",
            )
            .bind(id(*user))
            .bind(id(channel))
            .fetch_optional(&mut **tx)
            .await?;
            if busy.is_some() {
                return Ok(Some(Occupied {
                    user: *user,
                    name: name.clone(),
                }));
            }
        }
        Ok(None)
    }

    pub(super) async fn insert_game(
        tx: &mut Transaction<'_, Any>,
        new: &NewGame,
        now: i64,
    ) -> Result<i64, StoreError> {
        let state = AnyGame::new(new.kind, Some(&new.variant))?;
        let game: i64 = sqlx::query_scalar(
            "INSERT INTO games (kind, variant, guild_id, channel_id, rated, status, version, \
             state, created_at, updated_at, move_ms, due_at, alarm_at, teban_at, lang, \
             time_bank, banks, turn_ms, vacation) \
             VALUES ($1, $2, $3, $4, $5, 'active', 0, $6, $7, $8, $9, $10, $11, $12, $13, \
             $14, $15, $16, $17) \
             RETURNING id",
        )
        .bind(new.kind.name())
        .bind(&new.variant)
        .bind(new.guild.map(id))
        .bind(id(new.channel))
        .bind(flag(new.rated))
        .bind(serde_json::to_string(&state).map_err(|e| StoreError::Corrupt(e.to_string()))?)
        .bind(now)
        .bind(now)
        .bind(new.move_ms)
        .bind(new.deadline.due_at)
        .bind(new.deadline.alarm_at)
        .bind(teban_turn(
            &state,
            new.seats.iter().map(|(user, _)| *user),
            now,
        ))
        .bind(new.lang.code())
        .bind(&new.time_bank)
        .bind(new.time_bank.as_ref().map(|_| {
            let bank = new.deadline.turn_ms.unwrap_or(0);
            banks_text(&vec![bank; new.seats.len()])
        }))
        .bind(new.deadline.turn_ms)
        .bind(flag(new.vacation))
        .fetch_one(&mut **tx)
        .await?;
        for (seat, (user, name)) in new.seats.iter().enumerate() {
            sqlx::query("INSERT INTO seats (game_id, seat, user_id, name) VALUES ($1, $2, $3, $4)")
                .bind(game)
                .bind(seat as i64)
                .bind(id(*user))
                .bind(name)
                .execute(&mut **tx)
                .await?;
        }
        Ok(game)
    }

    /// Creates a game, unless one of its players already plays in that channel.
    pub async fn create_game(
        &self,
        new: &NewGame,
    ) -> Result<Result<GameRow, Occupied>, StoreError> {
        let Writing {
            mut tx,
            turn: _writing,
        } = self.write(&[Guard::Channel(new.channel)]).await?;
        if let Some(occupied) = Self::occupied(&mut tx, new.channel, &new.seats).await? {
            return Ok(Err(occupied));
        }
        let game = Self::insert_game(&mut tx, new, self.now()).await?;
        tx.commit().await?;
        drop(_writing);
        let row = self.game(game).await?;
        row.map(Ok)
            .ok_or_else(|| StoreError::Corrupt(format!("game {game} vanished after creation")))
    }

    /// The unfinished game of `kind` in `channel` whose seats are exactly `users` in this order.
    pub async fn unfinished_game_of(
        &self,
        channel: u64,
        kind: GameKind,
        users: &[u64],
    ) -> Result<Option<GameRow>, StoreError> {
        let Some(first) = users.first() else {
            return Ok(None);
        };
        let Some(game) = self.active_game(channel, *first).await? else {
            return Ok(None);
        };
        // The same players in any seats: a game against teban draws its seats.
        let same_seats = game.kind == kind
            && game.seats.len() == users.len()
            && game.seats.iter().all(|s| users.contains(&s.user));
        Ok(same_seats.then_some(game))
    }

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
    ) -> Result<Result<GameRow, Stale>, StoreError> {
        // A plain move on PostgreSQL (the game goes on, nothing is owed a channel): the version
        // bump and the log entry in one statement, one round trip instead of four. The plan is
        // checked and rewritten by the same bump. (A time-out also marks its seat out of time,
        // which the one statement leaves alone: it takes the transaction.)
        if self.backend == Backend::Postgres
            && !change.ends()
            && change.posts.is_empty()
            && change.kind != EntryKind::Timeout
        {
            let after = game.after(&change, self.now());
            let row = bump(BUMP_AND_LOG, game, &after, &change)?
                .bind(after.version as i64)
                .bind(game.state.ply() as i64)
                .bind(i64::from(change.seat.0))
                .bind(change.kind)
                .bind(change.notation)
                .fetch_one(&self.pool)
                .await?;
            return Ok(match row.try_get::<Option<i64>, _>("seq")? {
                Some(_) => Ok(after),
                None => Err(Stale {
                    now: row.try_get::<Option<i64>, _>("now")?.unwrap_or_default() as u32,
                }),
            });
        }
        self.append_all(game, &[&change]).await
    }

    /// [`Store::append`] of an opponent's move (`change`) and of the reply planned for it
    /// (`reply`, on the game once `change` is in), in one transaction: both land or neither does,
    /// and no other request finds the game between them. Returns the game after both.
    pub async fn append_planned(
        &self,
        game: &GameRow,
        change: Append<'_>,
        reply: Append<'_>,
    ) -> Result<Result<GameRow, Stale>, StoreError> {
        self.append_all(game, &[&change, &reply]).await
    }

    /// Entries one after the other in one write transaction, the first on `game` as it was read,
    /// each next one on the game as the previous one left it.
    async fn append_all(
        &self,
        game: &GameRow,
        entries: &[&Append<'_>],
    ) -> Result<Result<GameRow, Stale>, StoreError> {
        let now = self.now();
        let Writing {
            mut tx,
            turn: _writing,
        } = self.write(&[]).await?;
        let mut game = game.clone();
        for (i, change) in entries.iter().enumerate() {
            match self.enter(&mut tx, &game, change, now).await? {
                Ok(after) => game = after,
                Err(stale) if i == 0 => return Ok(Err(stale)),
                // The transaction holds the game: an entry after its first cannot be stale.
                Err(_) => {
                    return Err(StoreError::Corrupt(format!(
                        "game {}: entry {} did not follow its move",
                        game.id,
                        game.version + 1
                    )))
                }
            }
        }
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
            if let Some(scope) = Scope::of_game(game) {
                let ladder = Guard::Ladder(scope.key(), game.kind.name(), game.seats.len());
                backend::hold(self.backend, tx, ladder).await?;
                Self::rate_finished(tx, scope, game, outcome, now).await?;
            }
        }
        // The seats out of time, as the transition left them (a column the bump leaves alone).
        if after.timed_out != game.timed_out {
            sqlx::query("UPDATE games SET timed_out = $1 WHERE id = $2")
                .bind(i64::from(after.timed_out))
                .bind(game.id)
                .execute(&mut **tx)
                .await?;
        }
        for post in change.posts {
            Self::insert_post(tx, post, Some(game.id), Some(seq), now).await?;
        }
        Ok(Ok(after))
    }

    /// Records the draw offers of a game still at `expected` version (no log entry: an offer is
    /// not a move).
    pub async fn set_draw_offers(
        &self,
        game: i64,
        expected: u32,
        offers: u32,
    ) -> Result<Result<(), Stale>, StoreError> {
        let update = sqlx::query(
            "UPDATE games SET draw_offers = $1, updated_at = $2 \
             WHERE id = $3 AND version = $4 AND status = 'active'",
        )
        .bind(offers as i64)
        .bind(self.now())
        .bind(game)
        .bind(expected as i64);
        self.update_at_version(game, update).await
    }

    /// Runs `update`, a change of `game` that holds only at the version its writer read: done, or
    /// the game's version now.
    pub(super) async fn update_at_version<'q>(
        &self,
        game: i64,
        update: sqlx::query::Query<'q, Any, sqlx::any::AnyArguments<'q>>,
    ) -> Result<Result<(), Stale>, StoreError> {
        let _writing = self.turn().await;
        if update.execute(&self.pool).await?.rows_affected() == 1 {
            return Ok(Ok(()));
        }
        Ok(Err(self.stale(game).await?))
    }

    /// Where a game stands for a writer that found nothing to change: its version now.
    pub(super) async fn stale(&self, game: i64) -> Result<Stale, StoreError> {
        let now: Option<i64> = sqlx::query_scalar("SELECT version FROM games WHERE id = $1")
            .bind(game)
            .fetch_optional(&self.pool)
            .await?;
        Ok(Stale {
            now: now.unwrap_or_default() as u32,
        })
    }

    /// A game's log, in order.
    pub async fn log(&self, game: i64) -> Result<Vec<LogEntry>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT seq, ply, seat, entry, notation, played_at FROM moves \
             WHERE game_id = $1 ORDER BY seq",
        )
        .bind(game)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Rebuilds a game's position from nothing but its log.
    pub async fn replay(&self, game: i64) -> Result<AnyGame, StoreError> {
        let (kind, variant): (String, String) =
            sqlx::query_as("SELECT kind, variant FROM games WHERE id = $1")
                .bind(game)
                .fetch_optional(&self.pool)
                .await?
                .ok_or_else(|| StoreError::Corrupt(format!("no game {game}")))?;
        let start = AnyGame::new(kind_named(kind)?, Some(&variant))?;
        replayed(start, game, &self.log(game).await?)
    }

    /// A game as it stood at `version` (at most its current one): the position replayed from the
    /// log, its last entry and resignations then, no draw on offer; and its version now.
    pub async fn game_at(
        &self,
        game: i64,
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
        (row.resigned, row.timed_out) = (0, 0);
        for entry in entries.iter().filter(|e| e.kind.leaves()) {
            row.resigned |= 1 << entry.seat.0;
            if entry.kind == EntryKind::Timeout {
                row.timed_out |= 1 << entry.seat.0;
            }
        }
        row.state = replayed(start, game, entries)?;
        row.version = version;
        row.draw_offers = 0;
        row.last_entry = version
            .checked_sub(1)
            .and_then(|i| log.get(i as usize))
            .map(|e| e.notation.clone());
        Ok(Some((row, now)))
    }
}
