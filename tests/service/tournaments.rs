//! Tournaments through the service, on a driven clock: a Swiss played to its end with a forfeit
//! (a player who never moved, out on time) and a withdrawal, a round robin where everyone meets
//! everyone once, two processes racing to pair the same round (and one dying before its posts are
//! delivered), who may organise, and what a tournament game refuses (abort, rematch). What is
//! checked is what players read: the announcement's standings, the rounds' news, the numbers.

use crate::support::service::OnDiscord;
use std::collections::HashSet;
use teban::store::GuildId;

use crate::on_both;
use crate::support::service::{ann, bob, caller, cid, clocked, dee, eve, CHANNEL, DAY, GUILD, T0};
use teban::clock::ManualClock;
use teban::store::{PostKind, TournamentFormat};
use teban::table::{
    Authority, Caller, GameId, Post, Refusal, SettingsChange, StandingLine, Table, ThreadRoom,
    TournamentId, TournamentRequest, TournamentView,
};

fn manager() -> (Caller, Authority) {
    (
        caller(103, "mod"),
        Authority {
            manages_server: true,
            roles: Vec::new(),
        },
    )
}

fn request(format: TournamentFormat, rounds: Option<u32>, players: u32) -> TournamentRequest {
    TournamentRequest {
        name: Some("Winter Cup".to_string()),
        kind: teban::games::GameKind::Quoridor,
        variant: None,
        format,
        rounds,
        clock: None,
        rated: true,
        vacation: true,
        max_players: players,
        signup_hours: None,
    }
}

/// A manager announces a tournament; `players` join with the announcement's button.
async fn announced(t: &Table, request: TournamentRequest, players: &[Caller]) -> TournamentId {
    let (who, authority) = manager();
    let reply = t
        .tournaments()
        .create_tournament(&who, &authority, request)
        .await
        .unwrap();
    let id = reply.tournament.expect("the reply is the announcement");
    assert!(
        reply.text.on_discord().contains("Winter Cup"),
        "{}",
        reply.text.on_discord()
    );
    for p in players {
        let joined = t
            .clicks()
            .click(p, &format!("join:{}", id.0))
            .await
            .unwrap();
        assert!(joined.for_caller(), "only the one who joined reads it");
        assert!(
            joined
                .text
                .on_discord()
                .contains("You are in **Winter Cup**"),
            "{}",
            joined.text.on_discord()
        );
    }
    id
}

async fn view(t: &Table, id: TournamentId) -> TournamentView {
    t.tournaments().tournament_view(id).await.unwrap()
}

/// The games of round `round` still being played.
async fn games_on(t: &Table, id: TournamentId, round: u32) -> Vec<GameId> {
    view(t, id).await.rounds_played[round as usize - 1]
        .pairings
        .iter()
        .filter(|p| p.result.is_none())
        .filter_map(|p| p.game)
        .collect()
}

/// How a game is to end.
#[derive(Clone, Copy)]
enum End {
    FirstWins,
    SecondWins,
    Draw,
}

/// The player at `seat` (0-based) of `game`, where it is played.
async fn sitter(t: &Table, game: GameId, seat: usize) -> Caller {
    let row = t.store().game(game).await.unwrap().unwrap();
    let s = &row.seats[seat];
    Caller::new(s.user, &s.name, row.guild.map(|g| g.0), row.channel.0)
}

async fn first_legal_move(t: &Table, game: GameId) -> String {
    let row = t.store().game(game).await.unwrap().unwrap();
    row.state.legal_moves().into_iter().next().unwrap()
}

/// Both players move once, then the game ends as `end` says.
async fn finish(t: &Table, game: GameId, end: End) {
    for seat in 0..2 {
        let mv = first_legal_move(t, game).await;
        t.games()
            .play(&sitter(t, game, seat).await, &mv, None)
            .await
            .unwrap();
    }
    match end {
        End::FirstWins => {
            t.games()
                .resign(&sitter(t, game, 1).await, None)
                .await
                .unwrap();
        }
        End::SecondWins => {
            t.games()
                .resign(&sitter(t, game, 0).await, None)
                .await
                .unwrap();
        }
        End::Draw => {
            t.games()
                .offer_draw(&sitter(t, game, 0).await, None)
                .await
                .unwrap();
            t.games()
                .accept_draw(&sitter(t, game, 1).await, None)
                .await
                .unwrap();
        }
    }
}

/// When the player to move in `game` loses on time.
async fn due_of(t: &Table, game: GameId) -> i64 {
    t.store().game(game).await.unwrap().unwrap().due_at.unwrap()
}

fn line<'a>(view: &'a TournamentView, name: &str) -> &'a StandingLine {
    view.standings.iter().find(|l| l.name == name).unwrap()
}

/// Every post waiting, claimed.
async fn posts(t: &Table) -> Vec<Post> {
    t.outbox().claim_posts(None, 100).await.unwrap()
}

fn of_kind(posts: &[Post], kind: PostKind) -> Vec<&Post> {
    posts.iter().filter(|p| p.kind == kind).collect()
}

on_both! {
    #[tokio::test]
    async fn a_swiss_is_played_to_its_end_with_a_forfeit_and_a_withdrawal() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        let players = [ann(), bob(), cid(), dee(), eve()];
        let id = announced(t, request(TournamentFormat::Swiss, Some(3), 5), &players).await;
        // Full, and joined already: refused, said to the one who clicked.
        let late = caller(106, "fay");
        let full = t.clicks().click(&late, &format!("join:{}", id.0)).await.unwrap_err();
        assert_eq!(full.text(teban::i18n::Lang::En).on_discord(), "This tournament is full.");
        let twice = t.clicks().click(&ann(), &format!("join:{}", id.0)).await.unwrap_err();
        assert_eq!(twice.text(teban::i18n::Lang::En).on_discord(), "You are already in this tournament.");
        let _ = posts(t).await;

        let (who, authority) = manager();
        t.tournaments().start_tournament(&who, &authority, Some(id)).await.unwrap();
        let begun = posts(t).await;
        let news = of_kind(&begun, PostKind::Tournament);
        assert_eq!(news.len(), 1);
        assert!(
            news[0].reply.text.on_discord().starts_with("**Winter Cup**: round 1 of 3 begins."),
            "{}",
            news[0].reply.text.on_discord()
        );
        // Five players: two games and a bye, the bye to the lowest seed (who joined last).
        assert!(news[0].reply.text.on_discord().contains("**eve** has a bye (1 point)."), "{}", news[0].reply.text.on_discord());
        assert_eq!(of_kind(&begun, PostKind::Pairing).len(), 2);
        let standings = of_kind(&begun, PostKind::Standings);
        assert_eq!(standings.len(), 1, "the announcement is edited to round 1");
        assert!(standings[0].reply.text.on_discord().contains("round 1 of 3"), "{}", standings[0].reply.text.on_discord());

        // Round 1: one game won by its first seat; in the other the first player never moves
        // and loses on time: a forfeit, and no more pairings for them.
        let games = games_on(t, id, 1).await;
        assert_eq!(games.len(), 2);
        finish(t, games[0], End::FirstWins).await;
        let absent = sitter(t, games[1], 0).await;
        clock.advance(4 * DAY);
        t.tick().await.unwrap();
        // The game's card says the absent player ran out of time (not that they resigned).
        let lost = t.games().card(games[1]).await.unwrap();
        let seat = lost.seats.iter().find(|s| s.player.id == absent.player.id).unwrap();
        assert!(seat.out_of_time && !seat.playing, "{seat:?}");
        let tick = t.tournaments().tournaments_tick().await.unwrap();
        assert_eq!(tick.rounds_begun, 1);
        let v = view(t, id).await;
        assert_eq!(v.round, 2);
        let forfeit = &v.rounds_played[0].pairings[1];
        assert_eq!(forfeit.result.as_deref(), Some("0-1 forfeit"));
        assert!(line(&v, &absent.player.name).standing.withdrawn);
        assert_eq!(line(&v, "eve").standing.points, 1.0, "the bye is a point");
        let round2: Vec<_> = v.rounds_played[1].pairings.iter().collect();
        assert!(
            round2.iter().all(|p| p.first != absent.player.name
                && p.second.as_deref() != Some(absent.player.name.as_str())),
            "the absent player is not paired again"
        );

        // Round 2: a draw; then one withdraws before round 3.
        let games = games_on(t, id, 2).await;
        assert_eq!(games.len(), 2, "four players left: two games, no bye");
        finish(t, games[0], End::Draw).await;
        finish(t, games[1], End::SecondWins).await;
        let leaving = sitter(t, games[1], 0).await;
        let left = t.tournaments().withdraw(&leaving, Some(id)).await.unwrap();
        assert!(left.text.on_discord().starts_with("You withdrew from **Winter Cup**"), "{}", left.text.on_discord());
        t.tournaments().tournaments_tick().await.unwrap();
        let v = view(t, id).await;
        assert_eq!(v.round, 3);
        let round3: Vec<_> = v.rounds_played[2].pairings.iter().collect();
        assert!(round3.iter().all(|p| p.first != leaving.player.name
            && p.second.as_deref() != Some(leaving.player.name.as_str())));
        assert_eq!(line(&v, &leaving.player.name).standing.played, 2, "their games stand");

        // Round 3 ends the tournament: final standings with a podium, said in the channel.
        for game in games_on(t, id, 3).await {
            finish(t, game, End::FirstWins).await;
        }
        let _ = posts(t).await;
        let tick = t.tournaments().tournaments_tick().await.unwrap();
        assert_eq!(tick.ended, 1);
        let v = view(t, id).await;
        assert_eq!(v.status, "finished");
        // No pair met twice, nobody had two byes.
        let mut met = HashSet::new();
        for round in &v.rounds_played {
            for p in &round.pairings {
                if let Some(second) = &p.second {
                    let mut pair = [p.first.clone(), second.clone()];
                    pair.sort();
                    assert!(met.insert(pair.clone()), "{pair:?} met twice");
                }
            }
        }
        // Points add up: every game gives one point, every bye one.
        let total: f64 = v.standings.iter().map(|l| l.standing.points).sum();
        let games = v.rounds_played.iter().flat_map(|r| &r.pairings).count();
        assert_eq!(total, games as f64);
        let ended = posts(t).await;
        let podium = of_kind(&ended, PostKind::Podium);
        assert_eq!(podium.len(), 1);
        let winner = &v.standings[0];
        assert!(podium[0].reply.text.on_discord().starts_with("🏆 **Winter Cup** is over (Swiss, 3 rounds)."), "{}", podium[0].reply.text.on_discord());
        assert!(podium[0].reply.text.on_discord().contains(&format!("🥇 **{}**", winner.name)), "{}", podium[0].reply.text.on_discord());
        assert_eq!(podium[0].reply.files.len(), 1, "the final standings' picture");
        let edit = of_kind(&ended, PostKind::Standings);
        assert_eq!(edit.len(), 1);
        assert!(edit[0].reply.text.on_discord().contains(&format!("Standings: 1. **{}**", winner.name)), "{}", edit[0].reply.text.on_discord());
        // Nothing more to do.
        assert_eq!(t.tournaments().tournaments_tick().await.unwrap(), Default::default());
    }
}

on_both! {
    #[tokio::test]
    async fn a_round_robin_pairs_everyone_once_and_ranks_by_sonneborn_berger() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        let players = [ann(), bob(), cid(), dee()];
        let id = announced(t, request(TournamentFormat::RoundRobin, None, 8), &players).await;
        let (who, authority) = manager();
        t.tournaments().start_tournament(&who, &authority, Some(id)).await.unwrap();
        let mut rounds = 0;
        while view(t, id).await.status == "playing" {
            rounds += 1;
            for game in games_on(t, id, rounds).await {
                finish(t, game, End::FirstWins).await;
                let _ = posts(t).await;
                // After each result the announcement is edited, once, to show it.
                t.tournaments().tournaments_tick().await.unwrap();
                let shown = posts(t).await;
                let edits = of_kind(&shown, PostKind::Standings);
                assert_eq!(edits.len(), 1);
                let winner = sitter(t, game, 0).await.player.name;
                assert!(edits[0].reply.text.on_discord().contains(&format!("**{winner}** ")), "{}", edits[0].reply.text.on_discord());
                assert!(edits[0].reply.text.on_discord().contains("Standings: 1. **"), "{}", edits[0].reply.text.on_discord());
            }
            assert!(rounds <= 3, "a round robin of four plays three rounds");
        }
        let v = view(t, id).await;
        assert_eq!(v.rounds_played.len(), 3);
        let mut met = HashSet::new();
        for round in &v.rounds_played {
            assert_eq!(round.pairings.len(), 2);
            for p in &round.pairings {
                let mut pair = [p.first.clone(), p.second.clone().unwrap()];
                pair.sort();
                assert!(met.insert(pair));
            }
        }
        assert_eq!(met.len(), 6, "every pair met once");
        assert_eq!(v.tie_breaks, ["Sonneborn-Berger".to_string(), "Head-to-head".to_string()]);
        // Ranked by points, then Sonneborn-Berger.
        for pair in v.standings.windows(2) {
            assert!(
                (pair[0].standing.points, pair[0].standing.tie_breaks[0])
                    >= (pair[1].standing.points, pair[1].standing.tie_breaks[0]),
                "{:?}",
                v.standings
            );
        }
    }
}

on_both! {
    #[tokio::test]
    async fn two_processes_pair_a_round_once_and_a_survivor_delivers_its_posts() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let (a, b) = (&f.table, &f.reopen().await);
        let (who, authority) = manager();
        let mut closing = request(TournamentFormat::Swiss, Some(2), 8);
        closing.signup_hours = Some(24);
        let reply = a.tournaments().create_tournament(&who, &authority, closing).await.unwrap();
        let id = reply.tournament.unwrap();
        assert!(reply.text.on_discord().contains("Sign-ups close <t:"), "{}", reply.text.on_discord());
        for p in [ann(), bob(), cid(), dee()] {
            a.tournaments().join_tournament(&p, id).await.unwrap();
        }
        let _ = posts(a).await;
        // Sign-ups close: both processes look at once; one pairs round 1.
        clock.advance(DAY);
        let (one, two) = tokio::join!(a.tournaments().tournaments_tick(), b.tournaments().tournaments_tick());
        let begun = one.unwrap().rounds_begun + two.unwrap().rounds_begun;
        assert_eq!(begun, 1, "round 1 is paired once");
        let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE tournament_id = $1")
            .bind(id.0)
            .fetch_one(a.store().pool())
            .await
            .unwrap();
        assert_eq!(games, 2, "its games are created once");
        // The process that paired it dies before delivering: the other delivers every post once.
        let delivered = posts(b).await;
        assert_eq!(of_kind(&delivered, PostKind::Pairing).len(), 2);
        assert_eq!(of_kind(&delivered, PostKind::Tournament).len(), 1);
        assert!(posts(a).await.is_empty(), "nothing is delivered twice");
        // The pairing post opens the game's thread, named with the tournament and the round.
        let pairing = of_kind(&delivered, PostKind::Pairing)[0];
        let thread = pairing.reply.thread.as_ref().expect("the game wants its thread");
        assert!(thread.name.starts_with("Winter Cup · R1 · "), "{}", thread.name);
        // A round that is over, looked at by both: round 2 once.
        for game in games_on(a, id, 1).await {
            finish(a, game, End::FirstWins).await;
        }
        let (one, two) = tokio::join!(a.tournaments().tournaments_tick(), b.tournaments().tournaments_tick());
        assert_eq!(one.unwrap().rounds_begun + two.unwrap().rounds_begun, 1);
        assert_eq!(view(a, id).await.rounds_played.len(), 2);
    }
}

on_both! {
    #[tokio::test]
    async fn only_organisers_run_tournaments_and_their_games_have_no_abort_or_rematch() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        let member = Authority {
            manages_server: false,
            roles: vec![555],
        };
        let refused = t
            .tournaments().create_tournament(&ann(), &member, request(TournamentFormat::Swiss, Some(3), 8))
            .await
            .unwrap_err();
        assert_eq!(
            refused.text(teban::i18n::Lang::En).on_discord(),
            "Only members with Manage Server (or the organiser role set in `/settings`) can do that."
        );
        // A manager names role 555 the organisers' in /settings: its members may.
        let manager = caller(103, "mod");
        let change = SettingsChange {
            organiser_role: Some(Some(555)),
            ..SettingsChange::default()
        };
        let shown = t
            .servers().configure(&manager, change, true, ThreadRoom::Allowed)
            .await
            .unwrap();
        assert!(shown.text.on_discord().contains("• Tournament organisers: <@&555>"), "{}", shown.text.on_discord());
        let made = t
            .tournaments().create_tournament(&ann(), &member, request(TournamentFormat::Swiss, Some(3), 8))
            .await
            .unwrap();
        let id = made.tournament.unwrap();
        // Another server does not see it; a DM has no tournaments.
        let stranger = Caller::new(900, "zed", Some(GUILD + 1), CHANNEL + 1);
        let unknown = t.tournaments().join_tournament(&stranger, id).await.unwrap_err();
        assert_eq!(
            unknown.text(teban::i18n::Lang::En).on_discord(),
            format!("There is no tournament #{} on this server.", id.0)
        );
        for p in [bob(), cid()] {
            t.tournaments().join_tournament(&p, id).await.unwrap();
        }
        // bob may not start ann's tournament; ann may.
        let plain = Authority::default();
        assert!(matches!(
            t.tournaments().start_tournament(&bob(), &plain, Some(id)).await,
            Err(Refusal::Said(_))
        ));
        t.tournaments().start_tournament(&ann(), &plain, Some(id)).await.unwrap();
        let game = games_on(t, id, 1).await[0];
        let first = sitter(t, game, 0).await;
        let abort = t.games().abort(&first).await.unwrap_err();
        assert_eq!(
            abort.text(teban::i18n::Lang::En).on_discord(),
            "Tournament games cannot be aborted: resign, or ask a server manager."
        );
        finish(t, game, End::FirstWins).await;
        let card = t.games().card(game).await.unwrap();
        assert!(card.version > 0);
        let rematch = t.challenges().rematch(&first, game).await.unwrap_err();
        assert_eq!(
            rematch.text(teban::i18n::Lang::En).on_discord(),
            "Tournament games have no rematch: the next round is paired for you."
        );
        // Leaving once it began is refused with what to do instead.
        let refused = t.tournaments().leave_tournament(&bob(), id).await.unwrap_err();
        assert!(refused.text(teban::i18n::Lang::En).on_discord().contains("/tournament withdraw"));
        // The list shows it with its state.
        let list = t.tournaments().tournaments(&bob()).await.unwrap();
        assert!(list.text.on_discord().contains(&format!("#{} **Winter Cup**", id.0)), "{}", list.text.on_discord());
        assert!(list.text.on_discord().contains("round 1 of 3"), "{}", list.text.on_discord());
    }
}

on_both! {
    #[tokio::test]
    async fn a_tournament_that_forbids_vacation_keeps_its_games_clocks_running() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        let mut no_vacation = request(TournamentFormat::Swiss, Some(1), 4);
        no_vacation.vacation = false;
        let id = announced(t, no_vacation, &[ann(), bob()]).await;
        let (who, authority) = manager();
        t.tournaments().start_tournament(&who, &authority, Some(id)).await.unwrap();
        let game = games_on(t, id, 1).await[0];
        let first = sitter(t, game, 0).await;
        let before = due_of(t, game).await;
        // The player to move goes on vacation: their tournament game's clock does not stop.
        t.clocks().start_vacation(&first, Some(3)).await.unwrap();
        assert_eq!(due_of(t, game).await, before, "the tournament's game ignores the vacation");
        // A casual game of theirs on the same server would have stopped: the vacation is real.
        assert!(t.clocks().vacation_days_left(GuildId(GUILD), first.player.id).await.unwrap().is_some());
    }
}
