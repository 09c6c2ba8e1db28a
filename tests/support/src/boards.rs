//! Positions of every game, each with the view it is drawn in (a side, hints, a fence's
//! preview), on which the web board's SVG is checked against the PNG: its targets in the
//! pictures' tests, its look in a browser.

use teban::games::niwa::{GardenName, Niwa, NiwaOptions};
use teban::games::{AnyGame, Game, GameKind, Seat};
use teban::render::View;

/// Four players' names, seen from `side` (or the channel's), with the legal moves marked when
/// `hints`.
pub fn view(side: Option<Seat>, hints: bool) -> View {
    View {
        names: vec!["Ann".into(), "Bob".into(), "Chidi".into(), "Dagrun".into()],
        hints,
        side,
        ..View::default()
    }
}

/// The game of `kind` after `moves` (in its notation), which are legal.
pub fn replay(kind: GameKind, variant: Option<&str>, moves: &str) -> AnyGame {
    AnyGame::replay(kind, variant, &kind.split_moves(moves)).expect("the test's moves are legal")
}

/// Two players' Quoridor in its middle: pawns off their rows, fences both ways.
pub fn quoridor_middle() -> AnyGame {
    replay(
        GameKind::Quoridor,
        None,
        "e2 e8 e3h e7 d6v e6 c3h e5 e3 f5v d3 b7h g2v a4h",
    )
}

/// Four players' Quoridor after a round and a fence or two.
pub fn quoridor_four() -> AnyGame {
    replay(
        GameKind::Quoridor,
        Some("4-players"),
        "e2 b5 e8 h5 e3h c5 d7v g5 e3",
    )
}

/// Sensei's expert Arashi after three arrows.
pub fn sensei_arrows() -> AnyGame {
    replay(
        GameKind::Sensei,
        Some("arashi-expert"),
        "b1-b3 @b3 f1-f5; a7-a4; a1-a3 @a3 g1-g2",
    )
}

/// A Niwa game in the default garden after `plies` turns, each the first legal turn that walks
/// more than a step (or a fixed pick), so that beads have moved.
pub fn niwa_after(plies: u32) -> AnyGame {
    let mut game = Niwa::new(&NiwaOptions {
        garden: GardenName::Compact,
    });
    while game.ply() < plies && game.outcome().is_none() {
        let legal = game.legal_moves();
        let pick = legal
            .iter()
            .position(|mv| mv.path().len() > 2)
            .unwrap_or(game.ply() as usize * 7 % legal.len());
        game.play(&legal[pick]).expect("a legal move plays");
    }
    AnyGame::Niwa(game)
}

/// The positions checked, named, with the views they are drawn in.
pub fn positions() -> Vec<(&'static str, AnyGame, View)> {
    vec![
        (
            "quoridor start",
            AnyGame::new(GameKind::Quoridor, None).unwrap(),
            view(None, true),
        ),
        ("quoridor middle", quoridor_middle(), view(None, true)),
        (
            "quoridor middle from seat 2",
            quoridor_middle(),
            view(Some(Seat(1)), true),
        ),
        (
            "quoridor 4 players from seat 2",
            quoridor_four(),
            view(Some(Seat(1)), true),
        ),
        (
            "quoridor preview of a fence",
            quoridor_middle(),
            View {
                preview: true,
                ..view(None, false)
            },
        ),
        ("sensei three arrows", sensei_arrows(), view(None, true)),
        (
            "sensei from seat 2",
            sensei_arrows(),
            view(Some(Seat(1)), false),
        ),
        ("niwa setup", niwa_after(0), view(None, true)),
        ("niwa middle", niwa_after(14), view(None, true)),
        (
            "niwa middle from seat 2",
            niwa_after(14),
            view(Some(Seat(1)), true),
        ),
    ]
}
