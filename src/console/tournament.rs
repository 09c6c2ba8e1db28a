//! `teban tournament`: a whole tournament of computer players played through the game service on
//! a driven clock: created, joined, started and paired by the table exactly as on Discord (the
//! scheduler's [`Tournaments::tournaments_tick`](crate::table::Tournaments::tournaments_tick) pairs
//! each round once the one before is over), each move played with
//! [`Games::play`](crate::table::Games::play) by the player to move, at teban's chosen level. It
//! prints each round's pairings and results and the final standings with their tie-breaks, and can
//! write the whole as JSON (rounds → pairings → results; the standings with points and tie-breaks).
//!
//! It owns only the driving; every rule of the tournament is the table's.

use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::{bail, Context};

use crate::ai::{self, Level};
use crate::clock::ManualClock;
use crate::games::GameKind;
use crate::render::standings::score;
use crate::store::{TournamentFormat, TournamentStatus};
use crate::table::{
    Authority, Caller, GameId, Place, Player, Settings, Table, TournamentRequest, TournamentView,
};

/// The server and channel the tournament is played in.
const GUILD: u64 = 1;
const CHANNEL: u64 = 2;
/// How long each move takes on the driven clock (every game of a round moves at once).
const MOVE_TAKES_MS: i64 = 60 * 60 * 1000;
/// The most moves a round's games are given before the run gives up on them (no game is that
/// long).
const LONGEST_GAME: usize = 2_000;

/// What to play.
#[derive(Clone, Debug)]
pub struct TournamentPlan {
    pub kind: GameKind,
    pub variant: Option<String>,
    pub format: TournamentFormat,
    pub rounds: Option<u32>,
    pub players: u32,
    pub level: Level,
    pub seed: u64,
    /// teban's budget for one move.
    pub move_time: Duration,
}

/// `teban tournament`'s arguments.
#[derive(clap::Args, Debug)]
pub struct TournamentArgs {
    /// quoridor, sensei or niwa
    #[arg(long, value_parser = super::word::<GameKind>)]
    pub game: GameKind,
    /// The game's variant (a 2-player one; default: the game's first).
    #[arg(long)]
    pub variant: Option<String>,
    /// swiss, round-robin or double-round-robin
    #[arg(long, value_parser = super::word::<TournamentFormat>)]
    pub format: TournamentFormat,
    /// A Swiss's rounds.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=15))]
    pub rounds: Option<u32>,
    /// How many computer players take part.
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(2..=256))]
    pub players: u32,
    /// The level every player plays at: easy, normal, hard or master.
    #[arg(long, default_value_t = Level::Easy, value_parser = super::word::<Level>)]
    pub level: Level,
    /// The seed every game's moves come from: the same seed plays the same tournament.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The time budget of one move, in milliseconds (default: AI_MOVE_MS, else 2000).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=crate::table::MAX_AI_MOVE_MS))]
    pub move_ms: Option<u64>,
    /// Write the rounds and the final standings to this file as JSON.
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// Write the final standings' picture (as the announcement shows it) to this PNG file.
    #[arg(long, value_name = "FILE")]
    pub picture: Option<PathBuf>,
}

/// Runs `teban tournament` on a database of its own (a file in the temporary folder, removed
/// after), its clock driven from the start of 2026.
pub async fn main(
    args: TournamentArgs,
    move_time: Duration,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let file = std::env::temp_dir().join(format!("teban-tournament-{}.db", std::process::id()));
    let clock = ManualClock::at(1_767_225_600_000);
    let settings = Settings {
        database_url: format!("sqlite://{}", file.display()),
        clock: std::sync::Arc::new(clock.clone()),
        ..Settings::default()
    };
    let plan = TournamentPlan {
        kind: args.game,
        variant: args.variant,
        format: args.format,
        rounds: args.rounds,
        players: args.players,
        level: args.level,
        seed: args.seed,
        move_time,
    };
    let played = async {
        let table = Table::open(settings).await?;
        let view = run(&table, &clock, &plan, out).await?;
        if let Some(picture) = &args.picture {
            let png = table
                .tournaments()
                .tournament_picture(view.id)
                .await
                .map_err(|r| anyhow::anyhow!("{r}"))?
                .png();
            std::fs::write(picture, png)
                .with_context(|| format!("cannot write {}", picture.display()))?;
        }
        anyhow::Ok(view)
    }
    .await;
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", file.display()));
    }
    let view = played?;
    if let Some(json) = args.json {
        let text = serde_json::to_string_pretty(&view)?;
        std::fs::write(&json, text).with_context(|| format!("cannot write {}", json.display()))?;
    }
    Ok(())
}

/// Entrant `i`'s player: a terminal id of their own and a name.
fn entrant(i: u32) -> Caller {
    Caller::new(
        1_000 + u64::from(i),
        format!("player {:02}", i + 1),
        Some(GUILD),
        CHANNEL,
    )
}

/// Plays `plan` on `table` (whose clock is `clock`), printing each round to `out`; returns the
/// tournament as it ended.
pub async fn run(
    table: &Table,
    clock: &ManualClock,
    plan: &TournamentPlan,
    out: &mut impl Write,
) -> anyhow::Result<TournamentView> {
    let started = Instant::now();
    let organiser = entrant(0);
    let manager = Authority {
        manages_server: true,
        roles: Vec::new(),
    };
    let request = TournamentRequest {
        name: Some("teban tournament".to_string()),
        kind: plan.kind,
        variant: plan.variant.clone(),
        format: plan.format,
        rounds: plan.rounds,
        clock: None,
        rated: true,
        vacation: false,
        max_players: plan.players,
        signup_hours: None,
    };
    let announced = table
        .tournaments()
        .create_tournament(&organiser, &manager, request)
        .await
        .map_err(|r| anyhow::anyhow!("{r}"))?;
    let tournament = announced
        .tournament
        .context("the tournament was not announced")?;
    for i in 0..plan.players {
        table
            .tournaments()
            .join_tournament(&entrant(i), tournament)
            .await
            .map_err(|r| anyhow::anyhow!("player {}: {r}", i + 1))?;
    }
    table
        .tournaments()
        .start_tournament(&organiser, &manager, Some(tournament))
        .await
        .map_err(|r| anyhow::anyhow!("{r}"))?;
    let mut shown = 0;
    let mut moves = 0usize;
    loop {
        let view = table
            .tournaments()
            .tournament_view(tournament)
            .await
            .map_err(|r| anyhow::anyhow!("{r}"))?;
        let round = view.rounds_played.get(shown).cloned();
        if let Some(round) = round {
            let games: Vec<GameId> = round
                .pairings
                .iter()
                .filter(|p| p.result.is_none())
                .filter_map(|p| p.game)
                .collect();
            moves += play_round(table, clock, &games, plan).await?;
            table
                .tournaments()
                .tournaments_tick()
                .await
                .map_err(|r| anyhow::anyhow!("{r}"))?;
            let view = table
                .tournaments()
                .tournament_view(tournament)
                .await
                .map_err(|r| anyhow::anyhow!("{r}"))?;
            print_round(&view, shown, out)?;
            shown += 1;
            continue;
        }
        if view.status != TournamentStatus::Finished.as_str() {
            bail!(
                "the tournament stopped at round {} ({})",
                view.round,
                view.status
            );
        }
        print_standings(&view, out)?;
        // Nothing lost: every move the table acknowledged is in its game's log.
        let logged: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM moves m JOIN games g ON g.id = m.game_id \
             WHERE g.tournament_id = $1 AND m.entry = 'move'",
        )
        .bind(view.id)
        .fetch_one(table.store().pool())
        .await?;
        if logged != moves as i64 {
            bail!("{moves} moves were acknowledged but the log holds {logged}");
        }
        writeln!(
            out,
            "{} rounds, {} games, {moves} moves (every one in the log) in {:.1} s",
            view.rounds_played.len(),
            view.rounds_played
                .iter()
                .flat_map(|r| &r.pairings)
                .filter(|p| p.game.is_some())
                .count(),
            started.elapsed().as_secs_f64()
        )?;
        return Ok(view);
    }
}

/// Plays the round's `games` to their ends, a move in each in turn (each player's move an hour
/// of the driven clock after the last); returns how many moves they took.
async fn play_round(
    table: &Table,
    clock: &ManualClock,
    games: &[GameId],
    plan: &TournamentPlan,
) -> anyhow::Result<usize> {
    let mut moves = 0;
    for sweep in 0..LONGEST_GAME {
        clock.advance(MOVE_TAKES_MS);
        let mut playing = false;
        for game in games {
            if play_one(table, *game, plan, sweep).await? {
                moves += 1;
                playing = true;
            }
        }
        if !playing {
            return Ok(moves);
        }
    }
    bail!("the round did not end in {LONGEST_GAME} moves")
}

/// Plays the next move of `game`, if it is not over; whether it was not.
async fn play_one(
    table: &Table,
    game: GameId,
    plan: &TournamentPlan,
    sweep: usize,
) -> anyhow::Result<bool> {
    let row = table
        .store()
        .game(game)
        .await?
        .context("a tournament game vanished")?;
    let Some(seat) = row.state.to_move().filter(|_| !row.is_finished()) else {
        return Ok(false);
    };
    let player = row
        .seats
        .iter()
        .find(|s| s.seat == seat)
        .context("nobody sits at the seat to move")?;
    let state = row.state.clone();
    let seed = plan.seed ^ ((game.0 as u64) << 16) ^ sweep as u64;
    let (level, time) = (plan.level, plan.move_time);
    let notation = tokio::task::spawn_blocking(move || ai::choose_move(&state, level, seed, time))
        .await?
        .context("no legal move in a game that is not over")?;
    let place = Place {
        guild: row.guild,
        channel: row.channel,
    };
    let caller = Caller::at(Player::new(player.user, player.name.clone()), place);
    table
        .games()
        .play(&caller, &notation, Some(row.version))
        .await
        .map_err(|r| anyhow::anyhow!("game {}: {notation}: {r}", game.0))?;
    Ok(true)
}

fn print_round(view: &TournamentView, index: usize, out: &mut impl Write) -> anyhow::Result<()> {
    let Some(round) = view.rounds_played.get(index) else {
        return Ok(());
    };
    writeln!(out, "Round {}", round.round)?;
    for pairing in &round.pairings {
        match &pairing.second {
            Some(second) => writeln!(
                out,
                "  {:<12} {:<12} {}",
                pairing.first,
                second,
                pairing.result.as_deref().unwrap_or("*")
            )?,
            None => writeln!(out, "  {:<12} bye", pairing.first)?,
        }
    }
    Ok(())
}

fn print_standings(view: &TournamentView, out: &mut impl Write) -> anyhow::Result<()> {
    writeln!(out, "Final standings ({})", view.name)?;
    writeln!(
        out,
        "  {:>4}  {:<12} {:>6} {:>16} {:>16} {:>5}",
        "#", "player", "points", view.tie_breaks[0], view.tie_breaks[1], "games"
    )?;
    for line in &view.standings {
        writeln!(
            out,
            "  {:>4}  {:<12} {:>6} {:>16} {:>16} {:>5}{}",
            line.standing.rank,
            line.name,
            score(line.standing.points),
            score(line.standing.tie_breaks[0]),
            score(line.standing.tie_breaks[1]),
            line.standing.played,
            if line.standing.withdrawn {
                " (withdrawn)"
            } else {
                ""
            }
        )?;
    }
    Ok(())
}
