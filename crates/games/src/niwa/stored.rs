//! The stored form of a position: readable JSON (`"figurines": [[["d2", "GO"], …], …]`, beads
//! top first), checked when read back.

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
        let mut n = Niwa::new(&r.garden.parse()?);
        let garden = n.garden();
        if !(1..=2).contains(&r.to_move) || r.figurines.len() != 2 {
            return Err(Damaged::Seats);
        }
        n.turn = Seat::number(r.to_move);
        n.ply = r.ply;
        n.outcome = r.outcome;
        let mut occupied = 0u128;
        for (s, figurines) in r.figurines.iter().enumerate() {
            if figurines.is_empty() {
                continue;
            }
            if figurines.len() != 3 {
                return Err(Damaged::Figurines {
                    seat: s as u8 + 1,
                    count: figurines.len(),
                });
            }
            let mut count = [0; 3];
            for (piece, (cell, beads)) in n.pieces[s].iter_mut().zip(figurines) {
                let cell: Cell = cell.parse()?;
                let at = garden
                    .id(cell)
                    .ok_or_else(|| Damaged::NoSuchCell(cell.to_string()))?;
                if occupied & bit(at) != 0 {
                    return Err(Damaged::Overlap(Some(cell.to_string())));
                }
                occupied |= bit(at);
                piece.at = at;
                if beads.chars().count() > Stack::MAX {
                    return Err(Damaged::TooManyBeads(cell.to_string()));
                }
                for letter in beads.chars().rev() {
                    let bead = Colour::from_letter(letter).ok_or(Damaged::NotAColour(letter))?;
                    count[bead as usize] += 1;
                    piece.beads.push(bead);
                }
            }
            if count != [2, 2, 2] {
                return Err(Damaged::Beads(s as u8 + 1));
            }
            n.placed[s] = true;
        }
        if let Some((seat, mv)) = r.last {
            n.last = Some(LastTurn {
                seat: Seat::number(seat),
                mv: mv.parse()?,
            });
        }
        Ok(n)
    }
}
