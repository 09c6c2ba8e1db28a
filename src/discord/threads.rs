//! A thread per game on Discord: opening the thread a beginning game wants (the table says which
//! games want one), where the bot may, and keeping games' threads reachable.
//!
//! - A game that begins with a click (the last opponent accepts) gets a public thread opened from
//!   the challenge message, which becomes the game's line in the channel; a game that begins with
//!   the command itself (teban accepts at once) gets a public thread of its own, and the
//!   command's answer is the line.
//! - The bot opens threads where Discord says (the interaction's `app_permissions`) it may
//!   *Create Public Threads* and *Send Messages in Threads*, and not inside a thread (Discord has
//!   no thread in a thread). Anywhere else, or when opening fails, the game is played in the
//!   channel as before; `/settings` says why ([`Origin::room`]), and when the server has all the
//!   active threads Discord allows (160006), the game's first board says so.
//! - Threads archive themselves after a week without a message (Discord's longest); a post into
//!   an archived thread (a reminder on a 14-day clock) that Discord refuses with *archived thread*
//!   (50083) unarchives the thread and is sent again ([`revived`]).

use crate::table::{ChannelId, MessageId, UserId};
use poise::serenity_prelude as serenity;

use crate::i18n::Key;
use crate::table::{ChallengeId, GameId, Post, Reply, Table, ThreadRoom, TournamentId};
use crate::text::clipped;
use crate::{key, say};

/// The longest name Discord gives a thread: a game's ("Quoridor · ann vs bob") is cut to it.
pub const THREAD_NAME: usize = 100;

/// The name of a game's thread as Discord takes it: the table's, cut to [`THREAD_NAME`].
pub fn thread_name(wanted: &str) -> String {
    clipped(wanted, THREAD_NAME)
}

/// What the bot needs where a game begins to play it in a thread, and the catalogue's keys of
/// the names Discord gives them in its settings.
pub const NEEDED: [(serenity::Permissions, Key); 2] = [
    (
        serenity::Permissions::CREATE_PUBLIC_THREADS,
        key!("permission-create-public-threads"),
    ),
    (
        serenity::Permissions::SEND_MESSAGES_IN_THREADS,
        key!("permission-send-messages-in-threads"),
    ),
];

/// Discord's error for an operation on an archived thread.
const ARCHIVED_THREAD: i64 = 50083;
/// Discord's error for a thread opened on a server that has its 1,000 active threads.
const TOO_MANY_THREADS: i64 = 160006;
/// Discord's code for a message that already has a thread.
const THREAD_ALREADY_OPENED: i64 = 160004;

/// Where an interaction came from, as far as threads care.
#[derive(Clone, Copy, Debug)]
pub struct Origin {
    pub channel: serenity::ChannelId,
    /// The channel is itself a thread.
    pub in_thread: bool,
    /// The bot's permissions there (Discord sends them with every interaction).
    pub permissions: Option<serenity::Permissions>,
    /// The message clicked on (a challenge), when a click began the game.
    pub clicked: Option<serenity::MessageId>,
}

impl Origin {
    pub fn new(
        channel: serenity::ChannelId,
        partial: Option<&serenity::PartialChannel>,
        permissions: Option<serenity::Permissions>,
        clicked: Option<serenity::MessageId>,
    ) -> Origin {
        let in_thread = partial.is_some_and(|c| {
            matches!(
                c.kind,
                serenity::ChannelType::PublicThread
                    | serenity::ChannelType::PrivateThread
                    | serenity::ChannelType::NewsThread
            )
        });
        Origin {
            channel,
            in_thread,
            permissions,
            clicked,
        }
    }

    /// Whether the bot may open a thread here, and if not, why.
    pub fn room(&self) -> ThreadRoom {
        if self.in_thread {
            return ThreadRoom::InThread;
        }
        let have = self
            .permissions
            .unwrap_or_else(serenity::Permissions::empty);
        let missing: Vec<Key> = NEEDED
            .iter()
            .filter(|(needed, _)| !have.contains(*needed))
            .map(|(_, name)| *name)
            .collect();
        if missing.is_empty() {
            ThreadRoom::Allowed
        } else {
            ThreadRoom::Missing(missing)
        }
    }
}

/// When `reply` begins a game that wants a thread and the bot may open one at `origin`, opens it,
/// moves the game there and returns the game's line (to answer with); otherwise `reply` as it
/// was, and the game is played in the channel.
pub async fn place(ctx: &serenity::Context, table: &Table, origin: Origin, reply: Reply) -> Reply {
    let Some(wanted) = reply.thread.clone() else {
        return reply;
    };
    if origin.room() != ThreadRoom::Allowed {
        return reply;
    }
    let builder = serenity::CreateThread::new(thread_name(&wanted.name))
        .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
    let opened = match origin.clicked {
        Some(message) => {
            origin
                .channel
                .create_thread_from_message(ctx, message, builder)
                .await
        }
        None => {
            origin
                .channel
                .create_thread(ctx, builder.kind(serenity::ChannelType::PublicThread))
                .await
        }
    };
    let thread = match opened {
        Ok(thread) => thread.id,
        Err(error) => {
            tracing::warn!(game = wanted.game.0, %error, "cannot open the game's thread; it is played in the channel");
            return without_thread(reply, &error);
        }
    };
    let moved = table
        .games()
        .thread_opened(
            wanted.game,
            ChannelId(origin.channel.get()),
            ChannelId(thread.get()),
            origin.clicked.map(|m| MessageId(m.get())),
        )
        .await;
    let line = match moved {
        Ok(Some(line)) => line,
        Ok(None) => return reply,
        Err(refusal) => {
            tracing::warn!(game = wanted.game.0, %refusal, "cannot move the game to its thread");
            return reply;
        }
    };
    add_players(ctx, thread, wanted.players);
    line
}

/// A tournament game's first post was delivered as `message` in its channel: opens the game's
/// thread from it (as a challenge's game opens its thread from the challenge) and moves the game
/// there; when the thread cannot be opened, the game's first board is posted in the channel. A
/// second delivery (after a crash) finds the thread already opened from the message, whose id
/// the thread shares.
pub async fn open_from_post(
    ctx: &serenity::Context,
    table: &Table,
    post: &Post,
    message: MessageId,
) {
    let (Some(wanted), Some(game)) = (post.reply.thread.clone(), post.game) else {
        return;
    };
    let channel = serenity::ChannelId::new(post.channel.0);
    let builder = serenity::CreateThread::new(thread_name(&wanted.name))
        .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
    let thread = match channel
        .create_thread_from_message(ctx, serenity::MessageId::new(message.0), builder)
        .await
    {
        Ok(thread) => thread.id,
        Err(error) if code_of(&error) == Some(THREAD_ALREADY_OPENED) => {
            serenity::ChannelId::new(message.0)
        }
        Err(error) => {
            tracing::warn!(game = game.0, %error, "cannot open the game's thread; it is played in the channel");
            if let Err(refusal) = table.tournaments().thread_not_opened(game).await {
                tracing::warn!(game = game.0, %refusal, "cannot post the game's first board");
            }
            return;
        }
    };
    match table
        .games()
        .thread_opened(game, post.channel, ChannelId(thread.get()), Some(message))
        .await
    {
        Ok(Some(_)) => add_players(ctx, thread, wanted.players),
        Ok(None) => {}
        Err(refusal) => {
            tracing::warn!(game = game.0, %refusal, "cannot move the game to its thread")
        }
    }
}

/// Adds the players to their game's thread, in the background.
fn add_players(ctx: &serenity::Context, thread: serenity::ChannelId, players: Vec<UserId>) {
    let http = ctx.http.clone();
    tokio::spawn(async move {
        for player in players {
            if let Err(error) = thread
                .add_thread_member(&http, serenity::UserId::new(player.0))
                .await
            {
                tracing::warn!(%thread, player = player.0, %error, "cannot add a player to the game's thread");
            }
        }
    });
}

/// A game's first board, played in the channel because its thread could not be opened: when
/// Discord says why in a way the players can do something about (the server's 1,000 active
/// threads), the board says it too, in the game's language.
fn without_thread(mut reply: Reply, error: &serenity::Error) -> Reply {
    if code_of(error) == Some(TOO_MANY_THREADS) {
        reply.text.push_line(&say!(reply.lang, "threads-none-full"));
    }
    reply
}

/// Discord's JSON error code of a refused request.
fn code_of(error: &serenity::Error) -> Option<i64> {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            Some(r.error.code as i64)
        }
        _ => None,
    }
}

/// The game `game`'s line was posted as the answer to the command `token` began it with: finds
/// that message and tells the table, so that the line can say the result at the end.
pub async fn link_line(ctx: &serenity::Context, table: &Table, token: &str, game: GameId) {
    if let Some(message) = answered_with(ctx, token, "the game's line").await {
        if let Err(refusal) = table.games().thread_line_shown(game, message).await {
            tracing::warn!(game = game.0, %refusal, "cannot record the game's line");
        }
    }
}

/// The challenge `challenge` was posted as the answer to the command or click `token`: finds
/// that message and tells the table, so that `/challenges` can link to it.
pub async fn link_challenge(
    ctx: &serenity::Context,
    table: &Table,
    token: &str,
    challenge: ChallengeId,
) {
    if let Some(message) = answered_with(ctx, token, "the challenge's message").await {
        if let Err(refusal) = table
            .challenges()
            .challenge_posted(challenge, message)
            .await
        {
            tracing::warn!(challenge = challenge.0, %refusal, "cannot record the challenge's message");
        }
    }
}

/// The message the interaction `token` was answered with (`what`, for the log when it cannot be
/// found).
async fn answered_with(ctx: &serenity::Context, token: &str, what: &str) -> Option<MessageId> {
    match ctx.http.get_original_interaction_response(token).await {
        Ok(message) => Some(MessageId(message.id.get())),
        Err(error) => {
            tracing::warn!(%error, "cannot find {what}");
            None
        }
    }
}

/// The announcement of `tournament` was posted as the answer to the command `token`: finds that
/// message and tells the table, so that the standings are edited into it.
pub async fn link_announcement(
    ctx: &serenity::Context,
    table: &Table,
    token: &str,
    tournament: TournamentId,
) {
    match ctx.http.get_original_interaction_response(token).await {
        Ok(message) => {
            if let Err(refusal) = table
                .tournaments()
                .tournament_announced(tournament, MessageId(message.id.get()))
                .await
            {
                tracing::warn!(tournament = tournament.0, %refusal, "cannot record the announcement");
            }
        }
        Err(error) => {
            tracing::warn!(tournament = tournament.0, %error, "cannot find the announcement")
        }
    }
}

/// Whether Discord's refusal (its JSON `code`) says the thread is archived, after unarchiving
/// `channel` (when it is one): the caller sends again.
pub async fn revived(ctx: &serenity::Context, channel: ChannelId, code: Option<i64>) -> bool {
    if code != Some(ARCHIVED_THREAD) {
        return false;
    }
    let unarchive = serenity::EditThread::new().archived(false);
    match serenity::ChannelId::new(channel.0)
        .edit_thread(ctx, unarchive)
        .await
    {
        Ok(_) => {
            tracing::info!(
                channel = channel.0,
                "the game's thread was archived: it is back"
            );
            true
        }
        Err(error) => {
            tracing::warn!(channel = channel.0, %error, "cannot unarchive the game's thread");
            false
        }
    }
}
