//! Clocks as players write them: a time bank's written form and a time per move read back as the
//! clock written, and a bad form is refused with an example.

use teban::store::clock::*;

fn bank(bank_ms: i64, increment_ms: i64, cap_ms: i64) -> GameClock {
    GameClock::Bank(TimeBank {
        bank_ms,
        increment_ms,
        cap_ms,
    })
}

#[test]
fn the_written_forms_read_as_banks_and_back() {
    assert_eq!("3d+1d max 7d".parse(), Ok(bank(3 * DAY, DAY, 7 * DAY)));
    assert_eq!(" 1D+12h ".parse(), Ok(bank(DAY, 12 * HOUR, DAY)));
    assert_eq!(
        "10m+10s".parse(),
        Ok(bank(10 * MINUTE, 10_000, 10 * MINUTE))
    );
    assert_eq!(
        "3 days".parse(),
        Ok(GameClock::PerMove(MoveClock(Some(3 * DAY))))
    );
    for written in [
        "3d+1d max 7d",
        "1d+12h",
        "10m+0",
        "10m+10s",
        "36h+90m max 2d",
    ] {
        let clock: GameClock = written.parse().unwrap();
        assert_eq!(clock.written().parse(), Ok(clock), "{written}");
    }
    assert_eq!(bank(DAY, 12 * HOUR, DAY).written(), "1d+12h");
}

#[test]
fn a_bad_form_is_refused_with_an_example() {
    for bad in [
        "3d+",
        "+1d",
        "3x+1d",
        "7d+1d max 3d",
        "0d+1d",
        "3d+1d max",
        "400d+1d",
        "fortnight",
    ] {
        assert_eq!(bad.parse::<GameClock>(), Err(NotAClock), "{bad}");
    }
    assert!(NotAClock.to_string().contains("3d+1d max 7d"));
}

#[test]
fn a_game_or_challenge_reads_its_bank_else_its_time_per_move() {
    let banked = bank(3 * DAY, DAY, 7 * DAY);
    assert_eq!(
        GameClock::stored(None, banked.time_bank_column().as_deref()),
        banked
    );
    let per_move = GameClock::PerMove(MoveClock(Some(DAY)));
    assert_eq!(per_move.time_bank_column(), None);
    assert_eq!(GameClock::stored(per_move.move_ms(), None), per_move);
    assert_eq!(GameClock::stored(None, None), GameClock::default());
}

#[test]
fn the_offered_clocks_read_back_from_their_names() {
    for (clock, name) in MoveClock::CHOICES.iter().zip(MoveClock::NAMES) {
        assert_eq!(name.parse::<MoveClock>(), Ok(*clock), "{name}");
        assert_eq!(clock.name(), Some(name));
    }
    assert_eq!("3d".parse(), Ok(MoveClock(Some(3 * DAY))));
    assert_eq!(" 12 Hours ".parse(), Ok(MoveClock(Some(12 * HOUR))));
    assert!("0 days".parse::<MoveClock>().is_err());
    assert!("99999999999 days".parse::<MoveClock>().is_err());
    assert_eq!(
        "fortnight".parse::<MoveClock>().map_err(|e| e.to_string()),
        Err("`fortnight` is not a clock: write 5 minutes, 1 hour, 3 days (at most a year) or no limit".to_string())
    );
}
