//! The real `teban` binary, run as the bot against the fake Discord: started with the
//! environment a deployment would have (`DISCORD_PROXY_URL` pointing at the fake, a temporary
//! SQLite file), killed when dropped, its log kept for failure messages; run to its end where it
//! must refuse to start; and the steps many Discord tests take through it (a game begun, teban
//! challenged).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};

use super::fake_discord::{Call, Conversation, FakeDiscord, FakeUser, Opt, GUILD_ID, TOKEN};
use super::faketime::FastTime;

/// A running bot process.
pub struct Bot {
    child: Child,
    pub log: PathBuf,
}

/// The `teban` command with a clean environment: no `.env` is found (the working directory is
/// `dir`) and no variable of the caller's shell leaks in. It runs the binary as it was when the
/// test first ran it, so that a restart runs the very same program even if the build directory
/// changes meanwhile (worktrees sharing a target directory overwrite each other's binaries): a
/// hard link in `dir` (cargo and the linker replace the file with a new one rather than write
/// over it), or a copy where `dir` is on another file system (80 MB a test).
pub fn teban(dir: &Path) -> Command {
    let copy = dir.join("teban-under-test");
    if !copy.exists() {
        let program = binary();
        if std::fs::hard_link(&program, &copy).is_err() {
            std::fs::copy(&program, &copy).expect("copy the teban binary");
        }
    }
    let mut command = Command::new(copy);
    command.current_dir(dir);
    for name in [
        "DISCORD_TOKEN",
        "DATABASE_URL",
        "DEV_GUILD_ID",
        "DISCORD_PROXY_URL",
        "DEFER_AFTER_MS",
        "RUST_LOG",
        "DEFAULT_CLOCK",
        "TEBAN_TEST_CLOCK_FILE",
        "METRICS_ADDR",
        "SHARDS",
        "WEB_ADDR",
        "PUBLIC_URL",
        "DISCORD_CLIENT_ID",
        "DISCORD_CLIENT_SECRET",
        "DISCORD_AUTHORIZE_URL",
        "LOG_FORMAT",
        "STOP_GRACE_MS",
    ] {
        command.env_remove(name);
    }
    command
}

/// The `teban` binary cargo built for the running test binary: `CARGO_BIN_EXE_teban` where cargo
/// sets it for the run, else `teban` in the folder above the test binary's (`target/debug/deps/`
/// holds the tests, `target/debug/` the program), as cargo lays them out.
pub fn binary() -> PathBuf {
    let path = std::env::var_os("CARGO_BIN_EXE_teban")
        .map(PathBuf::from)
        .or_else(|| {
            let exe = std::env::current_exe().ok()?;
            Some(exe.parent()?.parent()?.join("teban"))
        })
        .expect("the test binary's path");
    assert!(
        path.is_file(),
        "no teban binary at {}: run the tests through cargo test",
        path.display()
    );
    path
}

/// The environment of a bot on the fake, with its database in `dir`.
pub fn on_fake(command: &mut Command, fake: &FakeDiscord, dir: &Path) {
    command
        .env("DISCORD_TOKEN", TOKEN)
        .env("DATABASE_URL", crate::sqlite::database(dir))
        .env("DEV_GUILD_ID", GUILD_ID.to_string())
        .env("DISCORD_PROXY_URL", &fake.base)
        // `TEBAN_TEST_LOG=serenity=debug` shows, e.g., events serenity could not parse.
        .env(
            "RUST_LOG",
            std::env::var("TEBAN_TEST_LOG")
                .unwrap_or_else(|_| "teban=debug,serenity=warn,poise=warn".into()),
        );
}

impl Bot {
    /// Starts the bot with `extra` environment variables; its log goes to `dir/bot-N.log`.
    pub fn start(fake: &FakeDiscord, dir: &Path, extra: &[(&str, &str)]) -> Bot {
        let mut n = 1;
        while dir.join(format!("bot-{n}.log")).exists() {
            n += 1;
        }
        let log = dir.join(format!("bot-{n}.log"));
        let mut command = teban(dir);
        on_fake(&mut command, fake, dir);
        for (name, value) in extra {
            command.env(name, value);
        }
        command
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).expect("log file"));
        let child = spawn(&mut command);
        Bot { child, log }
    }

    /// [`Bot::start`] with the bot's time running fast (`time`, libfaketime).
    pub fn start_fast(
        fake: &FakeDiscord,
        dir: &Path,
        time: &FastTime,
        extra: &[(&str, &str)],
    ) -> Bot {
        let env = time.env();
        let env: Vec<(&str, &str)> = env
            .iter()
            .map(|(name, value)| (*name, value.as_str()))
            .chain(extra.iter().copied())
            .collect();
        Bot::start(fake, dir, &env)
    }

    /// Kills the process at once (SIGKILL: no goodbye to the gateway), as a crash would.
    pub fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Sends the process `signal` (`libc::SIGTERM`, `libc::SIGINT`), as a supervisor or Ctrl-C
    /// would.
    pub fn signal(&self, signal: i32) {
        signal_process(&self.child, signal);
    }

    /// Waits until the process has exited (failing the test after [`WAIT`]), and returns how.
    ///
    /// [`WAIT`]: super::fake_discord::WAIT
    pub async fn exited(&mut self) -> std::process::ExitStatus {
        exited(&mut self.child).await
    }

    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Waits until the bot has logged `needle` (it says `ready to answer` once its framework is set up).
    pub async fn wait_log(&self, needle: &str) {
        wait_logged(&self.log, needle).await;
    }

    /// How many times teban logged `needle` so far.
    pub fn logged_times(&self, needle: &str) -> usize {
        std::fs::read_to_string(&self.log)
            .unwrap_or_default()
            .matches(needle)
            .count()
    }

    /// Waits until teban logged `needle` `times` times (failing the test after 30 s).
    pub async fn wait_log_times(&self, needle: &str, times: usize) {
        let started = std::time::Instant::now();
        while self.logged_times(needle) < times {
            assert!(
                started.elapsed() < std::time::Duration::from_secs(30),
                "teban logged `{needle}` {} times, never {times}",
                self.logged_times(needle)
            );
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if std::thread::panicking() || std::env::var_os("TEBAN_TEST_LOG").is_some() {
            eprintln!(
                "--- bot log {} ---\n{}",
                self.log.display(),
                self.log_text()
            );
        }
    }
}

/// Waits until the log file `log` holds `needle` (failing the test after 30 s, with the log).
pub async fn wait_logged(log: &Path, needle: &str) {
    let text = || std::fs::read_to_string(log).unwrap_or_default();
    let started = std::time::Instant::now();
    while !text().contains(needle) {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(30),
            "teban never logged `{needle}`: {}",
            text()
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// Sends `child` the `signal`.
pub fn signal_process(child: &Child, signal: i32) {
    let pid = i32::try_from(child.id()).expect("a process id");
    // SAFETY: a plain system call on a process this test started and has not reaped.
    let sent = unsafe { libc::kill(pid, signal) };
    assert_eq!(sent, 0, "kill: {}", std::io::Error::last_os_error());
}

/// Waits until `child` has exited (failing the test after [`super::fake_discord::WAIT`]), and
/// returns how.
pub async fn exited(child: &mut Child) -> std::process::ExitStatus {
    let deadline = std::time::Instant::now() + super::fake_discord::WAIT;
    loop {
        if let Some(status) = child.try_wait().expect("wait") {
            return status;
        }
        assert!(std::time::Instant::now() < deadline, "teban did not exit");
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}

/// Runs `command` to its end, with a bound on how long it may take.
pub fn finish(mut command: Command) -> Output {
    command.stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = spawn(&mut command);
    let deadline = std::time::Instant::now() + super::fake_discord::WAIT;
    while child.try_wait().expect("wait").is_none() {
        if std::time::Instant::now() > deadline {
            let _ = child.kill();
            panic!("teban did not exit");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.wait_with_output().expect("output")
}

/// A fresh fake Discord, the bot's data directory, and the bot connected to the fake.
pub async fn bot_on_fake() -> (FakeDiscord, tempfile::TempDir, Bot) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start(&fake, dir.path(), &[]);
    fake.wait_ready(1).await;
    (fake, dir, bot)
}

/// The setting that has the bot register its commands globally, as in production (where no
/// `DEV_GUILD_ID` is set): the only commands Discord offers in DMs, group DMs and servers without
/// teban, to players who installed it for themselves.
pub const GLOBAL_COMMANDS: (&str, &str) = ("DEV_GUILD_ID", "");

/// [`bot_on_fake`], the bot registering its commands globally ([`GLOBAL_COMMANDS`]).
pub async fn bot_with_global_commands() -> (FakeDiscord, tempfile::TempDir, Bot) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = Bot::start(&fake, dir.path(), &[GLOBAL_COMMANDS]);
    fake.wait_ready(1).await;
    (fake, dir, bot)
}

/// Where the clock of a bot on a driven clock ([`bot_on_a_driven_clock`]) starts.
pub const T0: i64 = 1_800_000_000_000;

/// What the bot logs once it settled a player's move's announcement: marked sent when Discord
/// showed the move's answer, released to be posted when the answer failed. Until then the
/// announcement is held for 15 s of the table's clock: a test that moves the clock further must
/// wait for this line first, or the held announcement is posted as if the answer had been lost.
pub const SETTLED: &str = "the move's announcement is settled";

/// A fresh fake Discord, the bot's data directory, and the bot connected to the fake, its clock
/// read from the file `now` there (`TEBAN_TEST_CLOCK_FILE`), at [`T0`] until a test moves it
/// ([`set_clock`]).
pub async fn bot_on_a_driven_clock() -> (FakeDiscord, tempfile::TempDir, Bot) {
    driven_bot_with(&[]).await
}

/// [`bot_on_a_driven_clock`], the bot registering its commands globally ([`GLOBAL_COMMANDS`]):
/// days of games where only a player's own install of teban reaches it.
pub async fn bot_with_global_commands_on_a_driven_clock() -> (FakeDiscord, tempfile::TempDir, Bot) {
    driven_bot_with(&[GLOBAL_COMMANDS]).await
}

/// [`bot_on_a_driven_clock`] with `extra` environment variables.
async fn driven_bot_with(extra: &[(&str, &str)]) -> (FakeDiscord, tempfile::TempDir, Bot) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    set_clock(dir.path(), T0);
    // The fake reads the same clock: tokens age as the bot's time goes.
    fake.follow_clock(&dir.path().join("now"));
    let clock = dir.path().join("now").display().to_string();
    let mut env = vec![("TEBAN_TEST_CLOCK_FILE", clock.as_str())];
    env.extend_from_slice(extra);
    let bot = Bot::start(&fake, dir.path(), &env);
    fake.wait_ready(1).await;
    (fake, dir, bot)
}

/// Sets the clock of the bot on a driven clock whose data directory is `dir` to `ms`.
pub fn set_clock(dir: &Path, ms: i64) {
    write_clock(&dir.join("now"), ms);
}

/// Writes `ms` into the clock file `file` at once: written beside it, then renamed over it, so
/// that the bot never reads it half written (it would read the system's time instead).
pub fn write_clock(file: &Path, ms: i64) {
    static WRITES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let nth = WRITES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let beside = file.with_extension(format!("{}-{nth}", std::process::id()));
    std::fs::write(&beside, ms.to_string()).expect("write the clock");
    std::fs::rename(&beside, file).expect("set the clock");
}

/// The callback among the calls an interaction led to.
fn answer_of(calls: &[Call]) -> &Call {
    calls
        .iter()
        .find(|call| call.is_callback())
        .unwrap_or_else(|| panic!("no callback: {calls:#?}"))
}

/// The single callback of an interaction answered at once.
pub fn only_callback(calls: &[Call]) -> &Call {
    assert_eq!(calls.len(), 1, "{calls:#?}");
    &calls[0]
}

/// The answer to an interaction whose work may outlast `DEFER_AFTER_MS` on a busy machine (a
/// replay, an analysis): its only callback, or the follow-up after the deferral.
pub fn answer_in_the_end(calls: &[Call]) -> &Call {
    match calls {
        [only] => only,
        [deferral, .., answer] if deferral.callback_type() == Some(5) => answer,
        _ => panic!("one answer, or a deferral and its follow-up: {calls:#?}"),
    }
}

/// Starts `command`. A binary copied a moment ago may still be open for writing in a child that
/// another test thread forked meanwhile (Linux then refuses to run it: "text file busy"), so that
/// refusal is waited out.
pub fn spawn(command: &mut Command) -> Child {
    const TEXT_FILE_BUSY: i32 = 26;
    for _ in 0..100 {
        match command.spawn() {
            Ok(child) => return child,
            Err(e) if e.raw_os_error() == Some(TEXT_FILE_BUSY) => {
                std::thread::sleep(std::time::Duration::from_millis(20))
            }
            Err(e) => panic!("the teban binary does not start: {e}"),
        }
    }
    panic!("the teban binary stays busy")
}

/// `user` challenges teban itself to Quoridor at `level`: the text of the message that starts the
/// game (teban accepts at once).
pub async fn challenge_teban(fake: &FakeDiscord, user: &FakeUser, level: &str) -> String {
    teban_game_begun(fake, user, level).await.1
}

/// `user` challenges teban itself to Quoridor at `level` (teban accepts at once): the number of
/// the game that began, and the text of the message that starts it.
pub async fn teban_game_begun(fake: &FakeDiscord, user: &FakeUser, level: &str) -> (i64, String) {
    teban_game_begun_in(fake, &fake.server(), user, level).await
}

/// [`teban_game_begun`] in `conversation` (teban's direct messages with `user`...).
pub async fn teban_game_begun_in(
    fake: &FakeDiscord,
    conversation: &Conversation,
    user: &FakeUser,
    level: &str,
) -> (i64, String) {
    let asked = fake.slash_from(
        conversation,
        user,
        "challenge",
        &[
            Opt::Str("game", "quoridor"),
            Opt::User("opponent", &FakeUser::teban()),
            Opt::Str("level", level),
        ],
    );
    let calls = fake.wait_answer(&asked).await;
    let begun = only_callback(&calls);
    (game_of(begun), begun.text())
}

/// The number of the game whose message `begun` is (its Board button names it).
fn game_of(begun: &Call) -> i64 {
    begun
        .button_ids()
        .iter()
        .find_map(|id| id.strip_prefix("board:"))
        .expect("a Board button")
        .parse()
        .unwrap()
}

/// `players[0]` challenges `players[1]` to Quoridor in `channel` (the server's clock: 3 days a
/// move), who accepts: the two in seat order, seat 1 first.
pub async fn seats_of_a_new_game(
    fake: &FakeDiscord,
    channel: u64,
    players: [&FakeUser; 2],
) -> [FakeUser; 2] {
    let [challenger, opponent] = players;
    let options = [
        Opt::Str("game", "quoridor"),
        Opt::User("opponent", opponent),
    ];
    let asked = fake.slash_in(channel, challenger, "challenge", &options);
    let made = only_callback(&fake.wait_answer(&asked).await).clone();
    let accept = made
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("accept:"))
        .expect("an Accept button");
    let asked = fake.click(opponent, &fake.posted(&made), &accept);
    let begun = only_callback(&fake.wait_answer(&asked).await).text();
    let first = format!("seat 1: **{}**", challenger.name);
    match begun.contains(&first) {
        true => [challenger.clone(), opponent.clone()],
        false => [opponent.clone(), challenger.clone()],
    }
}

/// How many times the bot tried to post a message of its own in `channel`.
pub fn posts_tried_in(fake: &FakeDiscord, channel: u64) -> usize {
    let path = format!("/api/v10/channels/{channel}/messages");
    fake.calls()
        .iter()
        .filter(|c| c.method == "POST" && c.path == path)
        .count()
}

/// What a finished run said on stderr.
pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Runs `command` to its end (see [`finish`]) off the test's runtime.
pub async fn run_to_end(command: Command) -> Output {
    tokio::task::spawn_blocking(move || finish(command))
        .await
        .expect("the run finishes")
}

/// `challenger` challenges `opponent` to Quoridor and the opponent accepts: the number of the game
/// that began.
pub async fn game_begun(fake: &FakeDiscord, challenger: &FakeUser, opponent: &FakeUser) -> i64 {
    game_begun_with_board(fake, challenger, opponent).await.0
}

/// [`game_begun`], with the message that began the game (its first board, with its buttons) as
/// Discord hands it back.
pub async fn game_begun_with_board(
    fake: &FakeDiscord,
    challenger: &FakeUser,
    opponent: &FakeUser,
) -> (i64, serde_json::Value) {
    challenged_game_begun(fake, challenger, opponent, &[Opt::Str("game", "quoridor")]).await
}

/// A game of `game` (`quoridor`, `sensei`, `niwa`) in `variant` (the default one when `None`),
/// begun as [`game_begun`] begins one: its number.
pub async fn game_of_begun(
    fake: &FakeDiscord,
    (challenger, opponent): (&FakeUser, &FakeUser),
    game: &str,
    variant: Option<&str>,
) -> i64 {
    let mut options = vec![Opt::Str("game", game)];
    options.extend(variant.map(|v| Opt::Str("variant", v)));
    challenged_game_begun(fake, challenger, opponent, &options)
        .await
        .0
}

/// `challenger` challenges `opponent` with `options` (and them), who accepts.
async fn challenged_game_begun(
    fake: &FakeDiscord,
    challenger: &FakeUser,
    opponent: &FakeUser,
    options: &[Opt<'_>],
) -> (i64, serde_json::Value) {
    let mut options = options.to_vec();
    options.push(Opt::User("opponent", opponent));
    let asked = fake.slash(challenger, "challenge", &options);
    let calls = fake.wait_answer(&asked).await;
    // Another call may land within the same wait: the answer is the callback.
    let made = answer_of(&calls);
    let accept = made
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("accept:"))
        .expect("an Accept button");
    let asked = fake.click(opponent, &fake.posted(made), &accept);
    let calls = fake.wait_answer(&asked).await;
    let begun = answer_of(&calls);
    assert!(begun.text().contains("The game begins"), "{}", begun.text());
    (game_of(begun), fake.posted(begun))
}
