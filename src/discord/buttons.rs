//! Button clicks: a click hands its `custom_id` to the table, which knows what the button does
//! and refuses a stale click, a stranger's click or a click from anywhere but its game's place
//! with a reason (shown only to the one who clicked). Nothing is decided here but how to answer,
//! and one check Discord asks of every app: a click's `custom_id` must be a button of the message
//! it comes with, since a client can send any id ([`on_message`]); one that is not is refused and
//! changes nothing.
//!
//! Where teban only answers (a conversation only a player's own install reaches: see
//! [`super::reach`]), a press on a game's or a challenge's card that everyone sees, which moves
//! the game or answers the challenge, edits that card in place (Discord's `UPDATE_MESSAGE`): the
//! conversation keeps one card per game, which teban could not post anew on its own
//! ([`in_place`]).

use crate::key;
use poise::serenity_prelude as serenity;

use super::caller::{caller, Who};
use super::reach::Reach;
use super::send::{answer, button_name, Asked, Visibility};
use super::threads::{self, Origin};
use super::{Data, Error};
use crate::i18n::Said;
use crate::table::{ActionId, Clicked, Refusal, Reply};

/// poise's event hook: answers component interactions, ignores everything else.
pub async fn on_event(
    ctx: &serenity::Context,
    event: &serenity::FullEvent,
    data: &Data,
) -> Result<(), Error> {
    let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    else {
        return Ok(());
    };
    let reach = Reach::of_click(click);
    let who = caller(Who {
        user: &click.user,
        guild: click.guild_id,
        channel: click.channel_id,
        home: reach.home(),
        locale: &click.locale,
        guild_locale: click.guild_locale.as_deref(),
    });
    let lang = who.lang;
    if on_message(&click.message, &click.data.custom_id)
        && super::open_board::launch(ctx, click, &data.table, lang).await?
    {
        return Ok(());
    }
    let custom_id = click.data.custom_id.clone();
    let forged = !on_message(&click.message, &custom_id);
    let action = custom_id.parse::<ActionId>().ok();
    // Showing the board and cancelling a preview are for the clicker alone; everything else is
    // news for the channel (a move clicked may still come back as its player's preview).
    let usual = match action {
        _ if forged => Visibility::Ephemeral,
        Some(ActionId::Board { .. } | ActionId::Drop { .. }) | None => Visibility::Ephemeral,
        Some(_) => Visibility::Public,
    };
    let edits_in_place = !reach.posts_here()
        && !forged
        && !is_ephemeral(&click.message)
        && action.as_ref().is_some_and(edits_its_card);
    let table = data.table.clone();
    let command = button_name(action.as_ref());
    let asked = Asked {
        id: click.id,
        token: &click.token,
        command: &command,
        lang,
        conversation: reach.conversation(click.channel_id),
    };
    // A click that begins a game (the last opponent accepts) may open the game's thread from the
    // challenge message.
    let origin = Origin::new(
        click.channel_id,
        click.channel.as_ref(),
        click.app_permissions,
        Some(click.message.id),
    );
    let work = {
        let (table, ctx) = (table.clone(), ctx.clone());
        async move {
            if forged {
                return Err(Refusal::said(Said::new(key!(
                    "refusal-button-not-on-message"
                ))));
            }
            let reply = table.clicks().click(&who, &custom_id).await?;
            let reply = threads::place(&ctx, &table, origin, reply).await;
            Ok(match edits_in_place {
                true => in_place(reply),
                false => reply,
            })
        }
    };
    let answered = answer(ctx, asked, data, usual, Some(&click.message), work).await?;
    if let Some(challenge) = answered.challenge {
        // A rematch, a player joining an open challenge, or a challenge picked from the
        // Challenge context menu: its newest card is the one `/challenges` links to.
        threads::link_challenge(ctx, &table, &click.token, challenge).await;
    }
    super::turns::follow(&table, answered.card);
    Ok(())
}

/// Whether a press of `action` is about the card it is on: a move, a resignation, a draw or a
/// takeback of the card's game, an answer to the card's challenge.
fn edits_its_card(action: &ActionId) -> bool {
    matches!(
        action,
        ActionId::Move { .. }
            | ActionId::Confirm { .. }
            | ActionId::Resign { .. }
            | ActionId::Draw { .. }
            | ActionId::Takeback { .. }
            | ActionId::Accept { .. }
            | ActionId::Decline { .. }
            | ActionId::Cancel { .. }
    )
}

/// `reply` to a press on a card everyone sees, where teban only answers: what everyone is to see
/// becomes the card pressed on (a move's board, the game a challenge began, the challenge
/// answered); what is for the presser alone (a refusal, a preview) is said to them beside it.
fn in_place(mut reply: Reply) -> Reply {
    if !reply.for_caller() && reply.clicked == Clicked::Stays {
        reply.clicked = Clicked::Updated;
    }
    reply
}

/// Whether `message` is shown to one person alone (a preview, a board asked for).
fn is_ephemeral(message: &serenity::Message) -> bool {
    message
        .flags
        .is_some_and(|flags| flags.contains(serenity::MessageFlags::EPHEMERAL))
}

/// Whether `custom_id` is the id of a button on `message`, the message the click came with.
fn on_message(message: &serenity::Message, custom_id: &str) -> bool {
    message
        .components
        .iter()
        .flat_map(|row| &row.components)
        .any(|component| match component {
            serenity::ActionRowComponent::Button(button) => matches!(
                &button.data,
                serenity::ButtonKind::NonLink { custom_id: id, .. } if id == custom_id
            ),
            _ => false,
        })
}
