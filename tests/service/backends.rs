//! The store's backends: a database URL names its backend or is refused with what to write, and the
//! guards taken on different things have different keys.

use teban::store::backend::*;
use teban::store::{ChallengeId, ChannelId};

#[test]
fn urls_name_their_backend_and_others_are_refused_with_what_to_write() {
    assert_eq!(Backend::of("sqlite://teban.db").unwrap(), Backend::Sqlite);
    assert_eq!(
        Backend::of("postgres://teban@localhost/teban").unwrap(),
        Backend::Postgres
    );
    assert_eq!(Backend::of("postgresql://h/db").unwrap(), Backend::Postgres);
    let refused = Backend::of("mysql://h/db").unwrap_err().to_string();
    assert_eq!(
        refused,
        "DATABASE_URL `mysql://h/db` is not usable: write sqlite://FILE (e.g. \
         sqlite://teban.db) or postgres://USER@HOST/DATABASE"
    );
}

#[test]
fn guards_of_different_things_have_different_keys() {
    let keys = [
        Guard::Channel(ChannelId(5)).key(),
        Guard::Channel(ChannelId(6)).key(),
        Guard::Challenge(ChallengeId(5)).key(),
        Guard::Ladder(5, "quoridor", 2).key(),
        Guard::Ladder(5, "quoridor", 4).key(),
        Guard::Ladder(5, "sensei", 2).key(),
    ];
    for (i, a) in keys.iter().enumerate() {
        for b in &keys[i + 1..] {
            assert_ne!(a, b);
        }
    }
}
