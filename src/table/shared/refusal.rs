//! Why the service said no. Every refusal is a sentence the caller reads, in the caller's
//! language ([`Refusal::text`], [`Refusal::to_reply`]), and a refused request changes nothing.
//!
//! A refusal carries data (names, numbers, the rules' [`Said`] reasons), never words of one
//! language, so that the whole sentence is said in the reader's. Two forms are transitional:
//! [`Refusal::BadRequest`] and [`Refusal::NoGameHere`]'s `hint` still hold English text made by
//! flows not yet localized; new code says a malformed request with [`Refusal::Said`]. Its
//! `Display` is the English sentence (logs, tests).
//!
//! A failure on teban's side ([`Refusal::Storage`]) never shows its error to the player: the
//! error is logged once, under a fresh [`ErrorId`], and the player reads a fixed sentence with
//! that id to give the server's admins ([`Refusal::failed`]).

use super::{Audience, Happened};
use crate::model::ChannelId;
use std::fmt;

use super::reply::Reply;
use crate::i18n::{Lang, Said};
use crate::say;
use crate::store::{ChallengeStatus, StoreError};
use crate::text::{marks, Text};

/// The code of one failure on teban's side: what the player is given, and what the log line
/// with the whole error carries (`error_id`), so that an operator finds one from the other.
/// Eight hex digits, drawn at random.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ErrorId(pub u32);

impl ErrorId {
    /// A fresh id.
    pub fn random() -> ErrorId {
        ErrorId(rand::random())
    }
}

impl fmt::Display for ErrorId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:08x}", self.0)
    }
}

/// A request the service did not carry out, and why.
#[derive(Clone, PartialEq, Debug)]
pub enum Refusal {
    /// The caller has no game in this channel; `hint` follows the sentence as it is (made in the
    /// caller's language, starting with its own separator: ": challenge someone...").
    NoGameHere {
        hint: Text,
    },
    NotYourGame,
    /// `to_move`: the name of the player to move.
    NotYourTurn {
        to_move: String,
    },
    /// `outcome`: how the game ended ("aborted by bob, unrated").
    GameOver {
        outcome: Said,
    },
    /// The move was not played; `reason` is the rules' own.
    Illegal {
        reason: Said,
    },
    /// The button or request was meant for an earlier position (or lost a race with another
    /// request); `now` says where the game stands ("bob to move (move 4)").
    Stale {
        now: Said,
    },
    /// The move came after its deadline: the player lost on time.
    OutOfTime {
        due_at: i64,
    },
    NoSuchGame,
    NotOnThisServer {
        game: super::GameId,
    },
    /// A click on a game's button from another channel of its server: the game is played in
    /// `channel` (its own channel or its thread).
    PlayedElsewhere {
        game: super::GameId,
        channel: ChannelId,
    },
    NoSuchChallenge,
    NotYourChallenge,
    ChallengeExpired {
        minutes: u64,
    },
    /// `state`: how the challenge was closed, when that is known.
    ChallengeClosed {
        state: Option<ChallengeStatus>,
    },
    /// A player already sits at an active game in this channel.
    AlreadyPlaying {
        name: String,
    },
    /// A malformed request (wrong number of opponents, unknown variant, bad button...), in
    /// English: transitional, for the flows that do not say theirs with [`Refusal::Said`] yet.
    BadRequest(String),
    /// A malformed request, said in the reader's language (counted as `bad_request`).
    Said(Said),
    /// Storage (or another part of teban's own) failed; nothing was changed. The error is in the
    /// log under `id`, the one thing the player is shown (see [`Refusal::failed`]).
    Storage {
        id: ErrorId,
    },
}

impl Refusal {
    /// A failure on teban's side: `error` is logged once, whole, under a fresh [`ErrorId`]; the
    /// refusal carries only the id.
    pub fn failed(error: &dyn fmt::Display) -> Refusal {
        let id = ErrorId::random();
        tracing::error!(error_id = %id, %error, "a request failed on teban's side");
        Refusal::Storage { id }
    }

    /// A malformed request, said in the reader's language.
    pub fn said(said: Said) -> Refusal {
        Refusal::Said(said)
    }

    /// The sentence, in `lang`.
    pub fn text(&self, lang: Lang) -> Text {
        match self {
            Refusal::NoGameHere { hint } => {
                say!(lang, "refusal-no-game-here", hint = hint)
            }
            Refusal::NotYourGame => say!(lang, "refusal-not-your-game"),
            Refusal::NotYourTurn { to_move } => {
                say!(lang, "refusal-not-your-turn", player = to_move.as_str())
            }
            Refusal::GameOver { outcome } => {
                say!(lang, "refusal-game-over", outcome = outcome.text(lang))
            }
            Refusal::Illegal { reason } => reason.text(lang),
            Refusal::Stale { now } => say!(lang, "refusal-stale", now = now.text(lang)),
            Refusal::OutOfTime { due_at } => {
                say!(lang, "refusal-out-of-time", due = marks::moment(*due_at))
            }
            Refusal::NoSuchGame => say!(lang, "refusal-no-such-game"),
            Refusal::NotOnThisServer { game } => say!(
                lang,
                "refusal-not-on-this-server",
                game = game.0.to_string()
            ),
            Refusal::PlayedElsewhere { game, channel } => say!(
                lang,
                "refusal-played-elsewhere",
                game = game.0.to_string(),
                channel = marks::channel(*channel)
            ),
            Refusal::NoSuchChallenge => say!(lang, "refusal-no-such-challenge"),
            Refusal::NotYourChallenge => say!(lang, "refusal-not-your-challenge"),
            Refusal::ChallengeExpired { minutes } => {
                say!(lang, "refusal-challenge-expired", minutes = *minutes as f64)
            }
            Refusal::ChallengeClosed { state } => say!(
                lang,
                "refusal-challenge-closed",
                state = state.map_or("closed", ChallengeStatus::as_str)
            ),
            Refusal::AlreadyPlaying { name } => {
                say!(lang, "refusal-already-playing", player = name.as_str())
            }
            Refusal::BadRequest(text) => Text::words(text),
            Refusal::Said(said) => said.text(lang),
            Refusal::Storage { id } => say!(lang, "refusal-storage", id = id.to_string()),
        }
    }

    /// The refusal as a reply only the caller sees, in the caller's language `lang`.
    pub fn to_reply(&self, lang: Lang) -> Reply {
        Reply {
            happened: Happened::Refused(self.clone()),
            text: self.text(lang),
            audience: Audience::Caller,
            lang,
            ..Reply::default()
        }
    }

    /// The refusal's kind in a stable word, for counting (`not_your_turn`, `illegal`...): one per
    /// variant, whatever its text says.
    pub fn reason(&self) -> &'static str {
        match self {
            Refusal::NoGameHere { .. } => "no_game_here",
            Refusal::NotYourGame => "not_your_game",
            Refusal::NotYourTurn { .. } => "not_your_turn",
            Refusal::GameOver { .. } => "game_over",
            Refusal::Illegal { .. } => "illegal",
            Refusal::Stale { .. } => "stale",
            Refusal::OutOfTime { .. } => "out_of_time",
            Refusal::NoSuchGame => "no_such_game",
            Refusal::NotOnThisServer { .. } => "not_on_this_server",
            Refusal::PlayedElsewhere { .. } => "played_elsewhere",
            Refusal::NoSuchChallenge => "no_such_challenge",
            Refusal::NotYourChallenge => "not_your_challenge",
            Refusal::ChallengeExpired { .. } => "challenge_expired",
            Refusal::ChallengeClosed { .. } => "challenge_closed",
            Refusal::AlreadyPlaying { .. } => "already_playing",
            Refusal::BadRequest(_) | Refusal::Said(_) => "bad_request",
            Refusal::Storage { .. } => "storage",
        }
    }

    /// True when the fault is the service's, not the caller's (worth logging).
    pub fn is_internal(&self) -> bool {
        matches!(self, Refusal::Storage { .. })
    }
}

/// The English sentence in plain words (logs and tests).
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En).plain_words())
    }
}

impl std::error::Error for Refusal {}

/// The store failed: logged under an id, never shown (see [`Refusal::failed`]).
impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Refusal {
        Refusal::failed(&e)
    }
}

impl From<Said> for Refusal {
    fn from(said: Said) -> Refusal {
        Refusal::Said(said)
    }
}
