//! A thread per game, the server's settings and spectators, seen from outside the service: which
//! games want a thread, what moving a game there owes the thread (its first board) and what its
//! end owes its line and its thread (the result, the replay); `/settings`' values and who may see
//! and change them; any game of the server shown to a spectator, and the server's games listed.
//! Who reads which language: the channel its server's, each caller their own.

mod common;

use common::*;
use teban::games::GameKind;
use teban::i18n::Lang;
use teban::table::{
    Caller, ChallengeRequest, GameId, MoveClock, NewThread, Post, Refusal, Reply, SettingsChange,
    Table, ThreadRoom,
};

const THREAD: u64 = 5_000;
const LINE: u64 = 4_000;

fn in_channel(who: &Caller, channel: u64) -> Caller {
    Caller::new(who.player.id, &who.player.name, who.place.guild, channel)
}

/// ann challenges bob to Quoridor (with `clock`, or the server's) and bob accepts: the reply.
async fn begun(table: &Table, clock: Option<MoveClock>) -> Reply {
    let made = table
        .challenge(&ann(), quoridor(vec![bob().player], clock))
        .await
        .unwrap();
    table.accept(&bob(), challenge_id(&made)).await.unwrap()
}

/// Every post waiting in the outbox, claimed (and so not claimed again).
async fn posts(table: &Table) -> Vec<Post> {
    table.claim_posts(None, 100).await.unwrap()
}

/// The caller to move in the game of `reply`, in `channel`.
fn to_move(reply: &Reply, channel: u64) -> Caller {
    let player = reply
        .card
        .as_ref()
        .unwrap()
        .player_to_move()
        .unwrap()
        .clone();
    Caller::new(player.id, &player.name, Some(GUILD), channel)
}

async fn configure(table: &Table, change: SettingsChange) -> Reply {
    let manager = caller(103, "mod");
    table
        .configure(&manager, change, true, ThreadRoom::Allowed)
        .await
        .unwrap()
}

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
            .play_in_thread(game, CHANNEL, THREAD, Some(LINE))
            .await
            .unwrap()
            .expect("the game moves");
        assert!(line.line && line.closes);
        assert_eq!(
            line.text,
            format!(
                "**Quoridor (2-players) · {}** is played in its thread: <#{THREAD}>",
                names.join(" vs ")
            )
        );
        // Moved once: a second front end finds it gone from the channel.
        assert!(t
            .play_in_thread(game, CHANNEL, THREAD + 1, Some(LINE + 1))
            .await
            .unwrap()
            .is_none());

        // The thread is owed the first board, pinging both players.
        let start = posts(t).await;
        assert_eq!(start.len(), 1, "{start:?}");
        assert_eq!(start[0].channel, THREAD);
        assert_eq!(start[0].edit, None);
        assert!(
            start[0]
                .reply
                .text
                .starts_with("The game begins: seat 1 **"),
            "{}",
            start[0].reply.text
        );
        assert!(start[0].reply.board.is_some());
        let mut pinged = start[0].reply.mention.clone();
        pinged.sort();
        assert_eq!(pinged, [ann().player.id, bob().player.id]);

        // The game is the thread's now.
        assert!(matches!(
            t.board(&ann()).await,
            Err(Refusal::NoGameHere { .. })
        ));
        assert!(t.board(&in_channel(&ann(), THREAD)).await.is_ok());
        let mover = to_move(&started, THREAD);
        let played = t
            .play(&mover, "e2", None)
            .await
            .unwrap_or_else(|_| panic!("the first move"));
        assert!(played.text.contains("played"), "{}", played.text);

        // The end: the line in the channel says how it ended, and the replay goes to the thread.
        let loser = to_move(&played, THREAD);
        t.resign(&loser, None).await.unwrap();
        let ended = posts(t).await;
        assert_eq!(ended.len(), 2, "{ended:?}");
        let winner = &mover.player.name;
        assert_eq!(ended[0].channel, CHANNEL);
        assert_eq!(ended[0].edit, Some(LINE));
        assert_eq!(
            ended[0].reply.text,
            format!(
                "**Quoridor (2-players) · {}**: **{winner}** wins (by resignation), after 1 move · \
                 <#{THREAD}>",
                names.join(" vs ")
            )
        );
        assert_eq!(ended[1].channel, THREAD);
        assert_eq!(ended[1].edit, None);
        assert_eq!(
            ended[1].reply.text,
            format!(
                "{game}: the whole game move by move: 3 frames, the final position held at the end."
            )
        );
        let gif = &ended[1].reply.files[0];
        assert_eq!(gif.name, format!("teban-game-{}.gif", game.0));
        assert!(gif.data.starts_with(b"GIF89a"));
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
        t.resign(&mover, None).await.unwrap();
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
        t.resign(&to_move(&started, CHANNEL), None).await.unwrap();
        let ended = posts(t).await;
        assert_eq!(ended.len(), 1, "{ended:?}");
        assert_eq!((ended[0].channel, ended[0].edit), (CHANNEL, None));
        assert_eq!(ended[0].reply.files.len(), 1);
    }
}

on_both! {
    #[tokio::test]
    async fn the_servers_default_clock_is_the_clock_of_a_challenge_that_names_none() {
        let f = table().await;
        let t = &f.table;
        let default = begun(t, None).await;
        assert_eq!(
            default
                .card
                .as_ref()
                .unwrap()
                .due_at
                .map(|d| d - t.store().now() > 0),
            Some(true)
        );
        t.resign(&to_move(&default, CHANNEL), None).await.unwrap();
        let shown = configure(
            t,
            SettingsChange {
                clock: Some("1 day".parse().unwrap()),
                ..SettingsChange::default()
            },
        )
        .await;
        assert!(
            shown.text.contains("• Default clock: 1 day per move\n"),
            "{}",
            shown.text
        );
        let made = t
            .challenge(&ann(), quoridor(vec![bob().player], None))
            .await
            .unwrap();
        assert!(made.text.contains("1 day per move"), "{}", made.text);
        // Another server keeps teban's default.
        let elsewhere = Caller::new(101, "ann", Some(GUILD + 1), CHANNEL + 1);
        let made = t
            .challenge(&elsewhere, quoridor(vec![bob().player], None))
            .await
            .unwrap();
        assert!(made.text.contains("3 days per move"), "{}", made.text);
        // A clock named in the challenge wins over the server's.
        let named = t
            .challenge(
                &caller(106, "dee"),
                quoridor(
                    vec![caller(107, "eve").player],
                    Some("1 hour".parse().unwrap()),
                ),
            )
            .await
            .unwrap();
        assert!(named.text.contains("1 hour per move"), "{}", named.text);
        assert_eq!(
            t.server_settings(GUILD).await.unwrap().move_ms,
            Some(Some(24 * 60 * 60 * 1000))
        );
    }
}

on_both! {
    #[tokio::test]
    async fn settings_are_shown_and_changed_by_managers_of_a_server_only() {
        let f = table().await;
        let t = &f.table;
        let refused = t
            .configure(
                &ann(),
                SettingsChange::default(),
                false,
                ThreadRoom::Allowed,
            )
            .await;
        assert_eq!(
            refused.unwrap_err().to_string(),
            "only a member who may manage this server can see or change its settings"
        );
        let direct = Caller::new(101, "ann", None, 9);
        assert!(t
            .configure(
                &direct,
                SettingsChange::default(),
                true,
                ThreadRoom::Allowed
            )
            .await
            .unwrap_err()
            .to_string()
            .contains("settings belong to a server"));
        let shown = t
            .configure(
                &caller(103, "mod"),
                SettingsChange::default(),
                true,
                ThreadRoom::InThread,
            )
            .await
            .unwrap();
        assert!(shown.ephemeral);
        assert!(!shown.text.starts_with("Saved."), "showing changes nothing");
        assert!(
            shown
                .text
                .contains("• Threads: on (this channel is a thread"),
            "{}",
            shown.text
        );
        configure(
            t,
            SettingsChange {
                threads: Some(false),
                ..SettingsChange::default()
            },
        )
        .await;
        let kept = t.server_settings(GUILD).await.unwrap();
        assert!(!kept.threads);
        assert!(kept.replay_on_end, "what was not named is kept");
        assert_eq!(kept.move_ms, None, "teban's default clock");
    }
}

on_both! {
    #[tokio::test]
    async fn spectators_see_any_game_of_the_server_without_its_buttons_and_the_list_of_games() {
        let f = table().await;
        let t = &f.table;
        let carl = caller(104, "carl");
        let none = t.server_games(&carl).await.unwrap();
        assert!(
            none.text
                .starts_with("No game is being played on this server"),
            "{}",
            none.text
        );
        let started = begun(t, None).await;
        let game = started.card.as_ref().unwrap().game;

        let watched = t.watch(&carl, game).await.unwrap();
        assert!(watched.ephemeral);
        assert!(watched.board.is_some());
        assert!(watched.actions.is_empty(), "a spectator has no buttons");
        let played = t.watch(&ann(), game).await.unwrap();
        assert!(!played.actions.is_empty(), "a player keeps hers");
        let stranger = Caller::new(104, "carl", Some(GUILD + 1), CHANNEL + 1);
        assert_eq!(
            t.watch(&stranger, game).await.unwrap_err(),
            Refusal::NotOnThisServer { game }
        );
        assert_eq!(
            t.watch(&carl, GameId(999)).await.unwrap_err(),
            Refusal::NoSuchGame
        );

        let listed = t.server_games(&carl).await.unwrap();
        assert!(listed.ephemeral);
        let card = started.card.as_ref().unwrap();
        let names: Vec<String> = card
            .seats
            .iter()
            .map(|s| format!("**{}**", s.player.name))
            .collect();
        assert_eq!(
            listed.text,
            format!(
                "**1 unfinished game on this server** (watch one with `/board game:`):\n\
                 • {game} · Quoridor (2-players): {}, {} to move (move 1) · \
                 https://discord.com/channels/{GUILD}/{CHANNEL}",
                names.join(" vs "),
                names[0]
            )
        );
        assert!(t
            .server_games(&Caller::new(101, "ann", None, 9))
            .await
            .is_err());
    }
}

on_both! {
    #[tokio::test]
    async fn a_thread_name_of_four_long_names_is_cut_to_discords_hundred_characters() {
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
            .challenge(
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
        t.accept(&b, id).await.unwrap();
        t.accept(&c, id).await.unwrap();
        let started = t.accept(&d, id).await.unwrap();
        let thread = started.thread.expect("a thread");
        assert_eq!(thread.name.chars().count(), teban::table::THREAD_NAME);
        assert!(thread.name.starts_with("Quoridor · "), "{}", thread.name);
        assert!(thread.name.ends_with('…'), "{}", thread.name);
        assert_eq!(thread.players.len(), 4);
    }
}

on_both! {
    #[tokio::test]
    async fn a_challenge_in_a_french_server_is_french_and_a_german_challengers_refusal_german() {
        let f = table().await;
        let t = &f.table;
        // ann reads German, in a server Discord says is French; bob reads English.
        let ann = ann().speaking(Lang::De, Some(Lang::Fr));
        let bob = bob().speaking(Lang::En, Some(Lang::Fr));
        let refused = t
            .challenge(&ann, quoridor(vec![ann.player.clone()], None))
            .await
            .unwrap_err();
        assert_eq!(
            refused.to_reply(ann.lang).text,
            "Du kannst dich nicht selbst herausfordern"
        );
        let made = t
            .challenge(&ann, quoridor(vec![bob.player.clone()], None))
            .await
            .unwrap();
        assert_eq!(
            made.text,
            "**ann** défie **bob** à une partie de Quoridor (2-players), classée, 3 jours par \
             coup. À accepter d’ici 15 minutes."
        );
        assert_eq!(made.lang, Lang::Fr);
        let labels: Vec<&str> = made.actions.iter().map(|a| a.label.as_str()).collect();
        assert_eq!(labels, ["Accepter", "Refuser", "Retirer"]);
        // The challenger's own refusals stay in the challenger's language.
        let own = t.accept(&ann, challenge_id(&made)).await.unwrap_err();
        assert_eq!(
            own.to_reply(ann.lang).text,
            "Du kannst deine eigene Herausforderung nicht annehmen"
        );
        let again = t
            .challenge(&ann, quoridor(vec![cid().player], None))
            .await
            .unwrap_err();
        assert!(
            again
                .to_reply(ann.lang)
                .text
                .starts_with("Du hast hier schon eine offene Herausforderung"),
            "{again}"
        );
        // bob reads English, but the game begins for the whole channel: in French.
        let begun = t.accept(&bob, challenge_id(&made)).await.unwrap();
        assert_eq!(begun.lang, Lang::Fr);
        assert!(
            begun.text.starts_with("La partie commence\u{a0}: place 1 **"),
            "{}",
            begun.text
        );
        let game = begun.card.as_ref().unwrap().game;
        let line = t
            .play_in_thread(game, CHANNEL, THREAD, Some(LINE))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(line.lang, Lang::Fr);
        assert!(
            line.text.ends_with("** se joue dans son fil\u{a0}: <#5000>"),
            "{}",
            line.text
        );
        let start = posts(t).await;
        assert_eq!(start.len(), 1);
        assert!(
            start[0].reply.text.starts_with("La partie commence"),
            "{}",
            start[0].reply.text
        );
    }
}

on_both! {
    #[tokio::test]
    async fn a_servers_language_is_fixed_and_given_back_to_discord_with_settings() {
        let f = table().await;
        let t = &f.table;
        // A manager who reads French, in a server Discord says is German.
        let manager = caller(103, "mod").speaking(Lang::Fr, Some(Lang::De));
        let set = |language| SettingsChange {
            language,
            ..SettingsChange::default()
        };
        let shown = t
            .configure(&manager, set(None), true, ThreadRoom::Allowed)
            .await
            .unwrap();
        assert_eq!(shown.lang, Lang::Fr);
        assert!(shown.ephemeral);
        assert!(
            shown.text.starts_with("**Paramètres de ce serveur**\n"),
            "{}",
            shown.text
        );
        assert!(
            shown
                .text
                .contains("\n• Langue\u{a0}: celle de Discord\u{a0}: Deutsch\n"),
            "{}",
            shown.text
        );
        let fixed = t
            .configure(&manager, set(Some(Some(Lang::Es))), true, ThreadRoom::Allowed)
            .await
            .unwrap();
        assert!(fixed.text.starts_with("Enregistré. **Paramètres"), "{}", fixed.text);
        assert!(
            fixed
                .text
                .contains("\n• Langue\u{a0}: Español (fixée par le serveur)\n"),
            "{}",
            fixed.text
        );
        assert_eq!(
            t.server_settings(GUILD).await.unwrap().language,
            Some(Lang::Es)
        );
        // The same view, in English for a manager who reads English.
        let english = configure(t, SettingsChange::default()).await;
        assert!(
            english
                .text
                .contains("\n• Language: Español (fixed by the server)\n"),
            "{}",
            english.text
        );
        // Back to Discord's language of the server; what was not named is kept.
        configure(
            t,
            SettingsChange {
                threads: Some(false),
                ..SettingsChange::default()
            },
        )
        .await;
        t.configure(&manager, set(Some(None)), true, ThreadRoom::Allowed)
            .await
            .unwrap();
        let kept = t.server_settings(GUILD).await.unwrap();
        assert_eq!((kept.language, kept.threads), (None, false));
        assert_eq!(teban::table::language_choice("discord"), Ok(None));
        assert_eq!(teban::table::language_choice("es-419"), Ok(Some(Lang::Es)));
        assert!(teban::table::language_choice("tlh").is_err());
        // The option's choices, as a French reader sees them; each value reads back.
        let choices = teban::table::language_choices(Lang::Fr);
        assert_eq!(choices[0].0, "La langue du serveur selon Discord");
        assert_eq!(choices[2], ("Français".to_string(), "fr"));
        for (_, value) in choices {
            assert!(teban::table::language_choice(value).is_ok(), "{value}");
        }
    }
}
