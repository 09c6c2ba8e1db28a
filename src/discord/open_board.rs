//! A game's **Open board** button, on every message that shows a game (its posts, `/board`):
//! with Activities on (`ACTIVITY=on`), pressing it opens the board as the application's Activity
//! in that channel (the press is answered with `LAUNCH_ACTIVITY`, callback type 12); otherwise
//! it is a link to the game's web page (`PUBLIC_URL/games/ID`). Without either (no Activity and
//! no web board) there is nothing to open, and no button.
//!
//! It owns how a board opens, which the bot sets once as it starts ([`open_boards_with`]), the
//! button, and the answer to its press ([`launch`]): the game must be played in the channel (or
//! be the thread's game) the press comes from, and the launch is recorded (user, channel, game)
//! before the answer, for the Activity opened there to show that game. `/play` opens it the same
//! way on the caller's game in the channel ([`play`]), or lists the channel's games as links.

use std::sync::OnceLock;

use poise::serenity_prelude as serenity;

use super::markup::markup;
use super::Error;
use crate::i18n::Lang;
use crate::store::GameRow;
use crate::table::{ChannelId, GameCard, GameId, Refusal, Table, UserId};
use crate::tr;

/// How the Open board button opens a game's board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenBoard {
    /// As the application's Activity, launched by answering the press.
    Activity,
    /// As the game's web page, under this address (`PUBLIC_URL`, without a trailing slash).
    Page(String),
}

/// The `custom_id` of the Activity's button before the game's number: `activity:12`.
const LAUNCH: &str = "activity:";

/// At most this many of a channel's games are looked at by `/play`, and listed as links.
const GAMES_LISTED: usize = 10;

/// How boards open in this process, set once when the bot starts; unset, no button.
static OPEN_BOARD: OnceLock<OpenBoard> = OnceLock::new();
/// Where the games' web pages are (`PUBLIC_URL`), whether or not boards open there; unset, no
/// web.
static WEB_PAGES: OnceLock<String> = OnceLock::new();

/// From now on every game's message carries an Open board button that opens it `how`; the
/// games' web pages are at `web`, if teban serves them.
pub fn open_boards_with(how: Option<OpenBoard>, web: Option<String>) {
    if let Some(how) = how {
        if OPEN_BOARD.set(how.clone()).is_err() {
            tracing::warn!(?how, "how boards open was already set");
        }
    }
    if let Some(web) = web {
        let _ = WEB_PAGES.set(web);
    }
}

/// Where the games' web pages are, if teban serves them: a player's way to their games where
/// Discord shows none.
pub fn web_pages() -> Option<&'static str> {
    WEB_PAGES.get().map(String::as_str)
}

/// The Open board button for the game of `card`, labelled in `lang`, if boards can be opened.
pub fn button(card: &GameCard, lang: Lang) -> Option<serenity::CreateButton> {
    button_for(OPEN_BOARD.get()?, card, lang)
}

fn button_for(how: &OpenBoard, card: &GameCard, lang: Lang) -> Option<serenity::CreateButton> {
    let label = tr!(lang, "discord-button-open-board");
    let game = card.game.0;
    Some(match how {
        OpenBoard::Activity => serenity::CreateButton::new(format!("{LAUNCH}{game}"))
            .label(label)
            .style(serenity::ButtonStyle::Secondary),
        OpenBoard::Page(base) => {
            serenity::CreateButton::new_link(format!("{base}/games/{game}")).label(label)
        }
    })
}

/// Answers a press of the Activity's button (`custom_id`) by launching the Activity on its game,
/// recorded first; refused (in `lang`, to the presser alone) when the game is not played in the
/// press's channel. `false` when `custom_id` is another button, left to the table.
pub async fn launch(
    ctx: &serenity::Context,
    click: &serenity::ComponentInteraction,
    table: &Table,
    lang: Lang,
) -> Result<bool, Error> {
    let Some(game) = click.data.custom_id.strip_prefix(LAUNCH) else {
        return Ok(false);
    };
    let channel = ChannelId(click.channel_id.get());
    let user = UserId(click.user.id.get());
    let store = table.store();
    let game = match game.parse().map(GameId) {
        Ok(game) => store.game(game).await.map(|row| row.map(|row| (game, row))),
        Err(_) => Ok(None),
    };
    // A store that fails launches the Activity all the same, unrecorded: it then offers the
    // channel's games to choose from.
    let answer = match game {
        Ok(Some((game, row))) if row.channel == channel => {
            if let Err(e) = store.record_launch(user, channel, game).await {
                tracing::warn!(%game, error = %e, "a launch of the Activity was not recorded");
            }
            serenity::CreateInteractionResponse::LaunchActivity
        }
        Err(e) => {
            tracing::warn!(error = %e, "a launch of the Activity was not checked");
            serenity::CreateInteractionResponse::LaunchActivity
        }
        Ok(_) => serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new()
                .content(tr!(lang, "discord-activity-elsewhere"))
                .ephemeral(true),
        ),
    };
    click.create_response(ctx, answer).await?;
    Ok(true)
}

/// Answers `/play`: with Activities on, launches the Activity, on the caller's game in the
/// channel when they have exactly one there (recorded first; with none or several, the Activity
/// offers the choice and the games to watch); otherwise lists the channel's unfinished games, the
/// caller's first, as links to their web pages, to the caller alone.
pub async fn play(
    ctx: &serenity::Context,
    command: &serenity::CommandInteraction,
    table: &Table,
    lang: Lang,
) -> Result<(), Error> {
    let channel = ChannelId(command.channel_id.get());
    let user = UserId(command.user.id.get());
    let store = table.store();
    let games = store
        .unfinished_games_in_channel(channel, GAMES_LISTED)
        .await
        .map(|games| callers_first(games, user));
    let answer = match (OPEN_BOARD.get(), games) {
        (Some(OpenBoard::Activity), games) => {
            match &games {
                Ok((games, 1)) => {
                    if let Err(e) = store.record_launch(user, channel, games[0].id).await {
                        tracing::warn!(error = %e, "a launch of the Activity was not recorded");
                    }
                }
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "the games of a launch were not read"),
            }
            return Ok(command
                .create_response(ctx, serenity::CreateInteractionResponse::LaunchActivity)
                .await?);
        }
        (None, _) => tr!(lang, "discord-play-no-board"),
        (Some(OpenBoard::Page(_)), Ok((games, _))) if games.is_empty() => {
            tr!(lang, "discord-play-no-games")
        }
        (Some(OpenBoard::Page(base)), Ok((games, _))) => links(base, &games, lang),
        (Some(OpenBoard::Page(_)), Err(e)) => markup(&Refusal::failed(&e).text(lang)),
    };
    let message = serenity::CreateInteractionResponseMessage::new()
        .content(answer)
        .ephemeral(true);
    command
        .create_response(ctx, serenity::CreateInteractionResponse::Message(message))
        .await?;
    Ok(())
}

/// `games` with `user`'s first, and how many are theirs.
fn callers_first(games: Vec<GameRow>, user: UserId) -> (Vec<GameRow>, usize) {
    let (mut yours, to_watch): (Vec<GameRow>, Vec<GameRow>) = games
        .into_iter()
        .partition(|row| row.seat_of(user).is_some());
    let count = yours.len();
    yours.extend(to_watch);
    (yours, count)
}

/// The games as a list of links to their web pages under `base`.
fn links(base: &str, games: &[GameRow], lang: Lang) -> String {
    let mut text = tr!(lang, "discord-play-games");
    for row in games {
        let title = crate::table::Core::card_in(row, lang).title;
        text.push_str(&format!("\n- [{title}]({base}/games/{})", row.id.0));
    }
    text
}
