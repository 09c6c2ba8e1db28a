use std::collections::BTreeSet;
use std::time::Duration;

use teban_ai::arena::*;
use teban_ai::{opening_move, Level, OPENING_WIDTH};
use teban_games::{AnyGame, GameKind, Seat};

#[test]
fn a_sides_figures_are_its_moves_mean_percentiles_depth_and_speed() {
    let side = Side {
        times: (1..=100).map(Duration::from_millis).collect(),
        depths: 500,
        nodes: 50_500,
    };
    assert_eq!(side.moves(), 100);
    assert_eq!(side.percentile(50), Duration::from_millis(50));
    assert_eq!(side.percentile(99), Duration::from_millis(99));
    assert_eq!(side.percentile(100), Duration::from_millis(100));
    assert_eq!(side.mean(), Duration::from_micros(50_500));
    assert_eq!(side.mean_depth(), 5.0);
    // 50,500 positions in 5.05 s of thinking.
    assert!((side.nodes_per_second() - 10_000.0).abs() < 1e-6);
    assert_eq!(Side::default().percentile(99), Duration::ZERO);
}

fn quick_match(games: usize, limit: Option<Duration>) -> Match {
    Match {
        kind: GameKind::Quoridor,
        variant: None,
        a: Contender::Engine(Level::Easy),
        b: Contender::Random,
        games,
        seed: 3,
        time: Duration::from_millis(50),
        limit,
        opening: 0,
    }
}

#[test]
fn each_game_is_kept_with_its_moves_seats_and_winner() {
    let tally = run(&quick_match(3, None)).unwrap();
    assert_eq!(tally.records.len(), 3);
    let start = AnyGame::new(GameKind::Quoridor, None).unwrap();
    for (index, record) in tally.records.iter().enumerate() {
        assert_eq!(record.index, index);
        assert_eq!(record.a_seat, Seat((index % 2) as u8));
        // The moves replay from the start to the end the tally counted.
        let mut game = start.clone();
        for mv in &record.moves {
            game.play(mv).unwrap();
        }
        let winner = game.outcome().and_then(|o| o.winner());
        assert_eq!(record.a_won, winner.map(|w| w == record.a_seat));
    }
    let a_won = tally.records.iter().filter(|r| r.a_won == Some(true));
    assert_eq!(a_won.count(), tally.wins);
    let moves: usize = tally.records.iter().map(|r| r.moves.len()).sum();
    assert_eq!(moves, tally.a.moves() + tally.b.moves());
}

#[test]
fn a_match_plays_the_games_asked_for_and_none_once_its_time_is_up() {
    let whole = run(&quick_match(4, None)).unwrap();
    assert_eq!(whole.games(), 4);
    assert!(whole.a.moves() > 0 && whole.b.moves() > 0);
    let stopped = run(&quick_match(4, Some(Duration::ZERO))).unwrap();
    assert_eq!(stopped.games(), 0);
    assert_eq!(stopped.a.moves(), 0);
}

/// The first moves `opening_move` draws in `game`, over many seeds.
fn opening_moves(game: &AnyGame) -> BTreeSet<String> {
    (0..200)
        .filter_map(|seed| opening_move(game, seed))
        .collect()
}

#[test]
fn an_opening_makes_equal_levels_play_different_games_from_sound_first_moves() {
    let equal = |opening| Match {
        a: Contender::Engine(Level::Normal),
        b: Contender::Engine(Level::Normal),
        opening,
        // The search stops on its depth, never on this guard: the same seed plays the same game.
        time: Duration::from_secs(5),
        ..quick_match(8, None)
    };
    let start = AnyGame::new(GameKind::Quoridor, None).unwrap();
    // A handful of the moves the engine looks at first, the step towards the goal among them.
    let first = opening_moves(&start);
    assert!(first.len() > 1 && first.len() <= OPENING_WIDTH, "{first:?}");
    assert!(first.contains("e2"), "{first:?}");

    let openings = |opening| {
        let tally = run(&equal(opening)).unwrap();
        assert_eq!(tally.games(), 8);
        // The opening's moves count for neither side.
        let moves: usize = tally.records.iter().map(|r| r.moves.len()).sum();
        let opened = tally
            .records
            .iter()
            .map(|r| r.moves.len().min(opening as usize));
        assert_eq!(
            moves - opened.sum::<usize>(),
            tally.a.moves() + tally.b.moves()
        );
        for record in &tally.records {
            assert!(first.contains(&record.moves[0]), "{:?}", record.moves);
        }
        let begun: BTreeSet<Vec<String>> = tally
            .records
            .iter()
            .map(|r| r.moves[..4].to_vec())
            .collect();
        (begun.len(), tally.records)
    };
    let (plain, _) = openings(0);
    let (varied, records) = openings(4);
    assert!(
        varied >= 6 && varied > plain,
        "{varied} openings against {plain}"
    );
    // The same seed plays the same games.
    assert_eq!(openings(4).1, records);
}
