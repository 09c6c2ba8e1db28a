//! The shape of a garden: hexes in axial coordinates, the tile lattice, checked layouts of
//! twelve rosettes, and the named gardens a table can choose.

use std::fmt;
use std::str::FromStr;

use super::MAX_DRAWS;
use crate::{GameKind, NoSuchVariant};

/// A hex in axial coordinates.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Hex {
    pub q: i32,
    pub r: i32,
}

impl Hex {
    pub const fn new(q: i32, r: i32) -> Hex {
        Hex { q, r }
    }

    /// The six directions clockwise from straight up: N, NE, SE, S, SW, NW.
    pub const DIRECTIONS: [Hex; 6] = [
        Hex::new(0, 1),
        Hex::new(1, 0),
        Hex::new(1, -1),
        Hex::new(0, -1),
        Hex::new(-1, 0),
        Hex::new(-1, 1),
    ];

    /// The neighbouring hex in direction `dir` (taken modulo 6).
    pub fn step(self, dir: usize) -> Hex {
        let d = Hex::DIRECTIONS[dir % 6];
        Hex::new(self.q + d.q, self.r + d.r)
    }

    /// The number of steps between two hexes.
    pub fn distance(self, other: Hex) -> i32 {
        let (dq, dr) = (self.q - other.q, self.r - other.r);
        (dq.abs() + dr.abs() + (dq + dr).abs()) / 2
    }

    /// The rosette centred here: this hex, then its ring in direction order.
    pub fn rosette(self) -> [Hex; 7] {
        let mut cells = [self; 7];
        for (dir, cell) in cells[1..].iter_mut().enumerate() {
            *cell = self.step(dir);
        }
        cells
    }

    /// The rosette centre `i × (3,-2) + j × (2,1)` of the tile lattice.
    pub const fn lattice(i: i32, j: i32) -> Hex {
        Hex::new(3 * i + 2 * j, -2 * i + j)
    }

    /// Whether a rosette may be centred here: `(q, r) = a (2,1) + b (-1,3)` with whole `a, b`.
    pub fn on_lattice(self) -> bool {
        (3 * self.q + self.r).rem_euclid(7) == 0
    }

    /// Twice the height of the centre, in units of √3 / 2: `2r + q`.
    pub(super) fn doubled_height(self) -> i32 {
        2 * self.r + self.q
    }
}

impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.q, self.r)
    }
}

/// Why a list of rosette centres is not a garden.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum LayoutError {
    #[error("a garden has 12 tiles, not {0}")]
    WrongCount(usize),
    #[error("the tile centred on {0} is off the tile lattice")]
    OffLattice(Hex),
    #[error("two tiles are centred on {0}")]
    Overlap(Hex),
    #[error("the tiles do not form one connected garden")]
    Disconnected,
    #[error("the garden is not the same seen from both bases (the tile at {0} has no twin)")]
    NotSymmetric(Hex),
    #[error("the garden is {0} columns wide; names run out after 26 (a to z)")]
    TooWide(usize),
    #[error("no colouring with two colours around every cell in {MAX_DRAWS} draws of seed {0}")]
    NoColouring(u64),
}

/// The 12 rosette centres of a garden: seat 1's base first, seat 2's base last, the gardens in
/// between. Checked on construction: on the lattice, no overlap, connected, symmetric under the
/// half-turn that swaps the bases, at most 26 columns.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Layout {
    centres: Vec<Hex>,
}

impl Layout {
    pub fn new(centres: &[Hex]) -> Result<Layout, LayoutError> {
        if centres.len() != 12 {
            return Err(LayoutError::WrongCount(centres.len()));
        }
        if let Some(off) = centres.iter().find(|c| !c.on_lattice()) {
            return Err(LayoutError::OffLattice(*off));
        }
        for (i, c) in centres.iter().enumerate() {
            if centres[..i].contains(c) {
                return Err(LayoutError::Overlap(*c));
            }
        }
        let mut reached = [false; 12];
        let mut stack = vec![0];
        reached[0] = true;
        while let Some(i) = stack.pop() {
            for j in 0..12 {
                if !reached[j] && centres[i].distance(centres[j]) == 3 {
                    reached[j] = true;
                    stack.push(j);
                }
            }
        }
        if reached.contains(&false) {
            return Err(LayoutError::Disconnected);
        }
        let layout = Layout {
            centres: centres.to_vec(),
        };
        if let Some(lonely) = centres
            .iter()
            .find(|c| !centres.contains(&layout.half_turn(**c)))
        {
            return Err(LayoutError::NotSymmetric(*lonely));
        }
        let qs = centres.iter().map(|c| c.q);
        let columns = (qs.clone().max().unwrap_or(0) - qs.min().unwrap_or(0) + 3) as usize;
        if columns > 26 {
            return Err(LayoutError::TooWide(columns));
        }
        Ok(layout)
    }

    pub fn centres(&self) -> &[Hex] {
        &self.centres
    }

    /// The base centres: seat 1's, then seat 2's.
    pub fn bases(&self) -> [Hex; 2] {
        [self.centres[0], self.centres[11]]
    }

    /// The half-turn about the midpoint of the two bases, which swaps them.
    pub fn half_turn(&self, hex: Hex) -> Hex {
        let [a, b] = self.bases();
        Hex::new(a.q + b.q - hex.q, a.r + b.r - hex.r)
    }
}

/// The gardens a table can choose.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
pub enum GardenName {
    /// Twelve tiles in rows of 1, 3, 4, 3, 1.
    #[default]
    Compact,
    /// A serpentine path: rows of 3, 1, 4, 1, 3 joined end to end.
    Path,
    /// Two long rows of five between the bases.
    Wide,
}

impl GardenName {
    pub const ALL: [GardenName; 3] = [GardenName::Compact, GardenName::Path, GardenName::Wide];

    /// The name players choose it by.
    pub fn name(self) -> &'static str {
        match self {
            GardenName::Compact => "compact",
            GardenName::Path => "path",
            GardenName::Wide => "wide",
        }
    }

    pub fn description(self) -> &'static str {
        match self {
            GardenName::Compact => "a compact garden, rows of 1, 3, 4, 3 and 1 tiles",
            GardenName::Path => "a long winding path, one tile wide",
            GardenName::Wide => "a wide garden, two rows of five tiles between the bases",
        }
    }

    /// The seed of the garden's line colours.
    pub fn seed(self) -> u64 {
        match self {
            GardenName::Compact => 2012,
            GardenName::Path => 7,
            GardenName::Wide => 12,
        }
    }

    /// The rosette centres, in tile-lattice coordinates ([`Hex::lattice`]).
    fn lattice(self) -> [(i32, i32); 12] {
        match self {
            GardenName::Compact => [
                (3, -2),
                (1, -1),
                (2, -1),
                (3, -1),
                (0, 0),
                (1, 0),
                (2, 0),
                (3, 0),
                (0, 1),
                (1, 1),
                (2, 1),
                (0, 2),
            ],
            GardenName::Path => [
                (2, 0),
                (3, 0),
                (4, 0),
                (4, 1),
                (3, 2),
                (2, 2),
                (1, 2),
                (0, 2),
                (-1, 3),
                (-1, 4),
                (0, 4),
                (1, 4),
            ],
            GardenName::Wide => [
                (2, -1),
                (0, 0),
                (1, 0),
                (2, 0),
                (3, 0),
                (4, 0),
                (-1, 1),
                (0, 1),
                (1, 1),
                (2, 1),
                (3, 1),
                (1, 2),
            ],
        }
    }

    pub fn layout(self) -> Layout {
        let centres: Vec<Hex> = self
            .lattice()
            .iter()
            .map(|&(i, j)| Hex::lattice(i, j))
            .collect();
        Layout::new(&centres).expect("the named layouts are checked by the tests")
    }
}

impl fmt::Display for GardenName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for GardenName {
    type Err = NoSuchVariant;
    fn from_str(s: &str) -> Result<Self, NoSuchVariant> {
        let wanted = s.trim().to_ascii_lowercase();
        GardenName::ALL
            .into_iter()
            .find(|g| g.name() == wanted)
            .ok_or_else(|| NoSuchVariant {
                kind: GameKind::Niwa,
                name: s.trim().to_string(),
            })
    }
}
