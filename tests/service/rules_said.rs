//! The rules' sentences (illegal moves, notation hints, wins, variants, replays) in every language.

use crate::support::service::OnDiscord;
use teban::games::{niwa, quoridor, sensei, GameKind, Hint, NotationError, WinReason};
use teban::i18n::rules::*;
use teban::i18n::{Lang, Said};

/// Every illegal move of every game, one of each reason. The matches have no wildcard: a
/// reason added to a game fails to compile here until it is said.
fn every_illegal() -> Vec<Said> {
    use quoridor::{Fence, Orientation, Square as Q};
    let (e2, e3) = (Q::new(4, 1), Q::new(4, 2));
    let fence = Fence::new(e2, Orientation::Horizontal);
    let other = Fence::new(Q::new(3, 1), Orientation::Vertical);
    let quoridor = [
        quoridor::Illegal::GameOver,
        quoridor::Illegal::AlreadyThere(e2),
        quoridor::Illegal::FenceInTheWay {
            from: e2,
            to: e3,
            fence,
        },
        quoridor::Illegal::Occupied {
            square: e3,
            seat: teban::games::Seat(1),
        },
        quoridor::Illegal::Unreachable { from: e2, to: e3 },
        quoridor::Illegal::NoFencesLeft,
        quoridor::Illegal::FenceTaken(fence),
        quoridor::Illegal::Overlaps { fence, other },
        quoridor::Illegal::Crosses { fence, other },
        quoridor::Illegal::ShutsIn(teban::games::Seat(2)),
        quoridor::Illegal::CannotPass,
    ];
    for reason in &quoridor {
        match reason {
            quoridor::Illegal::GameOver
            | quoridor::Illegal::AlreadyThere(_)
            | quoridor::Illegal::FenceInTheWay { .. }
            | quoridor::Illegal::Occupied { .. }
            | quoridor::Illegal::Unreachable { .. }
            | quoridor::Illegal::NoFencesLeft
            | quoridor::Illegal::FenceTaken(_)
            | quoridor::Illegal::Overlaps { .. }
            | quoridor::Illegal::Crosses { .. }
            | quoridor::Illegal::ShutsIn(_)
            | quoridor::Illegal::CannotPass => {}
        }
    }
    let (b1, b4) = (sensei::Square::new(1, 0), sensei::Square::new(1, 3));
    let mut sensei = vec![
        sensei::Illegal::GameOver,
        sensei::Illegal::ThirdStoneMove,
        sensei::Illegal::SecondCharacterMove,
        sensei::Illegal::AfterTheWin(b4),
        sensei::Illegal::NoStone(b1),
        sensei::Illegal::NotYourStone(b1),
        sensei::Illegal::CarriesCharacter(b1),
        sensei::Illegal::StaysPut(b1),
        sensei::Illegal::NotStraight { from: b1, to: b4 },
        sensei::Illegal::OneSquareOnly {
            preset: sensei::Preset::Shizukana,
            from: b1,
            to: b4,
        },
        sensei::Illegal::IntoPit(b4),
        sensei::Illegal::AlreadyThere(b1),
        sensei::Illegal::NoOwnStone(b4),
        sensei::Illegal::NotInLine { from: b1, to: b4 },
    ];
    for by in [
        sensei::Obstacle::OwnStone,
        sensei::Obstacle::OpponentStone,
        sensei::Obstacle::Pit,
    ] {
        sensei.push(sensei::Illegal::Taken { square: b4, by });
        sensei.push(sensei::Illegal::Blocked { by, at: b4, to: b1 });
    }
    for reason in &sensei {
        match reason {
            sensei::Illegal::GameOver
            | sensei::Illegal::ThirdStoneMove
            | sensei::Illegal::SecondCharacterMove
            | sensei::Illegal::AfterTheWin(_)
            | sensei::Illegal::NoStone(_)
            | sensei::Illegal::NotYourStone(_)
            | sensei::Illegal::CarriesCharacter(_)
            | sensei::Illegal::StaysPut(_)
            | sensei::Illegal::NotStraight { .. }
            | sensei::Illegal::OneSquareOnly { .. }
            | sensei::Illegal::IntoPit(_)
            | sensei::Illegal::Taken { .. }
            | sensei::Illegal::Blocked { .. }
            | sensei::Illegal::AlreadyThere(_)
            | sensei::Illegal::NoOwnStone(_)
            | sensei::Illegal::NotInLine { .. } => {}
        }
    }
    let (d2, d3, c3) = (
        niwa::Cell::new(3, 1),
        niwa::Cell::new(3, 2),
        niwa::Cell::new(2, 2),
    );
    let mut niwa = vec![
        niwa::Illegal::GameOver,
        niwa::Illegal::SetUpFirst {
            example: "d2:G c3:O e3:P".into(),
        },
        niwa::Illegal::AlreadySetUp,
        niwa::Illegal::NoSuchCell(d2),
        niwa::Illegal::NotAStartSpace { cell: d3, base: d2 },
        niwa::Illegal::NoFigurine(d2),
        niwa::Illegal::NotNeighbours { from: d2, to: c3 },
        niwa::Illegal::Occupied(d3),
        niwa::Illegal::OwnBase(d2),
        niwa::Illegal::NoBead { at: d2, to: d3 },
        niwa::Illegal::GiveToMover { to: d3 },
        niwa::Illegal::NoTaker(c3),
        niwa::Illegal::Full(c3),
        niwa::Illegal::WhichTaker {
            to: d3,
            a: c3,
            b: d2,
        },
        niwa::Illegal::NobodyTakes { to: d3 },
        niwa::Illegal::PastTheBase(d3),
        niwa::Illegal::JumpWithBeads(d2),
        niwa::Illegal::NotAJump { from: d2, to: c3 },
        niwa::Illegal::BehindIsFree { to: d2, over: d3 },
        niwa::Illegal::EmptyMove,
        niwa::Illegal::NoBeadToGive(d2),
        niwa::Illegal::GiveToItself,
    ];
    for line in niwa::Colour::ALL {
        for bead in niwa::Colour::ALL {
            niwa.push(niwa::Illegal::WrongColour {
                from: d2,
                to: d3,
                line,
                bead,
            });
        }
    }
    for reason in &niwa {
        match reason {
            niwa::Illegal::GameOver
            | niwa::Illegal::SetUpFirst { .. }
            | niwa::Illegal::AlreadySetUp
            | niwa::Illegal::NoSuchCell(_)
            | niwa::Illegal::NotAStartSpace { .. }
            | niwa::Illegal::NoFigurine(_)
            | niwa::Illegal::NotNeighbours { .. }
            | niwa::Illegal::Occupied(_)
            | niwa::Illegal::OwnBase(_)
            | niwa::Illegal::NoBead { .. }
            | niwa::Illegal::WrongColour { .. }
            | niwa::Illegal::GiveToMover { .. }
            | niwa::Illegal::NoTaker(_)
            | niwa::Illegal::Full(_)
            | niwa::Illegal::WhichTaker { .. }
            | niwa::Illegal::NobodyTakes { .. }
            | niwa::Illegal::PastTheBase(_)
            | niwa::Illegal::JumpWithBeads(_)
            | niwa::Illegal::NotAJump { .. }
            | niwa::Illegal::BehindIsFree { .. }
            | niwa::Illegal::EmptyMove
            | niwa::Illegal::NoBeadToGive(_)
            | niwa::Illegal::GiveToItself => {}
        }
    }
    // Each said in English exactly as the game's own English sentence.
    let mut said = Vec::new();
    for (reason, english) in quoridor
        .iter()
        .map(|r| (r.said(), r.to_string()))
        .chain(sensei.iter().map(|r| (r.said(), r.to_string())))
        .chain(niwa.iter().map(|r| (r.said(), r.to_string())))
    {
        assert_eq!(reason.text(Lang::En).on_discord(), english, "{reason:?}");
        said.push(reason);
    }
    said
}

/// Said in every language: the catalogue has the text and every argument it needs (a
/// missing one panics in tests), and French, German and Spanish say it in their own words.
fn said_everywhere(said: &Said) {
    let english = said.text(Lang::En).on_discord();
    for lang in [Lang::Fr, Lang::De, Lang::Es] {
        let text = said.text(lang).on_discord();
        assert!(!text.is_empty(), "{lang}: {said:?}");
        assert_ne!(text, english, "{lang}: {said:?} is not translated");
        assert!(!text.contains('{'), "{lang}: {text}");
    }
}

#[test]
fn every_illegal_move_of_every_game_is_said_in_every_language() {
    for said in every_illegal() {
        said_everywhere(&said);
    }
    assert_eq!(
        quoridor::Illegal::Unreachable {
            from: quoridor::Square::new(4, 0),
            to: quoridor::Square::new(4, 2),
        }
        .said()
        .text(Lang::De)
        .on_discord(),
        "e3 ist von e1 aus nicht erreichbar"
    );
    assert_eq!(
        sensei::Illegal::Taken {
            square: sensei::Square::new(1, 3),
            by: sensei::Obstacle::OpponentStone,
        }
        .said()
        .text(Lang::Fr)
        .on_discord(),
        "b4 est occupée par une pierre adverse"
    );
}

#[test]
fn every_notation_hint_is_said_in_every_language() {
    for hint in Hint::ALL {
        // No wildcard: a hint added fails to compile until it is listed in `Hint::ALL`.
        match hint {
            Hint::QuoridorMove
            | Hint::QuoridorSquare
            | Hint::QuoridorFenceOffBoard
            | Hint::SenseiSquare
            | Hint::SenseiTurn
            | Hint::SenseiCharacterSquare
            | Hint::SenseiStoneMove
            | Hint::SenseiTooManyActions
            | Hint::NiwaCell
            | Hint::NiwaTurn
            | Hint::NiwaSetupThree
            | Hint::NiwaSetupWord
            | Hint::NiwaColours
            | Hint::NiwaColourTwice
            | Hint::NiwaSameCell
            | Hint::NiwaSetupColours
            | Hint::NiwaJumpLast
            | Hint::NiwaTooManySteps
            | Hint::NiwaNoStep
            | Hint::NiwaGive => {}
        }
        let error = NotationError::new(" zz9 ", hint);
        assert_eq!(error.said().text(Lang::En).on_discord(), error.to_string());
        said_everywhere(&error.said());
    }
    let error = "e9x".parse::<quoridor::Move>().unwrap_err();
    assert_eq!(
        error.said().text(Lang::Es).on_discord(),
        "`e9x` no es una jugada: escribe una casilla como e2, una barrera como e3h o e3v, \
         o pass"
    );
}

#[test]
fn wins_variants_and_replays_are_said_in_every_language() {
    for reason in [
        WinReason::Goal,
        WinReason::Resignation,
        WinReason::NoLegalMove,
        WinReason::UnfairGame,
        WinReason::Time,
    ] {
        assert_eq!(
            reason.said().text(Lang::En).on_discord(),
            reason.to_string()
        );
        said_everywhere(&reason.said());
    }
    for kind in GameKind::ALL {
        for (name, description) in kind.variants() {
            let said = variant_description(*kind, name)
                .unwrap_or_else(|| panic!("{kind} {name} has no description"));
            assert_eq!(said.text(Lang::En).on_discord(), *description);
            said_everywhere(&said);
        }
    }
    assert!(variant_description(GameKind::Niwa, "bogus").is_none());
    let unknown = teban::games::AnyGame::new(GameKind::Sensei, Some(" bogus "));
    let unknown = unknown.unwrap_err();
    assert_eq!(
        unknown.said().text(Lang::En).on_discord(),
        unknown.to_string()
    );
    assert_eq!(
        unknown.said().text(Lang::De).on_discord(),
        "Sensei hat keine Variante `bogus`; die Varianten sind arashi, shizukana, \
         shizukana-variant, arashi-expert"
    );
    let broken =
        teban::games::AnyGame::replay(GameKind::Quoridor, None, &["e2", "e8", "e9"]).unwrap_err();
    assert_eq!(
        broken.said().text(Lang::En).on_discord(),
        broken.to_string()
    );
    assert_eq!(
        broken.said().text(Lang::Fr).on_discord(),
        "coup 3 (`e9`) : e9 est illégal : e9 n'est pas accessible depuis e2"
    );
}
