//! A turn being played: the board as the player to move sees it, action by action.
//!
//! [`Mover`] is a small copyable view (the mover's stones, the opponent's, the mover's character,
//! the pits) that walks through a turn's actions. Listing every legal turn and checking a turn a
//! player wrote both go through it, so they cannot disagree. It knows nothing of seats, outcomes or
//! the unfair-game rule: ending the turn is the parent module's business.

use super::board::{self, character_targets, squares, stone_targets, Dir};
use super::notation::{Action, Move, Square};
use super::{Illegal, Obstacle, Preset};

/// Which of a turn's three actions are spent.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Spent {
    stone_moves: u8,
    character: bool,
}

impl Spent {
    pub fn after(self, action: Action) -> Spent {
        match action {
            Action::Stone { .. } => Spent {
                stone_moves: self.stone_moves + 1,
                ..self
            },
            Action::Character { .. } => Spent {
                character: true,
                ..self
            },
        }
    }

    fn is_full(self) -> bool {
        self.stone_moves >= 2 && self.character
    }
}

/// The board as the player to move sees it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Mover {
    pub preset: Preset,
    pub mine: u64,
    pub theirs: u64,
    pub character: Square,
    pub pits: u64,
    /// The opponent's home row, where the character wins.
    pub goal_rank: u8,
}

impl Mover {
    /// The stones that may move: all but the one under the character.
    fn movable_stones(&self) -> u64 {
        self.mine & !self.character.bit()
    }

    /// Where the stone on `from` may stop.
    fn stone_targets(&self, from: Square) -> u64 {
        stone_targets(
            from,
            self.mine | self.theirs | self.pits,
            self.preset.slides(),
        )
    }

    /// Which stones the character may reach.
    fn character_targets(&self) -> u64 {
        character_targets(self.character, self.mine, self.theirs)
    }

    /// Whether the mover has any action at all.
    pub fn has_an_action(&self) -> bool {
        self.character_targets() != 0
            || squares(self.movable_stones()).any(|from| self.stone_targets(from) != 0)
    }

    /// Plays one action known to be legal; returns whether it won.
    pub fn play(&mut self, action: Action) -> bool {
        match action {
            Action::Stone { from, to } => {
                self.mine ^= from.bit() | to.bit();
                false
            }
            Action::Character { to } => {
                self.character = to;
                to.rank() == self.goal_rank
            }
        }
    }

    /// Calls `f` with every legal continuation of `turn` (already played on `self`, having spent
    /// `spent`), and every continuation of those in turn. A win ends a turn.
    pub fn extend(&self, turn: Move, spent: Spent, f: &mut impl FnMut(Move)) {
        if spent.stone_moves < 2 {
            for from in squares(self.movable_stones()) {
                for to in squares(self.stone_targets(from)) {
                    self.then(Action::Stone { from, to }, turn, spent, f);
                }
            }
        }
        if !spent.character {
            for to in squares(self.character_targets()) {
                self.then(Action::Character { to }, turn, spent, f);
            }
        }
    }

    /// Offers `turn` followed by the legal `action`, then its continuations.
    fn then(&self, action: Action, turn: Move, spent: Spent, f: &mut impl FnMut(Move)) {
        let turn = turn.then(action);
        f(turn);
        let spent = spent.after(action);
        if !spent.is_full() {
            let mut next = *self;
            if !next.play(action) {
                next.extend(turn, spent, f);
            }
        }
    }

    /// Says why `action` cannot be played now, having spent `spent` this turn.
    pub fn check(&self, action: Action, spent: Spent) -> Option<Illegal> {
        match action {
            Action::Stone { .. } if spent.stone_moves >= 2 => Some(Illegal::ThirdStoneMove),
            Action::Character { .. } if spent.character => Some(Illegal::SecondCharacterMove),
            Action::Stone { from, to } => self.why_stone_illegal(from, to),
            Action::Character { to } => self.why_character_illegal(to),
        }
    }

    fn obstacle(&self, square: Square) -> Option<Obstacle> {
        let bit = square.bit();
        if self.mine & bit != 0 {
            Some(Obstacle::OwnStone)
        } else if self.theirs & bit != 0 {
            Some(Obstacle::OpponentStone)
        } else if self.pits & bit != 0 {
            Some(Obstacle::Pit)
        } else {
            None
        }
    }

    fn why_stone_illegal(&self, from: Square, to: Square) -> Option<Illegal> {
        if self.movable_stones() & from.bit() != 0 && self.stone_targets(from) & to.bit() != 0 {
            return None;
        }
        if (self.mine | self.theirs) & from.bit() == 0 {
            return Some(Illegal::NoStone(from));
        }
        if self.mine & from.bit() == 0 {
            return Some(Illegal::NotYourStone(from));
        }
        if from == self.character {
            return Some(Illegal::CarriesCharacter(from));
        }
        let dir = match Dir::between(from, to) {
            None if from == to => return Some(Illegal::StaysPut(from)),
            Some(dir) if dir.is_orthogonal() => dir,
            _ => return Some(Illegal::NotStraight { from, to }),
        };
        for at in board::path(from, to, dir) {
            match self.obstacle(at) {
                Some(Obstacle::Pit) if at == to => return Some(Illegal::IntoPit(to)),
                Some(by) if at == to => return Some(Illegal::Taken { square: to, by }),
                Some(by) => return Some(Illegal::Blocked { by, at, to }),
                None => {}
            }
        }
        // The way is clear, so it is the distance.
        Some(Illegal::OneSquareOnly {
            preset: self.preset,
            from,
            to,
        })
    }

    fn why_character_illegal(&self, to: Square) -> Option<Illegal> {
        if self.character_targets() & to.bit() != 0 {
            return None;
        }
        let from = self.character;
        if to == from {
            return Some(Illegal::AlreadyThere(to));
        }
        if self.mine & to.bit() == 0 {
            return Some(Illegal::NoOwnStone(to));
        }
        let Some(dir) = Dir::between(from, to) else {
            return Some(Illegal::NotInLine { from, to });
        };
        let at = board::path(from, to, dir)
            .find(|at| self.theirs & at.bit() != 0)
            .unwrap_or(to);
        Some(Illegal::Blocked {
            by: Obstacle::OpponentStone,
            at,
            to,
        })
    }

    /// Plays `actions` in order, checking each; returns what was spent and whether the last one
    /// won, or why one of them is refused.
    pub fn walk(&mut self, actions: &[Action]) -> Result<(Spent, bool), Illegal> {
        let mut spent = Spent::default();
        let mut won = false;
        for action in actions {
            if won {
                return Err(Illegal::AfterTheWin(self.character));
            }
            if let Some(why) = self.check(*action, spent) {
                return Err(why);
            }
            won = self.play(*action);
            spent = spent.after(*action);
        }
        Ok((spent, won))
    }
}
