//! Shared set-up for the table's integration tests: a service over a fresh SQLite file.

#![allow(dead_code)]

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

pub async fn table_with(challenge_minutes: u64) -> Fixture {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let settings = Settings {
        database_url: format!("sqlite://{}", dir.path().join("teban.db").display()),
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
        database_url: format!("sqlite://{}", dir.path().join("teban.db").display()),
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
