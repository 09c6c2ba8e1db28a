//! What a player can point at in a Niwa garden, for the web page's clicks (see
//! [`crate::render::kit::Target`]): every space, figurine and bead, placed by the garden's
//! [`Geometry`].

use crate::games::niwa::Niwa;
use crate::render::kit::{Shape, Surface, Target};

use super::Geometry;

/// Niwa: every space (`cell`, `d4`, its whole hex), the figurines (`figurine`, named by their
/// space, with `data-seat`) and their beads (`bead`, named by their figurine's space, with
/// `data-depth`, 0 for the top bead, and `data-colour`, its letter).
pub(super) fn niwa(surface: &mut impl Surface, geometry: &Geometry, game: &Niwa) {
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
