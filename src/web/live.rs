//! Live pages: `GET /api/games/{id}/events`, a stream of server-sent events that follows a game
//! through every change, from anywhere (Discord, the web, teban's own move, a time-out, a planned
//! reply, a takeback, in this process or, on PostgreSQL, another: every commit tells
//! [`crate::table::Table::game_changes`]).
//!
//! Its events:
//! - `version`, first: the game's version when the stream began, so that a page that read the
//!   game before it subscribed knows whether it missed a change (then it reads the game again);
//! - `view`, at each change: the game as the page's visitor sees it (`GET /api/games/{id}`'s
//!   view), its board as a patch against the version before (`patch`, see `patch.rs`; `svg`
//!   whole when there is none). A change that keeps the version (a draw offered, a takeback
//!   asked or answered) is sent too, as a view of the same version whose patch changes
//!   nothing. The page shows it as it comes, without reading the game. It is the edition of
//!   the game's new version for the visitor's kind (`editions.rs`): made once, whatever the
//!   number of pages, in this process;
//! - `lagged`, when changes may have been missed (this page fell behind, or another process's
//!   were lost on the way), or when the visitor may no longer see the game: the page reads the
//!   game again (and, refused, says so: the stream then ends).
//!
//! A comment (`:`) every 20 s keeps an idle stream open through proxies. Each event is the same
//! bytes for every page of its kind: the stream writes them as they are.

use std::convert::Infallible;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use tokio::sync::broadcast::error::RecvError;
use tokio::sync::broadcast::Receiver;

use super::editions::{Edition, Following, Wanted};
use super::errors::ApiError;
use super::extract::{InPath, Visitor};
use super::sessions::Session;
use super::Web;
use crate::store::{GameId, Heard};
use crate::table::Visibility;

/// How often an idle stream says it is alive (proxies close silent connections).
const KEEP_ALIVE: Duration = Duration::from_secs(20);

/// The keep-alive comment.
const ALIVE: &[u8] = b":\n\n";
/// Read the game again.
const LAGGED: &[u8] = b"event: lagged\ndata: \n\n";

/// `GET /api/games/{id}/events`.
pub async fn events(
    State(web): State<Web>,
    InPath(id): InPath<GameId>,
    Visitor { session, lang }: Visitor,
) -> Result<Response, ApiError> {
    // Subscribed before the game is read: a change in between is sent, not lost.
    let changes = web.table.game_changes();
    let row = web.visible_game(session.as_ref(), id, lang).await?;
    let version = row.version;
    let following = web.follow(id, lang);
    // The edition a page that read the game holds, which the next change is patched against.
    let held = web.edition(&following, Wanted::Row(&row)).await?;
    let serial = match held.version() == version {
        true => held.serial,
        false => 0,
    };
    let first = Bytes::from(format!("event: version\ndata: {version}\n\n"));
    let follower = Follower {
        web,
        game: id,
        session,
        following,
        changes,
        sent: version,
        serial,
        ended: false,
    };
    let later = futures_util::stream::unfold(follower, |mut follower| async move {
        let bytes = follower.next().await?;
        Some((Ok::<_, Infallible>(bytes), follower))
    });
    let stream = futures_util::stream::once(async { Ok(first) });
    let body = Body::from_stream(futures_util::StreamExt::chain(stream, later));
    Ok((
        [
            (header::CONTENT_TYPE, "text/event-stream"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        body,
    )
        .into_response())
}

/// One page's stream: what it was sent last, and what it hears.
struct Follower {
    web: Web,
    game: GameId,
    session: Option<Session>,
    following: Following,
    changes: Receiver<Heard>,
    /// The last version sent.
    sent: u32,
    /// The edition of that version sent last (0: none yet, the page read it).
    serial: u64,
    /// Told to read the game again after it may no longer see it: nothing more is sent.
    ended: bool,
}

impl Follower {
    /// The next bytes to send, or `None` when the stream is over.
    async fn next(&mut self) -> Option<Bytes> {
        if self.ended {
            return None;
        }
        loop {
            let heard = match tokio::time::timeout(KEEP_ALIVE, self.changes.recv()).await {
                Err(_) => return Some(Bytes::from_static(ALIVE)),
                Ok(Ok(heard)) => heard,
                Ok(Err(RecvError::Lagged(_))) => Heard::Missed,
                Ok(Err(RecvError::Closed)) => return None,
            };
            match heard {
                Heard::Changed { game, version } if game == self.game && version >= self.sent => {
                    if let Some(bytes) = self.change(version).await {
                        return Some(bytes);
                    }
                }
                Heard::Changed { .. } => {}
                Heard::Missed => return Some(Bytes::from_static(LAGGED)),
            }
        }
    }

    /// The view of the game at `version` or later (at the version sent, one made after the
    /// edition sent), if not sent yet; `lagged` when it cannot be made, or the visitor may no
    /// longer see the game.
    async fn change(&mut self, version: u32) -> Option<Bytes> {
        let wanted = match version > self.sent {
            true => Wanted::AtLeast(version),
            false => Wanted::After {
                version: self.sent,
                serial: self.serial,
            },
        };
        let edition = match self.web.edition(&self.following, wanted).await {
            Ok(edition) => edition,
            Err(_) => return Some(Bytes::from_static(LAGGED)),
        };
        let sent = Wanted::After {
            version: self.sent,
            serial: self.serial,
        };
        if !sent.met_by(&edition) {
            return None;
        }
        if !self.sees(&edition).await {
            self.ended = true;
            return Some(Bytes::from_static(LAGGED));
        }
        self.sent = edition.version();
        self.serial = edition.serial;
        let seat = edition.seat_of(&self.web, self.session.as_ref());
        Some(edition.event(seat).await)
    }

    /// Whether the visitor still sees the game, by the service's rule, the server's web
    /// audience read once for the edition.
    async fn sees(&self, edition: &Edition) -> bool {
        let viewer = self.web.viewer(self.session.as_ref());
        let audience = match viewer.visibility(&edition.row) {
            Visibility::AsTheServerSays { guild, .. } => {
                match edition.audience(&self.web, guild).await {
                    Ok(audience) => Some(audience),
                    Err(_) => return false,
                }
            }
            Visibility::Seen | Visibility::Hidden => None,
        };
        let games = self.web.table.games();
        matches!(games.sees(&viewer, &edition.row, audience).await, Ok(true))
    }
}
