//! Challenges as the web's lobby shows them, where no Discord command is typed: the open
//! challenges that concern a player on the servers they share with teban, a challenge found by
//! its number (to answer it where it was made), the channels of a server where the player met
//! teban (where the lobby offers to post a new one), and what the channel reads of a challenge
//! made or answered there: the challenge with its buttons while it is open.
//!
//! Decisions where the issue is silent:
//! - The lobby lists the challenges made by the player or naming them, and the open challenges
//!   of others on the same servers (any member may take a seat), oldest first; a challenge on a
//!   server the caller does not name (one they left) is not listed.
//! - The channels offered are those where the player made or was named in a challenge, or sat at
//!   a game (a game in a thread counts for the channel its line is in): channels they are known
//!   to see, never a channel of the server chosen for them.

use super::challenge::challenge_buttons;
use super::open_challenge::open_buttons;
use crate::model::{ChannelId, GuildId, UserId};
use crate::store::{ChallengeStatus, PostRow};
use crate::table::challenges::Challenges;
use crate::table::shared::{ChallengeCard, ChallengeId, Happened, Refusal, Reply};

/// The most channels the lobby offers on one server.
const CHANNELS_OFFERED: usize = 25;

impl Challenges {
    /// The open challenges that concern `user` on `servers`: theirs, those naming them, and the
    /// open challenges of others there, oldest first.
    pub async fn challenges_of_player(
        &self,
        user: UserId,
        servers: &[GuildId],
    ) -> Result<Vec<ChallengeCard>, Refusal> {
        let now = self.store.now();
        let mut rows = self.store.challenges_of(user, now).await?;
        for guild in servers {
            for row in self.store.server_challenges(*guild, now).await? {
                if row.seats.is_some() && !rows.iter().any(|r| r.id == row.id) {
                    rows.push(row);
                }
            }
        }
        rows.retain(|row| row.guild.is_some_and(|g| servers.contains(&g)));
        rows.sort_by_key(|row| row.id);
        Ok(rows.iter().map(Self::challenge_card).collect())
    }

    /// Challenge `challenge` as it stands, open or not: where it was made, whom it names.
    pub async fn challenge_card_of(
        &self,
        challenge: ChallengeId,
    ) -> Result<ChallengeCard, Refusal> {
        let row = self.store.challenge(challenge).await?;
        Ok(Self::challenge_card(&row.ok_or(Refusal::NoSuchChallenge)?))
    }

    /// The channels of `guild` where `user` made or was named in a challenge, or sat at a game,
    /// the last first.
    pub async fn channels_of_player(
        &self,
        user: UserId,
        guild: GuildId,
    ) -> Result<Vec<ChannelId>, Refusal> {
        Ok(self
            .store
            .channels_of(user, guild, CHANNELS_OFFERED)
            .await?)
    }

    /// A challenge made where no interaction answered it (the outbox's [`PostKind::Challenge`]),
    /// as its channel reads it when it is delivered: its words, and its buttons while it is
    /// still open (Accept, Decline for those it names, Cancel; an open challenge has no
    /// Decline).
    ///
    /// [`PostKind::Challenge`]: crate::store::PostKind::Challenge
    pub(in crate::table) async fn challenge_shown(&self, post: &PostRow) -> Result<Reply, Refusal> {
        let Some(challenge) = post.challenge else {
            return Ok(Reply {
                text: post.text.clone(),
                ..Reply::default()
            });
        };
        let row = self
            .store
            .challenge(challenge)
            .await?
            .ok_or(Refusal::NoSuchChallenge)?;
        let lang = self.servers.guild_lang(row.guild).await?;
        let open = row.status == ChallengeStatus::Open && row.expires_at > self.store.now();
        let actions = match (open, row.seats) {
            (false, _) => Vec::new(),
            (true, Some(_)) => open_buttons(lang, &row),
            (true, None) => challenge_buttons(lang, challenge, !row.opponents.iter().any(|o| o.2)),
        };
        Ok(Reply {
            text: post.text.clone(),
            happened: Happened::ChallengePosted { challenge },
            actions,
            lang,
            ..Reply::default()
        })
    }
}
