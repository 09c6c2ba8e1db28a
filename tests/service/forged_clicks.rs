//! A button acts only where its game (or challenge) lives: a click from another server is refused
//! as "not played on this server", one from another channel of the server says where the game is
//! played, and neither changes anything; a spectator's Board click shows the board without the
//! players' buttons.

use crate::on_both;
use crate::support::service::*;
use teban::i18n::Lang;
use teban::store::{ChannelId, MessageId};
use teban::table::{ActionId, Caller, Refusal};

/// The same person in another server's channel.
fn abroad(who: &Caller) -> Caller {
    Caller::new(
        who.player.id,
        &who.player.name,
        Some(GUILD + 1),
        CHANNEL + 1,
    )
}

on_both! {
    #[tokio::test]
    async fn a_games_buttons_act_only_in_its_channel_of_its_server() {
        let f = table().await;
        let t = &f.table;
        let started = begun(t, None).await;
        let card = started.card.clone().unwrap();
        let game = card.game;
        let mover = mover(&card);
        let board = format!("board:{}", game.0);
        let draw = button(&started, |a| matches!(a, ActionId::Draw { .. }));
        let resign = button(&started, |a| matches!(a, ActionId::Resign { .. }));
        let step = quick_move(&started);

        // From another server: nobody reaches the game, not even its players.
        let not_here = Refusal::NotOnThisServer { game };
        for id in [&board, &draw, &resign, &step] {
            assert_eq!(t.clicks().click(&abroad(&mover), id).await.unwrap_err(), not_here, "{id}");
        }
        let stranger = t.clicks().click(&abroad(&eve()), &board).await.unwrap_err();
        assert_eq!(stranger.to_string(), format!("game #{} is not played on this server", game.0));

        // From another channel of the server: the refusal says where the game is played.
        let elsewhere = in_channel(&mover, CHANNEL + 7);
        for id in [&board, &draw, &resign, &step] {
            let refused = t.clicks().click(&elsewhere, id).await.unwrap_err();
            assert_eq!(
                refused.text(Lang::En).on_discord(),
                format!("game #{} is played in <#{CHANNEL}>", game.0),
                "{id}"
            );
        }

        // Nothing changed: no draw offered, nobody resigned, no move played, nothing posted.
        let now = t.games().board(&ann()).await.unwrap().card.unwrap();
        assert!(now.draw_offers.is_empty());
        assert_eq!((now.version, now.ply), (0, 0));
        assert!(now.seats.iter().all(|s| s.playing));
        assert!(posts(t).await.is_empty());
        // ...and in its channel the same buttons work.
        let played = t.clicks().click(&mover, &step).await.unwrap();
        assert_eq!(played.card.unwrap().ply, 1);
    }
}

on_both! {
    #[tokio::test]
    async fn a_spectators_board_click_shows_the_board_without_the_players_buttons() {
        let f = table().await;
        let t = &f.table;
        let started = begun(t, None).await;
        let game = started.card.as_ref().unwrap().game;
        let board = format!("board:{}", game.0);

        let watched = t.clicks().click(&caller(104, "carl"), &board).await.unwrap();
        assert!(watched.for_caller());
        assert!(watched.picture.is_some());
        assert!(watched.text.on_discord().ends_with("to move (move 1)"), "{}", watched.text.on_discord());
        assert!(watched.actions.is_empty(), "a spectator has no buttons");

        let own = t.clicks().click(&ann(), &board).await.unwrap();
        assert!(own.for_caller());
        assert!(
            own.actions
                .iter()
                .any(|a| matches!(a.id, ActionId::Resign { .. })),
            "a player keeps hers"
        );

        // A player's /board elsewhere in the server shows the game without buttons that would be
        // refused there.
        let away = t.games().watch(&in_channel(&ann(), CHANNEL + 7), game).await.unwrap();
        assert!(away.picture.is_some());
        assert!(away.actions.is_empty());
    }
}

on_both! {
    #[tokio::test]
    async fn a_game_in_a_thread_is_clicked_in_its_thread_only() {
        let f = table().await;
        let t = &f.table;
        let started = begun(t, None).await;
        let game = started.card.as_ref().unwrap().game;
        t.games().thread_opened(game, ChannelId(CHANNEL), ChannelId(THREAD), Some(MessageId(LINE)))
            .await
            .unwrap()
            .expect("the game moves to its thread");
        let step = quick_move(&started);
        let mover = to_move(&started, CHANNEL);
        assert_eq!(
            t.clicks().click(&mover, &step).await.unwrap_err(),
            Refusal::PlayedElsewhere {
                game,
                channel: ChannelId(THREAD)
            }
        );
        let played = t.clicks().click(&in_channel(&mover, THREAD), &step).await.unwrap();
        assert_eq!(played.card.unwrap().ply, 1);
    }
}

on_both! {
    #[tokio::test]
    async fn a_rematch_is_asked_only_where_the_game_was_played() {
        let f = table().await;
        let t = &f.table;
        let started = begun(t, None).await;
        let game = started.card.as_ref().unwrap().game;
        let ended = t.games().resign(&ann(), None).await.unwrap();
        let rematch = button(&ended, |a| matches!(a, ActionId::Rematch { .. }));
        posts(t).await;

        assert_eq!(
            t.clicks().click(&abroad(&bob()), &rematch).await.unwrap_err(),
            Refusal::NotOnThisServer { game }
        );
        assert_eq!(
            t.clicks().click(&in_channel(&bob(), CHANNEL + 7), &rematch)
                .await
                .unwrap_err(),
            Refusal::PlayedElsewhere {
                game,
                channel: ChannelId(CHANNEL)
            }
        );
        assert!(posts(t).await.is_empty());
        // No challenge was made: ann's rematch is a challenge of her own, not bob's accepted.
        let asked = t.clicks().click(&ann(), &rematch).await.unwrap();
        assert!(
            asked.text.on_discord().starts_with(&format!(
                "Rematch of {game}. **ann** challenges **bob**"
            )),
            "{}",
            asked.text.on_discord()
        );
    }
}

on_both! {
    #[tokio::test]
    async fn a_challenge_is_answered_only_where_it_was_made() {
        let f = table().await;
        let t = &f.table;
        let challenge = ann_challenges_bob(t).await;
        let id = challenge.0;
        for (who, button) in [
            (bob(), format!("accept:{id}")),
            (bob(), format!("decline:{id}")),
            (ann(), format!("cancel:{id}")),
        ] {
            assert_eq!(
                t.clicks().click(&abroad(&who), &button).await.unwrap_err().text(Lang::En).on_discord(),
                format!("challenge #{id} was not made on this server"),
                "{button}"
            );
            assert_eq!(
                t.clicks().click(&in_channel(&who, CHANNEL + 7), &button)
                    .await
                    .unwrap_err()
                    .text(Lang::En).on_discord(),
                format!("challenge #{id} was made in <#{CHANNEL}>"),
                "{button}"
            );
        }
        // Still open: bob accepts where it was made.
        let accepted = t.clicks().click(&bob(), &format!("accept:{id}")).await.unwrap();
        assert!(accepted.text.on_discord().contains("The game begins"), "{}", accepted.text.on_discord());
    }
}
