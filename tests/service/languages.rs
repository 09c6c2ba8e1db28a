//! Who reads which language at the table: the channel reads its server's (the game's moves, its
//! start, its end, its line in the channel), each caller their own (refusals, what only they
//! see), whatever language the challenger or the accepter reads.

use crate::on_both;
use crate::support::service::*;
use teban::i18n::Lang;
use teban::store::{ChannelId, GuildId, MessageId};
use teban::table::{Caller, Refusal};

/// The caller on `card`'s seat to move (or the other one), reading `lang` in a German server.
fn speaking(caller: Caller, lang: Lang) -> Caller {
    caller.speaking(lang, Some(Lang::De))
}

on_both! {
    #[tokio::test]
    async fn the_channel_reads_the_servers_language_and_a_refusal_the_callers() {
        let f = table().await;
        let t = &f.table;
        // A German server: the game's channel speaks German, whoever started it.
        let made = t
            .challenges().challenge(
                &speaking(ann(), Lang::Fr),
                request(&[&bob()], None, false),
            )
            .await
            .unwrap();
        let started = t
            .challenges().accept(&speaking(bob(), Lang::Es), challenge_id(&made))
            .await
            .unwrap();
        let card = started.card.unwrap();
        let (first, second) = (
            speaking(mover(&card), Lang::Fr),
            speaking(other(&card), Lang::Fr),
        );
        let (one, two) = (&first.player.name, &second.player.name);

        // The move, for the channel: German, its buttons and card too.
        let played = t.games().play(&first, "e2", None).await.unwrap();
        assert_eq!(played.lang, Lang::De);
        assert!(!played.for_caller());
        assert_eq!(
            played.text.on_discord(),
            format!("**{one}** zieht e2. **{two}** ist am Zug (Zug 2).")
        );
        let played_card = played.card.as_ref().unwrap();
        assert_eq!(
            played_card.status_line.on_discord(),
            format!("**{two}** ist am Zug (Zug 2)")
        );
        let labels: Vec<&str> = played.actions.iter().map(|a| a.label.as_str()).collect();
        assert!(
            labels.ends_with(&["Remis anbieten", "Aufgeben", "Brett"]),
            "{labels:?}"
        );

        // Refusals, for the French caller alone: French.
        let err = t.games().play(&first, "e3", None).await.unwrap_err();
        assert_eq!(err, Refusal::NotYourTurn { to_move: two.clone() });
        let refused = err.to_reply(first.lang);
        assert_eq!(
            refused.text.on_discord(),
            format!("ce n'est pas ton tour : c'est à {two} de jouer")
        );
        assert!(refused.for_caller());
        assert_eq!(refused.lang, Lang::Fr);
        let err = t.games().play(&second, "e7", None).await.unwrap_err();
        assert_eq!(
            err.text(Lang::Fr).on_discord(),
            "e7 est illégal : e7 n'est pas accessible depuis e9"
        );
        assert_eq!(err.to_string(), "e7 is illegal: e7 is not reachable from e9");
        assert_eq!(
            t.games().play(&second, "zz9", None).await.unwrap_err().text(Lang::Es).on_discord(),
            "`zz9` no es una jugada: escribe una casilla como e2, una barrera como e3h o \
             e3v, o pass"
        );
        let stale = format!("mv:{}:0:e8", card.game.0);
        assert_eq!(
            t.clicks().click(&second, &stale).await.unwrap_err().text(Lang::Es).on_discord(),
            format!(
                "eso era para una posición anterior: la partida ha avanzado, le toca a \
                 **{two}** (jugada 2)"
            )
        );

        let stranger = speaking(eve(), Lang::Fr);
        assert_eq!(
            t.games().play(&stranger, "e2", None).await.unwrap_err().to_reply(stranger.lang).text.on_discord(),
            "tu n'as aucune partie dans ce salon : défie quelqu'un pour en commencer une"
        );
        let elsewhere = Caller {
            place: teban::table::Place {
                guild: Some(GuildId(GUILD)),
                channel: ChannelId(CHANNEL + 1),
            },
            ..speaking(ann(), Lang::De)
        };
        assert_eq!(
            t.games().board(&elsewhere).await.unwrap_err().text(Lang::De).on_discord(),
            "du hast keine Partie in diesem Kanal (du hast 1 anderswo)"
        );

        // What only the caller sees: their language, even in a German server.
        let legal = t.games().legal(&second, "E8", 2).await.unwrap();
        assert_eq!(legal.lang, Lang::Fr);
        assert_eq!(
            legal.text.on_discord(),
            "Tes coups légaux commençant par `e8` (2 premiers sur 3) : e8 e8h"
        );
        let legal = t.games().legal(&first, "", 25).await.unwrap();
        assert!(
            legal.text.on_discord().starts_with(&format!("Coups légaux de {two} (25 premiers sur 131) : a1h ")),
            "{}",
            legal.text.on_discord()
        );
        let peek = t.games().board(&first).await.unwrap();
        assert!(peek.for_caller());
        assert_eq!(peek.lang, Lang::Fr);
        assert_eq!(peek.text.on_discord(), format!("au tour de **{two}** (coup 2)"));
        assert_eq!(
            t.games().autocomplete(&first, "", 25).await,
            [format!("c'est au tour de {two} (coup 2)")]
        );

        // The end, for the channel: German.
        let resigned = t.games().resign(&second, None).await.unwrap();
        assert_eq!(resigned.lang, Lang::De);
        assert_eq!(
            resigned.text.on_discord(),
            format!("**{two}** gibt auf. **{one}** gewinnt (durch Aufgabe).")
        );
        assert_eq!(
            resigned.actions.iter().map(|a| a.label.as_str()).collect::<Vec<_>>(),
            ["Revanche", "Analysieren"]
        );
        let over = t
            .clicks().click(&first, &format!("resign:{}:1", card.game.0))
            .await
            .unwrap_err();
        assert_eq!(
            over.text(Lang::De).on_discord(),
            format!("die Partie ist vorbei: **{one}** gewinnt (durch Aufgabe)")
        );
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
            .challenges().challenge(&ann, quoridor(vec![ann.player.clone()], None))
            .await
            .unwrap_err();
        assert_eq!(
            refused.to_reply(ann.lang).text.on_discord(),
            "Du kannst dich nicht selbst herausfordern"
        );
        let made = t
            .challenges().challenge(&ann, quoridor(vec![bob.player.clone()], None))
            .await
            .unwrap();
        assert_eq!(
            made.text.on_discord(),
            "**ann** défie **bob** à une partie de Quoridor (2-players), classée, 3 jours par \
             coup. À accepter d’ici 15 minutes."
        );
        assert_eq!(made.lang, Lang::Fr);
        let labels: Vec<&str> = made.actions.iter().map(|a| a.label.as_str()).collect();
        assert_eq!(labels, ["Accepter", "Refuser", "Retirer"]);
        // The challenger's own refusals stay in the challenger's language.
        let own = t.challenges().accept(&ann, challenge_id(&made)).await.unwrap_err();
        assert_eq!(
            own.to_reply(ann.lang).text.on_discord(),
            "Du kannst deine eigene Herausforderung nicht annehmen"
        );
        let again = t
            .challenges().challenge(&ann, quoridor(vec![cid().player], None))
            .await
            .unwrap_err();
        assert!(
            again
                .to_reply(ann.lang)
                .text.on_discord()
                .starts_with("Du hast hier schon eine offene Herausforderung"),
            "{again}"
        );
        // bob reads English, but the game begins for the whole channel: in French.
        let begun = t.challenges().accept(&bob, challenge_id(&made)).await.unwrap();
        assert_eq!(begun.lang, Lang::Fr);
        assert!(
            begun.text.on_discord().starts_with("La partie commence\u{a0}: place 1 **"),
            "{}",
            begun.text.on_discord()
        );
        let game = begun.card.as_ref().unwrap().game;
        let line = t
            .games().thread_opened(game, ChannelId(CHANNEL), ChannelId(THREAD), Some(MessageId(LINE)))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(line.lang, Lang::Fr);
        assert!(
            line.text.on_discord().ends_with("** se joue dans son fil\u{a0}: <#5000>"),
            "{}",
            line.text.on_discord()
        );
        let start = posts(t).await;
        assert_eq!(start.len(), 1);
        assert!(
            start[0].reply.text.on_discord().starts_with("La partie commence"),
            "{}",
            start[0].reply.text.on_discord()
        );
    }
}
