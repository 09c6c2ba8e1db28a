//! The answers to interactions: the callback (`POST /interactions/{id}/{token}/callback`), and
//! what the token allows afterwards, through the interaction's webhook: follow-ups
//! (`POST /webhooks/{app}/{token}`), edits of the original answer or of a follow-up
//! (`PATCH .../messages/@original`, `.../messages/{id}`), reading and deleting them.
//!
//! As Discord:
//! - an answer (type 4) is a message in the interaction's channel, its `@original`; an update
//!   (type 7, `UPDATE_MESSAGE`) edits the message that holds the button pressed; a deferred
//!   update (type 6, `DEFERRED_UPDATE_MESSAGE`, a press's only) shows nothing, and makes the
//!   message pressed on the interaction's `@original`, which a later edit changes in place;
//! - the webhook works while the token lives, 15 minutes by the fake's clock
//!   ([`FakeDiscord::follow_clock`]); after that it answers 401, code 50027 "Invalid Webhook
//!   Token";
//! - an interaction that only a user install authorizes gets at most 5 follow-ups; the 6th is
//!   refused with 400, code 40094 (Discord's JSON code for "This interaction has hit the maximum
//!   number of follow up messages"; its documentation gives no HTTP status per code, and 400 is
//!   the one its other "maximum number" refusals come with);
//! - where a server turned external apps off, a user-installed app's answers there are
//!   ephemeral (flags 64) whatever the app asked.
//!
//! A test may have the fake take a follow-up (it is shown) and leave the bot without its answer:
//! the connection dropped at once ([`FakeDiscord::drop_answer_to_next_follow_up`]), or the answer
//! held until the test lets it go ([`FakeDiscord::hang_answer_to_next_follow_up`]), as when
//! Discord's answer is lost on the way or the bot dies before it hears.

use super::*;

/// How long an interaction's token lives (Discord's 15 minutes), in milliseconds.
pub const TOKEN_LIFE_MS: i64 = 15 * 60_000;
/// How many follow-ups an interaction that only a user install authorizes may have.
pub const USER_INSTALL_FOLLOW_UPS: usize = 5;
/// Discord's code for a follow-up past that many.
pub const TOO_MANY_FOLLOW_UPS: u64 = 40094;
/// Discord's code for a webhook call with a token that no longer lives.
pub const INVALID_WEBHOOK_TOKEN: u64 = 50027;

/// Answers `call` (its method and the parts of its path after `/api/v10/`) if it is an
/// interaction's callback or a call on its webhook; `made` is the id a message it makes gets.
pub(super) fn answer(
    s: &mut State,
    (method, parts): (&str, &[&str]),
    json: &Value,
    files: &[FilePart],
    made: u64,
) -> Option<Response<Full<Bytes>>> {
    let issued = match parts {
        ["interactions", _, token, "callback"] | ["webhooks", _, token, ..] => {
            s.issued(token).cloned()
        }
        _ => return None,
    };
    let channel = issued.as_ref().map_or(CHANNEL_ID, |i| i.channel);
    let life = s.token_life.unwrap_or(TOKEN_LIFE_MS);
    let expired = issued.as_ref().is_some_and(|i| s.now_ms() - i.at >= life);
    let private = issued.as_ref().is_some_and(|i| i.forced_private);
    Some(match (method, parts) {
        // Discord's callback types: 1 pong, 4 message, 5 deferred, 6 deferred update, 7 update,
        // 8 choices, 9 modal, 10 premium required, 12 launch the Activity.
        ("POST", ["interactions", _, _, "callback"])
            if !matches!(json["type"].as_u64(), Some(1 | 4..=10 | 12)) =>
        {
            respond(
                StatusCode::BAD_REQUEST,
                json!({"message": "Invalid Form Body", "code": 50035,
                    "errors": {"type": "Value is not a valid interaction callback type"}}),
            )
        }
        ("POST", ["interactions", _, token, "callback"]) => {
            match json["type"].as_u64() {
                Some(4) => {
                    let message = s.make(made, channel, &json["data"], files, private, token);
                    s.messages.push(message);
                    s.originals.push((token.to_string(), made.to_string()));
                }
                // A deferred update makes nothing yet: the message pressed on is its
                // `@original`, which the app edits later.
                Some(6) => match issued.and_then(|i| i.clicked) {
                    Some(clicked) => s.originals.push((token.to_string(), clicked)),
                    None => return Some(not_a_press()),
                },
                // An update changes the message pressed on, in place.
                Some(7) => match issued.and_then(|i| i.clicked) {
                    Some(clicked) => edit_in_place(&mut s.messages, &clicked, &json["data"], files),
                    None => {
                        let message = s.make(made, channel, &json["data"], files, private, token);
                        s.messages.push(message);
                    }
                },
                _ => {}
            }
            respond(StatusCode::NO_CONTENT, Value::Null)
        }
        ("POST" | "PATCH" | "GET" | "DELETE", ["webhooks", ..]) if expired => respond(
            StatusCode::UNAUTHORIZED,
            json!({"message": "Invalid Webhook Token", "code": INVALID_WEBHOOK_TOKEN}),
        ),
        ("POST", ["webhooks", _, token]) => {
            let cap = s.follow_up_cap.unwrap_or(USER_INSTALL_FOLLOW_UPS);
            let capped = issued
                .as_ref()
                .is_some_and(|i| i.user_install_only && i.follow_ups >= cap);
            if capped {
                return Some(respond(
                    StatusCode::BAD_REQUEST,
                    json!({"message": "This interaction has hit the maximum number of follow up \
                        messages", "code": TOO_MANY_FOLLOW_UPS}),
                ));
            }
            if let Some(issued) = s.interactions.iter_mut().find(|i| i.token == *token) {
                issued.follow_ups += 1;
            }
            let message = s.make(made, channel, json, files, private, token);
            s.messages.push(message.clone());
            respond(StatusCode::OK, message)
        }
        ("PATCH", ["webhooks", _, token, "messages", id]) => {
            let target = match *id {
                "@original" => s.original(token),
                id => Some(id.to_string()),
            };
            match target {
                Some(id) if s.messages.iter().any(|m| m["id"] == id.as_str()) => {
                    edit_in_place(&mut s.messages, &id, json, files);
                    let message = s.messages.iter().find(|m| m["id"] == id.as_str()).cloned();
                    respond(StatusCode::OK, message.unwrap_or_default())
                }
                // The first edit of a deferred answer makes it.
                None => {
                    let message = s.make(made, channel, json, files, private, token);
                    s.messages.push(message.clone());
                    s.originals.push((token.to_string(), made.to_string()));
                    respond(StatusCode::OK, message)
                }
                Some(_) => unknown_message(),
            }
        }
        ("DELETE", ["webhooks", _, _, "messages", _]) => {
            respond(StatusCode::NO_CONTENT, Value::Null)
        }
        ("GET", ["webhooks", _, token, "messages", _]) => {
            let original = s
                .original(token)
                .and_then(|id| s.messages.iter().find(|m| m["id"] == id.as_str()));
            let message = original.or(s.messages.last()).cloned();
            respond(StatusCode::OK, message.unwrap_or(Value::Null))
        }
        _ => return None,
    })
}

/// Discord's refusal of a deferred update (type 6) of an interaction that is no press: only a
/// component's interaction has a message to update.
fn not_a_press() -> Response<Full<Bytes>> {
    respond(
        StatusCode::BAD_REQUEST,
        json!({"message": "Invalid Form Body", "code": 50035, "errors": {"type":
            "DEFERRED_UPDATE_MESSAGE is only valid for component interactions"}}),
    )
}

/// Discord's refusal of an edit of a message it does not know.
pub(super) fn unknown_message() -> Response<Full<Bytes>> {
    respond(
        StatusCode::NOT_FOUND,
        json!({"message": "Unknown Message", "code": 10008}),
    )
}

impl State {
    /// The id of the message that answered the interaction of `token` (its `@original`).
    fn original(&self, token: &str) -> Option<String> {
        self.originals
            .iter()
            .find(|(t, _)| t == token)
            .map(|(_, id)| id.clone())
    }

    /// The message `id` an answer to the interaction of `token` makes in `channel` of what was
    /// `sent`: ephemeral when the place forces it (`private`).
    fn make(
        &mut self,
        id: u64,
        channel: u64,
        sent: &Value,
        files: &[FilePart],
        private: bool,
        token: &str,
    ) -> Value {
        let mut message = message_from(id, channel, self.guild_of(channel), sent, files);
        if private {
            message["flags"] = json!(message["flags"].as_u64().unwrap_or(0) | 64);
        }
        self.made_by.push((token.to_string(), id.to_string()));
        message
    }
}

impl FakeDiscord {
    /// From now on the fake reads its time from `file` (milliseconds since the epoch, as text),
    /// the file a bot on a driven clock reads (`TEBAN_TEST_CLOCK_FILE`): moving that clock ages
    /// the interactions' tokens too. Without it the fake's time stands still and no token dies.
    pub fn follow_clock(&self, file: &std::path::Path) {
        self.state.lock().unwrap().clock = Some(file.to_path_buf());
    }

    /// The fake's time, in milliseconds (see [`Self::follow_clock`]).
    pub fn now_ms(&self) -> i64 {
        self.state.lock().unwrap().now_ms()
    }

    /// Moves the clock the fake follows (and the bot reads) on by `ms`.
    pub fn advance_clock(&self, ms: i64) {
        let state = self.state.lock().unwrap();
        let file = state
            .clock
            .clone()
            .expect("the fake follows no clock: start the bot on a driven clock");
        crate::bot::write_clock(&file, state.now_ms() + ms);
    }

    /// From now on an interaction's token lives `ms` on the fake's clock instead of Discord's 15
    /// minutes: Discord's clock running ahead of the bot's, where a token the bot holds alive is
    /// already dead (0: every follow-up is refused, 50027).
    pub fn tokens_live(&self, ms: i64) {
        self.state.lock().unwrap().token_life = Some(ms);
    }

    /// From now on an interaction that only a user install authorizes carries `n` follow-ups
    /// instead of Discord's 5; the next is refused (40094).
    pub fn follow_ups_allowed(&self, n: usize) {
        self.state.lock().unwrap().follow_up_cap = Some(n);
    }

    /// The next follow-up is answered 429: Discord asks the bot to wait `retry_after` seconds;
    /// the one after it is taken.
    pub fn rate_limit_next_follow_up(&self, retry_after: f64) {
        let mut state = self.state.lock().unwrap();
        state.limited_follow_ups.push(retry_after);
    }

    /// The next follow-up Discord takes is shown in its conversation, and its HTTP answer never
    /// comes: the connection is dropped at once (the bot hears no answer, as when Discord's
    /// answer was lost on the way).
    pub fn drop_answer_to_next_follow_up(&self) {
        let mut state = self.state.lock().unwrap();
        state.unanswered_follow_up = Some(Unanswered::Dropped);
    }

    /// The next follow-up Discord takes is shown in its conversation, and its HTTP answer hangs
    /// until the returned sender is told to go (or dropped): a follow-up under way, whose bot
    /// may die before it hears.
    pub fn hang_answer_to_next_follow_up(&self) -> tokio::sync::oneshot::Sender<()> {
        let (go, hung) = tokio::sync::oneshot::channel();
        let mut state = self.state.lock().unwrap();
        state.unanswered_follow_up = Some(Unanswered::Hangs(hung));
        go
    }

    /// The calls Discord refused with its JSON error `code` (50001, 50027, 40094...), in order.
    pub fn refused(&self, code: u64) -> Vec<Call> {
        let state = self.state.lock().unwrap();
        state
            .calls
            .iter()
            .filter(|c| c.code == Some(code))
            .cloned()
            .collect()
    }
}
