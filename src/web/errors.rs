//! What the web front end answers when it says no: a status and a JSON body,
//! `{"error": "stale", "message": "…"}`, whose `error` is a stable word a page acts on and whose
//! `message` is a sentence in the reader's language (from the catalogue, `web-error-…`, or the
//! table's own refusal), as HTML ([`super::words`]). A failure on teban's side shows only the id of its log line.

use axum::extract::rejection::JsonRejection;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::json;

use super::words::{html, Html};
use crate::i18n::{Key, Lang};
use crate::key;
use crate::table::Refusal;

/// The catalogue's sentence for the web front end's own refusal `error`.
fn error_key(error: &str) -> Key {
    match error {
        "login" => key!("web-error-login"),
        "too_large" => key!("web-error-too-large"),
        "bad_body" => key!("web-error-bad-body"),
        "not_json" => key!("web-error-not-json"),
        "cross_site" => key!("web-error-cross-site"),
        "too_fast" => key!("web-error-too-fast"),
        "bad_login" => key!("web-error-bad-login"),
        "bad_turn" => key!("web-error-bad-turn"),
        "not_your_turn" => key!("web-error-not-your-turn"),
        "bad_game" => key!("web-error-bad-game"),
        "activity_off" => key!("web-error-activity-off"),
        "activity_login" => key!("web-error-activity-login"),
        "foreign_instance" => key!("web-error-foreign-instance"),
        "bad_opponent" => key!("web-error-bad-opponent"),
        "bad_channel" => key!("web-error-bad-channel"),
        "bad_clock" => key!("web-error-bad-clock"),
        _ => key!("web-error-not-found"),
    }
}

/// A request the web front end refused.
#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    /// What went wrong, in a stable word (`not_found`, `stale`, `bad_body`...).
    pub error: &'static str,
    /// The sentence a person reads, as the page shows it.
    pub message: Html,
}

impl ApiError {
    /// A refusal of the web front end's own, said by the catalogue's `web-error-{error}` in `lang`.
    pub fn said(status: StatusCode, error: &'static str, lang: Lang) -> ApiError {
        ApiError {
            status,
            error,
            message: Html::words(&crate::i18n::text(lang, error_key(error), &[])),
        }
    }

    /// One "not found" for a game that does not exist and one the caller may not see alike.
    pub fn not_found(lang: Lang) -> ApiError {
        ApiError::said(StatusCode::NOT_FOUND, "not_found", lang)
    }

    /// The caller must log in first.
    pub fn login(lang: Lang) -> ApiError {
        ApiError::said(StatusCode::UNAUTHORIZED, "login", lang)
    }

    /// A failure on teban's side: logged whole with an id, the reader gets the id.
    pub fn failed(error: &dyn std::fmt::Display, lang: Lang) -> ApiError {
        ApiError::refused(&Refusal::failed(error), lang)
    }

    /// The table's refusal, in `lang`.
    pub fn refused(refusal: &Refusal, lang: Lang) -> ApiError {
        let status = match refusal {
            Refusal::NoSuchGame | Refusal::NotOnThisServer { .. } => StatusCode::NOT_FOUND,
            Refusal::Stale { .. } => StatusCode::CONFLICT,
            Refusal::NotYourGame => StatusCode::FORBIDDEN,
            Refusal::Storage { .. } => StatusCode::INTERNAL_SERVER_ERROR,
            _ => StatusCode::UNPROCESSABLE_ENTITY,
        };
        ApiError {
            status,
            error: refusal.reason(),
            message: html(&refusal.text(lang)),
        }
    }

    /// A body that could not be read as the JSON asked for: too big, not JSON, or not the
    /// expected fields; the message says which, and what the parser found.
    pub fn body(rejection: &JsonRejection, lang: Lang) -> ApiError {
        let (status, error) = match rejection {
            JsonRejection::MissingJsonContentType(_) => {
                (StatusCode::UNSUPPORTED_MEDIA_TYPE, "not_json")
            }
            JsonRejection::BytesRejection(_) => (StatusCode::PAYLOAD_TOO_LARGE, "too_large"),
            _ => (StatusCode::BAD_REQUEST, "bad_body"),
        };
        let mut said = ApiError::said(status, error, lang);
        if error == "bad_body" {
            let what = crate::i18n::text(lang, error_key(error), &[]);
            said.message = Html::words(&format!("{what} ({})", rejection.body_text()));
        }
        said
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = Json(json!({"error": self.error, "message": self.message}));
        (self.status, body).into_response()
    }
}
