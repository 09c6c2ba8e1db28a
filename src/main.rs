//! The `teban` command line: the bot (`teban` alone), the engine-work commands (`perft`, `legal`,
//! `render`, `replay`) over the shared rules and the renderer, teban's own (`think`, `arena`), the
//! terminal table (`play`) and the service's load run (`loadtest`).
//!
//! It owns the program's edges: the arguments (clap), `.env`, the bot's log and the async runtime,
//! and how the program ends. The commands themselves are [`teban::console`]'s and
//! [`teban::discord`]'s; each ends with an [`anyhow::Error`] when it fails, and [`ended_by`] says
//! it and picks the exit status. Whatever the program repeats of what it was given is cut short
//! (see [`ECHO`]).

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use clap::error::{ContextKind, ContextValue};
use clap::{Args, Parser, Subcommand};
use teban::ai::arena::{Contender, Match};
use teban::ai::Level;
use teban::config::Config;
use teban::console::engine::{self, Source};
use teban::console::word;
use teban::discord::StartError;
use teban::games::GameKind;
use teban::i18n::Lang;
use teban::render::View;
use teban::table::{Table, MAX_AI_MOVE_MS};
use teban::text::{clipped, LONGEST_MOVE};

#[derive(Parser)]
#[command(
    name = "teban",
    version,
    about = "Turn-based board games: Quoridor, Sensei and Niwa",
    after_help = "Without a command, teban runs the Discord bot (its settings: .env, see .env.example)."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Count the legal move sequences of a given length from a position.
    Perft {
        #[command(flatten)]
        position: Position,
        /// How many moves deep to count.
        #[arg(long)]
        depth: u32,
    },
    /// List every legal move of a position, canonical, one per line, sorted.
    Legal {
        #[command(flatten)]
        position: Position,
    },
    /// Draw a position as a PNG picture, as the bot shows it.
    Render {
        #[command(flatten)]
        position: Position,
        /// The players' names by seat, separated by commas ("Ann,Bob"; default: a record's).
        #[arg(long, default_value = "")]
        names: String,
        /// Mark the squares the player to move may reach.
        #[arg(long)]
        hints: bool,
        /// The language of the picture's words: en, fr, de or es (default: LC_ALL, LC_MESSAGES
        /// or LANG, else English).
        #[arg(long)]
        lang: Option<Lang>,
        /// Where to write the picture.
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Animate a whole game as a looping GIF, as `/replay` posts it.
    ///
    /// One frame per position, the final position held longer.
    Replay {
        #[command(flatten)]
        position: Position,
        /// The players' names by seat, separated by commas ("Ann,Bob"; default: a record's).
        #[arg(long, default_value = "")]
        names: String,
        /// Where to write the GIF.
        #[arg(short, long)]
        output: PathBuf,
        /// The language of the picture's words: en, fr, de or es (default: LC_ALL, LC_MESSAGES
        /// or LANG, else English).
        #[arg(long)]
        lang: Option<Lang>,
    },
    /// Analyse a recorded game with the engine and chart each player's chance to win.
    ///
    /// Prints each move's chance to win before and after it, the move the engine preferred and
    /// each player's three costliest moves; `-o` draws the chart.
    Analyse {
        /// The game record (as `/record` attaches it, see docs/records.md).
        #[arg(long, value_name = "FILE")]
        record: PathBuf,
        /// Where to write the chart of the chances to win (PNG).
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// The language of the chart's words: en, fr, de or es (default: LC_ALL, LC_MESSAGES
        /// or LANG, else English).
        #[arg(long)]
        lang: Option<Lang>,
    },
    /// Refit the curves that turn the analysis's scores into chances to win.
    ///
    /// Judges the positions of the arena's records, fits each game's curve and prints its check
    /// on the games the fit did not see (see docs/analysis.md).
    Calibrate {
        /// The folder of records (`teban arena … --records DIR`).
        #[arg(long, value_name = "DIR", required_unless_present = "refit")]
        records: Option<PathBuf>,
        /// Where to write the positions and the fits.
        #[arg(short, long, default_value = "assets/calibration")]
        output: PathBuf,
        /// Fit again the positions already written in the output folder, without judging.
        #[arg(long)]
        refit: bool,
    },
    /// Play a game at the terminal, the players taking turns at one keyboard.
    ///
    /// Moves are read from standard input, one per line, so a whole game can be piped in.
    Play {
        /// quoridor, sensei or niwa
        #[arg(value_parser = word::<GameKind>)]
        game: GameKind,
        /// Number of players (Quoridor: 2 or 4).
        #[arg(long)]
        players: Option<u8>,
        /// The game's variant (see `teban play GAME --help`); overrides --players.
        #[arg(long, visible_alias = "preset", visible_alias = "garden")]
        variant: Option<String>,
        /// The players' names in seat order, separated by commas (default Player 1, Player 2...).
        #[arg(long, value_delimiter = ',')]
        names: Vec<String>,
        /// The SQLite file to keep the game in (default: DATABASE_URL, else teban.db).
        #[arg(long)]
        db: Option<PathBuf>,
        /// Where to write the board picture after each move.
        #[arg(long, default_value = "teban-board.png")]
        png: PathBuf,
        /// Play against teban at this level (easy, normal, hard or master); --names then names you.
        #[arg(long, value_parser = word::<Level>)]
        vs_bot: Option<Level>,
        /// The language to speak: en, fr, de or es (default: LC_ALL, LC_MESSAGES or LANG, else
        /// English).
        #[arg(long)]
        lang: Option<Lang>,
    },
    /// Let teban think once about a position, as in a game, and say how deep it got.
    ///
    /// Prints a line per finished depth, then the move, depth, score, positions, positions per
    /// second and time.
    Think {
        #[command(flatten)]
        position: Position,
        /// teban's level: easy, normal, hard or master.
        #[arg(long, default_value_t = Level::Master, value_parser = word::<Level>)]
        level: Level,
        /// The seed of the thinking (ties between equal moves).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The time budget, in milliseconds (default: AI_MOVE_MS, else 2000).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..=MAX_AI_MOVE_MS))]
        move_ms: Option<u64>,
    },
    /// Let teban play against itself (or a random player) and count who wins.
    Arena {
        /// quoridor, sensei or niwa
        #[arg(value_parser = word::<GameKind>)]
        game: GameKind,
        /// The game's variant (Quoridor: 2-players or 4-players; Sensei: its preset; Niwa: its
        /// garden).
        #[arg(long, visible_alias = "preset", visible_alias = "garden")]
        variant: Option<String>,
        /// Contender A: easy, normal, hard, master or baseline (the first round's hard, frozen);
        /// A changes seat from game to game.
        #[arg(long, value_parser = word::<Contender>)]
        a: Contender,
        /// Contender B: random, easy, normal, hard, master or baseline (every seat A does not
        /// take).
        #[arg(long, value_parser = word::<Contender>)]
        b: Contender,
        /// How many games to play.
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// The seed every game's seed comes from: the same seed plays the same games.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The time budget of one move, in milliseconds (default: AI_MOVE_MS, else 2000).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..=MAX_AI_MOVE_MS))]
        move_ms: Option<u64>,
        /// Begin no game after this many minutes (the games under way are finished): a hundred
        /// games that would take longer than an hour stop at `--minutes 60`.
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
        minutes: Option<u64>,
        /// Write each game's record into this folder (`game-7.txt`, see docs/records.md), to
        /// replay a game with `teban render` or put a position to `teban think --record`.
        #[arg(long, value_name = "DIR")]
        records: Option<PathBuf>,
    },
    /// Play a whole tournament of computer players through the service.
    ///
    /// The clock is driven, not waited for; prints each round and the final standings.
    Tournament(teban::console::tournament::TournamentArgs),
    /// Play many games at once through the service and check the log.
    ///
    /// Every move is clicked twice and the second click must be refused. Several processes may
    /// run it at once on one database: each checks its own games.
    Loadtest {
        /// How many games between two players, each in its own channel.
        #[arg(long, default_value_t = 1000)]
        games: usize,
        /// How many games of a player against teban, whose turns any process may take.
        #[arg(long, default_value_t = 0)]
        teban_games: usize,
        /// teban's level in those games: easy, normal, hard or master.
        #[arg(long, default_value_t = Level::Easy, value_parser = word::<Level>)]
        teban_level: Level,
        /// Moves per game of the players (fewer if the game ends first).
        #[arg(long, default_value_t = 10)]
        moves: usize,
        /// How many games are played at the same moment.
        #[arg(long, default_value_t = 64)]
        concurrency: usize,
        /// The database: a URL (sqlite://FILE, postgres://USER@HOST/DB) or a SQLite file
        /// (default: DATABASE_URL, else teban.db).
        #[arg(long)]
        db: Option<String>,
        /// Draw the board picture of every move, as the bot does (off: the service alone).
        #[arg(long)]
        pictures: bool,
        /// After its own games, take up teban's turns until none is left anywhere (another
        /// process's too), for at most this many seconds.
        #[arg(long)]
        serve_until_idle: Option<u64>,
        /// Write every acknowledged move to this file (`game seq notation`) as it is acknowledged.
        #[arg(long)]
        acks: Option<PathBuf>,
        /// Finished games (40 plies) queued for analysis before the games begin, analysed one at
        /// a time in the background while they are played.
        #[arg(long, default_value_t = 0)]
        analyses: usize,
    },
}

/// The most of what a person gave teban (an argument, a line of `.env`) that a refusal repeats:
/// as much as the table reads of a move, more than any game, level, contender or language is
/// long, and than any name of an argument clap shows. A wall of text is named by its start.
const ECHO: usize = LONGEST_MOVE;

/// The command line, or clap's refusal of it (exit status 2), with what it repeats of the
/// arguments cut to [`ECHO`] (its tip to retype a cut argument goes with it).
fn arguments() -> Cli {
    Cli::try_parse().unwrap_or_else(|mut error| {
        let cut: Vec<(ContextKind, ContextValue)> = error
            .context()
            .filter_map(|(kind, value)| match value {
                ContextValue::String(text) if text.chars().count() > ECHO => {
                    Some((kind, ContextValue::String(clipped(text, ECHO))))
                }
                _ => None,
            })
            .collect();
        if !cut.is_empty() {
            error.remove(ContextKind::Suggested);
        }
        for (kind, value) in cut {
            error.insert(kind, value);
        }
        error.exit()
    })
}

/// The variant named on the command line: `--variant`, else `--players N`.
fn variant_of(variant: Option<String>, players: Option<u8>) -> Option<String> {
    variant.or_else(|| players.map(|n| format!("{n}-players")))
}

/// A position: a game, its variant and the moves played from the start; or a game record.
#[derive(Args)]
struct Position {
    /// quoridor, sensei or niwa (optional with --record, which names the game)
    #[arg(required_unless_present = "record", value_parser = word::<GameKind>)]
    game: Option<GameKind>,
    /// Number of players (Quoridor: 2 or 4).
    #[arg(long, conflicts_with = "record")]
    players: Option<u8>,
    /// The game's variant (Quoridor: 2-players or 4-players; Sensei: its preset; Niwa: its
    /// garden).
    #[arg(
        long,
        visible_alias = "preset",
        visible_alias = "garden",
        conflicts_with = "record"
    )]
    variant: Option<String>,
    /// The moves played so far, in order, separated by `;` (Quoridor's also by spaces).
    #[arg(long, default_value = "", conflicts_with = "record")]
    moves: String,
    /// A game record (as `/record` attaches it, see docs/records.md): the position after it.
    #[arg(long, value_name = "FILE")]
    record: Option<PathBuf>,
}

impl Position {
    /// Where the position comes from: the record, else the game and its moves.
    fn source(self) -> anyhow::Result<Source> {
        Ok(match self.record {
            Some(path) => Source::Record {
                path,
                named: self.game,
            },
            None => Source::Moves {
                kind: self.game.context("name the game, or give --record FILE")?,
                variant: variant_of(self.variant, self.players),
                moves: self.moves,
            },
        })
    }
}

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
    let _ = writeln!(io::stderr(), "{said}");
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
    let mut out = io::BufWriter::new(Stdout(io::stdout()));
    dispatch(command, &config, &mut out)?;
    out.flush()?;
    Ok(())
}

/// `teban` without a subcommand: the bot, logging to standard error, until it stops.
fn bot(config: Config) -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "teban=info,serenity=warn,poise=warn".into()),
        )
        .with_writer(io::stderr)
        .with_ansi(io::IsTerminal::is_terminal(&io::stderr()))
        .init();
    let settings = config.bot()?;
    runtime()?.block_on(teban::discord::run(settings))?;
    Ok(())
}

/// The async runtime of the commands that need one (the bot, `play`, `loadtest`).
fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
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
        } => runtime()?.block_on(async {
            let mut settings = config.table.clone();
            if let Some(db) = db {
                settings.database_url = if db.contains("://") {
                    db
                } else {
                    format!("sqlite://{db}")
                };
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
