//! Game records, both ways: the text file `/record` attaches and `teban legal|render|perft
//! --record FILE` reads, in a format teban defines and owns (`docs/records.md`).
//!
//! A record is tag lines (`[Game "Quoridor"]`, the variant, where and when it was played, who sat
//! where, the clock, the result and how the game ended), then the game's log, one entry per line
//! and numbered as the log numbers them: `1. e2`, `2. e8`, ..., `9. resign (seat 2)`. Parsing
//! replays the entries through the rules, so what [`Record::parse`] accepts is a game that could
//! have been played, and it gives back exactly the log's entries (kind, seat, canonical
//! notation). A record that cannot be read is refused with its line and the reason.
//!
//! The record's text is a machine format: its tags, results and notation are the same in every
//! language. What a person reads about it (why a record was refused) is said in their language
//! ([`RecordError::text`]).
//!
//! A module of its own beside the rules: it knows games ([`crate::games`]) and the words a
//! refusal is said with ([`crate::i18n`]), nothing of the table, the store or a front end. Reading
//! is in [`read`], writing in [`write`]; the table makes a record of a stored game.

mod read;
mod write;

use crate::key;
use std::str::FromStr;

use crate::games::{AnyGame, MoveError, Seat};
use crate::i18n::rules::Says;
use crate::i18n::{Lang, Said};
use crate::tr;

/// What kind of entry a line of a game's log is: a move, or the end of a seat's or the whole
/// game's play. The log and the record write it with the same word ([`EntryKind::as_str`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EntryKind {
    Move,
    Resign,
    Draw,
    /// The seat lost on time.
    Timeout,
    /// The game was ended before it was decided, unrated (the position is unchanged).
    Abort,
    /// The seat's last move was taken back, by consent: the position returns to before it and
    /// the seat moves again.
    Takeback,
}

impl EntryKind {
    /// The word the log stores and the record writes (`move`, `resign`, `draw`, `timeout`,
    /// `abort`, `takeback`).
    pub fn as_str(self) -> &'static str {
        match self {
            EntryKind::Move => "move",
            EntryKind::Resign => "resign",
            EntryKind::Draw => "draw",
            EntryKind::Timeout => "timeout",
            EntryKind::Abort => "abort",
            EntryKind::Takeback => "takeback",
        }
    }

    /// Whether the entry takes its seat out of the game (a resignation, a loss on time): the
    /// seat's bit in the log's left seats ([`Replay`], the stored game's `resigned`).
    pub fn leaves(self) -> bool {
        matches!(self, EntryKind::Resign | EntryKind::Timeout)
    }

    /// Every kind, in the order declared.
    pub const ALL: [EntryKind; 6] = [
        EntryKind::Move,
        EntryKind::Resign,
        EntryKind::Draw,
        EntryKind::Timeout,
        EntryKind::Abort,
        EntryKind::Takeback,
    ];

    /// Applies an entry of this kind by `seat` to `game`, the entries before it standing. A
    /// move's `notation` is played; the other kinds need none (an abort leaves the position as it
    /// is). A takeback needs the entries before it: [`Replay`] applies it.
    fn apply(self, game: &mut AnyGame, seat: Seat, notation: &str) -> Result<(), MoveError> {
        match self {
            EntryKind::Move => return game.play(notation).map(|_| ()),
            EntryKind::Resign => game.resign(seat),
            EntryKind::Draw => game.agree_draw(),
            EntryKind::Timeout => game.time_out(seat),
            EntryKind::Abort | EntryKind::Takeback => {}
        }
        Ok(())
    }
}

impl FromStr for EntryKind {
    type Err = NotAnEntry;

    /// The kind an entry's word names.
    fn from_str(word: &str) -> Result<EntryKind, NotAnEntry> {
        EntryKind::ALL
            .into_iter()
            .find(|kind| kind.as_str() == word)
            .ok_or_else(|| NotAnEntry(word.to_string()))
    }
}

impl std::fmt::Display for EntryKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A word that names no kind of log entry (a damaged log).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("`{0}` is not a log entry")]
pub struct NotAnEntry(pub String);

/// Why a record was refused: the line (1-based) and the reason, as one line (in English as an
/// error; in a reader's language with [`RecordError::text`]).
#[derive(Clone, PartialEq, Debug, thiserror::Error)]
#[error("{}", self.text(Lang::En))]
pub struct RecordError {
    pub line: usize,
    pub reason: Said,
}

impl RecordError {
    /// "line 3: the game is already over", in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        tr!(
            lang,
            "record-error-at-line",
            line = self.line.to_string(),
            reason = self.reason.words(lang)
        )
    }
}

/// A reason the rules gave, as they gave it, in the reader's language.
fn rules_said(reason: Said) -> Said {
    Said::new(key!("record-error-rules")).with_said("reason", reason)
}

/// One entry of a game's log, as a record holds it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordEntry {
    pub seat: Seat,
    pub kind: EntryKind,
    /// The move's canonical notation, or the entry's kind (`resign`, `draw`, `timeout`,
    /// `abort`, `takeback`), as the log writes it.
    pub notation: String,
}

/// A game's record: its tags, its entries, and the position they lead to. Only made from a
/// stored game (the table's) or from text that replays ([`Record::parse`]), so the position
/// always follows from the entries.
#[derive(Clone, PartialEq, Debug)]
pub struct Record {
    /// The game's number in the store (`Id`).
    pub game: Option<i64>,
    /// `Server` and `Channel`: Discord's ids (none for the terminal and direct messages).
    pub server: Option<u64>,
    pub channel: Option<u64>,
    /// When the game began, `YYYY-MM-DD` (UTC).
    pub date: Option<String>,
    /// The players' names by seat (`""`: not named).
    pub seats: Vec<String>,
    /// The time per move, in words (`3 days per move`, `no limit`).
    pub clock: Option<String>,
    pub rated: Option<bool>,
    pub entries: Vec<RecordEntry>,
    /// The position after the entries (its game and variant are the `Game` and `Variant` tags).
    pub position: AnyGame,
    /// The last entry aborted the game.
    pub aborted: bool,
}

/// Replays a game's log through the rules, refusing what the game service would never have
/// logged: what [`Record::parse`] reads with, and what the store rebuilds a position with. The
/// rules have no undo, so a takeback replays the standing entries from the start without the
/// move it takes back (a takeback is rare; replaying a game is a few microseconds a move).
pub struct Replay {
    start: AnyGame,
    game: AnyGame,
    /// The entries that stand (every entry but the takebacks and the moves they took back).
    standing: Vec<RecordEntry>,
    /// Bit `i` set: seat `i` resigned or ran out of time.
    left: u32,
    aborted: bool,
}

impl Replay {
    /// A replay from `start`, the game's first position.
    pub fn new(start: AnyGame) -> Replay {
        Replay {
            game: start.clone(),
            start,
            standing: Vec::new(),
            left: 0,
            aborted: false,
        }
    }

    /// The position after the entries applied so far.
    pub fn position(&self) -> &AnyGame {
        &self.game
    }

    /// Applies one entry (the seat of a move is the player to move's; a takeback's is the seat
    /// whose last move it takes back); returns it as logged.
    pub fn apply(
        &mut self,
        kind: EntryKind,
        seat: Option<Seat>,
        text: &str,
    ) -> Result<RecordEntry, Said> {
        if self.aborted {
            return Err(Said::new(key!("record-error-aborted")));
        }
        if self.game.is_over() {
            return Err(Said::new(key!("record-error-over")));
        }
        let count = self.game.seat_count();
        let seat = match (kind, seat) {
            (EntryKind::Move, _) => self
                .game
                .to_move()
                .ok_or(Said::new(key!("record-error-no-one-to-move")))?,
            (_, Some(seat)) if seat.index() < count => seat,
            (_, Some(seat)) => return Err(no_such_seat(seat.as_number().into(), count)),
            (_, None) => {
                return Err(Said::new(key!("record-error-needs-seat")).with("entry", kind.as_str()))
            }
        };
        if kind.leaves() && self.left & (1 << seat.0) != 0 {
            return Err(Said::new(key!("record-error-already-left"))
                .with_number("seat", f64::from(seat.as_number())));
        }
        let notation = match kind {
            EntryKind::Move => self.game.play(text).map_err(|e| rules_said(e.said()))?,
            EntryKind::Takeback => {
                self.take_back(seat)?;
                return Ok(RecordEntry {
                    seat,
                    kind,
                    notation: kind.as_str().to_string(),
                });
            }
            _ => {
                kind.apply(&mut self.game, seat, kind.as_str())
                    .map_err(|e| rules_said(e.said()))?;
                kind.as_str().to_string()
            }
        };
        if kind.leaves() {
            self.left |= 1 << seat.0;
        }
        self.aborted |= kind == EntryKind::Abort;
        let entry = RecordEntry {
            seat,
            kind,
            notation,
        };
        self.standing.push(entry.clone());
        Ok(entry)
    }

    /// Takes back `seat`'s last move, the last move that stands: the position is replayed from
    /// the start without it.
    fn take_back(&mut self, seat: Seat) -> Result<(), Said> {
        let last = self
            .standing
            .iter()
            .rposition(|e| e.kind == EntryKind::Move)
            .ok_or(Said::new(key!("record-error-takeback-no-move")))?;
        if self.standing[last].seat != seat {
            return Err(Said::new(key!("record-error-takeback-not-theirs"))
                .with_number("seat", f64::from(seat.as_number())));
        }
        self.standing.remove(last);
        let mut game = self.start.clone();
        for entry in &self.standing {
            entry
                .kind
                .apply(&mut game, entry.seat, &entry.notation)
                .map_err(|e| rules_said(e.said()))?;
        }
        self.game = game;
        Ok(())
    }
}

/// "there is no seat 3: the game has 2 seats".
fn no_such_seat(seat: usize, seats: usize) -> Said {
    Said::new(key!("record-error-no-such-seat"))
        .with_number("seat", seat as f64)
        .with_number("seats", seats as f64)
}

impl Record {
    /// The record of a game played off the table (the arena's): the moves from `start`, the
    /// players' names by seat; or the first move the rules refuse, and why.
    pub fn of_moves(start: AnyGame, seats: Vec<String>, moves: &[String]) -> Result<Record, Said> {
        let mut replay = Replay::new(start);
        let entries = moves
            .iter()
            .map(|mv| replay.apply(EntryKind::Move, None, mv))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Record {
            game: None,
            server: None,
            channel: None,
            date: None,
            seats,
            clock: None,
            rated: None,
            entries,
            position: replay.game,
            aborted: false,
        })
    }

    /// Every position of the game, the start first: one more for each entry that changes the
    /// picture (each move, a takeback (the position before the move it took back), and a
    /// resignation, agreed draw or time-out); an abort changes nothing and adds none. What a
    /// replay shows, frame by frame.
    pub fn positions(&self) -> Vec<AnyGame> {
        let variant = self.position.variant();
        let start = AnyGame::new(self.position.kind(), Some(&variant))
            .expect("a record's variant is one its game has");
        let mut replay = Replay::new(start);
        let mut positions = vec![replay.game.clone()];
        for entry in &self.entries {
            replay
                .apply(entry.kind, Some(entry.seat), &entry.notation)
                .expect("a record's entries replay: it was made from them");
            if entry.kind != EntryKind::Abort {
                positions.push(replay.game.clone());
            }
        }
        positions
    }

    /// For each of [`Record::positions`], whether a takeback made it.
    pub fn taken_back(&self) -> Vec<bool> {
        std::iter::once(false)
            .chain(
                self.entries
                    .iter()
                    .filter(|e| e.kind != EntryKind::Abort)
                    .map(|e| e.kind == EntryKind::Takeback),
            )
            .collect()
    }
}
