//! A finished or running game taken away, end to end on the loopback fake of Discord: `/record`
//! answers the caller alone with the game's record attached, which reads back as its moves;
//! `/replay` posts the game as a GIF with a frame per position.

use crate::support::bot::{answer_in_the_end, bot_on_fake, game_begun, only_callback};
use crate::support::fake_discord::{FakeUser, Opt, GUILD_ID};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn record_attaches_the_game_as_a_text_file_that_reads_back_as_its_moves() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    let ann = FakeUser::new(101, "ann");
    let bob = FakeUser::new(102, "bob");
    let game = game_begun(&fake, &ann, &bob).await;
    // Ann is seat 1 or 2 (seats are drawn): whoever is to move plays, twice.
    for notation in ["e2", "e8"] {
        for player in [&ann, &bob] {
            let asked = fake.slash(player, "move", &[Opt::Str("notation", notation)]);
            let calls = fake.wait_answer(&asked).await;
            if !only_callback(&calls).is_ephemeral() {
                break;
            }
        }
    }

    let asked = fake.slash(&bob, "record", &[]);
    let calls = fake.wait_answer(&asked).await;
    let answer = only_callback(&calls);
    assert!(answer.is_ephemeral(), "only bob sees the record");
    assert_eq!(answer.files.len(), 1, "{}", answer.text());
    let file = &answer.files[0];
    assert_eq!(file.filename, format!("teban-game-{game}.txt"));
    let text = String::from_utf8(file.bytes.clone()).unwrap();
    let record = teban::record::Record::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let moves: Vec<&str> = record.entries.iter().map(|e| e.notation.as_str()).collect();
    assert_eq!(moves, ["e2", "e8"], "{text}");
    assert_eq!(record.game, Some(game));
    assert_eq!(record.server, Some(GUILD_ID));
    assert!(
        text.contains("[Seat1 \"") && text.contains("[Result \"*\"]"),
        "{text}"
    );

    // By its number, the same file; a game that does not exist is refused.
    let asked = fake.slash(&ann, "record", &[Opt::Int("game", game)]);
    let calls = fake.wait_answer(&asked).await;
    assert_eq!(only_callback(&calls).files[0].bytes, file.bytes);
    let asked = fake.slash(&ann, "record", &[Opt::Int("game", game + 100)]);
    let calls = fake.wait_answer(&asked).await;
    let refused = only_callback(&calls);
    assert!(refused.files.is_empty() && refused.is_ephemeral());
    assert_eq!(refused.text(), "there is no such game");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replay_posts_the_game_as_a_gif_with_a_frame_per_position() {
    let (fake, _dir, _bot) = bot_on_fake().await;
    let ann = FakeUser::new(101, "ann");
    let bob = FakeUser::new(102, "bob");
    let game = game_begun(&fake, &ann, &bob).await;
    for notation in ["e2", "e8", "e3"] {
        for player in [&ann, &bob] {
            let asked = fake.slash(player, "move", &[Opt::Str("notation", notation)]);
            let calls = fake.wait_answer(&asked).await;
            if !only_callback(&calls).is_ephemeral() {
                break;
            }
        }
    }

    let asked = fake.slash(&bob, "replay", &[Opt::Int("game", game)]);
    let calls = fake.wait_answer(&asked).await;
    // Drawing every position may outlast the deferral's wait on a busy machine.
    let answer = answer_in_the_end(&calls);
    assert!(!answer.is_ephemeral(), "the channel sees the replay");
    assert_eq!(answer.files.len(), 1, "{}", answer.text());
    let file = &answer.files[0];
    assert_eq!(file.filename, format!("teban-game-{game}.gif"));
    // The start and the three moves.
    let frames = crate::support::gif_frames(&file.bytes);
    assert_eq!(frames, 4, "{}", answer.text());
    assert!(answer.text().contains("4 frames"), "{}", answer.text());
}
