//! What the services share, below all of them: the [`Core`] (the store, the legal-move cache and
//! the changes told; finding a caller's game and seat), who asks and where, the ids, the replies,
//! cards, buttons and refusals, the view of a game (card, buttons, picture), who sees a game
//! ([`Viewer`]), one entry of a game's log, the clocks' values, lists that fit a message, and
//! teban's thinking thread.
//!
//! Decisions where the issue is silent:
//! - A button acts only where its game or challenge lives (its buttons are posted nowhere else):
//!   a click from another server is refused as not played on this server, one from another
//!   channel with where the game is played, before anything is read out or changed
//!   ([`check_place`]).
//! - The quick-move buttons are the legal moves with the shortest notation, when there are at most
//!   [`QUICK_MOVES`] of them (Quoridor's pawn steps); everything else goes through autocomplete.
//! - Languages: what only the caller sees (refusals, `/legal`, a board on request, autocomplete)
//!   is said in the caller's language; what a game's channel sees (moves, results, buttons,
//!   posts nobody asked for) in the game's (`GameRow::lang`). A refusal carries data and the
//!   rules' [`crate::i18n::Said`] reasons, and becomes words only where its reader is known
//!   ([`Refusal::to_reply`]).

pub mod action;
pub mod caller;
mod config;
mod core;
pub mod lanes;
mod lists;
pub mod move_clock;
mod picture;
pub mod refusal;
mod reply;
pub mod thinking;
pub mod time_bank;
mod view;
mod viewer;

pub use crate::model::{GameClock, MoveClock, NotAClock, NotATimePerMove, TimeBank};
pub use action::{ActionId, BadActionId};
pub use caller::{
    Caller, ChallengeId, ChannelId, GameId, GuildId, Home, MessageId, Place, Player, TournamentId,
    UserId, LONGEST_NAME,
};
pub use config::{Room, Settings, MAX_AI_CLAIM_MARGIN_MS, MAX_AI_MOVE_MS, MAX_CHALLENGE_MINUTES};
pub use core::Core;
pub(in crate::table) use core::{
    check_place, end_said, game_over, kind_and_variant, seated_mask, status_line, Answer, Entry,
};
pub(in crate::table) use lanes::turn;
pub(in crate::table) use lists::{bounded_list_in, channel_link, games_line};
pub use lists::{most_urgent_first, my_turn, turn_words};
pub use move_clock::duration_words;
pub use picture::{board_picture, Picture, Standings, StandingsLine};
pub use refusal::{ErrorId, Refusal};
pub use reply::{
    Action, ActionStyle, Announcement, Attachment, Audience, ChallengeCard, Clicked, Contents,
    Form, GameCard, GameStatus, Happened, NewThread, Post, Reply, SeatCard, Standing,
};
pub(in crate::table) use thinking::{think_aside, think_aside_at, Thinking};
pub(in crate::table) use time_bank::{away_until, deadline_of, next_alarm, reminder_marks};
pub use time_bank::{clock_choices, Reminders, REMINDED_FROM_MS};
pub(in crate::table) use view::{begun_text, line_text, side_chosen, Sight};
pub use viewer::{Members, Membership, Viewer, Visibility};

/// The most quick-move buttons a reply offers.
pub const QUICK_MOVES: usize = 8;
