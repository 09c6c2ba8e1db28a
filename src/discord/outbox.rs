//! The deliverer: posts what the bot owes its channels (the table's outbox: teban's moves,
//! reminders, time-outs, a game's first board in its thread, its replay) as messages of their own
//! (or edits a game's line in its parent channel), oldest first, and marks each sent once Discord
//! took it. A game's first post where nothing began it on Discord opens the game's thread from
//! its message; a challenge made on the web keeps its message, for `/challenges` to link. One task
//! per process, started when the gateway is ready, so it first delivers what a previous run left.
//! How a post is sent is [`posts::post`]'s.
//!
//! After each round it says how many posts are still waiting (`teban_outbox_depth`).
//!
//! A post owed to a game in a conversation teban only answers in goes by the ways of
//! [`conversations`]: a follow-up of the latest answer there, direct messages, or the next
//! answer there.
//!
//! A post to a person ([`crate::table::Post::recipient`]) goes to their direct-message channel,
//! opened first ([`posts::direct`]); when they closed their DMs (403, error 50007) it falls back to
//! a mention in the game's thread
//! ([`Clocks::direct_refused`](crate::table::Clocks::direct_refused)).
//!
//! A stop of the process ([`crate::shutdown`]) lets the post being delivered finish, and hands
//! back the rest of its round at once, for another process or the next start.
//!
//! A post Discord refuses for good (the channel is gone, or the bot may no longer write there:
//! 400, 403, 404) is given up with a warning; any other failure releases it for the next round.
//!
//! Discord's rate limits are honoured here, as serenity's own limiter would without a proxy: a
//! post answered 429 is not tried again before the time Discord gave (the longest of the body's
//! `retry_after`, `Retry-After` and `X-RateLimit-Reset-After`, read by [`super::rest`]), and
//! neither is any other post of its channel (of every channel, when the limit is global); the
//! other channels' posts go on meanwhile. The times are the table's clock's, and each held post
//! waits in the database as a claim that runs out then, so another process does not try it
//! early either.

use crate::table::ChannelId;
use std::collections::HashMap;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::rest::{RateLimit, Rest};
use super::{conversations, posts, threads};
use crate::store::PostKind;
use crate::table::{Happened, Home, Table};

/// How many posts one round claims.
const ROUND: usize = 10;
/// How long the deliverer waits before looking again when nothing woke it (posts of other
/// processes, leases that ran out, failed deliveries).
const IDLE: Duration = Duration::from_secs(5);
/// How often it looks at the clock while a rate limit holds posts back.
pub const LIMITED: Duration = Duration::from_secs(1);

/// The rate limits Discord answered with that still hold, until when (on the table's clock).
#[derive(Default)]
pub struct Limits {
    channels: HashMap<ChannelId, i64>,
    global: Option<i64>,
}

impl Limits {
    /// Forgets the limits that ran out by `now`.
    pub fn forget(&mut self, now: i64) {
        self.channels.retain(|_, until| *until > now);
        self.global = self.global.filter(|until| *until > now);
    }

    /// Until when a post to `channel` must wait, if it must.
    pub fn until(&self, channel: ChannelId, now: i64) -> Option<i64> {
        let channel = self.channels.get(&channel).copied();
        channel.max(self.global).filter(|until| *until > now)
    }

    /// Discord said to wait, from `now`, for `channel` (or every channel): until when.
    pub fn hold(&mut self, channel: ChannelId, limit: RateLimit, now: i64) -> i64 {
        let until = now + limit.wait_ms;
        let held = if limit.global {
            self.global.get_or_insert(until)
        } else {
            self.channels.entry(channel).or_insert(until)
        };
        *held = (*held).max(until);
        *held
    }

    /// How long to sleep from `now` before the first limit runs out (at most [`LIMITED`]).
    pub fn next(&self, now: i64) -> Option<Duration> {
        let first = self.channels.values().chain(&self.global).min()?;
        let ms = (first - now).clamp(1, LIMITED.as_millis() as i64);
        Some(Duration::from_millis(ms as u64))
    }
}

/// Delivers the outbox until the process stops, through Discord's REST API (`rest`). A round,
/// from its claim to its last post, is work a stop waits for (see [`crate::shutdown`]): a stop
/// lets the post being delivered finish and hands back the others of the round before the
/// process ends.
pub async fn deliver(ctx: serenity::Context, table: Table, rest: Rest, pictures: bool) {
    let mut limits = Limits::default();
    while let Some(round) = crate::shutdown::working() {
        limits.forget(table.now());
        let posts = if limits.global.is_some() {
            Vec::new()
        } else {
            match table.outbox().claim_posts(None, ROUND).await {
                Ok(posts) => posts,
                Err(refusal) => {
                    tracing::warn!(%refusal, "cannot read the outbox");
                    Vec::new()
                }
            }
        };
        let full = posts.len() == ROUND;
        let mut failed = false;
        let mut posts = posts.into_iter();
        while let Some(post) = posts.next() {
            if crate::shutdown::is_requested() {
                hand_back(&table, std::iter::once(post).chain(posts)).await;
                return;
            }
            let id = post.id;
            if let Some(until) = limits.until(post.channel, table.now()) {
                // Discord asked this channel's posts to wait: this one waits as long, untried.
                failed = true;
                if let Err(refusal) = table.outbox().post_delayed(id, until).await {
                    tracing::warn!(post = id, %refusal, "cannot hold the post back");
                }
                continue;
            }
            if post.home == Home::Answered && post.recipient.is_none() && post.edit.is_none() {
                let app = ctx.http.application_id().map(|app| app.get());
                let held = (pictures, &mut limits);
                failed |= conversations::deliver(&rest, &table, app, &post, held).await;
                continue;
            }
            let mut delivered = match post.recipient {
                Some(user) => posts::direct(&rest, &post, user, pictures).await,
                None => posts::post(&rest, &post, pictures).await,
            };
            if let (Err(refused), None) = (&delivered, post.recipient) {
                if threads::revived(&ctx, post.channel, refused.code).await {
                    delivered = posts::post(&rest, &post, pictures).await;
                }
            }
            let outcome = match delivered {
                Ok(message) => {
                    if let (PostKind::Pairing, Some(message)) = (post.kind, message) {
                        threads::open_from_post(&ctx, &table, &post, message).await;
                    }
                    if let (Happened::ChallengePosted { challenge }, Some(message)) =
                        (&post.reply.happened, message)
                    {
                        // A challenge made on the web: its message, for `/challenges` to link.
                        let posted = table.challenges().challenge_posted(*challenge, message);
                        if let Err(refusal) = posted.await {
                            tracing::warn!(post = id, %refusal, "cannot record the challenge's message");
                        }
                    }
                    table.outbox().post_delivered(id).await
                }
                Err(refused) if post.recipient.is_some() && refused.dms_closed() => {
                    tracing::info!(post = id, "the player closed their DMs: a mention instead");
                    table.clocks().direct_refused(&post).await
                }
                Err(refused) => match refused.wait {
                    Some(limit) => {
                        let until = limits.hold(post.channel, limit, table.now());
                        tracing::warn!(post = id, %refused, ?limit, "Discord's rate limit: the post waits");
                        failed = true;
                        table.outbox().post_delayed(id, until).await
                    }
                    None if refused.for_good() => {
                        tracing::warn!(post = id, %refused, "Discord refuses the post; it is given up");
                        table.outbox().post_delivered(id).await
                    }
                    None => {
                        tracing::warn!(post = id, %refused, "cannot deliver the post; it will be tried again");
                        failed = true;
                        table.outbox().post_not_delivered(id).await
                    }
                },
            };
            if let Err(refusal) = outcome {
                tracing::warn!(post = id, %refusal, "cannot record the post's delivery");
            }
        }
        match table.store().unsent_posts().await {
            Ok(depth) => metrics::gauge!(crate::metrics::OUTBOX_DEPTH).set(depth as f64),
            Err(error) => tracing::warn!(%error, "cannot count the outbox"),
        }
        drop(round);
        if !full || failed {
            let idle = table.sleep_for(limits.next(table.now()).unwrap_or(IDLE));
            let waiting = async {
                tokio::select! {
                    _ = table.outbox().posts_waiting() => {}
                    _ = tokio::time::sleep(idle) => {}
                }
            };
            crate::shutdown::unless_requested(waiting).await;
        }
    }
}

/// Hands back `posts`, claimed and not delivered, for another process or the next start to
/// deliver at once.
async fn hand_back(table: &Table, posts: impl Iterator<Item = crate::table::Post>) {
    for post in posts {
        if let Err(refusal) = table.outbox().post_not_delivered(post.id).await {
            tracing::warn!(post = post.id, %refusal, "cannot hand the post back");
        }
    }
}
