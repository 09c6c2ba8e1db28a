//! The Activity: the board inside Discord's frame. Its page (framed by Discord only: at the root,
//! where Discord opens it, `super::home`; also at `GET /activity`), its settings
//! (`GET /api/activity/config`: the OAuth2 application's id), and its login
//! (`POST /api/activity/session`): the code the page's SDK got from Discord is exchanged here (who
//! the player is comes from Discord, never from the page), the instance is checked with the bot's
//! token (it must be open in the channel the page names, with the player in it), and a session
//! bound to the instance's server (or to DMs) is opened, with the game to show and the channel's
//! games to choose from.
//!
//! Decisions where the issue is silent:
//! - The session route needs no same-site check: it carries no cookie, and what it opens is
//!   given only for a code Discord issued to the player for this application.
//! - A code Discord refuses is a 401 (`activity_login`); an instance Discord does not know, in
//!   another channel or server, or without the player, a 403 (`foreign_instance`); Discord
//!   failing otherwise, a 502 with the id of the log line.
//! - The list offers the channel's unfinished games the caller sees (by the table's rule, as a
//!   Discord user there: [`crate::table::Viewer`]), at most [`GAMES_OFFERED`], the caller's
//!   first. The game shown at once is the one the caller launched there by an Open board press
//!   less than [`LAUNCH_MS`] ago (a game they watch, too), else their only game there.

use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};

use super::errors::ApiError;
use super::extract::BrowserLang;
use super::login::body_of;
use super::security::ACTIVITY_CONTENT_SECURITY_POLICY;
use super::sessions::{open_session_reaching, Reach};
use super::Web;
use crate::i18n::Lang;
use crate::store::{ChannelId, GameId, GameRow, GuildId, StoreError, UserId};
use crate::table::Viewer;

/// The most games the page is offered to choose from.
pub const GAMES_OFFERED: usize = 25;
/// How long a launch (an Open board press) names the game the Activity opens on.
pub const LAUNCH_MS: i64 = 5 * 60 * 1000;
/// The longest instance id taken (Discord's are a few dozen characters).
const LONGEST_INSTANCE: usize = 100;

/// `GET /activity`: the page, as at the root in Discord's frame (`super::home`).
pub async fn page(BrowserLang(lang): BrowserLang) -> Response {
    framed_page(lang)
}

/// The Activity's page in `lang` (`assets`: the page's files under `web/`), which Discord's
/// clients alone may frame.
pub fn framed_page(lang: Lang) -> Response {
    (
        [(
            header::CONTENT_SECURITY_POLICY,
            ACTIVITY_CONTENT_SECURITY_POLICY,
        )],
        super::assets::activity_page(lang),
    )
        .into_response()
}

/// `GET /api/activity/config`: `{"client_id": "…"}`, the id the page's SDK starts with.
pub async fn config(
    State(web): State<Web>,
    BrowserLang(lang): BrowserLang,
) -> Result<Json<Value>, ApiError> {
    web.activity_on(lang)?;
    Ok(Json(json!({"client_id": web.settings.client_id})))
}

/// What the page sends to log in: Discord's code and where its SDK says it is.
#[derive(Deserialize)]
pub struct Asked {
    code: String,
    instance_id: String,
    channel_id: String,
    guild_id: Option<String>,
}

/// An Activity's instance, as Discord describes it to the bot.
#[derive(Deserialize)]
struct Instance {
    location: Location,
    users: Vec<String>,
}

#[derive(Deserialize)]
struct Location {
    channel_id: String,
    guild_id: Option<String>,
}

/// `POST /api/activity/session`.
pub async fn session(
    State(web): State<Web>,
    BrowserLang(lang): BrowserLang,
    body: Result<Json<Asked>, JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    web.activity_on(lang)?;
    let Json(asked) = body.map_err(|rejection| ApiError::body(&rejection, lang))?;
    let foreign = |lang| ApiError::said(StatusCode::FORBIDDEN, "foreign_instance", lang);
    let channel = match asked.channel_id.parse::<u64>() {
        Ok(channel) if is_instance_id(&asked.instance_id) => ChannelId(channel),
        _ => return Err(foreign(lang)),
    };
    let not_confirmed = |why: String| {
        tracing::warn!(%why, "an Activity's login with Discord failed");
        ApiError::said(StatusCode::UNAUTHORIZED, "activity_login", lang)
    };
    let access = web
        .exchange(&asked.code, None)
        .await
        .map_err(not_confirmed)?;
    let user = web.user_of(&access).await.map_err(not_confirmed)?;
    let locale = user.locale.unwrap_or_default();
    let lang = Lang::from_discord(&locale).unwrap_or(lang);
    let id = user
        .id
        .parse::<u64>()
        .map(UserId)
        .map_err(|_| not_confirmed("users/@me answered no user id".into()))?;
    let Some(instance) = web.instance(&asked.instance_id, lang).await? else {
        return Err(foreign(lang));
    };
    let location = &instance.location;
    if location.channel_id != asked.channel_id
        || location.guild_id != asked.guild_id
        || !instance.users.contains(&user.id)
    {
        return Err(foreign(lang));
    }
    let guild = match &location.guild_id {
        Some(guild) => Some(GuildId(guild.parse().map_err(|_| foreign(lang))?)),
        None => None,
    };
    let reach = guild.map_or(Reach::DirectMessages, Reach::Server);
    let name = user.global_name.unwrap_or(user.username);
    let token = open_session_reaching(&web.table, id, &name, &locale, reach, Vec::new())
        .await
        .map_err(|e| ApiError::failed(&e, lang))?;
    tracing::info!(user = id.0, "opened the board in Discord");
    // Discord said where the player is: they are offered what they would see asking there.
    let viewer = Viewer::Member {
        user: id,
        guild,
        channel,
    };
    let mut games = web
        .table
        .store()
        .unfinished_games_in_channel(channel, GAMES_OFFERED)
        .await
        .map_err(|e| ApiError::failed(&e, lang))?;
    games.retain(|row| viewer.sees(row));
    let (yours, to_watch): (Vec<&GameRow>, Vec<&GameRow>) =
        games.iter().partition(|row| row.seat_of(id).is_some());
    let launched = web
        .launched_here(&viewer, id, channel)
        .await
        .map_err(|e| ApiError::failed(&e, lang))?;
    let game = match (launched, yours.as_slice()) {
        (Some(game), _) => Some(game),
        (None, [only]) => Some(only.id),
        _ => None,
    };
    let listed: Vec<Value> = yours
        .iter()
        .map(|row| (row, true))
        .chain(to_watch.iter().map(|row| (row, false)))
        .map(|(row, yours)| {
            json!({
                "id": row.id,
                "title": crate::table::Core::card_in(row, lang).title,
                "yours": yours,
            })
        })
        .collect();
    Ok(Json(json!({
        "access_token": access,
        "session": token,
        "user": {"id": user.id, "name": name},
        "game": game,
        "games": listed,
    })))
}

/// Whether `text` can be an instance id Discord gave: letters, digits, `-` and `_`.
pub fn is_instance_id(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= LONGEST_INSTANCE
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

impl Web {
    /// The game `user` launched the Activity on in `channel` (an Open board press) less than
    /// [`LAUNCH_MS`] ago, if it is still played there and `viewer` sees it.
    async fn launched_here(
        &self,
        viewer: &Viewer<'_>,
        user: UserId,
        channel: ChannelId,
    ) -> Result<Option<GameId>, StoreError> {
        let store = self.table.store();
        let since = self.table.now() - LAUNCH_MS;
        let Some(game) = store.launched_game(user, channel, since).await? else {
            return Ok(None);
        };
        let row = store.game(game).await?;
        let seen = row.filter(|row| row.channel == channel && viewer.sees(row));
        Ok(seen.map(|row| row.id))
    }

    /// Refused when no OAuth2 application is set up (local play): no Activity to open.
    fn activity_on(&self, lang: Lang) -> Result<(), ApiError> {
        match self.settings.client_id.is_empty() {
            true => Err(ApiError::said(StatusCode::NOT_FOUND, "activity_off", lang)),
            false => Ok(()),
        }
    }

    /// The Activity's instance `id`, asked of Discord with the bot's token; `None` when Discord
    /// knows no such instance of this application.
    async fn instance(&self, id: &str, lang: Lang) -> Result<Option<Instance>, ApiError> {
        let unreachable = |why: String| {
            let mut failed = ApiError::failed(&why, lang);
            failed.status = StatusCode::BAD_GATEWAY;
            failed
        };
        let path = format!(
            "/applications/{}/activity-instances/{id}",
            self.settings.client_id
        );
        let answer = self.as_the_bot(&path).send().await.map_err(|e| {
            unreachable(format!(
                "the instance look-up did not reach Discord: {}",
                e.without_url()
            ))
        })?;
        if answer.status() == StatusCode::NOT_FOUND {
            return Ok(None);
        }
        let body = body_of(answer, "the instance look-up")
            .await
            .map_err(unreachable)?;
        serde_json::from_slice(&body)
            .map(Some)
            .map_err(|e| unreachable(format!("the instance look-up answered no instance: {e}")))
    }
}
