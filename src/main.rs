//! The `teban` command line: the engine-work commands (`perft`, `legal`) over the shared rules.

use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, Parser, Subcommand};
use teban::games::{AnyGame, GameKind};

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
}

/// A position: a game, its variant and the moves played from the start.
#[derive(Args)]
struct Position {
    /// quoridor
    game: GameKind,
    /// Number of players (Quoridor: 2 or 4).
    #[arg(long)]
    players: Option<u8>,
    /// The game's variant (Quoridor: 2-players or 4-players; Sensei: its preset; Niwa: its
    /// garden).
    #[arg(long, visible_alias = "preset", visible_alias = "garden")]
    variant: Option<String>,
    /// The moves played so far, in order: separated by spaces (Quoridor) or by `;`.
    #[arg(long, default_value = "")]
    moves: String,
}

impl Position {
    /// Replays the moves, or says which one failed and why.
    fn game(&self) -> Result<AnyGame, String> {
        let variant = match (&self.variant, self.players) {
            (Some(v), _) => Some(v.clone()),
            (None, Some(n)) => Some(format!("{n}-players")),
            (None, None) => None,
        };
        let moves = self.game.split_moves(&self.moves);
        AnyGame::replay(self.game, variant.as_deref(), &moves).map_err(|e| e.to_string())
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => return teban::discord::run(),
        Some(Command::Perft { position, depth }) => position.game().map(|game| {
            let started = Instant::now();
            let count = game.perft(depth);
            let seconds = started.elapsed().as_secs_f64();
            println!(
                "perft {} depth {depth}: {:.3} s, {:.1} M sequences/s",
                game.kind().name(),
                seconds,
                count as f64 / seconds.max(1e-9) / 1e6
            );
            println!("{count}");
        }),
        Some(Command::Legal { position }) => position.game().map(|game| {
            for mv in game.legal_moves() {
                println!("{mv}");
            }
        }),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("teban: {message}");
            ExitCode::from(2)
        }
    }
}
