//! A game where teban only answers (a group DM or a DM between people, a server that did not add
//! teban, reached through a player's own install): the challenge there is allowed between
//! people, the game lives there (`Home::Answered`) with no thread and no server's settings, it is
//! that conversation's (seen from its channel and by its players, by nobody else on Discord or
//! the web), and it rates its players on their own ladders, never a server's. What teban owes
//! it that nobody could be told waits for the next answer there, which says it once, whichever
//! process answers.

use std::collections::BTreeSet;

use crate::on_both;
use crate::store_shared_by_processes::two_processes;
use crate::support::service::*;
use teban::ai::Level;
use teban::clock::ManualClock;
use teban::i18n::Lang;
use teban::store::sessions::Reach;
use teban::store::Scope;
use teban::table::{
    Caller, ChannelId, GameCard, GuildId, Home, Members, Membership, Place, Player, Refusal,
    SettingsChange, Table, UserId, Viewer, POST_LEASE_MS,
};
use teban::text::Text;

/// A group DM of ann, bob and cid, reached through ann's own install of teban.
const GROUP: u64 = 7_000;

/// `who` asking in `channel` of no server, where teban only answers.
fn in_group(who: &Caller, channel: u64) -> Caller {
    let place = Place {
        guild: None,
        channel: ChannelId(channel),
    };
    Caller::at(who.player.clone(), place).reached(Home::Answered)
}

/// Nobody is a member of any server, as far as these tests ask.
struct NoMembers;

impl Members for NoMembers {
    fn is_member(&self, _: GuildId, _: UserId) -> Membership<'_> {
        Box::pin(async { Ok(false) })
    }
}

/// ann challenges bob in `ann`'s place, bob accepts there: the game's card.
async fn begun_where(t: &Table, ann: &Caller, bob: &Caller, rated: bool) -> GameCard {
    let made = t
        .challenges()
        .challenge(ann, request(&[bob], None, rated))
        .await
        .expect("people may be challenged where teban only answers");
    let started = t
        .challenges()
        .accept(bob, challenge_id(&made))
        .await
        .unwrap();
    assert!(
        started.thread.is_none(),
        "no thread where teban only answers"
    );
    started.card.expect("the game began")
}

on_both! {
    #[tokio::test]
    async fn a_game_in_a_group_dm_is_that_conversations_and_its_players() {
        let f = table().await;
        let t = &f.table;
        let (ann_here, bob_here) = (in_group(&ann(), GROUP), in_group(&bob(), GROUP));
        let game = begun_where(t, &ann_here, &bob_here, false).await.game;
        let row = t.store().game(game).await.unwrap().unwrap();
        assert_eq!(row.home, Home::Answered);
        assert_eq!((row.guild, row.channel), (None, ChannelId(GROUP)));

        // cid watches from the group: /board game:N shows it to him; from anywhere else (his
        // DMs, the server, another group) it is no game he may see.
        let cid_here = in_group(&cid(), GROUP);
        let shown = t.games().watch(&cid_here, game).await.unwrap();
        assert!(shown.card.is_some_and(|c| c.game == game));
        let elsewhere = [
            in_group(&cid(), GROUP + 1),
            Caller::new(3, "cid", None, 99),
            cid(),
        ];
        for cid_there in &elsewhere {
            let refused = t.games().watch(cid_there, game).await.unwrap_err();
            assert!(
                matches!(refused, Refusal::NoSuchGame | Refusal::NotOnThisServer { .. }),
                "{refused:?}"
            );
        }
        // ann sees her game from anywhere.
        assert!(t.games().watch(&ann(), game).await.is_ok());
        // /games all in the group lists it; in the server it is not among the server's.
        let listed = t.games().server_games(&cid_here).await.unwrap();
        assert!(listed.text.on_discord().contains(&format!("#{}", game.0)), "{:?}", listed.text);
        let listed = t.games().server_games(&cid()).await.unwrap();
        assert!(!listed.text.on_discord().contains(&format!("#{}", game.0)));

        // On the web: its players, nobody else, whatever their session reaches.
        let members = NoMembers;
        let visitor = |user: Option<u64>| Viewer::Visitor {
            user: user.map(UserId),
            reach: Reach::Web,
            members: &members,
        };
        assert!(t.games().visible_game(&visitor(Some(2)), game).await.is_ok());
        for stranger in [Some(3), None] {
            assert!(t.games().visible_game(&visitor(stranger), game).await.is_err());
        }
    }
}

on_both! {
    #[tokio::test]
    async fn a_game_in_a_server_without_teban_has_no_thread_nor_the_servers_ladder() {
        let f = table().await;
        let t = &f.table;
        // The server plays in threads as far as teban's settings go: a game where teban only
        // answers has none all the same.
        configure(t, SettingsChange { threads: Some(true), ..SettingsChange::default() }).await;
        let (ann, bob) = (ann().reached(Home::Answered), bob().reached(Home::Answered));
        let card = begun_where(t, &ann, &bob, true).await;
        let row = t.store().game(card.game).await.unwrap().unwrap();
        assert_eq!((row.home, row.guild), (Home::Answered, Some(GuildId(GUILD))));
        assert_eq!(row.server(), None);

        // The player to move resigns: both are rated on their own ladders, not the server's.
        t.games().resign(&mover(&card), None).await.unwrap();
        for user in [UserId(1), UserId(2)] {
            let own = t.store().ratings_of(Scope::Own(user), user).await.unwrap();
            assert_eq!(own.len(), 1, "{user:?}: {own:?}");
            let (_, players, rating) = own[0];
            assert_eq!((players, rating.wins + rating.losses), (2, 1));
        }
        let server = t.store().ratings_of(Scope::Server(GuildId(GUILD)), UserId(1)).await.unwrap();
        assert!(server.is_empty(), "{server:?}");
    }
}

on_both! {
    #[tokio::test]
    async fn in_teban_s_own_direct_messages_only_teban_may_still_be_challenged() {
        let f = table().await;
        let t = &f.table;
        let dm = Caller::new(1, "ann", None, 8_000);
        let refused = t
            .challenges()
            .challenge(&dm, request(&[&bob()], None, false))
            .await
            .unwrap_err();
        assert!(refused.text(dm.lang).on_discord().contains("server"), "{refused:?}");
    }
}

on_both! {
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_post_that_waits_for_the_next_answer_is_said_by_exactly_one_answer() {
        let clock = ManualClock::at(1_000_000);
        let (one, two, _dir) = two_processes(&clock).await;
        // ann plays teban in a group DM: three of teban's moves are owed to the group.
        let ann = in_group(&ann(), GROUP);
        let made = one
            .challenges()
            .challenge(&ann, quoridor(vec![Player::teban(Level::Easy)], None))
            .await
            .unwrap();
        let game = made.card.expect("the game begins at once").game;
        while one.outbox().claim_posts(None, 100).await.unwrap().len() < 3 {
            if one.games().bot_turn(game).await.unwrap().is_none() {
                let steps = one.games().autocomplete(&ann, "", 25).await;
                let step = steps.iter().min_by_key(|m| m.len()).unwrap().clone();
                one.games().play(&ann, &step, None).await.unwrap();
            }
            // Claimed posts stay claimed: only the new one is counted again after its lease.
            clock.advance(POST_LEASE_MS);
        }
        clock.advance(POST_LEASE_MS);
        let owed = one.outbox().claim_posts(None, 100).await.unwrap();
        assert!(owed.len() >= 3, "{owed:?}");
        for post in &owed {
            assert_eq!((post.home, &post.people[..]), (Home::Answered, &[UserId(1)][..]));
            // Nobody could be told: the post waits for the next answer in the group.
            one.outbox().post_waits(post.id).await.unwrap();
        }
        let owed: BTreeSet<i64> = owed.iter().map(|p| p.id).collect();
        clock.advance(POST_LEASE_MS);
        assert!(two.outbox().claim_posts(None, 100).await.unwrap().is_empty(), "no deliverer's");

        // Two answers in the group at once: each waiting post is said by one of them.
        let group = ChannelId(GROUP);
        let (a, b) = tokio::join!(
            one.outbox().waiting_posts(group, Lang::En),
            two.outbox().waiting_posts(group, Lang::En)
        );
        let (a, b) = (a.unwrap(), b.unwrap());
        let ids = |said: &[(i64, Text)]| said.iter().map(|(id, _)| *id).collect::<BTreeSet<i64>>();
        assert!(ids(&a).is_disjoint(&ids(&b)), "{a:?} {b:?}");
        assert_eq!(&ids(&a) | &ids(&b), owed);
        for (_, line) in a.iter().chain(&b) {
            let line = line.on_discord();
            assert!(line.starts_with(&format!("Since your last look at game #{}: ", game.0)), "{line}");
            assert!(line.contains("**teban (easy)** played"), "{line}");
        }
        // One answer was shown, the other failed: its posts wait for the next answer again.
        for (post, _) in &a {
            one.outbox().post_delivered(*post).await.unwrap();
        }
        for (post, _) in &b {
            two.outbox().post_not_delivered(*post).await.unwrap();
        }
        let again = one.outbox().waiting_posts(group, Lang::En).await.unwrap();
        assert_eq!(ids(&again), ids(&b));
        // That answer's process dies: once its claim runs out, the next answer says them.
        assert!(two.outbox().waiting_posts(group, Lang::En).await.unwrap().is_empty());
        clock.advance(POST_LEASE_MS);
        let last = two.outbox().waiting_posts(group, Lang::En).await.unwrap();
        assert_eq!(ids(&last), ids(&b));
        for (post, _) in &last {
            two.outbox().post_delivered(*post).await.unwrap();
        }
        clock.advance(POST_LEASE_MS);
        assert!(one.outbox().waiting_posts(group, Lang::En).await.unwrap().is_empty());
        assert!(one.outbox().claim_posts(None, 100).await.unwrap().is_empty());
    }
}
