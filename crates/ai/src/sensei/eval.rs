//! How good a Sensei position is: the immediate wins of either side, and a static judgement of
//! the race to the far row.
//!
//! This module owns the judgement of a position that is not over; it plays no turns and knows
//! nothing of the search. It reads the position through [`Sensei`]'s bitboards and the board's
//! own geometry ([`board`]), so a line or a barrier is the same thing here as in the rules.
//!
//! An *immediate win* is a turn the player to move has that wins at once: its character reaching
//! an own stone on the far row after at most two stone moves, or stones brought face to face with
//! the opponent's barrier until the unfair-game rule takes it. The first is decided exactly (see
//! [`Side::goal_win`]); the second is a close estimate (see [`Side::unfair_win`]), the search
//! itself seeing the real outcome of every turn it plays.

use crate::games::sensei::board::{
    self, barrier_contacts, character_targets, squares, stone_targets, Dir, BOARD,
};
use crate::games::sensei::{Square, SIZE, UNFAIR_CONTACTS};
use crate::games::{Game, Seat, Sensei};

/// The score of a position whose player to move wins with its next turn (within the
/// ±`SURE_WIN / 2` a strategy may use, below the search's own won positions).
pub const WIN_NEXT: i32 = super::super::search::SURE_WIN / 4;

/// What the static judgement weighs, per unit.
mod weight {
    /// A rank the character has climbed from its home row.
    pub const CHARACTER_RANK: i32 = 30;
    /// A rank of the highest own stone the character can jump to now.
    pub const JUMP_RANK: i32 = 12;
    /// A rank a stone has climbed (up to [`super::STONE_RANK_CAP`]).
    pub const STONE_RANK: i32 = 4;
    /// A square of the far row the character sees (no opponent stone on it or in the way).
    pub const GOAL_SEEN: i32 = 30;
    /// An own stone standing on the far row.
    pub const STONE_ON_GOAL: i32 = 25;
    /// A square of the far row the opponent has left.
    pub const HOLE: i32 = 10;
    /// Own stones face to face with the opponent's barrier: one, then two (the third wins).
    pub const CONTACTS: [i32; 3] = [0, 20, 90];
    /// The player who just moved threatens to win on its next turn.
    pub const THREAT: i32 = 250;
    /// Having the move.
    pub const TEMPO: i32 = 15;
}

/// Stones further up than this many ranks count no more (a stone on the far row is counted by
/// [`weight::STONE_ON_GOAL`] instead).
const STONE_RANK_CAP: i32 = 4;

/// The board as one seat sees it.
#[derive(Clone, Copy, Debug)]
pub struct Side {
    seat: Seat,
    mine: u64,
    theirs: u64,
    pits: u64,
    character: Square,
    slides: bool,
    /// The most contacts this seat has now along any barrier of the opponent's, if it has one.
    contacts: Option<u32>,
}

impl Side {
    pub fn of(game: &Sensei, seat: Seat) -> Side {
        let other = other(seat);
        let mut side = Side {
            seat,
            mine: game.stone_set(seat),
            theirs: game.stone_set(other),
            pits: game.pit_set(),
            character: game.character(seat),
            slides: game.preset().slides(),
            contacts: None,
        };
        side.contacts = barrier_contacts(side.theirs | side.pits, side.contacts_with(side.mine));
        side
    }

    /// The row this seat's character must reach.
    fn goal(&self) -> u64 {
        board::rank(Sensei::goal_rank(self.seat))
    }

    /// How many ranks `square` lies from this seat's home row.
    fn progress(&self, square: Square) -> i32 {
        let rank = i32::from(square.rank());
        if self.seat.index() == 0 {
            rank
        } else {
            i32::from(SIZE) - 1 - rank
        }
    }

    /// The stones that may move: all but the one under the character.
    fn movable(&self) -> u64 {
        self.mine & !self.character.bit()
    }

    fn blockers(&self) -> u64 {
        self.mine | self.theirs | self.pits
    }

    /// Every square the character sees: along its lines up to the first opponent stone (own
    /// stones and pits do not block it).
    fn seen(&self) -> u64 {
        character_targets(self.character, BOARD, self.theirs)
    }

    /// Whether this seat, were it to move, has a turn that wins at once.
    pub fn wins_next(&self) -> bool {
        self.goal_win() || self.unfair_win()
    }

    /// Whether the character can reach an own stone on the far row this turn, after at most two
    /// stone moves. Exact: the character's lines depend on the opponent's stones only, so the
    /// stone moves can only bring a stone onto a far-row square it sees. One move does it when a
    /// movable stone reaches such a square; two when a stone reaches a square from which it
    /// reaches one (clearing the way for another stone would take a third move, the stone in the
    /// way being able to go there itself).
    pub fn goal_win(&self) -> bool {
        let targets = self.seen() & self.goal() & !self.pits;
        if targets & self.mine != 0 {
            return true;
        }
        if targets == 0 {
            return false;
        }
        let blockers = self.blockers();
        let entries = squares(targets).fold(0, |all, target| {
            all | stone_targets(target, blockers, self.slides)
        });
        squares(self.movable())
            .any(|stone| stone_targets(stone, blockers, self.slides) & (targets | entries) != 0)
    }

    /// The opponent's stones this seat's stones face from its own side (the contacts of the
    /// unfair-game rule).
    fn contacts_with(&self, mine: u64) -> u64 {
        // The opponent of seat 1 (seat 2) is attacked from below, seat 1 from above.
        let facing = if self.seat.index() == 0 {
            Dir::North.shift(mine)
        } else {
            Dir::South.shift(mine)
        };
        self.theirs & facing
    }

    /// The empty squares from which a stone of this seat would face an opponent stone.
    fn open_contacts(&self) -> u64 {
        let faces = if self.seat.index() == 0 {
            Dir::South.shift(self.theirs)
        } else {
            Dir::North.shift(self.theirs)
        };
        faces & !self.blockers()
    }

    /// Whether this seat can bring the opponent's barrier to [`UNFAIR_CONTACTS`] contacts this
    /// turn. The count it reaches with every open contact square its stones reach (in one move,
    /// or in two when one contact is missing) filled at once: close, and never missing a win;
    /// it may see one where a single stone would have to fill two squares.
    pub fn unfair_win(&self) -> bool {
        let Some(now) = self.contacts else {
            return false;
        };
        if now + 2 < UNFAIR_CONTACTS {
            return false;
        }
        let open = self.open_contacts();
        if open == 0 {
            return false;
        }
        let blockers = self.blockers();
        let mut reach = 0;
        for stone in squares(self.movable()) {
            let first = stone_targets(stone, blockers, self.slides);
            reach |= first;
            if now + 1 >= UNFAIR_CONTACTS {
                let rest = blockers & !stone.bit();
                for step in squares(first) {
                    reach |= stone_targets(step, rest, self.slides);
                }
            }
        }
        let filled = self.contacts_with(self.mine | (reach & open));
        barrier_contacts(self.theirs | self.pits, filled).is_some_and(|n| n >= UNFAIR_CONTACTS)
    }

    /// How well this seat stands in the race, the move and the threats left aside.
    pub fn standing(&self) -> i32 {
        let seen = self.seen();
        let jump = squares(seen & self.mine)
            .map(|stone| self.progress(stone))
            .max()
            .unwrap_or(0);
        let climbed: i32 = squares(self.mine)
            .map(|stone| self.progress(stone).min(STONE_RANK_CAP))
            .sum();
        let goal = self.goal();
        let count = |set: u64| set.count_ones() as i32;
        let contacts = self.contacts.map_or(0, |n| n.min(2) as usize);
        weight::CHARACTER_RANK * self.progress(self.character)
            + weight::JUMP_RANK * jump
            + weight::STONE_RANK * climbed
            + weight::GOAL_SEEN * count(seen & goal)
            + weight::STONE_ON_GOAL * count(self.mine & goal)
            + weight::HOLE * count(goal & !self.theirs)
            + weight::CONTACTS[contacts]
    }
}

/// The other seat of two.
pub fn other(seat: Seat) -> Seat {
    Seat(1 - (seat.0 & 1))
}

/// The position for `seat`, the game not being over: the player to move winning at once decides
/// it; otherwise each side's standing, a threat by the player who just moved, and the move.
pub fn evaluate(game: &Sensei, seat: Seat) -> i32 {
    let Some(to_move) = game.to_move() else {
        return 0;
    };
    let sign = if to_move == seat { 1 } else { -1 };
    let mover = Side::of(game, to_move);
    if mover.wins_next() {
        return sign * WIN_NEXT;
    }
    let waiting = Side::of(game, other(to_move));
    let threat = if waiting.wins_next() {
        weight::THREAT
    } else {
        0
    };
    sign * (mover.standing() - waiting.standing() - threat + weight::TEMPO)
}
