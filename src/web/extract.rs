//! What a handler is told of its request before it runs, as axum's extractors: the language the
//! browser asks for ([`BrowserLang`]), the visitor with their session and language ([`Visitor`]),
//! a visitor who must be logged in ([`LoggedIn`]), a request that changes something from
//! teban's own pages only ([`SameSite`]), a route of local play only ([`LocalPlay`]) and the
//! parameters of a path ([`InPath`]). What one refuses is said in the browser's language (no
//! session is read yet, or there is none). axum runs a handler's extractors in the order of its
//! arguments, so a handler lists them in the order it checks them.

use std::convert::Infallible;

use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;
use axum::http::StatusCode;
use serde::de::DeserializeOwned;

use super::errors::ApiError;
use super::security::same_site;
use super::sessions::{lang_of, Session};
use super::Web;
use crate::i18n::Lang;

/// The language the browser asks for (`Accept-Language`, else English): what a route that reads
/// no session speaks.
pub struct BrowserLang(pub Lang);

impl<S: Send + Sync> FromRequestParts<S> for BrowserLang {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Infallible> {
        Ok(BrowserLang(lang_of(None, &parts.headers)))
    }
}

/// Who asks: their session when they are logged in (see [`Web::session`]), and the language
/// the page speaks to them (their Discord language, else their browser's).
pub struct Visitor {
    pub session: Option<Session>,
    pub lang: Lang,
}

impl FromRequestParts<Web> for Visitor {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, web: &Web) -> Result<Self, ApiError> {
        let session = web.session(&parts.headers).await?;
        let lang = lang_of(session.as_ref(), &parts.headers);
        Ok(Visitor { session, lang })
    }
}

/// A visitor who is logged in, and the language the page speaks to them; one who is not is
/// refused (401, `login`).
pub struct LoggedIn {
    pub session: Session,
    pub lang: Lang,
}

impl FromRequestParts<Web> for LoggedIn {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, web: &Web) -> Result<Self, ApiError> {
        let Visitor { session, lang } = Visitor::from_request_parts(parts, web).await?;
        match session {
            Some(session) => Ok(LoggedIn { session, lang }),
            None => Err(ApiError::login(lang)),
        }
    }
}

/// A request that changes something, sent from teban's own pages ([`same_site`]); another
/// site's is refused (403, `cross_site`).
pub struct SameSite;

impl FromRequestParts<Web> for SameSite {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, web: &Web) -> Result<Self, ApiError> {
        match same_site(&parts.headers, &web.origin) {
            true => Ok(SameSite),
            false => Err(ApiError::said(
                StatusCode::FORBIDDEN,
                "cross_site",
                lang_of(None, &parts.headers),
            )),
        }
    }
}

/// A route of local play (`teban web`): anywhere else it is not there ("not found").
pub struct LocalPlay;

impl FromRequestParts<Web> for LocalPlay {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, web: &Web) -> Result<Self, ApiError> {
        match web.settings.local {
            true => Ok(LocalPlay),
            false => Err(ApiError::not_found(lang_of(None, &parts.headers))),
        }
    }
}

/// The parameters of the path (a game's number, `/games/{id}`); a path they cannot be read from
/// is the same "not found" as a game the visitor may not see.
pub struct InPath<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for InPath<T> {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        match Path::<T>::from_request_parts(parts, state).await {
            Ok(Path(value)) => Ok(InPath(value)),
            Err(_) => Err(ApiError::not_found(lang_of(None, &parts.headers))),
        }
    }
}
