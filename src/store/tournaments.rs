//! The tournaments' tables: a tournament, its entrants (joining, leaving, withdrawing) and its
//! rounds' pairings, as they are read. The claims the scheduler makes on them (a round begun,
//! the standings shown, a tournament cancelled) are [`super::tournament_rounds`]'.
//!
//! It owns these tables only; who may join, how rounds are paired and what the standings say are
//! [`crate::table`]'s (the pairing itself is [`crate::pairing`]'s).

use sqlx::any::AnyRow;
use sqlx::{FromRow, Row};

use super::backend::{Guard, Writing};
use super::column::Flag;
use super::{
    flag, is_set, words, ChannelId, GameClock, GameId, GuildId, MessageId, Store, StoreError,
    TournamentId, UserId,
};
use crate::games::GameKind;
use crate::i18n::Lang;

words! {
    /// How a tournament pairs its rounds (the `format` column).
    pub enum TournamentFormat ("tournament format") {
        RoundRobin = "round-robin",
        DoubleRoundRobin = "double-round-robin",
        Swiss = "swiss",
    }
}

words! {
    /// Where a tournament stands (the `status` column).
    pub enum TournamentStatus ("tournament status") {
        /// Players join and leave; nothing is paired yet.
        Signup = "signup",
        /// Rounds are played.
        Playing = "playing",
        Finished = "finished",
        Cancelled = "cancelled",
    }
}

/// A tournament to create.
#[derive(Clone, Debug)]
pub struct NewTournament {
    pub guild: GuildId,
    pub channel: ChannelId,
    pub name: String,
    pub kind: GameKind,
    pub variant: String,
    pub format: TournamentFormat,
    /// Swiss: how many rounds.
    pub rounds: Option<u32>,
    /// The clock of its games (stored written: `3 days`, `3d+1d max 7d`).
    pub clock: GameClock,
    pub rated: bool,
    /// Whether vacation stops the clocks of its games.
    pub vacation: bool,
    pub max_players: u32,
    pub organiser: (UserId, String),
    /// When sign-ups close and round 1 is paired; `None`: when the organiser starts it.
    pub closes_at: Option<i64>,
    pub lang: Lang,
}

/// A stored tournament.
#[derive(Clone, Debug)]
pub struct TournamentRow {
    pub id: TournamentId,
    pub guild: GuildId,
    pub channel: ChannelId,
    /// The announcement, once posted: the standings are edited into it.
    pub message: Option<MessageId>,
    pub name: String,
    pub kind: GameKind,
    pub variant: String,
    pub format: TournamentFormat,
    pub rounds: Option<u32>,
    pub clock: GameClock,
    pub rated: bool,
    pub vacation: bool,
    pub max_players: u32,
    pub organiser: (UserId, String),
    pub status: TournamentStatus,
    /// The round under way (0 during sign-ups).
    pub round: u32,
    /// How many results the standings on the announcement show.
    pub results_shown: u32,
    pub closes_at: Option<i64>,
    pub lang: Lang,
    pub created_at: i64,
}

/// A player signed up.
#[derive(Clone, Debug, PartialEq)]
pub struct EntrantRow {
    pub user: UserId,
    pub name: String,
    /// Their rating on the ladder when they joined: the seeding.
    pub rating: f64,
    pub joined_at: i64,
    pub withdrawn: bool,
}

/// One pairing of a round: a game (its seats and, once created, the game) or a bye.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairingRow {
    pub round: u32,
    pub board: u32,
    pub first: UserId,
    /// `None`: a bye.
    pub second: Option<UserId>,
    pub game: Option<GameId>,
}

/// What joining came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Joining {
    Joined,
    AlreadyIn,
    Full,
    /// Sign-ups are over (or the tournament is).
    Closed,
}

impl Store {
    /// Records a tournament open for sign-ups.
    pub async fn create_tournament(&self, new: &NewTournament) -> Result<TournamentId, StoreError> {
        let Writing {
            mut tx,
            turn: _writing,
        } = self.write(&[]).await?;
        let now = self.now();
        let tournament: TournamentId = sqlx::query_scalar(
            "INSERT INTO tournaments (guild_id, channel_id, name, kind, variant, format, rounds, \
             clock, rated, vacation, max_players, organiser_id, organiser_name, status, \
             closes_at, lang, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, \
             $9, $10, $11, $12, $13, 'signup', $14, $15, $16, $16) RETURNING id",
        )
        .bind(new.guild)
        .bind(new.channel)
        .bind(&new.name)
        .bind(new.kind.name())
        .bind(&new.variant)
        .bind(new.format)
        .bind(new.rounds.map(i64::from))
        .bind(new.clock)
        .bind(flag(new.rated))
        .bind(flag(new.vacation))
        .bind(i64::from(new.max_players))
        .bind(new.organiser.0)
        .bind(&new.organiser.1)
        .bind(new.closes_at)
        .bind(new.lang)
        .bind(now)
        .fetch_one(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(tournament)
    }

    /// A tournament by id.
    pub async fn tournament(
        &self,
        tournament: TournamentId,
    ) -> Result<Option<TournamentRow>, StoreError> {
        let row = sqlx::query("SELECT * FROM tournaments WHERE id = $1")
            .bind(tournament)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.as_ref().map(tournament_of).transpose()?)
    }

    /// A server's tournaments in these states, newest first.
    pub async fn tournaments_of(
        &self,
        guild: GuildId,
        statuses: &[TournamentStatus],
    ) -> Result<Vec<TournamentRow>, StoreError> {
        let rows = sqlx::query("SELECT * FROM tournaments WHERE guild_id = $1 ORDER BY id DESC")
            .bind(guild)
            .fetch_all(&self.pool)
            .await?;
        let all = rows
            .iter()
            .map(tournament_of)
            .collect::<Result<Vec<_>, _>>()?;
        Ok(all
            .into_iter()
            .filter(|t| statuses.contains(&t.status))
            .collect())
    }

    /// The tournaments the scheduler must look at: sign-ups that closed by `now`, and those
    /// under way.
    pub async fn tournaments_due(&self, now: i64) -> Result<Vec<TournamentRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT * FROM tournaments WHERE status = 'playing' \
             OR (status = 'signup' AND closes_at IS NOT NULL AND closes_at <= $1) ORDER BY id",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(tournament_of)
            .collect::<Result<Vec<_>, _>>()?)
    }

    /// The announcement of `tournament` was posted as `message`.
    pub async fn tournament_announced(
        &self,
        tournament: TournamentId,
        message: MessageId,
    ) -> Result<(), StoreError> {
        let _writing = self.turn().await;
        sqlx::query("UPDATE tournaments SET message_id = $1 WHERE id = $2")
            .bind(message)
            .bind(tournament)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The entrants, in the order they joined.
    pub async fn entrants(&self, tournament: TournamentId) -> Result<Vec<EntrantRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT user_id, name, rating, joined_at, withdrawn FROM tournament_players \
             WHERE tournament_id = $1 ORDER BY joined_at, user_id",
        )
        .bind(tournament)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| {
                Ok(EntrantRow {
                    user: r.try_get("user_id")?,
                    name: r.try_get("name")?,
                    rating: r.try_get("rating")?,
                    joined_at: r.try_get("joined_at")?,
                    withdrawn: is_set(r, "withdrawn")?,
                })
            })
            .collect::<Result<Vec<_>, sqlx::Error>>()?)
    }

    /// `entrant` joins, while sign-ups are open (or, `late`, while round 1 is played) and there
    /// is room.
    pub async fn join_tournament(
        &self,
        tournament: TournamentId,
        entrant: &EntrantRow,
        late: bool,
    ) -> Result<Joining, StoreError> {
        let Writing {
            mut tx,
            turn: _writing,
        } = self.write(&[Guard::Tournament(tournament)]).await?;
        let Some(row) = sqlx::query("SELECT * FROM tournaments WHERE id = $1")
            .bind(tournament)
            .fetch_optional(&mut *tx)
            .await?
        else {
            return Ok(Joining::Closed);
        };
        let t = tournament_of(&row)?;
        let open = t.status == TournamentStatus::Signup
            || (late && t.status == TournamentStatus::Playing && t.round == 1);
        if !open {
            return Ok(Joining::Closed);
        }
        let seated: Vec<(UserId, i64)> = sqlx::query_as(
            "SELECT user_id, withdrawn FROM tournament_players WHERE tournament_id = $1",
        )
        .bind(tournament)
        .fetch_all(&mut *tx)
        .await?;
        if seated.iter().any(|(user, _)| *user == entrant.user) {
            return Ok(Joining::AlreadyIn);
        }
        if seated.len() >= t.max_players as usize {
            return Ok(Joining::Full);
        }
        sqlx::query(
            "INSERT INTO tournament_players (tournament_id, user_id, name, rating, joined_at) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(tournament)
        .bind(entrant.user)
        .bind(&entrant.name)
        .bind(entrant.rating)
        .bind(entrant.joined_at)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Joining::Joined)
    }

    /// `user` leaves before round 1 (their sign-up is struck out); `false` when they were not
    /// signed up or sign-ups are over.
    pub async fn leave_tournament(
        &self,
        tournament: TournamentId,
        user: UserId,
    ) -> Result<bool, StoreError> {
        let leave = sqlx::query(
            "DELETE FROM tournament_players WHERE tournament_id = $1 AND user_id = $2 \
             AND EXISTS (SELECT 1 FROM tournaments WHERE id = $1 AND status = 'signup')",
        )
        .bind(tournament)
        .bind(user);
        let guard = [Guard::Tournament(tournament)];
        match self.claim(&guard, leave, self.now()).await? {
            Some(left) => left.commit().await,
            None => Ok(false),
        }
    }

    /// `user` withdraws while rounds are played: no longer paired, their games stand. `false`
    /// when they were not playing in it.
    pub async fn withdraw_from(
        &self,
        tournament: TournamentId,
        user: UserId,
    ) -> Result<bool, StoreError> {
        let _writing = self.turn().await;
        let done = sqlx::query(
            "UPDATE tournament_players SET withdrawn = 1 WHERE tournament_id = $1 \
             AND user_id = $2 AND withdrawn = 0",
        )
        .bind(tournament)
        .bind(user)
        .execute(&self.pool)
        .await?
        .rows_affected();
        Ok(done == 1)
    }

    /// Every pairing so far, by round and board.
    pub async fn pairings(&self, tournament: TournamentId) -> Result<Vec<PairingRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT round, board, first_id, second_id, game_id FROM tournament_pairings \
             WHERE tournament_id = $1 ORDER BY round, board",
        )
        .bind(tournament)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| {
                Ok(PairingRow {
                    round: r.try_get::<i64, _>("round")? as u32,
                    board: r.try_get::<i64, _>("board")? as u32,
                    first: r.try_get("first_id")?,
                    second: r.try_get("second_id")?,
                    game: r.try_get("game_id")?,
                })
            })
            .collect::<Result<Vec<_>, sqlx::Error>>()?)
    }

    /// How many of the tournament's games are over, and how many of round `round`'s are not:
    /// whether the scheduler has anything to do, in one cheap query.
    pub async fn tournament_progress(
        &self,
        tournament: TournamentId,
        round: u32,
    ) -> Result<(u32, u32), StoreError> {
        let (over, on): (i64, i64) = sqlx::query_as(
            "SELECT \
             (SELECT COUNT(*) FROM games WHERE tournament_id = $1 AND status = 'finished'), \
             (SELECT COUNT(*) FROM tournament_pairings p JOIN games g ON g.id = p.game_id \
              WHERE p.tournament_id = $1 AND p.round = $2 AND g.status = 'active')",
        )
        .bind(tournament)
        .bind(i64::from(round))
        .fetch_one(&self.pool)
        .await?;
        Ok((over as u32, on as u32))
    }

    /// The seats that made at least one move, by game, in the tournament's games (a player who
    /// never moved forfeits).
    pub async fn tournament_movers(
        &self,
        tournament: TournamentId,
    ) -> Result<std::collections::HashSet<(GameId, u8)>, StoreError> {
        let rows: Vec<(GameId, i64)> = sqlx::query_as(
            "SELECT DISTINCT m.game_id, m.seat FROM moves m JOIN games g ON g.id = m.game_id \
             WHERE g.tournament_id = $1 AND m.entry = 'move'",
        )
        .bind(tournament)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(game, seat)| (game, seat as u8))
            .collect())
    }

    /// The tournament `game` is played in, if any.
    pub async fn tournament_of_game(
        &self,
        game: GameId,
    ) -> Result<Option<TournamentId>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT tournament_id FROM games WHERE id = $1")
                .bind(game)
                .fetch_optional(&self.pool)
                .await?
                .flatten(),
        )
    }
}

/// A row of `tournaments` as its columns hold it.
#[derive(sqlx::FromRow)]
struct TournamentColumns {
    id: TournamentId,
    guild_id: GuildId,
    channel_id: ChannelId,
    message_id: Option<MessageId>,
    name: String,
    #[sqlx(try_from = "String")]
    kind: GameKind,
    variant: String,
    format: TournamentFormat,
    rounds: Option<i64>,
    clock: String,
    rated: Flag,
    vacation: Flag,
    #[sqlx(try_from = "i64")]
    max_players: u32,
    organiser_id: UserId,
    organiser_name: String,
    status: TournamentStatus,
    #[sqlx(try_from = "i64")]
    round: u32,
    #[sqlx(try_from = "i64")]
    results_shown: u32,
    closes_at: Option<i64>,
    lang: Option<Lang>,
    created_at: i64,
}

fn tournament_of(row: &AnyRow) -> Result<TournamentRow, sqlx::Error> {
    let t = TournamentColumns::from_row(row)?;
    Ok(TournamentRow {
        id: t.id,
        guild: t.guild_id,
        channel: t.channel_id,
        message: t.message_id,
        name: t.name,
        kind: t.kind,
        variant: t.variant,
        format: t.format,
        rounds: t.rounds.map(|r| r as u32),
        clock: GameClock::written_or_default(&t.clock),
        rated: t.rated.0,
        vacation: t.vacation.0,
        max_players: t.max_players,
        organiser: (t.organiser_id, t.organiser_name),
        status: t.status,
        round: t.round,
        results_shown: t.results_shown,
        closes_at: t.closes_at,
        lang: t.lang.unwrap_or_default(),
        created_at: t.created_at,
    })
}
