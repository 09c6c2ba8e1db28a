//! A move's preview and Confirm, and the board from one's side, end to end on the loopback fake:
//! with `/preferences confirm:` on, `/move` answers only its player with the picture of the
//! position after the move (attached, as the bot draws it from their side) and Confirm / Cancel;
//! Confirm posts the move for everyone; seat 2's `/board` is seat 2's picture, not the classic one.

use teban::games::{AnyGame, GameKind, Seat};
use teban::render::{board_png, View};

use crate::support::bot::{bot_on_fake, game_begun_with_board, only_callback};
use crate::support::fake_discord::{FakeUser, Opt};

fn ann() -> FakeUser {
    FakeUser::new(101, "ann")
}

fn bob() -> FakeUser {
    FakeUser::new(102, "bob")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_previewed_move_waits_for_confirm_and_seat_two_sees_its_side() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    let (_game, board) = game_begun_with_board(&fake, &ann(), &bob()).await;
    // Seat 1 moves first: whoever the draw seated there.
    let (first, second) = if board.to_string().contains("**ann** to move") {
        (ann(), bob())
    } else {
        (bob(), ann())
    };
    let asked = fake.slash(&first, "preferences", &[Opt::Bool("confirm", true)]);
    let calls = fake.wait_answer(&asked).await;
    let shown = only_callback(&calls);
    assert!(shown.is_ephemeral());
    assert!(
        shown
            .text()
            .contains("Confirm each move before it is played: on"),
        "{}",
        shown.text()
    );

    // The preview: for the player alone, the picture attached, Confirm and Cancel.
    let posted = fake.channel_messages().len();
    let asked = fake.slash(&first, "move", &[Opt::Str("notation", "e3h")]);
    let calls = fake.wait_answer(&asked).await;
    let preview = only_callback(&calls);
    assert!(preview.is_ephemeral(), "{}", preview.text());
    assert!(
        preview.text().contains("**Preview** (only you see it)"),
        "{}",
        preview.text()
    );
    let ids = preview.button_ids();
    assert_eq!(ids.len(), 2, "{ids:?}");
    assert!(
        ids[0].starts_with("ok:") && ids[0].ends_with(":e3h"),
        "{ids:?}"
    );
    assert!(ids[1].starts_with("drop:"), "{ids:?}");
    let after = AnyGame::replay(GameKind::Quoridor, None, &["e3h"]).expect("legal");
    let names = vec![first.name.clone(), second.name.clone()];
    let view = |side: Option<Seat>, preview: bool| View {
        names: names.clone(),
        side,
        preview,
        ..View::default()
    };
    assert_eq!(preview.files.len(), 1);
    assert_eq!(
        preview.files[0].bytes,
        board_png(&after, &view(Some(Seat(0)), true)),
        "the position after the move, its fence outlined"
    );
    assert_eq!(fake.channel_messages().len(), posted, "nothing posted");

    // Confirm: the move in the channel for everyone.
    let message = fake.posted(preview);
    let asked = fake.click(&first, &message, &ids[0]);
    let calls = fake.wait_answer(&asked).await;
    let played = only_callback(&calls);
    assert!(!played.is_ephemeral());
    assert!(
        played
            .text()
            .contains(&format!("**{}** played e3h.", first.name)),
        "{}",
        played.text()
    );
    let public = played.files[0].bytes.clone();
    assert_eq!(public, board_png(&after, &view(None, false)));

    // Seat 2's /board: drawn from seat 2's side (the classic picture turned half round, as
    // tests/pictures/board_sides.rs checks pixel by pixel), not the thread's.
    let asked = fake.slash(&second, "board", &[]);
    let calls = fake.wait_answer(&asked).await;
    let theirs = only_callback(&calls);
    assert!(theirs.is_ephemeral());
    let png = &theirs.files[0].bytes;
    assert_eq!(png, &board_png(&after, &view(Some(Seat(1)), false)));
    assert_ne!(png, &public);
    let decoded = image::load_from_memory(png).expect("a PNG").to_rgb8();
    let classic = image::load_from_memory(&public).expect("a PNG").to_rgb8();
    assert_eq!(decoded.dimensions(), classic.dimensions());
}
