//! A tournament end to end on the loopback fake of Discord: a manager announces a Swiss of two
//! rounds, four members join with the announcement's button (each told so privately, the
//! announcement edited to list them), the manager starts it, each round's games open in threads
//! named with the tournament and the round, the players play them there, the announcement is
//! edited after every result to the standings a player reads (and the picture), the second round
//! is paired by itself when the first ends, and the final standings are posted with the podium.

use std::collections::BTreeMap;

use crate::support::bot::{bot_on_a_driven_clock, only_callback};
use crate::support::fake_discord::{
    FakeDiscord, FakeUser, Opt, CHANNEL_ID, MANAGE_GUILD, MEMBER_PERMISSIONS,
};
use serde_json::Value;

fn players() -> Vec<FakeUser> {
    vec![
        FakeUser::new(101, "ann"),
        FakeUser::new(102, "bob"),
        FakeUser::new(104, "cid"),
        FakeUser::new(105, "dee"),
    ]
}

fn text(message: &Value) -> String {
    message["content"].as_str().unwrap_or_default().to_string()
}

/// Plays the game of `thread` (named "Winter Cup · R1 · first vs second"): both move once, then
/// the second resigns. Returns the winner's name.
async fn play_thread(fake: &FakeDiscord, thread: u64, name: &str, users: &[FakeUser]) -> String {
    let players = name.rsplit(" · ").next().unwrap();
    let (first, second) = players.split_once(" vs ").unwrap();
    let user = |n: &str| users.iter().find(|u| u.name == n).unwrap().clone();
    for (who, mv) in [(first, "e2"), (second, "e8")] {
        let asked = fake.slash_in(thread, &user(who), "move", &[Opt::Str("notation", mv)]);
        let answer = only_callback(&fake.wait_answer(&asked).await).clone();
        assert!(!answer.is_ephemeral(), "{who} {mv}: {}", answer.text());
    }
    let asked = fake.slash_in(thread, &user(second), "resign", &[]);
    let answer = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(
        answer.text().contains(&format!("**{second}** resigns")),
        "{}",
        answer.text()
    );
    first.to_string()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_swiss_of_four_is_joined_by_buttons_played_in_threads_and_its_standings_edited() {
    let (fake, _dir, _bot) = bot_on_a_driven_clock().await;
    fake.allow_threads(true);
    let manager = FakeUser::new(103, "mod").with_permissions(MEMBER_PERMISSIONS | MANAGE_GUILD);
    let users = players();

    // A member without Manage Server may not announce one.
    let asked = fake.slash(
        &users[0],
        "tournament",
        &[Opt::Sub(
            "create",
            &[Opt::Str("game", "quoridor"), Opt::Str("format", "swiss")],
        )],
    );
    let refused = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(refused.is_ephemeral());
    assert!(
        refused.text().contains("Only members with Manage Server"),
        "{}",
        refused.text()
    );

    let asked = fake.slash(
        &manager,
        "tournament",
        &[Opt::Sub(
            "create",
            &[
                Opt::Str("game", "quoridor"),
                Opt::Str("format", "swiss"),
                Opt::Int("rounds", 2),
                Opt::Str("name", "Winter Cup"),
            ],
        )],
    );
    let made = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(!made.is_ephemeral(), "the announcement is for everyone");
    assert!(
        made.text().starts_with("🏆 **Winter Cup** · Quoridor"),
        "{}",
        made.text()
    );
    assert!(made.text().contains("Swiss, 2 rounds"), "{}", made.text());
    let join = made
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("join:"))
        .expect("a Join button");
    let announcement = fake.posted(&made);
    let id = announcement["id"].as_str().unwrap().to_string();

    for (n, user) in users.iter().enumerate() {
        let asked = fake.click(user, &announcement, &join);
        let joined = only_callback(&fake.wait_answer(&asked).await).clone();
        assert!(joined.is_ephemeral());
        assert_eq!(
            joined.text(),
            format!(
                "You are in **Winter Cup** ({}/16 players). Your games will come in their own threads.",
                n + 1
            )
        );
    }
    let listed = fake
        .wait_message(&id, "the announcement lists the four", |m| {
            text(m).contains("Players (4/16): **ann**, **bob**, **cid**, **dee**")
        })
        .await;
    assert!(
        text(&listed).contains("`/tournament start`"),
        "{}",
        text(&listed)
    );

    let asked = fake.slash(&manager, "tournament", &[Opt::Sub("start", &[])]);
    let started = only_callback(&fake.wait_answer(&asked).await).clone();
    assert_eq!(
        started.text(),
        "**Winter Cup** begins: round 1 is being paired."
    );

    let mut points: BTreeMap<String, u32> = BTreeMap::new();
    let mut results = 0;
    for round in 1..=2u32 {
        let threads = fake.wait_threads(2 * round as usize).await;
        let mut these: Vec<_> = threads
            .into_iter()
            .filter(|t| t.name.starts_with(&format!("Winter Cup · R{round} · ")))
            .collect();
        these.sort_by_key(|t| t.id);
        assert_eq!(
            these.len(),
            2,
            "round {round}: two games, each in its thread"
        );
        for thread in these {
            assert!(thread.from_message, "opened from its line in the channel");
            let winner = play_thread(&fake, thread.id, &thread.name, &users).await;
            *points.entry(winner).or_default() += 1;
            results += 1;
            // The announcement shows the result: every player's points, as a player reads them.
            let expected: Vec<String> = users
                .iter()
                .map(|u| {
                    format!(
                        "**{}** {}",
                        u.name,
                        points.get(&u.name).copied().unwrap_or(0)
                    )
                })
                .collect();
            let shown = fake
                .wait_message(
                    &id,
                    &format!("the standings after {results} results"),
                    |m| expected.iter().all(|e| text(m).contains(e.as_str())),
                )
                .await;
            assert!(
                text(&shown).contains("Standings: 1. **"),
                "{}",
                text(&shown)
            );
            assert_eq!(
                shown["attachments"][0]["filename"], "standings.png",
                "the standings picture is on the announcement"
            );
        }
    }
    let over = fake
        .wait_message(&id, "the announcement says it is over", |m| {
            text(m).contains("finished")
        })
        .await;
    assert!(
        over["components"].as_array().is_none_or(|c| c.is_empty()),
        "no Join button once it is over"
    );
    let best = *points.values().max().unwrap();
    let podium = fake
        .wait_posted("the final standings", |m| text(m).contains("is over"))
        .await;
    assert!(
        text(&podium).contains("\n🏆 **Winter Cup** is over (Swiss, 2 rounds)."),
        "{}",
        text(&podium)
    );
    // The gold goes to a player with the most points, and says them.
    let leaders: Vec<&String> = points
        .iter()
        .filter(|(_, p)| **p == best)
        .map(|(n, _)| n)
        .collect();
    assert!(
        leaders
            .iter()
            .any(|n| text(&podium).contains(&format!("🥇 **{n}** · {best}"))),
        "{}",
        text(&podium)
    );
    assert_eq!(podium["channel_id"], CHANNEL_ID.to_string());
    assert!(fake.violations().is_empty(), "{:?}", fake.violations());
}
