//! Analyses of games by the engine, as the table hands them out: `/analysis` and the Analyse
//! button queue one ([`Analyses::request_analysis`]); a scheduler round of any process claims the
//! oldest waiting one with a lease and analyses it on the thinking thread, at the least priority
//! ([`Analyses::analyse_next`]); the result is stored and its post written to the outbox in one
//! transaction, then delivered like every post (the chart attached, drawn when delivered). What
//! an analysis finds is [`crate::ai::analysis`]'s; this file decides who may ask, what is said,
//! and where it goes.
//!
//! Decisions where the issue is silent:
//! - Without `game:`, the caller's newest game in this channel or thread, else the newest game
//!   of this thread (a spectator asking in the game's thread). With it, a game of the caller's
//!   server only: another server's game is "no such game" (outside a server, only a game the
//!   caller sat at).
//! - An unfinished game is analysed only for its players, and its result goes only to the one
//!   who asked, by direct message through the outbox (falling back like the turn DMs); never
//!   while teban plays it at master level (the engine must not help against itself).
//! - Analyses do not wait while master thinks in the process: they think at the least priority
//!   ([`ANALYSIS_NICENESS`], below teban's own moves), so teban's moves and the players' answers
//!   get the cores first, and the analysis, cut by depth and not by the clock, is the same.
//! - A second request finds the stored analysis and shows it at once, only to the one who asked
//!   (the chart and the words, in their language): nothing is analysed twice. A request while the
//!   game's analysis waits or runs says so.
//! - At most [`SERVER_WAITING`] analyses wait per server and [`PLAYER_WAITING`] per player; a
//!   process analyses one game at a time.
//! - Moves are numbered as the game's log and record number them and as its status line says
//!   ("move 4"): every player's move counts, the first move is move 1 (the ply before it, plus
//!   one). Chances are whole percents.
//! - A game is analysed up to its first entry that is not a move (a resignation in a four-player
//!   game ends the analysis there: the engine judges positions, not who left).

use crate::key;
use std::time::Duration;

use crate::ai::analysis::{analyse, Analysis};
use crate::ai::Level;
use crate::games::{AnyGame, Seat};
use crate::i18n::{Lang, Said};
use crate::model::{EntryKind, GameRow};
use crate::say;
use crate::store::Store;
use crate::store::{AnalysisRow, LogEntry, NewAnalysis, NewPost, PostKind, PostRow, Queuing};
use crate::table::settings::ServerSettings;
use crate::table::shared::think_aside_at;
use crate::table::shared::{Attachment, Caller, GameId, Picture, Player, Refusal, Reply, Viewer};
use crate::text::{marks, Mark, Text};
use std::sync::Arc;

/// How long a claim on an analysis lasts; the process that holds it renews it every
/// [`RENEW_EVERY`] while it thinks, so only a dead process's claim runs out.
pub const ANALYSIS_LEASE_MS: i64 = 120_000;
/// How often a running analysis renews its claim.
const RENEW_EVERY: Duration = Duration::from_secs(30);
/// The OS priority an analysis thinks at: the least (teban's own moves think at
/// [`crate::table::shared::THINKING_NICENESS`]).
pub const ANALYSIS_NICENESS: i32 = 19;
/// How many analyses may wait (or run) at once for one server.
pub const SERVER_WAITING: u32 = 5;
/// How many analyses may wait (or run) at once for one player.
pub const PLAYER_WAITING: u32 = 2;
/// How many moves of each player the post names.
pub const MISTAKES: usize = 3;

/// A chance as the post shows it: a whole percent.
pub fn percent(chance: f64) -> String {
    format!("{:.0}", (chance * 100.0).clamp(0.0, 100.0))
}

/// What an analysis says of a game, in `lang`: a line on what the chart shows, then for each
/// player the [`MISTAKES`] moves that cost them most, with the engine's move and the chances
/// before and after ("move 14, ann played d5v (62 % → 41 %); better: e6").
pub fn analysis_text(game: GameId, analysis: &Analysis, names: &[String], lang: Lang) -> Text {
    Text::join(said_lines(game, analysis, names, lang), "\n")
}

/// [`analysis_text`], one line each.
fn said_lines(game: GameId, analysis: &Analysis, names: &[String], lang: Lang) -> Vec<Text> {
    let mut lines = vec![say!(lang, "analyses-post-lead", game = game.0.to_string())];
    for (index, name) in names.iter().enumerate() {
        let seat = Seat(index as u8);
        let mistakes = analysis.mistakes(seat, MISTAKES);
        if mistakes.is_empty() {
            lines.push(say!(
                lang,
                "analyses-post-no-mistake",
                player = marks::name(name)
            ));
            continue;
        }
        for ply in mistakes {
            let said = |key| {
                Said::new(key)
                    .with("move", (ply.ply + 1).to_string())
                    .with_mark("player", marks::name(name))
                    .with("played", ply.played.as_str())
                    .with("before", percent(ply.before))
                    .with("after", percent(ply.after))
            };
            let line = match &ply.best {
                Some(best) => said(key!("analyses-post-mistake")).with("best", best.as_str()),
                None => said(key!("analyses-post-mistake-no-best")),
            };
            let mut text = Text::words("- ");
            text.push(&line.text(lang));
            lines.push(text);
        }
    }
    lines
}

/// The moves the analysis of `log` at `version` judges: the log's moves up to `version`, to the
/// first entry that is not a move.
pub fn moves_of(log: &[LogEntry], version: u32) -> Vec<String> {
    log.iter()
        .filter(|e| e.seq <= version)
        .take_while(|e| e.kind == EntryKind::Move)
        .map(|e| e.notation.clone())
        .collect()
}

/// The names of `row`'s seats, seat 1 first.
fn names_of(row: &GameRow) -> Vec<String> {
    (0..row.state.seat_count())
        .map(|i| row.name_of(Seat(i as u8)))
        .collect()
}

/// Whether teban plays `row` at master level.
fn against_master(row: &GameRow) -> bool {
    row.seats
        .iter()
        .any(|s| Player::teban_level(s.user) == Some(Level::Master))
}

/// The analysis of finished games: queued, claimed with a lease, analysed aside and stored, and
/// shown. It holds the store, the outbox's wake-up, its own queue's, and the servers' settings (a
/// channel's language).
pub struct Analyses {
    pub(in crate::table) store: Store,
    /// Woken whenever an analysis's post is written to the outbox.
    pub(in crate::table) posts: Arc<tokio::sync::Notify>,
    /// Woken whenever a request queues an analysis (see [`Analyses::analyses_waiting`]).
    pub(in crate::table) queued: Arc<tokio::sync::Notify>,
    pub(in crate::table) servers: Arc<ServerSettings>,
}

impl Analyses {
    /// Queues the analysis of a game (see the module's decisions for which one, and who may),
    /// and answers at once: where the result will come, or the stored analysis when there is one.
    pub async fn request_analysis(
        &self,
        caller: &Caller,
        game: Option<GameId>,
    ) -> Result<Reply, Refusal> {
        let row = self.game_to_analyse(caller, game).await?;
        let game = row.id;
        let finished = row.is_finished();
        if !finished && row.seat_of(caller.player.id).is_none() {
            return Err(Said::new(key!("analyses-unfinished-not-yours"))
                .with("game", game.0.to_string())
                .into());
        }
        if !finished && against_master(&row) {
            return Err(Said::new(key!("analyses-against-master"))
                .with("game", game.0.to_string())
                .into());
        }
        let log = self.store.log(row.id).await?;
        if moves_of(&log, row.version).is_empty() {
            return Err(Said::new(key!("analyses-no-moves"))
                .with("game", game.0.to_string())
                .into());
        }
        let new = NewAnalysis {
            game: row.id,
            version: row.version,
            guild: row.guild,
            requested_by: caller.player.id,
            recipient: (!finished).then_some(caller.player.id),
        };
        let now = self.store.now();
        let queued = self
            .store
            .queue_analysis(&new, SERVER_WAITING, PLAYER_WAITING, now)
            .await?;
        let id = game.0.to_string();
        match queued {
            Queuing::Queued(_) if finished => {
                self.queued.notify_one();
                let lang = self.servers.channel_lang(caller).await?;
                Ok(Reply {
                    text: say!(lang, "analyses-queued", game = id, channel = channel(&row)),
                    lang,
                    ..Reply::default()
                })
            }
            Queuing::Queued(_) => {
                self.queued.notify_one();
                let text = say!(caller.lang, "analyses-queued-private", game = id);
                Ok(Reply::private(text, caller.lang))
            }
            Queuing::Exists(stored) => match stored.analysis {
                Some(result) => self.stored_analysis(&row, &result, caller.lang).await,
                None => {
                    let text = say!(caller.lang, "analyses-already-queued", game = id);
                    Ok(Reply::private(text, caller.lang))
                }
            },
            Queuing::ServerFull { limit } => Err(Said::new(key!("analyses-server-full"))
                .with_number("limit", limit)
                .into()),
            Queuing::PlayerFull { limit } => Err(Said::new(key!("analyses-player-full"))
                .with_number("limit", limit)
                .into()),
        }
    }

    /// The game `/analysis` means (see the module's decisions).
    async fn game_to_analyse(
        &self,
        caller: &Caller,
        game: Option<GameId>,
    ) -> Result<GameRow, Refusal> {
        let Some(game) = game else {
            let channel = caller.place.channel;
            let own = self.store.latest_game_in(channel, caller.player.id).await?;
            let row = match own {
                Some(row) => Some(row),
                None => self.store.latest_game_of(channel).await?,
            };
            return row.ok_or_else(|| Refusal::NoGameHere {
                hint: Said::new(key!("analyses-no-game-hint")).text(caller.lang),
            });
        };
        let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
        // Another server's game is not named to a stranger, not even as existing.
        Some(row)
            .filter(|row| Viewer::member(caller).sees(row))
            .ok_or(Refusal::NoSuchGame)
    }

    /// A stored analysis shown only to the one who asked, in their language, with its chart.
    async fn stored_analysis(
        &self,
        row: &GameRow,
        result: &str,
        lang: Lang,
    ) -> Result<Reply, Refusal> {
        let analysis = parse(result)?;
        let names = names_of(row);
        let text = analysis_text(row.id, &analysis, &names, lang);
        Ok(Reply {
            files: vec![chart(row.id, analysis, names, lang)],
            ..Reply::private(text, lang)
        })
    }

    /// The analysis of `row` as it stands, when one was made: its words in `lang`, one a line
    /// (the lead, then each player's costliest moves), as the post says them.
    pub async fn analysis_lines(
        &self,
        row: &GameRow,
        lang: Lang,
    ) -> Result<Option<Vec<Text>>, Refusal> {
        let Some(analysis) = self.analysis_now(row).await? else {
            return Ok(None);
        };
        Ok(Some(said_lines(row.id, &analysis, &names_of(row), lang)))
    }

    /// The chart of the analysis of `row` as it stands, in `lang`, when one was made.
    pub async fn analysis_chart(
        &self,
        row: &GameRow,
        lang: Lang,
    ) -> Result<Option<Picture>, Refusal> {
        let Some(analysis) = self.analysis_now(row).await? else {
            return Ok(None);
        };
        Ok(Some(Picture::Chances {
            analysis,
            names: names_of(row),
            lang,
        }))
    }

    /// The stored analysis of `row` at its version, if it is done.
    async fn analysis_now(&self, row: &GameRow) -> Result<Option<Analysis>, Refusal> {
        let stored = self.store.analysis_of(row.id, row.version).await?;
        stored
            .and_then(|s| s.analysis)
            .map(|r| parse(&r))
            .transpose()
    }

    /// An analysis post as the outbox delivers it: its words, and the chart drawn now.
    pub(super) async fn analysis_shown(
        &self,
        post: &PostRow,
        game: GameId,
    ) -> Result<Reply, Refusal> {
        let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
        let version = post.version.unwrap_or(row.version);
        let stored = self.store.analysis_of(game, version).await?;
        let files = match stored.and_then(|s| s.analysis) {
            Some(result) => vec![chart(game, parse(&result)?, names_of(&row), row.lang)],
            None => Vec::new(),
        };
        Ok(Reply {
            text: post.text.clone(),
            lang: row.lang,
            files,
            ..Reply::default()
        })
    }

    /// Claims the oldest waiting analysis nobody holds, analyses it on the thinking thread (at
    /// [`ANALYSIS_NICENESS`], renewing the claim while it thinks), and stores it with its post,
    /// unless another process stored it first. The game it analysed, or `None` when none waits.
    pub async fn analyse_next(&self) -> Result<Option<GameId>, Refusal> {
        let now = self.store.now();
        let Some(claimed) = self
            .store
            .claim_analysis(now, now + ANALYSIS_LEASE_MS)
            .await?
        else {
            return Ok(None);
        };
        let game = claimed.game;
        let Some(row) = self.store.game(claimed.game).await? else {
            self.store.drop_analysis(claimed.id).await?;
            return Ok(Some(game));
        };
        let log = self.store.log(row.id).await?;
        let moves = moves_of(&log, claimed.version);
        let start = AnyGame::new(row.kind, Some(&row.variant))
            .map_err(|e| Refusal::failed(&format_args!("{game}: {e}")))?;
        let thinking = think_aside_at(ANALYSIS_NICENESS, move || analyse(&start, &moves, |_| {}));
        let analysis = match self.renewing(claimed.id, thinking).await {
            Ok(Ok(analysis)) => analysis,
            Ok(Err(damaged)) => {
                // The rules refuse the stored log: it can never be analysed.
                self.store.drop_analysis(claimed.id).await?;
                return Err(Refusal::failed(&format_args!(
                    "analysing {game}: {damaged}"
                )));
            }
            Err(thread) => {
                self.store.hold_analysis(claimed.id, None).await?;
                return Err(Refusal::failed(&format_args!("analysing {game}: {thread}")));
            }
        };
        self.store_analysis(&claimed, &row, &analysis).await?;
        Ok(Some(game))
    }

    /// Waits for `thinking`, renewing the claim on `analysis` every [`RENEW_EVERY`] meanwhile.
    async fn renewing<T>(
        &self,
        analysis: i64,
        thinking: impl std::future::Future<Output = T>,
    ) -> T {
        tokio::pin!(thinking);
        let mut renew = tokio::time::interval(RENEW_EVERY);
        renew.tick().await;
        loop {
            tokio::select! {
                done = &mut thinking => return done,
                _ = renew.tick() => {
                    let until = self.store.now() + ANALYSIS_LEASE_MS;
                    if let Err(e) = self.store.hold_analysis(analysis, Some(until)).await {
                        tracing::warn!(error = %e, analysis, "cannot renew the claim on an analysis");
                    }
                }
            }
        }
    }

    /// Stores `analysis` and writes its post (in the game's thread or channel; to the one who
    /// asked, for an unfinished game), in one transaction; nothing when another process did.
    async fn store_analysis(
        &self,
        claimed: &AnalysisRow,
        row: &GameRow,
        analysis: &Analysis,
    ) -> Result<(), Refusal> {
        let result = serde_json::to_string(analysis).map_err(|e| Refusal::failed(&e))?;
        let post = NewPost {
            channel: row.channel,
            kind: PostKind::Analysis,
            text: analysis_text(row.id, analysis, &names_of(row), row.lang),
            mention: Vec::new(),
            edit: None,
            recipient: claimed.recipient,
        };
        let now = self.store.now();
        let (id, version) = (claimed.id, claimed.version);
        if self
            .store
            .finish_analysis(id, &result, &post, row.id, version, now)
            .await?
        {
            self.posts.notify_one();
        }
        Ok(())
    }

    /// Returns when an analysis was queued in this process since the last call: the scheduler
    /// waits on this between rounds.
    pub async fn analyses_waiting(&self) {
        self.queued.notified().await
    }
}

/// Where a game is played, as a link.
fn channel(row: &GameRow) -> Mark {
    marks::channel(row.channel)
}

/// A stored analysis, read back.
fn parse(result: &str) -> Result<Analysis, Refusal> {
    serde_json::from_str(result)
        .map_err(|e| Refusal::failed(&format_args!("a stored analysis: {e}")))
}

/// The chart of an analysis as an attachment (`teban-analysis-12.png`), drawn by the front end
/// that shows it.
fn chart(game: GameId, analysis: Analysis, names: Vec<String>, lang: Lang) -> Attachment {
    Attachment::picture(
        format!("teban-analysis-{}.png", game.0),
        Picture::Chances {
            analysis,
            names,
            lang,
        },
    )
}
