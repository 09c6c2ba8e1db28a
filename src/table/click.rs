//! The front door's click dispatcher: a button's id parsed, checked against where its game or
//! challenge lives, and handed to the service that owns what the button says.

use crate::i18n::{Lang, Said};
/// The answer to a click on a challenge's button: when the challenge is no longer open, the
/// message clicked on is closed with the reason, for everyone to see (in the channel's
/// language, `lang`).
use crate::key;
use crate::table::challenges::ChallengeRequest;
use crate::table::shared::Clicked;
use crate::table::shared::{
    check_place, ActionId, Answer, BadActionId, Caller, Refusal, Reply, Table,
};

fn closing(answer: Answer, lang: Lang) -> Answer {
    match answer {
        Err(refusal @ (Refusal::ChallengeExpired { .. } | Refusal::ChallengeClosed { .. })) => {
            let mut text = refusal.text(lang).capitalized();
            text.push_words(".");
            Ok(Reply {
                text,
                clicked: Clicked::Closed,
                lang,
                ..Reply::default()
            })
        }
        other => other,
    }
}

impl Table {
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
                let row = self.game_for_click(caller, game, version).await?;
                self.play_or_preview(row, caller, &notation).await
            }
            ActionId::Confirm {
                game,
                version,
                notation,
            } => {
                // Only the player to move can play at the previewed version: anyone else's
                // click (a forged one: the preview is theirs alone) is refused by `play_in`.
                let row = self.game_for_click(caller, game, version).await?;
                self.play_in(row, caller, &notation, None).await
            }
            ActionId::Drop { .. } => Ok(crate::table::games::dropped(caller.lang)),
            ActionId::Resign { game, version } => {
                let row = self.game_for_click(caller, game, version).await?;
                self.resign_in(row, caller).await
            }
            ActionId::Draw { game, version } => {
                let row = self.game_for_click(caller, game, version).await?;
                self.draw_in(row, caller, false).await
            }
            ActionId::Takeback {
                game,
                version,
                accept,
            } => self.answer_takeback(caller, game, version, accept).await,
            ActionId::Board { game } => {
                let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
                check_place(&row, caller.place)?;
                self.shown_to(&row, caller).await
            }
            ActionId::Rematch { game } => self.rematch(caller, game).await,
            ActionId::Analyse { game } => {
                let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
                check_place(&row, caller.place)?;
                self.request_analysis(caller, Some(game)).await
            }
            ActionId::Accept { challenge } => {
                let answer = self.accept(caller, challenge).await;
                closing(answer, self.channel_lang(caller).await?)
            }
            ActionId::Decline { challenge } => {
                let answer = self.decline(caller, challenge).await;
                closing(answer, self.channel_lang(caller).await?)
            }
            ActionId::Cancel { challenge } => {
                let answer = self.cancel(caller, Some(challenge)).await;
                closing(answer, self.channel_lang(caller).await?)
            }
            ActionId::Join { tournament } => self.join_tournament(caller, tournament).await,
            ActionId::Leave { tournament } => self.leave_tournament(caller, tournament).await,
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
                self.challenge(caller, request).await
            }
        }
    }
}
