//! What the service says happened, as values a front end reads (a challenge posted, a game begun,
//! a move played, a game over, a board shown on request, a refusal with its reason), whom each
//! answer is for, and the picture each one shows as what to draw it from: the service draws
//! nothing itself.

use crate::on_both;
use crate::support::service::*;
use teban::games::Seat;
use teban::table::{Audience, GameId, Happened, Picture, Refusal};

on_both! {
    #[tokio::test]
    async fn a_challenge_its_game_and_a_move_say_what_happened_as_values() {
        let f = table().await;
        let t = &f.table;
        let made = t
            .challenges().challenge(&ann(), request(&[&bob()], None, false))
            .await
            .unwrap();
        let challenge = challenge_id(&made);
        assert_eq!(made.happened, Happened::ChallengePosted { challenge });
        assert_eq!(made.audience, Audience::Channel);
        assert!(made.picture.is_none(), "a challenge shows no board");

        let started = t.challenges().accept(&bob(), challenge).await.unwrap();
        let card = started.card.clone().unwrap();
        assert_eq!(started.happened, Happened::Began { game: card.game });
        let first = mover(&card);
        let moved = t.games().play(&first, "e2", Some(card.version)).await.unwrap();
        assert_eq!(
            moved.happened,
            Happened::Moved {
                game: card.game,
                ply: 1,
                notation: "e2".into()
            }
        );
        assert_eq!(moved.audience, Audience::Channel);
        // The position after the move, seen as the channel sees it, with the players' names:
        // what a front end draws.
        let Some(Picture::Board { position, view }) = &moved.picture else {
            panic!("a move shows the board: {:?}", moved.picture);
        };
        assert_eq!(position.ply(), 1);
        assert_eq!(view.side, None);
        assert!(!view.preview);
        let names: Vec<String> = card.seats.iter().map(|s| s.player.name.clone()).collect();
        assert_eq!(view.names, names);
        let second = t.games().play(&other(&card), "e8", None).await.unwrap();
        assert!(
            matches!(second.happened, Happened::Moved { ply: 2, ref notation, .. } if notation == "e8"),
            "{:?}",
            second.happened
        );
    }
}

on_both! {
    #[tokio::test]
    async fn a_refusal_is_for_the_caller_alone_and_carries_its_reason() {
        let f = table().await;
        let t = &f.table;
        let card = start_two(t, false).await;
        let refusal = t.games().play(&other(&card), "e8", None).await.unwrap_err();
        let said = refusal.to_reply(teban::i18n::Lang::Fr);
        assert_eq!(said.happened, Happened::Refused(refusal.clone()));
        assert!(matches!(
            said.happened,
            Happened::Refused(Refusal::NotYourTurn { ref to_move }) if *to_move == mover(&card).player.name
        ));
        assert_eq!(said.audience, Audience::Caller);
        assert!(said.picture.is_none() && said.card.is_none());
        assert_eq!(t.games().card(card.game).await.unwrap().version, 0, "nothing changed");
    }
}

on_both! {
    #[tokio::test]
    async fn a_board_on_request_is_the_callers_and_a_resignation_ends_the_game() {
        let f = table().await;
        let t = &f.table;
        let card = start_two(t, false).await;
        let game: GameId = card.game;
        // Seat 2 asks for the board: shown to them alone, from their side (the default).
        let second = other(&card);
        let shown = t.games().board(&second).await.unwrap();
        assert_eq!(shown.happened, Happened::Shown { game });
        assert_eq!(shown.audience, Audience::Caller);
        let Some(Picture::Board { view, .. }) = &shown.picture else {
            panic!("the board is shown: {:?}", shown.picture);
        };
        assert_eq!(view.side, Some(Seat(1)));

        let resigned = t.games().resign(&second, None).await.unwrap();
        assert_eq!(resigned.happened, Happened::Ended { game });
        assert_eq!(resigned.audience, Audience::Channel);
        assert!(resigned.card.unwrap().to_move.is_none());
    }
}
