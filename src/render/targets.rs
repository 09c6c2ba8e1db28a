//! What a player can point at on each board, for the web page's clicks: every square or space,
//! every fence groove, every piece, each a [`Target`] named in the game's notation (`RULES.md`)
//! and placed by the game's own [`Geometry`](super::quoridor::Geometry) (the numbers the picture
//! is drawn with, turned for the side it is seen from). Each game's `draw` calls its function
//! here last, so targets lie above the picture.
//!
//! Targets are every place, legal or not: the page marks the legal ones from the game's legal
//! moves. Their regions never overlap within a kind: a square is its face, a fence's groove is
//! the groove's width from the middle of one square to the middle of the next
//! ([`quoridor::Geometry::groove`]), a Niwa space its whole hex.

use crate::games::niwa::Niwa;
use crate::games::quoridor::{Fence, Orientation, Quoridor, Square};
use crate::games::sensei::{self, Sensei, SIZE};
use crate::games::Seat;

use super::kit::{Shape, Surface, Target};
use super::{niwa, quoridor, sensei as sensei_picture};

/// Quoridor: the 81 squares (`square`, `e5`), the 128 fence slots (`fence`, `e3h`, `e3v`, showing
/// the fence as it would stand), and the pawns (`pawn`, named by their square, with `data-seat`).
pub fn quoridor(surface: &mut impl Surface, geometry: &quoridor::Geometry, game: &Quoridor) {
    for rank in 0..9 {
        for file in 0..9 {
            let square = Square::new(file, rank);
            let face = Shape::rect(geometry.square(square));
            surface.target(Target::new("square", square.to_string(), face));
        }
    }
    for orientation in [Orientation::Horizontal, Orientation::Vertical] {
        for rank in 0..8 {
            for file in 0..8 {
                let fence = Fence::new(Square::new(file, rank), orientation);
                let groove = Shape::rect(geometry.groove(fence));
                let slot = Shape::rounded(geometry.fence(fence), 3.5);
                surface.target(Target::new("fence", fence.to_string(), groove).marked(slot));
            }
        }
    }
    for seat in (0..game.players()).map(Seat) {
        if let Some(square) = game.pawn(seat) {
            let pawn = Shape::circle(geometry.square_centre(square), geometry.pawn_radius());
            let target = Target::new("pawn", square.to_string(), pawn);
            surface.target(target.with("seat", seat.as_number()));
        }
    }
}

/// Sensei: the 49 squares (`square`, `b4`), the stones (`stone`) and the characters standing on
/// theirs (`character`), named by their square, with `data-seat`.
pub fn sensei(surface: &mut impl Surface, geometry: &sensei_picture::Geometry, game: &Sensei) {
    for rank in 0..SIZE {
        for file in 0..SIZE {
            let square = sensei::Square::new(file, rank);
            let face = Shape::rect(geometry.square(square));
            surface.target(Target::new("square", square.to_string(), face));
        }
    }
    for (square, seat) in game.stones() {
        let stone = Shape::circle(geometry.square_centre(square), geometry.stone_radius());
        let target = Target::new("stone", square.to_string(), stone);
        surface.target(target.with("seat", seat.as_number()));
    }
    for seat in [Seat(0), Seat(1)] {
        let square = game.character(seat);
        let (face, radius) = geometry.face(square);
        let figure = Shape::circle(face, radius);
        let target = Target::new("character", square.to_string(), figure);
        surface.target(target.with("seat", seat.as_number()));
    }
}

/// Niwa: every space (`cell`, `d4`, its whole hex), the figurines (`figurine`, named by their
/// space, with `data-seat`) and their beads (`bead`, named by their figurine's space, with
/// `data-depth`, 0 for the top bead, and `data-colour`, its letter).
pub fn niwa(surface: &mut impl Surface, geometry: &niwa::Geometry, game: &Niwa) {
    let garden = game.garden();
    for &cell in garden.cells() {
        let hex = geometry.hex(garden, cell, 0.0);
        surface.target(Target::new("cell", cell.to_string(), hex));
    }
    for figurine in game.figurines() {
        let at = geometry.figurine(garden, figurine.cell);
        let body = Shape::circle(at, geometry.figurine_radius());
        let target = Target::new("figurine", figurine.cell.to_string(), body);
        surface.target(target.with("seat", figurine.seat.as_number()));
        for (depth, bead) in figurine.beads.iter().enumerate() {
            let at = geometry.bead(garden, figurine.cell, depth);
            let disc = Shape::circle(at, geometry.bead_radius());
            let target = Target::new("bead", figurine.cell.to_string(), disc);
            surface.target(target.with("depth", depth).with("colour", bead.letter()));
        }
    }
}
