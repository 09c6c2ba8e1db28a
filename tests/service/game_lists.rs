//! A player's unfinished games (`/games`), seen from outside the service: their turn first, then
//! by deadline, only this server's, and a long list cut to one message that counts the games left
//! out; and what the web's lobby reads (a player's games on every server, the servers, players
//! and channels teban knows).

use crate::on_both;
use crate::support::service::*;
use teban::games::GameKind;
use teban::store::{ChannelId, GuildId, UserId};
use teban::table::{Caller, GameCard, MoveClock, Place, Reply, Settings, Table, Viewer};

/// Quick moves are played in the game of `reply` until it is `who`'s turn: the game's card then.
async fn turn_of(table: &Table, mut reply: Reply, who: u64, place: Place) -> GameCard {
    loop {
        let card = reply.card.clone().unwrap();
        if card.player_to_move().map(|p| p.id) == Some(UserId(who)) {
            return card;
        }
        reply = one_move(table, &reply, place).await;
    }
}

fn due(card: &GameCard) -> String {
    format!("due <t:{}:R>", card.due_at.expect("a clock runs") / 1000)
}

on_both! {
    #[tokio::test]
    async fn games_lists_the_callers_unfinished_games_here_their_turn_first_then_by_deadline() {
        let f = table().await;
        let t = &f.table;
        let ann = ann();
        let place = |channel| Place {
            guild: Some(GuildId(GUILD)),
            channel,
        };
        // Ann's turn, 3 days per move.
        let three_days = started(t, &in_channel(&ann, 1001), &bob(), MoveClock(Some(3 * DAY))).await;
        let three_days = turn_of(t, three_days, 1, place(ChannelId(1001))).await;
        // Cid's turn, a day per move: more urgent than the game above, but not Ann's to play.
        let cid_to_move = started(t, &in_channel(&ann, 1002), &cid(), MoveClock(Some(DAY))).await;
        let cid_to_move = turn_of(t, cid_to_move, 3, place(ChannelId(1002))).await;
        // Ann's turn, an hour per move: the most urgent of hers.
        let an_hour = started(t, &in_channel(&ann, 1003), &dee(), MoveClock(Some(HOUR))).await;
        let an_hour = turn_of(t, an_hour, 1, place(ChannelId(1003))).await;
        // Ann's turn, no limit: after her games with a deadline.
        let no_limit = started(t, &in_channel(&ann, 1004), &eve(), MoveClock(None)).await;
        let no_limit = turn_of(t, no_limit, 1, place(ChannelId(1004))).await;

        // Not listed: a finished game, an aborted game, a game of another server, a game of others.
        started(t, &in_channel(&ann, 1005), &eve(), MoveClock(None)).await;
        t.games().resign(&in_channel(&ann, 1005), None).await.unwrap();
        started(t, &in_channel(&ann, 1006), &bob(), MoveClock(None)).await;
        t.games().abort(&in_channel(&ann, 1006)).await.unwrap();
        let elsewhere = Caller::new(1, "ann", Some(88), 2000);
        let other_server = started(t, &elsewhere, &bob(), MoveClock(None)).await;
        started(t, &in_channel(&bob(), 1007), &cid(), MoveClock(None)).await;

        let list = t.standings().games(&in_channel(&ann, 1001)).await.unwrap();
        assert!(list.for_caller(), "only for the caller");
        assert!(list.actions.is_empty() && list.card.is_none());
        let said = list.text.on_discord();
        let lines: Vec<&str> = said.lines().collect();
        assert_eq!(
            lines[0], "**ann**, your unfinished games on this server:",
            "{said}"
        );
        let expected = [
            format!(
                "• {} · Quoridor (2-players) vs **dee**: your turn (move {}), {} · {}",
                an_hour.game,
                an_hour.ply + 1,
                due(&an_hour),
                link(1003)
            ),
            format!(
                "• {} · Quoridor (2-players) vs **bob**: your turn (move {}), {} · {}",
                three_days.game,
                three_days.ply + 1,
                due(&three_days),
                link(1001)
            ),
            format!(
                "• {} · Quoridor (2-players) vs **eve**: your turn (move {}), no time limit · {}",
                no_limit.game,
                no_limit.ply + 1,
                link(1004)
            ),
            format!(
                "• {} · Quoridor (2-players) vs **cid**: **cid** to move (move {}), {} · {}",
                cid_to_move.game,
                cid_to_move.ply + 1,
                due(&cid_to_move),
                link(1002)
            ),
        ];
        let (vacation, games) = lines[1..].split_last().unwrap();
        assert_eq!(games, expected, "{}", list.text.on_discord());
        assert_eq!(*vacation, "Vacation: 14 days left this year.");

        // On the other server, only the game there.
        let there = t.standings().games(&elsewhere).await.unwrap();
        // The header, the game, the vacation days left.
        assert_eq!(there.text.on_discord().lines().count(), 3, "{}", there.text.on_discord());
        assert!(there
            .text.on_discord()
            .contains(&format!("{} ·", other_server.card.unwrap().game)));
        assert!(there.text.on_discord().contains("https://discord.com/channels/88/2000"));

        // Someone without a game here hears so.
        let none = t
            .standings().games(&Caller::new(9, "zed", Some(GUILD), 1001))
            .await
            .unwrap();
        assert_eq!(
            none.text.on_discord(),
            "**zed**, you have no unfinished game on this server.\nVacation: 14 days left this year."
        );
    }
}

/// A table whose lists hold at most `room` characters as Discord counts them (`None`: every
/// line), with 40 games of ann and bob begun on it: ann's `/games`.
async fn forty_games_listed(room: Option<usize>) -> (Fixture, Reply) {
    let clock = teban::clock::ManualClock::at(T0);
    let settings = Settings {
        list_room: room.map(|chars| teban::table::Room {
            chars,
            width: teban::discord::markup::width,
        }),
        ..Settings::default()
    };
    let f = clocked_with(&clock, settings).await;
    let players = [ann().player, bob().player];
    for channel in 0..40 {
        let place = Place {
            guild: Some(GuildId(GUILD)),
            channel: ChannelId(5000 + channel),
        };
        f.table
            .games()
            .sit(place, &players, GameKind::Quoridor, None, false)
            .await
            .unwrap();
    }
    let list = f.table.standings().games(&ann()).await.unwrap();
    (f, list)
}

on_both! {
    #[tokio::test]
    async fn a_long_list_of_games_fits_the_front_ends_room_and_counts_the_games_left_out() {
        let (_f, list) = forty_games_listed(Some(1_900)).await;
        let said = list.text.on_discord();
        assert!(said.chars().count() <= 2000, "{said}");
        let shown = said.lines().filter(|l| l.starts_with("• ")).count();
        let lines: Vec<&str> = said.lines().collect();
        let [.., last, vacation] = lines[..] else {
            panic!("{said}")
        };
        assert_eq!(last, format!("…and {} more.", 40 - shown), "{said}");
        assert_eq!(vacation, "Vacation: 14 days left this year.");
        assert!(shown >= 5, "{said}");
    }
}

on_both! {
    #[tokio::test]
    async fn a_front_end_without_a_limit_lists_every_game() {
        let (_f, list) = forty_games_listed(None).await;
        let said = list.text.on_discord();
        let shown = said.lines().filter(|l| l.starts_with("• ")).count();
        assert_eq!(shown, 40, "{said}");
        assert!(!said.contains("more."), "{said}");
    }
}

on_both! {
    #[tokio::test]
    async fn the_lobby_reads_a_player_s_games_everywhere_and_what_teban_knows_of_a_server() {
        let f = table().await;
        let t = &f.table;
        let ann = ann();
        let place = |guild, channel| Place {
            guild: Some(GuildId(guild)),
            channel: ChannelId(channel),
        };
        // Ann's turn here, an hour per move; on another server, her turn with a day; bob and
        // cid's game here.
        let here = started(t, &in_channel(&ann, 1001), &bob(), MoveClock(Some(HOUR))).await;
        let here = turn_of(t, here, 1, place(GUILD, 1001)).await.game;
        let elsewhere = Caller::new(1, "ann", Some(88), 2000);
        let there = started(t, &elsewhere, &cid(), MoveClock(Some(DAY))).await;
        let there = turn_of(t, there, 1, place(88, 2000)).await.game;
        started(t, &in_channel(&bob(), 1002), &cid(), MoveClock(None)).await;

        // Every game she plays, most urgent first, as a viewer who sees them all does; a member of
        // this server asking from it sees this server's alone.
        let ids = |rows: Vec<teban::store::GameRow>| rows.iter().map(|r| r.id).collect::<Vec<_>>();
        let all = t.games().games_of_player(&Viewer::Local, UserId(1)).await.unwrap();
        assert_eq!(ids(all), [here, there]);
        let member = Viewer::Member {
            user: UserId(1),
            guild: Some(GuildId(GUILD)),
            channel: ChannelId(1001),
        };
        let seen = t.games().games_of_player(&member, UserId(1)).await.unwrap();
        assert_eq!(ids(seen), [here]);
        let newest = t.games().games_to_resume(10).await.unwrap();
        assert_eq!(newest.len(), 3, "every game under way");

        // Of the servers a login lists, those teban knows; a server's players; her channels.
        let known = t
            .servers()
            .servers_known(&[GuildId(99), GuildId(GUILD), GuildId(88)])
            .await
            .unwrap();
        assert_eq!(known, [GuildId(GUILD), GuildId(88)]);
        let players = t.standings().players_on(GuildId(GUILD)).await.unwrap();
        let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
        // Bob and cid sat at the newest game, in seats drawn at random: the last seen first.
        let mut newest: Vec<&str> = names.iter().take(2).copied().collect();
        newest.sort_unstable();
        assert_eq!((newest, names.get(2)), (vec!["bob", "cid"], Some(&"ann")), "{names:?}");
        assert_eq!(names.len(), 3, "{names:?}");
        let channels = t
            .challenges()
            .channels_of_player(UserId(1), GuildId(GUILD))
            .await
            .unwrap();
        assert_eq!(channels, [ChannelId(1001)]);
    }
}
