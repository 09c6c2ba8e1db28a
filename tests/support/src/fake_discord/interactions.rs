//! The interactions a test makes on the fake: slash commands, autocompletes, context menus and
//! clicks, in the fake's server, a user's direct messages with the bot, or a conversation only a
//! user install reaches (`places.rs`), as the payloads serenity 0.12.5 reads (every field it
//! requires), dispatched on the gateway; each is recorded for its answers (`answers.rs`).

use serde_json::{json, Value};

use super::*;

impl FakeDiscord {
    /// Dispatches an interaction and returns it, for waiting on its answer.
    pub fn send(&self, interaction: Interaction) -> Interaction {
        self.dispatch("INTERACTION_CREATE", interaction.payload.clone());
        interaction
    }

    fn interaction(
        &self,
        kind: u8,
        user: &FakeUser,
        channel: u64,
        data: Value,
        message: Option<Value>,
    ) -> Interaction {
        self.interaction_in(kind, user, GUILD_ID, channel, data, message)
    }

    /// [`Self::interaction`] in the server `guild`, or in the conversation of `channel` if the
    /// fake made one there ([`Self::group_dm`]...) or it is `user`'s direct messages with the bot.
    fn interaction_in(
        &self,
        kind: u8,
        user: &FakeUser,
        guild: u64,
        channel: u64,
        data: Value,
        message: Option<Value>,
    ) -> Interaction {
        let made = self.state.lock().unwrap().conversation(channel).cloned();
        let bot_dm = (channel == dm_channel(user)).then(|| self.bot_dm(user));
        let conversation = made.or(bot_dm).unwrap_or(Conversation {
            channel,
            guild: Some(guild),
            kind: ConversationKind::Server,
            members: Vec::new(),
        });
        self.interaction_from(kind, user, &conversation, data, message)
    }

    /// An interaction of `kind` by `user` in `conversation`, as Discord sends it there (see
    /// `places.rs`), recorded for its answers.
    fn interaction_from(
        &self,
        kind: u8,
        user: &FakeUser,
        conversation: &Conversation,
        data: Value,
        message: Option<Value>,
    ) -> Interaction {
        assert!(
            conversation.has(user),
            "{} is not in the conversation {}",
            user.name,
            conversation.channel
        );
        let id = self.next_id();
        let token = format!("tok-{id}");
        let mut state = self.state.lock().unwrap();
        let channel = conversation.channel;
        let guild = conversation.guild.unwrap_or(GUILD_ID);
        let clicked = message
            .as_ref()
            .and_then(|m| m["id"].as_str().map(str::to_string));
        let channel_json = match state.threads.iter().find(|t| t.id == channel) {
            Some(thread) => thread.json(),
            None => json!({"id": channel.to_string(), "type": 0,
                "guild_id": guild.to_string(), "name": "games"}),
        };
        let mut payload = json!({
            "id": id.to_string(),
            "application_id": APPLICATION_ID.to_string(),
            "type": kind,
            "token": token,
            "version": 1,
            "data": data,
            "guild_id": guild.to_string(),
            "channel_id": channel.to_string(),
            "channel": channel_json,
            "member": user.member_json(),
            "app_permissions": state.app_permissions.to_string(),
            "locale": user.locale,
            "guild_locale": state.guild_locale.clone(),
            "entitlements": [],
            "authorizing_integration_owners": {"0": guild.to_string()},
            "context": 0,
            "attachment_size_limit": 10_485_760,
        });
        // A press is authorized as the interaction that made the message was.
        let owners = clicked.as_deref().and_then(|m| state.owners_of(m));
        let (user_install_only, forced_private) =
            state.shape(&mut payload, conversation, user, owners);
        if let Some(message) = message {
            payload["message"] = message;
        }
        let issued = Issued {
            token: token.clone(),
            channel,
            clicked,
            at: state.now_ms(),
            owners: payload["authorizing_integration_owners"].clone(),
            user_install_only,
            forced_private,
            follow_ups: 0,
        };
        state.interactions.push(issued);
        Interaction { id, token, payload }
    }

    /// The id Discord gave the command `name` when the bot registered it; for a process that did
    /// not register the commands (another process of the bot did: only the one running shard 0
    /// registers), an id of its own, as Discord would still send the command.
    fn command_id(&self, name: &str) -> String {
        let commands = self.commands();
        if commands.is_empty() {
            return (910_000_000_000_000_000u64 + name.len() as u64).to_string();
        }
        commands
            .iter()
            .find(|c| c["name"] == name)
            .and_then(|c| c["id"].as_str().map(str::to_string))
            .unwrap_or_else(|| panic!("the bot registered no /{name}"))
    }

    fn command_data(&self, name: &str, options: &[Opt]) -> Value {
        let mut users = serde_json::Map::new();
        let mut members = serde_json::Map::new();
        let options = options_json(options, &mut users, &mut members);
        json!({
            "id": self.command_id(name),
            "name": name,
            "type": 1,
            "options": options,
            "guild_id": GUILD_ID.to_string(),
            "resolved": {"users": users, "members": members},
        })
    }

    /// `/name options...` typed by `user` in the fake's channel.
    pub fn slash(&self, user: &FakeUser, name: &str, options: &[Opt]) -> Interaction {
        self.slash_in(CHANNEL_ID, user, name, options)
    }

    /// `/name options...` typed by `user` in `channel` (a game's thread).
    pub fn slash_in(
        &self,
        channel: u64,
        user: &FakeUser,
        name: &str,
        options: &[Opt],
    ) -> Interaction {
        let data = self.command_data(name, options);
        self.send(self.interaction(2, user, channel, data, None))
    }

    /// `/name options...` typed by `user` in their direct messages with the bot ([`dm_channel`]).
    pub fn slash_dm(&self, user: &FakeUser, name: &str, options: &[Opt]) -> Interaction {
        let data = self.command_data(name, options);
        let dm = self.bot_dm(user);
        self.send(self.interaction_from(2, user, &dm, data, None))
    }

    /// `/name options...` typed by `user` in `conversation` ([`Self::group_dm`],
    /// [`Self::server_without_teban`]...), as Discord sends it there. Where only the user install
    /// reaches teban, Discord offers the command only to a user who installed teban
    /// ([`Self::install`]) and only if it was registered globally for the user install and that
    /// place's context: the fake panics, naming what is missing, rather than send another.
    pub fn slash_from(
        &self,
        conversation: &Conversation,
        user: &FakeUser,
        name: &str,
        options: &[Opt],
    ) -> Interaction {
        if !conversation.teban_is_member() {
            self.offered(conversation, user, name);
        }
        self.send(self.unsent_slash_from(conversation, user, name, options))
    }

    /// The interaction [`Self::slash_from`] would send, built and recorded but not sent: its
    /// payload is what Discord sends there, for a test that reads it as the bot would.
    pub fn unsent_slash_from(
        &self,
        conversation: &Conversation,
        user: &FakeUser,
        name: &str,
        options: &[Opt],
    ) -> Interaction {
        let data = self.command_data(name, options);
        self.interaction_from(2, user, conversation, data, None)
    }

    /// Checks that Discord would offer `user` the command `name` in `conversation`, reached by
    /// the user install only: they installed teban, and the command is among the global ones,
    /// registered for the user install (`integration_types` holding 1) and the place's context.
    fn offered(&self, conversation: &Conversation, user: &FakeUser, name: &str) {
        let state = self.state.lock().unwrap();
        assert!(
            state.installed.contains(&user.id),
            "{} has not installed teban for themselves (FakeDiscord::install): Discord shows \
             them no teban command in {:?} {}",
            user.name,
            conversation.kind,
            conversation.channel
        );
        let command = state
            .global_commands
            .iter()
            .find(|c| c["name"] == name)
            .unwrap_or_else(|| {
                panic!(
                    "/{name} is not a global command: Discord offers only those in {:?}",
                    conversation.kind
                )
            });
        let holds = |field: &str, wanted: u8| {
            command[field]
                .as_array()
                .is_some_and(|list| list.iter().any(|v| v.as_u64() == Some(wanted.into())))
        };
        assert!(
            holds("integration_types", 1) && holds("contexts", conversation.context()),
            "/{name} is registered with integration_types {} and contexts {}: Discord does not \
             offer it in {:?} (user install, context {})",
            command["integration_types"],
            command["contexts"],
            conversation.kind,
            conversation.context()
        );
    }

    /// `user` right-clicks `target` → Apps → `name` (a user context-menu command, registered with
    /// `type` 2): a command interaction whose data has `type` 2, the `target_id` and the target
    /// among the resolved users and members.
    pub fn context_menu(&self, user: &FakeUser, name: &str, target: &FakeUser) -> Interaction {
        self.context_menu_from(&self.server(), user, name, target)
    }

    /// [`Self::context_menu`] in `conversation`, offered there as [`Self::slash_from`] says.
    pub fn context_menu_from(
        &self,
        conversation: &Conversation,
        user: &FakeUser,
        name: &str,
        target: &FakeUser,
    ) -> Interaction {
        if !conversation.teban_is_member() {
            self.offered(conversation, user, name);
        }
        let mut member = target.member_json();
        member.as_object_mut().unwrap().remove("user");
        let data = json!({
            "id": self.command_id(name),
            "name": name,
            "type": 2,
            "target_id": target.id.to_string(),
            "guild_id": GUILD_ID.to_string(),
            "resolved": {
                "users": {target.id.to_string(): target.json()},
                "members": {target.id.to_string(): member},
            },
        });
        self.send(self.interaction_from(2, user, conversation, data, None))
    }

    /// `user` is typing in `/name`'s option marked [`Opt::Focused`].
    pub fn autocomplete(&self, user: &FakeUser, name: &str, options: &[Opt]) -> Interaction {
        let data = self.command_data(name, options);
        self.send(self.interaction(4, user, CHANNEL_ID, data, None))
    }

    /// `user` clicks the button `custom_id` on the bot's `message` (as returned by
    /// [`Self::message_with_button`]), in the message's channel: in a conversation the fake made
    /// ([`Self::group_dm`]...) as Discord sends a press there. Any `custom_id` goes, as a client
    /// may send any: one that is not on `message` makes a forged click.
    pub fn click(&self, user: &FakeUser, message: &Value, custom_id: &str) -> Interaction {
        self.send(self.unsent_click(user, message, custom_id))
    }

    /// `user` clicks `custom_id` on `message` in `channel` of the server `guild`, wherever the
    /// message was posted: a click forged in another server ([`OTHER_GUILD_ID`]) or channel.
    pub fn click_in(
        &self,
        guild: u64,
        channel: u64,
        user: &FakeUser,
        message: &Value,
        custom_id: &str,
    ) -> Interaction {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let mut message = message.clone();
        message["channel_id"] = json!(channel.to_string());
        let clicked = self.interaction_in(3, user, guild, channel, data, Some(message));
        self.send(clicked)
    }

    /// The press [`Self::click`] would send, built and recorded but not sent: its payload is what
    /// Discord sends, for a test that reads it as the bot would. A press in a conversation only
    /// the user install reaches is authorized as the interaction whose answer made the message.
    pub fn unsent_click(&self, user: &FakeUser, message: &Value, custom_id: &str) -> Interaction {
        let channel = message["channel_id"]
            .as_str()
            .and_then(|c| c.parse().ok())
            .unwrap_or(CHANNEL_ID);
        let data = json!({"custom_id": custom_id, "component_type": 2});
        self.interaction_in(3, user, GUILD_ID, channel, data, Some(message.clone()))
    }
}

/// The channel of `user`'s direct messages with the bot.
pub fn dm_channel(user: &FakeUser) -> u64 {
    DM_CHANNELS + user.id
}

/// Whether `channel` is the channel of a user's direct messages with the bot ([`dm_channel`]).
pub fn is_bot_dm_channel(channel: u64) -> bool {
    (DM_CHANNELS..DM_CHANNELS * 2).contains(&channel)
}

/// Where the fake's direct-message channels are numbered from (one per user).
pub(crate) const DM_CHANNELS: u64 = 800_000_000_000_000_000;

/// Options as an interaction carries them; the users they name go to `users` and `members`.
fn options_json(
    options: &[Opt],
    users: &mut serde_json::Map<String, Value>,
    members: &mut serde_json::Map<String, Value>,
) -> Vec<Value> {
    options
        .iter()
        .map(|o| match o {
            Opt::Str(name, value) => json!({"name": name, "type": 3, "value": value}),
            Opt::Bool(name, value) => json!({"name": name, "type": 5, "value": value}),
            Opt::Int(name, value) => json!({"name": name, "type": 4, "value": value}),
            Opt::Sub(name, inner) => {
                let inner = options_json(inner, users, members);
                json!({"name": name, "type": 1, "options": inner})
            }
            Opt::Focused(name, value) => {
                json!({"name": name, "type": 3, "value": value, "focused": true})
            }
            Opt::User(name, user) => {
                users.insert(user.id.to_string(), user.json());
                let mut member = user.member_json();
                member.as_object_mut().unwrap().remove("user");
                members.insert(user.id.to_string(), member);
                json!({"name": name, "type": 6, "value": user.id.to_string()})
            }
        })
        .collect()
}

/// An interaction the test sent.
#[derive(Clone, Debug)]
pub struct Interaction {
    pub id: u64,
    pub token: String,
    pub payload: Value,
}

/// A slash command option as a test writes it.
#[derive(Clone, Copy)]
pub enum Opt<'a> {
    Str(&'a str, &'a str),
    Bool(&'a str, bool),
    Int(&'a str, i64),
    /// A subcommand (`/admin abort`) with its own options.
    Sub(&'a str, &'a [Opt<'a>]),
    User(&'a str, &'a FakeUser),
    /// The option being typed, for autocomplete.
    Focused(&'a str, &'a str),
}
