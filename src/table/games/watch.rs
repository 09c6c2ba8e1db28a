//! Spectators: any game of this server shown to whoever asks (`/board game:12`, only to them),
//! and the server's unfinished games for anyone who wants to watch (`/games all`; in a
//! conversation teban only answers in, that conversation's games); and the one
//! rule of who sees a game ([`crate::table::Viewer`]) applied to a game asked for by its number,
//! for every front end ([`Games::visible_game`]: the web page, its live stream, the Activity),
//! and to the lists of the web's lobby (a player's games everywhere, [`Games::games_of_player`];
//! local play's games to resume).
//!
//! Decisions where the issue is silent: a spectator sees the game as its players do (card, board,
//! last move), without its buttons (they are the players'), whether they ask with `/board game:`
//! or click a game's Board button; a player asking outside the game's channel or thread gets no
//! buttons either (they would be refused there). The list names each game's players, whose turn
//! it is, and links to where it is played (its thread, or its channel), oldest game first, so
//! that a game keeps its place in the list.

use crate::i18n::{Lang, Said};
use crate::key;
use crate::model::{GameRow, Home};
use crate::say;
use crate::store::WebAudience;
use crate::table::games::Games;
use crate::table::shared::Audience;
use crate::table::shared::Core;
use crate::table::shared::GameCard;
use crate::table::shared::{bounded_list_in, channel_link};
use crate::table::shared::{kind_and_variant, Answer};
use crate::table::shared::{most_urgent_first, Caller, GameId, Place, Refusal, Reply, UserId};
use crate::table::shared::{Viewer, Visibility};
use crate::text::{marks, Text};

/// The most games `/games all` looks at.
const WATCHED_GAMES: usize = 200;
/// The most games of a player the web's lobby looks at: far more than anyone plays at once.
const PLAYED_GAMES: usize = 200;

impl Games {
    /// A game's card by id (no permission needed: it is what the channel already sees).
    pub async fn card(&self, game: GameId) -> Result<GameCard, Refusal> {
        let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
        Ok(Core::card_of(&row))
    }

    /// Any unfinished or finished game the caller sees (see [`Viewer`]: one of the caller's
    /// server; in direct messages, one they sit at), shown only to the caller; a spectator gets
    /// no buttons.
    pub async fn watch(&self, caller: &Caller, game: GameId) -> Answer {
        let row = self.visible_game(&Viewer::member(caller), game).await?;
        self.shown_to(&row, caller).await
    }

    /// Game `game`, if `viewer` sees it by the rule of [`Viewer`]; one they may not see is
    /// refused as not played on their server, one that does not exist as no such game. The
    /// server's web audience is read, and a visitor's membership asked, only when they decide.
    pub async fn visible_game(
        &self,
        viewer: &Viewer<'_>,
        game: GameId,
    ) -> Result<GameRow, Refusal> {
        let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
        match self.sees(viewer, &row, None).await? {
            true => Ok(row),
            false => Err(Refusal::NotOnThisServer { game }),
        }
    }

    /// Whether `viewer` sees `row` by the rule of [`Viewer`], its server's web audience as
    /// `audience` says when given (read once by a caller asking for many viewers of one game),
    /// else read when it decides; a visitor's membership asked only when it decides.
    pub async fn sees(
        &self,
        viewer: &Viewer<'_>,
        row: &GameRow,
        audience: Option<WebAudience>,
    ) -> Result<bool, Refusal> {
        Ok(match viewer.visibility(row) {
            Visibility::Seen => true,
            Visibility::Hidden => false,
            Visibility::AsTheServerSays { guild, visitor } => {
                let audience = match audience {
                    Some(audience) => audience,
                    None => self.store.server_settings(guild).await?.web,
                };
                match audience {
                    WebAudience::Link => true,
                    WebAudience::Members => match (visitor, viewer) {
                        (Some(user), Viewer::Visitor { members, .. }) => {
                            members.is_member(guild, user).await?
                        }
                        _ => false,
                    },
                }
            }
        })
    }

    /// The unfinished games `user` plays (not resigned from), on every server and outside any,
    /// that `viewer` sees by the rule of [`Viewer`] (a web visitor: within their session's
    /// reach, on the servers they are a member of), most urgent first: the web's lobby.
    pub async fn games_of_player(
        &self,
        viewer: &Viewer<'_>,
        user: UserId,
    ) -> Result<Vec<GameRow>, Refusal> {
        let mut rows = Vec::new();
        for row in self
            .store
            .unfinished_games_anywhere(user, PLAYED_GAMES)
            .await?
        {
            let playing = row.seat_of(user).is_some_and(|s| !row.resigned.contains(s));
            if playing && self.sees(viewer, &row, None).await? {
                rows.push(row);
            }
        }
        most_urgent_first(&mut rows, user);
        Ok(rows)
    }

    /// The unfinished games of this database, the last moved first, at most `limit`: what
    /// local play (`teban web`, where its visitor sees every game) offers to resume.
    pub async fn games_to_resume(&self, limit: usize) -> Result<Vec<GameRow>, Refusal> {
        Ok(self.store.unfinished_games_newest(limit).await?)
    }

    /// A game shown to the caller alone, in their language: with its buttons only for one of its
    /// players where it is played (a spectator's, or a player's anywhere else, would be refused).
    pub(in crate::table) async fn shown_to(&self, row: &GameRow, caller: &Caller) -> Answer {
        let mut reply = self.core.peek_from_side(row, caller).await?;
        let theirs = row.seat_of(caller.player.id).is_some()
            && crate::table::shared::check_place(row, caller.place).is_ok();
        if !theirs {
            reply.actions.clear();
        }
        Ok(reply)
    }

    /// The unfinished games of the caller's server (of their conversation, where teban only
    /// answers), oldest first, for the caller alone.
    pub async fn server_games(&self, caller: &Caller) -> Answer {
        let mut rows = match (caller.home, caller.place.guild) {
            (Home::Answered, _) => {
                let channel = caller.place.channel;
                self.store
                    .unfinished_games_in_channel(channel, WATCHED_GAMES)
                    .await?
            }
            (Home::Posted, Some(guild)) => {
                self.store.unfinished_games_in(guild, WATCHED_GAMES).await?
            }
            (Home::Posted, None) => {
                return Err(Refusal::Said(Said::new(key!("refusal-games-all-outside"))))
            }
        };
        let viewer = Viewer::member(caller);
        rows.retain(|row| viewer.sees(row));
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
                self.settings.list_room,
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
