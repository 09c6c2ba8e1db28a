//! What teban owes a game where it only answers, followed up once whatever became of Discord's
//! answer, end to end on the loopback fake: a follow-up carries no nonce, so one that Discord took
//! and whose answer never reached teban (the connection dropped; the process died waiting for
//! it) is not made again, nor sent by direct message: the conversation shows it once, and the
//! next answer there says it in its first line. Two processes that both claim the post (the
//! first's claim ran out while it waited for Discord) follow it up once. And a move teban makes
//! while its answer to the press that led to it is on its way, with no earlier answer to follow,
//! waits for that answer and follows it up, rather than go by direct message. Time is the bot's
//! driven clock.

use serde_json::Value;
use tempfile::TempDir;

use crate::owed_anywhere::{
    ann_plays_teban, ann_presses, board, follow_ups, said_first, SINCE, TEBAN_PLAYED,
};
use crate::support::bot::{
    bot_with_global_commands_on_a_driven_clock, set_clock, Bot, GLOBAL_COMMANDS, SETTLED, T0,
};
use crate::support::fake_discord::{
    is_ephemeral, text_of, Conversation, FakeDiscord, FakeUser, WAIT,
};

/// Longer than a deliverer's claim of a post (15 s): another may claim it then.
const PAST_THE_CLAIM: i64 = 20_000;
/// Longer than teban follows up on an answer (14 of Discord's 15 minutes).
const PAST_THE_TOKEN: i64 = 15 * 60_000;

/// The move teban played, as `message` says it (`**teban (easy)** played e8.`).
fn teban_s_move(message: &Value) -> String {
    let text = text_of(message);
    let (_, after) = text
        .split_once(&format!("{TEBAN_PLAYED} "))
        .unwrap_or_else(|| panic!("teban played nothing: {text}"));
    after
        .split(|c: char| c.is_whitespace() || c == '.')
        .next()
        .unwrap()
        .to_string()
}

/// How many follow-ups Discord took that show teban playing `mv`.
fn followed_up(fake: &FakeDiscord, mv: &str) -> usize {
    let played = format!("{TEBAN_PLAYED} {mv}");
    let taken = follow_ups(fake).into_iter().filter(|c| c.status == 200);
    taken.filter(|c| c.text().contains(&played)).count()
}

/// ann presses a move on `card` in `dm`, and teban's reply follows her press up: the follow-up,
/// as the conversation shows it.
async fn teban_replies(
    fake: &FakeDiscord,
    dm: &Conversation,
    ann: &FakeUser,
    card: &Value,
) -> Value {
    let shown = fake.shown_in(dm).len();
    ann_presses(fake, ann, card).await;
    let after = fake.wait_shown_in(dm, shown + 1).await;
    assert!(
        text_of(&after[shown]).contains(TEBAN_PLAYED),
        "{:#}",
        after[shown]
    );
    after[shown].clone()
}

/// The next answer in `dm`, ann's `/board`, begins with the line that says teban played `mv`
/// in game `number`; the answer after it says nothing of it.
async fn said_once_by_the_next_answer(
    (fake, dm, ann): (&FakeDiscord, &Conversation, &FakeUser),
    number: &str,
    mv: &str,
) {
    let answer = board(fake, dm, ann).await.text();
    let line = said_first(&answer);
    let played = format!("{SINCE}{number}: {TEBAN_PLAYED} {mv}");
    assert!(line.starts_with(&played), "{answer}");
    assert!(!board(fake, dm, ann).await.text().contains(SINCE));
}

/// Waits until `bot` has logged `needle` more than `before` times (failing the test after
/// [`WAIT`]).
async fn logged_again(bot: &Bot, needle: &str, before: usize) {
    let started = std::time::Instant::now();
    while bot.log_text().matches(needle).count() <= before {
        assert!(
            started.elapsed() < WAIT,
            "never logged `{needle}` again: {}",
            bot.log_text()
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// The game's number, as `card`'s Board button names it.
fn number_of(card: &Value) -> String {
    let ids = crate::games_anywhere::button_ids(card);
    let board = ids.iter().find_map(|id| id.strip_prefix("board:"));
    board.expect("a Board button").to_string()
}

/// A bot started on the database and the driven clock of `dir`, as
/// [`bot_with_global_commands_on_a_driven_clock`] starts the first.
async fn another_bot(fake: &FakeDiscord, dir: &std::path::Path, started: u64) -> Bot {
    let clock = dir.join("now").display().to_string();
    let env = [("TEBAN_TEST_CLOCK_FILE", clock.as_str()), GLOBAL_COMMANDS];
    let bot = Bot::start(fake, dir, &env);
    fake.wait_ready(started).await;
    bot
}

/// A bot on a driven clock, and a game of ann's against teban (easy) in her DM with bob (she
/// installed teban), at her turn: the DM, and the card that shows the game.
async fn ann_plays_teban_in_a_dm() -> (FakeDiscord, TempDir, Bot, Conversation, Value) {
    let (fake, dir, bot) = bot_with_global_commands_on_a_driven_clock().await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    fake.install(&ann);
    let dm = fake.user_dm(&ann, &bob);
    let card = ann_plays_teban(&fake, &dm, &ann).await;
    (fake, dir, bot, dm, card)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_follow_up_whose_answer_never_reached_teban_is_shown_once_and_said_by_the_next_answer() {
    let (fake, dir, bot, dm, card) = ann_plays_teban_in_a_dm().await;
    let (ann, bob) = (&dm.members[0], &dm.members[1]);
    let number = number_of(&card);

    // Discord takes teban's reply to ann's press and shows it; its answer is lost on the way (the
    // connection drops). teban does not follow up again, nor send it by direct message.
    fake.drop_answer_to_next_follow_up();
    let reply = teban_replies(&fake, &dm, ann, &card).await;
    let mv = teban_s_move(&reply);
    bot.wait_log("no answer to the follow-up").await;
    said_once_by_the_next_answer((&fake, &dm, ann), &number, &mv).await;
    assert_eq!(followed_up(&fake, &mv), 1);
    let shown = fake.shown_in(&dm);
    let everyone_s = shown.iter().filter(|m| !is_ephemeral(m));
    let showing = everyone_s.filter(|m| text_of(m).contains(&format!("played {mv}")));
    assert_eq!(showing.count(), 1, "one message shows teban's move");

    // Once more, and teban dies while Discord's answer hangs. Past the dead process's claim, the
    // next process does not follow it up again either: the next answer says it.
    let hangs = fake.hang_answer_to_next_follow_up();
    let settled = bot.logged_times(SETTLED);
    let reply = teban_replies(&fake, &dm, ann, &reply).await;
    let mv = teban_s_move(&reply);
    bot.wait_log_times(SETTLED, settled + 1).await;
    bot.kill();
    drop(hangs);
    set_clock(dir.path(), T0 + PAST_THE_CLAIM);
    let bot = another_bot(&fake, dir.path(), 2).await;
    bot.wait_log("may have been shown: it waits for the next answer")
        .await;
    said_once_by_the_next_answer((&fake, &dm, ann), &number, &mv).await;
    assert_eq!(followed_up(&fake, &mv), 1);
    for player in [ann, bob] {
        assert!(fake.shown_in(&fake.bot_dm(player)).is_empty(), "no DM");
    }
    crate::play_anywhere::assert_nothing_posted(&fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_that_claim_one_post_follow_it_up_once() {
    let (fake, dir, first, dm, card) = ann_plays_teban_in_a_dm().await;
    let ann = &dm.members[0];
    let number = number_of(&card);

    // Discord is slow to answer the first process's follow-up, past its claim of the post: a
    // second process on the same database claims the post, and leaves it be.
    let hangs = fake.hang_answer_to_next_follow_up();
    let reply = teban_replies(&fake, &dm, ann, &card).await;
    let mv = teban_s_move(&reply);
    first.wait_log_times(SETTLED, 1).await;
    set_clock(dir.path(), T0 + PAST_THE_CLAIM);
    let second = another_bot(&fake, dir.path(), 2).await;
    second
        .wait_log("may have been shown: it waits for the next answer")
        .await;

    // Discord's answer reaches the first: the post was delivered, and nothing waits for the
    // next answer.
    let delivered = "the post followed the conversation's answer up";
    let before = first.log_text().matches(delivered).count();
    hangs.send(()).unwrap();
    logged_again(&first, delivered, before).await;
    let answer = board(&fake, &dm, ann).await.text();
    assert!(!answer.contains(SINCE), "{answer}");
    assert!(answer.contains(&format!("#{number}")), "{answer}");
    assert_eq!(followed_up(&fake, &mv), 1);
    crate::play_anywhere::assert_nothing_posted(&fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn teban_s_move_made_while_its_answer_is_on_the_way_follows_that_answer_up() {
    let (fake, dir, bot, dm, card) = ann_plays_teban_in_a_dm().await;
    let (ann, bob) = (&dm.members[0], &dm.members[1]);

    // A quarter of an hour on, no answer in the DM lets teban follow up. ann presses a move;
    // Discord takes teban's answer but hangs before saying so, while teban replies: its move
    // waits for that answer, and goes to nobody's direct messages.
    set_clock(dir.path(), T0 + PAST_THE_TOKEN);
    let shown = fake.shown_in(&dm).len();
    let hangs = fake.hang_next_callback();
    let ids = crate::games_anywhere::button_ids(&card);
    let id = ids.iter().find(|id| id.starts_with("mv:")).expect("a move");
    let asked = fake.click(ann, &card, id);
    bot.wait_log("teban is answering in the conversation: the post follows it up")
        .await;
    for player in [ann, bob] {
        assert!(fake.shown_in(&fake.bot_dm(player)).is_empty(), "no DM");
    }

    // The answer reaches teban: the move follows it up, once.
    hangs.send(()).unwrap();
    fake.wait_answer(&asked).await;
    let after = fake.wait_shown_in(&dm, shown + 1).await;
    let mv = teban_s_move(&after[shown]);
    assert_eq!(followed_up(&fake, &mv), 1);
    for player in [ann, bob] {
        assert!(fake.shown_in(&fake.bot_dm(player)).is_empty(), "no DM");
    }
    crate::play_anywhere::assert_nothing_posted(&fake);
}
