//! Move generation and move checking for [`Quoridor`]: where the pawn to move may go, which
//! fences it may place (the path rule included), applying a legal move, and the reason a refused
//! move is refused ([`Illegal`]).

use super::board::{self, bits, Dir, Walls, ANCHORS, FILE_A, FILE_I, RANK_1, RANK_9};
use super::{goal, Fence, Illegal, LastMove, Move, Orientation, Quoridor, Square};
use crate::{Outcome, Seat, WinReason};

impl Quoridor {
    /// Squares holding a pawn of a seated player other than the one to move.
    fn other_pawns(&self) -> u128 {
        self.seats()
            .filter(|s| *s != self.turn)
            .fold(0, |acc, s| acc | self.pawns[s.index()].bit())
    }

    /// Every square the pawn to move may reach: steps, straight jumps and side steps.
    pub(super) fn pawn_targets(&self) -> u128 {
        let walls = self.walls();
        let occupied = self.other_pawns();
        let me = self.pawns[self.turn.index()].bit();
        let mut targets = 0;
        for dir in Dir::ALL {
            if !walls.can_step(me, dir) {
                continue;
            }
            let next = dir.shift(me);
            if next & occupied == 0 {
                targets |= next;
                continue;
            }
            // Face to face: jump straight if nothing is behind, else step to either side.
            if walls.can_step(next, dir) && dir.shift(next) & occupied == 0 {
                targets |= dir.shift(next);
                continue;
            }
            for side in dir.sideways() {
                if walls.can_step(next, side) {
                    targets |= side.shift(next) & !occupied;
                }
            }
        }
        targets
    }

    /// Anchors of the legal horizontal and vertical fences for the player to move.
    pub(super) fn fence_targets(&self) -> (u128, u128) {
        if self.fences_left[self.turn.index()] == 0 {
            return (0, 0);
        }
        let (mut h_free, mut v_free) = board::free_anchors(self.horizontal, self.vertical);
        let (h_risky, v_risky) = board::anchors_needing_path_check(self.horizontal, self.vertical);
        let (h_risky, v_risky) = (h_free & h_risky, v_free & v_risky);
        if h_risky | v_risky == 0 {
            return (h_free, v_free);
        }
        let walls = self.walls();
        for seat in self.seats() {
            let pawn = self.pawns[seat.index()].bit();
            let goal = goal(self.players, seat);
            let Some((north, east)) = walls.path_crossings(pawn, goal) else {
                continue;
            };
            // A horizontal fence on `a` cuts the north crossings of `a` and `a + 1`; a vertical
            // one the east crossings of `a` and `a + 10`.
            for anchor in bits((north | north >> 1) & h_risky) {
                if !Walls::new(self.horizontal | 1 << anchor, self.vertical).has_path(pawn, goal) {
                    h_free &= !(1 << anchor);
                }
            }
            for anchor in bits((east | east >> 10) & v_risky) {
                if !Walls::new(self.horizontal, self.vertical | 1 << anchor).has_path(pawn, goal) {
                    v_free &= !(1 << anchor);
                }
            }
        }
        (h_free, v_free)
    }

    /// The first seated player who would have no path to its goal with these fences.
    pub(super) fn fence_shuts_in(&self, horizontal: u128, vertical: u128) -> Option<Seat> {
        let walls = Walls::new(horizontal, vertical);
        self.seats()
            .find(|s| !walls.has_path(self.pawns[s.index()].bit(), goal(self.players, *s)))
    }

    pub(super) fn count_moves(&self) -> u64 {
        if self.outcome.is_some() {
            return 0;
        }
        let (h, v) = self.fence_targets();
        let n = self.pawn_targets().count_ones() + h.count_ones() + v.count_ones();
        u64::from(n.max(1)) // nothing else: pass
    }

    pub(super) fn each_move(&self, mut f: impl FnMut(Move)) {
        if self.outcome.is_some() {
            return;
        }
        let pawn = self.pawn_targets();
        let (h, v) = self.fence_targets();
        for index in bits(pawn) {
            f(Move::Pawn(Square::from_index(index)));
        }
        for (mask, orientation) in [(h, Orientation::Horizontal), (v, Orientation::Vertical)] {
            for index in bits(mask) {
                f(Move::Fence(Fence::new(
                    Square::from_index(index),
                    orientation,
                )));
            }
        }
        if pawn | h | v == 0 {
            f(Move::Pass);
        }
    }

    /// Applies a move known to be legal.
    pub(super) fn apply(&mut self, mv: Move) {
        let seat = self.turn;
        let from = self.pawns[seat.index()];
        match mv {
            Move::Pawn(to) => {
                self.pawns[seat.index()] = to;
                if goal(self.players, seat) & to.bit() != 0 {
                    self.outcome = Some(Outcome::Win {
                        winner: seat,
                        reason: WinReason::Goal,
                    });
                }
            }
            Move::Fence(fence) => {
                let bit = fence.anchor().bit();
                match fence.orientation() {
                    Orientation::Horizontal => self.horizontal |= bit,
                    Orientation::Vertical => self.vertical |= bit,
                }
                self.placed_by[seat.index()] |= bit;
                self.fences_left[seat.index()] -= 1;
            }
            Move::Pass => {}
        }
        self.last = Some(LastMove { seat, mv, from });
        self.ply += 1;
        self.advance_turn();
    }

    pub(super) fn advance_turn(&mut self) {
        for step in 1..=self.players {
            let next = Seat((self.turn.0 + step) % self.players);
            if self.is_seated(next) {
                self.turn = next;
                return;
            }
        }
    }

    /// Says why `mv` is not legal for the player to move, or `None` if it is.
    pub(super) fn check(&self, mv: Move) -> Option<Illegal> {
        if self.outcome.is_some() {
            return Some(Illegal::GameOver);
        }
        match mv {
            Move::Pawn(to) => {
                (self.pawn_targets() & to.bit() == 0).then(|| self.why_unreachable(to))
            }
            Move::Fence(fence) => self.why_fence_illegal(fence),
            Move::Pass => {
                let (h, v) = self.fence_targets();
                (self.pawn_targets() | h | v != 0).then_some(Illegal::CannotPass)
            }
        }
    }

    fn why_unreachable(&self, to: Square) -> Illegal {
        let from = self.pawns[self.turn.index()];
        if to == from {
            return Illegal::AlreadyThere(to);
        }
        if let Some(seat) = self.seats().find(|s| self.pawns[s.index()] == to) {
            return Illegal::Occupied { square: to, seat };
        }
        let walls = self.walls();
        let step = Dir::ALL
            .into_iter()
            .find(|d| d.shift(from.bit()) == to.bit() && !on_edge(from, *d));
        if let Some(dir) = step.filter(|d| !walls.can_step(from.bit(), *d)) {
            let fence = self
                .fences()
                .into_iter()
                .map(|(fence, _)| fence)
                .find(|fence| {
                    let alone = Walls::new(
                        fence_bit(*fence, Orientation::Horizontal),
                        fence_bit(*fence, Orientation::Vertical),
                    );
                    !alone.can_step(from.bit(), dir)
                });
            if let Some(fence) = fence {
                return Illegal::FenceInTheWay { from, to, fence };
            }
        }
        Illegal::Unreachable { from, to }
    }

    fn why_fence_illegal(&self, fence: Fence) -> Option<Illegal> {
        if self.fences_left[self.turn.index()] == 0 {
            return Some(Illegal::NoFencesLeft);
        }
        let bit = fence.anchor().bit();
        let (same, other) = match fence.orientation() {
            Orientation::Horizontal => (self.horizontal, self.vertical),
            Orientation::Vertical => (self.vertical, self.horizontal),
        };
        if same & bit != 0 {
            return Some(Illegal::FenceTaken(fence));
        }
        if other & bit != 0 {
            let crossed = Fence::new(fence.anchor(), flip(fence.orientation()));
            return Some(Illegal::Crosses {
                fence,
                other: crossed,
            });
        }
        let neighbours = match fence.orientation() {
            Orientation::Horizontal => [bit >> 1, bit << 1],
            Orientation::Vertical => [bit >> 10, bit << 10],
        };
        if let Some(n) = neighbours.into_iter().find(|n| same & n & ANCHORS != 0) {
            let other = Fence::new(
                Square::from_index(n.trailing_zeros() as u8),
                fence.orientation(),
            );
            return Some(Illegal::Overlaps { fence, other });
        }
        let (horizontal, vertical) = match fence.orientation() {
            Orientation::Horizontal => (self.horizontal | bit, self.vertical),
            Orientation::Vertical => (self.horizontal, self.vertical | bit),
        };
        self.fence_shuts_in(horizontal, vertical)
            .map(Illegal::ShutsIn)
    }
}

fn flip(orientation: Orientation) -> Orientation {
    match orientation {
        Orientation::Horizontal => Orientation::Vertical,
        Orientation::Vertical => Orientation::Horizontal,
    }
}

/// The anchor bit of `fence` if it has this orientation, else 0.
fn fence_bit(fence: Fence, orientation: Orientation) -> u128 {
    if fence.orientation() == orientation {
        fence.anchor().bit()
    } else {
        0
    }
}

/// Whether stepping from `square` towards `dir` leaves the board.
fn on_edge(square: Square, dir: Dir) -> bool {
    let edge = match dir {
        Dir::North => RANK_9,
        Dir::East => FILE_I,
        Dir::South => RANK_1,
        Dir::West => FILE_A,
    };
    square.bit() & edge != 0
}
