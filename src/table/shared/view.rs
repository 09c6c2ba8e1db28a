//! The view of a game that every service shows: its card, its buttons, its picture (from a
//! player's side, or of a proposed position) and the reply that shows it.

use super::{
    end_said, kind_and_variant, status_line, Action, ActionId, ActionStyle, Answer, Caller,
    GameCard, GameStatus, Picture, Player, Refusal, Reply, SeatCard, QUICK_MOVES,
};
use super::{Audience, Happened};
use crate::games::{AnyGame, Seat};
use crate::i18n::Lang;
use crate::model::GameRow;
use crate::model::UserId;
use crate::render::View;
use crate::store::{BoardSide, Preferences};
use crate::table::shared::Core;
use crate::text::{marks, Text};
use crate::{say, tr};

/// How a reply's picture is drawn when it is not the game's public picture: from a player's side,
/// or of a position a preview proposes.
#[derive(Clone, Debug, Default)]
pub(in crate::table) struct Sight {
    /// Whose side the board is seen from ([`View::side`]).
    pub(in crate::table) side: Option<Seat>,
    /// The position to draw instead of the game's, its last move proposed ([`View::preview`]).
    pub(in crate::table) state: Option<AnyGame>,
    pub(in crate::table) preview: bool,
}

/// The side `user`'s own pictures of `row` are drawn from, by their preferences `chosen`: their
/// seat's unless they chose the classic board (or do not sit at it).
pub(in crate::table) fn side_chosen(
    row: &GameRow,
    user: UserId,
    chosen: &Preferences,
) -> Option<Seat> {
    row.seat_of(user)
        .filter(|_| chosen.board == BoardSide::Mine)
}

/// The game's line in its parent channel: what it is and where it is played, and once it is
/// over, how it ended.
pub(in crate::table) fn line_text(row: &GameRow) -> Text {
    let lang = row.lang;
    let names: Vec<&str> = row.seats.iter().map(|s| s.name.as_str()).collect();
    let game = kind_and_variant(row.kind, &row.variant);
    let players = names.join(" vs ");
    let thread = marks::channel(row.channel);
    match end_said(row).map(|end| end.text(lang)) {
        Some(end) => say!(
            lang,
            "threads-line-ended",
            game = game,
            players = players,
            end = end,
            moves = say!(lang, "count-moves", count = row.state.ply()),
            thread = thread
        ),
        None => say!(
            lang,
            "threads-line-playing",
            game = game,
            players = players,
            thread = thread
        ),
    }
}

/// The opening words of a game: who sits where, in the game's language.
pub(in crate::table) fn begun_text(row: &GameRow) -> Text {
    let seats = row.seats.iter().map(|s| {
        say!(
            row.lang,
            "threads-seat",
            seat = s.seat.as_number(),
            player = marks::name(&s.name)
        )
    });
    say!(row.lang, "threads-begun", seats = Text::join(seats, ", "))
}

impl Core {
    /// The side `caller`'s own pictures of `row` are drawn from: their seat's when they sit at
    /// it and keep `/preferences board:` at `mine`; the classic picture otherwise.
    pub(in crate::table) async fn own_side(
        &self,
        row: &GameRow,
        caller: &Caller,
    ) -> Result<Option<Seat>, Refusal> {
        if row.seat_of(caller.player.id).is_none() {
            return Ok(None);
        }
        let chosen = self.store.preferences(caller.player.id).await?;
        Ok(side_chosen(row, caller.player.id, &chosen))
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
            game: row.id,
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
                    playing: !row.resigned.contains(s.seat),
                    out_of_time: row.timed_out.contains(s.seat),
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
            draw_offers: row.draw_offers.iter().collect(),
            status_line,
            due_at: row.due_at.filter(|_| !row.is_finished()),
        }
    }

    /// The buttons for a game: quick moves for the player to move, draw, resign, board; once the
    /// game is decided, a rematch (not for a tournament's game) and its analysis (an aborted game
    /// offers nothing).
    pub(in crate::table) fn actions_of(&self, row: &GameRow, lang: Lang) -> Vec<Action> {
        if row.aborted_by.is_some() {
            return Vec::new();
        }
        if row.state.is_over() {
            let game = row.id;
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
        let (game, version) = (row.id, row.version);
        // Kept for the autocomplete that may follow; the buttons need only the shortest moves.
        self.legal_of(row);
        let quick = row.state.shortest_moves(QUICK_MOVES).unwrap_or_default();
        let mut actions: Vec<Action> = quick
            .into_iter()
            .map(|m| Action {
                id: ActionId::Move {
                    game,
                    version,
                    notation: m.clone(),
                },
                label: m,
                style: ActionStyle::Primary,
            })
            .collect();
        let (label, style) = if row.draw_offers.is_empty() {
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

    /// The picture of `row` (or of the position `sight` proposes) seen as `sight` says: what a
    /// front end draws, if it shows pictures.
    pub(in crate::table) fn picture(row: &GameRow, sight: Sight) -> Picture {
        Picture::Board {
            position: sight.state.unwrap_or_else(|| row.state.clone()),
            view: View {
                names: row.seats.iter().map(|s| s.name.clone()).collect(),
                hints: false,
                lang: row.lang,
                side: sight.side,
                preview: sight.preview,
                caption: None,
            },
        }
    }

    /// A game shown only to the caller, in their language: its status line, card, board and
    /// buttons; the board drawn from their side when they sit at it and keep their preference's
    /// default (`/preferences board:`).
    pub(in crate::table) async fn peek_from_side(&self, row: &GameRow, caller: &Caller) -> Answer {
        let sight = Sight {
            side: self.own_side(row, caller).await?,
            ..Sight::default()
        };
        let shown = self.show_seen(row, Text::new(), caller.lang, sight).await;
        Ok(Reply {
            happened: Happened::Shown { game: row.id },
            audience: Audience::Caller,
            ..shown
        })
    }

    /// A reply showing a game to its channel, in the game's language: `text`, then the status
    /// line; the card, the board and buttons.
    pub(in crate::table) async fn show(&self, row: &GameRow, text: Text) -> Reply {
        self.show_in(row, text, row.lang).await
    }

    /// [`Core::show`] in `lang` (`text` must be in it already).
    pub(in crate::table) async fn show_in(&self, row: &GameRow, text: Text, lang: Lang) -> Reply {
        self.show_seen(row, text, lang, Sight::default()).await
    }

    /// [`Core::show_in`], its picture of `sight.state` (the game's own position if `None`) seen
    /// as `sight` says.
    pub(in crate::table) async fn show_seen(
        &self,
        row: &GameRow,
        text: Text,
        lang: Lang,
        sight: Sight,
    ) -> Reply {
        let card = Self::card_in(row, lang);
        let text = if text.is_empty() {
            card.status_line.clone()
        } else {
            let mut said = text;
            said.push_words(" ");
            said.push(&card.status_line.capitalized());
            said.push_words(".");
            said
        };
        Reply {
            text,
            actions: self.actions_of(row, lang),
            card: Some(card),
            picture: Some(Self::picture(row, sight)),
            lang,
            ..Reply::default()
        }
    }
}
