//! The fake's REST API: each call the bot makes, answered as Discord would (or refused as
//! Discord would refuse it), and the message it made.

use super::*;

pub(super) fn respond(status: StatusCode, body: Value) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::from(
        if status == StatusCode::NO_CONTENT {
            Vec::new()
        } else {
            body.to_string().into_bytes()
        },
    )));
    *response.status_mut() = status;
    response
        .headers_mut()
        .insert("content-type", "application/json".parse().unwrap());
    response
}

/// Discord's answer to a request over a rate limit: wait `retry_after` seconds (said in the body
/// and in two headers), for every request when `global`.
pub(super) fn rate_limited(retry_after: f64, global: bool) -> Response<Full<Bytes>> {
    let mut response = respond(
        StatusCode::TOO_MANY_REQUESTS,
        json!({"message": "You are being rate limited.", "retry_after": retry_after,
            "global": global}),
    );
    let headers = response.headers_mut();
    let seconds = format!("{retry_after:.3}");
    headers.insert(
        "retry-after",
        retry_after.ceil().to_string().parse().unwrap(),
    );
    headers.insert("x-ratelimit-reset-after", seconds.parse().unwrap());
    headers.insert(
        "x-ratelimit-scope",
        if global { "global" } else { "user" }.parse().unwrap(),
    );
    if global {
        headers.insert("x-ratelimit-global", "true".parse().unwrap());
    }
    response
}

/// A failure of Discord's own (502 and the like), or its rate limit (429, 5 seconds: longer
/// than an interaction can wait for its answer).
fn failure(status: u16) -> Response<Full<Bytes>> {
    match StatusCode::from_u16(status).unwrap_or(StatusCode::BAD_GATEWAY) {
        StatusCode::TOO_MANY_REQUESTS => rate_limited(5.0, false),
        status => respond(status, json!({"message": format!("{status}"), "code": 0})),
    }
}

/// Parses a `multipart/form-data` body into its `payload_json` and files.
pub(super) fn parse_multipart(content_type: &str, body: &[u8]) -> (Value, Vec<FilePart>) {
    let boundary = content_type
        .split("boundary=")
        .nth(1)
        .expect("multipart has a boundary")
        .trim_matches('"');
    let delimiter = format!("--{boundary}").into_bytes();
    let mut json = Value::Null;
    let mut files = Vec::new();
    for part in split_bytes(body, &delimiter) {
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let part = part.strip_suffix(b"\r\n").unwrap_or(part);
        let Some(split) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let headers = String::from_utf8_lossy(&part[..split]).to_string();
        let disposition = headers
            .lines()
            .find(|l| l.to_ascii_lowercase().starts_with("content-disposition"))
            .unwrap_or_default()
            .to_string();
        let content = &part[split + 4..];
        let attr = |key: &str| {
            disposition
                .split(';')
                .map(str::trim)
                .find_map(|kv| kv.strip_prefix(&format!("{key}=")))
                .map(|v| v.trim_matches('"').to_string())
        };
        match attr("name").as_deref() {
            Some("payload_json") => json = serde_json::from_slice(content).expect("payload_json"),
            Some(field) => files.push(FilePart {
                field: field.to_string(),
                filename: attr("filename").unwrap_or_default(),
                bytes: content.to_vec(),
            }),
            None => {}
        }
    }
    (json, files)
}

pub(super) fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

pub(super) fn split_bytes<'a>(mut body: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut parts = Vec::new();
    while let Some(at) = find(body, delimiter) {
        parts.push(&body[..at]);
        body = &body[at + delimiter.len()..];
    }
    parts.push(body);
    parts
}

/// Discord's refusal of a message to (or an edit in) an archived thread.
pub(super) fn archived_thread() -> Response<Full<Bytes>> {
    respond(
        StatusCode::BAD_REQUEST,
        json!({"message": "Thread is archived", "code": 50083}),
    )
}

/// Applies an edit (content, embeds, components: whichever it carries) to the message `id`.
/// An edit that lists `attachments` replaces the message's with the files it uploads (a
/// tournament's standings picture, drawn anew).
pub(super) fn edit_in_place(messages: &mut [Value], id: &str, edit: &Value, files: &[FilePart]) {
    if let Some(message) = messages.iter_mut().find(|m| m["id"] == id) {
        for key in ["content", "embeds", "components"] {
            if let Some(value) = edit.get(key) {
                message[key] = value.clone();
            }
        }
        if edit.get("attachments").is_some() {
            let number: u64 = id.parse().unwrap_or_default();
            message["attachments"] = attachments_json(number, files);
        }
        message["edited_timestamp"] = json!("2026-01-01T00:01:00.000000+00:00");
    }
}

/// The attachments Discord makes of the files uploaded with message `id`.
fn attachments_json(id: u64, files: &[FilePart]) -> Value {
    files
        .iter()
        .enumerate()
        .map(|(i, f)| {
            json!({
                "id": (id.wrapping_mul(10) + i as u64).to_string(),
                "filename": f.filename,
                "size": f.bytes.len(),
                "url": format!("https://cdn.example/{}", f.filename),
                "proxy_url": format!("https://cdn.example/{}", f.filename),
            })
        })
        .collect::<Vec<_>>()
        .into()
}

/// A message object as Discord returns it for what the bot `sent` to `channel` (of `guild`; none
/// in a DM).
pub(super) fn message_from(
    id: u64,
    channel: u64,
    guild: Option<u64>,
    sent: &Value,
    files: &[FilePart],
) -> Value {
    let attachments = attachments_json(id, files);
    json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "guild_id": guild.map(|g| g.to_string()),
        "author": user_json(BOT_ID, "teban", true),
        "content": sent["content"].as_str().unwrap_or_default(),
        "timestamp": "2026-01-01T00:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": attachments,
        "embeds": sent.get("embeds").cloned().unwrap_or(json!([])),
        "pinned": false,
        "type": 0,
        "flags": sent["flags"].as_u64().unwrap_or(0),
        "components": sent.get("components").cloned().unwrap_or(json!([])),
    })
}

/// Records on the call at `index` how the fake answered it (`response`): its status and, for a
/// refusal, Discord's JSON error code.
fn recorded(s: &mut State, index: usize, response: Response<Full<Bytes>>) -> Response<Full<Bytes>> {
    use futures_util::FutureExt;
    let (parts, body) = response.into_parts();
    let bytes = body
        .collect()
        .now_or_never()
        .and_then(Result::ok)
        .map(|b| b.to_bytes())
        .unwrap_or_default();
    let status = parts.status.as_u16();
    let code = serde_json::from_slice::<Value>(&bytes)
        .ok()
        .and_then(|body| body["code"].as_u64())
        .filter(|_| status >= 400);
    if let Some(call) = s.calls.get_mut(index) {
        call.status = status;
        call.code = code;
    }
    Response::from_parts(parts, Full::new(bytes))
}

pub(super) async fn handle_rest(
    req: Request<Incoming>,
    state: Arc<Mutex<State>>,
    changed: Arc<Notify>,
    ws_url: String,
) -> Result<Response<Full<Bytes>>, std::io::Error> {
    let method = req.method().to_string();
    let path = req.uri().path().to_string();
    let query = req.uri().query().unwrap_or_default().to_string();
    let authorization = req
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let authorized = authorization == format!("Bot {TOKEN}");
    let content_type = req
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let body = req
        .into_body()
        .collect()
        .await
        .map(|b| b.to_bytes())
        .unwrap_or_default();
    let (json, files) = if content_type.starts_with("multipart/form-data") {
        parse_multipart(&content_type, &body)
    } else {
        (
            serde_json::from_slice(&body).unwrap_or(Value::Null),
            Vec::new(),
        )
    };
    let call_query = query.clone();
    let call = Call {
        method: method.clone(),
        path: path.clone(),
        query,
        json: json.clone(),
        files: files.clone(),
        created: None,
        status: 0,
        code: None,
    };

    let call_is_callback = call.is_callback();
    let response = {
        let mut s = state.lock().unwrap();
        let sent = if call.is_callback() {
            &call.json["data"]
        } else {
            &call.json
        };
        let breached = breaches(sent, call.callback_type());
        let breached = (!breached.is_empty()).then(|| format!("{path}: {}", breached.join(", ")));
        s.calls.push(call);
        let index = s.calls.len() - 1;
        let message_id = 5_000_000 + s.calls.len() as u64;
        let parts: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
        let login = super::oauth::answer(
            &mut s,
            (&method, &path, &call_query),
            &authorization,
            &content_type,
            &body,
        );
        let instance = super::activities::answer(&mut s, (&method, &path), &authorization);
        let no_access = s.missing_access(&parts);
        let response = if let Some(login) = login {
            login
        } else if let Some(instance) = instance {
            instance
        } else if !authorized {
            respond(
                StatusCode::UNAUTHORIZED,
                json!({"message": "401: Unauthorized", "code": 0}),
            )
        } else if let Some(breach) = breached {
            s.violations.push(breach.clone());
            respond(
                StatusCode::BAD_REQUEST,
                json!({"message": "Invalid Form Body", "code": 50035, "errors": breach}),
            )
        } else if let Some(refused) = no_access {
            refused
        } else if s.failing_posts
            && method == "POST"
            && matches!(parts.as_slice(), ["channels", _, "messages"])
        {
            respond(
                StatusCode::INTERNAL_SERVER_ERROR,
                json!({"message": "500: Internal Server Error", "code": 0}),
            )
        } else if let Some(status) = s
            .failing_callbacks
            .filter(|_| method == "POST" && matches!(parts.as_slice(), [.., "callback"]))
        {
            failure(status)
        } else if !s.limited_callbacks.is_empty()
            && method == "POST"
            && matches!(parts.as_slice(), [.., "callback"])
        {
            let retry_after = s.limited_callbacks.remove(0);
            rate_limited(retry_after, false)
        } else if !s.limited_follow_ups.is_empty()
            && method == "POST"
            && matches!(parts.as_slice(), ["webhooks", _, _])
        {
            let retry_after = s.limited_follow_ups.remove(0);
            rate_limited(retry_after, false)
        } else if let Some(at) = s.limited_posts.iter().position(|(channel, _, _)| {
            method == "POST" && parts.as_slice() == ["channels", channel.as_str(), "messages"]
        }) {
            let (_, retry_after, global) = s.limited_posts.remove(at);
            rate_limited(retry_after, global)
        } else if let Some(answer) = super::answers::answer(
            &mut s,
            (&method, parts.as_slice()),
            &json,
            &files,
            message_id,
        ) {
            answer
        } else {
            match (method.as_str(), parts.as_slice()) {
                ("GET", ["gateway"]) => respond(StatusCode::OK, json!({"url": ws_url})),
                // `max_concurrency` 16 lets 16 shards identify at once, as Discord allows
                // large bots (serenity 0.12.5 does not read it: see `SHARD_BOOT_GAP`).
                ("GET", ["gateway", "bot"]) => respond(
                    StatusCode::OK,
                    json!({"url": ws_url, "shards": s.recommended_shards, "session_start_limit":
                        {"total": 1000, "remaining": 999, "reset_after": 0,
                         "max_concurrency": 16}}),
                ),
                ("GET", ["oauth2", "applications", "@me"]) => respond(
                    StatusCode::OK,
                    json!({
                        "id": APPLICATION_ID.to_string(), "name": "teban", "icon": null,
                        "description": "", "bot_public": true, "bot_require_code_grant": false,
                        "verify_key": "00", "flags": 0,
                        "owner": user_json(1, "owner", false),
                    }),
                ),
                ("GET", ["users", "@me"]) => {
                    respond(StatusCode::OK, user_json(BOT_ID, "teban", true))
                }
                ("GET", ["applications", _, "commands"]) => {
                    respond(StatusCode::OK, Value::Array(s.global_commands.clone()))
                }
                ("PUT", ["applications", _, "guilds", _, "commands"]) => {
                    super::commands::overwrite(&mut s, &path, &json, false)
                }
                ("PUT", ["applications", _, "commands"]) => {
                    super::commands::overwrite(&mut s, &path, &json, true)
                }
                ("POST", ["channels", channel, "messages"]) if s.is_archived(channel) => {
                    archived_thread()
                }
                ("POST", ["channels", channel, "messages"]) if s.is_closed_dm(channel) => respond(
                    StatusCode::FORBIDDEN,
                    json!({"message": "Cannot send messages to this user", "code": 50007}),
                ),
                // The DM channel with a user: one per user, the same at every call.
                ("POST", ["users", "@me", "channels"]) => {
                    match json["recipient_id"]
                        .as_str()
                        .and_then(|id| id.parse::<u64>().ok())
                    {
                        Some(user) => respond(
                            StatusCode::OK,
                            json!({
                                "id": (DM_CHANNELS + user).to_string(),
                                "type": 1,
                                "last_message_id": null,
                                "recipients": [user_json(user, "player", false)],
                            }),
                        ),
                        None => respond(
                            StatusCode::BAD_REQUEST,
                            json!({"message": "Invalid Form Body", "code": 50035}),
                        ),
                    }
                }
                ("POST", ["channels", channel, "messages"]) => {
                    // Discord's de-duplication: the same enforced nonce answers the message it
                    // made before, and makes no new one.
                    let nonce = json["nonce"].as_str().map(str::to_string);
                    let enforced = json["enforce_nonce"].as_bool() == Some(true);
                    let seen = nonce
                        .as_ref()
                        .filter(|_| enforced)
                        .and_then(|n| s.nonces.iter().find(|(m, _)| m == n))
                        .map(|(_, message)| message.clone());
                    match seen {
                        Some(message) => respond(StatusCode::OK, message),
                        None => {
                            let channel = channel.parse().unwrap_or(CHANNEL_ID);
                            let guild = s.guild_of(channel);
                            let message = message_from(message_id, channel, guild, &json, &files);
                            if let (Some(nonce), true) = (nonce, enforced) {
                                s.nonces.push((nonce, message.clone()));
                            }
                            s.messages.push(message.clone());
                            s.calls.last_mut().unwrap().created = Some(message_id.to_string());
                            respond(StatusCode::OK, message)
                        }
                    }
                }
                ("PATCH", ["channels", channel, "messages", _]) if s.is_archived(channel) => {
                    archived_thread()
                }
                ("PATCH", ["channels", _, "messages", id]) => {
                    match s.messages.iter().any(|m| m["id"] == *id) {
                        true => {
                            edit_in_place(&mut s.messages, id, &json, &files);
                            let message = s.messages.iter().find(|m| m["id"] == *id).cloned();
                            respond(StatusCode::OK, message.unwrap_or_default())
                        }
                        false => super::answers::unknown_message(),
                    }
                }
                ("POST", ["channels", parent, "messages", id, "threads"]) => {
                    let id = id.parse().unwrap_or_default();
                    s.open_thread(parent, id, true, &json)
                }
                ("POST", ["channels", parent, "threads"]) => {
                    s.open_thread(parent, message_id, false, &json)
                }
                ("PUT", ["channels", thread, "thread-members", user]) => {
                    match s.threads.iter_mut().find(|t| t.id.to_string() == *thread) {
                        Some(thread) => {
                            thread.members.push(user.parse().unwrap_or_default());
                            respond(StatusCode::NO_CONTENT, Value::Null)
                        }
                        None => respond(
                            StatusCode::NOT_FOUND,
                            json!({"message": "Unknown Channel", "code": 10003}),
                        ),
                    }
                }
                ("PATCH", ["channels", thread]) => {
                    match s.threads.iter_mut().find(|t| t.id.to_string() == *thread) {
                        Some(thread) => {
                            if let Some(archived) = json["archived"].as_bool() {
                                thread.archived = archived;
                            }
                            respond(StatusCode::OK, thread.json())
                        }
                        None => respond(
                            StatusCode::NOT_FOUND,
                            json!({"message": "Unknown Channel", "code": 10003}),
                        ),
                    }
                }
                _ => respond(
                    StatusCode::NOT_FOUND,
                    json!({"message": format!("the fake has no {method} {path}"), "code": 0}),
                ),
            }
        };
        recorded(&mut s, index, response)
    };
    let call_is_post =
        method == "POST" && path.ends_with("/messages") && path.contains("/channels/");
    let hung = match (call_is_callback, call_is_post) {
        (true, _) => state.lock().unwrap().hung_callback.take(),
        (_, true) => state.lock().unwrap().hung_post.take(),
        _ => None,
    };
    let taken_follow_up = method == "POST"
        && response.status() == StatusCode::OK
        && matches!(
            path.trim_start_matches("/api/v10/")
                .split('/')
                .collect::<Vec<_>>()[..],
            ["webhooks", _, _]
        );
    let unanswered = match taken_follow_up {
        true => state.lock().unwrap().unanswered_follow_up.take(),
        false => None,
    };
    changed.notify_waiters();
    if let Some(hung) = hung {
        let _ = hung.await;
    }
    match unanswered {
        Some(Unanswered::Hangs(hung)) => drop(hung.await),
        // hyper closes the connection without an answer when the service fails.
        Some(Unanswered::Dropped) => {
            return Err(std::io::Error::new(
                std::io::ErrorKind::ConnectionAborted,
                "the fake drops the connection: the follow-up was taken, and never answered",
            ))
        }
        None => {}
    }
    Ok(response)
}
