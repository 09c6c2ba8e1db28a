//! The stored form of a position: readable JSON (`"stones": [["a1", ...], ["a7", ...]]`, the last
//! turn in notation), checked when read back.

use super::*;
use crate::Damaged;

#[derive(Serialize, Deserialize)]
pub struct StoredLast {
    seat: u8,
    turn: String,
    character_from: String,
}

#[derive(Serialize, Deserialize)]
pub struct StoredSensei {
    preset: Preset,
    to_move: u8,
    ply: u32,
    /// Each seat's stones (seat 1 first).
    stones: [Vec<String>; 2],
    /// Each seat's character's square (seat 1, the Sage, first).
    characters: [String; 2],
    pits: Vec<String>,
    outcome: Option<Outcome>,
    last: Option<StoredLast>,
}

fn names(set: u64) -> Vec<String> {
    squares(set).map(|s| s.to_string()).collect()
}

fn set(names: &[String]) -> Result<u64, Damaged> {
    names.iter().try_fold(0, |set, name| {
        let bit = name.parse::<Square>()?.bit();
        if set & bit != 0 {
            return Err(Damaged::Twice(name.clone()));
        }
        Ok(set | bit)
    })
}

impl From<Sensei> for StoredSensei {
    fn from(s: Sensei) -> Self {
        StoredSensei {
            preset: s.preset,
            to_move: s.turn.as_number(),
            ply: s.ply,
            stones: [names(s.stones[0]), names(s.stones[1])],
            characters: [s.characters[0].to_string(), s.characters[1].to_string()],
            pits: names(s.pits),
            outcome: s.outcome,
            last: s.last.map(|l| StoredLast {
                seat: l.seat.as_number(),
                turn: l.turn.to_string(),
                character_from: l.character_from.to_string(),
            }),
        }
    }
}

impl TryFrom<StoredSensei> for Sensei {
    type Error = Damaged;
    fn try_from(r: StoredSensei) -> Result<Self, Damaged> {
        if !(1..=2).contains(&r.to_move) {
            return Err(Damaged::NoSuchSeat(r.to_move));
        }
        let stones = [set(&r.stones[0])?, set(&r.stones[1])?];
        let pits = set(&r.pits)?;
        if stones[0] & stones[1] != 0 || (stones[0] | stones[1]) & pits != 0 {
            return Err(Damaged::Overlap(None));
        }
        if stones.iter().any(|s| s.count_ones() > 7) {
            return Err(Damaged::TooManyStones(7));
        }
        let mut characters = [Square::default(); 2];
        for (seat, name) in r.characters.iter().enumerate() {
            characters[seat] = name.parse()?;
            if stones[seat] & characters[seat].bit() == 0 {
                return Err(Damaged::CharacterOffStones(seat as u8 + 1));
            }
        }
        let last = match r.last {
            Some(l) if !(1..=2).contains(&l.seat) => return Err(Damaged::NoSuchSeat(l.seat)),
            Some(l) => Some(LastTurn {
                seat: Seat::number(l.seat),
                turn: l.turn.parse()?,
                character_from: l.character_from.parse()?,
            }),
            None => None,
        };
        Ok(Sensei {
            preset: r.preset,
            stones,
            characters,
            pits,
            turn: Seat::number(r.to_move),
            ply: r.ply,
            outcome: r.outcome,
            last,
        })
    }
}
