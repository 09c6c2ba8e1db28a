//! A thread per game, end to end on the loopback fake of Discord: where the bot may open threads,
//! an accepted challenge becomes the game's line in the channel and the game is played in a
//! public thread opened from it (named after the game and the players, the players added); the
//! line is edited to the result at the end and the replay is posted in the thread. Without the
//! permission the game stays in the channel and `/settings` says why (on a server with all the
//! active threads Discord allows, the game's first board says it); `/settings` changes the
//! server's threads, default clock, replays and who watches its games on the web; an archived thread is brought back by the next
//! post; spectators see any game of the server.

use crate::support::bot::{bot_on_fake, only_callback};
use crate::support::fake_discord::{
    Call, FakeDiscord, FakeUser, Opt, CHANNEL_ID, GUILD_ID, MANAGE_GUILD, MEMBER_PERMISSIONS,
};
use serde_json::Value;

fn ann() -> FakeUser {
    FakeUser::new(101, "ann")
}

fn bob() -> FakeUser {
    FakeUser::new(102, "bob")
}

fn manager() -> FakeUser {
    FakeUser::new(103, "mod").with_permissions(MEMBER_PERMISSIONS | MANAGE_GUILD)
}

/// `user` types `/name options...` in `channel`: the answer's single callback.
async fn ask_in(
    fake: &FakeDiscord,
    channel: u64,
    user: &FakeUser,
    name: &str,
    options: &[Opt<'_>],
) -> Call {
    let asked = fake.slash_in(channel, user, name, options);
    only_callback(&fake.wait_answer(&asked).await).clone()
}

/// `challenger` challenges `opponent` to Quoridor in the channel and the opponent clicks Accept:
/// the challenge's answer, the challenge message (as it was posted) and the answer to the click.
async fn begin(
    fake: &FakeDiscord,
    challenger: &FakeUser,
    opponent: &FakeUser,
) -> (Call, Value, Call) {
    let made = ask_in(
        fake,
        CHANNEL_ID,
        challenger,
        "challenge",
        &[
            Opt::Str("game", "quoridor"),
            Opt::User("opponent", opponent),
        ],
    )
    .await;
    let accept = made
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("accept:"))
        .expect("an Accept button");
    let challenge = fake.posted(&made);
    let asked = fake.click(opponent, &challenge, &accept);
    let answer = only_callback(&fake.wait_answer(&asked).await).clone();
    (made, challenge, answer)
}

/// ann challenges bob to Quoridor in the channel and bob clicks Accept.
async fn ann_and_bob_begin(fake: &FakeDiscord) -> (Value, Call) {
    let (_, challenge, answer) = begin(fake, &ann(), &bob()).await;
    (challenge, answer)
}

/// The embed field `name` of a message.
fn field(message: &Value, name: &str) -> Option<String> {
    message["embeds"][0]["fields"]
        .as_array()?
        .iter()
        .find(|f| f["name"] == name)
        .and_then(|f| f["value"].as_str().map(str::to_string))
}

/// The players in seat order, from the text of the message that starts their game.
fn seats_of(begun: &str) -> [FakeUser; 2] {
    if begun.contains("seat 1 **ann**") {
        [ann(), bob()]
    } else {
        assert!(begun.contains("seat 1 **bob**"), "{begun}");
        [bob(), ann()]
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_played_in_its_own_thread_and_its_line_in_the_channel_tells_the_result() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    fake.allow_threads(true);
    let (challenge, accepted) = ann_and_bob_begin(&fake).await;
    let line_id = challenge["id"].as_str().unwrap().to_string();

    // The thread is opened from the challenge message, named after the game and the players.
    let thread = fake.wait_threads(1).await.remove(0);
    assert_eq!(thread.id.to_string(), line_id, "opened from the challenge");
    assert!(thread.from_message);
    assert_eq!(thread.parent, CHANNEL_ID);
    assert!(
        ["Quoridor · ann vs bob", "Quoridor · bob vs ann"].contains(&thread.name.as_str()),
        "{}",
        thread.name
    );
    assert_eq!(
        thread.auto_archive_minutes, 10080,
        "a week, Discord's longest"
    );

    // The click answers by turning the challenge into the game's one line in the channel.
    assert_eq!(
        accepted.callback_type(),
        Some(7),
        "the challenge message is updated"
    );
    let line = fake.message(&line_id).unwrap();
    let content = line["content"].as_str().unwrap().to_string();
    assert!(
        content.starts_with("**Quoridor (2-players) · ")
            && content.ends_with(&format!("is played in its thread: <#{}>", thread.id)),
        "{content}"
    );
    assert!(
        line["components"].as_array().unwrap().is_empty(),
        "no buttons left"
    );

    // The first board is posted in the thread, pinging both players, who are added to it.
    let begun = fake.wait_messages_in(thread.id, 1).await.remove(0);
    let seats = seats_of(begun["embeds"][0]["description"].as_str().unwrap());
    assert_eq!(begun["attachments"][0]["filename"], "board.png");
    assert_eq!(field(&begun, "Move").as_deref(), Some("1"));
    for player in &seats {
        assert!(begun["content"]
            .as_str()
            .unwrap()
            .contains(&player.mention()));
    }
    let thread = fake.wait_threads(1).await.remove(0);
    let mut members = thread.members.clone();
    members.sort();
    assert_eq!(members, [101, 102]);

    // The game is the thread's: /move there plays, the channel has no game of theirs any more.
    let [first, second] = seats;
    let elsewhere = ask_in(
        &fake,
        CHANNEL_ID,
        &first,
        "move",
        &[Opt::Str("notation", "e2")],
    )
    .await;
    assert!(elsewhere.is_ephemeral());
    assert!(
        elsewhere.text().contains("no game in this channel"),
        "{}",
        elsewhere.text()
    );
    let played = ask_in(
        &fake,
        thread.id,
        &first,
        "move",
        &[Opt::Str("notation", "e2")],
    )
    .await;
    assert!(!played.is_ephemeral(), "{}", played.text());
    assert_eq!(
        field(played.message(), "Last move").as_deref(),
        Some("`e2`")
    );
    assert_eq!(fake.posted(&played)["channel_id"], thread.id.to_string());

    // A button under that board is clicked in the thread.
    let board = fake.posted(&played);
    let step = crate::support::fake_discord::buttons_of(&board)
        .iter()
        .filter_map(|b| b["custom_id"].as_str().map(str::to_string))
        .find(|id| id.starts_with("mv:") && id.ends_with(":e8"))
        .expect("a button for e8");
    let asked = fake.click(&second, &board, &step);
    let clicked = only_callback(&fake.wait_answer(&asked).await).clone();
    assert_eq!(
        field(clicked.message(), "Last move").as_deref(),
        Some("`e8`")
    );

    // Spectators: anyone sees the game, without its buttons; /games all lists it with its thread.
    let carl = FakeUser::new(104, "carl");
    let game: i64 = crate::support::fake_discord::buttons_of(&fake.posted(&clicked))
        .iter()
        .find_map(|b| {
            b["custom_id"]
                .as_str()?
                .strip_prefix("board:")?
                .parse()
                .ok()
        })
        .expect("a Board button");
    let watched = ask_in(&fake, CHANNEL_ID, &carl, "board", &[Opt::Int("game", game)]).await;
    assert!(watched.is_ephemeral());
    assert_eq!(watched.files[0].filename, "board.png");
    assert_eq!(
        field(watched.message(), "Last move").as_deref(),
        Some("`e8`")
    );
    assert!(
        watched.button_ids().is_empty(),
        "{:?}",
        watched.button_ids()
    );
    let listed = ask_in(&fake, CHANNEL_ID, &carl, "games", &[Opt::Bool("all", true)]).await;
    assert!(listed.is_ephemeral());
    let text = listed.text();
    assert!(
        text.contains("**1 unfinished game on this server**"),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "game #{game} · Quoridor (2-players): **{}** vs **{}**, **{}** to move (move 3) · \
             https://discord.com/channels/{GUILD_ID}/{}",
            first.name, second.name, first.name, thread.id
        )),
        "{text}"
    );

    // The game ends: the line says how, and the replay is posted in the thread.
    let resigned = ask_in(&fake, thread.id, &first, "resign", &[]).await;
    assert!(resigned.text().contains("wins"), "{}", resigned.text());
    let ended = fake
        .wait_message(&line_id, "the line edited to the result", |m| {
            m["content"].as_str().is_some_and(|c| c.contains("wins"))
        })
        .await;
    assert_eq!(
        ended["content"],
        format!(
            "**Quoridor (2-players) · {} vs {}**: **{}** wins (by resignation), after 2 moves · <#{}>",
            first.name, second.name, second.name, thread.id
        )
    );
    let posted = fake.wait_messages_in(thread.id, 2).await;
    let replay = &posted[1];
    assert_eq!(
        replay["attachments"][0]["filename"],
        format!("teban-game-{game}.gif")
    );
    let gif = fake
        .calls()
        .into_iter()
        .find_map(|c| c.files.into_iter().find(|f| f.filename.ends_with(".gif")))
        .expect("the GIF's bytes");
    let frames = crate::support::gif_frames(&gif.bytes);
    assert_eq!(frames, 4, "the start, two moves and the resignation");
    assert!(
        replay["embeds"][0]["description"]
            .as_str()
            .or(replay["content"].as_str())
            .unwrap()
            .contains("4 frames"),
        "{replay}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_a_server_full_of_threads_the_game_begins_in_the_channel_and_its_first_board_says_why() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    fake.allow_threads(true);
    fake.fill_threads(true);
    let (_, begun) = ann_and_bob_begin(&fake).await;
    assert_eq!(begun.callback_type(), Some(4), "the board, in the channel");
    assert_eq!(begun.files[0].filename, "board.png");
    let text = begun.text();
    assert!(text.contains("The game begins"), "{text}");
    assert!(
        text.contains("No thread: this server has reached Discord's 1,000 active threads."),
        "{text}"
    );
    assert!(fake.threads().is_empty());

    // In the channel's language.
    fake.set_guild_locale(Some("fr"));
    let carl = FakeUser::new(105, "carl");
    let (_, _, begun) = begin(&fake, &carl, &manager()).await;
    let text = begun.text();
    assert!(
        text.contains(
            "Pas de fil : ce serveur a atteint la limite Discord de 1\u{a0}000 fils actifs."
        ),
        "{text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_permission_the_game_stays_in_the_channel_and_settings_say_why() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    // The fake's bot may not open threads: the game begins in the channel as before.
    let (_, begun) = ann_and_bob_begin(&fake).await;
    assert_eq!(begun.callback_type(), Some(4));
    assert!(begun.text().contains("The game begins"), "{}", begun.text());
    assert!(!begun.text().contains("No thread"), "/settings says why");
    assert!(fake.threads().is_empty());

    // /settings is for managers; it shows the values and why threads do not work here.
    let refused = ask_in(&fake, CHANNEL_ID, &ann(), "settings", &[]).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused.text().contains("only a member who may manage"),
        "{}",
        refused.text()
    );
    let shown = ask_in(&fake, CHANNEL_ID, &manager(), "settings", &[]).await;
    assert!(shown.is_ephemeral());
    assert_eq!(
        shown.text(),
        "**Settings of this server**\n\
         • Threads: on, but not in this channel: I lack the permissions Create Public Threads, \
         Send Messages in Threads here, so games are played in the channel\n\
         • Default clock: 3 days per move (teban's default)\n\
         • Replay when a game ends: on: the game's animated replay is posted when it ends\n\
         • Language: follows Discord: English\n\
         • Tournament organisers: members with Manage Server\n\
         • Vacation: 14 days a year per member\n\
         • Takebacks in rated games: not allowed (unrated games always allow them)\n\
         • Web pages: members of this server only\n\
         Change them with `/settings threads:` `clock:` `replay:` `language:` `organisers:` \
         `vacation:` `takebacks:` `web:`."
    );

    // A manager turns threads off and sets the clock: the next challenge follows them, even
    // where threads would now work.
    fake.allow_threads(true);
    let changed = ask_in(
        &fake,
        CHANNEL_ID,
        &manager(),
        "settings",
        &[
            Opt::Bool("threads", false),
            Opt::Str("clock", "1 day"),
            Opt::Bool("replay", false),
            Opt::Str("web", "link"),
        ],
    )
    .await;
    let text = changed.text();
    assert!(
        text.contains("• Web pages: anyone with the link, logged in or not\n"),
        "{text}"
    );
    assert!(text.starts_with("Saved. "), "{text}");
    assert!(
        text.contains("• Threads: off: games are played in the channel"),
        "{text}"
    );
    assert!(text.contains("• Default clock: 1 day per move\n"), "{text}");
    assert!(text.contains("• Replay when a game ends: off\n"), "{text}");
    let carl = FakeUser::new(105, "carl");
    let (made, _, begun) = begin(&fake, &carl, &manager()).await;
    assert!(made.text().contains("1 day per move"), "{}", made.text());
    assert_eq!(
        begun.callback_type(),
        Some(4),
        "played in the channel: threads are off"
    );
    assert!(fake.threads().is_empty());
    // With threads on again, the settings say so plainly.
    let on = ask_in(
        &fake,
        CHANNEL_ID,
        &manager(),
        "settings",
        &[Opt::Bool("threads", true)],
    )
    .await;
    assert!(
        on.text()
            .contains("• Threads: on: each game is played in a thread of its own"),
        "{}",
        on.text()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_teban_gets_a_thread_and_an_archived_thread_comes_back_for_its_move() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    fake.allow_threads(true);
    let ann = ann();
    let line = ask_in(
        &fake,
        CHANNEL_ID,
        &ann,
        "challenge",
        &[
            Opt::Str("game", "quoridor"),
            Opt::User("opponent", &FakeUser::teban()),
            Opt::Str("level", "easy"),
        ],
    )
    .await;
    // teban accepts at once: the answer is the line, and a thread of its own holds the game.
    let thread = fake.wait_threads(1).await.remove(0);
    assert!(!thread.from_message);
    assert!(
        [
            "Quoridor · ann vs teban (easy)",
            "Quoridor · teban (easy) vs ann"
        ]
        .contains(&thread.name.as_str()),
        "{}",
        thread.name
    );
    assert_eq!(
        line.text(),
        format!(
            "{} is played in its thread: <#{}>",
            line.text().split(" is played").next().unwrap(),
            thread.id
        )
    );
    let line_id = fake.posted(&line)["id"].as_str().unwrap().to_string();
    let begun = fake.wait_messages_in(thread.id, 1).await.remove(0);
    let teban_first = begun["embeds"][0]["description"]
        .as_str()
        .unwrap()
        .contains("seat 1 **teban (easy)**");
    if teban_first {
        // teban's first move is posted in the thread too.
        fake.wait_messages_in(thread.id, 2).await;
    }
    let shown = fake.wait_messages_in(thread.id, 1).await;
    let before = shown.len();

    // A week passes without a message: Discord archives the thread. ann's move (a button under
    // the last board) brings teban's answer, which Discord refuses in an archived thread: the bot
    // unarchives it and posts again.
    fake.archive(thread.id);
    let board = shown.last().unwrap();
    let step = crate::support::fake_discord::buttons_of(board)
        .iter()
        .find_map(|b| b["custom_id"].as_str().filter(|id| id.starts_with("mv:")))
        .expect("a move button for ann")
        .to_string();
    let asked = fake.click(&ann, board, &step);
    let played = only_callback(&fake.wait_answer(&asked).await).clone();
    assert!(!played.is_ephemeral(), "{}", played.text());
    let after = fake.wait_messages_in(thread.id, before + 1).await;
    assert!(after.last().unwrap()["embeds"][0]["description"]
        .as_str()
        .unwrap()
        .contains("**teban (easy)** played"));
    assert!(!fake.threads()[0].archived, "the thread is back");
    assert!(fake.calls().iter().any(|c| c.method == "PATCH"
        && c.path.ends_with(&format!("/channels/{}", thread.id))
        && c.json["archived"] == false));

    // ann resigns in the thread: the line the command answered with says the result.
    ask_in(&fake, thread.id, &ann, "resign", &[]).await;
    let ended = fake
        .wait_message(&line_id, "the line edited to the result", |m| {
            m["content"].as_str().is_some_and(|c| c.contains("wins"))
        })
        .await;
    assert!(
        ended["content"]
            .as_str()
            .unwrap()
            .contains("**teban (easy)** wins (by resignation)"),
        "{ended}"
    );
}
