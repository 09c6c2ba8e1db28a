//! A move answered by an interaction that may fail (the Discord bot's) is announced in the
//! outbox too, held while the answer is sent: never posted once the answer was shown, posted at
//! once when it failed, and posted when its hold runs out when nobody said (a crash).

use crate::on_both;
use crate::support::service::*;
use teban::clock::ManualClock;
use teban::store::ANSWER_HOLD_MS;
use teban::table::{Settings, Table};

/// A table that holds its moves' announcements, at `T0` on `clock`, with a game begun: the
/// table (in its fixture) and the card of the game.
async fn announcing(clock: &ManualClock) -> (Fixture, teban::table::GameCard) {
    let held = Settings {
        held_announcements: true,
        ..Settings::default()
    };
    let fixture = clocked_with(clock, held).await;
    let card = start_two(&fixture.table, false).await;
    (fixture, card)
}

/// The mover of `card` plays their first move: the reply.
async fn first_move(table: &Table, card: &teban::table::GameCard) -> teban::table::Reply {
    table.games().play(&mover(card), "e2", None).await.unwrap()
}

on_both! {
    #[tokio::test]
    async fn an_answered_move_is_never_posted() {
        let clock = ManualClock::at(T0);
        let (fixture, card) = announcing(&clock).await;
        let table = &fixture.table;
        let reply = first_move(table, &card).await;
        let announcement = reply.announcement.expect("the move is announced, held");
        assert!(posts(table).await.is_empty(), "held while it is answered");
        table.outbox().announcement_shown(announcement).await.unwrap();
        clock.advance(ANSWER_HOLD_MS + 1);
        assert!(posts(table).await.is_empty());
    }
}

on_both! {
    #[tokio::test]
    async fn an_unanswered_move_is_posted_at_once_with_the_ping_of_the_player_to_move() {
        let clock = ManualClock::at(T0);
        let (fixture, card) = announcing(&clock).await;
        let table = &fixture.table;
        let reply = first_move(table, &card).await;
        table.outbox().announcement_not_shown(reply.announcement.unwrap()).await.unwrap();
        let posted = posts(table).await;
        assert_eq!(posted.len(), 1);
        assert_eq!(posted[0].reply.text.on_discord(), reply.text.on_discord());
        assert_eq!(posted[0].reply.mention, vec![other(&card).player.id]);
        assert!(posted[0].reply.picture.is_some());
        table.outbox().post_delivered(posted[0].id).await.unwrap();
        clock.advance(ANSWER_HOLD_MS + 1);
        assert!(posts(table).await.is_empty(), "posted once");
    }
}

on_both! {
    #[tokio::test]
    async fn a_move_whose_answer_nobody_settled_is_posted_when_its_hold_runs_out() {
        let clock = ManualClock::at(T0);
        let (fixture, card) = announcing(&clock).await;
        let reply = first_move(&fixture.table, &card).await;
        // The process dies before it answers: the next one finds the move held, then posts it.
        let table = fixture.reopen().await;
        clock.advance(ANSWER_HOLD_MS - 1);
        assert!(posts(&table).await.is_empty());
        clock.advance(1);
        let posted = posts(&table).await;
        assert_eq!(posted.len(), 1);
        assert_eq!(posted[0].reply.text.on_discord(), reply.text.on_discord());
    }
}
