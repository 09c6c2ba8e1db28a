//! teban as an opponent at the table: it accepts at once, answers each move and is rated as its
//! level; a restart while it thinks resumes its turn once; its move, committed just before a
//! crash, is delivered from the outbox once, showing the game as it stood when it was written.

use crate::on_both;
use crate::support::service::*;
use teban::ai::Level;
use teban::games::GameKind;
use teban::render::{board_png, View};
use teban::store::ChannelId;
use teban::table::{ChallengeRequest, GameCard, Player, Table};

/// teban's move when it is to move (checked against the log), else the card unchanged.
async fn teban_moves_if_its_turn(table: &Table, card: GameCard) -> GameCard {
    if !card.teban_to_move() {
        assert!(table.games().bot_turn(card.game).await.unwrap().is_none());
        return card;
    }
    let reply = table
        .games()
        .bot_turn(card.game)
        .await
        .unwrap()
        .expect("teban moves when it is its turn");
    assert!(
        reply.text.on_discord().contains("**teban (easy)** played"),
        "{}",
        reply.text.on_discord()
    );
    assert!(
        reply.picture.is_some(),
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
            let step = table.games().autocomplete(&ann(), "", 25).await;
            let step = step.iter().min_by_key(|m| m.len()).unwrap();
            card = table.games().play(&ann(), step, None).await.unwrap().card.unwrap();
            assert!(card.teban_to_move());
        }
        card = teban_moves_if_its_turn(table, card).await;
        let log = table.store().log(card.game).await.unwrap();
        assert_eq!(log.len() as u32, card.version, "every move is in the log");
        table.games().resign(&ann(), None).await.unwrap();
        let board = table
            .standings().leaderboard(&ann(), GameKind::Quoridor, 10)
            .await
            .unwrap();
        assert!(board.text.on_discord().contains("teban (easy)"), "{}", board.text.on_discord());
        // teban may play any number of games in one channel: bob challenges it here too.
        let bob_vs_teban = table
            .challenges().challenge(
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
        assert!(bob_vs_teban.card.is_some(), "{}", bob_vs_teban.text.on_discord());
    }
}

on_both! {
    #[tokio::test]
    async fn a_restart_while_teban_thinks_resumes_its_turn_once() {
        let fixture = table().await;
        let first = ann_challenges_teban(&fixture.table).await;
        teban_moves_if_its_turn(&fixture.table, first).await;
        let step = fixture.table.games().autocomplete(&ann(), "", 25).await;
        let step = step.iter().min_by_key(|m| m.len()).unwrap();
        let card = fixture
            .table
            .games().play(&ann(), step, None)
            .await
            .unwrap()
            .card
            .unwrap();
        assert!(card.teban_to_move());
        // The process dies before teban's move: a new service finds the turn pending.
        let table = fixture.reopen().await;
        let pending = table.games().pending_bot_turns().await.unwrap();
        assert_eq!(pending.len(), 1, "{pending:?}");
        assert_eq!(pending[0].0, card.game);
        assert_eq!(pending[0].1.channel, ChannelId(CHANNEL));
        // Asked twice at once (the resume and a player's request), teban moves once.
        let (a, b) = tokio::join!(table.games().bot_turn(card.game), table.games().bot_turn(card.game));
        let moved: Vec<_> = [a.unwrap(), b.unwrap()].into_iter().flatten().collect();
        assert_eq!(moved.len(), 1);
        assert_eq!(moved[0].card.as_ref().unwrap().version, card.version + 1);
        assert!(table.games().pending_bot_turns().await.unwrap().is_empty());
        assert_eq!(
            table.store().log(card.game).await.unwrap().len() as u32,
            card.version + 1
        );
    }
}

/// ann's game against teban (easy), with teban to move: after ann's first move if she drew
/// seat 1.
async fn teban_to_move_against_ann(t: &Table) -> GameCard {
    let card = ann_challenges_teban(t).await;
    if card.teban_to_move() {
        return card;
    }
    t.games()
        .play(&ann(), "e2", None)
        .await
        .unwrap()
        .card
        .unwrap()
}

on_both! {
    #[tokio::test]
    async fn a_move_of_teban_committed_before_a_crash_is_delivered_after_the_restart_once() {
        let f = table().await;
        let t = &f.table;
        let card = teban_to_move_against_ann(t).await;
        // teban moves: the move and its post are committed together; then the process dies before
        // anything is delivered.
        let moved = t.games().bot_turn(card.game).await.unwrap().unwrap();
        let after = moved.card.unwrap();
        assert_eq!(t.store().unsent_posts().await.unwrap(), 1);

        let t = f.reopen().await;
        let posts = t.outbox().claim_posts(None, 10).await.unwrap();
        assert_eq!(posts.len(), 1);
        let post = &posts[0];
        assert_eq!(post.channel, ChannelId(CHANNEL));
        let played = after.last_move.clone().unwrap();
        assert_eq!(
            post.reply.text.on_discord(),
            format!(
                "**teban (easy)** played {played}. **ann** to move (move {}).",
                after.ply + 1
            )
        );
        assert_eq!(post.reply.mention, vec![ann().player.id]);
        let shown = post.reply.card.as_ref().unwrap();
        assert_eq!(shown.last_move.as_deref(), Some(played.as_str()));
        let position = t.store().replay(card.game).await.unwrap();
        let names: Vec<String> = after.seats.iter().map(|s| s.player.name.clone()).collect();
        assert_eq!(
            post.reply.picture.as_ref().map(|p| p.png()).as_deref(),
            Some(
                board_png(
                    &position,
                    &View {
                        names,
                        ..View::default()
                    }
                )
                .as_slice()
            )
        );
        // Claimed, it is not claimed again while its deliverer holds it; a failed delivery
        // releases it; a delivered one is never claimed again.
        assert!(t.outbox().claim_posts(None, 10).await.unwrap().is_empty());
        t.outbox().post_not_delivered(post.id).await.unwrap();
        let again = t.outbox().claim_posts(None, 10).await.unwrap();
        assert_eq!(again.len(), 1);
        t.outbox().post_delivered(again[0].id).await.unwrap();
        t.outbox().post_not_delivered(again[0].id).await.unwrap();
        assert!(t.outbox().claim_posts(None, 10).await.unwrap().is_empty());
        assert_eq!(t.store().unsent_posts().await.unwrap(), 0);
    }
}

on_both! {
    #[tokio::test]
    async fn a_post_shows_the_game_as_it_stood_when_it_was_written() {
        let f = table().await;
        let t = &f.table;
        let card = teban_to_move_against_ann(t).await;
        let after = t.games().bot_turn(card.game).await.unwrap().unwrap().card.unwrap();
        // ann moves before the post is delivered: the post still shows teban's move, without the
        // buttons of a position that is gone.
        let step = t.games().autocomplete(&ann(), "", 25).await;
        let step = step.iter().min_by_key(|m| m.len()).unwrap();
        t.games().play(&ann(), step, None).await.unwrap();
        let post = t.outbox().claim_posts(None, 10).await.unwrap().remove(0);
        let shown = post.reply.card.unwrap();
        assert_eq!(shown.version, after.version);
        assert_eq!(shown.last_move, after.last_move);
        assert!(post.reply.actions.is_empty());
    }
}
