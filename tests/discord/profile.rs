//! `/profile` end to end on the loopback fake of Discord: nothing yet for a new player, then a
//! player's results, streak and rating as the leaderboard has it, with the rating chart as the
//! embed's picture.

use crate::support::bot::{bot_on_fake, game_begun, only_callback};
use crate::support::fake_discord::{FakeUser, Opt};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn profile_shows_a_players_results_and_rating_with_the_chart_in_its_embed() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let asked = fake.slash(&ann, "profile", &[]);
    let nothing = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(nothing.is_ephemeral());
    assert_eq!(
        nothing.text(),
        "**ann** has not played a game on this server yet."
    );

    game_begun(&fake, &ann, &bob).await;
    let asked = fake.slash(&bob, "resign", &[]);
    fake.wait_answer(&asked).await;
    let asked = fake.slash(&ann, "leaderboard", &[Opt::Str("game", "quoridor")]);
    let board = only_callback(&fake.wait_answer(&asked).await).text();
    let rating = board
        .lines()
        .find(|l| l.contains("**ann**"))
        .and_then(|l| l.split("**ann** ").nth(1))
        .and_then(|l| l.split(" · ").next())
        .expect("ann on the leaderboard")
        .to_string();

    // ann's own profile, and bob's as ann asks for it.
    for (of, options, result, streak) in [
        (&ann, vec![], "1W 0L 0D", "Streak: 1 win · Last: W vs bob"),
        (
            &bob,
            vec![Opt::User("user", &bob)],
            "0W 1L 0D",
            "Streak: 1 loss · Last: L vs ann",
        ),
    ] {
        let asked = fake.slash(&ann, "profile", &options);
        let shown = only_callback(&fake.wait_answer(&asked).await).clone();
        assert!(!shown.is_ephemeral());
        let text = shown.text();
        assert!(
            text.contains(&format!("**{}** on this server", of.name)),
            "{text}"
        );
        assert!(text.contains(&format!("1 game: {result}")), "{text}");
        assert!(text.contains(streak), "{text}");
        if of.id == ann.id {
            assert!(
                text.contains(&format!("Rating (2 players): {rating}")),
                "the leaderboard's {rating}: {text}"
            );
        }
        assert_eq!(
            shown.message()["embeds"][0]["image"]["url"],
            "attachment://board.png",
            "the chart is the embed's picture"
        );
        let chart = image::load_from_memory(&shown.files[0].bytes).expect("a PNG");
        assert_eq!((chart.width(), chart.height()), (720, 320));
    }
}
