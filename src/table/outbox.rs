//! Delivering the outbox: the posts a change owed a channel (teban's moves, reminders and
//! time-outs, a game's first board in its thread, its line edited to the result, its replay, a
//! challenge made or answered on the web), written in the
//! change's own transaction, claimed here by a front end, shown as the game stood when the post
//! was written, and marked sent once delivered.
//!
//! At least once, shown once: a post whose delivery failed is released and claimed again; one
//! whose deliverer died mid-post is claimed again when its lease ([`POST_LEASE_MS`]) runs out.
//! Each post keeps its number at every delivery, which a front end makes a second delivery
//! harmless with (the Discord adapter sends it as the message's nonce, and Discord drops a second
//! message with the same nonce), so a post delivered twice is shown once.
//!
//! A player's move answered on Discord is announced here too, held while its interaction is
//! answered ([`crate::store::PostKind::Answer`]): whatever the answer could not show (the board,
//! the ping of the player to move) reaches the game's channel through the outbox, once.
//!
//! A post owed to a game whose home is a conversation teban only answers in ([`Home::Answered`])
//! says where it may go ([`Post::home`], [`Post::people`]): a front end delivers it by the
//! answers there, else to each of its people by direct message (recorded one at a time,
//! [`Outbox::post_reached`]), else it waits ([`Outbox::post_waits`]) for the next answer in that
//! conversation, which claims it ([`Outbox::waiting_posts`]) and says one line of it: delivered
//! once whichever way it went. Of those ways, one has no number to make a second delivery
//! harmless with (Discord's follow-up takes no nonce): the front end records that it begins it
//! ([`Outbox::begin_delivery`]), in a commit of its own and by one deliverer only, and that it
//! was refused ([`Outbox::delivery_refused`]). A post claimed while such a delivery is begun and
//! not known to have ended (its deliverer died, or heard no answer) may have been shown: it is
//! not delivered again, but waits for the next answer in its conversation, which says it in one
//! line. Shown at most once as a message, and never lost.

use crate::i18n::Lang;
use crate::model::{ChannelId, GameRow, Home, UserId};
use crate::say;
use crate::store::Store;
use crate::store::{PostKind, PostRow};
use crate::table::analyses::Analyses;
use crate::table::challenges::Challenges;
use crate::table::games::Games;
use crate::table::shared::{
    Announcement, ChallengeId, Core, GameId, Happened, Player, Post, Refusal, Reply,
};
use crate::table::tournaments::Tournaments;
use crate::text::Text;
use std::sync::Arc;

/// How long a claimed post is held by its deliverer before another may take it over.
pub const POST_LEASE_MS: i64 = 15_000;

/// The most waiting posts one answer says (the oldest first; the others wait for the next).
const WAITING_SAID: usize = 5;

/// The people a post about `game` that names `mentioned` is owed to by direct message where
/// its game's home only answers: those it names, else every player; never teban.
fn people_of(game: &GameRow, mentioned: &[UserId]) -> Vec<UserId> {
    let people: Vec<UserId> = game
        .seats
        .iter()
        .map(|s| s.user)
        .filter(|u| Player::teban_level(*u).is_none())
        .collect();
    let named: Vec<UserId> = people
        .iter()
        .copied()
        .filter(|u| mentioned.contains(u))
        .collect();
    match named.is_empty() {
        true => people,
        false => named,
    }
}

/// The outbox's delivery: it holds the store, the core (a game shown as it stood), the outbox's
/// wake-up, and the services whose posts it shows (a game's replay, a challenge made on the web,
/// a tournament's posts, an analysis).
pub struct Outbox {
    pub(in crate::table) store: Store,
    pub(in crate::table) core: Core,
    pub(in crate::table) posts: Arc<tokio::sync::Notify>,
    pub(in crate::table) games: Arc<Games>,
    pub(in crate::table) challenges: Arc<Challenges>,
    pub(in crate::table) tournaments: Arc<Tournaments>,
    pub(in crate::table) analyses: Arc<Analyses>,
}

impl Outbox {
    /// Claims up to `limit` undelivered posts (of `channel` only, when given), oldest first,
    /// each shown as the game stood when it was written (with buttons only while the game is
    /// still there).
    pub async fn claim_posts(
        &self,
        channel: Option<ChannelId>,
        limit: usize,
    ) -> Result<Vec<Post>, Refusal> {
        let now = self.store.now();
        let rows = self
            .store
            .claim_posts(channel, now, POST_LEASE_MS, limit)
            .await?;
        let mut posts = Vec::with_capacity(rows.len());
        for row in rows {
            if let Some(begun) = row.delivery_begun {
                // A delivery a second one would show twice was begun, and how it ended is not
                // known: it may have been shown. The next answer in its conversation says it.
                tracing::info!(
                    post = row.id,
                    begun,
                    "the post's delivery may have been shown: it waits for the next answer"
                );
                self.store.post_waits(row.id, now).await?;
                continue;
            }
            posts.push(self.post_of(row).await?);
        }
        Ok(posts)
    }

    async fn post_of(&self, post: PostRow) -> Result<Post, Refusal> {
        let game = match post.game {
            Some(game) => self.store.game(game).await?,
            None => None,
        };
        let home = game.as_ref().map_or(Home::Posted, |row| row.home);
        let people = game
            .as_ref()
            .map_or_else(Vec::new, |row| people_of(row, &post.mention));
        let mut edit = post.edit;
        let mut reply = match (post.kind, post.game) {
            (PostKind::Replay, Some(game)) => self.games.ending_replay(game).await?,
            (PostKind::Standings | PostKind::Podium | PostKind::Tournament, _) => {
                let shown = self.tournaments.tournament_post_shown(&post).await?;
                edit = edit.or(shown.1);
                shown.0
            }
            (PostKind::Pairing, Some(game)) => self.tournaments.pairing_shown(&post, game).await?,
            (PostKind::Challenge, _) => self.challenges.challenge_shown(&post).await?,
            (PostKind::Analysis, Some(game)) => self.analyses.analysis_shown(&post, game).await?,
            (PostKind::Line | PostKind::Vacation, game) => Reply {
                lang: self.lang_of(game).await?,
                text: post.text,
                ..Reply::default()
            },
            _ => self.shown_at(&post).await?,
        };
        reply.mention = post.mention;
        if post.recipient.is_some() {
            // A direct message: its buttons would act outside the game's place; its link leads there.
            reply.actions.clear();
        }
        Ok(Post {
            id: post.id,
            channel: post.channel,
            reply,
            edit,
            kind: post.kind,
            game: post.game,
            recipient: post.recipient,
            home,
            people,
            reached: post.reached,
        })
    }

    /// A post's words with the game as it stood at the post's version (its board and card).
    async fn shown_at(&self, post: &PostRow) -> Result<Reply, Refusal> {
        let shown = match (post.game, post.version) {
            (Some(game), Some(version)) => self.store.game_at(game, version).await?,
            _ => None,
        };
        Ok(match shown {
            Some((row, now)) => {
                let mut reply = self.core.show(&row, post.text.clone()).await;
                if row.version != now {
                    // The game has moved on: the buttons of this position would be refused.
                    reply.actions.clear();
                }
                reply
            }
            None => Reply {
                text: post.text.clone(),
                lang: self.lang_of(post.game).await?,
                ..Reply::default()
            },
        })
    }

    /// The language of `game`'s channel, which its posts are written in (English without one).
    async fn lang_of(&self, game: Option<GameId>) -> Result<Lang, Refusal> {
        Ok(match game {
            Some(game) => self.store.game(game).await?.map(|row| row.lang),
            None => None,
        }
        .unwrap_or_default())
    }

    /// The post was delivered: it is never claimed again.
    pub async fn post_delivered(&self, post: i64) -> Result<(), Refusal> {
        Ok(self.store.mark_posted(post, self.store.now()).await?)
    }

    /// The post could not be delivered: it is claimed again by the next round.
    pub async fn post_not_delivered(&self, post: i64) -> Result<(), Refusal> {
        Ok(self.store.release_post(post).await?)
    }

    /// The front end showed a move's announcement itself (its answer to the move): the
    /// announcement is never delivered, and the deliverer is woken to count the outbox without
    /// it. False when the answer came after the announcement's hold ran out and the outbox took
    /// it over: the announcement shows the move, and the front end takes its answer back (shown
    /// once).
    pub async fn announcement_shown(&self, announcement: Announcement) -> Result<bool, Refusal> {
        let settled = self.settle(announcement, true).await?;
        if settled {
            self.posts.notify_one();
        }
        Ok(settled)
    }

    /// The front end could not show a move's announcement itself (its answer to the move was
    /// refused or failed): the announcement is delivered to the game's channel at once.
    pub async fn announcement_not_shown(&self, announcement: Announcement) -> Result<(), Refusal> {
        self.settle(announcement, false).await?;
        self.posts.notify_one();
        Ok(())
    }

    /// What a player did where no interaction answers it (the web page), said in `game`'s
    /// channel as the answer would have said it: `text`, with the game as it stands now.
    pub async fn post_action(&self, game: GameId, text: Text) -> Result<(), Refusal> {
        let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
        let post = crate::store::NewPost {
            channel: row.channel,
            kind: PostKind::WebAction,
            text,
            mention: Vec::new(),
            edit: None,
            recipient: None,
        };
        self.store.add_game_post(&post, game, row.version).await?;
        self.posts.notify_one();
        Ok(())
    }

    /// What a player did to challenge `challenge` where no interaction answers it (the web's
    /// lobby), said in its channel as `/challenge` or the challenge's buttons would have said it:
    /// a challenge made, with its buttons while it is open; the game an acceptance began, from
    /// which the front end opens the game's thread when its server wants one (as a
    /// tournament's game, [`PostKind::Pairing`]); anything else in words alone.
    pub async fn post_challenge_news(
        &self,
        challenge: Option<ChallengeId>,
        channel: ChannelId,
        reply: &Reply,
    ) -> Result<(), Refusal> {
        let post = |kind| crate::store::NewPost {
            channel,
            kind,
            text: reply.text.clone(),
            mention: reply.mention.clone(),
            edit: None,
            recipient: None,
        };
        match reply.happened {
            Happened::Began { game } => {
                let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
                let begun = post(PostKind::Pairing);
                self.store.add_game_post(&begun, game, row.version).await?;
            }
            Happened::ChallengePosted { challenge } => {
                let made = post(PostKind::Challenge);
                self.store
                    .add_challenge_post(&made, Some(challenge))
                    .await?;
            }
            _ => {
                let said = post(PostKind::WebAction);
                self.store.add_challenge_post(&said, challenge).await?;
            }
        }
        self.posts.notify_one();
        Ok(())
    }

    /// True when the announcement was still the interaction's to settle.
    async fn settle(&self, announcement: Announcement, shown: bool) -> Result<bool, Refusal> {
        let Announcement { game, version } = announcement;
        let now = self.store.now();
        Ok(self
            .store
            .settle_answer_post(game, version, shown, now)
            .await?)
    }

    /// A direct message of `post` reached `user` (`sent`), or they refused it: a delivery tried
    /// again passes them over.
    pub async fn post_reached(&self, post: i64, user: UserId, sent: bool) -> Result<(), Refusal> {
        Ok(self.store.post_reached(post, user, sent).await?)
    }

    /// The front end begins a delivery of `post` that a second one would show twice (one that
    /// carries no number to make it harmless), recorded in a commit of its own before it is made:
    /// false when one was begun already (by a deliverer whose claim ran out) or the post was
    /// delivered, and it is not to be made. Once it was made, the post is marked delivered
    /// ([`Outbox::post_delivered`]); refused, it was not shown ([`Outbox::delivery_refused`]);
    /// with no answer, it may have been shown, and the post waits ([`Outbox::post_waits`]).
    pub async fn begin_delivery(&self, post: i64) -> Result<bool, Refusal> {
        let now = self.store.now();
        Ok(self.store.begin_delivery(post, now).await?)
    }

    /// The delivery of `post` begun ([`Outbox::begin_delivery`]) was refused where it went: it
    /// was not shown, and the post may be delivered again, that way or another.
    pub async fn delivery_refused(&self, post: i64) -> Result<(), Refusal> {
        Ok(self.store.delivery_refused(post).await?)
    }

    /// Nobody could be told `post` (its conversation's answers could not carry it, no direct
    /// message reached anyone): it waits for the next answer in its channel
    /// ([`Outbox::waiting_posts`]); the game's web page shows the game meanwhile.
    pub async fn post_waits(&self, post: i64) -> Result<(), Refusal> {
        Ok(self.store.post_waits(post, self.store.now()).await?)
    }

    /// Claims the posts that wait for the next answer in `channel`, for the front end answering
    /// there now: each post's number and its one line, said in `lang` ("Since your last look at
    /// game #12: teban played e7."). The front end marks each delivered once its answer was
    /// shown ([`Outbox::post_delivered`]), or not delivered when it was not
    /// ([`Outbox::post_not_delivered`]: it waits for the next answer again).
    pub async fn waiting_posts(
        &self,
        channel: ChannelId,
        lang: Lang,
    ) -> Result<Vec<(i64, Text)>, Refusal> {
        let rows = self
            .store
            .claim_waiting(channel, self.store.now(), POST_LEASE_MS, WAITING_SAID)
            .await?;
        Ok(rows
            .into_iter()
            .map(|row| {
                let game = row.game.map_or_else(String::new, |g| g.0.to_string());
                let what = row.text.first_line();
                let line = say!(lang, "notify-since-last-look", game = game, what = what);
                (row.id, line)
            })
            .collect())
    }

    /// The post may not be delivered before `until` (where it goes asked to wait).
    pub async fn post_delayed(&self, post: i64, until: i64) -> Result<(), Refusal> {
        Ok(self.store.hold_post(post, until).await?)
    }

    /// Returns when a change has written a post since the last call (at once if one did
    /// meanwhile): a deliverer waits on this between rounds.
    pub async fn posts_waiting(&self) {
        self.posts.notified().await
    }

    /// What held posts back settled (an answer in a conversation was given, or failed): the
    /// deliverer looks at the outbox again at once.
    pub fn wake(&self) {
        self.posts.notify_one();
    }
}
