//! How an answer is sent: an interaction answered in time, an outbox post delivered.
//!
//! Discord gives an interaction 3 seconds. Every interaction is answered directly when the table
//! answers within [`Settings::defer_after`]; otherwise it is deferred first: a command with the
//! request's usual [`Visibility`] (a deferral must fix it in advance), and the answer follows up;
//! a press as a deferred update (type 6), and the answer edits the card pressed on as an answer
//! in time would (type 7), or follows up when it is a message of its own. The table's refusal is
//! said to the caller alone, in their language, and every answer is counted ([`answer`]); a move
//! whose answer failed is announced in its channel by the outbox instead ([`settle`]). Callbacks
//! are sent by hand ([`Rest`]): a 429 is waited out while the interaction can still be answered,
//! the answer sent once more or, with only a deferral's time left, deferred and followed up
//! ([`call_back`]). An outbox post is delivered by [`super::posts`].
//!
//! It owns the sending only: what a message carries is [`super::shown`]'s, who asked is
//! [`super::caller`]'s, and what is asked is the table's.

use crate::table::ChannelId;
use std::future::Future;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use reqwest::Method;
use serenity::builder::Builder;

use super::conversations;
use super::markup::markup;
use super::rest::{Refused, Rest};
use super::shown::{limits, shown, Drawn};
use super::{Data, Error};
use crate::i18n::Lang;
use crate::table::{
    ActionId, Announcement, ChallengeId, Clicked, Form, GameCard, Refusal, Reply, Table,
    TournamentId,
};
use crate::text::clipped;

/// Whether an answer is shown to everyone in the channel or only to the caller.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Visibility {
    Public,
    Ephemeral,
}

/// The table's answer, with a refusal turned into the ephemeral sentence that says why, in the
/// caller's language `lang` (and counted by its reason).
pub fn reply_of(answer: Result<Reply, Refusal>, lang: Lang) -> Reply {
    answer.unwrap_or_else(|refusal| {
        if refusal.is_internal() {
            tracing::warn!(%refusal, "the table failed");
        }
        metrics::counter!(crate::metrics::REFUSALS, "reason" => refusal.reason()).increment(1);
        refusal.to_reply(lang)
    })
}

/// What the metrics call the table's answer: answered, refused, or failed (the table's fault).
fn outcome_of(answer: &Result<Reply, Refusal>) -> &'static str {
    match answer {
        Ok(_) => crate::metrics::ANSWERED,
        Err(refusal) if refusal.is_internal() => crate::metrics::FAILED,
        Err(_) => crate::metrics::REFUSED,
    }
}

/// The interaction being answered.
#[derive(Clone, Copy)]
pub struct Asked<'a> {
    pub id: serenity::InteractionId,
    pub token: &'a str,
    /// What was asked, as the metrics count it: a command's name (`move`, `admin abort`) or a
    /// button's ([`button_name`]).
    pub command: &'a str,
    /// The caller's language: a refusal is said in it.
    pub lang: Lang,
    /// The conversation it comes from, where teban only answers (see [`super::conversations`]):
    /// the answer says what waited for it there, and teban follows up on it later.
    pub conversation: Option<ChannelId>,
}

/// A button as the metrics name it: `button:` and what it does (`button:accept`).
pub fn button_name(action: Option<&ActionId>) -> String {
    format!("button:{}", action.map_or("unknown", ActionId::name))
}

/// Answers an interaction with the table's answer that `work` comes to, a refusal as the
/// sentence that says why (see [`send`]), and counts it: the interaction by its command and
/// outcome, the time from now to the answer sent, a refusal by its reason.
pub async fn answer(
    ctx: &serenity::Context,
    asked: Asked<'_>,
    data: &Data,
    usual: Visibility,
    clicked: Option<&serenity::Message>,
    work: impl Future<Output = Result<Reply, Refusal>>,
) -> Result<Answered, Error> {
    let started = Instant::now();
    let outcome = OnceLock::new();
    let announced = OnceLock::new();
    let caught_up = OnceLock::new();
    let begun = OnceLock::new();
    let work = async {
        // Within the answer's work, which a slow store defers like the rest.
        if let Some(channel) = asked.conversation {
            let at = conversations::answering(&data.table, (channel, asked.token)).await;
            let _ = begun.set(at);
        }
        let answer = work.await;
        let _ = outcome.set(outcome_of(&answer));
        let mut reply = reply_of(answer, asked.lang);
        if let Some(channel) = asked.conversation {
            let said = conversations::catch_up(&data.table, channel, &mut reply).await;
            let _ = caught_up.set(said);
        }
        if let Some(announcement) = reply.announcement {
            let _ = announced.set(announcement);
        }
        // Drawn as part of the answer's work (a slow picture defers the interaction too), and
        // only where it is shown: an answer that closes the message clicked on shows none.
        let closing = reply.clicked == Clicked::Closed && clicked.is_some();
        Drawn::of(reply, data.settings.pictures && !closing).await
    };
    let answered = send(ctx, asked, data, started, (usual, clicked), work).await;
    if let Some(announcement) = announced.get() {
        settle(ctx, asked, &data.table, *announcement, &answered).await;
    }
    if let Some(channel) = asked.conversation {
        let said = caught_up.get().map_or(&[][..], Vec::as_slice);
        let followed_up = answered.as_ref().ok().map(|a| a.followed_up);
        let begun = begun.get().copied().unwrap_or_else(|| data.table.now());
        let answer = (channel, asked.token, begun);
        conversations::answered(&data.table, answer, said, followed_up).await;
    }
    let outcome = match (&answered, outcome.get()) {
        (Ok(_), Some(outcome)) => {
            metrics::histogram!(crate::metrics::ANSWER_SECONDS, "command" => asked.command.to_string())
                .record(started.elapsed());
            *outcome
        }
        _ => crate::metrics::FAILED,
    };
    metrics::counter!(
        crate::metrics::INTERACTIONS,
        "command" => asked.command.to_string(),
        "outcome" => outcome
    )
    .increment(1);
    answered
}

/// A move's answer was shown, or it failed after the move was committed: its announcement is
/// then posted to the game's channel (see [`crate::table::Announcement`]). An answer shown so
/// late that the announcement was posted meanwhile is deleted: the move is shown once.
async fn settle(
    ctx: &serenity::Context,
    asked: Asked<'_>,
    table: &Table,
    announcement: Announcement,
    answered: &Result<Answered, Error>,
) {
    let game = announcement.game.0;
    let settled = match answered {
        Ok(_) => table.outbox().announcement_shown(announcement).await,
        Err(error) => {
            tracing::warn!(game, %error, "the move's answer failed: it is posted to the game's channel");
            table
                .outbox()
                .announcement_not_shown(announcement)
                .await
                .map(|()| true)
        }
    };
    match settled {
        Ok(true) => tracing::debug!(game, "the move's announcement is settled"),
        Ok(false) => {
            tracing::warn!(
                game,
                "the move's answer came after its announcement was posted: the answer is deleted"
            );
            if let Err(error) = ctx
                .http
                .delete_original_interaction_response(asked.token)
                .await
            {
                tracing::warn!(game, %error, "cannot delete the late answer");
            }
        }
        Err(refusal) => {
            tracing::warn!(game, %refusal, "cannot settle the move's announcement")
        }
    }
}

/// Answers an interaction with what `work` replies. When the work takes longer than
/// `settings.defer_after` (or at once when that is zero), the interaction is deferred first: a
/// command's with the request's `usual` visibility, which a deferral must fix in advance, and the
/// reply follows up; a press's as a deferred update (`DEFERRED_UPDATE_MESSAGE`), and the reply
/// then edits the message pressed on (its `@original`) as an answer in time would, or follows up
/// when it is a message of its own. A reply that closes what was clicked ([`Clicked::Closed`]: a
/// challenge no longer open, or one whose game went to its thread) updates the `clicked` message
/// instead: its text gains the reply's (or becomes the game's line, [`Form::ThreadLine`]), its
/// buttons go; one that updates it ([`Clicked::Updated`]) becomes that message. Each callback
/// waits out Discord's rate limit while the interaction, which came at `received`, can still be
/// answered ([`call_back`]). Says what the answer was about.
async fn send(
    ctx: &serenity::Context,
    asked: Asked<'_>,
    data: &Data,
    received: Instant,
    (usual, clicked): (Visibility, Option<&serenity::Message>),
    work: impl Future<Output = Drawn>,
) -> Result<Answered, Error> {
    let settings = &data.settings;
    let mut work = std::pin::pin!(work);
    let in_time = if settings.defer_after.is_zero() {
        None
    } else {
        tokio::time::timeout(settings.defer_after, work.as_mut())
            .await
            .ok()
    };
    let Some(drawn) = in_time else {
        let deferred = match clicked {
            Some(_) => Deferred::Update,
            None => Deferred::Reply(usual),
        };
        call_back(&data.rest, asked, received, &deferred.callback(), None).await?;
        let (shows, mut answered) = Shows::of(work.await, clicked);
        answered.followed_up = after_deferral(ctx, asked, shows, deferred).await?;
        return Ok(answered);
    };
    let (shows, mut answered) = Shows::of(drawn, clicked);
    match shows {
        Shows::Closing(content) => {
            // Only the text and the buttons change: poise's converter would also send an empty
            // list of embeds, which removes the clicked message's.
            let update = serenity::CreateInteractionResponseMessage::new()
                .content(content)
                .components(Vec::new());
            let update = serenity::CreateInteractionResponse::UpdateMessage(update);
            let update = Callback::new(&update, Vec::new(), ANSWER_ROOM);
            call_back(&data.rest, asked, received, &update, None).await?;
        }
        Shows::Updating(drawn) => {
            let (message, files) = shown(drawn).into_response();
            let update = serenity::CreateInteractionResponse::UpdateMessage(message);
            let update = Callback::new(&update, files, ANSWER_ROOM);
            call_back(&data.rest, asked, received, &update, None).await?;
        }
        Shows::New(drawn) => {
            let ephemeral = drawn.reply.for_caller();
            let (message, files) = shown(drawn.clone()).into_response();
            let message = serenity::CreateInteractionResponse::Message(message);
            let message = Callback::new(&message, files, ANSWER_ROOM);
            let visibility = match ephemeral {
                true => Visibility::Ephemeral,
                false => Visibility::Public,
            };
            let deferred = Deferred::Reply(visibility);
            let deferral = deferred.callback();
            if call_back(&data.rest, asked, received, &message, Some(&deferral)).await? {
                // Deferred as the reply is shown: nothing to drop before it follows up.
                follow_up(ctx, asked, drawn, deferred).await?;
                answered.followed_up = true;
            }
        }
    }
    Ok(answered)
}

/// How an answer shows its reply: on the message pressed on, or as a message of its own.
enum Shows {
    /// It closes the message pressed on, whose text becomes this, and whose buttons go.
    Closing(String),
    /// The message pressed on becomes the reply.
    Updating(Drawn),
    /// A message of its own.
    New(Drawn),
}

impl Shows {
    /// How `drawn` is shown, given the message `clicked` on (if the interaction is a press), and
    /// what the answer is about.
    fn of(mut drawn: Drawn, clicked: Option<&serenity::Message>) -> (Shows, Answered) {
        let reply = &drawn.reply;
        let mut about = Answered {
            card: reply.card.clone(),
            line: is_line(reply),
            tournament: None,
            challenge: None,
            followed_up: false,
        };
        match (reply.clicked, clicked) {
            (Clicked::Closed, Some(message)) => {
                let said = markup(&reply.text);
                let content = match about.line {
                    true => clipped(&said, limits::CONTENT),
                    false => clipped(&format!("{}\n{said}", message.content), limits::CONTENT),
                };
                about.card = about.card.filter(|_| about.line);
                (Shows::Closing(content.trim_start().to_string()), about)
            }
            (Clicked::Updated, Some(_)) => {
                // An edit notifies nobody, so it names nobody to ping.
                drawn.reply.mention.clear();
                (Shows::Updating(drawn), about)
            }
            _ => {
                about.tournament = reply.tournament;
                about.challenge = challenge_posted(reply);
                (Shows::New(drawn), about)
            }
        }
    }
}

/// How an interaction was deferred, before its reply was known.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Deferred {
    /// A command: Discord shows a placeholder so (`DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE`), and
    /// the first follow-up takes its place.
    Reply(Visibility),
    /// A press: acknowledged alone (`DEFERRED_UPDATE_MESSAGE`), nothing shown meanwhile; its
    /// `@original` is the message pressed on.
    Update,
}

impl Deferred {
    /// The callback that defers so.
    fn callback(self) -> Callback {
        let deferral = match self {
            Deferred::Reply(visibility) => {
                let ephemeral = visibility == Visibility::Ephemeral;
                let deferral =
                    serenity::CreateInteractionResponseMessage::new().ephemeral(ephemeral);
                serenity::CreateInteractionResponse::Defer(deferral)
            }
            Deferred::Update => serenity::CreateInteractionResponse::Acknowledge,
        };
        Callback::new(&deferral, Vec::new(), DEFERRAL_ROOM)
    }
}

/// The answer to an interaction that was `deferred`, as [`Shows`] says: the message pressed on
/// edited (a deferred update's `@original`), or a follow-up. True when it followed up.
async fn after_deferral(
    ctx: &serenity::Context,
    asked: Asked<'_>,
    shows: Shows,
    deferred: Deferred,
) -> Result<bool, Error> {
    let edit = match shows {
        Shows::New(drawn) => {
            follow_up(ctx, asked, drawn, deferred).await?;
            return Ok(true);
        }
        // As the update in time: the text and the buttons only.
        Shows::Closing(content) => serenity::EditInteractionResponse::new()
            .content(content)
            .components(Vec::new()),
        Shows::Updating(drawn) => shown(drawn)
            .into_reply()
            .to_slash_initial_response_edit(serenity::EditInteractionResponse::new()),
    };
    edit.execute(ctx, asked.token).await?;
    Ok(false)
}

/// The answer to an interaction that was `deferred`: a follow-up. A reply for the caller alone
/// after a public placeholder drops the placeholder first: Discord would show the first
/// follow-up as publicly as the deferral.
async fn follow_up(
    ctx: &serenity::Context,
    asked: Asked<'_>,
    drawn: Drawn,
    deferred: Deferred,
) -> Result<(), Error> {
    if drawn.reply.for_caller() && deferred == Deferred::Reply(Visibility::Public) {
        ctx.http
            .delete_original_interaction_response(asked.token)
            .await?;
    }
    shown(drawn)
        .into_reply()
        .to_slash_followup_response(serenity::CreateInteractionResponseFollowup::new())
        .execute(ctx, (None, asked.token))
        .await?;
    Ok(())
}

/// Discord's 3 seconds to answer an interaction, counted from when the bot began answering it:
/// less the way the interaction took to come.
const ANSWER_WINDOW: Duration = Duration::from_millis(2_900);
/// The time a whole answer (its board uploaded) is given to reach Discord after a rate limit's
/// wait; with less left, the interaction is deferred (a small callback) and the answer follows.
pub const ANSWER_ROOM: Duration = Duration::from_millis(1_000);
/// The time a deferral is given to reach Discord after a rate limit's wait.
pub const DEFERRAL_ROOM: Duration = Duration::from_millis(300);

/// An interaction's callback, sent by hand ([`Rest`]) so that a 429 says how long to wait
/// (serenity forgets it).
struct Callback {
    payload: serde_json::Value,
    files: Vec<(String, Vec<u8>)>,
    /// How long it is given to reach Discord.
    room: Duration,
}

impl Callback {
    fn new(
        response: &serenity::CreateInteractionResponse,
        files: Vec<serenity::CreateAttachment>,
        room: Duration,
    ) -> Callback {
        let mut payload = json_of(response);
        if !files.is_empty() {
            payload["data"]["attachments"] = attachments_of(&files);
        }
        Callback {
            payload,
            files: files.into_iter().map(|f| (f.filename, f.data)).collect(),
            room,
        }
    }
}

/// What a callback refused with a rate limit does once Discord's wait is over.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum AfterWait {
    /// It is sent again: there is room for it.
    Again,
    /// The interaction is deferred instead: there is room for a deferral only.
    Defer,
    /// Nothing: the interaction can no longer be answered when the wait is over.
    GiveUp,
}

/// What to do about a callback given `room` when Discord asks to `wait`, `elapsed` after the
/// interaction came; a deferral only where one is `deferrable`.
pub fn after_wait(
    elapsed: Duration,
    wait: Duration,
    room: Duration,
    deferrable: bool,
) -> AfterWait {
    let sent_at = elapsed + wait;
    if sent_at + room <= ANSWER_WINDOW {
        AfterWait::Again
    } else if deferrable && sent_at + DEFERRAL_ROOM <= ANSWER_WINDOW {
        AfterWait::Defer
    } else {
        AfterWait::GiveUp
    }
}

/// Sends `callback`. When Discord answers 429, waits as long as it says and sends it once more,
/// or `deferral` instead when only a deferral would still arrive in time (then `Ok(true)`: the
/// answer is to follow up); when even that would come too late, the refusal stands (a move's
/// announcement then goes to its channel: see [`settle`]).
async fn call_back(
    rest: &Rest,
    asked: Asked<'_>,
    received: Instant,
    callback: &Callback,
    deferral: Option<&Callback>,
) -> Result<bool, Refused> {
    let refused = match respond(rest, asked, callback).await {
        Ok(()) => return Ok(false),
        Err(refused) => refused,
    };
    let Some(limit) = refused.wait else {
        return Err(refused);
    };
    let wait = Duration::from_millis(limit.wait_ms.max(0) as u64);
    let (then, deferred) = match (
        after_wait(received.elapsed(), wait, callback.room, deferral.is_some()),
        deferral,
    ) {
        (AfterWait::Again, _) => (callback, false),
        (AfterWait::Defer, Some(deferral)) => (deferral, true),
        _ => return Err(refused),
    };
    tracing::info!(
        command = asked.command,
        wait_ms = limit.wait_ms,
        deferred,
        "the answer was rate limited: sent again after Discord's wait"
    );
    tokio::time::sleep(wait).await;
    respond(rest, asked, then).await?;
    Ok(deferred)
}

/// Sends `callback` once.
async fn respond(rest: &Rest, asked: Asked<'_>, callback: &Callback) -> Result<(), Refused> {
    let path = format!("/interactions/{}/{}/callback", asked.id, asked.token);
    rest.call(
        Method::POST,
        &path,
        &callback.payload,
        callback.files.clone(),
    )
    .await
}

/// What an interaction was answered with.
pub struct Answered {
    /// The game the answer showed, if any.
    pub card: Option<GameCard>,
    /// The answer was a game's line (the game went to its thread).
    pub line: bool,
    /// The answer was the announcement of this tournament.
    pub tournament: Option<TournamentId>,
    /// The answer posted this challenge (its Accept button), as a message of its own.
    pub challenge: Option<ChallengeId>,
    /// The answer was a follow-up of the interaction (after a deferral).
    pub followed_up: bool,
}

/// The reply is a game's line, pointing to the thread it is played in.
fn is_line(reply: &Reply) -> bool {
    reply.form == Form::ThreadLine
}

/// The challenge a reply posts in its channel: the one its Accept button is for, unless the
/// reply is for the caller alone.
fn challenge_posted(reply: &Reply) -> Option<ChallengeId> {
    if reply.for_caller() {
        return None;
    }
    reply.actions.iter().find_map(|a| match a.id {
        ActionId::Accept { challenge } => Some(challenge),
        _ => None,
    })
}

/// The payload's list of attachments: each file named by its place among them (`files[0]`...).
pub(super) fn attachments_of(files: &[serenity::CreateAttachment]) -> serde_json::Value {
    files
        .iter()
        .enumerate()
        .map(|(i, f)| serde_json::json!({"id": i, "filename": f.filename}))
        .collect::<Vec<_>>()
        .into()
}

/// A builder's JSON, as serenity would send it.
pub(super) fn json_of(builder: &impl serde::Serialize) -> serde_json::Value {
    serde_json::to_value(builder).unwrap_or_default()
}
