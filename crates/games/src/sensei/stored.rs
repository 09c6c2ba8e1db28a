//! The stored form of a position: readable JSON (`"stones": [["a1", ...], ["a7", ...]]`, the last
//! turn in notation), checked when read back.

use super::*;

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

fn set(names: &[String]) -> Result<u64, String> {
    names.iter().try_fold(0, |set, name| {
        let bit = name.parse::<Square>().map_err(|e| e.to_string())?.bit();
        if set & bit != 0 {
            return Err(format!("{name} is listed twice"));
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
    type Error = String;
    fn try_from(r: StoredSensei) -> Result<Self, String> {
        if !(1..=2).contains(&r.to_move) {
            return Err(format!("seat {} is not at a Sensei table", r.to_move));
        }
        let stones = [set(&r.stones[0])?, set(&r.stones[1])?];
        let pits = set(&r.pits)?;
        if stones[0] & stones[1] != 0 || (stones[0] | stones[1]) & pits != 0 {
            return Err("two things stand on one square".into());
        }
        if stones.iter().any(|s| s.count_ones() > 7) {
            return Err("a seat has more than 7 stones".into());
        }
        let mut characters = [Square::default(); 2];
        for (seat, name) in r.characters.iter().enumerate() {
            characters[seat] = name.parse().map_err(|e| format!("{e}"))?;
            if stones[seat] & characters[seat].bit() == 0 {
                return Err(format!("seat {}'s character is off its stones", seat + 1));
            }
        }
        let last = match r.last {
            Some(l) if !(1..=2).contains(&l.seat) => {
                return Err(format!("seat {} is not at a Sensei table", l.seat))
            }
            Some(l) => Some(LastTurn {
                seat: Seat::number(l.seat),
                turn: l.turn.parse().map_err(|e| format!("{e}"))?,
                character_from: l.character_from.parse().map_err(|e| format!("{e}"))?,
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
