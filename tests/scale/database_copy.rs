//! `teban copy` of a database a load run filled, with the rest of what a bot keeps (a tournament
//! under way, a game on a time bank, ratings, a server's settings, a player's notifications, a
//! block, a vacation, an open challenge, an analysis, a web session, an Activity launch, the
//! outbox, the heartbeat): into PostgreSQL, and into another SQLite file. A first copy that fails
//! half-way leaves a target teban refuses to serve; run again, it carries every table with its
//! rows and checksum; copied back, the same checksums; a second copy into the filled target is
//! refused; and a service on the target finishes every game, its time bank shown, pairs the
//! tournament's next round and numbers the new games after the copied ones.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Output};
use std::time::Duration;

use teban::games::GameKind;
use teban::store::sessions::{Reach, WebSession};
use teban::store::{Backend, Store, TournamentFormat};
use teban::table::{
    Authority, Caller, ChallengeRequest, ChannelId, GameClock, GameId, GameStatus, GuildId, Home,
    NotificationsChange, Place, Settings, SettingsChange, Table, ThreadRoom, TournamentRequest,
    UserId,
};

use crate::load_run::loadtest;
use crate::players::{first_person, one_more_move};
use crate::support::postgres;
use crate::support::service::challenge_id;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bots_database_copied_into_postgresql_plays_on_there_and_copies_back_the_same() {
    let Some(target) = postgres::fresh_database().await else {
        return;
    };
    copied_into(&target).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bots_database_copied_into_another_sqlite_file_plays_on_there_and_copies_back_the_same() {
    let dir = tempfile::tempdir().unwrap();
    copied_into(&format!(
        "sqlite://{}",
        dir.path().join("copy.db").display()
    ))
    .await;
}

/// The whole story, into the database at `target` (empty).
async fn copied_into(target: &str) {
    let dir = tempfile::tempdir().unwrap();
    let source = filled(dir.path()).await;
    let counts = rows_of(&source).await;

    // A first copy fails half-way: the target refuses the rows of the last table written, as
    // a full disk would.
    let laid = Store::open(target).await.unwrap();
    trap(&laid, true).await;
    let failed = teban(&["copy", "--from", &source, "--to", target]);
    let (said, complaint) = (stdout(&failed), stderr(&failed));
    assert_eq!(failed.status.code(), Some(2), "{said}{complaint}");
    assert!(said.contains("\n  games "), "{said}");
    assert!(complaint.contains("no room left"), "{complaint}");
    assert_eq!(complaint.lines().count(), 1, "{complaint}");
    // It leaves a target teban refuses to serve, saying so in one line.
    let refused = Store::open(target)
        .await
        .err()
        .expect("a half copy is refused");
    assert!(
        refused.to_string().contains("`teban copy` did not finish"),
        "{refused}"
    );
    let served = teban(&["loadtest", "--db", target, "--games", "1", "--moves", "1"]);
    assert_eq!(served.status.code(), Some(2));
    assert_eq!(stderr(&served), format!("teban: {refused}\n"));

    // Run again, it fills the target, every table with its rows and checksum.
    trap(&laid, false).await;
    let copy = teban(&["copy", "--from", &source, "--to", target]);
    let said = stdout(&copy);
    assert!(copy.status.success(), "{said}{}", stderr(&copy));
    let to = Backend::of(target).unwrap().name();
    assert!(
        said.starts_with(&format!("teban copy: SQLite to {to}\n")),
        "{said}"
    );
    let tables = tables_of(&said);
    let printed: BTreeMap<&str, u64> = tables
        .iter()
        .map(|(t, (rows, _))| (t.as_str(), *rows))
        .collect();
    let counted: BTreeMap<&str, u64> = counts.iter().map(|(t, rows)| (t.as_str(), *rows)).collect();
    assert_eq!(printed, counted, "{said}");
    assert_eq!(rows_of(target).await, counts);
    assert!(
        said.contains(&format!(
            "each table's rows and checksum read back from {to} are SQLite's"
        )),
        "{said}"
    );
    assert!(said.contains("\nnext ids ("), "{said}");

    // Copied back, the same rows and checksums.
    let back = format!("sqlite://{}", dir.path().join("back.db").display());
    let again = teban(&["copy", "--from", target, "--to", &back]);
    assert!(
        again.status.success(),
        "{}{}",
        stdout(&again),
        stderr(&again)
    );
    assert_eq!(tables_of(&stdout(&again)), tables);

    // A second copy into the filled target is refused.
    let twice = teban(&["copy", "--from", &source, "--to", target]);
    assert_eq!(twice.status.code(), Some(2));
    assert!(
        stderr(&twice).contains("the target holds data"),
        "{}",
        stderr(&twice)
    );
    assert_eq!(stdout(&twice), "");

    plays_on(target).await;
}

/// A bot's database in `dir`: a load run's games (some against teban, one analysis), and the
/// rest of what a bot keeps; every table holds rows. Its URL.
async fn filled(dir: &Path) -> String {
    let url = format!("sqlite://{}", dir.join("bot.db").display());
    let args = [
        "--games",
        "40",
        "--moves",
        "10",
        "--teban-games",
        "4",
        "--analyses",
        "1",
    ];
    let load = loadtest(&url, &args, &dir.join("load.acks"))
        .output()
        .unwrap();
    assert!(load.status.success(), "{}{}", stdout(&load), stderr(&load));
    let table = Table::open(Settings {
        database_url: url.clone(),
        ..Settings::default()
    })
    .await
    .unwrap();
    everything_else(&table).await;
    let empty: Vec<String> = rows_of(&url)
        .await
        .into_iter()
        .filter(|(_, rows)| *rows == 0)
        .map(|(table, _)| table)
        .collect();
    assert!(
        empty.is_empty(),
        "give these tables rows, so that the copy is tested on them: {empty:?}"
    );
    url
}

const GUILD: u64 = 77;

fn at(id: u64, name: &str, channel: u64) -> Caller {
    Caller::new(id, name, Some(GUILD), channel)
}

/// What a bot keeps besides its games' moves, made through the service as players make it.
async fn everything_else(table: &Table) {
    let manager = at(100, "mod", 10);
    let authority = Authority {
        manages_server: true,
        roles: Vec::new(),
    };
    let threads_off = SettingsChange {
        threads: Some(false),
        ..SettingsChange::default()
    };
    table
        .servers()
        .configure(&manager, threads_off, true, ThreadRoom::Allowed)
        .await
        .unwrap();
    // A tournament under way: four players, a round robin, round 1 paired.
    let cup = TournamentRequest {
        name: Some("Copy Cup".to_string()),
        kind: GameKind::Quoridor,
        variant: None,
        format: TournamentFormat::RoundRobin,
        rounds: None,
        clock: None,
        rated: true,
        vacation: true,
        max_players: 4,
        signup_hours: None,
    };
    let cup = table
        .tournaments()
        .create_tournament(&manager, &authority, cup)
        .await
        .unwrap()
        .tournament
        .unwrap();
    for n in 0..4 {
        let player = at(101 + n, &format!("player{n}"), 10);
        table
            .clicks()
            .click(&player, &format!("join:{}", cup.0))
            .await
            .unwrap();
    }
    table
        .tournaments()
        .start_tournament(&manager, &authority, Some(cup))
        .await
        .unwrap();
    // A game on a time bank, its first move made.
    let (ann, bob) = (at(1, "ann", 11), at(2, "bob", 11));
    let banked = started(
        table,
        &ann,
        &bob,
        false,
        Some("3d+1d max 7d".parse().unwrap()),
    )
    .await;
    one_more_move(table, banked).await.unwrap();
    // A rated game over: ratings and their history.
    let (cid, dee) = (at(3, "cid", 12), at(4, "dee", 12));
    let rated = started(table, &cid, &dee, true, None).await;
    one_more_move(table, rated).await.unwrap();
    one_more_move(table, rated).await.unwrap();
    table.games().resign(&cid, None).await.unwrap();
    // A block, a vacation, a player's notifications, an open challenge.
    let eve = at(5, "eve", 13);
    table
        .challenges()
        .block(&ann, Some(&eve.player))
        .await
        .unwrap();
    table.clocks().start_vacation(&dee, Some(3)).await.unwrap();
    let digest = NotificationsChange {
        digest: Some("09:00".to_string()),
        time_zone: Some("Europe/Paris".to_string()),
        ..NotificationsChange::default()
    };
    table.clocks().notifications(&ann, digest).await.unwrap();
    table
        .challenges()
        .challenge_within(&eve, request(Vec::new(), false, None), None)
        .await
        .unwrap();
    // A web session, an Activity launch, the scheduler's heartbeat.
    let store = table.store();
    let session = WebSession {
        user: UserId(1),
        name: "ann".to_string(),
        locale: "en-US".to_string(),
        expires_at: store.now() + 86_400_000,
        reach: Reach::Web,
        guilds: vec![(GuildId(5), "the club".to_string())],
    };
    store.open_web_session("5e55104", &session).await.unwrap();
    store
        .record_launch(UserId(1), ChannelId(11), banked)
        .await
        .unwrap();
    // A game in a group DM, where teban only answers, and the latest answer there.
    let place = Place {
        guild: None,
        channel: ChannelId(14),
    };
    let in_group = |who: &Caller| Caller::at(who.player.clone(), place).reached(Home::Answered);
    started(table, &in_group(&eve), &in_group(&bob), false, None).await;
    store
        .remember_answer(ChannelId(14), "the-latest-answer", store.now(), 1)
        .await
        .unwrap();
    store
        .answer_begun(
            ChannelId(14),
            "an-answer-under-way",
            (store.now(), store.now() + 30_000),
        )
        .await
        .unwrap();
    table.tick().await.unwrap();
}

fn request(
    opponents: Vec<teban::table::Player>,
    rated: bool,
    clock: Option<GameClock>,
) -> ChallengeRequest {
    ChallengeRequest {
        kind: GameKind::Quoridor,
        variant: None,
        opponents,
        rated,
        clock,
    }
}

/// `one` challenges `other`, who accepts: the game.
async fn started(
    table: &Table,
    one: &Caller,
    other: &Caller,
    rated: bool,
    clock: Option<GameClock>,
) -> GameId {
    let made = table
        .challenges()
        .challenge(one, request(vec![other.player.clone()], rated, clock))
        .await
        .unwrap();
    let begun = table
        .challenges()
        .accept(other, challenge_id(&made))
        .await
        .unwrap();
    begun.card.expect("the game begins").game
}

/// A service on the copy finishes every game, the time bank's shown, and pairs the tournament's
/// next round, whose games are numbered after the copied ones.
async fn plays_on(target: &str) {
    let table = Table::open(Settings {
        database_url: target.to_string(),
        ai_move_time: Duration::from_millis(50),
        ..Settings::default()
    })
    .await
    .unwrap();
    let pool = table.store().pool().clone();
    let largest: i64 = sqlx::query_scalar("SELECT MAX(id) FROM games")
        .fetch_one(&pool)
        .await
        .unwrap();
    let under_way: Vec<i64> =
        sqlx::query_scalar("SELECT id FROM games WHERE status = 'active' ORDER BY id")
            .fetch_all(&pool)
            .await
            .unwrap();
    assert!(under_way.len() >= 40, "{under_way:?}");
    let mut banks_shown = 0;
    for game in under_way {
        let game = GameId(game);
        if let Some(card) = one_more_move(&table, game).await {
            banks_shown += card.seats.iter().filter(|s| s.bank_ms.is_some()).count();
        }
        let over = table
            .games()
            .resign(&first_person(&table, game).await, None)
            .await
            .unwrap()
            .card
            .unwrap();
        assert!(matches!(over.status, GameStatus::Finished(_)), "{over:?}");
    }
    assert!(banks_shown > 0, "the time bank's game showed no bank");
    let tick = table.tournaments().tournaments_tick().await.unwrap();
    assert_eq!(tick.rounds_begun, 1, "{tick:?}");
    let round_two: Vec<i64> =
        sqlx::query_scalar("SELECT id FROM games WHERE status = 'active' ORDER BY id")
            .fetch_all(&pool)
            .await
            .unwrap();
    assert_eq!(round_two.len(), 2, "{round_two:?}");
    assert!(
        round_two.iter().all(|id| *id > largest),
        "{round_two:?} after {largest}"
    );
}

/// Lays (`true`) or lifts a trap in the target: its last table written (`web_sessions`) refuses
/// every row.
async fn trap(store: &Store, laid: bool) {
    let sql: &[&str] = match (store.backend(), laid) {
        (Backend::Sqlite, true) => &["CREATE TRIGGER no_room BEFORE INSERT ON web_sessions \
             BEGIN SELECT RAISE(ABORT, 'no room left on the disk'); END"],
        (Backend::Sqlite, false) => &["DROP TRIGGER no_room"],
        (Backend::Postgres, true) => &[
            "CREATE FUNCTION no_room() RETURNS trigger LANGUAGE plpgsql AS \
             $$ BEGIN RAISE EXCEPTION 'no room left on the disk'; END; $$",
            "CREATE TRIGGER no_room BEFORE INSERT ON web_sessions \
             FOR EACH ROW EXECUTE FUNCTION no_room()",
        ],
        (Backend::Postgres, false) => &[
            "DROP TRIGGER no_room ON web_sessions",
            "DROP FUNCTION no_room",
        ],
    };
    for statement in sql {
        sqlx::query(statement).execute(store.pool()).await.unwrap();
    }
}

/// Every table of teban's in the database at `url` and its rows, as the database itself lists
/// them (not as `teban copy` does).
async fn rows_of(url: &str) -> BTreeMap<String, u64> {
    let store = Store::open(url).await.unwrap();
    let pool = store.pool();
    let tables: Vec<String> = sqlx::query_scalar(match store.backend() {
        Backend::Sqlite => {
            "SELECT name FROM sqlite_master WHERE type = 'table' \
             AND name NOT LIKE 'sqlite%' AND name NOT LIKE '%sqlx%'"
        }
        Backend::Postgres => {
            "SELECT tablename::text FROM pg_tables WHERE schemaname = 'public' \
             AND tablename NOT LIKE '%sqlx%'"
        }
    })
    .fetch_all(pool)
    .await
    .unwrap();
    assert!(tables.len() >= 19, "{tables:?}");
    let mut rows = BTreeMap::new();
    for table in tables {
        let count: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}"))
            .fetch_one(pool)
            .await
            .unwrap();
        rows.insert(table, count as u64);
    }
    rows
}

/// Each table's line of a copy's output: its rows and checksum.
fn tables_of(said: &str) -> BTreeMap<String, (u64, String)> {
    said.lines()
        .filter_map(
            |line| match line.split_whitespace().collect::<Vec<_>>()[..] {
                [table, rows, checksum] if checksum.len() == 16 => Some((
                    table.to_string(),
                    (rows.parse().ok()?, checksum.to_string()),
                )),
                _ => None,
            },
        )
        .collect()
}

fn teban(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_teban"))
        .args(args)
        .env_remove("DATABASE_URL")
        .output()
        .unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}
