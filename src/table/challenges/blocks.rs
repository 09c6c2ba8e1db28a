//! `/block` and `/unblock`: a player refuses challenges from someone on a server. What a block
//! refuses is decided where challenges are made and joined (`open_challenge.rs`); this flow keeps
//! the list and answers only the caller.
//!
//! Decisions where the issue is silent:
//! - Blocks are per server. Outside a server only teban can be challenged, so there is nothing to
//!   block there: `/block` in a direct message says to use it in the server.
//! - Blocking teban, or oneself, is refused; a block does not touch games already begun.

use crate::i18n::Said;
use crate::key;
use crate::say;
use crate::table::challenges::Challenges;
use crate::table::shared::Answer;
use crate::table::shared::Audience;
use crate::table::shared::{Caller, GuildId, Player, Refusal, Reply};
use crate::text::{marks, Text};

impl Challenges {
    /// The caller blocks `player` on the caller's server; without a player, lists whom the
    /// caller blocks there.
    pub async fn block(&self, caller: &Caller, player: Option<&Player>) -> Answer {
        let guild = blocking_place(caller)?;
        let lang = caller.lang;
        let me = caller.player.id;
        let Some(player) = player else {
            let blocked = self.store.blocked_by(guild, me).await?;
            let text = if blocked.is_empty() {
                say!(lang, "block-list-none")
            } else {
                let names = marks::names(blocked.iter().map(|(_, n)| n.as_str()), ", ");
                say!(lang, "block-list", players = names)
            };
            return Ok(just_you(text, caller));
        };
        if player.id == me || Player::teban_level(player.id).is_some() {
            return Err(Refusal::said(Said::new(key!("block-refusal-whom"))));
        }
        let key = if self
            .store
            .block(guild, me, (player.id, &player.name))
            .await?
        {
            key!("block-done")
        } else {
            key!("block-already")
        };
        Ok(just_you(
            say!(lang, key, player = marks::name(&player.name)),
            caller,
        ))
    }

    /// The caller no longer blocks `player` on the caller's server.
    pub async fn unblock(&self, caller: &Caller, player: &Player) -> Answer {
        let guild = blocking_place(caller)?;
        let key = if self
            .store
            .unblock(guild, caller.player.id, player.id)
            .await?
        {
            key!("block-undone")
        } else {
            key!("block-not-blocked")
        };
        Ok(just_you(
            say!(caller.lang, key, player = marks::name(&player.name)),
            caller,
        ))
    }
}

/// The server whose block list the caller changes or reads.
fn blocking_place(caller: &Caller) -> Result<GuildId, Refusal> {
    caller
        .place
        .guild
        .ok_or_else(|| Refusal::said(Said::new(key!("block-refusal-direct-message"))))
}

/// An answer only the caller reads, in their language.
fn just_you(text: Text, caller: &Caller) -> Reply {
    Reply {
        text,
        audience: Audience::Caller,
        lang: caller.lang,
        ..Reply::default()
    }
}
