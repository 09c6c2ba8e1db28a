//! Conditional moves (`/plan`): a line stored by the player waiting for their opponent, checked
//! against the rules when added; the planned reply played with the opponent's move in the same
//! transaction (two consecutive log entries, one post naming it), racing the planner's own
//! requests, across a restart; lines dropped when the opponent leaves them and at the game's end;
//! never in the record unless played.

use crate::on_both;
use crate::support::service::*;
use teban::ai::Level;
use teban::clock::ManualClock;
use teban::games::{AnyGame, GameKind, Seat};
use teban::i18n::Lang;
use teban::store::EntryKind;
use teban::store::{ChannelId, GuildId};
use teban::table::{Caller, GameCard, GameId, MoveClock, Place, Player, Refusal, Table};

/// ann (seat 1, first to move) and bob sit at an unrated Quoridor game in `channel`.
async fn sat(t: &Table, channel: u64) -> GameCard {
    let place = Place {
        guild: Some(GuildId(GUILD)),
        channel: ChannelId(channel),
    };
    let players = [Player::new(1, "ann"), Player::new(2, "bob")];
    t.games()
        .sit(place, &players, GameKind::Quoridor, None, false)
        .await
        .unwrap()
        .card
}

/// The log of `game` as (seq, seat, notation).
async fn log_of(t: &Table, game: GameId) -> Vec<(u32, u8, String)> {
    t.store()
        .log(game)
        .await
        .unwrap()
        .into_iter()
        .map(|e| (e.seq, e.seat.0, e.notation))
        .collect()
}

/// `who` plays each of `moves` in turn with the other player of `sat`'s game (ann first).
async fn alternate(t: &Table, moves: &[&str]) {
    for (i, mv) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { ann() } else { bob() };
        t.games().play(&who, mv, None).await.unwrap();
    }
}

on_both! {
    #[tokio::test]
    async fn a_planned_reply_is_played_with_the_opponents_move() {
        let f = table().await;
        let t = &f.table;
        let card = sat(t, CHANNEL).await;
        t.games().play(&ann(), "e2", None).await.unwrap();
        let added = t.games().plan_add(&ann(), "e8 e3 e7 e4").await.unwrap();
        assert!(added.for_caller());
        assert_eq!(
            added.text.on_discord(),
            "Line added: your plan holds one line, played only if **bob** plays their moves.\n\
             ```\ne8 → e3\n  e7 → e4\n```"
        );
        // Nothing moved: the plan waits for bob.
        assert_eq!(log_of(t, card.game).await.len(), 1);

        let moved = t.games().play(&bob(), "e8", None).await.unwrap();
        assert_eq!(
            moved.text.on_discord(),
            "**bob** played e8.\n**ann** played e3, planned. **bob** to move (move 4)."
        );
        assert!(!moved.for_caller());
        let shown = moved.card.unwrap();
        assert_eq!((shown.version, shown.to_move), (3, Some(Seat(1))));
        assert_eq!(shown.last_move.as_deref(), Some("e8, e3"));
        assert!(moved.picture.is_some(), "the board after both moves");
        assert_eq!(
            log_of(t, card.game).await,
            vec![
                (1, 0, "e2".to_string()),
                (2, 1, "e8".to_string()),
                (3, 0, "e3".to_string()),
            ]
        );
        let entries = t.store().log(card.game).await.unwrap();
        assert!(entries.iter().all(|e| e.kind == EntryKind::Move));
        assert_eq!(entries[2].played_at, entries[1].played_at);

        // The line goes on: its next reply answers bob's next move, and then the plan is spent.
        let moved = t.games().play(&bob(), "e7", None).await.unwrap();
        assert!(moved.text.on_discord().contains("**ann** played e4, planned."), "{}", moved.text.on_discord());
        let shown = t.games().plan_show(&ann()).await.unwrap();
        assert_eq!(
            shown.text.on_discord(),
            "You have no plan in this game: add a line with `/plan add`."
        );
        assert_eq!(
            t.store().replay(card.game).await.unwrap().ply(),
            5,
            "the log replays to the position with both planned replies"
        );
    }
}

on_both! {
    #[tokio::test]
    async fn the_clock_after_a_planned_reply_is_the_opponents_as_after_any_move() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        let card = started(t, &ann(), &bob(), MoveClock(Some(DAY)))
            .await
            .card
            .unwrap();
        let (first, second) = (mover(&card), other(&card));
        clock.advance(HOUR);
        t.games().play(&first, "a3h", None).await.unwrap();
        t.games().plan_add(&first, "c7h g7h").await.unwrap();
        clock.advance(HOUR);
        let moved = t.games().play(&second, "c7h", None).await.unwrap();
        let shown = moved.card.unwrap();
        assert_eq!(shown.player_to_move().unwrap().id, second.player.id);
        assert_eq!(shown.due_at, Some(T0 + 2 * HOUR + DAY));
        assert_eq!(moved.mention, vec![second.player.id]);
        assert_eq!(t.games().card(card.game).await.unwrap().due_at, Some(T0 + 2 * HOUR + DAY));
    }
}

on_both! {
    #[tokio::test]
    async fn the_opponent_leaving_the_lines_drops_them_and_shared_starts_are_pruned() {
        let f = table().await;
        let t = &f.table;
        let card = sat(t, CHANNEL).await;
        t.games().play(&ann(), "e2", None).await.unwrap();
        for line in ["e8 e3 e7 e4", "e8 e3 d8 d3", "d9 d2"] {
            t.games().plan_add(&ann(), line).await.unwrap();
        }
        let shown = t.games().plan_show(&ann()).await.unwrap();
        assert!(shown.for_caller());
        assert!(shown.picture.is_some(), "the board now, with the plan");
        assert_eq!(
            shown.text.on_discord(),
            "Your plan: their move → your reply (3 lines).\n\
             ```\ne8 → e3\n  e7 → e4\n  d8 → d3\nd9 → d2\n```"
        );
        t.games().play(&bob(), "e8", None).await.unwrap();
        assert_eq!(
            t.games().plan_show(&ann()).await.unwrap().text.on_discord(),
            "Your plan: their move → your reply (2 lines).\n```\ne7 → e4\nd8 → d3\n```"
        );
        // bob leaves the plan: nothing is played for ann, and the plan is gone.
        let moved = t.games().play(&bob(), "f8", None).await.unwrap();
        assert_eq!(moved.text.on_discord(), "**bob** played f8. **ann** to move (move 5).");
        assert_eq!(log_of(t, card.game).await.len(), 4);
        assert_eq!(t.store().game(card.game).await.unwrap().unwrap().plan, None);
        assert_eq!(
            t.games().plan_show(&ann()).await.unwrap().text.on_discord(),
            "You have no plan in this game: add a line with `/plan add`."
        );
    }
}

on_both! {
    #[tokio::test]
    async fn a_bad_line_is_refused_naming_its_first_bad_move() {
        let f = table().await;
        let t = &f.table;
        let card = sat(t, CHANNEL).await;
        let said = |r: Refusal| r.text(Lang::En).on_discord();
        // ann's own turn: a plan starts with bob's move.
        assert_eq!(
            said(t.games().plan_add(&ann(), "e8 e2").await.unwrap_err()),
            "it is your turn: a plan starts with your opponent's move, so move first"
        );
        t.games().play(&ann(), "e2", None).await.unwrap();
        assert_eq!(
            said(t.games().plan_add(&ann(), "e8 e3 e6 e4").await.unwrap_err()),
            "move 3 of the line, e6, cannot be played: e6 is illegal: e6 is not reachable from e8"
        );
        assert_eq!(
            said(t.games().plan_add(&ann(), "e8 e3 e7").await.unwrap_err()),
            "a line ends with your reply: add the move you would answer with"
        );
        assert_eq!(
            said(t.games().plan_add(&ann(), " ; ").await.unwrap_err()),
            "write a line: their move, your reply, their next move, your reply… \
             (Sensei and Niwa turns between `;`)"
        );
        let long = vec!["e8 e9"; 21].join(" ");
        assert_eq!(
            said(t.games().plan_add(&ann(), &long).await.unwrap_err()),
            "that line has 42 moves, and a line holds at most 40"
        );
        t.games().plan_add(&ann(), "e8 e3").await.unwrap();
        assert_eq!(
            said(t.games().plan_add(&ann(), "e8 d2").await.unwrap_err()),
            "your plan already answers e8 with e3: one reply per move (clear the plan to change it)"
        );
        // A copy of a stored line is said, and stored once.
        let again = t.games().plan_add(&ann(), "e8  e3").await.unwrap();
        assert!(again.text.on_discord().starts_with("Your plan already holds that line (one line in all)."));
        // bob, whose turn it is, cannot plan.
        assert!(t.games().plan_add(&bob(), "e3 e7").await.is_err());
        // Refused lines changed nothing.
        let stored = t.store().game(card.game).await.unwrap().unwrap();
        assert_eq!(log_of(t, card.game).await.len(), 1);
        assert_eq!(stored.plan.unwrap().lines, [["e8", "e3"]]);
    }
}

on_both! {
    #[tokio::test]
    async fn a_full_plan_says_its_cap_and_clear_removes_every_line() {
        let f = table().await;
        let t = &f.table;
        sat(t, CHANNEL).await;
        t.games().play(&ann(), "e2", None).await.unwrap();
        // 20 lines: bob's fences a1h..h1h, a2h..h2h, a3h..d3h, each answered by ann's e3.
        let fences: Vec<String> = (1..=3)
            .flat_map(|rank| "abcdefgh".chars().map(move |f| format!("{f}{rank}v")))
            .take(20)
            .collect();
        for fence in &fences {
            t.games().plan_add(&ann(), &format!("{fence} e3")).await.unwrap();
        }
        assert_eq!(
            t.games().plan_add(&ann(), "e8 e3")
                .await
                .unwrap_err()
                .text(Lang::En).on_discord(),
            "your plan already holds 20 lines, the most it may: clear it or wait for a move"
        );
        let cleared = t.games().plan_clear(&ann()).await.unwrap();
        assert!(cleared.for_caller());
        assert_eq!(cleared.text.on_discord(), "Plan cleared (20 lines removed).");
        assert_eq!(
            t.games().plan_clear(&ann()).await.unwrap().text.on_discord(),
            "You have no plan in this game: add a line with `/plan add`."
        );
        let moved = t.games().play(&bob(), "a1v", None).await.unwrap();
        assert!(!moved.text.on_discord().contains("planned"), "{}", moved.text.on_discord());
    }
}

on_both! {
    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn a_plan_racing_the_opponents_move_and_the_planners_own_move_lands_once() {
        let f = table().await;
        let t = &f.table;
        let (mut played, mut refused) = (0, 0);
        for round in 0..8u64 {
            let channel = CHANNEL + 1 + round;
            let card = sat(t, channel).await;
            let (ann, bob) = (in_channel(&ann(), channel), in_channel(&bob(), channel));
            t.games().play(&ann, "e2", None).await.unwrap();
            // At once: ann plans her reply to e8, bob plays e8, ann types f2.
            let plan = {
                let (t, ann) = (t.clone(), ann.clone());
                tokio::spawn(async move { t.games().plan_add(&ann, "e8 e3").await })
            };
            let theirs = {
                let (t, bob) = (t.clone(), bob.clone());
                tokio::spawn(async move { t.games().play(&bob, "e8", None).await })
            };
            let typed = {
                let (t, ann) = (t.clone(), ann.clone());
                tokio::spawn(async move { t.games().play(&ann, "f2", None).await })
            };
            let (plan, theirs, typed) = (
                plan.await.unwrap(),
                theirs.await.unwrap().expect("bob's move is always his to play"),
                typed.await.unwrap(),
            );
            let log = log_of(t, card.game).await;
            assert_eq!(log[1], (2, 1, "e8".to_string()));
            let planned = theirs.text.on_discord().contains("**ann** played e3, planned.");
            match &plan {
                // Stored before bob's move: it was played by it, and ann's typed move came too late.
                Ok(_) => {
                    assert!(planned, "round {round}: {}", theirs.text.on_discord());
                    assert_eq!(log[2], (3, 0, "e3".to_string()));
                    assert!(typed.is_err());
                    played += 1;
                }
                // After bob's move: refused (ann's turn, or the game moved on, or, when ann's
                // typed move came first, a line whose first move no longer fits), nothing planned.
                Err(r) => {
                    let said = r.text(Lang::En).on_discord();
                    assert!(
                        matches!(r, Refusal::Stale { .. })
                            || said.starts_with("it is your turn")
                            || (typed.is_ok() && said.contains("e8 is illegal")),
                        "{said}"
                    );
                    assert!(!planned, "round {round}: {}", theirs.text.on_discord());
                    refused += 1;
                }
            }
            // ann's move at version 3 is the plan's or her typed one, never both.
            let ann_moves = log.iter().filter(|(seq, seat, _)| *seq == 3 && *seat == 0).count();
            assert_eq!(ann_moves, usize::from(planned || typed.is_ok()));
            assert!(!(planned && typed.is_ok()));
            assert!(log.len() <= 3, "{log:?}");
            assert_eq!(t.store().replay(card.game).await.unwrap().ply() as usize, log.len());
        }
        assert_eq!(played + refused, 8);
    }
}

on_both! {
    #[tokio::test]
    async fn a_stored_plan_is_played_after_a_restart() {
        let f = table().await;
        let card = sat(&f.table, CHANNEL).await;
        f.table.games().play(&ann(), "e2", None).await.unwrap();
        f.table.games().plan_add(&ann(), "e8 e3").await.unwrap();
        let again = f.reopen().await;
        let moved = again.games().play(&bob(), "e8", None).await.unwrap();
        assert!(moved.text.on_discord().contains("**ann** played e3, planned."), "{}", moved.text.on_discord());
        assert_eq!(log_of(&again, card.game).await.len(), 3);
    }
}

on_both! {
    #[tokio::test]
    async fn plans_end_with_the_game_and_a_winning_reply_ends_it_as_any_move() {
        let f = table().await;
        let t = &f.table;
        // A resignation ends the game: the plan goes with it.
        let card = sat(t, CHANNEL).await;
        t.games().play(&ann(), "e2", None).await.unwrap();
        t.games().plan_add(&ann(), "e8 e3").await.unwrap();
        t.games().resign(&bob(), None).await.unwrap();
        let row = t.store().game(card.game).await.unwrap().unwrap();
        assert!(row.is_finished());
        assert_eq!(row.plan, None);

        // ann walks up the e file while bob steps aside; her planned e9 wins.
        let channel = CHANNEL + 50;
        let (ann, bob) = (in_channel(&ann(), channel), in_channel(&bob(), channel));
        let card = sat(t, channel).await;
        let walk = [
            "e2", "d9", "e3", "c9", "e4", "b9", "e5", "a9", "e6", "b9", "e7", "a9", "e8",
        ];
        for (i, mv) in walk.iter().enumerate() {
            let who = if i % 2 == 0 { &ann } else { &bob };
            t.games().play(who, mv, None).await.unwrap();
        }
        t.games().plan_add(&ann, "b9 e9").await.unwrap();
        let moved = t.games().play(&bob, "b9", None).await.unwrap();
        assert!(
            moved.text.on_discord().starts_with("**bob** played b9.\n**ann** played e9, planned. **ann** wins"),
            "{}",
            moved.text.on_discord()
        );
        let row = t.store().game(card.game).await.unwrap().unwrap();
        assert!(row.is_finished());
        assert_eq!(row.plan, None);
        assert_eq!(row.state.ply(), 15);
        assert!(t.games().plan_show(&ann).await.is_err(), "the game is over");
    }
}

on_both! {
    #[tokio::test]
    async fn plans_are_not_in_the_record_unless_played() {
        let f = table().await;
        let t = &f.table;
        let card = sat(t, CHANNEL).await;
        alternate(t, &["e2"]).await;
        t.games().plan_add(&ann(), "e8 a3h e7 h6h").await.unwrap();
        let (_, text) = t.games().game_record(&ann(), Some(card.game)).await.unwrap();
        assert!(!text.contains("a3h") && !text.contains("h6h"), "{text}");
        t.games().play(&bob(), "e8", None).await.unwrap();
        let (_, text) = t.games().game_record(&ann(), Some(card.game)).await.unwrap();
        assert!(text.contains("a3h"), "the played reply is a move of the record:\n{text}");
        assert!(!text.contains("h6h"), "the rest is not:\n{text}");
    }
}

on_both! {
    #[tokio::test]
    async fn only_the_players_of_a_game_of_two_plan() {
        let f = table().await;
        let t = &f.table;
        sat(t, CHANNEL).await;
        let stranger: Caller = eve();
        assert!(t.games().plan_add(&stranger, "e8 e3").await.is_err());
        assert!(t.games().plan_show(&stranger).await.is_err());
        // A four-player game has no plans.
        let channel = CHANNEL + 7;
        let place = Place {
            guild: Some(GuildId(GUILD)),
            channel: ChannelId(channel),
        };
        let four: Vec<Player> = (11..=14).map(|i| Player::new(i, format!("p{i}"))).collect();
        t.games().sit(place, &four, GameKind::Quoridor, Some("4-players"), false)
            .await
            .unwrap();
        let p12 = Caller::new(12, "p12", Some(GUILD), channel);
        assert_eq!(
            t.games().plan_add(&p12, "e2 a3h").await.unwrap_err().text(Lang::En).on_discord(),
            "plans are for games of two players"
        );
    }
}

/// ann (seat 1) and teban (easy) sit at Quoridor and ann plays e2: teban is to move.
async fn ann_opens_against_teban(t: &Table) -> GameId {
    let place = Place {
        guild: Some(GuildId(GUILD)),
        channel: ChannelId(CHANNEL),
    };
    let players = [Player::new(1, "ann"), Player::teban(Level::Easy)];
    let card = t
        .games()
        .sit(place, &players, GameKind::Quoridor, None, false)
        .await
        .unwrap()
        .card;
    t.games().play(&ann(), "e2", None).await.unwrap();
    card.game
}

on_both! {
    #[tokio::test]
    async fn a_plan_against_teban_replies_to_its_move_through_the_same_commit() {
        // teban's move is seeded by its game and version: a rehearsal on another database of the
        // same kind shows which it will be.
        let rehearsal = table().await;
        let game = ann_opens_against_teban(&rehearsal.table).await;
        rehearsal.table.games().teban_plays(game).await.unwrap();
        let theirs = log_of(&rehearsal.table, game).await[1].2.clone();
        let after = AnyGame::replay(GameKind::Quoridor, None, &["e2", theirs.as_str()]).unwrap();
        let reply = after.legal_moves().into_iter().min_by_key(String::len).unwrap();

        let f = table().await;
        let t = &f.table;
        let game = ann_opens_against_teban(t).await;
        t.games().plan_add(&ann(), &format!("{theirs} {reply}")).await.unwrap();
        // teban moves, ann's planned reply lands with it, and teban is to move again: it moves.
        assert_eq!(t.games().teban_plays(game).await.unwrap(), 2);
        let log = log_of(t, game).await;
        assert_eq!(log[1], (2, 1, theirs.clone()));
        assert_eq!(log[2], (3, 0, reply.clone()));
        assert_eq!(log.len(), 4);
        let posted: Vec<String> = posts(t).await.into_iter().map(|p| p.reply.text.on_discord()).collect();
        let planned = format!("**teban (easy)** played {theirs}.\n**ann** played {reply}, planned.");
        assert!(posted.iter().any(|p| p.starts_with(&planned)), "{posted:#?}");
    }
}
