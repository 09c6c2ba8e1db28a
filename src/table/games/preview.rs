//! A move's preview and Confirm (issue 29, point 2): a player's `/move` or move button may first
//! answer them alone with the position after the move (drawn from their side by their
//! `/preferences board:`, the move outlined in gold), the move in words, and **Confirm** /
//! **Cancel**. Only Confirm plays it, through the same path as any move ([`Games::play_in`]) with
//! the version the preview was drawn at, so a Confirm that comes after the game moved on is
//! refused as stale, saying where the game stands now. The preview writes nothing.
//!
//! It owns when a move asks first and what the preview shows; the preference itself is
//! `preferences.rs`'s, the buttons' ids `action.rs`'s.
//!
//! Decisions where the issue is silent:
//! - A move asks first when its player turned `/preferences confirm:` on, and, without the
//!   preference, when it is risky in a way that cannot be undone and is easy to miss: placing
//!   one's last fence in Quoridor, and in Sensei and Niwa a turn after which the opponent has a
//!   reply that wins at once (found with the rules: every legal reply tried, Sensei's only after
//!   the engine's quick test says one may win, [`crate::ai::winning_move`]; the preview names that
//!   reply). A Quoridor step that lets the opponent's pawn reach its goal is not asked about:
//!   both pawns' distances are on the board for everyone to see, and asking would interrupt
//!   most endgame moves.
//! - A Confirm never asks again, even for a risky move: its player has seen the preview.
//! - Confirm is refused to anyone but the player to move at the previewed version, which is the
//!   previewing player (a forged Confirm from another is refused as not their turn or not their
//!   game). Of two Confirms of one preview (two tabs), exactly one plays: the second finds the
//!   game moved on.
//! - Cancel reads and changes nothing: it closes the preview (its buttons go) and says nothing
//!   was played. A preview left alone is simply never confirmed (the front end may let it fade).
//! - The terminal (`teban play`), teban's own moves and the operator tools play at once: they
//!   have no buttons to confirm with.

use super::play::CheckedMove;
use crate::games::{AnyGame, Seat};
use crate::i18n::Lang;
use crate::model::GameRow;
use crate::table::games::Games;
use crate::table::shared::side_chosen;
use crate::table::shared::ActionId;
use crate::table::shared::Core;
use crate::table::shared::{Action, ActionStyle, Caller, Reply};
use crate::table::shared::{Answer, Sight};
use crate::table::shared::{Audience, Clicked};
use crate::text::{marks, Text};
use crate::{say, tr};

/// Why a move is shown before it is played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// The player asked for every move (`/preferences confirm:`).
    Asked,
    /// It places the player's last fence.
    LastFence,
    /// After it, `opponent` wins at once with `reply`.
    WinningReply { opponent: Seat, reply: String },
}

impl Games {
    /// A `/move` typed by the caller in their game in this channel: played at once, or first
    /// shown to them alone (see the module's decisions).
    pub async fn move_or_preview(&self, caller: &Caller, notation: &str) -> Answer {
        let _turn = crate::table::shared::turn(&self.lanes, caller.place.channel).await;
        let row = self.core.my_game(caller).await?;
        self.play_or_preview(row, caller, notation).await
    }

    /// The caller's move `text` in `row` (typed or clicked), played or previewed.
    pub(in crate::table) async fn play_or_preview(
        &self,
        row: GameRow,
        caller: &Caller,
        text: &str,
    ) -> Answer {
        let checked = self.checked_move(&row, caller, text).await?;
        let chosen = self.store.preferences(caller.player.id).await?;
        let why = if chosen.confirm {
            Some(Why::Asked)
        } else {
            risk(&row.state, &checked)
        };
        let Some(why) = why else {
            return self.commit_move(row, caller, checked, None).await;
        };
        let lang = caller.lang;
        let mv = Text::code(&checked.notation);
        let text = match &why {
            Why::Asked => {
                let mut text = say!(
                    lang,
                    "preview-asked",
                    player = marks::name(&caller.player.name),
                    move = &mv
                );
                text.push_line(&say!(lang, "preview-how-to-turn-off"));
                text
            }
            Why::LastFence => say!(lang, "preview-last-fence", move = &mv),
            Why::WinningReply { opponent, reply } => say!(
                lang,
                "preview-winning-reply",
                move = &mv,
                opponent = marks::name(row.name_of(*opponent)),
                reply = Text::code(reply)
            ),
        };
        let sight = Sight {
            side: side_chosen(&row, caller.player.id, &chosen),
            state: Some(checked.next.clone()),
            preview: true,
        };
        Ok(Reply {
            text,
            picture: Some(Core::picture(&row, sight)),
            actions: buttons(&row, &checked, lang),
            audience: Audience::Caller,
            lang,
            ..Reply::default()
        })
    }
}

/// Confirm (the move at the version the preview was drawn at) and Cancel.
fn buttons(row: &GameRow, checked: &CheckedMove, lang: Lang) -> Vec<Action> {
    let game = row.id;
    let confirm = ActionId::Confirm {
        game,
        version: row.version,
        notation: checked.notation.clone(),
    };
    vec![
        Action::new(
            confirm,
            tr!(lang, "preview-button-confirm"),
            ActionStyle::Primary,
        ),
        Action::new(
            ActionId::Drop { game },
            tr!(lang, "preview-button-cancel"),
            ActionStyle::Secondary,
        ),
    ]
}

/// Whether `checked`, played from `before`, is a move that asks first without the preference.
pub fn risk(before: &AnyGame, checked: &CheckedMove) -> Option<Why> {
    match (before, &checked.next) {
        (AnyGame::Quoridor(before), AnyGame::Quoridor(after)) => {
            let seat = checked.seat;
            (before.fences_left(seat) == 1 && after.fences_left(seat) == 0)
                .then_some(Why::LastFence)
        }
        _ => {
            let opponent = checked.next.to_move().filter(|s| *s != checked.seat)?;
            let reply = crate::ai::winning_move(&checked.next)?;
            Some(Why::WinningReply { opponent, reply })
        }
    }
}

/// The answer to Cancel: the preview closes, nothing was played.
pub(in crate::table) fn dropped(lang: Lang) -> Reply {
    Reply {
        text: say!(lang, "preview-cancelled"),
        audience: Audience::Caller,
        clicked: Clicked::Closed,
        lang,
        ..Reply::default()
    }
}
