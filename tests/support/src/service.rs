//! The game service as the service's tests set it up: a table over a fresh database, SQLite or
//! PostgreSQL, the players who sit at it, and the steps most tests take (a challenge made and
//! accepted, the player to move, the posts owed). A test written once in [`on_both!`] runs against
//! each database (PostgreSQL's half skipped, said in a line, where the machine has no PostgreSQL; see
//! [`postgres`]).

use super::postgres;
use teban::ai::Level;
use teban::games::GameKind;
use teban::table::{
    ActionId, Caller, ChallengeId, ChallengeRequest, ChannelId, GameCard, GameClock, Place, Player,
    Post, Reply, Settings, SettingsChange, Table, ThreadRoom, UserId,
};
use teban::text::Text;

/// What the service says as the bot writes it on Discord (`**ann** played e2.`, `<t:…:R>`):
/// the words a test compares, where it does not look at the marks themselves.
pub trait OnDiscord {
    fn on_discord(&self) -> String;
}

impl OnDiscord for Text {
    fn on_discord(&self) -> String {
        teban::discord::markup::markup(self)
    }
}

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
    /// Runs `test` with its fixtures on this database. PostgreSQL's half is skipped where the
    /// machine has no PostgreSQL, said in one line (under CI, it fails; see [`postgres`]).
    pub async fn run(self, test: impl std::future::Future<Output = ()>) {
        if self == Db::Postgres && postgres::programs().is_none() {
            postgres::skipped();
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
        Db::Sqlite => crate::sqlite::database(dir.path()),
        Db::Postgres => postgres::fresh_database()
            .await
            .expect("PostgreSQL is on the machine"),
    }
}

/// Writes a test once and runs it on each backend: `name::sqlite` and `name::postgres`.
/// A `#[tokio::test(...)]` line before `async fn` sets the runtime of both. The body is one
/// function both call (compiled once, not once a backend).
#[macro_export]
macro_rules! on_both {
    ($(#[doc = $doc:expr])* #[tokio::test($($arg:tt)*)] async fn $name:ident() $body:block) => {
        $(#[doc = $doc])*
        mod $name {
            use super::*;
            async fn body() $body
            #[tokio::test($($arg)*)]
            async fn sqlite() {
                $crate::service::Db::Sqlite.run(body()).await
            }
            #[tokio::test($($arg)*)]
            async fn postgres() {
                $crate::service::Db::Postgres.run(body()).await
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
        ..Settings::default()
    };
    let table = Table::open(settings).await.expect("the store opens");
    Fixture { table, _dir: dir }
}

/// A service whose time is `clock`'s, over a fresh database.
pub async fn clocked(clock: &teban::clock::ManualClock) -> Fixture {
    clocked_with(clock, Settings::default()).await
}

/// [`clocked`], with `settings` otherwise.
pub async fn clocked_with(clock: &teban::clock::ManualClock, settings: Settings) -> Fixture {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let settings = Settings {
        database_url: database_url(&dir).await,
        clock: std::sync::Arc::new(clock.clone()),
        ..settings
    };
    let table = Table::open(settings).await.expect("the store opens");
    Fixture { table, _dir: dir }
}

pub async fn table() -> Fixture {
    table_with(15).await
}

pub const GUILD: u64 = 77;
pub const CHANNEL: u64 = 1000;
/// A thread a front end opened for a game, and the game's line in the channel it came from.
pub const THREAD: u64 = 5_000;
pub const LINE: u64 = 4_000;

/// A moment of a driven clock, and lengths of time, in milliseconds as the service counts them.
pub const T0: i64 = 1_800_000_000_000;
pub const MINUTE: i64 = 60_000;
pub const HOUR: i64 = 60 * MINUTE;
pub const DAY: i64 = 24 * HOUR;

pub fn caller(id: impl Into<UserId>, name: &str) -> Caller {
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

/// The same person in another channel (of the same server).
pub fn in_channel(who: &Caller, channel: u64) -> Caller {
    let place = Place {
        guild: who.place.guild,
        channel: ChannelId(channel),
    };
    Caller::at(Player::new(who.player.id, &who.player.name), place)
}

/// The link to a channel of the server, as lists show it.
pub fn link(channel: u64) -> String {
    format!("https://discord.com/channels/{GUILD}/{channel}")
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
        .unwrap_or_else(|| panic!("no Accept button: {:?}", reply.text))
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
pub fn quoridor(opponents: Vec<Player>, clock: Option<GameClock>) -> ChallengeRequest {
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
        .challenges()
        .challenge(&ann(), quoridor(vec![Player::teban(Level::Easy)], None))
        .await
        .unwrap();
    let said = made.text.on_discord();
    assert!(said.contains("The game begins"), "{said}");
    assert!(made
        .actions
        .iter()
        .all(|a| !matches!(a.id, ActionId::Accept { .. })));
    made.card.expect("the game starts at once")
}

/// A challenge to Quoridor from Ann's side of the table: `opponents`, the variant, rated or not,
/// no clock named.
pub fn request(opponents: &[&Caller], variant: Option<&str>, rated: bool) -> ChallengeRequest {
    ChallengeRequest {
        kind: GameKind::Quoridor,
        variant: variant.map(str::to_string),
        opponents: opponents.iter().map(|c| c.player.clone()).collect(),
        rated,
        clock: None,
    }
}

/// Ann challenges Bob and Bob accepts: the started game's card.
pub async fn start_two(table: &Table, rated: bool) -> GameCard {
    let made = table
        .challenges()
        .challenge(&ann(), request(&[&bob()], None, rated))
        .await
        .unwrap();
    assert_eq!(made.mention, vec![UserId(2)]);
    let started = table
        .challenges()
        .accept(&bob(), challenge_id(&made))
        .await
        .unwrap();
    started.card.expect("a started game shows its card")
}

/// Ann challenges Bob to an unrated game.
pub async fn ann_challenges_bob(table: &Table) -> ChallengeId {
    let made = table
        .challenges()
        .challenge(&ann(), request(&[&bob()], None, false))
        .await
        .unwrap();
    challenge_id(&made)
}

/// Ann challenges Bob, Cid and Dee to a rated 4-player game.
pub async fn challenge_four(table: &Table) -> ChallengeId {
    let made = table
        .challenges()
        .challenge(
            &ann(),
            request(&[&bob(), &cid(), &dee()], Some("4-players"), true),
        )
        .await
        .unwrap();
    challenge_id(&made)
}

/// ann challenges bob to Quoridor (with `clock`, or the server's) and bob accepts: the reply.
pub async fn begun(table: &Table, clock: Option<GameClock>) -> Reply {
    let made = table
        .challenges()
        .challenge(&ann(), quoridor(vec![bob().player], clock))
        .await
        .unwrap();
    table
        .challenges()
        .accept(&bob(), challenge_id(&made))
        .await
        .unwrap()
}

/// `challenger` challenges `opponent` (both where `challenger` is) with `clock`, and the opponent
/// accepts: the reply that starts the game.
pub async fn started(
    table: &Table,
    challenger: &Caller,
    opponent: &Caller,
    clock: impl Into<GameClock>,
) -> Reply {
    let opponent = Caller {
        player: opponent.player.clone(),
        place: challenger.place,
        lang: Default::default(),
        server_lang: None,
        home: Default::default(),
    };
    let made = table
        .challenges()
        .challenge(
            challenger,
            quoridor(vec![opponent.player.clone()], Some(clock.into())),
        )
        .await
        .unwrap();
    table
        .challenges()
        .accept(&opponent, challenge_id(&made))
        .await
        .unwrap()
}

/// The caller who sits on the seat to move.
pub fn mover(card: &GameCard) -> Caller {
    let p = card.player_to_move().expect("someone is to move");
    caller(p.id, &p.name)
}

/// The caller who sits on the other seat of a 2-player game.
pub fn other(card: &GameCard) -> Caller {
    let to_move = card.to_move.unwrap();
    let p = &card
        .seats
        .iter()
        .find(|s| s.seat != to_move)
        .unwrap()
        .player;
    caller(p.id, &p.name)
}

/// The caller to move in the game of `reply`, in `channel`.
pub fn to_move(reply: &Reply, channel: u64) -> Caller {
    let player = reply
        .card
        .as_ref()
        .unwrap()
        .player_to_move()
        .unwrap()
        .clone();
    Caller::new(player.id, &player.name, Some(GUILD), channel)
}

/// The id of the button of `reply` that does what `what` matches.
pub fn button(reply: &Reply, what: fn(&ActionId) -> bool) -> String {
    reply
        .actions
        .iter()
        .find(|a| what(&a.id))
        .unwrap_or_else(|| panic!("no such button: {:?}", reply.text))
        .id
        .to_string()
}

/// The first quick move `reply` offers: a button id.
pub fn quick_move(reply: &Reply) -> String {
    reply
        .actions
        .iter()
        .find(|a| matches!(a.id, ActionId::Move { .. }))
        .expect("a quick move")
        .id
        .to_string()
}

/// The player to move in the game of `reply`, in `place`, plays its first quick move: the reply
/// to it.
pub async fn one_move(table: &Table, reply: &Reply, place: Place) -> Reply {
    let card = reply.card.clone().unwrap();
    let p = card.player_to_move().expect("someone is to move");
    let mover = Caller::at(Player::new(p.id, &p.name), place);
    table
        .clicks()
        .click(&mover, &quick_move(reply))
        .await
        .unwrap()
}

/// Every post waiting in the outbox, claimed (and so not claimed again).
pub async fn posts(table: &Table) -> Vec<Post> {
    table.outbox().claim_posts(None, 100).await.unwrap()
}

/// A manager of the server changes its settings (or, with nothing changed, looks at them).
pub async fn configure(table: &Table, change: SettingsChange) -> Reply {
    let manager = caller(103, "mod");
    table
        .servers()
        .configure(&manager, change, true, ThreadRoom::Allowed)
        .await
        .unwrap()
}
