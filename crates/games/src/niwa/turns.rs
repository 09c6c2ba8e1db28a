//! A Niwa turn, listed and checked: setups, walks of steps with the beads they spend and pass
//! on, jumps and their landings, bead passes, and the reason a refused turn is refused
//! ([`Illegal`]).

use super::garden::NONE;
use super::{bit, ids, Cell, Colour, Garden, Illegal, Move, Niwa, Piece, Stack, Step};

/// A move being checked: the mover's figurines as they are after the steps so far.
struct Walk {
    pieces: [Piece; 3],
    mover: usize,
    /// Every figurine's cell except the mover's.
    occupied: u128,
    canonical: Vec<Step>,
    won: bool,
}

impl Niwa {
    /// Where a figurine with no bead on `at` may land by jumping, as a cell mask (see the module
    /// docs). `occupied` holds every other figurine.
    pub(super) fn jump_landings(garden: &Garden, at: u8, occupied: u128, own_base: u8) -> u128 {
        let free = |id: u8| id != NONE && id != own_base && occupied & bit(id) == 0;
        let mut landings = 0;
        for dir in 0..6 {
            let over = garden.neighbour(at, dir);
            if over == NONE || occupied & bit(over) == 0 {
                continue;
            }
            let targets = garden.jump_targets(at, dir);
            let tier = if targets.behind.iter().any(|id| free(*id)) {
                &targets.behind[..]
            } else {
                &targets.beyond[..]
            };
            for id in tier.iter().filter(|id| free(**id)) {
                landings |= bit(*id);
            }
        }
        landings
    }

    /// Why `to` is not a jump landing from `from` (which has no bead).
    fn why_not_a_jump(&self, walk: &Walk, from: u8, to: u8) -> Illegal {
        let garden = self.garden();
        let own_base = garden.base_id(self.turn);
        let name = |id| garden.name_of(id);
        if walk.occupied & bit(to) != 0 {
            return Illegal::Occupied(name(to));
        }
        if to == own_base {
            return Illegal::OwnBase(name(to));
        }
        for dir in 0..6 {
            let over = garden.neighbour(from, dir);
            if over != NONE
                && walk.occupied & bit(over) != 0
                && garden.jump_targets(from, dir).beyond.contains(&to)
            {
                return Illegal::BehindIsFree {
                    to: name(to),
                    over: name(over),
                };
            }
        }
        Illegal::NotAJump {
            from: name(from),
            to: name(to),
        }
    }

    /// Starts a move of the player to move's figurine on `from`.
    fn start_walk(&self, from: Cell) -> Result<Walk, Illegal> {
        let garden = self.garden();
        let seat = self.turn.index();
        let at = garden.id(from).ok_or(Illegal::NoSuchCell(from))?;
        let mover = self.pieces[seat]
            .iter()
            .position(|p| p.at == at)
            .ok_or(Illegal::NoFigurine(from))?;
        Ok(Walk {
            pieces: self.pieces[seat],
            mover,
            occupied: self.occupied() & !bit(at),
            canonical: Vec::new(),
            won: false,
        })
    }

    /// Checks one step of `walk` and takes it.
    fn take_step(&self, walk: &mut Walk, step: Step) -> Result<(), Illegal> {
        let garden = self.garden();
        let here = walk.pieces[walk.mover].at;
        let (from, to_cell) = (garden.name_of(here), step.to);
        if walk.won {
            return Err(Illegal::PastTheBase(from));
        }
        let to = garden.id(to_cell).ok_or(Illegal::NoSuchCell(to_cell))?;
        let dir = garden
            .direction(here, to)
            .ok_or(Illegal::NotNeighbours { from, to: to_cell })?;
        if walk.occupied & bit(to) != 0 {
            return Err(Illegal::Occupied(to_cell));
        }
        if to == garden.base_id(self.turn) {
            return Err(Illegal::OwnBase(to_cell));
        }
        let bead = walk.pieces[walk.mover].beads.top().ok_or(Illegal::NoBead {
            at: from,
            to: to_cell,
        })?;
        let line = garden.colour(here, dir).unwrap_or(bead);
        if line != bead {
            return Err(Illegal::WrongColour {
                from,
                to: to_cell,
                line,
                bead,
            });
        }
        let takers: Vec<usize> = (0..3)
            .filter(|i| *i != walk.mover && !walk.pieces[*i].beads.is_full())
            .collect();
        let taker = match step.give {
            Some(give) => {
                if give == from {
                    return Err(Illegal::GiveToMover { to: to_cell });
                }
                let i = (0..3)
                    .find(|i| *i != walk.mover && garden.id(give) == Some(walk.pieces[*i].at))
                    .ok_or(Illegal::NoTaker(give))?;
                if walk.pieces[i].beads.is_full() {
                    return Err(Illegal::Full(give));
                }
                i
            }
            None => match takers[..] {
                [only] => only,
                [a, b] => {
                    return Err(Illegal::WhichTaker {
                        to: to_cell,
                        a: garden.name_of(walk.pieces[a].at),
                        b: garden.name_of(walk.pieces[b].at),
                    })
                }
                _ => return Err(Illegal::NobodyTakes { to: to_cell }),
            },
        };
        walk.canonical.push(Step {
            to: to_cell,
            give: (takers.len() > 1).then(|| garden.name_of(walk.pieces[taker].at)),
        });
        walk.pieces[walk.mover].beads.pop();
        walk.pieces[taker].beads.push(bead);
        walk.pieces[walk.mover].at = to;
        walk.won = to == garden.base_id(Niwa::opponent(self.turn));
        Ok(())
    }

    /// Checks the jump ending `walk` and takes it.
    fn take_jump(&self, walk: &mut Walk, landing: Cell) -> Result<(), Illegal> {
        let garden = self.garden();
        let here = walk.pieces[walk.mover].at;
        if walk.won {
            return Err(Illegal::PastTheBase(garden.name_of(here)));
        }
        if !walk.pieces[walk.mover].beads.is_empty() {
            return Err(Illegal::JumpWithBeads(garden.name_of(here)));
        }
        let to = garden.id(landing).ok_or(Illegal::NoSuchCell(landing))?;
        let own_base = garden.base_id(self.turn);
        if Niwa::jump_landings(garden, here, walk.occupied, own_base) & bit(to) == 0 {
            return Err(self.why_not_a_jump(walk, here, to));
        }
        walk.pieces[walk.mover].at = to;
        walk.won = to == garden.base_id(Niwa::opponent(self.turn));
        Ok(())
    }

    /// Checks `mv` for the player to move; returns its canonical form and the position after it.
    pub(super) fn check(&self, mv: &Move) -> Result<(Move, [Piece; 3], bool), Illegal> {
        if self.outcome.is_some() {
            return Err(Illegal::GameOver);
        }
        let garden = self.garden();
        let seat = self.turn;
        let set_up = self.is_set_up(seat);
        match mv {
            Move::Setup {
                green,
                orange,
                pink,
            } => {
                if set_up {
                    return Err(Illegal::AlreadySetUp);
                }
                let starts = garden.start_ids(seat);
                let mut pieces = [Piece::default(); 3];
                for (piece, (cell, colour)) in pieces
                    .iter_mut()
                    .zip([*green, *orange, *pink].into_iter().zip(Colour::ALL))
                {
                    let id = garden.id(cell).ok_or(Illegal::NoSuchCell(cell))?;
                    if !starts.contains(&id) {
                        return Err(Illegal::NotAStartSpace {
                            cell,
                            base: garden.base(seat),
                        });
                    }
                    if self.occupied() & bit(id) != 0 {
                        return Err(Illegal::Occupied(cell));
                    }
                    *piece = Piece {
                        at: id,
                        beads: Stack::pair(colour),
                    };
                }
                Ok((mv.clone(), pieces, false))
            }
            _ if !set_up => {
                let s = garden.start_spaces(seat);
                Err(Illegal::SetUpFirst {
                    example: format!("{}:G {}:O {}:P", s[0], s[1], s[2]),
                })
            }
            Move::Walk { from, steps, jump } => {
                if steps.is_empty() && jump.is_none() {
                    return Err(Illegal::EmptyMove);
                }
                let mut walk = self.start_walk(*from)?;
                for step in steps {
                    self.take_step(&mut walk, *step)?;
                }
                if let Some(landing) = jump {
                    self.take_jump(&mut walk, *landing)?;
                }
                let canonical = Move::Walk {
                    from: *from,
                    steps: walk.canonical,
                    jump: *jump,
                };
                Ok((canonical, walk.pieces, walk.won))
            }
            Move::Give { from, to } => {
                let mut pieces = self.pieces[seat.index()];
                let find = |cell: Cell| {
                    let id = garden.id(cell).ok_or(Illegal::NoSuchCell(cell))?;
                    pieces
                        .iter()
                        .position(|p| p.at == id)
                        .ok_or(Illegal::NoFigurine(cell))
                };
                let (giver, taker) = (find(*from)?, find(*to)?);
                if giver == taker {
                    return Err(Illegal::GiveToItself);
                }
                if pieces[taker].beads.is_full() {
                    return Err(Illegal::Full(*to));
                }
                let bead = pieces[giver]
                    .beads
                    .pop()
                    .ok_or(Illegal::NoBeadToGive(*from))?;
                pieces[taker].beads.push(bead);
                Ok((mv.clone(), pieces, false))
            }
        }
    }

    /// Every legal turn of the player to move, handed to `f` one by one.
    pub(super) fn each_turn(&self, f: &mut impl FnMut(Move)) {
        if self.outcome.is_some() {
            return;
        }
        let garden = self.garden();
        let seat = self.turn;
        if !self.is_set_up(seat) {
            let starts = garden.start_ids(seat);
            let free: Vec<Cell> = starts
                .iter()
                .filter(|id| self.occupied() & bit(**id) == 0)
                .map(|id| garden.name_of(*id))
                .collect();
            for &green in &free {
                for &orange in free.iter().filter(|c| **c != green) {
                    for &pink in free.iter().filter(|c| **c != green && **c != orange) {
                        f(Move::Setup {
                            green,
                            orange,
                            pink,
                        });
                    }
                }
            }
            return;
        }
        let pieces = self.pieces[seat.index()];
        for mover in 0..3 {
            let mut walk = Walk {
                pieces,
                mover,
                occupied: self.occupied() & !bit(pieces[mover].at),
                canonical: Vec::new(),
                won: false,
            };
            let from = garden.name_of(pieces[mover].at);
            self.explore(garden, from, &mut walk, f);
        }
        for giver in (0..3).filter(|i| !pieces[*i].beads.is_empty()) {
            for taker in (0..3).filter(|i| *i != giver && !pieces[*i].beads.is_full()) {
                f(Move::Give {
                    from: garden.name_of(pieces[giver].at),
                    to: garden.name_of(pieces[taker].at),
                });
            }
        }
    }

    /// Lists the moves that continue `walk` (its steps so far already taken).
    fn explore(&self, garden: &Garden, from: Cell, walk: &mut Walk, f: &mut impl FnMut(Move)) {
        let here = walk.pieces[walk.mover].at;
        let done = |jump| Move::Walk {
            from,
            steps: walk.canonical.clone(),
            jump,
        };
        if !walk.canonical.is_empty() {
            f(done(None));
        }
        if walk.won {
            return;
        }
        let own_base = garden.base_id(self.turn);
        let Some(bead) = walk.pieces[walk.mover].beads.top() else {
            let landings = Niwa::jump_landings(garden, here, walk.occupied, own_base);
            for landing in ids(landings) {
                f(done(Some(garden.name_of(landing))));
            }
            return;
        };
        let takers: Vec<usize> = (0..3)
            .filter(|i| *i != walk.mover && !walk.pieces[*i].beads.is_full())
            .collect();
        for dir in 0..6 {
            let to = garden.neighbour(here, dir);
            if to == NONE
                || to == own_base
                || walk.occupied & bit(to) != 0
                || garden.colour(here, dir) != Some(bead)
            {
                continue;
            }
            for &taker in &takers {
                let saved = (walk.pieces, walk.won);
                walk.canonical.push(Step {
                    to: garden.name_of(to),
                    give: (takers.len() > 1).then(|| garden.name_of(walk.pieces[taker].at)),
                });
                walk.pieces[walk.mover].beads.pop();
                walk.pieces[taker].beads.push(bead);
                walk.pieces[walk.mover].at = to;
                walk.won = to == garden.base_id(Niwa::opponent(self.turn));
                self.explore(garden, from, walk, f);
                walk.canonical.pop();
                (walk.pieces, walk.won) = saved;
            }
        }
    }

    /// Whether the player to move has any legal turn.
    pub(super) fn has_a_turn(&self) -> bool {
        let mut any = false;
        if self.is_set_up(self.turn) {
            let pieces = self.pieces[self.turn.index()];
            let can_pass = (0..3).any(|giver| {
                !pieces[giver].beads.is_empty()
                    && (0..3).any(|taker| taker != giver && !pieces[taker].beads.is_full())
            });
            if can_pass {
                return true;
            }
        }
        self.each_turn(&mut |_| any = true);
        any
    }
}
