//! The web front end's settings: where it listens, the address players reach, and the Discord
//! application that logs them in. They are read from the environment (see `.env.example`) with
//! every other setting, by [`crate::config`]. The client secret and the bot's token are kept here
//! and never printed (`Debug` leaves them out).

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
}
