//! A game as a page reads it (`GET /api/games/ID`): the players with their colours, ratings and
//! clocks, whose turn, the moves so far, the result, the version, and for the visitor their seat
//! and, on their turn, every legal move. Words are in the visitor's language; what the service
//! says (the status, the result, the analysis) is HTML ([`super::words`]).

use serde::Serialize;

use super::errors::ApiError;
use super::sessions::Session;
use super::turn::{turn, Turn};
use super::words::{html, Html};
use super::Web;
use crate::games::Seat;
use crate::i18n::Lang;
use crate::render::kit::palette;
use crate::render::{board_svg, Targets, View};
use crate::store::{GameId, GameRow, Scope};
use crate::table::GameStatus;

#[derive(Serialize, Debug)]
pub struct GameView {
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
    /// When the player to move loses on time (ms since the epoch), and the server's time now.
    pub due_at: Option<i64>,
    pub now: i64,
    pub moves: Vec<EntryView>,
    /// How the game ended, once it did.
    pub result: Option<Html>,
    /// Seats offering a draw.
    pub draw_offers: Vec<u8>,
    /// The board's picture as a PNG, its address changing with the version.
    pub board: String,
    /// The board as SVG, drawn by the same code as the PNG; with its targets (`data-kind`,
    /// `data-target`) when the visitor is to move.
    pub svg: String,
    /// The visitor at this game, if they sit at it.
    pub you: Option<YouView>,
    /// Once the game is over, the number of its last position (`/positions/{n}` replays it).
    pub last_position: Option<usize>,
    /// The engine's analysis of the finished game, when one was made.
    pub analysis: Option<AnalysisView>,
}

/// An analysis as the page shows it.
#[derive(Serialize, Debug)]
pub struct AnalysisView {
    /// The chart of the chances to win (`/games/{id}/analysis.png`), drawn as Discord's.
    pub chart: String,
    /// What the post says: the lead, then each player's costliest moves, one a line.
    pub lines: Vec<Html>,
}

#[derive(Serialize, Debug)]
pub struct PlayerView {
    /// 1 for the first seat.
    pub seat: u8,
    pub name: String,
    /// Their Discord id, as a string (a page's numbers cannot hold it): how the Activity knows
    /// the players among who is in it.
    pub user: String,
    /// The seat's colour on the board, `#rrggbb`.
    pub colour: String,
    /// Their rating on this game's ladder, when they have one.
    pub rating: Option<f64>,
    /// Still playing (not resigned).
    pub playing: bool,
    /// What is left of their time bank (ms), when the game has one and it is not ticking.
    pub bank_ms: Option<i64>,
}

#[derive(Serialize, Debug)]
pub struct EntryView {
    /// The log's number of the entry (the version once it was in).
    pub seq: u32,
    pub seat: u8,
    /// `move`, `resign`, `draw`, `timeout`, `abort`, `takeback`.
    pub kind: &'static str,
    pub notation: String,
}

#[derive(Serialize, Debug)]
pub struct YouView {
    pub seat: u8,
    /// True when it is their turn.
    pub to_move: bool,
    /// Every legal move, in notation, when it is their turn.
    pub legal_moves: Vec<String>,
    /// The turn they build on the board, nothing chosen yet, when it is their turn.
    pub turn: Option<Turn>,
}

/// The seat as people count it (1 first).
fn number(seat: Seat) -> u8 {
    seat.0 + 1
}

fn colour(seat: Seat) -> String {
    let [r, g, b] = palette::SEATS[seat.index() % palette::SEATS.len()].0;
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// How the page draws `row`'s board: the players' names, the words in the visitor's `lang`.
pub fn board_view(row: &GameRow, lang: Lang) -> View {
    View {
        names: row.seats.iter().map(|s| s.name.clone()).collect(),
        lang,
        ..View::default()
    }
}

impl Web {
    /// `row` as `session` sees it (`None`: a visitor not logged in), in `lang`.
    pub async fn view(
        &self,
        row: &GameRow,
        session: Option<&Session>,
        lang: Lang,
    ) -> Result<GameView, ApiError> {
        let store = self.table.store();
        let failed = |e: crate::store::StoreError| ApiError::failed(&e, lang);
        let log = store.log(row.id).await.map_err(failed)?;
        let card = crate::table::Core::card_in(row, lang);
        let mut players = Vec::with_capacity(card.seats.len());
        let scopes = Scope::of_seats(row);
        for seat in &card.seats {
            let scope = scopes
                .as_ref()
                .and_then(|s| s.get(usize::from(seat.seat.0)).copied());
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
                colour: colour(seat.seat),
                rating,
                playing: seat.playing,
                bank_ms: seat.bank_ms,
            });
        }
        let you = session.and_then(|s| row.seat_of(s.user)).map(|seat| {
            let to_move = card.to_move == Some(seat);
            YouView {
                seat: number(seat),
                to_move,
                legal_moves: if to_move {
                    row.state.legal_moves()
                } else {
                    Vec::new()
                },
                turn: to_move.then(|| turn(&row.state, &[], lang)).flatten(),
            }
        });
        let targets = match you.as_ref().and_then(|you| you.turn.as_ref()) {
            Some(_) => Targets::Board,
            None => Targets::None,
        };
        let svg = board_svg(&row.state, &board_view(row, lang), targets);
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
        Ok(GameView {
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
            board: format!("/games/{}/board.png?v={}", row.id.0, row.version),
            svg,
            you,
            last_position,
            analysis,
        })
    }
}
