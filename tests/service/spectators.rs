//! Spectators: any game of the server shown to a member who does not play in it, without its
//! buttons, and the server's unfinished games listed (`/games all`).

use crate::on_both;
use crate::support::service::*;
use teban::table::{Caller, GameId, Refusal};

on_both! {
    #[tokio::test]
    async fn spectators_see_any_game_of_the_server_without_its_buttons_and_the_list_of_games() {
        let f = table().await;
        let t = &f.table;
        let carl = caller(104, "carl");
        let none = t.games().server_games(&carl).await.unwrap();
        assert!(
            none.text.on_discord()
                .starts_with("No game is being played on this server"),
            "{}",
            none.text.on_discord()
        );
        let started = begun(t, None).await;
        let game = started.card.as_ref().unwrap().game;

        let watched = t.games().watch(&carl, game).await.unwrap();
        assert!(watched.for_caller());
        assert!(watched.picture.is_some());
        assert!(watched.actions.is_empty(), "a spectator has no buttons");
        let played = t.games().watch(&ann(), game).await.unwrap();
        assert!(!played.actions.is_empty(), "a player keeps hers");
        let stranger = Caller::new(104, "carl", Some(GUILD + 1), CHANNEL + 1);
        assert_eq!(
            t.games().watch(&stranger, game).await.unwrap_err(),
            Refusal::NotOnThisServer { game }
        );
        assert_eq!(
            t.games().watch(&carl, GameId(999)).await.unwrap_err(),
            Refusal::NoSuchGame
        );

        let listed = t.games().server_games(&carl).await.unwrap();
        assert!(listed.for_caller());
        let card = started.card.as_ref().unwrap();
        let names: Vec<String> = card
            .seats
            .iter()
            .map(|s| format!("**{}**", s.player.name))
            .collect();
        assert_eq!(
            listed.text.on_discord(),
            format!(
                "**1 unfinished game on this server** (watch one with `/board game:`):\n\
                 • {game} · Quoridor (2-players): {}, {} to move (move 1) · \
                 https://discord.com/channels/{GUILD}/{CHANNEL}",
                names.join(" vs "),
                names[0]
            )
        );
        assert!(t
            .games().server_games(&Caller::new(101, "ann", None, 9))
            .await
            .is_err());
    }
}
