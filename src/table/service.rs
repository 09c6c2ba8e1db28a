//! The [`Table`] itself and what every flow shares: finding the caller's game, committing an
//! entry to the log, the reply that shows a game (card, board, buttons), the legal-move cache and
//! button clicks. The flows live beside it, one file each: `challenge.rs`, `play.rs`,
//! `teban.rs`, `standings.rs`. See the module docs of [`crate::table`] for the decisions they
//! follow.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::teban::Thoughts;
use super::{
    Action, ActionId, ActionStyle, Caller, GameCard, GameId, GameStatus, Player, Refusal, Reply,
    SeatCard, Settings, QUICK_MOVES,
};
use crate::games::{AnyGame, GameKind, Outcome, Seat};
use crate::render::{board_png, View};
use crate::store::{Append, EntryKind, GameRow, Stale, Store, StoreError};

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
}

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

pub(super) fn outcome_line(row: &GameRow, outcome: Outcome) -> String {
    match outcome {
        Outcome::Win { winner, reason } => {
            format!("**{}** wins ({reason})", row.name_of(winner))
        }
        Outcome::Draw => "drawn by agreement".to_string(),
    }
}

pub(super) fn game_over(row: &GameRow) -> Refusal {
    Refusal::GameOver {
        outcome: row
            .state
            .outcome()
            .map(|o| outcome_line(row, o))
            .unwrap_or_else(|| "no one is to move".to_string()),
    }
}

pub(super) fn stale(seen: u32) -> impl Fn(Stale) -> Refusal {
    move |s| Refusal::Stale { seen, now: s.now }
}

impl Table {
    /// Opens the store at `settings.database_url` (creating the file and running the migrations).
    pub async fn open(settings: Settings) -> Result<Table, StoreError> {
        let store = Store::open(&settings.database_url).await?;
        Ok(Table::with_store(store, settings))
    }

    /// A service over an already opened store.
    pub fn with_store(store: Store, settings: Settings) -> Table {
        Table {
            store,
            settings,
            legal: Arc::new(Mutex::new(HashMap::new())),
            thinking: Thoughts::default(),
        }
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
                let hint = if elsewhere.is_empty() {
                    ": challenge someone to start one".to_string()
                } else {
                    format!(" (you have {} elsewhere)", elsewhere.len())
                };
                Err(Refusal::NoGameHere { hint })
            }
        }
    }

    /// A game named by a button: it must exist, be the caller's, be on and be at `version`.
    pub(super) async fn game_for_click(
        &self,
        caller: &Caller,
        game: GameId,
        version: u32,
    ) -> Result<GameRow, Refusal> {
        let row = self.store.game(game.0).await?.ok_or(Refusal::NoSuchGame)?;
        if row.seat_of(caller.player.id).is_none() {
            return Err(Refusal::NotYourGame);
        }
        if row.state.is_over() {
            return Err(game_over(&row));
        }
        Self::check_seen(&row, Some(version))?;
        Ok(row)
    }

    pub(super) fn check_seen(row: &GameRow, seen: Option<u32>) -> Result<(), Refusal> {
        match seen {
            Some(seen) if seen != row.version => Err(Refusal::Stale {
                seen,
                now: row.version,
            }),
            _ => Ok(()),
        }
    }

    pub(super) fn my_seat(row: &GameRow, caller: &Caller) -> Result<Seat, Refusal> {
        let seat = row.seat_of(caller.player.id).ok_or(Refusal::NotYourGame)?;
        if row.resigned & bit(seat) != 0 {
            return Err(Refusal::BadRequest(
                "you have resigned this game; the others play on".to_string(),
            ));
        }
        Ok(seat)
    }

    /// Appends an entry; refuses as stale when another request got there first.
    pub(super) async fn commit(
        &self,
        row: &GameRow,
        seat: Seat,
        kind: EntryKind,
        notation: &str,
        next: &AnyGame,
        draw_offers: u32,
    ) -> Result<u32, Refusal> {
        self.store
            .append(
                row,
                row.version,
                Append {
                    seat,
                    kind,
                    notation,
                    state: next,
                    draw_offers,
                },
            )
            .await?
            .map_err(stale(row.version))
    }

    /// The reply after a change: the new position, the outcome or who is to move (mentioned).
    pub(super) async fn after(
        &self,
        mut row: GameRow,
        next: AnyGame,
        version: u32,
        text: String,
    ) -> Reply {
        let last = row.state.ply();
        row.state = next;
        row.version = version;
        if row.state.ply() != last || row.state.is_over() {
            row.draw_offers = 0;
        }
        let mut reply = self.show(&row, text).await;
        reply.mention = match row.state.to_move() {
            Some(seat) => row
                .seats
                .iter()
                .filter(|s| s.seat == seat)
                .map(|s| s.user)
                .collect(),
            None => row.seats.iter().map(|s| s.user).collect(),
        };
        reply
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

    /// Handles a button click: parses the id, refuses a stale or stranger's click with a reason,
    /// and otherwise does what the button says.
    pub async fn click(&self, caller: &Caller, action_id: &str) -> Answer {
        let action: ActionId = action_id
            .parse()
            .map_err(|e: super::BadActionId| Refusal::BadRequest(e.to_string()))?;
        match action {
            ActionId::Move {
                game,
                version,
                notation,
            } => {
                let row = self.game_for_click(caller, game, version).await?;
                self.play_in(row, caller, &notation).await
            }
            ActionId::Resign { game, version } => {
                let row = self.game_for_click(caller, game, version).await?;
                self.resign_in(row, caller).await
            }
            ActionId::Draw { game, version } => {
                let row = self.game_for_click(caller, game, version).await?;
                self.draw_in(row, caller, false).await
            }
            ActionId::Board { game } => {
                let row = self.store.game(game.0).await?.ok_or(Refusal::NoSuchGame)?;
                Ok(self.peek(&row).await)
            }
            ActionId::Accept { challenge } => self.accept(caller, challenge).await,
            ActionId::Decline { challenge } => self.decline(caller, challenge).await,
            ActionId::Cancel { challenge } => self.cancel(caller, Some(challenge)).await,
        }
    }

    /// Everything an embed shows about a game.
    pub(crate) fn card_of(row: &GameRow) -> GameCard {
        let names: Vec<&str> = row.seats.iter().map(|s| s.name.as_str()).collect();
        let status = match row.state.outcome() {
            Some(outcome) => GameStatus::Finished(outcome),
            None => GameStatus::Active,
        };
        let status_line = match (row.state.outcome(), row.state.to_move()) {
            (Some(outcome), _) => outcome_line(row, outcome),
            (None, Some(seat)) => format!(
                "**{}** to move (move {})",
                row.name_of(seat),
                row.state.ply() + 1
            ),
            (None, None) => "waiting".to_string(),
        };
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
                })
                .collect(),
            to_move: row.state.to_move(),
            ply: row.state.ply(),
            status,
            rated: row.rated,
            last_move: row.last_entry.clone(),
            draw_offers: (0..row.seats.len() as u8)
                .map(Seat)
                .filter(|s| row.draw_offers & bit(*s) != 0)
                .collect(),
            status_line,
        }
    }

    /// The buttons for a game: quick moves for the player to move, draw, resign, board.
    pub(super) fn actions_of(&self, row: &GameRow) -> Vec<Action> {
        if row.state.is_over() {
            return Vec::new();
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
            ("Offer draw", ActionStyle::Secondary)
        } else {
            ("Agree to draw", ActionStyle::Success)
        };
        actions.push(Action {
            id: ActionId::Draw { game, version },
            label: label.into(),
            style,
        });
        actions.push(Action {
            id: ActionId::Resign { game, version },
            label: "Resign".into(),
            style: ActionStyle::Danger,
        });
        actions.push(Action {
            id: ActionId::Board { game },
            label: "Board".into(),
            style: ActionStyle::Secondary,
        });
        actions
    }

    /// A game shown only to the caller: its status line, card, board and buttons.
    pub(super) async fn peek(&self, row: &GameRow) -> Reply {
        Reply {
            ephemeral: true,
            ..self.show(row, String::new()).await
        }
    }

    /// A reply showing a game: `text`, then the status line; the card, the board and buttons.
    pub(super) async fn show(&self, row: &GameRow, text: String) -> Reply {
        let card = Self::card_of(row);
        let text = if text.is_empty() {
            card.status_line.clone()
        } else {
            format!("{text} {}.", card.status_line)
        };
        let board = if self.settings.render_boards {
            // Drawing is CPU work of a few milliseconds: off the async workers, so that the
            // store's round trips of other requests go on meanwhile and every core draws.
            let (state, view) = (
                row.state.clone(),
                View {
                    names: row.seats.iter().map(|s| s.name.clone()).collect(),
                    hints: false,
                },
            );
            let drawn = tokio::task::spawn_blocking(move || board_png(&state, &view)).await;
            // A picture that could not be drawn leaves the reply without one (the text and
            // the diagram still say everything); it is never worth losing the reply.
            drawn
                .map_err(|e| tracing::warn!(error = %e, "the board could not be drawn"))
                .ok()
        } else {
            None
        };
        Reply {
            text,
            actions: self.actions_of(row),
            card: Some(card),
            board,
            diagram: Some(row.state.diagram()),
            mention: Vec::new(),
            ephemeral: false,
        }
    }
}
