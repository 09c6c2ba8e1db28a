//! The store keeps a game's clock and plan as values: each kind of clock (no limit, a time per
//! move, a time bank with and without a cap) and a plan written to a game, a challenge or a
//! tournament read back as the value written, on SQLite and PostgreSQL.

use crate::on_both;
use crate::support::service::{clocked, DAY, GUILD, HOUR, T0};
use teban::clock::ManualClock;
use teban::games::{GameKind, Seat};
use teban::i18n::Lang;
use teban::store::{
    ChallengeId, ChallengeRow, ChallengeStatus, ChannelId, GameClock, GameRow, GuildId, Home,
    MoveClock, NewGame, NewTournament, Plan, Store, TimeBank, TournamentFormat, UserId,
};

/// Every kind of clock a game is played with.
fn every_clock() -> [GameClock; 4] {
    [
        GameClock::PerMove(MoveClock(None)),
        GameClock::PerMove(MoveClock(Some(36 * HOUR))),
        GameClock::Bank(TimeBank {
            bank_ms: 3 * DAY,
            increment_ms: DAY,
            cap_ms: 7 * DAY,
        }),
        GameClock::Bank(TimeBank {
            bank_ms: 10 * 60_000,
            increment_ms: 10_000,
            cap_ms: 10 * 60_000,
        }),
    ]
}

/// A game of ann and bob in `channel` played with `clock`.
async fn game_with(store: &Store, channel: u64, clock: GameClock) -> GameRow {
    let new = NewGame {
        kind: GameKind::Quoridor,
        variant: "2-players".to_string(),
        guild: Some(GuildId(GUILD)),
        channel: ChannelId(channel),
        home: Home::Posted,
        rated: false,
        seats: vec![
            (UserId(1), "ann".to_string()),
            (UserId(2), "bob".to_string()),
        ],
        clock,
        deadline: clock.first_turn(T0),
        lang: Lang::En,
        vacation: true,
    };
    store.create_game(&new).await.unwrap().unwrap()
}

on_both! {
    #[tokio::test]
    async fn each_kind_of_clock_reads_back_from_a_game_a_challenge_and_a_tournament() {
        let clock = ManualClock::at(T0);
        let fixture = clocked(&clock).await;
        let store = fixture.table.store();
        for (n, kind) in every_clock().into_iter().enumerate() {
            let created = game_with(store, 100 + n as u64, kind).await;
            let read = store.game(created.id).await.unwrap().unwrap();
            assert_eq!((created.clock, read.clock), (kind, kind));
            let banks = read.clock.bank().map_or(Vec::new(), |b| vec![b.bank_ms; 2]);
            assert_eq!(read.banks, banks, "each seat starts with the whole bank");

            let challenge = store
                .create_challenge(&ChallengeRow {
                    id: ChallengeId(0),
                    kind: GameKind::Quoridor,
                    variant: "2-players".to_string(),
                    rated: false,
                    guild: Some(GuildId(GUILD)),
                    channel: ChannelId(200 + n as u64),
                    home: Home::Posted,
                    challenger: (UserId(1), "ann".to_string()),
                    opponents: vec![(UserId(2), "bob".to_string(), false)],
                    status: ChallengeStatus::Open,
                    game: None,
                    created_at: T0,
                    expires_at: T0 + HOUR,
                    clock: kind,
                    seats: None,
                    rating_range: None,
                    message: None,
                })
                .await
                .unwrap();
            let read = store.challenge(challenge.id).await.unwrap().unwrap();
            assert_eq!(read.clock, kind);

            let tournament = store
                .create_tournament(&NewTournament {
                    guild: GuildId(GUILD),
                    channel: ChannelId(300 + n as u64),
                    name: format!("cup {n}"),
                    kind: GameKind::Quoridor,
                    variant: "2-players".to_string(),
                    format: TournamentFormat::RoundRobin,
                    rounds: None,
                    clock: kind,
                    rated: false,
                    vacation: true,
                    max_players: 8,
                    organiser: (UserId(1), "ann".to_string()),
                    closes_at: None,
                    lang: Lang::En,
                })
                .await
                .unwrap();
            let read = store.tournament(tournament).await.unwrap().unwrap();
            assert_eq!(read.clock, kind);
        }
    }
}

on_both! {
    #[tokio::test]
    async fn a_plan_reads_back_as_its_tree_and_is_gone_once_cleared() {
        let clock = ManualClock::at(T0);
        let fixture = clocked(&clock).await;
        let store = fixture.table.store();
        let game = game_with(store, 100, GameClock::default()).await;
        assert_eq!(game.plan, None);
        // bob waits for ann's first move: if e2, e8 (then if e3, e7; if d2, d8); if a1h, e8.
        let mut plan = Plan::new(Seat(1), game.version);
        for line in [["e2", "e8", "e3", "e7"], ["e2", "e8", "d2", "d8"]] {
            assert_eq!(plan.add(line.map(str::to_string).to_vec()), Ok(true));
        }
        assert_eq!(plan.add(vec!["a1h".into(), "e8".into()]), Ok(true));
        store
            .set_plan(game.id, game.version, None, Some(&plan))
            .await
            .unwrap()
            .unwrap();
        let read = store.game(game.id).await.unwrap().unwrap();
        assert_eq!(read.plan.as_ref(), Some(&plan));
        let (reply, rest) = read.plan.as_ref().unwrap().follow("e2");
        assert_eq!(reply.as_deref(), Some("e8"));
        assert_eq!(rest.lines, [["e3", "e7"], ["d2", "d8"]]);

        // A writer that read no plan finds its game's plan changed: refused, the plan kept.
        let stale = store.set_plan(game.id, game.version, None, None).await.unwrap();
        assert!(stale.is_err());
        assert_eq!(store.game(game.id).await.unwrap().unwrap().plan, Some(plan.clone()));

        store
            .set_plan(game.id, game.version, Some(&plan), None)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(store.game(game.id).await.unwrap().unwrap().plan, None);
    }
}
