//! A player's typed acts on a game (`Clicks::act`, what the web page sends): refused as the game's
//! own button would be, done by the same flows, and answered with the game as the change left
//! it, which is what a fresh read finds; a game read before someone else's change is refused by
//! the commit.

use crate::on_both;
use crate::support::service::*;
use teban::table::{Act, Caller, Refusal};

on_both! {
    #[tokio::test]
    async fn an_act_is_refused_as_its_button_would_be_and_answers_with_the_game_it_left() {
        let f = table().await;
        let t = &f.table;
        let card = begun(t, None).await.card.unwrap();
        let game = card.game;
        let read = || async { t.store().game(game).await.unwrap().unwrap() };
        let row = read().await;
        let (first, second) = (mover(&card), other(&card));
        let play = Act::Move(row.state.legal_moves()[0].clone());
        let act = async |who: &Caller, version: u32, what: &Act| {
            t.clicks().act(who, row.clone(), version, what.clone()).await
        };

        // Refused as a click would be: from another server, by a stranger, out of turn, at a
        // version not the game's.
        let abroad = Caller::new(first.player.id, &first.player.name, Some(GUILD + 1), CHANNEL);
        let refused = act(&abroad, row.version, &play).await.unwrap_err();
        assert_eq!(refused, Refusal::NotOnThisServer { game });
        let refused = act(&cid(), row.version, &play).await.unwrap_err();
        assert_eq!(refused, Refusal::NotYourGame);
        let refused = act(&second, row.version, &play).await.unwrap_err();
        assert!(matches!(refused, Refusal::NotYourTurn { .. }), "{refused:?}");
        let refused = act(&first, row.version + 1, &play).await.unwrap_err();
        assert!(matches!(refused, Refusal::Stale { .. }), "{refused:?}");
        assert_eq!(read().await, row, "nothing changed");

        // Played: the answer holds the game as committed, as a fresh read finds it.
        let played = act(&first, row.version, &play).await.unwrap();
        let after = *played.after.expect("the game after the move");
        assert_eq!(after.version, row.version + 1);
        assert_eq!(after, read().await);
        // The row read before the move is stale now: the commit refuses it.
        let raced = act(&first, row.version, &play).await.unwrap_err();
        assert!(matches!(raced, Refusal::Stale { .. }), "{raced:?}");

        // A draw offered writes no entry: the answer holds the offer at the same version.
        let offered = t.clicks().act(&second, after.clone(), after.version, Act::Draw).await.unwrap();
        let offer = *offered.after.expect("the game with the offer");
        assert_eq!(offer.version, after.version);
        assert_eq!(offer.draw_offers, read().await.draw_offers);
        assert!(!offer.draw_offers.is_empty());
        // A resignation ends the game; any act on it is then refused as on a game over.
        let resigned = t.clicks().act(&first, offer.clone(), offer.version, Act::Resign).await.unwrap();
        let over = *resigned.after.expect("the game after the resignation");
        assert!(over.is_finished());
        let refused = t.clicks().act(&second, over.clone(), over.version, Act::Draw).await.unwrap_err();
        assert!(matches!(refused, Refusal::GameOver { .. }), "{refused:?}");
    }
}
