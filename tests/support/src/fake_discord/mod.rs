//! A loopback fake of Discord: the REST API and the gateway on 127.0.0.1, enough of both for the
//! real serenity client (through `DISCORD_PROXY_URL`) to start, register its commands and answer
//! interactions that a test writes.
//!
//! It owns the fake's side of the wire only: it records every REST call (JSON bodies and
//! multipart attachments alike), keeps the messages the bot posted so that a test can click their
//! buttons, and builds interaction payloads with every field serenity 0.12.5 requires (see
//! `DISCORD-TESTING.md`). It knows nothing of teban's games.
//!
//! This file holds the fake's handle (what a test asks and waits for); `interactions.rs` the
//! interactions a test makes (their payloads); `places.rs` the conversations a player reaches
//! with teban installed to their own account (group DMs, DMs between users, servers without
//! teban); `rest.rs` answers the REST calls (`answers.rs` the answers to interactions and their
//! webhook, `oauth.rs` those of logging in with
//! Discord and the member look-ups, `commands.rs` the command registrations and the Activity's
//! entry point, `activities.rs` the Activity's instances), `gateway.rs` the gateway, `state.rs`
//! keeps what the fake remembers, `wire.rs` what the bot sent and Discord's limits on it. Every
//! call is recorded with the status it was answered with and, when refused, Discord's JSON code
//! ([`FakeDiscord::refused`]).
//!
//! Every interaction carries the `locale` of the user who made it ([`FakeUser::locale`], `en-US`
//! unless a test says otherwise) and the server's `guild_locale` ([`FakeDiscord::set_guild_locale`],
//! `en-US` too).
//!
//! A test acts on the fake's server, or from a user's direct messages with the bot
//! ([`FakeDiscord::slash_dm`]: no server, no member, the caller in `user`, `context` 1). The bot
//! opens a DM channel with `POST /users/@me/channels` ([`dm_channel`], one per user) and posts
//! there like anywhere; a user who closed their DMs ([`FakeDiscord::close_dms`]) refuses it
//! (403, code 50007).
//!
//! A test also acts from where only a player's own install of teban reaches it (`places.rs`:
//! [`FakeDiscord::group_dm`], [`FakeDiscord::user_dm`], [`FakeDiscord::server_without_teban`]),
//! where teban's own posts are refused (403, code 50001) and it shows only what it answers; an
//! interaction's token lives 15 minutes of the clock the fake follows
//! ([`FakeDiscord::follow_clock`], the bot's driven clock), and an interaction only a user install
//! authorizes gets 5 follow-ups (`answers.rs`).
//!
//! Its gateway is sharded as Discord's is: `GET /gateway/bot` recommends
//! [`FakeDiscord::recommend_shards`] shards (1 unless a test says otherwise), every IDENTIFY's
//! `shard` is recorded, and the fake guild lives on one shard only ([`guild_shard`]): its
//! GUILD_CREATE and every interaction go to that shard's connection.

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

mod activities;
mod answers;
mod commands;
mod gateway;
mod interactions;
mod oauth;
mod places;
mod rest;
mod state;
mod wire;

pub use answers::{
    INVALID_WEBHOOK_TOKEN, TOKEN_LIFE_MS, TOO_MANY_FOLLOW_UPS, USER_INSTALL_FOLLOW_UPS,
};
pub use commands::{entry_point_command, ENTRY_POINT_REMOVED};
use gateway::*;
pub use interactions::*;
pub use oauth::{CLIENT_ID, CLIENT_SECRET};
pub use places::*;
use rest::*;
pub use state::*;
pub use wire::*;

pub const APPLICATION_ID: u64 = 900_000_000_000_000_001;
pub const BOT_ID: u64 = 900_000_000_000_000_002;
pub const GUILD_ID: u64 = 900_000_000_000_000_003;
pub const CHANNEL_ID: u64 = 900_000_000_000_000_004;
/// A second server the bot is on, and a channel of it: where a forged click may come from
/// ([`FakeDiscord::click_in`]).
pub const OTHER_GUILD_ID: u64 = 900_000_000_000_000_005;
pub const OTHER_CHANNEL_ID: u64 = 900_000_000_000_000_006;
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
    /// The language of their Discord client, sent as every interaction's `locale` (`en-US`
    /// unless a test says otherwise).
    pub locale: String,
}

impl FakeUser {
    pub fn new(id: u64, name: &str) -> Self {
        FakeUser {
            id,
            name: name.to_string(),
            bot: false,
            permissions: MEMBER_PERMISSIONS,
            locale: "en-US".to_string(),
        }
    }

    /// The same member, whose Discord speaks `locale` (`fr`, `de`, `es-419`...).
    pub fn locale(self, locale: &str) -> Self {
        FakeUser {
            locale: locale.to_string(),
            ..self
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
            guild_locale: Some("en-US".to_string()),
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
        let calls = self
            .wait(
                &format!("an answer to interaction {}", interaction.id),
                |s| answered(s, &interaction.token),
            )
            .await;
        let violations = self.violations();
        assert!(
            violations.is_empty(),
            "the bot sent what Discord refuses: {violations:?}"
        );
        calls
    }

    /// The calls that answered `interaction` with a final message so far (see
    /// [`Self::wait_answer`]); `None` while it has none.
    pub fn answer_to(&self, interaction: &Interaction) -> Option<Vec<Call>> {
        answered(&self.state.lock().unwrap(), &interaction.token)
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

    /// From now on, interaction callbacks are answered with `status` (502, or 429 with a rate
    /// limit of 5 seconds, longer than an interaction may wait) instead of taken; `None`: taken
    /// again.
    pub fn fail_callbacks(&self, status: Option<u16>) {
        self.state.lock().unwrap().failing_callbacks = status;
    }

    /// The next interaction callback is taken (its message made) but its HTTP answer hangs until
    /// the returned sender is told to go (or dropped).
    pub fn hang_next_callback(&self) -> tokio::sync::oneshot::Sender<()> {
        let (go, hung) = tokio::sync::oneshot::channel();
        self.state.lock().unwrap().hung_callback = Some(hung);
        go
    }

    /// The next message posted to a channel is made (and recorded) but its HTTP answer hangs
    /// until the returned sender is told to go (or dropped): a post under way.
    pub fn hang_next_post(&self) -> tokio::sync::oneshot::Sender<()> {
        let (go, hung) = tokio::sync::oneshot::channel();
        self.state.lock().unwrap().hung_post = Some(hung);
        go
    }

    /// The next interaction callback is answered 429: Discord asks the bot to wait
    /// `retry_after` seconds (in the body, `Retry-After` and `X-RateLimit-Reset-After`); the one
    /// after it is taken.
    pub fn rate_limit_next_callback(&self, retry_after: f64) {
        self.state
            .lock()
            .unwrap()
            .limited_callbacks
            .push(retry_after);
    }

    /// The next message posted to `channel` is answered 429: Discord asks the bot to wait
    /// `retry_after` seconds (in the body, `Retry-After` and `X-RateLimit-Reset-After`), for that
    /// channel or, when `global`, for every request.
    pub fn rate_limit_next_post(&self, channel: u64, retry_after: f64, global: bool) {
        let limit = (channel.to_string(), retry_after, global);
        self.state.lock().unwrap().limited_posts.push(limit);
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

    /// From now on `user` has closed their direct messages to the bot: a message to them is
    /// refused with 403 and Discord's code 50007.
    pub fn close_dms(&self, user: &FakeUser) {
        self.state.lock().unwrap().closed_dms.push(user.id);
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

    /// From now on Discord refuses to open threads because the server has its 1,000 active
    /// threads (error 160006), or opens them again.
    pub fn fill_threads(&self, full: bool) {
        self.state.lock().unwrap().threads_full = full;
    }

    /// From now on the fake server's language, sent as every interaction's `guild_locale`, is
    /// `locale` (`de`, `fr`...; `None`: Discord sends none). `en-US` until a test says otherwise.
    pub fn set_guild_locale(&self, locale: Option<&str>) {
        self.state.lock().unwrap().guild_locale = locale.map(str::to_string);
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

    /// Waits until the bot has posted a message (of its own, not an answer) that satisfies
    /// `check`, and returns it.
    pub async fn wait_posted(&self, what: &str, check: impl Fn(&Value) -> bool) -> Value {
        self.wait(what, |s| {
            s.channel_messages().into_iter().find(|m| check(m))
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
            .and_then(|token| state.issued(token))
            .map_or(CHANNEL_ID, |issued| issued.channel);
        match made {
            Some(message) => message.clone(),
            None => {
                let guild = state.guild_of(channel);
                message_from(self.next_id(), channel, guild, call.message(), &call.files)
            }
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
