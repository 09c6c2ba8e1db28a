//! A thread per game, seen from outside the service: which games want a thread, what moving a game
//! there owes the thread (its first board) and what its end owes its line and its thread (the
//! result, the replay); a server without threads or replays is owed nothing; a thread's name is
//! cut to Discord's hundred characters.

use crate::on_both;
use crate::support::service::*;
use teban::games::GameKind;
use teban::store::{ChannelId, MessageId};
use teban::table::{ChallengeRequest, NewThread, Refusal, SettingsChange};

on_both! {
    #[tokio::test]
    async fn a_game_in_its_thread_is_played_there_and_its_end_edits_its_line_and_posts_its_replay() {
        let f = table().await;
        let t = &f.table;
        let started = begun(t, None).await;
        let game = started.card.as_ref().unwrap().game;
        let wanted = started
            .thread
            .clone()
            .expect("a server plays in threads by default");
        let names: Vec<String> = started
            .card
            .as_ref()
            .unwrap()
            .seats
            .iter()
            .map(|s| s.player.name.clone())
            .collect();
        assert_eq!(
            wanted,
            NewThread {
                game,
                name: format!("Quoridor · {}", names.join(" vs ")),
                players: started
                    .card
                    .as_ref()
                    .unwrap()
                    .seats
                    .iter()
                    .map(|s| s.player.id)
                    .collect(),
            }
        );

        let line = t
            .games().thread_opened(game, ChannelId(CHANNEL), ChannelId(THREAD), Some(MessageId(LINE)))
            .await
            .unwrap()
            .expect("the game moves");
        assert_eq!(
            (line.form, line.clicked),
            (teban::table::Form::ThreadLine, teban::table::Clicked::Closed)
        );
        assert_eq!(
            line.text.on_discord(),
            format!(
                "**Quoridor (2-players) · {}** is played in its thread: <#{THREAD}>",
                names.join(" vs ")
            )
        );
        // Moved once: a second front end finds it gone from the channel.
        assert!(t
            .games().thread_opened(game, ChannelId(CHANNEL), ChannelId(THREAD + 1), Some(MessageId(LINE + 1)))
            .await
            .unwrap()
            .is_none());

        // The thread is owed the first board, pinging both players.
        let start = posts(t).await;
        assert_eq!(start.len(), 1, "{start:?}");
        assert_eq!(start[0].channel, ChannelId(THREAD));
        assert_eq!(start[0].edit, None);
        assert!(
            start[0]
                .reply
                .text.on_discord()
                .starts_with("The game begins: seat 1 **"),
            "{}",
            start[0].reply.text.on_discord()
        );
        assert!(start[0].reply.picture.is_some());
        let mut pinged = start[0].reply.mention.clone();
        pinged.sort();
        assert_eq!(pinged, [ann().player.id, bob().player.id]);

        // The game is the thread's now.
        assert!(matches!(
            t.games().board(&ann()).await,
            Err(Refusal::NoGameHere { .. })
        ));
        assert!(t.games().board(&in_channel(&ann(), THREAD)).await.is_ok());
        let mover = to_move(&started, THREAD);
        let played = t
            .games().play(&mover, "e2", None)
            .await
            .unwrap_or_else(|_| panic!("the first move"));
        assert!(played.text.on_discord().contains("played"), "{}", played.text.on_discord());

        // The end: the line in the channel says how it ended, and the replay goes to the thread.
        let loser = to_move(&played, THREAD);
        t.games().resign(&loser, None).await.unwrap();
        let ended = posts(t).await;
        assert_eq!(ended.len(), 2, "{ended:?}");
        let winner = &mover.player.name;
        assert_eq!(ended[0].channel, ChannelId(CHANNEL));
        assert_eq!(ended[0].edit, Some(MessageId(LINE)));
        assert_eq!(
            ended[0].reply.text.on_discord(),
            format!(
                "**Quoridor (2-players) · {}**: **{winner}** wins (by resignation), after 1 move · \
                 <#{THREAD}>",
                names.join(" vs ")
            )
        );
        assert_eq!(ended[1].channel, ChannelId(THREAD));
        assert_eq!(ended[1].edit, None);
        assert_eq!(
            ended[1].reply.text.on_discord(),
            format!(
                "{game}: the whole game move by move: 3 frames, the final position held at the end."
            )
        );
        let gif = &ended[1].reply.files[0];
        assert_eq!(gif.name, format!("teban-game-{}.gif", game.0));
        assert!(gif.data().starts_with(b"GIF89a"));
    }
}

on_both! {
    #[tokio::test]
    async fn a_server_without_threads_or_replays_is_owed_nothing_when_a_game_ends() {
        let f = table().await;
        let t = &f.table;
        configure(
            t,
            SettingsChange {
                threads: Some(false),
                replay_on_end: Some(false),
                ..SettingsChange::default()
            },
        )
        .await;
        let started = begun(t, None).await;
        assert_eq!(started.thread, None, "played in the channel");
        let mover = to_move(&started, CHANNEL);
        t.games().resign(&mover, None).await.unwrap();
        assert!(posts(t).await.is_empty());
        // A game played in the channel has no line to edit, but with replays on, its replay is
        // posted in the channel.
        configure(
            t,
            SettingsChange {
                replay_on_end: Some(true),
                ..SettingsChange::default()
            },
        )
        .await;
        let started = begun(t, None).await;
        t.games().resign(&to_move(&started, CHANNEL), None).await.unwrap();
        let ended = posts(t).await;
        assert_eq!(ended.len(), 1, "{ended:?}");
        assert_eq!((ended[0].channel, ended[0].edit), (ChannelId(CHANNEL), None));
        assert_eq!(ended[0].reply.files.len(), 1);
    }
}

on_both! {
    #[tokio::test]
    async fn a_thread_is_named_after_the_game_and_every_player_however_long() {
        let f = table().await;
        let t = &f.table;
        let wide = |id: u64, c: char| caller(id, &c.to_string().repeat(32));
        let (a, b, c, d) = (
            wide(201, 'A'),
            wide(202, 'B'),
            wide(203, 'C'),
            wide(204, 'D'),
        );
        let made = t
            .challenges().challenge(
                &a,
                ChallengeRequest {
                    kind: GameKind::Quoridor,
                    variant: Some("4-players".into()),
                    opponents: vec![b.player.clone(), c.player.clone(), d.player.clone()],
                    rated: false,
                    clock: None,
                },
            )
            .await
            .unwrap();
        let id = challenge_id(&made);
        t.challenges().accept(&b, id).await.unwrap();
        t.challenges().accept(&c, id).await.unwrap();
        let started = t.challenges().accept(&d, id).await.unwrap();
        let thread = started.thread.expect("a thread");
        // The whole name: the front end cuts it to its own longest (Discord's: see
        // `discord::threads`).
        assert!(thread.name.starts_with("Quoridor · "), "{}", thread.name);
        for c in ['A', 'B', 'C', 'D'] {
            assert!(thread.name.contains(&c.to_string().repeat(32)), "{}", thread.name);
        }
        assert_eq!(thread.name.chars().count(), "Quoridor · ".chars().count() + 4 * 32 + 3 * 4);
        assert_eq!(thread.players.len(), 4);
    }
}
