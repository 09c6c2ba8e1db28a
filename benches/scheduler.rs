//! The scheduler's cost: one look for what is due among 100,000 unfinished games, ten of them
//! due (an indexed range on `alarm_at`, not a scan of every game), and one look for the daily
//! digests due among 100,000 players with notification settings, ten of them due (an indexed
//! range on `digest_due_at`): `cargo bench --bench scheduler`.

use criterion::{criterion_group, criterion_main, Criterion};
use teban::store::Store;

const GAMES: i64 = 100_000;
const NOW: i64 = 1_800_000_000_000;

/// A runtime and a fresh SQLite store (in a folder kept as long as it is) filled by `sql`, whose
/// first parameter is `rows` and every other one the bench's `NOW` (`nows` of them); analysed, so
/// that SQLite plans the query as it would on a store that has lived.
fn filled(
    name: &str,
    sql: &str,
    rows: i64,
    nows: usize,
) -> (tokio::runtime::Runtime, tempfile::TempDir, Store) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join(name).display());
    let store = rt.block_on(async {
        let store = Store::open(&url).await.unwrap();
        let mut query = sqlx::query(sql).bind(rows);
        for _ in 0..nows {
            query = query.bind(NOW);
        }
        query.execute(store.pool()).await.unwrap();
        sqlx::query("ANALYZE").execute(store.pool()).await.unwrap();
        store
    });
    (rt, dir, store)
}

fn clock(c: &mut Criterion) {
    // 100,000 active games, their alarms spread over the next days; the first ten are due.
    let (rt, _dir, store) = filled(
        "clock.db",
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) \
             INSERT INTO games (kind, variant, guild_id, channel_id, rated, status, version, \
             state, created_at, updated_at, move_ms, due_at, alarm_at) \
             SELECT 'quoridor', '2-players', 1, i, 1, 'active', 0, '{}', ?, ?, 86400000, \
             ? + i * 10000, CASE WHEN i <= 10 THEN ? - i ELSE ? + i * 8000 END FROM n",
        GAMES,
        5,
    );
    c.bench_function("clock: what is due among 100,000 unfinished games", |b| {
        b.iter(|| {
            let due = rt.block_on(store.due_alarms(NOW, 200)).unwrap();
            assert_eq!(due.len(), 10);
        })
    });
}

/// The players with settings: a digest each but for every tenth, their hours spread over the day.
const PLAYERS: i64 = 100_000;

fn digests(c: &mut Criterion) {
    // Ten digests due; the others later today or tomorrow, or none (every tenth player).
    let (rt, _dir, store) = filled(
        "digests.db",
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) \
             INSERT INTO preferences (user_id, turn_dm, digest_hour, time_zone, digest_due_at, \
             updated_at) SELECT 100000000000 + i, i % 2, i % 24, 'Europe/Paris', \
             CASE WHEN i <= 10 THEN ? - i WHEN i % 10 = 0 THEN NULL ELSE ? + i * 800 END, ? \
             FROM n",
        PLAYERS,
        3,
    );
    c.bench_function("digests: which are due among 100,000 players", |b| {
        b.iter(|| {
            let due = rt.block_on(store.due_digests(NOW, 100)).unwrap();
            assert_eq!(due.len(), 10);
        })
    });
}

criterion_group!(benches, clock, digests);
criterion_main!(benches);
