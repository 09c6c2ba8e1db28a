//! Niwa's rules, each in a test of its own, the gardens' promises, and random games.
//!
//! Positions are built in the compact garden (seat 1's base g2 at the bottom, seat 2's base f11
//! at the top); the cells of a test are found from the geometry (`toward`) so that each test
//! says which way it looks, and colours are read from the garden (the golden test pins them).

use std::collections::HashSet;

use proptest::prelude::*;

use super::*;

fn compact() -> &'static Garden {
    Garden::named(GardenName::Compact)
}

fn cell(name: &str) -> Cell {
    let cell: Cell = name.parse().unwrap();
    assert!(compact().contains(cell), "{name} is in the compact garden");
    cell
}

/// The neighbour of `from` in direction `dir` (0 = N, 1 = NE, 2 = SE, 3 = S, 4 = SW, 5 = NW).
fn toward(from: &str, dir: usize) -> String {
    let garden = compact();
    let hex = garden.hex(cell(from)).unwrap().step(dir);
    garden
        .cell_at(hex)
        .expect("the cell is in the garden")
        .to_string()
}

fn line(a: &str, b: &str) -> Colour {
    compact().line(cell(a), cell(b)).expect("neighbours")
}

/// Another colour than `colour`.
fn other(colour: Colour) -> Colour {
    Colour::ALL[(colour as usize + 1) % 3]
}

fn beads(colours: &[Colour]) -> String {
    colours.iter().map(|c| c.letter()).collect()
}

/// A compact-garden position after both setups: each seat's figurines as (cell, beads top first),
/// `to_move` (a seat number) to play. Bead totals are not checked, so a test may strip beads.
fn position(seat1: [(&str, &str); 3], seat2: [(&str, &str); 3], to_move: u8) -> Niwa {
    let mut game = Niwa::new(&NiwaOptions::default());
    for (s, figurines) in [seat1, seat2].iter().enumerate() {
        for (piece, (at, stack)) in game.pieces[s].iter_mut().zip(figurines) {
            piece.at = compact().id(cell(at)).unwrap();
            piece.beads = Stack::default();
            for letter in stack.chars().rev() {
                piece.beads.push(Colour::from_letter(letter).unwrap());
            }
        }
        game.placed[s] = true;
    }
    game.ply = 2;
    game.turn = Seat::number(to_move);
    game
}

/// Seat 2 parked far from the action on the left edge.
const PARKED: [(&str, &str); 3] = [("a8", "GO"), ("a7", "PG"), ("c8", "OP")];

fn play(game: &mut Niwa, mv: &str) {
    let parsed = mv.parse().unwrap_or_else(|e| panic!("{e}"));
    game.play(&parsed)
        .unwrap_or_else(|e| panic!("{mv} should be legal: {e}"));
}

fn refusal(game: &Niwa, mv: &str) -> String {
    let mut copy = game.clone();
    let err = copy.play(&mv.parse().unwrap()).unwrap_err().to_string();
    assert_eq!(&copy, game, "a refused turn changes nothing");
    err
}

fn legal(game: &Niwa) -> Vec<String> {
    game.legal_moves().iter().map(ToString::to_string).collect()
}

/// The landings of the jumps the figurine on `from` may make, sorted.
fn jumps_from(game: &Niwa, from: &str) -> Vec<String> {
    let mut landings: Vec<String> = game
        .legal_moves()
        .into_iter()
        .filter_map(|mv| match mv {
            Move::Walk {
                from: f,
                steps,
                jump: Some(to),
            } if f == cell(from) && steps.is_empty() => Some(to.to_string()),
            _ => None,
        })
        .collect();
    landings.sort();
    landings
}

fn sorted(mut cells: Vec<String>) -> Vec<String> {
    cells.sort();
    cells
}

#[test]
fn the_first_turns_are_setups_seat_1_then_seat_2() {
    let mut game = Niwa::new(&NiwaOptions::default());
    assert_eq!(game.garden().base(Seat(0)), cell("g2"));
    assert_eq!(game.garden().base(Seat(1)), cell("f11"));
    let setups = legal(&game);
    assert_eq!(setups.len(), 120, "3 of 6 start spaces, in order");
    assert!(setups.iter().all(|m| m.starts_with("setup ")));
    assert!(refusal(&game, "g3 g4").starts_with("place your figurines first, e.g. `setup "));
    assert_eq!(
        refusal(&game, "setup g3:G h2:O g5:P"),
        "g5 is not one of the six start spaces around your base g2"
    );
    play(&mut game, "setup H2:o g3:G h1:p");
    assert_eq!(game.to_move(), Some(Seat(1)));
    assert_eq!(
        game.last_turn().unwrap().mv.to_string(),
        "setup g3:G h2:O h1:P"
    );
    assert_eq!(
        refusal(&game, "setup g3:G h2:O h1:P"),
        "g3 is not one of the six start spaces around your base f11"
    );
    play(&mut game, "setup f12:G g12:O e11:P");
    assert_eq!(game.to_move(), Some(Seat(0)));
    assert_eq!(
        refusal(&game, "setup g1:G f1:O f2:P"),
        "your figurines are already in the garden"
    );
    let carried: Vec<(String, String)> = game
        .figurines()
        .iter()
        .map(|f| (f.cell.to_string(), beads(&f.beads)))
        .collect();
    assert_eq!(
        carried,
        [
            ("g3", "GG"),
            ("h2", "OO"),
            ("h1", "PP"),
            ("f12", "GG"),
            ("g12", "OO"),
            ("e11", "PP")
        ]
        .map(|(c, b)| (c.to_string(), b.to_string()))
    );
}

#[test]
fn a_step_spends_the_top_bead_of_the_lines_colour_on_another_figurine() {
    let north = toward("e6", 0);
    let colour = line("e6", &north);
    let stack = beads(&[colour, other(colour)]);
    let mut game = position([("e6", &stack), ("k5", ""), ("j7", "G")], PARKED, 1);
    play(&mut game, &format!("e6 {north}>j7"));
    let moved = game.figurine_on(cell(&north)).unwrap();
    assert_eq!(moved.beads, [other(colour)]);
    assert_eq!(
        game.figurine_on(cell("j7")).unwrap().beads,
        [colour, Colour::Green]
    );
    assert!(game.figurine_on(cell("e6")).is_none());
    assert_eq!(game.to_move(), Some(Seat(1)));

    let wrong = beads(&[other(colour), colour]);
    let game = position([("e6", &wrong), ("k5", ""), ("j7", "G")], PARKED, 1);
    assert_eq!(
        refusal(&game, &format!("e6 {north}>j7")),
        format!(
            "the line from e6 to {north} is {colour} and your top bead is {}",
            other(colour)
        )
    );
    assert_eq!(refusal(&game, "e6 e8>j7"), "e8 is not next to e6");
    assert_eq!(
        refusal(&game, "k5 k6"),
        "the figurine on k5 has no bead left to cross the line to k6"
    );
}

#[test]
fn a_move_goes_on_while_the_new_top_bead_matches() {
    let (one, two) = (toward("e6", 0), toward(&toward("e6", 0), 0));
    let (first, second) = (line("e6", &one), line(&one, &two));
    let stack = beads(&[first, second]);
    let game = position([("e6", &stack), ("k5", ""), ("j7", "G")], PARKED, 1);
    let listed = legal(&game);
    let walk = format!("e6 {one}>k5 {two}>j7");
    assert!(listed.contains(&walk), "{walk} in {listed:?}");
    let mut after = game.clone();
    play(&mut after, &walk);
    assert!(after.figurine_on(cell(&two)).unwrap().beads.is_empty());
    // Stopping after the first step is a turn too.
    assert!(listed.contains(&format!("e6 {one}>k5")));
}

#[test]
fn the_taker_is_named_only_when_two_figurines_could_take_the_bead() {
    let north = toward("e6", 0);
    let colour = line("e6", &north);
    let stack = beads(&[colour]);
    // Both others have room: the player must say which.
    let game = position([("e6", &stack), ("k5", "G"), ("j7", "G")], PARKED, 1);
    assert_eq!(
        refusal(&game, &format!("e6 {north}")),
        format!("say which figurine takes the bead spent on the step to {north}: {north}>k5 or {north}>j7")
    );
    // k5 is full: j7 is the only taker, so it need not be named, and is not in canonical form.
    let game = position([("e6", &stack), ("k5", "GOP"), ("j7", "G")], PARKED, 1);
    assert!(legal(&game).contains(&format!("e6 {north}")));
    let mut named = game.clone();
    play(&mut named, &format!("e6 {north}>j7"));
    let mut unnamed = game.clone();
    play(&mut unnamed, &format!("e6 {north}"));
    assert_eq!(named, unnamed);
    assert_eq!(
        unnamed.last_turn().unwrap().mv.to_string(),
        format!("e6 {north}")
    );
}

#[test]
fn a_bead_may_not_go_to_a_figurine_that_already_carries_three() {
    let north = toward("e6", 0);
    let stack = beads(&[line("e6", &north)]);
    let game = position([("e6", &stack), ("k5", "GOP"), ("j7", "")], PARKED, 1);
    assert_eq!(
        refusal(&game, &format!("e6 {north}>k5")),
        "the figurine on k5 already carries three beads"
    );
    assert_eq!(
        refusal(&game, "give e6>k5"),
        "the figurine on k5 already carries three beads"
    );
    assert_eq!(
        refusal(&game, &format!("e6 {north}>e6")),
        format!(
            "the bead spent on the step to {north} must go to another figurine, not the one moving"
        )
    );
    assert_eq!(
        refusal(&game, &format!("e6 {north}>a8")),
        "there is no figurine of yours on a8 to take the bead"
    );
}

#[test]
fn passing_a_bead_moves_the_top_bead_onto_another_figurine() {
    let mut game = position([("e6", "OG"), ("k5", "P"), ("j7", "")], PARKED, 1);
    play(&mut game, "give e6>k5");
    assert_eq!(
        game.figurine_on(cell("k5")).unwrap().beads,
        [Colour::Orange, Colour::Pink]
    );
    assert_eq!(game.figurine_on(cell("e6")).unwrap().beads, [Colour::Green]);
    let game = position([("e6", "OG"), ("k5", "P"), ("j7", "")], PARKED, 1);
    assert_eq!(
        refusal(&game, "give j7>k5"),
        "the figurine on j7 has no bead to pass"
    );
    assert_eq!(
        refusal(&game, "give e6>e6"),
        "a bead passes between two different figurines"
    );
    assert_eq!(refusal(&game, "give a8>e6"), "you have no figurine on a8");
    let passes: Vec<String> = legal(&game)
        .into_iter()
        .filter(|m| m.starts_with("give"))
        .collect();
    assert_eq!(
        passes,
        ["give e6>k5", "give e6>j7", "give k5>e6", "give k5>j7"]
    );
}

#[test]
fn a_figurine_without_beads_jumps_to_the_three_spaces_behind() {
    // e6 jumps north over seat 2's figurine on e7.
    let over = toward("e6", 0);
    let behind = sorted(vec![toward(&over, 5), toward(&over, 0), toward(&over, 1)]);
    let game = position(
        [("e6", ""), ("k5", "GG"), ("j7", "OOP")],
        [(&over, "GP"), ("a7", "O"), ("c8", "OP")],
        1,
    );
    assert_eq!(jumps_from(&game, "e6"), behind);
    let mut after = game.clone();
    play(&mut after, &format!("e6 ^{}", behind[0]));
    assert_eq!(after.figurine_on(cell(&behind[0])).unwrap().seat, Seat(0));
    // A figurine of one's own can be jumped too.
    let game = position([("e6", ""), (&over, "GG"), ("j7", "OOP")], PARKED, 1);
    assert_eq!(jumps_from(&game, "e6"), behind);
    // A figurine with beads may not jump.
    let game = position([("e6", "G"), (&over, "GG"), ("j7", "OOP")], PARKED, 1);
    assert!(jumps_from(&game, "e6").is_empty());
    assert_eq!(
        refusal(&game, &format!("e6 ^{}", behind[0])),
        "the figurine on e6 still carries beads: only a figurine with none may jump"
    );
}

#[test]
fn the_jump_goes_two_spaces_only_when_the_three_behind_are_taken() {
    let over = toward("e6", 0);
    let behind = [toward(&over, 5), toward(&over, 0), toward(&over, 1)];
    let straight = toward(&over, 0);
    let beyond = sorted(vec![toward(&straight, 5), toward(&straight, 1)]);
    let full = [
        (behind[0].as_str(), "GO"),
        (behind[1].as_str(), "OP"),
        (behind[2].as_str(), "PG"),
    ];
    let game = position([("e6", ""), (&over, "GG"), ("k5", "OOP")], full, 1);
    assert_eq!(jumps_from(&game, "e6"), beyond);
    play(&mut game.clone(), &format!("e6 ^{}", beyond[1]));
    // With one space behind free, the far spaces are shut.
    let game = position(
        [("e6", ""), (&over, "GG"), ("k5", "OOP")],
        [full[0], full[1], ("a7", "PG")],
        1,
    );
    assert_eq!(jumps_from(&game, "e6"), [behind[2].clone()]);
    assert_eq!(
        refusal(&game, &format!("e6 ^{}", beyond[0])),
        format!(
            "{} is two spaces behind {over}: that jump is allowed only when the three spaces just \
             behind {over} are all taken",
            beyond[0]
        )
    );
    assert_eq!(
        refusal(&game, &format!("e6 ^{}", behind[0])),
        format!("{} is occupied", behind[0])
    );
}

#[test]
fn a_move_may_spend_every_bead_and_end_in_a_jump_nb3() {
    // e5 steps north to e6 with its only bead, stands empty-handed before e7 and jumps it.
    let (start, stop) = ("e5", toward("e5", 0));
    let over = toward(&stop, 0);
    let landing = toward(&over, 0);
    let stack = beads(&[line(start, &stop)]);
    let game = position(
        [(start, &stack), ("k5", "GOP"), ("j7", "")],
        [(&over, "GP"), ("a7", "O"), ("c8", "OP")],
        1,
    );
    let walk = format!("{start} {stop} ^{landing}");
    assert!(legal(&game).contains(&walk), "{walk}");
    let mut after = game.clone();
    play(&mut after, &walk);
    assert_eq!(after.figurine_on(cell(&landing)).unwrap().seat, Seat(0));
    assert_eq!(
        after.figurine_on(cell("j7")).unwrap().beads,
        beads_of(&stack)
    );
}

fn beads_of(stack: &str) -> Vec<Colour> {
    stack
        .chars()
        .map(|c| Colour::from_letter(c).unwrap())
        .collect()
}

#[test]
fn only_one_figurine_is_jumped_per_turn_nb4() {
    // e7 and e9 stand in a file: e6 jumps e7 to e8 and may not go on over e9.
    let e7 = toward("e6", 0);
    let e8 = toward(&e7, 0);
    let e9 = toward(&e8, 0);
    let e10 = toward(&e9, 0);
    let game = position(
        [("e6", ""), ("k5", "GOP"), ("j7", "GOP")],
        [(&e7, "GO"), (&e9, "OP"), ("a7", "PG")],
        1,
    );
    assert!(jumps_from(&game, "e6").contains(&e8));
    assert_eq!(
        refusal(&game, &format!("e6 ^{e10}")),
        format!("{e10} is not a landing space of a jump from e6")
    );
    let err = format!("e6 ^{e8} ^{e10}").parse::<Move>().unwrap_err();
    assert!(err.to_string().contains("comes last"), "{err}");
    let err = format!("e6 ^{e8} {e9}").parse::<Move>().unwrap_err();
    assert!(err.to_string().contains("comes last"), "{err}");
    for mv in legal(&game) {
        let jumps = mv.matches('^').count();
        assert!(
            jumps == 0 || (jumps == 1 && mv.rsplit(' ').next().unwrap().starts_with('^')),
            "{mv}"
        );
    }
}

#[test]
fn colours_are_ignored_when_jumping_nb5() {
    // The jumper carries nothing, so no line could be crossed by a step, yet every space behind
    // is open to the jump whatever the colours of the lines it flies over.
    let over = toward("e6", 0);
    let behind = sorted(vec![toward(&over, 5), toward(&over, 0), toward(&over, 1)]);
    let crossed: HashSet<Colour> = behind
        .iter()
        .map(|b| line(&over, b))
        .chain([line("e6", &over)])
        .collect();
    assert!(
        crossed.len() >= 2,
        "the test needs lines of several colours: {crossed:?}"
    );
    let game = position([("e6", ""), (&over, "GG"), ("k5", "OOP")], PARKED, 1);
    assert_eq!(jumps_from(&game, "e6"), behind);
    let south = toward("e6", 3);
    assert_eq!(
        refusal(&game, &format!("e6 {south}")),
        format!("the figurine on e6 has no bead left to cross the line to {south}")
    );
}

#[test]
fn no_figurine_lands_on_its_own_base_nb1() {
    // g3 stands just north of seat 1's base g2.
    let stack = beads(&[line("g3", "g2")]);
    let game = position([("g3", &stack), ("k5", ""), ("j7", "G")], PARKED, 1);
    assert_eq!(
        refusal(&game, "g3 g2>j7"),
        "g2 is your own base: your figurines may not land there"
    );
    assert!(!legal(&game).iter().any(|m| m.contains("g2")));
    // Nor by a jump: g4 jumps g3 southward, and g2 is not among the landings.
    let game = position([("g4", ""), ("g3", "GG"), ("j7", "OOP")], PARKED, 1);
    let landings = jumps_from(&game, "g4");
    assert_eq!(landings, sorted(vec![toward("g3", 4), toward("g3", 2)]));
    assert_eq!(
        refusal(&game, "g4 ^g2"),
        "g2 is your own base: your figurines may not land there"
    );
}

#[test]
fn no_figurine_passes_through_an_occupied_space_nb2() {
    let (one, two) = (toward("e6", 0), toward(&toward("e6", 0), 0));
    let stack = beads(&[line("e6", &one), line(&one, &two)]);
    let walk = format!("e6 {one}>k5 {two}>j7");
    let open = position([("e6", &stack), ("k5", ""), ("j7", "G")], PARKED, 1);
    assert!(legal(&open).contains(&walk));
    let blocked = position(
        [("e6", &stack), ("k5", ""), ("j7", "G")],
        [(&one, "GO"), ("a7", "PG"), ("c8", "OP")],
        1,
    );
    assert_eq!(refusal(&blocked, &walk), format!("{one} is occupied"));
}

#[test]
fn reaching_the_opponents_base_wins() {
    // f10 stands just south of seat 2's base f11.
    let stack = beads(&[line("f10", "f11"), Colour::Green]);
    let mut game = position([("f10", &stack), ("k5", "GOP"), ("j7", "")], PARKED, 1);
    assert_eq!(
        refusal(&game, &format!("f10 f11 {}", toward("f11", 0))),
        "the figurine reaches the opponent's base on f11: the game is won there and the move ends"
    );
    play(&mut game, "f10 f11");
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Seat(0),
            reason: WinReason::Goal
        })
    );
    assert_eq!(game.to_move(), None);
    assert!(game.legal_moves().is_empty());
    assert_eq!(refusal(&game, "give k5>j7"), "the game is over");
}

#[test]
fn a_player_with_no_legal_turn_loses() {
    // Seat 2 has lost its beads (impossible in a real game: six beads always leave a pass) and
    // stands apart, so after seat 1's pass it has nothing to do.
    let mut game = position(
        [("e6", "G"), ("k5", ""), ("j7", "")],
        [("a8", ""), ("c9", ""), ("l6", "")],
        1,
    );
    play(&mut game, "give e6>k5");
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Seat(0),
            reason: WinReason::NoLegalMove
        })
    );
}

#[test]
fn every_named_garden_keeps_the_promises_of_the_rules() {
    for name in GardenName::ALL {
        let garden = Garden::named(name);
        let layout = garden.layout();
        assert_eq!(Layout::new(layout.centres()).as_ref(), Ok(layout), "{name}");
        assert_eq!(garden.cells().len(), 84, "{name}: 12 tiles of 7 cells");
        // Bases: six neighbours each, their rings are the start spaces.
        for seat in [Seat(0), Seat(1)] {
            let base = garden.base(seat);
            assert_eq!(garden.neighbours(base).len(), 6, "{name}");
            assert_eq!(
                sorted(
                    garden
                        .neighbours(base)
                        .iter()
                        .map(ToString::to_string)
                        .collect()
                ),
                sorted(
                    garden
                        .start_spaces(seat)
                        .iter()
                        .map(ToString::to_string)
                        .collect()
                )
            );
        }
        assert!(
            garden.centre(garden.base(Seat(0))).unwrap().1
                < garden.centre(garden.base(Seat(1))).unwrap().1,
            "{name}: seat 1 at the bottom"
        );
        let edges = garden.edges();
        // Symmetric under the half-turn that swaps the bases.
        let twin = |c: Cell| {
            garden
                .cell_at(layout.half_turn(garden.hex(c).unwrap()))
                .unwrap()
        };
        assert_eq!(twin(garden.base(Seat(0))), garden.base(Seat(1)));
        for edge in &edges {
            assert_eq!(
                garden.line(twin(edge.a), twin(edge.b)),
                Some(edge.colour),
                "{name}: {edge}"
            );
        }
        // Roughly balanced.
        for colour in Colour::ALL {
            let n = edges.iter().filter(|e| e.colour == colour).count();
            assert!(
                3 * n + 9 >= edges.len() && 3 * n <= edges.len() + 9,
                "{name}: {n} {colour} of {}",
                edges.len()
            );
        }
        // Two colours around every cell.
        for &c in garden.cells() {
            let around: HashSet<Colour> = garden
                .neighbours(c)
                .iter()
                .map(|n| garden.line(c, *n).unwrap())
                .collect();
            assert!(around.len() >= 2, "{name}: {c} sees {around:?}");
        }
        // Every cell reachable from seat 1's base.
        let mut seen = HashSet::from([garden.base(Seat(0))]);
        let mut todo = vec![garden.base(Seat(0))];
        while let Some(c) = todo.pop() {
            for n in garden.neighbours(c) {
                if seen.insert(n) {
                    todo.push(n);
                }
            }
        }
        assert_eq!(seen.len(), 84, "{name}");
        // Names read off the picture: a column is one vertical line, rows climb within it.
        for &c in garden.cells() {
            let (x, y) = garden.centre(c).unwrap();
            assert!((x - 1.5 * f64::from(c.column())).abs() < 1e-9);
            let north = garden.cell_at(garden.hex(c).unwrap().step(0));
            if let Some(n) = north {
                assert_eq!(
                    (n.column(), n.row()),
                    (c.column(), c.row() + 1),
                    "{name}: {c}"
                );
                assert!((garden.centre(n).unwrap().1 - y - 3f64.sqrt()).abs() < 1e-9);
            }
        }
    }
}

/// FNV-1a, to pin a long text in a short literal.
fn fnv1a(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

#[test]
fn the_default_garden_is_pinned() {
    let garden = compact();
    let centres: Vec<String> = garden
        .layout()
        .centres()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(centres.join(" "), "(5, -8) (1, -3) (4, -5) (7, -7) (0, 0) (3, -2) (6, -4) (9, -6) (2, 1) (5, -1) (8, -3) (4, 2)");
    assert_eq!(garden.seed(), 2012);
    let edges: Vec<String> = garden.edges().iter().map(ToString::to_string).collect();
    assert_eq!(edges.len(), 213);
    assert_eq!(
        edges[..6].join(" "),
        "a7-a8:O a7-b6:P a7-b7:G a8-b7:P a8-b8:O b4-b5:G"
    );
    assert_eq!(
        format!("{:016x}", fnv1a(&edges.join(" "))),
        "d348191c46fb9017"
    );
    let letters: String = garden.edges().iter().map(|e| e.colour.letter()).collect();
    assert_eq!(
        letters,
        concat!(
            "OPGPOGPGPGGPGGPOGPOPOPGGGPGOOGPOGPPPGPOOPOGOOGPOGGGPGOOOOGGGGPOG",
            "GOPOPPGPPGPOOGGPOPPOOOPGOOOOGPPGPPOGOOOOOOPGGPGPOOPOPOPOPPPGOGOG",
            "OOPPGPPPPPPOGOOGGGOPOGGOOGOGOPGGGPPGOGGPOOPGGPOPGOOGOOGOPGGOPPOO",
            "PGGOGPGGPGGPPOPPGPPGO"
        )
    );
}

#[test]
fn layouts_that_are_not_gardens_are_refused() {
    let good = GardenName::Compact.layout().centres().to_vec();
    assert_eq!(Layout::new(&good[..11]), Err(LayoutError::WrongCount(11)));
    let mut off = good.clone();
    off[5] = Hex::new(1, 0);
    assert_eq!(
        Layout::new(&off),
        Err(LayoutError::OffLattice(Hex::new(1, 0)))
    );
    let mut twice = good.clone();
    twice[6] = twice[5];
    assert_eq!(Layout::new(&twice), Err(LayoutError::Overlap(good[5])));
    let mut apart = good.clone();
    apart[1] = Hex::lattice(10, 10);
    assert_eq!(Layout::new(&apart), Err(LayoutError::Disconnected));
    let mut lopsided = good.clone();
    // Swap a middle tile for another one touching the garden: connected, but not symmetric.
    lopsided[4] = Hex::lattice(4, 0);
    assert_eq!(
        Layout::new(&lopsided),
        Err(LayoutError::NotSymmetric(Hex::lattice(4, 0)))
    );
}

#[test]
fn options_name_the_gardens() {
    assert_eq!(
        "PATH".parse::<NiwaOptions>().unwrap().garden,
        GardenName::Path
    );
    let err = "maze".parse::<NiwaOptions>().unwrap_err().to_string();
    assert!(err.contains("compact, path, wide"), "{err}");
    assert_eq!(Niwa::variants()[0].0, "compact");
    assert_eq!(NiwaOptions::default().to_string(), "compact");
}

#[test]
fn a_position_survives_its_stored_form() {
    let mut game = Niwa::new(&NiwaOptions {
        garden: GardenName::Wide,
    });
    while game.ply() < 6 {
        let mv = game.legal_moves()[game.ply() as usize * 7 % game.legal_moves().len()].clone();
        game.play(&mv).unwrap();
    }
    let json = serde_json::to_value(&game).unwrap();
    assert_eq!(json["garden"], "wide");
    let back: Niwa = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(back, game);
    let mut broken = json;
    broken["figurines"][0][0][1] = serde_json::json!("GGGG");
    assert!(serde_json::from_value::<Niwa>(broken).is_err());
}

#[test]
fn the_diagram_shows_bases_and_figurines() {
    let game = position([("e6", "OG"), ("k5", "P"), ("j7", "")], PARKED, 1);
    let diagram = game.diagram();
    assert!(
        diagram.contains("@1") && diagram.contains("@2"),
        "{diagram}"
    );
    // Marks and coordinates only: the words about them are the reader's (`i18n::diagram`).
    assert!(!diagram.contains("seat"), "{diagram}");
}

/// Turns worth trying in `game` besides the listed ones: every step, jump and pass that could be
/// written from the mover's figurines (and one step further after each legal step).
fn candidates(game: &Niwa) -> Vec<Move> {
    let garden = game.garden();
    let mine: Vec<Cell> = game
        .figurines()
        .iter()
        .filter(|f| Some(f.seat) == game.to_move())
        .map(|f| f.cell)
        .collect();
    let mut all = Vec::new();
    for &from in &mine {
        for &to in &mine {
            all.push(Move::Give { from, to });
        }
        for n in garden.neighbours(from) {
            for give in std::iter::once(None).chain(mine.iter().copied().map(Some)) {
                let step = Step { to: n, give };
                all.push(Move::Walk {
                    from,
                    steps: vec![step],
                    jump: None,
                });
                for m in garden.neighbours(n) {
                    all.push(Move::Walk {
                        from,
                        steps: vec![step, Step { to: m, give: None }],
                        jump: None,
                    });
                }
            }
        }
        let hex = garden.hex(from).unwrap();
        for &target in garden.cells() {
            if hex.distance(garden.hex(target).unwrap()) <= 3 {
                all.push(Move::Walk {
                    from,
                    steps: vec![],
                    jump: Some(target),
                });
            }
        }
    }
    all
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_keep_every_rule(garden in 0usize..3, picks in prop::collection::vec(any::<u16>(), 1..40)) {
        let mut game = Niwa::new(&NiwaOptions { garden: GardenName::ALL[garden] });
        for pick in picks {
            let legal = game.legal_moves();
            if game.outcome().is_some() {
                prop_assert!(legal.is_empty());
                break;
            }
            // Six beads always leave a turn.
            prop_assert!(!legal.is_empty());
            prop_assert!(legal.len() < 1000, "{} turns", legal.len());
            let listed: HashSet<&Move> = legal.iter().collect();
            prop_assert_eq!(listed.len(), legal.len(), "no turn listed twice");
            for mv in &legal {
                // Notation round-trips, in any case.
                prop_assert_eq!(&mv.to_string().to_uppercase().parse::<Move>().unwrap(), mv);
                let mut next = game.clone();
                prop_assert!(next.play(mv).is_ok(), "{} refused", mv);
                prop_assert_eq!(&next.last_turn().unwrap().mv, mv);
            }
            // `play` accepts exactly what `legal_moves` lists (up to naming a forced taker).
            for mv in candidates(&game) {
                let mut next = game.clone();
                match next.play(&mv) {
                    Ok(()) => prop_assert!(listed.contains(&next.last_turn().unwrap().mv), "{} accepted", mv),
                    Err(_) => {
                        prop_assert!(!listed.contains(&mv), "{} refused", mv);
                        prop_assert_eq!(&next, &game);
                    }
                }
            }
            let mv = legal[pick as usize % legal.len()].clone();
            game.play(&mv).unwrap();
            prop_assert_eq!(game.perft(1), game.legal_moves().len() as u64);
        }
    }

    #[test]
    fn no_string_makes_the_parser_panic(text in ".{0,24}") {
        let _ = text.parse::<Move>();
    }

    #[test]
    fn turn_like_strings_parse_or_explain(text in "(setup |give )?([a-nA-N][0-9]{1,2}[>:^ ]{0,2}[gopGOP]?){0,4}") {
        match text.parse::<Move>() {
            Ok(mv) => prop_assert_eq!(mv.to_string().parse::<Move>().unwrap(), mv),
            Err(e) => prop_assert!(e.to_string().contains("is not a move")),
        }
    }
}

#[test]
fn niwa_turns_split_on_semicolons_and_replay_through_any_game() {
    use crate::{AnyGame, GameKind};
    let line = "setup g3:G h2:O h1:P ; setup f12:G g12:O e11:P;give g3>h2";
    let turns = GameKind::Niwa.split_moves(line);
    assert_eq!(
        turns,
        [
            "setup g3:G h2:O h1:P",
            "setup f12:G g12:O e11:P",
            "give g3>h2"
        ]
    );
    assert_eq!(GameKind::Niwa.split_moves("g3 g4>h2"), ["g3 g4>h2"]);
    let game = AnyGame::replay(GameKind::Niwa, Some("Compact"), &turns).unwrap();
    assert_eq!(game.kind(), GameKind::Niwa);
    assert_eq!(game.variant(), "compact");
    let json = serde_json::to_string(&game).unwrap();
    let back: AnyGame = serde_json::from_str(&json).unwrap();
    assert_eq!(back, game);
    assert_eq!(back.legal_moves(), game.legal_moves());
}

/// The fewest steps between the two bases of a garden.
fn walk_between_bases(garden: &Garden) -> usize {
    let goal = garden.base(Seat(1));
    let mut frontier = vec![garden.base(Seat(0))];
    let mut seen: HashSet<Cell> = frontier.iter().copied().collect();
    for steps in 1.. {
        frontier = frontier
            .iter()
            .flat_map(|c| garden.neighbours(*c))
            .filter(|n| seen.insert(*n))
            .collect();
        if frontier.contains(&goal) {
            return steps;
        }
        assert!(!frontier.is_empty(), "the bases are connected");
    }
    unreachable!()
}

#[test]
fn the_path_is_the_longest_walk_and_the_wide_garden_the_widest() {
    let [compact, path, wide] = GardenName::ALL.map(Garden::named);
    assert_eq!(walk_between_bases(compact), 10);
    assert!(walk_between_bases(path) > 2 * walk_between_bases(compact));
    assert!(wide.size().0 > compact.size().0 && wide.size().0 > path.size().0);
}

#[test]
fn the_geometry_gives_the_picture_its_hexes_and_lines() {
    let garden = compact();
    let near = |(x, y): (f64, f64), (u, v): (f64, f64)| (x - u).hypot(y - v);
    for edge in garden.edges() {
        let side = garden.side(edge.a, edge.b).unwrap();
        let (a, b) = (
            garden.centre(edge.a).unwrap(),
            garden.centre(edge.b).unwrap(),
        );
        for end in side {
            // Each end of a line is a corner of both hexes.
            assert!((near(end, a) - 1.0).abs() < 1e-9 && (near(end, b) - 1.0).abs() < 1e-9);
            let corners = garden.corners(edge.a).unwrap();
            assert!(corners.iter().any(|c| near(*c, end) < 1e-9), "{edge}");
        }
    }
    assert_eq!(garden.side(cell("a7"), cell("e6")), None);
    let (x0, y0, x1, y1) = garden.bounds();
    for &c in garden.cells() {
        for (x, y) in garden.corners(c).unwrap() {
            assert!(x >= x0 - 1e-9 && x <= x1 + 1e-9 && y >= y0 - 1e-9 && y <= y1 + 1e-9);
        }
    }
    assert_eq!(garden.size(), (12, 12));
}

#[test]
fn a_lone_figurine_with_one_bead_has_exactly_its_steps_and_the_passes() {
    // e6 carries one bead, k5 is full, j7 empty and nobody stands next to anybody: the turns
    // are e6's steps along the lines of its bead's colour (j7 takes the bead, so it goes
    // unnamed; empty-handed on arrival, e6 has no one to jump) and the three bead passes.
    let north = toward("e6", 0);
    let colour = line("e6", &north);
    let game = position(
        [("e6", &beads(&[colour])), ("k5", "GOP"), ("j7", "")],
        PARKED,
        1,
    );
    let mut expected: Vec<String> = compact()
        .neighbours(cell("e6"))
        .into_iter()
        .filter(|n| compact().line(cell("e6"), *n) == Some(colour))
        .map(|n| format!("e6 {n}"))
        .collect();
    assert!(expected.contains(&format!("e6 {north}")));
    expected.extend(["give e6>j7", "give k5>e6", "give k5>j7"].map(String::from));
    assert_eq!(sorted(legal(&game)), sorted(expected));
}

#[test]
fn steps_to_goal_count_the_fewest_steps_around_the_own_base() {
    for name in GardenName::ALL {
        let garden = Garden::named(name);
        for seat in [Seat(0), Seat(1)] {
            let steps = garden.steps_to_goal(seat);
            let (own, goal) = (garden.base_id(seat), garden.base_id(Niwa::opponent(seat)));
            assert_eq!(steps.len(), garden.cells().len());
            assert_eq!(steps[goal as usize], 0);
            assert_eq!(steps[own as usize], NONE);
            for id in (0..steps.len() as u8).filter(|id| *id != own && *id != goal) {
                let around: Vec<u8> = (0..6)
                    .map(|dir| garden.neighbour(id, dir))
                    .filter(|n| *n != NONE && *n != own)
                    .map(|n| steps[n as usize])
                    .collect();
                // A breadth-first count: one neighbour is a step nearer, none is two nearer.
                assert!(around.contains(&(steps[id as usize] - 1)), "{name} {id}");
                assert!(around.iter().all(|s| *s + 1 >= steps[id as usize]));
            }
            let nearest_start = garden.start_ids(seat).map(|id| steps[id as usize]);
            let between = walk_between_bases(garden) as u8;
            assert_eq!(nearest_start.iter().min(), Some(&(between - 1)), "{name}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn reach_is_where_the_listed_walks_end(garden in 0usize..3, picks in prop::collection::vec(any::<u16>(), 2..40)) {
        let mut game = Niwa::new(&NiwaOptions { garden: GardenName::ALL[garden] });
        for pick in picks {
            let Some(seat) = game.to_move() else { break };
            let legal = game.legal_moves();
            if let Some(pieces) = game.pieces_of(seat) {
                for (index, (at, _)) in pieces.iter().enumerate() {
                    let from = game.garden().name_of(*at);
                    let ends = legal
                        .iter()
                        .filter(|mv| matches!(mv, Move::Walk { from: f, .. } if *f == from))
                        .filter_map(|mv| mv.path().last().and_then(|c| game.garden().id(*c)))
                        .fold(0u128, |mask, id| mask | bit(id));
                    prop_assert_eq!(game.reach(seat, index), ends, "{} in {}", from, game.diagram());
                }
            } else {
                prop_assert_eq!(game.reach(seat, 0), 0);
            }
            game.play(&legal[pick as usize % legal.len()].clone()).unwrap();
        }
    }
}
