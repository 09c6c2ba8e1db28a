//! Conditional moves on Discord, end to end on the loopback fake: `/plan add` and `/plan show`
//! answered to the planner alone (the tree, the board), and the opponent's `/move` answered in
//! the channel with both moves, the planned one named, and the board after both.

use crate::support::board_and_posted;
use crate::support::bot::{bot_on_fake, only_callback, seats_of_a_new_game};
use crate::support::fake_discord::{FakeUser, Opt, CHANNEL_ID};
use teban::games::{AnyGame, GameKind};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_plan_is_shown_to_its_planner_alone_and_its_reply_posted_with_the_opponents_move() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    let [first, second] = seats_of_a_new_game(&fake, CHANNEL_ID, [&ann, &bob]).await;
    let asked = fake.slash(&first, "move", &[Opt::Str("notation", "e2")]);
    fake.wait_answer(&asked).await;

    let asked = fake.slash(
        &first,
        "plan",
        &[Opt::Sub("add", &[Opt::Str("line", "e8 e3 e7 e4")])],
    );
    let added = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(added.is_ephemeral(), "only the planner reads it");
    // In an embed's description: a tree may be longer than a message.
    assert_eq!(
        added.message()["embeds"][0]["description"],
        format!(
            "Line added: your plan holds one line, played only if **{}** plays their moves.\n\
             ```\ne8 → e3\n  e7 → e4\n```",
            second.name
        )
    );

    let asked = fake.slash(&first, "plan", &[Opt::Sub("show", &[])]);
    let shown = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(shown.is_ephemeral());
    assert!(
        shown.text().contains(
            "Your plan: their move → your reply (one line).\n```\ne8 → e3\n  e7 → e4\n```"
        ),
        "{}",
        shown.text()
    );
    assert_eq!(shown.files.len(), 1, "the board now");

    let asked = fake.slash(&second, "move", &[Opt::Str("notation", "e8")]);
    let answer = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(!answer.is_ephemeral());
    let text = answer.text();
    assert!(
        text.contains(&format!(
            "**{}** played e8.\n**{}** played e3, planned. **{}** to move (move 4).",
            second.name, first.name, second.name
        )),
        "{text}"
    );
    assert!(text.contains("Last move: `e8, e3`"), "{text}");
    let position = AnyGame::replay(GameKind::Quoridor, None, &["e2", "e8", "e3"]).unwrap();
    let names = vec![first.name.clone(), second.name.clone()];
    let (expected, posted) = board_and_posted(&position, names, &answer.files[0].bytes);
    assert!(posted == expected, "the board after both moves");
    assert!(
        answer.pinged().contains(&second.id.to_string()),
        "bob's turn again"
    );
}
