//! A throwaway PostgreSQL server for the tests of one test binary (or of one test alone, which may
//! stop it: [`own_server`]): started on first use from the PostgreSQL programs found on the
//! machine (`PATH`, else the distribution's `/usr/lib/postgresql/N/bin`), its data directory
//! in memory where the machine has room (`/dev/shm`), listening on a unix socket only (no port
//! to collide with), run as an unprivileged user when the tests run as root (`initdb` refuses
//! root). Each test gets a database of its own.
//!
//! The server stops with the test binary: it is started by a shell that waits on a pipe from this
//! process and, when the pipe closes (the binary exited, however it exited), stops the server and
//! removes its directory.
//!
//! Without PostgreSQL the PostgreSQL half of the tests is skipped, each test saying so in one line
//! on the terminal (`skipped: no PostgreSQL here`, past the test harness's capture); under CI
//! (`CI` set) a skipped half is a failure, so that CI always tests both backends.

use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// A running server.
pub struct Server {
    /// The directory of its unix socket.
    socket_dir: PathBuf,
    /// Closing it (this process ends, or [`Server::stop`]) stops the server.
    lifeline: Mutex<Option<ChildStdin>>,
    /// The shell that stops it (reaped by the system when this process ends).
    keeper: Mutex<Child>,
}

static SERVER: OnceLock<Option<Server>> = OnceLock::new();
static DATABASES: AtomicU64 = AtomicU64::new(0);
/// The database every test's is copied from: teban's schema, as [`teban::store::Store::open`]
/// left it in an empty database (each test copies it rather than migrating a database of its
/// own: a copy takes a fraction of the migrations' time).
static SCHEMA: tokio::sync::OnceCell<()> = tokio::sync::OnceCell::const_new();
const SCHEMA_DATABASE: &str = "teban_schema";

/// The URL of a new database on this binary's server, with teban's schema and nothing in it;
/// `None` when the machine has no PostgreSQL, after saying the running test is skipped
/// ([`skipped`]).
pub async fn fresh_database() -> Option<String> {
    let server = tokio::task::spawn_blocking(|| SERVER.get_or_init(start).as_ref())
        .await
        .expect("starting PostgreSQL");
    let Some(server) = server else {
        skipped();
        return None;
    };
    let name = format!(
        "t{}_{}",
        std::process::id(),
        DATABASES.fetch_add(1, Ordering::SeqCst)
    );
    let admin = server.url("postgres");
    // The socket appears a moment before the server accepts connections on it.
    let started = Instant::now();
    let mut conn = loop {
        match <sqlx_postgres::PgConnection as sqlx::Connection>::connect(&admin).await {
            Ok(conn) => break conn,
            Err(e) if started.elapsed() > Duration::from_secs(30) => {
                panic!("connecting to the test PostgreSQL: {e}")
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(20)).await,
        }
    };
    SCHEMA
        .get_or_init(|| async {
            create(&mut conn, SCHEMA_DATABASE, "template1").await;
            let store = teban::store::Store::open(&server.url(SCHEMA_DATABASE))
                .await
                .unwrap_or_else(|e| panic!("migrating the test schema: {e}"));
            // A database is copied only while nobody is connected to it.
            store.pool().close().await;
        })
        .await;
    create(&mut conn, &name, SCHEMA_DATABASE).await;
    Some(server.url(&name))
}

/// Creates the database `name` as a copy of `template`.
async fn create(conn: &mut sqlx_postgres::PgConnection, name: &str, template: &str) {
    let sql = format!("CREATE DATABASE {name} TEMPLATE {template}");
    sqlx::Executor::execute(conn, sql.as_str())
        .await
        .unwrap_or_else(|e| panic!("creating the test database {name}: {e}"));
}

/// A server of the calling test's own, which it may stop ([`Server::stop`]): to see what teban
/// does when its database goes away. `None` without PostgreSQL, after saying the test is skipped
/// ([`skipped`]). It starts a whole server: call it off the test's runtime
/// (`spawn_blocking`).
pub fn own_server() -> Option<Server> {
    let server = start();
    if server.is_none() {
        skipped();
    }
    server
}

impl Server {
    /// The database `initdb` made on a server of a test's own ([`own_server`]): teban brings its
    /// schema up to date when it opens it.
    pub fn database_url(&self) -> String {
        self.url("postgres")
    }

    /// Stops the server as the end of the test binary would (the shell that runs it stops it),
    /// and waits until it is stopped and its socket gone.
    pub fn stop(&self) {
        drop(self.lifeline.lock().unwrap().take());
        self.keeper
            .lock()
            .unwrap()
            .wait()
            .expect("the server stops");
    }

    fn url(&self, database: &str) -> String {
        format!(
            "postgres://teban@localhost/{database}?host={}",
            self.socket_dir.display()
        )
    }
}

/// Where PostgreSQL's `initdb` and `postgres` are, if anywhere.
pub fn programs() -> Option<PathBuf> {
    let on_path = std::env::var_os("PATH")
        .map(|path| std::env::split_paths(&path).collect::<Vec<_>>())
        .unwrap_or_default();
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|dirs| dirs.flatten().map(|d| d.path().join("bin")).collect())
        .unwrap_or_default();
    versions.sort_by_key(|bin| {
        bin.parent()
            .and_then(|v| v.file_name()?.to_str()?.parse::<u32>().ok())
            .unwrap_or(0)
    });
    on_path
        .into_iter()
        .chain(versions.into_iter().rev())
        .find(|dir| dir.join("initdb").is_file() && dir.join("postgres").is_file())
}

/// Says that the running test's PostgreSQL half is skipped, in one line the test harness does not
/// capture: `skipped: no PostgreSQL here (NAME)`. Under CI it fails the test instead.
pub fn skipped() {
    assert!(
        std::env::var_os("CI").is_none(),
        "CI must test PostgreSQL too, but no initdb/postgres was found on PATH or in \
         /usr/lib/postgresql (apt-get install postgresql)"
    );
    let thread = std::thread::current();
    let test = thread.name().unwrap_or("a test");
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "skipped: no PostgreSQL here ({test})");
}

fn start() -> Option<Server> {
    let bin = programs()?;
    let owner = unprivileged();
    let dir = tempfile::Builder::new()
        .prefix("teban-pg-")
        .tempdir_in(data_home())
        .expect("a temporary directory")
        .keep();
    let (data, socket) = (dir.join("data"), dir.join("socket"));
    std::fs::create_dir(&socket).expect("the socket directory");
    if let Some((uid, gid)) = owner {
        for path in [&dir, &socket] {
            std::os::unix::fs::chown(path, Some(uid), Some(gid)).expect("chown");
        }
    }
    let mut initdb = as_owner(Command::new(bin.join("initdb")), owner);
    let made = initdb
        .args([
            "-U",
            "teban",
            "--auth=trust",
            "-E",
            "UTF8",
            "--no-sync",
            "-D",
        ])
        .arg(&data)
        .output()
        .expect("running initdb");
    assert!(
        made.status.success(),
        "initdb failed: {}",
        String::from_utf8_lossy(&made.stderr)
    );
    // fsync off: a test server's data need not survive the machine. No JIT: the tests' queries
    // are small, and CI installs the server without the JIT's bitcode.
    let script = r#"
        "$1" -D "$2" -k "$3" -c listen_addresses= -c fsync=off -c full_page_writes=off -c jit=off \
            -c max_connections=400 -c shared_buffers=32MB >"$4/log" 2>&1 &
        server=$!
        read _
        kill -INT "$server"
        wait "$server"
        rm -rf "$4"
    "#;
    let mut shell = as_owner(Command::new("sh"), owner);
    let mut child = shell
        .arg("-c")
        .arg(script)
        .arg("sh")
        .arg(bin.join("postgres"))
        .arg(&data)
        .arg(&socket)
        .arg(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .expect("starting postgres");
    let lifeline = child.stdin.take().expect("the server's lifeline");
    wait_for_socket(&socket, &dir);
    Some(Server {
        socket_dir: socket,
        lifeline: Mutex::new(Some(lifeline)),
        keeper: Mutex::new(child),
    })
}

/// Where a server keeps its data: in memory (`/dev/shm`) when the machine has room there, else
/// the temporary directory. Every test's database is a copy of the schema's few hundred files:
/// on a disk's file system the server spent 0.16 s of processor time making one, mostly the
/// kernel creating inodes; in memory 0.04 s.
fn data_home() -> PathBuf {
    /// Room enough for every database a test binary makes (~8 MB each) and its servers.
    const ROOM: u64 = 4 << 30;
    let shm = Path::new("/dev/shm");
    let free = || -> Option<u64> {
        // SAFETY: statvfs is plain numbers, for which all zeroes is a value.
        let mut stat: libc::statvfs = unsafe { std::mem::zeroed() };
        // SAFETY: a NUL-terminated path and a statvfs the call fills.
        let done = unsafe { libc::statvfs(c"/dev/shm".as_ptr(), &mut stat) };
        (done == 0).then(|| stat.f_bavail as u64 * stat.f_frsize as u64)
    };
    if shm.is_dir() && free().is_some_and(|room| room >= ROOM) {
        shm.to_path_buf()
    } else {
        std::env::temp_dir()
    }
}

/// Waits until the server accepts connections on its socket.
fn wait_for_socket(socket: &Path, dir: &Path) {
    let started = Instant::now();
    while !socket.join(".s.PGSQL.5432").exists() {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "PostgreSQL did not start: {}",
            std::fs::read_to_string(dir.join("log")).unwrap_or_default()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The user and group to run PostgreSQL as when this process is root: `postgres`, else
/// `nobody`.
fn unprivileged() -> Option<(u32, u32)> {
    let id = |args: &[&str]| -> Option<u32> {
        let out = Command::new("id").args(args).output().ok()?;
        String::from_utf8(out.stdout).ok()?.trim().parse().ok()
    };
    if id(&["-u"])? != 0 {
        return None;
    }
    ["postgres", "nobody"]
        .iter()
        .find_map(|user| Some((id(&["-u", user])?, id(&["-g", user])?)))
}

fn as_owner(mut command: Command, owner: Option<(u32, u32)>) -> Command {
    use std::os::unix::process::CommandExt;
    if let Some((uid, gid)) = owner {
        command.uid(uid).gid(gid);
    }
    command
}
