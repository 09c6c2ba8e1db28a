//! Discord's side of an Activity's frame, played on loopback: a small server that stands for both
//! of Discord's hosts. Its `/discord` is the parent page of Discord's client (it answers the SDK's
//! postMessage protocol: the handshake with READY, then AUTHORIZE with the code the test got from
//! the fake Discord, AUTHENTICATE, GET_ACTIVITY_INSTANCE_CONNECTED_PARTICIPANTS, SUBSCRIBE,
//! CAPTURE_LOG), which frames the Activity where Discord opens it: the root, with Discord's query
//! (`/?frame_id=…&instance_id=…&platform=desktop&guild_id=…&channel_id=…`). Every other path is
//! the Activity's host, `CLIENT_ID.discordsays.com`, whose URL mapping `/` → teban forwards it to
//! teban's web server (with or without the `/.proxy` prefix, which it drops), streamed (the live
//! events), as Discord's proxy does. Parent and Activity share its origin, as `discord.com` and
//! `CLIENT_ID.discordsays.com` are each the other's: the SDK takes messages from its own origin.

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use serde_json::{json, Value};

use crate::support::fake_discord::FakeUser;

/// The parent page: the Activity in a frame that fills it, and Discord's answers to its SDK.
/// What the Activity asked and logged is kept in `window.commands` and `window.captured`;
/// `window.participantsNow(list)` says who is in the Activity now.
const PARENT: &str = r#"<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Discord</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>html, body { margin: 0; height: 100%; } iframe { border: 0; width: 100%; height: 100%; display: block; }</style>
</head><body><iframe id="activity" title="Activity"></iframe>
<script>
const query = new URLSearchParams(location.search);
const me = JSON.parse(query.get("user"));
let participants = JSON.parse(query.get("participants"));
const frame = document.getElementById("activity");
window.commands = [];
window.captured = [];
const send = (message) => frame.contentWindow.postMessage(message, location.origin);
const reply = (cmd, nonce, data) => send([1, { cmd, evt: null, nonce, data }]);
const dispatch = (evt, data) => send([1, { cmd: "DISPATCH", evt, nonce: null, data }]);
window.participantsNow = (list) => {
  participants = list;
  dispatch("ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE", { participants });
};
addEventListener("message", (event) => {
  if (event.source !== frame.contentWindow || event.origin !== location.origin) return;
  const [opcode, payload] = event.data;
  if (opcode === 0) {
    window.handshake = payload;
    dispatch("READY", {
      v: 1,
      config: { api_endpoint: "//discord.com/api", environment: "production" },
      user: { id: me.id, username: me.username, discriminator: "0" },
    });
    return;
  }
  if (opcode !== 1) return;
  const { cmd, args, nonce } = payload;
  window.commands.push(cmd);
  switch (cmd) {
    case "AUTHORIZE":
      window.authorize = args;
      return reply(cmd, nonce, { code: query.get("code") });
    case "AUTHENTICATE":
      window.authenticated = args.access_token;
      return reply(cmd, nonce, {
        access_token: args.access_token,
        user: { id: me.id, username: me.username, discriminator: "0", public_flags: 0 },
        scopes: ["identify"],
        expires: "2099-01-01T00:00:00.000Z",
        application: { id: window.handshake.client_id, name: "teban", description: "" },
      });
    case "GET_ACTIVITY_INSTANCE_CONNECTED_PARTICIPANTS":
      return reply(cmd, nonce, { participants });
    case "SUBSCRIBE":
      return reply(cmd, nonce, { evt: payload.evt });
    case "CAPTURE_LOG":
      window.captured.push(args);
      return reply(cmd, nonce, null);
    default:
      return reply(cmd, nonce, null);
  }
});
frame.src = "/?" + new URLSearchParams({
  frame_id: "frame-" + me.id,
  instance_id: query.get("instance_id"),
  channel_id: query.get("channel_id"),
  guild_id: query.get("guild_id"),
  platform: "desktop",
});
</script></body></html>
"#;

/// Where an Activity is launched: its instance, channel and server.
pub struct Launch {
    pub instance: String,
    pub channel: u64,
    pub guild: u64,
}

/// A user as Discord's client describes them to an Activity (a participant).
pub fn participant(user: &FakeUser) -> Value {
    json!({
        "id": user.id.to_string(), "username": user.name, "global_name": null,
        "discriminator": "0", "avatar": null, "flags": 0, "bot": false,
    })
}

/// The loopback Discord client and proxy in front of teban at `teban`.
pub struct DiscordFrame {
    pub base: String,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for DiscordFrame {
    fn drop(&mut self) {
        self.server.abort();
    }
}

#[derive(Clone)]
struct Upstream {
    teban: String,
    http: reqwest::Client,
}

impl DiscordFrame {
    pub async fn start(teban: &str) -> DiscordFrame {
        let upstream = Upstream {
            teban: teban.trim_end_matches('/').to_string(),
            http: reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .build()
                .unwrap(),
        };
        let app = Router::new()
            .route(PARENT_PATH, get(|| async { Html(PARENT) }))
            .fallback(forward)
            .with_state(upstream);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let server = tokio::spawn(async move {
            axum::serve(listener, app).await.unwrap();
        });
        DiscordFrame { base, server }
    }

    /// The parent page's path for `user`, launching at `launch` with `code` (from the fake
    /// Discord's authorization), `participants` in the Activity.
    pub fn path(
        &self,
        user: &FakeUser,
        code: &str,
        launch: &Launch,
        participants: &[Value],
    ) -> String {
        let mut url = reqwest::Url::parse(&self.base).unwrap();
        url.query_pairs_mut().extend_pairs([
            ("user", participant(user).to_string()),
            ("code", code.to_string()),
            ("instance_id", launch.instance.clone()),
            ("channel_id", launch.channel.to_string()),
            ("guild_id", launch.guild.to_string()),
            (
                "participants",
                Value::from(participants.to_vec()).to_string(),
            ),
        ]);
        format!("{PARENT_PATH}?{}", url.query().unwrap())
    }
}

/// Where the loopback serves Discord's client page (anything else is the Activity's host).
const PARENT_PATH: &str = "/discord";

/// The URL mapping `/` → teban: `/{rest}` (or `/.proxy/{rest}`) → teban's `/{rest}`, the method,
/// headers and body as sent, the answer's status, headers and body as it comes (streamed).
async fn forward(
    State(upstream): State<Upstream>,
    uri: Uri,
    method: Method,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> Response {
    let path = uri.path();
    let rest = path.strip_prefix("/.proxy").unwrap_or(path);
    let query = uri.query().map(|q| format!("?{q}")).unwrap_or_default();
    let mut sent = upstream
        .http
        .request(method, format!("{}{rest}{query}", upstream.teban))
        .body(body);
    for (name, value) in &headers {
        if name != "host" && name != "content-length" {
            sent = sent.header(name, value);
        }
    }
    let Ok(mut answer) = sent.send().await else {
        return StatusCode::BAD_GATEWAY.into_response();
    };
    let mut response = Response::builder().status(answer.status());
    for (name, value) in answer.headers() {
        if !matches!(
            name.as_str(),
            "content-length" | "transfer-encoding" | "connection"
        ) {
            response = response.header(name, value);
        }
    }
    let (chunks, read) =
        tokio::sync::mpsc::channel::<Result<axum::body::Bytes, reqwest::Error>>(16);
    tokio::spawn(async move {
        loop {
            match answer.chunk().await {
                Ok(Some(chunk)) => {
                    if chunks.send(Ok(chunk)).await.is_err() {
                        break;
                    }
                }
                Ok(None) => break,
                Err(e) => {
                    let _ = chunks.send(Err(e)).await;
                    break;
                }
            }
        }
    });
    response
        .body(Body::from_stream(
            tokio_stream::wrappers::ReceiverStream::new(read),
        ))
        .unwrap()
}
