//! Refusals said in every language, and a failure said with its id alone.

use crate::support::service::OnDiscord;
use teban::i18n::{Lang, Said};
use teban::key;
use teban::store::{ChallengeStatus, ChannelId};
use teban::table::shared::refusal::*;
use teban::table::shared::GameId;

#[test]
fn every_refusal_is_said_in_every_language() {
    let mut refusals = vec![
        Refusal::NoGameHere {
            hint: teban::text::Text::new(),
        },
        Refusal::NotYourGame,
        Refusal::NotYourTurn {
            to_move: "bob".into(),
        },
        Refusal::GameOver {
            outcome: Said::new(key!("play-outcome-draw")),
        },
        Refusal::Illegal {
            reason: Said::new(key!("refusal-type-a-move")),
        },
        Refusal::Stale {
            now: Said::new(key!("play-status-to-move"))
                .with_mark("player", teban::text::marks::name("bob"))
                .with_number("move", 1234),
        },
        Refusal::OutOfTime {
            due_at: 1_700_000_000_000,
        },
        Refusal::NoSuchGame,
        Refusal::NotOnThisServer { game: GameId(1234) },
        Refusal::PlayedElsewhere {
            game: GameId(1234),
            channel: ChannelId(42),
        },
        Refusal::NoSuchChallenge,
        Refusal::NotYourChallenge,
        Refusal::AlreadyPlaying { name: "ann".into() },
        Refusal::Said(Said::new(key!("refusal-resigned"))),
        Refusal::Storage {
            id: ErrorId(0x3fa9_c2d1),
        },
    ];
    for minutes in [1, 15] {
        refusals.push(Refusal::ChallengeExpired { minutes });
    }
    for state in ChallengeStatus::ALL
        .iter()
        .copied()
        .filter(|s| *s != ChallengeStatus::Open)
    {
        refusals.push(Refusal::ChallengeClosed { state: Some(state) });
    }
    refusals.push(Refusal::ChallengeClosed { state: None });
    for refusal in &refusals {
        let english = refusal.to_string();
        for lang in [Lang::Fr, Lang::De, Lang::Es] {
            let reply = refusal.to_reply(lang);
            assert!(reply.for_caller());
            assert_eq!(reply.lang, lang);
            assert_ne!(reply.text.on_discord(), english, "{lang}: {refusal:?}");
        }
    }
    // Numbers in the language's way; ids and timestamps as they are.
    let stale = &refusals[5];
    assert_eq!(
        stale.text(Lang::De).on_discord(),
        "das galt einer früheren Stellung: die Partie ist weitergegangen, **bob** ist am \
         Zug (Zug 1.234)"
    );
    assert_eq!(
        refusals[8].text(Lang::Fr).on_discord(),
        "la partie n° 1234 ne se joue pas sur ce serveur"
    );
    assert_eq!(
        refusals[9].text(Lang::En).on_discord(),
        "game #1234 is played in <#42>"
    );
    assert_eq!(
        refusals[6].text(Lang::Es).on_discord(),
        "tu tiempo para esta jugada se agotó <t:1700000000:R>: has perdido por tiempo"
    );
    assert_eq!(
        Refusal::ChallengeExpired { minutes: 1 }
            .text(Lang::En)
            .on_discord(),
        "the challenge lapsed: it was open for 1 minute"
    );
    assert_eq!(
        Refusal::NotYourTurn {
            to_move: "bob".into()
        }
        .text(Lang::Fr)
        .on_discord(),
        "ce n'est pas ton tour : c'est à bob de jouer"
    );
}

#[test]
fn a_failure_is_said_with_its_id_alone_in_eight_hex_digits() {
    assert_eq!(ErrorId(0xab).to_string(), "000000ab");
    let failed = Refusal::Storage {
        id: ErrorId(0x3fa9_c2d1),
    };
    assert_eq!(
        failed.text(Lang::En).on_discord(),
        "something went wrong on teban's side; nothing was changed: try again, and if it \
         keeps happening, give this code to the server's managers: `3fa9c2d1`"
    );
    for lang in Lang::ALL {
        assert!(
            failed.text(lang).on_discord().ends_with(": `3fa9c2d1`"),
            "{lang}"
        );
    }
    assert!(failed.is_internal());
    let Refusal::Storage { id } = Refusal::failed(&"no such table: moves") else {
        panic!("a failure is a storage refusal");
    };
    let id = id.to_string();
    assert!(
        id.len() == 8 && id.chars().all(|c| c.is_ascii_hexdigit()),
        "{id}"
    );
}
