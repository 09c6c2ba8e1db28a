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
//! [`Table`] is the front door (`front_door.rs`): one value every front end holds, which builds
//! every service in one place, each holding what it uses, and hands them out
//! (`table.games().play(…)`). Each service is a type of its own, defined in its folder's
//! `mod.rs` (or its file), that owns its flows and the decisions they follow (in its module
//! header):
//! - [`Games`] ([`games`]): playing a game: moves and their commit (the one transition of a
//!   game's log), draws, resignations, aborts and time-outs, takebacks, move previews,
//!   conditional moves, teban's own turns, spectators, a game's thread, its record and replay;
//! - [`Challenges`] ([`challenges`]): challenges (named and open), rematches and blocks;
//! - [`Clocks`] ([`clocks`]): the scheduler's deadlines and reminders, vacations, and players'
//!   notifications, preferences and digests;
//! - [`Tournaments`] ([`tournaments`]): making, joining, pairing, advancing and the standings of
//!   a tournament;
//! - [`Standings`] ([`standings`]): leaderboards, a player's record and profile, their games;
//! - [`Analyses`] ([`analyses`]): the analysis of a finished game, queued, claimed and stored;
//! - [`ServerSettings`] ([`settings`]): a server's settings (language, threads, default clock,
//!   replays, vacations);
//! - [`Clicks`] (`click.rs`) and [`Outbox`] (`outbox.rs`): the buttons' dispatcher and the
//!   outbox's delivery, which hand work to the services above.
//!
//! Who asks whom, each through a field of the other's type (nothing asks upwards, so no flow
//! runs in a circle):
//!
//! ```text
//! Clicks ──▶ Games, Challenges, Tournaments, Analyses    (what a button says)
//! Outbox ──▶ Games, Tournaments, Analyses                (a replay, a pairing, an analysis)
//! Challenges, Tournaments ──▶ Games                      (the thread a game begun wants)
//! Games, Standings ──▶ Clocks                            (vacations, notices, auto-vacation)
//! all but Clocks, Outbox ──▶ ServerSettings              (a channel's language, the clock)
//! every service ──▶ Core, the store
//! ```
//!
//! The scheduler's round is the one flow the front door composes ([`Table::tick`]): the clocks
//! find what is due and hand back the games out of time ([`clocks::Round`]), which the games end
//! through their commit. A tournament's game gets its thread from the games and names it itself.
//!
//! What every service stands on lies below them in [`shared`]: the [`Core`] (the store, the
//! legal-move cache, the changes told after a commit: finding a caller's game and seat, the view
//! of a game), the caller and the ids, the replies, cards and refusals, the clocks' values, lists
//! and teban's thinking thread. A service imports only from itself, from [`shared`] and from the
//! services below it, and calls another only through that service's entry points (its `pub` and
//! `pub(in crate::table)` methods). Who sees a game is one rule below them all ([`Viewer`]),
//! applied to a game asked for by number by the games ([`Games::visible_game`]); a player's
//! typed acts on a game ([`Act`]) are the click dispatcher's ([`Clicks::act`]), which a parsed
//! button id runs too.

pub mod analyses;
pub mod challenges;
mod click;
pub mod clocks;
mod front_door;
pub mod games;
mod outbox;
pub mod settings;
pub mod shared;
pub mod standings;
pub mod tournaments;

pub use crate::store::Heard;
pub use crate::text::LONGEST_MOVE;
pub use analyses::Analyses;
pub use analyses::{
    analysis_text, percent, ANALYSIS_LEASE_MS, ANALYSIS_NICENESS, MISTAKES, PLAYER_WAITING,
    SERVER_WAITING,
};
pub use challenges::Challenges;
pub use challenges::{ChallengeRequest, OpenTerms, DECLINE_COOL_DOWN_MS, MAX_OPEN_CHALLENGES};
pub use click::{Act, Clicks};
pub use clocks::Clocks;
pub use clocks::{
    board_side_key, digest_suggestions, next_digest, reminders_key, time_zone_suggestions,
    NotificationsChange, PreferencesChange, Tick, DIGEST_OFF, DOWNTIME_GRACE_MS,
};
pub use front_door::Table;
pub use games::Games;
pub use games::{count_moves_starting_with, suggest_moves, typed_move, Seating};
pub use outbox::Outbox;
pub use outbox::POST_LEASE_MS;
pub use settings::ServerSettings;
pub use settings::{
    language_choice, language_choices, web_audience_key, SettingsChange, ThreadRoom, WebAudience,
    FOLLOW_DISCORD, MAX_VACATION_DAYS,
};
pub use shared::{
    board_picture, clock_choices, duration_words, Action, ActionId, ActionStyle, Announcement,
    Attachment, Audience, BadActionId, Caller, ChallengeCard, ChallengeId, Clicked, Contents, Core,
    ErrorId, Form, GameCard, GameClock, GameId, GameStatus, Happened, MoveClock, NewThread,
    NotAClock, NotATimePerMove, Picture, Place, Player, Post, Refusal, Reminders, Reply, Room,
    SeatCard, Settings, Standing, TimeBank, TournamentId, LONGEST_NAME, MAX_AI_CLAIM_MARGIN_MS,
    MAX_AI_MOVE_MS, MAX_CHALLENGE_MINUTES, QUICK_MOVES, REMINDED_FROM_MS,
};
pub use shared::{most_urgent_first, my_turn, turn_words};
pub use shared::{ChannelId, GuildId, Home, MessageId, UserId};
pub use shared::{Members, Membership, Viewer, Visibility};
pub use standings::{median, time_taken};
pub use standings::{Ladder, Standings};
pub use tournaments::Tournaments;
pub use tournaments::{
    Authority, PairingView, RoundView, StandingLine, TournamentRequest, TournamentTick,
    TournamentView,
};
