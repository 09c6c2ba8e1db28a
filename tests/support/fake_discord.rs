//! A loopback fake of Discord: the REST API and the gateway on 127.0.0.1, enough of both for the
//! real serenity client (through `DISCORD_PROXY_URL`) to start, register its commands and answer
//! interactions that a test writes.
//!
//! It owns the fake's side of the wire only: it records every REST call (JSON bodies and
//! multipart attachments alike), keeps the messages the bot posted so that a test can click their
//! buttons, and builds interaction payloads with every field serenity 0.12.5 requires (see
//! `DISCORD-TESTING.md`). It knows nothing of teban's games.
//!
//! Its gateway is sharded as Discord's is: `GET /gateway/bot` recommends
//! [`FakeDiscord::recommend_shards`] shards (1 unless a test says otherwise), every IDENTIFY's
//! `shard` is recorded, and the fake guild lives on one shard only ([`guild_shard`]): its
//! GUILD_CREATE and every interaction go to that shard's connection.

#![allow(dead_code)]

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use serde_json::{json, Value};
use tokio::net::TcpListener;
use tokio::sync::{mpsc, Notify};
use tokio_tungstenite::tungstenite::Message as Frame;

pub const APPLICATION_ID: u64 = 900_000_000_000_000_001;
pub const BOT_ID: u64 = 900_000_000_000_000_002;
pub const GUILD_ID: u64 = 900_000_000_000_000_003;
pub const CHANNEL_ID: u64 = 900_000_000_000_000_004;
/// The only token the fake accepts; any other gets 401 like Discord's.
pub const TOKEN: &str = "ODk5OTk5OTk5OTk5OTk5OTk5.FAKE00.loopback-discord-token-for-tests";

/// What a member may do in the fake's channel, as Discord computes it for an interaction: a
/// member's usual permissions, without *Manage Server*.
pub const MEMBER_PERMISSIONS: u64 = 2248473465835073;
/// Discord's *Manage Server* permission bit.
pub const MANAGE_GUILD: u64 = 1 << 5;
/// What the bot needs to play games in threads: *Create Public Threads* and *Send Messages in
/// Threads*.
pub const THREAD_PERMISSIONS: u64 = (1 << 35) | (1 << 38);
/// The bot's permissions in the fake's channels unless a test allows threads
/// ([`FakeDiscord::allow_threads`]): everything a member may do but open threads, so that a game
/// is played in the channel as on a server that did not grant them.
pub const BOT_PERMISSIONS: u64 = MEMBER_PERMISSIONS & !THREAD_PERMISSIONS & !(1 << 36);

/// A fake person on the fake server.
#[derive(Clone, Debug)]
pub struct FakeUser {
    pub id: u64,
    pub name: String,
    pub bot: bool,
    /// The member's permissions sent with their interactions.
    pub permissions: u64,
}

impl FakeUser {
    pub fn new(id: u64, name: &str) -> Self {
        FakeUser {
            id,
            name: name.to_string(),
            bot: false,
            permissions: MEMBER_PERMISSIONS,
        }
    }

    /// The same member with other permissions (say, [`MANAGE_GUILD`] added).
    pub fn with_permissions(self, permissions: u64) -> Self {
        FakeUser {
            permissions,
            ..self
        }
    }

    /// The bot's own user, as a player picks it in a `user` option.
    pub fn teban() -> Self {
        FakeUser {
            bot: true,
            ..FakeUser::new(BOT_ID, "teban")
        }
    }

    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }

    fn json(&self) -> Value {
        user_json(self.id, &self.name, self.bot)
    }

    fn member_json(&self) -> Value {
        json!({
            "user": self.json(),
            "roles": [],
            "joined_at": "2026-01-01T00:00:00.000000+00:00",
            "deaf": false,
            "mute": false,
            "flags": 0,
            "pending": false,
            "permissions": self.permissions.to_string(),
            "nick": null,
            "avatar": null,
        })
    }
}

fn user_json(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(),
        "username": name,
        "global_name": name,
        "discriminator": "0",
        "avatar": null,
        "bot": bot,
        "public_flags": 0,
    })
}

/// A file sent in a multipart request.
#[derive(Clone, Debug)]
pub struct FilePart {
    /// The form field: `files[0]`, ...
    pub field: String,
    pub filename: String,
    pub bytes: Vec<u8>,
}

/// One REST call the bot made.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: String,
    /// Path without the query, e.g. `/api/v10/interactions/1/tok-1/callback`.
    pub path: String,
    pub query: String,
    /// The JSON body, or the `payload_json` part of a multipart body.
    pub json: Value,
    pub files: Vec<FilePart>,
    /// The id of the channel message this call created, if it created one.
    pub created: Option<String>,
}

impl Call {
    /// The interaction token in the path of a callback, follow-up or `@original` call.
    pub fn token(&self) -> Option<&str> {
        let parts: Vec<&str> = self.path.split('/').collect();
        match parts.as_slice() {
            ["", "api", "v10", "interactions", _, token, "callback"] => Some(token),
            ["", "api", "v10", "webhooks", _, token, ..] => Some(token),
            _ => None,
        }
    }

    pub fn is_callback(&self) -> bool {
        self.path.ends_with("/callback")
    }

    /// The callback's `type` (4 message, 5 deferred, 6 deferred update, 7 update, 8 choices).
    pub fn callback_type(&self) -> Option<u64> {
        self.is_callback()
            .then(|| self.json["type"].as_u64())
            .flatten()
    }

    /// The message a call carries: a callback's `data`, or a follow-up's or edit's body.
    pub fn message(&self) -> &Value {
        if self.is_callback() {
            &self.json["data"]
        } else {
            &self.json
        }
    }

    pub fn is_ephemeral(&self) -> bool {
        self.message()["flags"].as_u64().unwrap_or(0) & 64 != 0
    }

    /// Every text of the message: content, embed titles, descriptions and fields.
    pub fn text(&self) -> String {
        let message = self.message();
        let mut text = message["content"].as_str().unwrap_or_default().to_string();
        for embed in message["embeds"].as_array().into_iter().flatten() {
            for key in ["title", "description"] {
                if let Some(s) = embed[key].as_str() {
                    text.push('\n');
                    text.push_str(s);
                }
            }
            for field in embed["fields"].as_array().into_iter().flatten() {
                text.push_str(&format!(
                    "\n{}: {}",
                    field["name"].as_str().unwrap_or_default(),
                    field["value"].as_str().unwrap_or_default()
                ));
            }
            if let Some(s) = embed["footer"]["text"].as_str() {
                text.push('\n');
                text.push_str(s);
            }
        }
        text
    }

    /// The users the message may notify (`allowed_mentions`), sorted.
    pub fn pinged(&self) -> Vec<String> {
        let mut users: Vec<String> = self.message()["allowed_mentions"]["users"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|u| u.as_str().map(str::to_string))
            .collect();
        users.sort();
        users
    }

    /// The notation teban played, from the text of its message ("**teban (easy)** played e8.").
    pub fn teban_played(&self) -> String {
        let text = self.text();
        let said = " played ";
        let at = text
            .find("**teban (")
            .and_then(|at| text[at..].find(said).map(|to| at + to + said.len()))
            .unwrap_or_else(|| panic!("not a move of teban: {text}"));
        text[at..].split('.').next().unwrap().to_string()
    }

    /// The `custom_id`s of the message's buttons, in order.
    pub fn button_ids(&self) -> Vec<String> {
        buttons_of(self.message())
            .iter()
            .filter_map(|b| b["custom_id"].as_str().map(str::to_string))
            .collect()
    }

    /// The autocomplete choices' values.
    pub fn choices(&self) -> Vec<String> {
        self.json["data"]["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| match &c["value"] {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            })
            .collect()
    }
}

/// Every button of a message's action rows.
pub fn buttons_of(message: &Value) -> Vec<Value> {
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["type"] == 2)
        .collect()
}

/// A gateway connection that identified as one shard.
struct Connection {
    shard: [u64; 2],
    /// Its outbox.
    tx: mpsc::UnboundedSender<Value>,
    /// The last sequence number sent on it.
    seq: u64,
}

impl Connection {
    /// Sends a dispatch, with the connection's next sequence number; `false` when the connection
    /// is closed.
    fn dispatch(&mut self, event: &str, data: Value) -> bool {
        self.seq += 1;
        let frame = json!({"op": 0, "t": event, "s": self.seq, "d": data});
        self.tx.send(frame).is_ok()
    }
}

/// The shard of `total` that Discord sends the fake guild's events on: `(guild_id >> 22) % total`.
pub fn guild_shard(total: u64) -> u64 {
    (GUILD_ID >> 22) % total.max(1)
}

#[derive(Default)]
pub(crate) struct State {
    pub(crate) calls: Vec<Call>,
    /// Messages the bot posted, as Discord would return them (edits change them in place).
    pub(crate) messages: Vec<Value>,
    /// Registered commands (the last PUT).
    commands: Vec<Value>,
    /// The `shard` (`[id, total]`) of every IDENTIFY the gateway answered, in order.
    identified: Vec<[u64; 2]>,
    /// The identified gateway connections, the newest last (one per shard: a new IDENTIFY of a
    /// shard replaces its connection).
    connections: Vec<Connection>,
    /// The shard count `GET /gateway/bot` recommends.
    recommended_shards: u64,
    /// What Discord would have refused for breaking its limits, with the call's path.
    violations: Vec<String>,
    /// Nonces of channel messages posted with `enforce_nonce`, and the message each made.
    nonces: Vec<(String, Value)>,
    /// Channel messages answered 500 instead of posted (a Discord outage, or the moment a crash
    /// cuts the bot off).
    failing_posts: bool,
    /// The bot's permissions sent with interactions (`app_permissions`).
    app_permissions: u64,
    /// The threads opened, as Discord returns a channel, with their members.
    pub(crate) threads: Vec<FakeThread>,
    /// Each interaction by token: its channel and the message clicked on, if any.
    interactions: Vec<(String, u64, Option<String>)>,
    /// The message each interaction token's answer made (`@original`).
    originals: Vec<(String, String)>,
}

impl State {
    /// Whether `channel` is a thread that is archived.
    fn is_archived(&self, channel: &str) -> bool {
        self.threads
            .iter()
            .any(|t| t.archived && t.id.to_string() == channel)
    }

    /// Opens thread `id` in `parent` (from the message `id` when `from_message`), as Discord
    /// does: only where the bot may create public threads, never in a thread, and once per
    /// message.
    fn open_thread(
        &mut self,
        parent: &str,
        id: u64,
        from_message: bool,
        json: &Value,
    ) -> Response<Full<Bytes>> {
        if self.app_permissions & THREAD_PERMISSIONS != THREAD_PERMISSIONS {
            return respond(
                StatusCode::FORBIDDEN,
                json!({"message": "Missing Permissions", "code": 50013}),
            );
        }
        if self.threads.iter().any(|t| t.id.to_string() == parent) {
            return respond(
                StatusCode::BAD_REQUEST,
                json!({"message": "Cannot execute action on this channel type", "code": 50024}),
            );
        }
        if self.threads.iter().any(|t| t.id == id) {
            return respond(
                StatusCode::BAD_REQUEST,
                json!({"message": "A thread has already been created for this message",
                    "code": 160004}),
            );
        }
        let thread = FakeThread {
            id,
            parent: parent.parse().unwrap_or_default(),
            name: json["name"].as_str().unwrap_or_default().to_string(),
            from_message,
            archived: false,
            auto_archive_minutes: json["auto_archive_duration"].as_u64().unwrap_or(4320),
            members: Vec::new(),
        };
        let made = thread.json();
        self.threads.push(thread);
        respond(StatusCode::CREATED, made)
    }

    /// The channel messages the calls created, in order.
    fn channel_messages(&self) -> Vec<Value> {
        self.calls
            .iter()
            .filter_map(|c| c.created.as_deref())
            .filter_map(|id| self.messages.iter().find(|m| m["id"] == id).cloned())
            .collect()
    }
}

/// A thread the bot opened.
#[derive(Clone, Debug)]
pub struct FakeThread {
    pub id: u64,
    pub parent: u64,
    pub name: String,
    /// Opened from a message (whose id is the thread's).
    pub from_message: bool,
    pub archived: bool,
    pub auto_archive_minutes: u64,
    /// The users added with `PUT /channels/{thread}/thread-members/{user}`.
    pub members: Vec<u64>,
}

impl FakeThread {
    /// The thread as Discord returns a channel.
    pub(crate) fn json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "type": 11,
            "guild_id": GUILD_ID.to_string(),
            "parent_id": self.parent.to_string(),
            "name": self.name,
            "owner_id": BOT_ID.to_string(),
            "thread_metadata": {
                "archived": self.archived,
                "auto_archive_duration": self.auto_archive_minutes,
                "archive_timestamp": "2026-01-01T00:00:00.000000+00:00",
                "locked": false,
            },
        })
    }
}

/// Discord's limits on what a bot sends (as documented for messages, embeds, components and
/// autocomplete): each breach, named.
fn breaches(message: &Value, callback_type: Option<u64>) -> Vec<String> {
    let chars = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    let mut found = Vec::new();
    let mut check = |what: &str, n: usize, max: usize| {
        if n > max {
            found.push(format!("{what}: {n} > {max}"));
        }
    };
    check("content", chars(&message["content"]), 2000);
    check("thread name", chars(&message["name"]), 100);
    for embed in message["embeds"].as_array().into_iter().flatten() {
        let fields = embed["fields"].as_array().cloned().unwrap_or_default();
        check("embed title", chars(&embed["title"]), 256);
        check("embed description", chars(&embed["description"]), 4096);
        check("embed fields", fields.len(), 25);
        check("embed footer", chars(&embed["footer"]["text"]), 2048);
        let mut total = chars(&embed["title"]) + chars(&embed["description"]);
        total += chars(&embed["footer"]["text"]);
        for field in &fields {
            check("field name", chars(&field["name"]), 256);
            check("field value", chars(&field["value"]), 1024);
            total += chars(&field["name"]) + chars(&field["value"]);
        }
        check("embed in all", total, 6000);
    }
    let rows = message["components"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    check("action rows", rows.len(), 5);
    for row in &rows {
        let buttons = row["components"].as_array().cloned().unwrap_or_default();
        check("buttons in a row", buttons.len(), 5);
        for button in &buttons {
            check("button label", chars(&button["label"]), 80);
            check("custom_id", chars(&button["custom_id"]), 100);
        }
    }
    if callback_type == Some(8) {
        let choices = message["choices"].as_array().cloned().unwrap_or_default();
        check("choices", choices.len(), 25);
        for choice in &choices {
            check("choice name", chars(&choice["name"]), 100);
            check("choice value", chars(&choice["value"]), 100);
        }
    }
    found
}

/// The fake. Dropping it stops nothing explicitly; its tasks die with the test's runtime.
pub struct FakeDiscord {
    /// `http://127.0.0.1:PORT`: what `DISCORD_PROXY_URL` is set to.
    pub base: String,
    state: Arc<Mutex<State>>,
    changed: Arc<Notify>,
    ids: AtomicU64,
}

/// How long any wait on the fake may take before the test fails.
pub const WAIT: Duration = Duration::from_secs(20);
/// How long serenity 0.12.5 waits between starting one shard and the next (its shard queuer's
/// `WAIT_BETWEEN_BOOTS_IN_SECONDS`; it reads no `max_concurrency`).
pub const SHARD_BOOT_GAP: Duration = Duration::from_secs(5);

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        let rest = TcpListener::bind("127.0.0.1:0").await.expect("bind REST");
        let gateway = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind gateway");
        let ws_url = format!("ws://{}", gateway.local_addr().unwrap());
        let rest_addr: SocketAddr = rest.local_addr().unwrap();
        let state = Arc::new(Mutex::new(State {
            app_permissions: BOT_PERMISSIONS,
            recommended_shards: 1,
            ..State::default()
        }));
        let changed = Arc::new(Notify::new());

        let (s, c) = (state.clone(), changed.clone());
        tokio::spawn(async move {
            while let Ok((stream, _)) = rest.accept().await {
                let (s, c, ws_url) = (s.clone(), c.clone(), ws_url.clone());
                tokio::spawn(async move {
                    let service = hyper::service::service_fn(move |req| {
                        handle_rest(req, s.clone(), c.clone(), ws_url.clone())
                    });
                    let _ = hyper::server::conn::http1::Builder::new()
                        .serve_connection(TokioIo::new(stream), service)
                        .await;
                });
            }
        });
        let (s, c) = (state.clone(), changed.clone());
        tokio::spawn(async move {
            while let Ok((stream, _)) = gateway.accept().await {
                tokio::spawn(serve_gateway(stream, s.clone(), c.clone()));
            }
        });

        FakeDiscord {
            base: format!("http://{rest_addr}"),
            state,
            changed,
            ids: AtomicU64::new(1_000),
        }
    }

    /// A fresh snowflake.
    pub fn next_id(&self) -> u64 {
        self.ids.fetch_add(1, Ordering::Relaxed)
    }

    pub fn calls(&self) -> Vec<Call> {
        self.state.lock().unwrap().calls.clone()
    }

    pub fn commands(&self) -> Vec<Value> {
        self.state.lock().unwrap().commands.clone()
    }

    /// Waits until `check` finds something in the state, or fails the test after [`WAIT`].
    async fn wait<T>(&self, what: &str, check: impl Fn(&State) -> Option<T>) -> T {
        self.wait_within(WAIT, what, check).await
    }

    /// [`Self::wait`], failing the test after `bound` instead.
    async fn wait_within<T>(
        &self,
        bound: Duration,
        what: &str,
        check: impl Fn(&State) -> Option<T>,
    ) -> T {
        let deadline = tokio::time::Instant::now() + bound;
        loop {
            let notified = self.changed.notified();
            if let Some(found) = check(&self.state.lock().unwrap()) {
                return found;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                let calls = self.calls();
                let tail: Vec<String> = calls
                    .iter()
                    .rev()
                    .take(6)
                    .map(|c| format!("{} {} {}", c.method, c.path, c.json))
                    .collect();
                panic!("timed out waiting for {what}; last calls: {tail:#?}");
            }
        }
    }

    /// Waits for the `n`-th IDENTIFY (1-based) and then for the command registration that follows
    /// it: the bot is ready to take interactions.
    pub async fn wait_ready(&self, n: u64) {
        self.wait("the bot to identify", |s| {
            (s.identified.len() as u64 >= n).then_some(())
        })
        .await;
        let puts_before = n - 1;
        self.wait("the bot to register its commands", |s| {
            let puts = s
                .calls
                .iter()
                .filter(|c| c.method == "PUT" && c.path.ends_with("/commands"))
                .count() as u64;
            (puts > puts_before).then_some(())
        })
        .await;
    }

    /// Waits for the first call made after `from` (an index into the calls) that `matches`.
    pub async fn wait_call(
        &self,
        from: usize,
        what: &str,
        matches: impl Fn(&Call) -> bool,
    ) -> Call {
        self.wait(what, |s| {
            s.calls.iter().skip(from).find(|c| matches(c)).cloned()
        })
        .await
    }

    /// Waits until an interaction has been answered with a final message: a non-deferred
    /// callback, or the follow-up / `@original` edit after a deferral. Returns every call made
    /// for it so far (the callback first).
    pub async fn wait_answer(&self, interaction: &Interaction) -> Vec<Call> {
        let token = interaction.token.clone();
        let calls = self
            .wait(
                &format!("an answer to interaction {}", interaction.id),
                |s| {
                    let mine: Vec<Call> = s
                        .calls
                        .iter()
                        .filter(|c| c.token() == Some(token.as_str()))
                        .cloned()
                        .collect();
                    let last = mine.last()?;
                    let done = match last.callback_type() {
                        Some(5) | Some(6) => false,
                        Some(_) => true,
                        None => last.method == "POST" || last.method == "PATCH",
                    };
                    done.then_some(mine)
                },
            )
            .await;
        let violations = self.violations();
        assert!(
            violations.is_empty(),
            "the bot sent what Discord refuses: {violations:?}"
        );
        calls
    }

    /// Everything the bot sent that Discord would have refused for its size; empty when the bot
    /// kept within every limit.
    pub fn violations(&self) -> Vec<String> {
        self.state.lock().unwrap().violations.clone()
    }

    /// From now on, posts to channels fail with 500 (or succeed again).
    pub fn fail_channel_posts(&self, failing: bool) {
        self.state.lock().unwrap().failing_posts = failing;
    }

    /// The messages posted to channels (not as answers to interactions), in order, after
    /// Discord's nonce check: a message posted twice with the same enforced nonce is here once.
    pub fn channel_messages(&self) -> Vec<Value> {
        self.state.lock().unwrap().channel_messages()
    }

    /// Waits until at least `n` messages were posted to channels, and returns them all.
    pub async fn wait_channel_messages(&self, n: usize) -> Vec<Value> {
        self.wait(&format!("{n} channel messages"), |s| {
            let posted = s.channel_messages();
            (posted.len() >= n).then_some(posted)
        })
        .await
    }

    /// From now on `GET /gateway/bot` recommends `shards` shards (1 until a test says otherwise).
    pub fn recommend_shards(&self, shards: u64) {
        self.state.lock().unwrap().recommended_shards = shards;
    }

    /// The `shard` (`[id, total]`) of every IDENTIFY so far, in order.
    pub fn identified_shards(&self) -> Vec<[u64; 2]> {
        self.state.lock().unwrap().identified.clone()
    }

    /// Waits until `n` IDENTIFYs have been answered, and returns the `shard` of each (all of them,
    /// in order). serenity 0.12.5 boots one shard every 5 seconds whatever `max_concurrency` says,
    /// so the wait allows that much more per shard.
    pub async fn wait_identified(&self, n: usize) -> Vec<[u64; 2]> {
        let bound = WAIT + SHARD_BOOT_GAP * n.saturating_sub(1) as u32;
        self.wait_within(bound, &format!("{n} IDENTIFYs"), |s| {
            (s.identified.len() >= n).then(|| s.identified.clone())
        })
        .await
    }

    /// Sends a gateway dispatch on the connection of the shard the fake guild lives on.
    pub fn dispatch(&self, event: &str, data: Value) {
        let mut state = self.state.lock().unwrap();
        let connection = state
            .connections
            .iter_mut()
            .rev()
            .find(|c| c.shard[0] == guild_shard(c.shard[1]))
            .expect("the bot runs the fake guild's shard");
        assert!(
            connection.dispatch(event, data),
            "the gateway connection is open"
        );
    }

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
        let id = self.next_id();
        let token = format!("tok-{id}");
        let (channel_json, permissions) = {
            let mut state = self.state.lock().unwrap();
            let clicked = message
                .as_ref()
                .and_then(|m| m["id"].as_str().map(str::to_string));
            state.interactions.push((token.clone(), channel, clicked));
            let channel_json = match state.threads.iter().find(|t| t.id == channel) {
                Some(thread) => thread.json(),
                None => json!({"id": channel.to_string(), "type": 0,
                    "guild_id": GUILD_ID.to_string(), "name": "games"}),
            };
            (channel_json, state.app_permissions)
        };
        let mut payload = json!({
            "id": id.to_string(),
            "application_id": APPLICATION_ID.to_string(),
            "type": kind,
            "token": token,
            "version": 1,
            "data": data,
            "guild_id": GUILD_ID.to_string(),
            "channel_id": channel.to_string(),
            "channel": channel_json,
            "member": user.member_json(),
            "app_permissions": permissions.to_string(),
            "locale": "en-US",
            "guild_locale": "en-US",
            "entitlements": [],
            "authorizing_integration_owners": {"0": GUILD_ID.to_string()},
            "context": 0,
            "attachment_size_limit": 10_485_760,
        });
        if let Some(message) = message {
            payload["message"] = message;
        }
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

    /// `user` is typing in `/name`'s option marked [`Opt::Focused`].
    pub fn autocomplete(&self, user: &FakeUser, name: &str, options: &[Opt]) -> Interaction {
        let data = self.command_data(name, options);
        self.send(self.interaction(4, user, CHANNEL_ID, data, None))
    }

    /// `user` clicks the button `custom_id` on the bot's `message` (as returned by
    /// [`Self::message_with_button`]), in the message's channel.
    pub fn click(&self, user: &FakeUser, message: &Value, custom_id: &str) -> Interaction {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let channel = message["channel_id"]
            .as_str()
            .and_then(|c| c.parse().ok())
            .unwrap_or(CHANNEL_ID);
        self.send(self.interaction(3, user, channel, data, Some(message.clone())))
    }

    /// From now on the bot may open threads in the fake's channels (or no longer may).
    pub fn allow_threads(&self, allowed: bool) {
        let mut state = self.state.lock().unwrap();
        state.app_permissions = if allowed {
            BOT_PERMISSIONS | THREAD_PERMISSIONS
        } else {
            BOT_PERMISSIONS
        };
    }

    /// The threads the bot opened, in order.
    pub fn threads(&self) -> Vec<FakeThread> {
        self.state.lock().unwrap().threads.clone()
    }

    /// Waits until the bot has opened `n` threads, and returns them.
    pub async fn wait_threads(&self, n: usize) -> Vec<FakeThread> {
        self.wait(&format!("{n} threads"), |s| {
            (s.threads.len() >= n).then(|| s.threads.clone())
        })
        .await
    }

    /// Discord archives `thread` (a week without a message).
    pub fn archive(&self, thread: u64) {
        let mut state = self.state.lock().unwrap();
        let thread = state
            .threads
            .iter_mut()
            .find(|t| t.id == thread)
            .expect("a thread the bot opened");
        thread.archived = true;
    }

    /// The message `id` as it stands now (after any edit).
    pub fn message(&self, id: &str) -> Option<Value> {
        let state = self.state.lock().unwrap();
        state.messages.iter().find(|m| m["id"] == id).cloned()
    }

    /// Waits until at least `n` messages were posted to `channel` (not answers to interactions),
    /// and returns them in order.
    pub async fn wait_messages_in(&self, channel: u64, n: usize) -> Vec<Value> {
        let channel = channel.to_string();
        self.wait(&format!("{n} messages in channel {channel}"), |s| {
            let posted: Vec<Value> = s
                .channel_messages()
                .into_iter()
                .filter(|m| m["channel_id"] == channel.as_str())
                .collect();
            (posted.len() >= n).then_some(posted)
        })
        .await
    }

    /// Waits until the message `id` satisfies `check` (an edit arrived), and returns it.
    pub async fn wait_message(
        &self,
        id: &str,
        what: &str,
        check: impl Fn(&Value) -> bool,
    ) -> Value {
        self.wait(what, |s| {
            s.messages
                .iter()
                .find(|m| m["id"] == id)
                .filter(|m| check(m))
                .cloned()
        })
        .await
    }

    /// The message a call posted, as Discord would hand it back (and put in a click on it).
    pub fn posted(&self, call: &Call) -> Value {
        let state = self.state.lock().unwrap();
        let made = call
            .token()
            .and_then(|token| state.originals.iter().find(|(t, _)| t == token))
            .and_then(|(_, id)| state.messages.iter().find(|m| &m["id"] == id))
            .filter(|_| call.callback_type() == Some(4));
        let channel = call
            .token()
            .and_then(|token| state.interactions.iter().find(|(t, _, _)| t == token))
            .map_or(CHANNEL_ID, |(_, channel, _)| *channel);
        match made {
            Some(message) => message.clone(),
            None => message_from(self.next_id(), channel, call.message(), &call.files),
        }
    }

    /// The latest message the bot posted (or edited) that has a button whose `custom_id` starts
    /// with `prefix`.
    pub async fn message_with_button(&self, prefix: &str) -> Value {
        self.wait(&format!("a message with a `{prefix}` button"), |s| {
            s.messages
                .iter()
                .rev()
                .find(|m| {
                    buttons_of(m).iter().any(|b| {
                        b["custom_id"]
                            .as_str()
                            .is_some_and(|id| id.starts_with(prefix))
                    })
                })
                .cloned()
        })
        .await
    }
}

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

fn respond(status: StatusCode, body: Value) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::from(
        if status == StatusCode::NO_CONTENT {
            Vec::new()
        } else {
            body.to_string().into_bytes()
        },
    )));
    *response.status_mut() = status;
    response
        .headers_mut()
        .insert("content-type", "application/json".parse().unwrap());
    response
}

/// Parses a `multipart/form-data` body into its `payload_json` and files.
fn parse_multipart(content_type: &str, body: &[u8]) -> (Value, Vec<FilePart>) {
    let boundary = content_type
        .split("boundary=")
        .nth(1)
        .expect("multipart has a boundary")
        .trim_matches('"');
    let delimiter = format!("--{boundary}").into_bytes();
    let mut json = Value::Null;
    let mut files = Vec::new();
    for part in split_bytes(body, &delimiter) {
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let part = part.strip_suffix(b"\r\n").unwrap_or(part);
        let Some(split) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let headers = String::from_utf8_lossy(&part[..split]).to_string();
        let disposition = headers
            .lines()
            .find(|l| l.to_ascii_lowercase().starts_with("content-disposition"))
            .unwrap_or_default()
            .to_string();
        let content = &part[split + 4..];
        let attr = |key: &str| {
            disposition
                .split(';')
                .map(str::trim)
                .find_map(|kv| kv.strip_prefix(&format!("{key}=")))
                .map(|v| v.trim_matches('"').to_string())
        };
        match attr("name").as_deref() {
            Some("payload_json") => json = serde_json::from_slice(content).expect("payload_json"),
            Some(field) => files.push(FilePart {
                field: field.to_string(),
                filename: attr("filename").unwrap_or_default(),
                bytes: content.to_vec(),
            }),
            None => {}
        }
    }
    (json, files)
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn split_bytes<'a>(mut body: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut parts = Vec::new();
    while let Some(at) = find(body, delimiter) {
        parts.push(&body[..at]);
        body = &body[at + delimiter.len()..];
    }
    parts.push(body);
    parts
}

/// Discord's refusal of a message to (or an edit in) an archived thread.
fn archived_thread() -> Response<Full<Bytes>> {
    respond(
        StatusCode::BAD_REQUEST,
        json!({"message": "Thread is archived", "code": 50083}),
    )
}

/// Applies an edit (content, embeds, components: whichever it carries) to the message `id`.
fn edit_in_place(messages: &mut [Value], id: &str, edit: &Value) {
    if let Some(message) = messages.iter_mut().find(|m| m["id"] == id) {
        for key in ["content", "embeds", "components"] {
            if let Some(value) = edit.get(key) {
                message[key] = value.clone();
            }
        }
        message["edited_timestamp"] = json!("2026-01-01T00:01:00.000000+00:00");
    }
}

/// A message object as Discord returns it for what the bot sent.
fn message_from(id: u64, channel: u64, sent: &Value, files: &[FilePart]) -> Value {
    let attachments: Vec<Value> = files
        .iter()
        .enumerate()
        .map(|(i, f)| {
            json!({
                "id": (id * 10 + i as u64).to_string(),
                "filename": f.filename,
                "size": f.bytes.len(),
                "url": format!("https://cdn.example/{}", f.filename),
                "proxy_url": format!("https://cdn.example/{}", f.filename),
            })
        })
        .collect();
    json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "guild_id": GUILD_ID.to_string(),
        "author": user_json(BOT_ID, "teban", true),
        "content": sent["content"].as_str().unwrap_or_default(),
        "timestamp": "2026-01-01T00:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": attachments,
        "embeds": sent.get("embeds").cloned().unwrap_or(json!([])),
        "pinned": false,
        "type": 0,
        "flags": sent["flags"].as_u64().unwrap_or(0),
        "components": sent.get("components").cloned().unwrap_or(json!([])),
    })
}

async fn handle_rest(
    req: Request<Incoming>,
    state: Arc<Mutex<State>>,
    changed: Arc<Notify>,
    ws_url: String,
) -> Result<Response<Full<Bytes>>, Infallible> {
    let method = req.method().to_string();
    let path = req.uri().path().to_string();
    let query = req.uri().query().unwrap_or_default().to_string();
    let authorized = req
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v == format!("Bot {TOKEN}"));
    let content_type = req
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let body = req
        .into_body()
        .collect()
        .await
        .map(|b| b.to_bytes())
        .unwrap_or_default();
    let (json, files) = if content_type.starts_with("multipart/form-data") {
        parse_multipart(&content_type, &body)
    } else {
        (
            serde_json::from_slice(&body).unwrap_or(Value::Null),
            Vec::new(),
        )
    };
    let call = Call {
        method: method.clone(),
        path: path.clone(),
        query,
        json: json.clone(),
        files: files.clone(),
        created: None,
    };

    let response = {
        let mut s = state.lock().unwrap();
        let sent = if call.is_callback() {
            &call.json["data"]
        } else {
            &call.json
        };
        let breached = breaches(sent, call.callback_type());
        let breached = (!breached.is_empty()).then(|| format!("{path}: {}", breached.join(", ")));
        s.calls.push(call);
        let message_id = 5_000_000 + s.calls.len() as u64;
        let parts: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
        if !authorized {
            respond(
                StatusCode::UNAUTHORIZED,
                json!({"message": "401: Unauthorized", "code": 0}),
            )
        } else if let Some(breach) = breached {
            s.violations.push(breach.clone());
            respond(
                StatusCode::BAD_REQUEST,
                json!({"message": "Invalid Form Body", "code": 50035, "errors": breach}),
            )
        } else if s.failing_posts
            && method == "POST"
            && matches!(parts.as_slice(), ["channels", _, "messages"])
        {
            respond(
                StatusCode::INTERNAL_SERVER_ERROR,
                json!({"message": "500: Internal Server Error", "code": 0}),
            )
        } else {
            match (method.as_str(), parts.as_slice()) {
                ("GET", ["gateway"]) => respond(StatusCode::OK, json!({"url": ws_url})),
                // `max_concurrency` 16 lets 16 shards identify at once, as Discord allows
                // large bots (serenity 0.12.5 does not read it: see `SHARD_BOOT_GAP`).
                ("GET", ["gateway", "bot"]) => respond(
                    StatusCode::OK,
                    json!({"url": ws_url, "shards": s.recommended_shards, "session_start_limit":
                        {"total": 1000, "remaining": 999, "reset_after": 0,
                         "max_concurrency": 16}}),
                ),
                ("GET", ["oauth2", "applications", "@me"]) => respond(
                    StatusCode::OK,
                    json!({
                        "id": APPLICATION_ID.to_string(), "name": "teban", "icon": null,
                        "description": "", "bot_public": true, "bot_require_code_grant": false,
                        "verify_key": "00", "flags": 0,
                        "owner": user_json(1, "owner", false),
                    }),
                ),
                ("GET", ["users", "@me"]) => {
                    respond(StatusCode::OK, user_json(BOT_ID, "teban", true))
                }
                ("PUT", ["applications", _, "guilds", _, "commands"])
                | ("PUT", ["applications", _, "commands"]) => {
                    let commands: Vec<Value> = json
                        .as_array()
                        .cloned()
                        .unwrap_or_default()
                        .into_iter()
                        .enumerate()
                        .map(|(i, mut c)| {
                            c["id"] = json!((800_000 + i).to_string());
                            c["application_id"] = json!(APPLICATION_ID.to_string());
                            c["version"] = json!("1");
                            // As sent: a permission bit set as a string, or null for everyone.
                            c["default_member_permissions"] = c
                                .get("default_member_permissions")
                                .cloned()
                                .unwrap_or(Value::Null);
                            c["type"] = c.get("type").cloned().unwrap_or(json!(1));
                            c
                        })
                        .collect();
                    s.commands = commands.clone();
                    respond(StatusCode::OK, Value::Array(commands))
                }
                ("POST", ["interactions", _, token, "callback"]) => {
                    let (channel, clicked) = s
                        .interactions
                        .iter()
                        .find(|(t, _, _)| t == token)
                        .map_or((CHANNEL_ID, None), |(_, c, m)| (*c, m.clone()));
                    match json["type"].as_u64() {
                        Some(4) => {
                            let message = message_from(message_id, channel, &json["data"], &files);
                            s.messages.push(message);
                            s.originals
                                .push((token.to_string(), message_id.to_string()));
                        }
                        // An update changes the message clicked on, in place.
                        Some(7) => match clicked {
                            Some(clicked) => {
                                edit_in_place(&mut s.messages, &clicked, &json["data"])
                            }
                            None => s.messages.push(message_from(
                                message_id,
                                channel,
                                &json["data"],
                                &files,
                            )),
                        },
                        _ => {}
                    }
                    respond(StatusCode::NO_CONTENT, Value::Null)
                }
                ("POST", ["channels", channel, "messages"]) if s.is_archived(channel) => {
                    archived_thread()
                }
                ("POST", ["channels", channel, "messages"]) => {
                    // Discord's de-duplication: the same enforced nonce answers the message it
                    // made before, and makes no new one.
                    let nonce = json["nonce"].as_str().map(str::to_string);
                    let enforced = json["enforce_nonce"].as_bool() == Some(true);
                    let seen = nonce
                        .as_ref()
                        .filter(|_| enforced)
                        .and_then(|n| s.nonces.iter().find(|(m, _)| m == n))
                        .map(|(_, message)| message.clone());
                    match seen {
                        Some(message) => respond(StatusCode::OK, message),
                        None => {
                            let channel = channel.parse().unwrap_or(CHANNEL_ID);
                            let message = message_from(message_id, channel, &json, &files);
                            if let (Some(nonce), true) = (nonce, enforced) {
                                s.nonces.push((nonce, message.clone()));
                            }
                            s.messages.push(message.clone());
                            s.calls.last_mut().unwrap().created = Some(message_id.to_string());
                            respond(StatusCode::OK, message)
                        }
                    }
                }
                ("PATCH", ["channels", channel, "messages", _]) if s.is_archived(channel) => {
                    archived_thread()
                }
                ("PATCH", ["channels", _, "messages", id]) => {
                    match s.messages.iter().any(|m| m["id"] == *id) {
                        true => {
                            edit_in_place(&mut s.messages, id, &json);
                            let message = s.messages.iter().find(|m| m["id"] == *id).cloned();
                            respond(StatusCode::OK, message.unwrap_or_default())
                        }
                        false => respond(
                            StatusCode::NOT_FOUND,
                            json!({"message": "Unknown Message", "code": 10008}),
                        ),
                    }
                }
                ("POST", ["channels", parent, "messages", id, "threads"]) => {
                    let id = id.parse().unwrap_or_default();
                    s.open_thread(parent, id, true, &json)
                }
                ("POST", ["channels", parent, "threads"]) => {
                    s.open_thread(parent, message_id, false, &json)
                }
                ("PUT", ["channels", thread, "thread-members", user]) => {
                    match s.threads.iter_mut().find(|t| t.id.to_string() == *thread) {
                        Some(thread) => {
                            thread.members.push(user.parse().unwrap_or_default());
                            respond(StatusCode::NO_CONTENT, Value::Null)
                        }
                        None => respond(
                            StatusCode::NOT_FOUND,
                            json!({"message": "Unknown Channel", "code": 10003}),
                        ),
                    }
                }
                ("PATCH", ["channels", thread]) => {
                    match s.threads.iter_mut().find(|t| t.id.to_string() == *thread) {
                        Some(thread) => {
                            if let Some(archived) = json["archived"].as_bool() {
                                thread.archived = archived;
                            }
                            respond(StatusCode::OK, thread.json())
                        }
                        None => respond(
                            StatusCode::NOT_FOUND,
                            json!({"message": "Unknown Channel", "code": 10003}),
                        ),
                    }
                }
                ("POST", ["webhooks", _, token]) => {
                    let channel = s
                        .interactions
                        .iter()
                        .find(|(t, _, _)| t == token)
                        .map_or(CHANNEL_ID, |(_, c, _)| *c);
                    let message = message_from(message_id, channel, &json, &files);
                    s.messages.push(message.clone());
                    respond(StatusCode::OK, message)
                }
                ("PATCH", ["webhooks", _, token, "messages", _]) => {
                    let original = s
                        .originals
                        .iter()
                        .find(|(t, _)| t == token)
                        .map(|(_, id)| id.clone());
                    match original {
                        Some(id) => {
                            edit_in_place(&mut s.messages, &id, &json);
                            let message = s.messages.iter().find(|m| m["id"] == id).cloned();
                            respond(StatusCode::OK, message.unwrap_or_default())
                        }
                        None => {
                            let message = message_from(message_id, CHANNEL_ID, &json, &files);
                            s.messages.push(message.clone());
                            respond(StatusCode::OK, message)
                        }
                    }
                }
                ("DELETE", ["webhooks", _, _, "messages", _]) => {
                    respond(StatusCode::NO_CONTENT, Value::Null)
                }
                ("GET", ["webhooks", _, token, "messages", _]) => {
                    let original = s
                        .originals
                        .iter()
                        .find(|(t, _)| t == token)
                        .and_then(|(_, id)| s.messages.iter().find(|m| &m["id"] == id));
                    let message = original.or(s.messages.last()).cloned();
                    respond(StatusCode::OK, message.unwrap_or(Value::Null))
                }
                _ => respond(
                    StatusCode::NOT_FOUND,
                    json!({"message": format!("the fake has no {method} {path}"), "code": 0}),
                ),
            }
        }
    };
    changed.notify_waiters();
    Ok(response)
}

async fn serve_gateway(
    stream: tokio::net::TcpStream,
    state: Arc<Mutex<State>>,
    changed: Arc<Notify>,
) {
    let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let (mut sink, mut stream) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<Value>();
    let _ = tx.send(json!({"op": 10, "d": {"heartbeat_interval": 41_250}}));
    let writer = tokio::spawn(async move {
        while let Some(frame) = rx.recv().await {
            if sink.send(Frame::Text(frame.to_string())).await.is_err() {
                break;
            }
        }
    });
    while let Some(Ok(frame)) = stream.next().await {
        let Frame::Text(text) = frame else { continue };
        let Ok(payload) = serde_json::from_str::<Value>(&text) else {
            continue;
        };
        match payload["op"].as_u64() {
            Some(1) => {
                let _ = tx.send(json!({"op": 11}));
            }
            Some(2) => {
                let shard = match &payload["d"]["shard"] {
                    Value::Array(pair) => [0, 1].map(|i| pair[i].as_u64().unwrap_or_default()),
                    _ => [0, 1],
                };
                let owns_guild = shard[0] == guild_shard(shard[1]);
                let mut s = state.lock().unwrap();
                s.identified.push(shard);
                // A new session: its sequence numbers start again.
                let mut connection = Connection {
                    shard,
                    tx: tx.clone(),
                    seq: 0,
                };
                let guilds: Vec<Value> = owns_guild
                    .then(|| json!({"id": GUILD_ID.to_string(), "unavailable": true}))
                    .into_iter()
                    .collect();
                connection.dispatch(
                    "READY",
                    json!({
                        "v": 10,
                        "user": user_json(BOT_ID, "teban", true),
                        "guilds": guilds,
                        "session_id": format!("session-{}", s.identified.len()),
                        "resume_gateway_url": "ws://127.0.0.1:9",
                        "shard": shard,
                        "application": {"id": APPLICATION_ID.to_string(), "flags": 0},
                    }),
                );
                if owns_guild {
                    connection.dispatch("GUILD_CREATE", guild_json());
                }
                s.connections.retain(|c| c.shard != shard);
                s.connections.push(connection);
                drop(s);
                changed.notify_waiters();
            }
            _ => {}
        }
    }
    writer.abort();
}

fn guild_json() -> Value {
    json!({
        "id": GUILD_ID.to_string(),
        "name": "teban test server",
        "icon": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": "1",
        "region": null,
        "afk_channel_id": null,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [],
        "emojis": [],
        "stickers": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "nsfw_level": 0,
        "premium_progress_bar_enabled": false,
        "joined_at": "2026-01-01T00:00:00.000000+00:00",
        "large": false,
        "member_count": 4,
        "members": [],
        "channels": [{"id": CHANNEL_ID.to_string(), "type": 0, "guild_id": GUILD_ID.to_string(),
                      "name": "games", "position": 0, "permission_overwrites": [], "nsfw": false}],
        "threads": [],
        "voice_states": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "unavailable": false,
    })
}
