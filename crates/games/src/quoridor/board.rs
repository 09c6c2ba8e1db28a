//! Bitboards for Quoridor: walls from fences, pawn reach, and the path rule.
//!
//! A `u128` holds one bit per square at `rank * 10 + file` (see [`super::notation`]); column 9 of
//! each row is always empty, so shifting by ±1 never wraps a pawn onto the next rank once the
//! edge masks are applied. Fence anchors use the same index, and so does the 10×10 lattice of
//! *posts* (the corners between squares, `y * 10 + x`), which is what lets the fence rules run as
//! a handful of shifts instead of loops.

/// One bit per square of the 9×9 board.
pub const SQUARES: u128 = {
    let mut bits = 0u128;
    let mut rank = 0;
    while rank < 9 {
        bits |= 0x1ffu128 << (rank * 10);
        rank += 1;
    }
    bits
};
/// One bit per fence anchor, `a1`–`h8`.
pub const ANCHORS: u128 = {
    let mut bits = 0u128;
    let mut rank = 0;
    while rank < 8 {
        bits |= 0xffu128 << (rank * 10);
        rank += 1;
    }
    bits
};
/// The squares of file a, the left edge.
pub const FILE_A: u128 = {
    let mut bits = 0u128;
    let mut rank = 0;
    while rank < 9 {
        bits |= 1u128 << (rank * 10);
        rank += 1;
    }
    bits
};
/// The squares of file i, the right edge.
pub const FILE_I: u128 = FILE_A << 8;
/// The squares of rank 1, the bottom edge.
pub const RANK_1: u128 = 0x1ff;
/// The squares of rank 9, the top edge.
pub const RANK_9: u128 = RANK_1 << 80;
/// The posts on the board's edge: a fence touching one of them touches the edge.
pub const EDGE_POSTS: u128 = {
    let mut bits = 0u128;
    let mut i = 0;
    while i < 10 {
        bits |= 1u128 << i; // bottom
        bits |= 1u128 << (90 + i); // top
        bits |= 1u128 << (i * 10); // left
        bits |= 1u128 << (i * 10 + 9); // right
        i += 1;
    }
    bits
};

/// The four ways a pawn can step, in the order north, east, south, west.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Dir {
    North = 0,
    East = 1,
    South = 2,
    West = 3,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    /// The two directions at right angles to this one.
    pub fn sideways(self) -> [Dir; 2] {
        match self {
            Dir::North | Dir::South => [Dir::East, Dir::West],
            Dir::East | Dir::West => [Dir::North, Dir::South],
        }
    }

    /// Moves every bit one square this way (no edge check: mask with [`Walls::open`] first).
    #[inline]
    pub fn shift(self, bits: u128) -> u128 {
        match self {
            Dir::North => bits << 10,
            Dir::East => bits << 1,
            Dir::South => bits >> 10,
            Dir::West => bits >> 1,
        }
    }
}

/// For each direction, the squares from which a pawn may step that way: not off the edge and not
/// through a fence.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Walls {
    pub open: [u128; 4],
}

impl Walls {
    /// The walls made by the edge and the fences anchored at `horizontal` and `vertical`.
    #[inline]
    pub fn new(horizontal: u128, vertical: u128) -> Walls {
        // A horizontal fence on (f, r) cuts (f, r)-(f, r+1) and (f+1, r)-(f+1, r+1).
        let below_h = horizontal | (horizontal << 1);
        // A vertical fence on (f, r) cuts (f, r)-(f+1, r) and (f, r+1)-(f+1, r+1).
        let left_of_v = vertical | (vertical << 10);
        Walls {
            open: [
                SQUARES & !RANK_9 & !below_h,
                SQUARES & !FILE_I & !left_of_v,
                SQUARES & !RANK_1 & !(below_h << 10),
                SQUARES & !FILE_A & !(left_of_v << 1),
            ],
        }
    }

    /// Whether a pawn on the squares `from` can step in direction `dir`.
    #[inline]
    pub fn can_step(&self, from: u128, dir: Dir) -> bool {
        from & self.open[dir as usize] != 0
    }

    /// Whether any square of `goal` can be reached from `from`, ignoring pawns.
    #[inline]
    pub fn has_path(&self, from: u128, goal: u128) -> bool {
        self.distance(from, goal).is_some()
    }

    /// The fewest steps from `from` to any square of `goal`, ignoring pawns; `None` if there is
    /// no path.
    #[inline]
    pub fn distance(&self, from: u128, goal: u128) -> Option<u8> {
        let [n, e, s, w] = self.open;
        let mut reach = from;
        let mut steps = 0;
        loop {
            if reach & goal != 0 {
                return Some(steps);
            }
            let next = reach
                | ((reach & n) << 10)
                | ((reach & s) >> 10)
                | ((reach & e) << 1)
                | ((reach & w) >> 1);
            if next == reach {
                return None;
            }
            reach = next;
            steps += 1;
        }
    }
}

impl Walls {
    /// The crossings of one shortest path from `from` to `goal`, ignoring pawns, as two
    /// bitboards: each step north or south marks the lower square of the pair, each step east or
    /// west the left one. `None` if there is no path.
    ///
    /// A new fence can only cut every path if it cuts this one, so only the fences on it need a
    /// full search.
    pub fn path_crossings(&self, from: u128, goal: u128) -> Option<(u128, u128)> {
        let [n, e, s, w] = self.open;
        let mut layers = [0u128; 81];
        layers[0] = from;
        let mut reach = from;
        let mut depth = 0;
        while layers[depth] & goal == 0 {
            let frontier = layers[depth];
            let next = ((frontier & n) << 10)
                | ((frontier & s) >> 10)
                | ((frontier & e) << 1)
                | ((frontier & w) >> 1);
            let fresh = next & !reach;
            if fresh == 0 {
                return None;
            }
            reach |= fresh;
            depth += 1;
            layers[depth] = fresh;
        }
        let mut here = layers[depth] & goal;
        here &= here.wrapping_neg(); // one square of the goal
        let (mut north, mut east) = (0u128, 0u128);
        while depth > 0 {
            depth -= 1;
            let before = layers[depth];
            here = if (here >> 10) & before & n != 0 {
                north |= here >> 10;
                here >> 10
            } else if (here << 10) & before & s != 0 {
                north |= here;
                here << 10
            } else if (here >> 1) & before & e != 0 {
                east |= here >> 1;
                here >> 1
            } else {
                east |= here;
                here << 1
            };
        }
        Some((north, east))
    }
}

/// The anchors where a new horizontal and a new vertical fence would neither overlap nor cross
/// a fence already placed (the path rule is checked separately).
#[inline]
pub fn free_anchors(horizontal: u128, vertical: u128) -> (u128, u128) {
    let h_taken = horizontal | (horizontal << 1) | (horizontal >> 1) | vertical;
    let v_taken = vertical | (vertical << 10) | (vertical >> 10) | horizontal;
    (ANCHORS & !h_taken, ANCHORS & !v_taken)
}

/// The anchors whose new fence could close a region, so that only these need a path search.
///
/// Fences and the board's edge form a graph on the posts. A new fence cuts the squares apart only
/// if it closes a loop in that graph, that is if two of its three posts are already joined. The
/// posts joined to the edge are found exactly (a flood along the fences); the posts of fences
/// floating free of the edge are all counted as one group, which may over-report but never
/// misses a loop.
#[inline]
pub fn anchors_needing_path_check(horizontal: u128, vertical: u128) -> (u128, u128) {
    let fence_posts = (horizontal << 10)
        | (horizontal << 11)
        | (horizontal << 12)
        | (vertical << 1)
        | (vertical << 11)
        | (vertical << 21);
    // A horizontal fence joins post p to p + 1 twice; a vertical one joins p to p + 10 twice.
    let east_links = (horizontal << 10) | (horizontal << 11);
    let north_links = (vertical << 1) | (vertical << 11);
    let mut edge = EDGE_POSTS;
    loop {
        let next = edge
            | ((edge & east_links) << 1)
            | ((edge >> 1) & east_links)
            | ((edge & north_links) << 10)
            | ((edge >> 10) & north_links);
        if next == edge {
            break;
        }
        edge = next;
    }
    let floating = fence_posts & !edge;
    let two_of = |a: u128, b: u128, c: u128| (a & b) | (a & c) | (b & c);
    let closes = |posts: u128| {
        (
            two_of(posts >> 10, posts >> 11, posts >> 12) & ANCHORS,
            two_of(posts >> 1, posts >> 11, posts >> 21) & ANCHORS,
        )
    };
    let (h_edge, v_edge) = closes(edge);
    let (h_floating, v_floating) = closes(floating);
    (h_edge | h_floating, v_edge | v_floating)
}

/// Iterates the set bits of `bits`, lowest first, as indices.
#[inline]
pub fn bits(mut bits: u128) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if bits == 0 {
            return None;
        }
        let index = bits.trailing_zeros() as u8;
        bits &= bits - 1;
        Some(index)
    })
}
