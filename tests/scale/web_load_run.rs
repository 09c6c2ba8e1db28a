//! `teban loadtest --web N`: live pages on one game, in a second process, every move shown on
//! every page from its live stream (no page reads the game again), and the figures printed.

use std::process::Command;

#[test]
fn a_web_load_run_shows_every_move_on_every_page_and_prints_its_figures() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("web.db");
    let run = Command::new(env!("CARGO_BIN_EXE_teban"))
        .args(["loadtest", "--web", "40", "--moves", "6", "--db"])
        .arg(&db)
        .env_remove("DATABASE_URL")
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(
        said.starts_with(
            "40 live pages on one game on SQLite (a tenth as each player, the rest watching), \
             6 moves"
        ),
        "{said}"
    );
    assert!(
        said.contains(
            "\npages that failed: 0 of 40 (0 told to read the game again, 0 reads after opening)\n"
        ),
        "{said}"
    );
    // Each figure is a number of milliseconds (the median, then the 99th percentile).
    for figure in [
        "each move shown on all pages: ",
        "a click to the opponent's page: ",
    ] {
        let line = said
            .lines()
            .find_map(|l| l.strip_prefix(figure))
            .unwrap_or_else(|| panic!("no `{figure}` in {said}"));
        let median: f64 = line.split(" ms").next().unwrap().parse().unwrap();
        assert!(median > 0.0, "{line}");
    }
    assert!(said.contains("\nmemory per page: "), "{said}");
    let cpu = said
        .lines()
        .find_map(|l| l.strip_prefix("server CPU per move: "))
        .unwrap_or_else(|| panic!("no CPU per move in {said}"));
    assert!(cpu.contains(" µs a page"), "{cpu}");
}
