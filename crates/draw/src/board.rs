//! The wooden board every square-grid game sits on: the framed board with its shadow, the
//! grooves between the squares, one square drawn as a tile to stamp, and the coordinates around.
//!
//! It knows no game: a game's picture says where the board and its squares are, what colour a
//! square's face is, and which letters and numbers to write where.

use super::{palette, Colour, Point, Rect, Shape, Surface, TextStyle, Weight};

/// A square's three shades of wood: the face, its lit top edge and its shaded bottom edge.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct SquareWood {
    pub face: Colour,
    pub lit: Colour,
    pub shade: Colour,
}

impl SquareWood {
    /// The plain maple square.
    pub const MAPLE: SquareWood = SquareWood {
        face: palette::SQUARE,
        lit: palette::SQUARE_LIT,
        shade: palette::SQUARE_SHADE,
    };

    /// Maple stained a fraction `t` of the way towards `colour` (a side's home row).
    pub fn stained(colour: Colour, t: f32) -> SquareWood {
        let m = SquareWood::MAPLE;
        SquareWood {
            face: m.face.mix(colour, t),
            lit: m.lit.mix(colour, t),
            shade: m.shade.mix(colour, t),
        }
    }
}

/// Draws the framed board filling `board`: a soft shadow under it, the frame `border` pixels
/// wide with a darker outer edge, and the groove-coloured bed the squares stand in.
pub fn frame(canvas: &mut impl Surface, board: Rect, border: f32) {
    canvas.shadow(
        &Shape::rounded(board.offset(0.0, 5.0), 14.0),
        Colour([0, 0, 0]),
        0.5,
        14.0,
    );
    canvas.fill(&Shape::rounded(board, 14.0), palette::FRAME);
    canvas.stroke(
        &Shape::rounded(board.inflate(-1.0), 13.0),
        2.5,
        palette::FRAME_EDGE,
    );
    let bed = board.inflate(-(border - 3.0));
    canvas.fill(&Shape::rounded(bed, 6.0), palette::GROOVE);
}

/// One square of side `cell` on groove-coloured wood (a pixel of groove all round), a sprite of
/// `surface` to stamp with [`Surface::stamp`] one pixel up and left of the square's corner.
pub fn tile<S: Surface>(surface: &mut S, cell: f32, wood: SquareWood) -> S::Sprite {
    let side = cell as u32 + 2;
    surface.sprite(side, side, palette::GROOVE, |tile| {
        let rect = Rect::new(1.0, 1.0, cell, cell);
        tile.fill(&Shape::rounded(rect, 5.0), wood.shade);
        tile.fill(
            &Shape::rounded(Rect::new(rect.x, rect.y, rect.w, rect.h - 3.0), 5.0),
            wood.lit,
        );
        tile.fill(
            &Shape::rounded(
                Rect::new(rect.x + 1.0, rect.y + 1.5, rect.w - 2.0, rect.h - 4.5),
                4.5,
            ),
            wood.face,
        );
    })
}

/// Writes the coordinates of a `size` x `size` board around `board`, in the `margin` left outside
/// it: the labels of the columns below the board, those of the rows on both sides, lined up with
/// `centre(file, rank)`, the centre of a square. On a board turned `sideways` (a quarter turn) the
/// files are rows and the ranks columns, so each label still names the squares beside it.
pub fn coordinates(
    canvas: &mut impl Surface,
    board: Rect,
    margin: f32,
    (size, sideways): (u8, bool),
    centre: impl Fn(u8, u8) -> Point,
) {
    let label = TextStyle::new(19.0, Weight::Bold, palette::INK_SOFT);
    for i in 0..size {
        let letter = char::from(b'a' + i).to_string();
        let number = (i + 1).to_string();
        let ((below, x), (beside, y)) = if sideways {
            ((number, centre(0, i).x), (letter, centre(i, 0).y))
        } else {
            ((letter, centre(i, 0).x), (number, centre(0, i).y))
        };
        canvas.text_centred(&below, Point::new(x, board.bottom() + margin / 2.0), label);
        for x in [board.x - margin / 2.0, board.right() + margin / 2.0] {
            canvas.text_centred(&beside, Point::new(x, y), label);
        }
    }
}

/// Where the parts of a board picture are: the header at the top, the framed square board below
/// it with room for the coordinates all round.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// The whole picture, in pixels.
    pub width: u32,
    pub height: u32,
    /// The band with the players, at the top.
    pub header: Rect,
    /// The wooden board, frame included.
    pub board: Rect,
}

impl Layout {
    /// A header `header_height` tall, then after `spacing` a board of `side` pixels, with
    /// `margin` pixels left, right and below it.
    pub fn new(header_height: f32, side: f32, margin: f32, spacing: f32) -> Layout {
        let width = side + 2.0 * margin;
        let board = Rect::new(margin, header_height + spacing, side, side);
        Layout {
            width: width as u32,
            height: (board.bottom() + margin) as u32,
            header: Rect::new(0.0, 0.0, width, header_height),
            board,
        }
    }
}
