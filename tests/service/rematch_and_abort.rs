//! After a game, and instead of one: the Rematch button of a decided game (for the same players,
//! game, variant, clock and rating, at once against teban, on the scheduler's time-out post too),
//! and aborted games (by a player before everyone has moved, or by a server manager at any time).

use crate::on_both;
use crate::support::service::*;
use teban::ai::Level;
use teban::games::GameKind;
use teban::i18n::Lang;
use teban::store::{ChannelId, GuildId, UserId};
use teban::store::{EntryKind, Scope};
use teban::table::{
    ActionId, Caller, ChallengeRequest, GameCard, GameId, MoveClock, Player, Refusal, Reply,
};

fn request(
    kind: GameKind,
    variant: Option<&str>,
    opponent: &Caller,
    rated: bool,
) -> ChallengeRequest {
    ChallengeRequest {
        kind,
        variant: variant.map(str::to_string),
        opponents: vec![opponent.player.clone()],
        rated,
        clock: None,
    }
}

/// The Rematch button of a reply, which must be its only button besides Analyse.
fn rematch_button(reply: &Reply) -> String {
    let ids: Vec<String> = reply.actions.iter().map(|a| a.id.to_string()).collect();
    assert_eq!(ids.len(), 2, "{ids:?}");
    assert!(ids[0].starts_with("rematch:"), "{ids:?}");
    assert_eq!(
        ids[1],
        ids[0].replacen("rematch:", "analyse:", 1),
        "{ids:?}"
    );
    ids[0].clone()
}

on_both! {
    #[tokio::test]
    async fn a_rematch_challenges_the_same_players_to_the_same_game_variant_clock_and_rating() {
        let f = table().await;
        let t = &f.table;
        let made = t
            .challenges().challenge(
                &ann(),
                ChallengeRequest {
                    clock: Some(MoveClock(Some(HOUR)).into()),
                    ..request(GameKind::Sensei, Some("shizukana"), &bob(), false)
                },
            )
            .await
            .unwrap();
        let first = t.challenges().accept(&bob(), challenge_id(&made)).await.unwrap();
        let first = first.card.unwrap();
        assert!(
            t.games().board(&ann())
                .await
                .unwrap()
                .actions
                .iter()
                .all(|a| !matches!(a.id, ActionId::Rematch { .. })),
            "no rematch while the game is on"
        );
        let ended = t.games().resign(&ann(), None).await.unwrap();
        let button = rematch_button(&ended);
        assert_eq!(button, format!("rematch:{}", first.game.0));

        // Only a player of the game may ask.
        let err = t.clicks().click(&cid(), &button).await.unwrap_err();
        assert_eq!(err, Refusal::NotYourGame);

        let asked = t.clicks().click(&bob(), &button).await.unwrap();
        assert_eq!(
            asked.text.on_discord(),
            format!(
                "Rematch of {}. **bob** challenges **ann** to Sensei (shizukana), unrated, 1 hour \
                 per move. Accept within 15 minutes.",
                first.game
            )
        );
        assert_eq!(asked.mention, vec![UserId(1)]);
        let again = t.challenges().accept(&ann(), challenge_id(&asked)).await.unwrap();
        assert!(again.text.on_discord().starts_with("The game begins"), "{}", again.text.on_discord());
        let second = again.card.unwrap();
        assert_ne!(second.game, first.game);
        assert_eq!(
            (second.kind, second.variant.as_str(), second.rated),
            (GameKind::Sensei, "shizukana", false)
        );
        let mut seated: Vec<u64> = second.seats.iter().map(|s| s.player.id.0).collect();
        seated.sort();
        assert_eq!(seated, vec![1, 2]);
        let row = t.store().game(second.game).await.unwrap().unwrap();
        assert_eq!(row.clock.move_ms(), Some(HOUR));

        // When both click Rematch, the second click accepts the first one's challenge.
        let ended = t.games().resign(&bob(), None).await.unwrap();
        let button = rematch_button(&ended);
        let asked = t.clicks().click(&ann(), &button).await.unwrap();
        assert!(
            asked.text.on_discord().contains("**ann** challenges **bob**"),
            "{}",
            asked.text.on_discord()
        );
        let third = t.clicks().click(&bob(), &button).await.unwrap();
        assert!(third.text.on_discord().starts_with("The game begins"), "{}", third.text.on_discord());
        assert!(t.challenges().challenges(&ann()).await.unwrap().is_empty());
    }
}

on_both! {
    #[tokio::test]
    async fn a_rematch_against_teban_starts_at_once() {
        let f = table().await;
        let t = &f.table;
        let first = ann_challenges_teban(t).await;
        let ended = t.games().resign(&ann(), None).await.unwrap();
        let again = t.clicks().click(&ann(), &rematch_button(&ended)).await.unwrap();
        assert!(
            again
                .text.on_discord()
                .starts_with(&format!("Rematch of {}. The game begins", first.game)),
            "{}",
            again.text.on_discord()
        );
        let second = again.card.unwrap();
        assert_ne!(second.game, first.game);
        let players = |card: &GameCard| {
            let mut ids: Vec<u64> = card.seats.iter().map(|s| s.player.id.0).collect();
            ids.sort();
            ids
        };
        assert_eq!(players(&second), players(&first));
        assert!(players(&second).contains(&Player::teban(Level::Easy).id.0));
        assert!(second.rated);
    }
}

on_both! {
    #[tokio::test]
    async fn a_player_aborts_before_everyone_has_moved_unrated_and_the_channel_is_free_again() {
        let f = table().await;
        let t = &f.table;
        let place = ann().place;
        let start = started(t, &ann(), &bob(), MoveClock(Some(DAY))).await;
        let game = start.card.clone().unwrap().game;
        // One player has moved: the other has not, so the game may still be aborted.
        let moved = one_move(t, &start, place).await;
        let stale = quick_move(&moved);
        let aborted = t.games().abort(&bob()).await.unwrap();
        assert_eq!(
            aborted.text.on_discord(),
            "Not every player had moved yet, so the game ends without a result. Aborted by **bob**, \
             unrated."
        );
        let mut pinged = aborted.mention.clone();
        pinged.sort();
        assert_eq!(pinged, vec![UserId(1), UserId(2)], "everyone hears of it");
        assert!(aborted.actions.is_empty(), "no buttons, not even Rematch");
        let card = aborted.card.unwrap();
        assert_eq!((card.to_move, card.due_at), (None, None));
        assert_eq!(card.status, teban::table::GameStatus::Aborted);

        let log = t.store().log(game).await.unwrap();
        let last = log.last().unwrap();
        assert_eq!(
            (last.kind, last.notation.as_str()),
            (EntryKind::Abort, "abort")
        );
        let row = t.store().game(game).await.unwrap().unwrap();
        assert!(row.is_finished());
        assert_eq!((row.aborted_by, row.due_at), (Some(UserId(2)), None));
        for player in [1, 2] {
            assert!(
                t.store()
                    .ratings_of(Scope::Server(GuildId(GUILD)), UserId(player))
                    .await
                    .unwrap()
                    .is_empty(),
                "a rated game aborted changes no rating"
            );
        }
        // The game is gone from the channel and from the lists; its old buttons say why.
        assert!(matches!(
            t.games().board(&ann()).await,
            Err(Refusal::NoGameHere { .. })
        ));
        assert!(t
            .standings().games(&ann())
            .await
            .unwrap()
            .text.on_discord()
            .contains("no unfinished game"));
        let err = t.clicks().click(&ann(), &stale).await.unwrap_err();
        assert_eq!(
            err.text(Lang::En).on_discord(),
            "the game is over: aborted by **bob**, unrated"
        );
        // A new game can start in the channel.
        let next = started(t, &ann(), &bob(), MoveClock(None)).await;
        assert!(next.text.on_discord().starts_with("The game begins"), "{}", next.text.on_discord());
    }
}

on_both! {
    #[tokio::test]
    async fn once_everyone_has_moved_a_player_may_no_longer_abort() {
        let f = table().await;
        let t = &f.table;
        let place = ann().place;
        let start = started(t, &ann(), &bob(), MoveClock(None)).await;
        let once = one_move(t, &start, place).await;
        one_move(t, &once, place).await;
        let err = t.games().abort(&ann()).await.unwrap_err();
        assert_eq!(
            err.to_string(),
            "too late to abort: every player has moved; resign or offer a draw instead"
        );
        assert!(t.games().board(&ann()).await.is_ok(), "the game goes on");
        // Someone without a game here has nothing to abort.
        assert!(matches!(
            t.games().abort(&cid()).await,
            Err(Refusal::NoGameHere { .. })
        ));
    }
}

on_both! {
    #[tokio::test]
    async fn a_server_manager_ends_any_game_of_the_server_and_is_recorded() {
        let f = table().await;
        let t = &f.table;
        let place = ann().place;
        let start = started(t, &ann(), &bob(), MoveClock(Some(DAY))).await;
        let once = one_move(t, &start, place).await;
        one_move(t, &once, place).await;
        let game = start.card.unwrap().game;
        // The manager types in another channel of the server.
        let manager = Caller::new(9, "mod", Some(GUILD), 1001);

        let err = t.games().admin_abort(&manager, game, false).await.unwrap_err();
        assert_eq!(
            err.to_string(),
            "only a member who may manage this server can end others' games"
        );
        let stranger = Caller::new(9, "mod", Some(88), 2000);
        let err = t.games().admin_abort(&stranger, game, true).await.unwrap_err();
        assert_eq!(
            err.to_string(),
            format!("{game} is not played on this server")
        );
        let err = t
            .games().admin_abort(&manager, GameId(999), true)
            .await
            .unwrap_err();
        assert_eq!(err, Refusal::NoSuchGame);
        assert!(t.games().board(&ann()).await.is_ok(), "refusals change nothing");

        let ended = t.games().admin_abort(&manager, game, true).await.unwrap();
        assert!(
            ended.for_caller(),
            "the game is elsewhere: its players hear of it there"
        );
        assert_eq!(
            ended.text.on_discord(),
            "**mod** ends the game as a server manager. Ended by a server manager, unrated."
        );
        let row = t.store().game(game).await.unwrap().unwrap();
        assert_eq!(row.aborted_by, Some(UserId(9)));
        let log = t.store().log(game).await.unwrap();
        assert_eq!(log.last().unwrap().kind, EntryKind::Abort);
        assert!(t
            .store()
            .ratings_of(Scope::Server(GuildId(GUILD)), UserId(1))
            .await
            .unwrap()
            .is_empty());
        // The players are told in the game's channel, all of them mentioned.
        let posts = t.outbox().claim_posts(Some(ChannelId(CHANNEL)), 10).await.unwrap();
        assert_eq!(posts.len(), 1);
        assert_eq!(posts[0].reply.text.on_discord(), ended.text.on_discord());
        let mut pinged = posts[0].reply.mention.clone();
        pinged.sort();
        assert_eq!(pinged, vec![UserId(1), UserId(2)]);

        let err = t.games().admin_abort(&manager, game, true).await.unwrap_err();
        assert_eq!(
            err.to_string(),
            "the game is over: ended by a server manager, unrated"
        );
        // In the game's own channel the answer is the channel's, and no post is owed.
        let start = started(t, &ann(), &bob(), MoveClock(None)).await;
        let game = start.card.unwrap().game;
        let here = Caller::new(9, "mod", Some(GUILD), CHANNEL);
        let ended = t.games().admin_abort(&here, game, true).await.unwrap();
        assert!(!ended.for_caller());
        assert!(t.outbox().claim_posts(Some(ChannelId(CHANNEL)), 10).await.unwrap().is_empty());
    }
}

on_both! {
    #[tokio::test]
    async fn the_time_out_post_of_the_scheduler_offers_a_rematch_too() {
        let clock = teban::clock::ManualClock::at(1_800_000_000_000);
        let f = clocked(&clock).await;
        let t = &f.table;
        let start = started(t, &ann(), &bob(), MoveClock(Some(HOUR))).await;
        let game = start.card.unwrap().game;
        clock.advance(HOUR);
        assert_eq!(t.tick().await.unwrap().timed_out, 1);
        let posts = t.outbox().claim_posts(Some(ChannelId(CHANNEL)), 10).await.unwrap();
        let kinds: Vec<&str> = posts.iter().map(|p| p.kind.as_str()).collect();
        assert_eq!(
            kinds,
            ["timeout", "replay"],
            "the time-out, then the game's replay"
        );
        let ended = &posts[0].reply;
        assert!(ended.text.on_discord().contains("ran out of time"), "{}", ended.text.on_discord());
        assert_eq!(rematch_button(ended), format!("rematch:{}", game.0));
        let asked = t.clicks().click(&bob(), &rematch_button(ended)).await.unwrap();
        assert!(
            asked.text.on_discord().contains("1 hour per move"),
            "the same clock: {}",
            asked.text.on_discord()
        );
    }
}

on_both! {
    #[tokio::test]
    async fn a_manager_reads_their_language_and_the_games_channel_its_own() {
        use teban::i18n::Lang;
        let f = table().await;
        let t = &f.table;
        // A German server; ann reads French, bob Spanish.
        let (ann, bob) = (
            ann().speaking(Lang::Fr, Some(Lang::De)),
            bob().speaking(Lang::Es, Some(Lang::De)),
        );
        let made = t
            .challenges().challenge(&ann, request(GameKind::Quoridor, None, &bob, false))
            .await
            .unwrap();
        let start = t.challenges().accept(&bob, challenge_id(&made)).await.unwrap();
        let card = start.card.clone().unwrap();
        let first = card.player_to_move().unwrap().name.clone();

        // `/games all` is the caller's alone: Spanish.
        let listed = t.games().server_games(&bob).await.unwrap();
        assert_eq!(listed.lang, Lang::Es);
        assert!(listed.for_caller());
        let (one, two) = (&card.seats[0].player.name, &card.seats[1].player.name);
        assert_eq!(
            listed.text.on_discord(),
            format!(
                "**1 partida en curso en este servidor** (mira una con `/board game:`):\n\
                 • partida n.º {} · Quoridor (2-players): **{one}** vs **{two}**, le toca a \
                 **{first}** (jugada 1) · {}",
                card.game.0,
                link(CHANNEL)
            )
        );
        let nowhere = Caller::new(2, "bob", None, 5).speaking(Lang::Es, None);
        assert_eq!(
            t.games().server_games(&nowhere).await.unwrap_err().text(Lang::Es).on_discord(),
            "`/games all` muestra las partidas de un servidor: úsalo en uno"
        );

        // A manager who reads French ends it from another channel: the answer is theirs, in
        // French; the players are told in the game's channel, in German.
        let manager =
            Caller::new(9, "mod", Some(GUILD), 1001).speaking(Lang::Fr, Some(Lang::De));
        let ended = t.games().admin_abort(&manager, card.game, true).await.unwrap();
        assert!(ended.for_caller());
        assert_eq!(ended.lang, Lang::Fr);
        assert_eq!(
            ended.text.on_discord(),
            "**mod** met fin à la partie en tant que gestionnaire du serveur. Arrêtée par un \
             gestionnaire du serveur, non classée."
        );
        let posts = t.outbox().claim_posts(Some(ChannelId(CHANNEL)), 10).await.unwrap();
        assert_eq!(posts.len(), 1);
        assert_eq!(posts[0].reply.lang, Lang::De);
        assert_eq!(
            posts[0].reply.text.on_discord(),
            "**mod** beendet die Partie als Serververwalter. Von einem Serververwalter beendet, \
             ungewertet."
        );
        assert_eq!(
            t.games().admin_abort(&manager, card.game, true)
                .await
                .unwrap_err()
                .text(manager.lang).on_discord(),
            "la partie est terminée : arrêtée par un gestionnaire du serveur, non classée"
        );
    }
}
