//! The fake's Activity instances: a test opens one in a channel with the users in it
//! ([`FakeDiscord::open_activity`]), and the fake answers
//! `GET /api/v10/applications/{app}/activity-instances/{id}` as Discord does, to the bot's token
//! only: the instance's location (channel, server) and its users; an unknown instance is a 404.
//! Every look-up is recorded with the authorization it carried
//! ([`FakeDiscord::activity_lookups`]).

use super::*;

/// An Activity open in a channel.
#[derive(Clone, Debug)]
pub(crate) struct Instance {
    id: String,
    channel: u64,
    guild: Option<u64>,
    users: Vec<u64>,
}

/// What the fake keeps of Activities.
#[derive(Default)]
pub(crate) struct Activities {
    instances: Vec<Instance>,
    /// Every instance look-up: the instance asked for and the `Authorization` sent.
    lookups: Vec<(String, String)>,
}

impl FakeDiscord {
    /// The Activity is opened in `channel` (of `guild`; `None`: a DM) and `users` join it: the
    /// instance's id, as the page's SDK reads it (`discordSdk.instanceId`).
    pub fn open_activity(&self, channel: u64, guild: Option<u64>, users: &[&FakeUser]) -> String {
        let id = format!("i-{}-gc-{channel}", self.next_id());
        let instance = Instance {
            id: id.clone(),
            channel,
            guild,
            users: users.iter().map(|u| u.id).collect(),
        };
        let mut s = self.state.lock().unwrap();
        s.activities.instances.push(instance);
        id
    }

    /// Every activity-instance look-up so far: the instance asked for and the authorization.
    pub fn activity_lookups(&self) -> Vec<(String, String)> {
        self.state.lock().unwrap().activities.lookups.clone()
    }
}

/// The answer to an instance look-up, or `None` when `path` is not one.
pub(super) fn answer(
    s: &mut State,
    (method, path): (&str, &str),
    authorization: &str,
) -> Option<Response<Full<Bytes>>> {
    let parts: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let ("GET", ["api", "v10", "applications", app, "activity-instances", id]) =
        (method, parts.as_slice())
    else {
        return None;
    };
    s.activities
        .lookups
        .push((id.to_string(), authorization.to_string()));
    if authorization != format!("Bot {TOKEN}") {
        return Some(respond(
            StatusCode::UNAUTHORIZED,
            json!({"message": "401: Unauthorized", "code": 0}),
        ));
    }
    let known = s
        .activities
        .instances
        .iter()
        .find(|i| i.id == *id && *app == APPLICATION_ID.to_string());
    Some(match known {
        Some(instance) => respond(
            StatusCode::OK,
            json!({
                "application_id": APPLICATION_ID.to_string(),
                "instance_id": instance.id,
                "launch_id": format!("launch-{}", instance.id),
                "location": {
                    "id": format!("gc-{}-{}", instance.guild.unwrap_or(0), instance.channel),
                    "kind": if instance.guild.is_some() { "gc" } else { "pc" },
                    "channel_id": instance.channel.to_string(),
                    "guild_id": instance.guild.map(|g| g.to_string()),
                },
                "users": instance.users.iter().map(|u| u.to_string()).collect::<Vec<_>>(),
            }),
        ),
        // Discord's JSON error code for an unknown instance is not documented: 0, as for its
        // other bare 404s, with the message saying what is unknown.
        None => respond(
            StatusCode::NOT_FOUND,
            json!({"message": "404: Unknown Activity Instance", "code": 0}),
        ),
    })
}
