//! The web front end's settings, from the environment (see `.env.example`): where it listens,
//! the address players reach, and the Discord application that logs them in. The client secret
//! and the bot's token are kept here and never printed (`Debug` leaves them out).

use std::fmt;
use std::net::SocketAddr;

/// Where a browser is sent to log in with Discord unless `DISCORD_AUTHORIZE_URL` says otherwise.
pub const DISCORD_AUTHORIZE_URL: &str = "https://discord.com/oauth2/authorize";
/// Where teban's own calls to Discord go unless `DISCORD_PROXY_URL` says otherwise.
pub const DISCORD_API: &str = "https://discord.com";

/// The web front end's settings.
#[derive(Clone)]
pub struct Settings {
    /// `WEB_ADDR`: the address and port the server listens on (`127.0.0.1:8080`).
    pub addr: SocketAddr,
    /// `PUBLIC_URL`: what players reach (behind the operator's TLS proxy), without a trailing
    /// slash; empty when unset, then [`crate::web::serve`] makes it `http://` and the address
    /// it listens on. Links and the login's return address are made on it.
    pub public_url: String,
    /// `DISCORD_CLIENT_ID`: the application's id (its OAuth2 client id).
    pub client_id: String,
    /// `DISCORD_CLIENT_SECRET`: the application's OAuth2 secret (never logged nor shown).
    pub client_secret: String,
    /// `DISCORD_AUTHORIZE_URL`: where a browser is sent to log in.
    pub authorize_url: String,
    /// Where the code exchange, `users/@me` and member look-ups go: `DISCORD_PROXY_URL` when set,
    /// else Discord itself.
    pub api: String,
    /// The bot's token (`DISCORD_TOKEN`), for the member look-ups (never logged nor shown).
    pub bot_token: String,
    /// Local play (`teban web`): no Discord, no login; the visitor starts games from `/`.
    pub local: bool,
}

impl fmt::Debug for Settings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Settings")
            .field("addr", &self.addr)
            .field("public_url", &self.public_url)
            .field("client_id", &self.client_id)
            .field("authorize_url", &self.authorize_url)
            .field("api", &self.api)
            .field("local", &self.local)
            .finish_non_exhaustive()
    }
}

impl Settings {
    /// Whether the cookies must be `Secure`: players reach teban over https.
    pub fn secure(&self) -> bool {
        self.public_url.starts_with("https://")
    }

    /// The address Discord sends a browser back to after login.
    pub fn redirect_uri(&self) -> String {
        format!("{}/auth/callback", self.public_url)
    }

    /// Local play at `addr` (`teban web`): no Discord application, no login.
    pub fn local(addr: SocketAddr) -> Settings {
        Settings {
            addr,
            public_url: String::new(),
            client_id: String::new(),
            client_secret: String::new(),
            authorize_url: String::new(),
            api: String::new(),
            bot_token: String::new(),
            local: true,
        }
    }

    /// The settings from the environment; `None` when `WEB_ADDR` is unset (no web server), or
    /// what is wrong. `bot_token` and `proxy` are the bot's own (`DISCORD_TOKEN`,
    /// `DISCORD_PROXY_URL`).
    pub fn from_env(bot_token: &str, proxy: Option<&str>) -> Result<Option<Settings>, String> {
        let var = |name: &str| {
            std::env::var(name)
                .ok()
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let Some(addr) = var("WEB_ADDR") else {
            return Ok(None);
        };
        let addr: SocketAddr = addr.parse().map_err(|_| {
            format!(
                "WEB_ADDR must be an IP address and a port, such as 127.0.0.1:8080, not `{addr}`"
            )
        })?;
        let public_url = match var("PUBLIC_URL") {
            Some(url) if url.starts_with("https://") || url.starts_with("http://") => {
                url.trim_end_matches('/').to_string()
            }
            Some(url) => {
                return Err(format!(
                    "PUBLIC_URL must start with https:// (or http://), not `{url}`"
                ))
            }
            None => String::new(),
        };
        let needed = |name: &str| {
            var(name).ok_or_else(|| {
                format!("{name} is needed with WEB_ADDR (the application's OAuth2 page on the developer portal)")
            })
        };
        Ok(Some(Settings {
            addr,
            public_url,
            client_id: needed("DISCORD_CLIENT_ID")?,
            client_secret: needed("DISCORD_CLIENT_SECRET")?,
            authorize_url: var("DISCORD_AUTHORIZE_URL")
                .unwrap_or_else(|| DISCORD_AUTHORIZE_URL.to_string()),
            api: proxy
                .map(|p| p.trim_end_matches('/').to_string())
                .unwrap_or_else(|| DISCORD_API.to_string()),
            bot_token: bot_token.to_string(),
            local: false,
        }))
    }
}
