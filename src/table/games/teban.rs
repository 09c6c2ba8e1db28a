//! teban's own turns: claimed in the store (so that of several processes exactly one thinks
//! about a game, and another takes the turn over when that one dies), thought on a thread of its
//! own that yields to the table ([`think_aside`]), committed through the same path as a player's
//! move; and the games whose turn is due (after a restart, or a claim that ran out).
//!
//! A stop of the process ([`crate::shutdown`]) lets a turn being committed finish, and hands back
//! the claim of a turn being thought (due at once, for another process or the next start); it
//! begins no turn.

use crate::ai::Level;
use crate::model::GameRow;
use crate::store::PostKind;
use crate::table::games::Games;
use crate::table::shared::{think_aside, Caller, GameId, Place, Player, Refusal, Reply, Thinking};
use std::sync::Arc;

/// teban as the player to move in `row`, and the level it plays at; `None` when a person is to
/// move or the game is over.
pub(super) fn teban_to_move(row: &GameRow) -> Option<(Player, Level)> {
    let seat = row.state.to_move()?;
    let sitter = row.seats.iter().find(|s| s.seat == seat)?;
    let level = Player::teban_level(sitter.user)?;
    Some((Player::new(sitter.user, sitter.name.clone()), level))
}
impl Games {
    /// Makes teban's move in `game` when it is teban's turn there: teban thinks on a blocking
    /// thread (at most the settings' `ai_move_time`), then the move is checked and committed like
    /// a player's and the reply shows it. `Ok(None)` when it is not teban's turn, when teban is
    /// already thinking about this game (in this process, or another that claimed the turn), or
    /// when the game changed while it thought (someone resigned), and when the process is stopping
    /// (a claim it holds is handed back). The thinking is seeded by the game and its version, so
    /// a restart that thinks again finds the same move.
    pub async fn bot_turn(&self, game: GameId) -> Result<Option<Reply>, Refusal> {
        let row = self.store.game(game).await?.ok_or(Refusal::NoSuchGame)?;
        let Some((teban, level)) = teban_to_move(&row) else {
            return Ok(None);
        };
        let Some(_thinking) = Thinking::start(&self.thinking, game) else {
            return Ok(None);
        };
        let Some(_work) = crate::shutdown::working() else {
            return Ok(None);
        };
        let now = self.store.now();
        let until = now + self.teban_claim_ms();
        if !self
            .store
            .claim_teban_turn(row.id, row.version, now, until)
            .await?
        {
            return Ok(None);
        }
        tracing::debug!(
            game = row.id.0,
            level = level.name(),
            "teban thinks about its move"
        );
        let position = row.state.clone();
        let seed = (row.id.0 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(row.version);
        let time = self.settings.ai_move_time;
        let thinking = think_aside(move || crate::ai::choose_move(&position, level, seed, time));
        let Some(chosen) = crate::shutdown::unless_requested(thinking).await else {
            let now = self.store.now();
            self.store
                .release_teban_turn(row.id, row.version, until, now)
                .await?;
            return Ok(None);
        };
        let chosen =
            chosen.map_err(|e| Refusal::failed(&format_args!("teban could not think: {e}")))?;
        let Some(notation) = chosen else {
            return Ok(None);
        };
        let caller = Caller {
            player: teban,
            place: Place {
                guild: row.guild,
                channel: row.channel,
            },
            lang: row.lang,
            server_lang: Some(row.lang),
            home: row.home,
        };
        match self
            .play_in(row, &caller, &notation, Some(PostKind::Move))
            .await
        {
            Ok(reply) => Ok(Some(reply)),
            Err(Refusal::Stale { .. }) => Ok(None),
            Err(other) => Err(other),
        }
    }

    /// How long a claim on teban's turn lasts: twice its thinking time and a margin for the
    /// commit (`AI_CLAIM_MARGIN_MS`, ten seconds), so that a live process always finishes within
    /// it. A dead process's turn is taken over when it runs out: 14 s with the default 2 s of
    /// thinking (see `docs/operations.md`).
    pub fn teban_claim_ms(&self) -> i64 {
        let settings = &self.settings;
        (2 * settings.ai_move_time + settings.ai_claim_margin).as_millis() as i64
    }

    /// The games under way whose turn of teban is due (nobody holds it): a front end calls
    /// [`Games::bot_turn`] for each, at start and then on every round of its scheduler, so that
    /// thinking cut off by a restart, or by a process that died, resumes.
    pub async fn pending_bot_turns(&self) -> Result<Vec<(GameId, Place)>, Refusal> {
        let mut pending = Vec::new();
        for id in self.store.due_teban_turns(self.store.now(), 64).await? {
            let Some(row) = self.store.game(id).await? else {
                continue;
            };
            if teban_to_move(&row).is_some() {
                let place = Place {
                    guild: row.guild,
                    channel: row.channel,
                };
                pending.push((id, place));
            } else {
                self.store.clear_teban_turn(row.id, row.version).await?;
            }
        }
        Ok(pending)
    }

    /// teban's moves in `game` for as long as it is to move there (one move with two players; in
    /// a game with several teban seats, each in turn). How many moves it made.
    pub async fn teban_plays(&self, game: GameId) -> Result<usize, Refusal> {
        let mut made = 0;
        while let Some(reply) = self.bot_turn(game).await? {
            made += 1;
            if !reply
                .card
                .as_ref()
                .is_some_and(super::GameCard::teban_to_move)
            {
                break;
            }
        }
        Ok(made)
    }

    /// Takes up, in the background, every game whose turn of teban is due (see
    /// [`Games::pending_bot_turns`]): a task each, which ends with the number of moves teban
    /// made. A front end calls it at start and on every round of its scheduler.
    pub async fn take_up_due_turns(
        self: &Arc<Self>,
    ) -> Result<Vec<tokio::task::JoinHandle<usize>>, Refusal> {
        let pending = self.pending_bot_turns().await?;
        Ok(pending
            .into_iter()
            .map(|(game, _)| {
                let table = Arc::clone(self);
                tokio::spawn(async move {
                    table.teban_plays(game).await.unwrap_or_else(|refusal| {
                        tracing::warn!(%game, %refusal, "teban could not move");
                        0
                    })
                })
            })
            .collect())
    }
}
