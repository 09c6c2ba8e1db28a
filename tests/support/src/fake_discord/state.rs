//! What the fake remembers between calls: the gateway connections by shard, the calls, the
//! messages and threads the bot made, and what a test set (permissions, failing posts).

use super::*;

/// A gateway connection that identified as one shard.
pub(super) struct Connection {
    pub(super) shard: [u64; 2],
    /// Its outbox.
    pub(super) tx: mpsc::UnboundedSender<Value>,
    /// The last sequence number sent on it.
    pub(super) seq: u64,
}

impl Connection {
    /// Sends a dispatch, with the connection's next sequence number; `false` when the connection
    /// is closed.
    pub(super) fn dispatch(&mut self, event: &str, data: Value) -> bool {
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
    /// The Activity's instances and their look-ups.
    pub(crate) activities: super::activities::Activities,
    /// Messages the bot posted, as Discord would return them (edits change them in place).
    pub(crate) messages: Vec<Value>,
    /// Registered commands (the last PUT, global or in a guild).
    pub(super) commands: Vec<Value>,
    /// The application's global commands (`GET /applications/{app}/commands`).
    pub(super) global_commands: Vec<Value>,
    /// The `shard` (`[id, total]`) of every IDENTIFY the gateway answered, in order.
    pub(super) identified: Vec<[u64; 2]>,
    /// The identified gateway connections, the newest last (one per shard: a new IDENTIFY of a
    /// shard replaces its connection).
    pub(super) connections: Vec<Connection>,
    /// The shard count `GET /gateway/bot` recommends.
    pub(super) recommended_shards: u64,
    /// What Discord would have refused for breaking its limits, with the call's path.
    pub(super) violations: Vec<String>,
    /// Nonces of channel messages posted with `enforce_nonce`, and the message each made.
    pub(super) nonces: Vec<(String, Value)>,
    /// Channel messages answered 500 instead of posted (a Discord outage, or the moment a crash
    /// cuts the bot off).
    pub(super) failing_posts: bool,
    /// Interaction callbacks answered with this status instead of taken (a 5xx, or 429 with the
    /// rate limit's body and headers).
    pub(super) failing_callbacks: Option<u16>,
    /// The next interaction callbacks are answered 429, one each, asking the bot to wait this
    /// many seconds.
    pub(super) limited_callbacks: Vec<f64>,
    /// The next interaction callback is taken, but answered only when this is told to go (a
    /// Discord that hangs on the answer).
    pub(super) hung_callback: Option<tokio::sync::oneshot::Receiver<()>>,
    /// The next message posted to a channel is made, but answered only when this is told to go.
    pub(super) hung_post: Option<tokio::sync::oneshot::Receiver<()>>,
    /// IDENTIFYs are not answered with READY until a test lets them ([`FakeDiscord::hold_ready`]).
    pub(super) ready_held: bool,
    /// The shards that identified while READY was held, and their connections' outboxes.
    pub(super) unready: Vec<([u64; 2], mpsc::UnboundedSender<Value>)>,
    /// Channels whose next message is answered 429: the channel, `retry_after` in seconds, and
    /// whether the limit is global.
    pub(super) limited_posts: Vec<(String, f64, bool)>,
    /// The bot's permissions sent with interactions (`app_permissions`).
    pub(super) app_permissions: u64,
    /// The server's language sent with interactions (`guild_locale`).
    pub(super) guild_locale: Option<String>,
    /// The threads opened, as Discord returns a channel, with their members.
    pub(crate) threads: Vec<FakeThread>,
    /// The server has its 1,000 active threads: opening another is refused (160006).
    pub(super) threads_full: bool,
    /// Each interaction the fake sent, in order.
    pub(super) interactions: Vec<Issued>,
    /// The message each interaction token's answer made (`@original`).
    pub(super) originals: Vec<(String, String)>,
    /// Users who closed their direct messages to the bot: a message to their DM channel is
    /// refused (403, code 50007).
    pub(super) closed_dms: Vec<u64>,
    /// Logins with Discord: codes, access tokens, the server's strangers (`oauth.rs`).
    pub(crate) logins: super::oauth::Logins,
    /// The conversations without teban a test made (`places.rs`).
    pub(super) conversations: Vec<Conversation>,
    /// The servers whose managers turned external apps off.
    pub(super) apps_off: Vec<u64>,
    /// The users who installed teban to their own account.
    pub(super) installed: Vec<u64>,
    /// Each message an interaction's answer made, with that interaction's token.
    pub(super) made_by: Vec<(String, String)>,
    /// The file the fake reads its time from, the one the bot under test reads
    /// ([`FakeDiscord::follow_clock`]); without it the fake's time stands still.
    pub(super) clock: Option<std::path::PathBuf>,
    /// How long a token lives, when a test says otherwise than Discord's 15 minutes
    /// ([`FakeDiscord::tokens_live`]).
    pub(super) token_life: Option<i64>,
    /// How many follow-ups a user install's interaction may carry, when a test says otherwise
    /// than Discord's 5 ([`FakeDiscord::follow_ups_allowed`]).
    pub(super) follow_up_cap: Option<usize>,
    /// The next follow-ups are answered 429, one each, asking the bot to wait this many
    /// seconds.
    pub(super) limited_follow_ups: Vec<f64>,
    /// The next follow-up the fake takes (its message made, and shown) is left unanswered so.
    pub(super) unanswered_follow_up: Option<Unanswered>,
}

/// How the fake leaves a call it took without an answer: the bot never hears that it was taken.
pub(super) enum Unanswered {
    /// Its answer hangs until the sender that goes with it is told to go (or dropped).
    Hangs(tokio::sync::oneshot::Receiver<()>),
    /// The connection is dropped at once, with no answer.
    Dropped,
}

/// An interaction the fake sent, as its answers need it: where it came from, when, and what its
/// token may still do.
#[derive(Clone, Debug)]
pub(super) struct Issued {
    pub(super) token: String,
    pub(super) channel: u64,
    /// The message pressed on, for a button.
    pub(super) clicked: Option<String>,
    /// When it was sent, on the fake's clock (milliseconds).
    pub(super) at: i64,
    /// The installs that authorize it (`authorizing_integration_owners`).
    pub(super) owners: Value,
    /// Only the user install authorizes it: at most 5 follow-ups.
    pub(super) user_install_only: bool,
    /// Its answers are ephemeral whatever the app asks (external apps turned off there).
    pub(super) forced_private: bool,
    /// The follow-ups made with its token so far.
    pub(super) follow_ups: usize,
}

impl State {
    /// The fake's time in milliseconds: what its clock file says, else 0 (standing still).
    pub(super) fn now_ms(&self) -> i64 {
        self.clock
            .as_ref()
            .and_then(|file| std::fs::read_to_string(file).ok())
            .and_then(|text| text.trim().parse().ok())
            .unwrap_or(0)
    }

    /// The interaction whose token is `token`, if the fake sent it.
    pub(super) fn issued(&self, token: &str) -> Option<&Issued> {
        self.interactions.iter().find(|i| i.token == token)
    }

    /// The installs that authorized the interaction whose answer made `message`, if one did.
    pub(super) fn owners_of(&self, message: &str) -> Option<Value> {
        let (token, _) = self.made_by.iter().find(|(_, m)| m == message)?;
        self.issued(token).map(|i| i.owners.clone())
    }

    /// Whether `channel` is a thread that is archived.
    pub(super) fn is_archived(&self, channel: &str) -> bool {
        self.threads
            .iter()
            .any(|t| t.archived && t.id.to_string() == channel)
    }

    /// Opens thread `id` in `parent` (from the message `id` when `from_message`), as Discord
    /// does: only where the bot may create public threads, never in a thread, once per message,
    /// and not past the server's 1,000 active threads.
    pub(super) fn open_thread(
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
        if self.threads_full {
            return respond(
                StatusCode::BAD_REQUEST,
                json!({"message": "Maximum number of active threads reached", "code": 160006}),
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

    /// Whether `channel` is the DM channel of a user who closed their direct messages.
    pub(super) fn is_closed_dm(&self, channel: &str) -> bool {
        self.closed_dms
            .iter()
            .any(|user| (DM_CHANNELS + user).to_string() == channel)
    }

    /// The channel messages the calls created, in order.
    pub(super) fn channel_messages(&self) -> Vec<Value> {
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
