//! The engine's analyses of games (`/analysis`, the Analyse button): queued in the database,
//! claimed with a lease by exactly one process (taken over when it dies), stored once and posted
//! once through the outbox; a second request answered from the store; who may ask for which game.

use std::sync::Arc;
use teban::store::ChannelId;

use crate::on_both;
use crate::support::service::*;
use teban::ai::analysis::Analysis;
use teban::ai::Level;
use teban::clock::{Clock, ManualClock};
use teban::games::Seat;
use teban::i18n::Lang;
use teban::store::PostKind;
use teban::table::{
    ActionId, Caller, GameCard, GameId, Player, Post, Reply, Settings, Table, ANALYSIS_LEASE_MS,
};

/// Two services over one database, as two processes would have, whose time is `clock`'s.
async fn two_processes(clock: &ManualClock) -> (Table, Table, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let settings = Settings {
        database_url: database_url(&dir).await,
        clock: Arc::new(clock.clone()),
        ..Settings::default()
    };
    let one = Table::open(settings.clone()).await.unwrap();
    let two = Table::open(settings).await.unwrap();
    (one, two, dir)
}

/// ann and bob (in `channel`) play `moves` pawn steps, then the player to move resigns: the
/// finished game's card.
async fn short_game(table: &Table, channel: u64, moves: usize) -> GameCard {
    ended_game(table, channel, moves).await.card.unwrap()
}

/// [`short_game`]'s last answer: the message that ends the game.
async fn ended_game(table: &Table, channel: u64, moves: usize) -> Reply {
    let ann = in_channel(&ann(), channel);
    let bob = in_channel(&bob(), channel);
    let made = table
        .challenges()
        .challenge(&ann, request(&[&bob], None, false))
        .await
        .unwrap();
    let mut reply = table
        .challenges()
        .accept(&bob, challenge_id(&made))
        .await
        .unwrap();
    let place = ann.place;
    for _ in 0..moves {
        reply = one_move(table, &reply, place).await;
    }
    let card = reply.card.unwrap();
    let loser = mover(&card);
    let loser = in_channel(&loser, channel);
    table.games().resign(&loser, None).await.unwrap()
}

/// The stored analysis of `game` at `version`.
async fn stored(table: &Table, card: &GameCard) -> Option<Analysis> {
    let row = table
        .store()
        .analysis_of(card.game, card.version)
        .await
        .unwrap()?;
    Some(serde_json::from_str(&row.analysis?).unwrap())
}

/// The analysis posts waiting in the outbox (claimed).
async fn analysis_posts(table: &Table) -> Vec<Post> {
    posts(table)
        .await
        .into_iter()
        .filter(|p| p.kind == PostKind::Analysis)
        .collect()
}

/// What the post says of each player's costliest moves, made here from the stored analysis as a
/// player reads it in English: "- move 14, **ann** played d5v (62 % → 41 %); better: e6".
fn expected_mistakes(analysis: &Analysis, card: &GameCard) -> Vec<String> {
    let pct = |c: f64| format!("{:.0}", c * 100.0);
    let mut lines = Vec::new();
    for seat in [Seat(0), Seat(1)] {
        let name = &card.player(seat).unwrap().name;
        let mistakes = analysis.mistakes(seat, 3);
        if mistakes.is_empty() {
            lines.push(format!(
                "**{name}** made no move that cost a chance to win."
            ));
        }
        for p in mistakes {
            lines.push(format!(
                "- move {}, **{name}** played {} ({} % → {} %); better: {}",
                p.ply + 1,
                p.played,
                pct(p.before),
                pct(p.after),
                p.best.as_deref().unwrap()
            ));
        }
    }
    lines
}

on_both! {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_analysis_is_stored_once_and_posted_once_when_its_process_dies_mid_analysis() {
        let clock = ManualClock::at(T0);
        let (one, two, _dir) = two_processes(&clock).await;
        let card = short_game(&one, CHANNEL, 4).await;
        let asked = one.analyses().request_analysis(&ann(), None).await.unwrap();
        assert_eq!(
            asked.text.on_discord(),
            format!("Analysing game #{}; the result will be posted in <#{CHANNEL}>.", card.game.0)
        );
        assert!(!asked.for_caller());
        // The first process claims the analysis and dies before storing it.
        let now = one.store().now();
        let claimed = one
            .store()
            .claim_analysis(now, now + ANALYSIS_LEASE_MS)
            .await
            .unwrap()
            .expect("the analysis waits");
        assert_eq!(claimed.game, card.game);
        // While its lease holds, the other process leaves it alone.
        clock.advance(ANALYSIS_LEASE_MS - 1);
        assert_eq!(two.analyses().analyse_next().await.unwrap(), None);
        // Once it runs out, the other takes it over, after a restart too.
        clock.advance(1);
        let restarted = Table::open(two.settings().clone()).await.unwrap();
        assert_eq!(restarted.analyses().analyse_next().await.unwrap(), Some(card.game));
        assert_eq!(one.analyses().analyse_next().await.unwrap(), None);
        let analysis = stored(&one, &card).await.expect("the analysis is stored");
        assert_eq!(analysis.plies.len(), 4);
        // The dead process's late result is not stored again and writes no post.
        let late = one
            .store()
            .finish_analysis(
                claimed.id,
                "{}",
                &teban::store::NewPost {
                    channel: ChannelId(CHANNEL),
                    kind: PostKind::Analysis,
                    text: teban::text::Text::words("late"),
                    mention: Vec::new(),
                    edit: None,
                    recipient: None,
                },
                card.game,
                card.version,
                clock.now_ms(),
            )
            .await
            .unwrap();
        assert!(!late);
        assert_eq!(stored(&one, &card).await, Some(analysis));
        let posted = analysis_posts(&two).await;
        assert_eq!(posted.len(), 1, "posted once");
        assert_eq!(posted[0].channel, ChannelId(CHANNEL));
        assert_eq!(posted[0].recipient, None);
        assert_eq!(one.store().waiting_analyses().await.unwrap(), 0);
    }
}

on_both! {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn two_processes_racing_for_an_analysis_make_one_and_post_it_once() {
        let clock = ManualClock::at(T0);
        let (one, two, _dir) = two_processes(&clock).await;
        let card = short_game(&one, CHANNEL, 2).await;
        one.analyses().request_analysis(&bob(), Some(card.game)).await.unwrap();
        let (a, b) = tokio::join!(one.analyses().analyse_next(), two.analyses().analyse_next());
        let made: Vec<GameId> = [a.unwrap(), b.unwrap()].into_iter().flatten().collect();
        assert_eq!(made, vec![card.game]);
        assert_eq!(analysis_posts(&one).await.len(), 1);
        assert!(analysis_posts(&two).await.is_empty());
    }
}

on_both! {
    #[tokio::test]
    async fn the_post_names_each_players_costliest_moves_and_a_second_request_reads_the_store() {
        let clock = ManualClock::at(T0);
        let (table, _, _dir) = two_processes(&clock).await;
        let card = short_game(&table, CHANNEL, 6).await;
        table.analyses().request_analysis(&ann(), None).await.unwrap();
        assert_eq!(table.analyses().analyse_next().await.unwrap(), Some(card.game));
        let analysis = stored(&table, &card).await.unwrap();
        let post = analysis_posts(&table).await.pop().expect("the analysis is posted");
        let text = &post.reply.text.on_discord();
        let files: Vec<&str> = post.reply.files.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(files, [format!("teban-analysis-{}.png", card.game.0)]);
        let chart = image::load_from_memory(&post.reply.files[0].data()).expect("a PNG");
        assert_eq!(
            (chart.width(), chart.height()),
            (teban::render::analysis::WIDTH, teban::render::analysis::HEIGHT)
        );
        assert!(
            text.starts_with(&format!("Analysis of game #{}: each side's chance", card.game.0)),
            "{text}"
        );
        let lines: Vec<&str> = text.lines().skip(1).collect();
        assert!(lines.iter().any(|l| l.starts_with("- move ")), "{text}");
        assert_eq!(lines, expected_mistakes(&analysis, &card), "{text}");
        // A second request, by a spectator in French, is answered from the store at once.
        let mut eve = eve();
        eve.lang = Lang::Fr;
        let again = table.analyses().request_analysis(&eve, Some(card.game)).await.unwrap();
        assert!(again.for_caller());
        assert_eq!(again.files.len(), 1, "the chart, again");
        assert!(
            again.text.on_discord().starts_with(&format!("Analyse de la partie #{}", card.game.0)),
            "{}",
            again.text.on_discord()
        );
        assert_eq!(table.store().waiting_analyses().await.unwrap(), 0);
        assert_eq!(table.analyses().analyse_next().await.unwrap(), None);
        assert!(analysis_posts(&table).await.is_empty());
    }
}

on_both! {
    #[tokio::test]
    async fn the_end_of_a_game_offers_the_analyse_button_which_queues_the_analysis() {
        let t = table().await;
        let ended = ended_game(&t.table, CHANNEL, 2).await;
        let card = ended.card.clone().unwrap();
        let buttons: Vec<(String, String)> = ended
            .actions
            .iter()
            .map(|a| (a.id.to_string(), a.label.clone()))
            .collect();
        let analyse = ActionId::Analyse { game: card.game }.to_string();
        assert_eq!(
            buttons,
            vec![
                (format!("rematch:{}", card.game.0), "Rematch".to_string()),
                (analyse.clone(), "Analyse".to_string())
            ]
        );
        let clicked = t.table.clicks().click(&cid(), &analyse).await.unwrap();
        assert_eq!(
            clicked.text.on_discord(),
            format!("Analysing game #{}; the result will be posted in <#{CHANNEL}>.", card.game.0)
        );
        // A second click while it waits says so, to the clicker alone.
        let again = t.table.clicks().click(&dee(), &analyse).await.unwrap();
        assert!(again.for_caller());
        assert_eq!(
            again.text.on_discord(),
            format!(
                "game #{} is already being analysed; its result will be posted when it is ready.",
                card.game.0
            )
        );
        assert_eq!(t.table.store().waiting_analyses().await.unwrap(), 1);
    }
}

on_both! {
    #[tokio::test]
    async fn strangers_other_servers_and_games_against_master_are_refused_and_the_queue_is_capped() {
        let t = table().await;
        let table = &t.table;
        let finished = short_game(table, CHANNEL, 2).await;
        // Another server's member does not learn the game exists.
        let stranger = Caller::new(9, "zed", Some(GUILD + 1), 42);
        let refused = table
            .analyses().request_analysis(&stranger, Some(finished.game))
            .await
            .unwrap_err();
        assert_eq!(refused.text(Lang::En).on_discord(), "there is no such game");
        // An unfinished game: refused to a spectator, sent to a player alone.
        let made = table
            .challenges().challenge(&in_channel(&ann(), 2000), request(&[&bob()], None, false))
            .await
            .unwrap();
        let bob2000 = in_channel(&bob(), 2000);
        let begun = table.challenges().accept(&bob2000, challenge_id(&made)).await.unwrap();
        let running = one_move(table, &begun, bob2000.place).await.card.unwrap();
        let refused = table
            .analyses().request_analysis(&cid(), Some(running.game))
            .await
            .unwrap_err();
        assert_eq!(
            refused.text(Lang::En).on_discord(),
            format!(
                "game #{} is not over: only its players may have it analysed",
                running.game.0
            )
        );
        let private = table
            .analyses().request_analysis(&bob2000, None)
            .await
            .unwrap();
        assert!(private.for_caller());
        assert_eq!(
            private.text.on_discord(),
            format!(
                "Analysing game #{}; the result will come to you alone, by direct message.",
                running.game.0
            )
        );
        // A game against teban at master level, while it runs.
        let master = table
            .challenges().challenge(
                &in_channel(&cid(), 3000),
                quoridor(vec![Player::teban(Level::Master)], None),
            )
            .await
            .unwrap()
            .card
            .unwrap();
        let refused = table
            .analyses().request_analysis(&in_channel(&cid(), 3000), Some(master.game))
            .await
            .unwrap_err();
        assert_eq!(
            refused.text(Lang::En).on_discord(),
            format!(
                "game #{} is played against teban at master level: it is analysed once it is over",
                master.game.0
            )
        );
        // bob has one waiting; a second makes two, the most a player may have.
        let refused = table.analyses().request_analysis(&bob(), Some(finished.game)).await;
        assert!(refused.is_ok());
        let third = short_game(table, 4000, 2).await;
        let refused = table
            .analyses().request_analysis(&in_channel(&bob(), 4000), Some(third.game))
            .await
            .unwrap_err();
        assert_eq!(
            refused.text(Lang::En).on_discord(),
            "you already have 2 analyses waiting: ask again once one is posted"
        );
        // The private analysis goes to bob alone, by direct message.
        assert_eq!(table.analyses().analyse_next().await.unwrap(), Some(running.game));
        let dm = analysis_posts(table).await.pop().unwrap();
        assert_eq!(dm.recipient, Some(bob().player.id));
    }
}

on_both! {
    #[tokio::test]
    async fn a_server_has_at_most_five_analyses_waiting() {
        let t = table().await;
        let table = &t.table;
        let players = [ann(), bob(), cid(), dee(), eve()];
        for (i, who) in players.iter().enumerate() {
            let card = short_game(table, 6000 + i as u64, 1).await;
            let who = in_channel(who, 7000);
            table.analyses().request_analysis(&who, Some(card.game)).await.unwrap();
        }
        let sixth = short_game(table, 6100, 1).await;
        let refused = table
            .analyses().request_analysis(&caller(66, "fay"), Some(sixth.game))
            .await
            .unwrap_err();
        assert_eq!(
            refused.text(Lang::En).on_discord(),
            "this server already has 5 analyses waiting: ask again once one is posted"
        );
    }
}
