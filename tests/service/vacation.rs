//! Vacation, on a driven clock: started and ended, its days counted, the loss on time it spares,
//! the line each game's thread gets; auto-vacation taking one day and saying so; and two
//! processes racing for the same end of a vacation or the same time-out (exactly one post).

use crate::on_both;
use crate::support::service::OnDiscord;
use crate::support::service::{begun, clocked, Fixture, CHANNEL, DAY, GUILD, T0};
use teban::clock::ManualClock;
use teban::games::Seat;
use teban::i18n::Lang;
use teban::store::PostKind;
use teban::table::{
    Caller, GameCard, GameClock, MoveClock, Post, Reply, SettingsChange, Table, ThreadRoom,
};

/// A game of ann and bob with a day per move: its card, and the caller to move.
async fn a_day_per_move(t: &Table) -> (GameCard, Caller) {
    let card = begun(t, Some(GameClock::PerMove(MoveClock(Some(DAY)))))
        .await
        .card
        .unwrap();
    let p = card.player_to_move().unwrap();
    let who = Caller::new(p.id, &p.name, Some(GUILD), CHANNEL);
    (card, who)
}

/// The posts waiting in the outbox of `kind`, marked sent (the others too).
async fn delivered(t: &Table, kind: PostKind) -> Vec<Post> {
    let posts = crate::time_banks::delivered(t).await;
    posts.into_iter().filter(|p| p.kind == kind).collect()
}

/// A server manager gives each member `days` of vacation a year: what they are shown.
async fn vacation_days(t: &Table, days: u32) -> Reply {
    let manager = Caller::new(900, "mod", Some(GUILD), CHANNEL);
    let change = SettingsChange {
        vacation_days: Some(days),
        ..SettingsChange::default()
    };
    t.servers()
        .configure(&manager, change, true, ThreadRoom::Allowed)
        .await
        .unwrap()
}

async fn due_at(t: &Table, card: &GameCard) -> Option<i64> {
    t.store().game(card.game).await.unwrap().unwrap().due_at
}

on_both! {
    #[tokio::test]
    async fn a_vacation_stops_the_clock_its_days_are_counted_and_the_thread_reads_it() {
        let clock = ManualClock::at(T0);
        let f: Fixture = clocked(&clock).await;
        let t = &f.table;
        t.tick().await.unwrap();
        let (card, away) = a_day_per_move(t).await;
        let started = t.clocks().start_vacation(&away, Some(3)).await.unwrap();
        assert!(started.for_caller());
        assert_eq!(
            started.text.on_discord(),
            format!(
                "🏖️ You are on vacation until <t:{}:f>: your clocks stop in all your games on \
                 this server.\nVacation: 11 days left this year.",
                (T0 + 3 * DAY) / 1000
            )
        );
        assert_eq!(due_at(t, &card).await, Some(T0 + 4 * DAY), "moved on by 3 days");
        let lines = delivered(t, PostKind::Vacation).await;
        assert_eq!(lines.len(), 1);
        assert_eq!(
            lines[0].reply.text.on_discord(),
            format!(
                "🏖️ **{}** is on vacation until <t:{}:f>: their clock stops meanwhile.",
                away.player.name,
                (T0 + 3 * DAY) / 1000
            )
        );
        let again = t.clocks().start_vacation(&away, Some(1)).await.unwrap_err();
        assert_eq!(
            again.text(Lang::En).on_discord(),
            format!(
                "You are already on vacation, until <t:{}:f>. End it with `/vacation end`.",
                (T0 + 3 * DAY) / 1000
            )
        );

        // The day the move was due passes: no loss on time.
        clock.set(T0 + DAY + 1);
        let tick = t.tick().await.unwrap();
        assert_eq!((tick.timed_out, tick.reminded), (0, 0));

        // Back after a day and a half: the day left runs from now; two days are used.
        clock.set(T0 + DAY + DAY / 2);
        let ended = t.clocks().end_vacation(&away).await.unwrap();
        assert_eq!(
            ended.text.on_discord(),
            "Welcome back: your clocks run again from now.\nVacation: 12 days left this year."
        );
        assert_eq!(due_at(t, &card).await, Some(T0 + DAY + DAY / 2 + DAY));
        let lines = delivered(t, PostKind::Vacation).await;
        assert_eq!(
            lines.iter().map(|p| p.reply.text.on_discord()).collect::<Vec<_>>(),
            [format!(
                "**{}** is back from vacation: their clock runs again.",
                away.player.name
            )]
        );
        let games = t.standings().games(&away).await.unwrap();
        assert!(
            games.text.on_discord().ends_with("\nVacation: 12 days left this year."),
            "{}",
            games.text.on_discord()
        );
        assert!(t.clocks().end_vacation(&away).await.is_err(), "not on vacation any more");

        // Then the clock runs as before: lost on time a day later.
        clock.set(T0 + DAY + DAY / 2 + DAY);
        assert_eq!(t.tick().await.unwrap().timed_out, 1);
    }
}

on_both! {
    #[tokio::test]
    async fn a_turn_that_comes_during_a_vacation_starts_when_it_ends() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        let card = begun(t, Some("1d+1d max 2d".parse().unwrap()))
            .await
            .card
            .unwrap();
        let waiting = card
            .seats
            .iter()
            .find(|s| Some(s.seat) != card.to_move)
            .unwrap()
            .player
            .clone();
        let waiter = Caller::new(waiting.id, &waiting.name, Some(GUILD), CHANNEL);
        t.clocks().start_vacation(&waiter, Some(2)).await.unwrap();
        assert_eq!(due_at(t, &card).await, Some(T0 + DAY), "the other's clock runs");
        let mover = card.player_to_move().unwrap();
        let mover = Caller::new(mover.id, &mover.name, Some(GUILD), CHANNEL);
        let notation = if card.to_move == Some(Seat::number(1)) { "e2" } else { "e8" };
        t.games().play(&mover, notation, None).await.unwrap();
        assert_eq!(due_at(t, &card).await, Some(T0 + 2 * DAY + DAY), "from the vacation's end");
    }
}

on_both! {
    #[tokio::test]
    async fn auto_vacation_takes_one_day_says_so_and_two_processes_take_it_once() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        // A second process of the bot on the same database; both look at the clocks from the
        // start (a first look after a long silence would count it as the bot's downtime).
        let other = f.reopen().await;
        t.tick().await.unwrap();
        other.tick().await.unwrap();
        let (card, late) = a_day_per_move(t).await;
        let on = t.clocks().set_auto_vacation(&late, true).await.unwrap();
        assert!(on.text.on_discord().starts_with("Auto-vacation is on"), "{}", on.text.on_discord());
        delivered(t, PostKind::Vacation).await;

        clock.set(T0 + DAY);
        let (a, b) = tokio::join!(t.tick(), other.tick());
        let (a, b) = (a.unwrap(), b.unwrap());
        assert_eq!(a.timed_out + b.timed_out, 0, "no loss on time");
        assert!(a.auto_vacations + b.auto_vacations >= 1);
        let lines = delivered(t, PostKind::Vacation).await;
        assert_eq!(lines.len(), 1, "said once");
        assert_eq!(
            lines[0].reply.text.on_discord(),
            format!(
                "🏖️ **{}** was about to run out of time: one day of vacation taken automatically, until <t:{}:f>.",
                late.player.name,
                (T0 + 2 * DAY) / 1000
            )
        );
        assert_eq!(due_at(t, &card).await, Some(T0 + 2 * DAY));
        let games = t.standings().games(&late).await.unwrap();
        assert!(games.text.on_discord().ends_with("Vacation: 13 days left this year."), "{}", games.text.on_discord());

        // Auto-vacation turned off, the day runs out (ended once across both processes), and
        // then the time.
        t.clocks().set_auto_vacation(&late, false).await.unwrap();
        clock.set(T0 + 2 * DAY);
        let (a, b) = tokio::join!(t.tick(), other.tick());
        let (a, b) = (a.unwrap(), b.unwrap());
        assert_eq!(a.vacations_ended + b.vacations_ended, 1, "ended once");
        assert_eq!(a.timed_out + b.timed_out, 1, "lost on time once");
        let back = delivered(t, PostKind::Vacation).await;
        assert_eq!(back.len(), 1, "one line when the day ran out");
    }
}

on_both! {
    #[tokio::test]
    async fn a_server_without_vacation_refuses_it_and_days_run_out() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        let (_, who) = a_day_per_move(t).await;
        let shown = vacation_days(t, 2).await;
        assert!(
            shown.text.on_discord().contains("• Vacation: 2 days a year per member"),
            "{}",
            shown.text.on_discord()
        );
        let refused = t.clocks().start_vacation(&who, Some(3)).await.unwrap_err();
        assert_eq!(
            refused.text(Lang::En).on_discord(),
            "You can take 1 to 2 days: that is what you have left this year."
        );
        vacation_days(t, 0).await;
        let off = t.clocks().start_vacation(&who, None).await.unwrap_err();
        assert_eq!(off.text(Lang::En).on_discord(), "This server gives no vacation days.");
    }
}

on_both! {
    #[tokio::test]
    async fn a_move_landing_as_the_opponent_starts_a_vacation_gives_the_turn_after_the_vacation() {
        // The same instant, in whichever order the two land: the opponent's day to move
        // begins when their vacation ends.
        for _ in 0..3 {
            let clock = ManualClock::at(T0);
            let f: Fixture = clocked(&clock).await;
            let t = &f.table;
            t.tick().await.unwrap();
            let (card, mover) = a_day_per_move(t).await;
            let waiting = card
                .seats
                .iter()
                .find(|s| Some(s.seat) != card.to_move)
                .unwrap();
            let away = Caller::new(waiting.player.id, &waiting.player.name, Some(GUILD), CHANNEL);
            let (moved, started) = tokio::join!(
                t.games().play(&mover, "e2", None),
                t.clocks().start_vacation(&away, Some(2))
            );
            moved.unwrap();
            started.unwrap();
            assert_eq!(due_at(t, &card).await, Some(T0 + 2 * DAY + DAY));
            let now = t.games().card(card.game).await.unwrap();
            assert_eq!(now.due_at, Some(T0 + 3 * DAY), "the card says so too");
        }
    }
}
