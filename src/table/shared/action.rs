//! The ids of the buttons a reply offers, as stable strings a front end stores in its component
//! (Discord's `custom_id`, at most 100 characters) and hands back on a click.
//!
//! An id says what the button does and, for anything that changes a game, which version of the
//! game it was drawn for: `mv:<game>:<version>:<notation>`, `resign:<game>:<version>`,
//! `draw:<game>:<version>`, `takeback-yes:<game>:<version>`, `takeback-no:<game>:<version>`,
//! `ok:<game>:<version>:<notation>` (a preview's Confirm), `drop:<game>` (its Cancel),
//! `board:<game>`, `rematch:<game>`, `analyse:<game>`, `accept:<challenge>`,
//! `decline:<challenge>`, `cancel:<challenge>`, `join:<tournament>`, `leave:<tournament>`. A
//! click on a button drawn for an older version is refused as stale by
//! [`Clicks::click`](crate::table::Clicks::click), so a late or doubled click can never play a move
//! the player did not see.

use std::fmt;
use std::str::FromStr;

use super::{ChallengeId, GameId, Player, TournamentId};
use crate::games::GameKind;

/// What a button does, parsed from its id.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ActionId {
    /// Play `notation` in `game`, if it is still at `version`.
    Move {
        game: GameId,
        version: u32,
        notation: String,
    },
    /// Confirm a previewed move: play `notation` in `game`, if it is still at `version`, the
    /// version the preview was drawn at (a short verb, so that it fits where a move's id does).
    Confirm {
        game: GameId,
        version: u32,
        notation: String,
    },
    /// Cancel a previewed move in `game`: nothing is played.
    Drop { game: GameId },
    /// Resign `game`, if it is still at `version`.
    Resign { game: GameId, version: u32 },
    /// Offer a draw in `game` (or agree to the one on the table), if it is still at `version`.
    Draw { game: GameId, version: u32 },
    /// Accept (`accept: true`) or decline the takeback asked in `game`, if it is still at
    /// `version` (the version the request was made at: any move lapses it).
    Takeback {
        game: GameId,
        version: u32,
        accept: bool,
    },
    /// Show the board of `game` (only to the one who clicked).
    Board { game: GameId },
    /// Challenge the other players of the finished `game` to the same game again.
    Rematch { game: GameId },
    /// Ask for the engine's analysis of the finished `game` (as `/analysis game:` does).
    Analyse { game: GameId },
    /// Accept a challenge.
    Accept { challenge: ChallengeId },
    /// Decline a challenge.
    Decline { challenge: ChallengeId },
    /// Withdraw one's own challenge.
    Cancel { challenge: ChallengeId },
    /// Sign up for a tournament.
    Join { tournament: TournamentId },
    /// Strike one's sign-up out, before the tournament starts.
    Leave { tournament: TournamentId },
    /// Challenge `opponent` to `kind` in `variant` (picked from the Challenge context menu's
    /// buttons, which only the challenger sees).
    Pick {
        opponent: Player,
        kind: GameKind,
        variant: String,
        rated: bool,
    },
}

/// A button id that teban did not write: what was wrong with it.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("`{id}` is not a teban button: {reason}")]
pub struct BadActionId {
    pub id: String,
    pub reason: String,
}

impl ActionId {
    /// What the button does, in a word (`move`, `accept`...), whatever game it is for.
    pub fn name(&self) -> &'static str {
        match self {
            ActionId::Move { .. } => "move",
            ActionId::Confirm { .. } => "confirm",
            ActionId::Drop { .. } => "drop",
            ActionId::Resign { .. } => "resign",
            ActionId::Draw { .. } => "draw",
            ActionId::Takeback { accept: true, .. } => "takeback_accept",
            ActionId::Takeback { accept: false, .. } => "takeback_decline",
            ActionId::Board { .. } => "board",
            ActionId::Rematch { .. } => "rematch",
            ActionId::Analyse { .. } => "analyse",
            ActionId::Accept { .. } => "accept",
            ActionId::Decline { .. } => "decline",
            ActionId::Cancel { .. } => "cancel",
            ActionId::Join { .. } => "join",
            ActionId::Leave { .. } => "leave",
            ActionId::Pick { .. } => "pick",
        }
    }
}

impl fmt::Display for ActionId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionId::Move {
                game,
                version,
                notation,
            } => write!(f, "mv:{}:{version}:{notation}", game.0),
            ActionId::Confirm {
                game,
                version,
                notation,
            } => write!(f, "ok:{}:{version}:{notation}", game.0),
            ActionId::Drop { game } => write!(f, "drop:{}", game.0),
            ActionId::Resign { game, version } => write!(f, "resign:{}:{version}", game.0),
            ActionId::Draw { game, version } => write!(f, "draw:{}:{version}", game.0),
            ActionId::Takeback {
                game,
                version,
                accept,
            } => {
                let verb = if *accept {
                    "takeback-yes"
                } else {
                    "takeback-no"
                };
                write!(f, "{verb}:{}:{version}", game.0)
            }
            ActionId::Board { game } => write!(f, "board:{}", game.0),
            ActionId::Rematch { game } => write!(f, "rematch:{}", game.0),
            ActionId::Analyse { game } => write!(f, "analyse:{}", game.0),
            ActionId::Accept { challenge } => write!(f, "accept:{}", challenge.0),
            ActionId::Decline { challenge } => write!(f, "decline:{}", challenge.0),
            ActionId::Cancel { challenge } => write!(f, "cancel:{}", challenge.0),
            ActionId::Join { tournament } => write!(f, "join:{}", tournament.0),
            ActionId::Leave { tournament } => write!(f, "leave:{}", tournament.0),
            ActionId::Pick {
                opponent,
                kind,
                variant,
                rated,
            } => write!(
                f,
                "pick:{}:{}:{variant}:{}:{}",
                opponent.id,
                kind.name(),
                if *rated { "r" } else { "u" },
                opponent.name
            ),
        }
    }
}

impl FromStr for ActionId {
    type Err = BadActionId;

    fn from_str(id: &str) -> Result<ActionId, BadActionId> {
        let bad = |reason: &str| BadActionId {
            id: id.to_string(),
            reason: reason.to_string(),
        };
        let number = |field: Option<&str>, what: &str| -> Result<i64, BadActionId> {
            field
                .and_then(|f| f.parse::<i64>().ok())
                .filter(|n| *n > 0)
                .ok_or_else(|| bad(&format!("the {what} is missing or not a number")))
        };
        let version = |field: Option<&str>| -> Result<u32, BadActionId> {
            field
                .and_then(|f| f.parse::<u32>().ok())
                .ok_or_else(|| bad("the version is missing or not a number"))
        };
        if let Some(pick) = id.strip_prefix("pick:") {
            // The opponent's name is last and may itself contain `:`.
            let mut fields = pick.splitn(5, ':');
            let opponent = number(fields.next(), "opponent")? as u64;
            let kind = fields
                .next()
                .and_then(|k| k.parse::<GameKind>().ok())
                .ok_or_else(|| bad("the game is missing or unknown"))?;
            let variant = fields
                .next()
                .filter(|v| !v.is_empty())
                .ok_or_else(|| bad("the variant is missing"))?
                .to_string();
            let rated = match fields.next() {
                Some("r") => true,
                Some("u") => false,
                _ => return Err(bad("rated or not is missing")),
            };
            let name = fields.next().ok_or_else(|| bad("the name is missing"))?;
            return Ok(ActionId::Pick {
                opponent: Player::new(opponent, name),
                kind,
                variant,
                rated,
            });
        }
        // The notation is last and may itself contain `:`, so split at most four ways.
        let mut fields = id.splitn(4, ':');
        let verb = fields.next().unwrap_or_default();
        let action = match verb {
            "mv" | "ok" => {
                let game = GameId(number(fields.next(), "game")?);
                let version = version(fields.next())?;
                let notation = fields
                    .next()
                    .filter(|n| !n.trim().is_empty())
                    .ok_or_else(|| bad("the move is missing"))?
                    .to_string();
                return Ok(if verb == "ok" {
                    ActionId::Confirm {
                        game,
                        version,
                        notation,
                    }
                } else {
                    ActionId::Move {
                        game,
                        version,
                        notation,
                    }
                });
            }
            "drop" => ActionId::Drop {
                game: GameId(number(fields.next(), "game")?),
            },
            "resign" => ActionId::Resign {
                game: GameId(number(fields.next(), "game")?),
                version: version(fields.next())?,
            },
            "draw" => ActionId::Draw {
                game: GameId(number(fields.next(), "game")?),
                version: version(fields.next())?,
            },
            "takeback-yes" | "takeback-no" => ActionId::Takeback {
                game: GameId(number(fields.next(), "game")?),
                version: version(fields.next())?,
                accept: verb == "takeback-yes",
            },
            "board" => ActionId::Board {
                game: GameId(number(fields.next(), "game")?),
            },
            "rematch" => ActionId::Rematch {
                game: GameId(number(fields.next(), "game")?),
            },
            "analyse" => ActionId::Analyse {
                game: GameId(number(fields.next(), "game")?),
            },
            "accept" => ActionId::Accept {
                challenge: ChallengeId(number(fields.next(), "challenge")?),
            },
            "decline" => ActionId::Decline {
                challenge: ChallengeId(number(fields.next(), "challenge")?),
            },
            "cancel" => ActionId::Cancel {
                challenge: ChallengeId(number(fields.next(), "challenge")?),
            },
            "join" => ActionId::Join {
                tournament: TournamentId(number(fields.next(), "tournament")?),
            },
            "leave" => ActionId::Leave {
                tournament: TournamentId(number(fields.next(), "tournament")?),
            },
            _ => return Err(bad("unknown action")),
        };
        match fields.next() {
            Some(_) => Err(bad("it has more fields than the action takes")),
            None => Ok(action),
        }
    }
}
