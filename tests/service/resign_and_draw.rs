//! How a game ends by agreement or surrender: a rated resignation moves the ladder (an unrated one
//! does not), a draw needs everyone and a move withdraws the offer, and in a 4-player game the
//! others play on after a resignation.

use crate::on_both;
use crate::support::service::*;
use teban::games::{GameKind, Outcome, WinReason};
use teban::store::GuildId;
use teban::store::Scope;
use teban::table::{GameStatus, Refusal};

on_both! {
    #[tokio::test]
    async fn a_rated_resignation_moves_the_ladder_and_an_unrated_one_does_not() {
        let f = table().await;
        let t = &f.table;
        let card = start_two(t, false).await;
        let loser = mover(&card);
        t.games().resign(&loser, None).await.unwrap();
        assert!(t
            .standings().standings(Scope::Server(GuildId(GUILD)), GameKind::Quoridor, 2, 10)
            .await
            .unwrap()
            .is_empty());

        let card = start_two(t, true).await;
        let (loser, winner) = (mover(&card), other(&card));
        let done = t.games().resign(&loser, Some(0)).await.unwrap();
        let end = done.card.unwrap();
        assert_eq!(
            end.status,
            GameStatus::Finished(Outcome::Win {
                winner: end
                    .seats
                    .iter()
                    .find(|s| s.player.id == winner.player.id)
                    .unwrap()
                    .seat,
                reason: WinReason::Resignation
            })
        );
        let buttons: Vec<String> = done.actions.iter().map(|a| a.id.to_string()).collect();
        assert_eq!(
            buttons,
            [
                format!("rematch:{}", end.game.0),
                format!("analyse:{}", end.game.0)
            ],
            "no move is left to play"
        );
        let ladder = t
            .standings().standings(Scope::Server(GuildId(GUILD)), GameKind::Quoridor, 2, 10)
            .await
            .unwrap();
        assert_eq!(ladder.len(), 2);
        assert_eq!((ladder[0].user, ladder[0].wins), (winner.player.id, 1));
        assert_eq!((ladder[1].user, ladder[1].losses), (loser.player.id, 1));
        assert!(ladder[0].rating > 1500.0 && ladder[1].rating < 1500.0);
        let board = t.standings().leaderboard(&ann(), GameKind::Quoridor, 10).await.unwrap();
        assert!(
            board.text.on_discord().find(&winner.player.name) < board.text.on_discord().find(&loser.player.name),
            "{}",
            board.text.on_discord()
        );
        let record = t.standings().record(&ann(), &loser.player).await.unwrap();
        assert!(record.text.on_discord().contains("0W 1L 0D"), "{}", record.text.on_discord());
        // The game is over: the players are free again.
        assert!(matches!(
            t.games().play(&winner, "e2", None).await,
            Err(Refusal::NoGameHere { .. })
        ));
    }
}

on_both! {
    #[tokio::test]
    async fn a_draw_needs_everyone_and_a_move_withdraws_the_offer() {
        let f = table().await;
        let t = &f.table;
        let card = start_two(t, true).await;
        let (first, second) = (mover(&card), other(&card));
        assert!(t
            .games().accept_draw(&second, None)
            .await
            .unwrap_err()
            .to_string()
            .contains("no draw"));
        let offered = t.games().offer_draw(&first, None).await.unwrap();
        assert_eq!(offered.mention, vec![second.player.id]);
        assert_eq!(offered.card.unwrap().version, 0, "an offer is not a move");
        assert!(t
            .games().offer_draw(&first, None)
            .await
            .unwrap_err()
            .to_string()
            .contains("already offer"));
        t.games().play(&first, "e2", None).await.unwrap();
        assert!(
            t.games().accept_draw(&second, None).await.is_err(),
            "the move withdrew the offer"
        );
        t.games().offer_draw(&second, None).await.unwrap();
        let drawn = t.games().accept_draw(&first, None).await.unwrap();
        assert_eq!(
            drawn.card.unwrap().status,
            GameStatus::Finished(Outcome::Draw)
        );
        let ladder = t
            .standings().standings(Scope::Server(GuildId(GUILD)), GameKind::Quoridor, 2, 10)
            .await
            .unwrap();
        assert!(
            ladder.iter().all(|s| s.draws == 1 && s.wins == 0),
            "{ladder:?}"
        );
    }
}

on_both! {
    #[tokio::test]
    async fn in_four_player_games_the_others_play_on_after_a_resignation() {
        let f = table().await;
        let t = &f.table;
        let id = challenge_four(t).await;
        for c in [bob(), cid()] {
            t.challenges().accept(&c, id).await.unwrap();
        }
        let card = t.challenges().accept(&dee(), id).await.unwrap().card.unwrap();
        let quitter = other(&card);
        let after = t.games().resign(&quitter, None).await.unwrap().card.unwrap();
        assert_eq!(after.status, GameStatus::Active);
        assert_eq!(after.seats.iter().filter(|s| !s.playing).count(), 1);
        assert!(after.seats.iter().all(|s| !s.out_of_time), "resigned, not out of time");
        let err = t.games().resign(&quitter, None).await.unwrap_err();
        assert!(err.to_string().contains("resigned"), "{err}");
        // Two more resign: the last one left wins, and the 4-player ladder is written.
        let mut card = after;
        for _ in 0..2 {
            let next = card
                .seats
                .iter()
                .find(|s| s.playing && Some(s.seat) != card.to_move)
                .unwrap()
                .player
                .clone();
            card = t
                .games().resign(&caller(next.id, &next.name), None)
                .await
                .unwrap()
                .card
                .unwrap();
        }
        assert!(matches!(
            card.status,
            GameStatus::Finished(Outcome::Win { .. })
        ));
        let ladder = t
            .standings().standings(Scope::Server(GuildId(GUILD)), GameKind::Quoridor, 4, 10)
            .await
            .unwrap();
        assert_eq!(ladder.len(), 4);
        assert!(ladder[0].rating > 25.0 && ladder[0].wins == 1);
        // The state rebuilt from the log agrees.
        let replayed = t.store().replay(card.game).await.unwrap();
        assert_eq!(
            Some(replayed),
            t.store().game(card.game).await.unwrap().map(|g| g.state)
        );
    }
}
