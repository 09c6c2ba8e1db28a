//! The `teban` command line: the engine-work commands (`perft`, `legal`, `render`, `replay`) over the
//! shared rules and the renderer, teban's own (`think`, `arena`), the terminal table (`play`) and
//! the service's load run (`loadtest`).

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Parser, Subcommand};
use teban::ai::arena::{self, Contender};
use teban::ai::Level;
use teban::games::{AnyGame, GameKind};
use teban::i18n::Lang;
use teban::render::replay::DISCORD_ATTACHMENT_LIMIT;
use teban::render::{board_png, replay_gif, View};
use teban::table::{Record, Settings, Table, MAX_AI_MOVE_MS};

#[derive(Parser)]
#[command(
    name = "teban",
    version,
    about = "Turn-based board games: Quoridor, Sensei and Niwa"
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
    /// Animate a whole game as a looping GIF, one frame per position, as `/replay` posts it.
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
    /// Play a game at the terminal, the players taking turns at one keyboard. Moves are read
    /// from standard input, one per line, so a whole game can be piped in.
    Play {
        /// quoridor
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
        #[arg(long)]
        vs_bot: Option<Level>,
        /// The language to speak: en, fr, de or es (default: LC_ALL, LC_MESSAGES or LANG, else
        /// English).
        #[arg(long)]
        lang: Option<Lang>,
    },
    /// Let teban think once about a position, as in a game, and say how deep it got: each
    /// finished depth, then the move, depth, score, positions, positions per second and time.
    Think {
        #[command(flatten)]
        position: Position,
        /// teban's level: easy, normal, hard or master.
        #[arg(long, default_value_t = Level::Master)]
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
        game: GameKind,
        /// The game's variant (Quoridor: 2-players or 4-players; Sensei: its preset; Niwa: its
        /// garden).
        #[arg(long, visible_alias = "preset", visible_alias = "garden")]
        variant: Option<String>,
        /// Contender A: easy, normal, hard, master or baseline (the first round's hard, frozen);
        /// A changes seat from game to game.
        #[arg(long)]
        a: Contender,
        /// Contender B: random, easy, normal, hard, master or baseline (every seat A does not
        /// take).
        #[arg(long)]
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
        /// Write each game's record into this folder (`game-7.txt`, see docs/RECORD.md), to
        /// replay a game with `teban render` or put a position to `teban think --record`.
        #[arg(long, value_name = "DIR")]
        records: Option<PathBuf>,
    },
    /// Play many games at once through the service, every move clicked twice, and check the log.
    /// Several processes may run it at once on one database: each checks its own games.
    Loadtest {
        /// How many games between two players, each in its own channel.
        #[arg(long, default_value_t = 1000)]
        games: usize,
        /// How many games of a player against teban, whose turns any process may take.
        #[arg(long, default_value_t = 0)]
        teban_games: usize,
        /// teban's level in those games: easy, normal, hard or master.
        #[arg(long, default_value_t = Level::Easy)]
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
    },
}

/// The variant named on the command line: `--variant`, else `--players N`.
fn variant_of(variant: &Option<String>, players: Option<u8>) -> Option<String> {
    match (variant, players) {
        (Some(v), _) => Some(v.clone()),
        (None, Some(n)) => Some(format!("{n}-players")),
        (None, None) => None,
    }
}

/// The table's settings from the environment, with `--db` taking the place of DATABASE_URL.
async fn open_table(db: Option<PathBuf>) -> Result<Table, String> {
    let mut settings = Settings::from_env()?;
    if let Some(path) = db {
        settings.database_url = format!("sqlite://{}", path.display());
    }
    Table::open(settings).await.map_err(|e| e.to_string())
}

fn runtime() -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the async runtime: {e}"))
}

/// A position: a game, its variant and the moves played from the start; or a game record.
#[derive(Args)]
struct Position {
    /// quoridor, sensei or niwa (optional with --record, which names the game)
    #[arg(required_unless_present = "record")]
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
    /// A game record (as `/record` attaches it, see docs/RECORD.md): the position after it.
    #[arg(long, value_name = "FILE")]
    record: Option<PathBuf>,
}

impl Position {
    /// Replays the moves or the record, or says which move or line failed and why.
    fn game(&self) -> Result<AnyGame, String> {
        Ok(self.replayed()?.0)
    }

    /// The position, and the players' names by seat when a record names them.
    fn replayed(&self) -> Result<(AnyGame, Vec<String>), String> {
        let (mut positions, names) = self.positions()?;
        let last = positions.pop().ok_or("a game has at least its start")?;
        Ok((last, names))
    }

    /// Every position from the start to this one (one per move, or per record entry, see
    /// `Record::positions`), and the players' names by seat when a record names them.
    fn positions(&self) -> Result<(Vec<AnyGame>, Vec<String>), String> {
        let Some(path) = &self.record else {
            let kind = self.game.ok_or("name the game, or give --record FILE")?;
            let variant = variant_of(&self.variant, self.players);
            let moves = kind.split_moves(&self.moves);
            // Checked whole first, so a bad move is refused with its number.
            AnyGame::replay(kind, variant.as_deref(), &moves).map_err(|e| e.to_string())?;
            let mut game = AnyGame::new(kind, variant.as_deref())?;
            let mut positions = vec![game.clone()];
            for mv in &moves {
                game.play(mv).map_err(|e| e.to_string())?;
                positions.push(game.clone());
            }
            return Ok((positions, Vec::new()));
        };
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let record = Record::parse(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        let kind = record.position.kind();
        match self.game {
            Some(named) if named != kind => Err(format!(
                "{} is a record of {kind}, not {}",
                path.display(),
                named.title()
            )),
            _ => Ok((record.positions(), record.seats)),
        }
    }
}

/// Standard output as the commands write it. When its reader goes away (`teban legal ... |
/// head`), nothing still to be written is wanted: the program ends there, quietly and
/// successfully, as ripgrep does, instead of failing on the next line. Every move of `teban play`
/// is committed before it is shown, so ending there loses nothing.
struct Stdout(io::Stdout);

impl Stdout {
    fn ends_quietly_when_gone<T>(result: io::Result<T>) -> io::Result<T> {
        if matches!(&result, Err(e) if e.kind() == io::ErrorKind::BrokenPipe) {
            std::process::exit(0);
        }
        result
    }
}

impl Write for Stdout {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        Self::ends_quietly_when_gone(self.0.write(buf))
    }
    fn flush(&mut self) -> io::Result<()> {
        Self::ends_quietly_when_gone(self.0.flush())
    }
}

/// Reads the `.env` file, the first found in the current directory or above it (as dotenvy
/// looks), into the environment, without overriding what is set already. No file is fine; a file
/// that cannot be read or parsed is said with its path and the line at fault.
fn load_dotenv() -> Result<(), String> {
    let here = std::env::current_dir()
        .map_err(|e| format!("cannot look for .env: the current directory is unreadable: {e}"))?;
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
fn dotenv_error(path: &Path, error: &dotenvy::Error) -> String {
    let why = match error {
        dotenvy::Error::LineParse(line, _) => {
            let line = line.lines().next().unwrap_or_default();
            let number = std::fs::read_to_string(path)
                .ok()
                .and_then(|text| text.lines().position(|l| l == line));
            match number {
                Some(i) => format!("line {} (`{line}`) is not NAME=value", i + 1),
                None => format!("`{line}` is not NAME=value"),
            }
        }
        other => other.to_string(),
    };
    format!(".env could not be read ({}): {why}", path.display())
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
        )
    )
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if reads_settings(&cli.command) {
        if let Err(message) = load_dotenv() {
            return refused(&message);
        }
    }
    let Some(command) = cli.command else {
        return teban::discord::run();
    };
    let mut out = io::BufWriter::new(Stdout(io::stdout()));
    match run(command, &mut out).and_then(|()| out.flush().map_err(cannot_write)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => refused(&message),
    }
}

/// The language of the terminal's words: `--lang`, else the process's locale.
fn terminal_lang(flag: Option<Lang>) -> Lang {
    teban::console::terminal_lang(flag, |name| std::env::var(name).ok())
}

/// Says why a command stopped, and exits with status 2.
fn refused(message: &str) -> ExitCode {
    let _ = writeln!(io::stderr(), "teban: {message}");
    ExitCode::from(2)
}

fn cannot_write(error: io::Error) -> String {
    format!("cannot write to standard output: {error}")
}

/// `--names` split at commas, else the names a record gives.
fn names_or(names: &str, named: Vec<String>) -> Vec<String> {
    if names.trim().is_empty() {
        named
    } else {
        names.split(',').map(|n| n.trim().to_string()).collect()
    }
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), String> {
    std::fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Runs one command, writing what it prints to `out`.
fn run(command: Command, out: &mut impl Write) -> Result<(), String> {
    match command {
        Command::Perft { position, depth } => {
            let game = position.game()?;
            let started = Instant::now();
            let count = game.perft(depth);
            let seconds = started.elapsed().as_secs_f64();
            writeln!(
                out,
                "perft {} depth {depth}: {:.3} s, {:.1} M sequences/s",
                game.kind().name(),
                seconds,
                count as f64 / seconds.max(1e-9) / 1e6
            )
            .and_then(|()| writeln!(out, "{count}"))
            .map_err(cannot_write)
        }
        Command::Legal { position } => {
            for mv in position.game()?.legal_moves() {
                writeln!(out, "{mv}").map_err(cannot_write)?;
            }
            Ok(())
        }
        Command::Render {
            position,
            names,
            hints,
            output,
            lang,
        } => {
            let (game, named) = position.replayed()?;
            let view = View {
                names: names_or(&names, named),
                hints,
                lang: terminal_lang(lang),
            };
            write_file(&output, &board_png(&game, &view))
        }
        Command::Replay {
            position,
            names,
            output,
            lang,
        } => {
            let (positions, named) = position.positions()?;
            let view = View {
                names: names_or(&names, named),
                lang: terminal_lang(lang),
                ..View::default()
            };
            let replay = replay_gif(&positions, &view, DISCORD_ATTACHMENT_LIMIT);
            write_file(&output, &replay.gif)?;
            writeln!(
                out,
                "{}: {} frames, {} bytes{}",
                output.display(),
                replay.frames,
                replay.gif.len(),
                replay.note.map(|n| format!(" ({n})")).unwrap_or_default()
            )
            .map_err(cannot_write)
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
            let table = open_table(db).await?;
            let options = teban::console::PlayOptions {
                kind: game,
                variant: variant_of(&variant, players),
                names,
                png,
                vs_bot,
                lang: terminal_lang(lang),
            };
            let stdin = tokio::io::BufReader::new(tokio::io::stdin());
            teban::console::play(&table, &options, stdin, out).await
        }),
        Command::Think {
            position,
            level,
            seed,
            move_ms,
        } => {
            let game = position.game()?;
            let settings = Settings::from_env()?;
            let options = teban::console::think::ThinkOptions {
                level,
                seed,
                time: move_ms.map_or(settings.ai_move_time, std::time::Duration::from_millis),
            };
            teban::console::think::think(&game, &options, out)
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
            let settings = Settings::from_env()?;
            let m = arena::Match {
                kind: game,
                variant,
                a,
                b,
                games,
                seed,
                time: move_ms.map_or(settings.ai_move_time, std::time::Duration::from_millis),
                limit: minutes.map(|m| std::time::Duration::from_secs(60 * m)),
            };
            let started = Instant::now();
            let tally = arena::run(&m)?;
            if let Some(dir) = records {
                write_arena_records(&m, &tally, &dir)?;
            }
            let played = tally.games();
            let of_asked = if played < games {
                format!("{played} of {games} games (time was up)")
            } else {
                format!("{games} games")
            };
            writeln!(
                out,
                "{} {}: {a} against {b}, {of_asked} (seed {seed}) in {:.1} s",
                game.title(),
                m.variant.as_deref().unwrap_or("default"),
                started.elapsed().as_secs_f64()
            )
            .and_then(|()| {
                writeln!(
                    out,
                    "{a}: {} won, {} drawn, {} lost ({:.0}% won)",
                    tally.wins,
                    tally.draws,
                    tally.losses,
                    100.0 * tally.wins as f64 / played.max(1) as f64
                )
            })
            .and_then(|()| {
                for (who, side) in [(a, &tally.a), (b, &tally.b)] {
                    writeln!(
                        out,
                        "{who}: {} moves, time per move mean {:.1} ms, median {:.1} ms, 99th \
                         percentile {:.1} ms; mean depth {:.2}, {:.0} nodes/s",
                        side.moves(),
                        side.mean().as_secs_f64() * 1e3,
                        side.percentile(50).as_secs_f64() * 1e3,
                        side.percentile(99).as_secs_f64() * 1e3,
                        side.mean_depth(),
                        side.nodes_per_second()
                    )?;
                }
                Ok(())
            })
            .map_err(cannot_write)
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
        } => runtime()?.block_on(async {
            let mut settings = Settings::from_env()?;
            if let Some(db) = db {
                settings.database_url = if db.contains("://") {
                    db
                } else {
                    format!("sqlite://{db}")
                };
            }
            settings.render_boards = pictures;
            let table = Table::open(settings).await.map_err(|e| e.to_string())?;
            let plan = teban::console::loadtest::LoadPlan {
                games,
                teban_games,
                teban_level,
                moves,
                concurrency,
                serve_until_idle: serve_until_idle.map(std::time::Duration::from_secs),
                acks,
            };
            let report = teban::console::loadtest::run(&table, &plan).await?;
            writeln!(
                out,
                "{} games on {}, {} moves applied, {} doubled clicks refused, {} moves of teban \
                 in {:.2} s: {:.0} moves/s",
                report.games,
                table.store().backend().name(),
                report.applied,
                report.refused,
                report.teban_moves,
                report.seconds,
                report.moves_per_second()
            )
            .and_then(|()| {
                writeln!(
                    out,
                    "a player's move answered in {:.1} ms (median), {:.1} ms (99th percentile)",
                    report.answer_percentile(50).as_secs_f64() * 1e3,
                    report.answer_percentile(99).as_secs_f64() * 1e3
                )
            })
            .and_then(|()| {
                writeln!(
                    out,
                    "move log of this process's games: {} of {} acknowledged moves, {} missing, \
                     {} unacknowledged: {}",
                    report.logged,
                    report.applied,
                    report.missing,
                    report.unacknowledged,
                    if report.is_consistent() {
                        "nothing lost or doubled"
                    } else {
                        "MISMATCH"
                    }
                )
            })
            .map_err(cannot_write)?;
            if report.is_consistent() {
                Ok(())
            } else {
                Err("the move log does not match the acknowledged moves".to_string())
            }
        }),
    }
}

/// The arena's games as records in `dir`, one file a game, the contenders named at their seats.
fn write_arena_records(m: &arena::Match, tally: &arena::Tally, dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    let start = AnyGame::new(m.kind, m.variant.as_deref())?;
    for game in &tally.records {
        let seats = (0..start.seat_count())
            .map(|i| {
                let who = if i == game.a_seat.index() { m.a } else { m.b };
                who.to_string()
            })
            .collect();
        let record = Record::of_moves(start.clone(), seats, &game.moves)
            .map_err(|e| format!("game {}: {}", game.index, e.text(Lang::En)))?;
        let path = dir.join(format!("game-{}.txt", game.index));
        std::fs::write(&path, record.to_text())
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(())
}
