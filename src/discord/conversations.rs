//! The conversations teban only answers in (a DM or a group DM between people, a server that did
//! not add teban: reached through a player's own install, see [`super::reach`]), where a game
//! lives on the answers given there. teban cannot post there on its own, so what it owes a game
//! there (its own move, a reminder, a time-out, what was done on the web) goes, oldest first:
//!
//! 1. as a follow-up of the latest interaction answered there, while Discord lets teban follow
//!    up on it (its token lives 15 minutes, and carries 5 follow-ups where only a user install
//!    authorizes it): every answer there is remembered in the store ([`answered`]), so that any
//!    process delivers with it; while teban is answering there ([`answering`]: its own move may
//!    be made before the answer that began the game is given), a post no remembered answer
//!    carries waits for that answer;
//! 2. else to each of the post's people by direct message ([`crate::table::Post::people`]): one
//!    who closed their DMs (50007) is passed over, recorded, and never tried again for it;
//! 3. else it waits: the game's web page shows the game, and the next answer in that
//!    conversation begins with one line per waiting post ([`catch_up`]), once.
//!
//! Each way is the outbox's (a claim in the database, marked sent once done), so that nothing is
//! lost and nothing shown twice: a follow-up refused because its token died (50027) or carried
//! its 5 (40094) forgets or spends that token and goes on to the direct messages; a 429 holds the
//! post (and its conversation's others) as long as Discord says, as for a channel's posts
//! ([`super::outbox`]).
//!
//! A direct message carries a nonce, as a channel's post does, so one delivered twice is shown
//! once; a follow-up cannot (Discord's webhooks take none). So a follow-up is begun in the outbox,
//! in a commit of its own, before teban asks Discord for it
//! ([`crate::table::Outbox::begin_delivery`]: one deliverer only begins it). Discord's answer
//! settles it: taken, the post is delivered; refused (a 4xx, a 429 included: nothing was shown),
//! the mark is cleared and the post goes on as above. With no answer (the process died, the
//! connection dropped, the call timed out) or a failure of Discord's own (5xx), the conversation
//! may show it: it is never followed up again nor sent by direct message, but waits, and the
//! next answer there says it in one line (a post claimed again with its follow-up begun waits
//! too, whichever process claims it). So a post is shown at most once as a message (and when
//! Discord may have shown it, that line says it besides), and never lost. Whether it was shown
//! cannot be learnt: a follow-up's message cannot be looked up without its id, and the
//! conversation cannot be read.

use super::outbox::Limits;
use super::posts;
use super::rest::{Refused, Rest};
use crate::table::{ChannelId, Post, Reply, Table};
use crate::text::Text;

/// How long Discord lets an app follow up on an interaction (15 minutes), less a minute: a
/// token is not used that close to its end.
const TOKEN_USED_FOR_MS: i64 = 14 * 60_000;
/// How many follow-ups Discord lets an interaction carry where only a user install authorizes
/// it.
const FOLLOW_UPS: u32 = 5;
/// Discord's codes for a token that no longer lets an app follow up: it died, or its webhook is
/// unknown.
const DEAD_TOKEN: [i64; 2] = [50027, 10015];
/// Discord's code for a follow-up past the 5 an interaction may carry.
const TOO_MANY_FOLLOW_UPS: i64 = 40094;
/// How long an answer being given in a conversation holds what teban owes it, at most: should
/// the answering process die before it settles the answer, the posts go on after that.
const ANSWER_HOLDS_MS: i64 = 30_000;

/// teban begins answering the interaction of `token` in `channel`: what it owes the conversation
/// meanwhile waits to follow the answer up, rather than go by direct message. When it began, for
/// [`answered`]: the token's time is counted from then (Discord counts it from the interaction,
/// a moment before), not from the answer's end.
pub async fn answering(table: &Table, (channel, token): (ChannelId, &str)) -> i64 {
    let now = table.now();
    let until = now + ANSWER_HOLDS_MS;
    if let Err(error) = table
        .store()
        .answer_begun(channel, token, (now, until))
        .await
    {
        tracing::warn!(%channel, %error, "cannot record the answer under way");
    }
    now
}

/// Begins `reply`, the answer being given in `channel`, with one line for each post that waited
/// there for an answer (claimed for it): the numbers of the posts it says.
pub async fn catch_up(table: &Table, channel: ChannelId, reply: &mut Reply) -> Vec<i64> {
    let waiting = match table.outbox().waiting_posts(channel, reply.lang).await {
        Ok(waiting) => waiting,
        Err(refusal) => {
            tracing::warn!(%channel, %refusal, "cannot read what waits for the conversation");
            return Vec::new();
        }
    };
    if waiting.is_empty() {
        return Vec::new();
    }
    let (said, lines): (Vec<i64>, Vec<Text>) = waiting.into_iter().unzip();
    let mut text = Text::join(lines, "\n");
    if !reply.text.is_empty() {
        text.push_line(&reply.text);
    }
    reply.text = text;
    said
}

/// The interaction of `token` in `channel`, whose answer [`answering`] began at `begun`, was
/// answered (`followed_up`: whether its answer was a follow-up; `None`: the answer failed): the
/// posts its answer `said` are delivered (or wait again, when it failed), and teban follows up
/// on it from now on.
pub async fn answered(
    table: &Table,
    (channel, token, begun): (ChannelId, &str, i64),
    said: &[i64],
    followed_up: Option<bool>,
) {
    for &post in said {
        let settled = match followed_up {
            Some(_) => table.outbox().post_delivered(post).await,
            None => table.outbox().post_not_delivered(post).await,
        };
        if let Err(refusal) = settled {
            tracing::warn!(post, %refusal, "cannot record what the answer said");
        }
    }
    if let Some(followed_up) = followed_up {
        let remembered = table
            .store()
            .remember_answer(channel, token, begun, u32::from(followed_up))
            .await;
        match remembered {
            Ok(()) => tracing::debug!(%channel, "{REMEMBERED}"),
            Err(error) => {
                tracing::warn!(%channel, %error, "cannot remember the conversation's answer")
            }
        }
    }
    if let Err(error) = table.store().answer_settled(channel, token).await {
        tracing::warn!(%channel, %error, "cannot record the answer settled");
    }
    table.outbox().wake();
}

/// What the log says once an answer in a conversation is remembered, to be followed up.
const REMEMBERED: &str = "the conversation's answer is remembered: teban follows up on it";
/// What the log says of a post that waits for the answer being given in its conversation.
const AFTER_THE_ANSWER: &str = "teban is answering in the conversation: the post follows it up";

/// Delivers `post`, owed to a game in a conversation teban only answers in, the way this
/// module's header says: by a follow-up (of application `app`), else by direct messages, else it
/// waits for the next answer there. True when it is to be tried again later (Discord failed, or
/// asked to wait: `limits` then holds its conversation).
pub async fn deliver(
    rest: &Rest,
    table: &Table,
    app: Option<u64>,
    post: &Post,
    (pictures, limits): (bool, &mut Limits),
) -> bool {
    let id = post.id;
    let outcome = match follow_up(rest, table, app, post, pictures).await {
        Ok(FollowUp::Shown) => table.outbox().post_delivered(id).await.inspect(|()| {
            tracing::debug!(post = id, "the post followed the conversation's answer up");
        }),
        Ok(FollowUp::MaybeShown(refused)) => table.outbox().post_waits(id).await.inspect(|()| {
            tracing::warn!(
                post = id,
                %refused,
                "no answer to the follow-up: it may have been shown, and is not made again; \
                 the post waits for the next answer"
            );
        }),
        // Another deliverer's follow-up of it is under way: it settles the post.
        Ok(FollowUp::Elsewhere) => return false,
        Ok(FollowUp::AfterTheAnswer) => {
            tracing::debug!(post = id, "{AFTER_THE_ANSWER}");
            if let Err(refusal) = table.outbox().post_not_delivered(id).await {
                tracing::warn!(post = id, %refusal, "cannot hand the post back");
            }
            return true;
        }
        Ok(FollowUp::NotMade) => match direct_messages(rest, table, post, pictures).await {
            Ok(true) => table.outbox().post_delivered(id).await,
            Ok(false) => table.outbox().post_waits(id).await.inspect(|()| {
                tracing::info!(
                    post = id,
                    "nobody could be told: the post waits for the next answer"
                );
            }),
            Err(refused) => return again(table, post, refused, limits).await,
        },
        Err(refused) => return again(table, post, refused, limits).await,
    };
    if let Err(refusal) = outcome {
        tracing::warn!(post = id, %refusal, "cannot record the post's delivery");
    }
    false
}

/// What became of a post's follow-up.
enum FollowUp {
    /// Discord took it: the conversation shows it.
    Shown,
    /// No answer came (or Discord failed on its side, as this says): the conversation may show
    /// it, and it is never made again.
    MaybeShown(Refused),
    /// Another deliverer began it (its claim of the post ran out): not made here.
    Elsewhere,
    /// No remembered answer carries it, and teban is answering there: it follows that answer.
    AfterTheAnswer,
    /// None was made, or Discord refused it: no living token lets teban follow up.
    NotMade,
}

/// `post` as a follow-up of the conversation's latest answer, if Discord still lets teban follow
/// up on it. It is begun in the outbox first ([`crate::table::Outbox::begin_delivery`]): a
/// follow-up carries no nonce, so one that may have been shown is never made again. A token
/// Discord refuses for good is forgotten (or spent), and the post goes on to the direct messages.
async fn follow_up(
    rest: &Rest,
    table: &Table,
    app: Option<u64>,
    post: &Post,
    pictures: bool,
) -> Result<FollowUp, Refused> {
    let channel = post.channel;
    let Some(app) = app else {
        return Ok(FollowUp::NotMade);
    };
    // Whether an answer is under way is read before the token: an answer settled in between
    // left its token remembered, and the post follows it up.
    let store = table.store();
    let under_way = match store.answer_under_way(channel, table.now()).await {
        Ok(under_way) => under_way,
        Err(error) => return Err(Refused::unreadable(&error.to_string())),
    };
    // No remembered answer carries it: it waits for the one under way, or goes on.
    let not_made = || match under_way {
        true => FollowUp::AfterTheAnswer,
        false => FollowUp::NotMade,
    };
    let since = table.now() - TOKEN_USED_FOR_MS;
    let token = match store.answer_token(channel, since, FOLLOW_UPS).await {
        Ok(Some(token)) => token,
        Ok(None) => return Ok(not_made()),
        Err(error) => return Err(Refused::unreadable(&error.to_string())),
    };
    match table.outbox().begin_delivery(post.id).await {
        Ok(true) => {}
        Ok(false) => return Ok(FollowUp::Elsewhere),
        Err(refusal) => return Err(Refused::unreadable(&refusal.to_string())),
    }
    let refused = match posts::post_following_up(rest, app, &token.token, post, pictures).await {
        Ok(()) => {
            if let Err(error) = store.answer_followed_up(channel, &token.token).await {
                tracing::warn!(post = post.id, %error, "cannot count the follow-up");
            }
            return Ok(FollowUp::Shown);
        }
        Err(refused) if refused.may_have_gone() => return Ok(FollowUp::MaybeShown(refused)),
        Err(refused) => refused,
    };
    // Discord refused it: nothing was shown, and the post may go again.
    if let Err(refusal) = table.outbox().delivery_refused(post.id).await {
        tracing::warn!(post = post.id, %refusal, "cannot record the refused follow-up");
    }
    let kept = match refused.code {
        Some(TOO_MANY_FOLLOW_UPS) => {
            tracing::info!(
                post = post.id,
                "the conversation's token carried its follow-ups"
            );
            store.answer_spent(channel, &token.token, FOLLOW_UPS).await
        }
        _ if dead(&refused) => {
            tracing::info!(post = post.id, %refused, "the conversation's token died: forgotten");
            store.forget_answer(channel, &token.token).await
        }
        _ => return Err(refused),
    };
    if let Err(error) = kept {
        tracing::warn!(post = post.id, %error, "cannot record what became of the token");
    }
    Ok(not_made())
}

/// `post` to each of its people by direct message, passing over those it reached already and
/// those who refused it: true when at least one of them has it. One who closed their DMs is
/// recorded as refusing it, and not tried again.
async fn direct_messages(
    rest: &Rest,
    table: &Table,
    post: &Post,
    pictures: bool,
) -> Result<bool, Refused> {
    let mut anyone = post.reached.iter().any(|(_, sent)| *sent);
    // Its buttons would act outside the game's place; its Open board link leads there.
    let mut direct = post.clone();
    direct.reply.actions.clear();
    for (nth, &user) in post.people.iter().enumerate() {
        if post.reached.iter().any(|(reached, _)| *reached == user) {
            continue;
        }
        let sent = match posts::direct_to(rest, &direct, (user, nth), pictures).await {
            Ok(()) => true,
            Err(refused) if refused.dms_closed() || refused.for_good() => {
                tracing::info!(post = post.id, %user, %refused, "the player closed their DMs: passed over");
                false
            }
            Err(refused) => return Err(refused),
        };
        anyone |= sent;
        if let Err(refusal) = table.outbox().post_reached(post.id, user, sent).await {
            tracing::warn!(post = post.id, %refusal, "cannot record the direct message");
        }
    }
    Ok(anyone)
}

/// Whether Discord refuses every follow-up on a token for good: it died (50027), its webhook is
/// unknown, or Discord refuses what it is (401, or another refusal that no wait cures).
fn dead(refused: &Refused) -> bool {
    refused.code.is_some_and(|code| DEAD_TOKEN.contains(&code))
        || refused.status == Some(401)
        || refused.for_good()
}

/// `post` could not go now: held as long as Discord asked (its conversation with it), or
/// released for the next round. Always true: it is to be tried again.
async fn again(table: &Table, post: &Post, refused: Refused, limits: &mut Limits) -> bool {
    let outcome = match refused.wait {
        Some(limit) => {
            let until = limits.hold(post.channel, limit, table.now());
            tracing::warn!(post = post.id, %refused, ?limit, "Discord's rate limit: the post waits");
            table.outbox().post_delayed(post.id, until).await
        }
        None => {
            tracing::warn!(post = post.id, %refused, "cannot deliver the post; it will be tried again");
            table.outbox().post_not_delivered(post.id).await
        }
    };
    if let Err(refusal) = outcome {
        tracing::warn!(post = post.id, %refusal, "cannot record the post's delivery");
    }
    true
}
