//! The game service: the one place where games are challenged, played and finished, for every
//! front end alike (the Discord adapter, the terminal table, the tests, the benchmarks).
//!
//! It owns the table's behaviour: who may do what, in which channel, and what is said back. It
//! takes plain requests (a [`Caller`]: who, in which guild and channel) and returns plain
//! [`Reply`]s (text, a PNG, the buttons to offer) or a [`Refusal`] that says why not. It knows no
//! Discord type and no SQL: games come from [`crate::store`], rules from [`crate::games`] (only
//! through `AnyGame`: moves are notation text, variants are names), pictures from
//! [`crate::render`].
//!
//! [`Table`] is the front door: one value every front end holds, whose methods are the services'
//! entry points. Behind it, each service is a folder (or a file) that owns its flows and the
//! decisions they follow (in its module header):
//! - [`games`]: playing a game: moves and their commit (the one transition of a game's log),
//!   draws, resignations and aborts, takebacks, move previews, conditional moves, teban's own
//!   turns, spectators, a game's thread, its record and its replay;
//! - [`challenges`]: challenges (named and open), rematches and blocks;
//! - [`clocks`]: the scheduler's deadlines, reminders and time-outs, vacations, and players'
//!   notifications, preferences and digests;
//! - [`tournaments`]: making, joining, pairing, advancing and the standings of a tournament;
//! - [`standings`]: leaderboards, a player's record and profile, their list of games;
//! - [`analyses`]: the analysis of a finished game, queued, claimed and stored;
//! - [`settings`]: a server's settings (language, threads, default clock, replays, vacations).
//!
//! What several services share lies below them in [`shared`]: the table's core (its store,
//! settings and caches), the caller and the ids, the replies, cards and refusals, the view of a
//! game, the clocks' values, lists and teban's thinking thread. A service imports only from
//! itself and from [`shared`]; it reaches another service only through that service's entry
//! points (its `pub` and `pub(in crate::table)` methods), never through its internals. The
//! click dispatcher (`click.rs`) and the outbox's delivery (`outbox.rs`) stand beside the front
//! door: they hand work to every service.

pub mod analyses;
pub mod challenges;
mod click;
pub mod clocks;
pub mod games;
mod outbox;
pub mod settings;
pub mod shared;
pub mod standings;
pub mod tournaments;

pub use crate::store::Heard;
pub use crate::text::LONGEST_MOVE;
pub use analyses::{
    analysis_text, percent, ANALYSIS_LEASE_MS, ANALYSIS_NICENESS, MISTAKES, PLAYER_WAITING,
    SERVER_WAITING,
};
pub use challenges::{ChallengeRequest, OpenTerms, DECLINE_COOL_DOWN_MS, MAX_OPEN_CHALLENGES};
pub use clocks::{
    board_side_key, digest_suggestions, next_digest, reminders_key, time_zone_suggestions,
    NotificationsChange, PreferencesChange, Tick, DIGEST_OFF, DOWNTIME_GRACE_MS,
};
pub use games::{count_moves_starting_with, suggest_moves, typed_move, Seating};
pub use outbox::POST_LEASE_MS;
pub use settings::{
    language_choice, language_choices, web_audience_key, SettingsChange, ThreadRoom, WebAudience,
    FOLLOW_DISCORD, MAX_VACATION_DAYS,
};
pub use shared::{
    board_picture, clock_choices, duration_words, Action, ActionId, ActionStyle, Announcement,
    Attachment, Audience, BadActionId, Caller, ChallengeCard, ChallengeId, Clicked, Contents,
    ErrorId, Form, GameCard, GameClock, GameId, GameStatus, Happened, MoveClock, NewThread,
    NotAClock, NotATimePerMove, Picture, Place, Player, Post, Refusal, Reminders, Reply, Room,
    SeatCard, Settings, Standing, Table, TimeBank, TournamentId, LONGEST_NAME,
    MAX_AI_CLAIM_MARGIN_MS, MAX_AI_MOVE_MS, MAX_CHALLENGE_MINUTES, QUICK_MOVES, REMINDED_FROM_MS,
};
pub use shared::{ChannelId, GuildId, MessageId, UserId};
pub use standings::{median, time_taken};
pub use tournaments::{
    Authority, PairingView, RoundView, StandingLine, TournamentRequest, TournamentTick,
    TournamentView,
};
