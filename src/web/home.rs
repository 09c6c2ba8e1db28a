//! The root, `GET /` (and `/.proxy/`): where Discord opens the Activity, and everyone else's home.
//!
//! Discord loads an Activity at the root of its URL mapping (`/` → `PUBLIC_URL`'s host), with
//! where it opens in the query: `frame_id`, `instance_id`, `platform`, `channel_id` and, in a
//! server, `guild_id` ([`DiscordFrame`]). Such a request gets the Activity's page, framed by
//! Discord's hosts alone ([`activity::page`]). Any other is the home page, which no other site
//! may frame: in local play (`teban web`) the games to resume beside the form that starts one; for
//! a visitor logged in with Discord their lobby; for anyone else the login.
//!
//! Decisions where the issue is silent:
//! - The Activity is told by `frame_id` and `instance_id` both being there (Discord sends both on
//!   every launch, on every platform); either missing is the home page.
//! - `GET /activity` still serves the Activity's page, for links made before it moved to the root.

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::response::{Html, IntoResponse, Response};
use serde::Deserialize;

use super::activity;
use super::assets::{INDEX_PAGE, LOBBY_PAGE, LOCAL_PAGE};
use super::extract::Visitor;
use super::Web;

/// What Discord's frame says of where the Activity opens (the other parameters are the page's to
/// read, through Discord's SDK).
#[derive(Deserialize)]
pub struct DiscordFrame {
    frame_id: Option<String>,
    instance_id: Option<String>,
}

impl DiscordFrame {
    /// Whether the request is Discord opening the Activity.
    fn opens_the_activity(&self) -> bool {
        let given = |p: &Option<String>| p.as_deref().is_some_and(|p| !p.is_empty());
        given(&self.frame_id) && given(&self.instance_id)
    }
}

/// `GET /`: the Activity in Discord's frame, else the home page.
pub async fn root(
    State(web): State<Web>,
    frame: Result<Query<DiscordFrame>, QueryRejection>,
    visitor: Visitor,
) -> Response {
    if frame.is_ok_and(|Query(frame)| frame.opens_the_activity()) {
        return activity::framed_page(visitor.lang);
    }
    let page = if web.settings.local {
        &LOCAL_PAGE
    } else if visitor.session.is_some() {
        &LOBBY_PAGE
    } else {
        &INDEX_PAGE
    };
    Html(page.as_str()).into_response()
}
