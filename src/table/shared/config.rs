//! The table's settings, read from the environment once at start.

use super::{MoveClock, NotATimePerMove};

/// The table's settings, from the environment (see `.env.example`).
#[derive(Clone, Debug)]
pub struct Settings {
    /// `DATABASE_URL`, default `sqlite://teban.db`.
    pub database_url: String,
    /// `CHALLENGE_MINUTES`, default 15: how long a challenge stays open.
    pub challenge_minutes: u64,
    /// `RENDER_BOARDS`, default true: attach a PNG of the board to replies that show a position.
    pub render_boards: bool,
    /// `AI_MOVE_MS`, default 2000: the longest teban thinks over one move of its own.
    pub ai_move_time: std::time::Duration,
    /// `DEFAULT_CLOCK`, default `3 days`: the time per move of a challenge that names none.
    pub default_clock: MoveClock,
    /// Where the time comes from: the system's clock, or the file of `TEBAN_TEST_CLOCK_FILE`
    /// (tests drive it).
    pub clock: crate::clock::SharedClock,
    /// A player's move also writes what its answer shows (the board, the ping of the player to
    /// move) to the outbox, held while the front end answers ([`Reply::announcement`]): set by
    /// the Discord bot, whose answer may fail after the move is committed (a 429 or a 5xx on the
    /// interaction's callback, a crash), so that the move is still announced in the game's
    /// channel, once. Off for the terminal, which shows every reply itself.
    pub held_announcements: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            database_url: "sqlite://teban.db".to_string(),
            challenge_minutes: 15,
            render_boards: true,
            ai_move_time: std::time::Duration::from_millis(2000),
            default_clock: MoveClock(Some(3 * 24 * 60 * 60 * 1000)),
            clock: std::sync::Arc::new(crate::clock::SystemClock),
            held_announcements: false,
        }
    }
}

impl Settings {
    /// The settings from the environment, with the defaults for anything unset.
    pub fn from_env() -> Result<Settings, BadSetting> {
        let defaults = Settings::default();
        let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        let challenge_minutes = match var("CHALLENGE_MINUTES") {
            Some(v) => whole_number("CHALLENGE_MINUTES", &v, MAX_CHALLENGE_MINUTES, "minutes")?,
            None => defaults.challenge_minutes,
        };
        let render_boards = match var("RENDER_BOARDS").map(|v| v.trim().to_ascii_lowercase()) {
            Some(v) if ["1", "true", "yes", "on"].contains(&v.as_str()) => true,
            Some(v) if ["0", "false", "no", "off"].contains(&v.as_str()) => false,
            Some(v) => return Err(BadSetting::NotAFlag { value: v }),
            None => defaults.render_boards,
        };
        let ai_move_time = match var("AI_MOVE_MS") {
            Some(v) => std::time::Duration::from_millis(whole_number(
                "AI_MOVE_MS",
                &v,
                MAX_AI_MOVE_MS,
                "milliseconds",
            )?),
            None => defaults.ai_move_time,
        };
        let default_clock = match var("DEFAULT_CLOCK") {
            Some(v) => v.parse::<MoveClock>().map_err(BadSetting::DefaultClock)?,
            None => defaults.default_clock,
        };
        Ok(Settings {
            ai_move_time,
            default_clock,
            clock: crate::clock::from_env(),
            database_url: var("DATABASE_URL").unwrap_or(defaults.database_url),
            challenge_minutes,
            render_boards,
            held_announcements: defaults.held_announcements,
        })
    }
}

/// The longest a challenge may stay open (`CHALLENGE_MINUTES`): a year.
pub const MAX_CHALLENGE_MINUTES: u64 = 365 * 24 * 60;
/// The longest teban may think over one move (`AI_MOVE_MS`, `teban arena --move-ms`): an hour.
pub const MAX_AI_MOVE_MS: u64 = 60 * 60 * 1000;

/// Why a setting of the environment was refused, naming the variable.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum BadSetting {
    #[error("{name} must be a whole number of {unit} from 1 to {max}, not `{value}`")]
    NotAWholeNumber {
        name: &'static str,
        value: String,
        max: u64,
        unit: &'static str,
    },
    #[error("RENDER_BOARDS must be true or false, not `{value}`")]
    NotAFlag { value: String },
    #[error("DEFAULT_CLOCK: {0}")]
    DefaultClock(NotATimePerMove),
}

/// The setting `name` read as a whole number of `unit` from 1 to `max`, or why it is not one.
fn whole_number(
    name: &'static str,
    value: &str,
    max: u64,
    unit: &'static str,
) -> Result<u64, BadSetting> {
    value
        .trim()
        .parse::<u64>()
        .ok()
        .filter(|n| (1..=max).contains(n))
        .ok_or_else(|| BadSetting::NotAWholeNumber {
            name,
            value: value.to_string(),
            max,
            unit,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_setting_out_of_its_range_is_refused_with_the_range() {
        assert_eq!(
            whole_number(
                "CHALLENGE_MINUTES",
                " 15 ",
                MAX_CHALLENGE_MINUTES,
                "minutes"
            ),
            Ok(15)
        );
        for bad in ["0", "-3", "1.5", "525601", "18446744073709551616"] {
            assert_eq!(
                whole_number("CHALLENGE_MINUTES", bad, MAX_CHALLENGE_MINUTES, "minutes")
                    .map_err(|e| e.to_string()),
                Err(format!(
                    "CHALLENGE_MINUTES must be a whole number of minutes from 1 to 525600, not `{bad}`"
                ))
            );
        }
    }
}
