//! Live pages: `GET /api/games/{id}/events`, a stream of server-sent events that says `version`
//! with the game's version whenever the game changes, from anywhere (Discord, the web, teban's own
//! move, a time-out, a planned reply, a takeback, in this process or, on PostgreSQL, another:
//! every commit tells [`crate::table::Table::game_changes`]), and `lagged` when changes may have
//! been missed. The page reads the game again when told. The first
//! event is the version at the time of asking, so that a page never misses a change made between
//! its read and its subscription.

use crate::store::{GameId, Heard};
use std::convert::Infallible;
use std::time::Duration;

use axum::extract::State;
use axum::response::sse::{Event, KeepAlive, Sse};
use tokio_stream::wrappers::errors::BroadcastStreamRecvError;
use tokio_stream::wrappers::BroadcastStream;
use tokio_stream::{Stream, StreamExt};

use super::errors::ApiError;
use super::extract::{InPath, Visitor};
use super::Web;

/// How often an idle stream says it is alive (proxies close silent connections).
const KEEP_ALIVE: Duration = Duration::from_secs(20);

fn version_event(version: u32) -> Event {
    Event::default().event("version").data(version.to_string())
}

/// `GET /api/games/{id}/events`.
pub async fn events(
    State(web): State<Web>,
    InPath(id): InPath<GameId>,
    Visitor { session, lang }: Visitor,
) -> Result<Sse<impl Stream<Item = Result<Event, Infallible>>>, ApiError> {
    // Subscribed before the game is read: a change in between is sent, not lost.
    let changes = BroadcastStream::new(web.table.game_changes());
    let row = web.visible_game(session.as_ref(), id, lang).await?;
    let first = tokio_stream::once(version_event(row.version));
    let later = changes.filter_map(move |change| match change {
        Ok(Heard::Changed { game, version }) if game == id => Some(version_event(version)),
        Ok(Heard::Changed { .. }) => None,
        // Changes were missed (this page fell behind, or another process's were lost on the
        // way): whatever they were, the page reads the game again.
        Ok(Heard::Missed) | Err(BroadcastStreamRecvError::Lagged(_)) => {
            Some(Event::default().event("lagged").data(""))
        }
    });
    let stream = first.chain(later).map(Ok);
    Ok(Sse::new(stream).keep_alive(KeepAlive::new().interval(KEEP_ALIVE)))
}
