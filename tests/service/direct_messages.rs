//! Direct messages with the bot, one person's place: only teban can be challenged there, and the
//! games played there are that person's alone, rated on a ladder of their own that no other
//! person's leaderboard, profile, games list or records ever show.

use crate::on_both;
use crate::support::service::*;
use teban::ai::Level;
use teban::games::GameKind;
use teban::store::Scope;
use teban::table::{Caller, GameId, Player, Refusal, Table};

/// `who`'s direct messages with the bot: no server, a channel of their own.
fn in_dm(who: &Caller) -> Caller {
    Caller::new(
        who.player.id,
        &who.player.name,
        None,
        900_000 + who.player.id.0,
    )
}

/// `who` challenges teban (easy) in their direct messages, and resigns at once: a loss rated on
/// their own ladder. The game's number.
async fn lost_to_teban(table: &Table, who: &Caller) -> GameId {
    let begun = table
        .challenges()
        .challenge(who, quoridor(vec![Player::teban(Level::Easy)], None))
        .await
        .unwrap();
    assert!(
        begun.text.on_discord().contains("The game begins"),
        "{}",
        begun.text.on_discord()
    );
    assert!(begun.thread.is_none(), "no thread outside a server");
    let game = begun.card.expect("teban accepts at once").game;
    let ended = table.games().resign(who, None).await.unwrap();
    assert!(
        ended.text.on_discord().contains("resigns"),
        "{}",
        ended.text.on_discord()
    );
    game
}

/// The leaderboard line of `name` on a 2-player ladder of `scope`, as the leaderboard writes it.
async fn line_of(table: &Table, scope: Scope, rank: usize, name: &str) -> String {
    let ladder = table
        .standings()
        .standings(scope, GameKind::Quoridor, 2, 10)
        .await
        .unwrap();
    let s = ladder
        .iter()
        .find(|s| s.name == name)
        .unwrap_or_else(|| panic!("{name} on the ladder"));
    format!(
        "{rank}. **{name}** {:.0} (±{:.0}) · {}W {}L {}D",
        s.rating, s.deviation, s.wins, s.losses, s.draws
    )
}

on_both! {
    #[tokio::test]
    async fn in_a_direct_message_a_person_cannot_be_challenged_but_teban_can() {
        let f = table().await;
        let t = &f.table;
        let (ann_dm, bob_dm) = (in_dm(&ann()), in_dm(&bob()));
        let refused = t
            .challenges().challenge(&ann_dm, quoridor(vec![bob_dm.player.clone()], None))
            .await
            .unwrap_err();
        assert_eq!(
            refused.to_string(),
            "in a direct message you can only play teban: challenge a friend in a server"
        );
        assert_eq!(
            refused.text(teban::i18n::Lang::Fr).on_discord(),
            "en message privé, tu ne peux jouer que contre teban : défie tes amis sur un serveur"
        );
        // teban and people at once (4-player Quoridor) is a challenge of people too.
        let people_and_teban = vec![
            bob_dm.player.clone(),
            cid().player,
            Player::teban(Level::Easy),
        ];
        let four = t
            .challenges().challenge(&ann_dm, quoridor(people_and_teban, None))
            .await
            .unwrap_err();
        assert!(matches!(four, Refusal::Said(_)), "{four:?}");
        assert_eq!(four.to_string(), refused.to_string());
        assert!(t.challenges().challenges(&ann_dm).await.unwrap().is_empty(), "nothing is open");
        assert!(t.challenges().challenges(&bob_dm).await.unwrap().is_empty());

        // teban is played there as anywhere.
        let begun = t
            .challenges().challenge(&ann_dm, quoridor(vec![Player::teban(Level::Easy)], None))
            .await
            .unwrap();
        let card = begun.card.expect("the game starts at once");
        assert!(begun.text.on_discord().contains("The game begins"), "{}", begun.text.on_discord());
        let games = t.standings().games(&ann_dm).await.unwrap();
        assert!(
            games.text.on_discord().starts_with("**ann**, your unfinished games here:"),
            "{}",
            games.text.on_discord()
        );
        assert!(
            games.text.on_discord().contains(&format!("game #{} · Quoridor", card.game.0)),
            "{}",
            games.text.on_discord()
        );
    }
}

on_both! {
    #[tokio::test]
    async fn direct_message_games_are_on_their_players_own_ladder_and_nobody_elses() {
        let f = table().await;
        let t = &f.table;
        let (ann_dm, bob_dm) = (in_dm(&ann()), in_dm(&bob()));
        let anns = [lost_to_teban(t, &ann_dm).await, lost_to_teban(t, &ann_dm).await];
        lost_to_teban(t, &bob_dm).await;
        // One more of ann's, still on.
        let on = t
            .challenges().challenge(&ann_dm, quoridor(vec![Player::teban(Level::Easy)], None))
            .await
            .unwrap()
            .card
            .unwrap()
            .game;

        // bob's leaderboard in his DM: his own ladder, where teban won once, not three times.
        let own = Scope::Own(bob_dm.player.id);
        let board = t.standings().leaderboard(&bob_dm, GameKind::Quoridor, 10).await.unwrap();
        assert_eq!(
            board.text.on_discord(),
            format!(
                "Leaderboards belong to servers. Here is your own ladder: your rated games \
                 against teban in direct messages, which only you see.\n\
                 **Quoridor — 2 players**\n{}\n{}",
                line_of(t, own, 1, "teban (easy)").await,
                line_of(t, own, 2, "bob").await
            )
        );
        assert!(board.text.on_discord().contains("· 1W 0L 0D"), "{}", board.text.on_discord());
        assert!(board.text.on_discord().contains("**bob** ") && board.text.on_discord().contains("· 0W 1L 0D"));
        let anns_board = t.standings().leaderboard(&ann_dm, GameKind::Quoridor, 10).await.unwrap();
        assert!(anns_board.text.on_discord().contains("**teban (easy)**"), "{}", anns_board.text.on_discord());
        assert!(anns_board.text.on_discord().contains("· 2W 0L 0D"), "{}", anns_board.text.on_discord());
        assert!(anns_board.text.on_discord().contains("· 0W 2L 0D"), "{}", anns_board.text.on_discord());
        assert!(!anns_board.text.on_discord().contains("bob"), "{}", anns_board.text.on_discord());

        // Their profiles: each their own, and another's refused.
        let mine = t.standings().profile(&bob_dm, &bob_dm.player).await.unwrap();
        assert!(mine.text.on_discord().starts_with("**bob** here"), "{}", mine.text.on_discord());
        assert!(mine.text.on_discord().contains("1 game: 0W 1L 0D"), "{}", mine.text.on_discord());
        assert!(!mine.text.on_discord().contains("ann"), "{}", mine.text.on_discord());
        let hers = t.standings().profile(&ann_dm, &ann_dm.player).await.unwrap();
        assert!(hers.text.on_discord().contains("2 games: 0W 2L 0D"), "{}", hers.text.on_discord());
        let others = "in a direct message you see only your own games: look at other players in a \
                      server";
        for refused in [
            t.standings().profile(&bob_dm, &ann_dm.player).await.unwrap_err(),
            t.standings().record(&bob_dm, &ann_dm.player).await.unwrap_err(),
        ] {
            assert_eq!(refused.to_string(), others);
        }

        // Her games, records and boards are not his to reach from his DM.
        assert_eq!(
            t.standings().games(&bob_dm).await.unwrap().text.on_discord(),
            "**bob**, you have no unfinished game here."
        );
        for game in [anns[0], anns[1], on] {
            assert_eq!(
                t.games().game_record(&bob_dm, Some(game)).await.unwrap_err(),
                Refusal::NotOnThisServer { game }
            );
            assert_eq!(
                t.games().watch(&bob_dm, game).await.unwrap_err(),
                Refusal::NotOnThisServer { game }
            );
        }
        assert!(t.games().game_record(&ann_dm, Some(anns[0])).await.is_ok());

        // Nor does a server see them: its leaderboard and profiles know no DM game.
        assert_eq!(
            t.standings().leaderboard(&ann(), GameKind::Quoridor, 10)
                .await
                .unwrap()
                .text.on_discord(),
            "No rated Quoridor game has finished here yet."
        );
        assert_eq!(
            t.standings().profile(&ann(), &ann_dm.player).await.unwrap().text.on_discord(),
            "**ann** has not played a game on this server yet."
        );
    }
}
