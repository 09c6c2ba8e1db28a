//! Sessions' cookies and bearer tokens, and the page's language.

use axum::http::{header, HeaderMap, HeaderValue};
use teban::i18n::Lang;
use teban::store::sessions::Reach;
use teban::table::UserId;
use teban::web::sessions::*;

#[test]
fn a_cookie_is_found_among_others_and_tokens_differ() {
    let mut headers = HeaderMap::new();
    headers.insert(
        header::COOKIE,
        HeaderValue::from_static("a=1; teban_session=abc; b=2"),
    );
    assert_eq!(cookie(&headers, SESSION_COOKIE), Some("abc"));
    assert_eq!(cookie(&headers, "c"), None);
    let (one, two) = (new_token(), new_token());
    assert!(is_token(&one) && one != two);
    assert_ne!(hashed(&one), one);
    assert_eq!(hashed(&one), hashed(&one));
}

#[test]
fn a_bearer_header_carries_a_token() {
    let mut headers = HeaderMap::new();
    assert_eq!(bearer(&headers), None);
    headers.insert(
        header::AUTHORIZATION,
        HeaderValue::from_static("Bearer abc"),
    );
    assert_eq!(bearer(&headers), Some("abc"));
    headers.insert(header::AUTHORIZATION, HeaderValue::from_static("Basic abc"));
    assert_eq!(bearer(&headers), None);
}

#[test]
fn the_page_speaks_discord_s_language_then_the_browser_s() {
    let mut headers = HeaderMap::new();
    headers.insert(
        header::ACCEPT_LANGUAGE,
        HeaderValue::from_static("ja, de-CH;q=0.8, fr;q=0.5"),
    );
    assert_eq!(lang_of(None, &headers), Lang::De);
    let session = Session {
        hash: String::new(),
        user: UserId(1),
        name: "ann".into(),
        lang: Some(Lang::Es),
        reach: Reach::Web,
        guilds: Vec::new(),
    };
    assert_eq!(lang_of(Some(&session), &headers), Lang::Es);
    assert_eq!(lang_of(None, &HeaderMap::new()), Lang::En);
}

#[test]
fn cookies_are_http_only_lax_and_secure_under_https() {
    let set = set_cookie(SESSION_COOKIE, "x", 60, "/", true);
    let set = set.to_str().unwrap();
    assert!(set.contains("HttpOnly") && set.contains("SameSite=Lax"));
    assert!(set.ends_with("; Secure"), "{set}");
    let plain = set_cookie(SESSION_COOKIE, "x", 60, "/", false);
    assert!(!plain.to_str().unwrap().contains("Secure"));
}
