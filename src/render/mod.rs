//! Pictures of positions: game state in, PNG bytes or an SVG document out.
//!
//! This module owns the pictures and nothing else: it reads positions through the games' public
//! API and never changes them, and knows nothing of storage, Discord or the web. Its front doors:
//!
//! - [`board_png`]`(game, view) -> Vec<u8>`: the PNG the game service, the bot and the terminal
//!   show ([`board_image`] the same picture as pixels, for the replays);
//! - [`board_svg`]`(game, view, targets) -> String`: the same picture as a standalone SVG
//!   document for the web page, crisp at any size (`viewBox` in the PNG's pixels, text in
//!   `'DejaVu Sans'`, which the page serves: the font the PNG embeds). With
//!   [`Targets::Board`] it ends with a group `<g class="targets">` holding one
//!   `<g class="target" id=… data-kind=… data-target=…>` per place a player can point at, named
//!   in the game's notation: Quoridor's squares (`square`, `e5`), fence slots (`fence`, `e3h`,
//!   `e3v`) and pawns (`pawn`, with `data-seat`); Sensei's squares, stones and characters
//!   (`square`, `stone`, `character`, `b4`, with `data-seat`); Niwa's spaces, figurines and beads
//!   (`cell`, `figurine`, `bead`, `d4`, with `data-seat`, or `data-depth` and `data-colour`).
//!   Each holds an invisible `class="hit"` element taking the pointer, and for a fence a
//!   `class="mark"` element with no paint, the fence as it would stand, for the page to show.
//!   Targets are every place, legal or not (the page marks the legal ones from the game's legal
//!   moves), placed by the game's own `Geometry` (the numbers its picture is drawn with, turned
//!   for the side it is seen from) and drawn last, above the picture; within a kind their regions
//!   never overlap: a square is its face, a fence's groove runs from the middle of one square to
//!   the middle of the next ([`quoridor::Geometry::groove`]), a Niwa space is its whole hex.
//!
//! One drawing of each board: each game has its own file laying out its board (`quoridor.rs`,
//! `sensei.rs`, `niwa.rs`) once, generic over the [`kit::Surface`] it draws on, the pixel
//! [`kit::Canvas`] or the vector [`kit::Svg`]; all use the shared [`kit`] (geometry, anti-aliased
//! shapes, the two backends, colours, text, the board and the header with the players).
//! [`replay_gif`] animates a whole game from the same pictures (`replay.rs`); `chart.rs` draws
//! a player's ratings over time (`/profile`), `standings.rs` a tournament's standings,
//! `analysis.rs` each seat's chance to win over an analysed game.
//!
//! [`View::side`] draws a picture from one player's side (only what that player sees alone:
//! `/board`, a move's preview); every game turns its board's coordinates with the kit's
//! [`kit::Turn`] (or, on Niwa's hex garden, in its one pixel mapping), never a second drawing.
//!
//! The words in a picture (the header's move, status and cards, the chart's legend) are the
//! catalogue's (`locales/<lang>/render.ftl`, keys `render-…`), in [`View::lang`]: the language
//! of whoever the picture is for (a game's channel). Coordinates, notation and the pieces' marks
//! stay as they are in every language. Each text is drawn in a box it must fit (`kit`'s text).

pub mod analysis;
pub mod chart;
pub mod kit;
pub mod niwa;
pub mod quoridor;
pub mod replay;
pub mod sensei;
pub mod standings;

pub use replay::{replay_gif, replay_gif_marked, Replay};

use image::RgbImage;

use crate::games::{AnyGame, Outcome, Seat, WinReason};
use crate::i18n::Lang;
use crate::tr;

/// What a picture shows besides the position itself.
#[derive(Clone, Debug, Default)]
pub struct View {
    /// The players' names by seat (seat 1 first); missing names are drawn as "Seat N".
    pub names: Vec<String>,
    /// Mark the legal destinations of the player to move.
    pub hints: bool,
    /// The language of the picture's words.
    pub lang: Lang,
    /// Whose side the board is seen from: their start at the bottom (`None`: the classic
    /// picture every public post shows). Only positions turn; the header and every word stay.
    pub side: Option<Seat>,
    /// The last move is only proposed (a preview before Confirm): it is outlined in gold on top
    /// of the usual last-move marks, so it reads as "this is what you are about to play".
    pub preview: bool,
    /// Said before the status line: what happened that the position alone does not show (a
    /// replay's frame after a takeback: "↶ Move taken back").
    pub caption: Option<String>,
}

impl View {
    /// The name drawn for `seat`.
    pub fn name(&self, seat: Seat) -> String {
        match self.names.get(seat.index()).map(|n| n.trim()) {
            Some(name) if !name.is_empty() => name.to_string(),
            _ => tr!(self.lang, "render-seat", seat = seat.as_number()),
        }
    }

    /// The header's top right: how many moves were played and the last one.
    pub fn move_line(&self, ply: u32, last: Option<String>) -> String {
        match (ply, last) {
            (0, _) => tr!(self.lang, "render-new-game"),
            (ply, Some(last)) => tr!(self.lang, "render-move-last", ply = ply, last = last),
            (ply, None) => tr!(self.lang, "render-move", ply = ply),
        }
    }

    /// The header's bottom line: whose turn it is, or how the game ended; and the player's name
    /// it holds, if any (what may be cut when the line is too long).
    pub fn status_line(
        &self,
        to_move: Option<Seat>,
        outcome: Option<Outcome>,
    ) -> (String, Option<String>) {
        let lang = self.lang;
        match (outcome, to_move) {
            (Some(Outcome::Win { winner, reason }), _) => {
                let name = self.name(winner);
                let line = match reason {
                    WinReason::Goal => tr!(lang, "render-wins-goal", name = name.as_str()),
                    WinReason::Resignation => {
                        tr!(lang, "render-wins-resignation", name = name.as_str())
                    }
                    WinReason::NoLegalMove => {
                        tr!(lang, "render-wins-no-legal-move", name = name.as_str())
                    }
                    WinReason::UnfairGame => tr!(lang, "render-wins-unfair", name = name.as_str()),
                    WinReason::Time => tr!(lang, "render-wins-time", name = name.as_str()),
                };
                (line, Some(name))
            }
            (Some(Outcome::Draw), _) => (tr!(lang, "render-draw"), None),
            (None, Some(seat)) => {
                let name = self.name(seat);
                (
                    tr!(lang, "render-to-play", name = name.as_str()),
                    Some(name),
                )
            }
            (None, None) => (String::new(), None),
        }
    }

    /// A header of `title` and `cards` for a game at `ply` after `last`, ending as `outcome`.
    pub fn header(
        &self,
        title: String,
        (ply, last): (u32, Option<String>),
        cards: Vec<kit::PlayerCard>,
        (to_move, outcome): (Option<Seat>, Option<Outcome>),
    ) -> kit::Header {
        let (mut status, status_name) = self.status_line(to_move, outcome);
        if let Some(caption) = &self.caption {
            status = tr!(
                self.lang,
                "render-caption",
                caption = caption.as_str(),
                status = status
            );
        }
        kit::Header {
            title,
            info: self.move_line(ply, last),
            cards,
            status,
            status_name,
            lang: self.lang,
        }
    }
}

/// Whether a board's SVG names the places a player can point at.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Targets {
    /// The picture alone (a spectator's board, a replay).
    #[default]
    None,
    /// Every square, groove, space and piece as a target (see the module's header).
    Board,
}

/// Draws `game` as a PNG.
pub fn board_png(game: &AnyGame, view: &View) -> Vec<u8> {
    kit::encode_png(&board_image(game, view))
}

/// Draws `game`: the one picture both the PNG and each frame of a replay are.
pub fn board_image(game: &AnyGame, view: &View) -> RgbImage {
    draw::<kit::Canvas>(game, view).into_image()
}

/// Draws `game` as a standalone SVG document, the same picture as [`board_png`], with the places
/// a player can point at when `targets` asks for them.
pub fn board_svg(game: &AnyGame, view: &View, targets: Targets) -> String {
    draw::<kit::Svg>(game, view).document(targets == Targets::Board)
}

/// Draws `game` once as both documents of [`board_svg`]: the picture alone, then with its
/// targets (a spectator's board and a player's, from one drawing).
pub fn board_svgs(game: &AnyGame, view: &View) -> (String, String) {
    let drawn = draw::<kit::Svg>(game, view);
    (drawn.document(false), drawn.document(true))
}

/// Draws `game` on a new surface.
/// Where a seated player stands on their card: the winner, to move, or waiting.
fn standing(seat: Seat, outcome: Option<Outcome>, to_move: Option<Seat>) -> kit::PlayerState {
    if outcome.and_then(|o| o.winner()) == Some(seat) {
        kit::PlayerState::Winner
    } else if to_move == Some(seat) {
        kit::PlayerState::ToMove
    } else {
        kit::PlayerState::Waiting
    }
}

/// The header `game`'s picture draws above its board: among its words, each player's card, whose
/// token is the seat's colour as the board draws it and whose detail is what the player has left
/// ("7 fences"): what the web page shows of the players, from this one drawing's numbers.
pub fn header(game: &AnyGame, view: &View) -> kit::Header {
    match game {
        AnyGame::Quoridor(q) => quoridor::header(q, view),
        AnyGame::Sensei(s) => sensei::header(s, view),
        AnyGame::Niwa(n) => niwa::header(n, view),
    }
}

fn draw<S: kit::Surface>(game: &AnyGame, view: &View) -> S {
    match game {
        AnyGame::Quoridor(q) => quoridor::draw(q, view),
        AnyGame::Sensei(s) => sensei::draw(s, view),
        AnyGame::Niwa(n) => niwa::draw(n, view),
    }
}
