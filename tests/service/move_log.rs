//! Property: whatever sequence of moves, refused moves, draw offers and resignations reaches the
//! service, the position rebuilt from the log alone equals the stored one, and the log holds
//! exactly one entry per version.

use crate::on_both;
use crate::support::service::*;
use teban::store::{ChannelId, GuildId};

use proptest::prelude::*;
use teban::games::{AnyGame, GameKind};
use teban::table::{Caller, GameId, Place, Player};

#[derive(Clone, Debug)]
enum Step {
    /// The player to move plays their `n`-th legal move (modulo the count).
    Move(usize),
    /// Someone types a move that is not legal here.
    Nonsense,
    /// The seat at this index (modulo the table) offers a draw.
    Draw(usize),
    /// The seat at this index resigns.
    Resign(usize),
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        12 => any::<usize>().prop_map(Step::Move),
        1 => Just(Step::Nonsense),
        1 => any::<usize>().prop_map(Step::Draw),
        1 => any::<usize>().prop_map(Step::Resign),
    ]
}

async fn run(players: usize, steps: Vec<Step>) {
    let f = table().await;
    let t = &f.table;
    let place = Place {
        guild: Some(GuildId(GUILD)),
        channel: ChannelId(CHANNEL),
    };
    let seated: Vec<Player> = (1..=players as u64)
        .map(|i| Player::new(i, format!("p{i}")))
        .collect();
    let variant = format!("{players}-players");
    let seating = t
        .games()
        .sit(place, &seated, GameKind::Quoridor, Some(&variant), true)
        .await
        .unwrap();
    let game = seating.game.0;
    let mut card = seating.card;
    for step in steps {
        if card.to_move.is_none() {
            break;
        }
        let at = |i: usize| Caller {
            player: seated[i % players].clone(),
            place,
            lang: Default::default(),
            server_lang: None,
            home: Default::default(),
        };
        let mover = Caller {
            player: card.player_to_move().unwrap().clone(),
            place,
            lang: Default::default(),
            server_lang: None,
            home: Default::default(),
        };
        let answer = match step {
            Step::Move(n) => {
                let row = t.store().game(GameId(game)).await.unwrap().unwrap();
                let moves = row.state.legal_moves();
                t.games()
                    .play(&mover, &moves[n % moves.len()], Some(card.version))
                    .await
            }
            Step::Nonsense => {
                let err = t.games().play(&mover, "z0", None).await.unwrap_err();
                assert!(err.to_string().contains("not a move"), "{err}");
                continue;
            }
            Step::Draw(i) => t.games().offer_draw(&at(i), None).await,
            Step::Resign(i) => t.games().resign(&at(i), None).await,
        };
        if let Ok(reply) = answer {
            card = reply.card.unwrap();
        }
    }
    let stored = t.store().game(GameId(game)).await.unwrap().unwrap();
    let log = t.store().log(GameId(game)).await.unwrap();
    assert_eq!(log.len() as u32, stored.version);
    assert_eq!(t.store().replay(GameId(game)).await.unwrap(), stored.state);
    // With moves only, the bare rules replay the same notation to the same position.
    if log.iter().all(|e| e.kind == teban::store::EntryKind::Move) {
        let notation: Vec<&str> = log.iter().map(|e| e.notation.as_str()).collect();
        let bare = AnyGame::replay(GameKind::Quoridor, Some(&variant), &notation).unwrap();
        assert_eq!(bare, stored.state);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn the_log_alone_rebuilds_every_game(
        four in any::<bool>(),
        steps in proptest::collection::vec(step(), 0..60),
    ) {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        rt.block_on(run(if four { 4 } else { 2 }, steps));
    }
}

on_both! {
    #[tokio::test]
    async fn the_log_replays_to_the_stored_position() {
        let f = table().await;
        let t = &f.table;
        let card = start_two(t, false).await;
        let game = card.game;
        let mut card = card;
        // A random game of legal moves through the service.
        for i in 0..40 {
            let Some(_) = card.to_move else { break };
            let c = mover(&card);
            let moves = t.games().autocomplete(&c, "", 25).await;
            let pick = &moves[(i * 7) % moves.len()];
            card = t
                .games().play(&c, pick, Some(card.version))
                .await
                .unwrap()
                .card
                .unwrap();
        }
        let log = t.store().log(game).await.unwrap();
        assert_eq!(log.len() as u32, card.version);
        assert!(log.iter().enumerate().all(|(i, e)| e.seq == i as u32 + 1));
        let notations: Vec<&str> = log.iter().map(|e| e.notation.as_str()).collect();
        let replayed = AnyGame::replay(GameKind::Quoridor, Some("2-players"), &notations).unwrap();
        let stored = t.store().game(game).await.unwrap().unwrap().state;
        assert_eq!(replayed, stored);
        assert_eq!(t.store().replay(game).await.unwrap(), stored);
        // The log is append-only.
        let err = sqlx::query("DELETE FROM moves WHERE game_id = $1")
            .bind(game.0)
            .execute(t.store().pool())
            .await
            .unwrap_err();
        assert!(err.to_string().contains("append-only"), "{err}");
        let _ = GameId(0);
    }
}
