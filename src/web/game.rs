//! The web front end's one door to the game service: the visitor as a viewer of games (who sees
//! which game is the table's rule, [`Viewer`]), and their actions on a game, the table's typed
//! acts ([`Clicks::act`](crate::table::Clicks::act)) that Discord's buttons run too, so that a
//! move made on the web goes through the same checks, versioned commit, plans, clocks and outbox.
//!
//! What the web adds after the table answered: what a Discord answer would have shown is posted
//! to the game's channel through the outbox at once (a move's announcement,
//! [`Outbox::announcement_not_shown`](crate::table::Outbox::announcement_not_shown); anything
//! else said to everyone, [`Outbox::post_action`](crate::table::Outbox::post_action)), and teban
//! takes its turn when it is to move.

use super::errors::ApiError;
use super::sessions::{Reach, Session};
use super::Web;
use crate::i18n::Lang;
use crate::store::GameRow;
#[cfg(doc)]
use crate::table::Members;
use crate::table::{
    Act, Audience, Caller, GameCard, GameId, Place, Player, Refusal, Reply, Viewer,
};

impl Web {
    /// The visitor as a viewer of games ([`Viewer`]): `session`'s user with what it reaches, or
    /// one not logged in (`None`); in local play, the machine's own visitor. Whether a user is a
    /// member of a server is asked of Discord ([`Members`]).
    pub fn viewer(&self, session: Option<&Session>) -> Viewer<'_> {
        if self.settings.local {
            return Viewer::Local;
        }
        Viewer::Visitor {
            user: session.map(|s| s.user),
            reach: session.map_or(Reach::Web, |s| s.reach),
            members: self,
        }
    }

    /// Game `id` if the visitor (`session`: `None` for one not logged in) sees it by the
    /// table's rule ([`Viewer`]); a game they may not see and one that does not exist are the
    /// same "not found".
    pub async fn visible_game(
        &self,
        session: Option<&Session>,
        id: GameId,
        lang: Lang,
    ) -> Result<GameRow, ApiError> {
        self.table
            .games()
            .visible_game(&self.viewer(session), id)
            .await
            .map_err(|refusal| match refusal {
                Refusal::NoSuchGame | Refusal::NotOnThisServer { .. } => ApiError::not_found(lang),
                refusal => ApiError::refused(&refusal, lang),
            })
    }

    /// `session`'s `act` in `row`, which they saw at `version`, through the table's typed acts
    /// ([`Clicks::act`](crate::table::Clicks::act)): what the table answered, and the game as it left it (the
    /// row its commit returned; `row` itself when the act changed no game), or its refusal in
    /// `lang`.
    pub async fn act(
        &self,
        session: &Session,
        row: GameRow,
        version: u32,
        act: Act,
        lang: Lang,
    ) -> Result<(Reply, GameRow), ApiError> {
        // The player acts where the game lives, as a click on its own message would.
        let caller = Caller {
            player: Player::new(session.user, session.name.clone()),
            place: Place {
                guild: row.guild,
                channel: row.channel,
            },
            lang,
            server_lang: None,
            home: row.home,
        };
        let game = row.id;
        let answer = self
            .table
            .clicks()
            .act(&caller, row.clone(), version, act)
            .await;
        let mut reply = answer.map_err(|refusal| ApiError::refused(&refusal, lang))?;
        let after = reply.after.take().map_or(row, |after| *after);
        // No interaction answers what is done on the web: the game's channel is told now, a
        // move by its announcement, anything else said to everyone by a post of its own.
        let told = match reply.announcement {
            Some(announcement) => {
                self.table
                    .outbox()
                    .announcement_not_shown(announcement)
                    .await
            }
            None if reply.audience == Audience::Channel => {
                self.table
                    .outbox()
                    .post_action(game, reply.text.clone())
                    .await
            }
            None => Ok(()),
        };
        if let Err(refusal) = told {
            tracing::warn!(%game, %refusal, "a web action's post could not be queued");
        }
        self.teban_follows(reply.card.as_ref());
        Ok((reply, after))
    }

    /// teban takes its turn in the background when `card` (a game an action left) says it is to
    /// move: nothing on Discord answers what is done on the web.
    pub(super) fn teban_follows(&self, card: Option<&GameCard>) {
        if let Some(card) = card.filter(|c| c.teban_to_move()) {
            let (table, game) = (self.table.clone(), card.game);
            tokio::spawn(async move {
                if let Err(refusal) = table.games().teban_plays(game).await {
                    tracing::warn!(%game, %refusal, "teban could not move");
                }
            });
        }
    }
}
