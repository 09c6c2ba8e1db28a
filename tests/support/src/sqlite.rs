//! A test's new SQLite database: a copy of teban's schema, migrated once a test binary. Every
//! store and bot of the tests opens a new database; migrating one took a process about 87
//! million instructions (its 25 migrations parsed, run and recorded), opening a copy none.
//! The copy is the file `Store::open` leaves behind: the schema, the migrations' record, its
//! journal in WAL mode, nothing else.

use std::path::Path;
use std::sync::OnceLock;

/// The URL of `dir/teban.db`, the file made a copy of the schema unless it is there already: a
/// bot started again keeps its database, and a test may have put one of its own there.
pub fn database(dir: &Path) -> String {
    let path = dir.join("teban.db");
    if !path.exists() {
        std::fs::write(&path, schema()).expect("a copy of the test schema");
    }
    format!("sqlite://{}", path.display())
}

/// The bytes of the schema's file.
fn schema() -> &'static [u8] {
    static SCHEMA: OnceLock<Vec<u8>> = OnceLock::new();
    // Migrated on a thread and runtime of its own: a caller may be on a runtime, or on none.
    SCHEMA.get_or_init(|| {
        std::thread::spawn(migrated)
            .join()
            .expect("migrating the test schema")
    })
}

fn migrated() -> Vec<u8> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let path = dir.path().join("schema.db");
        let store = teban::store::Store::open(&format!("sqlite://{}", path.display()))
            .await
            .unwrap_or_else(|e| panic!("migrating the test schema: {e}"));
        // Everything in the file itself, none of it left in the write-ahead log.
        sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
            .execute(store.pool())
            .await
            .expect("the schema checkpointed");
        store.pool().close().await;
        std::fs::read(&path).expect("the schema's file")
    })
}
