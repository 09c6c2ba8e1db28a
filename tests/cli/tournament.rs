//! `teban tournament` at the terminal: a whole tournament of computer players played through the
//! service, each round printed with its results, the final standings with their tie-breaks, and
//! the same as JSON (rounds → pairings → results; standings with points and tie-breaks) and as
//! the standings picture. A bad format is refused with what it takes.

use std::collections::HashSet;

use crate::run::{stdout, teban_in};

#[test]
fn a_round_robin_of_four_is_played_whole_and_written_as_json_and_a_picture() {
    let dir = tempfile::tempdir().unwrap();
    let json = dir.path().join("t.json");
    let png = dir.path().join("t.png");
    let output = teban_in(
        dir.path(),
        &[
            "tournament",
            "--game",
            "quoridor",
            "--format",
            "round-robin",
            "--players",
            "4",
            "--move-ms",
            "20",
            "--seed",
            "3",
            "--json",
            json.to_str().unwrap(),
            "--picture",
            png.to_str().unwrap(),
        ],
        &[],
    );
    assert!(output.status.success(), "{output:?}");
    let text = stdout(&output);
    for round in 1..=3 {
        assert!(text.contains(&format!("Round {round}\n")), "{text}");
    }
    assert!(
        text.contains("Final standings (teban tournament)"),
        "{text}"
    );
    assert!(text.contains("3 rounds, 6 games"), "{text}");
    assert!(text.contains("(every one in the log)"), "{text}");

    let view: serde_json::Value = serde_json::from_slice(&std::fs::read(&json).unwrap()).unwrap();
    assert_eq!(view["status"], "finished");
    let rounds = view["rounds_played"].as_array().unwrap();
    assert_eq!(rounds.len(), 3);
    let mut met = HashSet::new();
    for round in rounds {
        for pairing in round["pairings"].as_array().unwrap() {
            let first = pairing["first"].as_str().unwrap().to_string();
            let second = pairing["second"].as_str().unwrap().to_string();
            let result = pairing["result"].as_str().unwrap();
            assert!(["1-0", "0-1", "½-½"].contains(&result), "{pairing}");
            let mut pair = [first, second];
            pair.sort();
            assert!(met.insert(pair), "a pair met twice: {pairing}");
        }
    }
    assert_eq!(met.len(), 6, "everyone met everyone");
    // Every game gave one point; the standings are ranked by points.
    let standings = view["standings"].as_array().unwrap();
    let points: Vec<f64> = standings
        .iter()
        .map(|s| s["points"].as_f64().unwrap())
        .collect();
    assert_eq!(points.iter().sum::<f64>(), 6.0);
    assert!(points.windows(2).all(|p| p[0] >= p[1]), "{points:?}");
    assert_eq!(view["tie_breaks"][0], "Sonneborn-Berger");
    assert_eq!(standings[0]["tie_breaks"].as_array().unwrap().len(), 2);
    let picture = image::load_from_memory(&std::fs::read(&png).unwrap()).unwrap();
    assert!(picture.width() > 300 && picture.height() > 200);
}

#[test]
fn a_format_teban_does_not_know_is_refused_with_the_ones_it_does() {
    let dir = tempfile::tempdir().unwrap();
    let output = teban_in(
        dir.path(),
        &["tournament", "--game", "quoridor", "--format", "knockout"],
        &[],
    );
    assert_eq!(output.status.code(), Some(2));
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("knockout"), "{said}");
    assert!(said.contains("tournament format"), "{said}");
}
