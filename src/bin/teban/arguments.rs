//! The command line's words: the subcommands and their arguments (clap), and what a refusal
//! repeats of them.

use std::path::PathBuf;

use anyhow::Context;
use clap::error::{ContextKind, ContextValue};
use clap::{Args, Parser, Subcommand};
use teban::ai::arena::Contender;
use teban::ai::Level;
use teban::console::engine::Source;
use teban::console::word;
use teban::games::GameKind;
use teban::i18n::Lang;
use teban::table::MAX_AI_MOVE_MS;
use teban::text::{clipped, LONGEST_MOVE};

#[derive(Parser)]
#[command(
    name = "teban",
    version,
    about = "Turn-based board games: Quoridor, Sensei and Niwa",
    after_help = "Without a command, teban runs the Discord bot (its settings: .env, see .env.example)."
)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub(crate) command: Option<Command>,
}

#[derive(Subcommand)]
pub(crate) enum Command {
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
    /// Serve the board here, to play by clicking in a browser without Discord.
    ///
    /// Open the address it prints; start a game there (the people at the screen, or one of you
    /// against teban) and play it by clicking. Ctrl-C stops it; the games are kept.
    Web {
        /// The address and port to listen on (another machine reaches it only when told
        /// 0.0.0.0:PORT).
        #[arg(long, default_value = "127.0.0.1:8080")]
        addr: std::net::SocketAddr,
        /// The SQLite file to keep the games in (default: DATABASE_URL, else teban.db).
        #[arg(long)]
        db: Option<PathBuf>,
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
        /// Begin every game with this many plies drawn at random among the few moves the engine
        /// looks at first, so that equal levels play many different games (the calibration's
        /// self-play, see docs/analysis.md).
        #[arg(long, default_value_t = 0)]
        opening: u32,
        /// Write each game's record into this folder (`game-7.txt`, see docs/records.md), to
        /// replay a game with `teban render` or put a position to `teban think --record`.
        #[arg(long, value_name = "DIR")]
        records: Option<PathBuf>,
    },
    /// Play a whole tournament of computer players through the service.
    ///
    /// The clock is driven, not waited for; prints each round and the final standings.
    Tournament(teban::console::tournament::TournamentArgs),
    /// Copy a running bot's SQLite database into a new file, and check the copy.
    ///
    /// The copy holds every move committed before it began; moves go on being committed
    /// meanwhile. Prints the file, its size, its schema version and its rows. PostgreSQL is
    /// backed up with pg_dump (docs/operations.md, "Backups").
    Backup {
        /// The database: sqlite://FILE or a SQLite file (default: DATABASE_URL, else teban.db).
        #[arg(long)]
        db: Option<String>,
        /// The file to write (it must not exist yet).
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Copy every table into another, empty database: SQLite to PostgreSQL, or back.
    ///
    /// Ids are kept and PostgreSQL's sequences set after them; each table's rows and checksum are
    /// read back from the target and printed. Stop the bot first: what it commits after the copy
    /// began is not copied.
    Copy {
        /// The database to copy: sqlite://FILE or postgres://USER@HOST/DATABASE.
        #[arg(long, value_name = "URL")]
        from: String,
        /// The database to fill, which must hold no row: a new SQLite file, or an empty
        /// PostgreSQL database.
        #[arg(long, value_name = "URL")]
        to: String,
    },
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
        /// Load the web front end instead: serve it in this process (on a temporary SQLite
        /// database unless --db names one), open this many live pages on one game while its
        /// players move by clicking (--moves moves), and print how fast each move reaches the
        /// pages and what a page costs.
        #[arg(long, value_name = "PAGES")]
        web: Option<usize>,
        /// With --web: the clicks go to a second service and web server on the same database,
        /// as on another process (on PostgreSQL, moves reach the pages through its
        /// notifications).
        #[arg(long, requires = "web")]
        two_processes: bool,
        /// The pages' side of --web, which starts it as a process of its own.
        #[arg(long, hide = true)]
        web_reader: bool,
    },
}

/// The most of what a person gave teban (an argument, a line of `.env`) that a refusal repeats:
/// as much as the table reads of a move, more than any game, level, contender or language is
/// long, and than any name of an argument clap shows. A wall of text is named by its start.
pub(crate) const ECHO: usize = LONGEST_MOVE;

/// The command line, or clap's refusal of it (exit status 2), with what it repeats of the
/// arguments cut to [`ECHO`] (its tip to retype a cut argument goes with it).
pub(crate) fn arguments() -> Cli {
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

/// A database named on the command line: a URL, or a SQLite file.
pub(crate) fn database_url(db: String) -> String {
    if db.contains("://") {
        db
    } else {
        format!("sqlite://{db}")
    }
}

/// The variant named on the command line: `--variant`, else `--players N`.
pub(crate) fn variant_of(variant: Option<String>, players: Option<u8>) -> Option<String> {
    variant.or_else(|| players.map(|n| format!("{n}-players")))
}

/// A position: a game, its variant and the moves played from the start; or a game record.
#[derive(Args)]
pub(crate) struct Position {
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
    pub(crate) fn source(self) -> anyhow::Result<Source> {
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
