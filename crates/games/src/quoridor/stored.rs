//! The stored form of a position: readable JSON (`"pawns": ["e1", "e9"]`, fences by notation),
//! checked when read back.

use super::*;
use crate::Damaged;

#[derive(Serialize, Deserialize)]
pub struct StoredQuoridor {
    players: u8,
    to_move: u8,
    ply: u32,
    /// Each seat's square, or `null` once it has left a 4-player game.
    pawns: Vec<Option<String>>,
    fences_left: Vec<u8>,
    /// Each fence with the number of the seat that placed it.
    fences: Vec<(String, u8)>,
    outcome: Option<Outcome>,
    last: Option<(u8, String, String)>,
}

impl From<Quoridor> for StoredQuoridor {
    fn from(q: Quoridor) -> Self {
        let seats = (0..q.players).map(Seat);
        StoredQuoridor {
            players: q.players,
            to_move: q.turn.as_number(),
            ply: q.ply,
            pawns: seats
                .clone()
                .map(|s| q.pawn(s).map(|p| p.to_string()))
                .collect(),
            fences_left: seats.map(|s| q.fences_left(s)).collect(),
            fences: q
                .fences()
                .into_iter()
                .map(|(f, s)| (f.to_string(), s.as_number()))
                .collect(),
            outcome: q.outcome,
            last: q
                .last
                .map(|l| (l.seat.as_number(), l.mv.to_string(), l.from.to_string())),
        }
    }
}

impl TryFrom<StoredQuoridor> for Quoridor {
    type Error = Damaged;
    fn try_from(r: StoredQuoridor) -> Result<Self, Damaged> {
        if r.players != 2 && r.players != 4 {
            return Err(Damaged::Players(r.players));
        }
        let n = r.players as usize;
        if r.pawns.len() != n || r.fences_left.len() != n || !(1..=r.players).contains(&r.to_move) {
            return Err(Damaged::Seats);
        }
        let mut q = Quoridor::new(&QuoridorOptions { players: r.players });
        q.turn = Seat::number(r.to_move);
        q.ply = r.ply;
        q.outcome = r.outcome;
        for (i, pawn) in r.pawns.iter().enumerate() {
            match pawn {
                Some(square) => q.pawns[i] = square.parse()?,
                None => q.seated &= !(1 << i),
            }
        }
        q.fences_left[..n].copy_from_slice(&r.fences_left);
        for (text, seat) in &r.fences {
            let Ok(Move::Fence(fence)) = text.parse() else {
                return Err(Damaged::NotAFence(text.clone()));
            };
            let bit = fence.anchor().bit();
            match fence.orientation() {
                Orientation::Horizontal => q.horizontal |= bit,
                Orientation::Vertical => q.vertical |= bit,
            }
            let seat = Seat::number(*seat);
            if seat.index() >= n {
                return Err(Damaged::FencePlacer(text.clone()));
            }
            q.placed_by[seat.index()] |= bit;
        }
        if let Some((seat, mv, from)) = r.last {
            q.last = Some(LastMove {
                seat: Seat::number(seat),
                mv: mv.parse()?,
                from: from.parse()?,
            });
        }
        Ok(q)
    }
}
