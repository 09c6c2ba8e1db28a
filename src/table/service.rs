//! The [`Table`] itself and what every flow shares: finding the caller's game, the reply that
//! shows a game (card, board, buttons), the legal-move cache and button clicks; committing an
//! entry to the log is `commit.rs`. The flows live beside it, one file each: `challenge.rs`
//! (with rematches), `play.rs` (with aborts), `takeback.rs`, `preview.rs` (move previews),
//! `clock.rs`, `teban.rs`, `standings.rs` (with the games list), `record.rs` (game records),
//! `plans/` (conditional moves). See the module docs of [`crate::table`] for the decisions they
//! follow.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::teban::Thoughts;
use super::{
    Action, ActionId, ActionStyle, Caller, GameCard, GameId, GameStatus, Place, Player, Refusal,
    Reply, SeatCard, Settings, QUICK_MOVES,
};
use crate::games::{AnyGame, GameKind, Outcome, Seat};
use crate::i18n::rules::Says;
use crate::i18n::{Lang, Said};
use crate::render::{board_png, View};
use crate::store::{EntryKind, GameRow, PostKind, Store, StoreError};
use crate::tr;

pub(super) type Answer = Result<Reply, Refusal>;

/// The legal moves of one game at one version, and whose they are.
pub(super) struct LegalCache {
    pub(super) version: u32,
    pub(super) mover: Option<u64>,
    pub(super) moves: Arc<Vec<String>>,
}

/// Autocomplete answers are read far more often than games change: keep each game's legal-move
/// list for its current version. Bounded by clearing it when it grows past this many games.
pub(super) const LEGAL_CACHE_GAMES: usize = 4096;

/// The game service. Cheap to clone (it shares its store and caches); safe to use from many
/// tasks at once.
#[derive(Clone)]
pub struct Table {
    pub(super) store: Store,
    pub(super) settings: Settings,
    pub(super) legal: Arc<Mutex<HashMap<i64, LegalCache>>>,
    pub(super) thinking: Thoughts,
    /// Woken whenever a change writes a post to the outbox (see [`Table::posts_waiting`]).
    pub(super) posts: Arc<tokio::sync::Notify>,
    /// Woken whenever a request queues an analysis (see [`Table::analyses_waiting`]).
    pub(super) analyses: Arc<tokio::sync::Notify>,
    /// Set by the first round of the scheduler in this process (which counts a downtime).
    pub(super) ticking: Arc<std::sync::atomic::AtomicBool>,
    /// Moves and clicks in one channel take turns (see [`super::lanes`]).
    pub(super) lanes: Arc<super::lanes::Lanes>,
    /// Told of every change to a game, after its commit (see [`Table::game_changes`]).
    pub(super) changes: tokio::sync::broadcast::Sender<GameChanged>,
}

/// A game changed: its log took an entry (now at `version`), or a draw offer or takeback request
/// was made or answered (the version stays). A front end that shows the game reads it again.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameChanged {
    pub game: GameId,
    pub version: u32,
}

/// How many changes a slow listener of [`Table::game_changes`] may fall behind before it is told
/// it missed some (it then reads its games again).
const CHANGES_KEPT: usize = 1024;

pub(super) fn bit(seat: Seat) -> u32 {
    1 << seat.0
}

pub(super) fn seated_mask(row: &GameRow) -> u32 {
    let all = (1u32 << row.seats.len()) - 1;
    all & !row.resigned
}

pub(super) fn kind_and_variant(kind: GameKind, variant: &str) -> String {
    format!("{} ({variant})", kind.title())
}

/// How a game was decided: "**ann** wins (reached the goal)", "drawn by agreement".
pub(super) fn outcome_said(row: &GameRow, outcome: Outcome) -> Said {
    match outcome {
        Outcome::Win { winner, reason } => Said::new("play-outcome-win")
            .with("player", row.name_of(winner))
            .with_said("reason", reason.said()),
        Outcome::Draw => Said::new("play-outcome-draw"),
    }
}

/// How a finished game ended: its outcome, or who aborted it; `None` while it is on.
pub(super) fn end_said(row: &GameRow) -> Option<Said> {
    if let Some(by) = row.aborted_by {
        return Some(match row.seats.iter().find(|s| s.user == by) {
            Some(sitter) => Said::new("play-aborted-by").with("player", sitter.name.clone()),
            None => Said::new("play-aborted-by-manager"),
        });
    }
    row.state.outcome().map(|o| outcome_said(row, o))
}

/// A click acts on a game only where the game lives: from its own server (else "game #N is not
/// played on this server") and from the channel or thread it is played in (else the refusal says
/// which that is). Its buttons are posted nowhere else, so a click from anywhere else was forged.
pub(super) fn check_place(row: &GameRow, place: Place) -> Result<(), Refusal> {
    let game = GameId(row.id);
    if row.guild != place.guild {
        return Err(Refusal::NotOnThisServer { game });
    }
    if row.channel != place.channel {
        return Err(Refusal::PlayedElsewhere {
            game,
            channel: row.channel,
        });
    }
    Ok(())
}

pub(super) fn game_over(row: &GameRow) -> Refusal {
    Refusal::GameOver {
        outcome: end_said(row).unwrap_or_else(|| Said::new("play-no-one-to-move")),
    }
}

/// The answer to a click on a challenge's button: when the challenge is no longer open, the
/// message clicked on is closed with the reason, for everyone to see (in the channel's
/// language, `lang`).
fn closing(answer: Answer, lang: Lang) -> Answer {
    match answer {
        Err(refusal @ (Refusal::ChallengeExpired { .. } | Refusal::ChallengeClosed { .. })) => {
            Ok(Reply {
                text: capitalized(&refusal.text(lang)) + ".",
                closes: true,
                lang,
                ..Reply::default()
            })
        }
        other => other,
    }
}

/// `text` with its first letter in capitals (a status line that starts a sentence). Right in
/// every language teban speaks (a name in Markdown, `**bob**`, stays as it is).
pub(super) fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Where a game stands: "**bob** to move (move 4)", or how it ended.
pub(super) fn status_said(row: &GameRow) -> Said {
    match (end_said(row), row.state.to_move()) {
        (Some(end), _) => end,
        (None, Some(seat)) => Said::new("play-status-to-move")
            .with("player", row.name_of(seat))
            .with_number("move", row.state.ply() + 1),
        (None, None) => Said::new("play-status-waiting"),
    }
}

/// One line on where a game stands, in `lang`: "**bob** to move (move 4)", or how it ended.
pub(super) fn status_line(row: &GameRow, lang: Lang) -> String {
    status_said(row).text(lang)
}

/// How a reply's picture is drawn when it is not the game's public picture: from a player's side,
/// or of a position a preview proposes.
#[derive(Clone, Debug, Default)]
pub(super) struct Sight {
    /// Whose side the board is seen from ([`View::side`]).
    pub(super) side: Option<Seat>,
    /// The position to draw instead of the game's, its last move proposed ([`View::preview`]).
    pub(super) state: Option<AnyGame>,
    pub(super) preview: bool,
}

/// The board as a PNG ([`board_png`]), its drawing timed for the metrics
/// (`teban_render_seconds`).
pub fn board_picture(game: &AnyGame, view: &View) -> Vec<u8> {
    let started = std::time::Instant::now();
    let png = board_png(game, view);
    metrics::histogram!(crate::metrics::RENDER_SECONDS, "game" => game.kind().name())
        .record(started.elapsed());
    png
}

/// One entry for a game's log: who made it, what it is, the position and draw offers after it,
/// and the kind of post it owes the channel, if any.
pub(super) struct Entry<'a> {
    pub(super) seat: Seat,
    pub(super) kind: EntryKind,
    pub(super) notation: &'a str,
    pub(super) next: AnyGame,
    pub(super) draw_offers: u32,
    pub(super) post: Option<PostKind>,
    /// With an abort: who aborted the game.
    pub(super) aborted_by: Option<u64>,
}

impl Table {
    /// Opens the store at `settings.database_url` (creating the file and running the migrations).
    pub async fn open(settings: Settings) -> Result<Table, StoreError> {
        let store = Store::open(&settings.database_url)
            .await?
            .with_clock(settings.clock.clone());
        Ok(Table::with_store(store, settings))
    }

    /// A service over an already opened store.
    pub fn with_store(store: Store, settings: Settings) -> Table {
        Table {
            store,
            settings,
            legal: Arc::new(Mutex::new(HashMap::new())),
            thinking: Thoughts::default(),
            posts: Arc::new(tokio::sync::Notify::new()),
            analyses: Arc::new(tokio::sync::Notify::new()),
            ticking: Arc::default(),
            lanes: Arc::default(),
            changes: tokio::sync::broadcast::channel(CHANGES_KEPT).0,
        }
    }

    /// Every change to a game committed by this process from now on, as it happens: what the web
    /// front end's live pages follow.
    pub fn game_changes(&self) -> tokio::sync::broadcast::Receiver<GameChanged> {
        self.changes.subscribe()
    }

    /// Tells the listeners of [`Table::game_changes`] that `game` changed (nobody listening is fine).
    pub(super) fn changed(&self, game: i64, version: u32) {
        let _ = self.changes.send(GameChanged {
            game: GameId(game),
            version,
        });
    }

    /// The settings in use.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The store underneath (for tests and tools that check the log).
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The caller's active game in this channel.
    pub(super) async fn my_game(&self, caller: &Caller) -> Result<GameRow, Refusal> {
        match self
            .store
            .active_game(caller.place.channel, caller.player.id)
            .await?
        {
            Some(row) => Ok(row),
            None => {
                let elsewhere = self.store.active_games_of(caller.player.id).await?;
                // Said in the caller's language: a refusal is theirs alone.
                let hint = if elsewhere.is_empty() {
                    tr!(caller.lang, "refusal-hint-challenge")
                } else {
                    tr!(
                        caller.lang,
                        "refusal-hint-elsewhere",
                        count = elsewhere.len() as f64
                    )
                };
                Err(Refusal::NoGameHere { hint })
            }
        }
    }

    /// A game named by a button: it must exist, be clicked where it is played, be the caller's, be
    /// on and be at `version`.
    pub(super) async fn game_for_click(
        &self,
        caller: &Caller,
        game: GameId,
        version: u32,
    ) -> Result<GameRow, Refusal> {
        let row = self.store.game(game.0).await?.ok_or(Refusal::NoSuchGame)?;
        check_place(&row, caller.place)?;
        if row.seat_of(caller.player.id).is_none() {
            return Err(Refusal::NotYourGame);
        }
        if row.is_finished() {
            return Err(game_over(&row));
        }
        Self::check_seen(&row, Some(version))?;
        Ok(row)
    }

    pub(super) fn check_seen(row: &GameRow, seen: Option<u32>) -> Result<(), Refusal> {
        match seen {
            Some(seen) if seen != row.version => Err(Refusal::Stale {
                now: status_said(row),
            }),
            _ => Ok(()),
        }
    }

    pub(super) fn my_seat(row: &GameRow, caller: &Caller) -> Result<Seat, Refusal> {
        let seat = row.seat_of(caller.player.id).ok_or(Refusal::NotYourGame)?;
        if row.resigned & bit(seat) != 0 {
            return Err(Refusal::Said(Said::new("refusal-resigned")));
        }
        Ok(seat)
    }

    /// The refusal of a request that lost a race: where the game stands now.
    pub(super) async fn moved_on(&self, game: i64) -> Refusal {
        match self.store.game(game).await {
            Ok(Some(row)) => Refusal::Stale {
                now: status_said(&row),
            },
            Ok(None) => Refusal::NoSuchGame,
            Err(e) => e.into(),
        }
    }

    /// The legal moves of a game at its version, from the cache or computed and cached.
    pub(super) fn legal_of(&self, row: &GameRow) -> Arc<Vec<String>> {
        let mover = row
            .state
            .to_move()
            .and_then(|seat| row.seats.iter().find(|s| s.seat == seat))
            .map(|s| s.user);
        let mut cache = self.legal.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(hit) = cache.get(&row.id).filter(|c| c.version == row.version) {
            return hit.moves.clone();
        }
        if cache.len() >= LEGAL_CACHE_GAMES {
            cache.clear();
        }
        let moves = Arc::new(row.state.legal_moves());
        cache.insert(
            row.id,
            LegalCache {
                version: row.version,
                mover,
                moves: moves.clone(),
            },
        );
        moves
    }

    /// A game's card by id (no permission needed: it is what the channel already sees).
    pub async fn card(&self, game: GameId) -> Result<GameCard, Refusal> {
        let row = self.store.game(game.0).await?.ok_or(Refusal::NoSuchGame)?;
        Ok(Self::card_of(&row))
    }

    /// Handles a button click: parses the id, refuses a stale or stranger's click, or one from
    /// anywhere but the place of its game or challenge, with a reason, and otherwise does what the
    /// button says.
    pub async fn click(&self, caller: &Caller, action_id: &str) -> Answer {
        let action: ActionId = action_id.parse().map_err(|e: super::BadActionId| {
            Refusal::Said(Said::new("refusal-bad-button").with("id", e.id))
        })?;
        let _turn = super::lanes::turn(&self.lanes, caller.place.channel).await;
        match action {
            ActionId::Move {
                game,
                version,
                notation,
            } => {
                let row = self.game_for_click(caller, game, version).await?;
                self.play_or_preview(row, caller, &notation).await
            }
            ActionId::Confirm {
                game,
                version,
                notation,
            } => {
                // Only the player to move can play at the previewed version: anyone else's
                // click (a forged one: the preview is theirs alone) is refused by `play_in`.
                let row = self.game_for_click(caller, game, version).await?;
                self.play_in(row, caller, &notation, None).await
            }
            ActionId::Drop { .. } => Ok(super::preview::dropped(caller.lang)),
            ActionId::Resign { game, version } => {
                let row = self.game_for_click(caller, game, version).await?;
                self.resign_in(row, caller).await
            }
            ActionId::Draw { game, version } => {
                let row = self.game_for_click(caller, game, version).await?;
                self.draw_in(row, caller, false).await
            }
            ActionId::Takeback {
                game,
                version,
                accept,
            } => self.answer_takeback(caller, game, version, accept).await,
            ActionId::Board { game } => {
                let row = self.store.game(game.0).await?.ok_or(Refusal::NoSuchGame)?;
                check_place(&row, caller.place)?;
                self.shown_to(&row, caller).await
            }
            ActionId::Rematch { game } => self.rematch(caller, game).await,
            ActionId::Analyse { game } => {
                let row = self.store.game(game.0).await?.ok_or(Refusal::NoSuchGame)?;
                check_place(&row, caller.place)?;
                self.request_analysis(caller, Some(game)).await
            }
            ActionId::Accept { challenge } => {
                let answer = self.accept(caller, challenge).await;
                closing(answer, self.channel_lang(caller).await?)
            }
            ActionId::Decline { challenge } => {
                let answer = self.decline(caller, challenge).await;
                closing(answer, self.channel_lang(caller).await?)
            }
            ActionId::Cancel { challenge } => {
                let answer = self.cancel(caller, Some(challenge)).await;
                closing(answer, self.channel_lang(caller).await?)
            }
            ActionId::Join { tournament } => self.join_tournament(caller, tournament).await,
            ActionId::Leave { tournament } => self.leave_tournament(caller, tournament).await,
            ActionId::Pick {
                opponent,
                kind,
                variant,
                rated,
            } => {
                let request = super::ChallengeRequest {
                    kind,
                    variant: Some(variant),
                    opponents: vec![opponent],
                    rated,
                    clock: None,
                };
                self.challenge(caller, request).await
            }
        }
    }

    /// Everything an embed shows about a game, in the game's language.
    pub(crate) fn card_of(row: &GameRow) -> GameCard {
        Self::card_in(row, row.lang)
    }

    /// Everything an embed shows about a game, its texts in `lang`.
    pub(crate) fn card_in(row: &GameRow, lang: Lang) -> GameCard {
        let names: Vec<&str> = row.seats.iter().map(|s| s.name.as_str()).collect();
        let status = match row.state.outcome() {
            Some(outcome) => GameStatus::Finished(outcome),
            None if row.aborted_by.is_some() => GameStatus::Aborted,
            None => GameStatus::Active,
        };
        let status_line = status_line(row, lang);
        GameCard {
            game: GameId(row.id),
            version: row.version,
            kind: row.kind,
            variant: row.variant.clone(),
            title: format!(
                "{} · {}",
                kind_and_variant(row.kind, &row.variant),
                names.join(" vs ")
            ),
            seats: row
                .seats
                .iter()
                .map(|s| SeatCard {
                    seat: s.seat,
                    player: Player::new(s.user, s.name.clone()),
                    playing: row.resigned & bit(s.seat) == 0,
                    bank_ms: row
                        .banks
                        .get(s.seat.0 as usize)
                        .copied()
                        .filter(|_| row.state.to_move() != Some(s.seat) || row.is_finished()),
                })
                .collect(),
            to_move: row.state.to_move().filter(|_| !row.is_finished()),
            ply: row.state.ply(),
            status,
            rated: row.rated,
            last_move: row.last_entry.clone(),
            draw_offers: (0..row.seats.len() as u8)
                .map(Seat)
                .filter(|s| row.draw_offers & bit(*s) != 0)
                .collect(),
            status_line,
            due_at: row.due_at.filter(|_| !row.is_finished()),
        }
    }

    /// The buttons for a game: quick moves for the player to move, draw, resign, board; once the
    /// game is decided, a rematch (not for a tournament's game) and its analysis (an aborted game
    /// offers nothing).
    pub(super) fn actions_of(&self, row: &GameRow, lang: Lang) -> Vec<Action> {
        if row.aborted_by.is_some() {
            return Vec::new();
        }
        if row.state.is_over() {
            let game = GameId(row.id);
            let rematch = Action {
                id: ActionId::Rematch { game },
                label: tr!(lang, "play-button-rematch"),
                style: ActionStyle::Primary,
            };
            let analyse = Action {
                id: ActionId::Analyse { game },
                label: tr!(lang, "analyses-button"),
                style: ActionStyle::Secondary,
            };
            return match row.tournament {
                Some(_) => vec![analyse],
                None => vec![rematch, analyse],
            };
        }
        let (game, version) = (GameId(row.id), row.version);
        let moves = self.legal_of(row);
        let shortest = moves.iter().map(|m| m.len()).min().unwrap_or(0);
        let quick: Vec<&String> = moves.iter().filter(|m| m.len() == shortest).collect();
        let mut actions = Vec::new();
        if quick.len() <= QUICK_MOVES {
            actions.extend(quick.into_iter().map(|m| Action {
                id: ActionId::Move {
                    game,
                    version,
                    notation: m.clone(),
                },
                label: m.clone(),
                style: ActionStyle::Primary,
            }));
        }
        let (label, style) = if row.draw_offers == 0 {
            (tr!(lang, "play-button-offer-draw"), ActionStyle::Secondary)
        } else {
            (tr!(lang, "play-button-agree-draw"), ActionStyle::Success)
        };
        actions.push(Action {
            id: ActionId::Draw { game, version },
            label,
            style,
        });
        actions.push(Action {
            id: ActionId::Resign { game, version },
            label: tr!(lang, "play-button-resign"),
            style: ActionStyle::Danger,
        });
        actions.push(Action {
            id: ActionId::Board { game },
            label: tr!(lang, "play-button-board"),
            style: ActionStyle::Secondary,
        });
        actions
    }

    /// The picture of `row` (or of the position `sight` proposes) seen as `sight` says, unless
    /// the settings draw no boards.
    pub(super) async fn picture(&self, row: &GameRow, sight: Sight) -> Option<Vec<u8>> {
        if !self.settings.render_boards {
            return None;
        }
        // Drawing is CPU work of a few milliseconds: off the async workers, so that the store's
        // round trips of other requests go on meanwhile and every core draws.
        let (state, view) = (
            sight.state.unwrap_or_else(|| row.state.clone()),
            View {
                names: row.seats.iter().map(|s| s.name.clone()).collect(),
                hints: false,
                lang: row.lang,
                side: sight.side,
                preview: sight.preview,
            },
        );
        let drawn = tokio::task::spawn_blocking(move || board_picture(&state, &view)).await;
        // A picture that could not be drawn leaves the reply without one (the text and the
        // diagram still say everything); it is never worth losing the reply.
        drawn
            .map_err(|e| tracing::warn!(error = %e, "the board could not be drawn"))
            .ok()
    }

    /// A game shown only to the caller, in their language: its status line, card, board and
    /// buttons; the board drawn from their side when they sit at it and keep their preference's
    /// default (`/preferences board:`).
    pub(super) async fn peek_from_side(&self, row: &GameRow, caller: &Caller) -> Answer {
        let sight = Sight {
            side: self.own_side(row, caller).await?,
            ..Sight::default()
        };
        let shown = self.show_seen(row, String::new(), caller.lang, sight).await;
        Ok(Reply {
            ephemeral: true,
            ..shown
        })
    }

    /// A reply showing a game to its channel, in the game's language: `text`, then the status
    /// line; the card, the board and buttons.
    pub(super) async fn show(&self, row: &GameRow, text: String) -> Reply {
        self.show_in(row, text, row.lang).await
    }

    /// [`Table::show`] in `lang` (`text` must be in it already).
    pub(super) async fn show_in(&self, row: &GameRow, text: String, lang: Lang) -> Reply {
        self.show_seen(row, text, lang, Sight::default()).await
    }

    /// [`Table::show_in`], its picture of `sight.state` (the game's own position if `None`) seen
    /// as `sight` says.
    pub(super) async fn show_seen(
        &self,
        row: &GameRow,
        text: String,
        lang: Lang,
        sight: Sight,
    ) -> Reply {
        let card = Self::card_in(row, lang);
        let text = if text.is_empty() {
            card.status_line.clone()
        } else {
            format!("{text} {}.", capitalized(&card.status_line))
        };
        let board = self.picture(row, sight).await;
        Reply {
            text,
            actions: self.actions_of(row, lang),
            card: Some(card),
            board,
            diagram: Some(crate::i18n::diagram::diagram(&row.state, lang)),
            mention: Vec::new(),
            ephemeral: false,
            closes: false,
            files: Vec::new(),
            thread: None,
            line: false,
            lang,
            announcement: None,
            tournament: None,
            long: false,
        }
    }
}
