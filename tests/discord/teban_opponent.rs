//! teban as an opponent on Discord, end to end: it takes a challenge at once and posts each of its
//! moves in the channel with the board; its move, committed just before the bot died while Discord
//! was unreachable, is posted once after the restart.

use crate::support::bot::{bot_on_fake, challenge_teban, Bot};
use crate::support::fake_discord::{FakeUser, Opt};
use teban::games::{AnyGame, GameKind};
use teban::render::{board_png, View};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn teban_itself_takes_a_challenge_and_posts_its_moves_with_the_board() {
    let (fake, _dir, bot) = bot_on_fake().await;
    let ann = FakeUser::new(101, "ann");
    let started = challenge_teban(&fake, &ann, "easy").await;
    assert!(started.contains("The game begins"), "{started}");
    let teban_first = started.contains("seat 1: **teban (easy)**");
    let names: Vec<String> = if teban_first {
        vec!["teban (easy)".into(), "ann".into()]
    } else {
        vec!["ann".into(), "teban (easy)".into()]
    };
    let mut moves: Vec<String> = Vec::new();
    // teban's move arrives as a channel message of its own, with the board of its position.
    let teban_moves = |from: usize| {
        fake.wait_call(from, "teban's move in the channel", |c| {
            c.method == "POST" && c.path.contains("/channels/") && c.path.ends_with("/messages")
        })
    };
    let mut seen = fake.calls().len();
    for turn in 0..4 {
        if turn > 0 || teban_first {
            let posted = teban_moves(seen).await;
            moves.push(posted.teban_played());
            let position = AnyGame::replay(GameKind::Quoridor, None, &moves).unwrap();
            let view = View {
                names: names.clone(),
                hints: false,
                ..View::default()
            };
            let expected = image::load_from_memory(&board_png(&position, &view))
                .unwrap()
                .to_rgba8();
            let shown = image::load_from_memory(&posted.files[0].bytes)
                .unwrap()
                .to_rgba8();
            assert!(
                shown == expected,
                "the board after teban's move {}",
                moves.len()
            );
            assert!(posted.text().contains(&ann.mention()), "pings ann");
        }
        // ann steps: the shortest legal move.
        let position = AnyGame::replay(GameKind::Quoridor, None, &moves).unwrap();
        let step = position
            .legal_moves()
            .into_iter()
            .min_by_key(String::len)
            .unwrap();
        seen = fake.calls().len();
        let asked = fake.slash(&ann, "move", &[Opt::Str("notation", &step)]);
        let answer = fake.wait_answer(&asked).await;
        assert!(answer.last().unwrap().text().contains("**teban (easy)**"));
        moves.push(step);
    }
    drop(bot);
}

/// Waits until the bot's outbox has an undelivered post that no deliverer holds.
async fn wait_until_no_post_is_held(db: &std::path::Path) {
    let url = format!("sqlite://{}?mode=ro", db.display());
    let pool = sqlx_sqlite::SqlitePool::connect(&url).await.unwrap();
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
