//! Answers sent to Discord: a rate-limited one sent again, deferred or given up, a refusal in the
//! caller's language.

use std::time::Duration;
use teban::discord::send::*;
use teban::i18n::Lang;
use teban::table::{Refusal, Reply};

#[test]
fn a_rate_limited_answer_is_sent_again_deferred_or_given_up_by_the_time_left() {
    let ms = Duration::from_millis;
    // Half a second's wait, early: the answer itself again.
    assert_eq!(
        after_wait(ms(100), ms(500), ANSWER_ROOM, true),
        AfterWait::Again
    );
    // Too little room for the whole answer after the wait: a deferral, where one may go.
    assert_eq!(
        after_wait(ms(1_000), ms(1_200), ANSWER_ROOM, true),
        AfterWait::Defer
    );
    assert_eq!(
        after_wait(ms(1_000), ms(1_200), ANSWER_ROOM, false),
        AfterWait::GiveUp
    );
    // A deferral itself needs little room.
    assert_eq!(
        after_wait(ms(1_000), ms(1_200), DEFERRAL_ROOM, false),
        AfterWait::Again
    );
    // A wait past the interaction's window: nothing is sent (the outbox posts the move).
    assert_eq!(
        after_wait(ms(100), ms(5_000), ANSWER_ROOM, true),
        AfterWait::GiveUp
    );
}

#[test]
fn a_refusal_is_said_in_the_callers_language() {
    let refusal = reply_of(Err(Refusal::NoSuchGame), Lang::Es);
    assert!(refusal.for_caller());
    assert_eq!(refusal.lang, Lang::Es);
    assert_eq!(reply_of(Ok(Reply::default()), Lang::Es).lang, Lang::En);
}
