//! Sensei for two players, in its four presets, per `docs/rules.md`.
//!
//! This module owns the position ([`Sensei`]), the end of a turn (win, unfair game, a player
//! left without an action), the errors a player reads ([`Illegal`]) and perft. Notation lives in
//! [`notation`]; bitboards, lines and the barrier search in [`board`]; the actions of a turn, listed
//! or checked by the same code, in [`turn`]. Nothing here knows about storage, pictures or Discord.
//!
//! A [`Move`] is one whole turn: one to three actions in the order they are played, at most two
//! stone moves (the first and the second, by the same stone or two) and at most one character
//! move. [`Sensei::legal_moves`] lists every ordered action sequence that is legal: `b1-b2 @a1` and
//! `@a1 b1-b2` are two entries.
//!
//! Decisions where the rules are silent (the reference counts of legal turns from the start,
//! `shizukana` 1,128, `arashi` 19,304 and `shizukana-variant` 394, are reproduced by exactly this
//! reading):
//! - Sequences that reach the same position are distinct turns (`b1-b2 c1-c2` and `c1-c2 b1-b2`).
//! - The second stone move may take the first stone back where it came from, so a turn may end in
//!   the position it started from (`b1-b2 b2-b1`); the rulebook only asks for at least one action.
//! - In `shizukana` the same stone may make both moves (`b1-b2 b2-b3`): the rulebook allows "the
//!   first stone once more".
//! - A character move that wins ends the turn at once: nothing may follow it in the sequence, and
//!   the unfair-game rule is not looked at (the game is already won).
//! - The unfair-game rule looks at both players at the end of every turn that did not win. Each
//!   player's home row is a chain across all seven files like any other, so it is a barrier too:
//!   three opponent stones facing it lose the game for its owner. `docs/rules.md` defines the
//!   barrier by its shape alone, and that is what we follow.
//! - "Face to face, on the opponent's side": for seat 1 (who plays up the board) the opponent's
//!   side of a barrier stone is the square above it; for seat 2 the square below it.
//! - A player with no legal action at the start of its turn has lost; this is decided at the end
//!   of the turn before, so the game never waits on a player who cannot move.
//! - The default preset is `arashi`, the rulebook's first version.
//! - The pits of `arashi-expert` are [`EXPERT_PITS`] (the printed board's layout is unknown to us:
//!   one edit there corrects it). A game stores its own pits, so games already under way keep the
//!   pits they started with.

pub mod board;
mod notation;
mod turn;

use std::fmt;

use serde::{Deserialize, Serialize};

use self::board::{barrier_contacts, squares, Dir};
pub use self::notation::{Action, Actions, Move, Square, MAX_ACTIONS, SIZE};
use self::turn::{Mover, Spent};
use crate::{Game, GameKind, NoSuchVariant, Outcome, Seat, WinReason};

/// The pits of the `arashi-expert` board: `c3`, `e3`, `c5`, `e5`.
pub const EXPERT_PITS: &[Square] = &[
    Square::new(2, 2),
    Square::new(4, 2),
    Square::new(2, 4),
    Square::new(4, 4),
];

/// How many opponent stones must face a barrier for its owner to lose the game.
pub const UNFAIR_CONTACTS: u32 = 3;

/// The way the game is played, fixed for the whole game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Preset {
    /// Stones slide any distance; standard start; plain board.
    #[default]
    Arashi,
    /// Stones move one square; standard start; plain board.
    Shizukana,
    /// Stones move one square; each side's `b` and `f` stones start on the opponent's home row.
    ShizukanaVariant,
    /// Stones slide any distance on the board with pits.
    ArashiExpert,
}

impl Preset {
    pub const ALL: [Preset; 4] = [
        Preset::Arashi,
        Preset::Shizukana,
        Preset::ShizukanaVariant,
        Preset::ArashiExpert,
    ];

    /// The name players pick.
    pub fn name(self) -> &'static str {
        match self {
            Preset::Arashi => "arashi",
            Preset::Shizukana => "shizukana",
            Preset::ShizukanaVariant => "shizukana-variant",
            Preset::ArashiExpert => "arashi-expert",
        }
    }

    /// Whether stones slide any distance (rather than one square).
    pub fn slides(self) -> bool {
        matches!(self, Preset::Arashi | Preset::ArashiExpert)
    }

    /// Whether the board has pits.
    pub fn has_pits(self) -> bool {
        self == Preset::ArashiExpert
    }

    /// Whether each side's `b` and `f` stones start on the opponent's home row.
    pub fn variant_start(self) -> bool {
        self == Preset::ShizukanaVariant
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Preset {
    type Err = NoSuchVariant;
    fn from_str(s: &str) -> Result<Self, NoSuchVariant> {
        let wanted = s.trim().to_ascii_lowercase().replace([' ', '_'], "-");
        Preset::ALL
            .into_iter()
            .find(|p| p.name() == wanted)
            .ok_or_else(|| NoSuchVariant {
                kind: GameKind::Sensei,
                name: s.trim().to_string(),
            })
    }
}

/// The last turn played, for drawing it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LastTurn {
    pub seat: Seat,
    pub turn: Move,
    /// Where the mover's character stood when the turn began (so where a `@` arrow starts).
    pub character_from: Square,
}

/// What stands in a stone's or a character's way.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Obstacle {
    OwnStone,
    OpponentStone,
    Pit,
}

impl fmt::Display for Obstacle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Obstacle::OwnStone => "your stone",
            Obstacle::OpponentStone => "an opponent stone",
            Obstacle::Pit => "a pit",
        })
    }
}

/// Why a turn is refused. The `Display` text is the English sentence (logs, tests).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Illegal {
    #[error("the game is over")]
    GameOver,
    #[error("you have already moved two stones this turn")]
    ThirdStoneMove,
    #[error("you have already moved your character this turn")]
    SecondCharacterMove,
    #[error("your character has reached {0} and won: the turn ends there")]
    AfterTheWin(Square),
    #[error("there is no stone on {0}")]
    NoStone(Square),
    #[error("the stone on {0} is not yours")]
    NotYourStone(Square),
    #[error("the stone on {0} carries your character")]
    CarriesCharacter(Square),
    #[error("a stone must move: {0}-{0} goes nowhere")]
    StaysPut(Square),
    #[error("stones move along a row or a column, never diagonally: {from} to {to} is neither")]
    NotStraight { from: Square, to: Square },
    #[error("in {preset} stones move one square at a time: {from} to {to} is further")]
    OneSquareOnly {
        preset: Preset,
        from: Square,
        to: Square,
    },
    #[error("{0} is a pit: no stone may stop there")]
    IntoPit(Square),
    #[error("{square} is taken by {by}")]
    Taken { square: Square, by: Obstacle },
    #[error("{by} on {at} blocks the way to {to}")]
    Blocked {
        by: Obstacle,
        at: Square,
        to: Square,
    },
    #[error("your character already stands on {0}")]
    AlreadyThere(Square),
    #[error("your character can only go to one of your stones, and there is none on {0}")]
    NoOwnStone(Square),
    #[error("{to} is not on a row, column or diagonal with your character on {from}")]
    NotInLine { from: Square, to: Square },
}

/// A Sensei position: stones, characters, pits, whose turn it is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(into = "stored::StoredSensei", try_from = "stored::StoredSensei")]
pub struct Sensei {
    preset: Preset,
    /// Each seat's stones.
    stones: [u64; 2],
    /// Each seat's character, always on one of that seat's stones.
    characters: [Square; 2],
    pits: u64,
    turn: Seat,
    ply: u32,
    outcome: Option<Outcome>,
    last: Option<LastTurn>,
}

/// A position's hash leaves out the last move (it is only shown, never played from), so that
/// positions reached by different move orders hash alike (the search's transposition table).
impl std::hash::Hash for Sensei {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (
            self.preset,
            self.stones,
            self.characters,
            self.pits,
            self.turn,
            self.ply,
            self.outcome,
        )
            .hash(state);
    }
}

impl Sensei {
    pub fn preset(&self) -> Preset {
        self.preset
    }

    /// Every stone on the board with its owner, square by square from `a1` along the ranks.
    pub fn stones(&self) -> Vec<(Square, Seat)> {
        let mut all: Vec<(Square, Seat)> = [Seat(0), Seat(1)]
            .into_iter()
            .flat_map(|seat| squares(self.stones[seat.index()]).map(move |sq| (sq, seat)))
            .collect();
        all.sort();
        all
    }

    /// The squares of `seat`'s stones.
    pub fn stones_of(&self, seat: Seat) -> Vec<Square> {
        squares(self.stones[seat.index() & 1]).collect()
    }

    /// `seat`'s stones as a bitboard ([`board`]'s sets), for the engine in `crate::ai`.
    pub fn stone_set(&self, seat: Seat) -> u64 {
        self.stones[seat.index() & 1]
    }

    /// The pits as a bitboard, for the engine in `crate::ai`.
    pub fn pit_set(&self) -> u64 {
        self.pits
    }

    /// Whose stone stands on `square`, if any.
    pub fn stone_at(&self, square: Square) -> Option<Seat> {
        [Seat(0), Seat(1)]
            .into_iter()
            .find(|s| self.stones[s.index()] & square.bit() != 0)
    }

    /// Where `seat`'s character stands (seat 1: the Sage; seat 2: the Monkey).
    pub fn character(&self, seat: Seat) -> Square {
        self.characters[seat.index() & 1]
    }

    /// The pits (none but on the `arashi-expert` board).
    pub fn pits(&self) -> Vec<Square> {
        squares(self.pits).collect()
    }

    pub fn last_turn(&self) -> Option<LastTurn> {
        self.last
    }

    /// The rank `seat` must bring its character to (0 = rank 1): the opponent's home row.
    pub fn goal_rank(seat: Seat) -> u8 {
        if seat.index() == 0 {
            SIZE - 1
        } else {
            0
        }
    }

    /// The board as the player to move sees it.
    fn mover(&self) -> Mover {
        let me = self.turn.index();
        Mover {
            preset: self.preset,
            mine: self.stones[me],
            theirs: self.stones[1 - me],
            character: self.characters[me],
            pits: self.pits,
            goal_rank: Sensei::goal_rank(self.turn),
        }
    }

    /// Calls `f` with every legal turn.
    fn each_turn(&self, mut f: impl FnMut(Move)) {
        if self.outcome.is_none() {
            self.mover().extend(Move::EMPTY, Spent::default(), &mut f);
        }
    }

    /// Plays a turn known to be legal and ends it: the win, the unfair-game rule, the next
    /// player's turn (or loss when it has no action).
    fn apply(&mut self, turn: Move) {
        let seat = self.turn;
        let mut mover = self.mover();
        let character_from = mover.character;
        let won = turn.actions().iter().any(|action| mover.play(*action));
        self.stones[seat.index()] = mover.mine;
        self.characters[seat.index()] = mover.character;
        self.last = Some(LastTurn {
            seat,
            turn,
            character_from,
        });
        self.ply += 1;
        let other = Seat(1 - seat.0);
        self.outcome = if won {
            Some(Outcome::Win {
                winner: seat,
                reason: WinReason::Goal,
            })
        } else if self.loses_by_unfair_game(other) {
            Some(Outcome::Win {
                winner: seat,
                reason: WinReason::UnfairGame,
            })
        } else if self.loses_by_unfair_game(seat) {
            Some(Outcome::Win {
                winner: other,
                reason: WinReason::UnfairGame,
            })
        } else {
            None
        };
        self.turn = other;
        if self.outcome.is_none() && !self.mover().has_an_action() {
            self.outcome = Some(Outcome::Win {
                winner: seat,
                reason: WinReason::NoLegalMove,
            });
        }
    }

    /// Whether `owner` has a barrier (its stones, and the pits) that at least
    /// [`UNFAIR_CONTACTS`] opponent stones face from the opponent's side.
    pub fn loses_by_unfair_game(&self, owner: Seat) -> bool {
        let own = self.stones[owner.index()];
        let theirs = self.stones[1 - owner.index()];
        // The opponent comes from the far side: above seat 1's stones, below seat 2's.
        let facing = if owner.index() == 0 {
            Dir::South.shift(theirs)
        } else {
            Dir::North.shift(theirs)
        };
        barrier_contacts(own | self.pits, own & facing).is_some_and(|n| n >= UNFAIR_CONTACTS)
    }

    /// Says why `turn` is not legal for the player to move, or `None` if it is.
    fn check(&self, turn: &Move) -> Option<Illegal> {
        if self.outcome.is_some() {
            return Some(Illegal::GameOver);
        }
        self.mover().walk(&turn.actions()).err()
    }

    /// Every action the player to move may play after having played `played` this turn (an empty
    /// list when the turn must end, or `played` is not legal): what to offer next, one action at a
    /// time.
    pub fn legal_next_actions(&self, played: &[Action]) -> Vec<Action> {
        let mut mover = self.mover();
        let mut next = Vec::new();
        if self.outcome.is_some() || played.len() >= MAX_ACTIONS {
            return next;
        }
        if let Ok((spent, false)) = mover.walk(played) {
            mover.extend(Move::EMPTY, spent, &mut |turn| {
                if turn.len() == 1 {
                    next.push(turn.actions()[0]);
                }
            });
        }
        next
    }

    fn perft_serial(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => {
                let mut count = 0;
                self.each_turn(|_| count += 1);
                count
            }
            _ => {
                let mut total = 0;
                self.each_turn(|turn| {
                    let mut next = *self;
                    next.apply(turn);
                    total += next.perft_serial(depth - 1);
                });
                total
            }
        }
    }

    /// The starting squares of `seat`'s stones.
    fn start_stones(preset: Preset, seat: Seat) -> u64 {
        let (home, far) = if seat.index() == 0 {
            (board::rank(0), board::rank(SIZE - 1))
        } else {
            (board::rank(SIZE - 1), board::rank(0))
        };
        if !preset.variant_start() {
            return home;
        }
        // The b and f stones swap places with the opponent's.
        let swapped = board::file(1) | board::file(5);
        (home & !swapped) | (far & swapped)
    }
}

impl Game for Sensei {
    type Move = Move;
    type Illegal = Illegal;
    type Options = Preset;
    const KIND: GameKind = GameKind::Sensei;

    fn variants() -> &'static [(&'static str, &'static str)] {
        &[
            ("arashi", "stones slide any distance (the default)"),
            ("shizukana", "stones move one square at a time"),
            (
                "shizukana-variant",
                "one square at a time; two stones each start on the opponent's home row",
            ),
            (
                "arashi-expert",
                "stones slide any distance on the board with pits",
            ),
        ]
    }

    fn new(preset: &Preset) -> Sensei {
        let pits = if preset.has_pits() {
            EXPERT_PITS.iter().fold(0, |set, pit| set | pit.bit())
        } else {
            0
        };
        Sensei {
            preset: *preset,
            stones: [
                Sensei::start_stones(*preset, Seat(0)),
                Sensei::start_stones(*preset, Seat(1)),
            ],
            characters: [Square::new(3, 0), Square::new(3, SIZE - 1)],
            pits,
            turn: Seat(0),
            ply: 0,
            outcome: None,
            last: None,
        }
    }

    fn options(&self) -> Preset {
        self.preset
    }

    fn seat_count(&self) -> usize {
        2
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
        let mut turns = Vec::with_capacity(32 * 1024);
        self.each_turn(|turn| turns.push(turn));
        turns
    }

    fn play(&mut self, turn: &Move) -> Result<(), Illegal> {
        match self.check(turn) {
            Some(why) => Err(why),
            None => {
                self.apply(*turn);
                Ok(())
            }
        }
    }

    fn leave(&mut self, seat: Seat, reason: WinReason) {
        if self.outcome.is_none() && seat.index() < 2 {
            self.outcome = Some(Outcome::Win {
                winner: Seat(1 - seat.0),
                reason,
            });
        }
    }

    fn agree_draw(&mut self) {
        if self.outcome.is_none() {
            self.outcome = Some(Outcome::Draw);
        }
    }

    fn diagram(&self) -> String {
        let mut out = String::new();
        for rank in (0..SIZE).rev() {
            out.push_str(&format!("{} ", rank + 1));
            for file in 0..SIZE {
                let square = Square::new(file, rank);
                let mark = match self.stone_at(square) {
                    Some(seat) if self.character(seat) == square => ['S', 'M'][seat.index()],
                    Some(seat) => ['g', 'r'][seat.index()],
                    None if self.pits & square.bit() != 0 => '#',
                    None => '.',
                };
                out.push(' ');
                out.push(mark);
            }
            out.push('\n');
        }
        out.push_str("   a b c d e f g\n");
        out
    }

    fn perft(&self, depth: u32) -> u64 {
        self.perft_serial(depth)
    }
}

mod stored;
