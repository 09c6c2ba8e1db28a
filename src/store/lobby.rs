//! What the web's lobby reads and no other flow does: the machine's unfinished games (local
//! play), which of a login's servers teban has been used on, the people teban has seen play on a
//! server, and the channels a player met teban in there. Read-only.

use sqlx::Row;

use super::{ChannelId, GameRow, GuildId, Store, StoreError, UserId, GAME_COLUMNS, MACHINE_IDS};

impl Store {
    /// The active games of this database, the last moved first, at most `limit` (local play's
    /// games to resume).
    pub async fn unfinished_games_newest(&self, limit: usize) -> Result<Vec<GameRow>, StoreError> {
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games g WHERE g.status = 'active' \
             ORDER BY g.updated_at DESC, g.id DESC LIMIT $1"
        );
        let rows = sqlx::query(&sql)
            .bind(limit as i64)
            .fetch_all(&self.pool)
            .await?;
        rows.iter().map(Self::game_from_row).collect()
    }

    /// Those of `guilds` teban has been used on: a game, a challenge or a setting there.
    pub async fn servers_known(&self, guilds: &[GuildId]) -> Result<Vec<GuildId>, StoreError> {
        if guilds.is_empty() {
            return Ok(Vec::new());
        }
        let listed: Vec<String> = (1..=guilds.len()).map(|n| format!("${n}")).collect();
        let listed = listed.join(", ");
        let sql = format!(
            "SELECT guild_id FROM games WHERE status IN ('active', 'finished') \
             AND guild_id IN ({listed}) \
             UNION SELECT guild_id FROM challenges WHERE guild_id IN ({listed}) \
             UNION SELECT guild_id FROM server_settings WHERE guild_id IN ({listed})"
        );
        let mut query = sqlx::query_scalar(&sql);
        for guild in guilds {
            query = query.bind(*guild);
        }
        let known: Vec<GuildId> = query.fetch_all(&self.pool).await?;
        Ok(guilds
            .iter()
            .copied()
            .filter(|g| known.contains(g))
            .collect())
    }

    /// The people who sat at a game of `guild` (never teban), the last seen first (at one game, by
    /// seat), each once with the name they last played under; at most `limit`.
    pub async fn players_on(
        &self,
        guild: GuildId,
        limit: usize,
    ) -> Result<Vec<(UserId, String)>, StoreError> {
        let rows = sqlx::query(
            "SELECT s.user_id, s.name FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE g.status IN ('active', 'finished') AND g.guild_id = $1 AND s.user_id < $2 \
             ORDER BY g.id DESC, s.seat LIMIT $3",
        )
        .bind(guild)
        .bind(MACHINE_IDS)
        .bind((limit * SEATS_READ_PER_PLAYER) as i64)
        .fetch_all(&self.pool)
        .await?;
        let mut players: Vec<(UserId, String)> = Vec::new();
        for row in rows {
            let user: UserId = row.try_get("user_id")?;
            if players.len() < limit && !players.iter().any(|(p, _)| *p == user) {
                players.push((user, row.try_get("name")?));
            }
        }
        Ok(players)
    }

    /// The channels of `guild` where `user` made or was named in a challenge, or sat at a game
    /// (a game played in a thread counts for the channel its line is in), the last first, each
    /// once; at most `limit`.
    pub async fn channels_of(
        &self,
        user: UserId,
        guild: GuildId,
        limit: usize,
    ) -> Result<Vec<ChannelId>, StoreError> {
        let rows = sqlx::query(
            "SELECT c.channel_id AS channel, c.created_at AS at FROM challenges c \
             WHERE c.guild_id = $1 AND c.challenger_id = $2 \
             UNION ALL SELECT c.channel_id, c.created_at FROM challenges c \
             JOIN challenge_players p ON p.challenge_id = c.id \
             WHERE c.guild_id = $1 AND p.user_id = $2 \
             UNION ALL SELECT COALESCE(g.line_channel_id, g.channel_id), g.created_at \
             FROM games g JOIN seats s ON s.game_id = g.id \
             WHERE g.guild_id = $1 AND s.user_id = $2 \
             ORDER BY at DESC LIMIT $3",
        )
        .bind(guild)
        .bind(user)
        .bind((limit * SEATS_READ_PER_PLAYER) as i64)
        .fetch_all(&self.pool)
        .await?;
        let mut channels: Vec<ChannelId> = Vec::new();
        for row in rows {
            let channel: ChannelId = row.try_get("channel")?;
            if channels.len() < limit && !channels.contains(&channel) {
                channels.push(channel);
            }
        }
        Ok(channels)
    }
}

/// How many rows a list of people (or channels) reads for each one it keeps: the same person
/// sits at many games.
const SEATS_READ_PER_PLAYER: usize = 20;
