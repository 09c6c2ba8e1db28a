//! Logging in with Discord: the OAuth2 authorization-code flow (scopes `identify guilds`), a
//! `state` kept in a short-lived cookie against cross-site forgery, the code exchanged
//! server-side for the user (`users/@me`) and the servers they are in (`users/@me/guilds`, which
//! the lobby offers), and a session opened in the store; logging out; and the one other question
//! teban asks Discord for the web, whether a user is a member of a server.
//!
//! Decisions where the issue is silent:
//! - Membership is asked with the bot's token (`GET /guilds/{guild}/members/{user}`), not read
//!   from the servers listed at login: the answer is current (a member who left a server stops
//!   seeing its games within [`MEMBER_CACHE_MS`]) rather than a list taken at login, and the bot
//!   is in every server whose games it keeps. The list taken at login (`guilds`) only names the
//!   servers the lobby offers, each still asked so before it is shown.
//! - A server the bot is not in (Discord refuses the look-up, 403) has no member for teban.
//! - The return address after login is a path of teban's own site only ([`safe_return`]);
//!   anything else returns to `/`.
//! - The client secret goes only into the exchange's body; a failed exchange is logged with
//!   Discord's status, never with the body sent.

use crate::table::{GuildId, Members, Membership, Refusal, UserId};
use std::collections::HashMap;
use std::sync::Mutex;

use axum::extract::{Query, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};

use super::errors::ApiError;
use super::extract::{BrowserLang, LoggedIn, SameSite};
use super::sessions::{
    cookie, hashed, new_token, open_session_reaching, set_cookie, Reach, SESSION_COOKIE, SESSION_MS,
};
use super::Web;

/// The cookie that holds a login's `state` and where to return, while the browser is at Discord.
const LOGIN_COOKIE: &str = "teban_login";
/// How long a login may take at Discord.
const LOGIN_SECONDS: i64 = 600;
/// How long a member look-up is trusted.
pub const MEMBER_CACHE_MS: i64 = 60_000;
/// The longest return address kept.
const LONGEST_RETURN: usize = 200;
/// What the login asks Discord for: who the user is, and the servers they are in (the lobby's).
pub const LOGIN_SCOPES: &str = "identify guilds";

/// teban's calls to Discord for the web: a client, and what it learnt of memberships.
#[derive(Default)]
pub struct Discord {
    http: reqwest::Client,
    members: Mutex<HashMap<(GuildId, UserId), (bool, i64)>>,
}

/// Who Discord says logged in.
#[derive(Deserialize)]
pub(super) struct DiscordUser {
    pub id: String,
    pub username: String,
    pub global_name: Option<String>,
    pub locale: Option<String>,
}

/// `where` to go back to, if it is a path of teban's own site (`/games/12`), else `/`: never
/// another site (`//evil.example`, `https://…`, `/\evil.example`), nor anything with characters
/// a path of teban's does not use.
pub fn safe_return(wanted: Option<&str>) -> String {
    match wanted {
        Some(path)
            if path.starts_with('/')
                && !path.starts_with("//")
                && path.len() <= LONGEST_RETURN
                && path
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"/-_.?=&".contains(&b)) =>
        {
            path.to_string()
        }
        _ => "/".to_string(),
    }
}

#[derive(Deserialize)]
pub struct LoginQuery {
    next: Option<String>,
}

/// `GET /login?next=/games/12`: to Discord's authorization page, with a fresh `state`.
pub async fn login(State(web): State<Web>, Query(query): Query<LoginQuery>) -> Response {
    let state = new_token();
    let back = safe_return(query.next.as_deref());
    let settings = &web.settings;
    let url = reqwest::Url::parse_with_params(
        &settings.authorize_url,
        &[
            ("client_id", settings.client_id.as_str()),
            ("response_type", "code"),
            ("redirect_uri", &settings.redirect_uri()),
            ("scope", LOGIN_SCOPES),
            ("state", &state),
        ],
    );
    let Ok(url) = url else {
        return ApiError::failed(&"DISCORD_AUTHORIZE_URL is not a URL", Default::default())
            .into_response();
    };
    let kept = format!("{state}.{}", hex::encode(back));
    let cookie = set_cookie(
        LOGIN_COOKIE,
        &kept,
        LOGIN_SECONDS,
        "/auth",
        settings.secure(),
    );
    (
        StatusCode::SEE_OTHER,
        [
            (header::LOCATION, url.as_str().to_string()),
            (
                header::SET_COOKIE,
                cookie.to_str().unwrap_or("").to_string(),
            ),
        ],
    )
        .into_response()
}

#[derive(Deserialize)]
pub struct Callback {
    code: Option<String>,
    state: Option<String>,
}

/// `GET /auth/callback?code=…&state=…`: Discord sent the browser back; the state must be the
/// one this browser left with, the code is exchanged, the session opened.
pub async fn callback(
    State(web): State<Web>,
    BrowserLang(lang): BrowserLang,
    headers: HeaderMap,
    Query(query): Query<Callback>,
) -> Response {
    let refused = || ApiError::said(StatusCode::BAD_REQUEST, "bad_login", lang);
    let kept = cookie(&headers, LOGIN_COOKIE).and_then(|k| k.split_once('.'));
    let (Some((state, back)), Some(code), Some(sent)) = (kept, query.code, query.state) else {
        return refused().into_response();
    };
    if state.len() != 64 || hashed(state) != hashed(&sent) {
        return refused().into_response();
    }
    let back = safe_return(
        hex::decode(back)
            .ok()
            .and_then(|b| String::from_utf8(b).ok())
            .as_deref(),
    );
    let (user, guilds) = match web.discord_user(&code).await {
        Ok(user) => user,
        Err(why) => {
            tracing::warn!(%why, "a login with Discord failed");
            return refused().into_response();
        }
    };
    let Ok(id) = user.id.parse::<u64>().map(UserId) else {
        return refused().into_response();
    };
    let name = user.global_name.unwrap_or(user.username);
    let locale = user.locale.unwrap_or_default();
    let opened = open_session_reaching(&web.table, id, &name, &locale, Reach::Web, guilds);
    let token = match opened.await {
        Ok(token) => token,
        Err(e) => return ApiError::failed(&e, lang).into_response(),
    };
    tracing::info!(user = id.0, "logged in on the web");
    let secure = web.settings.secure();
    let session_cookie = set_cookie(SESSION_COOKIE, &token, SESSION_MS / 1000, "/", secure);
    let spent = set_cookie(LOGIN_COOKIE, "", 0, "/auth", secure);
    let mut response = (StatusCode::SEE_OTHER, [(header::LOCATION, back)]).into_response();
    response
        .headers_mut()
        .append(header::SET_COOKIE, session_cookie);
    response.headers_mut().append(header::SET_COOKIE, spent);
    response
}

/// `POST /logout`: ends the session (from teban's own pages only).
pub async fn logout(
    State(web): State<Web>,
    BrowserLang(lang): BrowserLang,
    _: SameSite,
    headers: HeaderMap,
) -> Response {
    if let Some(token) = cookie(&headers, SESSION_COOKIE) {
        if let Err(e) = web.table.store().close_web_session(&hashed(token)).await {
            return ApiError::failed(&e, lang).into_response();
        }
    }
    let cleared = set_cookie(SESSION_COOKIE, "", 0, "/", web.settings.secure());
    (
        [(header::SET_COOKIE, cleared)],
        Json(json!({"logged_in": false})),
    )
        .into_response()
}

/// `GET /api/me`: who is logged in, the language the pages speak to them, and whether this is
/// local play (`local`: nobody logged in, so there is nothing to log out of).
pub async fn me(State(web): State<Web>, LoggedIn { session, lang }: LoggedIn) -> Json<Value> {
    Json(json!({
        "id": session.user.to_string(),
        "name": session.name,
        "lang": lang.code(),
        "local": web.settings.local,
    }))
}

/// The body of Discord's answer to `what`, or why there is none (a refusal names its status).
pub(super) async fn body_of(answer: reqwest::Response, what: &str) -> Result<Vec<u8>, String> {
    let status = answer.status();
    let body = answer
        .bytes()
        .await
        .map_err(|e| e.without_url().to_string())?;
    if !status.is_success() {
        return Err(format!("Discord refused {what} ({status})"));
    }
    Ok(body.to_vec())
}

impl Web {
    /// The user whose login gave `code`, and the servers they are in: the code exchanged for an
    /// access token, then `users/@me` and `users/@me/guilds`. The error says what failed, never
    /// with the secret; servers Discord did not list are none (the login still stands).
    async fn discord_user(
        &self,
        code: &str,
    ) -> Result<(DiscordUser, Vec<(GuildId, String)>), String> {
        let redirect_uri = self.settings.redirect_uri();
        let access = self.exchange(code, Some(&redirect_uri)).await?;
        let user = self.user_of(&access).await?;
        let guilds = self.guilds_of(&access).await.unwrap_or_else(|why| {
            tracing::warn!(%why, "Discord did not list a login's servers");
            Vec::new()
        });
        Ok((user, guilds))
    }

    /// The servers the access token's user is in (`users/@me/guilds`, the `guilds` scope).
    async fn guilds_of(&self, access: &str) -> Result<Vec<(GuildId, String)>, String> {
        #[derive(Deserialize)]
        struct Listed {
            id: String,
            name: String,
        }
        let body = self.as_the_user("users/@me/guilds", access).await?;
        let listed: Vec<Listed> = serde_json::from_slice(&body)
            .map_err(|e| format!("users/@me/guilds answered no servers: {e}"))?;
        Ok(listed
            .into_iter()
            .filter_map(|g| Some((GuildId(g.id.parse().ok()?), g.name)))
            .collect())
    }

    /// `code` exchanged at Discord for an access token (form-encoded, with the client secret;
    /// with the `redirect_uri` the login went through, none for the Activity's code). The error
    /// says what failed, never with the secret.
    pub(super) async fn exchange(
        &self,
        code: &str,
        redirect_uri: Option<&str>,
    ) -> Result<String, String> {
        let settings = &self.settings;
        let mut form = vec![
            ("client_id", settings.client_id.as_str()),
            ("client_secret", settings.client_secret.as_str()),
            ("grant_type", "authorization_code"),
            ("code", code),
        ];
        form.extend(redirect_uri.map(|uri| ("redirect_uri", uri)));
        let answer = self
            .discord
            .http
            .post(format!("{}/api/v10/oauth2/token", settings.api))
            .form(&form)
            .send()
            .await
            .map_err(|e| {
                format!(
                    "the code exchange did not reach Discord: {}",
                    e.without_url()
                )
            })?;
        let body = body_of(answer, "the code exchange").await?;
        let token: Value = serde_json::from_slice(&body)
            .map_err(|_| "the code exchange answered no JSON".to_string())?;
        token["access_token"]
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| "the code exchange answered no access token".to_string())
    }

    /// Who the access token `access` is (`users/@me`).
    pub(super) async fn user_of(&self, access: &str) -> Result<DiscordUser, String> {
        let body = self.as_the_user("users/@me", access).await?;
        serde_json::from_slice(&body).map_err(|e| format!("users/@me answered no user: {e}"))
    }

    /// The body of a GET of Discord's API (`path` after `/api/v10/`) as the user of the access
    /// token `access`, or why there is none.
    async fn as_the_user(&self, path: &str, access: &str) -> Result<Vec<u8>, String> {
        let answer = self
            .discord
            .http
            .get(format!("{}/api/v10/{path}", self.settings.api))
            .bearer_auth(access)
            .send()
            .await
            .map_err(|e| format!("{path} did not answer: {}", e.without_url()))?;
        body_of(answer, path).await
    }

    /// A GET of Discord's API (`path` after `/api/v10`) with the bot's token.
    pub(super) fn as_the_bot(&self, path: &str) -> reqwest::RequestBuilder {
        self.discord
            .http
            .get(format!("{}/api/v10{path}", self.settings.api))
            .header(
                header::AUTHORIZATION,
                format!("Bot {}", self.settings.bot_token),
            )
    }

    /// Whether `user` is a member of `guild`, as the bot sees it (kept [`MEMBER_CACHE_MS`]).
    pub(super) async fn member_of(&self, guild: GuildId, user: UserId) -> Result<bool, String> {
        let now = self.table.now();
        {
            let members = self
                .discord
                .members
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            if let Some((member, at)) = members.get(&(guild, user)) {
                if now - at < MEMBER_CACHE_MS {
                    return Ok(*member);
                }
            }
        }
        let answer = self
            .as_the_bot(&format!("/guilds/{guild}/members/{user}"))
            .send()
            .await
            .map_err(|e| {
                format!(
                    "the member look-up did not reach Discord: {}",
                    e.without_url()
                )
            })?;
        let member = match answer.status() {
            status if status.is_success() => true,
            StatusCode::NOT_FOUND | StatusCode::FORBIDDEN => false,
            status => return Err(format!("Discord refused the member look-up ({status})")),
        };
        let mut members = self
            .discord
            .members
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if members.len() > 10_000 {
            members.retain(|_, (_, at)| now - *at < MEMBER_CACHE_MS);
        }
        members.insert((guild, user), (member, now));
        Ok(member)
    }
}

/// The table asks whether a visitor is a member of a server (see [`crate::table::Viewer`]) of
/// Discord, through the bot; a look-up that fails is teban's failure, logged with an id.
impl Members for Web {
    fn is_member(&self, guild: GuildId, user: UserId) -> Membership<'_> {
        Box::pin(async move {
            self.member_of(guild, user)
                .await
                .map_err(|why| Refusal::failed(&why))
        })
    }
}
