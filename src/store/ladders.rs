//! The ratings table: one ladder per scope (a server, or one person's own), game and number of
//! players, updated inside the transaction that finishes a rated game, and read for leaderboards
//! and records.
//!
//! Decision where the issue is silent: games outside any server (direct messages) are the one
//! person's who played them against teban, so they are rated on a ladder of that person's own
//! ([`Scope::Own`]), where teban's levels have ratings of their own too; no other person's
//! leaderboard or profile reads it. A game of several people where teban only answers (a DM or a
//! group DM between them, a server that did not add teban: [`Home::Answered`]) rates each player
//! on their own ladder, against the others' own ratings: the players' own, which follow them
//! wherever they play outside a server's ladder. A game of several people in teban's own DMs
//! (possible before direct messages became one person's place) is rated on no ladder. The ladder
//! that direct messages shared before (`guild_id` 0) is no longer written nor read.

use sqlx::{Any, FromRow, Transaction};

use super::{
    rating, user_of, GameRow, GuildId, Home, Rating, Store, StoreError, UserId, MACHINE_IDS,
};
use crate::games::{GameKind, Outcome};

/// Whose ladders a rating stands on: a server's, read by all its members, or one person's own
/// (their games against teban outside any server), read by nobody else.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Scope {
    /// A server's ladders, by its id.
    Server(GuildId),
    /// One person's own ladders, by their user id.
    Own(UserId),
}

impl Scope {
    /// The ladders `person` reads in `guild`: the server's, or outside a server their own.
    pub fn of(guild: Option<GuildId>, person: UserId) -> Scope {
        guild.map_or(Scope::Own(person), Scope::Server)
    }

    /// The ladder each seat of a finished game is rated on, in seat order: its server's (a
    /// server that added teban); outside one, its one person's own (the others are teban's
    /// levels); where teban only answers, each player's own; none for several people in teban's
    /// own DMs.
    pub fn of_seats(game: &GameRow) -> Option<Vec<Scope>> {
        let every = |scope| Some(vec![scope; game.seats.len()]);
        if let Some(guild) = game.server() {
            return every(Scope::Server(guild));
        }
        let mut people = game.seats.iter().filter(|s| s.user < MACHINE_IDS);
        match (people.next(), people.next()) {
            (Some(person), None) => every(Scope::Own(person.user)),
            _ if game.home == Home::Answered => {
                Some(game.seats.iter().map(|s| Scope::Own(s.user)).collect())
            }
            _ => None,
        }
    }

    /// The `guild_id` the ratings are stored under: a server's id, or the complement of the
    /// person's id for their own ladders. Discord's ids (and the terminal's) stay below 2^63,
    /// so a server's key is never negative and a person's always is: the two never meet, nor
    /// meet 0 (the ladder direct messages once shared).
    pub(super) fn key(self) -> i64 {
        match self {
            Scope::Server(guild) => guild.stored(),
            Scope::Own(person) => !person.stored(),
        }
    }
}

/// One of a player's ladders: which, and their rating on it.
#[derive(sqlx::FromRow)]
struct LadderRating {
    #[sqlx(try_from = "String")]
    kind: GameKind,
    #[sqlx(try_from = "i64")]
    players: u8,
    #[sqlx(flatten)]
    rating: Rating,
}

impl Store {
    /// Rates the finished `game`, each seat on its ladder of `scopes` (see [`Scope::of_seats`]),
    /// inside the transaction that finishes it.
    pub(super) async fn rate_finished(
        tx: &mut Transaction<'_, Any>,
        scopes: &[Scope],
        game: &GameRow,
        outcome: Outcome,
        now: i64,
    ) -> Result<(), StoreError> {
        let players = game.seats.len();
        let mut before = Vec::with_capacity(players);
        for (seat, scope) in game.seats.iter().zip(scopes) {
            let rating: Option<Rating> = sqlx::query_as(
                "SELECT rating, deviation, volatility, wins, losses, draws FROM ratings \
                 WHERE guild_id = $1 AND kind = $2 AND players = $3 AND user_id = $4",
            )
            .bind(scope.key())
            .bind(game.kind.name())
            .bind(players as i64)
            .bind(seat.user)
            .fetch_optional(&mut **tx)
            .await?;
            before.push(rating.unwrap_or_else(|| Rating::newcomer(players)));
        }
        let rated = game.seats.iter().zip(scopes);
        for ((seat, scope), after) in rated.zip(rating::rate(&before, outcome)) {
            sqlx::query(
                "INSERT INTO ratings (guild_id, kind, players, user_id, name, rating, deviation, \
                 volatility, wins, losses, draws, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) \
                 ON CONFLICT (guild_id, kind, players, user_id) DO UPDATE SET \
                 name = excluded.name, rating = excluded.rating, deviation = excluded.deviation, \
                 volatility = excluded.volatility, wins = excluded.wins, \
                 losses = excluded.losses, draws = excluded.draws, updated_at = excluded.updated_at",
            )
            .bind(scope.key())
            .bind(game.kind.name())
            .bind(players as i64)
            .bind(seat.user)
            .bind(&seat.name)
            .bind(after.rating)
            .bind(after.deviation)
            .bind(after.volatility)
            .bind(after.wins as i64)
            .bind(after.losses as i64)
            .bind(after.draws as i64)
            .bind(now)
            .execute(&mut **tx)
            .await?;
            Self::record_rating(tx, *scope, game, seat.user, &after, now).await?;
        }
        Ok(())
    }

    /// One ladder, best first. Its rows are read by hand for the player's id, stored signed (see
    /// [`super::column`]).
    pub async fn ladder(
        &self,
        scope: Scope,
        kind: GameKind,
        players: u8,
        limit: usize,
    ) -> Result<Vec<(UserId, String, Rating)>, StoreError> {
        sqlx::query(
            "SELECT user_id, name, rating, deviation, volatility, wins, losses, draws \
             FROM ratings WHERE guild_id = $1 AND kind = $2 AND players = $3 \
             ORDER BY rating DESC, user_id LIMIT $4",
        )
        .bind(scope.key())
        .bind(kind.name())
        .bind(players as i64)
        .bind(limit as i64)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| {
            let (user, name) = user_of(r)?;
            Ok((user, name, Rating::from_row(r)?))
        })
        .collect()
    }

    /// The numbers of players of the ladders of `kind` in a scope.
    pub async fn ladders(&self, scope: Scope, kind: GameKind) -> Result<Vec<u8>, StoreError> {
        let sizes: Vec<i64> = sqlx::query_scalar(
            "SELECT DISTINCT players FROM ratings WHERE guild_id = $1 AND kind = $2 ORDER BY players",
        )
        .bind(scope.key())
        .bind(kind.name())
        .fetch_all(&self.pool)
        .await?;
        Ok(sizes.into_iter().map(|n| n as u8).collect())
    }

    /// Every rating of `user` in a scope: (game, players, rating).
    pub async fn ratings_of(
        &self,
        scope: Scope,
        user: UserId,
    ) -> Result<Vec<(GameKind, u8, Rating)>, StoreError> {
        let ladders: Vec<LadderRating> = sqlx::query_as(
            "SELECT kind, players, rating, deviation, volatility, wins, losses, draws \
             FROM ratings WHERE guild_id = $1 AND user_id = $2 ORDER BY kind, players",
        )
        .bind(scope.key())
        .bind(user)
        .fetch_all(&self.pool)
        .await?;
        Ok(ladders
            .into_iter()
            .map(|l| (l.kind, l.players, l.rating))
            .collect())
    }
}
