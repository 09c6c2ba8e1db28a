//! The web's refusals: from the catalogue, and a stale move as a conflict saying where the game
//! stands.

use axum::http::StatusCode;
use teban::i18n::Lang;
use teban::table::Refusal;
use teban::web::errors::*;

#[test]
fn a_stale_move_is_a_conflict_that_says_where_the_game_stands() {
    let refusal = Refusal::Stale {
        now: teban::i18n::Said::new(teban::key!("play-status-to-move"))
            .with_mark("player", teban::text::marks::name("bob"))
            .with_number("move", 4),
    };
    let error = ApiError::refused(&refusal, Lang::En);
    assert_eq!(error.status, StatusCode::CONFLICT);
    assert_eq!(error.error, "stale");
    let message = error.message.as_str();
    assert!(message.contains("bob to move (move 4)"), "{message}");
    assert!(!message.contains("**"), "{message}");
}

#[test]
fn every_refusal_of_the_web_is_in_the_catalogue() {
    for lang in Lang::ALL {
        for error in [
            "not_found",
            "login",
            "too_large",
            "bad_body",
            "not_json",
            "cross_site",
            "too_fast",
            "bad_login",
            "bad_turn",
            "not_your_turn",
            "bad_game",
            "activity_off",
            "activity_login",
            "foreign_instance",
        ] {
            let said = ApiError::said(StatusCode::BAD_REQUEST, error, lang);
            assert!(
                !said.message.as_str().starts_with("web-error"),
                "{lang:?} {error}"
            );
        }
    }
}
