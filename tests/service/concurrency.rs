//! Many requests racing on one game: exactly one move lands per version, every other request is
//! refused with a reason, and the log holds each move once.

use crate::on_both;
use crate::support::service::*;
use teban::games::GameKind;
use teban::store::{ChannelId, GuildId};
use teban::table::{Caller, Place, Player, Refusal};

on_both! {
    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn racing_moves_land_once_per_version() {
        let f = table().await;
        let t = &f.table;
        let place = Place {
            guild: Some(GuildId(GUILD)),
            channel: ChannelId(CHANNEL),
        };
        let players = [Player::new(1, "ann"), Player::new(2, "bob")];
        let seating = t
            .games().sit(place, &players, GameKind::Quoridor, None, false)
            .await
            .unwrap();
        let mut card = seating.card;
        const RACERS: usize = 24;
        const ROUNDS: u32 = 12;
        for round in 0..ROUNDS {
            let mover = card.player_to_move().unwrap().clone();
            let caller = Caller {
                player: mover,
                place,
                lang: Default::default(),
                server_lang: None,
                home: Default::default(),
            };
            // Every racer tries a different legal move of the same position, half of them by a
            // button carrying the version they saw, half typed.
            let moves = t.games().autocomplete(&caller, "", 25).await;
            let tasks: Vec<_> = (0..RACERS)
                .map(|i| {
                    let (t, caller, mv) = (t.clone(), caller.clone(), moves[i % moves.len()].clone());
                    let seen = (i % 2 == 0).then_some(card.version);
                    tokio::spawn(async move { t.games().play(&caller, &mv, seen).await })
                })
                .collect();
            let mut landed = Vec::new();
            for task in tasks {
                match task.await.unwrap() {
                    Ok(reply) => landed.push(reply.card.unwrap()),
                    // The loser is told where the game stands now: the next move, the other's turn.
                    Err(Refusal::Stale { now }) => {
                        let now = now.text(teban::i18n::Lang::En).on_discord();
                        assert!(
                            now.ends_with(&format!("to move (move {})", round + 2)),
                            "{now}"
                        );
                        assert!(!now.contains(&caller.player.name), "{now}");
                    }
                    Err(Refusal::NotYourTurn { to_move }) => assert_ne!(to_move, caller.player.name),
                    Err(other) => panic!("unexpected refusal: {other}"),
                }
            }
            assert_eq!(landed.len(), 1, "round {round}: exactly one move lands");
            card = landed.pop().unwrap();
            assert_eq!(card.version, round + 1);
        }
        let log = t.store().log(card.game).await.unwrap();
        assert_eq!(log.len() as u32, ROUNDS);
        assert!(log
            .iter()
            .enumerate()
            .all(|(i, e)| e.seq == i as u32 + 1 && e.ply == i as u32));
        assert_eq!(t.store().replay(card.game).await.unwrap().ply(), ROUNDS);
    }
}

on_both! {
    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn a_load_run_loses_and_doubles_nothing() {
        let f = table().await;
        let plan = teban::console::loadtest::LoadPlan {
            games: 40,
            teban_games: 4,
            teban_level: teban::ai::Level::Easy,
            moves: 6,
            concurrency: 16,
            pictures: false,
            serve_until_idle: Some(std::time::Duration::from_secs(60)),
            acks: None,
            analyses: 0,
        };
        let report = teban::console::loadtest::run(&f.table, &plan).await.unwrap();
        assert_eq!(report.applied, 44 * 6);
        assert_eq!(report.refused, 44 * 6, "every doubled click is refused");
        assert_eq!(report.teban_moves, 4 * 6, "teban answered every move once");
        assert_eq!(report.logged, 44 * 6);
        assert_eq!(report.answers.len(), 44 * 6, "every move of a player was timed");
        assert!(report.is_consistent(), "{report:?}");
        assert_eq!(f.table.store().outstanding_teban_turns().await.unwrap(), 0);
    }
}
