//! The gardens' promises: the rules' shape of every named garden, the pinned colours of the
//! default one, refused layouts, garden names, the geometry behind the picture and the steps
//! to the goal.

use std::collections::HashSet;

use teban_games::niwa::garden::NONE;

use super::*;

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
fn steps_to_goal_count_the_fewest_steps_around_the_own_base() {
    for name in GardenName::ALL {
        let garden = Garden::named(name);
        for seat in [Seat(0), Seat(1)] {
            let steps = garden.steps_to_goal(seat);
            let (own, goal) = (garden.base_id(seat), garden.base_id(Seat(1 - seat.0)));
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
