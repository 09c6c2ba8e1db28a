//! Challenges from the lobby: made (to a player teban has seen on the server, to teban at a
//! level, or to anyone in the channel), accepted, declined and withdrawn, through the table's
//! challenges as `/challenge` and the challenge's buttons make them. Nothing on Discord answers
//! what is done here, so what the channel would have read is posted there at once through the
//! outbox ([`Outbox::post_challenge_news`](crate::table::Outbox::post_challenge_news)): a
//! challenge with its buttons, which players answer on Discord as any other; a game begun, whose
//! thread the bot opens where its server wants one. teban takes its turn when it is to move.
//!
//! Its routes: `GET /api/lobby/choices` (the games, variants, clocks and teban's levels, named in
//! the visitor's language), `POST /api/lobby/challenges` `{"guild": "…", "channel": "…",
//! "opponent": "…" | "teban:hard" | null, "game": "quoridor", "variant": …,
//! "clock": "3d" | null, "rated": true, "rating_range": 200 | null}` and
//! `POST /api/lobby/challenges/{id}` `{"answer": "accept" | "decline" | "withdraw"}`; each
//! answers `{"said": "…"}` (what the table said, as HTML), with `"game"`, the number of the game
//! it began, if it did.
//!
//! Every action is checked in this order: from teban's own pages, by a session, within the
//! session's actions a second, a well-formed body, a server the player shares with teban, a
//! channel of theirs there and an opponent teban has seen there who is still a member; then the
//! table's own checks (blocks, caps, one game per channel, the rules of challenges).

use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};

use super::errors::ApiError;
use super::extract::{InPath, LoggedIn, SameSite, Visitor};
use super::sessions::Session;
use super::words::html;
use super::Web;
use crate::ai::Level;
use crate::games::GameKind;
use crate::i18n::Lang;
use crate::table::{
    clock_choices, Caller, ChallengeId, ChallengeRequest, ChannelId, GameClock, GuildId, Happened,
    Home, Place, Player, Reply, UserId,
};
use crate::tr;

/// How an opponent that is teban is named in a challenge's body: `teban:hard`.
const TEBAN: &str = "teban:";
/// The most clocks offered (as many as `/challenge`'s choices).
const CLOCKS_OFFERED: usize = 25;

/// `GET /api/lobby/choices`.
pub async fn choices(Visitor { lang, .. }: Visitor) -> Json<Value> {
    let games = super::local::game_choices(lang);
    let clocks: Vec<Value> = clock_choices(lang, "", CLOCKS_OFFERED)
        .into_iter()
        .map(|(label, value)| json!({"value": value, "label": label}))
        .collect();
    let levels: Vec<Value> = Level::ALL
        .iter()
        .map(|&level| {
            json!({
                "value": format!("{TEBAN}{}", level.name()),
                "label": Player::teban(level).name,
            })
        })
        .collect();
    Json(json!({
        "games": games,
        "clocks": clocks,
        "levels": levels,
        "server_clock": tr!(lang, "web-lobby-clock-default"),
        "anyone": tr!(lang, "web-lobby-anyone"),
    }))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewChallenge {
    guild: String,
    channel: String,
    #[serde(default)]
    opponent: Option<String>,
    game: String,
    #[serde(default)]
    variant: Option<String>,
    #[serde(default)]
    clock: Option<String>,
    #[serde(default = "rated_by_default")]
    rated: bool,
    #[serde(default)]
    rating_range: Option<u32>,
}

/// A challenge is rated unless its challenger says otherwise, as on Discord.
fn rated_by_default() -> bool {
    true
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Answer {
    Accept,
    Decline,
    Withdraw,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Answered {
    answer: Answer,
}

impl Web {
    /// Counts an action of `session`; refused when it is one too many this second.
    fn within_actions(&self, session: &Session, lang: Lang) -> Result<(), ApiError> {
        match self.limiter.allow(&session.hash, self.table.now()) {
            true => Ok(()),
            false => Err(ApiError::said(
                StatusCode::TOO_MANY_REQUESTS,
                "too_fast",
                lang,
            )),
        }
    }

    /// The opponent `named` in a challenge on `guild` by `me`: teban at a level, or someone teban
    /// has seen play there who is still a member; `None` for anyone (an open challenge).
    async fn opponent(
        &self,
        named: Option<&str>,
        guild: GuildId,
        me: UserId,
        lang: Lang,
    ) -> Result<Option<Player>, ApiError> {
        let bad = || ApiError::said(StatusCode::BAD_REQUEST, "bad_opponent", lang);
        let Some(named) = named.map(str::trim).filter(|n| !n.is_empty()) else {
            return Ok(None);
        };
        if let Some(level) = named.strip_prefix(TEBAN) {
            return Ok(Some(Player::teban(level.parse().map_err(|_| bad())?)));
        }
        let id = UserId(named.parse().map_err(|_| bad())?);
        let players = self
            .table
            .standings()
            .players_on(guild)
            .await
            .map_err(|refusal| ApiError::refused(&refusal, lang))?;
        let player = players
            .into_iter()
            .find(|p| p.id == id && p.id != me)
            .ok_or_else(bad)?;
        match self.member_of(guild, id).await {
            Ok(true) => Ok(Some(player)),
            Ok(false) => Err(bad()),
            Err(why) => Err(ApiError::failed(&why, lang)),
        }
    }

    /// What the table answered to a challenge made or answered from the lobby, told in the
    /// challenge's `channel` through the outbox; the answer the page reads.
    async fn told(
        &self,
        challenge: Option<ChallengeId>,
        channel: ChannelId,
        reply: Reply,
    ) -> Json<Value> {
        let challenge = match reply.happened {
            Happened::ChallengePosted { challenge } => Some(challenge),
            _ => challenge,
        };
        let news = self
            .table
            .outbox()
            .post_challenge_news(challenge, channel, &reply);
        if let Err(refusal) = news.await {
            tracing::warn!(%refusal, "a challenge's post from the lobby could not be queued");
        }
        self.teban_follows(reply.card.as_ref());
        let game = match reply.happened {
            Happened::Began { game } => Some(game),
            _ => None,
        };
        Json(json!({"said": html(&reply.text), "game": game}))
    }
}

/// `POST /api/lobby/challenges`.
pub async fn make(
    State(web): State<Web>,
    _: SameSite,
    LoggedIn { session, lang }: LoggedIn,
    body: Result<Json<NewChallenge>, JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    web.within_actions(&session, lang)?;
    let Json(body) = body.map_err(|rejection| ApiError::body(&rejection, lang))?;
    let guild = body.guild.parse().map(GuildId);
    let server = web
        .shared_server(
            &session,
            guild.map_err(|_| ApiError::not_found(lang))?,
            lang,
        )
        .await?;
    let channel = body
        .channel
        .parse()
        .map(ChannelId)
        .map_err(|_| ApiError::said(StatusCode::BAD_REQUEST, "bad_channel", lang))?;
    let theirs = web
        .table
        .challenges()
        .channels_of_player(session.user, server.id)
        .await
        .map_err(|refusal| ApiError::refused(&refusal, lang))?;
    if !theirs.contains(&channel) || web.channel_name(channel).await.is_none() {
        return Err(ApiError::said(StatusCode::BAD_REQUEST, "bad_channel", lang));
    }
    let opponent = web
        .opponent(body.opponent.as_deref(), server.id, session.user, lang)
        .await?;
    let kind: GameKind = body
        .game
        .parse()
        .map_err(|_| ApiError::said(StatusCode::BAD_REQUEST, "bad_game", lang))?;
    let clock = match body
        .clock
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty())
    {
        Some(clock) => Some(
            clock
                .parse::<GameClock>()
                .map_err(|_| ApiError::said(StatusCode::BAD_REQUEST, "bad_clock", lang))?,
        ),
        None => None,
    };
    let request = ChallengeRequest {
        kind,
        variant: body.variant.filter(|v| !v.trim().is_empty()),
        opponents: opponent.into_iter().collect(),
        rated: body.rated,
        clock,
    };
    let caller = web.caller_at(&session, Some(server.id), channel, lang);
    let reply = web
        .table
        .challenges()
        .challenge_within(&caller, request, body.rating_range)
        .await
        .map_err(|refusal| ApiError::refused(&refusal, lang))?;
    Ok(web.told(None, channel, reply).await)
}

/// `POST /api/lobby/challenges/{id}`.
pub async fn answer(
    State(web): State<Web>,
    _: SameSite,
    LoggedIn { session, lang }: LoggedIn,
    InPath(id): InPath<i64>,
    body: Result<Json<Answered>, JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    web.within_actions(&session, lang)?;
    let Json(body) = body.map_err(|rejection| ApiError::body(&rejection, lang))?;
    let challenge = ChallengeId(id);
    let card = web
        .table
        .challenges()
        .challenge_card_of(challenge)
        .await
        .map_err(|_| ApiError::not_found(lang))?;
    let guild = card.guild.ok_or_else(|| ApiError::not_found(lang))?;
    web.shared_server(&session, guild, lang).await?;
    let caller = web.caller_at(&session, card.guild, card.channel, lang);
    let challenges = web.table.challenges();
    let reply = match body.answer {
        Answer::Accept => challenges.accept(&caller, challenge).await,
        Answer::Decline => challenges.decline(&caller, challenge).await,
        Answer::Withdraw => challenges.cancel(&caller, Some(challenge)).await,
    }
    .map_err(|refusal| ApiError::refused(&refusal, lang))?;
    Ok(web.told(Some(challenge), card.channel, reply).await)
}

impl Web {
    /// `session`'s user as a caller in `channel` of `guild`, reading `lang`; what the channel
    /// reads is in the server's language (Discord does not say it here: the one the server fixed,
    /// else English).
    fn caller_at(
        &self,
        session: &Session,
        guild: Option<GuildId>,
        channel: ChannelId,
        lang: Lang,
    ) -> Caller {
        Caller {
            player: Player::new(session.user, session.name.clone()),
            place: Place { guild, channel },
            lang,
            home: Home::Posted,
            server_lang: None,
        }
    }
}
