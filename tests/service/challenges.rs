//! Challenges at the table: made, accepted by the challenged alone, declined, withdrawn, lapsed
//! after their minutes (and swept once), refused with reasons when malformed, and a 4-player game
//! that starts when the last of three accepts.

use crate::on_both;
use crate::support::service::*;
use teban::games::Seat;
use teban::i18n::Lang;
use teban::store::ChallengeStatus;
use teban::store::UserId;
use teban::table::{Caller, GameStatus, Refusal};

on_both! {
    #[tokio::test]
    async fn an_accepted_challenge_seats_both_players_and_shows_the_board() {
        let f = table().await;
        let made = f
            .table
            .challenges().challenge(&ann(), request(&[&bob()], None, true))
            .await
            .unwrap();
        assert!(
            made.text.on_discord().contains("ann") && made.text.on_discord().contains("bob"),
            "{}",
            made.text.on_discord()
        );
        let started = f.table.challenges().accept(&bob(), challenge_id(&made)).await.unwrap();
        let card = started.card.clone().unwrap();
        let mut seated: Vec<u64> = card.seats.iter().map(|s| s.player.id.0).collect();
        seated.sort();
        assert_eq!(seated, vec![1, 2]);
        assert_eq!(card.status, GameStatus::Active);
        assert_eq!(
            (card.version, card.ply, card.to_move),
            (0, 0, Some(Seat(0)))
        );
        assert!(card.rated);
        assert!(started
            .picture
            .as_ref()
            .is_some_and(|p| p.png().starts_with(b"\x89PNG")));
        assert!(started.mention.contains(&UserId(1)) && started.mention.contains(&UserId(2)));
        // Seat 1's pawn steps are offered as buttons carrying the version.
        assert!(started
            .actions
            .iter()
            .any(|a| a.id.to_string() == format!("mv:{}:0:e2", card.game.0)));
    }
}

on_both! {
    #[tokio::test]
    async fn malformed_challenges_are_refused_with_reasons() {
        let f = table().await;
        let t = &f.table;
        let cases: [(&[&Caller], Option<&str>, &str); 5] = [
            (&[&bob(), &cid()], None, "challenge 1 opponent"),
            (
                &[&bob()],
                Some("4-players"),
                "pick the variant `2-players` for 1 opponent",
            ),
            (&[&ann()], None, "yourself"),
            (
                &[&bob()],
                Some("3-players"),
                "no Quoridor variant `3-players`",
            ),
            (&[&bob(), &bob(), &cid()], Some("4-players"), "named twice"),
        ];
        for (opponents, variant, reason) in cases {
            let err = t
                .challenges().challenge(&ann(), request(opponents, variant, false))
                .await
                .unwrap_err();
            let said = err.text(Lang::En).on_discord();
            assert!(said.contains(reason), "{said}");
        }
        assert!(t.challenges().challenges(&ann()).await.unwrap().is_empty());
    }
}

on_both! {
    #[tokio::test]
    async fn only_the_challenged_accept_and_a_declined_challenge_is_closed() {
        let f = table().await;
        let t = &f.table;
        let id = ann_challenges_bob(t).await;
        assert_eq!(
            t.challenges().accept(&cid(), id).await.unwrap_err(),
            Refusal::NotYourChallenge
        );
        assert!(t
            .challenges().accept(&ann(), id)
            .await
            .unwrap_err()
            .to_string()
            .contains("your own"));
        assert_eq!(
            t.challenges().cancel(&bob(), Some(id)).await.unwrap_err(),
            Refusal::NotYourChallenge
        );
        t.challenges().decline(&bob(), id).await.unwrap();
        assert!(matches!(
            t.challenges().accept(&bob(), id).await,
            Err(Refusal::ChallengeClosed { .. })
        ));
        assert!(matches!(
            t.games().play(&bob(), "e2", None).await,
            Err(Refusal::NoGameHere { .. })
        ));
    }
}

on_both! {
    #[tokio::test]
    async fn a_challenge_lapses_after_its_minutes() {
        let f = table_with(0).await;
        let t = &f.table;
        let id = ann_challenges_bob(t).await;
        let err = t.challenges().accept(&bob(), id).await.unwrap_err();
        assert!(matches!(err, Refusal::ChallengeExpired { .. }), "{err}");
        assert_eq!(
            err.to_string(),
            "the challenge lapsed: it was open for 0 minutes"
        );
        let again = t.challenges().accept(&bob(), id).await.unwrap_err();
        assert_eq!(
            again,
            Refusal::ChallengeClosed {
                state: Some(ChallengeStatus::Expired)
            }
        );
    }
}

on_both! {
    #[tokio::test]
    async fn lapsed_challenges_are_swept_once() {
        let f = table_with(0).await;
        let t = &f.table;
        t.challenges().challenge(&ann(), request(&[&bob()], None, false))
            .await
            .unwrap();
        let swept = t.challenges().expire_challenges().await.unwrap();
        assert_eq!(swept.len(), 1);
        assert_eq!(swept[0].challenger.name, "ann");
        assert!(t.challenges().expire_challenges().await.unwrap().is_empty());
    }
}

on_both! {
    #[tokio::test]
    async fn the_challenger_can_withdraw() {
        let f = table().await;
        let t = &f.table;
        let id = ann_challenges_bob(t).await;
        let err = t
            .challenges().challenge(&ann(), request(&[&cid()], None, false))
            .await
            .unwrap_err();
        assert!(
            err.to_string().contains("already have an open challenge"),
            "{err}"
        );
        t.challenges().cancel(&ann(), None).await.unwrap();
        let err = t.challenges().accept(&bob(), id).await.unwrap_err();
        assert_eq!(
            err,
            Refusal::ChallengeClosed {
                state: Some(ChallengeStatus::Cancelled)
            }
        );
    }
}

on_both! {
    #[tokio::test]
    async fn four_players_start_when_the_last_of_three_accepts() {
        let f = table().await;
        let t = &f.table;
        let id = challenge_four(t).await;
        let waiting = t.challenges().accept(&bob(), id).await.unwrap();
        assert!(
            waiting.card.is_none() && waiting.text.on_discord().contains("Waiting"),
            "{}",
            waiting.text.on_discord()
        );
        assert!(t
            .challenges().accept(&bob(), id)
            .await
            .unwrap_err()
            .to_string()
            .contains("already accepted"));
        t.challenges().accept(&cid(), id).await.unwrap();
        let started = t.challenges().accept(&dee(), id).await.unwrap();
        let card = started.card.unwrap();
        assert_eq!(card.seats.len(), 4);
        assert_eq!(card.variant, "4-players");
    }
}
