//! The servers a logged-in player shares with teban, as the lobby offers them, and the names of
//! the channels it offers there.
//!
//! A server is offered when three things hold: Discord listed it among the user's at login (the
//! `guilds` scope, kept with the session), teban has been used there (a game, a challenge, a
//! setting: the table knows it), and Discord says now, through the bot's member look-up, that the
//! user is a member (which also says the bot is still there; the answer is kept a minute, as for
//! a game's page). Anything about a server the lobby is asked for is checked so first; one that
//! fails is the same "not found" as a server that does not exist.
//!
//! A channel is named as Discord names it to the bot (`GET /channels/{id}`, kept
//! [`CHANNEL_CACHE_MS`]); a channel Discord no longer shows the bot is not offered.

use std::collections::HashMap;
use std::sync::Mutex;

use serde::Deserialize;
use tokio::task::JoinSet;

use super::errors::ApiError;
use super::login::body_of;
use super::sessions::Session;
use super::Web;
use crate::i18n::Lang;
use crate::table::{ChannelId, GuildId};

/// How long a channel's name is trusted.
pub const CHANNEL_CACHE_MS: i64 = 10 * 60_000;
/// Past this many channels named, the names older than [`CHANNEL_CACHE_MS`] are forgotten.
const CHANNELS_KEPT: usize = 10_000;

/// A server the lobby offers: its id and its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Server {
    pub id: GuildId,
    pub name: String,
}

/// The channels' names Discord gave, with when: `None` for a channel the bot does not see.
#[derive(Default)]
pub struct ChannelNames {
    named: Mutex<HashMap<ChannelId, (Option<String>, i64)>>,
}

#[derive(Deserialize)]
struct DiscordChannel {
    name: Option<String>,
}

impl Web {
    /// The servers `session` shares with teban (see this module's header), in the order Discord
    /// listed them.
    pub(super) async fn shared_servers(
        &self,
        session: &Session,
        lang: Lang,
    ) -> Result<Vec<Server>, ApiError> {
        let listed: Vec<GuildId> = session
            .guilds
            .iter()
            .map(|(id, _)| *id)
            .filter(|id| session.reach.reaches(Some(*id)))
            .collect();
        let known = self
            .table
            .servers()
            .servers_known(&listed)
            .await
            .map_err(|refusal| ApiError::refused(&refusal, lang))?;
        let mut asked = JoinSet::new();
        for guild in known {
            let (web, user) = (self.clone(), session.user);
            asked.spawn(async move { (guild, web.member_of(guild, user).await) });
        }
        let mut members = Vec::new();
        while let Some(answer) = asked.join_next().await {
            match answer {
                Ok((guild, Ok(true))) => members.push(guild),
                Ok((_, Ok(false))) => {}
                Ok((guild, Err(why))) => {
                    tracing::warn!(guild = guild.0, %why, "a server of the lobby is left out")
                }
                Err(e) => return Err(ApiError::failed(&e, lang)),
            }
        }
        Ok(session
            .guilds
            .iter()
            .filter(|(id, _)| members.contains(id))
            .map(|(id, name)| Server {
                id: *id,
                name: name.clone(),
            })
            .collect())
    }

    /// Server `guild`, if `session` shares it with teban; else "not found".
    pub(super) async fn shared_server(
        &self,
        session: &Session,
        guild: GuildId,
        lang: Lang,
    ) -> Result<Server, ApiError> {
        let Some((_, name)) = session.guilds.iter().find(|(id, _)| *id == guild) else {
            return Err(ApiError::not_found(lang));
        };
        let one = Session {
            guilds: vec![(guild, name.clone())],
            ..session.clone()
        };
        let shared = self.shared_servers(&one, lang).await?;
        shared
            .into_iter()
            .next()
            .ok_or_else(|| ApiError::not_found(lang))
    }

    /// The name of `channel` as Discord shows it to the bot; `None` when it shows none (gone, or
    /// out of the bot's sight) or could not be asked (said in the log).
    pub(super) async fn channel_name(&self, channel: ChannelId) -> Option<String> {
        let now = self.table.now();
        {
            let named = self
                .channels
                .named
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            if let Some((name, at)) = named.get(&channel) {
                if now - at < CHANNEL_CACHE_MS {
                    return name.clone();
                }
            }
        }
        let answer = self
            .as_the_bot(&format!("/channels/{channel}"))
            .send()
            .await;
        let name = match answer {
            Ok(answer) if answer.status().is_client_error() => None,
            Ok(answer) => match body_of(answer, "the channel look-up").await {
                Ok(body) => serde_json::from_slice::<DiscordChannel>(&body)
                    .ok()
                    .and_then(|c| c.name),
                Err(why) => {
                    tracing::warn!(channel = channel.0, %why, "cannot name a channel");
                    return None;
                }
            },
            Err(e) => {
                let error = e.without_url();
                tracing::warn!(channel = channel.0, %error, "cannot name a channel");
                return None;
            }
        };
        let mut named = self
            .channels
            .named
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        if named.len() > CHANNELS_KEPT {
            named.retain(|_, (_, at)| now - *at < CHANNEL_CACHE_MS);
        }
        named.insert(channel, (name.clone(), now));
        name
    }
}
