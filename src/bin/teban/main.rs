//! The `teban` command line: the bot (`teban` alone), the engine-work commands (`perft`, `legal`,
//! `render`, `replay`) over the shared rules and the renderer, teban's own (`think`, `arena`), the
//! terminal table (`play`), the board on this machine without Discord (`web`), the service's
//! load run (`loadtest`) and the database's tools (`backup`, `copy`).
//!
//! It owns the program's edges: the arguments (clap), `.env`, the bot's log (`LOG_FORMAT`: text
//! or JSON lines) and the async runtime, and how the program ends (the signals that stop the bot
//! and `teban web` cleanly are [`teban::shutdown`]'s). The commands themselves are
//! [`teban::console`]'s and [`teban::discord`]'s; each ends with an [`anyhow::Error`] when it
//! fails, and [`ended_by`] says it and picks the exit status. Whatever the program repeats of
//! what it was given is cut short (see [`ECHO`]).

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use anyhow::Context;
use teban::ai::arena::Match;
use teban::config::{Config, LogFormat};
use teban::console::engine;
use teban::discord::StartError;
use teban::render::View;
use teban::table::Table;
use teban::text::clipped;

mod arguments;

use arguments::{arguments, database_url, variant_of, Cli, Command, ECHO};

/// Standard output as the commands write it. A write that fails says it was standard output,
/// and keeps its kind: the commands pass it up as it is, and [`ended_by`] tells a reader that went
/// away (`teban legal ... | head`) from a failure.
struct Stdout(io::Stdout);

impl Stdout {
    fn named<T>(result: io::Result<T>) -> io::Result<T> {
        result
            .map_err(|e| io::Error::new(e.kind(), format!("cannot write to standard output: {e}")))
    }
}

impl Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        Self::named(self.0.write(buf))
    }
    fn flush(&mut self) -> io::Result<()> {
        Self::named(self.0.flush())
    }
}

/// Reads the `.env` file, the first found in the current directory or above it (as dotenvy
/// looks), into the environment, without overriding what is set already. No file is fine; a file
/// that cannot be read or parsed is said with its path and the line at fault.
fn load_dotenv() -> anyhow::Result<()> {
    let here = std::env::current_dir()
        .context("cannot look for .env: the current directory is unreadable")?;
    let Some(path) = here
        .ancestors()
        .map(|dir| dir.join(".env"))
        .find(|path| path.is_file())
    else {
        return Ok(());
    };
    dotenvy::from_path(&path).map_err(|e| dotenv_error(&path, &e))
}

/// What is wrong with the `.env` file at `path`, for the person who wrote it.
fn dotenv_error(path: &Path, error: &dotenvy::Error) -> anyhow::Error {
    let why = match error {
        dotenvy::Error::LineParse(line, _) => {
            let line = line.lines().next().unwrap_or_default();
            let number = std::fs::read_to_string(path)
                .ok()
                .and_then(|text| text.lines().position(|l| l == line));
            let line = clipped(line, ECHO);
            match number {
                Some(i) => format!("line {} (`{line}`) is not NAME=value", i + 1),
                None => format!("`{line}` is not NAME=value"),
            }
        }
        other => other.to_string(),
    };
    anyhow::anyhow!(".env could not be read ({}): {why}", path.display())
}

/// Whether a command reads its settings from the environment (and so from `.env`); the engine
/// commands take everything from their arguments.
fn reads_settings(command: &Option<Command>) -> bool {
    !matches!(
        command,
        Some(
            Command::Perft { .. }
                | Command::Legal { .. }
                | Command::Render { .. }
                | Command::Replay { .. }
                | Command::Analyse { .. }
                | Command::Calibrate { .. }
        )
    )
}

fn main() -> ExitCode {
    match run(arguments()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => ended_by(&error),
    }
}

/// How the program ends after `error`. A reader of its output that went away (a closed pipe)
/// wanted nothing more: the program ends there, quietly and successfully, as ripgrep does. The
/// bot's start says why it did not start in its own words and status; anything else is said in
/// one line, with status 2.
fn ended_by(error: &anyhow::Error) -> ExitCode {
    let reader_gone = error
        .chain()
        .filter_map(|cause| cause.downcast_ref::<io::Error>())
        .any(|e| e.kind() == io::ErrorKind::BrokenPipe);
    if reader_gone {
        return ExitCode::SUCCESS;
    }
    let (said, status) = match error.downcast_ref::<StartError>() {
        Some(start) => (start.said(), start.exit_code()),
        None => (format!("teban: {}", sentence(error)), ExitCode::from(2)),
    };
    if LOGGING_JSON.load(std::sync::atomic::Ordering::Relaxed) {
        // A collector reads every line as JSON: the last one too.
        tracing::error!("{said}");
    } else {
        let _ = writeln!(io::stderr(), "{said}");
    }
    status
}

/// An error and its causes in one sentence, separated by colons ("cannot read game.txt: No such
/// file or directory"); a cause its error already says (the library's errors quote theirs) is
/// said once.
fn sentence(error: &anyhow::Error) -> String {
    let mut said = String::new();
    for cause in error.chain().map(ToString::to_string) {
        if said.is_empty() {
            said = cause;
        } else if !said.contains(&cause) {
            said = format!("{said}: {cause}");
        }
    }
    said
}

/// Runs the command line: the command asked for, or the bot. The settings are read once, here,
/// before anything starts: a bad one stops the bot with status 1, any other command with 2.
fn run(cli: Cli) -> anyhow::Result<()> {
    let config = if reads_settings(&cli.command) {
        load_dotenv()?;
        Config::from_env().map_err(|e| match cli.command {
            None => anyhow::Error::new(StartError::Setting(e.to_string())),
            Some(_) => e.into(),
        })?
    } else {
        Config::locale_from_env()
    };
    let Some(command) = cli.command else {
        return bot(config);
    };
    // A tool's output is its figures: it logs only when asked (`RUST_LOG=sqlx::query=debug`
    // shows the load test's statements).
    if std::env::var_os("RUST_LOG").is_some() {
        log_to_stderr("warn", config.log_format);
    }
    let mut out = io::BufWriter::new(Stdout(io::stdout()));
    dispatch(command, &config, &mut out)?;
    out.flush()?;
    Ok(())
}

/// `teban` without a subcommand: the bot, logging to standard error, until it stops (a signal:
/// see [`teban::shutdown`]).
fn bot(config: Config) -> anyhow::Result<()> {
    log_to_stderr("teban=info,serenity=warn,poise=warn", config.log_format);
    let settings = config.bot()?;
    runtime()?.block_on(async {
        teban::shutdown::on_signals();
        teban::discord::run(settings).await
    })?;
    Ok(())
}

/// Whether the log is JSON lines (`LOG_FORMAT=json`), which the program's last word then is too.
static LOGGING_JSON: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// The log on standard error, filtered by `RUST_LOG`, else by `default`, written as `format` says.
fn log_to_stderr(default: &str, format: LogFormat) {
    let log = tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| default.into()),
        )
        .with_writer(io::stderr);
    match format {
        LogFormat::Text => log
            .with_ansi(io::IsTerminal::is_terminal(&io::stderr()))
            .init(),
        LogFormat::Json => {
            log.with_ansi(false).json().init();
            LOGGING_JSON.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    }
}

/// The async runtime of the commands that need one (the bot, `play`, `loadtest`). Its workers
/// have 8 MiB stacks, as the main thread has: an unoptimised build (`cargo run`, the tests) keeps
/// every state of the event handler's nested futures on the stack, and a move's overflowed
/// tokio's default 2 MiB there.
fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .thread_stack_size(8 << 20)
        .enable_all()
        .build()
        .context("cannot start the async runtime")
}

/// The time budget of one of teban's moves: `--move-ms`, else `AI_MOVE_MS`.
fn move_time(config: &Config, move_ms: Option<u64>) -> std::time::Duration {
    move_ms.map_or(config.table.ai_move_time, std::time::Duration::from_millis)
}

/// Runs one command, writing what it prints to `out`.
fn dispatch(command: Command, config: &Config, out: &mut impl Write) -> anyhow::Result<()> {
    match command {
        Command::Perft { position, depth } => {
            let (game, _) = position.source()?.position()?;
            engine::perft(&game, depth, out)?;
        }
        Command::Legal { position } => {
            let (game, _) = position.source()?.position()?;
            engine::legal(&game, out)?;
        }
        Command::Render {
            position,
            names,
            hints,
            output,
            lang,
        } => {
            let (game, named) = position.source()?.position()?;
            let view = View {
                names: engine::names_or(&names, named),
                hints,
                lang: config.terminal_lang(lang),
                ..View::default()
            };
            engine::render(&game, &view, &output)?;
        }
        Command::Replay {
            position,
            names,
            output,
            lang,
        } => {
            let (positions, named) = position.source()?.positions()?;
            let view = View {
                names: engine::names_or(&names, named),
                lang: config.terminal_lang(lang),
                ..View::default()
            };
            engine::replay(&positions, &view, &output, out)?;
        }
        Command::Play {
            game,
            players,
            variant,
            names,
            db,
            png,
            vs_bot,
            lang,
        } => runtime()?.block_on(async {
            let mut settings = config.table.clone();
            if let Some(path) = db {
                settings.database_url = format!("sqlite://{}", path.display());
            }
            let table = Table::open(settings).await?;
            let options = teban::console::PlayOptions {
                kind: game,
                variant: variant_of(variant, players),
                names,
                png,
                pictures: config.pictures,
                vs_bot,
                lang: config.terminal_lang(lang),
            };
            let stdin = tokio::io::BufReader::new(tokio::io::stdin());
            teban::console::play(&table, &options, stdin, out).await
        })?,
        Command::Web { addr, db } => runtime()?.block_on(async {
            teban::shutdown::on_signals();
            let mut settings = config.table.clone();
            if let Some(path) = db {
                settings.database_url = format!("sqlite://{}", path.display());
            }
            let table = Table::open(settings).await?;
            // No scheduler here: teban's turns a stop handed back are taken up at start.
            let due = table.games().take_up_due_turns().await;
            due.map_err(|refusal| anyhow::anyhow!("cannot take up teban's turns: {refusal}"))?;
            let at = teban::web::serve(table, teban::web::Settings::local(addr))
                .await
                .with_context(|| format!("cannot listen on {addr}"))?;
            writeln!(
                out,
                "teban: the board is at http://{at}/ (open it in your browser; Ctrl-C stops)"
            )?;
            out.flush()?;
            teban::shutdown::requested().await;
            teban::shutdown::finish(config.stop_grace()).await;
            anyhow::Ok(())
        })?,
        Command::Think {
            position,
            level,
            seed,
            move_ms,
        } => {
            let (game, _) = position.source()?.position()?;
            let options = teban::console::think::ThinkOptions {
                level,
                seed,
                time: move_time(config, move_ms),
            };
            teban::console::think::think(&game, &options, out)?;
        }
        Command::Arena {
            game,
            variant,
            a,
            b,
            games,
            seed,
            move_ms,
            minutes,
            opening,
            records,
        } => {
            let m = Match {
                kind: game,
                variant,
                a,
                b,
                games,
                seed,
                time: move_time(config, move_ms),
                limit: minutes.map(|m| std::time::Duration::from_secs(60 * m)),
                opening,
            };
            teban::console::arena::arena(&m, records.as_deref(), out)?;
        }
        Command::Analyse {
            record,
            output,
            lang,
        } => teban::console::analyse::analyse(
            &record,
            output.as_deref(),
            config.terminal_lang(lang),
            out,
        )?,
        Command::Calibrate {
            records,
            output,
            refit,
        } => teban::console::calibrate::calibrate(records.as_deref(), &output, refit, out)?,
        Command::Tournament(args) => {
            let time = move_time(config, args.move_ms);
            runtime()?.block_on(teban::console::tournament::main(args, time, out))?
        }
        Command::Backup { db, output } => runtime()?.block_on(async {
            let url = db.map_or_else(|| config.table.database_url.clone(), database_url);
            teban::console::backup::backup(&url, &output, out).await
        })?,
        Command::Copy { from, to } => {
            runtime()?.block_on(teban::console::copy::copy(&from, &to, out))?
        }
        Command::Loadtest {
            games,
            teban_games,
            teban_level,
            moves,
            concurrency,
            db,
            pictures,
            serve_until_idle,
            acks,
            analyses,
            web,
            two_processes,
            web_reader,
        } => runtime()?.block_on(async {
            if web_reader {
                return teban::console::web_load::read_pages().await;
            }
            let mut settings = config.table.clone();
            // `--web`'s temporary database, unless `--db` names one.
            let scratch =
                std::env::temp_dir().join(format!("teban-web-load-{}.db", std::process::id()));
            if let Some(db) = db {
                settings.database_url = database_url(db);
            } else if web.is_some() {
                settings.database_url = format!("sqlite://{}", scratch.display());
            }
            if let Some(pages) = web {
                let plan = teban::console::web_load::WebLoadPlan {
                    pages,
                    moves,
                    two_processes,
                };
                let report = teban::console::web_load::run(settings, &plan).await;
                for file in ["", "-wal", "-shm"] {
                    let _ = std::fs::remove_file(format!("{}{file}", scratch.display()));
                }
                return teban::console::web_load::report(&report?, out);
            }
            let table = Table::open(settings).await?;
            let plan = teban::console::loadtest::LoadPlan {
                games,
                teban_games,
                teban_level,
                moves,
                concurrency,
                pictures,
                serve_until_idle: serve_until_idle.map(std::time::Duration::from_secs),
                acks,
                analyses,
            };
            let report = teban::console::loadtest::run(&table, &plan).await?;
            let backend = table.store().backend().name();
            teban::console::loadtest::report(&report, backend, out)
        })?,
    }
    Ok(())
}
