//! The outbox: posts the bot owes a channel that no interaction answers (teban's moves, and
//! whatever else a change of the game owes the channel). A post is written in the same
//! transaction as the change that caused it ([`Store::append`]), so it exists exactly when the
//! change does; a front end then claims it, delivers it and marks it sent.
//!
//! A claim is a lease: the claimer holds the post until `claimed_until`, and a post whose lease
//! ran out (its deliverer died mid-post) is claimed again. A delivery that fails releases its
//! claim at once, or holds it until a time (Discord asked the deliverer to wait).
//!
//! A post owed to a conversation teban only answers in that could reach nobody waits
//! ([`Store::post_waits`]): the deliverer claims it no more, and the next answer in its channel
//! claims it ([`Store::claim_waiting`]) and says it, once. Its direct messages are recorded one
//! person at a time ([`Store::post_reached`]), so that a delivery tried again reaches nobody
//! twice.
//!
//! A delivery that a second one would show twice (Discord takes no nonce with a follow-up) is
//! begun in a commit of its own before it is made ([`Store::begin_delivery`]), by one deliverer
//! only; Discord's refusal clears it ([`Store::delivery_refused`]). A post claimed while one is
//! begun ([`PostRow::delivery_begun`]) may have been shown: it is not delivered that way again.
//!
//! A move's announcement ([`PostKind::Answer`]) is born claimed, by the interaction that the move
//! answers, for [`ANSWER_HOLD_MS`]: it is marked sent once that answer is shown
//! ([`Store::settle_answer_post`]), released at once when the answer failed, and claimed by the
//! deliverer when its hold runs out (the process died between the move and its answer).
//!
//! This module owns the `outbox` table only; what a post says and shows is [`crate::table`]'s.

use sqlx::{Any, Row, Transaction};

use crate::text::Text;

use super::{
    words, ChallengeId, ChannelId, GameId, MessageId, Store, StoreError, TournamentId, UserId,
};

words! {
    /// What a post is (the `kind` column of `outbox`).
    pub enum PostKind ("post kind") {
        /// teban's move.
        Move = "move",
        /// The player to move is reminded of their clock.
        Reminder = "reminder",
        /// A player lost on time.
        Timeout = "timeout",
        /// A server manager ended the game from another channel.
        Abort = "abort",
        /// A game's first board in its thread.
        Start = "start",
        /// The result on a thread's line (an edit of the line).
        Line = "line",
        /// A finished game's GIF.
        Replay = "replay",
        /// A player's move as its answer shows it: posted only when that answer was not.
        Answer = "answer",
        /// A game's first post where no interaction began it (a tournament's game, in the
        /// tournament's channel; a challenge accepted in the web's lobby, in its channel): its
        /// line, from which its thread is opened, or its first board.
        Pairing = "pairing",
        /// A tournament's standings, edited into its announcement.
        Standings = "standings",
        /// A tournament's final standings, with the podium, as a message of its own.
        Podium = "podium",
        /// A tournament's news in its channel (a round begins, it ends or is cancelled).
        Tournament = "tournament",
        /// A direct message to the player to move (`/notifications`): the board and a link.
        TurnDm = "turn-dm",
        /// A player's daily digest, by direct message: the games where it is their turn.
        Digest = "digest",
        /// A direct message Discord refused, said in the game's thread with a mention instead.
        Fallback = "fallback",
        /// A player's vacation began or ended (a line in each of their games' threads).
        Vacation = "vacation",
        /// An engine's analysis of a game: its chart and each player's costliest moves.
        Analysis = "analysis",
        /// What a player did on the web page (a resignation, a draw offered or agreed, a
        /// takeback asked or answered) as Discord's answer would have shown it, with the board;
        /// or their answer to a challenge in the web's lobby (declined, withdrawn), without one.
        WebAction = "web-action",
        /// A challenge made in the web's lobby, as `/challenge` shows it: its buttons while it
        /// is open; once delivered, its message is the challenge's.
        Challenge = "challenge",
    }
}

/// How long a move's announcement is held for the interaction that answers the move: from the
/// move's commit to its answer sent there are a picture drawn and one or two calls to Discord.
pub const ANSWER_HOLD_MS: i64 = 15_000;

/// A post to write with a change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewPost {
    pub channel: ChannelId,
    pub kind: PostKind,
    /// What it says, before the game's status line.
    pub text: Text,
    /// The users to notify.
    pub mention: Vec<UserId>,
    /// The message to edit instead of posting a new one (a thread's line).
    pub edit: Option<MessageId>,
    /// A direct message to this user, instead of a post in `channel` (then the game's channel,
    /// where it falls back to a mention when Discord refuses it).
    pub recipient: Option<UserId>,
}

/// A stored post.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PostRow {
    pub id: i64,
    pub channel: ChannelId,
    pub game: Option<GameId>,
    /// The game's version the post shows.
    pub version: Option<u32>,
    pub kind: PostKind,
    pub text: Text,
    pub mention: Vec<UserId>,
    /// The message to edit instead of posting a new one.
    pub edit: Option<MessageId>,
    /// The tournament it is about (its standings).
    pub tournament: Option<TournamentId>,
    /// A direct message to this user (see [`NewPost::recipient`]).
    pub recipient: Option<UserId>,
    /// The challenge it shows (one made where no interaction answered it).
    pub challenge: Option<ChallengeId>,
    /// The people a direct message of it reached already (`true`), or who refused one.
    pub reached: Vec<(UserId, bool)>,
    /// When a delivery of it that a second one would show twice was begun, if how it ended is
    /// not known (see [`Store::begin_delivery`]).
    pub delivery_begun: Option<i64>,
    pub created_at: i64,
}

/// The people a post reached by direct message, as the `reached` column keeps them: their ids,
/// separated by spaces, `!` before those who refused it.
fn reached_of(text: &str) -> Vec<(UserId, bool)> {
    text.split_whitespace()
        .filter_map(|one| match one.strip_prefix('!') {
            Some(refused) => refused.parse().ok().map(|id| (UserId(id), false)),
            None => one.parse().ok().map(|id| (UserId(id), true)),
        })
        .collect()
}

/// The columns a claim reads of a post.
const POST_COLUMNS: &str = "id, channel_id, game_id, version, kind, text, mention, \
    edit_message_id, tournament_id, created_at, recipient_id, challenge_id, reached, \
    delivery_begun_at";

/// What a post is about: a game at a version, a tournament, a challenge.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct About {
    pub game: Option<GameId>,
    pub version: Option<u32>,
    pub tournament: Option<TournamentId>,
    pub challenge: Option<ChallengeId>,
}

impl About {
    /// About `game`, if any, at no version in particular (a player's direct message).
    pub fn game(game: Option<GameId>) -> About {
        About {
            game,
            ..About::default()
        }
    }

    /// About `game` at `version`.
    pub fn game_at(game: GameId, version: u32) -> About {
        About {
            game: Some(game),
            version: Some(version),
            ..About::default()
        }
    }

    /// About `tournament`.
    pub fn tournament(tournament: TournamentId) -> About {
        About {
            tournament: Some(tournament),
            ..About::default()
        }
    }
}

impl Store {
    /// Writes `post` about `game` at `version` on its own (a change made where no interaction
    /// answers it, such as the web page).
    pub async fn add_game_post(
        &self,
        post: &NewPost,
        game: GameId,
        version: u32,
    ) -> Result<(), StoreError> {
        self.add_post(post, About::game_at(game, version)).await
    }

    /// Writes `post` about `challenge` (if any) on its own (a challenge made or answered where no
    /// interaction answers it, such as the web's lobby).
    pub async fn add_challenge_post(
        &self,
        post: &NewPost,
        challenge: Option<ChallengeId>,
    ) -> Result<(), StoreError> {
        let about = About {
            challenge,
            ..About::default()
        };
        self.add_post(post, about).await
    }

    /// Writes `post` about what `about` says, in a transaction of its own.
    async fn add_post(&self, post: &NewPost, about: About) -> Result<(), StoreError> {
        let now = self.now();
        let super::backend::Writing {
            mut tx,
            turn: _writing,
        } = self.write(&[]).await?;
        Self::insert_post_about(&mut tx, post, about, now).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Writes `post` about `game` at `version`, inside the transaction of the change.
    pub(super) async fn insert_post(
        tx: &mut Transaction<'_, Any>,
        post: &NewPost,
        game: Option<GameId>,
        version: Option<u32>,
        now: i64,
    ) -> Result<(), StoreError> {
        let about = About {
            game,
            version,
            ..About::default()
        };
        Self::insert_post_about(tx, post, about, now).await
    }

    /// Writes `post` about what `about` says, inside the transaction of the change.
    pub(super) async fn insert_post_about(
        tx: &mut Transaction<'_, Any>,
        post: &NewPost,
        about: About,
        now: i64,
    ) -> Result<(), StoreError> {
        let mention: Vec<String> = post.mention.iter().map(|u| u.to_string()).collect();
        let held = (post.kind == PostKind::Answer).then_some(now + ANSWER_HOLD_MS);
        sqlx::query(
            "INSERT INTO outbox (channel_id, game_id, version, kind, text, mention, \
             edit_message_id, created_at, claimed_until, tournament_id, recipient_id, challenge_id) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
        )
        .bind(post.channel)
        .bind(about.game)
        .bind(about.version.map(i64::from))
        .bind(post.kind)
        .bind(post.text.stored())
        .bind(mention.join(" "))
        .bind(post.edit)
        .bind(now)
        .bind(held)
        .bind(about.tournament)
        .bind(post.recipient)
        .bind(about.challenge)
        .execute(&mut **tx)
        .await?;
        Ok(())
    }

    /// Claims up to `limit` unsent posts, oldest first (in `channel` only, when given), that
    /// nobody holds at `now` and that do not wait for an answer, for `lease_ms`.
    pub async fn claim_posts(
        &self,
        channel: Option<ChannelId>,
        now: i64,
        lease_ms: i64,
        limit: usize,
    ) -> Result<Vec<PostRow>, StoreError> {
        self.claim_unsent("waiting_at IS NULL", channel, (now, lease_ms), limit)
            .await
    }

    /// Claims, for `lease_ms`, up to `limit` posts that wait for the next answer in `channel`
    /// (see [`Store::post_waits`]) and nobody holds at `now`, oldest first: the answer says them,
    /// then marks them sent ([`Store::mark_posted`]), or releases them when it could not be
    /// shown. Two answers at once never claim the same post.
    pub async fn claim_waiting(
        &self,
        channel: ChannelId,
        now: i64,
        lease_ms: i64,
        limit: usize,
    ) -> Result<Vec<PostRow>, StoreError> {
        let waiting = "waiting_at IS NOT NULL";
        self.claim_unsent(waiting, Some(channel), (now, lease_ms), limit)
            .await
    }

    /// Claims up to `limit` unsent posts that `which` says (whether they wait for an answer),
    /// oldest first (in `channel` only, when given), that nobody holds at `now`, for `lease_ms`.
    async fn claim_unsent(
        &self,
        which: &str,
        channel: Option<ChannelId>,
        (now, lease_ms): (i64, i64),
        limit: usize,
    ) -> Result<Vec<PostRow>, StoreError> {
        let _writing = self.turn().await;
        // The free rows are checked again as they are updated: on PostgreSQL a row another
        // process claimed meanwhile is passed over (and skipped at once where it is locked).
        let sql = format!(
            "UPDATE outbox SET claimed_until = $1 WHERE id IN ( \
                 SELECT id FROM outbox WHERE sent_at IS NULL AND {which} \
                 AND (claimed_until IS NULL OR claimed_until <= $2) \
                 AND ($3 IS NULL OR channel_id = $4) ORDER BY id LIMIT $5{}) \
             AND sent_at IS NULL AND {which} \
             AND (claimed_until IS NULL OR claimed_until <= $2) \
             RETURNING {POST_COLUMNS}",
            self.backend.skip_locked()
        );
        let rows = sqlx::query(&sql)
            .bind(now + lease_ms)
            .bind(now)
            .bind(channel)
            .bind(channel)
            .bind(limit as i64)
            .fetch_all(&self.pool)
            .await?;
        Self::posts_of(&rows)
    }

    /// The posts of claimed rows, in the order they were written (RETURNING gives none). Their
    /// rows are read by hand: ids are stored signed (see [`super::column`]) and the mentions
    /// and the people reached are texts.
    fn posts_of(rows: &[sqlx::any::AnyRow]) -> Result<Vec<PostRow>, StoreError> {
        let mut posts = rows
            .iter()
            .map(|r| {
                let mention: String = r.try_get("mention")?;
                Ok(PostRow {
                    id: r.try_get("id")?,
                    channel: r.try_get("channel_id")?,
                    game: r.try_get("game_id")?,
                    version: r.try_get::<Option<i64>, _>("version")?.map(|v| v as u32),
                    kind: r.try_get("kind")?,
                    text: Text::from_stored(r.try_get("text")?),
                    mention: mention
                        .split_whitespace()
                        .filter_map(|u| u.parse().ok().map(UserId))
                        .collect(),
                    edit: r.try_get("edit_message_id")?,
                    tournament: r.try_get("tournament_id")?,
                    recipient: r.try_get("recipient_id")?,
                    challenge: r.try_get("challenge_id")?,
                    reached: reached_of(&r.try_get::<String, _>("reached")?),
                    delivery_begun: r.try_get("delivery_begun_at")?,
                    created_at: r.try_get("created_at")?,
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        posts.sort_by_key(|p| p.id);
        Ok(posts)
    }

    /// A direct message of `post` reached `user` (`sent`), or they refused it: recorded at once,
    /// so that the post tried again passes them over.
    pub async fn post_reached(
        &self,
        post: i64,
        user: UserId,
        sent: bool,
    ) -> Result<(), StoreError> {
        let one = match sent {
            true => user.to_string(),
            false => format!("!{user}"),
        };
        self.change_unsent(post, "reached = TRIM(reached || ' ' || $1)", one)
            .await
    }

    /// Nobody could be told `post` where it was owed (no answer there lives to carry it, no
    /// direct message reached anyone): it waits for the next answer in its channel, which no
    /// deliverer claims it for.
    pub async fn post_waits(&self, post: i64, now: i64) -> Result<(), StoreError> {
        self.change_unsent(post, "waiting_at = $1, claimed_until = NULL", now)
            .await
    }

    /// A delivery of `post` that a second one would show twice begins at `now` (a follow-up:
    /// Discord takes no nonce there), recorded before it is made: false when one was begun
    /// already (another deliverer's, whose claim ran out) or the post was sent, and it is not to
    /// be made. Until Discord refuses it ([`Store::delivery_refused`]) or the post is marked
    /// sent, the post is never delivered that way again: a claim that finds it begun (its
    /// deliverer died, or heard no answer) knows it may have been shown.
    pub async fn begin_delivery(&self, post: i64, now: i64) -> Result<bool, StoreError> {
        let _writing = self.turn().await;
        let begun = sqlx::query(
            "UPDATE outbox SET delivery_begun_at = $1 \
             WHERE id = $2 AND sent_at IS NULL AND delivery_begun_at IS NULL",
        )
        .bind(now)
        .bind(post)
        .execute(&self.pool)
        .await?;
        Ok(begun.rows_affected() > 0)
    }

    /// Discord refused the delivery of `post` begun ([`Store::begin_delivery`]): it was not
    /// shown, and may be made again.
    pub async fn delivery_refused(&self, post: i64) -> Result<(), StoreError> {
        self.change_unsent(post, "delivery_begun_at = $1", None::<i64>)
            .await
    }

    /// The post was delivered.
    pub async fn mark_posted(&self, post: i64, now: i64) -> Result<(), StoreError> {
        self.change_unsent(post, "sent_at = $1", now).await
    }

    /// The delivery failed: anyone may claim the post again.
    pub async fn release_post(&self, post: i64) -> Result<(), StoreError> {
        self.change_unsent(post, "claimed_until = $1", None::<i64>)
            .await
    }

    /// The delivery must wait: nobody claims the post before `until` (Discord's rate limit).
    pub async fn hold_post(&self, post: i64, until: i64) -> Result<(), StoreError> {
        self.change_unsent(post, "claimed_until = $1", until).await
    }

    /// Changes `post`, unless it was sent, as `set` says with `value` (its `$1`).
    async fn change_unsent<T>(&self, post: i64, set: &str, value: T) -> Result<(), StoreError>
    where
        T: for<'q> sqlx::Encode<'q, Any> + sqlx::Type<Any> + Send,
    {
        let _writing = self.turn().await;
        let sql = format!("UPDATE outbox SET {set} WHERE id = $2 AND sent_at IS NULL");
        sqlx::query(&sql)
            .bind(value)
            .bind(post)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The interaction that answers `game`'s move to `version` was answered (`shown`: its
    /// announcement is marked sent, never to be posted) or could not be (it is released for the
    /// deliverer at once). False when the announcement was no longer the interaction's: its hold
    /// ran out and a deliverer took it (the answer came too late: the post shows the move).
    pub async fn settle_answer_post(
        &self,
        game: GameId,
        version: u32,
        shown: bool,
        now: i64,
    ) -> Result<bool, StoreError> {
        let _writing = self.turn().await;
        // Still under the interaction's own hold (set when the post was written), even if it
        // ran out: no deliverer took it over, whose claim would have moved `claimed_until`.
        let set = if shown {
            "sent_at = $5"
        } else {
            "claimed_until = NULL"
        };
        let sql = format!(
            "UPDATE outbox SET {set} WHERE game_id = $1 AND version = $2 AND kind = $3 \
             AND sent_at IS NULL AND claimed_until = created_at + $4"
        );
        let mut query = sqlx::query(&sql)
            .bind(game)
            .bind(i64::from(version))
            .bind(PostKind::Answer)
            .bind(ANSWER_HOLD_MS);
        if shown {
            query = query.bind(now);
        }
        Ok(query.execute(&self.pool).await?.rows_affected() > 0)
    }

    /// How many posts are not delivered yet (those that wait for an answer in their channel
    /// aside: no deliverer can deliver them).
    pub async fn unsent_posts(&self) -> Result<u64, StoreError> {
        let n: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL AND waiting_at IS NULL",
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(n as u64)
    }
}
