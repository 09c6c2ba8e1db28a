//! Shared set-up for the table's integration tests: a service over a fresh database, SQLite or
//! PostgreSQL. A test written once in [`on_both!`] runs against each (PostgreSQL's half skipped,
//! said once, where the machine has no PostgreSQL; see [`postgres`]).

#![allow(dead_code)]

pub mod postgres;

use teban::ai::Level;
use teban::games::GameKind;
use teban::table::{
    ActionId, Caller, ChallengeId, ChallengeRequest, GameCard, MoveClock, Player, Reply, Settings,
    Table,
};

pub struct Fixture {
    pub table: Table,
    // Keeps the database's directory alive as long as the table.
    _dir: tempfile::TempDir,
}

/// Which database a test's fixtures open.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Db {
    Sqlite,
    Postgres,
}

tokio::task_local! {
    static ON: Db;
}

impl Db {
    /// Runs `test` with its fixtures on this database. PostgreSQL's half does nothing (said once)
    /// where the machine has no PostgreSQL.
    pub async fn run(self, test: impl std::future::Future<Output = ()>) {
        if self == Db::Postgres && postgres::programs().is_none() {
            // Says it (or, under CI, fails).
            assert!(postgres::fresh_database().await.is_none());
            return;
        }
        ON.scope(self, test).await
    }

    /// The database the running test is on (SQLite outside [`on_both!`]).
    pub fn now() -> Db {
        ON.try_with(|db| *db).unwrap_or(Db::Sqlite)
    }
}

/// A fresh database's URL for the running test: a file in `dir`, or a new PostgreSQL database.
pub async fn database_url(dir: &tempfile::TempDir) -> String {
    match Db::now() {
        Db::Sqlite => format!("sqlite://{}", dir.path().join("teban.db").display()),
        Db::Postgres => postgres::fresh_database()
            .await
            .expect("PostgreSQL is on the machine"),
    }
}

/// Writes a test once and runs it on each backend: `name::sqlite` and `name::postgres`.
/// A `#[tokio::test(...)]` line before `async fn` sets the runtime of both.
#[macro_export]
macro_rules! on_both {
    ($(#[doc = $doc:expr])* #[tokio::test($($arg:tt)*)] async fn $name:ident() $body:block) => {
        $(#[doc = $doc])*
        mod $name {
            use super::*;
            #[tokio::test($($arg)*)]
            async fn sqlite() {
                $crate::common::Db::Sqlite.run(async $body).await
            }
            #[tokio::test($($arg)*)]
            async fn postgres() {
                $crate::common::Db::Postgres.run(async $body).await
            }
        }
    };
    ($(#[doc = $doc:expr])* #[tokio::test] async fn $name:ident() $body:block) => {
        $crate::on_both! { $(#[doc = $doc])* #[tokio::test()] async fn $name() $body }
    };
}

pub async fn table_with(challenge_minutes: u64) -> Fixture {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let settings = Settings {
        database_url: database_url(&dir).await,
        challenge_minutes,
        render_boards: true,
        ..Settings::default()
    };
    let table = Table::open(settings).await.expect("the store opens");
    Fixture { table, _dir: dir }
}

/// A service whose time is `clock`'s, over a fresh database.
pub async fn clocked(clock: &teban::clock::ManualClock) -> Fixture {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let settings = Settings {
        database_url: database_url(&dir).await,
        clock: std::sync::Arc::new(clock.clone()),
        ..Settings::default()
    };
    let table = Table::open(settings).await.expect("the store opens");
    Fixture { table, _dir: dir }
}

pub async fn table() -> Fixture {
    table_with(15).await
}

pub const GUILD: u64 = 77;
pub const CHANNEL: u64 = 1000;

pub fn caller(id: u64, name: &str) -> Caller {
    Caller::new(id, name, Some(GUILD), CHANNEL)
}

pub fn ann() -> Caller {
    caller(1, "ann")
}
pub fn bob() -> Caller {
    caller(2, "bob")
}
pub fn cid() -> Caller {
    caller(3, "cid")
}
pub fn dee() -> Caller {
    caller(4, "dee")
}
pub fn eve() -> Caller {
    caller(5, "eve")
}

/// The challenge a reply offers to accept.
pub fn challenge_id(reply: &Reply) -> ChallengeId {
    reply
        .actions
        .iter()
        .find_map(|a| match a.id {
            ActionId::Accept { challenge } => Some(challenge),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no Accept button: {}", reply.text))
}

impl Fixture {
    /// The service opened afresh on the same database, as after a restart.
    pub async fn reopen(&self) -> Table {
        Table::open(self.table.settings().clone())
            .await
            .expect("the store opens again")
    }
}

/// A rated challenge to Quoridor (2 players) for `opponents`, with `clock` (`None`: the
/// server's).
pub fn quoridor(opponents: Vec<Player>, clock: Option<MoveClock>) -> ChallengeRequest {
    ChallengeRequest {
        kind: GameKind::Quoridor,
        variant: None,
        opponents,
        rated: true,
        clock,
    }
}

/// Ann challenges teban (easy) in Quoridor: the game starts at once, no Accept needed.
pub async fn ann_challenges_teban(table: &Table) -> GameCard {
    let made = table
        .challenge(&ann(), quoridor(vec![Player::teban(Level::Easy)], None))
        .await
        .unwrap();
    assert!(made.text.contains("The game begins"), "{}", made.text);
    assert!(made
        .actions
        .iter()
        .all(|a| !matches!(a.id, ActionId::Accept { .. })));
    made.card.expect("the game starts at once")
}
