//! Quoridor for 2 or 4 players, per `docs/rules.md`.
//!
//! This module owns the position ([`Quoridor`]), the reasons a player understands for a refused
//! move ([`Illegal`]) and perft. Move generation and checking live in [`moves`], notation in
//! [`notation`], bitboards and the path rule in [`board`]. Nothing here knows about storage,
//! pictures or Discord.
//!
//! Decisions where the rulebook is silent:
//! - A player with neither a pawn move nor a fence passes (`pass`). The printed rules name this
//!   for four players; with two it is rarer (a pawn boxed in behind its opponent, no fences
//!   left) but can happen, and passing is what players would do rather than freeze the game, so
//!   it holds there too.
//! - A player who resigns in a 4-player game leaves with the pawn; the fences stay, and the path
//!   rule no longer protects the departed pawn.

pub mod board;
mod moves;
mod notation;

use std::fmt;

use serde::{Deserialize, Serialize};

use self::board::{bits, Dir, Walls, FILE_A, FILE_I, RANK_1, RANK_9};
pub use self::notation::{Fence, Move, Orientation, Square};
use crate::{Game, GameKind, NoSuchVariant, Outcome, Seat, WinReason};

/// How many players sit at the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct QuoridorOptions {
    pub players: u8,
}

impl Default for QuoridorOptions {
    fn default() -> Self {
        QuoridorOptions { players: 2 }
    }
}

impl fmt::Display for QuoridorOptions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-players", self.players)
    }
}

impl std::str::FromStr for QuoridorOptions {
    type Err = NoSuchVariant;
    fn from_str(s: &str) -> Result<Self, NoSuchVariant> {
        let lower = s.trim().to_ascii_lowercase();
        let players = lower
            .trim_end_matches("-players")
            .trim_end_matches(" players")
            .trim_end_matches('p');
        match players {
            "2" => Ok(QuoridorOptions { players: 2 }),
            "4" => Ok(QuoridorOptions { players: 4 }),
            _ => Err(NoSuchVariant {
                kind: GameKind::Quoridor,
                name: s.trim().to_string(),
            }),
        }
    }
}

/// The last move played, for highlighting it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LastMove {
    pub seat: Seat,
    pub mv: Move,
    /// Where the mover's pawn stood before the move.
    pub from: Square,
}

/// Why a move is refused. The `Display` text is the English sentence (logs, tests).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Illegal {
    #[error("the game is over")]
    GameOver,
    #[error("your pawn is already on {0}")]
    AlreadyThere(Square),
    #[error("the fence {fence} stands between {from} and {to}")]
    FenceInTheWay {
        from: Square,
        to: Square,
        fence: Fence,
    },
    #[error("{seat}'s pawn stands on {square}")]
    Occupied { square: Square, seat: Seat },
    #[error("{to} is not reachable from {from}")]
    Unreachable { from: Square, to: Square },
    #[error("you have no fences left")]
    NoFencesLeft,
    #[error("there is already a fence on {0}")]
    FenceTaken(Fence),
    #[error("{fence} overlaps the fence {other}")]
    Overlaps { fence: Fence, other: Fence },
    #[error("{fence} crosses the fence {other}")]
    Crosses { fence: Fence, other: Fence },
    #[error("that fence would leave {0} no path to its goal")]
    ShutsIn(Seat),
    #[error("you may pass only when you have no other legal move")]
    CannotPass,
}

/// A Quoridor position: pawns, fences, fences in hand, whose turn it is.
///
/// Fences are kept as bitboards of anchors, one for each orientation plus one per seat for who
/// placed them (a horizontal and a vertical fence can never share an anchor, so the anchor alone
/// names the fence within a seat's set).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(into = "stored::StoredQuoridor", try_from = "stored::StoredQuoridor")]
pub struct Quoridor {
    players: u8,
    /// Seats still at the table, as bits (a 4-player resignation removes one).
    seated: u8,
    turn: Seat,
    ply: u32,
    pawns: [Square; 4],
    fences_left: [u8; 4],
    horizontal: u128,
    vertical: u128,
    placed_by: [u128; 4],
    outcome: Option<Outcome>,
    last: Option<LastMove>,
}

/// A position's hash leaves out the last move (it is only shown, never played from), so that
/// positions reached by different move orders hash alike (the search's transposition table).
impl std::hash::Hash for Quoridor {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (
            self.players,
            self.seated,
            self.turn,
            self.ply,
            self.pawns,
            self.fences_left,
            self.horizontal,
            self.vertical,
            self.placed_by,
            self.outcome,
        )
            .hash(state);
    }
}

impl Quoridor {
    /// How many players the game started with (2 or 4).
    pub fn players(&self) -> u8 {
        self.players
    }

    /// Whether `seat` is still playing (not resigned from a 4-player game).
    pub fn is_seated(&self, seat: Seat) -> bool {
        self.seated & (1 << seat.0) != 0
    }

    /// Where `seat`'s pawn stands, if it is still on the board.
    pub fn pawn(&self, seat: Seat) -> Option<Square> {
        self.is_seated(seat).then(|| self.pawns[seat.index()])
    }

    pub fn fences_left(&self, seat: Seat) -> u8 {
        self.fences_left[seat.index()]
    }

    /// Every fence on the board with the seat that placed it, in anchor order.
    pub fn fences(&self) -> Vec<(Fence, Seat)> {
        let mut fences = Vec::new();
        for (orientation, mask) in [
            (Orientation::Horizontal, self.horizontal),
            (Orientation::Vertical, self.vertical),
        ] {
            for index in bits(mask) {
                let anchor = Square::from_index(index);
                let seat = (0..self.players)
                    .map(Seat)
                    .find(|s| self.placed_by[s.index()] & anchor.bit() != 0)
                    .unwrap_or_default();
                fences.push((Fence::new(anchor, orientation), seat));
            }
        }
        fences.sort();
        fences
    }

    pub fn last_move(&self) -> Option<LastMove> {
        self.last
    }

    /// The edge `seat` must reach, as the squares on it.
    pub fn goal_squares(&self, seat: Seat) -> Vec<Square> {
        bits(goal(self.players, seat))
            .map(Square::from_index)
            .collect()
    }

    /// Where the pawn of the player to move may go this turn.
    pub fn legal_pawn_moves(&self) -> Vec<Square> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        bits(self.pawn_targets()).map(Square::from_index).collect()
    }

    /// How many steps `seat`'s pawn is from its goal the shortest way round the fences, ignoring
    /// the other pawns (so without jumps); `None` for a seat not at the table.
    pub fn distance_to_goal(&self, seat: Seat) -> Option<u8> {
        let pawn = self.pawn(seat)?;
        self.walls().distance(pawn.bit(), goal(self.players, seat))
    }

    /// [`Quoridor::distance_to_goal`] of every seat, by seat index.
    pub fn distances(&self) -> [Option<u8>; 4] {
        let mut distances = [None; 4];
        for seat in self.seats() {
            distances[seat.index()] = self.distance_to_goal(seat);
        }
        distances
    }

    /// The legal fences of the player to move that lengthen some seated player's way to the
    /// goal, each with [`Quoridor::distances`] once it stands. Every other legal fence leaves
    /// every distance as it is. Empty once the game is over or without fences in hand.
    ///
    /// Only the fences across one shortest path of some player can lengthen anything, so only
    /// those are tried, and each only against the players whose path it crosses.
    pub fn lengthening_fences(&self) -> Vec<(Fence, [Option<u8>; 4])> {
        if self.outcome.is_some() || self.fences_left[self.turn.index()] == 0 {
            return Vec::new();
        }
        let walls = self.walls();
        let before = self.distances();
        let (h_free, v_free) = board::free_anchors(self.horizontal, self.vertical);
        // Per seat, the free anchors of the horizontal and vertical fences across its path.
        let mut across = [(0u128, 0u128); 4];
        for seat in self.seats() {
            let pawn = self.pawns[seat.index()].bit();
            if let Some((north, east)) = walls.path_crossings(pawn, goal(self.players, seat)) {
                across[seat.index()] =
                    ((north | north >> 1) & h_free, (east | east >> 10) & v_free);
            }
        }
        let mut fences = Vec::new();
        for orientation in [Orientation::Horizontal, Orientation::Vertical] {
            let pick = |(h, v): (u128, u128)| match orientation {
                Orientation::Horizontal => h,
                Orientation::Vertical => v,
            };
            let anchors = across.iter().fold(0, |acc, a| acc | pick(*a));
            'fence: for anchor in bits(anchors) {
                let bit = 1u128 << anchor;
                let walls = match orientation {
                    Orientation::Horizontal => Walls::new(self.horizontal | bit, self.vertical),
                    Orientation::Vertical => Walls::new(self.horizontal, self.vertical | bit),
                };
                let mut after = before;
                for seat in self.seats().filter(|s| pick(across[s.index()]) & bit != 0) {
                    let pawn = self.pawns[seat.index()].bit();
                    match walls.distance(pawn, goal(self.players, seat)) {
                        Some(d) => after[seat.index()] = Some(d),
                        None => continue 'fence, // shuts `seat` in: illegal
                    }
                }
                if after != before {
                    let fence = Fence::new(Square::from_index(anchor), orientation);
                    fences.push((fence, after));
                }
            }
        }
        fences
    }

    fn walls(&self) -> Walls {
        Walls::new(self.horizontal, self.vertical)
    }

    /// The seats still in the game (a 4-player game goes on without those who left it).
    pub fn seats(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.players).map(Seat).filter(|s| self.is_seated(*s))
    }
}

/// Where each seat starts.
fn start(players: u8, seat: Seat) -> Square {
    let (file, rank) = match (players, seat.0) {
        (_, 0) => (4, 0),
        (2, _) => (4, 8),
        (_, 1) => (0, 4),
        (_, 2) => (4, 8),
        _ => (8, 4),
    };
    Square::new(file, rank)
}

/// The squares `seat` must reach: the edge opposite its start.
fn goal(players: u8, seat: Seat) -> u128 {
    match (players, seat.0) {
        (_, 0) => RANK_9,
        (2, _) => RANK_1,
        (_, 1) => FILE_I,
        (_, 2) => RANK_1,
        _ => FILE_A,
    }
}

impl Game for Quoridor {
    type Move = Move;
    type Illegal = Illegal;
    type Options = QuoridorOptions;
    const KIND: GameKind = GameKind::Quoridor;

    fn variants() -> &'static [(&'static str, &'static str)] {
        &[
            ("2-players", "two players, 10 fences each"),
            ("4-players", "four players, 5 fences each"),
        ]
    }

    fn new(options: &QuoridorOptions) -> Quoridor {
        let players = if options.players == 4 { 4 } else { 2 };
        let fences = if players == 4 { 5 } else { 10 };
        let mut pawns = [Square::new(0, 0); 4];
        let mut fences_left = [0; 4];
        for seat in (0..players).map(Seat) {
            pawns[seat.index()] = start(players, seat);
            fences_left[seat.index()] = fences;
        }
        Quoridor {
            players,
            seated: (1 << players) - 1,
            turn: Seat(0),
            ply: 0,
            pawns,
            fences_left,
            horizontal: 0,
            vertical: 0,
            placed_by: [0; 4],
            outcome: None,
            last: None,
        }
    }

    fn options(&self) -> QuoridorOptions {
        QuoridorOptions {
            players: self.players,
        }
    }

    fn seat_count(&self) -> usize {
        self.players as usize
    }

    fn to_move(&self) -> Option<Seat> {
        self.outcome.is_none().then_some(self.turn)
    }

    fn ply(&self) -> u32 {
        self.ply
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(140);
        self.each_move(|mv| moves.push(mv));
        moves
    }

    fn write_move(mv: &Move, out: &mut String) {
        out.push_str(mv.written(&mut [0; 4]));
    }

    /// The pawn's moves when it has any: a square is two letters, a fence three, a pass four.
    fn shortest_moves(&self) -> Vec<Move> {
        match self.legal_pawn_moves() {
            pawn if !pawn.is_empty() => pawn.into_iter().map(Move::Pawn).collect(),
            _ => crate::notations::shortest(self.legal_moves()),
        }
    }

    fn play(&mut self, mv: &Move) -> Result<(), Illegal> {
        match self.check(*mv) {
            Some(why) => Err(why),
            None => {
                self.apply(*mv);
                Ok(())
            }
        }
    }

    fn leave(&mut self, seat: Seat, reason: WinReason) {
        if self.outcome.is_some() || !self.is_seated(seat) {
            return;
        }
        self.seated &= !(1 << seat.0);
        // Off the board the square means nothing; keeping the start square there makes equal
        // positions compare equal, however they were reached or stored.
        self.pawns[seat.index()] = start(self.players, seat);
        let left: Vec<Seat> = self.seats().collect();
        if let [winner] = left[..] {
            self.outcome = Some(Outcome::Win { winner, reason });
        } else if self.turn == seat {
            self.advance_turn();
        }
    }

    fn agree_draw(&mut self) {
        if self.outcome.is_none() {
            self.outcome = Some(Outcome::Draw);
        }
    }

    fn diagram(&self) -> String {
        let walls = self.walls();
        let mut out = String::new();
        for rank in (0..9u8).rev() {
            out.push_str(&format!("{:>2} ", rank + 1));
            for file in 0..9u8 {
                let square = Square::new(file, rank);
                let pawn = self.seats().find(|s| self.pawns[s.index()] == square);
                out.push_str(&match pawn {
                    Some(seat) => format!(" {} ", seat.as_number()),
                    None => " . ".to_string(),
                });
                if file < 8 {
                    let open = walls.can_step(square.bit(), Dir::East);
                    out.push(if open { ' ' } else { '|' });
                }
            }
            out.push('\n');
            if rank > 0 {
                out.push_str("   ");
                for file in 0..9u8 {
                    let open = walls.can_step(Square::new(file, rank).bit(), Dir::South);
                    out.push_str(if open { "   " } else { "---" });
                    if file < 8 {
                        out.push(' ');
                    }
                }
                out.push('\n');
            }
        }
        out.push_str("    a   b   c   d   e   f   g   h   i\n");
        out
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth < 3 {
            return self.perft_serial(depth);
        }
        let moves = self.legal_moves();
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|t| {
                    let moves = &moves;
                    scope.spawn(move || {
                        moves
                            .iter()
                            .skip(t)
                            .step_by(threads)
                            .map(|mv| {
                                let mut next = *self;
                                next.apply(*mv);
                                next.perft_serial(depth - 1)
                            })
                            .sum::<u64>()
                    })
                })
                .collect();
            workers
                .into_iter()
                .map(|w| w.join().expect("perft worker"))
                .sum()
        })
    }
}

impl Quoridor {
    fn perft_serial(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_moves(),
            _ => {
                let mut total = 0;
                self.each_move(|mv| {
                    let mut next = *self;
                    next.apply(mv);
                    total += next.perft_serial(depth - 1);
                });
                total
            }
        }
    }
}

mod stored;
