//! Lists of games across channels, for a player's overview (`/games`, and the web's lobby across
//! servers) and a server's (`/games all`), and the newest game of a
//! player in a channel (`/record`), and a channel's unfinished games (the Activity's choice). Read-only: it owns the queries and nothing that changes a
//! game.

use super::{ChannelId, GameRow, GuildId, Store, StoreError, UserId, GAME_COLUMNS};

impl Store {
    /// The active games in which `user` has a seat in `guild` (`None`: direct messages and the
    /// terminal), oldest first, at most `limit`.
    pub async fn unfinished_games_of(
        &self,
        user: UserId,
        guild: Option<GuildId>,
        limit: usize,
    ) -> Result<Vec<GameRow>, StoreError> {
        self.unfinished_seats_of(user, Some(guild), limit).await
    }

    /// The active games in which `user` has a seat, on any server or none, oldest first, at most
    /// `limit` (the web's lobby).
    pub async fn unfinished_games_anywhere(
        &self,
        user: UserId,
        limit: usize,
    ) -> Result<Vec<GameRow>, StoreError> {
        self.unfinished_seats_of(user, None, limit).await
    }

    /// The active games in which `user` has a seat, in `guild` when one is given (`Some(None)`:
    /// outside any server), oldest first, at most `limit`.
    async fn unfinished_seats_of(
        &self,
        user: UserId,
        guild: Option<Option<GuildId>>,
        limit: usize,
    ) -> Result<Vec<GameRow>, StoreError> {
        let (within, limit_at) = match guild {
            Some(_) => ("AND g.guild_id IS NOT DISTINCT FROM $2", "$3"),
            None => ("", "$2"),
        };
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE s.user_id = $1 AND g.status = 'active' {within} ORDER BY g.id LIMIT {limit_at}"
        );
        let mut query = sqlx::query(&sql).bind(user);
        if let Some(guild) = guild {
            query = query.bind(guild);
        }
        let rows = query.bind(limit as i64).fetch_all(&self.pool).await?;
        self.games_from_rows(&rows).await
    }

    /// The unfinished games of `guild`, oldest first, at most `limit` (`/games all`).
    pub async fn unfinished_games_in(
        &self,
        guild: GuildId,
        limit: usize,
    ) -> Result<Vec<GameRow>, StoreError> {
        self.unfinished_games_where("guild_id", guild, limit).await
    }

    /// The unfinished games played in `channel` (a channel's, or a thread's own), oldest first,
    /// at most `limit`: what the Activity opened there offers.
    pub async fn unfinished_games_in_channel(
        &self,
        channel: ChannelId,
        limit: usize,
    ) -> Result<Vec<GameRow>, StoreError> {
        self.unfinished_games_where("channel_id", channel, limit)
            .await
    }

    /// The unfinished games whose `column` (of `games`) is `value`, oldest first, at most `limit`.
    async fn unfinished_games_where<T>(
        &self,
        column: &str,
        value: T,
        limit: usize,
    ) -> Result<Vec<GameRow>, StoreError>
    where
        T: for<'q> sqlx::Encode<'q, sqlx::Any> + sqlx::Type<sqlx::Any> + Send,
    {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games g WHERE g.status = 'active' AND g.{column} = $1 \
             ORDER BY g.id LIMIT $2"
        );
        let rows = sqlx::query(&sql)
            .bind(value)
            .bind(limit as i64)
            .fetch_all(&self.pool)
            .await?;
        self.games_from_rows(&rows).await
    }

    /// The newest game, on or over, at which `user` has a seat in `channel` (the one `/record`
    /// means when no game is named).
    pub async fn latest_game_in(
        &self,
        channel: ChannelId,
        user: UserId,
    ) -> Result<Option<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE s.user_id = $1 AND g.channel_id = $2 ORDER BY g.id DESC LIMIT 1"
        );
        let row = sqlx::query(&sql)
            .bind(user)
            .bind(channel)
            .fetch_optional(&self.pool)
            .await?;
        match row {
            Some(row) => Ok(Some(Self::game_from_row(&row)?)),
            None => Ok(None),
        }
    }

    /// The newest game played in `channel`, whoever sat at it (a thread's own game).
    pub async fn latest_game_of(&self, channel: ChannelId) -> Result<Option<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games g WHERE g.channel_id = $1 ORDER BY g.id DESC LIMIT 1"
        );
        let row = sqlx::query(&sql)
            .bind(channel)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(Self::game_from_row).transpose()
    }

    async fn games_from_rows(
        &self,
        rows: &[sqlx::any::AnyRow],
    ) -> Result<Vec<GameRow>, StoreError> {
        let mut games = Vec::with_capacity(rows.len());
        for row in rows {
            games.push(Self::game_from_row(row)?);
        }
        Ok(games)
    }
}
