//! The fake's gateway: a websocket per shard that identifies, its READY (at once, or when a test
//! lets it: [`FakeDiscord::hold_ready`]) and the fake guild on the shard that owns it.

use super::*;

pub(super) async fn serve_gateway(
    stream: tokio::net::TcpStream,
    state: Arc<Mutex<State>>,
    changed: Arc<Notify>,
) {
    let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let (mut sink, mut stream) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<Value>();
    let _ = tx.send(json!({"op": 10, "d": {"heartbeat_interval": 41_250}}));
    let writer = tokio::spawn(async move {
        while let Some(frame) = rx.recv().await {
            if sink.send(Frame::Text(frame.to_string())).await.is_err() {
                break;
            }
        }
    });
    while let Some(Ok(frame)) = stream.next().await {
        let Frame::Text(text) = frame else { continue };
        let Ok(payload) = serde_json::from_str::<Value>(&text) else {
            continue;
        };
        match payload["op"].as_u64() {
            Some(1) => {
                let _ = tx.send(json!({"op": 11}));
            }
            Some(2) => {
                let shard = match &payload["d"]["shard"] {
                    Value::Array(pair) => [0, 1].map(|i| pair[i].as_u64().unwrap_or_default()),
                    _ => [0, 1],
                };
                let mut s = state.lock().unwrap();
                s.identified.push(shard);
                if s.ready_held {
                    s.unready.push((shard, tx.clone()));
                } else {
                    ready(&mut s, shard, tx.clone());
                }
                drop(s);
                changed.notify_waiters();
            }
            _ => {}
        }
    }
    writer.abort();
}

impl FakeDiscord {
    /// From now on an IDENTIFY is recorded but not answered with READY (the shard stays
    /// identifying) until [`Self::release_ready`].
    pub fn hold_ready(&self) {
        self.state.lock().unwrap().ready_held = true;
    }

    /// Answers every IDENTIFY held since [`Self::hold_ready`] with its READY, and the next ones at
    /// once again.
    pub fn release_ready(&self) {
        let mut state = self.state.lock().unwrap();
        state.ready_held = false;
        for (shard, tx) in std::mem::take(&mut state.unready) {
            ready(&mut state, shard, tx);
        }
        drop(state);
        self.changed.notify_waiters();
    }
}

/// Answers `shard`'s IDENTIFY on the connection whose outbox is `tx`: READY, and the fake guild
/// on the shard that owns it.
fn ready(s: &mut State, shard: [u64; 2], tx: mpsc::UnboundedSender<Value>) {
    let owns_guild = shard[0] == guild_shard(shard[1]);
    // A new session: its sequence numbers start again.
    let mut connection = Connection { shard, tx, seq: 0 };
    let guilds: Vec<Value> = owns_guild
        .then(|| json!({"id": GUILD_ID.to_string(), "unavailable": true}))
        .into_iter()
        .collect();
    connection.dispatch(
        "READY",
        json!({
            "v": 10,
            "user": user_json(BOT_ID, "teban", true),
            "guilds": guilds,
            "session_id": format!("session-{}", s.identified.len()),
            "resume_gateway_url": "ws://127.0.0.1:9",
            "shard": shard,
            "application": {"id": APPLICATION_ID.to_string(), "flags": 0},
        }),
    );
    if owns_guild {
        connection.dispatch("GUILD_CREATE", guild_json());
    }
    s.connections.retain(|c| c.shard != shard);
    s.connections.push(connection);
}

pub(super) fn guild_json() -> Value {
    json!({
        "id": GUILD_ID.to_string(),
        "name": "teban test server",
        "icon": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": "1",
        "region": null,
        "afk_channel_id": null,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [],
        "emojis": [],
        "stickers": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "nsfw_level": 0,
        "premium_progress_bar_enabled": false,
        "joined_at": "2026-01-01T00:00:00.000000+00:00",
        "large": false,
        "member_count": 4,
        "members": [],
        "channels": [{"id": CHANNEL_ID.to_string(), "type": 0, "guild_id": GUILD_ID.to_string(),
                      "name": "games", "position": 0, "permission_overwrites": [], "nsfw": false}],
        "threads": [],
        "voice_states": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "unavailable": false,
    })
}
