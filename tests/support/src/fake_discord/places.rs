//! Where a test acts from, beside the fake's own server: the conversations a player reaches with
//! teban installed to their own account (a user install), where teban has no member.
//!
//! - A **server without teban** ([`FakeDiscord::server_without_teban`]): a server whose managers
//!   never added teban. Its interactions have `context` 0, a `guild_id` and a `member`, and only
//!   the user install authorizes them (`authorizing_integration_owners` `{"1": user}`); their
//!   `app_permissions` are the member's. Where its managers turned external apps off
//!   ([`FakeDiscord::external_apps_off`]) `USE_EXTERNAL_APPS` is missing from them, and every
//!   answer there comes out ephemeral (flags 64) whatever the app asked.
//! - A **direct message between two users** ([`FakeDiscord::user_dm`], a channel of type 1 teban
//!   is not a recipient of) and a **group DM** ([`FakeDiscord::group_dm`], type 3, several
//!   recipients): `context` 2, no server, no member, the caller in `user`, authorized by the user
//!   install alone.
//! - The fake's own server ([`FakeDiscord::server`]) and teban's direct messages with a user
//!   ([`FakeDiscord::bot_dm`]) are conversations too, where teban is a member: a player who
//!   installed teban for themselves ([`FakeDiscord::install`]) sends interactions there that both
//!   installs authorize (`{"0": guild, "1": user}`).
//!
//! Discord shows a player a command in a place reached by the user install only if the player
//! installed teban and the command was registered globally for the user install
//! (`integration_types` with 1) and that place's context (`contexts`); the fake refuses, with a
//! panic naming what is missing, to send any other ([`FakeDiscord::slash_from`]). A button press
//! needs no install: anyone who sees the message may press it.
//!
//! teban has no member in a conversation without it: every call to its channel (a post, an edit
//! by the channel's route, a thread, a read) answers 403, code 50001 "Missing Access"
//! ([`State::missing_access`]). What teban shows there comes through the interactions alone (see
//! `answers.rs`).

use super::*;

/// Discord's *Use External Apps* permission bit: without it in a server, a user-installed app's
/// answers there are forced ephemeral.
pub const USE_EXTERNAL_APPS: u64 = 1 << 50;
/// Discord's *Send Messages* permission bit.
pub const SEND_MESSAGES: u64 = 1 << 11;
/// What Discord says an app may do in a DM or a group DM between users (`app_permissions`):
/// attach files, embed links and mention everyone.
pub const PRIVATE_CHANNEL_PERMISSIONS: u64 = (1 << 15) | (1 << 14) | (1 << 17);

/// Where the fake numbers the conversations it makes (their channels and servers).
const PLACES: u64 = 600_000_000_000_000_000;

/// What kind of conversation a [`Conversation`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConversationKind {
    /// The fake's server, where teban is installed ([`GUILD_ID`], [`CHANNEL_ID`]).
    Server,
    /// A server that never added teban: reached through a member's user install only.
    ServerWithoutTeban,
    /// teban's own direct messages with a user ([`dm_channel`]).
    BotDm,
    /// A direct message between two users: a channel of type 1 teban is not in.
    UserDm,
    /// A group DM of several users: a channel of type 3 teban is not in.
    GroupDm,
}

/// A place a test acts from: its channel, its server if it has one, who is in it.
#[derive(Clone, Debug)]
pub struct Conversation {
    pub channel: u64,
    /// Its server; `None` for a DM or a group DM.
    pub guild: Option<u64>,
    pub kind: ConversationKind,
    /// Its recipients (a DM's or a group DM's); empty for a server, where anyone may come.
    pub members: Vec<FakeUser>,
}

impl Conversation {
    /// Discord's interaction `context` there: 0 a server, 1 teban's DM, 2 a DM or group DM between
    /// users.
    pub fn context(&self) -> u8 {
        match self.kind {
            ConversationKind::Server | ConversationKind::ServerWithoutTeban => 0,
            ConversationKind::BotDm => 1,
            ConversationKind::UserDm | ConversationKind::GroupDm => 2,
        }
    }

    /// Whether teban is a member there, so that it may post to the channel on its own.
    pub fn teban_is_member(&self) -> bool {
        matches!(
            self.kind,
            ConversationKind::Server | ConversationKind::BotDm
        )
    }

    /// Whether `user` is in it (anyone is, in a server).
    pub fn has(&self, user: &FakeUser) -> bool {
        self.guild.is_some() || self.members.iter().any(|m| m.id == user.id)
    }

    /// The channel as an interaction carries it.
    fn channel_json(&self) -> Value {
        let recipients: Vec<Value> = self.members.iter().map(FakeUser::json).collect();
        match self.kind {
            ConversationKind::Server | ConversationKind::ServerWithoutTeban => json!({
                "id": self.channel.to_string(), "type": 0,
                "guild_id": self.guild.unwrap_or(GUILD_ID).to_string(), "name": "games",
            }),
            ConversationKind::BotDm | ConversationKind::UserDm => json!({
                "id": self.channel.to_string(), "type": 1, "recipients": recipients,
            }),
            ConversationKind::GroupDm => json!({
                "id": self.channel.to_string(), "type": 3, "name": null,
                "owner_id": self.members[0].id.to_string(), "recipients": recipients,
            }),
        }
    }
}

impl FakeDiscord {
    /// The fake's server, where teban is installed: its channel [`CHANNEL_ID`].
    pub fn server(&self) -> Conversation {
        Conversation {
            channel: CHANNEL_ID,
            guild: Some(GUILD_ID),
            kind: ConversationKind::Server,
            members: Vec::new(),
        }
    }

    /// teban's own direct messages with `user` ([`dm_channel`]).
    pub fn bot_dm(&self, user: &FakeUser) -> Conversation {
        Conversation {
            channel: dm_channel(user),
            guild: None,
            kind: ConversationKind::BotDm,
            members: vec![user.clone()],
        }
    }

    /// A new server that never added teban, and its channel: a player reaches teban there only
    /// through their own install.
    pub fn server_without_teban(&self) -> Conversation {
        let id = PLACES + self.next_id() * 2;
        self.remember(Conversation {
            channel: id + 1,
            guild: Some(id),
            kind: ConversationKind::ServerWithoutTeban,
            members: Vec::new(),
        })
    }

    /// A new direct message between `a` and `b` (teban is not in it).
    pub fn user_dm(&self, a: &FakeUser, b: &FakeUser) -> Conversation {
        self.remember(Conversation {
            channel: PLACES + self.next_id() * 2,
            guild: None,
            kind: ConversationKind::UserDm,
            members: vec![a.clone(), b.clone()],
        })
    }

    /// A new group DM of `members` (its owner first; teban is not in it).
    pub fn group_dm(&self, members: &[&FakeUser]) -> Conversation {
        assert!(members.len() >= 2, "a group DM has two members or more");
        self.remember(Conversation {
            channel: PLACES + self.next_id() * 2,
            guild: None,
            kind: ConversationKind::GroupDm,
            members: members.iter().map(|m| (*m).clone()).collect(),
        })
    }

    fn remember(&self, conversation: Conversation) -> Conversation {
        let mut state = self.state.lock().unwrap();
        state.conversations.push(conversation.clone());
        conversation
    }

    /// From now on the managers of `guild` have turned external apps off (`USE_EXTERNAL_APPS`):
    /// a user-installed teban's answers there are ephemeral whatever it asks.
    pub fn external_apps_off(&self, guild: u64) {
        self.state.lock().unwrap().apps_off.push(guild);
    }

    /// `user` installs teban to their own account (Installation: the user install): its commands
    /// follow them into DMs, group DMs and servers without teban.
    pub fn install(&self, user: &FakeUser) {
        self.state.lock().unwrap().installed.push(user.id);
    }

    /// The messages `conversation` shows, in the order they were made, as they stand now (after
    /// any edit): the answers to interactions there (ephemeral or not: see [`is_ephemeral`]),
    /// their follow-ups, and the bot's own posts where it may post.
    pub fn shown_in(&self, conversation: &Conversation) -> Vec<Value> {
        let state = self.state.lock().unwrap();
        state.shown_in(conversation.channel)
    }

    /// Waits until `conversation` shows at least `n` messages, and returns them all.
    pub async fn wait_shown_in(&self, conversation: &Conversation, n: usize) -> Vec<Value> {
        let channel = conversation.channel;
        self.wait(&format!("{n} messages shown in {channel}"), |s| {
            let shown = s.shown_in(channel);
            (shown.len() >= n).then_some(shown)
        })
        .await
    }
}

/// Whether `message` (as the fake keeps it) is shown to its reader alone.
pub fn is_ephemeral(message: &Value) -> bool {
    message["flags"].as_u64().unwrap_or(0) & 64 != 0
}

impl State {
    /// The conversation of `channel`, if it is one the fake made.
    pub(super) fn conversation(&self, channel: u64) -> Option<&Conversation> {
        self.conversations.iter().find(|c| c.channel == channel)
    }

    /// The server of `channel`: a conversation's, none for a DM, else the fake's own.
    pub(super) fn guild_of(&self, channel: u64) -> Option<u64> {
        match self.conversation(channel) {
            Some(conversation) => conversation.guild,
            None if (DM_CHANNELS..DM_CHANNELS * 2).contains(&channel) => None,
            None if channel == OTHER_CHANNEL_ID => Some(OTHER_GUILD_ID),
            None => Some(GUILD_ID),
        }
    }

    /// Discord's refusal of a call to a channel (`parts` of its path) of a conversation teban has
    /// no member in: 403, code 50001.
    pub(super) fn missing_access(&self, parts: &[&str]) -> Option<Response<Full<Bytes>>> {
        let ["channels", channel, ..] = parts else {
            return None;
        };
        let channel: u64 = channel.parse().ok()?;
        self.conversation(channel)
            .filter(|c| !c.teban_is_member())
            .map(|_| {
                respond(
                    StatusCode::FORBIDDEN,
                    json!({"message": "Missing Access", "code": 50001}),
                )
            })
    }

    /// What `user` acting in `conversation` makes of an interaction's payload built for the fake's
    /// server: the server, the channel, `context`, the installs that authorize it (`owners`, when
    /// the message pressed on came from another interaction; else those of the place) and
    /// `app_permissions`, as Discord sends them there. Says whether only the user install
    /// authorizes it, and whether its answers are forced ephemeral.
    pub(super) fn shape(
        &self,
        payload: &mut Value,
        conversation: &Conversation,
        user: &FakeUser,
        owners: Option<Value>,
    ) -> (bool, bool) {
        let installed = self.installed.contains(&user.id);
        let user_owner =
            (installed || !conversation.teban_is_member()).then(|| user.id.to_string());
        let guild_owner = match conversation.kind {
            ConversationKind::Server => conversation.guild.map(|guild| guild.to_string()),
            ConversationKind::BotDm => Some("0".to_string()),
            _ => None,
        };
        let owners = owners.unwrap_or_else(|| {
            let mut owners = serde_json::Map::new();
            if let Some(guild) = guild_owner {
                owners.insert("0".into(), json!(guild));
            }
            if let Some(user) = user_owner {
                owners.insert("1".into(), json!(user));
            }
            Value::Object(owners)
        });
        let user_install_only = owners.get("0").is_none();
        let apps_off = conversation
            .guild
            .is_some_and(|guild| self.apps_off.contains(&guild));
        let forced_private = user_install_only && apps_off;
        let fields = payload
            .as_object_mut()
            .expect("an interaction is an object");
        fields.insert("authorizing_integration_owners".into(), owners);
        fields.insert("context".into(), json!(conversation.context()));
        if conversation.kind != ConversationKind::Server {
            // The fake's server keeps the channel it was given (a thread, another server's).
            fields.insert("channel".into(), conversation.channel_json());
        }
        match conversation.kind {
            ConversationKind::Server => {}
            ConversationKind::ServerWithoutTeban => {
                let mut permissions = user.permissions;
                if apps_off {
                    permissions &= !USE_EXTERNAL_APPS;
                }
                let guild = conversation.guild.unwrap_or_default().to_string();
                fields.insert("app_permissions".into(), json!(permissions.to_string()));
                fields.insert("guild_id".into(), json!(guild));
                if let Some(data) = fields.get_mut("data").and_then(Value::as_object_mut) {
                    if data.contains_key("guild_id") {
                        data.insert("guild_id".into(), json!(guild));
                    }
                }
            }
            ConversationKind::BotDm | ConversationKind::UserDm | ConversationKind::GroupDm => {
                out_of_servers(fields, user);
                if conversation.kind != ConversationKind::BotDm {
                    let permissions = PRIVATE_CHANNEL_PERMISSIONS.to_string();
                    fields.insert("app_permissions".into(), json!(permissions));
                }
            }
        }
        (user_install_only, forced_private)
    }

    /// The messages shown in `channel`, in the order they were made.
    fn shown_in(&self, channel: u64) -> Vec<Value> {
        let channel = channel.to_string();
        self.messages
            .iter()
            .filter(|m| m["channel_id"] == channel.as_str())
            .cloned()
            .collect()
    }
}

/// An interaction's fields as Discord sends them outside any server: no `guild_id`, no `member`
/// (nor members among the options' users), the caller in `user`.
pub(super) fn out_of_servers(fields: &mut serde_json::Map<String, Value>, user: &FakeUser) {
    for key in ["guild_id", "member", "guild_locale"] {
        fields.remove(key);
    }
    fields.insert("user".into(), user.json());
    if let Some(data) = fields.get_mut("data").and_then(Value::as_object_mut) {
        data.remove("guild_id");
        if let Some(resolved) = data.get_mut("resolved").and_then(Value::as_object_mut) {
            resolved.remove("members");
        }
    }
}
