//! Who a request comes from: the session's token (a random one; the store keeps only its
//! SHA-256), carried by the session cookie or, in the Activity's frame where cookies are not to
//! be relied on, by an `Authorization: Bearer` header, read back as a [`Session`]; and the
//! language the page speaks to them. Also the cookies themselves, as the web front end writes
//! them (HttpOnly, SameSite=Lax, Secure under https).

pub use crate::store::sessions::Reach;
use crate::store::sessions::WebSession;
use crate::store::StoreError;
use crate::table::{GuildId, Table, UserId};
use axum::http::{header, HeaderMap, HeaderValue};
use rand::RngCore;
use sha2::{Digest, Sha256};

use super::errors::ApiError;
use super::Web;
use crate::i18n::Lang;

/// The cookie that carries a session's token.
pub const SESSION_COOKIE: &str = "teban_session";
/// How long a session lasts after login.
pub const SESSION_MS: i64 = 30 * 24 * 60 * 60 * 1000;

/// A logged-in visitor.
#[derive(Clone, Debug)]
pub struct Session {
    /// The SHA-256 of its token (what the store and the action limiter know it by).
    pub hash: String,
    pub user: UserId,
    pub name: String,
    /// Their Discord language, if teban speaks it.
    pub lang: Option<Lang>,
    /// What the session reaches (a login on the site, or an Activity's server or DM).
    pub reach: Reach,
    /// The servers its user is in, as Discord listed them at login (none in the Activity).
    pub guilds: Vec<(GuildId, String)>,
}

/// The one visitor of local play (`teban web`), before a game seats them.
const AT_SCREEN: &str = "Player 1";

impl Session {
    /// The visitor's session in local play: the first person at the screen.
    pub fn at_screen() -> Session {
        Session {
            hash: "local".to_string(),
            user: UserId(crate::table::Player::at_screen(AT_SCREEN)),
            name: AT_SCREEN.to_string(),
            lang: None,
            reach: Reach::Web,
            guilds: Vec::new(),
        }
    }
}

/// A fresh random token: 32 bytes from the OS's generator, in hex.
pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    hex::encode(bytes)
}

/// Opens a session of teban's site for `user` (named `name`, speaking Discord's `locale`) that
/// lasts [`SESSION_MS`]: the token its cookie carries (the store keeps only its hash).
pub async fn open_session(
    table: &Table,
    user: UserId,
    name: &str,
    locale: &str,
) -> Result<String, StoreError> {
    open_session_reaching(table, user, name, locale, Reach::Web, Vec::new()).await
}

/// [`open_session`] for a session that reaches only `reach` (one opened in the Activity), of a
/// user in `guilds` (as Discord listed them at login).
pub async fn open_session_reaching(
    table: &Table,
    user: UserId,
    name: &str,
    locale: &str,
    reach: Reach,
    guilds: Vec<(GuildId, String)>,
) -> Result<String, StoreError> {
    let token = new_token();
    let session = WebSession {
        user,
        name: crate::table::Player::new(user, name).name,
        locale: locale.to_string(),
        expires_at: table.now() + SESSION_MS,
        reach,
        guilds,
    };
    table
        .store()
        .open_web_session(&hashed(&token), &session)
        .await?;
    Ok(token)
}

/// What the store keeps of a token.
pub fn hashed(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// The value of the cookie `name` the request carries.
pub fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value)
}

/// The token of an `Authorization: Bearer <token>` header, if the request carries one. A
/// request with any `Authorization` header is read by that header alone, never by its cookie.
pub fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
}

/// A `Set-Cookie` value: `name=value` for `max_age` seconds (0 removes it) under `path`.
pub fn set_cookie(name: &str, value: &str, max_age: i64, path: &str, secure: bool) -> HeaderValue {
    let secure = if secure { "; Secure" } else { "" };
    let cookie =
        format!("{name}={value}; Path={path}; Max-Age={max_age}; HttpOnly; SameSite=Lax{secure}");
    HeaderValue::from_str(&cookie).unwrap_or_else(|_| HeaderValue::from_static(""))
}

/// The language of a request: its session's Discord language, else the browser's first one teban
/// speaks (`Accept-Language`), else English.
pub fn lang_of(session: Option<&Session>, headers: &HeaderMap) -> Lang {
    session.and_then(|s| s.lang).unwrap_or_else(|| {
        headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .into_iter()
            .flat_map(|v| v.split(','))
            .find_map(|tag| Lang::from_discord(tag.split(';').next().unwrap_or("").trim()))
            .unwrap_or_default()
    })
}

impl Web {
    /// The session the request's bearer header names (if it has an `Authorization` header),
    /// else its cookie, if it is one and has not expired. In local play, every visitor is the
    /// one at the screen ([`Session::at_screen`]).
    pub async fn session(&self, headers: &HeaderMap) -> Result<Option<Session>, ApiError> {
        if self.settings.local {
            return Ok(Some(Session::at_screen()));
        }
        let token = match headers.contains_key(header::AUTHORIZATION) {
            true => bearer(headers),
            false => cookie(headers, SESSION_COOKIE),
        };
        let Some(token) = token.filter(|t| is_token(t)) else {
            return Ok(None);
        };
        let hash = hashed(token);
        let stored = self
            .table
            .store()
            .web_session(&hash)
            .await
            .map_err(|e| ApiError::failed(&e, lang_of(None, headers)))?;
        Ok(stored.map(|s| Session {
            hash,
            user: s.user,
            name: s.name,
            lang: Lang::from_discord(&s.locale),
            reach: s.reach,
            guilds: s.guilds,
        }))
    }
}

/// Whether `text` can be a token teban gave: 64 hex digits.
pub fn is_token(text: &str) -> bool {
    text.len() == 64 && text.bytes().all(|b| b.is_ascii_hexdigit())
}
