//! Games that live for days, with the time driven by a manual clock: days of play run in
//! milliseconds. A reminder once per move at 80 % of the time, loss on time (with two players and
//! with four), a late move refused, a move and a time-out racing, a restart in the middle of a
//! clock, and a downtime that is not counted against anyone. What the clocks post is in the
//! game's language: a server that fixed Spanish reads its reminders and time-outs in Spanish.

use crate::on_both;
use crate::support::service::OnDiscord;
use crate::support::service::{
    ann, ann_challenges_teban, bob, caller, challenge_id, cid, clocked, dee, CHANNEL, DAY, GUILD,
    HOUR, MINUTE, T0,
};
use teban::clock::ManualClock;
use teban::games::{GameKind, Outcome, WinReason};
use teban::i18n::Lang;
use teban::store::{ChannelId, GuildId};
use teban::store::{EntryKind, PostKind, Scope};
use teban::table::{
    ActionId, Caller, ChallengeRequest, GameCard, GameClock, MoveClock, Place, Player, Refusal,
    SettingsChange, Table, ThreadRoom,
};

/// ann challenges `others` in `channel` with `clock` per move; they accept.
async fn started_in(
    t: &Table,
    channel: u64,
    others: &[&Caller],
    clock: impl Into<GameClock>,
) -> GameCard {
    let at = |c: &Caller| Caller {
        place: Place {
            guild: Some(GuildId(GUILD)),
            channel: ChannelId(channel),
        },
        ..c.clone()
    };
    let request = ChallengeRequest {
        kind: GameKind::Quoridor,
        variant: None,
        opponents: others.iter().map(|c| c.player.clone()).collect(),
        rated: true,
        clock: Some(clock.into()),
    };
    let made = t
        .challenges()
        .challenge(&at(&ann()), request)
        .await
        .unwrap();
    let challenge = made
        .actions
        .iter()
        .find_map(|a| match a.id {
            ActionId::Accept { challenge } => Some(challenge),
            _ => None,
        })
        .unwrap();
    let mut last = None;
    for other in others {
        last = Some(t.challenges().accept(&at(other), challenge).await.unwrap());
    }
    last.unwrap().card.unwrap()
}

async fn started(t: &Table, others: &[&Caller], clock: impl Into<GameClock>) -> GameCard {
    started_in(t, CHANNEL, others, clock).await
}

/// The caller to move in `card` (in the card's channel).
fn mover(card: &GameCard, channel: u64) -> Caller {
    let p = card.player_to_move().unwrap();
    Caller::new(p.id, &p.name, Some(GUILD), channel)
}

/// The posts waiting in the outbox, delivered (marked sent) as a front end would, but for the
/// replays: each game that ended on time is owed exactly one (the server's default), checked here.
async fn delivered(t: &Table) -> Vec<teban::table::Post> {
    let posts = t.outbox().claim_posts(None, 100).await.unwrap();
    for post in &posts {
        t.outbox().post_delivered(post.id).await.unwrap();
    }
    let (replays, said): (Vec<_>, Vec<_>) =
        posts.into_iter().partition(|p| p.kind == PostKind::Replay);
    let mut ended: Vec<_> = said
        .iter()
        .filter(|p| {
            let card = p.reply.card.as_ref();
            p.kind == PostKind::Timeout
                && card.is_some_and(|c| c.status != teban::table::GameStatus::Active)
        })
        .map(|p| p.game)
        .collect();
    let mut replayed: Vec<_> = replays.iter().map(|p| p.game).collect();
    ended.sort();
    replayed.sort();
    assert_eq!(ended, replayed, "a replay for each game that ended, once");
    said
}

on_both! {
    #[tokio::test]
    async fn a_reminder_comes_once_at_four_fifths_and_the_time_out_loses_the_game() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        t.tick().await.unwrap();
        let card = started(t, &[&bob()], MoveClock(Some(DAY))).await;
        assert_eq!(card.due_at, Some(T0 + DAY));
        let late = card.player_to_move().unwrap().clone();
        let winner = card
            .seats
            .iter()
            .find(|s| s.player.id != late.id)
            .unwrap()
            .player
            .clone();

        clock.set(T0 + DAY * 4 / 5 - 1);
        assert_eq!(t.tick().await.unwrap().reminded, 0, "not yet");
        clock.advance(1);
        assert_eq!(t.tick().await.unwrap().reminded, 1);
        assert_eq!(t.tick().await.unwrap().reminded, 0, "never twice");
        let posts = delivered(t).await;
        assert_eq!(posts.len(), 1);
        let reminder = &posts[0].reply;
        assert_eq!(
            reminder.text.on_discord(),
            format!(
                "⏰ **{}**, 4 hours 48 minutes left for your move (due <t:{}:R>). **{}** to move (move 1).",
                late.name,
                (T0 + DAY) / 1000,
                late.name
            )
        );
        assert_eq!(reminder.mention, vec![late.id]);
        assert!(reminder.picture.is_some(), "the reminder shows the board");

        clock.set(T0 + DAY);
        let tick = t.tick().await.unwrap();
        assert_eq!((tick.reminded, tick.timed_out), (0, 1));
        let posts = delivered(t).await;
        assert_eq!(posts.len(), 1);
        let result = &posts[0].reply;
        assert_eq!(
            result.text.on_discord(),
            format!(
                "**{}** ran out of time. **{}** wins (on time).",
                late.name, winner.name
            )
        );
        let over = result.card.as_ref().unwrap();
        assert_eq!(
            over.status,
            teban::table::GameStatus::Finished(Outcome::Win {
                winner: over
                    .seats
                    .iter()
                    .find(|s| s.player.id == winner.id)
                    .unwrap()
                    .seat,
                reason: WinReason::Time,
            })
        );
        assert_eq!(over.due_at, None);
        // In the log as an entry of its own, replayed to the same position; rated like any result.
        let log = t.store().log(card.game).await.unwrap();
        assert_eq!(log.last().unwrap().kind, EntryKind::Timeout);
        let replayed = t.store().replay(card.game).await.unwrap();
        assert_eq!(
            replayed.outcome(),
            t.store()
                .game(card.game)
                .await
                .unwrap()
                .unwrap()
                .state
                .outcome()
        );
        let board = t
            .standings().standings(Scope::Server(GuildId(GUILD)), GameKind::Quoridor, 2, 10)
            .await
            .unwrap();
        let won = board.iter().find(|s| s.user == winner.id).unwrap();
        assert_eq!((won.wins, won.losses), (1, 0));
        assert_eq!(t.tick().await.unwrap(), teban::table::Tick::default());
    }
}

on_both! {
    #[tokio::test]
    async fn a_move_restarts_the_clock_and_no_reminder_comes_after_it() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        let card = started(t, &[&bob()], MoveClock(Some(DAY))).await;
        clock.set(T0 + DAY / 2);
        let moved = t.games().play(&mover(&card, CHANNEL), "e2", None).await.unwrap();
        let after = moved.card.unwrap();
        assert_eq!(
            after.due_at,
            Some(T0 + DAY / 2 + DAY),
            "the next player's day"
        );
        // The first player's reminder time passes: nothing, the move was played.
        clock.set(T0 + DAY * 9 / 10);
        assert_eq!(t.tick().await.unwrap(), teban::table::Tick::default());
        assert!(delivered(t).await.is_empty());
        clock.set(T0 + DAY / 2 + DAY * 4 / 5);
        assert_eq!(t.tick().await.unwrap().reminded, 1);
        let posts = delivered(t).await;
        assert_eq!(
            posts[0].reply.mention,
            vec![after.player_to_move().unwrap().id]
        );
    }
}

on_both! {
    #[tokio::test]
    async fn with_four_players_the_one_out_of_time_leaves_and_the_others_play_on() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        let card = started(t, &[&bob(), &cid(), &dee()], MoveClock(Some(HOUR))).await;
        let late = card.player_to_move().unwrap().clone();
        clock.set(T0 + HOUR);
        let tick = t.tick().await.unwrap();
        assert_eq!(tick.timed_out, 1);
        let now = t.games().card(card.game).await.unwrap();
        assert!(now.to_move.is_some(), "the game goes on");
        assert_ne!(now.player_to_move().unwrap().id, late.id);
        assert!(
            !now.seats
                .iter()
                .find(|s| s.player.id == late.id)
                .unwrap()
                .playing
        );
        assert_eq!(
            now.due_at,
            Some(T0 + 2 * HOUR),
            "the next player's hour starts"
        );
        let posts = delivered(t).await;
        assert!(posts[0]
            .reply
            .text.on_discord()
            .starts_with(&format!("**{}** ran out of time. ", late.name)));
        assert_eq!(
            posts[0].reply.mention,
            vec![now.player_to_move().unwrap().id]
        );
    }
}

on_both! {
    #[tokio::test]
    async fn a_move_after_its_deadline_is_refused_and_the_game_lost_on_time_once() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        let card = started(t, &[&bob()], MoveClock(Some(5 * MINUTE))).await;
        clock.set(T0 + 5 * MINUTE);
        let refused = t
            .games().play(&mover(&card, CHANNEL), "e2", None)
            .await
            .unwrap_err();
        assert_eq!(
            refused.text(Lang::En).on_discord(),
            format!(
                "your time for this move ran out <t:{}:R>: you lost on time",
                (T0 + 5 * MINUTE) / 1000
            )
        );
        let log = t.store().log(card.game).await.unwrap();
        assert_eq!(log.len(), 1);
        assert_eq!(log[0].kind, EntryKind::Timeout);
        assert_eq!(t.tick().await.unwrap().timed_out, 0, "it happened once");
        assert_eq!(delivered(t).await.len(), 1, "and was posted once");
    }
}

on_both! {
    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn a_move_and_a_time_out_racing_for_the_same_position_land_exactly_once() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        const GAMES: u64 = 40;
        let mut cards = Vec::new();
        for g in 0..GAMES {
            cards.push(started_in(t, 5000 + g, &[&bob()], MoveClock(Some(HOUR))).await);
        }
        // Every game's player moves just as their hour runs out, while the scheduler runs.
        clock.set(T0 + HOUR - 1);
        let moves: Vec<_> = cards
            .iter()
            .enumerate()
            .map(|(g, card)| {
                let (t, who) = (t.clone(), mover(card, 5000 + g as u64));
                tokio::spawn(async move { t.games().play(&who, "e2", None).await })
            })
            .collect();
        let scheduler = {
            let (t, clock) = (t.clone(), clock.clone());
            tokio::spawn(async move {
                tokio::task::yield_now().await;
                clock.set(T0 + HOUR);
                let mut timed_out = 0;
                for _ in 0..3 {
                    timed_out += t.tick().await.unwrap().timed_out;
                }
                timed_out
            })
        };
        let mut landed = 0;
        for task in moves {
            match task.await.unwrap() {
                Ok(_) => landed += 1,
                Err(Refusal::OutOfTime { .. }) => {}
                Err(other) => panic!("unexpected refusal: {other}"),
            }
        }
        scheduler.await.unwrap();
        let mut moved = 0;
        let mut lost = 0;
        for card in &cards {
            let log = t.store().log(card.game).await.unwrap();
            assert_eq!(log.len(), 1, "exactly one of the two lands");
            match log[0].kind {
                EntryKind::Move => moved += 1,
                EntryKind::Timeout => lost += 1,
                other => panic!("{other:?}"),
            }
        }
        assert_eq!(moved, landed, "every acknowledged move is in the log");
        assert_eq!(moved + lost, GAMES as usize);
        let posts = delivered(t).await;
        assert_eq!(posts.len(), lost, "each loss on time posted once");
    }
}

on_both! {
    #[tokio::test]
    async fn a_restart_in_the_middle_of_a_clock_keeps_it_and_sends_nothing_twice() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let card = started(&f.table, &[&bob()], MoveClock(Some(DAY))).await;
        clock.set(T0 + DAY * 4 / 5);
        assert_eq!(f.table.tick().await.unwrap().reminded, 1);
        // The process dies (the reminder is in the outbox, not delivered) and comes back.
        let t = f.reopen().await;
        assert_eq!(t.tick().await.unwrap().reminded, 0);
        assert_eq!(
            delivered(&t).await.len(),
            1,
            "the reminder, delivered after the restart"
        );
        clock.set(T0 + DAY);
        assert_eq!(t.tick().await.unwrap().timed_out, 1);
        assert!(t.games().card(card.game).await.unwrap().to_move.is_none());
    }
}

on_both! {
    #[tokio::test]
    async fn time_the_bot_was_down_is_not_counted_and_a_reminder_due_meanwhile_comes_once() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let card = started(&f.table, &[&bob()], MoveClock(Some(DAY))).await;
        f.table.tick().await.unwrap();
        // The bot is down for two days: the reminder and the deadline both pass unseen.
        clock.set(T0 + 2 * DAY);
        let t = f.reopen().await;
        let tick = t.tick().await.unwrap();
        assert_eq!(tick.downtime_ms, Some(2 * DAY));
        assert_eq!((tick.reminded, tick.timed_out), (1, 0));
        assert_eq!(t.games().card(card.game).await.unwrap().due_at, Some(T0 + 3 * DAY));
        let posts = delivered(&t).await;
        assert!(
            posts[0].reply.text.on_discord().contains("1 day left for your move"),
            "{}",
            posts[0].reply.text.on_discord()
        );
        assert_eq!(t.tick().await.unwrap(), teban::table::Tick::default());
        // The moved deadline holds: the game is lost on time a day after the bot came back.
        clock.set(T0 + 3 * DAY);
        assert_eq!(t.tick().await.unwrap().timed_out, 1);
    }
}

on_both! {
    #[tokio::test]
    async fn games_against_teban_and_challenges_without_a_clock_have_no_deadline() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let against_teban = ann_challenges_teban(&f.table).await;
        assert_eq!(against_teban.due_at, None);
        let open = started_in(&f.table, 42, &[&caller(9, "zed")], MoveClock(None)).await;
        assert_eq!(open.due_at, None);
        clock.set(T0 + 365 * DAY);
        assert_eq!(f.table.tick().await.unwrap().timed_out, 0);
        let _ = Player::new(0, "");
    }
}

on_both! {
    #[tokio::test]
    async fn a_server_fixed_to_spanish_reads_the_start_the_reminder_and_the_time_out_in_spanish() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        t.tick().await.unwrap();
        // Discord says the server is French; its managers fix Spanish.
        let french = |c: Caller| c.speaking(Lang::En, Some(Lang::Fr));
        let manager = french(caller(103, "mod"));
        let change = SettingsChange {
            language: Some(Some(Lang::Es)),
            ..SettingsChange::default()
        };
        t.servers().configure(&manager, change, true, ThreadRoom::Allowed)
            .await
            .unwrap();
        // ann reads German, bob English: the game is the channel's, in Spanish.
        let ann = ann().speaking(Lang::De, Some(Lang::Fr));
        let bob = french(bob());
        let request = ChallengeRequest {
            kind: GameKind::Quoridor,
            variant: None,
            opponents: vec![bob.player.clone()],
            rated: true,
            clock: Some(MoveClock(Some(DAY)).into()),
        };
        let made = t.challenges().challenge(&ann, request).await.unwrap();
        assert_eq!(made.lang, Lang::Es);
        assert!(
            made.text.on_discord().starts_with("**ann** desafía a **bob** a una partida de Quoridor"),
            "{}",
            made.text.on_discord()
        );
        assert!(made.text.on_discord().contains(", puntuable, 1 día por jugada. Plazo para aceptar: 15 minutos."), "{}", made.text.on_discord());
        let begun = t.challenges().accept(&bob, challenge_id(&made)).await.unwrap();
        assert_eq!(begun.lang, Lang::Es);
        assert!(
            begun.text.on_discord().starts_with("Empieza la partida: asiento 1 **"),
            "{}",
            begun.text.on_discord()
        );
        let card = begun.card.unwrap();
        let late = card.player_to_move().unwrap().clone();

        clock.set(T0 + DAY * 4 / 5);
        assert_eq!(t.tick().await.unwrap().reminded, 1);
        let posts = delivered(t).await;
        assert_eq!(posts.len(), 1);
        assert_eq!(posts[0].reply.lang, Lang::Es);
        assert!(
            posts[0].reply.text.on_discord().starts_with(&format!(
                "⏰ **{}**, tiempo restante para tu jugada: 4 horas y 48 minutos (vence <t:{}:R>).",
                late.name,
                (T0 + DAY) / 1000
            )),
            "{}",
            posts[0].reply.text.on_discord()
        );

        clock.set(T0 + DAY);
        assert_eq!(t.tick().await.unwrap().timed_out, 1);
        let ended = t.outbox().claim_posts(None, 100).await.unwrap();
        let said = ended.iter().find(|p| p.kind == PostKind::Timeout).unwrap();
        assert!(
            said.reply
                .text.on_discord()
                .starts_with(&format!("**{}** se quedó sin tiempo.", late.name)),
            "{}",
            said.reply.text.on_discord()
        );
        let replay = ended.iter().find(|p| p.kind == PostKind::Replay).unwrap();
        assert!(
            replay.reply.text.on_discord().starts_with(&format!(
                "partida #{}: toda la partida jugada a jugada: ",
                card.game.0
            )),
            "{}",
            replay.reply.text.on_discord()
        );
    }
}
