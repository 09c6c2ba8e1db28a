//! The game service seen from outside: challenges, moves, refusals, resignations, draws, ratings,
//! autocomplete and the rebuilding of positions from the log.

mod common;

use common::*;
use teban::ai::Level;
use teban::games::{AnyGame, GameKind, Outcome, Seat, WinReason};
use teban::i18n::Lang;
use teban::table::{
    Caller, ChallengeId, ChallengeRequest, GameCard, GameId, GameStatus, Player, Refusal, Table,
};

fn request(opponents: &[&Caller], variant: Option<&str>, rated: bool) -> ChallengeRequest {
    ChallengeRequest {
        kind: GameKind::Quoridor,
        variant: variant.map(str::to_string),
        opponents: opponents.iter().map(|c| c.player.clone()).collect(),
        rated,
        clock: None,
    }
}

/// Ann challenges Bob and Bob accepts: the started game's card.
async fn start_two(table: &Table, rated: bool) -> GameCard {
    let made = table
        .challenge(&ann(), request(&[&bob()], None, rated))
        .await
        .unwrap();
    assert_eq!(made.mention, vec![2]);
    let started = table.accept(&bob(), challenge_id(&made)).await.unwrap();
    started.card.expect("a started game shows its card")
}

/// Ann challenges Bob to an unrated game.
async fn ann_challenges_bob(table: &Table) -> ChallengeId {
    let made = table
        .challenge(&ann(), request(&[&bob()], None, false))
        .await
        .unwrap();
    challenge_id(&made)
}

/// Ann challenges Bob, Cid and Dee to a rated 4-player game.
async fn challenge_four(table: &Table) -> ChallengeId {
    let made = table
        .challenge(
            &ann(),
            request(&[&bob(), &cid(), &dee()], Some("4-players"), true),
        )
        .await
        .unwrap();
    challenge_id(&made)
}

/// The caller who sits on the seat to move.
fn mover(card: &GameCard) -> Caller {
    let p = card.player_to_move().expect("someone is to move");
    caller(p.id, &p.name)
}

fn other(card: &GameCard) -> Caller {
    let to_move = card.to_move.unwrap();
    let p = &card
        .seats
        .iter()
        .find(|s| s.seat != to_move)
        .unwrap()
        .player;
    caller(p.id, &p.name)
}

on_both! {
    #[tokio::test]
    async fn an_accepted_challenge_seats_both_players_and_shows_the_board() {
        let f = table().await;
        let made = f
            .table
            .challenge(&ann(), request(&[&bob()], None, true))
            .await
            .unwrap();
        assert!(
            made.text.contains("ann") && made.text.contains("bob"),
            "{}",
            made.text
        );
        let started = f.table.accept(&bob(), challenge_id(&made)).await.unwrap();
        let card = started.card.clone().unwrap();
        let mut seated: Vec<u64> = card.seats.iter().map(|s| s.player.id).collect();
        seated.sort();
        assert_eq!(seated, vec![1, 2]);
        assert_eq!(card.status, GameStatus::Active);
        assert_eq!(
            (card.version, card.ply, card.to_move),
            (0, 0, Some(Seat(0)))
        );
        assert!(card.rated);
        assert!(started
            .board
            .as_ref()
            .is_some_and(|png| png.starts_with(b"\x89PNG")));
        assert!(started.mention.contains(&1) && started.mention.contains(&2));
        // Seat 1's pawn steps are offered as buttons carrying the version.
        assert!(started
            .actions
            .iter()
            .any(|a| a.custom_id() == format!("mv:{}:0:e2", card.game.0)));
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
                .challenge(&ann(), request(opponents, variant, false))
                .await
                .unwrap_err();
            assert!(err.to_string().contains(reason), "{err}");
        }
        assert!(t.challenges(&ann()).await.unwrap().is_empty());
    }
}

on_both! {
    #[tokio::test]
    async fn only_the_challenged_accept_and_a_declined_challenge_is_closed() {
        let f = table().await;
        let t = &f.table;
        let id = ann_challenges_bob(t).await;
        assert_eq!(
            t.accept(&cid(), id).await.unwrap_err(),
            Refusal::NotYourChallenge
        );
        assert!(t
            .accept(&ann(), id)
            .await
            .unwrap_err()
            .to_string()
            .contains("your own"));
        assert_eq!(
            t.cancel(&bob(), Some(id)).await.unwrap_err(),
            Refusal::NotYourChallenge
        );
        t.decline(&bob(), id).await.unwrap();
        assert!(matches!(
            t.accept(&bob(), id).await,
            Err(Refusal::ChallengeClosed { .. })
        ));
        assert!(matches!(
            t.play(&bob(), "e2", None).await,
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
        let err = t.accept(&bob(), id).await.unwrap_err();
        assert!(matches!(err, Refusal::ChallengeExpired { .. }), "{err}");
        assert_eq!(
            err.to_string(),
            "the challenge lapsed: it was open for 0 minutes"
        );
        let again = t.accept(&bob(), id).await.unwrap_err();
        assert_eq!(
            again,
            Refusal::ChallengeClosed {
                state: "expired".into()
            }
        );
    }
}

on_both! {
    #[tokio::test]
    async fn lapsed_challenges_are_swept_once() {
        let f = table_with(0).await;
        let t = &f.table;
        t.challenge(&ann(), request(&[&bob()], None, false))
            .await
            .unwrap();
        let swept = t.expire_challenges().await.unwrap();
        assert_eq!(swept.len(), 1);
        assert_eq!(swept[0].challenger.name, "ann");
        assert!(t.expire_challenges().await.unwrap().is_empty());
    }
}

on_both! {
    #[tokio::test]
    async fn the_challenger_can_withdraw() {
        let f = table().await;
        let t = &f.table;
        let id = ann_challenges_bob(t).await;
        let err = t
            .challenge(&ann(), request(&[&cid()], None, false))
            .await
            .unwrap_err();
        assert!(
            err.to_string().contains("already have an open challenge"),
            "{err}"
        );
        t.cancel(&ann(), None).await.unwrap();
        let err = t.accept(&bob(), id).await.unwrap_err();
        assert_eq!(
            err,
            Refusal::ChallengeClosed {
                state: "cancelled".into()
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
        let waiting = t.accept(&bob(), id).await.unwrap();
        assert!(
            waiting.card.is_none() && waiting.text.contains("Waiting"),
            "{}",
            waiting.text
        );
        assert!(t
            .accept(&bob(), id)
            .await
            .unwrap_err()
            .to_string()
            .contains("already accepted"));
        t.accept(&cid(), id).await.unwrap();
        let started = t.accept(&dee(), id).await.unwrap();
        let card = started.card.unwrap();
        assert_eq!(card.seats.len(), 4);
        assert_eq!(card.variant, "4-players");
    }
}

on_both! {
    #[tokio::test]
    async fn refusals_say_why_and_change_nothing() {
        let f = table().await;
        let t = &f.table;
        let card = start_two(t, false).await;
        let (first, second) = (mover(&card), other(&card));
        let err = t.play(&second, "e8", None).await.unwrap_err();
        assert_eq!(
            err,
            Refusal::NotYourTurn {
                to_move: first.player.name.clone()
            }
        );
        let err = t.play(&first, "e3", None).await.unwrap_err();
        assert!(err.to_string().contains("not reachable"), "{err}");
        let err = t.play(&first, "zz9", None).await.unwrap_err();
        assert!(err.to_string().contains("is not a move"), "{err}");
        let err = t.play(&eve(), "e2", None).await.unwrap_err();
        assert!(matches!(err, Refusal::NoGameHere { .. }), "{err}");
        let stranger_click = t.click(&eve(), &format!("mv:{}:0:e2", card.game.0)).await;
        assert_eq!(stranger_click.unwrap_err(), Refusal::NotYourGame);
        let bad = t.click(&first, "mv:oops").await.unwrap_err();
        assert!(bad.to_string().contains("not a teban button"), "{bad}");
        assert!(t.store().log(card.game.0).await.unwrap().is_empty());
        assert_eq!(t.card(card.game).await.unwrap().version, 0);

        // A move by button, then the same button again: stale.
        let id = format!("mv:{}:0:e2", card.game.0);
        let played = t.click(&first, &id).await.unwrap();
        assert_eq!(played.card.as_ref().unwrap().version, 1);
        assert_eq!(played.mention, vec![second.player.id]);
        let err = t.click(&first, &id).await.unwrap_err();
        // The refusal counts moves as the board does, and says whose turn it is.
        assert_eq!(
            err.to_string(),
            format!(
                "that was for an earlier position: the game has moved on, **{}** to move (move 2)",
                second.player.name
            )
        );
        assert_eq!(t.store().log(card.game.0).await.unwrap().len(), 1);
    }
}

on_both! {
    #[tokio::test]
    async fn one_game_per_player_per_channel_and_several_per_channel() {
        let f = table().await;
        let t = &f.table;
        start_two(t, false).await;
        let err = t
            .challenge(&cid(), request(&[&ann()], None, false))
            .await
            .unwrap_err();
        assert_eq!(err, Refusal::AlreadyPlaying { name: "ann".into() });
        // Another pair shares the channel.
        let made = t
            .challenge(&cid(), request(&[&dee()], None, false))
            .await
            .unwrap();
        t.accept(&dee(), challenge_id(&made)).await.unwrap();
        // Ann may play Cid in another channel.
        let elsewhere = |c: Caller| Caller {
            place: teban::table::Place {
                guild: Some(GUILD),
                channel: 2000,
            },
            ..c
        };
        let made = t
            .challenge(&elsewhere(ann()), request(&[&cid()], None, false))
            .await
            .unwrap();
        t.accept(&elsewhere(cid()), challenge_id(&made))
            .await
            .unwrap();
        assert!(t.board(&elsewhere(ann())).await.unwrap().ephemeral);
    }
}

on_both! {
    #[tokio::test]
    async fn a_rated_resignation_moves_the_ladder_and_an_unrated_one_does_not() {
        let f = table().await;
        let t = &f.table;
        let card = start_two(t, false).await;
        let loser = mover(&card);
        t.resign(&loser, None).await.unwrap();
        assert!(t
            .standings(Some(GUILD), GameKind::Quoridor, 2, 10)
            .await
            .unwrap()
            .is_empty());

        let card = start_two(t, true).await;
        let (loser, winner) = (mover(&card), other(&card));
        let done = t.resign(&loser, Some(0)).await.unwrap();
        let end = done.card.unwrap();
        assert_eq!(
            end.status,
            GameStatus::Finished(Outcome::Win {
                winner: end
                    .seats
                    .iter()
                    .find(|s| s.player.id == winner.player.id)
                    .unwrap()
                    .seat,
                reason: WinReason::Resignation
            })
        );
        let buttons: Vec<String> = done.actions.iter().map(|a| a.custom_id()).collect();
        assert_eq!(
            buttons,
            [format!("rematch:{}", end.game.0)],
            "no move is left to play"
        );
        let ladder = t
            .standings(Some(GUILD), GameKind::Quoridor, 2, 10)
            .await
            .unwrap();
        assert_eq!(ladder.len(), 2);
        assert_eq!((ladder[0].user, ladder[0].wins), (winner.player.id, 1));
        assert_eq!((ladder[1].user, ladder[1].losses), (loser.player.id, 1));
        assert!(ladder[0].rating > 1500.0 && ladder[1].rating < 1500.0);
        let board = t.leaderboard(&ann(), GameKind::Quoridor, 10).await.unwrap();
        assert!(
            board.text.find(&winner.player.name) < board.text.find(&loser.player.name),
            "{}",
            board.text
        );
        let record = t.record(&ann(), &loser.player).await.unwrap();
        assert!(record.text.contains("0W 1L 0D"), "{}", record.text);
        // The game is over: the players are free again.
        assert!(matches!(
            t.play(&winner, "e2", None).await,
            Err(Refusal::NoGameHere { .. })
        ));
    }
}

on_both! {
    #[tokio::test]
    async fn a_draw_needs_everyone_and_a_move_withdraws_the_offer() {
        let f = table().await;
        let t = &f.table;
        let card = start_two(t, true).await;
        let (first, second) = (mover(&card), other(&card));
        assert!(t
            .accept_draw(&second, None)
            .await
            .unwrap_err()
            .to_string()
            .contains("no draw"));
        let offered = t.offer_draw(&first, None).await.unwrap();
        assert_eq!(offered.mention, vec![second.player.id]);
        assert_eq!(offered.card.unwrap().version, 0, "an offer is not a move");
        assert!(t
            .offer_draw(&first, None)
            .await
            .unwrap_err()
            .to_string()
            .contains("already offer"));
        t.play(&first, "e2", None).await.unwrap();
        assert!(
            t.accept_draw(&second, None).await.is_err(),
            "the move withdrew the offer"
        );
        t.offer_draw(&second, None).await.unwrap();
        let drawn = t.accept_draw(&first, None).await.unwrap();
        assert_eq!(
            drawn.card.unwrap().status,
            GameStatus::Finished(Outcome::Draw)
        );
        let ladder = t
            .standings(Some(GUILD), GameKind::Quoridor, 2, 10)
            .await
            .unwrap();
        assert!(
            ladder.iter().all(|s| s.draws == 1 && s.wins == 0),
            "{ladder:?}"
        );
    }
}

on_both! {
    #[tokio::test]
    async fn in_four_player_games_the_others_play_on_after_a_resignation() {
        let f = table().await;
        let t = &f.table;
        let id = challenge_four(t).await;
        for c in [bob(), cid()] {
            t.accept(&c, id).await.unwrap();
        }
        let card = t.accept(&dee(), id).await.unwrap().card.unwrap();
        let quitter = other(&card);
        let after = t.resign(&quitter, None).await.unwrap().card.unwrap();
        assert_eq!(after.status, GameStatus::Active);
        assert_eq!(after.seats.iter().filter(|s| !s.playing).count(), 1);
        let err = t.resign(&quitter, None).await.unwrap_err();
        assert!(err.to_string().contains("resigned"), "{err}");
        // Two more resign: the last one left wins, and the 4-player ladder is written.
        let mut card = after;
        for _ in 0..2 {
            let next = card
                .seats
                .iter()
                .find(|s| s.playing && Some(s.seat) != card.to_move)
                .unwrap()
                .player
                .clone();
            card = t
                .resign(&caller(next.id, &next.name), None)
                .await
                .unwrap()
                .card
                .unwrap();
        }
        assert!(matches!(
            card.status,
            GameStatus::Finished(Outcome::Win { .. })
        ));
        let ladder = t
            .standings(Some(GUILD), GameKind::Quoridor, 4, 10)
            .await
            .unwrap();
        assert_eq!(ladder.len(), 4);
        assert!(ladder[0].rating > 25.0 && ladder[0].wins == 1);
        // The state rebuilt from the log agrees.
        let replayed = t.store().replay(card.game.0).await.unwrap();
        assert_eq!(
            Some(replayed),
            t.store().game(card.game.0).await.unwrap().map(|g| g.state)
        );
    }
}

on_both! {
    #[tokio::test]
    async fn autocomplete_offers_the_movers_legal_moves_by_prefix() {
        let f = table().await;
        let t = &f.table;
        let card = start_two(t, false).await;
        let (first, second) = (mover(&card), other(&card));
        let e = t.autocomplete(&first, "E", 100).await;
        assert!(
            e.len() <= 25 && e.iter().all(|m| m.starts_with('e')),
            "{e:?}"
        );
        assert!(e.contains(&"e2".to_string()));
        assert_eq!(t.autocomplete(&first, "d", 3).await.len(), 3);
        assert_eq!(
            t.autocomplete(&second, "", 10).await,
            [format!("it is {}'s turn (move 1)", first.player.name)],
            "not their turn"
        );
        assert_eq!(
            t.autocomplete(&eve(), "", 10).await,
            ["you have no game in this channel"]
        );
        let legal = t.legal(&first, "e", 100).await.unwrap();
        assert!(
            legal.ephemeral && legal.text.contains("e2"),
            "{}",
            legal.text
        );
        // After a move the cache follows the new version.
        t.play(&first, "e2", None).await.unwrap();
        assert_eq!(
            t.autocomplete(&first, "", 10).await,
            [format!("it is {}'s turn (move 2)", second.player.name)]
        );
        assert!(!t.autocomplete(&second, "e", 10).await.is_empty());
    }
}

on_both! {
    #[tokio::test]
    async fn the_log_replays_to_the_stored_position() {
        let f = table().await;
        let t = &f.table;
        let card = start_two(t, false).await;
        let game = card.game;
        let mut card = card;
        // A random game of legal moves through the service.
        for i in 0..40 {
            let Some(_) = card.to_move else { break };
            let c = mover(&card);
            let moves = t.autocomplete(&c, "", 25).await;
            let pick = &moves[(i * 7) % moves.len()];
            card = t
                .play(&c, pick, Some(card.version))
                .await
                .unwrap()
                .card
                .unwrap();
        }
        let log = t.store().log(game.0).await.unwrap();
        assert_eq!(log.len() as u32, card.version);
        assert!(log.iter().enumerate().all(|(i, e)| e.seq == i as u32 + 1));
        let notations: Vec<&str> = log.iter().map(|e| e.notation.as_str()).collect();
        let replayed = AnyGame::replay(GameKind::Quoridor, Some("2-players"), &notations).unwrap();
        let stored = t.store().game(game.0).await.unwrap().unwrap().state;
        assert_eq!(replayed, stored);
        assert_eq!(t.store().replay(game.0).await.unwrap(), stored);
        // The log is append-only.
        let err = sqlx::query("DELETE FROM moves WHERE game_id = $1")
            .bind(game.0)
            .execute(t.store().pool())
            .await
            .unwrap_err();
        assert!(err.to_string().contains("append-only"), "{err}");
        let _ = GameId(0);
    }
}

/// teban's move when it is to move (checked against the log), else the card unchanged.
async fn teban_moves_if_its_turn(table: &Table, card: GameCard) -> GameCard {
    if !card.teban_to_move() {
        assert!(table.bot_turn(card.game).await.unwrap().is_none());
        return card;
    }
    let reply = table
        .bot_turn(card.game)
        .await
        .unwrap()
        .expect("teban moves when it is its turn");
    assert!(
        reply.text.contains("**teban (easy)** played"),
        "{}",
        reply.text
    );
    assert!(
        reply.board.is_some(),
        "teban's move is shown with the board"
    );
    let after = reply.card.unwrap();
    assert_eq!(after.version, card.version + 1);
    after
}

on_both! {
    #[tokio::test]
    async fn teban_accepts_at_once_answers_each_move_and_is_rated_as_its_level() {
        let fixture = table().await;
        let table = &fixture.table;
        let mut card = ann_challenges_teban(table).await;
        for _ in 0..3 {
            card = teban_moves_if_its_turn(table, card).await;
            assert_eq!(card.player_to_move().unwrap().name, "ann");
            let step = table.autocomplete(&ann(), "", 25).await;
            let step = step.iter().min_by_key(|m| m.len()).unwrap();
            card = table.play(&ann(), step, None).await.unwrap().card.unwrap();
            assert!(card.teban_to_move());
        }
        card = teban_moves_if_its_turn(table, card).await;
        let log = table.store().log(card.game.0).await.unwrap();
        assert_eq!(log.len() as u32, card.version, "every move is in the log");
        table.resign(&ann(), None).await.unwrap();
        let board = table
            .leaderboard(&ann(), GameKind::Quoridor, 10)
            .await
            .unwrap();
        assert!(board.text.contains("teban (easy)"), "{}", board.text);
        // teban may play any number of games in one channel: bob challenges it here too.
        let bob_vs_teban = table
            .challenge(
                &bob(),
                ChallengeRequest {
                    kind: GameKind::Quoridor,
                    variant: None,
                    opponents: vec![Player::teban(Level::Easy)],
                    rated: false,
                    clock: None,
                },
            )
            .await
            .unwrap();
        assert!(bob_vs_teban.card.is_some(), "{}", bob_vs_teban.text);
    }
}

on_both! {
    #[tokio::test]
    async fn a_restart_while_teban_thinks_resumes_its_turn_once() {
        let fixture = table().await;
        let first = ann_challenges_teban(&fixture.table).await;
        teban_moves_if_its_turn(&fixture.table, first).await;
        let step = fixture.table.autocomplete(&ann(), "", 25).await;
        let step = step.iter().min_by_key(|m| m.len()).unwrap();
        let card = fixture
            .table
            .play(&ann(), step, None)
            .await
            .unwrap()
            .card
            .unwrap();
        assert!(card.teban_to_move());
        // The process dies before teban's move: a new service finds the turn pending.
        let table = fixture.reopen().await;
        let pending = table.pending_bot_turns().await.unwrap();
        assert_eq!(pending.len(), 1, "{pending:?}");
        assert_eq!(pending[0].0, card.game);
        assert_eq!(pending[0].1.channel, CHANNEL);
        // Asked twice at once (the resume and a player's request), teban moves once.
        let (a, b) = tokio::join!(table.bot_turn(card.game), table.bot_turn(card.game));
        let moved: Vec<_> = [a.unwrap(), b.unwrap()].into_iter().flatten().collect();
        assert_eq!(moved.len(), 1);
        assert_eq!(moved[0].card.as_ref().unwrap().version, card.version + 1);
        assert!(table.pending_bot_turns().await.unwrap().is_empty());
        assert_eq!(
            table.store().log(card.game.0).await.unwrap().len() as u32,
            card.version + 1
        );
    }
}

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
            .challenge(
                &speaking(ann(), Lang::Fr),
                request(&[&bob()], None, false),
            )
            .await
            .unwrap();
        let started = t
            .accept(&speaking(bob(), Lang::Es), challenge_id(&made))
            .await
            .unwrap();
        let card = started.card.unwrap();
        let (first, second) = (
            speaking(mover(&card), Lang::Fr),
            speaking(other(&card), Lang::Fr),
        );
        let (one, two) = (&first.player.name, &second.player.name);

        // The move, for the channel: German, its buttons and card too.
        let played = t.play(&first, "e2", None).await.unwrap();
        assert_eq!(played.lang, Lang::De);
        assert!(!played.ephemeral);
        assert_eq!(
            played.text,
            format!("**{one}** zieht e2. **{two}** ist am Zug (Zug 2).")
        );
        let played_card = played.card.as_ref().unwrap();
        assert_eq!(
            played_card.status_line,
            format!("**{two}** ist am Zug (Zug 2)")
        );
        let labels: Vec<&str> = played.actions.iter().map(|a| a.label.as_str()).collect();
        assert!(
            labels.ends_with(&["Remis anbieten", "Aufgeben", "Brett"]),
            "{labels:?}"
        );

        // Refusals, for the French caller alone: French.
        let err = t.play(&first, "e3", None).await.unwrap_err();
        assert_eq!(err, Refusal::NotYourTurn { to_move: two.clone() });
        let refused = err.to_reply(first.lang);
        assert_eq!(
            refused.text,
            format!("ce n'est pas ton tour : c'est à {two} de jouer")
        );
        assert!(refused.ephemeral);
        assert_eq!(refused.lang, Lang::Fr);
        let err = t.play(&second, "e7", None).await.unwrap_err();
        assert_eq!(
            err.text(Lang::Fr),
            "e7 est illégal : e7 n'est pas accessible depuis e9"
        );
        assert_eq!(err.to_string(), "e7 is illegal: e7 is not reachable from e9");
        assert_eq!(
            t.play(&second, "zz9", None).await.unwrap_err().text(Lang::Es),
            "`zz9` no es una jugada: escribe una casilla como e2, una barrera como e3h o \
             e3v, o pass"
        );
        let stale = format!("mv:{}:0:e8", card.game.0);
        assert_eq!(
            t.click(&second, &stale).await.unwrap_err().text(Lang::Es),
            format!(
                "eso era para una posición anterior: la partida ha avanzado, le toca a \
                 **{two}** (jugada 2)"
            )
        );

        let stranger = speaking(eve(), Lang::Fr);
        assert_eq!(
            t.play(&stranger, "e2", None).await.unwrap_err().to_reply(stranger.lang).text,
            "tu n'as aucune partie dans ce salon : défie quelqu'un pour en commencer une"
        );
        let elsewhere = Caller {
            place: teban::table::Place {
                guild: Some(GUILD),
                channel: CHANNEL + 1,
            },
            ..speaking(ann(), Lang::De)
        };
        assert_eq!(
            t.board(&elsewhere).await.unwrap_err().text(Lang::De),
            "du hast keine Partie in diesem Kanal (du hast 1 anderswo)"
        );

        // What only the caller sees: their language, even in a German server.
        let legal = t.legal(&second, "E8", 2).await.unwrap();
        assert_eq!(legal.lang, Lang::Fr);
        assert_eq!(
            legal.text,
            "Tes coups légaux commençant par `e8` (2 premiers sur 3) : e8 e8h"
        );
        let legal = t.legal(&first, "", 25).await.unwrap();
        assert!(
            legal.text.starts_with(&format!("Coups légaux de {two} (25 premiers sur 131) : a1h ")),
            "{}",
            legal.text
        );
        let peek = t.board(&first).await.unwrap();
        assert!(peek.ephemeral);
        assert_eq!(peek.lang, Lang::Fr);
        assert_eq!(peek.text, format!("au tour de **{two}** (coup 2)"));
        assert_eq!(
            t.autocomplete(&first, "", 25).await,
            [format!("c'est au tour de {two} (coup 2)")]
        );

        // The end, for the channel: German.
        let resigned = t.resign(&second, None).await.unwrap();
        assert_eq!(resigned.lang, Lang::De);
        assert_eq!(
            resigned.text,
            format!("**{two}** gibt auf. **{one}** gewinnt (durch Aufgabe).")
        );
        assert_eq!(
            resigned.actions.iter().map(|a| a.label.as_str()).collect::<Vec<_>>(),
            ["Revanche"]
        );
        let over = t
            .click(&first, &format!("resign:{}:1", card.game.0))
            .await
            .unwrap_err();
        assert_eq!(
            over.text(Lang::De),
            format!("die Partie ist vorbei: **{one}** gewinnt (durch Aufgabe)")
        );
    }
}
