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
//!   drawn at random (the rulebook's "a draw determines who starts"). A challenge naming nobody is
//!   open: the first members to accept take its seats (`open_challenge.rs`, which also keeps
//!   challenges from harassing: blocks, the cool-down after a Decline, the cap on waiting ones).
//! - The quick-move buttons are the legal moves with the shortest notation, when there are at most
//!   [`QUICK_MOVES`] of them (Quoridor's pawn steps); everything else goes through autocomplete.
//! - Ratings live per guild, game and number of players (a 4-player Weng-Lin ladder and a
//!   2-player Glicko-2 ladder do not share a scale).
//! - A direct message with the bot is one person's place: only teban can be challenged there
//!   (`challenge.rs`), and its games are that person's alone. They are rated on a ladder of
//!   their own ([`crate::store::Scope::Own`]: they and teban's levels), which only they read:
//!   the leaderboard there is theirs, `/profile` and a player's record show only their own, and
//!   `/games`, `/record`, `/replay` and `/board game:` reach only games they sat at. The
//!   terminal (no server either) seats its players itself and plays unrated.
//! - teban itself can be challenged ([`Player::teban`]): it accepts at once, and its moves are
//!   made by [`Table::bot_turn`], which a front end calls after every reply that leaves teban to
//!   move, and for every game of [`Table::pending_bot_turns`] when it starts (so a restart while
//!   teban was thinking resumes its thinking). Its games are stored, shown and rated like any
//!   other; each level is a player of its own on the leaderboard.
//! - `/record` without a game means the caller's newest game in the channel, on or over; with one,
//!   any game of the caller's server (outside a server, only the caller's own games outside any
//!   server).
//! - A server's settings (`settings.rs`): games in threads of their own (`threads.rs`; on by
//!   default), the default clock (teban's `DEFAULT_CLOCK` until a manager picks one), and a
//!   replay posted when a game ends (`replay.rs`; on by default, in the game's thread or channel).
//!   A game's end in a thread also edits its line in the parent channel to the result; both are
//!   outbox posts written with the entry that ends the game.
//! - Players' preferences (`preferences.rs`, `/notifications`): mentions they turned off are left
//!   out of a game's posts, a direct message on their turn and a daily digest go through the
//!   outbox as posts to a person, and a DM Discord refuses falls back to a mention in the thread.
//! - Takebacks (`takeback.rs`): by the other players' consent, only right after one's own move,
//!   as a `takeback` entry of the append-only log; its own decisions are in that file.
//! - Analyses (`analyses.rs`, `/analysis` and the Analyse button): queued in the store, claimed
//!   with a lease by any process's analyses task, made on the thinking thread at the least
//!   priority, stored with their outbox post in one transaction.
//! - Spectators (`watch.rs`): any game of the server is shown to whoever asks, without buttons.
//! - Conditional moves (`plans/`): the player waiting for their opponent stores lines; the reply
//!   planned for the opponent's move is committed with it, by the same commit as every entry.
//! - A button acts only where its game or challenge lives (its buttons are posted nowhere else):
//!   a click from another server is refused as not played on this server, one from another
//!   channel with where the game is played, before anything is read out or changed.
//! - Languages: what only the caller sees (refusals, `/legal`, a board on request, autocomplete)
//!   is said in the caller's language; what a game's channel sees (moves, results, buttons,
//!   posts nobody asked for) in the game's (`GameRow::lang`). A refusal carries data and the
//!   rules' [`crate::i18n::Said`] reasons, and becomes words only where its reader is known
//!   ([`Refusal::to_reply`]).

mod action;
mod analyses;
mod blocks;
mod challenge;
mod clock;
mod commit;
mod lanes;
mod open_challenge;
mod outbox;
mod plans;
mod play;
mod preferences;
mod preview;
mod profile;
mod record;
mod refusal;
mod replay;
mod reply;
mod service;
mod settings;
mod standings;
mod suggest;
mod takeback;
mod teban;
mod threads;
mod time_bank;
mod tournament;
mod vacation;
mod watch;

use crate::ai::Level;
use crate::games::GameKind;
use crate::i18n::Lang;
use crate::text::clipped;

pub use crate::text::LONGEST_MOVE;
pub use action::{ActionId, BadActionId};
pub use analyses::{
    analysis_text, percent, ANALYSIS_LEASE_MS, ANALYSIS_NICENESS, MISTAKES, PLAYER_WAITING,
    SERVER_WAITING,
};
pub use clock::{duration_words, MoveClock, Tick, DOWNTIME_GRACE_MS};
pub use open_challenge::{DECLINE_COOL_DOWN_MS, MAX_OPEN_CHALLENGES};
pub use outbox::{Post, POST_LEASE_MS};
pub use preferences::{
    digest_suggestions, next_digest, time_zone_suggestions, NotificationsChange, PreferencesChange,
    DIGEST_OFF,
};
pub use profile::{median, time_taken};
pub use refusal::{ErrorId, Refusal};
pub use reply::{
    Action, ActionStyle, Announcement, Attachment, ChallengeCard, GameCard, GameStatus, NewThread,
    Reply, SeatCard, Standing, THREAD_NAME,
};
pub use service::{board_picture, GameChanged, Table};
pub use settings::{
    language_choice, language_choices, SettingsChange, ThreadRoom, FOLLOW_DISCORD,
    MAX_VACATION_DAYS,
};
pub use suggest::{count_moves_starting_with, suggest_moves, typed_move};
pub use time_bank::{clock_choices, GameClock, NotAClock, Reminders, TimeBank, REMINDED_FROM_MS};
pub use tournament::{
    Authority, PairingView, RoundView, StandingLine, TournamentId, TournamentRequest,
    TournamentTick, TournamentView,
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

/// The user ids teban plays under, one per level (easy, normal, hard) so that each level has its
/// own rating ("teban (hard)"). They are the store's machine ids: above every id a terminal
/// player gets (below 2^62) and any Discord snowflake for decades to come, within SQLite's
/// signed integers; teban may play any number of games in one channel.
const TEBAN_IDS: u64 = crate::store::MACHINE_IDS;

/// The longest name the table shows: Discord's own limit for a display name. Longer names (the
/// terminal's) are cut with an ellipsis.
pub const LONGEST_NAME: usize = 32;

impl Player {
    /// A player named `name`, as the table shows it: control characters dropped, at most
    /// [`LONGEST_NAME`] characters.
    pub fn new(id: u64, name: impl Into<String>) -> Player {
        let name: String = name.into();
        let name: String = name.chars().filter(|c| !c.is_control()).collect();
        Player {
            id,
            name: clipped(name.trim(), LONGEST_NAME),
        }
    }

    /// teban itself, playing at `level`: named "teban (hard)" and so on.
    pub fn teban(level: Level) -> Player {
        let index = Level::ALL.iter().position(|l| *l == level).unwrap_or(0);
        Player::new(TEBAN_IDS + index as u64, format!("teban ({level})"))
    }

    /// The level teban plays at under user id `id`; `None` for every other player.
    pub fn teban_level(id: u64) -> Option<Level> {
        let index = id.checked_sub(TEBAN_IDS)?;
        Level::ALL.get(usize::try_from(index).ok()?).copied()
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
    /// The language the caller reads (Discord's `locale`; the terminal's `LANG`): what only the
    /// caller sees is written in it.
    pub lang: Lang,
    /// The server's language as Discord tells it (`guild_locale`), if teban speaks it: what the
    /// channel sees is written in it, unless the server fixed one with `/settings`.
    pub server_lang: Option<Lang>,
}

impl Caller {
    /// A caller who reads English, in a server of no known language.
    pub fn new(id: u64, name: impl Into<String>, guild: Option<u64>, channel: u64) -> Caller {
        Caller {
            player: Player::new(id, name),
            place: Place { guild, channel },
            lang: Lang::En,
            server_lang: None,
        }
    }

    /// The same caller, reading `lang`, in a server whose language is `server_lang`.
    pub fn speaking(self, lang: Lang, server_lang: Option<Lang>) -> Caller {
        Caller {
            lang,
            server_lang,
            ..self
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
    /// `AI_MOVE_MS`, default 2000: the longest teban thinks over one move of its own.
    pub ai_move_time: std::time::Duration,
    /// `DEFAULT_CLOCK`, default `3 days`: the time per move of a challenge that names none.
    pub default_clock: MoveClock,
    /// Where the time comes from: the system's clock, or the file of `TEBAN_TEST_CLOCK_FILE`
    /// (tests drive it).
    pub clock: crate::clock::SharedClock,
    /// A player's move also writes what its answer shows (the board, the ping of the player to
    /// move) to the outbox, held while the front end answers ([`Reply::announcement`]): set by
    /// the Discord bot, whose answer may fail after the move is committed (a 429 or a 5xx on the
    /// interaction's callback, a crash), so that the move is still announced in the game's
    /// channel, once. Off for the terminal, which shows every reply itself.
    pub held_announcements: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            database_url: "sqlite://teban.db".to_string(),
            challenge_minutes: 15,
            render_boards: true,
            ai_move_time: std::time::Duration::from_millis(2000),
            default_clock: MoveClock(Some(3 * 24 * 60 * 60 * 1000)),
            clock: std::sync::Arc::new(crate::clock::SystemClock),
            held_announcements: false,
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
    /// The time per move or the time bank; `None`: the server's default
    /// ([`Settings::default_clock`]). A game against teban has no clock.
    pub clock: Option<GameClock>,
}

/// What the terminal (or a test) sees of the game it is driving.
#[derive(Clone, Debug)]
pub struct Seating {
    pub game: GameId,
    pub card: GameCard,
    /// True when an unfinished game of these players was found and resumed.
    pub resumed: bool,
}

impl Settings {
    /// The settings from the environment, with the defaults for anything unset.
    pub fn from_env() -> Result<Settings, String> {
        let defaults = Settings::default();
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        let challenge_minutes = match var("CHALLENGE_MINUTES") {
            Some(v) => whole_number("CHALLENGE_MINUTES", &v, MAX_CHALLENGE_MINUTES, "minutes")?,
            None => defaults.challenge_minutes,
        };
        let render_boards = match var("RENDER_BOARDS").map(|v| v.trim().to_ascii_lowercase()) {
            Some(v) if ["1", "true", "yes", "on"].contains(&v.as_str()) => true,
            Some(v) if ["0", "false", "no", "off"].contains(&v.as_str()) => false,
            Some(v) => return Err(format!("RENDER_BOARDS must be true or false, not `{v}`")),
            None => defaults.render_boards,
        };
        let ai_move_time = match var("AI_MOVE_MS") {
            Some(v) => std::time::Duration::from_millis(whole_number(
                "AI_MOVE_MS",
                &v,
                MAX_AI_MOVE_MS,
                "milliseconds",
            )?),
            None => defaults.ai_move_time,
        };
        let default_clock = match var("DEFAULT_CLOCK") {
            Some(v) => v
                .parse::<MoveClock>()
                .map_err(|why| format!("DEFAULT_CLOCK: {why}"))?,
            None => defaults.default_clock,
        };
        Ok(Settings {
            ai_move_time,
            default_clock,
            clock: crate::clock::from_env(),
            database_url: var("DATABASE_URL").unwrap_or(defaults.database_url),
            challenge_minutes,
            render_boards,
            held_announcements: defaults.held_announcements,
        })
    }
}

/// The longest a challenge may stay open (`CHALLENGE_MINUTES`): a year.
pub const MAX_CHALLENGE_MINUTES: u64 = 365 * 24 * 60;
/// The longest teban may think over one move (`AI_MOVE_MS`, `teban arena --move-ms`): an hour.
pub const MAX_AI_MOVE_MS: u64 = 60 * 60 * 1000;

/// The setting `name` read as a whole number of `unit` from 1 to `max`, or why it is not one.
fn whole_number(name: &str, value: &str, max: u64, unit: &str) -> Result<u64, String> {
    value
        .trim()
        .parse::<u64>()
        .ok()
        .filter(|n| (1..=max).contains(n))
        .ok_or_else(|| {
            format!("{name} must be a whole number of {unit} from 1 to {max}, not `{value}`")
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setting_out_of_its_range_is_refused_with_the_range() {
        assert_eq!(
            whole_number(
                "CHALLENGE_MINUTES",
                " 15 ",
                MAX_CHALLENGE_MINUTES,
                "minutes"
            ),
            Ok(15)
        );
        for bad in ["0", "-3", "1.5", "525601", "18446744073709551616"] {
            assert_eq!(
                whole_number("CHALLENGE_MINUTES", bad, MAX_CHALLENGE_MINUTES, "minutes"),
                Err(format!(
                    "CHALLENGE_MINUTES must be a whole number of minutes from 1 to 525600, not `{bad}`"
                ))
            );
        }
    }
}
