//! The Niwa garden: hex cells, rosette tiles, layouts, cell names, geometry and line colours.
//!
//! This module owns everything fixed before the first turn: which cells exist, what they are
//! called, where they are drawn, which lines join them and in what colour, where the bases and
//! start spaces are. It knows nothing of figurines or beads (that is [`super`]), nor of pixels.
//!
//! # Coordinates
//! Cells are hexes in *axial* coordinates `(q, r)` ([`Hex`]). The six directions, clockwise from
//! straight up, are `N (0,1)`, `NE (1,0)`, `SE (1,-1)`, `S (0,-1)`, `SW (-1,0)`, `NW (-1,1)`
//! ([`Hex::DIRECTIONS`], indices 0–5; the opposite of direction `d` is `(d + 3) % 6`).
//!
//! A tile is a *rosette* of 7 cells: a centre and its ring. Rosette centres lie on the lattice
//! spanned by `(2,1)` and `(-1,3)` (`docs/rules.md`); neighbouring rosettes are `±(2,1)`,
//! `±(-1,3)`, `±(3,-2)` apart, i.e. three steps, and rosettes on the lattice never overlap. A
//! [`Layout`] lists 12 centres, the two bases first and last (seat 1's base first).
//!
//! # Picture and names
//! Hexes are drawn **flat-topped**, so that the cells of one `q` stack into a straight vertical
//! *column*. In the unit layout used by [`Garden::centre`] a hex has circumradius 1, x grows to
//! the right and **y grows upwards**: a cell's centre is `x = 1.5 × column`,
//! `y = (√3 / 2) × (2r + q − h₀)`, where `h₀` is the smallest `2r + q` in the garden. The
//! renderer flips y for the screen.
//!
//! A cell is named *a letter for the column, a number for the row* ([`Cell`]): columns `a`, `b`,
//! … from the garden's leftmost column, rows `1`, `2`, … counted bottom to top within the
//! garden's bounding box, `row = ⌊(2r + q − h₀) / 2⌋ + 1`. Neighbouring columns are offset by
//! half a cell, so a row is a gentle zigzag (the usual hex-map convention) while a column is a
//! straight line. Seat 1's base is at the bottom of every named garden, seat 2's at the top.
//!
//! # Colours
//! Every line (edge between two cells of the garden) is green, orange or pink. [`Garden::build`]
//! colours a layout from a 64-bit seed, deterministically, with this generator:
//! 1. The lines are listed in order of their lower cell id then direction (cells are numbered by
//!    name: column, then row). The half-turn that swaps the bases groups them into *orbits* of
//!    two lines (or one, for a line the half-turn maps onto itself), in order of first line.
//! 2. Draw: the orbits get the colours green, orange, pink, green, … in that order, and the list
//!    of colours is shuffled (Fisher–Yates from the last position down, `j = next % (i + 1)`)
//!    with SplitMix64 ([`SplitMix64`]) seeded with the seed. Each orbit's lines take its colour.
//! 3. If some cell then has lines of a single colour around it, the draw is thrown away and
//!    step 2 repeats with the generator where it stands (at most [`MAX_DRAWS`] draws).
//!
//! So the colours are symmetric under the half-turn (fair to both seats), balanced to within an
//! orbit or two, and every cell has at least two colours around it. Every cell is reachable
//! because the layout is connected and a figurine may carry any colour. The generator is written
//! here (not taken from a crate) so that no dependency update can change a garden; the golden
//! test in the crate's `tests/rules/niwa/gardens.rs` pins the default garden.

mod colours;
mod layout;

use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

pub use self::colours::SplitMix64;
pub use self::layout::{GardenName, Hex, Layout, LayoutError};
use super::notation::{Cell, Colour};
use crate::Seat;

/// How many draws the colour generator makes before giving up on a seed.
pub const MAX_DRAWS: u32 = 10_000;

/// "No cell": the neighbour or jump target that would lie outside the garden.
pub const NONE: u8 = u8::MAX;

/// One line of the garden: the two cells it separates (in name order) and its colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Edge {
    pub a: Cell,
    pub b: Cell,
    pub colour: Colour,
}

impl fmt::Display for Edge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}:{}", self.a, self.b, self.colour.letter())
    }
}

/// Where a figurine that jumps from a cell in one direction may land: the three cells just
/// behind the jumped figurine, then the two beyond them (each touching two of the three).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct JumpTargets {
    pub behind: [u8; 3],
    pub beyond: [u8; 2],
}

/// A garden ready to play on: cells, names, neighbours, line colours, bases, jump geometry.
///
/// Cells have ids `0..84` in name order (column, then row); the rules use ids and bitmasks, the
/// outside world uses [`Cell`] names.
#[derive(Debug)]
pub struct Garden {
    layout: Layout,
    seed: u64,
    hexes: Vec<Hex>,
    names: Vec<Cell>,
    by_hex: HashMap<Hex, u8>,
    by_name: HashMap<Cell, u8>,
    neighbours: Vec<[u8; 6]>,
    colours: Vec<[Option<Colour>; 6]>,
    jumps: Vec<[JumpTargets; 6]>,
    bases: [u8; 2],
    starts: [[u8; 6]; 2],
    columns: u8,
    rows: u8,
    lowest: i32,
}

impl Garden {
    /// The named garden, built once and shared.
    pub fn named(name: GardenName) -> &'static Garden {
        static GARDENS: [OnceLock<Garden>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
        let index = GardenName::ALL.iter().position(|g| *g == name).unwrap_or(0);
        GARDENS[index].get_or_init(|| {
            Garden::build(name.layout(), name.seed())
                .expect("the named gardens are checked by the tests")
        })
    }

    /// The garden of `layout` with its lines coloured from `seed` (see the module docs).
    pub fn build(layout: Layout, seed: u64) -> Result<Garden, LayoutError> {
        let mut hexes: Vec<Hex> = layout.centres().iter().flat_map(|c| c.rosette()).collect();
        let left = hexes.iter().map(|h| h.q).min().unwrap_or(0);
        let lowest = hexes.iter().map(|h| h.doubled_height()).min().unwrap_or(0);
        let name = |h: &Hex| {
            Cell::new(
                (h.q - left) as u8,
                ((h.doubled_height() - lowest) / 2) as u8,
            )
        };
        hexes.sort_by_key(name);
        let names: Vec<Cell> = hexes.iter().map(name).collect();
        let by_hex: HashMap<Hex, u8> = hexes
            .iter()
            .enumerate()
            .map(|(i, h)| (*h, i as u8))
            .collect();
        let by_name = names
            .iter()
            .enumerate()
            .map(|(i, c)| (*c, i as u8))
            .collect();
        let at = |h: Hex| by_hex.get(&h).copied().unwrap_or(NONE);
        let neighbours: Vec<[u8; 6]> = hexes
            .iter()
            .map(|h| std::array::from_fn(|dir| at(h.step(dir))))
            .collect();
        let jumps = hexes
            .iter()
            .map(|h| {
                std::array::from_fn(|dir| {
                    let (left, right) = ((dir + 5) % 6, (dir + 1) % 6);
                    let over = h.step(dir);
                    let straight = over.step(dir);
                    JumpTargets {
                        behind: [at(over.step(left)), at(straight), at(over.step(right))],
                        beyond: [at(straight.step(left)), at(straight.step(right))],
                    }
                })
            })
            .collect();
        let [base1, base2] = layout.bases();
        let bases = [at(base1), at(base2)];
        let starts = [
            std::array::from_fn(|dir| at(base1.step(dir))),
            std::array::from_fn(|dir| at(base2.step(dir))),
        ];
        let mut garden = Garden {
            columns: names.iter().map(|c| c.column()).max().unwrap_or(0) + 1,
            rows: names.iter().map(|c| c.row()).max().unwrap_or(0) + 1,
            layout,
            seed,
            hexes,
            names,
            by_hex,
            by_name,
            neighbours,
            colours: Vec::new(),
            jumps,
            bases,
            starts,
            lowest,
        };
        garden.colours = garden.draw_colours()?;
        Ok(garden)
    }

    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Every cell, in name order (column, then row).
    pub fn cells(&self) -> &[Cell] {
        &self.names
    }

    /// How many columns (`a`, `b`, …) and rows (`1`, `2`, …) the garden's bounding box has.
    pub fn size(&self) -> (u8, u8) {
        (self.columns, self.rows)
    }

    pub fn contains(&self, cell: Cell) -> bool {
        self.by_name.contains_key(&cell)
    }

    /// The cell's axial coordinates.
    pub fn hex(&self, cell: Cell) -> Option<Hex> {
        self.id(cell).map(|id| self.hexes[id as usize])
    }

    /// The cell at these axial coordinates, if it is in the garden.
    pub fn cell_at(&self, hex: Hex) -> Option<Cell> {
        self.by_hex.get(&hex).map(|id| self.names[*id as usize])
    }

    /// The centre of `cell` in the unit layout (flat-topped hexes of circumradius 1, y up, the
    /// centre of the bottom cell of column `a` at `(0, y ≥ 0)`; see the module docs).
    pub fn centre(&self, cell: Cell) -> Option<(f64, f64)> {
        self.hex(cell).map(|h| self.hex_centre(h))
    }

    fn hex_centre(&self, hex: Hex) -> (f64, f64) {
        let column = self.names[self.by_hex[&hex] as usize].column();
        let half_rows = hex.doubled_height() - self.lowest;
        (
            1.5 * f64::from(column),
            3f64.sqrt() / 2.0 * f64::from(half_rows),
        )
    }

    /// The six corners of `cell`'s hex in the unit layout, counter-clockwise from the right.
    pub fn corners(&self, cell: Cell) -> Option<[(f64, f64); 6]> {
        let (x, y) = self.centre(cell)?;
        Some(std::array::from_fn(|k| {
            let angle = std::f64::consts::PI / 3.0 * k as f64;
            (x + angle.cos(), y + angle.sin())
        }))
    }

    /// The smallest box holding every hex of the garden: `(min x, min y, max x, max y)`.
    pub fn bounds(&self) -> (f64, f64, f64, f64) {
        let half = 3f64.sqrt() / 2.0;
        let top = self
            .hexes
            .iter()
            .map(|h| self.hex_centre(*h).1)
            .fold(0.0, f64::max);
        (
            -1.0,
            -half,
            1.5 * f64::from(self.columns - 1) + 1.0,
            top + half,
        )
    }

    /// The side shared by two neighbouring cells (where their line is drawn), as its two ends.
    pub fn side(&self, a: Cell, b: Cell) -> Option<[(f64, f64); 2]> {
        self.line(a, b)?;
        let ((ax, ay), (bx, by)) = (self.centre(a)?, self.centre(b)?);
        let (mx, my) = ((ax + bx) / 2.0, (ay + by) / 2.0);
        // Centres are √3 apart and the side is 1 long, at right angles to them.
        let scale = 0.5 / 3f64.sqrt();
        let (px, py) = (-(by - ay) * scale, (bx - ax) * scale);
        Some([(mx - px, my - py), (mx + px, my + py)])
    }

    /// The colour of the line between `a` and `b`, if they are neighbours.
    pub fn line(&self, a: Cell, b: Cell) -> Option<Colour> {
        let (a, b) = (self.id(a)?, self.id(b)?);
        let dir = self.direction(a, b)?;
        self.colours[a as usize][dir]
    }

    /// Every line, each once, in name order of its cells.
    pub fn edges(&self) -> Vec<Edge> {
        let mut edges = Vec::new();
        for (a, around) in self.colours.iter().enumerate() {
            for (dir, colour) in around.iter().enumerate() {
                let b = self.neighbours[a][dir];
                if let (Some(colour), true) = (colour, b != NONE && b as usize > a) {
                    edges.push(Edge {
                        a: self.names[a],
                        b: self.names[b as usize],
                        colour: *colour,
                    });
                }
            }
        }
        edges.sort();
        edges
    }

    /// The cells next to `cell`, in direction order (N, NE, SE, S, SW, NW), skipping the
    /// directions that leave the garden.
    pub fn neighbours(&self, cell: Cell) -> Vec<Cell> {
        match self.id(cell) {
            Some(id) => self.neighbours[id as usize]
                .iter()
                .filter(|n| **n != NONE)
                .map(|n| self.names[*n as usize])
                .collect(),
            None => Vec::new(),
        }
    }

    /// The seat's base (its temple).
    pub fn base(&self, seat: Seat) -> Cell {
        self.names[self.base_id(seat) as usize]
    }

    /// The six start spaces around the seat's base, in direction order.
    pub fn start_spaces(&self, seat: Seat) -> [Cell; 6] {
        self.starts[seat.index() % 2].map(|id| self.names[id as usize])
    }

    // The id-level view used by the rules.

    pub fn id(&self, cell: Cell) -> Option<u8> {
        self.by_name.get(&cell).copied()
    }

    pub fn name_of(&self, id: u8) -> Cell {
        self.names[id as usize]
    }

    pub fn base_id(&self, seat: Seat) -> u8 {
        self.bases[seat.index() % 2]
    }

    pub fn start_ids(&self, seat: Seat) -> [u8; 6] {
        self.starts[seat.index() % 2]
    }

    /// The neighbour of `id` in direction `dir`, or [`NONE`].
    pub fn neighbour(&self, id: u8, dir: usize) -> u8 {
        self.neighbours[id as usize][dir]
    }

    pub fn colour(&self, id: u8, dir: usize) -> Option<Colour> {
        self.colours[id as usize][dir]
    }

    pub fn jump_targets(&self, id: u8, dir: usize) -> JumpTargets {
        self.jumps[id as usize][dir]
    }

    /// For every cell id, the fewest steps from it to the opponent's base of `seat` (its goal),
    /// never through `seat`'s own base, ignoring line colours and figurines; [`NONE`] for its own
    /// base. A breadth-first search from the goal.
    pub fn steps_to_goal(&self, seat: Seat) -> Vec<u8> {
        let (own, goal) = (self.base_id(seat), self.base_id(Seat(1 - seat.0 % 2)));
        let mut steps = vec![NONE; self.names.len()];
        steps[goal as usize] = 0;
        let mut frontier = vec![goal];
        let mut distance = 0;
        while !frontier.is_empty() {
            distance += 1;
            let mut next = Vec::new();
            for id in frontier {
                for &n in &self.neighbours[id as usize] {
                    if n != NONE && n != own && steps[n as usize] == NONE {
                        steps[n as usize] = distance;
                        next.push(n);
                    }
                }
            }
            frontier = next;
        }
        steps
    }

    /// The direction from `a` to its neighbour `b`.
    pub fn direction(&self, a: u8, b: u8) -> Option<usize> {
        self.neighbours[a as usize].iter().position(|n| *n == b)
    }
}
