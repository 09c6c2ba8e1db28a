//! Who sees a game: the one rule every front end follows, whoever asks ([`Viewer`]: a Discord
//! user where they ask, a visitor of the web page with what their session reaches, the one
//! person of local play), decided from the game's row ([`Viewer::visibility`]) and, for the web,
//! the server's web audience (`/settings web:`) and whether the visitor is a member of the
//! server, which only Discord can tell: the front end hands that look-up in ([`Members`]) and
//! the service asks it only when its answer decides ([`Games::visible_game`]).
//!
//! The rule:
//! - A Discord user asking from a server sees that server's games; from direct messages, the
//!   games they sit at. (Discord says which server they ask from, and that they are in it.)
//! - A game whose home is a conversation teban only answers in ([`Home::Answered`]: a DM or a
//!   group DM between people, a server that did not add teban) is that conversation's: a
//!   Discord user sees it when they ask from its channel (Discord says they are in it) or sit
//!   at it; on the web, its players alone see it.
//! - A web visitor sees nothing outside their session's reach (an Activity's session reaches its
//!   server and its user's direct messages). Within it, a server's game is seen by that server's
//!   members, or by anyone when its managers chose [`WebAudience::Link`]; a game outside any
//!   server by its players alone, whatever any setting says.
//! - Local play (`teban web`): every game of this machine is its visitor's.
//!
//! [`Games::visible_game`]: crate::table::Games::visible_game

use std::future::Future;
use std::pin::Pin;

use super::{Caller, ChannelId, GuildId, Refusal, UserId};
use crate::model::{GameRow, Home};
use crate::store::sessions::Reach;
#[cfg(doc)]
use crate::store::WebAudience;

/// Who asks to see a game, as the front end that asks knows them.
#[derive(Clone, Copy)]
pub enum Viewer<'a> {
    /// A Discord user asking from a server (`guild`) or from direct messages (`None`), in
    /// `channel`.
    Member {
        user: UserId,
        guild: Option<GuildId>,
        channel: ChannelId,
    },
    /// A visitor of the web page: logged in as `user` with a session of `reach`, or not logged
    /// in (`None`, reaching [`Reach::Web`]); `members` tells whether a user is a member of a
    /// server.
    Visitor {
        user: Option<UserId>,
        reach: Reach,
        members: &'a dyn Members,
    },
    /// The one person of local play (`teban web`).
    Local,
}

/// Whether a viewer sees a game, as far as the game's row tells.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Visibility {
    Seen,
    Hidden,
    /// As the web audience of the game's server `guild` says: seen by anyone under
    /// [`WebAudience::Link`]; under [`WebAudience::Members`] by `visitor` if they are a member.
    AsTheServerSays {
        guild: GuildId,
        visitor: Option<UserId>,
    },
}

/// Whether `user` is a member of `guild`, or the failure that kept it from being told.
pub type Membership<'a> = Pin<Box<dyn Future<Output = Result<bool, Refusal>> + Send + 'a>>;

/// What only Discord can tell the service: whether a user is a member of a server (the web asks
/// Discord with the bot's token).
pub trait Members: Send + Sync {
    fn is_member(&self, guild: GuildId, user: UserId) -> Membership<'_>;
}

impl Viewer<'_> {
    /// The Discord user `caller`, where they ask.
    pub fn member(caller: &Caller) -> Viewer<'static> {
        Viewer::Member {
            user: caller.player.id,
            guild: caller.place.guild,
            channel: caller.place.channel,
        }
    }

    /// Whether this viewer sees `row`, by the rule of this module's header.
    pub fn visibility(&self, row: &GameRow) -> Visibility {
        let seated = |user: Option<UserId>| user.is_some_and(|u| row.seat_of(u).is_some());
        let answered = row.home == Home::Answered;
        let seen = match *self {
            Viewer::Local => true,
            Viewer::Member { user, channel, .. } if answered => {
                row.channel == channel || seated(Some(user))
            }
            Viewer::Member {
                guild: Some(guild), ..
            } => row.guild == Some(guild),
            Viewer::Member {
                user, guild: None, ..
            } => seated(Some(user)),
            Viewer::Visitor { reach, .. } if !reach.reaches(row.guild) => false,
            Viewer::Visitor { user, .. } if answered => seated(user),
            Viewer::Visitor { user, .. } => match row.guild {
                Some(guild) => {
                    return Visibility::AsTheServerSays {
                        guild,
                        visitor: user,
                    }
                }
                None => seated(user),
            },
        };
        if seen {
            Visibility::Seen
        } else {
            Visibility::Hidden
        }
    }

    /// Whether this viewer sees `row` without asking anyone: what a list of games keeps.
    pub fn sees(&self, row: &GameRow) -> bool {
        self.visibility(row) == Visibility::Seen
    }
}
