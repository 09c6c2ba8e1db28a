//! What teban owes a game where it only answers (a DM or a group DM between people), end to end
//! on the loopback fake: its own moves as follow-ups of the answers there while Discord lets it
//! follow up, else by direct message (a token that died, 50027; one that carried its
//! follow-ups, 40094); a 429 on a follow-up waited out; a reminder and a loss on time over days
//! of a correspondence game; a move made on the web while the conversation is silent and nobody
//! takes a direct message (50007), said once at the top of the next answer there. (Discord's
//! refusals are set up before a post that no interaction answers, a move made on the web, so
//! that no answer of the bot meets them.)

use serde_json::{json, Value};

use crate::games_anywhere::{button_ids, CardGame};
use crate::play_anywhere::{ann_installed_teban, assert_nothing_posted};
use crate::support::bot::{
    bot_with_global_commands_on_a_driven_clock, only_callback, set_clock, Bot, SETTLED, T0,
};
use crate::support::fake_discord::{text_of, Call, Conversation, FakeDiscord, FakeUser, Opt};
use crate::support::web::{web_bot_with_global_commands, Browser};

const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;

/// What teban logs once it remembered an answer in a conversation, to follow it up.
const REMEMBERED: &str = "the conversation's answer is remembered";
/// What teban's move says.
pub(crate) const TEBAN_PLAYED: &str = "**teban (easy)** played";
/// How the next answer begins when something waited for it.
pub(crate) const SINCE: &str = "Since your last look at game #";

/// `ann` challenges teban (easy) in `place`, and waits until it is her turn: the card that shows
/// it (the answer, or teban's first move after it, which follows the answer up).
pub(crate) async fn ann_plays_teban(
    fake: &FakeDiscord,
    place: &Conversation,
    ann: &FakeUser,
) -> Value {
    let teban = FakeUser::teban();
    let options = [
        Opt::Str("game", "quoridor"),
        Opt::User("opponent", &teban),
        Opt::Str("level", "easy"),
    ];
    let asked = fake.slash_from(place, ann, "challenge", &options);
    let begun = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(begun.text().contains("The game begins"), "{}", begun.text());
    if begun.text().contains("**ann** to move") {
        return fake.posted(&begun);
    }
    let shown = fake.wait_shown_in(place, 2).await;
    assert!(text_of(&shown[1]).contains(TEBAN_PLAYED), "{:#}", shown[1]);
    shown[1].clone()
}

/// ann presses the first move `card` offers her: the press edits the card.
pub(crate) async fn ann_presses(fake: &FakeDiscord, ann: &FakeUser, card: &Value) {
    let id = button_ids(card)
        .into_iter()
        .find(|id| id.starts_with("mv:"))
        .unwrap_or_else(|| panic!("no move for ann on {card:#}"));
    let asked = fake.click(ann, card, &id);
    let pressed = only_callback(&fake.wait_answer(&asked).await).clone();
    assert_eq!(pressed.callback_type(), Some(7), "{}", pressed.text());
}

/// `/board` by `user` in `place`: the answer (for them alone).
pub(crate) async fn board(fake: &FakeDiscord, place: &Conversation, user: &FakeUser) -> Call {
    let asked = fake.slash_from(place, user, "board", &[]);
    let shown = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(shown.is_ephemeral(), "{}", shown.text());
    shown
}

/// ann types her first move as `/board` offers it: the answer (the new card).
async fn ann_types_a_move(fake: &FakeDiscord, place: &Conversation, ann: &FakeUser) -> Call {
    let shown = board(fake, place, ann).await;
    let notation = shown
        .button_ids()
        .into_iter()
        .find_map(|id| {
            id.strip_prefix("mv:")
                .map(|rest| rest.rsplit(':').next().unwrap().to_string())
        })
        .unwrap_or_else(|| panic!("no move for ann: {}", shown.text()));
    let asked = fake.slash_from(place, ann, "move", &[Opt::Str("notation", &notation)]);
    let moved = only_callback(&fake.wait_answer(&asked).await).clone();
    assert_eq!(moved.callback_type(), Some(4), "{}", moved.text());
    moved
}

/// The first line of an answer's words, below its card's title: where what waited is said.
pub(crate) fn said_first(text: &str) -> &str {
    let line = text.lines().find(|l| l.starts_with(SINCE));
    assert_eq!(
        line,
        text.lines().filter(|l| !l.is_empty()).nth(1),
        "{text}"
    );
    line.unwrap_or_else(|| panic!("nothing said since the last look: {text}"))
}

/// The follow-ups the bot sent (taken or refused), in order.
pub(crate) fn follow_ups(fake: &FakeDiscord) -> Vec<Call> {
    fake.calls()
        .into_iter()
        .filter(|c| c.method == "POST" && c.path.starts_with("/api/v10/webhooks/"))
        .filter(|c| c.path.split('/').count() == 6)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn teban_s_moves_in_a_dm_between_people_follow_up_the_answers_there() {
    let (fake, _dir, _bot, [ann, bob, _]) = ann_installed_teban().await;
    let dm = fake.user_dm(&ann, &bob);
    let card = ann_plays_teban(&fake, &dm, &ann).await;

    // A press edits the card; teban's reply follows the press up, with the board and ann's
    // moves.
    let shown = fake.shown_in(&dm).len();
    ann_presses(&fake, &ann, &card).await;
    let after = fake.wait_shown_in(&dm, shown + 1).await;
    let reply = &after[shown];
    assert!(text_of(reply).contains(TEBAN_PLAYED), "{reply:#}");
    assert_eq!(reply["attachments"][0]["filename"], "board.png");
    assert!(button_ids(reply).iter().any(|id| id.starts_with("mv:")));
    assert_eq!(follow_ups(&fake).last().unwrap().status, 200);

    // A typed move is answered with a new card; teban's reply follows it up.
    let shown = fake.shown_in(&dm).len();
    ann_types_a_move(&fake, &dm, &ann).await;
    let after = fake.wait_shown_in(&dm, shown + 3).await;
    assert!(text_of(&after[shown + 2]).contains(TEBAN_PLAYED));
    assert_nothing_posted(&fake);
}

/// A bot with its web pages, on a driven clock, and a game of ann and bob in a group DM of
/// theirs and cat's (ann installed teban; the game begun at [`T0`]): the web's address, the
/// game's card, and each player's browser, logged in.
async fn group_game_on_the_web<'a>(
    fake: &'a FakeDiscord,
    dir: &std::path::Path,
) -> (Bot, String, CardGame<'a>, [(FakeUser, Browser); 2]) {
    let (bot, base) = web_bot_with_global_commands(fake, dir).await;
    fake.follow_clock(&dir.join("now"));
    let (ann, bob, cat) = (
        FakeUser::new(101, "ann"),
        FakeUser::new(102, "bob"),
        FakeUser::new(103, "cat"),
    );
    fake.install(&ann);
    let group = fake.group_dm(&[&ann, &bob, &cat]);
    let game = CardGame::begun(fake, &group, &ann, &[&bob], &[]).await;
    let mut browsers = [(ann, Browser::new(&base)), (bob, Browser::new(&base))];
    for (user, browser) in browsers.iter_mut() {
        browser.log_in(fake, user, "/").await;
    }
    (bot, base, game, browsers)
}

/// The player to move in game `number` plays their first step on the web: who moved, and the
/// step.
async fn moved_on_the_web(
    browsers: &mut [(FakeUser, Browser); 2],
    number: i64,
) -> (FakeUser, String) {
    for (user, browser) in browsers.iter_mut() {
        let view = browser.game(number).await.json;
        if view["you"]["to_move"] != true {
            continue;
        }
        let legal: Vec<String> =
            serde_json::from_value(view["you"]["legal_moves"].clone()).unwrap();
        let step = legal.iter().find(|m| m.len() == 2).unwrap().clone();
        let played = browser
            .post(
                &format!("/api/games/{number}/moves"),
                json!({"notation": step, "version": view["version"]}),
            )
            .await;
        assert!(played.status.is_success(), "{}", played.text);
        return (user.clone(), step);
    }
    panic!("nobody is to move in game #{number}");
}

/// `user` presses the Board button on `card`: an answer in its conversation (for them alone),
/// which teban may follow up on.
async fn looks_at(fake: &FakeDiscord, user: &FakeUser, card: &Value) -> String {
    let board = button_ids(card)
        .into_iter()
        .find(|id| id.starts_with("board:"))
        .unwrap();
    let asked = fake.click(user, card, &board);
    let answer = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(answer.is_ephemeral(), "{}", answer.text());
    answer.text()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_follow_up_discord_refuses_goes_by_direct_message_and_one_it_rate_limits_waits() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (bot, _, game, mut browsers) = group_game_on_the_web(&fake, dir.path()).await;
    let number = game.number();
    let shown = fake.shown_in(&game.place).len();
    let played = |mover: &FakeUser, step: &str| format!("**{}** played {step}", mover.name);
    let players = game.seats.clone();
    let other = |mover: &FakeUser| {
        let found = players.iter().find(|p| p.id != mover.id);
        found.unwrap().clone()
    };

    // Discord lets the latest answer in the group carry no follow-up (40094): a move made on the
    // web reaches the player to move by direct message, without buttons.
    fake.follow_ups_allowed(0);
    let (mover, step) = moved_on_the_web(&mut browsers, number).await;
    let next = other(&mover);
    let dms = fake.wait_shown_in(&fake.bot_dm(&next), 1).await;
    assert!(
        text_of(&dms[0]).contains(&played(&mover, &step)),
        "{:#}",
        dms[0]
    );
    assert!(button_ids(&dms[0]).iter().all(|id| !id.starts_with("mv:")));
    assert!(!fake.refused(40094).is_empty());
    fake.follow_ups_allowed(5);

    // A fresh answer in the group; eleven minutes on, Discord's clock running ahead of teban's
    // calls its token dead (50027) while teban holds it alive: the next web move goes by direct
    // message too.
    let remembered = bot.logged_times(REMEMBERED);
    looks_at(&fake, &next, &game.card).await;
    bot.wait_log_times(REMEMBERED, remembered + 1).await;
    fake.tokens_live(10 * MINUTE);
    set_clock(dir.path(), T0 + 11 * MINUTE);
    let (mover, step) = moved_on_the_web(&mut browsers, number).await;
    let dms = fake.wait_shown_in(&fake.bot_dm(&other(&mover)), 1).await;
    assert!(text_of(dms.last().unwrap()).contains(&played(&mover, &step)));
    assert!(!fake.refused(50027).is_empty());
    assert_eq!(
        fake.shown_in(&game.place).len(),
        shown + 1,
        "the Board answer only"
    );

    // A fresh answer again; Discord rate limits the follow-up (429, 30 seconds): the move waits
    // as long, then follows the answer up, once.
    let remembered = bot.logged_times(REMEMBERED);
    looks_at(&fake, &mover, &game.card).await;
    bot.wait_log_times(REMEMBERED, remembered + 1).await;
    fake.rate_limit_next_follow_up(30.0);
    let (mover, step) = moved_on_the_web(&mut browsers, number).await;
    bot.wait_log("Discord's rate limit: the post waits").await;
    assert_eq!(fake.shown_in(&game.place).len(), shown + 2);
    set_clock(dir.path(), T0 + 11 * MINUTE + 31_000);
    let after = fake.wait_shown_in(&game.place, shown + 3).await;
    assert!(text_of(&after[shown + 2]).contains(&played(&mover, &step)));
    let refused = follow_ups(&fake).iter().filter(|c| c.status == 429).count();
    assert_eq!(refused, 1);
    assert_eq!(
        fake.shown_in(&fake.bot_dm(&other(&mover))).len(),
        1,
        "no direct message"
    );
    assert_eq!(fake.shown_in(&game.place).len(), shown + 3, "once");
    assert_nothing_posted(&fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correspondence_game_in_a_dm_reminds_and_ends_on_time_by_direct_message() {
    let (fake, dir, bot) = bot_with_global_commands_on_a_driven_clock().await;
    let (ann, bob) = (FakeUser::new(101, "ann"), FakeUser::new(102, "bob"));
    fake.install(&ann);
    let dm = fake.user_dm(&ann, &bob);
    let mut game = CardGame::begun(&fake, &dm, &ann, &[&bob], &[Opt::Str("clock", "2 days")]).await;
    let number = game.number();
    game.press_any().await;
    bot.wait_log(SETTLED).await;
    let (late, winner) = (
        game.to_move(),
        game.seats
            .iter()
            .find(|s| s.id != game.to_move().id)
            .unwrap()
            .clone(),
    );

    // A day and a half on, nobody has been in the DM for long: the reminder goes to the late
    // player by direct message, with the board.
    set_clock(dir.path(), T0 + 39 * HOUR);
    let reminded = fake.wait_shown_in(&fake.bot_dm(&late), 1).await;
    let reminder = text_of(&reminded[0]);
    assert!(
        reminder.contains('⏰') && reminder.contains(&late.name),
        "{reminder}"
    );
    assert_eq!(reminded[0]["attachments"][0]["filename"], "board.png");
    assert!(fake.shown_in(&fake.bot_dm(&winner)).is_empty());

    // The two days run out: both hear of the loss on time by direct message.
    set_clock(dir.path(), T0 + 48 * HOUR + MINUTE);
    let lost = fake.wait_shown_in(&fake.bot_dm(&late), 2).await;
    assert!(
        text_of(&lost[1]).contains("ran out of time"),
        "{:#}",
        lost[1]
    );
    let won = fake.wait_shown_in(&fake.bot_dm(&winner), 1).await;
    assert!(text_of(&won[0]).contains(&format!("**{}** wins", winner.name)));

    // Back in the DM, the game shows how it ended; nothing waited for the answer.
    let asked = fake.slash_from(&dm, &ann, "board", &[Opt::Int("game", number)]);
    let shown = only_callback(&fake.wait_answer(&asked).await).text();
    assert!(shown.contains("wins (on time)"), "{shown}");
    assert!(!shown.contains(SINCE), "{shown}");
    assert_nothing_posted(&fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_web_move_nobody_could_be_told_while_the_group_is_silent_is_said_once_by_the_next_answer()
{
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let (_bot, base, game, mut browsers) = group_game_on_the_web(&fake, dir.path()).await;
    let number = game.number();

    // Twenty minutes of silence: no answer lives to follow up on, and both closed their DMs.
    set_clock(dir.path(), T0 + 20 * MINUTE);
    for player in &game.seats {
        fake.close_dms(player);
    }
    let (mover, step) = moved_on_the_web(&mut browsers, number).await;

    // cat, who does not play, does not see it on the web.
    let cat = FakeUser::new(103, "cat");
    let mut stranger = Browser::new(&base);
    stranger.log_in(&fake, &cat, "/").await;
    assert_eq!(stranger.game(number).await.status.as_u16(), 404);

    // The next answer in the group, to anyone's press, says the move first; only once.
    fake.wait_call(0, "a refused direct message", |c| c.code == Some(50007))
        .await;
    let mut said = None;
    for _ in 0..20 {
        let answer = looks_at(&fake, &cat, &game.card).await;
        if answer.contains(SINCE) {
            said = Some(answer);
            break;
        }
    }
    let said = said.expect("the next answer says the move");
    let played = format!("{SINCE}{number}: **{}** played {step}.", mover.name);
    assert_eq!(said_first(&said), played, "{said}");
    let bob = FakeUser::new(102, "bob");
    assert!(!looks_at(&fake, &bob, &game.card).await.contains(SINCE));
    assert_nothing_posted(&fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_teban_s_own_dms_its_moves_are_still_messages_of_its_own() {
    let (fake, _dir, _bot, [ann, _, _]) = ann_installed_teban().await;
    let dm = fake.bot_dm(&ann);
    let card = ann_plays_teban(&fake, &dm, &ann).await;
    let posted = fake.channel_messages().len();
    let id = button_ids(&card)
        .into_iter()
        .find(|id| id.starts_with("mv:"))
        .unwrap();
    let asked = fake.click(&ann, &card, &id);
    let answer = only_callback(&fake.wait_answer(&asked).await).clone();
    assert_eq!(answer.callback_type(), Some(4), "a new message, as before");
    let mine = fake.wait_channel_messages(posted + 1).await;
    assert!(text_of(&mine[posted]).contains(TEBAN_PLAYED));
    assert!(
        follow_ups(&fake).is_empty(),
        "no follow-up where teban posts"
    );
}
