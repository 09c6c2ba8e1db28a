//! The header above every board: the game's name and move, one card per player (token, name,
//! what they have left, whether it is their turn, won or left) and a status line.
//!
//! Games fill a [`Header`] with words and colours; the layout is the same for all of them, so a
//! player reads every game's picture the same way. The header's own words (the tags "to play",
//! "winner", "left") come from the catalogue in [`Header::lang`]; every text is drawn in its box
//! (see `text.rs`): a translation longer than the English is written smaller, a name is cut.

use super::{
    palette, Align, Colour, Overflow, Point, Rect, Shape, Surface, TextStyle, Token, Weight,
};
use crate::i18n::Lang;
use crate::tr;

/// Where a player stands in the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PlayerState {
    Waiting,
    ToMove,
    Winner,
    /// Resigned or removed (4-player Quoridor): drawn dimmed.
    Left,
}

/// One player's card.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerCard {
    pub token: Token,
    pub name: String,
    /// What they have left, in words ("7 fences").
    pub detail: String,
    /// The same as small bars after the detail: one per piece, bright when still in hand.
    pub pips: Vec<Colour>,
    pub state: PlayerState,
}

/// The whole header.
#[derive(Clone, Debug, PartialEq)]
pub struct Header {
    /// The game's name, top left.
    pub title: String,
    /// Top right: the move number and the last move.
    pub info: String,
    pub cards: Vec<PlayerCard>,
    /// Under the cards: whose turn it is, or how the game ended.
    pub status: String,
    /// The player's name the status holds, if any: what is cut when the status is too long.
    pub status_name: Option<String>,
    /// The language of the header's own words.
    pub lang: Lang,
}

const PAD: f32 = 14.0;
const TITLE_ROW: f32 = 40.0;
const CARD_H: f32 = 60.0;
const CARD_GAP: f32 = 10.0;
const STATUS_ROW: f32 = 38.0;
const COLUMNS: usize = 2;
/// The share of the top row the title may take (the move number has the rest).
const TITLE_SHARE: f32 = 0.6;
/// The share of a card its tag ("to play") may take.
const TAG_SHARE: f32 = 0.4;

impl Header {
    /// How tall the header is.
    pub fn height(&self) -> f32 {
        Header::height_for(self.cards.len())
    }

    /// How tall a header with `players` cards is: a board lays itself out below it.
    pub fn height_for(players: usize) -> f32 {
        let rows = players.div_ceil(COLUMNS).max(1) as f32;
        PAD + TITLE_ROW + rows * CARD_H + (rows - 1.0) * CARD_GAP + STATUS_ROW
    }

    /// Draws the header across `width` pixels from the top of the canvas.
    pub fn draw(&self, canvas: &mut impl Surface, width: f32) {
        let title = TextStyle::new(22.0, Weight::Bold, palette::INK_LIGHT);
        let info = TextStyle::new(19.0, Weight::Regular, palette::INK_SOFT);
        let baseline = PAD + 24.0;
        // The title may take most of the row; the move, what is left of it.
        let row = width - 3.0 * PAD;
        let title_width = canvas.text_in(
            &self.title,
            (PAD, baseline),
            row * TITLE_SHARE,
            title,
            Align::Left,
            Overflow::Shrink,
        );
        canvas.text_in(
            &self.info,
            (width - PAD, baseline),
            row - title_width,
            info,
            Align::Right,
            Overflow::Shrink,
        );

        let card_w = (width - 2.0 * PAD - CARD_GAP * (COLUMNS as f32 - 1.0)) / COLUMNS as f32;
        for (i, card) in self.cards.iter().enumerate() {
            let (row, column) = ((i / COLUMNS) as f32, (i % COLUMNS) as f32);
            let rect = Rect::new(
                PAD + column * (card_w + CARD_GAP),
                PAD + TITLE_ROW + row * (CARD_H + CARD_GAP),
                card_w,
                CARD_H,
            );
            card.draw(canvas, rect, self.lang);
        }

        let over = self.cards.iter().any(|c| c.state == PlayerState::Winner);
        let ink = if over {
            palette::GOLD
        } else {
            palette::INK_LIGHT
        };
        let status = TextStyle::new(20.0, Weight::Bold, ink);
        let y = self.height() - STATUS_ROW / 2.0 + 2.0;
        let centre = Point::new(width / 2.0, y);
        let room = width - 2.0 * PAD;
        match &self.status_name {
            Some(name) => canvas.text_in_naming(&self.status, name, centre, room, status),
            None => canvas.text_centred_in(&self.status, centre, room, status, Overflow::Shrink),
        };
    }
}

impl PlayerCard {
    fn draw(&self, canvas: &mut impl Surface, rect: Rect, lang: Lang) {
        let gone = self.state == PlayerState::Left;
        let card = Shape::rounded(rect, 10.0);
        canvas.fill(&card, palette::CARD);
        let ring = match self.state {
            PlayerState::ToMove => Some(self.token.fill),
            PlayerState::Winner => Some(palette::GOLD),
            _ => None,
        };
        if let Some(colour) = ring {
            canvas.stroke(&Shape::rounded(rect.inflate(-1.5), 9.0), 3.0, colour);
        }

        let radius = 17.0;
        let centre = Point::new(rect.x + 12.0 + radius, rect.centre().y);
        let token = if gone {
            Token::new(palette::SPENT, self.token.label.clone())
        } else {
            self.token.clone()
        };
        canvas.token(centre, radius, &token);

        let left = centre.x + radius + 12.0;
        let tag = match self.state {
            PlayerState::ToMove => Some((
                tr!(lang, "render-tag-to-play"),
                self.token.fill,
                self.token.ink(),
            )),
            PlayerState::Winner => Some((
                tr!(lang, "render-tag-winner"),
                palette::GOLD,
                palette::INK_DARK,
            )),
            PlayerState::Left => Some((
                tr!(lang, "render-tag-left"),
                palette::SPENT,
                palette::INK_LIGHT,
            )),
            PlayerState::Waiting => None,
        };
        let mut right = rect.right() - 10.0;
        if let Some((text, fill, ink)) = tag {
            let style = TextStyle::new(12.0, Weight::Bold, ink);
            let (_, fitted) = style.fitted(&text, rect.w * TAG_SHARE - 14.0, Overflow::Shrink);
            let w = fitted.width(&text).min(rect.w * TAG_SHARE - 14.0) + 14.0;
            let pill = Rect::new(right - w, rect.y + 10.0, w, 20.0);
            canvas.fill(&Shape::rounded(pill, 10.0), fill);
            canvas.text_centred_in(&text, pill.centre(), w - 14.0, style, Overflow::Shrink);
            right = pill.x - 8.0;
        }

        let ink = if gone {
            palette::INK_SOFT
        } else {
            palette::INK_LIGHT
        };
        let name = TextStyle::new(19.0, Weight::Bold, ink);
        canvas.text_in(
            &self.name,
            (left, rect.y + 26.0),
            right - left,
            name,
            Align::Left,
            Overflow::Cut,
        );

        let detail = TextStyle::new(17.0, Weight::Regular, palette::INK_SOFT);
        let baseline = rect.y + 50.0;
        let room = rect.right() - 10.0 - left;
        let drawn = canvas.text_in(
            &self.detail,
            (left, baseline),
            room,
            detail,
            Align::Left,
            Overflow::Shrink,
        );
        let mut x = left + drawn + 10.0;
        for colour in &self.pips {
            if x + 5.0 > rect.right() - 10.0 {
                break;
            }
            let pip = Rect::new(x, baseline - 12.0, 5.0, 13.0);
            canvas.fill(&Shape::rounded(pip, 1.5), *colour);
            x += 8.0;
        }
    }
}
