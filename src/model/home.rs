//! Where a game lives, as teban reaches it ([`Home`]): a channel it posts to on its own, or a
//! conversation it can only answer in. The services decide by it what a game may have there (a
//! thread, a server's settings and ladder, posts of its own) and who sees it; the store keeps it
//! with the game and with the challenge the game begins from.

use std::fmt;
use std::str::FromStr;

/// Where a game (or a challenge) lives, as teban reaches it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Home {
    /// A channel teban posts to on its own: a server that added teban, teban's own direct
    /// messages, the terminal.
    #[default]
    Posted,
    /// A conversation teban only answers in (a direct message or a group DM between people, a
    /// server that did not add teban, reached through a player's own install of teban): no
    /// thread, no server's settings nor ladder; what teban owes the game there arrives with the
    /// answers given there, else by direct message, else with the next answer there. The game
    /// is that conversation's: seen from it and by its players.
    Answered,
}

impl Home {
    /// The word the database holds.
    pub fn as_str(self) -> &'static str {
        match self {
            Home::Posted => "posted",
            Home::Answered => "answered",
        }
    }
}

impl fmt::Display for Home {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A word that names no [`Home`].
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("`{0}` is not a game's home (posted or answered)")]
pub struct NotAHome(pub String);

impl FromStr for Home {
    type Err = NotAHome;

    fn from_str(word: &str) -> Result<Home, NotAHome> {
        match word {
            "posted" => Ok(Home::Posted),
            "answered" => Ok(Home::Answered),
            other => Err(NotAHome(other.chars().take(16).collect())),
        }
    }
}
