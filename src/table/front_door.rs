//! The front door: the one value every front end holds ([`Table`]), which builds the services
//! in one place, each with what it needs, and hands them out. It owns no flow of its own but the
//! scheduler's round, which it composes: the clocks find what is due, the games end on time what
//! ran out ([`Table::tick`]).

use std::sync::Arc;

use crate::store::{Heard, Listener, Store, StoreError};
use crate::table::analyses::Analyses;
use crate::table::challenges::Challenges;
use crate::table::click::Clicks;
use crate::table::clocks::{Clocks, Round, Tick};
use crate::table::games::Games;
use crate::table::outbox::Outbox;
use crate::table::settings::ServerSettings;
use crate::table::shared::{Core, Refusal, Settings};
use crate::table::standings::Standings;
use crate::table::tournaments::Tournaments;

/// The game service every front end drives. Cheap to clone (it shares its services); safe to use
/// from many tasks at once.
#[derive(Clone)]
pub struct Table {
    settings: Settings,
    core: Core,
    servers: Arc<ServerSettings>,
    clocks: Arc<Clocks>,
    games: Arc<Games>,
    challenges: Arc<Challenges>,
    tournaments: Arc<Tournaments>,
    standings: Arc<Standings>,
    analyses: Arc<Analyses>,
    clicks: Arc<Clicks>,
    outbox: Arc<Outbox>,
}

/// Passes what `listener` hears of the other processes to the listeners of
/// [`Table::game_changes`], for as long as the table lives.
async fn hear_others(mut listener: Listener, changes: tokio::sync::broadcast::WeakSender<Heard>) {
    loop {
        let heard = listener.next().await;
        let Some(changes) = changes.upgrade() else {
            return;
        };
        let _ = changes.send(heard);
    }
}

impl Table {
    /// Opens the store at `settings.database_url` (creating the file and running the migrations).
    /// On PostgreSQL, the changes other processes make to games are heard from then on (see
    /// [`Table::game_changes`]).
    pub async fn open(settings: Settings) -> Result<Table, StoreError> {
        let store = Store::open(&settings.database_url)
            .await?
            .with_clock(settings.clock.clone());
        let table = Table::with_store(store, settings);
        if let Some(listener) = table.core.store.listen().await? {
            tokio::spawn(hear_others(listener, table.core.changes.downgrade()));
        }
        Ok(table)
    }

    /// A service over an already opened store: every service built here, each holding what it
    /// uses and the services it asks, from the bottom up.
    pub fn with_store(store: Store, settings: Settings) -> Table {
        let core = Core::new(store.clone());
        let posts = Arc::new(tokio::sync::Notify::new());
        let lanes = Arc::default();
        let servers = Arc::new(ServerSettings {
            store: store.clone(),
            settings: settings.clone(),
        });
        let clocks = Arc::new(Clocks {
            store: store.clone(),
            settings: settings.clone(),
            posts: posts.clone(),
            ticking: Arc::default(),
        });
        let games = Arc::new(Games {
            store: store.clone(),
            settings: settings.clone(),
            core: core.clone(),
            clocks: clocks.clone(),
            servers: servers.clone(),
            posts: posts.clone(),
            lanes: Arc::clone(&lanes),
            thinking: Default::default(),
        });
        let challenges = Arc::new(Challenges {
            store: store.clone(),
            settings: settings.clone(),
            core: core.clone(),
            servers: servers.clone(),
            games: games.clone(),
        });
        let tournaments = Arc::new(Tournaments {
            store: store.clone(),
            core: core.clone(),
            posts: posts.clone(),
            servers: servers.clone(),
            games: games.clone(),
        });
        let standings = Arc::new(Standings {
            store: store.clone(),
            settings: settings.clone(),
            servers: servers.clone(),
            clocks: clocks.clone(),
        });
        let analyses = Arc::new(Analyses {
            store: store.clone(),
            posts: posts.clone(),
            queued: Arc::new(tokio::sync::Notify::new()),
            servers: servers.clone(),
        });
        let clicks = Arc::new(Clicks {
            store: store.clone(),
            lanes,
            servers: servers.clone(),
            games: games.clone(),
            challenges: challenges.clone(),
            tournaments: tournaments.clone(),
            analyses: analyses.clone(),
        });
        let outbox = Arc::new(Outbox {
            store,
            core: core.clone(),
            posts,
            games: games.clone(),
            challenges: challenges.clone(),
            tournaments: tournaments.clone(),
            analyses: analyses.clone(),
        });
        Table {
            settings,
            core,
            servers,
            clocks,
            games,
            challenges,
            tournaments,
            standings,
            analyses,
            clicks,
            outbox,
        }
    }

    /// Playing games: moves, draws, resignations, aborts, takebacks, previews, plans, teban's
    /// turns, spectators, a game's thread, record and replay.
    pub fn games(&self) -> &Arc<Games> {
        &self.games
    }

    /// Challenges, open challenges, rematches and blocks.
    pub fn challenges(&self) -> &Arc<Challenges> {
        &self.challenges
    }

    /// Vacations, notifications, preferences and digests.
    pub fn clocks(&self) -> &Arc<Clocks> {
        &self.clocks
    }

    /// Tournaments.
    pub fn tournaments(&self) -> &Arc<Tournaments> {
        &self.tournaments
    }

    /// Leaderboards, a player's record, games and profile.
    pub fn standings(&self) -> &Arc<Standings> {
        &self.standings
    }

    /// The analyses of finished games.
    pub fn analyses(&self) -> &Arc<Analyses> {
        &self.analyses
    }

    /// A server's settings (`/settings`) and what the services read of them.
    pub fn servers(&self) -> &Arc<ServerSettings> {
        &self.servers
    }

    /// The buttons' dispatcher.
    pub fn clicks(&self) -> &Arc<Clicks> {
        &self.clicks
    }

    /// The outbox's delivery.
    pub fn outbox(&self) -> &Arc<Outbox> {
        &self.outbox
    }

    /// One round of the scheduler: the clocks' round (a downtime counted, reminders, vacations
    /// ended, days of auto-vacation taken), then the games whose time ran out ended on time.
    /// Reminders and results go to the outbox.
    pub async fn tick(&self) -> Result<Tick, Refusal> {
        let Round {
            mut tick,
            out_of_time,
        } = self.clocks.round().await?;
        for row in out_of_time {
            tick.timed_out += usize::from(self.games.time_out(row).await?.is_some());
        }
        Ok(tick)
    }

    /// Every change to a game committed from now on, as it happens: by this process, and on
    /// PostgreSQL by the others on the database (told through it: see [`crate::store::changes`]),
    /// with [`Heard::Missed`] when some of theirs may have been lost. What the web front end's
    /// live pages follow.
    pub fn game_changes(&self) -> tokio::sync::broadcast::Receiver<Heard> {
        self.core.changes.subscribe()
    }

    /// The settings in use.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The store underneath (for tests and tools that check the log).
    pub fn store(&self) -> &Store {
        &self.core.store
    }

    /// The time on the table's clock, in milliseconds since the epoch.
    pub fn now(&self) -> i64 {
        self.core.store.now()
    }

    /// How long to sleep while `wait` of the table's time passes (less than `wait` on a clock a
    /// test moves, see [`crate::clock::Clock::looked_at_within`]).
    pub fn sleep_for(&self, wait: std::time::Duration) -> std::time::Duration {
        self.core.store.sleep_for(wait)
    }
}
