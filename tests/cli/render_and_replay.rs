//! `teban render` and `teban replay`: a PNG of a position and a GIF of a game, from moves or a
//! record, bad moves refused as `legal` refuses them, and the words drawn in the language asked
//! for, else the terminal's.

use crate::records::RECORD;
use crate::run::{refused, stdout, teban, teban_in};

#[test]
fn render_writes_a_png_and_refuses_bad_moves_like_legal() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("board.png");
    let out = path.to_str().unwrap();
    let output = teban(&[
        "render",
        "quoridor",
        "--players",
        "4",
        "--moves",
        "e2 b5",
        "--names",
        "Ann,Bob",
        "--hints",
        "-o",
        out,
    ]);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let bytes = std::fs::read(&path).unwrap();
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "not a PNG");
    let image = image::load_from_memory(&bytes).unwrap();
    assert!(image.width() > 300 && image.width() <= 1000);

    let refused = dir.path().join("refused.png");
    let output = teban(&[
        "render",
        "quoridor",
        "--moves",
        "e2 e8 e4",
        "-o",
        refused.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        err.contains("move 3") && err.contains("e4 is not reachable from e2"),
        "{err}"
    );
    assert!(!refused.exists(), "nothing is written for a bad position");
}

/// The frames of a GIF file.
fn gif_frames(path: &std::path::Path) -> usize {
    crate::support::gif_frames(&std::fs::read(path).unwrap())
}

#[test]
fn replay_writes_a_gif_of_the_start_and_each_move_from_moves_or_a_record() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.txt");
    std::fs::write(&file, RECORD).unwrap();
    let from_record = dir.path().join("record.gif");
    let made = teban(&[
        "replay",
        "--record",
        file.to_str().unwrap(),
        "-o",
        from_record.to_str().unwrap(),
    ]);
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    assert!(stdout(&made).contains("4 frames"), "{}", stdout(&made));
    assert_eq!(gif_frames(&from_record), 4);

    let from_moves = dir.path().join("moves.gif");
    let output = from_moves.to_str().unwrap();
    let made = teban(&["replay", "quoridor", "--moves", "e2 e8", "-o", output]);
    assert!(made.status.success());
    assert_eq!(gif_frames(&from_moves), 3);
    let err = refused(&["replay", "quoridor", "--moves", "e2 e2", "-o", output]);
    assert!(err.contains("e2"), "{err}");
}

#[test]
fn render_draws_its_words_in_the_language_asked_for_else_the_terminals() {
    use teban::games::{AnyGame, GameKind};
    use teban::i18n::Lang;
    use teban::render::{board_png, View};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("board.png");
    let mut game = AnyGame::new(GameKind::Quoridor, None).unwrap();
    game.play("e2").unwrap();
    let drawn_by_the_bot = |lang| {
        let view = View {
            names: vec!["Ann".into(), "Bob".into()],
            lang,
            ..View::default()
        };
        board_png(&game, &view)
    };
    for (flag, locale, lang) in [
        (Some("fr"), "de_DE.UTF-8", Lang::Fr),
        (None, "de_DE.UTF-8", Lang::De),
        (None, "C.UTF-8", Lang::En),
    ] {
        let mut args = vec![
            "render",
            "quoridor",
            "--moves",
            "e2",
            "--names",
            "Ann,Bob",
            "-o",
            path.to_str().unwrap(),
        ];
        args.extend(flag.iter().flat_map(|f| ["--lang", *f]));
        let env = [("LC_ALL", ""), ("LC_MESSAGES", ""), ("LANG", locale)];
        let output = teban_in(dir.path(), &args, &env);
        assert!(output.status.success(), "{output:?}");
        let bytes = std::fs::read(&path).unwrap();
        assert!(
            bytes == drawn_by_the_bot(lang),
            "{flag:?} {locale}: not the {lang:?} picture"
        );
    }
    assert_ne!(drawn_by_the_bot(Lang::Fr), drawn_by_the_bot(Lang::En));
}
