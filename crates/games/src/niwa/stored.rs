//! The stored form of a position: readable JSON (`"figurines": [[["d2", "GO"], …], …]`, beads
//! top first), checked when read back; and a position set up by hand ([`Niwa::arranged`]), which
//! the stored form is read through.

use super::*;
use crate::Damaged;

#[derive(Serialize, Deserialize)]
pub struct StoredNiwa {
    garden: String,
    to_move: u8,
    ply: u32,
    /// Each seat's figurines as (cell, beads top first), empty before its setup.
    figurines: Vec<Vec<(String, String)>>,
    outcome: Option<Outcome>,
    last: Option<(u8, String)>,
}

impl From<Niwa> for StoredNiwa {
    fn from(n: Niwa) -> Self {
        let garden = n.garden();
        StoredNiwa {
            garden: n.garden.name().to_string(),
            to_move: n.turn.as_number(),
            ply: n.ply,
            figurines: (0..2)
                .map(|s| {
                    if !n.placed[s] {
                        return Vec::new();
                    }
                    n.pieces[s]
                        .iter()
                        .map(|p| {
                            let beads = p.beads.top_first().iter().map(|c| c.letter()).collect();
                            (garden.name_of(p.at).to_string(), beads)
                        })
                        .collect()
                })
                .collect(),
            outcome: n.outcome,
            last: n.last.map(|l| (l.seat.as_number(), l.mv.to_string())),
        }
    }
}

impl TryFrom<StoredNiwa> for Niwa {
    type Error = Damaged;
    fn try_from(r: StoredNiwa) -> Result<Self, Damaged> {
        if !(1..=2).contains(&r.to_move) || r.figurines.len() != 2 {
            return Err(Damaged::Seats);
        }
        let mut figurines = Vec::new();
        for (s, side) in r.figurines.iter().enumerate() {
            for (cell, beads) in side {
                let beads = beads
                    .chars()
                    .map(|letter| Colour::from_letter(letter).ok_or(Damaged::NotAColour(letter)))
                    .collect::<Result<_, _>>()?;
                figurines.push(Figurine {
                    seat: Seat(s as u8),
                    cell: cell.parse()?,
                    beads,
                });
            }
        }
        let mut n = Niwa::arranged(&r.garden.parse()?, &figurines, Seat::number(r.to_move))?;
        // A game keeps each side's six beads, two of each colour.
        for seat in (0..2).map(Seat) {
            let mut count = [0; 3];
            for bead in figurines
                .iter()
                .filter(|f| f.seat == seat)
                .flat_map(|f| &f.beads)
            {
                count[*bead as usize] += 1;
            }
            if n.is_set_up(seat) && count != [2, 2, 2] {
                return Err(Damaged::Beads(seat.as_number()));
            }
        }
        n.ply = r.ply;
        n.outcome = r.outcome;
        if let Some((seat, mv)) = r.last {
            n.last = Some(LastTurn {
                seat: Seat::number(seat),
                mv: mv.parse()?,
            });
        }
        Ok(n)
    }
}

impl Niwa {
    /// A position set up by hand, as a study or a puzzle shows one: each of `figurines` on its
    /// cell with its beads (top first), `to_move` to play. A seat with no figurine given has not
    /// set up yet; one set up has three, in setup order. What a garden can show is checked (cells
    /// of the garden, one figurine a cell, at most three beads each), not what a game keeps (each
    /// side's six beads, two of each colour): a study may leave beads out. The stored form checks
    /// both.
    pub fn arranged(
        options: &NiwaOptions,
        figurines: &[Figurine],
        to_move: Seat,
    ) -> Result<Niwa, Damaged> {
        if to_move.index() > 1 || figurines.iter().any(|f| f.seat.index() > 1) {
            return Err(Damaged::Seats);
        }
        let mut n = Niwa::new(options);
        n.turn = to_move;
        let garden = n.garden();
        let mut occupied = 0u128;
        for s in 0..2 {
            let side: Vec<&Figurine> = figurines.iter().filter(|f| f.seat.index() == s).collect();
            if side.is_empty() {
                continue;
            }
            if side.len() != 3 {
                return Err(Damaged::Figurines {
                    seat: s as u8 + 1,
                    count: side.len(),
                });
            }
            for (piece, figurine) in n.pieces[s].iter_mut().zip(side) {
                let cell = figurine.cell.to_string();
                let at = garden
                    .id(figurine.cell)
                    .ok_or_else(|| Damaged::NoSuchCell(cell.clone()))?;
                if occupied & bit(at) != 0 {
                    return Err(Damaged::Overlap(Some(cell)));
                }
                occupied |= bit(at);
                piece.at = at;
                if figurine.beads.len() > Stack::MAX {
                    return Err(Damaged::TooManyBeads(cell));
                }
                for bead in figurine.beads.iter().rev() {
                    piece.beads.push(*bead);
                }
            }
            n.placed[s] = true;
            n.ply += 1;
        }
        Ok(n)
    }
}
