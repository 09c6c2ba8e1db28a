//! What a hostile tryout found, at the game service: the last move of every reply is the move
//! just made, three opponents pick 4-player Quoridor, teban's move committed just before a crash
//! is delivered from the outbox (once), and the texts a player reads (plurals, draws, races,
//! autocomplete for the player who waits, long input and names).

mod common;

use common::{
    ann, ann_challenges_teban, bob, caller, challenge_id, cid, dee, table, table_with, CHANNEL,
};
use teban::games::GameKind;
use teban::render::{board_png, View};
use teban::table::{Caller, ChallengeRequest, GameCard, Player, Table};

fn request(opponents: &[&Caller], variant: Option<&str>) -> ChallengeRequest {
    ChallengeRequest {
        kind: GameKind::Quoridor,
        variant: variant.map(str::to_string),
        opponents: opponents.iter().map(|c| c.player.clone()).collect(),
        rated: true,
        clock: None,
    }
}

/// ann's game against teban (easy), with teban to move: after ann's first move if she drew
/// seat 1.
async fn teban_to_move_against_ann(t: &Table) -> GameCard {
    let card = ann_challenges_teban(t).await;
    if card.teban_to_move() {
        return card;
    }
    t.play(&ann(), "e2", None).await.unwrap().card.unwrap()
}

/// ann challenges the others and everyone accepts: the game's first card.
async fn started(t: &Table, others: &[&Caller], variant: Option<&str>) -> GameCard {
    let made = t.challenge(&ann(), request(others, variant)).await.unwrap();
    let mut last = None;
    for other in others {
        last = Some(t.accept(other, challenge_id(&made)).await.unwrap());
    }
    last.unwrap().card.unwrap()
}

/// The caller for whoever is to move in `card`.
fn mover(card: &GameCard) -> Caller {
    let p = card.player_to_move().unwrap();
    caller(p.id, &p.name)
}

on_both! {
    #[tokio::test]
    async fn every_reply_names_the_move_just_made_from_the_first_on() {
        let f = table().await;
        let t = &f.table;
        let mut card = started(t, &[&bob()], None).await;
        assert_eq!(card.last_move, None, "nothing played yet");
        for step in ["e2", "e8", "e3h", "d8"] {
            let reply = t.play(&mover(&card), step, None).await.unwrap();
            card = reply.card.unwrap();
            assert_eq!(card.last_move.as_deref(), Some(step), "{}", reply.text);
            assert!(
                reply.text.contains(&format!("played {step}.")),
                "{}",
                reply.text
            );
        }
        let resigned = t.resign(&mover(&card), None).await.unwrap();
        assert_eq!(resigned.card.unwrap().last_move.as_deref(), Some("resign"));
    }
}

on_both! {
    #[tokio::test]
    async fn three_opponents_make_four_player_quoridor_and_a_mismatch_names_the_variant() {
        let f = table().await;
        let t = &f.table;
        let card = started(t, &[&bob(), &cid(), &dee()], None).await;
        assert_eq!(card.variant, "4-players");
        assert_eq!(card.seats.len(), 4);
        let refused = t
            .challenge(
                &caller(9, "zed"),
                request(&[&caller(8, "yan")], Some("4-players")),
            )
            .await
            .unwrap_err();
        assert_eq!(
            refused.to_string(),
            "Quoridor (4-players) is for 4 players, not 2: pick the variant `2-players` for 1 opponent"
        );
    }
}

on_both! {
    #[tokio::test]
    async fn a_move_of_teban_committed_before_a_crash_is_delivered_after_the_restart_once() {
        let f = table().await;
        let t = &f.table;
        let card = teban_to_move_against_ann(t).await;
        // teban moves: the move and its post are committed together; then the process dies before
        // anything is delivered.
        let moved = t.bot_turn(card.game).await.unwrap().unwrap();
        let after = moved.card.unwrap();
        assert_eq!(t.store().unsent_posts().await.unwrap(), 1);

        let t = f.reopen().await;
        let posts = t.claim_posts(None, 10).await.unwrap();
        assert_eq!(posts.len(), 1);
        let post = &posts[0];
        assert_eq!(post.channel, CHANNEL);
        assert_eq!(post.nonce, format!("teban-post-{}", post.id));
        let played = after.last_move.clone().unwrap();
        assert_eq!(
            post.reply.text,
            format!(
                "**teban (easy)** played {played}. **ann** to move (move {}).",
                after.ply + 1
            )
        );
        assert_eq!(post.reply.mention, vec![ann().player.id]);
        let shown = post.reply.card.as_ref().unwrap();
        assert_eq!(shown.last_move.as_deref(), Some(played.as_str()));
        let position = t.store().replay(card.game.0).await.unwrap();
        let names: Vec<String> = after.seats.iter().map(|s| s.player.name.clone()).collect();
        assert_eq!(
            post.reply.board.as_deref(),
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
        assert!(t.claim_posts(None, 10).await.unwrap().is_empty());
        t.post_failed(post.id).await.unwrap();
        let again = t.claim_posts(None, 10).await.unwrap();
        assert_eq!(again.len(), 1);
        t.posted(again[0].id).await.unwrap();
        t.post_failed(again[0].id).await.unwrap();
        assert!(t.claim_posts(None, 10).await.unwrap().is_empty());
        assert_eq!(t.store().unsent_posts().await.unwrap(), 0);
    }
}

on_both! {
    #[tokio::test]
    async fn a_post_shows_the_game_as_it_stood_when_it_was_written() {
        let f = table().await;
        let t = &f.table;
        let card = teban_to_move_against_ann(t).await;
        let after = t.bot_turn(card.game).await.unwrap().unwrap().card.unwrap();
        // ann moves before the post is delivered: the post still shows teban's move, without the
        // buttons of a position that is gone.
        let step = t.autocomplete(&ann(), "", 25).await;
        let step = step.iter().min_by_key(|m| m.len()).unwrap();
        t.play(&ann(), step, None).await.unwrap();
        let post = t.claim_posts(None, 10).await.unwrap().remove(0);
        let shown = post.reply.card.unwrap();
        assert_eq!(shown.version, after.version);
        assert_eq!(shown.last_move, after.last_move);
        assert!(post.reply.actions.is_empty());
    }
}

on_both! {
    #[tokio::test]
    async fn the_texts_a_player_reads() {
        // One minute, not "1 minutes".
        let f = table_with(1).await;
        let t = &f.table;
        let made = t.challenge(&ann(), request(&[&bob()], None)).await.unwrap();
        assert!(
            made.text.ends_with("Accept within 1 minute."),
            "{}",
            made.text
        );
        let card = {
            let r = t.accept(&bob(), challenge_id(&made)).await.unwrap();
            r.card.unwrap()
        };
        let first = mover(&card);
        let second = if first.player.id == ann().player.id {
            bob()
        } else {
            ann()
        };
        // The player who waits is told whose turn it is; someone without a game, that they have none.
        assert_eq!(
            t.autocomplete(&second, "e", 25).await,
            [format!("it is {}'s turn (move 1)", first.player.name)]
        );
        assert_eq!(
            t.autocomplete(&caller(77, "zed"), "e", 25).await,
            ["you have no game in this channel"]
        );
        // A typed move that lost a race says whose turn it is now.
        let button = format!("mv:{}:0:e2", card.game.0);
        t.click(&first, &button).await.unwrap();
        let lost = t.click(&first, &button).await.unwrap_err();
        assert_eq!(
            lost.to_string(),
            format!(
                "that was for an earlier position: the game has moved on, **{}** to move (move 2)",
                second.player.name
            )
        );
        // A draw: offered (pinging only the other), agreed, said once.
        let offered = t.offer_draw(&first, None).await.unwrap();
        assert_eq!(offered.mention, vec![second.player.id]);
        let drawn = t.offer_draw(&second, None).await.unwrap();
        assert_eq!(
            drawn.text,
            format!("**{}** agrees. Drawn by agreement.", second.player.name)
        );
        let finished = drawn.card.unwrap();
        assert_eq!(finished.to_move, None);
    }
}

on_both! {
    #[tokio::test]
    async fn a_lapsed_challenge_closes_its_message_when_clicked() {
        let f = table_with(0).await;
        let t = &f.table;
        let made = t.challenge(&ann(), request(&[&bob()], None)).await.unwrap();
        let click = format!("accept:{}", challenge_id(&made).0);
        let closed = t.click(&bob(), &click).await.unwrap();
        assert!(closed.closes);
        assert!(closed.actions.is_empty());
        assert_eq!(
            closed.text,
            "The challenge lapsed: it was open for 0 minutes."
        );
    }
}

on_both! {
    #[tokio::test]
    async fn long_names_are_cut_and_control_characters_dropped() {
        let player = Player::new(1, format!("  ann\u{7}{}  ", "x".repeat(100)));
        assert_eq!(player.name.chars().count(), teban::table::LONGEST_NAME);
        assert!(player.name.starts_with("annxx") && player.name.ends_with('…'));
        let f = table().await;
        let long = "e2".repeat(3000);
        let card = started(&f.table, &[&bob()], None).await;
        let refused = f.table.play(&mover(&card), &long, None).await.unwrap_err();
        assert_eq!(
            refused.to_string(),
            "that is 6,000 characters long, and no move is longer than 64"
        );
        // No legal move of any game comes near the limit.
        for kind in GameKind::ALL {
            for (variant, _) in kind.variants() {
                let game = teban::games::AnyGame::new(*kind, Some(variant)).unwrap();
                let longest = game
                    .legal_moves()
                    .iter()
                    .map(String::len)
                    .max()
                    .unwrap_or(0);
                assert!(
                    longest < teban::table::LONGEST_MOVE / 2,
                    "{kind} {variant}: {longest}"
                );
            }
        }
    }
}
