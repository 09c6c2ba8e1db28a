//! Who sees a game: the table's one rule (`Viewer`) for a Discord user where they ask, a web
//! visitor with what their session reaches (and, under the server's `/settings web:`, whether
//! Discord says they are a member of the server), and the one person of local play; Discord's
//! answer asked only when it decides.

use std::sync::atomic::{AtomicUsize, Ordering};

use crate::on_both;
use crate::support::service::*;
use teban::games::GameKind;
use teban::store::sessions::Reach;
use teban::store::GameRow;
use teban::table::{
    Caller, ChannelId, GameId, GuildId, Members, Membership, Place, Refusal, SettingsChange, Table,
    ThreadRoom, UserId, Viewer, Visibility, WebAudience,
};

/// Discord as a test answers it: who is a member of [`GUILD`], and how often it was asked.
#[derive(Default)]
struct Discord {
    members: Vec<UserId>,
    asked: AtomicUsize,
    unreachable: bool,
}

impl Members for Discord {
    fn is_member(&self, guild: GuildId, user: UserId) -> Membership<'_> {
        self.asked.fetch_add(1, Ordering::SeqCst);
        let answer = match self.unreachable {
            true => Err(Refusal::failed(&"the member look-up did not reach Discord")),
            false => Ok(guild == GuildId(GUILD) && self.members.contains(&user)),
        };
        Box::pin(async move { answer })
    }
}

/// A web visitor logged in as `user` (or not, `None`) with a session of `reach`.
fn visitor(user: Option<u64>, reach: Reach, members: &Discord) -> Viewer<'_> {
    Viewer::Visitor {
        user: user.map(UserId),
        reach,
        members,
    }
}

/// The row of `game`.
async fn row(t: &Table, game: GameId) -> GameRow {
    t.store().game(game).await.unwrap().unwrap()
}

/// ann's and bob's game in direct messages, outside any server.
async fn direct_game(t: &Table) -> GameId {
    let place = Place {
        guild: None,
        channel: ChannelId(900_001),
    };
    let players = [ann().player, bob().player];
    t.games()
        .sit(place, &players, GameKind::Quoridor, None, false)
        .await
        .unwrap()
        .game
}

on_both! {
    #[tokio::test]
    async fn each_viewer_sees_the_games_the_rule_gives_them() {
        use Visibility::{Hidden, Seen};
        let f = table().await;
        let t = &f.table;
        let server = row(t, begun(t, None).await.card.unwrap().game).await;
        let direct = row(t, direct_game(t).await).await;
        let discord = Discord::default();
        let (here, there) = (GuildId(GUILD), GuildId(GUILD + 1));
        let member = |user: u64, guild: Option<GuildId>| Viewer::Member {
            user: UserId(user),
            guild,
            channel: ChannelId(0),
        };
        let by_server = |visitor: Option<u64>| Visibility::AsTheServerSays {
            guild: here,
            visitor: visitor.map(UserId),
        };
        let cases = [
            // On Discord: a server's games from that server; from DMs, the games one sits at.
            ("carl in the server", member(3, Some(here)), Seen, Hidden),
            ("ann in another server", member(1, Some(there)), Hidden, Hidden),
            ("ann in her DMs", member(1, None), Seen, Seen),
            ("carl in his DMs", member(3, None), Hidden, Hidden),
            // On the web: the server's setting decides its games; a DM game is its players'.
            ("ann on the site", visitor(Some(1), Reach::Web, &discord), by_server(Some(1)), Seen),
            ("carl on the site", visitor(Some(3), Reach::Web, &discord), by_server(Some(3)), Hidden),
            ("nobody logged in", visitor(None, Reach::Web, &discord), by_server(None), Hidden),
            // An Activity's session: nothing outside its server and its user's DMs.
            (
                "ann's Activity here",
                visitor(Some(1), Reach::Server(here), &discord),
                by_server(Some(1)),
                Seen,
            ),
            ("ann's Activity there", visitor(Some(1), Reach::Server(there), &discord), Hidden, Seen),
            ("ann's Activity in DMs", visitor(Some(1), Reach::DirectMessages, &discord), Hidden, Seen),
            ("local play", Viewer::Local, Seen, Seen),
        ];
        for (who, viewer, of_server, of_direct) in cases {
            assert_eq!(viewer.visibility(&server), of_server, "{who}: the server's game");
            assert_eq!(viewer.visibility(&direct), of_direct, "{who}: the DM game");
        }
        assert_eq!(discord.asked.load(Ordering::SeqCst), 0, "the rule asks nobody");
    }
}

on_both! {
    #[tokio::test]
    async fn the_web_audience_and_discord_decide_a_server_game_for_a_web_visitor() {
        let f = table().await;
        let t = &f.table;
        let server = begun(t, None).await.card.unwrap().game;
        let direct = direct_game(t).await;
        let discord = Discord {
            members: vec![UserId(3)],
            ..Discord::default()
        };
        let hidden = Refusal::NotOnThisServer { game: server };
        let seen = |answer: Result<GameRow, Refusal>| answer.map(|row| row.id);

        // Members only (the default): carl is one, dave is not, nobody logged in is nobody.
        let carl = visitor(Some(3), Reach::Web, &discord);
        assert_eq!(seen(t.games().visible_game(&carl, server).await), Ok(server));
        let dave = visitor(Some(4), Reach::Web, &discord);
        assert_eq!(seen(t.games().visible_game(&dave, server).await), Err(hidden.clone()));
        let nobody = visitor(None, Reach::Web, &discord);
        assert_eq!(seen(t.games().visible_game(&nobody, server).await), Err(hidden.clone()));
        assert_eq!(discord.asked.load(Ordering::SeqCst), 2, "once for carl, once for dave");
        assert_eq!(
            seen(t.games().visible_game(&carl, GameId(999)).await),
            Err(Refusal::NoSuchGame)
        );
        // A DM game is its players' whatever Discord would say; Discord is not asked.
        assert_eq!(
            seen(t.games().visible_game(&carl, direct).await),
            Err(Refusal::NotOnThisServer { game: direct })
        );
        let ann_on_site = visitor(Some(1), Reach::Web, &discord);
        assert_eq!(seen(t.games().visible_game(&ann_on_site, direct).await), Ok(direct));
        // Discord failing is teban's failure, said with the id of its log line.
        let unreachable = Discord {
            unreachable: true,
            ..Discord::default()
        };
        let carl_unknown = visitor(Some(3), Reach::Web, &unreachable);
        assert!(matches!(
            t.games().visible_game(&carl_unknown, server).await,
            Err(Refusal::Storage { .. })
        ));

        // Anyone with the link: nobody logged in sees it, and Discord is asked nothing more.
        let link = SettingsChange {
            web: Some(WebAudience::Link),
            ..SettingsChange::default()
        };
        t.servers().configure(&ann(), link, true, ThreadRoom::Allowed)
            .await
            .unwrap();
        assert_eq!(seen(t.games().visible_game(&nobody, server).await), Ok(server));
        assert_eq!(seen(t.games().visible_game(&dave, server).await), Ok(server));
        assert_eq!(discord.asked.load(Ordering::SeqCst), 2);
        // Still nothing outside an Activity's reach.
        let elsewhere = visitor(Some(3), Reach::Server(GuildId(GUILD + 1)), &discord);
        assert_eq!(seen(t.games().visible_game(&elsewhere, server).await), Err(hidden));
    }
}

on_both! {
    #[tokio::test]
    async fn discord_s_lists_and_boards_keep_to_the_rule() {
        let f = table().await;
        let t = &f.table;
        let server = begun(t, None).await.card.unwrap().game;
        let direct = direct_game(t).await;
        let in_dm = |who: &Caller| Caller::new(who.player.id, &who.player.name, None, 900_001);
        // From the server, its game; from DMs, the games one sits at.
        assert!(t.games().watch(&cid(), server).await.is_ok());
        assert_eq!(
            t.games().watch(&cid(), direct).await.unwrap_err(),
            Refusal::NotOnThisServer { game: direct }
        );
        assert!(t.games().watch(&in_dm(&ann()), server).await.is_ok());
        assert_eq!(
            t.games().watch(&in_dm(&cid()), server).await.unwrap_err(),
            Refusal::NotOnThisServer { game: server }
        );
        let listed = t.standings().games(&in_dm(&ann())).await.unwrap().text.on_discord();
        assert!(listed.contains(&format!("{direct}")), "{listed}");
        let all = t.games().server_games(&cid()).await.unwrap().text.on_discord();
        assert!(all.contains(&format!("{server} ·")), "{all}");
        assert!(!all.contains(&format!("{direct} ·")), "{all}");
    }
}
