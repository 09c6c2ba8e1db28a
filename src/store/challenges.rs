//! The challenges: made, answered, lapsed, and the game created in the same transaction as the
//! last acceptance.

use crate::i18n::Lang;
use sqlx::FromRow;

use super::backend::{Guard, Writing};
use super::column::Flag;
use super::{
    flag, is_set, user_of, Acceptance, ChallengeId, ChallengeRow, ChallengeStatus, ChannelId,
    Deadline, GameClock, GameId, GameKind, GuildId, Home, MessageId, NewGame, Store, StoreError,
    UserId,
};

/// A challenge's columns as stored (`SELECT * FROM challenges`), read by a derived `FromRow`
/// and made a [`ChallengeRow`] in one place: the challenger is two columns, the clock two.
#[derive(FromRow)]
struct ChallengeColumns {
    id: ChallengeId,
    #[sqlx(try_from = "String")]
    kind: GameKind,
    variant: String,
    rated: Flag,
    guild_id: Option<GuildId>,
    channel_id: ChannelId,
    home: Home,
    challenger_id: UserId,
    challenger_name: String,
    status: ChallengeStatus,
    game_id: Option<GameId>,
    created_at: i64,
    expires_at: i64,
    move_ms: Option<i64>,
    time_bank: Option<String>,
    seats: Option<i64>,
    rating_range: Option<i64>,
    message_id: Option<MessageId>,
}

impl ChallengeColumns {
    /// The challenge these columns hold, with its `opponents`.
    fn challenge(self, opponents: Vec<(UserId, String, bool)>) -> ChallengeRow {
        ChallengeRow {
            id: self.id,
            kind: self.kind,
            variant: self.variant,
            rated: self.rated.0,
            guild: self.guild_id,
            channel: self.channel_id,
            home: self.home,
            challenger: (self.challenger_id, self.challenger_name),
            opponents,
            status: self.status,
            game: self.game_id,
            created_at: self.created_at,
            expires_at: self.expires_at,
            clock: GameClock::stored(self.move_ms, self.time_bank.as_deref()),
            seats: self.seats.map(|n| n as u32),
            rating_range: self.rating_range.map(|n| n as u32),
            message: self.message_id,
        }
    }
}

impl Store {
    /// Records an open challenge.
    pub async fn create_challenge(
        &self,
        challenge: &ChallengeRow,
    ) -> Result<ChallengeRow, StoreError> {
        let Writing {
            mut tx,
            turn: _writing,
        } = self.write(&[]).await?;
        let new_id: ChallengeId = sqlx::query_scalar(
            "INSERT INTO challenges (kind, variant, rated, guild_id, channel_id, challenger_id, \
             challenger_name, status, created_at, expires_at, move_ms, seats, rating_range, \
             time_bank, home) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, 'open', $8, $9, $10, $11, $12, $13, $14) \
             RETURNING id",
        )
        .bind(challenge.kind.name())
        .bind(&challenge.variant)
        .bind(flag(challenge.rated))
        .bind(challenge.guild)
        .bind(challenge.channel)
        .bind(challenge.challenger.0)
        .bind(&challenge.challenger.1)
        .bind(challenge.created_at)
        .bind(challenge.expires_at)
        .bind(challenge.clock.move_ms())
        .bind(challenge.seats.map(i64::from))
        .bind(challenge.rating_range.map(i64::from))
        .bind(challenge.clock.time_bank_column())
        .bind(challenge.home)
        .fetch_one(&mut *tx)
        .await?;
        for (user, name, accepted) in &challenge.opponents {
            sqlx::query(
                "INSERT INTO challenge_players (challenge_id, user_id, name, accepted) \
                 VALUES ($1, $2, $3, $4)",
            )
            .bind(new_id)
            .bind(*user)
            .bind(name)
            .bind(flag(*accepted))
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(ChallengeRow {
            id: new_id,
            status: ChallengeStatus::Open,
            ..challenge.clone()
        })
    }

    /// A challenge by id, with its opponents (another table).
    pub async fn challenge(
        &self,
        challenge: ChallengeId,
    ) -> Result<Option<ChallengeRow>, StoreError> {
        let Some(row) = sqlx::query("SELECT * FROM challenges WHERE id = $1")
            .bind(challenge)
            .fetch_optional(&self.pool)
            .await?
        else {
            return Ok(None);
        };
        let opponents = sqlx::query(
            "SELECT user_id, name, accepted FROM challenge_players WHERE challenge_id = $1 \
             ORDER BY user_id",
        )
        .bind(challenge)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| {
            let (user, name) = user_of(r)?;
            Ok((user, name, is_set(r, "accepted")?))
        })
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
        Ok(Some(ChallengeColumns::from_row(&row)?.challenge(opponents)))
    }

    /// The open challenges in `channel` that `user` made or received, oldest first.
    pub async fn open_challenges(
        &self,
        channel: ChannelId,
        user: UserId,
    ) -> Result<Vec<ChallengeRow>, StoreError> {
        let ids: Vec<ChallengeId> = sqlx::query_scalar(
            "SELECT DISTINCT c.id FROM challenges c \
             LEFT JOIN challenge_players p ON p.challenge_id = c.id \
             WHERE c.channel_id = $1 AND c.status = 'open' \
             AND (c.challenger_id = $2 OR p.user_id = $3) ORDER BY c.id",
        )
        .bind(channel)
        .bind(user)
        .bind(user)
        .fetch_all(&self.pool)
        .await?;
        self.challenges_by_id(ids).await
    }

    pub(super) async fn challenges_by_id(
        &self,
        ids: Vec<ChallengeId>,
    ) -> Result<Vec<ChallengeRow>, StoreError> {
        let mut out = Vec::with_capacity(ids.len());
        for challenge in ids {
            out.extend(self.challenge(challenge).await?);
        }
        Ok(out)
    }

    /// Closes an open challenge with `status`; false if it was no longer open.
    pub async fn close_challenge(
        &self,
        challenge: ChallengeId,
        status: ChallengeStatus,
    ) -> Result<bool, StoreError> {
        self.close_by(challenge, status, None).await
    }

    /// Closes an open challenge as declined by `user`; false if it was no longer open.
    pub async fn decline_challenge(
        &self,
        challenge: ChallengeId,
        user: UserId,
    ) -> Result<bool, StoreError> {
        self.close_by(challenge, ChallengeStatus::Declined, Some(user))
            .await
    }

    async fn close_by(
        &self,
        challenge: ChallengeId,
        status: ChallengeStatus,
        by: Option<UserId>,
    ) -> Result<bool, StoreError> {
        let _writing = self.turn().await;
        let done = sqlx::query(
            "UPDATE challenges SET status = $1, closed_at = $2, declined_by = $3 \
             WHERE id = $4 AND status = 'open'",
        )
        .bind(status)
        .bind(self.now())
        .bind(by)
        .bind(challenge)
        .execute(&self.pool)
        .await?
        .rows_affected();
        Ok(done == 1)
    }

    /// The open challenges whose time is up at `now`.
    pub async fn lapsed_challenges(&self, now: i64) -> Result<Vec<ChallengeRow>, StoreError> {
        let ids: Vec<ChallengeId> = sqlx::query_scalar(
            "SELECT id FROM challenges WHERE status = 'open' AND expires_at <= $1 ORDER BY id",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        self.challenges_by_id(ids).await
    }

    /// `user` accepts `challenge` (named by it, or joining it when it is open); when everyone
    /// has, creates the game with the players in the seats `draw` gives them (from the
    /// challenger and the opponents, in that order) and closes the challenge, in the same
    /// transaction. An open challenge already full is [`Acceptance::Closed`] as accepted.
    pub async fn accept_challenge(
        &self,
        challenge: &ChallengeRow,
        user: (UserId, &str),
        draw: impl FnOnce(Vec<(UserId, String)>) -> Vec<(UserId, String)>,
        deadline: Deadline,
        lang: Lang,
    ) -> Result<Acceptance, StoreError> {
        let Writing {
            mut tx,
            turn: _writing,
        } = self
            .write(&[
                Guard::Channel(challenge.channel),
                Guard::Challenge(challenge.id),
            ])
            .await?;
        // Rolled back (dropped uncommitted) if the challenge turns out to be closed.
        let accepting = match challenge.seats {
            None => sqlx::query(
                "UPDATE challenge_players SET accepted = 1 WHERE challenge_id = $1 AND user_id = $2",
            )
            .bind(challenge.id)
            .bind(user.0),
            Some(_) => sqlx::query(
                "INSERT INTO challenge_players (challenge_id, user_id, name, accepted) \
                 VALUES ($1, $2, $3, 1) ON CONFLICT DO NOTHING",
            )
            .bind(challenge.id)
            .bind(user.0)
            .bind(user.1),
        };
        accepting.execute(&mut *tx).await?;
        let status: Option<ChallengeStatus> =
            sqlx::query_scalar("SELECT status FROM challenges WHERE id = $1")
                .bind(challenge.id)
                .fetch_optional(&mut *tx)
                .await?;
        if status != Some(ChallengeStatus::Open) {
            return Ok(Acceptance::Closed(status));
        }
        let players = sqlx::query(
            "SELECT user_id, name, accepted FROM challenge_players WHERE challenge_id = $1 \
             ORDER BY user_id",
        )
        .bind(challenge.id)
        .fetch_all(&mut *tx)
        .await?
        .iter()
        .map(|r| Ok((user_of(r)?, is_set(r, "accepted")?)))
        .collect::<Result<Vec<_>, sqlx::Error>>()?;
        let waiting = match challenge.seats {
            None => players.iter().filter(|(_, accepted)| !accepted).count() as i64,
            Some(seats) => i64::from(seats) - 1 - players.len() as i64,
        };
        if waiting < 0 {
            // Full before this player came (another joined meanwhile).
            return Ok(Acceptance::Closed(Some(ChallengeStatus::Accepted)));
        }
        if waiting > 0 {
            tx.commit().await?;
            drop(_writing);
            let row = self.challenge(challenge.id).await?;
            return row
                .map(Acceptance::Waiting)
                .ok_or_else(|| StoreError::Corrupt("challenge vanished".into()));
        }
        let seating = draw(
            std::iter::once(challenge.challenger.clone())
                .chain(players.into_iter().map(|(player, _)| player))
                .collect(),
        );
        if let Some(occupied) = Self::occupied(&mut tx, challenge.channel, &seating).await? {
            return Ok(Acceptance::Occupied(occupied));
        }
        let new = NewGame {
            kind: challenge.kind,
            variant: challenge.variant.clone(),
            guild: challenge.guild,
            channel: challenge.channel,
            home: challenge.home,
            rated: challenge.rated,
            seats: seating,
            clock: challenge.clock,
            deadline,
            lang,
            vacation: true,
        };
        let game = Self::insert_game(&mut tx, &new, self.now()).await?;
        sqlx::query(
            "UPDATE challenges SET status = 'accepted', game_id = $1, closed_at = $2 WHERE id = $3",
        )
        .bind(game)
        .bind(self.now())
        .bind(challenge.id)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        drop(_writing);
        let row = self.game(game).await?;
        row.map(Acceptance::Started)
            .ok_or_else(|| StoreError::Corrupt(format!("{game} vanished after creation")))
    }
}

/// What `/challenges` and the rules against harassment read of the challenges.
impl Store {
    /// Records the message `challenge` was posted as.
    pub async fn challenge_posted(
        &self,
        challenge: ChallengeId,
        message: MessageId,
    ) -> Result<(), StoreError> {
        let _writing = self.turn().await;
        sqlx::query("UPDATE challenges SET message_id = $1 WHERE id = $2")
            .bind(message)
            .bind(challenge)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The challenges of server `guild` still open at `now`, oldest first.
    pub async fn server_challenges(
        &self,
        guild: GuildId,
        now: i64,
    ) -> Result<Vec<ChallengeRow>, StoreError> {
        let ids: Vec<ChallengeId> = sqlx::query_scalar(
            "SELECT id FROM challenges WHERE guild_id = $1 AND status = 'open' \
             AND expires_at > $2 ORDER BY id",
        )
        .bind(guild)
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        self.challenges_by_id(ids).await
    }

    /// The challenges still open at `now` that `user` made or was named in, on any server or
    /// none, oldest first.
    pub async fn challenges_of(
        &self,
        user: UserId,
        now: i64,
    ) -> Result<Vec<ChallengeRow>, StoreError> {
        let ids: Vec<ChallengeId> = sqlx::query_scalar(
            "SELECT DISTINCT c.id FROM challenges c \
             LEFT JOIN challenge_players p ON p.challenge_id = c.id \
             WHERE c.status = 'open' AND c.expires_at > $1 \
             AND (c.challenger_id = $2 OR p.user_id = $3) ORDER BY c.id",
        )
        .bind(now)
        .bind(user)
        .bind(user)
        .fetch_all(&self.pool)
        .await?;
        self.challenges_by_id(ids).await
    }

    /// The challenges `user` made on server `guild` (`None`: outside any server) still open at
    /// `now`, oldest first.
    pub async fn challenges_made(
        &self,
        user: UserId,
        guild: Option<GuildId>,
        now: i64,
    ) -> Result<Vec<ChallengeRow>, StoreError> {
        let ids: Vec<ChallengeId> = sqlx::query_scalar(
            "SELECT id FROM challenges WHERE challenger_id = $1 AND COALESCE(guild_id, 0) = $2 \
             AND status = 'open' AND expires_at > $3 ORDER BY id",
        )
        .bind(user)
        .bind(guild.unwrap_or_default())
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        self.challenges_by_id(ids).await
    }

    /// When `declined_by` last declined a challenge of `challenger` on server `guild`, if ever.
    pub async fn last_declined(
        &self,
        challenger: UserId,
        declined_by: UserId,
        guild: Option<GuildId>,
    ) -> Result<Option<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT MAX(closed_at) FROM challenges WHERE challenger_id = $1 AND declined_by = $2 \
             AND COALESCE(guild_id, 0) = $3 AND status = 'declined'",
        )
        .bind(challenger)
        .bind(declined_by)
        .bind(guild.unwrap_or_default())
        .fetch_one(&self.pool)
        .await?)
    }
}
