//! How the table's plain [`Reply`] is shown on Discord, and how an interaction is answered in
//! time.
//!
//! A reply about a game becomes an embed (the game, the players, whose turn it is, the move
//! number) with the board PNG attached as `board.png` and shown in the embed, the mention of the
//! player to move in the message's content (so that asynchronous play notifies them), and the
//! table's actions as buttons. A reply that concerns only the caller is ephemeral (flags 64). It
//! owns no game logic: the words come from the table, and the adapter's own (the embed's field
//! names, the players' lines, the footer) are written in the reply's language ([`Reply::lang`]:
//! the caller's for what only they see, the channel's otherwise). A refusal is said in the
//! caller's language, which the interaction's `locale` gives ([`caller`]); the server's comes
//! from its `guild_locale`.

use std::future::Future;
use std::sync::OnceLock;
use std::time::Instant;

use poise::serenity_prelude as serenity;
use serenity::builder::Builder;

use super::{Error, Settings};
use crate::i18n::Lang;
use crate::table::{
    clipped, Action, ActionId, ActionStyle, Caller, GameCard, GameStatus, Player, Post, Refusal,
    Reply,
};
use crate::tr;

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

/// Where an interaction comes from and who reads it: its user, server and channel, and the
/// languages Discord tells (the user's `locale`, the server's `guild_locale`).
#[derive(Clone, Copy)]
pub struct Who<'a> {
    pub user: &'a serenity::User,
    pub guild: Option<serenity::GuildId>,
    pub channel: serenity::ChannelId,
    pub locale: &'a str,
    pub guild_locale: Option<&'a str>,
}

/// The caller of an interaction, as the table knows them: reading the language of their Discord
/// locale (English when teban does not speak it), in a server of Discord's language, if teban
/// speaks it.
pub fn caller(from: Who<'_>) -> Caller {
    Caller::new(
        from.user.id.get(),
        display_name(from.user),
        from.guild.map(|g| g.get()),
        from.channel.get(),
    )
    .speaking(
        lang_of(from.locale),
        from.guild_locale.and_then(Lang::from_discord),
    )
}

/// The language of a Discord locale: the one teban speaks, else English.
pub fn lang_of(locale: &str) -> Lang {
    Lang::from_discord(locale).unwrap_or_default()
}

/// The name a user shows on Discord: their global display name, else their username.
pub fn display_name(user: &serenity::User) -> String {
    user.global_name
        .clone()
        .unwrap_or_else(|| user.name.clone())
}

/// The table's answer, with a refusal turned into the ephemeral sentence that says why, in the
/// caller's language `lang` (and counted by its reason).
fn reply_of(answer: Result<Reply, Refusal>, lang: Lang) -> Reply {
    answer.unwrap_or_else(|refusal| {
        if refusal.is_internal() {
            tracing::warn!(%refusal, "the table failed");
        }
        metrics::counter!(crate::metrics::REFUSALS, "reason" => refusal.reason()).increment(1);
        refusal.to_reply(lang)
    })
}

/// What the metrics call the table's answer: answered, refused, or failed (the table's fault).
fn outcome_of(answer: &Result<Reply, Refusal>) -> &'static str {
    match answer {
        Ok(_) => crate::metrics::ANSWERED,
        Err(refusal) if refusal.is_internal() => crate::metrics::FAILED,
        Err(_) => crate::metrics::REFUSED,
    }
}

/// A reply made ready for Discord: the same parts whichever builder carries them.
struct Shown {
    content: String,
    embed: Option<serenity::CreateEmbed>,
    board: Option<serenity::CreateAttachment>,
    /// Other files (a game's record).
    files: Vec<serenity::CreateAttachment>,
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
        for file in shown.files {
            builder = builder.add_file(file);
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

/// Discord's limits on a message: what the bot builds is cut to them by construction, so that no
/// reply is ever refused for its size (a refusal that quotes a long input, a long leaderboard).
pub mod limits {
    pub const CONTENT: usize = 2000;
    pub const TITLE: usize = 256;
    pub const DESCRIPTION: usize = 4096;
    pub const FIELD_NAME: usize = 256;
    pub const FIELD_VALUE: usize = 1024;
    pub const FIELDS: usize = 25;
    pub const FOOTER: usize = 2048;
    /// Title, description, field names and values and footer together.
    pub const EMBED: usize = 6000;
    pub const CHOICE: usize = 100;
}

fn embed_of(reply: &Reply, card: Option<&GameCard>) -> serenity::CreateEmbed {
    let lang = reply.lang;
    let mut title = None;
    let mut fields: Vec<(String, String, bool)> = Vec::new();
    let mut footer = None;
    let mut colour = None;
    if let Some(card) = card {
        let players: Vec<String> = card
            .seats
            .iter()
            .map(|s| {
                let mut line = tr!(
                    lang,
                    "discord-seat-line",
                    seat = s.seat.as_number().to_string(),
                    name = s.player.name.as_str()
                );
                if let Some(mention) = mention(s.player.id) {
                    line.push_str(&format!(" ({mention})"));
                }
                if Some(s.seat) == card.to_move {
                    line.push(' ');
                    line.push_str(&tr!(lang, "discord-seat-to-move"));
                }
                if !s.playing {
                    line.push(' ');
                    line.push_str(&tr!(lang, "discord-seat-resigned"));
                }
                line
            })
            .collect();
        let turn = match card.player_to_move() {
            Some(player) => match mention(player.id) {
                Some(mention) => format!("**{}** ({mention})", player.name),
                None => tr!(lang, "discord-thinking", name = player.name.as_str()),
            },
            None => card.status_line.clone(),
        };
        title = Some(card.title.clone());
        fields.push((
            tr!(lang, "discord-field-players"),
            players.join("\n"),
            false,
        ));
        match card.status {
            GameStatus::Active => {
                fields.push((tr!(lang, "discord-field-turn"), turn, true));
                fields.push((
                    tr!(lang, "discord-field-move"),
                    (card.ply + 1).to_string(),
                    true,
                ));
                if let Some(due) = card.due_at {
                    // Every client shows it in its own time zone and language, counting down
                    // ("in 2 days").
                    fields.push((
                        tr!(lang, "discord-field-due"),
                        format!("<t:{}:R>", due / 1000),
                        true,
                    ));
                }
            }
            GameStatus::Finished(_) | GameStatus::Aborted => {
                fields.push((tr!(lang, "discord-field-result"), turn, true));
                fields.push((
                    tr!(lang, "discord-field-moves-played"),
                    card.ply.to_string(),
                    true,
                ));
            }
        }
        if let Some(last) = &card.last_move {
            fields.push((
                tr!(lang, "discord-field-last-move"),
                format!("`{last}`"),
                true,
            ));
        }
        footer = Some(tr!(
            lang,
            "discord-footer",
            game = card.game.0.to_string(),
            variant = card.variant.as_str(),
            rated = if card.rated { "yes" } else { "no" },
            version = card.version.to_string()
        ));
        colour = Some(match card.status {
            GameStatus::Active => 0x3b82f6,
            GameStatus::Finished(_) => 0x22c55e,
            GameStatus::Aborted => 0x9ca3af,
        });
    }
    // Everything but the description first, each within its own limit; the description gets
    // what is left of the embed's whole budget.
    let title = title.map(|t| clipped(&t, limits::TITLE));
    let fields: Vec<(String, String, bool)> = fields
        .into_iter()
        .take(limits::FIELDS)
        .map(|(name, value, inline)| {
            (
                clipped(&name, limits::FIELD_NAME),
                clipped(&value, limits::FIELD_VALUE),
                inline,
            )
        })
        .collect();
    let footer = footer.map(|f| clipped(&f, limits::FOOTER));
    let used = title.as_ref().map_or(0, |t| t.chars().count())
        + footer.as_ref().map_or(0, |f| f.chars().count())
        + fields
            .iter()
            .map(|(n, v, _)| n.chars().count() + v.chars().count())
            .sum::<usize>();
    let room = limits::DESCRIPTION.min(limits::EMBED.saturating_sub(used));
    let mut embed = serenity::CreateEmbed::new().description(clipped(&reply.text, room));
    if let Some(title) = title {
        embed = embed.title(title);
    }
    for (name, value, inline) in fields {
        embed = embed.field(name, value, inline);
    }
    if let Some(footer) = footer {
        embed = embed.footer(serenity::CreateEmbedFooter::new(footer));
    }
    if let Some(colour) = colour {
        embed = embed.colour(colour);
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
    // Exactly whom the table says to notify: the player to move after a move, the others after
    // a draw offer (never the one who offered), everyone when a game begins or ends.
    let mut pinged: Vec<u64> = Vec::new();
    if !reply.ephemeral {
        pinged.extend(&reply.mention);
    }
    pinged.retain(|id| mention(*id).is_some());
    let pings: Vec<String> = pinged.iter().filter_map(|id| mention(*id)).collect();
    let with_embed = !reply.line && (reply.card.is_some() || reply.board.is_some());
    let content = if with_embed {
        pings.join(" ")
    } else {
        [pings.join(" "), reply.text.clone()]
            .into_iter()
            .filter(|part| !part.is_empty())
            .collect::<Vec<_>>()
            .join("\n")
    };
    let content = clipped(&content, limits::CONTENT);
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
        files: reply
            .files
            .into_iter()
            .map(|file| serenity::CreateAttachment::bytes(file.data, file.name))
            .collect(),
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
    /// What was asked, as the metrics count it: a command's name (`move`, `admin abort`) or a
    /// button's ([`button_name`]).
    pub command: &'a str,
    /// The caller's language: a refusal is said in it.
    pub lang: Lang,
}

/// A button as the metrics name it: `button:` and what it does (`button:accept`).
pub fn button_name(action: Option<&ActionId>) -> String {
    format!("button:{}", action.map_or("unknown", ActionId::name))
}

/// Answers an interaction with the table's answer that `work` comes to, a refusal as the
/// sentence that says why (see [`send`]), and counts it: the interaction by its command and
/// outcome, the time from now to the answer sent, a refusal by its reason.
pub async fn answer(
    ctx: &serenity::Context,
    asked: Asked<'_>,
    settings: &Settings,
    usual: Visibility,
    clicked: Option<&serenity::Message>,
    work: impl Future<Output = Result<Reply, Refusal>>,
) -> Result<Answered, Error> {
    let started = Instant::now();
    let outcome = OnceLock::new();
    let work = async {
        let answer = work.await;
        let _ = outcome.set(outcome_of(&answer));
        reply_of(answer, asked.lang)
    };
    let answered = send(ctx, asked, settings, usual, clicked, work).await;
    let outcome = match (&answered, outcome.get()) {
        (Ok(_), Some(outcome)) => {
            metrics::histogram!(crate::metrics::ANSWER_SECONDS, "command" => asked.command.to_string())
                .record(started.elapsed());
            *outcome
        }
        _ => crate::metrics::FAILED,
    };
    metrics::counter!(
        crate::metrics::INTERACTIONS,
        "command" => asked.command.to_string(),
        "outcome" => outcome
    )
    .increment(1);
    answered
}

/// Answers an interaction with what `work` replies. When the work takes longer than
/// `settings.defer_after` (or at once when that is zero), the interaction is deferred first, with
/// the request's `usual` visibility, which a deferral must fix in advance, and the reply follows
/// up. A reply that [`Reply::closes`] the `clicked` message (a challenge no longer open, or one
/// whose game went to its thread) updates that message instead: its text gains the reply's (or
/// becomes the game's [`Reply::line`]), its buttons go. Says what the answer was about.
async fn send(
    ctx: &serenity::Context,
    asked: Asked<'_>,
    settings: &Settings,
    usual: Visibility,
    clicked: Option<&serenity::Message>,
    work: impl Future<Output = Reply>,
) -> Result<Answered, Error> {
    let mut work = std::pin::pin!(work);
    let card;
    let line;
    let in_time = if settings.defer_after.is_zero() {
        None
    } else {
        tokio::time::timeout(settings.defer_after, work.as_mut())
            .await
            .ok()
    };
    match in_time {
        Some(reply) if reply.closes && clicked.is_some() => {
            let before = clicked.map(|m| m.content.as_str()).unwrap_or_default();
            let content = if reply.line {
                clipped(&reply.text, limits::CONTENT)
            } else {
                clipped(&format!("{before}\n{}", reply.text), limits::CONTENT)
            };
            let update = serenity::CreateInteractionResponseMessage::new()
                .content(content.trim_start().to_string())
                .components(Vec::new());
            serenity::CreateInteractionResponse::UpdateMessage(update)
                .execute(ctx, (asked.id, asked.token))
                .await?;
            (card, line) = (reply.card.filter(|_| reply.line), reply.line);
        }
        Some(reply) => {
            (card, line) = (reply.card.clone(), reply.line);
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
            (card, line) = (reply.card.clone(), reply.line);
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
    Ok(Answered { card, line })
}

/// What an interaction was answered with.
pub struct Answered {
    /// The game the answer showed, if any.
    pub card: Option<GameCard>,
    /// The answer was a game's line (the game went to its thread).
    pub line: bool,
}

/// Delivers an outbox post: a message of its own in its channel, with its nonce enforced, so that
/// Discord shows a post delivered twice (after a crash) once; or, for a post that edits a message
/// (a game's line), that message's text.
pub async fn post(ctx: &serenity::Context, post: &Post) -> Result<(), serenity::Error> {
    let channel = serenity::ChannelId::new(post.channel);
    if let Some(message) = post.edit {
        let edit = serenity::EditMessage::new()
            .content(clipped(&post.reply.text, limits::CONTENT))
            .embeds(Vec::new())
            .components(Vec::new());
        channel.edit_message(ctx, message, edit).await?;
        return Ok(());
    }
    let message = fill!(serenity::CreateMessage::new(), shown(post.reply.clone()))
        .nonce(serenity::Nonce::String(post.nonce.clone()))
        .enforce_nonce(true);
    channel.send_message(ctx, message).await?;
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
            due_at: Some(1_800_000_000_000),
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
            mention: vec![22],
            ..Reply::default()
        });
        assert_eq!(shown.content, "<@22>");
        assert_eq!(shown.pinged, vec![serenity::UserId::new(22)]);
        assert!(!shown.ephemeral);
        let embed = json(shown.embed.as_ref().unwrap());
        assert_eq!(embed["image"]["url"], "attachment://board.png");
        assert_eq!(embed["title"], "Quoridor (2-players) · ann vs bob");
        assert_eq!(embed["fields"][2]["value"], "4", "the move number");
        assert_eq!(embed["fields"][3]["name"], "Due");
        assert_eq!(embed["fields"][3]["value"], "<t:1800000000:R>");
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
    fn a_finished_game_shows_its_result_and_the_moves_played_not_a_next_move() {
        let mut finished = card();
        finished.to_move = None;
        finished.status = GameStatus::Finished(crate::games::Outcome::Draw);
        finished.status_line = "drawn by agreement".into();
        let shown = shown(Reply {
            card: Some(finished),
            ..Reply::default()
        });
        let embed = json(shown.embed.as_ref().unwrap());
        let fields: Vec<(String, String)> = embed["fields"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| {
                (
                    f["name"].as_str().unwrap().into(),
                    f["value"].as_str().unwrap().into(),
                )
            })
            .collect();
        assert!(fields.contains(&("Result".into(), "drawn by agreement".into())));
        assert!(fields.contains(&("Moves played".into(), "3".into())));
        assert!(fields.iter().all(|(name, _)| name != "Move"));
        let mut aborted = card();
        aborted.to_move = None;
        aborted.status = GameStatus::Aborted;
        aborted.status_line = "aborted by **bob**, unrated".into();
        let embed = json(
            super::shown(Reply {
                card: Some(aborted),
                ..Reply::default()
            })
            .embed
            .as_ref()
            .unwrap(),
        );
        assert_eq!(embed["fields"][1]["name"], "Result");
        assert_eq!(embed["fields"][1]["value"], "aborted by **bob**, unrated");
        assert_eq!(embed["fields"][2]["name"], "Moves played");
    }

    /// Counts what Discord counts against an embed's 6,000 characters.
    fn embed_size(embed: &serde_json::Value) -> usize {
        let chars = |v: &serde_json::Value| v.as_str().map_or(0, |s| s.chars().count());
        chars(&embed["title"])
            + chars(&embed["description"])
            + chars(&embed["footer"]["text"])
            + embed["fields"]
                .as_array()
                .unwrap()
                .iter()
                .map(|f| chars(&f["name"]) + chars(&f["value"]))
                .sum::<usize>()
    }

    #[test]
    fn the_largest_reply_is_cut_to_discords_limits_with_an_ellipsis() {
        let mut big = card();
        big.title = "Ｗ".repeat(400);
        for seat in &mut big.seats {
            seat.player.name = "漢".repeat(crate::table::LONGEST_NAME);
        }
        big.status_line = "x".repeat(3000);
        big.last_move = Some("y".repeat(2000));
        let text = "z".repeat(10_000);
        // In every language: the adapter's own words take their share of the embed.
        for lang in Lang::ALL {
            let with_embed = shown(Reply {
                text: text.clone(),
                card: Some(big.clone()),
                lang,
                mention: vec![11, 22],
                ..Reply::default()
            });
            let embed = json(with_embed.embed.as_ref().unwrap());
            assert_eq!(
                embed["title"].as_str().unwrap().chars().count(),
                limits::TITLE
            );
            assert!(embed["title"].as_str().unwrap().ends_with('…'));
            for field in embed["fields"].as_array().unwrap() {
                assert!(field["name"].as_str().unwrap().chars().count() <= limits::FIELD_NAME);
                assert!(field["value"].as_str().unwrap().chars().count() <= limits::FIELD_VALUE);
            }
            assert!(
                embed_size(&embed) <= limits::EMBED,
                "{}",
                embed_size(&embed)
            );
            let description = embed["description"].as_str().unwrap();
            assert_eq!(description.chars().count(), limits::DESCRIPTION);
            assert!(description.ends_with('…'));
        }
        let plain = shown(Reply {
            text,
            ..Reply::default()
        });
        assert_eq!(plain.content.chars().count(), limits::CONTENT);
        assert!(plain.content.ends_with('…'));
    }

    #[test]
    fn the_embed_is_written_in_the_replys_language() {
        let mut resigned = card();
        resigned.seats[0].playing = false;
        let shown = shown(Reply {
            card: Some(resigned),
            lang: Lang::De,
            ..Reply::default()
        });
        let embed = json(shown.embed.as_ref().unwrap());
        let fields: Vec<(&str, &str)> = embed["fields"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| (f["name"].as_str().unwrap(), f["value"].as_str().unwrap()))
            .collect();
        assert_eq!(
            fields,
            [
                (
                    "Spieler",
                    "Platz 1: **ann** (<@11>) (aufgegeben)\nPlatz 2: **bob** (<@22>) ← am Zug"
                ),
                ("Am Zug", "**bob** (<@22>)"),
                ("Zug", "4"),
                ("Fällig", "<t:1800000000:R>"),
                ("Letzter Zug", "`e2`"),
            ]
        );
        assert_eq!(
            embed["footer"]["text"],
            "Partie Nr. 7 · 2-players · gewertet · Version 3"
        );
        // teban thinking, in French; a game number is written as it is typed, never grouped.
        let mut thinking = card();
        thinking.game = GameId(12345);
        thinking.rated = false;
        thinking.seats[1].player = Player::teban(crate::ai::Level::Hard);
        let embed = json(
            super::shown(Reply {
                card: Some(thinking),
                lang: Lang::Fr,
                ..Reply::default()
            })
            .embed
            .as_ref()
            .unwrap(),
        );
        assert_eq!(embed["fields"][1]["name"], "Au trait");
        assert_eq!(
            embed["fields"][1]["value"],
            format!(
                "**{}** (réfléchit…)",
                Player::teban(crate::ai::Level::Hard).name
            )
        );
        assert_eq!(
            embed["footer"]["text"],
            "partie n° 12345 · 2-players · non classée · version 3"
        );
    }

    #[test]
    fn a_refusal_is_said_in_the_callers_language() {
        let refusal = reply_of(Err(Refusal::NoSuchGame), Lang::Es);
        assert!(refusal.ephemeral);
        assert_eq!(refusal.lang, Lang::Es);
        assert_eq!(reply_of(Ok(Reply::default()), Lang::Es).lang, Lang::En);
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
