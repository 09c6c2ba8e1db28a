//! The SQLite store when the disk fails under it: a commit that fails (here, by a deferred foreign
//! key only COMMIT checks, as a full disk fails a commit) changes nothing, says so
//! (once: `try again` is not said twice), and leaves every connection of the pool usable once the
//! disk is back. A failure is never shown to the player: they read a fixed sentence with the id
//! the whole error is logged under. Also the store shared by processes: several opening a new
//! database at once, two seating the same players at once, and a database that cannot be written.

use crate::support::service::OnDiscord;
use std::sync::{Arc, Mutex};
use teban::store::{ChannelId, GuildId};

use crate::on_both;
use crate::support::service::{ann, bob, table};
use teban::games::GameKind;
use teban::i18n::Lang;
use teban::table::{Caller, GameCard, Place, Player, Refusal, Seating, Settings, Table};
use tracing::instrument::WithSubscriber;

/// Makes every commit that adds to the move log fail while `disk.failing` is 1, as SQLite's
/// own commit fails on a full disk: a deferred foreign key that only COMMIT checks, written by a
/// trigger on `moves`.
async fn commits_fail_while_the_disk_is_full(store: &teban::store::Store) {
    for statement in [
        "CREATE TABLE disk (failing INTEGER NOT NULL)",
        "INSERT INTO disk VALUES (1)",
        "CREATE TABLE disk_full (game_id INTEGER \
         REFERENCES games (id) DEFERRABLE INITIALLY DEFERRED)",
        "CREATE TRIGGER fill_the_disk AFTER INSERT ON moves \
         WHEN (SELECT failing FROM disk) = 1 \
         BEGIN INSERT INTO disk_full VALUES (-1); END",
    ] {
        sqlx::query(statement).execute(store.pool()).await.unwrap();
    }
}

/// ann and bob sit down at a new game of Quoridor in ann's channel.
async fn seated(t: &Table) -> Seating {
    let players = [ann().player, bob().player];
    t.games()
        .sit(ann().place, &players, GameKind::Quoridor, None, false)
        .await
        .unwrap()
}

/// Whoever is to move in `card`, calling from ann's channel.
fn mover(card: &GameCard) -> Caller {
    let (p, place) = (card.player_to_move().unwrap(), ann().place);
    Caller::at(Player::new(p.id, p.name.clone()), place)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_commit_changes_nothing_and_leaves_every_connection_usable() {
    let f = table().await;
    let t = &f.table;
    let seating = seated(t).await;
    commits_fail_while_the_disk_is_full(t.store()).await;
    // The disk is full: moves are refused, and nothing of them is kept. (A connection whose
    // commit failed may be replaced by a fresh one: every connection is made to fail again.)
    for _ in 0..teban::store::POOL_CONNECTIONS * 2 {
        let refused = t
            .games()
            .play(&mover(&seating.card), "e2", None)
            .await
            .unwrap_err();
        assert!(matches!(refused, Refusal::Storage { .. }), "{refused}");
        assert!(
            refused
                .to_string()
                .contains("nothing was changed: try again"),
            "{refused}"
        );
    }
    assert!(t.store().log(seating.game).await.unwrap().is_empty());

    // Space again: every following move lands, whichever connection it gets.
    sqlx::query("UPDATE disk SET failing = 0")
        .execute(t.store().pool())
        .await
        .unwrap();
    let mut card = seating.card;
    for step in [
        "e2", "e8", "e3", "e7", "e4", "e6", "d4", "d6", "c4", "c6", "b4", "b6",
    ] {
        let played = t.games().play(&mover(&card), step, None).await;
        card = played
            .unwrap_or_else(|e| panic!("{step}: {e}"))
            .card
            .unwrap();
    }
    assert_eq!(t.store().log(card.game).await.unwrap().len(), 12);
}

/// What the requests of a test log, kept to be read back.
#[derive(Clone, Default)]
struct Log(Arc<Mutex<Vec<u8>>>);

impl Log {
    /// A subscriber that writes into this log.
    fn subscriber(&self) -> impl tracing::Subscriber + Send + Sync {
        tracing_subscriber::fmt()
            .with_writer(self.clone())
            .with_ansi(false)
            .finish()
    }

    fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
    }
}

impl std::io::Write for Log {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl tracing_subscriber::fmt::MakeWriter<'_> for Log {
    type Writer = Log;

    fn make_writer(&self) -> Log {
        self.clone()
    }
}

on_both! {
    /// The database fails under a move (its log is gone): the player reads, in each language,
    /// the fixed sentence with an id and nothing of the database's own message; the log has the
    /// whole error under that id.
    #[tokio::test]
    async fn a_storage_failure_shows_the_player_an_id_and_logs_the_error_under_it() {
        let f = table().await;
        let t = &f.table;
        let seating = seated(t).await;
        sqlx::query("DROP TABLE moves")
            .execute(t.store().pool())
            .await
            .unwrap();
        let log = Log::default();
        let refused = t
            .games().play(&mover(&seating.card), "e2", None)
            .with_subscriber(log.subscriber())
            .await
            .unwrap_err();
        let Refusal::Storage { id } = refused else {
            panic!("not a storage failure: {refused}");
        };
        let id = id.to_string();
        for lang in Lang::ALL {
            let said = refused.to_reply(lang).text.on_discord();
            assert!(said.contains(&format!("`{id}`")), "{lang}: {said}");
            for raw in [
                "moves",
                "SQL",
                "no such table",
                "relation",
                "does not exist",
                "database",
                "returned",
            ] {
                assert!(!said.contains(raw), "{lang}: {said}");
            }
        }
        let logged = log.text();
        let line = logged
            .lines()
            .find(|line| line.contains(&format!("error_id={id}")))
            .unwrap_or_else(|| panic!("{id} is not in the log: {logged}"));
        assert!(line.contains("ERROR") && line.contains("moves"), "{line}");
    }
}

/// `teban play` with `args` in `dir`, typing `input`.
fn play(dir: &std::path::Path, url: &str, input: &'static str) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_teban"))
        .args(["play", "quoridor", "--names", "ann,bob"])
        .current_dir(dir)
        .env("DATABASE_URL", url)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("teban runs");
    // A refused database stops teban before it reads a line: the pipe may be closed already.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().unwrap()
}

#[test]
fn processes_opening_a_new_database_at_once_take_turns_and_resume_the_one_game() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("new.db").display());
    let runs: Vec<std::thread::JoinHandle<std::process::Output>> = (0..4)
        .map(|_| {
            let (dir, url) = (dir.path().to_path_buf(), url.clone());
            std::thread::spawn(move || play(&dir, &url, "quit\n"))
        })
        .collect();
    let mut firsts = Vec::new();
    for run in runs {
        let out = run.join().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        firsts.push(stdout.lines().next().unwrap_or_default().to_string());
    }
    firsts.sort();
    // One started the game; the three others found it and resumed it.
    assert_eq!(
        firsts,
        [
            "Resumed game #1: Quoridor (2-players) · ann vs bob",
            "Resumed game #1: Quoridor (2-players) · ann vs bob",
            "Resumed game #1: Quoridor (2-players) · ann vs bob",
            "Started game #1: Quoridor (2-players) · ann vs bob",
        ]
    );
}

/// Refuses to open `path` read-only (`mode=ro`, which holds even for root, whom file permissions
/// do not stop): one line on stderr, exit code 2, nothing on stdout.
fn assert_refused_read_only(dir: &std::path::Path, path: &std::path::Path) {
    let out = play(dir, &format!("sqlite://{}?mode=ro", path.display()), "e8\n");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("it is read-only: teban must write to it"),
        "{stderr}"
    );
    assert!(String::from_utf8_lossy(&out.stdout).is_empty());
}

#[test]
fn a_read_only_database_is_refused_when_it_opens_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("teban.db");
    let made = play(
        dir.path(),
        &format!("sqlite://{}", path.display()),
        "e2\nquit\n",
    );
    assert!(made.status.success());
    assert_refused_read_only(dir.path(), &path);
}

#[tokio::test]
async fn a_read_only_database_an_older_teban_left_is_refused_before_migrating() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("teban.db");
    let url = format!("sqlite://{}", path.display());
    // As if the last migration had yet to run.
    let store = teban::store::Store::open(&url).await.unwrap();
    sqlx::query(
        "DELETE FROM _sqlx_migrations WHERE version = (SELECT MAX(version) FROM _sqlx_migrations)",
    )
    .execute(store.pool())
    .await
    .unwrap();
    store.pool().close().await;
    assert_refused_read_only(dir.path(), &path);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn many_stores_opening_one_new_database_at_once_all_open_it() {
    for round in 0..5 {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("new.db").display());
        // Each store has its own pool, whose connections work on threads of their own.
        let opening = (0..8).map(|_| teban::store::Store::open(&url));
        for opened in futures_util::future::join_all(opening).await {
            assert!(opened.is_ok(), "round {round}: {}", opened.err().unwrap());
        }
    }
}

#[test]
fn a_move_the_store_fails_to_keep_is_refused_with_one_try_again() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("teban.db").display());
    assert!(play(dir.path(), &url, "quit\n").status.success());
    // From now on the disk refuses every move (and nothing else).
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let store = teban::store::Store::open(&url).await.unwrap();
        sqlx::query(
            "CREATE TRIGGER full_disk BEFORE INSERT ON moves \
             BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END",
        )
        .execute(store.pool())
        .await
        .unwrap();
    });
    let out = play(dir.path(), &url, "e2\nquit\n");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let refused = stdout
        .lines()
        .find(|l| l.contains("nothing was changed: try again"))
        .unwrap_or_else(|| panic!("no refusal: {stdout}"));
    // The code, without the database's own words.
    let code = refused.rsplit(' ').next().unwrap().trim_end_matches('.');
    assert!(
        code.len() == 8 && code.chars().all(|c| c.is_ascii_hexdigit()),
        "{refused}"
    );
    assert!(!stdout.contains("database or disk is full"), "{stdout}");
    assert_eq!(stdout.matches("try again").count(), 1, "{stdout}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_seating_the_same_players_at_once_both_sit_at_the_one_game() {
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings {
        database_url: format!("sqlite://{}", dir.path().join("teban.db").display()),
        ..Settings::default()
    };
    // Two stores over one file, as two processes would have; each round in its own channel.
    let first = Table::open(settings.clone()).await.unwrap();
    let second = Table::open(settings).await.unwrap();
    let players = [Player::new(1, "ann"), Player::new(2, "bob")];
    let sit = |table: &Table, channel: u64| {
        let (table, players) = (table.clone(), players.clone());
        tokio::spawn(async move {
            let place = Place {
                guild: Some(GuildId(1)),
                channel: ChannelId(channel),
            };
            table
                .games()
                .sit(place, &players, GameKind::Quoridor, None, false)
                .await
        })
    };
    for channel in 1..=20 {
        let (one, two) = (sit(&first, channel), sit(&second, channel));
        let one = one.await.unwrap().unwrap_or_else(|e| panic!("{e}"));
        let two = two.await.unwrap().unwrap_or_else(|e| panic!("{e}"));
        // One started the game, the other resumed it.
        assert_eq!(one.game, two.game, "channel {channel}");
        assert!(one.resumed != two.resumed, "channel {channel}");
    }
}
