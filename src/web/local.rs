//! Local play (`teban web` without Discord): the same board served from this machine over the
//! embedded SQLite, without any login. The visitor starts a game from `/` (a game and a variant,
//! two or more people at one screen or one person against a level of teban) and plays every
//! human seat from the one browser: whoever is to move is the visitor, as at `teban play`'s
//! keyboard. teban answers its own turns as it does on Discord.
//!
//! Its routes: `GET /` (the games to resume beside the form, `web/local.html`),
//! `GET /api/local/choices` (the games, their variants and teban's levels, named in the visitor's
//! language), `GET /api/local/games` (the unfinished games of this machine, the last moved
//! first) and `POST /api/local/games` `{"game": "quoridor", "variant": "classic", "opponent":
//! "people" | "easy" | …}`, which answers `{"id": 12}`.
//!
//! Decisions where the issue is silent:
//! - Each game started here is a new game: it is seated at a place of its own (a channel numbered
//!   by the moment it began), so that games never resume one another; the people at the screen
//!   are "Player 1", "Player 2"... in the visitor's language, with the ids `teban play` gives them.
//! - Every game on this machine may be seen and played by whoever reaches the page: it listens on
//!   127.0.0.1 unless told otherwise.

use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use rand::seq::SliceRandom;
use serde::Deserialize;
use serde_json::{json, Value};

use super::errors::ApiError;
use super::extract::{BrowserLang, LocalPlay, SameSite};
use super::sessions::Session;
use super::Web;
use crate::ai::Level;
use crate::games::GameKind;
use crate::i18n::Lang;
use crate::store::{GameRow, SeatRow};
use crate::table::{ChannelId, Place, Player};
use crate::{key, tr};

impl Web {
    /// `session` as it acts on `row`: itself, but in local play the seat of `row` the visitor
    /// plays now ([`seated`]).
    pub fn seated(&self, session: Session, row: &GameRow) -> Session {
        if self.settings.local {
            seated(row)
        } else {
            session
        }
    }
}

/// The visitor as the seat of `row` they play now: the seat to move when a person holds it, else
/// the first seat a person holds (teban's seats are never the visitor's).
pub fn seated(row: &GameRow) -> Session {
    let person = |s: &&SeatRow| Player::teban_level(s.user).is_none();
    let to_move = row.state.to_move();
    let seat = row
        .seats
        .iter()
        .filter(person)
        .find(|s| Some(s.seat) == to_move)
        .or_else(|| row.seats.iter().find(person));
    match seat {
        Some(seat) => Session {
            user: seat.user,
            name: seat.name.clone(),
            ..Session::at_screen()
        },
        None => Session::at_screen(),
    }
}

fn level_name(level: Level, lang: Lang) -> String {
    tr!(
        lang,
        match level {
            Level::Easy => key!("level-easy"),
            Level::Normal => key!("level-normal"),
            Level::Hard => key!("level-hard"),
            Level::Master => key!("level-master"),
        }
    )
}

/// The games a new game (or challenge) may be of, named in `lang`, each with its variants.
pub(super) fn game_choices(lang: Lang) -> Vec<Value> {
    GameKind::ALL
        .iter()
        .map(|&kind| {
            json!({
                "value": kind.name(),
                "label": crate::i18n::rules::game_name(kind).text(lang).plain_words(),
                "variants": kind.variant_names(),
            })
        })
        .collect()
}

/// `GET /api/local/choices`.
pub async fn choices(BrowserLang(lang): BrowserLang) -> Json<Value> {
    let games = game_choices(lang);
    let opponents: Vec<Value> = std::iter::once(json!({
        "value": "people",
        "label": tr!(lang, "web-local-people"),
    }))
    .chain(Level::ALL.iter().map(|&level| {
        json!({
            "value": level.name(),
            "label": tr!(lang, "web-local-teban", level = level_name(level, lang)),
        })
    }))
    .collect();
    Json(json!({"games": games, "opponents": opponents}))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewLocalGame {
    game: String,
    #[serde(default)]
    variant: Option<String>,
    opponent: String,
}

/// The most games the front page offers to resume.
const GAMES_TO_RESUME: usize = 50;

/// `GET /api/local/games`: `{"games": [...]}`, the unfinished games of this machine to resume,
/// the last moved first, each with its title, whose turn and the time left.
pub async fn games(
    State(web): State<Web>,
    BrowserLang(lang): BrowserLang,
    _: LocalPlay,
) -> Result<Json<Value>, ApiError> {
    let rows = web
        .table
        .games()
        .games_to_resume(GAMES_TO_RESUME)
        .await
        .map_err(|refusal| ApiError::refused(&refusal, lang))?;
    let now = web.table.now();
    let games: Vec<_> = rows
        .iter()
        .map(|row| super::lobby::lobby_game(row, None, now, lang))
        .collect();
    Ok(Json(json!({"games": games})))
}

/// `POST /api/local/games`: seats the people at the screen (and teban), and lets teban move
/// first when the draw gave it the first seat.
pub async fn start(
    State(web): State<Web>,
    BrowserLang(lang): BrowserLang,
    _: LocalPlay,
    _: SameSite,
    body: Result<Json<NewLocalGame>, JsonRejection>,
) -> Result<Json<Value>, ApiError> {
    let Json(body) = body.map_err(|rejection| ApiError::body(&rejection, lang))?;
    let bad = || ApiError::said(StatusCode::BAD_REQUEST, "bad_game", lang);
    let kind: GameKind = body.game.parse().map_err(|_| bad())?;
    let variant = body.variant.filter(|v| !v.trim().is_empty());
    let seats = crate::games::AnyGame::new(kind, variant.as_deref())
        .map_err(|_| bad())?
        .seat_count();
    let person = |n: usize| {
        Player::new(
            Player::at_screen(&format!("Player {n}")),
            tr!(lang, "console-default-name", number = n),
        )
    };
    let players: Vec<Player> = if body.opponent == "people" {
        (1..=seats).map(person).collect()
    } else {
        let level: Level = body.opponent.parse().map_err(|_| bad())?;
        if seats != 2 {
            return Err(bad());
        }
        let mut players = vec![person(1), Player::teban(level)];
        players.shuffle(&mut rand::thread_rng());
        players
    };
    let place = Place {
        guild: None,
        channel: ChannelId(web.table.now().unsigned_abs()),
    };
    let seating = web
        .table
        .games()
        .sit_speaking(place, &players, kind, variant.as_deref(), false, lang)
        .await
        .map_err(|refusal| ApiError::refused(&refusal, lang))?;
    web.teban_follows(Some(&seating.card));
    Ok(Json(json!({"id": seating.game})))
}
