//! How an outbox post is delivered: a channel's message of its own (its number as its nonce, so
//! that a post delivered twice is shown once), the edit of a game's line or of a tournament's
//! standings, a direct message to a person, or, where teban only answers, a follow-up of an
//! interaction answered there ([`post_following_up`]). Each is sent by hand ([`Rest`]), so that a
//! rate limit says how long to wait; what a post carries is [`super::shown`]'s, and which way it
//! goes the deliverer's ([`super::outbox`], [`super::conversations`]).

use poise::serenity_prelude as serenity;
use reqwest::Method;

use super::markup::markup;
use super::rest::{Refused, Rest};
use super::send::{attachments_of, json_of};
use super::shown::{limits, shown, Drawn};
use crate::store::PostKind;
use crate::table::{ChannelId, MessageId, Post, UserId};
use crate::text::clipped;

/// The nonce a post is sent with, the same at every delivery: `teban-post-{id}`, within the 25
/// characters of Discord's nonces up to the 10¹⁴th post.
pub fn nonce_of(post: &Post) -> String {
    format!("teban-post-{}", post.id)
}

/// Delivers an outbox post: a message of its own in its channel, with its nonce enforced, so that
/// Discord shows a post delivered twice (after a crash) once; or, for a post that edits a message
/// (a game's line), that message's text; a tournament's standings replace the announcement's
/// text, buttons and picture. Sent by hand ([`Rest`]), so that a rate limit says how long to wait.
/// Its picture is drawn as it is sent, when `pictures` says the bot draws. Returns the id of the
/// message posted (or edited).
pub async fn post(rest: &Rest, post: &Post, pictures: bool) -> Result<Option<MessageId>, Refused> {
    let channel = post.channel;
    if let Some(message) = post.edit {
        let path = format!("/channels/{channel}/messages/{message}");
        if post.kind == PostKind::Standings {
            let (edit, files) = shown(Drawn::of(post.reply.clone(), pictures).await).into_post();
            let mut payload = json_of(&edit);
            payload["attachments"] = attachments_of(&files);
            let files = files.into_iter().map(|f| (f.filename, f.data)).collect();
            rest.call(Method::PATCH, &path, &payload, files).await?;
            return Ok(Some(message));
        }
        // Only the text changes and the embed and buttons go; the files stay. poise's
        // `to_prefix_edit` would send an empty list of attachments, which removes them.
        let edit = serenity::EditMessage::new()
            .content(clipped(&markup(&post.reply.text), limits::CONTENT))
            .embeds(Vec::new())
            .components(Vec::new());
        rest.call(Method::PATCH, &path, &json_of(&edit), Vec::new())
            .await?;
        return Ok(Some(message));
    }
    let (payload, files) = message_of(post, pictures, Some(nonce_of(post))).await;
    let path = format!("/channels/{channel}/messages");
    let made = rest.answer(Method::POST, &path, &payload, files).await?;
    Ok(made["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .map(MessageId))
}

/// A post as a message's payload and its files, drawn as it is sent when `pictures` says the
/// bot draws; with `nonce` enforced when given (a channel's message), without for a follow-up
/// (a webhook's message has none).
async fn message_of(
    post: &Post,
    pictures: bool,
    nonce: Option<String>,
) -> (serde_json::Value, Vec<(String, Vec<u8>)>) {
    let (mut message, files) = shown(Drawn::of(post.reply.clone(), pictures).await).into_post();
    if let Some(nonce) = nonce {
        message = message
            .nonce(serenity::Nonce::String(nonce))
            .enforce_nonce(true);
    }
    let mut payload = json_of(&message);
    payload["attachments"] = attachments_of(&files);
    let files = files.into_iter().map(|f| (f.filename, f.data)).collect();
    (payload, files)
}

/// Delivers an outbox post as a follow-up of the interaction of `token` (of the application
/// `app`): a message in that interaction's conversation, where teban could not post on its own.
pub async fn post_following_up(
    rest: &Rest,
    app: u64,
    token: &str,
    post: &Post,
    pictures: bool,
) -> Result<(), Refused> {
    let (payload, files) = message_of(post, pictures, None).await;
    let path = format!("/webhooks/{app}/{token}");
    rest.call(Method::POST, &path, &payload, files).await
}

/// Delivers an outbox post to a person ([`Post::recipient`]): opens (or finds) the direct-message
/// channel with them, `POST /users/@me/channels`, and posts there as [`post`] does.
pub async fn direct(
    rest: &Rest,
    post: &Post,
    user: UserId,
    pictures: bool,
) -> Result<Option<MessageId>, Refused> {
    let channel = direct_channel(rest, user).await?;
    let mut direct = post.clone();
    direct.channel = channel;
    self::post(rest, &direct, pictures).await
}

/// Delivers one of several direct messages of an outbox post, to `user`, the `nth` of its
/// people: its nonce is that person's (`teban-dm-{id}-{nth}`), as Discord drops a second
/// message with the same nonce from the same author wherever it goes.
pub async fn direct_to(
    rest: &Rest,
    post: &Post,
    (user, nth): (UserId, usize),
    pictures: bool,
) -> Result<(), Refused> {
    let channel = direct_channel(rest, user).await?;
    let nonce = format!("teban-dm-{}-{nth}", post.id);
    let (payload, files) = message_of(post, pictures, Some(nonce)).await;
    let path = format!("/channels/{channel}/messages");
    rest.call(Method::POST, &path, &payload, files).await
}

/// The direct-message channel with `user`, opened (or found): `POST /users/@me/channels`.
async fn direct_channel(rest: &Rest, user: UserId) -> Result<ChannelId, Refused> {
    let opened = rest
        .answer(
            Method::POST,
            "/users/@me/channels",
            &serde_json::json!({"recipient_id": user.to_string()}),
            Vec::new(),
        )
        .await?;
    let channel = opened["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .map(ChannelId);
    channel.ok_or_else(|| Refused::unreadable("the direct-message channel has no id"))
}
