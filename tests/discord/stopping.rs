//! A clean stop end to end: the real `teban` binary on the loopback fake of Discord, stopped with
//! SIGTERM as a supervisor stops it. The work under way finishes (a move being answered, a post
//! being delivered), what the bot held is handed back (teban's turn being thought, the posts it
//! claimed) and it exits 0; the next start takes all of it up at once. The bot's clock is a
//! driven one that never moves, and teban's claims are given an hour's margin: a claim that was
//! not handed back could never run out within the test, and the restart would never take it.
//! Under load nothing acknowledged is lost and nothing is delivered twice (`-- --nocapture`
//! prints how long the stop took). A second signal stops the bot at once, with status 130.
//!
//! A stop waits for what the test holds (a post or an answer Discord hangs on) for as long as the
//! test holds it: these bots are given an hour's grace ([`GRACE`]), so that however slow the
//! machine, the test lets the work go, or signals again, while the stop still waits. One bot is
//! given no grace to speak of, and its stop cuts off what it waited for.

use std::collections::HashMap;
use std::path::Path;
use std::time::{Duration, Instant};

use crate::support::bot::{game_begun, set_clock, teban_game_begun, Bot, T0};
use crate::support::fake_discord::{FakeDiscord, FakeUser, Interaction, Opt, WAIT};
use teban::store::{GameId, Store, UserId};

/// `AI_CLAIM_MARGIN_MS` of these bots: a claim on teban's turn outlasts the test by far.
const MARGIN: &str = "3600000";

/// `STOP_GRACE_MS` of these bots: a stop waits for the work under way as long as the test holds
/// it.
const GRACE: &str = "3600000";

/// A bot on the fake whose clock stays at [`T0`], teban thinking `think` milliseconds a move, a
/// stop waiting at most `grace` milliseconds.
fn start_bot_with_grace(fake: &FakeDiscord, dir: &Path, think: &str, grace: &str) -> Bot {
    let clock = dir.join("now").display().to_string();
    let settings = [
        ("TEBAN_TEST_CLOCK_FILE", clock.as_str()),
        ("AI_MOVE_MS", think),
        ("AI_CLAIM_MARGIN_MS", MARGIN),
        ("STOP_GRACE_MS", grace),
    ];
    Bot::start(fake, dir, &settings)
}

/// A bot on the fake whose clock stays at [`T0`], teban thinking `think` milliseconds a move, a
/// stop waiting for the work under way as long as the test holds it.
fn start_bot(fake: &FakeDiscord, dir: &Path, think: &str) -> Bot {
    start_bot_with_grace(fake, dir, think, GRACE)
}

/// A fake Discord, the bot's data directory, the bot connected to the fake with its clock held
/// at [`T0`], teban thinking `think` milliseconds a move and a stop's grace `grace`
/// milliseconds, and its database.
async fn bot_held_at_t0_with_grace(
    think: &str,
    grace: &str,
) -> (FakeDiscord, tempfile::TempDir, Bot, Store) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    set_clock(dir.path(), T0);
    let bot = start_bot_with_grace(&fake, dir.path(), think, grace);
    fake.wait_ready(1).await;
    let store = store_of(dir.path()).await;
    (fake, dir, bot, store)
}

/// [`bot_held_at_t0_with_grace`] with the tests' long grace.
async fn bot_held_at_t0(think: &str) -> (FakeDiscord, tempfile::TempDir, Bot, Store) {
    bot_held_at_t0_with_grace(think, GRACE).await
}

/// The bot's database, as the test reads it.
async fn store_of(dir: &Path) -> Store {
    let url = format!("sqlite://{}", dir.join("teban.db").display());
    Store::open(&url).await.unwrap()
}

/// The player to move in `game`.
async fn to_move(store: &Store, game: i64) -> Option<UserId> {
    let row = store.game(GameId(game)).await.unwrap()?;
    let seat = row.state.to_move()?;
    row.seats.iter().find(|s| s.seat == seat).map(|s| s.user)
}

/// Until when teban's turn in `game` is claimed (`None`: it is not teban's turn).
async fn tebans_turn(store: &Store, game: i64) -> Option<i64> {
    sqlx::query_scalar("SELECT teban_at FROM games WHERE id = $1")
        .bind(game)
        .fetch_one(store.pool())
        .await
        .unwrap()
}

/// Whether `call` is a message posted to a channel (an outbox post, not an answer).
fn is_post(call: &crate::support::fake_discord::Call) -> bool {
    call.method == "POST" && call.path.contains("/channels/") && call.path.ends_with("/messages")
}

/// Every post the fake took carried a nonce of its own: none was delivered twice.
fn assert_nothing_delivered_twice(fake: &FakeDiscord) {
    let mut delivered: HashMap<String, usize> = HashMap::new();
    for call in fake
        .calls()
        .iter()
        .filter(|c| is_post(c) && c.created.is_some())
    {
        let nonce = call.json["nonce"].as_str().unwrap_or_default().to_string();
        *delivered.entry(nonce).or_default() += 1;
    }
    let twice: Vec<_> = delivered.iter().filter(|(_, n)| **n > 1).collect();
    assert!(twice.is_empty(), "delivered twice: {twice:?}");
}

/// How many rows `sql` counts at `now` (its one parameter).
async fn count_at(store: &Store, sql: &'static str, now: i64) -> i64 {
    sqlx::query_scalar(sql)
        .bind(now)
        .fetch_one(store.pool())
        .await
        .unwrap()
}

/// How many undelivered posts are claimed beyond `now` (by a deliverer's round).
async fn posts_claimed(store: &Store, now: i64) -> i64 {
    let sql = "SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL AND claimed_until > $1";
    count_at(store, sql, now).await
}

/// Nothing is held at `now` any more: no turn of teban is claimed beyond it, no undelivered post.
async fn assert_nothing_held(store: &Store, now: i64) {
    let sql = "SELECT COUNT(*) FROM games WHERE teban_at > $1 AND status = 'active'";
    let turns = count_at(store, sql, now).await;
    let posts = posts_claimed(store, now).await;
    assert_eq!(
        (turns, posts),
        (0, 0),
        "turns of teban and posts still held"
    );
}

/// Waits until the bot owes nothing: every post delivered, every turn of teban made.
async fn wait_until_nothing_is_owed(store: &Store) {
    let deadline = Instant::now() + WAIT;
    loop {
        let posts = store.unsent_posts().await.unwrap();
        let turns = store.outstanding_teban_turns().await.unwrap();
        if (posts, turns) == (0, 0) {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "still owed: {posts} posts, {turns} turns of teban"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Waits until `check` holds, or fails the test after [`WAIT`] saying `what`.
async fn wait_until<F: std::future::Future<Output = bool>>(what: &str, check: impl Fn() -> F) {
    let deadline = Instant::now() + WAIT;
    while !check().await {
        assert!(Instant::now() < deadline, "never: {what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// `user` begins a game against teban at `level`, and makes their first move when they have it,
/// so that teban is to move or has moved: the game.
async fn game_against_teban(fake: &FakeDiscord, user: &FakeUser, level: &str) -> i64 {
    let (game, started) = teban_game_begun(fake, user, level).await;
    if !started.contains(&format!("seat 1: **teban ({level})**")) {
        let asked = fake.slash(user, "move", &[Opt::Str("notation", "e2")]);
        fake.wait_answer(&asked).await;
    }
    game
}

/// `players[0]` challenges `players[1]`, who accepts, and the one of them to move plays; the
/// bot's answer is taken by Discord, which hangs on it until the returned sender lets it go: the
/// game, the move's interaction and that sender.
async fn a_move_being_answered(
    fake: &FakeDiscord,
    store: &Store,
    players: [&FakeUser; 2],
) -> (i64, Interaction, tokio::sync::oneshot::Sender<()>) {
    let game = game_begun(fake, players[0], players[1]).await;
    let first = to_move(store, game).await;
    let mover = players
        .into_iter()
        .find(|p| Some(UserId(p.id)) == first)
        .expect("a player to move");
    let hangs = fake.hang_next_callback();
    let moved = fake.slash(mover, "move", &[Opt::Str("notation", "e2")]);
    fake.wait_call(0, "the move's answer", |c| {
        c.token() == Some(moved.token.as_str())
    })
    .await;
    (game, moved, hangs)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stop_finishes_what_is_under_way_and_the_next_start_takes_up_what_it_held() {
    // teban at master thinks for its whole time: a minute, longer than the test lets it.
    let (fake, dir, mut bot, store) = bot_held_at_t0("60000").await;

    // teban thinks in ann's game: it claimed the turn.
    let ann = FakeUser::new(101, "ann");
    let thinking = game_against_teban(&fake, &ann, "master").await;
    let db = &store;
    wait_until("teban claims its turn", || async move {
        tebans_turn(db, thinking).await > Some(T0)
    })
    .await;
    // teban's move in dan's game is being posted: Discord hangs on it.
    let post_hangs = a_post_being_delivered(&fake, &FakeUser::new(104, "dan")).await;
    // A move in bob and cat's game is being answered: Discord hangs on the answer.
    let (bob, cat) = (FakeUser::new(102, "bob"), FakeUser::new(103, "cat"));
    let (game, moved, answer_hangs) = a_move_being_answered(&fake, &store, [&bob, &cat]).await;

    bot.signal(libc::SIGTERM);
    bot.wait_log("waiting for the work under way").await;
    let _ = post_hangs.send(());
    let _ = answer_hangs.send(());
    let status = bot.exited().await;
    assert!(status.success(), "{status}: {}", bot.log_text());

    // The move under way was answered, and is in the log.
    let answer = fake.answer_to(&moved).expect("the move's answer");
    assert!(!answer.last().unwrap().is_ephemeral(), "{answer:#?}");
    let log = store.log(GameId(game)).await.unwrap();
    assert_eq!(log.last().map(|e| e.notation.as_str()), Some("e2"));
    // teban's turn is due at once and no post is held.
    assert_eq!(tebans_turn(&store, thinking).await, Some(T0));
    assert_nothing_held(&store, T0).await;

    // The next start, at the same moment, makes teban's move and posts everything owed.
    let _bot = start_bot(&fake, dir.path(), "100");
    fake.wait_ready(2).await;
    wait_until_nothing_is_owed(&store).await;
    assert_eq!(to_move(&store, thinking).await, Some(UserId(ann.id)));
    assert_nothing_delivered_twice(&fake);
}

/// A move a player sent: the game, the entry it would be, and what they played.
struct Sent {
    interaction: Interaction,
    game: i64,
    seq: u32,
    notation: String,
}

/// Whether `sent` was acknowledged: the player was shown their move played (an answer for the
/// channel, not a refusal only they see).
fn acknowledged(fake: &FakeDiscord, sent: &Sent) -> bool {
    fake.answer_to(&sent.interaction)
        .is_some_and(|calls| !calls.last().unwrap().is_ephemeral())
}

/// `player` plays `game` against teban, the shortest legal move whenever it is their turn, each
/// sent once the last was answered (into `sent`), until the game ends.
async fn play(
    fake: &FakeDiscord,
    store: &Store,
    player: &FakeUser,
    game: i64,
    sent: &std::sync::Mutex<Vec<Sent>>,
) {
    loop {
        let row = store.game(GameId(game)).await.unwrap().unwrap();
        if row.state.is_over() {
            return;
        }
        if to_move(store, game).await != Some(UserId(player.id)) {
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        }
        let step = row
            .state
            .legal_moves()
            .into_iter()
            .min_by_key(String::len)
            .unwrap();
        let asked = fake.slash(player, "move", &[Opt::Str("notation", &step)]);
        sent.lock().unwrap().push(Sent {
            interaction: asked.clone(),
            game,
            seq: row.version + 1,
            notation: step,
        });
        while fake.answer_to(&asked).is_none() {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_stopped_under_load_loses_no_move_and_delivers_nothing_twice() {
    let (fake, dir, mut bot, store) = bot_held_at_t0("500").await;
    // Eight players, each against teban: the quick one (its moves posted at once) or the
    // hard one (thinking).
    let mut games = Vec::new();
    for n in 0..8 {
        let player = FakeUser::new(201 + n, &format!("player{n}"));
        let level = if n % 2 == 0 { "easy" } else { "hard" };
        let (game, _) = teban_game_begun(&fake, &player, level).await;
        games.push((player, game));
    }
    // They play until twenty moves were acknowledged and one is being answered; then the bot is
    // stopped, with moves being answered, teban thinking and posts going out.
    let sent = std::sync::Mutex::new(Vec::new());
    let players = futures_util::future::join_all(
        games
            .iter()
            .map(|(player, game)| play(&fake, &store, player, *game, &sent)),
    );
    let (discord, moves) = (&fake, &sent);
    let busy = wait_until(
        "twenty moves acknowledged and one being answered",
        || async move {
            let moves = moves.lock().unwrap();
            moves.iter().filter(|s| acknowledged(discord, s)).count() >= 20
                && moves
                    .iter()
                    .any(|s| discord.answer_to(&s.interaction).is_none())
        },
    );
    tokio::select! {
        _ = players => panic!("every game ended before the bot was busy"),
        () = busy => {}
    }
    let in_flight = {
        let sent = sent.lock().unwrap();
        sent.iter()
            .filter(|s| fake.answer_to(&s.interaction).is_none())
            .count()
    };
    let signalled = Instant::now();
    bot.signal(libc::SIGTERM);
    let status = bot.exited().await;
    let stopped_in = signalled.elapsed();
    assert!(status.success(), "{status}: {}", bot.log_text());

    // Every move a player was shown played is in its game's log, where they played it.
    let sent = sent.into_inner().unwrap();
    let under_way = sent
        .iter()
        .filter(|s| fake.answer_to(&s.interaction).is_none())
        .count();
    for move_sent in sent.iter().filter(|s| acknowledged(&fake, s)) {
        let log = store.log(GameId(move_sent.game)).await.unwrap();
        let entry = log.iter().find(|e| e.seq == move_sent.seq);
        assert_eq!(
            entry.map(|e| e.notation.as_str()),
            Some(move_sent.notation.as_str()),
            "game {}, entry {}",
            move_sent.game,
            move_sent.seq
        );
    }
    assert_nothing_held(&store, T0).await;
    assert_nothing_delivered_twice(&fake);
    eprintln!(
        "stopped {:.2} s after SIGTERM; moves being answered then: {in_flight}, acknowledged \
         in all: {}, never answered: {under_way}",
        stopped_in.as_secs_f64(),
        sent.iter().filter(|s| acknowledged(&fake, s)).count(),
    );

    // The next start, at the same moment, makes teban's turns and posts everything owed, once.
    let _bot = start_bot(&fake, dir.path(), "100");
    fake.wait_ready(2).await;
    wait_until_nothing_is_owed(&store).await;
    assert_nothing_delivered_twice(&fake);
}

/// `user` begins a game against teban at its quickest, and teban's first move is posted: Discord
/// hangs on that post until the returned sender lets it go.
async fn a_post_being_delivered(
    fake: &FakeDiscord,
    user: &FakeUser,
) -> tokio::sync::oneshot::Sender<()> {
    let hangs = fake.hang_next_post();
    game_against_teban(fake, user, "easy").await;
    fake.wait_call(0, "teban's move posted", is_post).await;
    hangs
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stop_hands_back_the_rest_of_the_deliverers_round_for_the_next_start() {
    let (fake, dir, mut bot, store) = bot_held_at_t0("100").await;
    // The deliverer hangs on a first post while teban moves in three more games: their posts
    // wait for its next round.
    let first_hangs = a_post_being_delivered(&fake, &FakeUser::new(301, "eve")).await;
    let mut players = Vec::new();
    for n in 0..3 {
        let player = FakeUser::new(302 + n, &format!("player{n}"));
        let game = game_against_teban(&fake, &player, "easy").await;
        players.push((player, game));
    }
    let (db, waiting) = (&store, &players);
    wait_until("teban moved in the three games", || async move {
        for (player, game) in waiting {
            if to_move(db, *game).await != Some(UserId(player.id)) {
                return false;
            }
        }
        true
    })
    .await;
    // Four posts owed: the first and teban's three moves. A player's own move (where they
    // moved first) is held, unsent, as its announcement until the bot learns that Discord
    // showed its answer, which may be after teban moved.
    wait_until(
        "the players' answers shown, four posts owed",
        || async move { db.unsent_posts().await.unwrap() == 4 },
    )
    .await;

    // The next round claims the three at once, and Discord hangs on the first of them.
    let round_hangs = fake.hang_next_post();
    let before = fake.calls().len();
    let _ = first_hangs.send(());
    fake.wait_call(before, "the round's first post", is_post)
        .await;
    assert_eq!(
        posts_claimed(&store, T0).await,
        3,
        "one round claims the three"
    );

    // The stop lets that post be delivered and hands back the two others of the round.
    bot.signal(libc::SIGTERM);
    bot.wait_log("waiting for the work under way").await;
    let _ = round_hangs.send(());
    let status = bot.exited().await;
    assert!(status.success(), "{status}: {}", bot.log_text());
    assert_nothing_held(&store, T0).await;
    assert_eq!(store.unsent_posts().await.unwrap(), 2);

    // The next start, at the same moment (no claim could have run out), delivers the two, once.
    let _bot = start_bot(&fake, dir.path(), "100");
    fake.wait_ready(2).await;
    wait_until_nothing_is_owed(&store).await;
    assert_nothing_delivered_twice(&fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_signal_stops_the_bot_at_once_with_status_130() {
    let (fake, _dir, mut bot, _store) = bot_held_at_t0("100").await;
    // A post hangs: the stop waits for it, for as long as the test holds it.
    let post_hangs = a_post_being_delivered(&fake, &FakeUser::new(101, "ann")).await;

    bot.signal(libc::SIGTERM);
    bot.wait_log("waiting for the work under way").await;
    bot.signal(libc::SIGINT);
    let status = bot.exited().await;
    assert_eq!(status.code(), Some(130), "{}", bot.log_text());
    assert!(bot.log_text().contains("a second signal: stopping at once"));
    drop(post_hangs);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stop_whose_grace_runs_out_cuts_off_the_work_and_still_exits_0() {
    // A grace of a millisecond: the stop gives up on the post Discord hangs on.
    let (fake, _dir, mut bot, _store) = bot_held_at_t0_with_grace("100", "1").await;
    let post_hangs = a_post_being_delivered(&fake, &FakeUser::new(101, "ann")).await;

    bot.signal(libc::SIGTERM);
    let status = bot.exited().await;
    assert!(status.success(), "{status}: {}", bot.log_text());
    assert!(
        bot.log_text().contains("stopped with work still under way"),
        "{}",
        bot.log_text()
    );
    drop(post_hangs);
}
