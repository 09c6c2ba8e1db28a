//! How teban reaches the conversation an interaction comes from: a server where it is installed,
//! its own direct messages with the caller, or a conversation it reaches only through the
//! caller's own install of teban (a user install: a server that never added teban, a direct
//! message or a group DM between users), where it has no member and can only answer; and whether
//! Discord shows every answer there to its caller alone.
//!
//! It reads what Discord sends with every interaction: its `context` (0 a server, 1 teban's DM, 2
//! a DM or group DM between users), `authorizing_integration_owners` (`"0"`: the server's id when
//! the server's install authorizes it, `"0"` again in teban's DM; `"1"`: the user's id when their
//! own install does), the server's id, the channel's type and `app_permissions`. It owns that
//! reading, the home a game begun there gets ([`Reach::home`]: a conversation teban only answers
//! in is [`Home::Answered`]), and the one sentence said where a game cannot begin
//! ([`Reach::no_game_begins`]: a server that keeps apps private); the rest of what teban does
//! about it is for the commands and the buttons.
//!
//! Decisions where Discord's documentation leaves a choice:
//! - The server's install wins: an interaction that both installs authorize in a server is that
//!   server's (its threads, its settings, its channel posts).
//! - Answers are forced private ([`Place::Server`]'s `private`) where only the user install
//!   authorizes an interaction in a server and its `app_permissions` lack *Use External Apps* or
//!   *Send Messages*. Discord documents *Use External Apps* as what lets a user-installed app send
//!   public responses there, its responses being ephemeral without it, for apps not also
//!   installed to the server. In a DM or a group DM `app_permissions` only lists what an answer
//!   may carry (files, links) and is not read.
//! - An interaction without a `context` (Discord sent none before user installs) is its server's
//!   when it has one, else teban's DM; with only a user install to authorize it and no server, it
//!   is a DM between users.

use poise::serenity_prelude as serenity;
use serenity::{AuthorizingIntegrationOwner, InteractionContext};

use crate::i18n::Lang;
use crate::table::{ChannelId, Home, Refusal};
use crate::tr;

/// What [`Reach::read`] reads of an interaction of any kind (serenity gives each kind the same
/// fields, and no trait over them).
macro_rules! seen {
    ($interaction:expr) => {
        Seen {
            context: $interaction.context,
            owners: &$interaction.authorizing_integration_owners,
            guild: $interaction.guild_id,
            channel: $interaction.channel.as_ref().map(|c| c.kind),
            permissions: $interaction.app_permissions,
        }
    };
}

/// How teban reaches the conversation of an interaction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// A server where teban is installed: a member there, it posts to the channel and opens
    /// threads as the server lets it.
    Server(serenity::GuildId),
    /// teban's own direct messages with the caller: it posts there as in a channel.
    BotDm,
    /// A conversation teban reaches only through the caller's install: it answers the
    /// interaction (and edits its answer and follows up while the token lives, 15 minutes), and
    /// cannot post there on its own, open a thread or read the messages.
    UserInstall(Place),
}

/// A conversation teban reaches only through a user install.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A server that did not add teban. `private`: its managers turned external apps off, so
    /// Discord shows every answer there to its caller alone.
    Server {
        guild: serenity::GuildId,
        private: bool,
    },
    /// A direct message between two users.
    Dm,
    /// A group DM.
    GroupDm,
}

/// What a user-installed app needs in a server to answer in public there.
const PUBLIC_ANSWERS: serenity::Permissions =
    serenity::Permissions::SEND_MESSAGES.union(serenity::Permissions::USE_EXTERNAL_APPS);

impl Reach {
    /// Where a slash command (or a context menu) comes from.
    pub fn of_command(interaction: &serenity::CommandInteraction) -> Reach {
        Reach::read(seen!(interaction))
    }

    /// Where a button press comes from.
    pub fn of_click(interaction: &serenity::ComponentInteraction) -> Reach {
        Reach::read(seen!(interaction))
    }

    fn read(seen: Seen<'_>) -> Reach {
        let owners = &seen.owners.0;
        let server_install = owners.iter().any(|owner| {
            matches!(owner, AuthorizingIntegrationOwner::GuildInstall(Some(id)) if Some(*id) == seen.guild)
        });
        let any_guild_install = owners
            .iter()
            .any(|owner| matches!(owner, AuthorizingIntegrationOwner::GuildInstall(_)));
        let user_install = owners
            .iter()
            .any(|owner| matches!(owner, AuthorizingIntegrationOwner::UserInstall(_)));
        let private_channel = match seen.channel {
            Some(serenity::ChannelType::GroupDm) => Place::GroupDm,
            _ => Place::Dm,
        };
        match (seen.context, seen.guild) {
            (Some(InteractionContext::PrivateChannel), _) => Reach::UserInstall(private_channel),
            (Some(InteractionContext::BotDm), _) => Reach::BotDm,
            (_, Some(guild)) if server_install || !user_install => Reach::Server(guild),
            (_, Some(guild)) => Reach::UserInstall(Place::Server {
                guild,
                private: seen
                    .permissions
                    .is_some_and(|allowed| !allowed.contains(PUBLIC_ANSWERS)),
            }),
            (_, None) if user_install && !any_guild_install => Reach::UserInstall(private_channel),
            (_, None) => Reach::BotDm,
        }
    }

    /// Whether teban may post to the conversation on its own (a game's moves, reminders,
    /// threads), beyond answering the interaction.
    pub fn posts_here(self) -> bool {
        matches!(self, Reach::Server(_) | Reach::BotDm)
    }

    /// The home a game begun here gets: where teban may post, a channel it posts to; where only
    /// the caller's own install reaches it, a conversation it answers in.
    pub fn home(self) -> Home {
        match self.posts_here() {
            true => Home::Posted,
            false => Home::Answered,
        }
    }

    /// Why a game cannot begin here, if it cannot, said in `lang`: where Discord keeps every
    /// answer private, nobody but its player would see a game, so no challenge is made there;
    /// the sentence offers the games' web page (`web`, when teban has one) instead. (No button
    /// that begins a game can be pressed there either: no challenge's card is shown there.)
    pub fn no_game_begins(self, lang: Lang, web: Option<&str>) -> Option<Refusal> {
        if !self.answers_private() {
            return None;
        }
        Some(Refusal::BadRequest(match web {
            Some(link) => tr!(lang, "discord-refusal-apps-private-web", link = link),
            None => tr!(lang, "discord-refusal-apps-private"),
        }))
    }

    /// `channel`, when it is a conversation teban only answers in and where its answers are
    /// seen: what teban owes a game there waits for its answers (see
    /// [`super::conversations`]).
    pub fn conversation(self, channel: serenity::ChannelId) -> Option<ChannelId> {
        (!self.posts_here() && !self.answers_private()).then(|| ChannelId(channel.get()))
    }

    /// Whether Discord shows every answer here to its caller alone, whatever teban asks.
    pub fn answers_private(self) -> bool {
        matches!(
            self,
            Reach::UserInstall(Place::Server { private: true, .. })
        )
    }
}

/// What [`Reach::read`] reads of an interaction.
struct Seen<'a> {
    context: Option<InteractionContext>,
    owners: &'a serenity::AuthorizingIntegrationOwners,
    guild: Option<serenity::GuildId>,
    channel: Option<serenity::ChannelType>,
    permissions: Option<serenity::Permissions>,
}
