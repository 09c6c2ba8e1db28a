//! The web front end's one door to the game service: which games a visitor may see, and their
//! actions on a game carried out by the very calls Discord's buttons make
//! ([`crate::table::Table::click`] with a game's [`ActionId`], and `ask_takeback`), so that a move
//! made on the web goes through the same versioned commit, plans, clocks and outbox.
//!
//! What the web adds after the table answered: what a Discord answer would have shown is posted
//! to the game's channel through the outbox at once (a move's announcement,
//! [`crate::table::Table::announcement_not_shown`]; anything else said to everyone,
//! [`crate::table::Table::post_action`]), and teban takes its turn when it is to move.

use super::errors::ApiError;
use super::sessions::Session;
use super::Web;
use crate::i18n::Lang;
use crate::store::{GameRow, WebAudience};
use crate::table::{ActionId, Audience, Caller, GameId, Place, Player, Reply};

/// What a seated player does on the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Act {
    /// Play `notation`.
    Move(String),
    Resign,
    /// Offer a draw, or agree to the one on the table.
    Draw,
    /// Ask to take back one's last move.
    AskTakeback,
    /// Answer the takeback asked (accept or decline).
    AnswerTakeback(bool),
}

impl Web {
    /// Game `id` as the visitor may see it (`session`: `None` for one not logged in): a
    /// server's game by that server's members, or by anyone when its managers chose
    /// [`WebAudience::Link`]; a game outside any server by its players, whatever any setting
    /// says; in local play, every game. A session opened in the Activity sees nothing outside
    /// its reach (its server and its user's DMs). Anything else, and a game that does not
    /// exist, is the same "not found".
    pub async fn visible_game(
        &self,
        session: Option<&Session>,
        id: GameId,
        lang: Lang,
    ) -> Result<GameRow, ApiError> {
        let store = self.table.store();
        let row = store
            .game(id)
            .await
            .map_err(|e| ApiError::failed(&e, lang))?
            .ok_or_else(|| ApiError::not_found(lang))?;
        if self.settings.local {
            // Local play: this machine's games are its visitor's.
            return Ok(row);
        }
        if session.is_some_and(|s| !s.reach.reaches(row.guild)) {
            return Err(ApiError::not_found(lang));
        }
        let allowed = match (row.guild, session) {
            (Some(guild), session) => {
                let audience = store
                    .server_settings(guild)
                    .await
                    .map_err(|e| ApiError::failed(&e, lang))?
                    .web;
                match (audience, session) {
                    (WebAudience::Link, _) => true,
                    (WebAudience::Members, Some(session)) => self
                        .is_member(guild, session.user)
                        .await
                        .map_err(|why| ApiError::failed(&why, lang))?,
                    (WebAudience::Members, None) => false,
                }
            }
            (None, Some(session)) => row.seat_of(session.user).is_some(),
            (None, None) => false,
        };
        if !allowed {
            return Err(ApiError::not_found(lang));
        }
        Ok(row)
    }

    /// `session`'s `act` in `row`, which they saw at `version`, through the table; what the
    /// table answered, or its refusal in `lang`. (A takeback is asked of the caller's last move
    /// whatever the version: the table refuses it once someone moved after it.)
    pub async fn act(
        &self,
        session: &Session,
        row: &GameRow,
        version: u32,
        act: Act,
        lang: Lang,
    ) -> Result<Reply, ApiError> {
        // The player acts where the game lives, as a click on its own message would.
        let caller = Caller {
            player: Player::new(session.user, session.name.clone()),
            place: Place {
                guild: row.guild,
                channel: row.channel,
            },
            lang,
            server_lang: None,
        };
        let game = row.id;
        let clicked = |id: ActionId| id.to_string();
        let answer = match act {
            Act::Move(notation) => {
                // What no notation holds (control characters, a wall of text) the table refuses.
                let id = ActionId::Confirm {
                    game,
                    version,
                    notation,
                };
                self.table.click(&caller, &clicked(id)).await
            }
            Act::Resign => {
                let id = ActionId::Resign { game, version };
                self.table.click(&caller, &clicked(id)).await
            }
            Act::Draw => {
                let id = ActionId::Draw { game, version };
                self.table.click(&caller, &clicked(id)).await
            }
            Act::AnswerTakeback(accept) => {
                let id = ActionId::Takeback {
                    game,
                    version,
                    accept,
                };
                self.table.click(&caller, &clicked(id)).await
            }
            Act::AskTakeback => self.table.ask_takeback(&caller).await,
        };
        let reply = answer.map_err(|refusal| ApiError::refused(&refusal, lang))?;
        // No interaction answers what is done on the web: the game's channel is told now, a
        // move by its announcement, anything else said to everyone by a post of its own.
        let told = match reply.announcement {
            Some(announcement) => self.table.announcement_not_shown(announcement).await,
            None if reply.audience == Audience::Channel => {
                self.table.post_action(game, reply.text.clone()).await
            }
            None => Ok(()),
        };
        if let Err(refusal) = told {
            tracing::warn!(%game, %refusal, "a web action's post could not be queued");
        }
        if let Some(card) = reply.card.as_ref().filter(|c| c.teban_to_move()) {
            let (table, game) = (self.table.clone(), card.game);
            tokio::spawn(async move {
                if let Err(refusal) = table.teban_plays(game).await {
                    tracing::warn!(%game, %refusal, "teban could not move");
                }
            });
        }
        Ok(reply)
    }
}
