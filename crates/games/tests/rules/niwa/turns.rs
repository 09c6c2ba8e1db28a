//! The rules of a turn, each in a test of its own: setups, steps and the beads they spend, bead
//! passes, jumps, the rulebook's NB1–NB5, and how a turn wins or loses the game.

use std::collections::HashSet;

use super::*;

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
