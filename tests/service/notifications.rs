//! Notifications each player chooses (`/notifications`, only they see it), on a driven clock: a
//! direct message on their turn with the board and a link to the game, mentions turned off, a
//! direct message Discord refuses (50007) falling back to a mention in the game's thread that says
//! once that the option is now off, and a daily digest at the hour of their time zone, once a day
//! across a restart and across two processes racing for it.

use crate::support::service::OnDiscord;
use std::sync::Arc;
use teban::store::ChannelId;
use teban::store::MessageId;

use crate::on_both;
use crate::support::service::{
    ann, bob, challenge_id, clocked, database_url, other, quoridor, CHANNEL, DAY, GUILD, HOUR,
    MINUTE, T0,
};
use teban::clock::ManualClock;
use teban::store::{PostKind, ReminderTiming};
use teban::table::{Caller, GameCard, MoveClock, NotificationsChange, Post, Settings, Table};

/// ann challenges bob in `channel` with `clock` per move; bob accepts: the game's card.
async fn game_in(t: &Table, channel: u64, clock: MoveClock) -> GameCard {
    let (ann, bob) = (at(&ann(), channel), at(&bob(), channel));
    let made = t
        .challenges()
        .challenge(&ann, quoridor(vec![bob.player.clone()], Some(clock.into())))
        .await
        .unwrap();
    let begun = t
        .challenges()
        .accept(&bob, challenge_id(&made))
        .await
        .unwrap();
    begun.card.unwrap()
}

fn at(who: &Caller, channel: u64) -> Caller {
    Caller::new(who.player.id, &who.player.name, Some(GUILD), channel)
}

/// The player to move in `card` plays their shortest legal move: the reply.
async fn step(t: &Table, card: &GameCard, channel: u64) -> teban::table::Reply {
    let p = card.player_to_move().unwrap();
    let mover = Caller::new(p.id, &p.name, Some(GUILD), channel);
    let moves = t.games().autocomplete(&mover, "", 25).await;
    let shortest = moves.iter().min_by_key(|m| m.len()).unwrap();
    t.games().play(&mover, shortest, None).await.unwrap()
}

/// The posts waiting in the outbox, marked delivered.
async fn delivered(t: &Table) -> Vec<Post> {
    let posts = t.outbox().claim_posts(None, 100).await.unwrap();
    for post in &posts {
        t.outbox().post_delivered(post.id).await.unwrap();
    }
    posts
}

fn change() -> NotificationsChange {
    NotificationsChange::default()
}

on_both! {
    #[tokio::test]
    async fn notifications_are_the_callers_alone_and_a_bad_hour_or_zone_changes_nothing() {
        let clock = ManualClock::at(T0);
        let fixture = clocked(&clock).await;
        let t = &fixture.table;
        let shown = t.clocks().notifications(&ann(), change()).await.unwrap();
        assert!(shown.for_caller());
        assert_eq!(
            shown.text.on_discord(),
            "**Your notifications** (only you see them)\n\
             • Reminders: when 80 % of the time is used\n\
             • A direct message when it is your turn: off\n\
             • A daily digest by direct message: off\n\
             • Your time zone: UTC\n\
             • Mentions in your games' threads: on\n\
             Change them with the options of `/notifications`."
        );
        // 2027-01-15 08:00 UTC is 03:00 in New York: the digest at 9 is due in 6 hours.
        let set = NotificationsChange {
            digest: Some("09:00".into()),
            time_zone: Some("america/new_york".into()),
            reminders: Some(ReminderTiming::DayAndHour),
            ..change()
        };
        let shown = t.clocks().notifications(&ann(), set).await.unwrap();
        let due = (T0 + 6 * HOUR) / 1000;
        assert!(shown.text.on_discord().contains("Saved."), "{}", shown.text.on_discord());
        assert!(
            shown.text.on_discord().contains(&format!(
                "• A daily digest by direct message: at 09:00 (America/New_York), the next one <t:{due}:R>"
            )),
            "{}",
            shown.text.on_discord()
        );
        assert!(shown.text.on_discord().contains("• Reminders: 24 hours and 1 hour before the deadline"));
        let stored = t.store().preferences(ann().player.id).await.unwrap();
        assert_eq!(stored.digest_due_at, Some(T0 + 6 * HOUR));
        assert_eq!(stored.reminders, ReminderTiming::DayAndHour);

        for (digest, zone, said) in [
            (Some("25"), None, "the digest's hour is a whole hour from 0 to 23, like `8` or `18:00`, or `off`"),
            (None, Some("Mars/Olympus"), "that is not a time zone: pick one of the suggestions, like `Europe/Paris` or `UTC`"),
        ] {
            let bad = NotificationsChange {
                digest: digest.map(Into::into),
                time_zone: zone.map(Into::into),
                turn_dm: Some(true),
                ..change()
            };
            let refused = t.clocks().notifications(&ann(), bad).await.unwrap_err();
            assert_eq!(refused.text(teban::i18n::Lang::En).on_discord(), said);
            assert!(!refused.is_internal());
        }
        assert_eq!(t.store().preferences(ann().player.id).await.unwrap(), stored);

        // Read in the caller's language.
        let french = ann().speaking(teban::i18n::Lang::Fr, None);
        let shown = t.clocks().notifications(&french, change()).await.unwrap();
        assert!(shown.text.on_discord().starts_with("**Tes notifications** (toi seul les vois)"), "{}", shown.text.on_discord());
    }
}

on_both! {
    #[tokio::test]
    async fn a_turn_dm_carries_the_board_and_a_link_to_the_game_and_mentions_off_are_left_out() {
        let clock = ManualClock::at(T0);
        let fixture = clocked(&clock).await;
        let t = &fixture.table;
        let card = game_in(t, CHANNEL, MoveClock(Some(DAY))).await;
        let next = other(&card);
        let dm = NotificationsChange { turn_dm: Some(true), mentions: Some(false), ..change() };
        t.clocks().notifications(&next, dm).await.unwrap();
        delivered(t).await;

        // The mover plays: the player now to move is not mentioned in the thread, and gets a DM.
        let reply = step(t, &card, CHANNEL).await;
        assert!(reply.mention.is_empty(), "mentions off: {:?}", reply.mention);
        let posts = delivered(t).await;
        assert_eq!(posts.len(), 1, "{posts:?}");
        let dm = &posts[0];
        assert_eq!(dm.kind, PostKind::TurnDm);
        assert_eq!(dm.recipient, Some(next.player.id));
        assert!(
            dm.reply.text.on_discord().starts_with(&format!(
                "It is your turn in Quoridor (2-players): https://discord.com/channels/{GUILD}/{CHANNEL}"
            )),
            "{}",
            dm.reply.text.on_discord()
        );
        assert!(dm.reply.picture.is_some(), "the board is in the DM");
        assert!(dm.reply.actions.is_empty(), "no button in a DM");
        assert!(dm.reply.mention.is_empty());

        // The other player chose nothing: mentioned in the thread, no DM.
        let card = reply.card.unwrap();
        let reply = step(t, &card, CHANNEL).await;
        let first = card.seats.iter().find(|s| s.player.id != next.player.id).unwrap();
        assert_eq!(reply.mention, vec![first.player.id]);
        assert!(delivered(t).await.is_empty());
    }
}

on_both! {
    #[tokio::test]
    async fn a_refused_dm_falls_back_to_a_mention_in_the_thread_turns_the_option_off_and_says_so_once() {
        let clock = ManualClock::at(T0);
        let fixture = clocked(&clock).await;
        let t = &fixture.table;
        let card = game_in(t, CHANNEL, MoveClock(Some(DAY))).await;
        let next = other(&card);
        let dm = NotificationsChange { turn_dm: Some(true), ..change() };
        t.clocks().notifications(&next, dm).await.unwrap();
        let reply = step(t, &card, CHANNEL).await;
        let posts = t.outbox().claim_posts(None, 100).await.unwrap();
        let dm = posts.iter().find(|p| p.kind == PostKind::TurnDm).unwrap();

        // Discord answers 403, code 50007: the DM falls back to a mention in the game's thread.
        t.clocks().direct_refused(dm).await.unwrap();
        t.clocks().direct_refused(dm).await.unwrap();
        let fallback = t.outbox().claim_posts(None, 100).await.unwrap();
        assert_eq!(fallback.len(), 1, "said once: {fallback:?}");
        let said = &fallback[0];
        assert_eq!((said.kind, said.channel, said.recipient), (PostKind::Fallback, ChannelId(CHANNEL), None));
        assert_eq!(said.reply.mention, vec![next.player.id]);
        assert_eq!(
            said.reply.text.on_discord(),
            format!(
                "**{}**, it is your turn here. Discord refused teban's direct message (your direct \
                 messages are closed), so direct messages on your turn are now off: \
                 `/notifications` turns them back on.",
                next.player.name
            )
        );
        t.outbox().post_delivered(said.id).await.unwrap();
        let shown = t.clocks().notifications(&next, change()).await.unwrap();
        assert!(shown.text.on_discord().contains("• A direct message when it is your turn: off"), "{}", shown.text.on_discord());

        // The next turns send no DM any more, and say nothing again.
        let card = step(t, &reply.card.unwrap(), CHANNEL).await.card.unwrap();
        step(t, &card, CHANNEL).await;
        let later = delivered(t).await;
        assert!(later.iter().all(|p| p.kind != PostKind::TurnDm && p.kind != PostKind::Fallback), "{later:?}");
    }
}

/// ann, in New York, asks for her digest at 9; she is to move in two games (a 3-day clock and a
/// 1-day one, which comes first) and waits in none. 2027-01-15 08:00 UTC is 03:00 there.
async fn ann_waited_for(t: &Table) -> [GameCard; 2] {
    let ny = NotificationsChange {
        digest: Some("9".into()),
        time_zone: Some("America/New_York".into()),
        ..change()
    };
    t.clocks().notifications(&ann(), ny).await.unwrap();
    let mut cards = Vec::new();
    for (channel, clock) in [(CHANNEL, 3 * DAY), (CHANNEL + 1, DAY)] {
        let mut card = game_in(t, channel, MoveClock(Some(clock))).await;
        if card.player_to_move().unwrap().id != ann().player.id {
            card = step(t, &card, channel).await.card.unwrap();
        }
        cards.push(card);
    }
    delivered(t).await;
    [cards[0].clone(), cards[1].clone()]
}

on_both! {
    #[tokio::test]
    async fn a_digest_comes_once_a_day_at_the_chosen_local_hour_across_a_restart() {
        let clock = ManualClock::at(T0);
        let fixture = clocked(&clock).await;
        let t = &fixture.table;
        let [slow, quick] = ann_waited_for(t).await;

        clock.set(T0 + 6 * HOUR - MINUTE);
        assert_eq!(t.clocks().digests().await.unwrap(), 0, "08:59 in New York");
        clock.set(T0 + 6 * HOUR);
        assert_eq!(t.clocks().digests().await.unwrap(), 1, "09:00 in New York");
        let posts = delivered(t).await;
        assert_eq!(posts.len(), 1);
        let digest = &posts[0];
        assert_eq!((digest.kind, digest.recipient), (PostKind::Digest, Some(ann().player.id)));
        let due = |card: &GameCard| card.due_at.unwrap() / 1000;
        assert_eq!(
            digest.reply.text.on_discord(),
            format!(
                "**Your daily digest**: 2 games wait for your move, the most urgent first.\n\
                 • game #{} · Quoridor (2-players) vs **bob**: your turn (move {}), due <t:{}:R> · https://discord.com/channels/{GUILD}/{}\n\
                 • game #{} · Quoridor (2-players) vs **bob**: your turn (move {}), due <t:{}:R> · https://discord.com/channels/{GUILD}/{}",
                quick.game.0, quick.ply + 1, due(&quick), CHANNEL + 1,
                slow.game.0, slow.ply + 1, due(&slow), CHANNEL,
            )
        );

        // A restart the same day sends nothing more; the next day at 09:00 in New York, again.
        let t = fixture.reopen().await;
        clock.set(T0 + 8 * HOUR);
        assert_eq!(t.clocks().digests().await.unwrap(), 0, "once a day");
        clock.set(T0 + 6 * HOUR + DAY - MINUTE);
        assert_eq!(t.clocks().digests().await.unwrap(), 0);
        clock.set(T0 + 6 * HOUR + DAY);
        assert_eq!(t.clocks().digests().await.unwrap(), 1, "the next day");
        assert_eq!(delivered(&t).await.len(), 1);
    }
}

on_both! {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn two_processes_racing_for_a_digest_write_exactly_one() {
        let clock = ManualClock::at(T0);
        let dir = tempfile::tempdir().unwrap();
        let settings = Settings {
            database_url: database_url(&dir).await,
            clock: Arc::new(clock.clone()),
            ..Settings::default()
        };
        let one = Table::open(settings.clone()).await.unwrap();
        let two = Table::open(settings).await.unwrap();
        ann_waited_for(&one).await;
        clock.set(T0 + 7 * HOUR);
        for _ in 0..3 {
            let (a, b) = tokio::join!(one.clocks().digests(), two.clocks().digests());
            assert_eq!(a.unwrap() + b.unwrap(), 1, "exactly one DM between the two");
            let posts = delivered(&two).await;
            assert_eq!(posts.len(), 1);
            assert_eq!(posts[0].kind, PostKind::Digest);
            clock.advance(DAY);
        }
    }
}

on_both! {
    #[tokio::test]
    async fn a_refused_digest_falls_back_to_a_mention_in_the_most_urgent_game_and_is_turned_off() {
        let clock = ManualClock::at(T0);
        let fixture = clocked(&clock).await;
        let t = &fixture.table;
        ann_waited_for(t).await;
        clock.set(T0 + 6 * HOUR);
        t.clocks().digests().await.unwrap();
        let digest = t.outbox().claim_posts(None, 10).await.unwrap().remove(0);
        t.clocks().direct_refused(&digest).await.unwrap();
        let said = delivered(t).await;
        assert_eq!(said.len(), 1);
        assert_eq!((said[0].kind, said[0].channel), (PostKind::Fallback, ChannelId(CHANNEL + 1)));
        assert_eq!(said[0].reply.mention, vec![ann().player.id]);
        assert_eq!(
            said[0].reply.text.on_discord(),
            "**ann**, Discord refused your daily digest (your direct messages are closed), so it \
             is now off: `/notifications` turns it back on."
        );
        let stored = t.store().preferences(ann().player.id).await.unwrap();
        assert_eq!((stored.digest_hour, stored.digest_due_at), (None, None));
        clock.set(T0 + 6 * HOUR + DAY);
        assert_eq!(t.clocks().digests().await.unwrap(), 0);
    }
}

on_both! {
    #[tokio::test]
    async fn the_first_turn_of_a_game_in_its_thread_comes_by_direct_message_too() {
        let clock = ManualClock::at(T0);
        let fixture = clocked(&clock).await;
        let t = &fixture.table;
        let dm = NotificationsChange { turn_dm: Some(true), ..change() };
        t.clocks().notifications(&ann(), dm.clone()).await.unwrap();
        t.clocks().notifications(&bob(), dm).await.unwrap();
        delivered(t).await;
        let card = game_in(t, CHANNEL, MoveClock(Some(DAY))).await;
        let first = card.player_to_move().unwrap().clone();
        // The front end opens the game's thread: its first board, and one DM to the first player
        // to move, whose link points to the thread.
        let thread = 5_000;
        t.games().thread_opened(card.game, ChannelId(CHANNEL), ChannelId(thread), Some(MessageId(4_000))).await.unwrap().unwrap();
        let posts = delivered(t).await;
        let dms: Vec<&Post> = posts.iter().filter(|p| p.kind == PostKind::TurnDm).collect();
        assert_eq!(dms.len(), 1, "{posts:?}");
        assert_eq!(dms[0].recipient, Some(first.id));
        assert!(
            dms[0].reply.text.on_discord().contains(&format!("https://discord.com/channels/{GUILD}/{thread}")),
            "{}",
            dms[0].reply.text.on_discord()
        );
        assert_eq!(posts.iter().filter(|p| p.kind == PostKind::Start).count(), 1);
    }
}
