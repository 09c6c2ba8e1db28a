//! Takebacks by consent through the service: in every game (Quoridor for two and four, Sensei,
//! Niwa) the request's words and buttons, the answers, the log's `takeback` entry, the position
//! before the move with the same player to move, the record (and its round trip) and the replay's
//! frames; then everything refused: a rated game without the server's consent (and a member who
//! may not give it), a tournament's game, teban's master level, a move that is not the caller's
//! last, a finished game, a second request, a declined move asked again, a stale Accept after a
//! move, the requester's own Accept and a stranger's.

use crate::on_both;
use crate::support::service::*;
use teban::ai::Level;
use teban::games::{GameKind, Seat};
use teban::record::Record;
use teban::render::replay::DISCORD_ATTACHMENT_LIMIT;
use teban::store::GuildId;
use teban::store::{EntryKind, GameRow, TournamentFormat};
use teban::table::{
    Authority, Caller, ChallengeRequest, GameId, Player, Refusal, Reply, SettingsChange, Table,
    ThreadRoom, TournamentRequest,
};

fn en(refusal: Refusal) -> String {
    refusal.text(teban::i18n::Lang::En).on_discord()
}

async fn row(t: &Table, game: GameId) -> GameRow {
    t.store().game(game).await.unwrap().unwrap()
}

/// The player at `seat` of `game`, where it is played.
async fn sitter(t: &Table, game: GameId, seat: Seat) -> Caller {
    let row = row(t, game).await;
    let s = row.seats.iter().find(|s| s.seat == seat).unwrap();
    Caller::new(s.user, &s.name, row.guild.map(|g| g.0), row.channel.0)
}

/// ann challenges `others` to `kind` (`variant`), rated or not, and they all accept: the game.
async fn game_of(
    t: &Table,
    kind: GameKind,
    variant: Option<&str>,
    others: &[Caller],
    rated: bool,
) -> GameId {
    let request = ChallengeRequest {
        kind,
        variant: variant.map(str::to_string),
        opponents: others.iter().map(|c| c.player.clone()).collect(),
        rated,
        clock: None,
    };
    let made = t.challenges().challenge(&ann(), request).await.unwrap();
    let challenge = challenge_id(&made);
    let mut started = None;
    for other in others {
        started = Some(t.challenges().accept(other, challenge).await.unwrap());
    }
    started.unwrap().card.unwrap().game
}

/// The player to move plays their first legal move: who played it and the move.
async fn play_one(t: &Table, game: GameId) -> (Caller, String) {
    let row = row(t, game).await;
    let mover = sitter(t, game, row.state.to_move().unwrap()).await;
    let mv = row.state.legal_moves().into_iter().next().unwrap();
    t.games().play(&mover, &mv, None).await.unwrap();
    (mover, mv)
}

/// The players' names in bold, joined with commas.
fn bold(players: &[Caller]) -> String {
    players
        .iter()
        .map(|c| format!("**{}**", c.player.name))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The request's Accept and Decline button ids.
fn buttons(asked: &Reply) -> (String, String) {
    let ids: Vec<String> = asked.actions.iter().map(|a| a.id.to_string()).collect();
    assert_eq!(ids.len(), 2, "{ids:?}");
    (ids[0].clone(), ids[1].clone())
}

on_both! {
    #[tokio::test]
    async fn a_takeback_in_every_game_returns_to_before_the_move_in_the_log_record_and_replay() {
        let f = table().await;
        let t = &f.table;
        let games: [(GameKind, Option<&str>, Vec<Caller>); 4] = [
            (GameKind::Quoridor, None, vec![bob()]),
            (GameKind::Sensei, None, vec![bob()]),
            (GameKind::Niwa, None, vec![bob()]),
            (GameKind::Quoridor, Some("4-players"), vec![bob(), cid(), dee()]),
        ];
        for (kind, variant, others) in games {
            let game = game_of(t, kind, variant, &others, false).await;
            play_one(t, game).await;
            let before = row(t, game).await;
            let (taker, mv) = play_one(t, game).await;
            let seat = before.state.to_move().unwrap();
            let asked = t.games().ask_takeback(&taker).await.unwrap();
            let answerers: Vec<Caller> = {
                let mut callers = Vec::new();
                for s in before.seats.iter().filter(|s| s.seat != seat) {
                    callers.push(sitter(t, game, s.seat).await);
                }
                callers
            };
            let names = bold(&answerers);
            assert_eq!(
                asked.text.on_discord(),
                format!(
                    "**{}** asks to take back {mv}. {names}: accept or decline?",
                    taker.player.name
                ),
                "{kind:?}"
            );
            assert!(!asked.for_caller(), "the request is for the game's channel");
            assert_eq!(
                asked.mention,
                answerers.iter().map(|c| c.player.id).collect::<Vec<_>>()
            );
            let labels: Vec<&str> = asked.actions.iter().map(|a| a.label.as_str()).collect();
            assert_eq!(labels, ["Accept", "Decline"]);
            let (accept, _) = buttons(&asked);
            assert_eq!(accept, format!("takeback-yes:{}:2", game.0));
            let (last, first) = answerers.split_last().unwrap();
            for (i, answerer) in first.iter().enumerate() {
                let waiting = t.clicks().click(answerer, &accept).await.unwrap();
                let rest = bold(&answerers[i + 1..]);
                assert_eq!(
                    waiting.text.on_discord(),
                    format!(
                        "**{}** accepts the takeback; still waiting for {rest}.",
                        answerer.player.name
                    )
                );
            }
            let done = t.clicks().click(last, &accept).await.unwrap();
            assert_eq!(
                done.text.on_discord(),
                format!(
                    "**{}** accepts: **{}**'s {mv} is taken back. **{}** to move (move 2).",
                    last.player.name, taker.player.name, taker.player.name
                ),
                "{kind:?}"
            );
            assert!(done.picture.is_some(), "the post shows the board");
            assert!(done.mention.contains(&taker.player.id));

            // The log keeps the move and adds the takeback; the position is the one before.
            let after = row(t, game).await;
            assert_eq!(after.state, before.state, "{kind:?}");
            assert_eq!(after.state.to_move(), Some(seat));
            assert_eq!(t.store().replay(game).await.unwrap(), before.state);
            let log = t.store().log(game).await.unwrap();
            assert_eq!(log.len(), 3);
            assert_eq!((log[1].kind, log[1].notation.as_str()), (EntryKind::Move, mv.as_str()));
            assert_eq!(
                (log[2].kind, log[2].seat, log[2].notation.as_str(), log[2].ply),
                (EntryKind::Takeback, seat, "takeback", 2)
            );

            // The record shows it and reads back to the same game.
            let (_, text) = t.games().game_record(&taker, Some(game)).await.unwrap();
            assert!(
                text.contains(&format!("\n2. {mv}\n3. takeback (seat {})\n", seat.as_number())),
                "{text}"
            );
            let record = Record::parse(&text).unwrap();
            assert_eq!(record.position, before.state);
            assert_eq!(record.to_text(), text);
            // The replay: the start, both moves, and the position before the move again.
            let positions = record.positions();
            assert_eq!(positions.len(), 4);
            assert_eq!(positions[3], positions[1]);
            let replay = t
                .games().game_replay(&taker, Some(game), DISCORD_ATTACHMENT_LIMIT)
                .await
                .unwrap();
            assert!(replay.text.on_discord().contains(": 4 frames,"), "{}", replay.text.on_discord());

            // The same player moves again, and the game goes on.
            let again = after.state.legal_moves().into_iter().last().unwrap();
            let moved = t.games().play(&taker, &again, None).await.unwrap();
            assert!(moved.text.on_discord().contains(&format!("**{}** played", taker.player.name)), "{}", moved.text.on_discord());
            // The old request's button is stale now.
            let stale = t.clicks().click(last, &accept).await.unwrap_err();
            assert!(en(stale).contains("the game has moved on"));
            // Over (with two players), so that the next game can begin in this channel.
            t.games().resign(&taker, None).await.unwrap();
        }
    }
}

on_both! {
    #[tokio::test]
    async fn only_your_last_move_once_and_only_by_the_others_consent() {
        let f = table().await;
        let t = &f.table;
        let game = game_of(t, GameKind::Quoridor, None, &[bob()], false).await;
        let first = sitter(t, game, Seat(0)).await;
        let second = sitter(t, game, Seat(1)).await;
        assert_eq!(
            en(t.games().ask_takeback(&first).await.unwrap_err()),
            "you have no move to take back in this game"
        );
        play_one(t, game).await;
        play_one(t, game).await;
        // The first player's move is not the last any more.
        assert_eq!(
            en(t.games().ask_takeback(&first).await.unwrap_err()),
            "only your own last move can be taken back, and only until the next player moves: \
             the game has moved on since"
        );
        let asked = t.games().ask_takeback(&second).await.unwrap();
        let (accept, decline) = buttons(&asked);
        assert_eq!(
            en(t.games().ask_takeback(&second).await.unwrap_err()),
            "you already asked to take back this move: wait for the answer"
        );
        // The one who asked cannot answer; a stranger cannot either.
        assert_eq!(
            en(t.clicks().click(&second, &accept).await.unwrap_err()),
            "that is your own takeback request: the other players answer it"
        );
        let stranger = Caller::new(eve().player.id, "eve", Some(GUILD), row(t, game).await.channel.0);
        assert!(matches!(t.clicks().click(&stranger, &accept).await, Err(Refusal::NotYourGame)));
        // Declined: nothing changes, the request's message closes, and it cannot be asked again.
        let before = row(t, game).await;
        let declined = t.clicks().click(&first, &decline).await.unwrap();
        let last = t.store().log(game).await.unwrap().last().unwrap().notation.clone();
        assert_eq!(
            declined.text.on_discord(),
            format!(
                "**{}** declines: **{}**'s {last} stands.",
                first.player.name, second.player.name
            )
        );
        assert_eq!(declined.clicked, teban::table::Clicked::Closed);
        let now = row(t, game).await;
        assert_eq!((now.version, now.state), (before.version, before.state));
        assert_eq!(
            en(t.clicks().click(&first, &accept).await.unwrap_err()),
            "this takeback request was already declined"
        );
        assert_eq!(
            en(t.games().ask_takeback(&second).await.unwrap_err()),
            "taking back this move was declined: it cannot be asked again"
        );

        // A move lapses a request: its Accept is refused, saying where the game stands.
        play_one(t, game).await;
        let asked = t.games().ask_takeback(&first).await.unwrap();
        let (accept, _) = buttons(&asked);
        play_one(t, game).await;
        let stale = en(t.clicks().click(&second, &accept).await.unwrap_err());
        assert_eq!(
            stale,
            format!(
                "that was for an earlier position: the game has moved on, **{}** to move (move 5)",
                first.player.name
            )
        );
        assert_eq!(t.store().log(game).await.unwrap().len(), 4);

        // A finished game takes nothing back.
        let asked = t.games().ask_takeback(&second).await.unwrap();
        let (accept, _) = buttons(&asked);
        t.games().resign(&second, None).await.unwrap();
        let over = en(t.clicks().click(&first, &accept).await.unwrap_err());
        assert!(over.starts_with("the game is over"), "{over}");
        assert!(matches!(
            t.games().ask_takeback(&second).await,
            Err(Refusal::NoGameHere { .. })
        ));
    }
}

on_both! {
    #[tokio::test]
    async fn rated_games_take_back_only_where_the_server_allows_it() {
        let f = table().await;
        let t = &f.table;
        let game = game_of(t, GameKind::Quoridor, None, &[bob()], true).await;
        play_one(t, game).await;
        let (taker, _) = play_one(t, game).await;
        let rated = "this server allows takebacks only in unrated games (its managers may allow \
                     them in rated games with `/settings takebacks:`)";
        assert_eq!(en(t.games().ask_takeback(&taker).await.unwrap_err()), rated);
        // A member who may not manage the server cannot allow them: the table checks it again.
        let allow = SettingsChange {
            takebacks: Some(true),
            ..SettingsChange::default()
        };
        let refused = t
            .servers().configure(&ann(), allow, false, ThreadRoom::Allowed)
            .await
            .unwrap_err();
        assert!(en(refused).contains("only a member who may manage"));
        assert_eq!(en(t.games().ask_takeback(&taker).await.unwrap_err()), rated);
        let shown = configure(t, allow).await;
        assert!(
            shown.text.on_discord().contains("• Takebacks in rated games: allowed, with the opponents' consent\n"),
            "{}",
            shown.text.on_discord()
        );
        let asked = t.games().ask_takeback(&taker).await.unwrap();
        let (accept, _) = buttons(&asked);
        // Turned off again before the answer: the Accept is refused too.
        configure(
            t,
            SettingsChange {
                takebacks: Some(false),
                ..SettingsChange::default()
            },
        )
        .await;
        let other = sitter(t, game, Seat(0)).await;
        assert_eq!(en(t.clicks().click(&other, &accept).await.unwrap_err()), rated);
        configure(t, allow).await;
        let version_before = t.store().game(game).await.unwrap().unwrap().version;
        t.clicks().click(&other, &accept).await.unwrap();
        assert_eq!(row(t, game).await.version, version_before + 1);
        // Nothing is rated: the game is still on, no ladder has it.
        assert!(t
            .standings().standings(teban::store::Scope::Server(GuildId(GUILD)), GameKind::Quoridor, 2, 10)
            .await
            .unwrap()
            .is_empty());
    }
}

on_both! {
    #[tokio::test]
    async fn teban_accepts_below_master_and_master_and_tournaments_refuse() {
        let f = table().await;
        let t = &f.table;
        for (level, answer) in [(Level::Easy, true), (Level::Master, false)] {
            let made = t
                .challenges().challenge(
                    &ann(),
                    ChallengeRequest {
                        rated: false,
                        ..quoridor(vec![Player::teban(level)], None)
                    },
                )
                .await
                .unwrap();
            let game = made.card.unwrap().game;
            // ann plays first whatever the draw: teban moves first when it has seat 1.
            t.games().teban_plays(game).await.unwrap();
            let before = row(t, game).await;
            let (me, mv) = play_one(t, game).await;
            assert_eq!(me.player.id, ann().player.id);
            let got = t.games().ask_takeback(&me).await;
            if answer {
                let done = got.unwrap();
                assert_eq!(
                    done.text.on_discord(),
                    format!(
                        "**teban (easy)** accepts: **ann**'s {mv} is taken back. **ann** to move \
                         (move {}).",
                        before.state.ply() + 1
                    )
                );
                assert_eq!(row(t, game).await.state, before.state);
                assert!(done.actions.iter().all(|a| !a.id.to_string().starts_with("takeback")));
            } else {
                assert_eq!(
                    en(got.unwrap_err()),
                    "teban at master level allows no takebacks"
                );
            }
            t.games().resign(&me, None).await.unwrap();
        }

        // A tournament's game, unrated even: no takebacks.
        let organiser = caller(103, "mod");
        let authority = Authority {
            manages_server: true,
            roles: Vec::new(),
        };
        let request = TournamentRequest {
            name: Some("Cup".to_string()),
            kind: GameKind::Quoridor,
            variant: None,
            format: TournamentFormat::RoundRobin,
            rounds: None,
            clock: None,
            rated: false,
            vacation: true,
            max_players: 4,
            signup_hours: None,
        };
        let made = t.tournaments().create_tournament(&organiser, &authority, request).await.unwrap();
        let id = made.tournament.unwrap();
        for p in [ann(), bob()] {
            t.tournaments().join_tournament(&p, id).await.unwrap();
        }
        t.tournaments().start_tournament(&organiser, &authority, Some(id)).await.unwrap();
        let view = t.tournaments().tournament_view(id).await.unwrap();
        let game = view.rounds_played[0].pairings[0].game.unwrap();
        play_one(t, game).await;
        let (taker, _) = play_one(t, game).await;
        assert_eq!(
            en(t.games().ask_takeback(&taker).await.unwrap_err()),
            "a tournament's games allow no takebacks"
        );
    }
}

on_both! {
    #[tokio::test]
    async fn the_player_who_moves_again_starts_a_fresh_turn_and_draw_offers_go() {
        let clock = teban::clock::ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        let game = game_of(t, GameKind::Quoridor, None, &[bob()], false).await;
        clock.advance(HOUR);
        let (first, _) = play_one(t, game).await;
        clock.advance(2 * HOUR);
        let (second, _) = play_one(t, game).await;
        assert_eq!(t.games().card(game).await.unwrap().due_at, Some(T0 + 3 * HOUR + 3 * DAY));
        let asked = t.games().ask_takeback(&second).await.unwrap();
        t.games().offer_draw(&first, None).await.unwrap();
        assert!(!row(t, game).await.draw_offers.is_empty());
        clock.advance(2 * HOUR);
        t.clicks().click(&first, &buttons(&asked).0).await.unwrap();
        let card = t.games().card(game).await.unwrap();
        assert_eq!(card.player_to_move().unwrap().id, second.player.id);
        assert_eq!(card.due_at, Some(T0 + 5 * HOUR + 3 * DAY), "a whole turn from the takeback");
        assert!(card.draw_offers.is_empty(), "the draw offer went with the takeback");
    }
}

on_both! {
    #[tokio::test]
    async fn answers_racing_from_two_processes_land_once() {
        let f = table().await;
        let t = &f.table;
        let t2 = f.reopen().await;
        let game = game_of(t, GameKind::Quoridor, Some("4-players"), &[bob(), cid(), dee()], false)
            .await;
        play_one(t, game).await;
        let (taker, _) = play_one(t, game).await;
        let answerers: Vec<Caller> = {
            let row = row(t, game).await;
            let mut callers = Vec::new();
            for s in row.seats.iter().filter(|s| s.user != taker.player.id) {
                callers.push(sitter(t, game, s.seat).await);
            }
            callers
        };
        let takebacks = |log: &[teban::store::LogEntry]| {
            log.iter().filter(|e| e.kind == EntryKind::Takeback).count()
        };

        // The last two acceptances at once: one of them makes the takeback, once.
        let (accept, decline) = buttons(&t.games().ask_takeback(&taker).await.unwrap());
        t.clicks().click(&answerers[0], &accept).await.unwrap();
        let (a, b) = tokio::join!(
            t.clicks().click(&answerers[1], &accept),
            t2.clicks().click(&answerers[2], &accept)
        );
        let texts = [a.unwrap().text.on_discord(), b.unwrap().text.on_discord()];
        assert_eq!(
            texts.iter().filter(|t| t.contains("is taken back")).count(),
            1,
            "{texts:?}"
        );
        assert_eq!(texts.iter().filter(|t| t.contains("still waiting")).count(), 1);
        assert_eq!(takebacks(&t.store().log(game).await.unwrap()), 1);

        // The last acceptance against a change of mind: exactly one of them lands.
        let again = row(t, game).await.state.legal_moves().into_iter().last().unwrap();
        t.games().play(&taker, &again, None).await.unwrap();
        let (accept, _) = buttons(&t.games().ask_takeback(&taker).await.unwrap());
        let decline_now = accept.replace("takeback-yes", "takeback-no");
        assert_ne!(decline_now, decline);
        t.clicks().click(&answerers[0], &accept).await.unwrap();
        t.clicks().click(&answerers[1], &accept).await.unwrap();
        let (a, b) = tokio::join!(
            t.clicks().click(&answerers[2], &accept),
            t2.clicks().click(&answerers[0], &decline_now)
        );
        assert!(a.is_ok() != b.is_ok(), "{a:?} {b:?}");
        let log = t.store().log(game).await.unwrap();
        if a.is_ok() {
            assert_eq!(takebacks(&log), 2);
        } else {
            assert_eq!(takebacks(&log), 1);
            assert_eq!(log.last().unwrap().notation, again);
        }
    }
}
