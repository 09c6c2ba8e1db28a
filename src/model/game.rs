//! A game as the services and the store both see it: its seats, its clock and banks, its plan,
//! the players' notices read with it, and the one transition of a game by an entry
//! ([`GameRow::after`]): the services decide the entry, the model says what the game is after
//! it, and the store writes what the model computed in the entry's transaction.

use crate::games::{AnyGame, GameKind, Seat};
use crate::i18n::Lang;
use crate::record::EntryKind;

use super::{
    ChannelId, GameClock, GameId, GuildId, Home, MessageId, Plan, SeatSet, TournamentId, UserId,
};

/// When the player to move must have moved, and when the scheduler must next look at the game
/// (the reminder, else the deadline). Both `None` for a game without a clock or once it is over.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Deadline {
    pub due_at: Option<i64>,
    pub alarm_at: Option<i64>,
    /// The time the player to move had when the turn began (where their reminders fall).
    pub turn_ms: Option<i64>,
}

/// One seat of a stored game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SeatRow {
    pub seat: Seat,
    pub user: UserId,
    pub name: String,
}

/// The message in a channel that points to a game played in a thread of its own.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ThreadLine {
    pub channel: ChannelId,
    pub message: MessageId,
}

/// A player of a game on vacation now, until `until` (milliseconds since the epoch).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Away {
    pub user: UserId,
    pub until: i64,
}

/// What the move path needs of a player's preferences.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Notices {
    pub user: UserId,
    pub turn_dm: bool,
    pub mentions: bool,
    pub lang: Lang,
}

/// A stored game with its position.
#[derive(Clone, PartialEq, Debug)]
pub struct GameRow {
    pub id: GameId,
    pub kind: GameKind,
    pub variant: String,
    pub guild: Option<GuildId>,
    pub channel: ChannelId,
    /// Where the game lives, as teban reaches it: its channel posted to, or a conversation
    /// teban only answers in.
    pub home: Home,
    pub rated: bool,
    pub version: u32,
    /// The position (the cached replay of the log).
    pub state: AnyGame,
    /// The seats that offer a draw.
    pub draw_offers: SeatSet,
    /// The seats that left the table (resigned, or ran out of time).
    pub resigned: SeatSet,
    /// The seats that ran out of time (in `resigned` too).
    pub timed_out: SeatSet,
    pub seats: Vec<SeatRow>,
    pub created_at: i64,
    pub updated_at: i64,
    /// The last entry of the log (notation), if any.
    pub last_entry: Option<String>,
    /// The clock the game is played with.
    pub clock: GameClock,
    /// When the player to move loses on time; `None`: no clock, or the game is over.
    pub due_at: Option<i64>,
    /// Each seat's bank, by seat (empty without a bank); the player to move's is what they had
    /// when their turn began.
    pub banks: Vec<i64>,
    /// The time the player to move had when their turn began.
    pub turn_ms: Option<i64>,
    /// Whether vacation stops this game's clocks.
    pub vacation: bool,
    /// The players of this game on vacation now, and until when.
    pub away: Vec<Away>,
    /// What the players of this game who chose their notifications chose (the others have the
    /// defaults: no direct message on their turn, mentioned), read with the game so that a move
    /// needs no query of its own for them.
    pub notices: Vec<Notices>,
    /// Who aborted the game, if it was aborted.
    pub aborted_by: Option<UserId>,
    /// When the game is played in a thread of its own: the line in the parent channel that
    /// points to it.
    pub line: Option<ThreadLine>,
    /// The language of the game's channel: the server's fixed one, else the channel's when the
    /// game began.
    pub lang: Lang,
    /// The tournament the game is a round of, if any.
    pub tournament: Option<TournamentId>,
    /// The conditional moves of the player waiting for their opponent (`/plan`); `None`: no
    /// plan.
    pub plan: Option<Plan>,
}

impl GameRow {
    pub fn seat_of(&self, user: UserId) -> Option<Seat> {
        self.seats.iter().find(|s| s.user == user).map(|s| s.seat)
    }

    pub fn name_of(&self, seat: Seat) -> String {
        self.seats
            .iter()
            .find(|s| s.seat == seat)
            .map(|s| s.name.clone())
            .unwrap_or_else(|| seat.to_string())
    }

    /// The server whose settings and ladder the game is played under: its guild, when teban
    /// posts there (a server that added teban); none for a game outside any server, and none for
    /// one where teban only answers (a server that did not add it has no settings of teban's).
    pub fn server(&self) -> Option<GuildId> {
        self.guild.filter(|_| self.home == Home::Posted)
    }

    /// Over: decided, drawn, or aborted.
    pub fn is_finished(&self) -> bool {
        self.state.is_over() || self.aborted_by.is_some()
    }

    /// The game once `change` is in, at `now`: the one transition of a game by an entry. The
    /// store writes what it computes (`Store::append`'s UPDATE binds its fields) and returns
    /// it, so what a player is shown after an entry is what a fresh read finds.
    pub fn after(&self, change: &Append<'_>, now: i64) -> GameRow {
        let over = change.ends();
        GameRow {
            version: self.version + 1,
            state: change.state.clone(),
            // An offer ends with the game.
            draw_offers: if over {
                SeatSet::EMPTY
            } else {
                change.draw_offers
            },
            resigned: match change.kind.leaves() {
                true => self.resigned.with(change.seat),
                false => self.resigned,
            },
            timed_out: match change.kind {
                EntryKind::Timeout => self.timed_out.with(change.seat),
                _ => self.timed_out,
            },
            updated_at: now,
            last_entry: Some(change.notation.to_string()),
            due_at: change.deadline.due_at.filter(|_| !over),
            turn_ms: change.deadline.turn_ms.filter(|_| !over),
            banks: change.banks.to_vec(),
            aborted_by: change.aborted_by,
            plan: change.plan.filter(|p| !over && !p.is_empty()).cloned(),
            ..self.clone()
        }
    }
}

/// A change to append to a game: the entry, and the position and offers after it.
#[derive(Clone, Debug)]
pub struct Append<'a> {
    pub seat: Seat,
    pub kind: EntryKind,
    pub notation: &'a str,
    /// The position after the entry.
    pub state: &'a AnyGame,
    /// The draw offers after the entry.
    pub draw_offers: SeatSet,
    /// The clock of the player to move after the entry (none once the game is over).
    pub deadline: Deadline,
    /// Each seat's bank after the entry (empty without a bank).
    pub banks: &'a [i64],
    /// With an `Abort` entry: who aborted the game.
    pub aborted_by: Option<UserId>,
    /// The game's plan after the entry (see [`GameRow::plan`]): the lines that go on after a
    /// planned reply; `None` for every other entry (a plan never outlives its position).
    pub plan: Option<&'a Plan>,
}

impl Append<'_> {
    /// Whether the entry ends the game: the position is over, or the game aborted.
    pub fn ends(&self) -> bool {
        self.state.is_over() || self.kind == EntryKind::Abort
    }
}
