//! The web front end as a browser meets it: the real `teban` binary run as the bot on the fake
//! Discord with `WEB_ADDR` set, and a client that keeps its cookies by hand, follows no redirect
//! and sends what teban's own pages send (`Origin`), so that each test says which header it
//! changes.

use std::net::SocketAddr;
use std::path::Path;

use reqwest::header::{HeaderMap, HeaderValue};
use reqwest::{Method, StatusCode};
use serde_json::Value;

use super::bot::{set_clock, Bot, GLOBAL_COMMANDS, T0};
use super::fake_discord::{FakeDiscord, FakeUser, CLIENT_ID, CLIENT_SECRET};

/// Where the fake sends a browser to log in (never reached: the test plays Discord's part).
pub const AUTHORIZE_URL: &str = "https://discord.example/oauth2/authorize";

/// The environment that turns the web front end on, on a port the system picks.
pub const WEB_ENV: [(&str, &str); 4] = [
    ("WEB_ADDR", "127.0.0.1:0"),
    ("DISCORD_CLIENT_ID", CLIENT_ID),
    ("DISCORD_CLIENT_SECRET", CLIENT_SECRET),
    ("DISCORD_AUTHORIZE_URL", AUTHORIZE_URL),
];

/// A bot with its web front end, on the fake, its clock driven from `dir/now` (at [`T0`]).
pub async fn web_bot(fake: &FakeDiscord, dir: &Path) -> (Bot, String) {
    web_bot_sending_logins_to(fake, dir, AUTHORIZE_URL, &[]).await
}

/// [`web_bot`] registering its commands globally ([`GLOBAL_COMMANDS`]): where players who
/// installed teban for themselves play anywhere.
pub async fn web_bot_with_global_commands(fake: &FakeDiscord, dir: &Path) -> (Bot, String) {
    web_bot_sending_logins_to(fake, dir, AUTHORIZE_URL, &[GLOBAL_COMMANDS]).await
}

/// [`web_bot`] on an application with Activities (`ACTIVITY=on`): Open board launches the
/// Activity.
pub async fn activity_bot(fake: &FakeDiscord, dir: &Path) -> (Bot, String) {
    web_bot_sending_logins_to(fake, dir, AUTHORIZE_URL, &[("ACTIVITY", "on")]).await
}

/// [`web_bot`] for a real browser: its login goes to the fake's own authorization page, where
/// the user named by [`FakeDiscord::consent_next`] consents.
pub async fn web_bot_for_a_browser(fake: &FakeDiscord, dir: &Path) -> (Bot, String) {
    let page = format!("{}/oauth2/authorize", fake.base);
    web_bot_sending_logins_to(fake, dir, &page, &[]).await
}

/// [`web_bot`] (for a real browser: [`web_bot_for_a_browser`]) with its metrics served too: the
/// bot, its web's base and where its metrics are (`METRICS_ADDR`).
pub async fn web_bot_with_metrics(
    fake: &FakeDiscord,
    dir: &Path,
    for_a_browser: bool,
) -> (Bot, String, SocketAddr) {
    let metrics = super::probe::free_address();
    let at = metrics.to_string();
    let logins = match for_a_browser {
        true => format!("{}/oauth2/authorize", fake.base),
        false => AUTHORIZE_URL.to_string(),
    };
    let extra = [("METRICS_ADDR", at.as_str())];
    let (bot, base) = web_bot_sending_logins_to(fake, dir, &logins, &extra).await;
    (bot, base, metrics)
}

/// The sum of the samples of `metric` at `at` whose labels hold `labels` (`viewer="spectator"`,
/// or empty for all), as Prometheus writes them; 0 while none is counted.
pub async fn counted(at: SocketAddr, metric: &str, labels: &str) -> f64 {
    let (status, text) = super::probe::get(at, "/metrics")
        .await
        .expect("the metrics answer");
    assert_eq!(status, 200, "{text}");
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.rsplit_once(' '))
        .filter(|(name, _)| {
            let (bare, rest) = name.split_once('{').unwrap_or((name, ""));
            bare == metric && rest.contains(labels)
        })
        .map(|(_, value)| value.parse::<f64>().expect("a sample's value"))
        .sum()
}

async fn web_bot_sending_logins_to(
    fake: &FakeDiscord,
    dir: &Path,
    authorize_url: &str,
    extra: &[(&str, &str)],
) -> (Bot, String) {
    set_clock(dir, T0);
    let clock = dir.join("now").display().to_string();
    let mut env = WEB_ENV.to_vec();
    env.retain(|(name, _)| *name != "DISCORD_AUTHORIZE_URL");
    env.push(("DISCORD_AUTHORIZE_URL", authorize_url));
    env.push(("TEBAN_TEST_CLOCK_FILE", &clock));
    env.extend_from_slice(extra);
    let bot = Bot::start(fake, dir, &env);
    fake.wait_ready(1).await;
    bot.wait_log("serving the web at http://").await;
    let log = bot.log_text();
    let base = log
        .split("serving the web at ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .expect("the web's address in the log")
        .to_string();
    (bot, base)
}

/// An answer: status, headers, body as JSON (Null when it is none) and as text.
pub struct Answer {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub json: Value,
    pub text: String,
}

impl Answer {
    pub fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
    }

    /// The `error` word of a refusal.
    pub fn error(&self) -> &str {
        self.json["error"].as_str().unwrap_or_default()
    }
}

/// A browser on teban's site.
pub struct Browser {
    pub base: String,
    http: reqwest::Client,
    /// The cookies it holds, `name=value`.
    pub cookies: Vec<(String, String)>,
}

impl Browser {
    pub fn new(base: &str) -> Browser {
        Browser {
            base: base.to_string(),
            http: reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .unwrap(),
            cookies: Vec::new(),
        }
    }

    /// Sends `method path` with `body` (raw) and `extra` headers, keeps the cookies it is given.
    pub async fn send(
        &mut self,
        method: Method,
        path: &str,
        body: Option<String>,
        extra: &[(&'static str, &str)],
    ) -> Answer {
        let mut request = self.http.request(method, format!("{}{path}", self.base));
        if !self.cookies.is_empty() {
            let cookies: Vec<String> = self
                .cookies
                .iter()
                .map(|(name, value)| format!("{name}={value}"))
                .collect();
            request = request.header("cookie", cookies.join("; "));
        }
        if let Some(body) = body {
            request = request
                .header("content-type", "application/json")
                .body(body);
        }
        for (name, value) in extra {
            request = request.header(*name, HeaderValue::from_str(value).unwrap());
        }
        let answer = request.send().await.expect("the web server answers");
        let (status, headers) = (answer.status(), answer.headers().clone());
        for set in headers.get_all("set-cookie") {
            let set = set.to_str().unwrap();
            let pair = set.split(';').next().unwrap();
            let (name, value) = pair.split_once('=').unwrap();
            self.cookies.retain(|(n, _)| n != name);
            if !value.is_empty() && !set.contains("Max-Age=0") {
                self.cookies.push((name.to_string(), value.to_string()));
            }
        }
        let text = answer.text().await.unwrap_or_default();
        Answer {
            status,
            headers,
            json: serde_json::from_str(&text).unwrap_or(Value::Null),
            text,
        }
    }

    pub async fn get(&mut self, path: &str) -> Answer {
        self.send(Method::GET, path, None, &[]).await
    }

    /// A POST as teban's own page sends it: JSON, from teban's origin.
    pub async fn post(&mut self, path: &str, body: Value) -> Answer {
        let origin = self.base.clone();
        self.send(
            Method::POST,
            path,
            Some(body.to_string()),
            &[("origin", &origin), ("sec-fetch-site", "same-origin")],
        )
        .await
    }

    /// Logs `user` in through the whole OAuth2 flow (the fake plays Discord's page), coming
    /// back to `next`: where the login sent the browser in the end.
    pub async fn log_in(&mut self, fake: &FakeDiscord, user: &FakeUser, next: &str) -> String {
        let away = self.get(&format!("/login?next={next}")).await;
        assert_eq!(away.status, StatusCode::SEE_OTHER, "{}", away.text);
        let to = reqwest::Url::parse(away.header("location")).unwrap();
        let state = to
            .query_pairs()
            .find(|(k, _)| k == "state")
            .map(|(_, v)| v.into_owned())
            .expect("a state");
        let code = fake.authorize(user);
        let back = self
            .get(&format!("/auth/callback?code={code}&state={state}"))
            .await;
        assert_eq!(back.status, StatusCode::SEE_OTHER, "{}", back.text);
        back.header("location").to_string()
    }

    /// The game `id` as the page reads it.
    pub async fn game(&mut self, id: i64) -> Answer {
        self.get(&format!("/api/games/{id}")).await
    }
}

/// The number of the game whose Board button the fake Discord was last shown (`board:ID`).
pub async fn game_on_board_button(fake: &FakeDiscord) -> i64 {
    let begun = fake.message_with_button("board:").await;
    begun
        .to_string()
        .split("board:")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .and_then(|id| id.parse().ok())
        .expect("the game's number")
}
