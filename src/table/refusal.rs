//! Why the service said no. Every refusal is a sentence the caller reads, and a refused request
//! changes nothing.

use super::reply::Reply;

/// A request the service did not carry out, and why.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum Refusal {
    #[error("you have no game in this channel{hint}")]
    NoGameHere { hint: String },
    #[error("you are not playing in this game")]
    NotYourGame,
    #[error("it is not your turn: {to_move} is to move")]
    NotYourTurn { to_move: String },
    #[error("the game is over: {outcome}")]
    GameOver { outcome: String },
    /// The move was not played; `reason` is the rules' own sentence.
    #[error("{reason}")]
    Illegal { reason: String },
    /// The button or request was meant for an earlier position (or lost a race with another
    /// request); `now` says where the game stands ("**bob** to move (move 4)").
    #[error("that was for an earlier position: the game has moved on, {now}")]
    Stale { now: String },
    /// The move came after its deadline: the player lost on time.
    #[error("your time for this move ran out <t:{}:R>: you lost on time", .due_at / 1000)]
    OutOfTime { due_at: i64 },
    #[error("there is no such game")]
    NoSuchGame,
    #[error("{game} is not played on this server")]
    NotOnThisServer { game: super::GameId },
    #[error("there is no such challenge")]
    NoSuchChallenge,
    #[error("that challenge is not for you")]
    NotYourChallenge,
    #[error("the challenge lapsed: it was open for {minutes} minute{}", if *.minutes == 1 { "" } else { "s" })]
    ChallengeExpired { minutes: u64 },
    #[error("the challenge was already {state}")]
    ChallengeClosed { state: String },
    /// A player already sits at an active game in this channel.
    #[error("{name} is already playing a game in this channel (one game per player per channel)")]
    AlreadyPlaying { name: String },
    /// A malformed request: wrong number of opponents, unknown variant, bad button...
    #[error("{0}")]
    BadRequest(String),
    /// Storage failed; nothing was changed. The front end may ask the player to try again.
    #[error("the table could not reach its records ({0}); nothing was changed, try again")]
    Storage(String),
}

impl Refusal {
    /// The refusal as a reply only the caller sees.
    pub fn to_reply(&self) -> Reply {
        Reply {
            text: self.to_string(),
            ephemeral: true,
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
            Refusal::NoSuchChallenge => "no_such_challenge",
            Refusal::NotYourChallenge => "not_your_challenge",
            Refusal::ChallengeExpired { .. } => "challenge_expired",
            Refusal::ChallengeClosed { .. } => "challenge_closed",
            Refusal::AlreadyPlaying { .. } => "already_playing",
            Refusal::BadRequest(_) => "bad_request",
            Refusal::Storage(_) => "storage",
        }
    }

    /// True when the fault is the service's, not the caller's (worth logging).
    pub fn is_internal(&self) -> bool {
        matches!(self, Refusal::Storage(_))
    }
}

impl From<crate::store::StoreError> for Refusal {
    fn from(e: crate::store::StoreError) -> Refusal {
        Refusal::Storage(e.to_string())
    }
}
