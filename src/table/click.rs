//! The front door's click dispatcher: a button's id parsed, checked against where its game or
//! challenge lives, and handed to the service that owns what the button says.

use crate::i18n::{Lang, Said};
/// The answer to a click on a challenge's button: when the challenge is no longer open, the
/// message clicked on is closed with the reason, for everyone to see (in the channel's
/// language, `lang`).
use crate::key;
use crate::store::Store;
use crate::table::analyses::Analyses;
use crate::table::challenges::ChallengeRequest;
use crate::table::challenges::Challenges;
use crate::table::games::Games;
use crate::table::settings::ServerSettings;
use crate::table::shared::lanes::Lanes;
use crate::table::shared::Clicked;
use crate::table::shared::{
    capitalized, check_place, ActionId, Answer, BadActionId, Caller, Core, Refusal, Reply,
};
use crate::table::tournaments::Tournaments;
use std::sync::Arc;

fn closing(answer: Answer, lang: Lang) -> Answer {
    match answer {
        Err(refusal @ (Refusal::ChallengeExpired { .. } | Refusal::ChallengeClosed { .. })) => {
            Ok(Reply {
                text: capitalized(&refusal.text(lang)) + ".",
                clicked: Clicked::Closed,
                lang,
                ..Reply::default()
            })
        }
        other => other,
    }
}

/// The click dispatcher: it holds the store, the core (the game a button names, checked), the
/// lanes a channel's requests take turns in, and every service a button may hand work to.
pub struct Clicks {
    pub(in crate::table) store: Store,
    pub(in crate::table) core: Core,
    pub(in crate::table) lanes: Arc<Lanes>,
    pub(in crate::table) servers: Arc<ServerSettings>,
    pub(in crate::table) games: Arc<Games>,
    pub(in crate::table) challenges: Arc<Challenges>,
    pub(in crate::table) tournaments: Arc<Tournaments>,
    pub(in crate::table) analyses: Arc<Analyses>,
}

impl Clicks {
    /// Handles a button click: parses the id, refuses a stale or stranger's click, or one from
    /// anywhere but the place of its game or challenge, with a reason, and otherwise does what the
    /// button says.
    pub async fn click(&self, caller: &Caller, action_id: &str) -> Answer {
        let action: ActionId = action_id.parse().map_err(|e: BadActionId| {
            Refusal::Said(Said::new(key!("refusal-bad-button")).with("id", e.id))
        })?;
        let _turn = crate::table::shared::turn(&self.lanes, caller.place.channel).await;
        match action {
            ActionId::Move {
                game,
                version,
                notation,
            } => {
                let row = self.core.game_for_click(caller, game, version).await?;
                self.games.play_or_preview(row, caller, &notation).await
            }
            ActionId::Confirm {
                game,
                version,
                notation,
            } => {
                // Only the player to move can play at the previewed version: anyone else's
                // click (a forged one: the preview is theirs alone) is refused by `play_in`.
                let row = self.core.game_for_click(caller, game, version).await?;
                self.games.play_in(row, caller, &notation, None).await
            }
            ActionId::Drop { .. } => Ok(crate::table::games::dropped(caller.lang)),
            ActionId::Resign { game, version } => {
                let row = self.core.game_for_click(caller, game, version).await?;
                self.games.resign_in(row, caller).await
            }
            ActionId::Draw { game, version } => {
                let row = self.core.game_for_click(caller, game, version).await?;
                self.games.draw_in(row, caller, false).await
            }
            ActionId::Takeback {
                game,
                version,
                accept,
            } => {
                self.games
                    .answer_takeback(caller, game, version, accept)
                    .await
            }
            ActionId::Board { game } => {
                let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
                check_place(&row, caller.place)?;
                self.games.shown_to(&row, caller).await
            }
            ActionId::Rematch { game } => self.challenges.rematch(caller, game).await,
            ActionId::Analyse { game } => {
                let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
                check_place(&row, caller.place)?;
                self.analyses.request_analysis(caller, Some(game)).await
            }
            ActionId::Accept { challenge } => {
                let answer = self.challenges.accept(caller, challenge).await;
                closing(answer, self.servers.channel_lang(caller).await?)
            }
            ActionId::Decline { challenge } => {
                let answer = self.challenges.decline(caller, challenge).await;
                closing(answer, self.servers.channel_lang(caller).await?)
            }
            ActionId::Cancel { challenge } => {
                let answer = self.challenges.cancel(caller, Some(challenge)).await;
                closing(answer, self.servers.channel_lang(caller).await?)
            }
            ActionId::Join { tournament } => {
                self.tournaments.join_tournament(caller, tournament).await
            }
            ActionId::Leave { tournament } => {
                self.tournaments.leave_tournament(caller, tournament).await
            }
            ActionId::Pick {
                opponent,
                kind,
                variant,
                rated,
            } => {
                let request = ChallengeRequest {
                    kind,
                    variant: Some(variant),
                    opponents: vec![opponent],
                    rated,
                    clock: None,
                };
                self.challenges.challenge(caller, request).await
            }
        }
    }
}
