//! Discord's REST API called by hand, for the outbox's posts: so that a refusal keeps what
//! serenity 0.12.5 drops. serenity reads a refusal's body as `{code, message}` and forgets its
//! headers, so a 429's time to wait (the body's `retry_after`, `Retry-After`,
//! `X-RateLimit-Reset-After`) and whether it holds every request (`global`) are lost; its own
//! rate limiter waits for them, but only without `DISCORD_PROXY_URL`, and inside the call, which
//! would hold back every other channel's posts. Here the refusal says how long to wait
//! ([`Refused::wait`]), and the deliverer waits ([`super::outbox`]).
//!
//! A refusal also says whether Discord may have taken the call all the same
//! ([`Refused::may_have_gone`]): no answer came once the request went (the connection dropped,
//! or the call outlasted [`CALL_TIMEOUT`]), or Discord failed on its side (5xx), which does not
//! say whether it was done. A refusal Discord answered otherwise (4xx, a 429 included), or a
//! call that never left (no connection), was not taken.
//!
//! It owns the wire only (where a call goes, how it is signed, how a refusal is read); what a
//! post carries is [`super::send`]'s.

use std::fmt;
use std::time::Duration;

use reqwest::multipart::{Form, Part};
use reqwest::Method;
use serde_json::Value;

use super::Settings;

/// Discord's error code for a direct message the user does not accept.
const CANNOT_MESSAGE_USER: i64 = 50007;

/// How long to wait when Discord says 429 without saying for how long.
const UNSAID_WAIT_MS: i64 = 1_000;

/// How long a call may take, its files uploaded, before teban stops waiting for Discord's
/// answer: a connection that went silent does not hold the deliverer for ever.
pub const CALL_TIMEOUT: Duration = Duration::from_secs(60);

/// Discord's REST API, where the bot's settings send it (Discord itself, or a proxy).
#[derive(Clone)]
pub struct Rest {
    client: reqwest::Client,
    /// `https://discord.com`, or `DISCORD_PROXY_URL`.
    base: String,
    /// The `Authorization` header: `Bot` and the token.
    authorization: String,
}

/// Discord did not take a call.
#[derive(Debug)]
pub struct Refused {
    /// The HTTP status, when Discord answered.
    pub status: Option<u16>,
    /// Discord's JSON error code (50083: the thread is archived...), when it gave one.
    pub code: Option<i64>,
    /// With a 429: how long to wait, and for which calls.
    pub wait: Option<RateLimit>,
    /// The request went and no answer came (the connection dropped, or the call timed out).
    unanswered: bool,
    /// What went wrong, for the log.
    what: String,
}

/// A rate limit Discord answered with.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RateLimit {
    /// How long no such call may be made: the longest of the times Discord gave.
    pub wait_ms: i64,
    /// Every call waits, not only those to the same channel.
    pub global: bool,
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.status {
            Some(status) => write!(f, "HTTP {status}: {}", self.what),
            None => write!(f, "{}", self.what),
        }
    }
}

impl std::error::Error for Refused {}

impl Refused {
    /// Discord refuses for good: the channel is gone, or the bot may no longer write there.
    pub fn for_good(&self) -> bool {
        matches!(self.status, Some(400 | 403 | 404))
    }

    /// Discord answered something the bot cannot read.
    pub fn unreadable(what: &str) -> Refused {
        Refused {
            status: None,
            code: None,
            wait: None,
            unanswered: false,
            what: what.to_string(),
        }
    }

    /// Discord may have taken the call all the same: no answer came once the request went (the
    /// connection dropped, or it timed out), or Discord failed on its side (5xx) without saying
    /// whether it was done. False when Discord refused it (4xx), or it never left.
    pub fn may_have_gone(&self) -> bool {
        self.unanswered || self.status.is_some_and(|status| status >= 500)
    }

    /// Discord refuses a direct message: the user closed theirs to the bot (error 50007).
    pub fn dms_closed(&self) -> bool {
        self.code == Some(CANNOT_MESSAGE_USER)
    }
}

impl Rest {
    pub fn new(settings: &Settings) -> Rest {
        let token = settings.token.trim();
        let client = reqwest::Client::builder().timeout(CALL_TIMEOUT).build();
        Rest {
            client: client.unwrap_or_default(),
            base: settings
                .proxy
                .clone()
                .unwrap_or_else(|| "https://discord.com".to_string()),
            authorization: if token.starts_with("Bot ") {
                token.to_string()
            } else {
                format!("Bot {token}")
            },
        }
    }

    /// `method` on `path` (after `/api/v10`), with `payload` as its JSON, and `files` as
    /// attachments (`files[0]`...: the payload's `attachments` name them by their place).
    /// Returns what Discord answered (the message made), as JSON.
    pub async fn call(
        &self,
        method: Method,
        path: &str,
        payload: &Value,
        files: Vec<(String, Vec<u8>)>,
    ) -> Result<(), Refused> {
        self.answer(method, path, payload, files).await.map(drop)
    }

    /// [`Rest::call`], with what Discord answered (its JSON; `null` for an empty answer).
    pub async fn answer(
        &self,
        method: Method,
        path: &str,
        payload: &Value,
        files: Vec<(String, Vec<u8>)>,
    ) -> Result<Value, Refused> {
        let url = format!("{}/api/v10{path}", self.base);
        let request = self
            .client
            .request(method, url)
            .header(reqwest::header::AUTHORIZATION, &self.authorization)
            .header(reqwest::header::USER_AGENT, "DiscordBot (teban, 0.1)");
        let request = if files.is_empty() {
            request
                .header(reqwest::header::CONTENT_TYPE, "application/json")
                .body(payload.to_string())
        } else {
            let mut form = Form::new().text("payload_json", payload.to_string());
            for (i, (name, bytes)) in files.into_iter().enumerate() {
                form = form.part(format!("files[{i}]"), Part::bytes(bytes).file_name(name));
            }
            request.multipart(form)
        };
        let response = request.send().await.map_err(|e| Refused {
            status: None,
            code: None,
            wait: None,
            // A call that found no connection, or could not be built, never left.
            unanswered: !e.is_connect() && !e.is_builder(),
            what: e.to_string(),
        })?;
        if response.status().is_success() {
            let body = response.bytes().await.unwrap_or_default();
            return Ok(serde_json::from_slice(&body).unwrap_or(Value::Null));
        }
        Err(refused(response).await)
    }
}

/// What Discord's refusal says: its status, its JSON code and message, and with a 429 how long
/// to wait.
async fn refused(response: reqwest::Response) -> Refused {
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let seconds = |name: &str| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<f64>().ok())
    };
    let body: Value = match response.bytes().await {
        Ok(bytes) => serde_json::from_slice(&bytes).unwrap_or(Value::Null),
        Err(_) => Value::Null,
    };
    let wait = (status == 429).then(|| {
        let given = [
            body["retry_after"].as_f64(),
            seconds("retry-after"),
            seconds("x-ratelimit-reset-after"),
        ];
        let longest = given
            .into_iter()
            .flatten()
            .filter(|s| s.is_finite())
            .reduce(f64::max);
        RateLimit {
            wait_ms: longest.map_or(UNSAID_WAIT_MS, |s| (s.max(0.0) * 1000.0).ceil() as i64),
            global: body["global"].as_bool() == Some(true)
                || headers.contains_key("x-ratelimit-global"),
        }
    });
    Refused {
        status: Some(status),
        code: body["code"].as_i64(),
        wait,
        unanswered: false,
        what: body["message"].as_str().unwrap_or_default().to_string(),
    }
}
