//! What a player reads at the table: every reply names the move just made, three opponents pick
//! 4-player Quoridor and a mismatch names the variant, the texts of a challenge, a turn, a lost
//! race and a draw (plurals, the player who waits, the draw said once), a lapsed challenge's
//! message closed when clicked, long input and names cut.

use crate::on_both;
use crate::support::service::*;
use teban::games::GameKind;
use teban::i18n::Lang;
use teban::table::{Caller, GameCard, Player, Table};

/// ann challenges the others and everyone accepts: the game's first card.
async fn started(t: &Table, others: &[&Caller], variant: Option<&str>) -> GameCard {
    let made = t
        .challenges()
        .challenge(&ann(), request(others, variant, true))
        .await
        .unwrap();
    let mut last = None;
    for other in others {
        last = Some(
            t.challenges()
                .accept(other, challenge_id(&made))
                .await
                .unwrap(),
        );
    }
    last.unwrap().card.unwrap()
}

on_both! {
    #[tokio::test]
    async fn every_reply_names_the_move_just_made_from_the_first_on() {
        let f = table().await;
        let t = &f.table;
        let mut card = started(t, &[&bob()], None).await;
        assert_eq!(card.last_move, None, "nothing played yet");
        for step in ["e2", "e8", "e3h", "d8"] {
            let reply = t.games().play(&mover(&card), step, None).await.unwrap();
            card = reply.card.unwrap();
            assert_eq!(card.last_move.as_deref(), Some(step), "{}", reply.text.on_discord());
            assert!(
                reply.text.on_discord().contains(&format!("played {step}.")),
                "{}",
                reply.text.on_discord()
            );
        }
        let resigned = t.games().resign(&mover(&card), None).await.unwrap();
        assert_eq!(resigned.card.unwrap().last_move.as_deref(), Some("resign"));
    }
}

on_both! {
    #[tokio::test]
    async fn three_opponents_make_four_player_quoridor_and_a_mismatch_names_the_variant() {
        let f = table().await;
        let t = &f.table;
        let card = started(t, &[&bob(), &cid(), &dee()], None).await;
        assert_eq!(card.variant, "4-players");
        assert_eq!(card.seats.len(), 4);
        let refused = t
            .challenges().challenge(
                &caller(9, "zed"),
                request(&[&caller(8, "yan")], Some("4-players"), true),
            )
            .await
            .unwrap_err();
        assert_eq!(
            refused.text(Lang::En).on_discord(),
            "Quoridor (4-players) is for 4 players, not 2: pick the variant `2-players` for 1 opponent"
        );
    }
}

on_both! {
    #[tokio::test]
    async fn the_texts_a_player_reads() {
        // One minute, not "1 minutes".
        let f = table_with(1).await;
        let t = &f.table;
        let made = t.challenges().challenge(&ann(), request(&[&bob()], None, true)).await.unwrap();
        assert!(
            made.text.on_discord().ends_with("Accept within 1 minute."),
            "{}",
            made.text.on_discord()
        );
        let card = {
            let r = t.challenges().accept(&bob(), challenge_id(&made)).await.unwrap();
            r.card.unwrap()
        };
        let first = mover(&card);
        let second = if first.player.id == ann().player.id {
            bob()
        } else {
            ann()
        };
        // The player who waits is told whose turn it is; someone without a game, that they have none.
        assert_eq!(
            t.games().autocomplete(&second, "e", 25).await,
            [format!("it is {}'s turn (move 1)", first.player.name)]
        );
        assert_eq!(
            t.games().autocomplete(&caller(77, "zed"), "e", 25).await,
            ["you have no game in this channel"]
        );
        // A typed move that lost a race says whose turn it is now.
        let button = format!("mv:{}:0:e2", card.game.0);
        t.clicks().click(&first, &button).await.unwrap();
        let lost = t.clicks().click(&first, &button).await.unwrap_err();
        assert_eq!(
            lost.text(Lang::En).on_discord(),
            format!(
                "that was for an earlier position: the game has moved on, **{}** to move (move 2)",
                second.player.name
            )
        );
        // A draw: offered (pinging only the other), agreed, said once.
        let offered = t.games().offer_draw(&first, None).await.unwrap();
        assert_eq!(offered.mention, vec![second.player.id]);
        let drawn = t.games().offer_draw(&second, None).await.unwrap();
        assert_eq!(
            drawn.text.on_discord(),
            format!("**{}** agrees. Drawn by agreement.", second.player.name)
        );
        let finished = drawn.card.unwrap();
        assert_eq!(finished.to_move, None);
    }
}

on_both! {
    #[tokio::test]
    async fn a_lapsed_challenge_closes_its_message_when_clicked() {
        let f = table_with(0).await;
        let t = &f.table;
        let made = t.challenges().challenge(&ann(), request(&[&bob()], None, true)).await.unwrap();
        let click = format!("accept:{}", challenge_id(&made).0);
        let closed = t.clicks().click(&bob(), &click).await.unwrap();
        assert_eq!(closed.clicked, teban::table::Clicked::Closed);
        assert!(closed.actions.is_empty());
        assert_eq!(
            closed.text.on_discord(),
            "The challenge lapsed: it was open for 0 minutes."
        );
    }
}

on_both! {
    #[tokio::test]
    async fn long_names_are_cut_and_control_characters_dropped() {
        let player = Player::new(1, format!("  ann\u{7}{}  ", "x".repeat(100)));
        assert_eq!(player.name.chars().count(), teban::table::LONGEST_NAME);
        assert!(player.name.starts_with("annxx") && player.name.ends_with('…'));
        let f = table().await;
        let long = "e2".repeat(3000);
        let card = started(&f.table, &[&bob()], None).await;
        let refused = f.table.games().play(&mover(&card), &long, None).await.unwrap_err();
        assert_eq!(
            refused.to_string(),
            "that is 6,000 characters long, and no move is longer than 64"
        );
        // No legal move of any game comes near the limit.
        for kind in GameKind::ALL {
            for (variant, _) in kind.variants() {
                let game = teban::games::AnyGame::new(*kind, Some(variant)).unwrap();
                let longest = game
                    .legal_moves()
                    .iter()
                    .map(String::len)
                    .max()
                    .unwrap_or(0);
                assert!(
                    longest < teban::table::LONGEST_MOVE / 2,
                    "{kind} {variant}: {longest}"
                );
            }
        }
    }
}
