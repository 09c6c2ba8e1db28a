//! What keeps the web front end safe from other sites and from floods: the security headers on
//! every answer, the check that a state-changing request comes from teban's own pages, the cap
//! on the size of a body, and the cap on actions a session may make in one second.

use std::collections::HashMap;
use std::sync::Mutex;

use axum::body::Body;
use axum::http::{header, HeaderMap, HeaderName, HeaderValue, Response};
use tower_http::set_header::SetResponseHeaderLayer;

/// The largest body a request may carry: a move and a version are a few dozen bytes.
pub const BODY_LIMIT: usize = 4 * 1024;

/// A content policy: only teban's own files and its own API, in frames of `$frames` only.
macro_rules! policy {
    ($frames:literal) => {
        concat!(
            "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; ",
            "font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; ",
            "frame-ancestors ",
            $frames
        )
    };
}

/// What a page may load: only teban's own files and its own API, never a frame of another site
/// (nor teban's page inside another's frame).
pub const CONTENT_SECURITY_POLICY: &str = policy!("'none'");

/// The Activity's page: the same, but framed by Discord's clients (and its own host, which is
/// Discord's proxy in Discord).
pub const ACTIVITY_CONTENT_SECURITY_POLICY: &str =
    policy!("'self' https://discord.com https://ptb.discord.com https://canary.discord.com");

/// The headers every answer carries; a route that sets its own content policy (the Activity's
/// page) keeps it, and is then framed as it says, without `X-Frame-Options`.
pub fn headers() -> Vec<SetResponseHeaderLayer<HeaderValue>> {
    [
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::REFERRER_POLICY, "same-origin"),
        (
            HeaderName::from_static("cross-origin-opener-policy"),
            "same-origin",
        ),
    ]
    .into_iter()
    .map(|(name, value)| SetResponseHeaderLayer::overriding(name, HeaderValue::from_static(value)))
    .chain([SetResponseHeaderLayer::if_not_present(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    )])
    .collect()
}

/// How [`frames_refused`] picks an answer's `X-Frame-Options`.
pub type FrameOptions = fn(&Response<Body>) -> Option<HeaderValue>;

/// What an answer says of frames: `X-Frame-Options: DENY`, unless its content policy lets
/// Discord frame it (the Activity's page). Applied inside [`headers`], which fill in the policy.
pub fn frames_refused() -> SetResponseHeaderLayer<FrameOptions> {
    SetResponseHeaderLayer::if_not_present(header::X_FRAME_OPTIONS, |answer: &Response<Body>| {
        let policy = answer.headers().get(header::CONTENT_SECURITY_POLICY);
        let framed = policy.is_some_and(|p| p == ACTIVITY_CONTENT_SECURITY_POLICY);
        (!framed).then(|| HeaderValue::from_static("DENY"))
    })
}

/// The origin of `public_url` (`https://teban.example`), which a page of teban's sends as `Origin`.
pub fn origin_of(public_url: &str) -> String {
    let after_scheme = public_url.find("://").map_or(0, |i| i + 3);
    match public_url[after_scheme..].find('/') {
        Some(slash) => public_url[..after_scheme + slash].to_string(),
        None => public_url.to_string(),
    }
}

/// Whether a request that changes something comes from teban's own pages: a browser says where a
/// request comes from with `Sec-Fetch-Site` and `Origin`; either one naming another site refuses
/// it. (A client that is no browser sends neither, and holds no one else's cookie.) A request
/// with an `Authorization` header passes: it is read by that header alone, never by its cookie,
/// and so carries no ambient credential another site could borrow (the Activity's page, in
/// Discord's frame, sends its session so).
pub fn same_site(headers: &HeaderMap, origin: &str) -> bool {
    if headers.contains_key(header::AUTHORIZATION) {
        return true;
    }
    let fetch_site = headers.get("sec-fetch-site").and_then(|v| v.to_str().ok());
    if fetch_site.is_some_and(|site| site != "same-origin" && site != "none") {
        return false;
    }
    match headers.get(header::ORIGIN) {
        Some(sent) => sent.to_str().is_ok_and(|sent| sent == origin),
        None => true,
    }
}

/// How many actions (moves, resignations, offers) one session may make in one second.
pub const ACTIONS_PER_SECOND: u32 = 4;

/// The actions of each session in the current second, by the table's clock.
#[derive(Default)]
pub struct ActionLimiter {
    seconds: Mutex<HashMap<String, (i64, u32)>>,
}

/// Past this many sessions counted, the counts of earlier seconds are forgotten.
const SESSIONS_COUNTED: usize = 10_000;

impl ActionLimiter {
    /// Counts an action of `session` at `now_ms`; false when it is one too many this second.
    pub fn allow(&self, session: &str, now_ms: i64) -> bool {
        let second = now_ms.div_euclid(1000);
        let mut seconds = self.seconds.lock().unwrap_or_else(|e| e.into_inner());
        if seconds.len() >= SESSIONS_COUNTED {
            seconds.retain(|_, (at, _)| *at == second);
        }
        let count = seconds.entry(session.to_string()).or_insert((second, 0));
        if count.0 != second {
            *count = (second, 0);
        }
        count.1 += 1;
        count.1 <= ACTIONS_PER_SECOND
    }
}
