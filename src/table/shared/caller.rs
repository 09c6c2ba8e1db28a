//! Who asks and where ([`Caller`], [`Player`], [`Place`]), and the numbers of what they ask
//! about ([`GameId`], [`ChallengeId`], [`TournamentId`]).

use crate::ai::Level;
use crate::i18n::Lang;
use crate::text::clipped;

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

/// A tournament's number in the store.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct TournamentId(pub i64);

impl std::fmt::Display for TournamentId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "tournament #{}", self.0)
    }
}
