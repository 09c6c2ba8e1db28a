//! Nobody reaches what is not theirs, end to end on the loopback fake of Discord: a click forged
//! in another server (Board, Draw, Rematch) or sent from another channel is refused, only to the
//! one who clicked, and posts and changes nothing; a click whose button is not on the message it
//! came with is refused; a spectator's Board click shows the board without the players' buttons.

use serde_json::{json, Value};

use crate::support::bot::{bot_on_fake, game_begun_with_board, only_callback};
use crate::support::fake_discord::{
    buttons_of, FakeDiscord, FakeUser, Interaction, Opt, CHANNEL_ID, GUILD_ID, OTHER_CHANNEL_ID,
    OTHER_GUILD_ID,
};

fn ann() -> FakeUser {
    FakeUser::new(101, "ann")
}

fn bob() -> FakeUser {
    FakeUser::new(102, "bob")
}

/// The id of the button on `message` that starts with `prefix`.
fn button(message: &Value, prefix: &str) -> String {
    buttons_of(message)
        .iter()
        .filter_map(|b| b["custom_id"].as_str())
        .find(|id| id.starts_with(prefix))
        .unwrap_or_else(|| panic!("no `{prefix}` button on {message}"))
        .to_string()
}

/// The answer to `asked`: a refusal only the clicker sees, with no board, no button and no post
/// in any channel. Its text.
async fn refused(fake: &FakeDiscord, asked: Interaction) -> String {
    let posted = fake.channel_messages().len();
    let calls = fake.wait_answer(&asked).await;
    let answer = only_callback(&calls);
    assert!(answer.is_ephemeral(), "{}", answer.text());
    assert!(answer.files.is_empty(), "no board");
    assert!(answer.button_ids().is_empty(), "no button");
    assert_eq!(fake.channel_messages().len(), posted, "nothing posted");
    answer.text()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_forged_in_another_server_or_channel_is_refused_and_changes_nothing() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    let (game, board) = game_begun_with_board(&fake, &ann(), &bob()).await;
    let not_here = format!("game #{game} is not played on this server");

    // A stranger in another server asks for the game's board: not even its names are shown.
    let eve = FakeUser::new(105, "eve");
    let asked = fake.click_in(
        OTHER_GUILD_ID,
        OTHER_CHANNEL_ID,
        &eve,
        &board,
        &format!("board:{game}"),
    );
    assert_eq!(refused(&fake, asked).await, not_here);

    // A player's Draw, forged in another server or clicked from another channel of this one.
    let draw = button(&board, "draw:");
    let asked = fake.click_in(OTHER_GUILD_ID, OTHER_CHANNEL_ID, &ann(), &board, &draw);
    assert_eq!(refused(&fake, asked).await, not_here);
    let asked = fake.click_in(GUILD_ID, CHANNEL_ID + 50, &ann(), &board, &draw);
    assert_eq!(
        refused(&fake, asked).await,
        format!("game #{game} is played in <#{CHANNEL_ID}>")
    );

    // No draw was offered: bob's Draw in the game's channel offers one, it agrees to none.
    let asked = fake.click(&bob(), &board, &draw);
    let calls = fake.wait_answer(&asked).await;
    let offered = only_callback(&calls);
    assert!(
        offered.text().contains("**bob** offers a draw."),
        "{}",
        offered.text()
    );

    // The game ends; its Rematch, forged in another server, challenges nobody.
    let asked = fake.slash(&ann(), "resign", &[]);
    let calls = fake.wait_answer(&asked).await;
    let ended = fake.posted(only_callback(&calls));
    // The end also posts the game's replay (the server's default): it lands first, so that what
    // the forged click might post is told apart from it.
    let replay = format!("teban-game-{game}.gif");
    fake.wait_posted("the game's replay", |m| {
        m["attachments"][0]["filename"] == replay.as_str()
    })
    .await;
    let rematch = button(&ended, "rematch:");
    let asked = fake.click_in(OTHER_GUILD_ID, OTHER_CHANNEL_ID, &bob(), &ended, &rematch);
    assert_eq!(refused(&fake, asked).await, not_here);
    let asked = fake.click(&ann(), &ended, &rematch);
    let calls = fake.wait_answer(&asked).await;
    let text = only_callback(&calls).text();
    assert!(
        text.contains(&format!(
            "Rematch of game #{game}. **ann** challenges **bob**"
        )),
        "{text}"
    );

    // Nothing ever went to the other server's channel.
    let other = format!("/channels/{OTHER_CHANNEL_ID}");
    assert!(fake.calls().iter().all(|c| !c.path.contains(&other)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_button_not_on_its_message_is_refused_and_a_spectators_board_has_no_players_buttons() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    let (game, board) = game_begun_with_board(&fake, &ann(), &bob()).await;

    // A Resign sent with a message that has no such button: refused, and ann plays on.
    let resign = button(&board, "resign:");
    let mut bare = board.clone();
    bare["components"] = json!([]);
    let asked = fake.click(&ann(), &bare, &resign);
    assert_eq!(
        refused(&fake, asked).await,
        "that button is not on the message it was clicked on; nothing was done"
    );
    let asked = fake.slash(&ann(), "board", &[Opt::Int("game", game)]);
    let calls = fake.wait_answer(&asked).await;
    let now = only_callback(&calls).text();
    assert!(now.contains("to move (move 1)"), "{now}");

    // A spectator's Board: the board, for carl alone, without a player's button.
    let carl = FakeUser::new(104, "carl");
    let asked = fake.click(&carl, &board, &format!("board:{game}"));
    let calls = fake.wait_answer(&asked).await;
    let watched = only_callback(&calls);
    assert!(watched.is_ephemeral());
    assert_eq!(watched.files[0].filename, "board.png");
    assert!(
        watched.text().contains("to move (move 1)"),
        "{}",
        watched.text()
    );
    assert_eq!(watched.button_ids(), Vec::<String>::new());

    // A player's own Board keeps hers.
    let asked = fake.click(&ann(), &board, &format!("board:{game}"));
    let calls = fake.wait_answer(&asked).await;
    let own = only_callback(&calls).button_ids();
    assert!(
        own.iter().any(|id| id.starts_with("resign:"))
            && own.iter().any(|id| id.starts_with("draw:")),
        "{own:?}"
    );
}
