//! Standings worked by hand, number by number: a Swiss with byes, a draw and a forfeit
//! (points, Buchholz cut 1, Sonneborn-Berger, results), and a round robin whose three leaders
//! share first place on every tie-break.

use teban_pairing::{standings, tie_break_keys, Entrant, Format, Pairing, Result, Round, Standing};

fn game(first: u64, second: u64) -> Pairing {
    Pairing::Game { first, second }
}

fn round(pairings: Vec<Pairing>, results: Vec<Option<Result>>) -> Round {
    Round { pairings, results }
}

fn line(s: &Standing) -> (u32, u64, f64, [f64; 2], [u32; 4], bool) {
    (
        s.rank,
        s.player,
        s.points,
        s.tie_breaks,
        [s.played, s.wins, s.draws, s.losses],
        s.withdrawn,
    )
}

#[test]
fn a_swiss_with_byes_a_draw_and_a_forfeit_counts_as_worked_by_hand() {
    let mut entrants: Vec<Entrant> = (1..=5).map(Entrant::new).collect();
    entrants[2].withdrawn = true; // player 3 left after round 3; their games stand
    use Result::*;
    let history = vec![
        round(
            vec![game(1, 3), game(4, 2), Pairing::Bye(5)],
            vec![Some(FirstWins), Some(Draw), None],
        ),
        round(
            vec![game(5, 1), game(2, 3), Pairing::Bye(4)],
            vec![Some(SecondWins), Some(FirstWins), None],
        ),
        Round {
            // Player 4 never moved: 5 wins by forfeit, a game counted in no tie-break.
            pairings: vec![game(1, 2), game(4, 5), Pairing::Bye(3)],
            results: vec![Some(Draw), Some(FirstForfeits), None],
        },
    ];
    // Points: 1 = 1+1+½ = 2½; 2 = ½+1+½ = 2; 3 = 0+0+1 = 1; 4 = ½+1+0 = 1½; 5 = 1+0+1 = 2.
    // Buchholz cut 1, one value per round (a bye or a forfeit 0), the lowest cut:
    //   1: 3→1, 5→2, 2→2 = 5 - 1 = 4      2: 4→1½, 3→1, 1→2½ = 5 - 1 = 4
    //   3: 1→2½, 2→2, bye 0 = 4½           4: 2→2, bye 0, forfeit 0 = 2
    //   5: bye 0, 1→2½, forfeit 0 = 2½
    // Sonneborn-Berger: 1 beat 3 (1) and 5 (2), drew 2 (½·2) = 4; 2 drew 4 (½·1½) beat 3 (1)
    //   drew 1 (½·2½) = 3; 3 = 0; 4 drew 2 (½·2) = 1; 5 lost to 1, the forfeit left out = 0.
    let table = standings(Format::Swiss { rounds: 3 }, &entrants, &history);
    let lines: Vec<_> = table.iter().map(line).collect();
    assert_eq!(
        lines,
        vec![
            (1, 1, 2.5, [4.0, 4.0], [3, 2, 1, 0], false),
            (2, 2, 2.0, [4.0, 3.0], [3, 1, 2, 0], false),
            (3, 5, 2.0, [2.5, 0.0], [2, 1, 0, 1], false),
            (4, 4, 1.5, [2.0, 1.0], [2, 0, 1, 1], false),
            (5, 3, 1.0, [4.5, 0.0], [2, 0, 0, 2], true),
        ]
    );
    assert_eq!(
        tie_break_keys(Format::Swiss { rounds: 3 }),
        ["buchholz-cut1", "sonneborn-berger"]
    );
}

#[test]
fn a_round_robin_cycle_of_wins_shares_first_place() {
    // 1 beats 2, 2 beats 3, 3 beats 1, and all beat 4: 2 points each, Sonneborn-Berger 2
    // each (the one they beat among them has 2, player 4 has 0), and 1 point each against the
    // other two: equal on everything, ranked 1, 1, 1 in their initial order, then 4th.
    let entrants: Vec<Entrant> = (1..=4).map(Entrant::new).collect();
    use Result::*;
    let history = vec![
        round(
            vec![game(1, 4), game(2, 3)],
            vec![Some(FirstWins), Some(FirstWins)],
        ),
        round(
            vec![game(4, 3), game(1, 2)],
            vec![Some(SecondWins), Some(FirstWins)],
        ),
        round(
            vec![game(2, 4), game(3, 1)],
            vec![Some(FirstWins), Some(FirstWins)],
        ),
    ];
    let table = standings(Format::RoundRobin, &entrants, &history);
    let lines: Vec<_> = table.iter().map(line).collect();
    assert_eq!(
        lines,
        vec![
            (1, 1, 2.0, [2.0, 1.0], [3, 2, 0, 1], false),
            (1, 2, 2.0, [2.0, 1.0], [3, 2, 0, 1], false),
            (1, 3, 2.0, [2.0, 1.0], [3, 2, 0, 1], false),
            (4, 4, 0.0, [0.0, 0.0], [3, 0, 0, 3], false),
        ]
    );
    // Direct encounter decides between two players equal on points and Sonneborn-Berger, and a
    // game still on counts nothing.
    let history = vec![round(
        vec![game(1, 2), game(3, 4)],
        vec![Some(SecondWins), None],
    )];
    let table = standings(Format::RoundRobin, &entrants, &history);
    assert_eq!(
        table.iter().map(|s| (s.rank, s.player)).collect::<Vec<_>>(),
        vec![(1, 2), (2, 1), (2, 3), (2, 4)]
    );
    assert_eq!(table[0].tie_breaks, [0.0, 0.0]);
    assert_eq!(
        tie_break_keys(Format::DoubleRoundRobin),
        ["sonneborn-berger", "direct-encounter"]
    );
}

#[test]
fn two_draws_in_a_double_round_robin_share_first_place() {
    // Two players who drew both their games of a double round robin are equal on everything.
    let entrants: Vec<Entrant> = (1..=2).map(Entrant::new).collect();
    use Result::*;
    let history = vec![
        round(vec![game(1, 2)], vec![Some(Draw)]),
        round(vec![game(2, 1)], vec![Some(Draw)]),
    ];
    let table = standings(Format::DoubleRoundRobin, &entrants, &history);
    // 1 point each, SB ½+½ = 1 each, direct encounter 1 each: shared first place.
    assert_eq!(
        table.iter().map(line).collect::<Vec<_>>(),
        vec![
            (1, 1, 1.0, [1.0, 1.0], [2, 0, 2, 0], false),
            (1, 2, 1.0, [1.0, 1.0], [2, 0, 2, 0], false),
        ]
    );
}
