//! Moves at the table: refusals that say why and change nothing, one game per player per channel
//! (and several per channel), and autocomplete offering the mover's legal moves by prefix.

use crate::on_both;
use crate::support::service::*;
use teban::i18n::Lang;
use teban::store::{ChannelId, GuildId};
use teban::table::{Caller, Refusal};

on_both! {
    #[tokio::test]
    async fn refusals_say_why_and_change_nothing() {
        let f = table().await;
        let t = &f.table;
        let card = start_two(t, false).await;
        let (first, second) = (mover(&card), other(&card));
        let err = t.games().play(&second, "e8", None).await.unwrap_err();
        assert_eq!(
            err,
            Refusal::NotYourTurn {
                to_move: first.player.name.clone()
            }
        );
        let err = t.games().play(&first, "e3", None).await.unwrap_err();
        assert!(err.to_string().contains("not reachable"), "{err}");
        let err = t.games().play(&first, "zz9", None).await.unwrap_err();
        assert!(err.to_string().contains("is not a move"), "{err}");
        let err = t.games().play(&eve(), "e2", None).await.unwrap_err();
        assert!(matches!(err, Refusal::NoGameHere { .. }), "{err}");
        let stranger_click = t.clicks().click(&eve(), &format!("mv:{}:0:e2", card.game.0)).await;
        assert_eq!(stranger_click.unwrap_err(), Refusal::NotYourGame);
        let bad = t.clicks().click(&first, "mv:oops").await.unwrap_err();
        assert!(bad.to_string().contains("not a teban button"), "{bad}");
        assert!(t.store().log(card.game).await.unwrap().is_empty());
        assert_eq!(t.games().card(card.game).await.unwrap().version, 0);

        // A move by button, then the same button again: stale.
        let id = format!("mv:{}:0:e2", card.game.0);
        let played = t.clicks().click(&first, &id).await.unwrap();
        assert_eq!(played.card.as_ref().unwrap().version, 1);
        assert_eq!(played.mention, vec![second.player.id]);
        let err = t.clicks().click(&first, &id).await.unwrap_err();
        // The refusal counts moves as the board does, and says whose turn it is.
        assert_eq!(
            err.text(Lang::En).on_discord(),
            format!(
                "that was for an earlier position: the game has moved on, **{}** to move (move 2)",
                second.player.name
            )
        );
        assert_eq!(t.store().log(card.game).await.unwrap().len(), 1);
    }
}

on_both! {
    #[tokio::test]
    async fn one_game_per_player_per_channel_and_several_per_channel() {
        let f = table().await;
        let t = &f.table;
        start_two(t, false).await;
        let err = t
            .challenges().challenge(&cid(), request(&[&ann()], None, false))
            .await
            .unwrap_err();
        assert_eq!(err, Refusal::AlreadyPlaying { name: "ann".into() });
        // Another pair shares the channel.
        let made = t
            .challenges().challenge(&cid(), request(&[&dee()], None, false))
            .await
            .unwrap();
        t.challenges().accept(&dee(), challenge_id(&made)).await.unwrap();
        // Ann may play Cid in another channel.
        let elsewhere = |c: Caller| Caller {
            place: teban::table::Place {
                guild: Some(GuildId(GUILD)),
                channel: ChannelId(2000),
            },
            ..c
        };
        let made = t
            .challenges().challenge(&elsewhere(ann()), request(&[&cid()], None, false))
            .await
            .unwrap();
        t.challenges().accept(&elsewhere(cid()), challenge_id(&made))
            .await
            .unwrap();
        assert!(t.games().board(&elsewhere(ann())).await.unwrap().for_caller());
    }
}

on_both! {
    #[tokio::test]
    async fn autocomplete_offers_the_movers_legal_moves_by_prefix() {
        let f = table().await;
        let t = &f.table;
        let card = start_two(t, false).await;
        let (first, second) = (mover(&card), other(&card));
        let e = t.games().autocomplete(&first, "E", 100).await;
        assert!(
            e.len() <= 25 && e.iter().all(|m| m.starts_with('e')),
            "{e:?}"
        );
        assert!(e.contains(&"e2".to_string()));
        assert_eq!(t.games().autocomplete(&first, "d", 3).await.len(), 3);
        assert_eq!(
            t.games().autocomplete(&second, "", 10).await,
            [format!("it is {}'s turn (move 1)", first.player.name)],
            "not their turn"
        );
        assert_eq!(
            t.games().autocomplete(&eve(), "", 10).await,
            ["you have no game in this channel"]
        );
        let legal = t.games().legal(&first, "e", 100).await.unwrap();
        assert!(
            legal.for_caller() && legal.text.on_discord().contains("e2"),
            "{}",
            legal.text.on_discord()
        );
        // After a move the cache follows the new version.
        t.games().play(&first, "e2", None).await.unwrap();
        assert_eq!(
            t.games().autocomplete(&first, "", 10).await,
            [format!("it is {}'s turn (move 2)", second.player.name)]
        );
        assert!(!t.games().autocomplete(&second, "e", 10).await.is_empty());
    }
}

on_both! {
    #[tokio::test]
    async fn the_quick_move_buttons_are_the_legal_moves_of_the_shortest_notation() {
        use teban::games::GameKind;
        use teban::table::{ActionId, Reply, QUICK_MOVES};
        let f = table().await;
        let t = &f.table;
        let quick = |reply: &Reply| -> Vec<String> {
            reply
                .actions
                .iter()
                .filter_map(|a| match &a.id {
                    ActionId::Move { notation, .. } => Some(notation.clone()),
                    _ => None,
                })
                .collect()
        };
        for (n, kind) in GameKind::ALL.iter().enumerate() {
            let channel = 3000 + n as u64;
            let (north, south) = (in_channel(&ann(), channel), in_channel(&bob(), channel));
            let players = [north.player.clone(), south.player.clone()];
            let seating = t
                .games().sit(north.place, &players, *kind, None, false)
                .await
                .unwrap();
            let mut reply = t.games().board(&north).await.unwrap();
            if *kind == GameKind::Quoridor {
                assert_eq!(quick(&reply), ["d1", "e2", "f1"]);
            }
            for ply in 0..6 {
                let row = t.store().game(seating.game).await.unwrap().unwrap();
                // Every legal move written out: those of the fewest letters, if few enough.
                let legal = row.state.legal_moves();
                let least = legal.iter().map(String::len).min().unwrap_or(0);
                let shortest: Vec<String> =
                    legal.iter().filter(|m| m.len() == least).cloned().collect();
                let expected = if shortest.len() <= QUICK_MOVES {
                    shortest
                } else {
                    Vec::new()
                };
                assert_eq!(quick(&reply), expected, "{kind:?} at ply {ply}");
                let seat = row.state.to_move().unwrap();
                let user = row.seats.iter().find(|s| s.seat == seat).unwrap().user;
                let mover = if user == north.player.id { &north } else { &south };
                reply = t
                    .games().play(mover, &legal[(ply * 7) % legal.len()], None)
                    .await
                    .unwrap();
            }
        }
    }
}
