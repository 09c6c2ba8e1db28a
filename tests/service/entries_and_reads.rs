//! The game an entry leaves is the game the store keeps: every kind of entry (a move, a planned
//! reply with its move, a resignation and a time-out that leave the others playing, a takeback,
//! a draw agreed, an abort), on games with a time bank and a player on vacation, appended
//! through the store, and the game it returns compared field by field with a fresh read.

use crate::on_both;
use crate::support::service::{clocked, DAY, GUILD, HOUR, T0};
use teban::clock::ManualClock;
use teban::games::{AnyGame, GameKind, Seat};
use teban::i18n::Lang;
use teban::record::Replay;
use teban::store::{Append, Deadline, EntryKind, GameRow, NewGame, Store, VacationRow};
use teban::store::{Away, ChannelId, GuildId, Home, Plan, SeatSet, UserId};

/// A game of `players` Quoridor players on a bank of 3 days (+1 day a move, at most 7 days) that
/// vacation stops, ann to move.
async fn banked_game(store: &Store, channel: u64, players: u64) -> GameRow {
    let new = NewGame {
        kind: GameKind::Quoridor,
        variant: format!("{players}-players"),
        guild: Some(GuildId(GUILD)),
        channel: ChannelId(channel),
        home: Home::Posted,
        rated: false,
        seats: ["ann", "bob", "cid", "dee"]
            .into_iter()
            .zip(1..)
            .take(players as usize)
            .map(|(name, user)| (UserId(user), name.to_string()))
            .collect(),
        clock: "3d+1d max 7d".parse().unwrap(),
        deadline: Deadline {
            due_at: Some(T0 + 3 * DAY),
            alarm_at: Some(T0 + 2 * DAY),
            turn_ms: Some(3 * DAY),
        },
        lang: Lang::En,
        vacation: true,
    };
    store.create_game(&new).await.unwrap().unwrap()
}

/// One entry of a game's log and what it leaves: the position (replayed by the record's rules),
/// the offers, the clock and the plan after it.
struct Step {
    seat: u8,
    kind: EntryKind,
    notation: &'static str,
    draw_offers: SeatSet,
    due_at: Option<i64>,
    banks: Vec<i64>,
    plan: Option<Plan>,
    aborted_by: Option<UserId>,
}

impl Step {
    fn new(seat: u8, kind: EntryKind, notation: &'static str) -> Step {
        Step {
            seat,
            kind,
            notation,
            draw_offers: SeatSet::EMPTY,
            due_at: None,
            banks: Vec::new(),
            plan: None,
            aborted_by: None,
        }
    }

    /// The next player's clock runs out at `due_at`, the banks being `banks`.
    fn clock(mut self, due_at: i64, banks: &[i64]) -> Step {
        self.due_at = Some(due_at);
        self.banks = banks.to_vec();
        self
    }

    /// Applies the entry to `replay`: the position after it.
    fn play(&self, replay: &mut Replay) -> AnyGame {
        replay
            .apply(self.kind, Some(Seat(self.seat)), self.notation)
            .unwrap();
        replay.position().clone()
    }

    /// The store's change of the entry, leaving `state`.
    fn change<'a>(&'a self, state: &'a AnyGame) -> Append<'a> {
        Append {
            seat: Seat(self.seat),
            kind: self.kind,
            notation: self.notation,
            state,
            draw_offers: self.draw_offers,
            deadline: Deadline {
                due_at: self.due_at,
                alarm_at: self.due_at.map(|due| due - HOUR),
                turn_ms: self.due_at.map(|due| due - T0),
            },
            banks: &self.banks,
            aborted_by: self.aborted_by,
            plan: self.plan.as_ref(),
        }
    }
}

/// Appends `steps` to `game` one by one (two at once where `planned` says a step is the reply a
/// plan held for the step before it), each time comparing the game the store returns with a fresh
/// read; returns the game after the last.
async fn replayed(
    store: &Store,
    clock: &ManualClock,
    mut game: GameRow,
    steps: &[Step],
    planned: &[usize],
) -> GameRow {
    let mut replay = Replay::new(AnyGame::new(game.kind, Some(&game.variant)).unwrap());
    let mut i = 0;
    while i < steps.len() {
        clock.advance(HOUR);
        let state = steps[i].play(&mut replay);
        let change = steps[i].change(&state);
        let before = game.version;
        let appended = if planned.contains(&(i + 1)) {
            let replied = steps[i + 1].play(&mut replay);
            let reply = steps[i + 1].change(&replied);
            i += 1;
            store
                .append_planned(&game, (change, &[]), (reply, &[]))
                .await
        } else {
            store.append(&game, change, &[]).await
        };
        game = appended
            .unwrap()
            .expect("the game was where its writer read it");
        let fresh = store.game(game.id).await.unwrap().unwrap();
        assert_eq!(game, fresh, "after the entry {}", steps[i].notation);
        assert_eq!(game.version, before + 1 + u32::from(planned.contains(&i)));
        i += 1;
    }
    game
}

on_both! {
    #[tokio::test]
    async fn the_game_after_each_kind_of_entry_is_the_game_read_back() {
        let clock = ManualClock::at(T0);
        let fixture = clocked(&clock).await;
        let store = fixture.table.store();
        let four = banked_game(store, 1_000, 4).await;
        // dee is on vacation: the fresh read finds her until then, and so must the game returned.
        let away = VacationRow {
            id: 0,
            guild: GuildId(GUILD),
            user: UserId(4),
            started_at: T0,
            until_at: T0 + 5 * DAY,
            ended_at: None,
            auto: false,
        };
        assert!(store.start_vacation(&away, &[], false, &[]).await.unwrap());
        let four = store.game(four.id).await.unwrap().unwrap();
        assert_eq!(
            four.away,
            vec![Away {
                user: UserId(4),
                until: T0 + 5 * DAY
            }]
        );
        let banks = [3 * DAY, 3 * DAY, 3 * DAY, 3 * DAY];
        // Seats: ann from e1, bob from a5, cid from e9, dee from i5.
        // cid's plan: if dee plays c5, e7.
        let plan = Plan {
            seat: 2,
            version: 3,
            lines: vec![vec!["c5".to_string(), "e7".to_string()]],
        };
        let planned = Step {
            plan: Some(plan.clone()),
            ..Step::new(1, EntryKind::Move, "b5").clock(T0 + 3 * DAY, &banks)
        };
        let reply = Step {
            plan: Some(plan),
            ..Step::new(2, EntryKind::Move, "e8").clock(T0 + 4 * DAY, &banks)
        };
        let offered = Step {
            draw_offers: SeatSet::EMPTY.with(Seat(0)),
            ..Step::new(0, EntryKind::Move, "e3").clock(T0 + 5 * DAY, &banks)
        };
        let first = [4 * DAY, 3 * DAY, 3 * DAY, 3 * DAY];
        let steps = [
            Step::new(0, EntryKind::Move, "e2").clock(T0 + 4 * DAY, &first),
            planned,
            reply,
            Step::new(3, EntryKind::Move, "h5").clock(T0 + 6 * DAY, &banks),
            Step::new(0, EntryKind::Move, "e3").clock(T0 + 6 * DAY, &banks),
            Step::new(0, EntryKind::Takeback, "takeback").clock(T0 + 6 * DAY, &banks),
            Step::new(2, EntryKind::Resign, "resign").clock(T0 + 6 * DAY, &banks),
            offered,
            Step::new(1, EntryKind::Move, "c5").clock(T0 + 6 * DAY, &banks),
            Step::new(3, EntryKind::Timeout, "timeout").clock(T0 + 6 * DAY, &banks),
            Step::new(0, EntryKind::Draw, "draw"),
        ];
        let four = replayed(store, &clock, four, &steps, &[2]).await;
        assert!(four.is_finished());
        assert_eq!(
            four.resigned.iter().collect::<Vec<_>>(),
            [Seat(2), Seat(3)],
            "cid resigned, dee ran out of time"
        );
        assert_eq!((four.draw_offers, four.due_at, four.plan), (SeatSet::EMPTY, None, None));
        assert_eq!(four.last_entry.as_deref(), Some("draw"));

        let two = banked_game(store, 2_000, 2).await;
        let aborted = Step {
            aborted_by: Some(UserId(2)),
            ..Step::new(1, EntryKind::Abort, "abort")
        };
        let steps = [
            Step::new(0, EntryKind::Move, "e2").clock(T0 + 4 * DAY, &[4 * DAY, 3 * DAY]),
            aborted,
        ];
        let two = replayed(store, &clock, two, &steps, &[]).await;
        assert_eq!((two.aborted_by, two.banks), (Some(UserId(2)), Vec::new()));
    }
}
