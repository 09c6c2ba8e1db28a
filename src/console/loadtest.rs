//! `teban loadtest`: many games in different channels played at once through the service, each
//! move also clicked a second time at the same moment (a doubled click), then the log of every
//! game this process played is read back to show that each move it was told applied is there
//! exactly once. Several processes may run it at once on one database (PostgreSQL, or one SQLite
//! file): each plays its own games and checks its own.
//!
//! Each player's move is timed from the click to its answer, so that the run shows what teban's
//! thinking (on blocking threads, off the async runtime) does to everyone else's answers.
//!
//! Games against teban (`teban_games`) add the work no player's click starts: teban's turns,
//! claimed in the database by whichever process takes them (see `table::teban`). Each process
//! takes up due turns every [`SWEEP`], as the bot's scheduler does, so when one process dies the
//! others take over the turns it had claimed once its claims run out; `serve_until_idle` keeps a
//! process at it after its own games, until no turn of teban is left anywhere.
//!
//! With `analyses`, that many finished games are queued for the engine's analysis before the
//! games begin, and analysed one at a time beside them (as the bot's analyses task does, at the
//! least priority: see `table::analyses`), so that the answers' times show what analyses cost
//! the players.
//!
//! It owns only the driving and the counting; every move goes through
//! [`Games::play`](crate::table::Games::play) exactly as the bot's would; with `pictures`, each
//! answer's picture is also drawn as the bot draws it (the service itself draws nothing).

use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{ensure, Context};
use rand::seq::SliceRandom;
use rand::Rng;
use tokio::sync::Semaphore;

use crate::ai::Level;
use crate::games::GameKind;
use crate::table::{
    Caller, ChannelId, GameCard, GameId, GuildId, Place, Player, Refusal, Reply, Table,
};

/// How often a process takes up teban's turns that fell due.
pub const SWEEP: Duration = Duration::from_millis(100);

/// What to play.
#[derive(Clone, Debug)]
pub struct LoadPlan {
    /// Games between two players, every move clicked twice.
    pub games: usize,
    /// Games of a player against teban, at this level.
    pub teban_games: usize,
    pub teban_level: Level,
    /// Moves per game (of the players; fewer if the game ends first).
    pub moves: usize,
    /// How many games are played at the same moment.
    pub concurrency: usize,
    /// Draw the picture of every answer as the bot does, within its answer's time (off: the
    /// service alone, as with `RENDER_BOARDS=false`).
    pub pictures: bool,
    /// After its own games: take up teban's turns until none is left anywhere (at most this
    /// long).
    pub serve_until_idle: Option<Duration>,
    /// A file to which every acknowledged move is written as it is acknowledged (`game seq
    /// notation`), so that a test can check the moves of a process it killed.
    pub acks: Option<PathBuf>,
    /// Finished games analysed in the background while the games are played.
    pub analyses: usize,
}

/// What a load run did.
#[derive(Clone, Debug, Default)]
pub struct LoadReport {
    pub games: usize,
    /// Moves the service acknowledged to this process's players.
    pub applied: u64,
    /// Doubled clicks refused as stale (or as not the player's turn any more).
    pub refused: u64,
    /// teban's moves this process made (in its games or others').
    pub teban_moves: u64,
    /// Acknowledged moves found in the log where they were acknowledged.
    pub logged: u64,
    /// Acknowledged moves missing from the log.
    pub missing: u64,
    /// Moves of this process's players in the log that nobody was told applied (doubled).
    pub unacknowledged: u64,
    /// The time the games took (without the serving after them).
    pub seconds: f64,
    /// How long each acknowledged move of a player took to answer, sorted.
    pub answers: Vec<Duration>,
    /// Analyses queued before the games, and those made while they were played.
    pub analyses_queued: usize,
    pub analysed: u64,
}

impl LoadReport {
    /// The time within which `per_cent` of the players' moves were answered (nearest rank).
    pub fn answer_percentile(&self, per_cent: usize) -> Duration {
        let rank = (self.answers.len() * per_cent).div_ceil(100).max(1);
        self.answers.get(rank - 1).copied().unwrap_or_default()
    }

    pub fn moves_per_second(&self) -> f64 {
        self.applied as f64 / self.seconds.max(1e-9)
    }

    /// Nothing lost, nothing doubled.
    pub fn is_consistent(&self) -> bool {
        self.missing == 0 && self.unacknowledged == 0 && self.logged == self.applied
    }
}

/// The moves acknowledged to this process: per game, notation by log sequence number.
type Acks = Arc<Mutex<BTreeMap<GameId, BTreeMap<u32, String>>>>;

/// Plays `plan` and checks the log.
pub async fn run(table: &Table, plan: &LoadPlan) -> anyhow::Result<LoadReport> {
    let acks: Acks = Arc::default();
    let journal = match &plan.acks {
        Some(path) => Some(Arc::new(Mutex::new(
            std::fs::File::create(path).with_context(|| path.display().to_string())?,
        ))),
        None => None,
    };
    let applied = Arc::new(AtomicU64::new(0));
    let answers: Arc<Mutex<Vec<Duration>>> = Arc::default();
    let refused = Arc::new(AtomicU64::new(0));
    let teban_moves = Arc::new(AtomicU64::new(0));
    let taken = Taken::default();
    // Channels of their own: this run's start and process make them differ from any other's.
    let run_id = (crate::clock::Clock::now_ms(&crate::clock::SystemClock) as u64)
        .wrapping_mul(31)
        .wrapping_add(u64::from(std::process::id()));
    let analysed = Arc::new(AtomicU64::new(0));
    let analyses_queued = queue_analyses(table, plan, run_id).await?;
    let analyser = tokio::spawn(analyse_beside(table.clone(), analysed.clone()));
    let sweeper = tokio::spawn(sweep(table.clone(), taken.clone()));
    let gate = Arc::new(Semaphore::new(plan.concurrency.max(1)));
    let started = Instant::now();
    let mut tasks = Vec::with_capacity(plan.games + plan.teban_games);
    for n in 0..(plan.games + plan.teban_games) as u64 {
        let against_teban = n >= plan.games as u64;
        let player = Driver {
            table: table.clone(),
            acks: acks.clone(),
            journal: journal.clone(),
            applied: applied.clone(),
            answers: answers.clone(),
            refused: refused.clone(),
            teban_moves: teban_moves.clone(),
            pictures: plan.pictures,
        };
        let gate = gate.clone();
        let (moves, level) = (plan.moves, plan.teban_level);
        tasks.push(tokio::spawn(async move {
            let _permit = gate.acquire().await?;
            let place = Place {
                guild: Some(GuildId(1)),
                channel: ChannelId(
                    run_id.wrapping_mul(1_000_003).wrapping_add(n) & ((1 << 62) - 1),
                ),
            };
            let north = Player::new(2 * n + 1, format!("north{n}"));
            let players = if against_teban {
                [north, Player::teban(level)]
            } else {
                [north, Player::new(2 * n + 2, format!("south{n}"))]
            };
            player.play(place, &players, moves).await
        }));
    }
    for task in tasks {
        task.await??;
    }
    let seconds = started.elapsed().as_secs_f64();
    analyser.abort();
    if let Some(most) = plan.serve_until_idle {
        let until = Instant::now() + most;
        while table.store().outstanding_teban_turns().await? > 0 {
            ensure!(
                Instant::now() <= until,
                "teban's turns are still outstanding"
            );
            tokio::time::sleep(SWEEP).await;
        }
    }
    sweeper.abort();
    // The turns taken up are counted once they are played.
    let turns = std::mem::take(&mut *taken.lock().unwrap_or_else(|e| e.into_inner()));
    for turn in turns {
        let made = turn.await.unwrap_or_default();
        teban_moves.fetch_add(made as u64, Ordering::Relaxed);
    }
    let mut report = LoadReport {
        games: plan.games + plan.teban_games,
        applied: applied.load(Ordering::Relaxed),
        refused: refused.load(Ordering::Relaxed),
        teban_moves: teban_moves.load(Ordering::Relaxed),
        seconds,
        analyses_queued,
        analysed: analysed.load(Ordering::Relaxed),
        ..LoadReport::default()
    };
    report.answers = std::mem::take(&mut *answers.lock().unwrap_or_else(|e| e.into_inner()));
    report.answers.sort();
    let acks = std::mem::take(&mut *acks.lock().unwrap_or_else(|e| e.into_inner()));
    for (game, acked) in acks {
        let (logged, missing, unacknowledged) = check_log(table, game, &acked).await?;
        report.logged += logged;
        report.missing += missing;
        report.unacknowledged += unacknowledged;
    }
    Ok(report)
}

/// Prints what a load run did (on the database `backend`): its moves and speed, how fast a
/// player's move was answered, and whether the log of this process's games holds every
/// acknowledged move once; that it does not is an error.
pub fn report(report: &LoadReport, backend: &str, out: &mut impl Write) -> anyhow::Result<()> {
    writeln!(
        out,
        "{} games on {backend}, {} moves applied, {} doubled clicks refused, {} moves of teban in \
         {:.2} s: {:.0} moves/s",
        report.games,
        report.applied,
        report.refused,
        report.teban_moves,
        report.seconds,
        report.moves_per_second()
    )?;
    writeln!(
        out,
        "a player's move answered in {:.1} ms (median), {:.1} ms (99th percentile)",
        report.answer_percentile(50).as_secs_f64() * 1e3,
        report.answer_percentile(99).as_secs_f64() * 1e3
    )?;
    if report.analyses_queued > 0 {
        writeln!(
            out,
            "{} finished games queued for analysis, {} analysed while the games were played",
            report.analyses_queued, report.analysed
        )?;
    }
    writeln!(
        out,
        "move log of this process's games: {} of {} acknowledged moves, {} missing, {} \
         unacknowledged: {}",
        report.logged,
        report.applied,
        report.missing,
        report.unacknowledged,
        if report.is_consistent() {
            "nothing lost or doubled"
        } else {
            "MISMATCH"
        }
    )?;
    ensure!(
        report.is_consistent(),
        "the move log does not match the acknowledged moves"
    );
    Ok(())
}

/// Compares a game's log with the moves acknowledged in it: how many are there, how many are
/// missing, and how many moves of players (not teban) are in the log unacknowledged.
async fn check_log(
    table: &Table,
    game: GameId,
    acked: &BTreeMap<u32, String>,
) -> anyhow::Result<(u64, u64, u64)> {
    let row = table
        .store()
        .game(game)
        .await?
        .with_context(|| format!("game {} is gone", game.0))?;
    let log = table.store().log(game).await?;
    let by_seq: BTreeMap<u32, &str> = log.iter().map(|e| (e.seq, e.notation.as_str())).collect();
    let logged = acked
        .iter()
        .filter(|(seq, notation)| by_seq.get(seq) == Some(&notation.as_str()))
        .count() as u64;
    let players_entries = log
        .iter()
        .filter(|e| {
            let user = row.seats.iter().find(|s| s.seat == e.seat).map(|s| s.user);
            user.is_some_and(|u| Player::teban_level(u).is_none())
        })
        .filter(|e| !acked.contains_key(&e.seq))
        .count() as u64;
    Ok((logged, acked.len() as u64 - logged, players_entries))
}

/// How many plies each game queued for analysis has ([`queue_analyses`]): about the length of a
/// Quoridor game between people.
pub const ANALYSED_PLIES: usize = 40;

/// Plays `plan.analyses` games of [`ANALYSED_PLIES`] random moves (or until they end), ends
/// each by a resignation and queues its analysis, before the load begins: how many were queued.
async fn queue_analyses(table: &Table, plan: &LoadPlan, run_id: u64) -> anyhow::Result<usize> {
    let mut queued = 0;
    for n in 0..plan.analyses as u64 {
        // A server each: a server may have only a few analyses waiting.
        let place = Place {
            guild: Some(GuildId(1_000 + n)),
            channel: ChannelId(run_id.wrapping_mul(7_000_003).wrapping_add(n) & ((1 << 62) - 1)),
        };
        let first = 1_000_000 + 2 * n;
        let players = [
            Player::new(first, format!("east{n}")),
            Player::new(first + 1, format!("west{n}")),
        ];
        let mut card = table
            .games()
            .sit(place, &players, GameKind::Quoridor, None, false)
            .await?
            .card;
        for _ in 0..ANALYSED_PLIES {
            let Some(mover) = card.player_to_move().cloned() else {
                break;
            };
            let caller = Caller::at(mover, place);
            let Some(notation) = pick_move(table, &caller).await else {
                break;
            };
            card = table
                .games()
                .play(&caller, &notation, Some(card.version))
                .await?
                .card
                .context("a move came back without the game")?;
        }
        if let Some(mover) = card.player_to_move().cloned() {
            let caller = Caller::at(mover, place);
            table.games().resign(&caller, None).await?;
        }
        let asker = Caller::at(Player::new(first, "east"), place);
        table.analyses().request_analysis(&asker, None).await?;
        queued += 1;
    }
    Ok(queued)
}

/// Analyses what is queued, one at a time, as the bot's analyses task does, counting them.
async fn analyse_beside(table: Table, analysed: Arc<AtomicU64>) {
    loop {
        match table.analyses().analyse_next().await {
            Ok(Some(_)) => {
                analysed.fetch_add(1, Ordering::Relaxed);
            }
            Ok(None) => tokio::time::sleep(SWEEP).await,
            Err(refusal) => {
                tracing::warn!(%refusal, "an analysis failed");
                tokio::time::sleep(SWEEP).await;
            }
        }
    }
}

/// The turns of teban a sweep took up, each ending with the moves it made.
type Taken = Arc<Mutex<Vec<tokio::task::JoinHandle<usize>>>>;

/// Takes up teban's due turns every [`SWEEP`], as the bot's scheduler does.
async fn sweep(table: Table, taken: Taken) {
    loop {
        if let Ok(turns) = table.games().take_up_due_turns().await {
            taken
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .extend(turns);
        }
        tokio::time::sleep(SWEEP).await;
    }
}

/// One game's player(s), and where they report.
struct Driver {
    table: Table,
    acks: Acks,
    journal: Option<Arc<Mutex<std::fs::File>>>,
    applied: Arc<AtomicU64>,
    answers: Arc<Mutex<Vec<Duration>>>,
    refused: Arc<AtomicU64>,
    teban_moves: Arc<AtomicU64>,
    /// Draw each answer's picture, as the bot does.
    pictures: bool,
}

impl Driver {
    /// A move's answer, its picture drawn when the run draws pictures (as the bot would before
    /// sending it).
    async fn shown(&self, answer: Result<Reply, Refusal>) -> Result<Reply, Refusal> {
        if let (
            true,
            Ok(Reply {
                picture: Some(picture),
                ..
            }),
        ) = (self.pictures, &answer)
        {
            std::hint::black_box(picture.clone().drawn().await);
        }
        answer
    }

    async fn play(&self, place: Place, players: &[Player; 2], moves: usize) -> anyhow::Result<()> {
        let table = &self.table;
        let seating = table
            .games()
            .sit(place, players, GameKind::Quoridor, None, true)
            .await?;
        let game = seating.game;
        let mut card = seating.card;
        let mut made = 0;
        while made < moves {
            if card.teban_to_move() {
                card = self.await_teban(&card).await?;
                continue;
            }
            let Some(mover) = card.player_to_move().cloned() else {
                break;
            };
            let caller = Caller::at(mover, place);
            let Some(notation) = pick_move(table, &caller).await else {
                break;
            };
            let seen = Some(card.version);
            let asked = Instant::now();
            let (first, second) = tokio::join!(
                async {
                    self.shown(table.games().play(&caller, &notation, seen).await)
                        .await
                },
                async {
                    self.shown(table.games().play(&caller, &notation, seen).await)
                        .await
                }
            );
            self.answers
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(asked.elapsed());
            let mut next: Option<GameCard> = None;
            for answer in [first, second] {
                match answer {
                    Ok(reply) => {
                        let shown = reply.card.context("a move came back without the game")?;
                        self.acknowledged(game, shown.version, &notation)?;
                        next = Some(shown);
                    }
                    Err(Refusal::Stale { .. } | Refusal::NotYourTurn { .. }) => {
                        self.refused.fetch_add(1, Ordering::Relaxed);
                    }
                    Err(other) => return Err(other.into()),
                }
            }
            card = next.context("both clicks were refused")?;
            made += 1;
        }
        Ok(())
    }

    /// teban's move after the player's: made here (as the bot follows a player's move), or by
    /// whichever process claimed the turn, waited for.
    async fn await_teban(&self, card: &GameCard) -> anyhow::Result<GameCard> {
        let table = &self.table;
        let made = table.games().teban_plays(card.game).await?;
        self.teban_moves.fetch_add(made as u64, Ordering::Relaxed);
        loop {
            let row = table
                .store()
                .game(card.game)
                .await?
                .context("the game is gone")?;
            if row.version > card.version {
                return Ok(table.games().card(card.game).await?);
            }
            tokio::time::sleep(SWEEP / 4).await;
        }
    }

    fn acknowledged(&self, game: GameId, seq: u32, notation: &str) -> anyhow::Result<()> {
        self.applied.fetch_add(1, Ordering::Relaxed);
        if let Some(journal) = &self.journal {
            let mut file = journal.lock().unwrap_or_else(|e| e.into_inner());
            writeln!(file, "{} {seq} {notation}", game.0)?;
        }
        self.acks
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(game)
            .or_default()
            .insert(seq, notation.to_string());
        Ok(())
    }
}

/// A random legal move, found the way a player would: through autocomplete of a random file
/// letter (falling back to any move).
async fn pick_move(table: &Table, caller: &Caller) -> Option<String> {
    let letter = (b'a' + rand::thread_rng().gen_range(0..9u8)) as char;
    let mut moves = table
        .games()
        .autocomplete(caller, &letter.to_string(), 25)
        .await;
    if moves.is_empty() {
        moves = table.games().autocomplete(caller, "", 25).await;
    }
    moves.choose(&mut rand::thread_rng()).cloned()
}
