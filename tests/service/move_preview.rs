//! A move's preview and Confirm (issue 29, point 2), and `/preferences`: with `confirm:` on, a
//! move is first shown to its player alone (the position after it, drawn from their side, and
//! Confirm / Cancel) and nothing is written; Confirm plays it through the same versioned commit
//! as any move, so a stale or doubled Confirm is refused saying where the game stands; Cancel
//! changes nothing; a forged Confirm is refused. Without the preference, the last fence asks.
//! `/board` is drawn from the caller's side unless they keep the classic board.

use crate::on_both;
use crate::support::service::*;
use teban::games::{AnyGame, Seat};
use teban::i18n::Lang;
use teban::render::{board_png, View};
use teban::store::BoardSide;
use teban::table::{ActionId, Caller, PreferencesChange, Reply, Table};

fn confirm(reply: &Reply) -> String {
    button(reply, |a| matches!(a, ActionId::Confirm { .. }))
}

async fn confirm_on(t: &Table, who: &Caller) {
    let change = PreferencesChange {
        confirm: Some(true),
        ..PreferencesChange::default()
    };
    let shown = t.clocks().preferences(who, change).await.unwrap();
    assert!(shown.for_caller());
    assert!(
        shown
            .text
            .on_discord()
            .contains("Confirm each move before it is played: on"),
        "{}",
        shown.text.on_discord()
    );
}

/// The game's version and number of moves, as the player sees it with `/board`.
async fn where_it_stands(t: &Table, who: &Caller) -> (u32, u32) {
    let card = t.games().board(who).await.unwrap().card.unwrap();
    (card.version, card.ply)
}

on_both! {
    #[tokio::test]
    async fn with_confirm_on_a_move_is_previewed_to_its_player_and_only_confirm_plays_it() {
        let f = table().await;
        let t = &f.table;
        let started = begun(t, None).await;
        let card = started.card.clone().unwrap();
        let (mover, waiting) = (mover(&card), other(&card));
        // Nothing chosen: the defaults.
        let defaults = t.clocks().preferences(&mover, PreferencesChange::default()).await.unwrap();
        assert_eq!(
            defaults.text.on_discord(),
            "**Your move preferences** (only you see them)\n\
             • Confirm each move before it is played: off\n\
             • Your board: from your side (your start at the bottom)\n\
             Change them with the options of `/preferences`."
        );
        confirm_on(t, &mover).await;
        let before = where_it_stands(t, &mover).await;

        // A clicked step and a typed fence both come back as previews, for the player alone.
        let step = t.clicks().click(&mover, &quick_move(&started)).await.unwrap();
        let preview = t.games().move_or_preview(&mover, "c3h").await.unwrap();
        for shown in [&step, &preview] {
            assert!(shown.for_caller(), "{}", shown.text.on_discord());
            assert!(shown.text.on_discord().starts_with("**Preview** (only you see it)"), "{}", shown.text.on_discord());
            assert!(shown.picture.is_some(), "the position after the move is drawn");
            assert!(shown.mention.is_empty());
            let labels: Vec<&str> = shown.actions.iter().map(|a| a.label.as_str()).collect();
            assert_eq!(labels, ["Confirm", "Cancel"]);
        }
        assert!(preview.text.on_discord().contains(&format!("**{}** `c3h`", mover.player.name)));
        assert_eq!(where_it_stands(t, &mover).await, before, "a preview writes nothing");

        // Cancel changes nothing and says so.
        let drop = button(&preview, |a| matches!(a, ActionId::Drop { .. }));
        let cancelled = t.clicks().click(&mover, &drop).await.unwrap();
        assert_eq!(cancelled.text.on_discord(), "Cancelled: nothing was played.");
        assert!(cancelled.for_caller() && cancelled.clicked == teban::table::Clicked::Closed);
        assert_eq!(where_it_stands(t, &mover).await, before);

        // A forged Confirm: the opponent's and a stranger's are refused.
        let id = confirm(&preview);
        let theirs = t.clicks().click(&waiting, &id).await.unwrap_err();
        assert_eq!(theirs.to_string(), format!("it is not your turn: {} is to move", mover.player.name));
        let stranger = t.clicks().click(&eve(), &id).await.unwrap_err();
        assert_eq!(stranger.to_string(), "you are not playing in this game");
        assert_eq!(where_it_stands(t, &mover).await, before);

        // Confirm plays it, in the thread for everyone.
        let played = t.clicks().click(&mover, &id).await.unwrap();
        assert!(!played.for_caller());
        assert!(
            played.text.on_discord().starts_with(&format!("**{}** played c3h.", mover.player.name)),
            "{}",
            played.text.on_discord()
        );
        assert_eq!(where_it_stands(t, &mover).await, (before.0 + 1, before.1 + 1));

        // The step's preview was drawn at the old version: its Confirm is stale now.
        let stale = t.clicks().click(&mover, &confirm(&step)).await.unwrap_err();
        assert_eq!(
            stale.text(Lang::En).on_discord(),
            format!(
                "that was for an earlier position: the game has moved on, **{}** to move (move 2)",
                waiting.player.name
            )
        );
        assert_eq!(where_it_stands(t, &mover).await, (before.0 + 1, before.1 + 1));
    }
}

on_both! {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn two_confirms_of_one_preview_race_and_exactly_one_plays() {
        let f = table().await;
        let t = &f.table;
        let card = begun(t, None).await.card.unwrap();
        let mover = mover(&card);
        confirm_on(t, &mover).await;
        let preview = t.games().move_or_preview(&mover, "e3h").await.unwrap();
        let id = confirm(&preview);
        // Two tabs confirm the same preview at once.
        let (first, second) = tokio::join!(t.clicks().click(&mover, &id), t.clicks().click(&mover, &id));
        let played: Vec<_> = [&first, &second].into_iter().filter(|r| r.is_ok()).collect();
        assert_eq!(played.len(), 1, "{first:?} / {second:?}");
        let refused = [first, second].into_iter().find_map(Result::err).unwrap();
        assert!(
            refused.to_string().starts_with("that was for an earlier position"),
            "{refused}"
        );
        let (_, ply) = where_it_stands(t, &mover).await;
        assert_eq!(ply, 1, "the fence was placed once");
    }
}

on_both! {
    #[tokio::test]
    async fn a_confirm_after_the_game_ended_says_how_it_ended_and_plays_nothing() {
        let f = table().await;
        let t = &f.table;
        let card = begun(t, None).await.card.unwrap();
        let (mover, waiting) = (mover(&card), other(&card));
        confirm_on(t, &mover).await;
        let preview = t.games().move_or_preview(&mover, "e3h").await.unwrap();
        // Meanwhile the opponent resigns.
        t.games().resign(&waiting, None).await.unwrap();
        let refused = t.clicks().click(&mover, &confirm(&preview)).await.unwrap_err();
        assert_eq!(
            refused.text(Lang::En).on_discord(),
            format!("the game is over: **{}** wins (by resignation)", mover.player.name)
        );
        let row = t.store().game(card.game).await.unwrap().unwrap();
        assert_eq!(row.state.ply(), 0, "no fence was placed");
    }
}

on_both! {
    #[tokio::test]
    async fn without_the_preference_only_the_last_fence_asks() {
        let f = table().await;
        let t = &f.table;
        let card = begun(t, None).await.card.unwrap();
        let (mover, waiting) = (mover(&card), other(&card));
        // The mover places nine fences along the bottom rows while the other pawn steps to and fro.
        let fences = ["a1h", "c1h", "e1h", "g1h", "a3h", "c3h", "e3h", "g3h", "a5h"];
        // Seat 1 moves first; seat 2's pawn starts on e9.
        assert_eq!(card.to_move, Some(Seat(0)));
        let waiting_steps = ["e8", "e9"];
        for (i, fence) in fences.iter().enumerate() {
            let played = t.games().move_or_preview(&mover, fence).await.unwrap();
            assert!(!played.for_caller(), "{fence} is played at once: {}", played.text.on_discord());
            let step = waiting_steps[i % 2];
            t.games().move_or_preview(&waiting, step).await.unwrap();
        }
        let last = t.games().move_or_preview(&mover, "c5h").await.unwrap();
        assert!(last.for_caller());
        assert_eq!(
            last.text.on_discord(),
            "**Careful** (only you see it): `c5h` places your last fence. Nothing is played until \
             you press **Confirm**."
        );
        let (_, ply) = where_it_stands(t, &mover).await;
        assert_eq!(ply, 18);
        let played = t.clicks().click(&mover, &confirm(&last)).await.unwrap();
        assert!(played.text.on_discord().contains("played c5h"), "{}", played.text.on_discord());
        assert_eq!(where_it_stands(t, &mover).await.1, 19);
    }
}

on_both! {
    #[tokio::test]
    async fn the_board_is_drawn_from_the_callers_side_unless_they_keep_the_classic_one() {
        let f = table().await;
        let t = &f.table;
        let started = begun(t, None).await;
        let card = started.card.clone().unwrap();
        let moved = one_move(t, &started, ann().place).await;
        let public = moved.picture.as_ref().map(|p| p.png()).expect("the move's reply shows the board");
        let row = t.store().game(card.game).await.unwrap().unwrap();
        let names: Vec<String> = row.seats.iter().map(|s| s.name.clone()).collect();
        let from = |seat: u8| View {
            names: names.clone(),
            side: Some(Seat(seat)),
            ..View::default()
        };
        let state: &AnyGame = &row.state;
        for seat in [Seat(0), Seat(1)] {
            let who = row.seats.iter().find(|s| s.seat == seat).unwrap();
            let caller = caller(who.user, &who.name);
            // The default: their side (seat 1's is the classic picture).
            let mine = t.games().board(&caller).await.unwrap().picture.unwrap().png();
            assert_eq!(mine, board_png(state, &from(seat.0)), "seat {}", seat.as_number());
            assert_eq!(mine == public, seat == Seat(0));
            // Classic: the public picture, byte for byte.
            let classic = PreferencesChange {
                board: Some(BoardSide::Classic),
                ..PreferencesChange::default()
            };
            let shown = t.clocks().preferences(&caller, classic).await.unwrap();
            assert!(shown.text.on_discord().contains("Your board: classic (as in the game's thread)"));
            assert_eq!(t.games().board(&caller).await.unwrap().picture.unwrap().png(), public);
        }
        // A spectator gets the classic picture.
        assert_eq!(t.clicks().click(&eve(), &format!("board:{}", card.game.0)).await.unwrap().picture.unwrap().png(), public);
    }
}
