//! The application's commands in the fake: a bulk overwrite (`PUT .../commands`, in a guild or
//! global) checked as Discord checks it, and the global commands it lists
//! (`GET /applications/{app}/commands`).
//!
//! An application with Activities has an entry-point command among its global commands
//! (`type` 4, `PRIMARY_ENTRY_POINT`, with a `handler`; [`FakeDiscord::add_entry_point`]).
//! Discord refuses a global bulk overwrite that leaves it out (HTTP 400, code 50240); guild
//! commands are not concerned.

use super::*;

/// Discord's error code for a bulk overwrite of the global commands that leaves out the
/// application's entry-point command.
pub const ENTRY_POINT_REMOVED: u64 = 50240;

/// The entry-point command Discord makes when Activities are turned on in the Developer Portal,
/// as `GET /applications/{app}/commands` lists it: `launch`, whose `handler` 2 has Discord
/// launch the Activity itself.
pub fn entry_point_command() -> Value {
    json!({
        "id": "700000000000000001",
        "application_id": APPLICATION_ID.to_string(),
        "version": "700000000000000002",
        "default_member_permissions": null,
        "type": 4,
        "name": "launch",
        "name_localizations": null,
        "description": "Launch an activity",
        "description_localizations": null,
        "dm_permission": true,
        "contexts": [0, 1, 2],
        "integration_types": [0, 1],
        "nsfw": false,
        "handler": 2,
    })
}

impl FakeDiscord {
    /// Turns Activities on for the application: its global commands hold
    /// [`entry_point_command`] from now on, as Discord keeps it there.
    pub fn add_entry_point(&self) -> Value {
        let command = entry_point_command();
        self.state
            .lock()
            .unwrap()
            .global_commands
            .push(command.clone());
        command
    }

    /// The application's global commands, as `GET /applications/{app}/commands` lists them.
    pub fn global_commands(&self) -> Vec<Value> {
        self.state.lock().unwrap().global_commands.clone()
    }
}

/// Answers a bulk overwrite of the commands (`global`, or a guild's) with `sent`, as Discord
/// does: refused whole if one command is not valid, or if it leaves out the global entry point;
/// otherwise the commands replace the previous ones and come back whole.
pub(super) fn overwrite(
    s: &mut State,
    path: &str,
    sent: &Value,
    global: bool,
) -> Response<Full<Bytes>> {
    let sent = sent.as_array().cloned().unwrap_or_default();
    let refused: Vec<String> = sent.iter().filter_map(command_refused).collect();
    if !refused.is_empty() {
        let breach = format!("{path}: {}", refused.join(", "));
        s.violations.push(breach.clone());
        return respond(
            StatusCode::BAD_REQUEST,
            json!({"message": "Invalid Form Body", "code": 50035, "errors": breach}),
        );
    }
    let kept = |entry_point: &&Value| {
        sent.iter()
            .any(|c| c["type"] == 4 && c["name"] == entry_point["name"])
    };
    if global
        && !s
            .global_commands
            .iter()
            .filter(|c| c["type"] == 4)
            .all(|c| kept(&c))
    {
        return respond(
            StatusCode::BAD_REQUEST,
            json!({
                "code": ENTRY_POINT_REMOVED,
                "message": "You cannot remove this app's Entry Point command in a bulk update \
                    operation. Please include the Entry Point command in your update request \
                    or delete it separately.",
            }),
        );
    }
    let commands: Vec<Value> = sent
        .into_iter()
        .enumerate()
        .map(|(i, mut c)| {
            // A command sent with its id keeps it (an update), as Discord does.
            c["id"] = c
                .get("id")
                .cloned()
                .unwrap_or_else(|| json!((800_000 + i).to_string()));
            c["application_id"] = json!(APPLICATION_ID.to_string());
            c["version"] = c.get("version").cloned().unwrap_or(json!("1"));
            // As sent: a permission bit set as a string, or null for everyone.
            c["default_member_permissions"] = c
                .get("default_member_permissions")
                .cloned()
                .unwrap_or(Value::Null);
            c["type"] = c.get("type").cloned().unwrap_or(json!(1));
            // Discord answers a context menu's empty description as "".
            c["description"] = c.get("description").cloned().unwrap_or(json!(""));
            c
        })
        .collect();
    if global {
        s.global_commands = commands.clone();
    }
    s.commands = commands.clone();
    respond(StatusCode::OK, Value::Array(commands))
}

/// Why Discord would refuse to register `command`, if it would: a slash command (`type` 1, the
/// default) needs a description of 1 to 100 characters; a context-menu command (`type` 2 on a
/// user, 3 on a message) has a name and neither description nor options.
fn command_refused(command: &Value) -> Option<String> {
    let name = command["name"].as_str().unwrap_or_default();
    let description = command["description"].as_str().unwrap_or_default();
    let options = command["options"].as_array().map_or(0, Vec::len);
    match command["type"].as_u64().unwrap_or(1) {
        1 if description.is_empty() || description.chars().count() > 100 => Some(format!(
            "/{name}: a slash command's description is 1 to 100 characters"
        )),
        2 | 3 if !description.is_empty() || options > 0 => Some(format!(
            "{name}: a context menu command has no description and no options"
        )),
        2 | 3
            if std::iter::once(name)
                .chain(
                    command["name_localizations"]
                        .as_object()
                        .into_iter()
                        .flatten()
                        .filter_map(|(_, n)| n.as_str()),
                )
                .any(|n| !(1..=32).contains(&n.chars().count())) =>
        {
            Some(format!(
                "{name}: a context menu's names are 1 to 32 characters"
            ))
        }
        _ => None,
    }
}
