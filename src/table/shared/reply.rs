//! What the service answers: what happened as values ([`Happened`]), whom it is for
//! ([`Audience`]), what it does to what was clicked ([`Clicked`]), what kind of text it is
//! ([`Form`]), the game's card, the buttons that make sense and the picture to show as what to
//! draw it from ([`Picture`]). Each front end decides how it looks: the bot as a message with an
//! embed, a PNG and buttons (Discord's limits, ephemeral messages and `custom_id`s are its own);
//! the terminal as text, a diagram and a PNG file; the web page as its own SVG; the tests by
//! reading the values.

use serde::Serialize;

use super::action::ActionId;
use super::picture::Picture;
use super::{ChallengeId, GameId, Player};
use crate::games::{GameKind, Outcome, Seat};
use crate::i18n::Lang;
use crate::model::{ChannelId, GameClock, GameRow, GuildId, Home, MessageId, UserId};
use crate::store::PostKind;
use crate::text::Text;

/// The answer to a request.
#[derive(Clone, Debug, Default)]
pub struct Reply {
    /// What happened, as a value (the text says it in words).
    pub happened: Happened,
    /// What happened, in a few lines: words and marks (names, moments, channels) that each front
    /// end writes its way (the Discord adapter also turns [`Reply::mention`] into pings).
    pub text: Text,
    /// The game the reply is about, with everything an embed shows.
    pub card: Option<GameCard>,
    /// What to draw beside the text (the position worth showing, a chart), for a front end that
    /// shows pictures: it draws it ([`Picture::png`]); the service draws nothing.
    pub picture: Option<Picture>,
    /// The users to notify (the player to move, the challenged players...), by user id.
    pub mention: Vec<UserId>,
    /// Who the reply is for: the caller alone (refusals, the legal-move list, a board on
    /// request) or everyone where it was asked.
    pub audience: Audience,
    /// The buttons to offer, in order.
    pub actions: Vec<Action>,
    /// Files to attach besides the board (a game's record).
    pub files: Vec<Attachment>,
    /// What the reply does to the card or challenge clicked on, when it answers a click.
    pub clicked: Clicked,
    /// The game this reply starts is to be played in a thread of its own (the server's setting):
    /// the front end opens it where it may and hands it to
    /// [`Games::thread_opened`](crate::table::Games::thread_opened).
    pub thread: Option<NewThread>,
    /// What kind of text the reply is: a few lines, a page to read, a game's line pointing to
    /// its thread.
    pub form: Form,
    /// The language the reply is written in: the caller's when only the caller sees it, the
    /// channel's otherwise. A front end writes its own words (an embed's field names, buttons'
    /// labels) in it too.
    pub lang: Lang,
    /// The move this reply answers was also written to the outbox, held for the front end while
    /// it answers (see [`crate::table::Settings::held_announcements`]).
    pub announcement: Option<Announcement>,
    /// The reply is the announcement of a tournament: the front end records the message it
    /// becomes
    /// ([`Tournaments::tournament_announced`](crate::table::Tournaments::tournament_announced)),
    /// which the standings edit.
    pub tournament: Option<super::TournamentId>,
    /// The game as the request left it, when it changed it (the row its commit returned): for
    /// a front end that shows the game itself after an action (the web page's view of it).
    pub after: Option<Box<GameRow>>,
}

impl Reply {
    /// Words for the caller alone, in their language.
    pub fn private(text: Text, lang: Lang) -> Reply {
        Reply {
            text,
            audience: Audience::Caller,
            lang,
            ..Reply::default()
        }
    }

    /// The reply is for the caller alone.
    pub fn for_caller(&self) -> bool {
        self.audience == Audience::Caller
    }
}

/// What a reply says happened.
#[derive(Clone, PartialEq, Debug, Default)]
pub enum Happened {
    /// Words only: an answer that changes no game (a list, a setting shown, a page).
    #[default]
    Said,
    /// A move was played in `game`: the game's `ply`-th (1 for the first), written `notation`.
    Moved {
        game: GameId,
        ply: u32,
        notation: String,
    },
    /// A game is over: by its last move, a resignation, agreement, on time, or aborted.
    Ended { game: GameId },
    /// A game began (a challenge was accepted, an open challenge filled).
    Began { game: GameId },
    /// A challenge was made, its Accept button offered where it was made.
    ChallengePosted { challenge: ChallengeId },
    /// A game shown on request, as it stands (`/board`, its Board button, a spectator's look).
    Shown { game: GameId },
    /// The request was refused, for this reason; nothing changed.
    Refused(super::Refusal),
}

/// Who a reply is for.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Audience {
    /// Everyone where it was asked: the game's channel or thread, the challenge's channel.
    #[default]
    Channel,
    /// The caller alone: what only they asked to see, or why their request was refused.
    Caller,
}

/// What a reply to a click does to the card or challenge clicked on.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Clicked {
    /// It stays as it was; the reply is said after it.
    #[default]
    Stays,
    /// It is over: the reply's words are added to it and its buttons go (a challenge that
    /// lapsed, was declined or withdrawn; a preview cancelled; a takeback declined).
    Closed,
    /// It becomes the reply, its words and buttons (an open challenge's card as its seats are
    /// taken).
    Updated,
}

/// What kind of text a reply is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Form {
    /// A few lines on what happened.
    #[default]
    Lines,
    /// A page to read, which may be long (the help, a plan).
    Page,
    /// A game's line in the channel it began in, pointing to the thread it is played in (and,
    /// once it is over, how it ended): words alone; closing the challenge clicked on, they
    /// become that challenge's words.
    ThreadLine,
}

/// A move's announcement, held in the outbox while the front end answers the move: the front end
/// says its answer showed it ([`Outbox::announcement_shown`](crate::table::Outbox::announcement_shown):
/// it is never delivered) or could not
/// ([`Outbox::announcement_not_shown`](crate::table::Outbox::announcement_not_shown): it is
/// delivered to the game's channel at once). When the front end says neither (its process died),
/// it is delivered once its hold runs out.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Announcement {
    pub game: GameId,
    /// The game's version after the move.
    pub version: u32,
}

/// A thread to open for a game that begins.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NewThread {
    pub game: GameId,
    /// "Quoridor · ann vs bob" (a front end cuts it to its own longest name).
    pub name: String,
    /// The people to add to it (teban is not one).
    pub players: Vec<UserId>,
}

/// A file a reply carries: its name and what it holds.
#[derive(Clone, Debug)]
pub struct Attachment {
    pub name: String,
    pub contents: Contents,
}

/// What a file holds: bytes (a game's record), or a picture the front end draws as it sends
/// ([`Picture::png`]).
#[derive(Clone, Debug)]
pub enum Contents {
    Bytes(Vec<u8>),
    Picture(Picture),
}

impl Attachment {
    /// A file named `name` holding `bytes`.
    pub fn bytes(name: String, bytes: Vec<u8>) -> Attachment {
        Attachment {
            name,
            contents: Contents::Bytes(bytes),
        }
    }

    /// A file named `name` holding `picture`, drawn by the front end that sends it.
    pub fn picture(name: String, picture: Picture) -> Attachment {
        Attachment {
            name,
            contents: Contents::Picture(picture),
        }
    }

    /// The file's bytes, its picture drawn here (on the caller's thread: see [`Picture::drawn`]
    /// for a front end's async workers).
    pub fn data(&self) -> Vec<u8> {
        match &self.contents {
            Contents::Bytes(bytes) => bytes.clone(),
            Contents::Picture(picture) => picture.png(),
        }
    }
}

/// A button.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Action {
    /// What the button does, which the front end hands back to
    /// [`Clicks::click`](crate::table::Clicks::click) as its stable string (`ActionId`'s
    /// `Display`).
    pub id: ActionId,
    pub label: String,
    pub style: ActionStyle,
}

impl Action {
    /// A button doing `id`, reading `label`, looking `style`.
    pub fn new(id: ActionId, label: String, style: ActionStyle) -> Action {
        Action { id, label, style }
    }
}

/// How a button looks: what it means to the one who clicks it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ActionStyle {
    /// The thing to do (a move, accepting).
    Primary,
    /// An alternative (showing the board, offering a draw).
    Secondary,
    /// Confirming something good for everyone (agreeing to a draw).
    Success,
    /// Something that cannot be undone (resigning, declining).
    Danger,
}

/// Where a game stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub enum GameStatus {
    /// Being played; `to_move` is on turn.
    Active,
    /// Over, with its outcome.
    Finished(Outcome),
    /// Ended undecided and unrated (`/abort`, `/admin abort`).
    Aborted,
}

/// One seat at a game, as shown: who sits there and whether still playing.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SeatCard {
    pub seat: Seat,
    pub player: Player,
    /// False once the player has left the table: resigned, or ran out of time (in a 4-player
    /// game the others play on).
    pub playing: bool,
    /// The player left the table on time: their bank, if the game has banks, is empty.
    pub out_of_time: bool,
    /// In a game with a time bank, the player's bank while they wait (the player to move has
    /// until [`GameCard::due_at`]).
    pub bank_ms: Option<i64>,
}

/// Everything an embed shows about a game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameCard {
    pub game: GameId,
    /// How many entries the game's log holds: what button ids are checked against.
    pub version: u32,
    pub kind: GameKind,
    pub variant: String,
    /// "Quoridor (2-players) · ann vs bob".
    pub title: String,
    /// The seats in order, seat 1 first.
    pub seats: Vec<SeatCard>,
    /// Whose turn it is; `None` once the game is over.
    pub to_move: Option<Seat>,
    /// Moves played so far (ply); the next move is number `ply + 1`.
    pub ply: u32,
    pub status: GameStatus,
    pub rated: bool,
    /// The last entry of the log, as notation ("e2", "resign", "draw").
    pub last_move: Option<String>,
    /// Seats that currently offer a draw.
    pub draw_offers: Vec<Seat>,
    /// One line: "bob to move (move 3)" or "ann wins (reached the goal)", in the language of the
    /// reply that carries the card ([`Reply::lang`]).
    pub status_line: Text,
    /// When the player to move loses on time (milliseconds since the epoch); `None` without a
    /// clock or once the game is over.
    pub due_at: Option<i64>,
}

impl GameCard {
    /// The player on a seat.
    pub fn player(&self, seat: Seat) -> Option<&Player> {
        self.seats
            .iter()
            .find(|s| s.seat == seat)
            .map(|s| &s.player)
    }

    /// The player whose turn it is.
    pub fn player_to_move(&self) -> Option<&Player> {
        self.to_move.and_then(|seat| self.player(seat))
    }

    /// True when teban itself is to move: the front end then asks for its move
    /// ([`Games::bot_turn`](crate::table::Games::bot_turn)).
    pub fn teban_to_move(&self) -> bool {
        self.player_to_move()
            .is_some_and(|p| Player::teban_level(p.id).is_some())
    }
}

/// An open challenge, as shown.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ChallengeCard {
    pub challenge: ChallengeId,
    pub kind: GameKind,
    pub variant: String,
    pub rated: bool,
    pub challenger: Player,
    /// The challenged players and whether each has accepted.
    pub opponents: Vec<(Player, bool)>,
    /// When it lapses, in milliseconds since the Unix epoch.
    pub expires_at: i64,
    /// An open challenge wants this many players, the challenger included (the opponents are
    /// those who joined); `None`: its opponents were named.
    pub seats: Option<u32>,
    /// Only players within this many rating points of the challenger may accept it.
    pub rating_range: Option<u32>,
    /// The clock its game will be played with.
    pub clock: GameClock,
    pub guild: Option<GuildId>,
    pub channel: ChannelId,
    /// The message it was posted as, when known.
    pub message: Option<MessageId>,
}

/// One line of a leaderboard.
#[derive(Clone, PartialEq, Debug, Serialize)]
pub struct Standing {
    pub user: UserId,
    pub name: String,
    /// Glicko-2 rating (2 players, starts at 1500) or Weng-Lin rating (4 players, starts at 25).
    pub rating: f64,
    pub deviation: f64,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

/// A post to deliver: which it is, where, and what.
#[derive(Clone, Debug)]
pub struct Post {
    /// The post's number, the same at every delivery of it: what a front end makes a second
    /// delivery harmless with (the Discord adapter's nonce).
    pub id: i64,
    pub channel: ChannelId,
    pub reply: Reply,
    /// The message to edit with the reply's text instead of posting it (a thread's line).
    pub edit: Option<MessageId>,
    pub kind: PostKind,
    /// The game it is about.
    pub game: Option<GameId>,
    /// A direct message to this user: `channel` is then the game's, where it falls back to a
    /// mention when Discord refuses it
    /// ([`Clocks::direct_refused`](crate::table::Clocks::direct_refused)).
    pub recipient: Option<UserId>,
    /// Where its game lives: a post of a game whose home is a conversation teban only answers
    /// in goes by the answers there, else by direct message to [`Post::people`], else waits for
    /// the next answer there ([`Outbox::post_waits`](crate::table::Outbox::post_waits)). A post
    /// of no game is its channel's.
    pub home: Home,
    /// The people a post of such a home is owed to by direct message: those it names, else its
    /// game's every player (never teban).
    pub people: Vec<UserId>,
    /// The people a direct message of it reached already (`true`) or who refused one: a delivery
    /// tried again passes them over.
    pub reached: Vec<(UserId, bool)>,
}
