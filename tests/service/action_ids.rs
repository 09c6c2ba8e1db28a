//! The ids of buttons and links: every action round-trips through its id, and strangers' ids are
//! refused with a reason.

use teban::games::GameKind;
use teban::table::shared::action::*;
use teban::table::shared::{ChallengeId, GameId, Player, TournamentId};

#[test]
fn every_action_round_trips_through_its_id() {
    let actions = [
        ActionId::Move {
            game: GameId(7),
            version: 12,
            notation: "e3h".into(),
        },
        ActionId::Move {
            game: GameId(7),
            version: 0,
            notation: "a1: b2 c3".into(),
        },
        ActionId::Resign {
            game: GameId(1),
            version: 3,
        },
        ActionId::Draw {
            game: GameId(2),
            version: 4,
        },
        ActionId::Takeback {
            game: GameId(2),
            version: 5,
            accept: true,
        },
        ActionId::Takeback {
            game: GameId(2),
            version: 0,
            accept: false,
        },
        ActionId::Board { game: GameId(9) },
        ActionId::Confirm {
            game: GameId(7),
            version: 12,
            notation: "b1-b3 @b3".into(),
        },
        ActionId::Drop { game: GameId(7) },
        ActionId::Rematch { game: GameId(10) },
        ActionId::Accept {
            challenge: ChallengeId(5),
        },
        ActionId::Decline {
            challenge: ChallengeId(6),
        },
        ActionId::Cancel {
            challenge: ChallengeId(8),
        },
        ActionId::Join {
            tournament: TournamentId(3),
        },
        ActionId::Leave {
            tournament: TournamentId(4),
        },
        ActionId::Pick {
            opponent: Player::new(102, "bob: the builder"),
            kind: GameKind::Quoridor,
            variant: "2-players".into(),
            rated: false,
        },
    ];
    for action in actions {
        let id = action.to_string();
        assert_eq!(id.parse::<ActionId>(), Ok(action), "{id}");
    }
}

#[test]
fn strangers_ids_are_refused_with_a_reason() {
    for (id, reason) in [
        ("", "unknown action"),
        ("mv:7", "version"),
        ("mv:7:3", "move is missing"),
        ("ok:7:x:e2", "version"),
        ("drop:7:1", "more fields"),
        ("mv:x:3:e2", "game"),
        ("resign:7", "version"),
        ("resign:7:1:extra", "more fields"),
        ("takeback-yes:7", "version"),
        ("takeback-no:7:1:e2", "more fields"),
        ("accept:-2", "challenge"),
        ("rematch:", "game"),
        ("rematch:4:1", "more fields"),
        ("fly:1", "unknown action"),
        ("pick:102:chess:2-players:r:bob", "game"),
        ("pick:102:quoridor:2-players:x:bob", "rated"),
    ] {
        let err = id.parse::<ActionId>().unwrap_err();
        assert!(err.reason.contains(reason), "{id}: {err}");
    }
}
