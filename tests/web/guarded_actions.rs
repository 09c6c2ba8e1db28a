//! What guards the web's actions: only teban's own pages may change things, so many a second.

use axum::http::{HeaderMap, HeaderValue};
use teban::web::security::*;

#[test]
fn a_session_gets_so_many_actions_a_second() {
    let limiter = ActionLimiter::default();
    let allowed = (0..10).filter(|_| limiter.allow("a", 5_000)).count();
    assert_eq!(allowed, ACTIONS_PER_SECOND as usize);
    assert!(limiter.allow("b", 5_999), "another session counts apart");
    assert!(limiter.allow("a", 6_000), "the next second starts afresh");
}

#[test]
fn only_teban_s_own_pages_may_change_things() {
    let origin = origin_of("https://teban.example/");
    assert_eq!(origin, "https://teban.example");
    let with = |pairs: &[(&'static str, &'static str)]| {
        let mut headers = HeaderMap::new();
        for (name, value) in pairs {
            headers.insert(*name, HeaderValue::from_static(value));
        }
        same_site(&headers, &origin)
    };
    assert!(with(&[
        ("origin", "https://teban.example"),
        ("sec-fetch-site", "same-origin")
    ]));
    assert!(with(&[]));
    assert!(!with(&[("origin", "https://evil.example")]));
    assert!(!with(&[("sec-fetch-site", "cross-site")]));
    assert!(!with(&[
        ("origin", "https://teban.example"),
        ("sec-fetch-site", "same-site")
    ]));
    assert!(
        with(&[
            ("origin", "https://1.discordsays.com"),
            ("sec-fetch-site", "cross-site"),
            ("authorization", "Bearer abc")
        ]),
        "a bearer request carries no cookie to forge with"
    );
}
