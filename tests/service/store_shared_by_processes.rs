//! The store as several processes share it, on both backends: the two schemas kept in step, and
//! the work no gateway event starts (teban's turns, the outbox) claimed by exactly one process at
//! a time and taken over when its claimer dies.

use std::collections::BTreeSet;
use std::sync::Arc;

use crate::on_both;
use crate::support::postgres;
use crate::support::service::*;
use teban::ai::Level;
use teban::clock::ManualClock;
use teban::table::{Caller, GameCard, Player, Settings, Table, POST_LEASE_MS};

/// Two services over one database, as two processes would have, whose time is `clock`'s.
pub(crate) async fn two_processes(clock: &ManualClock) -> (Table, Table, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings {
        database_url: database_url(&dir).await,
        clock: Arc::new(clock.clone()),
        ai_move_time: std::time::Duration::from_millis(50),
        ..Settings::default()
    };
    let one = Table::open(settings.clone()).await.unwrap();
    let two = Table::open(settings).await.unwrap();
    (one, two, dir)
}

/// Ann challenges teban (easy) in `channel`; teban plays second, so it is ann's turn.
async fn ann_against_teban(table: &Table, channel: u64) -> GameCard {
    let ann = Caller::new(1, "ann", Some(GUILD), channel);
    let made = table
        .challenges()
        .challenge(&ann, quoridor(vec![Player::teban(Level::Easy)], None))
        .await
        .unwrap();
    made.card.expect("the game begins at once")
}

on_both! {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_turn_of_teban_is_claimed_by_one_process_and_taken_over_when_its_claim_runs_out() {
        let clock = ManualClock::at(1_000_000);
        let (one, two, _dir) = two_processes(&clock).await;
        let mut card = ann_against_teban(&one, CHANNEL).await;
        if !card.teban_to_move() {
            let ann = Caller::new(1, "ann", Some(GUILD), CHANNEL);
            let steps = one.games().autocomplete(&ann, "", 25).await;
            let step = steps.iter().min_by_key(|m| m.len()).unwrap();
            card = one.games().play(&ann, step, None).await.unwrap().card.unwrap();
        }
        assert!(card.teban_to_move());
        let game = card.game;
        // Both processes see the turn due.
        assert_eq!(one.games().pending_bot_turns().await.unwrap().len(), 1);
        assert_eq!(two.games().pending_bot_turns().await.unwrap().len(), 1);
        // The first claims it and dies before moving.
        let now = one.store().now();
        let claimed = one
            .store()
            .claim_teban_turn(game, card.version, now, now + one.games().teban_claim_ms())
            .await
            .unwrap();
        assert!(claimed);
        // While the claim holds, the other neither lists nor plays the turn.
        assert!(two.games().pending_bot_turns().await.unwrap().is_empty());
        assert!(two.games().bot_turn(game).await.unwrap().is_none());
        clock.advance(one.games().teban_claim_ms() - 1);
        assert!(two.games().pending_bot_turns().await.unwrap().is_empty());
        // Once it runs out, the other takes the turn over and teban moves once.
        clock.advance(1);
        let pending = two.games().pending_bot_turns().await.unwrap();
        assert_eq!(pending.iter().map(|p| p.0).collect::<Vec<_>>(), vec![game]);
        let (a, b) = tokio::join!(two.games().bot_turn(game), one.games().bot_turn(game));
        let moved: Vec<_> = [a.unwrap(), b.unwrap()].into_iter().flatten().collect();
        assert_eq!(moved.len(), 1, "teban moved once");
        assert_eq!(moved[0].card.as_ref().unwrap().version, card.version + 1);
        assert_eq!(
            two.store().log(game).await.unwrap().len() as u32,
            card.version + 1
        );
        // Its move is made: nothing is due any more.
        assert!(one.games().pending_bot_turns().await.unwrap().is_empty());
    }
}

on_both! {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_post_is_claimed_by_one_process_and_taken_over_when_its_claim_runs_out() {
        let clock = ManualClock::at(1_000_000);
        let (one, two, _dir) = two_processes(&clock).await;
        // Six games in which teban has moved: six posts owed, one per game.
        for channel in 0..6 {
            let card = ann_against_teban(&one, 500 + channel).await;
            if card.teban_to_move() {
                one.games().bot_turn(card.game).await.unwrap().unwrap();
            } else {
                let ann = Caller::new(1, "ann", Some(GUILD), 500 + channel);
                let steps = one.games().autocomplete(&ann, "", 25).await;
                let step = steps.iter().min_by_key(|m| m.len()).unwrap();
                one.games().play(&ann, step, None).await.unwrap();
                one.games().bot_turn(card.game).await.unwrap().unwrap();
            }
        }
        let owed = one.store().unsent_posts().await.unwrap();
        assert!(owed >= 6, "{owed}");
        // Both claim at once: each post goes to exactly one of them.
        let (a, b) = tokio::join!(one.outbox().claim_posts(None, 4), two.outbox().claim_posts(None, 100));
        let (a, b) = (a.unwrap(), b.unwrap());
        let ids_a: BTreeSet<i64> = a.iter().map(|p| p.id).collect();
        let ids_b: BTreeSet<i64> = b.iter().map(|p| p.id).collect();
        assert!(ids_a.is_disjoint(&ids_b), "{ids_a:?} {ids_b:?}");
        assert_eq!((ids_a.len() + ids_b.len()) as u64, owed);
        // The second delivers its posts; the first dies with its claim.
        for post in &b {
            two.outbox().post_delivered(post.id).await.unwrap();
        }
        assert!(two.outbox().claim_posts(None, 100).await.unwrap().is_empty());
        clock.advance(POST_LEASE_MS - 1);
        assert!(two.outbox().claim_posts(None, 100).await.unwrap().is_empty());
        clock.advance(1);
        let taken: BTreeSet<i64> = two
            .outbox().claim_posts(None, 100)
            .await
            .unwrap()
            .iter()
            .map(|p| p.id)
            .collect();
        assert_eq!(taken, ids_a, "the dead one's posts, and only those");
    }
}

/// Every table has the same columns on SQLite and on PostgreSQL, and every SQLite migration has
/// its PostgreSQL twin (same number, same name).
#[tokio::test]
async fn the_two_schemas_are_kept_in_step() {
    let names = |dir: &str| -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|f| f.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    let sqlite_files = names("migrations/sqlite");
    assert_eq!(sqlite_files, names("migrations/postgres"));
    assert!(sqlite_files.len() >= 6, "{sqlite_files:?}");

    let dir = tempfile::tempdir().unwrap();
    let sqlite = teban::store::Store::open(&format!(
        "sqlite://{}",
        dir.path().join("teban.db").display()
    ))
    .await
    .unwrap();
    let sqlite_columns: BTreeSet<(String, String)> = sqlx::query_as(
        "SELECT m.name, p.name FROM sqlite_master m, pragma_table_info(m.name) p \
         WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '_sqlx%'",
    )
    .fetch_all(sqlite.pool())
    .await
    .unwrap()
    .into_iter()
    .collect();
    assert!(sqlite_columns.contains(&("games".to_string(), "teban_at".to_string())));
    let Some(url) = postgres::fresh_database().await else {
        return;
    };
    let postgres = teban::store::Store::open(&url).await.unwrap();
    let postgres_columns: BTreeSet<(String, String)> = sqlx::query_as(
        "SELECT table_name::text, column_name::text FROM information_schema.columns \
         WHERE table_schema = 'public' AND table_name NOT LIKE '_sqlx%'",
    )
    .fetch_all(postgres.pool())
    .await
    .unwrap()
    .into_iter()
    .collect();
    assert_eq!(sqlite_columns, postgres_columns);
}
