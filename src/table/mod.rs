//! The game service: the one place where games are challenged, played and finished, for every
//! front end alike (the Discord adapter, the terminal table, the tests, the benchmarks).
//!
//! It owns the table's behaviour: who may do what, in which channel, and what is said back. It
//! takes plain requests (a [`Caller`]: who, in which guild and channel) and returns plain
//! [`Reply`]s (text, a PNG, the buttons to offer) or a [`Refusal`] that says why not. It knows no
//! Discord type and no SQL: games come from [`crate::store`], rules from [`crate::games`] (only
//! through [`AnyGame`]: moves are notation text, variants are names), pictures from
//! [`crate::render`].
//!
//! Decisions where the issue is silent:
//! - A game's *version* is the number of entries in its move log (moves, resignations, agreed
//!   draws). Buttons carry it; a draw offer does not change it, so offering a draw does not make the
//!   move buttons stale.
//! - A draw needs every seated player's agreement: "offer draw" records the caller's agreement and
//!   the draw happens when the last one agrees. Any move withdraws every offer.
//! - A challenge is for exactly `seats - 1` opponents, all of whom must accept; the seats are then
//!   drawn at random (the rulebook's "a draw determines who starts").
//! - The quick-move buttons are the legal moves with the shortest notation, when there are at most
//!   [`QUICK_MOVES`] of them (Quoridor's pawn steps); everything else goes through autocomplete.
//! - Ratings live per guild, game and number of players (a 4-player Weng-Lin ladder and a
//!   2-player Glicko-2 ladder do not share a scale). Direct messages and the terminal count as
//!   guild 0.

mod action;
mod refusal;
mod reply;

use crate::games::{GameKind, Seat};

pub use action::{ActionId, BadActionId};
pub use refusal::Refusal;
pub use reply::{
    Action, ActionStyle, ChallengeCard, GameCard, GameStatus, Reply, SeatCard, Standing,
};

/// The most quick-move buttons a reply offers.
pub const QUICK_MOVES: usize = 8;
/// How many suggestions an autocomplete answer holds at most (Discord's limit).
pub const AUTOCOMPLETE_CAP: usize = 25;

/// A game's number in the store.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct GameId(pub i64);

/// A challenge's number in the store.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct ChallengeId(pub i64);

impl std::fmt::Display for GameId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "game #{}", self.0)
    }
}

impl std::fmt::Display for ChallengeId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "challenge #{}", self.0)
    }
}

/// A person at the table: a user id (Discord's snowflake; the terminal derives one from the
/// name) and the name to print.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Player {
    pub id: u64,
    pub name: String,
}

impl Player {
    pub fn new(id: u64, name: impl Into<String>) -> Player {
        Player {
            id,
            name: name.into(),
        }
    }
}

/// Where a request comes from: a guild (`None` for direct messages and the terminal) and a
/// channel.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Place {
    pub guild: Option<u64>,
    pub channel: u64,
}

/// Who asks, and where.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Caller {
    pub player: Player,
    pub place: Place,
}

impl Caller {
    pub fn new(id: u64, name: impl Into<String>, guild: Option<u64>, channel: u64) -> Caller {
        Caller {
            player: Player::new(id, name),
            place: Place { guild, channel },
        }
    }
}

/// The table's settings, from the environment (see `.env.example`).
#[derive(Clone, Debug)]
pub struct Settings {
    /// `DATABASE_URL`, default `sqlite://teban.db`.
    pub database_url: String,
    /// `CHALLENGE_MINUTES`, default 15: how long a challenge stays open.
    pub challenge_minutes: u64,
    /// `RENDER_BOARDS`, default true: attach a PNG of the board to replies that show a position.
    pub render_boards: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            database_url: "sqlite://teban.db".to_string(),
            challenge_minutes: 15,
            render_boards: true,
        }
    }
}

/// What a challenge asks for.
#[derive(Clone, Debug)]
pub struct ChallengeRequest {
    pub kind: GameKind,
    /// The variant's name (`GameKind::variants`); `None` for the default one.
    pub variant: Option<String>,
    /// The other players: one, or three for 4-player Quoridor (`seats - 1`).
    pub opponents: Vec<Player>,
    /// Whether the result changes the guild's ratings.
    pub rated: bool,
}

/// The game service. Cheap to clone (it shares its store and caches); safe to use from many
/// tasks at once.
#[derive(Clone)]
pub struct Table {
    store: crate::store::Store,
    settings: Settings,
}

/// What the terminal (or a test) sees of the game it is driving.
#[derive(Clone, Debug)]
pub struct Seating {
    pub game: GameId,
    pub card: GameCard,
    /// True when an unfinished game of these players was found and resumed.
    pub resumed: bool,
}

type Answer = Result<Reply, Refusal>;

impl Table {
    /// Opens the store at `settings.database_url` (creating the file and running the migrations).
    pub async fn open(settings: Settings) -> Result<Table, crate::store::StoreError> {
        let store = crate::store::Store::open(&settings.database_url).await?;
        Ok(Table { store, settings })
    }

    /// The settings in use.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The store underneath (for tests and tools that check the log).
    pub fn store(&self) -> &crate::store::Store {
        &self.store
    }

    /// Challenges `request.opponents` to a game in the caller's channel. The reply mentions them
    /// and offers Accept/Decline (and Cancel for the challenger).
    pub async fn challenge(&self, caller: &Caller, request: ChallengeRequest) -> Answer {
        let _ = (caller, request);
        todo!()
    }

    /// Accepts a challenge made to the caller. When the last opponent accepts, the seats are
    /// drawn and the game starts: the reply shows the board and mentions the player to move.
    pub async fn accept(&self, caller: &Caller, challenge: ChallengeId) -> Answer {
        let _ = (caller, challenge);
        todo!()
    }

    /// Declines a challenge made to the caller; the challenge is closed for everyone.
    pub async fn decline(&self, caller: &Caller, challenge: ChallengeId) -> Answer {
        let _ = (caller, challenge);
        todo!()
    }

    /// Withdraws the caller's own challenge (the given one, or their open one in this channel).
    pub async fn cancel(&self, caller: &Caller, challenge: Option<ChallengeId>) -> Answer {
        let _ = (caller, challenge);
        todo!()
    }

    /// The open challenges in the caller's channel that concern the caller (made or received).
    pub async fn challenges(&self, caller: &Caller) -> Result<Vec<ChallengeCard>, Refusal> {
        let _ = caller;
        todo!()
    }

    /// Plays `notation` in the caller's game in this channel. `seen` is the version the caller
    /// saw (from a button); `None` for typed moves, which are checked against the latest
    /// position. The move is committed before the reply says it was played.
    pub async fn play(&self, caller: &Caller, notation: &str, seen: Option<u32>) -> Answer {
        let _ = (caller, notation, seen);
        todo!()
    }

    /// The caller resigns their game in this channel (with two players the other wins; with
    /// four the others play on).
    pub async fn resign(&self, caller: &Caller, seen: Option<u32>) -> Answer {
        let _ = (caller, seen);
        todo!()
    }

    /// The caller offers a draw, or agrees to the one on the table; the game is drawn once every
    /// seated player agrees.
    pub async fn offer_draw(&self, caller: &Caller, seen: Option<u32>) -> Answer {
        let _ = (caller, seen);
        todo!()
    }

    /// Same as [`Table::offer_draw`] when a draw is on the table; refused when none is.
    pub async fn accept_draw(&self, caller: &Caller, seen: Option<u32>) -> Answer {
        let _ = (caller, seen);
        todo!()
    }

    /// The caller's game in this channel: card, board and the actions of the player to move.
    /// The reply is ephemeral.
    pub async fn board(&self, caller: &Caller) -> Answer {
        let _ = caller;
        todo!()
    }

    /// The legal moves of the caller's game in this channel that start with `prefix` (any case),
    /// at most `cap`, as an ephemeral reply.
    pub async fn legal(&self, caller: &Caller, prefix: &str, cap: usize) -> Answer {
        let _ = (caller, prefix, cap);
        todo!()
    }

    /// Autocomplete: the legal moves of the caller's game in this channel starting with `prefix`,
    /// at most `cap` (capped again at [`AUTOCOMPLETE_CAP`]). Empty when the caller has no game
    /// here or it is not their turn. Fast: one indexed query and a per-version cache of the
    /// legal-move list.
    pub async fn autocomplete(&self, caller: &Caller, prefix: &str, cap: usize) -> Vec<String> {
        let _ = (caller, prefix, cap);
        todo!()
    }

    /// The leaderboard of the caller's guild for `kind` (every ladder of that game: 2 and 4
    /// players), best first, at most `limit` lines per ladder.
    pub async fn leaderboard(&self, caller: &Caller, kind: GameKind, limit: usize) -> Answer {
        let _ = (caller, kind, limit);
        todo!()
    }

    /// The leaderboard as data, for one ladder (`players` seats).
    pub async fn standings(
        &self,
        guild: Option<u64>,
        kind: GameKind,
        players: u8,
        limit: usize,
    ) -> Result<Vec<Standing>, Refusal> {
        let _ = (guild, kind, players, limit);
        todo!()
    }

    /// A player's record in the caller's guild: rating, wins, losses and draws per game, and
    /// their unfinished games.
    pub async fn record(&self, caller: &Caller, of: &Player) -> Answer {
        let _ = (caller, of);
        todo!()
    }

    /// Handles a button click: parses the id, refuses a stale or stranger's click with a reason,
    /// and otherwise does what the button says.
    pub async fn click(&self, caller: &Caller, action_id: &str) -> Answer {
        let _ = (caller, action_id);
        todo!()
    }

    /// Seats `players` (in seat order) at a game in `place` directly, without a challenge; if
    /// exactly these players already have an unfinished game of `kind` there, resumes it. Used by
    /// the terminal table, where the players share one keyboard, and by tests and benchmarks.
    pub async fn sit(
        &self,
        place: Place,
        players: &[Player],
        kind: GameKind,
        variant: Option<&str>,
        rated: bool,
    ) -> Result<Seating, Refusal> {
        let _ = (place, players, kind, variant, rated);
        todo!()
    }

    /// A game's card by id (no permission needed: it is what the channel already sees).
    pub async fn card(&self, game: GameId) -> Result<GameCard, Refusal> {
        let _ = game;
        todo!()
    }

    /// Closes every open challenge whose time is up, and returns them (so a front end can say
    /// so in their channels).
    pub async fn expire_challenges(&self) -> Result<Vec<ChallengeCard>, Refusal> {
        todo!()
    }

    #[allow(dead_code)]
    fn seat_of(card: &GameCard, user: u64) -> Option<Seat> {
        card.seats
            .iter()
            .find(|s| s.player.id == user)
            .map(|s| s.seat)
    }
}
