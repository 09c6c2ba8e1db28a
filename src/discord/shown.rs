//! What is shown: the table's plain [`Reply`] made into what a Discord message carries, its
//! picture drawn as a PNG when the bot draws pictures (`RENDER_BOARDS`, [`Drawn`]): the table
//! says what to draw, the bot draws it as it sends.
//!
//! A reply about a game becomes an embed (the game, the players, whose turn it is, the move
//! number) with the board PNG attached as `board.png` and shown in the embed, the mention of the
//! player to move in the message's content (so that asynchronous play notifies them), and the
//! table's actions as buttons, each button's `custom_id` its action's id, and the game's Open
//! board button ([`super::open_board`]). A reply for the caller
//! alone ([`crate::table::Audience::Caller`]) is ephemeral (flags 64); a page
//! ([`crate::table::Form::Page`]) is an embed's description, a game's line plain text.
//! Everything is cut to Discord's [`limits`] by construction.
//!
//! It owns no game logic: the words come from the table, and the adapter's own (the embed's
//! field names, the players' lines, the footer) are written in the reply's language
//! ([`Reply::lang`]: the caller's for what only they see, the channel's otherwise). It does not
//! send anything: [`super::send`] does, with the builders made here ([`Shown::into_reply`],
//! [`Shown::into_post`]).

use crate::table::UserId;
use poise::serenity_prelude as serenity;

use super::markup::markup;
use crate::table::{
    duration_words, Action, ActionStyle, Contents, Form, GameCard, GameStatus, Player, Reply,
};
use crate::text::{clipped, marks};
use crate::tr;

/// The file name of the board picture in every message, as the embed refers to it.
pub const BOARD_FILE: &str = "board.png";
/// Discord's limits on a message's buttons: so many in a row.
const BUTTONS_PER_ROW: usize = 5;
/// So many rows of buttons in a message.
pub const ROWS: usize = 5;
/// So many characters in a button's label.
pub const LABEL_MAX: usize = 80;

/// A reply with its picture drawn as the bot shows it: a PNG, when the bot draws pictures
/// (`RENDER_BOARDS`). The table only says what to draw; the bot draws it as it sends.
#[derive(Clone)]
pub struct Drawn {
    pub reply: Reply,
    pub png: Option<Vec<u8>>,
    /// The reply's files, their pictures drawn (a chart, standings: always, as they are what the
    /// file is; one that could not be drawn is left out).
    pub files: Vec<(String, Vec<u8>)>,
}

impl Drawn {
    /// `reply` with its picture drawn (off the async workers) when `pictures` says the bot draws.
    pub async fn of(reply: Reply, pictures: bool) -> Drawn {
        let png = match (&reply.picture, pictures) {
            (Some(picture), true) => picture.clone().drawn().await,
            _ => None,
        };
        let mut files = Vec::with_capacity(reply.files.len());
        for file in &reply.files {
            let bytes = match &file.contents {
                Contents::Bytes(bytes) => Some(bytes.clone()),
                Contents::Picture(picture) => picture.clone().drawn().await,
            };
            files.extend(bytes.map(|bytes| (file.name.clone(), bytes)));
        }
        Drawn { reply, png, files }
    }
}

/// A reply made ready for Discord: the same parts whichever builder carries them.
pub struct Shown {
    /// The message's text.
    pub content: String,
    /// The embed that shows a game (its board, its players).
    pub embed: Option<serenity::CreateEmbed>,
    /// The board's picture, attached.
    pub board: Option<serenity::CreateAttachment>,
    /// Other files (a game's record).
    pub files: Vec<serenity::CreateAttachment>,
    /// The rows of buttons.
    pub rows: Vec<serenity::CreateActionRow>,
    /// Whether only the caller sees it.
    pub ephemeral: bool,
    /// Who it pings.
    pub pinged: Vec<serenity::UserId>,
}

impl Shown {
    /// As poise's reply, for an interaction: its converters make it the response
    /// ([`poise::CreateReply::to_slash_initial_response`]) or the follow-up
    /// ([`poise::CreateReply::to_slash_followup_response`]), each with the content, the embed,
    /// the board and files, the buttons, whom it may ping and whether it is ephemeral. (Both
    /// write the list of embeds even when it is empty: a message without one shows the same.)
    pub fn into_reply(self) -> poise::CreateReply {
        let mut reply = poise::CreateReply::default()
            .content(self.content)
            .components(self.rows)
            .allowed_mentions(pinging(self.pinged))
            .ephemeral(self.ephemeral);
        if let Some(embed) = self.embed {
            reply = reply.embed(embed);
        }
        for file in self.board.into_iter().chain(self.files) {
            reply = reply.attachment(file);
        }
        reply
    }

    /// As the message an interaction's callback answers with, and its files (the board first)
    /// apart: the callback is sent by hand ([`super::send`]), so that a rate limit says how long
    /// to wait. The same parts as [`Shown::into_reply`].
    pub fn into_response(
        self,
    ) -> (
        serenity::CreateInteractionResponseMessage,
        Vec<serenity::CreateAttachment>,
    ) {
        let message = serenity::CreateInteractionResponseMessage::new()
            .content(self.content)
            .components(self.rows)
            .allowed_mentions(pinging(self.pinged))
            .ephemeral(self.ephemeral)
            .embeds(self.embed.into_iter().collect());
        (message, self.board.into_iter().chain(self.files).collect())
    }

    /// As a message of its own in a channel (an outbox post), which is never ephemeral, and its
    /// files (the board first) apart: the post is sent by hand ([`super::rest`]). poise's
    /// converter to a channel message ([`poise::CreateReply::to_prefix`]) answers a prefix
    /// command's message, which a post has not, so the same parts are laid here.
    pub fn into_post(self) -> (serenity::CreateMessage, Vec<serenity::CreateAttachment>) {
        let message = serenity::CreateMessage::new()
            .content(self.content)
            .components(self.rows)
            .allowed_mentions(pinging(self.pinged))
            .embeds(self.embed.into_iter().collect());
        (message, self.board.into_iter().chain(self.files).collect())
    }
}

/// The mentions a message may ping: exactly the users it names to notify, never a role or
/// everyone.
fn pinging(users: Vec<serenity::UserId>) -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new().users(users)
}

/// How a player is mentioned: `<@id>` for a person; teban, who plays under ids Discord does not
/// know, is not mentioned at all.
fn mention(user: UserId) -> Option<String> {
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
    /// An autocomplete's choices.
    pub const CHOICES: usize = 25;
    /// A list's text (`/games`, `/open list`, a digest): within one message, with room for a
    /// line after it (a vacation's), so that no line of it is ever cut.
    pub const LIST: usize = 1_900;
    /// A plan's tree (`/plan show`), in bytes: within an embed's description (4,096), with room
    /// for the answer's words around it.
    pub const TREE: usize = 3_500;
}

/// The embed of a reply about a game (or with a picture): the game's title, players, turn and
/// footer from `card`, the reply's text as the description, the board (when `pictured`) as its
/// image.
fn embed_of(reply: &Reply, card: Option<&GameCard>, pictured: bool) -> serenity::CreateEmbed {
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
                if let Some(bank) = s.bank_ms {
                    // An empty bank reads "0 minutes", not "less than a minute".
                    let time = match bank {
                        0 => tr!(lang, "clock-minutes", count = 0),
                        _ => duration_words(lang, bank),
                    };
                    line.push(' ');
                    line.push_str(&tr!(lang, "discord-seat-bank", time = time));
                }
                if s.out_of_time {
                    line.push(' ');
                    line.push_str(&tr!(lang, "discord-seat-out-of-time"));
                } else if !s.playing {
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
            None => markup(&card.status_line),
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
                        markup(&marks::moment(due).into()),
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
    let mut embed = serenity::CreateEmbed::new().description(clipped(&markup(&reply.text), room));
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
    if pictured {
        embed = embed.image(format!("attachment://{BOARD_FILE}"));
    }
    embed
}

/// One of the table's actions as a button, its label cut to Discord's length.
fn button_of(action: &Action) -> serenity::CreateButton {
    let label: String = action.label.chars().take(LABEL_MAX).collect();
    serenity::CreateButton::new(action.id.to_string())
        .label(label)
        .style(match action.style {
            ActionStyle::Primary => serenity::ButtonStyle::Primary,
            ActionStyle::Secondary => serenity::ButtonStyle::Secondary,
            ActionStyle::Success => serenity::ButtonStyle::Success,
            ActionStyle::Danger => serenity::ButtonStyle::Danger,
        })
}

/// What a reply, its picture `drawn`, shows on Discord.
pub fn shown(drawn: Drawn) -> Shown {
    let Drawn { reply, png, files } = drawn;
    // Exactly whom the table says to notify: the player to move after a move, the others after
    // a draw offer (never the one who offered), everyone when a game begins or ends.
    let ephemeral = reply.for_caller();
    let mut pinged: Vec<UserId> = Vec::new();
    if !ephemeral {
        pinged.extend(&reply.mention);
    }
    pinged.retain(|id| mention(*id).is_some());
    let pings: Vec<String> = pinged.iter().filter_map(|id| mention(*id)).collect();
    // A thread's line is words alone; a page is an embed's description (longer than a message's
    // content may be).
    let with_embed = match reply.form {
        Form::ThreadLine => false,
        Form::Page => true,
        Form::Lines => reply.card.is_some() || png.is_some(),
    };
    let content = if with_embed {
        pings.join(" ")
    } else {
        [pings.join(" "), markup(&reply.text)]
            .into_iter()
            .filter(|part| !part.is_empty())
            .collect::<Vec<_>>()
            .join("\n")
    };
    let content = clipped(&content, limits::CONTENT);
    // The table's actions, then the game's Open board button.
    let buttons: Vec<serenity::CreateButton> = reply
        .actions
        .iter()
        .map(button_of)
        .chain(
            reply
                .card
                .as_ref()
                .and_then(|card| super::open_board::button(card, reply.lang)),
        )
        .collect();
    let rows = buttons
        .chunks(BUTTONS_PER_ROW)
        .take(ROWS)
        .map(|chunk| serenity::CreateActionRow::Buttons(chunk.to_vec()))
        .collect();
    Shown {
        content,
        embed: with_embed.then(|| embed_of(&reply, reply.card.as_ref(), png.is_some())),
        board: png.map(|png| serenity::CreateAttachment::bytes(png, BOARD_FILE)),
        files: files
            .into_iter()
            .map(|(name, bytes)| serenity::CreateAttachment::bytes(bytes, name))
            .collect(),
        rows,
        ephemeral,
        pinged: pinged
            .into_iter()
            .map(|u| serenity::UserId::new(u.0))
            .collect(),
    }
}
