//! Time banks, on a driven clock: a game over weeks where each player's bank runs only on their
//! turn, gains its increment after each move and never passes its cap; the reminder when a fifth
//! of the bank is left (or when the player chose); the loss on time; the typed form read and
//! refused as `/challenge clock:` offers it.

use crate::on_both;
use crate::support::service::OnDiscord;
use crate::support::service::{
    ann, bob, challenge_id, clocked, quoridor, Fixture, DAY, GUILD, HOUR, MINUTE, T0,
};
use teban::clock::ManualClock;
use teban::games::Seat;
use teban::i18n::Lang;
use teban::store::PostKind;
use teban::store::UserId;
use teban::table::{clock_choices, Caller, GameCard, GameClock, Post, Reply, Table};

/// ann challenges bob with `clock` (typed as a player types it), bob accepts: the challenge and
/// the game's start.
async fn banked(t: &Table, clock: &str) -> (Reply, Reply) {
    let made = t
        .challenges()
        .challenge(
            &ann(),
            quoridor(vec![bob().player], Some(clock.parse().unwrap())),
        )
        .await
        .unwrap();
    let begun = t
        .challenges()
        .accept(&bob(), challenge_id(&made))
        .await
        .unwrap();
    (made, begun)
}

/// The player to move in `card` moves their pawn one step, forth or back (`ply` says which).
async fn step(t: &Table, card: &GameCard) -> GameCard {
    let seat = card.to_move.unwrap();
    let p = card.player(seat).unwrap();
    let going = (card.ply / 2).is_multiple_of(2);
    let notation = match (seat == Seat::number(1), going) {
        (true, true) => "e2",
        (true, false) => "e1",
        (false, true) => "e8",
        (false, false) => "e9",
    };
    let who = Caller::new(p.id, &p.name, Some(GUILD), crate::support::service::CHANNEL);
    t.games()
        .play(&who, notation, None)
        .await
        .unwrap()
        .card
        .unwrap()
}

/// The bank shown beside each seat, by seat number.
fn banks(card: &GameCard) -> Vec<Option<i64>> {
    card.seats.iter().map(|s| s.bank_ms).collect()
}

/// The posts waiting in the outbox, marked sent.
pub async fn delivered(t: &Table) -> Vec<Post> {
    let posts = t.outbox().claim_posts(None, 100).await.unwrap();
    for post in &posts {
        t.outbox().post_delivered(post.id).await.unwrap();
    }
    posts
}

on_both! {
    #[tokio::test]
    async fn a_bank_runs_only_on_its_turn_gains_its_increment_up_to_the_cap_and_loses_on_time() {
        let clock = ManualClock::at(T0);
        let f: Fixture = clocked(&clock).await;
        let t = &f.table;
        t.tick().await.unwrap();
        let (made, begun) = banked(t, "3d+1d max 4d").await;
        assert!(
            made.text.on_discord().contains("3 days, +1 day a move, at most 4 days"),
            "{}",
            made.text.on_discord()
        );
        let card = begun.card.unwrap();
        assert_eq!(card.due_at, Some(T0 + 3 * DAY));
        let first = card.to_move.unwrap();
        // The player waiting shows their bank; the one to move has until the deadline.
        let waiting = |card: &GameCard| {
            card.seats
                .iter()
                .find(|s| Some(s.seat) != card.to_move)
                .unwrap()
                .bank_ms
        };
        assert_eq!(waiting(&card), Some(3 * DAY));

        // A day later the first player moves: 2 days left, +1 day, 3 days.
        clock.set(T0 + DAY);
        let card = step(t, &card).await;
        assert_eq!(card.due_at, Some(T0 + DAY + 3 * DAY), "the other's bank starts now");
        assert_eq!(waiting(&card), Some(3 * DAY));
        // The second moves at once: 3 days + 1 day is the cap, 4 days.
        let card = step(t, &card).await;
        assert_eq!(waiting(&card), Some(4 * DAY));
        assert_eq!(card.due_at, Some(T0 + DAY + 3 * DAY), "the first has their 3 days");
        // The first moves at once: 3 days + 1 day, 4 days, not 5 (the cap).
        let card = step(t, &card).await;
        assert_eq!(waiting(&card), Some(4 * DAY));
        assert_eq!(card.due_at, Some(T0 + DAY + 4 * DAY));
        assert_ne!(card.to_move, Some(first), "three moves: the second is to move");
        let late = card.player_to_move().unwrap().clone();
        let due = T0 + DAY + 4 * DAY;
        assert!(banks(&card).contains(&None), "{:?}", banks(&card));

        // A week of waiting: the reminder at a fifth of the bank (19 hours 12 minutes) left,
        // never twice; the mark a day before passes silently (not this player's choice).
        clock.set(due - DAY);
        assert_eq!(t.tick().await.unwrap().reminded, 0);
        clock.set(due - 4 * DAY / 5 - 1);
        assert_eq!(t.tick().await.unwrap().reminded, 0, "not yet");
        clock.advance(1);
        assert_eq!(t.tick().await.unwrap().reminded, 1);
        clock.set(due - HOUR);
        assert_eq!(t.tick().await.unwrap().reminded, 0, "once a turn");
        let posts = delivered(t).await;
        assert_eq!(posts.len(), 1);
        assert_eq!(posts[0].kind, PostKind::Reminder);
        assert!(
            posts[0].reply.text.on_discord().starts_with(&format!(
                "⏰ **{}**, 19 hours 12 minutes left for your move (due <t:{}:R>).",
                late.name,
                due / 1000
            )),
            "{}",
            posts[0].reply.text.on_discord()
        );

        clock.set(due);
        assert_eq!(t.tick().await.unwrap().timed_out, 1);
        let posts = delivered(t).await;
        let result = posts.iter().find(|p| p.kind == PostKind::Timeout).unwrap();
        assert!(
            result
                .reply
                .text.on_discord()
                .starts_with(&format!("**{}** ran out of time.", late.name)),
            "{}",
            result.reply.text.on_discord()
        );
        assert_eq!(t.tick().await.unwrap().timed_out, 0, "once");
        // The card shows what happened: the player ran out of time, their bank empty; the
        // winner keeps theirs.
        let over = t.games().card(card.game).await.unwrap();
        let seat_of = |id: u64| over.seats.iter().find(|s| s.player.id == UserId(id)).unwrap();
        let lost = seat_of(late.id.0);
        assert!(lost.out_of_time && !lost.playing, "{lost:?}");
        assert_eq!(lost.bank_ms, Some(0));
        let won = over.seats.iter().find(|s| s.player.id != late.id).unwrap();
        assert!(!won.out_of_time && won.playing);
        assert_eq!(won.bank_ms, Some(4 * DAY));
    }
}

on_both! {
    #[tokio::test]
    async fn a_player_who_chose_a_day_and_an_hour_is_reminded_then_and_only_then() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        t.tick().await.unwrap();
        let (_, begun) = banked(t, "3d+1d max 7d").await;
        let card = begun.card.unwrap();
        let late = card.player_to_move().unwrap().clone();
        sqlx::query(
            "INSERT INTO preferences (user_id, reminders, updated_at) \
             VALUES ($1, 'day-and-hour', 0)",
        )
        .bind(late.id.0 as i64)
        .execute(t.store().pool())
        .await
        .unwrap();
        let due = T0 + 3 * DAY;
        let mut reminded = Vec::new();
        for at in [due - DAY, due - 3 * DAY / 5, due - HOUR, due - MINUTE] {
            clock.set(at);
            reminded.push(t.tick().await.unwrap().reminded);
        }
        assert_eq!(reminded, [1, 0, 1, 0]);
        let texts: Vec<String> = delivered(t).await.into_iter().map(|p| p.reply.text.on_discord()).collect();
        assert!(texts[0].contains("1 day left"), "{texts:?}");
        assert!(texts[1].contains("1 hour left"), "{texts:?}");
    }
}

#[test]
fn the_clock_option_shows_how_a_typed_form_reads_and_offers_the_presets() {
    let typed = clock_choices(Lang::En, "3d+1d max 7d", 25);
    assert_eq!(
        typed[0],
        (
            "3 days, +1 day a move, at most 7 days".to_string(),
            "3d+1d max 7d".to_string()
        )
    );
    let french = clock_choices(Lang::Fr, "1d+12h", 25);
    assert_eq!(french[0].0, "1 jour, +12 heures par coup, 1 jour au plus");
    let offered: Vec<String> = clock_choices(Lang::En, "", 25)
        .into_iter()
        .map(|c| c.1)
        .collect();
    assert!(offered.contains(&"3 days".to_string()), "{offered:?}");
    assert!(offered.contains(&"10m+10s".to_string()), "{offered:?}");
    assert!(clock_choices(Lang::En, "3x", 25).is_empty());
    assert_eq!(
        "10m+10s".parse::<GameClock>().unwrap().words(Lang::En),
        "10 minutes, +10 seconds a move, at most 10 minutes"
    );
}
