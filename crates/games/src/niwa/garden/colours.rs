//! The line colours of a garden: the seeded generator and the draw that colours a layout's lines
//! (steps 1–3 of the generator described in [`super`]).

use super::{Garden, LayoutError, MAX_DRAWS, NONE};
use crate::niwa::notation::Colour;

/// SplitMix64 (Steele, Lea and Flood, 2014): the whole generator behind the line colours.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (`next % n`; the tiny bias does not matter here, stability does).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
}

impl Garden {
    /// Steps 1–3 of the generator in the module docs.
    pub(super) fn draw_colours(&self) -> Result<Vec<[Option<Colour>; 6]>, LayoutError> {
        let mut orbits: Vec<Vec<(u8, usize)>> = Vec::new();
        let mut seen = vec![[false; 6]; self.hexes.len()];
        for (a, hex) in self.hexes.iter().enumerate() {
            for dir in 0..6 {
                let b = self.neighbours[a][dir];
                if b == NONE || (b as usize) < a || seen[a][dir] {
                    continue;
                }
                let mut orbit = vec![(a as u8, dir)];
                let twin = self.by_hex[&self.layout.half_turn(*hex)];
                // The half-turn reverses directions; a line whose twin is itself stands alone.
                if twin != b {
                    orbit.push((twin, (dir + 3) % 6));
                }
                for &(cell, d) in &orbit {
                    let other = self.neighbours[cell as usize][d];
                    seen[cell as usize][d] = true;
                    seen[other as usize][(d + 3) % 6] = true;
                }
                orbits.push(orbit);
            }
        }
        let mut rng = SplitMix64::new(self.seed);
        for _ in 0..MAX_DRAWS {
            let mut draw: Vec<Colour> = (0..orbits.len()).map(|k| Colour::ALL[k % 3]).collect();
            for i in (1..draw.len()).rev() {
                draw.swap(i, rng.below(i as u64 + 1) as usize);
            }
            let mut colours = vec![[None; 6]; self.hexes.len()];
            for (orbit, colour) in orbits.iter().zip(&draw) {
                for &(cell, dir) in orbit {
                    let other = self.neighbours[cell as usize][dir];
                    colours[cell as usize][dir] = Some(*colour);
                    colours[other as usize][(dir + 3) % 6] = Some(*colour);
                }
            }
            let two_colours = |around: &[Option<Colour>; 6]| {
                let first = around.iter().flatten().next();
                around.iter().flatten().any(|c| Some(c) != first)
            };
            if colours.iter().all(two_colours) {
                return Ok(colours);
            }
        }
        Err(LayoutError::NoColouring(self.seed))
    }
}
