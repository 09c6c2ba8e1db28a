//! A game's changes told to the other processes on one PostgreSQL database, through the database's
//! own notifications (`LISTEN`/`NOTIFY` on [`CHANNEL`]): every change of a game the store makes
//! sends one notification inside the change's own transaction, so that it is delivered once the
//! change is committed and never for a change rolled back, and [`Listener`] hears those of the
//! other processes. On SQLite (one process) nothing is sent: the table's in-process broadcast is
//! all there is.
//!
//! A notification says `PROCESS GAME VERSION`: the process that made the change (a random number
//! drawn when its store opened, so that a listener passes over its own process's changes, which
//! its table has told already), the game and its version after the change.
//!
//! Notifications sent while a listener's connection is down are lost: once it is back, the
//! listener says [`Heard::Missed`], and whoever follows games reads them again.

use std::str::FromStr;
use std::time::Duration;

use sqlx::Any;
use sqlx_postgres::{PgConnectOptions, PgListener, PgPoolOptions};

use super::{Backend, GameId, Store, StoreError};

/// The notification channel of games' changes.
pub const CHANNEL: &str = "teban_games";

/// What the listener's connection calls itself (in `pg_stat_activity`).
pub const LISTENER_NAME: &str = "teban changes";

/// The longest wait between two tries to reconnect a listener to a database that is down.
const RECONNECT_AT_MOST: Duration = Duration::from_secs(5);

/// What a follower of games hears.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Heard {
    /// `game` changed and is now at `version` (its log took an entry, or a draw offer or a
    /// takeback request was made or answered, the version staying).
    Changed { game: GameId, version: u32 },
    /// Changes may have been missed (a listener's connection was lost, or a follower fell
    /// behind): read every game followed again.
    Missed,
}

/// The text of one notification.
pub fn payload(process: u64, game: GameId, version: u32) -> String {
    format!("{process} {} {version}", game.0)
}

/// A notification's text read back: its process, game and version.
pub fn parsed(payload: &str) -> Option<(u64, GameId, u32)> {
    let mut words = payload.split(' ');
    let process = words.next()?.parse().ok()?;
    let game = GameId(words.next()?.parse().ok()?);
    let version = words.next()?.parse().ok()?;
    words.next().is_none().then_some((process, game, version))
}

impl Store {
    /// The arguments that tell `game`'s change to `version`, bound to `query` after its own
    /// (the channel, then the text): for a statement that sends `pg_notify` itself.
    pub(super) fn bind_told<'q>(
        &self,
        query: sqlx::query::Query<'q, Any, sqlx::any::AnyArguments<'q>>,
        game: GameId,
        version: u32,
    ) -> sqlx::query::Query<'q, Any, sqlx::any::AnyArguments<'q>> {
        query
            .bind(CHANNEL)
            .bind(payload(self.process, game, version))
    }

    /// Tells the other processes that `game` is now at `version`, inside `executor`'s
    /// transaction (on PostgreSQL; nothing on SQLite).
    pub(super) async fn tell<'e>(
        &self,
        executor: impl sqlx::Executor<'e, Database = Any>,
        game: GameId,
        version: u32,
    ) -> Result<(), StoreError> {
        if self.backend == Backend::Postgres {
            self.bind_told(sqlx::query("SELECT pg_notify($1, $2)"), game, version)
                .execute(executor)
                .await?;
        }
        Ok(())
    }

    /// A listener of the other processes' changes, listening once this returns; `None` on
    /// SQLite.
    pub async fn listen(&self) -> Result<Option<Listener>, StoreError> {
        if self.backend != Backend::Postgres {
            return Ok(None);
        }
        let url = self.url.to_string();
        let listener = connect(&url).await?;
        Ok(Some(Listener {
            listener,
            url,
            process: self.process,
        }))
    }
}

/// A connection of its own that listens on [`CHANNEL`].
async fn connect(url: &str) -> Result<PgListener, StoreError> {
    let opened = |e: sqlx::Error| StoreError::Open {
        url: url.to_string(),
        reason: e.to_string(),
    };
    let options = PgConnectOptions::from_str(url)
        .map_err(opened)?
        .application_name(LISTENER_NAME);
    // One connection, kept for as long as it lives (the listener reconnects through it).
    let pool = PgPoolOptions::new()
        .max_connections(1)
        .max_lifetime(None)
        .idle_timeout(None)
        .connect_with(options)
        .await
        .map_err(opened)?;
    let mut listener = PgListener::connect_with(&pool).await.map_err(opened)?;
    listener.ignore_pool_close_event(true);
    listener.listen(CHANNEL).await.map_err(opened)?;
    Ok(listener)
}

/// Hears the changes the other processes on the database make (see the module's doc).
pub struct Listener {
    listener: PgListener,
    url: String,
    /// This process's number, whose own notifications it passes over.
    process: u64,
}

impl Listener {
    /// The next change another process made, or [`Heard::Missed`] once the connection is back
    /// after it was lost (reconnecting for as long as it takes).
    pub async fn next(&mut self) -> Heard {
        loop {
            match self.listener.try_recv().await {
                Ok(Some(notification)) => match parsed(notification.payload()) {
                    Some((process, _, _)) if process == self.process => {}
                    Some((_, game, version)) => return Heard::Changed { game, version },
                    None => tracing::warn!(
                        payload = notification.payload(),
                        "a notification of {CHANNEL} that is not teban's"
                    ),
                },
                // Lost and already reconnected: what was sent meanwhile is gone.
                Ok(None) => return Heard::Missed,
                Err(e) => {
                    tracing::warn!(error = %e, "listening to the other processes failed");
                    self.reconnect().await;
                    return Heard::Missed;
                }
            }
        }
    }

    /// A fresh connection in place of the one that failed, tried again and again (waiting longer
    /// each time, up to [`RECONNECT_AT_MOST`]) until the database answers.
    async fn reconnect(&mut self) {
        let mut wait = Duration::from_millis(50);
        loop {
            match connect(&self.url).await {
                Ok(listener) => {
                    self.listener = listener;
                    tracing::info!("listening to the other processes again");
                    return;
                }
                Err(e) => {
                    tracing::warn!(error = %e, ?wait, "the listener cannot reconnect yet");
                    tokio::time::sleep(wait).await;
                    wait = (wait * 2).min(RECONNECT_AT_MOST);
                }
            }
        }
    }
}
