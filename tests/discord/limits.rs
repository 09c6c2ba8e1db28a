//! What a hostile tryout found on Discord, end to end against the loopback fake: the longest
//! names and inputs get short answers within Discord's limits (the fake refuses anything larger,
//! as Discord does), three opponents make a 4-player game, a draw offer pings only the others,
//! and teban's move, committed just before the bot died, is posted once after the restart.

#![recursion_limit = "256"]

mod support;

use support::bot::{bot_on_fake, challenge_teban, only_callback, Bot};
use support::fake_discord::{FakeDiscord, FakeUser, Opt};
use teban::games::{AnyGame, GameKind};
use teban::render::{board_png, View};

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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_variant_that_does_not_fit_the_opponents_names_the_one_that_does() {
    let (fake, _dir, bot) = bot_on_fake().await;
    let (ann, bob, cid, dee) = (
        FakeUser::new(101, "ann"),
        FakeUser::new(102, "bob"),
        FakeUser::new(103, "cid"),
        FakeUser::new(104, "dee"),
    );
    let asked = fake.slash(
        &ann,
        "challenge",
        &[
            Opt::Str("game", "quoridor"),
            Opt::Str("variant", "2-players"),
            Opt::User("opponent", &bob),
            Opt::User("opponent2", &cid),
            Opt::User("opponent3", &dee),
        ],
    );
    let refusal = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(refusal.is_ephemeral());
    assert_eq!(
        refusal.text(),
        "Quoridor (2-players) is for 2 players, not 4: pick the variant `4-players` for 3 opponents"
    );
    drop(bot);
}

/// Waits until the bot's outbox has an undelivered post that no deliverer holds.
async fn wait_until_no_post_is_held(db: &std::path::Path) {
    let url = format!("sqlite://{}?mode=ro", db.display());
    let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
    for _ in 0..1000 {
        let held: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL AND claimed_until IS NOT NULL",
        )
        .fetch_one(&pool)
        .await
        .unwrap();
        let unsent: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL")
            .fetch_one(&pool)
            .await
            .unwrap();
        if held == 0 && unsent == 1 {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    panic!("the bot never let go of its failed post");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tebans_move_committed_just_before_a_crash_is_posted_once_after_the_restart() {
    let (fake, dir, bot) = bot_on_fake().await;
    let ann = FakeUser::new(101, "ann");
    // Discord is unreachable for channel posts: teban's move will be committed, not posted.
    fake.fail_channel_posts(true);
    let started = challenge_teban(&fake, &ann, "easy").await;
    let teban_first = started.contains("seat 1: **teban (easy)**");
    let mut moves: Vec<String> = Vec::new();
    if !teban_first {
        let asked = fake.slash(&ann, "move", &[Opt::Str("notation", "e2")]);
        fake.wait_answer(&asked).await;
        moves.push("e2".into());
    }
    // The bot tried to post teban's move and failed (and let go of the post); then it dies.
    fake.wait_call(0, "a failed post of teban's move", |c| {
        c.method == "POST" && c.path.contains("/channels/") && c.created.is_none()
    })
    .await;
    wait_until_no_post_is_held(&dir.path().join("teban.db")).await;
    bot.kill();
    assert!(fake.channel_messages().is_empty());

    // Back up, with Discord reachable again: the move is posted, with its board, once.
    fake.fail_channel_posts(false);
    let bot = Bot::start(&fake, dir.path(), &[]);
    fake.wait_ready(2).await;
    let posted = fake.wait_channel_messages(1).await;
    let sent = fake
        .calls()
        .into_iter()
        .find(|c| c.created.is_some())
        .unwrap();
    let text = posted[0]["embeds"][0]["description"]
        .as_str()
        .unwrap()
        .to_string();
    moves.push(sent.teban_played());
    assert!(
        text.ends_with(&format!("**ann** to move (move {}).", moves.len() + 1)),
        "{text}"
    );
    assert_eq!(posted[0]["content"], ann.mention());
    let names: Vec<String> = if teban_first {
        vec!["teban (easy)".into(), "ann".into()]
    } else {
        vec!["ann".into(), "teban (easy)".into()]
    };
    let position = AnyGame::replay(GameKind::Quoridor, None, &moves).unwrap();
    let expected = board_png(
        &position,
        &View {
            names,
            hints: false,
            ..View::default()
        },
    );
    let sent = fake
        .calls()
        .into_iter()
        .rev()
        .find(|c| c.created.is_some())
        .unwrap();
    assert!(
        image::load_from_memory(&sent.files[0].bytes)
            .unwrap()
            .to_rgba8()
            == image::load_from_memory(&expected).unwrap().to_rgba8(),
        "the board after teban's move"
    );
    // ann moves on; teban answers with one new post, and the old one is never shown again.
    let step = position
        .legal_moves()
        .into_iter()
        .min_by_key(String::len)
        .unwrap();
    let asked = fake.slash(&ann, "move", &[Opt::Str("notation", &step)]);
    fake.wait_answer(&asked).await;
    let posted = fake.wait_channel_messages(2).await;
    assert_eq!(posted.len(), 2);
    assert!(posted[1]["embeds"][0]["description"]
        .as_str()
        .unwrap()
        .contains("**teban (easy)** played"));
    drop(bot);
}
