//! A game as a page reads it (`GET /api/games/ID`) and as its live stream sends it: the players
//! with their colours, ratings and clocks, whose turn, the moves so far, the result, the version,
//! the board, a takeback asked at this version, and for the visitor their seat and, on their
//! turn, the turn they build. Words are in the visitor's language; what the service says (the
//! status, the result, the analysis) is HTML ([`super::words`]).
//!
//! The players are shown as the board's header draws them ([`crate::render::header`]): each
//! seat's colour is its token's on the board (Sensei's green and red, not the seat palette's
//! blue and red) and what they have left is its card's words ("7 fences"), from that one
//! drawing's numbers.
//!
//! What every viewer of one version sees alike ([`Shown`]) is made once, board drawn once, and
//! each kind of viewer's view taken from it ([`Shown::view_for`]): a spectator's board is the
//! picture alone, a seated player's has the board's targets (every place that may be pointed at;
//! the page marks the legal ones on their turn), so that a seat's board changes by a move's lines
//! alone, whoever is to move.

use serde::Serialize;

use super::errors::ApiError;
use super::palette::css_colour;
use super::patch::BoardPatch;
use super::sessions::Session;
use super::turn::{turn, Turn};
use super::words::{html, Html};
use super::Web;
use crate::games::Seat;
use crate::i18n::Lang;
use crate::render::{board_svgs, header, View};
use crate::store::{GameId, GameRow, Scope};
use crate::table::GameStatus;

#[derive(Serialize, Debug, Clone)]
pub struct GameView {
    /// The server's time (ms since the epoch) when this was sent. The first field: a view kept
    /// for many pages is sent with the time of each (`editions.rs`).
    pub now: i64,
    pub id: GameId,
    /// `quoridor`, `sensei`, `niwa`.
    pub kind: &'static str,
    pub variant: String,
    pub title: String,
    /// The number of entries in the game's log: what an action must name.
    pub version: u32,
    /// `active`, `finished` or `aborted`.
    pub status: &'static str,
    /// "bob to move (move 4)", or how the game ended.
    pub status_line: Html,
    pub rated: bool,
    pub players: Vec<PlayerView>,
    /// The seat to move (1 first); none once the game is over.
    pub to_move: Option<u8>,
    /// Moves played so far.
    pub ply: u32,
    /// When the player to move loses on time (ms since the epoch).
    pub due_at: Option<i64>,
    pub moves: Vec<EntryView>,
    /// How the game ended, once it did.
    pub result: Option<Html>,
    /// Seats offering a draw.
    pub draw_offers: Vec<u8>,
    /// The takeback asked at this version, if one was (answered or not).
    pub takeback: Option<TakebackView>,
    /// Whether a player may ask to take back their move in this game at all (not in a
    /// tournament, nor against teban's master level; when rated, where the server allows it),
    /// as it stood when this version's view was made.
    pub takebacks: bool,
    /// The board's picture as a PNG, its address changing with the version.
    pub board: String,
    /// The board as SVG, drawn by the same code as the PNG; with its targets (`data-kind`,
    /// `data-target`) when the visitor sits at the game. A live stream's view has it as `patch`
    /// instead, against the view before.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub svg: Option<String>,
    /// In a live stream's view: the board as the lines that changed since version `from`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub patch: Option<BoardPatch>,
    /// The visitor at this game, if they sit at it.
    pub you: Option<YouView>,
    /// Once the game is over, the number of its last position (`/positions/{n}` replays it).
    pub last_position: Option<usize>,
    /// The engine's analysis of the finished game, when one was made.
    pub analysis: Option<AnalysisView>,
}

/// An analysis as the page shows it.
#[derive(Serialize, Debug, Clone)]
pub struct AnalysisView {
    /// The chart of the chances to win (`/games/{id}/analysis.png`), drawn as Discord's.
    pub chart: String,
    /// What the post says: the lead, then each player's costliest moves, one a line.
    pub lines: Vec<Html>,
}

#[derive(Serialize, Debug, Clone)]
pub struct PlayerView {
    /// 1 for the first seat.
    pub seat: u8,
    pub name: String,
    /// Their Discord id, as a string (a page's numbers cannot hold it): how the Activity knows
    /// the players among who is in it.
    pub user: String,
    /// The seat's colour on the board (its token in the board's header), `#rrggbb`.
    pub colour: String,
    /// The ink of their seat's number on that colour, as the board writes it, `#rrggbb`.
    pub ink: String,
    /// What they have left, as the board's header says it under their name ("7 fences"; in
    /// Sensei their character and the row it aims for).
    pub holds: String,
    /// Their rating on this game's ladder, when they have one.
    pub rating: Option<f64>,
    /// Still playing (not resigned).
    pub playing: bool,
    /// What is left of their time bank (ms), when the game has one and it is not ticking.
    pub bank_ms: Option<i64>,
}

/// A takeback asked at the game's version.
#[derive(Serialize, Debug, Clone)]
pub struct TakebackView {
    /// The seat that asked to take back its last move.
    pub seat: u8,
    /// The seats that accepted.
    pub accepted: Vec<u8>,
    /// Someone declined: the move stays, and cannot be asked back again.
    pub declined: bool,
}

#[derive(Serialize, Debug, Clone)]
pub struct EntryView {
    /// The log's number of the entry (the version once it was in).
    pub seq: u32,
    pub seat: u8,
    /// `move`, `resign`, `draw`, `timeout`, `abort`, `takeback`.
    pub kind: &'static str,
    pub notation: String,
}

#[derive(Serialize, Debug, Clone)]
pub struct YouView {
    pub seat: u8,
    /// True when it is their turn.
    pub to_move: bool,
    /// Every legal move, in notation, when it is their turn (read with the game; a live
    /// stream's view leaves it out: the turn says what may be clicked).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub legal_moves: Option<Vec<String>>,
    /// The turn they build on the board, nothing chosen yet, when it is their turn.
    pub turn: Option<Turn>,
}

/// The seat as people count it (1 first).
fn number(seat: Seat) -> u8 {
    seat.0 + 1
}

/// How the page draws `row`'s board: the players' names, the words in the visitor's `lang`.
pub fn board_view(row: &GameRow, lang: Lang) -> View {
    View {
        names: row.seats.iter().map(|s| s.name.clone()).collect(),
        lang,
        ..View::default()
    }
}

/// What every viewer of one version of a game sees alike, in one language: the view without a
/// seat, and the board drawn once, alone and with its targets.
pub struct Shown {
    view: GameView,
    /// The seat to move, none once the game is over.
    to_move: Option<Seat>,
    /// Whether the game goes on (a finished game's board has no targets).
    active: bool,
    /// The picture alone: a spectator's board.
    pub board: String,
    /// The picture with its targets.
    board_with_targets: String,
}

/// How a view is sent: read whole (`GET`, an action's answer), or in a live stream, its board as
/// a patch when there is one.
pub enum Sent<'a> {
    Read,
    Live(Option<&'a BoardPatch>),
}

impl Shown {
    /// The board `seat` sees (`None`: a spectator).
    pub fn board_for(&self, seat: Option<Seat>) -> &str {
        match seat {
            Some(_) => self.seat_board(),
            None => &self.board,
        }
    }

    /// The board a seated player sees: with its targets while the game goes on.
    pub fn seat_board(&self) -> &str {
        match self.active {
            true => &self.board_with_targets,
            false => &self.board,
        }
    }

    /// `row`'s view (the row this was made from) for whoever sits at `seat` (`None`: a
    /// spectator), in `lang`, as `sent`.
    pub fn view_for(&self, row: &GameRow, seat: Option<Seat>, lang: Lang, sent: Sent) -> GameView {
        let mut view = self.view.clone();
        view.you = seat.map(|seat| {
            let to_move = self.to_move == Some(seat);
            YouView {
                seat: number(seat),
                to_move,
                legal_moves: match sent {
                    Sent::Read if to_move => Some(row.state.legal_moves()),
                    Sent::Read => Some(Vec::new()),
                    Sent::Live(_) => None,
                },
                turn: to_move.then(|| turn(&row.state, &[], lang)).flatten(),
            }
        });
        match sent {
            Sent::Live(Some(patch)) => view.patch = Some(patch.clone()),
            Sent::Read | Sent::Live(None) => view.svg = Some(self.board_for(seat).to_string()),
        }
        view
    }
}

impl Web {
    /// `row` as `session` sees it (`None`: a visitor not logged in), in `lang`, read whole.
    pub async fn view(
        &self,
        row: &GameRow,
        session: Option<&Session>,
        lang: Lang,
    ) -> Result<GameView, ApiError> {
        let seat = session.and_then(|s| row.seat_of(s.user));
        Ok(self
            .shown(row, lang)
            .await?
            .view_for(row, seat, lang, Sent::Read))
    }

    /// What every viewer of `row` sees alike, in `lang`: its board drawn once.
    pub async fn shown(&self, row: &GameRow, lang: Lang) -> Result<Shown, ApiError> {
        let store = self.table.store();
        let failed = |e: crate::store::StoreError| ApiError::failed(&e, lang);
        let log = store.log(row.id).await.map_err(failed)?;
        let card = crate::table::Core::card_in(row, lang);
        let drawn = board_view(row, lang);
        let cards = header(&row.state, &drawn).cards;
        let mut players = Vec::with_capacity(card.seats.len());
        let scopes = Scope::of_seats(row);
        for seat in &card.seats {
            let scope = scopes
                .as_ref()
                .and_then(|s| s.get(usize::from(seat.seat.0)).copied());
            let drawn_card = cards.get(seat.seat.index());
            let rating = match scope {
                Some(scope) => store
                    .ratings_of(scope, seat.player.id)
                    .await
                    .map_err(failed)?
                    .into_iter()
                    .find(|(kind, players, _)| {
                        *kind == row.kind && *players as usize == row.seats.len()
                    })
                    .map(|(_, _, rating)| rating.rating.round()),
                None => None,
            };
            players.push(PlayerView {
                seat: number(seat.seat),
                name: seat.player.name.clone(),
                user: seat.player.id.to_string(),
                colour: drawn_card
                    .map(|c| css_colour(c.token.fill))
                    .unwrap_or_default(),
                ink: drawn_card
                    .map(|c| css_colour(c.token.ink()))
                    .unwrap_or_default(),
                holds: drawn_card.map(|c| c.detail.clone()).unwrap_or_default(),
                rating,
                playing: seat.playing,
                bank_ms: seat.bank_ms,
            });
        }
        let (board, board_with_targets) = board_svgs(&row.state, &drawn);
        let last_position = match card.status {
            GameStatus::Active => None,
            _ => Some(
                self.table
                    .games()
                    .positions_of(row)
                    .await
                    .map_err(|refusal| ApiError::refused(&refusal, lang))?
                    .len()
                    .saturating_sub(1),
            ),
        };
        let analysis = match last_position {
            Some(_) => self
                .table
                .analyses()
                .analysis_lines(row, lang)
                .await
                .map_err(|refusal| ApiError::refused(&refusal, lang))?
                .map(|lines| AnalysisView {
                    chart: format!("/games/{}/analysis.png", row.id.0),
                    lines: lines.iter().map(html).collect(),
                }),
            None => None,
        };
        let status = match card.status {
            GameStatus::Active => "active",
            GameStatus::Finished(_) => "finished",
            GameStatus::Aborted => "aborted",
        };
        let takeback = match status {
            "active" => store
                .takeback_request(row.id)
                .await
                .map_err(failed)?
                .filter(|asked| asked.version == row.version)
                .map(|asked| TakebackView {
                    seat: number(asked.seat),
                    accepted: asked.accepts.iter().map(number).collect(),
                    declined: asked.declined,
                }),
            _ => None,
        };
        // Offered only where allowed; a store that cannot say offers none (asking still works
        // on Discord, where the refusal would say why).
        let takebacks = match status {
            "active" => match self.table.games().takebacks_allowed(row).await {
                Ok(allowed) => allowed,
                Err(refusal) => {
                    tracing::warn!(game = %row.id, %refusal, "cannot tell whether takebacks are allowed");
                    false
                }
            },
            _ => false,
        };
        let view = GameView {
            id: row.id,
            kind: row.kind.name(),
            variant: row.variant.clone(),
            title: card.title.clone(),
            version: row.version,
            status,
            result: (status != "active").then(|| html(&card.status_line)),
            status_line: html(&card.status_line),
            rated: row.rated,
            players,
            to_move: card.to_move.map(number),
            ply: card.ply,
            due_at: card.due_at,
            now: self.table.now(),
            moves: log
                .iter()
                .map(|entry| EntryView {
                    seq: entry.seq,
                    seat: number(entry.seat),
                    kind: entry.kind.as_str(),
                    notation: entry.notation.clone(),
                })
                .collect(),
            draw_offers: card.draw_offers.iter().copied().map(number).collect(),
            takeback,
            takebacks,
            board: format!("/games/{}/board.png?v={}", row.id.0, row.version),
            svg: None,
            patch: None,
            you: None,
            last_position,
            analysis,
        };
        Ok(Shown {
            to_move: card.to_move,
            active: status == "active",
            view,
            board,
            board_with_targets,
        })
    }
}
