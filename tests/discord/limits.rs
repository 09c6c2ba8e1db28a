//! Discord's limits, end to end against the loopback fake: the longest names and inputs get short
//! answers within them (the fake refuses anything larger, as Discord does), three opponents make a
//! 4-player game with every name in full, and a draw offer pings only the others.

use crate::support::bot::{bot_on_fake, only_callback};
use crate::support::fake_discord::{FakeDiscord, FakeUser, Opt};

/// A user with a name as long as Discord allows (32 characters), of wide letters.
fn long_named(id: u64, letter: char) -> FakeUser {
    FakeUser::new(id, &letter.to_string().repeat(32))
}

/// `challenger` challenges `opponents` to Quoridor without naming a variant; every opponent
/// accepts. Returns the answer to the last acceptance (the first board).
async fn quoridor_accepted(
    fake: &FakeDiscord,
    challenger: &FakeUser,
    opponents: &[&FakeUser],
) -> String {
    let names = ["opponent", "opponent2", "opponent3"];
    let mut options = vec![Opt::Str("game", "quoridor")];
    options.extend(opponents.iter().zip(names).map(|(u, n)| Opt::User(n, u)));
    let asked = fake.slash(challenger, "challenge", &options);
    let calls = fake.wait_answer(&asked).await;
    let made = only_callback(&calls);
    assert!(!made.is_ephemeral(), "{}", made.text());
    let challenge = fake.posted(made);
    let accept = made
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("accept:"))
        .expect("an Accept button");
    let mut last = String::new();
    for opponent in opponents {
        let asked = fake.click(opponent, &challenge, &accept);
        last = only_callback(&fake.wait_answer(&asked).await).text();
    }
    last
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_longest_names_and_inputs_get_short_answers_within_discords_limits() {
    let (fake, _dir, bot) = bot_on_fake().await;
    let players = [
        long_named(201, 'Ｗ'),
        long_named(202, 'Ｍ'),
        long_named(203, '漢'),
        long_named(204, 'ß'),
    ];
    let [a, b, c, d] = &players;
    // Three opponents and no variant: a 4-player game, every name in full.
    let begun = quoridor_accepted(&fake, a, &[b, c, d]).await;
    assert!(begun.contains("Quoridor (4-players)"), "{begun}");
    for p in &players {
        assert!(begun.contains(&p.name), "{begun}");
    }
    let mover = players
        .iter()
        .find(|p| begun.contains(&format!("seat 1: **{}**", p.name)))
        .expect("seat 1 is one of them");

    // A 6,000-character move: a short refusal that does not echo it.
    let long = "e2".repeat(3000);
    let asked = fake.slash(mover, "move", &[Opt::Str("notation", &long)]);
    let refusal = only_callback(&fake.wait_answer(&asked).await).text();
    assert_eq!(
        refusal,
        "that is 6,000 characters long, and no move is longer than 64"
    );
    // Nothing typed: no stray backticks.
    let asked = fake.slash(mover, "move", &[Opt::Str("notation", "  ")]);
    let refusal = only_callback(&fake.wait_answer(&asked).await).text();
    assert_eq!(
        refusal,
        "type a move, for example e2 (start typing to see the legal ones)"
    );
    // Control characters are not echoed raw.
    let asked = fake.slash(mover, "move", &[Opt::Str("notation", "e2\u{7}\u{1b}[2J")]);
    let refusal = only_callback(&fake.wait_answer(&asked).await).text();
    assert!(!refusal.chars().any(|c| c.is_control()), "{refusal:?}");
    // A malformed move of ordinary length is quoted, and only it.
    let asked = fake.slash(mover, "move", &[Opt::Str("notation", "fly")]);
    let refusal = only_callback(&fake.wait_answer(&asked).await).text();
    assert!(refusal.starts_with("`fly` is not a move"), "{refusal}");

    // A real move, a draw offer and the leaderboard: every answer fits (the fake checks each
    // against Discord's limits), and the offer pings the three others, not its author.
    let asked = fake.slash(mover, "move", &[Opt::Str("notation", "e2")]);
    let moved = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(moved.text().contains("played e2"), "{}", moved.text());
    let asked = fake.slash(mover, "draw", &[]);
    let calls = fake.wait_answer(&asked).await;
    let offer = only_callback(&calls);
    assert!(offer.text().contains("offers a draw"), "{}", offer.text());
    let mut others: Vec<String> = players
        .iter()
        .filter(|p| p.id != mover.id)
        .map(|p| p.id.to_string())
        .collect();
    others.sort();
    assert_eq!(offer.pinged(), others);
    // Every other answer these players can get, each checked by the fake against Discord's
    // limits: the board, the lists, the texts, a resignation in a 4-player game, the abort.
    let commands: [(&str, Vec<Opt>); 7] = [
        ("leaderboard", vec![Opt::Str("game", "quoridor")]),
        ("board", vec![]),
        ("games", vec![]),
        ("help", vec![]),
        ("rules", vec![Opt::Str("game", "sensei")]),
        ("resign", vec![]),
        ("abort", vec![]),
    ];
    for (command, options) in commands {
        let asked = fake.slash(mover, command, &options);
        let answer = fake.wait_answer(&asked).await;
        assert!(!answer.last().unwrap().text().is_empty(), "/{command}");
    }
    let asked = fake.autocomplete(b, "move", &[Opt::Focused("notation", &"e".repeat(90))]);
    fake.wait_answer(&asked).await;
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
    drop(bot);
}
