//! Game records through the service: any game played through the table (moves, draws,
//! resignations, aborts, losses on time), written as its record and read back, gives exactly its
//! log; and who may have which game's record.

use crate::on_both;
use crate::support::service::*;
use teban::i18n::Lang;
use teban::store::{ChannelId, GuildId};

use proptest::prelude::*;
use teban::clock::ManualClock;
use teban::games::GameKind;
use teban::record::Record;
use teban::store::EntryKind;
use teban::table::{Caller, ChallengeRequest, GameId, MoveClock, Place, Player, Refusal};

#[derive(Clone, Debug)]
enum Step {
    /// The player to move plays their `n`-th legal move (modulo the count).
    Move(usize),
    /// The seat at this index (modulo the table) offers a draw.
    Draw(usize),
    /// The seat at this index resigns.
    Resign(usize),
    /// The seat at this index aborts (refused once everyone has moved).
    Abort(usize),
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        20 => any::<usize>().prop_map(Step::Move),
        1 => any::<usize>().prop_map(Step::Draw),
        1 => any::<usize>().prop_map(Step::Resign),
        1 => any::<usize>().prop_map(Step::Abort),
    ]
}

/// The game `game` as its record reads back: the same log (kind, seat, notation), the same
/// position; and the record written again is the same text.
async fn reads_back(table: &teban::table::Table, caller: &Caller, game: i64) {
    let (name, text) = table
        .games()
        .game_record(caller, Some(GameId(game)))
        .await
        .unwrap();
    assert_eq!(name, format!("teban-game-{game}.txt"));
    let record = Record::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let log = table.store().log(GameId(game)).await.unwrap();
    let logged: Vec<(EntryKind, u8, &str)> = log
        .iter()
        .map(|e| (e.kind, e.seat.0, e.notation.as_str()))
        .collect();
    let read: Vec<(EntryKind, u8, &str)> = record
        .entries
        .iter()
        .map(|e| (e.kind, e.seat.0, e.notation.as_str()))
        .collect();
    assert_eq!(read, logged, "{text}");
    let stored = table.store().game(GameId(game)).await.unwrap().unwrap();
    assert_eq!(record.position, stored.state);
    assert_eq!(record.aborted, stored.aborted_by.is_some());
    assert_eq!(record.to_text(), text);
}

async fn run(kind: GameKind, variant: usize, steps: Vec<Step>) {
    let f = table().await;
    let t = &f.table;
    let place = Place {
        guild: Some(GuildId(GUILD)),
        channel: ChannelId(CHANNEL),
    };
    let (name, _) = kind.variants()[variant % kind.variants().len()];
    let players = teban::games::AnyGame::new(kind, Some(name))
        .unwrap()
        .seat_count();
    // Names a record must escape.
    let seated: Vec<Player> = (1..=players as u64)
        .map(|i| Player::new(i, format!("p\"{i}\\")))
        .collect();
    let seating = t
        .games()
        .sit(place, &seated, kind, Some(name), true)
        .await
        .unwrap();
    let game = seating.game.0;
    let mut card = seating.card;
    let at = |i: usize| Caller {
        player: seated[i % players].clone(),
        place,
        lang: Default::default(),
        server_lang: None,
        home: Default::default(),
    };
    for step in steps {
        let Some(mover) = card.player_to_move().cloned() else {
            break;
        };
        let mover = Caller {
            player: mover,
            place,
            lang: Default::default(),
            server_lang: None,
            home: Default::default(),
        };
        let answer = match step {
            Step::Move(n) => {
                let row = t.store().game(GameId(game)).await.unwrap().unwrap();
                let moves = row.state.legal_moves();
                t.games().play(&mover, &moves[n % moves.len()], None).await
            }
            Step::Draw(i) => t.games().offer_draw(&at(i), None).await,
            Step::Resign(i) => t.games().resign(&at(i), None).await,
            Step::Abort(i) => t.games().abort(&at(i)).await,
        };
        if let Ok(reply) = answer {
            card = reply.card.unwrap();
        }
        if t.store()
            .game(GameId(game))
            .await
            .unwrap()
            .unwrap()
            .is_finished()
        {
            break;
        }
    }
    reads_back(t, &at(0), game).await;
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn any_game_played_through_the_service_reads_back_from_its_record(
        kind in prop::sample::select(GameKind::ALL.to_vec()),
        variant in any::<usize>(),
        steps in proptest::collection::vec(step(), 0..40),
    ) {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        rt.block_on(run(kind, variant, steps));
    }
}

on_both! {
    #[tokio::test]
    async fn a_loss_on_time_is_recorded_with_its_seat() {
        let clock = ManualClock::at(1_795_392_000_000);
        let f = clocked(&clock).await;
        let t = &f.table;
        let made = t
            .challenges().challenge(
                &ann(),
                ChallengeRequest {
                    kind: GameKind::Quoridor,
                    variant: None,
                    opponents: vec![bob().player],
                    rated: true,
                    clock: Some(MoveClock(Some(60 * 60 * 1000)).into()),
                },
            )
            .await
            .unwrap();
        let begun = t
            .challenges().accept(&bob(), challenge_id(&made))
            .await
            .unwrap();
        let card = begun.card.unwrap();
        clock.advance(2 * 60 * 60 * 1000);
        assert_eq!(t.tick().await.unwrap().timed_out, 1);
        let (_, text) = t.games().game_record(&ann(), None).await.unwrap();
        let loser = card.to_move.unwrap().as_number();
        assert!(
            text.contains(&format!("\n1. timeout (seat {loser})\n")),
            "{text}"
        );
        assert!(text.contains("[Termination \"on time\"]"), "{text}");
        assert!(text.contains("[Clock \"1 hour per move\"]"), "{text}");
        assert!(text.contains("[Date \"2026-11-23\"]"), "{text}");
        reads_back(t, &ann(), card.game.0).await;
    }
}

on_both! {
    #[tokio::test]
    async fn a_record_is_for_this_server_and_without_a_number_the_callers_game_here() {
        let f = table().await;
        let t = &f.table;
        let place = Place {
            guild: Some(GuildId(GUILD)),
            channel: ChannelId(CHANNEL),
        };
        let players = [ann().player, bob().player];
        let seating = t
            .games().sit(place, &players, GameKind::Quoridor, None, true)
            .await
            .unwrap();
        let game = seating.game;

        // Anyone of the server may have it by its number; the players without one.
        let eve = eve();
        assert!(t.games().game_record(&eve, Some(game)).await.is_ok());
        assert_eq!(
            t.games().game_record(&eve, None).await.unwrap_err().text(Lang::En).on_discord(),
            "you have no game in this channel to record: name one, like `game:12`"
        );
        let (name, _) = t.games().game_record(&bob(), None).await.unwrap();
        assert_eq!(name, format!("teban-game-{}.txt", game.0));

        let elsewhere = Caller::new(5, "eve", Some(GUILD + 1), 9);
        assert_eq!(
            t.games().game_record(&elsewhere, Some(game)).await.unwrap_err(),
            Refusal::NotOnThisServer { game }
        );
        let direct = Caller::new(5, "eve", None, 9);
        assert_eq!(
            t.games().game_record(&direct, Some(game)).await.unwrap_err(),
            Refusal::NotOnThisServer { game }
        );
        assert_eq!(
            t.games().game_record(&eve, Some(GameId(game.0 + 1)))
                .await
                .unwrap_err(),
            Refusal::NoSuchGame
        );
    }
}
