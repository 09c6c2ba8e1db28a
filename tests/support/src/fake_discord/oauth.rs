//! The fake's side of "Log in with Discord" and of the member look-ups the web front end makes:
//! a code the fake hands out when a test logs a user in ([`FakeDiscord::authorize`]), its
//! exchange (`POST /api/oauth2/token`, also under `/api/v10/`), which asserts the form-encoded
//! fields and the client secret as Discord checks them (with the login's `redirect_uri`, or
//! none for the Activity's code), Discord's authorization page for a real
//! browser (`GET /oauth2/authorize`: the user a test named with [`FakeDiscord::consent_next`]
//! consents at once, and the browser is sent back with a code and its `state`), `GET /api/v10/users/@me` and
//! `GET /api/v10/users/@me/guilds` with the access token it gave (the fake's server, unless the
//! user left it, and [`OTHER_GUILD_ID`], "another server", where the bot is not), and with the
//! bot's token `GET /api/v10/guilds/{guild}/members/{user}` (every user is a member of the fake's
//! server but those a test sent away, [`FakeDiscord::leave_server`]; nobody is a member of another
//! server) and `GET /api/v10/channels/{channel}` (the fake's channel, `#games`).

use super::*;

/// The application's OAuth2 client id and secret the fake accepts.
pub const CLIENT_ID: &str = "900000000000000001";
pub const CLIENT_SECRET: &str = "fake-client-secret-never-shown";

/// What the fake keeps of logins.
#[derive(Default)]
pub(crate) struct Logins {
    /// Codes handed out and not exchanged yet, with their user.
    codes: Vec<(String, FakeUser)>,
    /// Access tokens given, with their user.
    tokens: Vec<(String, FakeUser)>,
    /// Users who are not (or no longer) members of the fake's server.
    pub(crate) strangers: Vec<u64>,
    /// Every token exchange's form, as sent.
    pub(crate) exchanges: Vec<Vec<(String, String)>>,
    /// Who consents on the authorization page next, first first.
    consenting: Vec<FakeUser>,
}

/// A form-encoded body's fields, in order.
fn form_fields(body: &[u8]) -> Vec<(String, String)> {
    let text = String::from_utf8_lossy(body);
    reqwest::Url::parse(&format!("http://form/?{text}"))
        .map(|url| url.query_pairs().into_owned().collect())
        .unwrap_or_default()
}

impl FakeDiscord {
    /// `user` logs in at Discord's authorization page and consents: the code Discord would send
    /// their browser back with.
    pub fn authorize(&self, user: &FakeUser) -> String {
        let code = format!("code-{}-{}", user.id, self.next_id());
        let mut s = self.state.lock().unwrap();
        s.logins.codes.push((code.clone(), user.clone()));
        code
    }

    /// The next browser sent to the fake's authorization page (`/oauth2/authorize`, what
    /// `DISCORD_AUTHORIZE_URL` is set to for a real browser) is `user`'s, who consents.
    pub fn consent_next(&self, user: &FakeUser) {
        self.state
            .lock()
            .unwrap()
            .logins
            .consenting
            .push(user.clone());
    }

    /// `user` is no longer a member of the fake's server.
    pub fn leave_server(&self, user: &FakeUser) {
        self.state.lock().unwrap().logins.strangers.push(user.id);
    }

    /// The forms of every token exchange made so far.
    pub fn token_exchanges(&self) -> Vec<Vec<(String, String)>> {
        self.state.lock().unwrap().logins.exchanges.clone()
    }
}

fn refused(status: StatusCode, why: &str) -> Response<Full<Bytes>> {
    respond(
        status,
        json!({"error": "invalid_request", "error_description": why}),
    )
}

/// Discord's authorization page: the consenting user's code, sent back to `redirect_uri` with
/// the `state` the browser came with.
fn authorization_page(s: &mut State, query: &str) -> Response<Full<Bytes>> {
    let fields = form_fields(query.as_bytes());
    let field = |name: &str| {
        fields
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.clone())
            .unwrap_or_default()
    };
    if field("client_id") != CLIENT_ID || field("response_type") != "code" {
        return refused(StatusCode::BAD_REQUEST, "client_id or response_type");
    }
    if s.logins.consenting.is_empty() {
        return refused(StatusCode::FORBIDDEN, "nobody is logging in");
    }
    let user = s.logins.consenting.remove(0);
    let code = format!(
        "code-{}-page-{}",
        user.id,
        s.logins.exchanges.len() + s.calls.len()
    );
    s.logins.codes.push((code.clone(), user));
    let mut back = match reqwest::Url::parse(&field("redirect_uri")) {
        Ok(url) => url,
        Err(_) => return refused(StatusCode::BAD_REQUEST, "redirect_uri"),
    };
    back.query_pairs_mut()
        .append_pair("code", &code)
        .append_pair("state", &field("state"));
    Response::builder()
        .status(StatusCode::SEE_OTHER)
        .header("location", back.as_str())
        .body(Full::new(Bytes::new()))
        .unwrap()
}

/// A server as `users/@me/guilds` lists it.
fn listed_guild(id: u64, name: &str) -> Value {
    json!({"id": id.to_string(), "name": name, "icon": null, "owner": false,
        "permissions": "0", "features": []})
}

/// The answer to a login's call, or `None` when `path` is not one of them.
pub(super) fn answer(
    s: &mut State,
    (method, path, query): (&str, &str, &str),
    authorization: &str,
    content_type: &str,
    body: &[u8],
) -> Option<Response<Full<Bytes>>> {
    let parts: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    Some(match (method, parts.as_slice()) {
        ("GET", ["oauth2", "authorize"]) => authorization_page(s, query),
        ("POST", ["api", "oauth2", "token"] | ["api", "v10", "oauth2", "token"]) => {
            if content_type != "application/x-www-form-urlencoded" {
                let why = format!("the token exchange must be form-encoded, not {content_type}");
                s.violations.push(why.clone());
                return Some(refused(StatusCode::BAD_REQUEST, &why));
            }
            let form = form_fields(body);
            s.logins.exchanges.push(form.clone());
            let field = |name: &str| {
                form.iter()
                    .find(|(key, _)| key == name)
                    .map(|(_, value)| value.as_str())
            };
            if field("client_id") != Some(CLIENT_ID)
                || field("client_secret") != Some(CLIENT_SECRET)
            {
                return Some(respond(
                    StatusCode::UNAUTHORIZED,
                    json!({"error": "invalid_client"}),
                ));
            }
            // The web's login sends its redirect_uri back; the Activity's exchange, none.
            if field("grant_type") != Some("authorization_code")
                || !field("redirect_uri").is_none_or(|uri| uri.ends_with("/auth/callback"))
            {
                return Some(refused(
                    StatusCode::BAD_REQUEST,
                    "grant_type or redirect_uri",
                ));
            }
            let code = field("code").unwrap_or_default();
            let Some(at) = s.logins.codes.iter().position(|(c, _)| c == code) else {
                return Some(respond(
                    StatusCode::BAD_REQUEST,
                    json!({"error": "invalid_grant"}),
                ));
            };
            let (_, user) = s.logins.codes.remove(at);
            let token = format!("access-{code}");
            s.logins.tokens.push((token.clone(), user));
            respond(
                StatusCode::OK,
                json!({"access_token": token, "token_type": "Bearer", "expires_in": 604800,
                    "refresh_token": format!("refresh-{code}"), "scope": "identify"}),
            )
        }
        ("GET", ["api", "v10", "users", "@me", "guilds"])
            if authorization.starts_with("Bearer ") =>
        {
            let token = authorization.trim_start_matches("Bearer ");
            match s.logins.tokens.iter().find(|(t, _)| t == token) {
                Some((_, user)) => {
                    let mut guilds = vec![listed_guild(OTHER_GUILD_ID, "another server")];
                    if !s.logins.strangers.contains(&user.id) {
                        guilds.insert(0, listed_guild(GUILD_ID, "teban test server"));
                    }
                    respond(StatusCode::OK, Value::Array(guilds))
                }
                None => respond(
                    StatusCode::UNAUTHORIZED,
                    json!({"message": "401: Unauthorized", "code": 0}),
                ),
            }
        }
        ("GET", ["api", "v10", "channels", channel]) if authorization == format!("Bot {TOKEN}") => {
            if *channel == CHANNEL_ID.to_string() {
                respond(
                    StatusCode::OK,
                    json!({"id": channel, "type": 0, "guild_id": GUILD_ID.to_string(),
                        "name": "games", "position": 0}),
                )
            } else {
                respond(
                    StatusCode::NOT_FOUND,
                    json!({"message": "Unknown Channel", "code": 10003}),
                )
            }
        }
        ("GET", ["api", "v10", "users", "@me"]) if authorization.starts_with("Bearer ") => {
            let token = authorization.trim_start_matches("Bearer ");
            match s.logins.tokens.iter().find(|(t, _)| t == token) {
                Some((_, user)) => {
                    let mut json = user_json(user.id, &user.name, false);
                    json["locale"] = json!(user.locale);
                    json["global_name"] = json!(user.name);
                    respond(StatusCode::OK, json)
                }
                None => respond(
                    StatusCode::UNAUTHORIZED,
                    json!({"message": "401: Unauthorized", "code": 0}),
                ),
            }
        }
        ("GET", ["api", "v10", "guilds", guild, "members", user])
            if authorization == format!("Bot {TOKEN}") =>
        {
            let user: u64 = user.parse().unwrap_or_default();
            if *guild == GUILD_ID.to_string() && !s.logins.strangers.contains(&user) {
                respond(
                    StatusCode::OK,
                    json!({"user": user_json(user, "member", false), "roles": [],
                        "joined_at": "2026-01-01T00:00:00.000000+00:00", "deaf": false,
                        "mute": false, "flags": 0}),
                )
            } else {
                respond(
                    StatusCode::NOT_FOUND,
                    json!({"message": "Unknown Member", "code": 10007}),
                )
            }
        }
        _ => return None,
    })
}
