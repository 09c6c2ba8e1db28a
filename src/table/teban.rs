//! teban's own turns: thinking on a blocking thread, committing its move through the same path
//! as a player's, and the games where it is to move after a restart.

use std::sync::{Arc, Mutex};

use super::{Caller, GameId, Place, Player, Refusal, Reply, Table};
use crate::ai::Level;
use crate::store::GameRow;

/// teban as the player to move in `row`, and the level it plays at; `None` when a person is to
/// move or the game is over.
pub(super) fn teban_to_move(row: &GameRow) -> Option<(Player, Level)> {
    let seat = row.state.to_move()?;
    let sitter = row.seats.iter().find(|s| s.seat == seat)?;
    let level = Player::teban_level(sitter.user)?;
    Some((Player::new(sitter.user, sitter.name.clone()), level))
}

/// The games teban is thinking about right now, so that one game is never thought about twice at
/// once (a restart's resume and a player's request may both ask).
pub(super) type Thoughts = Arc<Mutex<std::collections::HashSet<GameId>>>;

/// teban thinking about one game: registered while it lives.
pub(super) struct Thinking {
    pub(super) thoughts: Thoughts,
    game: GameId,
}

impl Thinking {
    pub(super) fn start(thoughts: &Thoughts, game: GameId) -> Option<Thinking> {
        let mut set = thoughts.lock().unwrap_or_else(|e| e.into_inner());
        set.insert(game).then(|| Thinking {
            thoughts: thoughts.clone(),
            game,
        })
    }
}

impl Drop for Thinking {
    fn drop(&mut self) {
        let mut set = self.thoughts.lock().unwrap_or_else(|e| e.into_inner());
        set.remove(&self.game);
    }
}

impl Table {
    /// Makes teban's move in `game` when it is teban's turn there: teban thinks on a blocking
    /// thread (at most the settings' `ai_move_time`), then the move is checked and committed like
    /// a player's and the reply shows it. `Ok(None)` when it is not teban's turn, when teban is
    /// already thinking about this game, or when the game changed while it thought (someone
    /// resigned). The thinking is seeded by the game and its version, so a restart that thinks
    /// again finds the same move.
    pub async fn bot_turn(&self, game: GameId) -> Result<Option<Reply>, Refusal> {
        let row = self.store.game(game.0).await?.ok_or(Refusal::NoSuchGame)?;
        let Some((teban, level)) = teban_to_move(&row) else {
            return Ok(None);
        };
        let Some(_thinking) = Thinking::start(&self.thinking, game) else {
            return Ok(None);
        };
        let position = row.state.clone();
        let seed = (row.id as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(row.version);
        let time = self.settings.ai_move_time;
        let chosen = tokio::task::spawn_blocking(move || {
            crate::ai::choose_move(&position, level, seed, time)
        })
        .await
        .map_err(|e| Refusal::Storage(format!("teban could not think: {e}")))?;
        let Some(notation) = chosen else {
            return Ok(None);
        };
        let caller = Caller {
            player: teban,
            place: Place {
                guild: row.guild,
                channel: row.channel,
            },
        };
        match self.play_in(row, &caller, &notation, Some("move")).await {
            Ok(reply) => Ok(Some(reply)),
            Err(Refusal::Stale { .. }) => Ok(None),
            Err(other) => Err(other),
        }
    }

    /// The active games where teban is to move: a front end starting up calls
    /// [`Table::bot_turn`] for each, so that thinking cut off by a restart resumes.
    pub async fn pending_bot_turns(&self) -> Result<Vec<(GameId, Place)>, Refusal> {
        let (first, last) = (Player::teban(Level::ALL[0]).id, {
            Player::teban(Level::ALL[Level::ALL.len() - 1]).id
        });
        let mut pending = Vec::new();
        for id in self.store.active_games_with_users_in(first, last).await? {
            if let Some(row) = self.store.game(id).await? {
                if teban_to_move(&row).is_some() {
                    let place = Place {
                        guild: row.guild,
                        channel: row.channel,
                    };
                    pending.push((GameId(id), place));
                }
            }
        }
        Ok(pending)
    }
}
