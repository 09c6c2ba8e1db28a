//! Open challenges at the table: taken by the first member to accept (not the challenger, not a
//! player already at a game in the channel), filled seat by seat for 4-player Quoridor, kept to a
//! rating range, lapsed and withdrawn like any challenge, refused outside a server; `/challenges`
//! lists a server's open challenges with links to their messages, and in a direct message the
//! caller's own; the Challenge context menu's buttons post a challenge as `/challenge` does.

use crate::on_both;
use crate::support::service::*;
use teban::clock::ManualClock;
use teban::games::GameKind;
use teban::store::Scope;
use teban::store::{GuildId, MessageId, UserId};
use teban::table::{ActionId, Caller, ChallengeRequest, GameStatus, Player, Reply};

/// An open challenge to Quoridor (`variant`, or 2 players), rated.
fn open(variant: Option<&str>) -> ChallengeRequest {
    request(&[], variant, true)
}

fn seated(reply: &Reply) -> Vec<u64> {
    let card = reply.card.as_ref().expect("the game began");
    let mut seated: Vec<u64> = card.seats.iter().map(|s| s.player.id.0).collect();
    seated.sort();
    seated
}

fn buttons(reply: &Reply) -> Vec<&'static str> {
    reply.actions.iter().map(|a| a.id.name()).collect()
}

on_both! {
    #[tokio::test]
    async fn an_open_challenge_goes_to_the_first_member_who_accepts() {
        let f = table().await;
        let t = &f.table;
        let made = t.challenges().challenge(&ann(), open(None)).await.unwrap();
        assert_eq!(
            made.text.on_discord(),
            "**ann** opens a challenge to Quoridor (2-players), rated, 3 days per move: the first \
             to press Accept plays. Open for 15 minutes."
        );
        assert!(made.mention.is_empty(), "nobody is pinged");
        assert_eq!(buttons(&made), ["accept", "cancel"], "nobody was asked: no Decline");
        let id = challenge_id(&made);
        let own = t.challenges().accept(&ann(), id).await.unwrap_err();
        assert_eq!(own.to_string(), "you cannot accept your own challenge");

        let begun = t.challenges().accept(&bob(), id).await.unwrap();
        assert_eq!(seated(&begun), [1, 2]);
        assert_eq!(begun.card.as_ref().unwrap().status, GameStatus::Active);
        assert!(begun.card.as_ref().unwrap().rated);
        let late = t.challenges().accept(&cid(), id).await.unwrap_err();
        assert_eq!(late.to_string(), "the challenge was already accepted");
    }
}

on_both! {
    #[tokio::test]
    async fn a_member_already_playing_in_the_channel_cannot_take_an_open_challenge() {
        let f = table().await;
        let t = &f.table;
        start_two(t, false).await;
        let made = t.challenges().challenge(&cid(), open(None)).await.unwrap();
        let busy = t.challenges().accept(&bob(), challenge_id(&made)).await.unwrap_err();
        assert_eq!(
            busy.to_string(),
            "bob is already playing a game in this channel (one game per player per channel)"
        );
        // Elsewhere the challenge is answered only in its channel; here, dee takes it.
        let begun = t.challenges().accept(&dee(), challenge_id(&made)).await.unwrap();
        assert_eq!(seated(&begun), [3, 4]);
    }
}

on_both! {
    #[tokio::test]
    async fn a_four_player_open_challenge_fills_with_the_first_three() {
        let f = table().await;
        let t = &f.table;
        let made = t.challenges().challenge(&ann(), open(Some("4-players"))).await.unwrap();
        assert!(
            made.text.on_discord().contains("the first 3 to press Accept play"),
            "{}",
            made.text.on_discord()
        );
        let id = challenge_id(&made);
        let one = t.challenges().accept(&bob(), id).await.unwrap();
        assert_eq!(
            one.text.on_discord(),
            "**bob** joins the open challenge of **ann** to Quoridor (4-players): **ann**, **bob** \
             so far, 2 seats left."
        );
        assert_eq!(one.mention, vec![UserId(1)]);
        assert_eq!(buttons(&one), ["accept", "cancel"]);
        let again = t.challenges().accept(&bob(), id).await.unwrap_err();
        assert_eq!(
            again.to_string(),
            "you have already joined this challenge; it begins when every seat is taken"
        );
        let two = t.challenges().accept(&cid(), id).await.unwrap();
        assert!(
            two.text.on_discord().ends_with("**ann**, **bob**, **cid** so far, 1 seat left."),
            "{}",
            two.text.on_discord()
        );
        let begun = t.challenges().accept(&dee(), id).await.unwrap();
        assert_eq!(seated(&begun), [1, 2, 3, 4]);
        assert_eq!(begun.card.as_ref().unwrap().seats.len(), 4);
        let fifth = t.challenges().accept(&eve(), id).await.unwrap_err();
        assert_eq!(fifth.to_string(), "the challenge was already accepted");
    }
}

on_both! {
    #[tokio::test]
    async fn a_rating_range_keeps_out_players_too_far_from_the_challenger() {
        let f = table().await;
        let t = &f.table;
        // ann beats bob once: her rating rises, his falls.
        let card = start_two(t, true).await;
        t.games().resign(&bob(), Some(card.version)).await.unwrap();
        let rating = |user: u64| async move {
            let ladder = t
                .store()
                .ladder(Scope::Server(GuildId(GUILD)), GameKind::Quoridor, 2, 10)
                .await
                .unwrap();
            ladder.iter().find(|(id, _, _)| *id == UserId(user)).unwrap().2.rating
        };
        let (hers, his) = (rating(1).await, rating(2).await);
        assert!(hers - his > 200.0, "{hers} {his}");

        let made = t
            .challenges().challenge_within(&ann(), open(None), Some(200))
            .await
            .unwrap();
        assert!(
            made.text.on_discord()
                .ends_with(" Only for players within 200 points of ann's rating."),
            "{}",
            made.text.on_discord()
        );
        let id = challenge_id(&made);
        let far = t.challenges().accept(&bob(), id).await.unwrap_err();
        let number = |x: f64| {
            let n = x.round() as i64;
            format!("{},{:03}", n / 1000, n % 1000)
        };
        assert_eq!(
            far.to_string(),
            format!(
                "this challenge is for players rated {} to {}; your rating is {}",
                number(hers - 200.0),
                number(hers + 200.0),
                number(his)
            )
        );
        // A newcomer (1,500) is within 200 of ann's rating.
        assert!(hers - 1500.0 < 200.0);
        let begun = t.challenges().accept(&cid(), id).await.unwrap();
        assert_eq!(seated(&begun), [1, 3]);

        // A range is for open challenges only.
        let named = t
            .challenges().challenge_within(&dee(), request(&[&eve()], None, true), Some(100))
            .await
            .unwrap_err();
        assert_eq!(
            named.to_string(),
            "a rating range is for open challenges: leave out the opponent, or the range"
        );
    }
}

on_both! {
    #[tokio::test]
    async fn an_open_challenge_lapses_and_is_withdrawn_like_any_challenge() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        let made = t.challenges().challenge(&ann(), open(None)).await.unwrap();
        clock.advance(15 * MINUTE);
        let lapsed = t.challenges().expire_challenges().await.unwrap();
        assert_eq!(lapsed.len(), 1);
        assert_eq!(lapsed[0].challenge, challenge_id(&made));
        assert_eq!(lapsed[0].seats, Some(2));
        let late = t.challenges().accept(&bob(), challenge_id(&made)).await.unwrap_err();
        assert!(late.to_string().contains("the challenge"), "{late}");

        let again = t.challenges().challenge(&ann(), open(None)).await.unwrap();
        let withdrawn = t.challenges().cancel(&ann(), Some(challenge_id(&again))).await.unwrap();
        assert_eq!(
            withdrawn.text.on_discord(),
            "**ann** withdraws the challenge to Quoridor (2-players)."
        );
        let gone = t.challenges().accept(&bob(), challenge_id(&again)).await.unwrap_err();
        assert_eq!(gone.to_string(), "the challenge was already cancelled");
    }
}

on_both! {
    #[tokio::test]
    async fn nobody_sees_an_open_challenge_in_a_direct_message() {
        let f = table().await;
        let alone = Caller::new(1, "ann", None, 9);
        let refused = f.table.challenges().challenge(&alone, open(None)).await.unwrap_err();
        assert_eq!(
            refused.to_string(),
            "in a direct message you can only play teban: challenge a friend in a server"
        );
    }
}

on_both! {
    #[tokio::test]
    async fn challenges_lists_the_servers_open_challenges_with_links() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        let none = t.challenges().server_challenges(&bob()).await.unwrap();
        assert!(none.for_caller());
        assert_eq!(
            none.text.on_discord(),
            "no open challenges on this server: make one with `/challenge` without an opponent"
        );
        let made = t
            .challenges().challenge_within(&ann(), open(None), Some(200))
            .await
            .unwrap();
        let id = challenge_id(&made);
        t.challenges().challenge_posted(id, MessageId(999)).await.unwrap();
        // A challenge of named players concerns only them; another server's is not listed.
        let named = t
            .challenges().challenge(&in_channel(&cid(), 1001), request(&[&dee()], None, false))
            .await
            .unwrap();
        let elsewhere = Caller::new(5, "eve", Some(GUILD + 1), 3000);
        t.challenges().challenge(&elsewhere, open(None)).await.unwrap();

        let listed = t.challenges().server_challenges(&bob()).await.unwrap();
        let lapses = (T0 + 15 * MINUTE) / 1000;
        assert_eq!(
            listed.text.on_discord(),
            format!(
                "Open challenges on this server:\n• #{} · Quoridor (2-players) · rated · 3 days \
                 per move · by **ann** · open, 1 seat left · within 200 points · lapses \
                 <t:{lapses}:R> · https://discord.com/channels/{GUILD}/{CHANNEL}/999",
                id.0
            )
        );
        let for_dee = t.challenges().server_challenges(&dee()).await.unwrap();
        assert!(
            for_dee.text.on_discord().ends_with(&format!(
                "• #{} · Quoridor (2-players) · unrated · 3 days per move · by **cid** · to \
                 **dee** · lapses <t:{lapses}:R> · {}",
                challenge_id(&named).0,
                link(1001)
            )),
            "{}",
            for_dee.text.on_discord()
        );
        assert_eq!(for_dee.text.on_discord().lines().count(), 3, "{}", for_dee.text.on_discord());

        // In a direct message: the caller's own, wherever they wait.
        let own = t
            .challenges().server_challenges(&Caller::new(1, "ann", None, 9))
            .await
            .unwrap();
        assert!(own.text.on_discord().starts_with("Your challenges waiting:\n• #"), "{}", own.text.on_discord());
        assert_eq!(own.text.on_discord().lines().count(), 2, "{}", own.text.on_discord());
        let nobody = t
            .challenges().server_challenges(&Caller::new(2, "bob", None, 9))
            .await
            .unwrap();
        assert_eq!(nobody.text.on_discord(), "you have no challenge waiting");

        // Once taken, it is no longer listed.
        t.challenges().accept(&bob(), id).await.unwrap();
        let after = t.challenges().server_challenges(&bob()).await.unwrap();
        assert!(after.text.on_discord().starts_with("no open challenges"), "{}", after.text.on_discord());
    }
}

on_both! {
    #[tokio::test]
    async fn the_challenge_menu_offers_each_game_and_its_button_posts_the_challenge() {
        let f = table().await;
        let t = &f.table;
        let menu = t.challenges().pick_game(&ann(), &bob().player).await.unwrap();
        assert!(menu.for_caller(), "only the challenger sees the menu");
        assert_eq!(
            menu.text.on_discord(),
            "Challenge **bob** to which game? (the server's clock; the challenge is posted in \
             this channel)"
        );
        let labels: Vec<&str> = menu.actions.iter().map(|a| a.label.as_str()).collect();
        assert_eq!(labels[..2], ["Quoridor (2-players) · rated", "Quoridor (2-players) · unrated"]);
        assert!(labels.iter().any(|l| l.starts_with("Sensei")), "{labels:?}");
        assert!(labels.iter().any(|l| l.starts_with("Niwa")), "{labels:?}");
        assert!(labels.len() <= 25 && labels.len().is_multiple_of(2), "{labels:?}");
        assert!(!labels.iter().any(|l| l.contains("4-players")));

        let unrated = menu.actions[1].id.to_string();
        let posted = t.clicks().click(&ann(), &unrated).await.unwrap();
        assert!(!posted.for_caller());
        assert!(
            posted
                .text.on_discord()
                .starts_with("**ann** challenges **bob** to Quoridor (2-players), unrated"),
            "{}",
            posted.text.on_discord()
        );
        assert_eq!(posted.mention, vec![UserId(2)]);
        let begun = t.challenges().accept(&bob(), challenge_id(&posted)).await.unwrap();
        assert_eq!(seated(&begun), [1, 2]);
        assert!(!begun.card.unwrap().rated);

        // The menu refuses what the challenge would.
        let yourself = t.challenges().pick_game(&ann(), &ann().player).await.unwrap_err();
        assert_eq!(yourself.to_string(), "you cannot challenge yourself");
        let forged = ActionId::Pick {
            opponent: Player::new(1, "ann"),
            kind: GameKind::Quoridor,
            variant: "2-players".into(),
            rated: true,
        };
        let refused = t.clicks().click(&ann(), &forged.to_string()).await.unwrap_err();
        assert_eq!(refused.to_string(), "you cannot challenge yourself");
    }
}
