//! How the table's plain [`Reply`] is shown on Discord, and how an interaction is answered in
//! time.
//!
//! A reply about a game becomes an embed (the game, the players, whose turn it is, the move
//! number) with the board PNG attached as `board.png` and shown in the embed, the mention of the
//! player to move in the message's content (so that asynchronous play notifies them), and the
//! table's actions as buttons. A reply that concerns only the caller is ephemeral (flags 64). It
//! owns no game logic: the words come from the table.

use std::future::Future;

use poise::serenity_prelude as serenity;
use serenity::builder::Builder;

use super::{Error, Settings};
use crate::table::{Action, ActionStyle, Caller, GameCard, GameStatus, Player, Refusal, Reply};

/// The file name of the board picture in every message, as the embed refers to it.
pub const BOARD_FILE: &str = "board.png";
/// Discord's limits on a message's buttons.
const BUTTONS_PER_ROW: usize = 5;
const ROWS: usize = 5;
const LABEL_MAX: usize = 80;

/// Whether an answer is shown to everyone in the channel or only to the caller.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Visibility {
    Public,
    Ephemeral,
}

/// The caller of an interaction, as the table knows them.
pub fn caller(
    user: &serenity::User,
    guild: Option<serenity::GuildId>,
    channel: serenity::ChannelId,
) -> Caller {
    Caller::new(
        user.id.get(),
        display_name(user),
        guild.map(|g| g.get()),
        channel.get(),
    )
}

/// The name a user shows on Discord: their global display name, else their username.
pub fn display_name(user: &serenity::User) -> String {
    user.global_name
        .clone()
        .unwrap_or_else(|| user.name.clone())
}

/// The table's answer, with a refusal turned into the ephemeral sentence that says why.
pub fn reply_of(answer: Result<Reply, Refusal>) -> Reply {
    answer.unwrap_or_else(|refusal| {
        if refusal.is_internal() {
            tracing::warn!(%refusal, "the table failed");
        }
        refusal.to_reply()
    })
}

/// A reply made ready for Discord: the same parts whichever builder carries them.
struct Shown {
    content: String,
    embed: Option<serenity::CreateEmbed>,
    board: Option<serenity::CreateAttachment>,
    rows: Vec<serenity::CreateActionRow>,
    ephemeral: bool,
    pinged: Vec<serenity::UserId>,
}

/// Fills a message builder (a response, a follow-up or a channel message: they share these
/// methods) from a [`Shown`]; whether it is ephemeral is set by the caller, as a channel message
/// cannot be.
macro_rules! fill {
    ($builder:expr, $shown:expr) => {{
        let builder = $builder;
        let shown = $shown;
        let mut builder = builder
            .content(shown.content)
            .components(shown.rows)
            .allowed_mentions(serenity::CreateAllowedMentions::new().users(shown.pinged));
        if let Some(embed) = shown.embed {
            builder = builder.embed(embed);
        }
        if let Some(board) = shown.board {
            builder = builder.add_file(board);
        }
        builder
    }};
}

/// How a player is mentioned: `<@id>` for a person; teban, who plays under ids Discord does not
/// know, is not mentioned at all.
fn mention(user: u64) -> Option<String> {
    Player::teban_level(user)
        .is_none()
        .then(|| format!("<@{user}>"))
}

fn embed_of(reply: &Reply, card: Option<&GameCard>) -> serenity::CreateEmbed {
    let mut embed = serenity::CreateEmbed::new().description(&reply.text);
    if let Some(card) = card {
        let players: Vec<String> = card
            .seats
            .iter()
            .map(|s| {
                let mut line = format!("{}: **{}**", s.seat, s.player.name);
                if let Some(mention) = mention(s.player.id) {
                    line.push_str(&format!(" ({mention})"));
                }
                if Some(s.seat) == card.to_move {
                    line.push_str(" ← to move");
                }
                if !s.playing {
                    line.push_str(" (resigned)");
                }
                line
            })
            .collect();
        let turn = match card.player_to_move() {
            Some(player) => match mention(player.id) {
                Some(mention) => format!("**{}** ({mention})", player.name),
                None => format!("**{}** (thinking…)", player.name),
            },
            None => card.status_line.clone(),
        };
        embed = embed
            .title(&card.title)
            .field("Players", players.join("\n"), false)
            .field("Turn", turn, true)
            .field("Move", (card.ply + 1).to_string(), true)
            .footer(serenity::CreateEmbedFooter::new(format!(
                "{} · {} · {} · version {}",
                card.game,
                card.variant,
                if card.rated { "rated" } else { "unrated" },
                card.version
            )))
            .colour(match card.status {
                GameStatus::Active => 0x3b82f6,
                GameStatus::Finished(_) => 0x22c55e,
            });
        if let Some(last) = &card.last_move {
            embed = embed.field("Last move", format!("`{last}`"), true);
        }
    }
    if reply.board.is_some() {
        embed = embed.image(format!("attachment://{BOARD_FILE}"));
    }
    embed
}

fn button_of(action: &Action) -> serenity::CreateButton {
    let label: String = action.label.chars().take(LABEL_MAX).collect();
    serenity::CreateButton::new(action.custom_id())
        .label(label)
        .style(match action.style {
            ActionStyle::Primary => serenity::ButtonStyle::Primary,
            ActionStyle::Secondary => serenity::ButtonStyle::Secondary,
            ActionStyle::Success => serenity::ButtonStyle::Success,
            ActionStyle::Danger => serenity::ButtonStyle::Danger,
        })
}

fn shown(reply: Reply) -> Shown {
    let mut pinged: Vec<u64> = Vec::new();
    if !reply.ephemeral {
        pinged.extend(&reply.mention);
        if let Some(player) = reply.card.as_ref().and_then(GameCard::player_to_move) {
            if !pinged.contains(&player.id) {
                pinged.push(player.id);
            }
        }
    }
    pinged.retain(|id| mention(*id).is_some());
    let pings: Vec<String> = pinged.iter().filter_map(|id| mention(*id)).collect();
    let with_embed = reply.card.is_some() || reply.board.is_some();
    let content = if with_embed {
        pings.join(" ")
    } else {
        [pings.join(" "), reply.text.clone()]
            .into_iter()
            .filter(|part| !part.is_empty())
            .collect::<Vec<_>>()
            .join("\n")
    };
    let rows = reply
        .actions
        .chunks(BUTTONS_PER_ROW)
        .take(ROWS)
        .map(|chunk| serenity::CreateActionRow::Buttons(chunk.iter().map(button_of).collect()))
        .collect();
    Shown {
        content,
        embed: with_embed.then(|| embed_of(&reply, reply.card.as_ref())),
        board: reply
            .board
            .map(|png| serenity::CreateAttachment::bytes(png, BOARD_FILE)),
        rows,
        ephemeral: reply.ephemeral,
        pinged: pinged.into_iter().map(serenity::UserId::new).collect(),
    }
}

/// The interaction being answered.
#[derive(Clone, Copy)]
pub struct Asked<'a> {
    pub id: serenity::InteractionId,
    pub token: &'a str,
}

/// Answers an interaction with what `work` replies. When the work takes longer than
/// `settings.defer_after` (or at once when that is zero), the interaction is deferred first, with
/// the request's `usual` visibility, which a deferral must fix in advance, and the reply follows
/// up. Returns the card of the game the reply showed, if any.
pub async fn answer(
    ctx: &serenity::Context,
    asked: Asked<'_>,
    settings: &Settings,
    usual: Visibility,
    work: impl Future<Output = Reply>,
) -> Result<Option<GameCard>, Error> {
    let mut work = std::pin::pin!(work);
    let card;
    let in_time = if settings.defer_after.is_zero() {
        None
    } else {
        tokio::time::timeout(settings.defer_after, work.as_mut())
            .await
            .ok()
    };
    match in_time {
        Some(reply) => {
            card = reply.card.clone();
            let shown = shown(reply);
            let message = fill!(
                serenity::CreateInteractionResponseMessage::new().ephemeral(shown.ephemeral),
                shown
            );
            serenity::CreateInteractionResponse::Message(message)
                .execute(ctx, (asked.id, asked.token))
                .await?;
        }
        None => {
            let deferral = serenity::CreateInteractionResponseMessage::new()
                .ephemeral(usual == Visibility::Ephemeral);
            serenity::CreateInteractionResponse::Defer(deferral)
                .execute(ctx, (asked.id, asked.token))
                .await?;
            let reply = work.await;
            card = reply.card.clone();
            if reply.ephemeral && usual == Visibility::Public {
                // The deferral promised the channel an answer, but this one is for the caller
                // alone (a refusal): Discord would show the first follow-up as publicly as the
                // deferral, so drop the public placeholder and answer privately.
                ctx.http
                    .delete_original_interaction_response(asked.token)
                    .await?;
            }
            let shown = shown(reply);
            fill!(
                serenity::CreateInteractionResponseFollowup::new().ephemeral(shown.ephemeral),
                shown
            )
            .execute(ctx, (None, asked.token))
            .await?;
        }
    }
    Ok(card)
}

/// Posts `reply` to `channel` as a message of its own (teban's moves, which answer no
/// interaction).
pub async fn post(
    ctx: &serenity::Context,
    channel: serenity::ChannelId,
    reply: Reply,
) -> Result<(), Error> {
    channel
        .send_message(ctx, fill!(serenity::CreateMessage::new(), shown(reply)))
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{GameKind, Seat};
    use crate::table::{ActionId, GameId, Player, SeatCard};

    fn card() -> GameCard {
        let seat = |n: u8, id: u64, name: &str| SeatCard {
            seat: Seat::number(n),
            player: Player::new(id, name),
            playing: true,
        };
        GameCard {
            game: GameId(7),
            version: 3,
            kind: GameKind::Quoridor,
            variant: "2-players".into(),
            title: "Quoridor (2-players) · ann vs bob".into(),
            seats: vec![seat(1, 11, "ann"), seat(2, 22, "bob")],
            to_move: Some(Seat::number(2)),
            ply: 3,
            status: GameStatus::Active,
            rated: true,
            last_move: Some("e2".into()),
            draw_offers: Vec::new(),
            status_line: "**bob** to move (move 4)".into(),
        }
    }

    fn moves(n: usize) -> Vec<Action> {
        (0..n)
            .map(|i| Action {
                id: ActionId::Move {
                    game: GameId(7),
                    version: 3,
                    notation: format!("m{i}"),
                },
                label: "x".repeat(100),
                style: ActionStyle::Primary,
            })
            .collect()
    }

    fn json<T: serde::Serialize>(value: &T) -> serde_json::Value {
        serde_json::to_value(value).unwrap()
    }

    #[test]
    fn a_position_pings_the_player_to_move_and_shows_the_board_in_the_embed() {
        let shown = shown(Reply {
            text: "**ann** played e2.".into(),
            card: Some(card()),
            board: Some(vec![1, 2, 3]),
            actions: moves(7),
            ..Reply::default()
        });
        assert_eq!(shown.content, "<@22>");
        assert_eq!(shown.pinged, vec![serenity::UserId::new(22)]);
        assert!(!shown.ephemeral);
        let embed = json(shown.embed.as_ref().unwrap());
        assert_eq!(embed["image"]["url"], "attachment://board.png");
        assert_eq!(embed["title"], "Quoridor (2-players) · ann vs bob");
        assert_eq!(embed["fields"][2]["value"], "4", "the move number");
        assert!(embed["fields"][1]["value"]
            .as_str()
            .unwrap()
            .contains("bob"));
        assert_eq!(shown.board.as_ref().unwrap().filename, BOARD_FILE);
        let rows: Vec<usize> = shown
            .rows
            .iter()
            .map(|r| json(r)["components"].as_array().unwrap().len())
            .collect();
        assert_eq!(rows, [5, 2]);
        let label = &json(&shown.rows[0])["components"][0]["label"];
        assert_eq!(label.as_str().unwrap().chars().count(), LABEL_MAX);
    }

    #[test]
    fn a_refusal_is_ephemeral_plain_text_and_pings_nobody() {
        let refusal = shown(Reply {
            text: "it is not your turn".into(),
            mention: vec![22],
            card: Some(card()),
            ephemeral: true,
            ..Reply::default()
        });
        assert!(refusal.ephemeral);
        assert!(refusal.pinged.is_empty());
        assert!(refusal.board.is_none());
        let text = shown(Reply {
            text: "no game here".into(),
            ephemeral: true,
            ..Reply::default()
        });
        assert_eq!(text.content, "no game here");
        assert!(text.embed.is_none());
    }

    #[test]
    fn never_more_buttons_than_discord_takes() {
        let shown = shown(Reply {
            actions: moves(40),
            ..Reply::default()
        });
        assert_eq!(shown.rows.len(), ROWS);
    }
}
