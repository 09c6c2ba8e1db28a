//! A takeback by consent, end to end on the loopback fake of Discord: `/takeback` posts the
//! request in the game's channel with **Accept** and **Decline**, pinging the opponent; the one
//! who asked cannot answer it; the opponent's Accept posts the position before the move with who
//! took back what and who is to move; a Decline closes the request's message; `/record` shows the
//! takeback.

use serde_json::Value;

use crate::support::bot::{bot_on_fake, only_callback};
use crate::support::fake_discord::{buttons_of, Call, FakeDiscord, FakeUser, Interaction, Opt};

/// The only answer to `asked`.
async fn answer(fake: &FakeDiscord, asked: Interaction) -> Call {
    let calls = fake.wait_answer(&asked).await;
    only_callback(&calls).clone()
}

/// Whoever is to move plays `notation`: who did.
async fn played<'a>(
    fake: &FakeDiscord,
    players: [&'a FakeUser; 2],
    notation: &str,
) -> &'a FakeUser {
    for player in players {
        let asked = fake.slash(player, "move", &[Opt::Str("notation", notation)]);
        if !answer(fake, asked).await.is_ephemeral() {
            return player;
        }
    }
    panic!("nobody could play {notation}")
}

/// `who` asks for a takeback: the request as posted, checked to be for the channel with its two
/// buttons.
async fn requested(fake: &FakeDiscord, who: &FakeUser, game: i64, version: u32) -> (Call, Value) {
    let asked = fake.slash(who, "takeback", &[]);
    let request = answer(fake, asked).await;
    assert!(!request.is_ephemeral(), "{}", request.text());
    assert_eq!(
        request.button_ids(),
        [
            format!("takeback-yes:{game}:{version}"),
            format!("takeback-no:{game}:{version}")
        ]
    );
    let posted = fake.posted(&request);
    (request, posted)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_is_asked_accepted_and_declined_with_the_requests_buttons() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    let ann = FakeUser::new(101, "ann");
    let bob = FakeUser::new(102, "bob");
    let asked = fake.slash(
        &ann,
        "challenge",
        &[
            Opt::Str("game", "quoridor"),
            Opt::User("opponent", &bob),
            Opt::Bool("rated", false),
        ],
    );
    let made = answer(&fake, asked).await;
    let accept = made
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("accept:"))
        .unwrap();
    let begun = answer(&fake, fake.click(&bob, &fake.posted(&made), &accept)).await;
    let game: i64 = begun
        .button_ids()
        .iter()
        .find_map(|id| id.strip_prefix("board:"))
        .unwrap()
        .parse()
        .unwrap();
    let first = played(&fake, [&ann, &bob], "e2").await;
    let second = if first.id == ann.id { &bob } else { &ann };
    played(&fake, [second, second], "e8").await;

    let (request, posted) = requested(&fake, second, game, 2).await;
    assert_eq!(
        request.text(),
        format!(
            "<@{}>\n**{}** asks to take back e8. **{}**: accept or decline?",
            first.id, second.name, first.name
        )
    );
    assert_eq!(request.pinged(), [first.id.to_string()]);
    let labels: Vec<String> = buttons_of(&posted)
        .iter()
        .filter_map(|b| b["label"].as_str().map(str::to_string))
        .collect();
    assert_eq!(labels, ["Accept", "Decline"]);

    // The one who asked cannot accept it: told alone, nothing posted.
    let yes = format!("takeback-yes:{game}:2");
    let own = answer(&fake, fake.click(second, &posted, &yes)).await;
    assert!(own.is_ephemeral());
    assert_eq!(
        own.text(),
        "that is your own takeback request: the other players answer it"
    );

    // The opponent accepts: the board before e8, the same player to move again.
    let done = answer(&fake, fake.click(first, &posted, &yes)).await;
    assert!(!done.is_ephemeral());
    assert!(
        done.text().contains(&format!(
            "\n**{}** accepts: **{}**'s e8 is taken back. **{}** to move (move 2).\n",
            first.name, second.name, second.name
        )),
        "{}",
        done.text()
    );
    assert!(done.text().starts_with(&format!("<@{}>\n", second.id)));
    assert_eq!(done.files.len(), 1, "the board is shown");
    assert_eq!(done.pinged(), [second.id.to_string()]);

    // Another move, asked back and declined: the request's message closes, the move stands.
    played(&fake, [second, second], "d9").await;
    let (_, posted) = requested(&fake, second, game, 4).await;
    let no = format!("takeback-no:{game}:4");
    let declined = answer(&fake, fake.click(first, &posted, &no)).await;
    assert_eq!(
        declined.callback_type(),
        Some(7),
        "the request's message is updated"
    );
    assert!(declined.button_ids().is_empty(), "its buttons go");
    assert!(
        declined.text().ends_with(&format!(
            "**{}** declines: **{}**'s d9 stands.",
            first.name, second.name
        )),
        "{}",
        declined.text()
    );
    let again = answer(&fake, fake.slash(second, "takeback", &[])).await;
    assert!(again.is_ephemeral());
    assert_eq!(
        again.text(),
        "taking back this move was declined: it cannot be asked again"
    );

    // The record keeps both moves and the takeback between them.
    let record = answer(&fake, fake.slash(first, "record", &[])).await;
    let text = String::from_utf8(record.files[0].bytes.clone()).unwrap();
    assert!(
        text.ends_with("\n1. e2\n2. e8\n3. takeback (seat 2)\n4. d9\n"),
        "{text}"
    );
}
