//! The click dispatcher, [`Clicks`], and a player's typed acts on a game. A player's action on
//! their game is an [`Act`] on the game they saw at a version ([`Clicks::act`], what the web page
//! calls); a button's id is parsed, checked against where its game or challenge lives, and
//! handed to the same acts, or to the service that owns what the button says.

use crate::i18n::{Lang, Said};
use crate::key;
use crate::model::GameRow;
use crate::store::Store;
use crate::table::analyses::Analyses;
use crate::table::challenges::ChallengeRequest;
use crate::table::challenges::Challenges;
use crate::table::games::Games;
use crate::table::settings::ServerSettings;
use crate::table::shared::lanes::Lanes;
use crate::table::shared::Clicked;
use crate::table::shared::{
    check_place, ActionId, Answer, BadActionId, Caller, Core, GameId, Refusal, Reply,
};
use crate::table::tournaments::Tournaments;
use std::sync::Arc;

/// What a player does to a game they sit at, at the version of it they saw: what its buttons
/// do, and what the web page sends.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Act {
    /// Play `notation`.
    Move(String),
    Resign,
    /// Offer a draw, or agree to the one on the table.
    Draw,
    /// Ask to take back one's last move (whatever the version: refused once someone moved
    /// after it).
    AskTakeback,
    /// Answer the takeback asked: accept (`true`) or decline.
    AnswerTakeback(bool),
}

/// The answer to a click on a challenge's button: when the challenge is no longer open, the
/// message clicked on is closed with the reason, for everyone to see (in the channel's
/// language, `lang`).
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

/// The click dispatcher: it holds the store (the game a button names, read), the lanes a
/// channel's requests take turns in, and every service a button may hand work to.
pub struct Clicks {
    pub(in crate::table) store: Store,
    pub(in crate::table) lanes: Arc<Lanes>,
    pub(in crate::table) servers: Arc<ServerSettings>,
    pub(in crate::table) games: Arc<Games>,
    pub(in crate::table) challenges: Arc<Challenges>,
    pub(in crate::table) tournaments: Arc<Tournaments>,
    pub(in crate::table) analyses: Arc<Analyses>,
}

impl Clicks {
    /// `caller`'s `act` in `row` (the game as read for them: see [`Games::visible_game`]), which
    /// they saw at `version`: refused as a click on the game's own button would be (from
    /// elsewhere, by a stranger, on a game over or moved on), else done by the flow that button
    /// runs. The commit checks the version again, so a race with another change is lost safely.
    pub async fn act(&self, caller: &Caller, row: GameRow, version: u32, act: Act) -> Answer {
        let _turn = crate::table::shared::turn(&self.lanes, caller.place.channel).await;
        self.act_in(caller, row, version, act).await
    }

    /// [`Clicks::act`] in the caller's turn of their channel's lane.
    async fn act_in(&self, caller: &Caller, row: GameRow, version: u32, act: Act) -> Answer {
        match act {
            // Only the player to move can play at the version seen: anyone else's move (a
            // forged click: a preview is its player's alone) is refused by `play_in`.
            Act::Move(notation) => {
                let row = Core::game_for_click(caller, row, version)?;
                self.games.play_in(row, caller, &notation, None).await
            }
            Act::Resign => {
                let row = Core::game_for_click(caller, row, version)?;
                self.games.resign_in(row, caller).await
            }
            Act::Draw => {
                let row = Core::game_for_click(caller, row, version)?;
                self.games.draw_in(row, caller, false).await
            }
            Act::AskTakeback => {
                check_place(&row, caller.place)?;
                self.games.ask_takeback_in(caller, row).await
            }
            Act::AnswerTakeback(accept) => {
                self.games
                    .answer_takeback(caller, row, version, accept)
                    .await
            }
        }
    }

    /// [`Clicks::act_in`] on `game`, read now (a button's).
    async fn act_on(&self, caller: &Caller, game: GameId, version: u32, act: Act) -> Answer {
        let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
        self.act_in(caller, row, version, act).await
    }

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
                let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
                let row = Core::game_for_click(caller, row, version)?;
                self.games.play_or_preview(row, caller, &notation).await
            }
            ActionId::Confirm {
                game,
                version,
                notation,
            } => {
                self.act_on(caller, game, version, Act::Move(notation))
                    .await
            }
            ActionId::Drop { .. } => Ok(crate::table::games::dropped(caller.lang)),
            ActionId::Resign { game, version } => {
                self.act_on(caller, game, version, Act::Resign).await
            }
            ActionId::Draw { game, version } => self.act_on(caller, game, version, Act::Draw).await,
            ActionId::Takeback {
                game,
                version,
                accept,
            } => {
                let act = Act::AnswerTakeback(accept);
                self.act_on(caller, game, version, act).await
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
