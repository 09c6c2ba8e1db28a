//! The JSON a game's page reads and the actions it sends:
//!
//! - `GET /api/games/{id}`: the game as the visitor sees it ([`super::view::GameView`]).
//! - `POST /api/games/{id}/moves` `{"notation": "e2", "version": 3}`: play a move.
//! - `POST /api/games/{id}/resign` `{"version": 3}`, `POST /api/games/{id}/draw` `{"version": 3}`
//!   (offer, or agree to the one on the table), `POST /api/games/{id}/takeback`
//!   `{"version": 3, "answer": "ask" | "accept" | "decline"}`.
//! - `GET /api/games/{id}/turn?played=b1-b4,@b4`: the turn the player to move builds on the
//!   board after the choices in `played` ([`super::turn::Turn`]), with its preview.
//! - `GET /api/games/{id}/positions/{n}`: the board (SVG) after the game's `n` first entries,
//!   for a finished game's replay (0: the start).
//! - `GET /games/{id}/board.png`: the board as Discord shows it.
//! - `GET /games/{id}/analysis.png`: a finished game's analysis chart, as Discord shows it.
//!
//! An action answers `{"said": "…", "view": {…}}`: what the table said, and the game after it
//! (as the table committed it: the game is read once, to see it, and not again).
//! Every action is checked in this order: from teban's own pages, by a session, within the
//! session's actions a second, a well-formed body, a game the visitor may see; then the table's
//! own checks (their seat, their turn, the version, the rules).

use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use serde_json::json;

use super::editions::Wanted;
use super::errors::ApiError;
use super::extract::{InPath, LoggedIn, SameSite, Visitor};
use super::sessions::Session;
use super::turn::{turn as turn_after, with_preview, Turn};
use super::view::board_view;
use super::words::html;
use super::Web;
use crate::i18n::Lang;
use crate::metrics::GAME_READS;
use crate::render::{board_svg, Targets, View};
use crate::store::{GameId, GameRow};
use crate::table::Act;

/// The visitor (if logged in, as they act on the game), their language and game `id`, if they
/// may see it.
async fn seen(
    web: &Web,
    visitor: Visitor,
    id: GameId,
) -> Result<(Option<Session>, Lang, GameRow), ApiError> {
    let Visitor { session, lang } = visitor;
    let row = web.visible_game(session.as_ref(), id, lang).await?;
    let session = session.map(|s| web.seated(s, &row));
    Ok((session, lang, row))
}

/// `GET /api/games/{id}`: the view of the game's edition for the visitor's kind (made once for
/// every page following the game, `editions.rs`).
pub async fn game(
    State(web): State<Web>,
    InPath(id): InPath<GameId>,
    visitor: Visitor,
) -> Result<Response, ApiError> {
    let (session, lang, row) = seen(&web, visitor, id).await?;
    metrics::counter!(GAME_READS).increment(1);
    let following = web.follow(id, lang);
    let edition = web.edition(&following, Wanted::Row(&row)).await?;
    let seat = edition.seat_of(&web, session.as_ref());
    let json = edition.read(seat, web.table.now()).await;
    Ok(([(header::CONTENT_TYPE, "application/json")], json).into_response())
}

#[derive(Deserialize)]
pub struct TurnQuery {
    /// The choices made so far, separated by commas (no notation holds one).
    #[serde(default)]
    played: String,
}

/// The most choices a turn holds (Niwa's: a figurine, three steps and a jump).
const MOST_CHOICES: usize = 5;

/// `GET /api/games/{id}/turn?played=…`: for the seated player to move only.
pub async fn turn(
    State(web): State<Web>,
    InPath(id): InPath<GameId>,
    visitor: Visitor,
    query: Result<Query<TurnQuery>, QueryRejection>,
) -> Result<Json<Turn>, ApiError> {
    let (session, lang, row) = seen(&web, visitor, id).await?;
    let Ok(Query(query)) = query else {
        return Err(ApiError::said(StatusCode::BAD_REQUEST, "bad_turn", lang));
    };
    let played: Vec<String> = query
        .played
        .split(',')
        .filter(|p| !p.is_empty())
        .map(str::to_string)
        .collect();
    let Some(session) = session else {
        return Err(ApiError::login(lang));
    };
    let seat = row.seat_of(session.user);
    if seat.is_none() || seat != row.state.to_move() {
        return Err(ApiError::said(StatusCode::CONFLICT, "not_your_turn", lang));
    }
    if played.len() > MOST_CHOICES {
        return Err(ApiError::said(StatusCode::BAD_REQUEST, "bad_turn", lang));
    }
    let view = board_view(&row, lang);
    let state = row.state;
    let built = tokio::task::spawn_blocking(move || {
        turn_after(&state, &played, lang).map(|t| with_preview(t, &state, &view))
    })
    .await
    .map_err(|e| ApiError::failed(&e, lang))?;
    built
        .map(Json)
        .ok_or_else(|| ApiError::said(StatusCode::BAD_REQUEST, "bad_turn", lang))
}

/// `GET /api/games/{id}/positions/{n}`.
pub async fn position(
    State(web): State<Web>,
    InPath((id, n)): InPath<(GameId, usize)>,
    visitor: Visitor,
) -> Result<Response, ApiError> {
    let (_, lang, row) = seen(&web, visitor, id).await?;
    let positions = web
        .table
        .games()
        .positions_of(&row)
        .await
        .map_err(|refusal| ApiError::refused(&refusal, lang))?;
    let Some(position) = positions.get(n) else {
        return Err(ApiError::not_found(lang));
    };
    let svg = board_svg(position, &board_view(&row, lang), Targets::None);
    Ok((
        [
            (header::CONTENT_TYPE, "image/svg+xml; charset=utf-8"),
            (header::CACHE_CONTROL, "private, max-age=3600"),
        ],
        svg,
    )
        .into_response())
}

/// `GET /games/{id}/board.png`.
pub async fn board(
    State(web): State<Web>,
    InPath(id): InPath<GameId>,
    visitor: Visitor,
) -> Result<Response, ApiError> {
    let (_, lang, row) = seen(&web, visitor, id).await?;
    let view = View {
        names: row.seats.iter().map(|s| s.name.clone()).collect(),
        lang: row.lang,
        ..View::default()
    };
    let png = tokio::task::spawn_blocking(move || crate::table::board_picture(&row.state, &view))
        .await
        .map_err(|e| ApiError::failed(&e, lang))?;
    Ok((
        [
            (header::CONTENT_TYPE, "image/png"),
            (
                header::CACHE_CONTROL,
                "private, max-age=31536000, immutable",
            ),
        ],
        png,
    )
        .into_response())
}

/// `GET /games/{id}/analysis.png`: the chart of the game's analysis, as Discord shows it.
pub async fn analysis_chart(
    State(web): State<Web>,
    InPath(id): InPath<GameId>,
    visitor: Visitor,
) -> Result<Response, ApiError> {
    let (_, lang, row) = seen(&web, visitor, id).await?;
    let chart = web
        .table
        .analyses()
        .analysis_chart(&row, lang)
        .await
        .map_err(|refusal| ApiError::refused(&refusal, lang))?
        .ok_or_else(|| ApiError::not_found(lang))?;
    let png = chart
        .drawn()
        .await
        .ok_or_else(|| ApiError::failed(&"the analysis chart could not be drawn", lang))?;
    Ok((
        [
            (header::CONTENT_TYPE, "image/png"),
            (header::CACHE_CONTROL, "private, max-age=3600"),
        ],
        png,
    )
        .into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveBody {
    notation: String,
    version: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VersionBody {
    version: u32,
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TakebackAnswer {
    Ask,
    Accept,
    Decline,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TakebackBody {
    version: u32,
    answer: TakebackAnswer,
}

/// Everything an action is checked for before the table sees it (from teban's own pages and by
/// a session: its handler's extractors, checked first), then the action and its answer. The path
/// is read after the body, its refusal in the visitor's language. `act` reads the body into the
/// action and the version it was made at.
async fn action<B>(
    web: Web,
    LoggedIn { session, lang }: LoggedIn,
    path: Result<Path<GameId>, PathRejection>,
    body: Result<Json<B>, JsonRejection>,
    act: impl FnOnce(B) -> (Act, u32),
) -> Result<Response, ApiError> {
    if !web.limiter.allow(&session.hash, web.table.now()) {
        return Err(ApiError::said(
            StatusCode::TOO_MANY_REQUESTS,
            "too_fast",
            lang,
        ));
    }
    let Json(body) = body.map_err(|rejection| ApiError::body(&rejection, lang))?;
    let Ok(Path(id)) = path else {
        return Err(ApiError::not_found(lang));
    };
    let row = web.visible_game(Some(&session), id, lang).await?;
    let session = web.seated(session, &row);
    let (act, version) = act(body);
    let (reply, row) = web.act(&session, row, version, act, lang).await?;
    let session = web.seated(session, &row);
    let view = web.view(&row, Some(&session), lang).await?;
    Ok(Json(json!({"said": html(&reply.text), "view": view})).into_response())
}

/// `POST /api/games/{id}/moves`.
pub async fn play(
    State(web): State<Web>,
    _: SameSite,
    visitor: LoggedIn,
    path: Result<Path<GameId>, PathRejection>,
    body: Result<Json<MoveBody>, JsonRejection>,
) -> Result<Response, ApiError> {
    action(web, visitor, path, body, |b| {
        (Act::Move(b.notation), b.version)
    })
    .await
}

/// `POST /api/games/{id}/resign`.
pub async fn resign(
    State(web): State<Web>,
    _: SameSite,
    visitor: LoggedIn,
    path: Result<Path<GameId>, PathRejection>,
    body: Result<Json<VersionBody>, JsonRejection>,
) -> Result<Response, ApiError> {
    action(web, visitor, path, body, |b| (Act::Resign, b.version)).await
}

/// `POST /api/games/{id}/draw`.
pub async fn draw(
    State(web): State<Web>,
    _: SameSite,
    visitor: LoggedIn,
    path: Result<Path<GameId>, PathRejection>,
    body: Result<Json<VersionBody>, JsonRejection>,
) -> Result<Response, ApiError> {
    action(web, visitor, path, body, |b| (Act::Draw, b.version)).await
}

/// `POST /api/games/{id}/takeback`.
pub async fn takeback(
    State(web): State<Web>,
    _: SameSite,
    visitor: LoggedIn,
    path: Result<Path<GameId>, PathRejection>,
    body: Result<Json<TakebackBody>, JsonRejection>,
) -> Result<Response, ApiError> {
    action(web, visitor, path, body, |b| {
        let act = match b.answer {
            TakebackAnswer::Ask => Act::AskTakeback,
            TakebackAnswer::Accept => Act::AnswerTakeback(true),
            TakebackAnswer::Decline => Act::AnswerTakeback(false),
        };
        (act, b.version)
    })
    .await
}
