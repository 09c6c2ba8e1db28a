//! No harassment through challenges: `/block` and `/unblock` (answered to the caller alone, per
//! server); a blocked player's challenges and open-challenge accepts refused with only "not
//! available", the blocker's own challenges to them refused saying so; the cool-down after a
//! Decline, on the driven clock; at most three challenges waiting per player per server.

use crate::on_both;
use crate::support::service::*;
use teban::clock::ManualClock;
use teban::i18n::Lang;
use teban::store::{ChannelId, UserId};
use teban::table::{Caller, DECLINE_COOL_DOWN_MS, MAX_OPEN_CHALLENGES};

on_both! {
    #[tokio::test]
    async fn block_and_unblock_answer_only_the_caller_per_server() {
        let f = table().await;
        let t = &f.table;
        let bob = bob().player;
        let said = |reply: teban::table::Reply| {
            assert!(reply.for_caller(), "{}", reply.text.on_discord());
            reply.text.on_discord()
        };
        assert_eq!(
            said(t.challenges().block(&ann(), None).await.unwrap()),
            "You block nobody on this server."
        );
        assert_eq!(
            said(t.challenges().block(&ann(), Some(&bob)).await.unwrap()),
            "You block **bob** on this server: their challenges to you, and their accepts of your \
             open challenges, are refused."
        );
        assert_eq!(
            said(t.challenges().block(&ann(), Some(&bob)).await.unwrap()),
            "You already block **bob** on this server."
        );
        t.challenges().block(&ann(), Some(&cid().player)).await.unwrap();
        assert_eq!(
            said(t.challenges().block(&ann(), None).await.unwrap()),
            "You block on this server: **bob**, **cid**."
        );
        // Another server's list is its own.
        let elsewhere = Caller::new(1, "ann", Some(GUILD + 1), 3000);
        assert_eq!(
            said(t.challenges().block(&elsewhere, None).await.unwrap()),
            "You block nobody on this server."
        );
        assert_eq!(
            said(t.challenges().unblock(&ann(), &bob).await.unwrap()),
            "You no longer block **bob** on this server."
        );
        assert_eq!(
            said(t.challenges().unblock(&ann(), &bob).await.unwrap()),
            "You do not block **bob** on this server."
        );
        let yourself = t.challenges().block(&ann(), Some(&ann().player)).await.unwrap_err();
        assert_eq!(yourself.to_string(), "you can block only another member");
        let dm = t
            .challenges().block(&Caller::new(1, "ann", None, 9), Some(&bob))
            .await
            .unwrap_err();
        assert_eq!(
            dm.text(Lang::En).on_discord(),
            "blocks are kept per server: use `/block` in the server where you play"
        );
    }
}

on_both! {
    #[tokio::test]
    async fn a_blocked_player_reads_only_not_available_and_no_game_begins() {
        let f = table().await;
        let t = &f.table;
        t.challenges().block(&ann(), Some(&bob().player)).await.unwrap();

        // bob challenges ann: refused, without a word of the block.
        let refused = t
            .challenges().challenge(&bob(), request(&[&ann()], None, true))
            .await
            .unwrap_err();
        assert_eq!(refused.to_string(), "this player is not available");
        // ann challenges bob: she is told why.
        let own = t
            .challenges().challenge(&ann(), request(&[&bob()], None, true))
            .await
            .unwrap_err();
        assert_eq!(
            own.text(Lang::En).on_discord(),
            "you blocked bob: unblock them with `/unblock` to challenge them"
        );
        // bob presses Accept on ann's open challenge: refused the same way; cid takes it.
        let made = t.challenges().challenge(&ann(), request(&[], None, true)).await.unwrap();
        let id = challenge_id(&made);
        let accept = t.challenges().accept(&bob(), id).await.unwrap_err();
        assert_eq!(accept.to_string(), "this player is not available");
        assert!(t.challenges().challenges(&bob()).await.unwrap().is_empty());
        assert!(t.store().active_game_id(ChannelId(CHANNEL), UserId(2)).await.unwrap().is_none());
        let begun = t.challenges().accept(&cid(), id).await.unwrap();
        assert!(begun.card.is_some());

        // ann does not join an open challenge bob made either (both ways).
        let his = t
            .challenges().challenge(&in_channel(&bob(), 1001), request(&[], None, true))
            .await
            .unwrap();
        let join = t
            .challenges().accept(&in_channel(&ann(), 1001), challenge_id(&his))
            .await
            .unwrap_err();
        assert_eq!(join.to_string(), "this player is not available");

        // Unblocked, bob challenges ann again.
        t.challenges().unblock(&ann(), &bob().player).await.unwrap();
        t.challenges().challenge(&in_channel(&bob(), 1002), request(&[&ann()], None, true))
            .await
            .unwrap();
    }
}

on_both! {
    #[tokio::test]
    async fn after_a_decline_the_challenger_waits_an_hour_to_ask_again() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        assert_eq!(DECLINE_COOL_DOWN_MS, HOUR);
        let id = ann_challenges_bob(t).await;
        t.challenges().decline(&bob(), id).await.unwrap();
        let until = (T0 + HOUR) / 1000;
        let refusal = format!(
            "bob declined your last challenge: you can challenge them again <t:{until}:R> \
             (60 minutes after a decline)"
        );
        let again = t
            .challenges().challenge(&ann(), request(&[&bob()], None, false))
            .await
            .unwrap_err();
        assert_eq!(again.text(Lang::En).on_discord(), refusal);
        // The menu says so too, and the others may be challenged meanwhile; bob may challenge
        // ann.
        let menu = t.challenges().pick_game(&ann(), &bob().player).await.unwrap_err();
        assert_eq!(menu.text(Lang::En).on_discord(), refusal);
        t.challenges().challenge(&ann(), request(&[&cid()], None, false))
            .await
            .unwrap();
        t.challenges().challenge(&in_channel(&bob(), 1001), request(&[&ann()], None, false))
            .await
            .unwrap();

        clock.advance(HOUR - MINUTE);
        let still = t
            .challenges().challenge(&in_channel(&ann(), 1002), request(&[&bob()], None, false))
            .await
            .unwrap_err();
        assert_eq!(still.text(Lang::En).on_discord(), refusal);
        clock.advance(MINUTE);
        t.challenges().challenge(&in_channel(&ann(), 1002), request(&[&bob()], None, false))
            .await
            .unwrap();
    }
}

on_both! {
    #[tokio::test]
    async fn a_player_has_at_most_three_challenges_waiting_on_a_server() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        assert_eq!(MAX_OPEN_CHALLENGES, 3);
        let mut ids = Vec::new();
        for (channel, opponents) in [(1000, vec![]), (1001, vec![&bob()]), (1002, vec![])] {
            let made = t
                .challenges().challenge(&in_channel(&ann(), channel), request(&opponents, None, true))
                .await
                .unwrap();
            ids.push(challenge_id(&made));
        }
        let fourth = t
            .challenges().challenge(&in_channel(&ann(), 1003), request(&[], None, true))
            .await
            .unwrap_err();
        assert_eq!(
            fourth.text(Lang::En).on_discord(),
            format!(
                "you already have 3 challenges waiting on this server (#{}, #{}, #{}), the most \
                 there can be: withdraw one first with the Cancel button under it (`/challenges` \
                 links them)",
                ids[0].0, ids[1].0, ids[2].0
            )
        );
        // Challenging teban starts a game at once: it is never waiting.
        t.challenges().challenge(
            &in_channel(&ann(), 1003),
            quoridor(vec![teban::table::Player::teban(teban::ai::Level::Easy)], None),
        )
        .await
        .unwrap();
        // Another server counts its own.
        t.challenges().challenge(
            &Caller::new(1, "ann", Some(GUILD + 1), 3000),
            request(&[], None, true),
        )
        .await
        .unwrap();
        // One withdrawn, one more may be made.
        t.challenges().cancel(&in_channel(&ann(), 1001), Some(ids[1])).await.unwrap();
        t.challenges().challenge(&in_channel(&ann(), 1004), request(&[], None, true))
            .await
            .unwrap();
        // Lapsed ones no longer count.
        clock.advance(15 * MINUTE);
        t.challenges().challenge(&in_channel(&ann(), 1005), request(&[], None, true))
            .await
            .unwrap();
    }
}
