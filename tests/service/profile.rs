//! A player's profile, seen from outside the service: two rated games played on a driven clock,
//! then every number `/profile` shows (rating as the leaderboard has it, games, wins, losses,
//! streak, last results, median time per move), the rating history behind the chart, and the
//! chart itself.

use crate::on_both;
use crate::support::service::*;
use teban::clock::ManualClock;
use teban::games::GameKind;
use teban::i18n::Lang;
use teban::store::GuildId;
use teban::store::Scope;
use teban::table::{ActionId, Reply, Table};

/// The player to move plays their first quick move after `minutes`: the reply.
async fn move_after(t: &Table, clock: &ManualClock, reply: &Reply, minutes: i64) -> Reply {
    clock.advance(minutes * MINUTE);
    let notation = reply
        .actions
        .iter()
        .find_map(|a| match &a.id {
            ActionId::Move { notation, .. } => Some(notation.clone()),
            _ => None,
        })
        .expect("a quick move");
    t.games()
        .play(&to_move(reply, CHANNEL), &notation, None)
        .await
        .unwrap()
}

on_both! {
    #[tokio::test]
    async fn a_profile_shows_every_number_of_the_players_games_and_their_rating_over_time() {
        let clock = ManualClock::at(T0);
        let f = clocked(&clock).await;
        let t = &f.table;
        assert!(t
            .standings().profile(&ann(), &ann().player)
            .await
            .unwrap()
            .text.on_discord()
            .contains("has not played a game on this server yet"));

        // Two rated games; ann's moves and results are noted as they happen.
        let mut ann_took = Vec::new();
        let mut ann_results = Vec::new();
        for (first, second, then) in [(10, 30, 60), (20, 5, 1)] {
            let made = t
                .challenges().challenge(&ann(), quoridor(vec![bob().player], None))
                .await
                .unwrap();
            let begun = t.challenges().accept(&bob(), challenge_id(&made)).await.unwrap();
            let one = move_after(t, &clock, &begun, first).await;
            let two = move_after(t, &clock, &one, second).await;
            for (reply, took) in [(&begun, first), (&one, second)] {
                if to_move(reply, CHANNEL).player.id == ann().player.id {
                    ann_took.push(took * MINUTE);
                }
            }
            // The player to move then resigns.
            clock.advance(then * MINUTE);
            let loser = to_move(&two, CHANNEL);
            t.games().resign(&loser, None).await.unwrap();
            ann_results.push(if loser.player.id == ann().player.id {
                "L"
            } else {
                "W"
            });
        }
        ann_results.reverse(); // newest first
        let wins = ann_results.iter().filter(|r| **r == "W").count();

        let profile = t.standings().profile(&bob(), &ann().player).await.unwrap();
        let text = &profile.text.on_discord();
        let standing = t
            .standings().standings(Scope::Server(GuildId(GUILD)), GameKind::Quoridor, 2, 10)
            .await
            .unwrap()
            .into_iter()
            .find(|s| s.user == ann().player.id)
            .unwrap();
        assert!(
            text.starts_with(
                "**ann** on this server\nVacation: 14 days left this year.\n\n**Quoridor**\n"
            ),
            "{text}"
        );
        assert!(
            text.contains(&format!(
                "Rating (2 players): {:.0} (±{:.0})\n",
                standing.rating, standing.deviation
            )),
            "the leaderboard's rating: {text}"
        );
        assert!(
            text.contains(&format!("2 games: {wins}W {}L 0D\n", 2 - wins)),
            "{text}"
        );
        let streak = if ann_results[0] == ann_results[1] {
            format!(
                "2 {}",
                if ann_results[0] == "W" {
                    "wins"
                } else {
                    "losses"
                }
            )
        } else {
            format!("1 {}", if ann_results[0] == "W" { "win" } else { "loss" })
        };
        assert!(
            text.contains(&format!(
                "Streak: {streak} · Last: {} vs bob · {} vs bob\n",
                ann_results[0], ann_results[1]
            )),
            "{text}"
        );
        let mut took = ann_took.clone();
        took.sort();
        let median = if took.len() % 2 == 1 {
            took[took.len() / 2]
        } else {
            (took[took.len() / 2 - 1] + took[took.len() / 2]) / 2
        };
        assert!(
            text.ends_with(&format!(
                "Median time per move: {} ({} move{})",
                teban::table::time_taken(teban::i18n::Lang::En, median),
                took.len(),
                if took.len() == 1 { "" } else { "s" }
            )),
            "{text}"
        );

        // One point of history per rated game, the last one the rating now.
        let history = t
            .store()
            .rating_history(Scope::Server(GuildId(GUILD)), ann().player.id)
            .await
            .unwrap();
        assert_eq!(history.len(), 2);
        assert_eq!(history[1].rating, standing.rating);
        assert!(history[0].at < history[1].at);

        // The chart: a PNG of the chart's size.
        let chart = image::load_from_memory(&profile.picture.as_ref().expect("a chart").png()).unwrap();
        assert_eq!(
            (chart.width(), chart.height()),
            (teban::render::chart::WIDTH, teban::render::chart::HEIGHT)
        );

        // In a server whose language is German, the channel reads the profile in German, the
        // leaderboard too; a profile with nothing in it is only the asker's, in the asker's
        // French.
        let german = bob().speaking(Lang::Fr, Some(Lang::De));
        let profile = t.standings().profile(&german, &ann().player).await.unwrap();
        assert_eq!(profile.lang, Lang::De);
        let text = &profile.text.on_discord();
        assert!(
            text.starts_with(&format!(
                "**ann** auf diesem Server\nUrlaub: noch 14 Tage dieses Jahr.\n\n**Quoridor**\nWertung (2 Spieler): {:.0} (±{:.0})\n\
                 2 Partien: {wins}S {}N 0R\n",
                standing.rating,
                standing.deviation,
                2 - wins
            )),
            "{text}"
        );
        assert!(text.contains("\nSerie: "), "{text}");
        assert!(text.contains(" gegen bob · "), "{text}");
        assert!(text.contains("\nZeit pro Zug (Median): "), "{text}");
        let board = t
            .standings().leaderboard(&german, GameKind::Quoridor, 10)
            .await
            .unwrap();
        assert!(
            board.text.on_discord().starts_with("**Quoridor — 2 Spieler**\n1. **"),
            "{}",
            board.text.on_discord()
        );
        let nobody = t.standings().profile(&german, &cid().player).await.unwrap();
        assert!(nobody.for_caller());
        assert_eq!(
            nobody.text.on_discord(),
            "**cid** n’a encore joué aucune partie sur ce serveur."
        );
    }
}
