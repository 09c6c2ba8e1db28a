//! The lobby: a player's home at `/` once logged in with Discord (`web/lobby.html`), and what it
//! reads. Their games with whose turn and the time left, most urgent first; the challenges to
//! answer and their own; the servers they share with teban ([`super::servers`]), and on each the
//! channels where a new challenge may be posted, the players it may name, the leaderboards and a
//! player's profile with the chart of their ratings. Everything comes from the same services as
//! on Discord (`table.games()`, `table.challenges()`, `table.standings()`), by the same rule of who
//! sees what; what a service says is HTML ([`super::words`]). Making and answering challenges is
//! `super::challenges`'s.
//!
//! Its routes: `GET /api/lobby`, `GET /api/lobby/servers/{guild}`,
//! `GET /api/lobby/servers/{guild}/players/{user}` (a profile) and
//! `GET /lobby/servers/{guild}/players/{user}/ratings.png` (its chart).
//!
//! Decisions where the issue is silent:
//! - The players a server offers are the people teban has seen play there (Discord lists a
//!   server's members only to a bot with a privileged intent, which teban does not ask for);
//!   someone who never played there is challenged from Discord the first time.
//! - A profile is read in the visitor's language where the server fixed none, as the service
//!   writes it for a channel; the leaderboards show at most [`LEADERBOARD_LINES`] each.

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;
use serde_json::{json, Value};

use super::errors::ApiError;
use super::extract::{InPath, LoggedIn};
use super::servers::Server;
use super::sessions::Session;
use super::words::{html, Html};
use super::Web;
use crate::i18n::Lang;
use crate::model::GameRow;
use crate::table::{
    duration_words, my_turn, turn_words, Caller, ChallengeCard, ChannelId, GuildId, Home, Picture,
    Place, Player, Reply, UserId,
};
use crate::text::{marks, Text};
use crate::{say, tr};

/// The most lines of each leaderboard the lobby shows.
pub const LEADERBOARD_LINES: usize = 20;

/// One of the player's games, as the lobby lists it.
#[derive(Serialize)]
pub struct LobbyGame {
    pub id: i64,
    /// "Quoridor (2-players) · ann vs bob".
    pub title: String,
    /// Whether it is the player's turn.
    pub your_turn: bool,
    /// "your turn (move 3)", "bob to move (move 4)".
    pub turn: Html,
    /// "2 days 3 hours left", "no time limit".
    pub left: Html,
}

/// A challenge, as the lobby lists it: what it is, and what the player may do with it.
#[derive(Serialize)]
pub struct LobbyChallenge {
    pub id: i64,
    /// "ann challenges bob to Quoridor (2-players) · rated · 3 days per move · in #games on the
    /// club · lapses (a moment)".
    pub said: Html,
    /// `accept`, `decline`, `withdraw`: the answers the lobby offers.
    pub answers: Vec<&'static str>,
}

/// `GET /api/lobby`.
pub async fn lobby(
    State(web): State<Web>,
    LoggedIn { session, lang }: LoggedIn,
) -> Result<Json<Value>, ApiError> {
    let me = session.user;
    let viewer = web.viewer(Some(&session));
    let rows = web
        .table
        .games()
        .games_of_player(&viewer, me)
        .await
        .map_err(|refusal| ApiError::refused(&refusal, lang))?;
    let now = web.table.now();
    let games: Vec<LobbyGame> = rows
        .iter()
        .map(|row| lobby_game(row, Some(me), now, lang))
        .collect();
    let servers = web.shared_servers(&session, lang).await?;
    let ids: Vec<GuildId> = servers.iter().map(|s| s.id).collect();
    let cards = web
        .table
        .challenges()
        .challenges_of_player(me, &ids)
        .await
        .map_err(|refusal| ApiError::refused(&refusal, lang))?;
    let mut challenges = Vec::with_capacity(cards.len());
    for card in &cards {
        challenges.push(web.lobby_challenge(card, me, &servers, lang).await);
    }
    let servers: Vec<Value> = servers
        .iter()
        .map(|s| json!({"id": s.id.to_string(), "name": s.name}))
        .collect();
    Ok(Json(json!({
        "me": {"id": me.to_string(), "name": session.name},
        "games": games,
        "challenges": challenges,
        "servers": servers,
    })))
}

/// `row`, one of `me`'s games (anyone's in local play: `None`), as the lobby lists it at `now`.
pub(super) fn lobby_game(row: &GameRow, me: Option<UserId>, now: i64, lang: Lang) -> LobbyGame {
    let mine = me.is_some_and(|me| my_turn(row, me));
    let turn = turn_words(lang, row, mine);
    let left = match row.due_at {
        Some(due) => say!(
            lang,
            "web-lobby-left",
            time = duration_words(lang, (due - now).max(0))
        ),
        None => say!(lang, "standings-no-time-limit"),
    };
    LobbyGame {
        id: row.id.0,
        title: crate::table::Core::card_in(row, lang).title,
        your_turn: mine,
        turn: html(&turn),
        left: html(&left),
    }
}

impl Web {
    /// `card` as the lobby lists it to `me`: what it is, where, and what they may answer.
    async fn lobby_challenge(
        &self,
        card: &ChallengeCard,
        me: UserId,
        servers: &[Server],
        lang: Lang,
    ) -> LobbyChallenge {
        let what = format!("{} ({})", card.kind.title(), card.variant);
        let mut said = match card.seats {
            Some(_) => say!(
                lang,
                "web-lobby-challenge-open",
                challenger = marks::name(&card.challenger.name),
                game = what
            ),
            None => say!(
                lang,
                "web-lobby-challenge-named",
                challenger = marks::name(&card.challenger.name),
                opponents = marks::names(card.opponents.iter().map(|(p, _)| p.name.as_str()), ", "),
                game = what
            ),
        };
        let rated = if card.rated { "rated" } else { "unrated" };
        let channel = self.channel_words(card.channel).await;
        let server = servers
            .iter()
            .find(|s| Some(s.id) == card.guild)
            .map_or_else(String::new, |s| s.name.clone());
        for part in [
            say!(lang, "open-list-rated", rated = rated),
            Text::words(&card.clock.words(lang)),
            say!(lang, "web-lobby-where", channel = channel, server = server),
            say!(
                lang,
                "open-list-lapses",
                at = marks::moment(card.expires_at)
            ),
        ] {
            said.push_words(" · ");
            said.push(&part);
        }
        let answers = if card.challenger.id == me {
            vec!["withdraw"]
        } else if card.seats.is_some() {
            vec!["accept"]
        } else if card
            .opponents
            .iter()
            .any(|(p, accepted)| p.id == me && *accepted)
        {
            Vec::new()
        } else {
            vec!["accept", "decline"]
        };
        LobbyChallenge {
            id: card.challenge.0,
            said: html(&said),
            answers,
        }
    }

    /// A channel as the lobby names it: `#games`, or its number when Discord names none.
    pub(super) async fn channel_words(&self, channel: ChannelId) -> String {
        match self.channel_name(channel).await {
            Some(name) => format!("#{name}"),
            None => format!("#{channel}"),
        }
    }
}

/// `GET /api/lobby/servers/{guild}`: the channels where the player may post a challenge, the
/// players they may name, and the leaderboards.
pub async fn server(
    State(web): State<Web>,
    InPath(guild): InPath<u64>,
    LoggedIn { session, lang }: LoggedIn,
) -> Result<Json<Value>, ApiError> {
    let server = web.shared_server(&session, GuildId(guild), lang).await?;
    let refused = |refusal| ApiError::refused(&refusal, lang);
    let channels = web
        .table
        .challenges()
        .channels_of_player(session.user, server.id)
        .await
        .map_err(refused)?;
    let mut offered = Vec::new();
    for channel in channels {
        if let Some(name) = web.channel_name(channel).await {
            offered.push(json!({"id": channel.to_string(), "name": format!("#{name}")}));
        }
    }
    let players: Vec<Value> = web
        .table
        .standings()
        .players_on(server.id)
        .await
        .map_err(refused)?
        .into_iter()
        .map(|p| json!({"id": p.id.to_string(), "name": p.name, "you": p.id == session.user}))
        .collect();
    let ladders = web
        .table
        .standings()
        .leaderboards(server.id, LEADERBOARD_LINES)
        .await
        .map_err(refused)?;
    let leaderboards: Vec<Value> = ladders
        .iter()
        .map(|ladder| {
            let title = say!(
                lang,
                "standings-ladder-title",
                game = ladder.kind.title(),
                players = ladder.players
            );
            let lines: Vec<Value> = ladder
                .standings
                .iter()
                .enumerate()
                .map(|(rank, s)| {
                    json!({
                        "rank": rank + 1,
                        "id": s.user.to_string(),
                        "name": s.name,
                        "rating": format!("{:.0}", s.rating),
                        "deviation": format!("{:.0}", s.deviation),
                        "results": html(&say!(
                            lang,
                            "standings-results",
                            wins = s.wins,
                            losses = s.losses,
                            draws = s.draws
                        )),
                    })
                })
                .collect();
            json!({"title": html(&title), "lines": lines})
        })
        .collect();
    Ok(Json(json!({
        "id": server.id.to_string(),
        "name": server.name,
        "channels": offered,
        "players": players,
        "leaderboards": leaderboards,
        "none": tr!(lang, "web-lobby-no-ladder"),
    })))
}

impl Web {
    /// The profile of player `user` of the shared server `guild` (the visitor, or someone teban
    /// has seen play there), as `/profile` says it there; else "not found".
    async fn profile_of(
        &self,
        session: &Session,
        ids: (u64, u64),
        lang: Lang,
    ) -> Result<(Player, Reply), ApiError> {
        let (caller, of) = self.player_there(session, ids, lang).await?;
        let reply = self
            .table
            .standings()
            .profile(&caller, &of)
            .await
            .map_err(|refusal| ApiError::refused(&refusal, lang))?;
        Ok((of, reply))
    }

    /// Player `user` of the shared server `guild` (the visitor, or someone teban has seen play
    /// there), and the visitor as a caller there; else "not found".
    async fn player_there(
        &self,
        session: &Session,
        (guild, user): (u64, u64),
        lang: Lang,
    ) -> Result<(Caller, Player), ApiError> {
        let server = self.shared_server(session, GuildId(guild), lang).await?;
        let me = Player::new(session.user, session.name.clone());
        let of = if UserId(user) == me.id {
            Some(me.clone())
        } else {
            self.table
                .standings()
                .players_on(server.id)
                .await
                .map_err(|refusal| ApiError::refused(&refusal, lang))?
                .into_iter()
                .find(|p| p.id == UserId(user))
        };
        let of = of.ok_or_else(|| ApiError::not_found(lang))?;
        let caller = Caller {
            player: me,
            place: Place {
                guild: Some(server.id),
                channel: ChannelId(0),
            },
            lang,
            home: Home::Posted,
            server_lang: Some(lang),
        };
        Ok((caller, of))
    }
}

/// `GET /api/lobby/servers/{guild}/players/{user}`: `{"name", "said", "chart"}`, the player's
/// profile on that server as `/profile` says it, and the address of its chart (`null` when it
/// has none).
pub async fn profile(
    State(web): State<Web>,
    InPath(ids): InPath<(u64, u64)>,
    LoggedIn { session, lang }: LoggedIn,
) -> Result<Json<Value>, ApiError> {
    let (of, reply) = web.profile_of(&session, ids, lang).await?;
    let chart = reply
        .picture
        .is_some()
        .then(|| format!("/lobby/servers/{}/players/{}/ratings.png", ids.0, ids.1));
    Ok(Json(json!({
        "name": of.name,
        "said": html(&reply.text),
        "chart": chart,
        "chart_alt": tr!(lang, "web-lobby-chart", player = of.name.as_str()),
    })))
}

/// `GET /lobby/servers/{guild}/players/{user}/ratings.png`: the chart of the player's ratings on
/// that server, as `/profile` draws it.
pub async fn ratings_chart(
    State(web): State<Web>,
    InPath(ids): InPath<(u64, u64)>,
    LoggedIn { session, lang }: LoggedIn,
) -> Result<Response, ApiError> {
    let (_, reply) = web.profile_of(&session, ids, lang).await?;
    let Some(picture @ Picture::Ratings { .. }) = reply.picture else {
        return Err(ApiError::not_found(lang));
    };
    let png = picture
        .drawn()
        .await
        .ok_or_else(|| ApiError::failed(&"the rating chart could not be drawn", lang))?;
    Ok((
        [
            (header::CONTENT_TYPE, "image/png"),
            (header::CACHE_CONTROL, "private, max-age=60"),
        ],
        png,
    )
        .into_response())
}
