//! `/notifications`: how a player is told it is their turn (only they see it): when reminders
//! come, a direct message on their turn, a daily digest at an hour of their time zone (both with
//! autocomplete), mentions in their games' threads. `/preferences`: whether their moves wait for
//! Confirm, and the side their own boards are drawn from.
//!
//! Of the other command files it imports only the shared [`super::ask`] and [`super::options`].

use poise::serenity_prelude as serenity;

use super::ask::{ask, Ctx, Visibility};
use super::options::{Choice, Choosable};
use crate::discord::shown::limits::CHOICES;
use crate::discord::Error;
use crate::i18n::Lang;
use crate::store::{BoardSide, ReminderTiming};
use crate::table::{
    digest_suggestions, time_zone_suggestions, NotificationsChange, PreferencesChange,
};
use crate::tr;

/// When reminders come, as a choice of `/notifications`.
#[derive(Clone, Copy, Debug)]
pub struct Reminding(ReminderTiming);

impl std::str::FromStr for Reminding {
    type Err = String;
    fn from_str(s: &str) -> Result<Reminding, String> {
        s.parse().map(Reminding).map_err(|e| e.to_string())
    }
}

const REMINDINGS: [Reminding; 3] = [
    Reminding(ReminderTiming::Fifth),
    Reminding(ReminderTiming::DayAndHour),
    Reminding(ReminderTiming::Never),
];

impl Choosable for Reminding {
    fn all() -> &'static [Reminding] {
        &REMINDINGS
    }
    fn value(self) -> &'static str {
        self.0.as_str()
    }
    fn label(self, lang: Lang) -> String {
        tr!(lang, crate::table::reminders_key(self.0))
    }
}

/// Suggestions as Discord takes them: each its own label and value.
fn suggested(choices: Vec<String>) -> serenity::CreateAutocompleteResponse {
    serenity::CreateAutocompleteResponse::new().set_choices(
        choices
            .into_iter()
            .map(|c| serenity::AutocompleteChoice::new(c.clone(), c))
            .collect(),
    )
}

async fn hours(_ctx: Ctx<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    suggested(digest_suggestions(partial))
}

async fn time_zones(_ctx: Ctx<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    suggested(time_zone_suggestions(partial, CHOICES))
}

/// See or change how you are told it is your turn (only you see it).
#[poise::command(slash_command)]
pub async fn notifications(
    ctx: Ctx<'_>,
    reminders: Option<Choice<Reminding>>,
    turn_dm: Option<bool>,
    #[autocomplete = "hours"] digest: Option<String>,
    #[autocomplete = "time_zones"] time_zone: Option<String>,
    mentions: Option<bool>,
) -> Result<(), Error> {
    let change = NotificationsChange {
        reminders: reminders.map(|r| r.0 .0),
        turn_dm,
        mentions,
        digest,
        time_zone,
    };
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        table.clocks().notifications(&who, change).await
    })
    .await
}

/// The side one's own boards are drawn from, as a choice of `/preferences`.
#[derive(Clone, Copy, Debug)]
pub struct Side(BoardSide);

impl std::str::FromStr for Side {
    type Err = String;
    fn from_str(s: &str) -> Result<Side, String> {
        s.parse().map(Side).map_err(|e| e.to_string())
    }
}

const SIDES: [Side; 2] = [Side(BoardSide::Mine), Side(BoardSide::Classic)];

impl Choosable for Side {
    fn all() -> &'static [Side] {
        &SIDES
    }
    fn value(self) -> &'static str {
        self.0.as_str()
    }
    fn label(self, lang: Lang) -> String {
        tr!(lang, crate::table::board_side_key(self.0))
    }
}

/// See or change how your moves are played and your board drawn (only you see it).
#[poise::command(slash_command)]
pub async fn preferences(
    ctx: Ctx<'_>,
    confirm: Option<bool>,
    board: Option<Choice<Side>>,
) -> Result<(), Error> {
    let change = PreferencesChange {
        confirm,
        board: board.map(|b| b.0 .0),
    };
    ask(ctx, Visibility::Ephemeral, |table, who| async move {
        table.clocks().preferences(&who, change).await
    })
    .await
}
