//! The games: finding a game (read in one query, see [`GAME_COLUMNS`]), seating players,
//! creating a game. Appending to a game's log is `entries.rs`'.

use std::sync::LazyLock;

use sqlx::any::AnyRow;
use sqlx::{Any, FromRow, Transaction};

use super::backend::{Guard, Writing};
use super::column::{kind_named, Flag};
use super::{
    flag, Away, ChannelId, GameClock, GameId, GameRow, GuildId, Home, MessageId, NewGame, Notices,
    Occupied, Plan, SeatRow, SeatSet, Store, StoreError, ThreadLine, TournamentId, UserId,
    GAME_COLUMNS, MACHINE_IDS, SEATS_APART,
};
use crate::games::{AnyGame, GameKind, Seat};
use crate::i18n::Lang;

/// `now` when a machine player (teban) is to move in `state`, with `users` in seat order: the
/// game's `teban_at` (see [`Store::claim_teban_turn`]).
pub(super) fn teban_turn(
    state: &AnyGame,
    users: impl Iterator<Item = UserId>,
    now: i64,
) -> Option<i64> {
    let seat = state.to_move()?;
    let user = users.into_iter().nth(seat.0 as usize)?;
    (user >= MACHINE_IDS).then_some(now)
}

/// The players' notices of a game row: `user turn_dm mentions lang`, separated by commas.
fn notices(text: Option<&str>) -> Option<Vec<Notices>> {
    text.unwrap_or_default()
        .split(',')
        .filter(|one| !one.is_empty())
        .map(|one| {
            let mut words = one.split(' ');
            let mut number = || words.next()?.parse::<i64>().ok();
            let (user, turn_dm, mentions) = (number()?, number()?, number()?);
            Some(Notices {
                user: UserId::from_stored(user),
                turn_dm: turn_dm != 0,
                mentions: mentions != 0,
                lang: words.next()?.parse().ok()?,
            })
        })
        .collect()
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
pub(super) fn banks_text(banks: &[i64]) -> String {
    banks
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}
/// A row of [`GAME_COLUMNS`] as the columns hold it; [`GameColumns::game`] makes the game of it.
/// The position is JSON, the seats one packed text (see [`GAME_COLUMNS`]), the banks and the
/// vacations numbers in one text each, the clock two columns, the thread's line two.
#[derive(sqlx::FromRow)]
pub(super) struct GameColumns {
    id: GameId,
    #[sqlx(try_from = "String")]
    kind: GameKind,
    variant: String,
    guild_id: Option<GuildId>,
    channel_id: ChannelId,
    home: Home,
    rated: Flag,
    #[sqlx(try_from = "i64")]
    version: u32,
    state: String,
    draw_offers: SeatSet,
    resigned: SeatSet,
    timed_out: SeatSet,
    created_at: i64,
    updated_at: i64,
    move_ms: Option<i64>,
    due_at: Option<i64>,
    aborted_by: Option<UserId>,
    line_channel_id: Option<ChannelId>,
    line_message_id: Option<MessageId>,
    tournament_id: Option<TournamentId>,
    time_bank: Option<String>,
    banks: Option<String>,
    turn_ms: Option<i64>,
    vacation: Flag,
    plan: Option<String>,
    away: Option<String>,
    lang: Option<Lang>,
    last_entry: Option<String>,
    seat_list: Option<String>,
    notices: Option<String>,
}

impl GameColumns {
    /// The game these columns hold; a text that does not read is a damaged row.
    pub(super) fn game(self) -> Result<GameRow, StoreError> {
        let id = self.id;
        let state: AnyGame = serde_json::from_str(&self.state)
            .map_err(|e| StoreError::Corrupt(format!("{id}: position: {e}")))?;
        let mut seats = self
            .seat_list
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
                        user: UserId(user),
                        name: name.to_string(),
                    }),
                    _ => Err(StoreError::Corrupt(format!("{id}: seat `{s}`"))),
                }
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        seats.sort_by_key(|s| s.seat);
        Ok(GameRow {
            id,
            kind: self.kind,
            variant: self.variant,
            guild: self.guild_id,
            channel: self.channel_id,
            home: self.home,
            rated: self.rated.0,
            version: self.version,
            state,
            draw_offers: self.draw_offers,
            resigned: self.resigned,
            timed_out: self.timed_out,
            seats,
            created_at: self.created_at,
            updated_at: self.updated_at,
            last_entry: self.last_entry,
            clock: GameClock::stored(self.move_ms, self.time_bank.as_deref()),
            due_at: self.due_at,
            aborted_by: self.aborted_by,
            line: match (self.line_channel_id, self.line_message_id) {
                (Some(channel), Some(message)) => Some(ThreadLine { channel, message }),
                _ => None,
            },
            lang: self.lang.unwrap_or_default(),
            tournament: self.tournament_id,
            banks: numbers(self.banks.as_deref(), ' ')
                .map_err(|e| StoreError::Corrupt(format!("{id}: banks: {e}")))?,
            turn_ms: self.turn_ms,
            vacation: self.vacation.0,
            plan: Plan::from_column(id, self.plan.as_deref())?,
            away: numbers(self.away.as_deref(), ',')
                .map_err(|e| StoreError::Corrupt(format!("{id}: away: {e}")))?
                .chunks(2)
                .map(|pair| Away {
                    user: UserId::from_stored(pair[0]),
                    until: pair.get(1).copied().unwrap_or(0),
                })
                .collect(),
            notices: notices(self.notices.as_deref())
                .ok_or_else(|| StoreError::Corrupt(format!("{id}: notices")))?,
        })
    }
}

impl Store {
    /// A game from a row of [`GAME_COLUMNS`].
    pub(super) fn game_from_row(row: &AnyRow) -> Result<GameRow, StoreError> {
        GameColumns::from_row(row)?.game()
    }

    /// A game by id.
    pub async fn game(&self, game: GameId) -> Result<Option<GameRow>, StoreError> {
        static SQL: LazyLock<String> =
            LazyLock::new(|| format!("SELECT {GAME_COLUMNS} FROM games g WHERE g.id = $1"));
        match sqlx::query(&SQL)
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
        channel: ChannelId,
        user: UserId,
    ) -> Result<Option<(GameId, u32)>, StoreError> {
        // Ordered by the seat's game id, as the index of seats by user holds them: no sorting.
        let game: Option<(GameId, i64)> = sqlx::query_as(
            "SELECT g.id, g.version FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE s.user_id = $1 AND g.channel_id = $2 AND g.status = 'active' \
             ORDER BY s.game_id DESC LIMIT 1",
        )
        .bind(user)
        .bind(channel)
        .fetch_optional(&self.pool)
        .await?;
        Ok(game.map(|(game, version)| (game, version as u32)))
    }

    /// `user`'s active game in `channel`, in one query.
    pub async fn active_game(
        &self,
        channel: ChannelId,
        user: UserId,
    ) -> Result<Option<GameRow>, StoreError> {
        // As in `active_game_id`: in the order of the index of seats by user.
        static SQL: LazyLock<String> = LazyLock::new(|| {
            format!(
                "SELECT {GAME_COLUMNS} FROM seats s JOIN games g ON g.id = s.game_id \
                 WHERE s.user_id = $1 AND g.channel_id = $2 AND g.status = 'active' \
                 ORDER BY s.game_id DESC LIMIT 1"
            )
        });
        match sqlx::query(&SQL)
            .bind(user)
            .bind(channel)
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
        user: UserId,
    ) -> Result<Vec<(GameId, GameKind, ChannelId)>, StoreError> {
        let games: Vec<(GameId, String, ChannelId)> = sqlx::query_as(
            "SELECT g.id, g.kind, g.channel_id FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE s.user_id = $1 AND g.status = 'active' ORDER BY g.id",
        )
        .bind(user)
        .fetch_all(&self.pool)
        .await?;
        games
            .into_iter()
            .map(|(game, kind, channel)| Ok((game, kind_named(kind)?, channel)))
            .collect()
    }

    /// The active games in which one of the users `from..=to` has a seat, oldest first.
    pub async fn active_games_with_users_in(
        &self,
        from: UserId,
        to: UserId,
    ) -> Result<Vec<GameId>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT DISTINCT g.id FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE s.user_id BETWEEN $1 AND $2 AND g.status = 'active' ORDER BY g.id",
        )
        .bind(from)
        .bind(to)
        .fetch_all(&self.pool)
        .await?)
    }

    /// The first of `users` who is at an active game in `channel`, within a transaction.
    pub(super) async fn occupied(
        tx: &mut Transaction<'_, Any>,
        channel: ChannelId,
        users: &[(UserId, String)],
    ) -> Result<Option<Occupied>, StoreError> {
        for (user, name) in users.iter().filter(|(user, _)| *user < MACHINE_IDS) {
            let busy: Option<i64> = sqlx::query_scalar(
                "SELECT g.id FROM seats s JOIN games g ON g.id = s.game_id \
                 WHERE s.user_id = $1 AND g.channel_id = $2 AND g.status = 'active' LIMIT 1",
            )
            .bind(*user)
            .bind(channel)
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
    ) -> Result<GameId, StoreError> {
        let state = AnyGame::new(new.kind, Some(&new.variant))?;
        let game: GameId = sqlx::query_scalar(
            "INSERT INTO games (kind, variant, guild_id, channel_id, rated, status, version, \
             state, created_at, updated_at, move_ms, due_at, alarm_at, teban_at, lang, \
             time_bank, banks, turn_ms, vacation, home) \
             VALUES ($1, $2, $3, $4, $5, 'active', 0, $6, $7, $8, $9, $10, $11, $12, $13, \
             $14, $15, $16, $17, $18) \
             RETURNING id",
        )
        .bind(new.kind.name())
        .bind(&new.variant)
        .bind(new.guild)
        .bind(new.channel)
        .bind(flag(new.rated))
        .bind(serde_json::to_string(&state).map_err(|e| StoreError::Corrupt(e.to_string()))?)
        .bind(now)
        .bind(now)
        .bind(new.clock.move_ms())
        .bind(new.deadline.due_at)
        .bind(new.deadline.alarm_at)
        .bind(teban_turn(
            &state,
            new.seats.iter().map(|(user, _)| *user),
            now,
        ))
        .bind(new.lang.code())
        .bind(new.clock.time_bank_column())
        .bind(new.clock.bank().map(|_| {
            let bank = new.deadline.turn_ms.unwrap_or(0);
            banks_text(&vec![bank; new.seats.len()])
        }))
        .bind(new.deadline.turn_ms)
        .bind(flag(new.vacation))
        .bind(new.home)
        .fetch_one(&mut **tx)
        .await?;
        for (seat, (user, name)) in new.seats.iter().enumerate() {
            sqlx::query("INSERT INTO seats (game_id, seat, user_id, name) VALUES ($1, $2, $3, $4)")
                .bind(game)
                .bind(seat as i64)
                .bind(*user)
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
            .ok_or_else(|| StoreError::Corrupt(format!("{game} vanished after creation")))
    }

    /// The unfinished game of `kind` in `channel` whose seats are exactly `users` in this order.
    pub async fn unfinished_game_of(
        &self,
        channel: ChannelId,
        kind: GameKind,
        users: &[UserId],
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
}
