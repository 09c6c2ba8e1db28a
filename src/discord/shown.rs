//! What is shown: the table's plain [`Reply`] made into what a Discord message carries.
//!
//! A reply about a game becomes an embed (the game, the players, whose turn it is, the move
//! number) with the board PNG attached as `board.png` and shown in the embed, the mention of the
//! player to move in the message's content (so that asynchronous play notifies them), and the
//! table's actions as buttons. A reply that concerns only the caller is ephemeral (flags 64).
//! Everything is cut to Discord's [`limits`] by construction.
//!
//! It owns no game logic: the words come from the table, and the adapter's own (the embed's
//! field names, the players' lines, the footer) are written in the reply's language
//! ([`Reply::lang`]: the caller's for what only they see, the channel's otherwise). It does not
//! send anything: [`super::send`] does, with the builders made here ([`Shown::into_reply`],
//! [`Shown::into_post`]).

use poise::serenity_prelude as serenity;

use crate::table::{duration_words, Action, ActionStyle, GameCard, GameStatus, Player, Reply};
use crate::text::clipped;
use crate::tr;

/// The file name of the board picture in every message, as the embed refers to it.
pub const BOARD_FILE: &str = "board.png";
/// Discord's limits on a message's buttons.
const BUTTONS_PER_ROW: usize = 5;
const ROWS: usize = 5;
const LABEL_MAX: usize = 80;

/// A reply made ready for Discord: the same parts whichever builder carries them.
pub struct Shown {
    content: String,
    embed: Option<serenity::CreateEmbed>,
    board: Option<serenity::CreateAttachment>,
    /// Other files (a game's record).
    files: Vec<serenity::CreateAttachment>,
    rows: Vec<serenity::CreateActionRow>,
    ephemeral: bool,
    pinged: Vec<serenity::UserId>,
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

/// The embed of a reply about a game (or with a picture): the game's title, players, turn and
/// footer from `card`, the reply's text as the description, the board as its image.
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

/// One of the table's actions as a button, its label cut to Discord's length.
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

/// What `reply` shows on Discord.
pub fn shown(reply: Reply) -> Shown {
    // Exactly whom the table says to notify: the player to move after a move, the others after
    // a draw offer (never the one who offered), everyone when a game begins or ends.
    let mut pinged: Vec<u64> = Vec::new();
    if !reply.ephemeral {
        pinged.extend(&reply.mention);
    }
    pinged.retain(|id| mention(*id).is_some());
    let pings: Vec<String> = pinged.iter().filter_map(|id| mention(*id)).collect();
    let with_embed = !reply.line && (reply.card.is_some() || reply.board.is_some() || reply.long);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{GameKind, Seat};
    use crate::i18n::Lang;
    use crate::table::{ActionId, GameId, SeatCard};

    fn card() -> GameCard {
        let seat = |n: u8, id: u64, name: &str| SeatCard {
            seat: Seat::number(n),
            player: Player::new(id, name),
            playing: true,
            out_of_time: false,
            bank_ms: None,
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

    /// The "Players" field of `card` shown in `lang`.
    fn players_in(card: &GameCard, lang: Lang) -> String {
        let shown = shown(Reply {
            card: Some(card.clone()),
            lang,
            ..Reply::default()
        });
        let embed = json(shown.embed.as_ref().unwrap());
        embed["fields"][0]["value"].as_str().unwrap().to_string()
    }

    #[test]
    fn a_player_out_of_time_reads_so_with_an_empty_bank_and_one_who_resigned_reads_resigned() {
        let mut over = card();
        over.status = GameStatus::Finished(crate::games::Outcome::Win {
            winner: Seat::number(1),
            reason: crate::games::WinReason::Time,
        });
        over.to_move = None;
        over.seats[0].bank_ms = Some(3_600_000);
        over.seats[1].playing = false;
        over.seats[1].out_of_time = true;
        over.seats[1].bank_ms = Some(0);
        let lines = Lang::ALL.map(|lang| players_in(&over, lang));
        assert_eq!(
            lines,
            [
                "seat 1: **ann** (<@11>) ⏳ 1 hour\nseat 2: **bob** (<@22>) ⏳ 0 minutes (out of time)",
                "place 1 : **ann** (<@11>) ⏳ 1 heure\nplace 2 : **bob** (<@22>) ⏳ 0 minute (temps écoulé)",
                "Platz 1: **ann** (<@11>) ⏳ 1 Stunde\nPlatz 2: **bob** (<@22>) ⏳ 0 Minuten (Zeit abgelaufen)",
                "puesto 1: **ann** (<@11>) ⏳ 1 hora\npuesto 2: **bob** (<@22>) ⏳ 0 minutos (sin tiempo)",
            ]
        );
        // A resignation keeps its own word.
        over.seats[1].out_of_time = false;
        let resigned = players_in(&over, Lang::En);
        assert!(resigned.ends_with("⏳ 0 minutes (resigned)"), "{resigned}");
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
    fn never_more_buttons_than_discord_takes() {
        let shown = shown(Reply {
            actions: moves(40),
            ..Reply::default()
        });
        assert_eq!(shown.rows.len(), ROWS);
    }
}
