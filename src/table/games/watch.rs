//! Spectators: any game of this server shown to whoever asks (`/board game:12`, only to them),
//! and the server's unfinished games for anyone who wants to watch (`/games all`).
//!
//! Decisions where the issue is silent: a spectator sees the game as its players do (card, board,
//! last move), without its buttons (they are the players'), whether they ask with `/board game:`
//! or click a game's Board button; a player asking outside the game's channel or thread gets no
//! buttons either (they would be refused there). The list names each game's players, whose turn
//! it is, and links to where it is played (its thread, or its channel), oldest game first, so
//! that a game keeps its place in the list.

use crate::i18n::{Lang, Said};
use crate::key;
use crate::say;
use crate::store::GameRow;
use crate::table::shared::Audience;
use crate::table::shared::{bounded_list_in, channel_link};
use crate::table::shared::{kind_and_variant, Answer};
use crate::table::shared::{Caller, GameId, Place, Refusal, Reply, Table};
use crate::text::{marks, Text};

/// The most games `/games all` looks at.
const WATCHED_GAMES: usize = 200;

impl Table {
    /// Any unfinished or finished game of the caller's server, shown only to the caller; a
    /// spectator gets no buttons.
    pub async fn watch(&self, caller: &Caller, game: GameId) -> Answer {
        let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
        let here = match caller.place.guild {
            Some(_) => row.guild == caller.place.guild,
            None => row.seat_of(caller.player.id).is_some(),
        };
        if !here {
            return Err(Refusal::NotOnThisServer { game });
        }
        self.shown_to(&row, caller).await
    }

    /// A game shown to the caller alone, in their language: with its buttons only for one of its
    /// players where it is played (a spectator's, or a player's anywhere else, would be refused).
    pub(in crate::table) async fn shown_to(&self, row: &GameRow, caller: &Caller) -> Answer {
        let mut reply = self.peek_from_side(row, caller).await?;
        let theirs = row.seat_of(caller.player.id).is_some()
            && crate::table::shared::check_place(row, caller.place).is_ok();
        if !theirs {
            reply.actions.clear();
        }
        Ok(reply)
    }

    /// The unfinished games of the caller's server, oldest first, for the caller alone.
    pub async fn server_games(&self, caller: &Caller) -> Answer {
        let Some(guild) = caller.place.guild else {
            return Err(Refusal::Said(Said::new(key!("refusal-games-all-outside"))));
        };
        let rows = self.store.unfinished_games_in(guild, WATCHED_GAMES).await?;
        if rows.is_empty() {
            return Ok(Reply {
                text: say!(caller.lang, "play-watch-none"),
                audience: Audience::Caller,
                lang: caller.lang,
                ..Reply::default()
            });
        }
        let header = say!(caller.lang, "play-watch-header", count = rows.len() as f64);
        let lines = rows.iter().map(|row| watched_line(row, caller.lang));
        Ok(Reply {
            text: bounded_list_in(
                caller.lang,
                self.settings().list_room,
                header,
                lines.collect(),
            ),
            audience: Audience::Caller,
            lang: caller.lang,
            ..Reply::default()
        })
    }
}

/// One game of `/games all`: "• game #12 · Quoridor (2-players): ann vs bob, bob to move (move
/// 5) · (a link to its channel)".
fn watched_line(row: &GameRow, lang: Lang) -> Text {
    let players = marks::names(row.seats.iter().map(|s| s.name.as_str()), " vs ");
    let mut line = say!(
        lang,
        "play-watch-line",
        game = row.id.0.to_string(),
        title = kind_and_variant(row.kind, &row.variant),
        players = players,
        status = crate::table::shared::status_line(row, lang)
    );
    let place = Place {
        guild: row.guild,
        channel: row.channel,
    };
    if let Some(link) = channel_link(place) {
        line.push_words(" · ");
        line.push_mark(&link);
    }
    line
}
