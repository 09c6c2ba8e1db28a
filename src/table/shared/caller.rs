//! Who asks and where ([`Caller`], [`Player`], [`Place`]); the numbers of what they ask about
//! ([`GameId`], [`ChallengeId`], [`TournamentId`]) are the store's, re-exported here.

use crate::ai::Level;
use crate::i18n::Lang;
pub use crate::model::{
    ChallengeId, ChannelId, GameId, GuildId, Home, MessageId, TournamentId, UserId,
};
use crate::text::clipped;

/// A person at the table: a user id (Discord's snowflake; the terminal derives one from the
/// name) and the name to print.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Player {
    pub id: UserId,
    pub name: String,
}

/// The user ids teban plays under, one per level (easy, normal, hard) so that each level has its
/// own rating ("teban (hard)"). They are the store's machine ids: above every id a terminal
/// player gets (below 2^62) and any Discord snowflake for decades to come, within SQLite's
/// signed integers; teban may play any number of games in one channel.
const TEBAN_IDS: u64 = crate::store::MACHINE_IDS.0;

/// The longest name the table shows: Discord's own limit for a display name. Longer names (the
/// terminal's) are cut with an ellipsis.
pub const LONGEST_NAME: usize = 32;

impl Player {
    /// A player named `name`, as the table shows it: control characters dropped, at most
    /// [`LONGEST_NAME`] characters.
    pub fn new(id: impl Into<UserId>, name: impl Into<String>) -> Player {
        let name: String = name.into();
        let name: String = name.chars().filter(|c| !c.is_control()).collect();
        Player {
            id: id.into(),
            name: clipped(name.trim(), LONGEST_NAME),
        }
    }

    /// The user id of a player at a screen without Discord (the terminal's, `teban web`'s): a
    /// stable hash of the name (FNV-1a over its lowercase form), kept within 62 bits so that it
    /// never meets the sign bit SQLite would see, nor teban's own ids.
    pub fn at_screen(name: &str) -> u64 {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for byte in name.trim().to_lowercase().bytes() {
            hash ^= byte as u64;
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        hash & ((1 << 62) - 1)
    }

    /// teban itself, playing at `level`: named "teban (hard)" and so on.
    pub fn teban(level: Level) -> Player {
        let index = Level::ALL.iter().position(|l| *l == level).unwrap_or(0);
        Player::new(TEBAN_IDS + index as u64, format!("teban ({level})"))
    }

    /// The level teban plays at under user id `id`; `None` for every other player.
    pub fn teban_level(id: UserId) -> Option<Level> {
        let index = id.0.checked_sub(TEBAN_IDS)?;
        Level::ALL.get(usize::try_from(index).ok()?).copied()
    }
}

/// Where a request comes from: a guild (`None` for direct messages and the terminal) and a
/// channel.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Place {
    pub guild: Option<GuildId>,
    pub channel: ChannelId,
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
    /// How teban reaches where the caller asks: a channel it posts to, or a conversation it only
    /// answers in (the home a game begun there gets).
    pub home: Home,
}

impl Caller {
    /// A caller who reads English, in a server of no known language.
    pub fn new(
        id: impl Into<UserId>,
        name: impl Into<String>,
        guild: Option<u64>,
        channel: u64,
    ) -> Caller {
        let place = Place {
            guild: guild.map(GuildId),
            channel: ChannelId(channel),
        };
        Caller::at(Player::new(id, name), place)
    }

    /// `player` asking at `place`, reading English, in a server of no known language.
    pub fn at(player: Player, place: Place) -> Caller {
        Caller {
            player,
            place,
            lang: Lang::En,
            server_lang: None,
            home: Home::Posted,
        }
    }

    /// The same caller, asking where teban reaches them as `home` says.
    pub fn reached(self, home: Home) -> Caller {
        Caller { home, ..self }
    }

    /// Whether the caller asks where only they and teban play: teban's own direct messages (and
    /// the terminal), outside any server and any conversation of people.
    pub fn alone_with_teban(&self) -> bool {
        self.place.guild.is_none() && self.home == Home::Posted
    }

    /// The server whose settings and ladders apply where the caller asks: theirs when teban
    /// posts there; none outside a server, and none where teban only answers.
    pub fn server(&self) -> Option<GuildId> {
        self.place.guild.filter(|_| self.home == Home::Posted)
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
