//! `teban play` seen from outside: a piped game, bad input (even bytes that are not text) asked
//! again, `legal` going one action at a time, 4 players, a clear one-line error for a broken
//! DATABASE_URL, a quiet end when the reader of its output goes away, and the terminal speaking
//! French with `--lang fr` and German under `LANG=de_DE.UTF-8`; a wall of text answered short.

use std::io::Write;
use std::process::{Child, Command, Output, Stdio};
use teban::store::GameId;

/// Starts `teban play ARGS` in `dir`, its three streams piped, in no locale (English) unless
/// `locale` sets some of `LC_ALL`, `LC_MESSAGES` and `LANG`.
fn spawn_in(
    dir: &std::path::Path,
    args: &[&str],
    database_url: Option<&str>,
    locale: &[(&str, &str)],
) -> Child {
    let mut command = Command::new(env!("CARGO_BIN_EXE_teban"));
    command
        .arg("play")
        .args(args)
        .current_dir(dir)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .envs(locale.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    match database_url {
        Some(url) => command.env("DATABASE_URL", url),
        None => command.env_remove("DATABASE_URL"),
    };
    command.spawn().expect("teban runs")
}

/// Starts `teban play ARGS` in `dir` in no locale.
fn spawn(dir: &std::path::Path, args: &[&str], database_url: Option<&str>) -> Child {
    spawn_in(dir, args, database_url, &[])
}

/// Plays `input` through `teban play ARGS` to its end.
fn play(
    dir: &std::path::Path,
    args: &[&str],
    input: impl AsRef<[u8]>,
    database_url: Option<&str>,
) -> Output {
    play_in(dir, args, input, database_url, &[])
}

/// Plays `input` through `teban play ARGS` to its end in `locale`.
fn play_in(
    dir: &std::path::Path,
    args: &[&str],
    input: impl AsRef<[u8]>,
    database_url: Option<&str>,
    locale: &[(&str, &str)],
) -> Output {
    let mut child = spawn_in(dir, args, database_url, locale);
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_ref())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Plays the first game in a fresh directory; its output, once it ran to the end.
fn first_game(dir: &std::path::Path, args: &[&str], script: &str) -> String {
    let out = play(dir, args, script, None);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(stdout.starts_with("Started game #1"), "{stdout}");
    stdout
}

#[test]
fn a_piped_game_is_played_to_the_end_and_bad_lines_are_asked_again() {
    let dir = tempfile::tempdir().unwrap();
    let script = "e2\nd9\ne3\nc9\nfly\ne4\nd9\ne6\ne5\nc9\ne6\nd9\ne7\nc9\nlegal e\ne8\nd9\ne9\n";
    let stdout = first_game(dir.path(), &["quoridor", "--names", "ann,bob"], script);
    assert!(
        stdout.contains("`fly` is not a move".replace('`', "").as_str()),
        "{stdout}"
    );
    assert!(
        stdout.contains("e6 is illegal: e6 is not reachable from e4"),
        "{stdout}"
    );
    assert_eq!(stdout.matches("try again").count(), 2, "{stdout}");
    assert!(
        stdout.contains("Your legal moves starting with e:"),
        "{stdout}"
    );
    assert!(stdout.contains("ann wins (reached the goal)"), "{stdout}");
    assert!(dir.path().join("teban.db").exists());
    assert!(dir.path().join("teban-board.png").exists());
    // A new run with the same names starts a new game: the old one is over.
    let again = play(
        dir.path(),
        &["quoridor", "--names", "ann,bob"],
        "quit\n",
        None,
    );
    assert!(text(&again.stdout).starts_with("Started game #2"));
}

#[test]
fn four_players_share_the_keyboard_and_resume_in_the_same_database() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "quoridor",
        "--players",
        "4",
        "--names",
        "a,b,c,d",
        "--db",
        "four.db",
    ];
    let first = text(&play(dir.path(), &args, "e2\nb5\n", None).stdout);
    assert!(first.contains("a played e2. b to move"), "{first}");
    assert!(first.contains("b played b5. c to move"), "{first}");
    let second = text(&play(dir.path(), &args, "resign\n", None).stdout);
    assert!(second.starts_with("Resumed game #1"), "{second}");
    assert!(second.contains("c resigns"), "{second}");
    assert!(second.contains("d to move"), "{second}");
}

#[test]
fn a_broken_database_url_is_one_clear_line() {
    let dir = tempfile::tempdir().unwrap();
    for url in [
        "postgres://somewhere/teban",
        "sqlite:///no/such/dir/teban.db",
    ] {
        let out = play(dir.path(), &["quoridor"], "", Some(url));
        assert_eq!(out.status.code(), Some(2));
        let stderr = text(&out.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(
            stderr.contains(url) && stderr.starts_with("teban: "),
            "{stderr}"
        );
    }
}

#[test]
fn a_piped_sensei_game_is_played_turn_by_turn_until_the_sage_wins() {
    let dir = tempfile::tempdir().unwrap();
    // A refused turn is asked again; then the Sage crosses to g1 and jumps the long diagonal.
    let script = "e1-e6\na7-a3\nb4-b5\ne6-a6 a6-a7 @g1\nc7-c6\n@A7\n";
    let out = play(
        dir.path(),
        &["sensei", "--preset", "arashi", "--names", "ann,bob"],
        script,
        None,
    );
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(stdout.starts_with("Started game #1"), "{stdout}");
    assert!(stdout.contains("there is no stone on b4"), "{stdout}");
    assert_eq!(stdout.matches("try again").count(), 1, "{stdout}");
    assert!(stdout.contains("ann wins (reached the goal)"), "{stdout}");
}

#[test]
fn a_niwa_game_is_played_in_the_terminal_setups_steps_and_a_bead_passed() {
    let dir = tempfile::tempdir().unwrap();
    // Both setups, a step across a line of the wrong colour asked again, a step giving its bead,
    // a bead passed, then the first player resigns.
    let script = "setup f1:G f2:O g1:P\nsetup f10:G f12:O e12:P\nf2 f3\nf2 g3>f1\n\
                  give f12>e12\nlegal give\nresign\n";
    let args = ["niwa", "--garden", "compact", "--names", "aiko,ben"];
    let stdout = first_game(dir.path(), &args, script);
    assert!(
        stdout.contains("the line from f2 to f3 is"),
        "the refused step says which colour: {stdout}"
    );
    assert_eq!(stdout.matches("try again").count(), 1, "{stdout}");
    assert!(stdout.contains("give "), "{stdout}");
    assert!(stdout.contains("ben wins"), "{stdout}");
    let png = std::fs::read(dir.path().join("teban-board.png")).expect("the board is written");
    let board = image::load_from_memory(&png).expect("the board decodes");
    assert!(board.width() <= 1000);
}

#[test]
fn against_teban_the_terminal_seats_one_player_and_teban_answers() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["niwa", "--vs-bot", "easy", "--names", "ann"];
    let stdout = first_game(dir.path(), &args, "board\nresign\n");
    assert!(stdout.contains("teban (easy)"), "{stdout}");
    let teban_first = stdout.contains("· teban (easy) vs ann");
    assert_eq!(
        stdout.contains("teban (easy) played setup"),
        teban_first,
        "teban makes its setup when it sits first: {stdout}"
    );
    assert!(stdout.contains("wins"), "ann resigned: {stdout}");
    // teban takes one seat: a 4-player game is refused in one line, nothing started.
    let out = play(
        dir.path(),
        &["quoridor", "--players", "4", "--vs-bot", "hard"],
        "",
        None,
    );
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("teban plays one seat"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn a_line_that_is_not_text_is_refused_and_the_game_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let script: &[u8] = b"e2\n\xff\xfee8\ne8\n";
    let out = play(
        dir.path(),
        &["quoridor", "--names", "ann,bob"],
        script,
        None,
    );
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        stdout.contains("bob to move> That line is not text (UTF-8); try again.\nbob to move> "),
        "{stdout}"
    );
    assert!(stdout.contains("bob played e8. ann to move"), "{stdout}");
}

#[test]
fn legal_offers_a_sensei_turn_one_action_at_a_time_with_the_count_of_whole_turns() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["sensei", "--preset", "arashi", "--names", "ann,bob"];
    let stdout = first_game(dir.path(), &args, "legal c1\nlegal C1-c3  @\n");
    assert!(
        stdout.contains(
            "ann to move> Your legal moves starting with c1, one action at a time: c1-c2 c1-c3 \
             c1-c4 c1-c5 c1-c6. They lead to 2,063 whole turns; add an action (legal c1-c2) to see \
             what follows.\n"
        ),
        "{stdout}"
    );
    assert!(
        stdout.contains(
            "ann to move> Your legal moves starting with c1-c3 @, one action at a time: \
             c1-c3 @a1, c1-c3 @b1, c1-c3 @e1, c1-c3 @f1, c1-c3 @g1. They lead to 194 whole \
             turns; add an action (legal c1-c3 @a1) to see what follows.\n"
        ),
        "{stdout}"
    );
}

#[test]
fn a_reader_that_goes_away_ends_the_game_at_the_terminal_quietly() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = spawn(dir.path(), &["quoridor", "--names", "ann,bob"], None);
    // The reader goes away before teban says anything: its first line meets a closed pipe.
    drop(child.stdout.take());
    let mut stdin = child.stdin.take().unwrap();
    let _ = stdin.write_all(b"e2\ne8\n");
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert_eq!(text(&out.stderr), "");
    assert!(out.status.success(), "{:?}", out.status);
}

#[test]
fn games_lists_the_unfinished_games_of_everyone_at_the_keyboard_their_turn_first() {
    let dir = tempfile::tempdir().unwrap();
    let quoridor = ["quoridor", "--names", "cid,dee"];
    first_game(dir.path(), &quoridor, "e2\nquit\n");
    let sensei = ["sensei", "--names", "ann,bob"];
    let out = play(dir.path(), &sensei, "games\nquit\n", None);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        stdout.contains(
            "ann to move> ann, your unfinished games here:\n\
             • game #2 · Sensei (arashi) vs bob: your turn (move 1), no time limit\n\
             bob, your unfinished games here:\n\
             • game #2 · Sensei (arashi) vs ann: ann to move (move 1), no time limit\n\
             ann to move> "
        ),
        "only the games of the players at the keyboard: {stdout}"
    );
    let out = play(dir.path(), &quoridor, "games\n", None);
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains(
            "dee to move> cid, your unfinished games here:\n\
             • game #1 · Quoridor (2-players) vs dee: dee to move (move 2), no time limit\n\
             dee, your unfinished games here:\n\
             • game #1 · Quoridor (2-players) vs cid: your turn (move 2), no time limit\n"
        ),
        "{stdout}"
    );
    // A finished game is no longer listed.
    let out = play(dir.path(), &quoridor, "resign\n", None);
    assert!(text(&out.stdout).contains("dee resigns"));
    let out = play(dir.path(), &sensei, "resign\n", None);
    assert!(text(&out.stdout).contains("ann resigns"));
    let out = play(dir.path(), &["niwa", "--names", "ann,cid"], "games\n", None);
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("ann, your unfinished games here:\n• game #3 · Niwa"),
        "{stdout}"
    );
    assert!(
        !stdout.contains("game #1") && !stdout.contains("game #2"),
        "{stdout}"
    );
}

/// The lines `teban play` printed, each prompt ("... > ") on a line of its own.
fn lines(stdout: &str) -> Vec<String> {
    stdout
        .replace("> ", ">\n")
        .lines()
        .map(str::to_string)
        .collect()
}

/// The language a game was stored in.
fn stored_lang(db: &std::path::Path, game: i64) -> teban::i18n::Lang {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let store = teban::store::Store::open(&format!("sqlite://{}", db.display()))
            .await
            .unwrap();
        store
            .game(GameId(game))
            .await
            .unwrap()
            .expect("the game is stored")
            .lang
    })
}

#[test]
fn lang_fr_speaks_french_and_keeps_the_game_in_french() {
    let dir = tempfile::tempdir().unwrap();
    // The flag wins over the locale.
    let out = play_in(
        dir.path(),
        &["quoridor", "--names", "ann,bob", "--lang", "fr"],
        b"help\n\xff\nfly\nquit\n",
        None,
        &[("LANG", "de_DE.UTF-8")],
    );
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let lines = lines(&stdout);
    assert!(lines[0].starts_with("Partie n° 1 commencée : "), "{stdout}");
    assert_eq!(lines[1], "Tape `help` pour voir les commandes.");
    // The text board's key, below the board.
    assert!(
        lines.contains(&"place 1 : 10 barrières · place 2 : 10 barrières".to_string()),
        "{stdout}"
    );
    assert!(
        lines.contains(&"(image du plateau : teban-board.png)".to_string()),
        "{stdout}"
    );
    let help = lines
        .iter()
        .position(|l| l.starts_with("Tape un coup"))
        .unwrap();
    assert_eq!(
        lines[help],
        "Tape un coup dans la notation du jeu (Quoridor : e2 pour avancer, e3h ou e3v pour une \
         barrière, pass si bloqué)."
    );
    assert_eq!(lines[help + 1], "Commandes :");
    assert_eq!(
        lines[help + 4],
        "  board           affiche à nouveau le plateau"
    );
    assert_eq!(
        lines[help + 7],
        "  resign          le joueur au trait abandonne"
    );
    let tail: Vec<&str> = lines[help + 10..].iter().map(String::as_str).collect();
    assert_eq!(tail.len(), 6, "{stdout}");
    assert_eq!(tail[0], "À ann de jouer>");
    assert_eq!(
        tail[1],
        "Cette ligne n’est pas du texte (UTF-8) ; réessaie."
    );
    assert_eq!(tail[2], "À ann de jouer>");
    // The table's refusal, in French, then the terminal's "try again".
    assert!(tail[3].starts_with("fly n'est pas un coup"), "{}", tail[3]);
    assert!(tail[3].ends_with(" ; réessaie."), "{}", tail[3]);
    assert_eq!(tail[4], "À ann de jouer>");
    assert_eq!(
        tail[5],
        "La partie est enregistrée ; relance la même commande pour continuer."
    );
    assert_eq!(
        stored_lang(&dir.path().join("teban.db"), 1),
        teban::i18n::Lang::Fr
    );
}

#[test]
fn a_german_locale_speaks_german() {
    let dir = tempfile::tempdir().unwrap();
    let out = play_in(
        dir.path(),
        &["quoridor"],
        "e2\nfly\n",
        None,
        &[("LANG", "de_DE.UTF-8")],
    );
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let lines = lines(&stdout);
    assert!(lines[0].starts_with("Partie Nr. 1 begonnen: "), "{stdout}");
    assert_eq!(lines[1], "Tippe `help` für die Befehle.");
    // The text board's key after e2: each seat's walls in hand.
    assert!(
        lines.contains(&"Platz 1: 10 Wände · Platz 2: 10 Wände".to_string()),
        "{stdout}"
    );
    // Unnamed players are named in German.
    assert!(
        lines.contains(&"Spieler 1 ist am Zug>".to_string()),
        "{stdout}"
    );
    assert!(
        lines.contains(&"Spieler 2 ist am Zug>".to_string()),
        "{stdout}"
    );
    let refused = lines
        .iter()
        .find(|l| l.contains("fly"))
        .expect("fly is refused");
    assert!(refused.ends_with("; versuch es noch einmal."), "{refused}");
    assert_eq!(
        lines.last().unwrap(),
        "Die Partie ist gespeichert; starte denselben Befehl erneut, um weiterzuspielen."
    );
    assert_eq!(
        stored_lang(&dir.path().join("teban.db"), 1),
        teban::i18n::Lang::De
    );
    // LC_ALL comes before LANG; a locale teban does not speak is English; and the same
    // unnamed players resume their game whatever the language.
    let out = play_in(
        dir.path(),
        &["quoridor"],
        "quit\n",
        None,
        &[("LC_ALL", "ja_JP.UTF-8"), ("LANG", "de_DE.UTF-8")],
    );
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("Resumed game #1"), "{stdout}");
    assert!(stdout.contains("2 to move> "), "{stdout}");
}

#[test]
fn a_wall_of_text_is_answered_in_short_lines() {
    let dir = tempfile::tempdir().unwrap();
    let wall = "x".repeat(100_000);
    // A variant teban does not have: refused before anything starts, its name cut short.
    let out = play(dir.path(), &["quoridor", "--variant", &wall], "", None);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with("teban: no Quoridor variant `xxx"),
        "{stderr}"
    );
    assert!(stderr.len() < 300, "{} bytes", stderr.len());
    // A move, and a prefix for `legal`, typed at the prompt: each refused or answered short.
    let script = format!("{wall}\nlegal {wall}\nquit\n");
    let stdout = first_game(dir.path(), &["quoridor", "--names", "ann,bob"], &script);
    assert!(
        stdout.lines().all(|line| line.len() < 300),
        "{} bytes",
        stdout.len()
    );
    assert!(stdout.contains("no move is longer than 64"), "{stdout}");
}
