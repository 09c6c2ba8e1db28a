//! The bot on Discord, end to end: the real `teban` binary run against the loopback fake of
//! Discord's REST API and gateway (`support::fake_discord`), one file per feature a player or an
//! operator meets there: startup, whole games, teban as an opponent, clocks, threads, lists,
//! records, profiles, languages, Discord's limits, shards, metrics, health checks, a clean stop,
//! the log as JSON lines, forged clicks, and teban installed by a player to play anywhere.
//!
//! Beside them, the adapter's pieces checked as values, without Discord: the commands' texts and
//! choices, a reply as it is shown, rate limits, thread names, shard ranges, the program's name,
//! where an interaction comes from (and the fake's rules for user installs, met without the bot).

// What the test binaries share (tests/support).
use teban_test_support as support;

mod activity;
mod analyses;
mod clocks;
mod command_texts;
mod direct_messages;
mod follow_ups_once;
mod forged_clicks;
mod game_lists_abort_and_rematch;
mod games_anywhere;
mod guide_texts;
mod health;
mod json_logs;
mod languages;
mod limits;
mod markup;
mod metrics;
mod move_preview;
mod notifications;
mod open_challenges;
mod option_choices;
mod outbox_limits;
mod owed_anywhere;
mod plans;
mod play_anywhere;
mod profile;
mod program_name;
mod rate_limits;
mod records_and_replays;
mod sent_answers;
mod shard_ranges;
mod shards;
mod shown_replies;
mod startup;
mod stopping;
mod takebacks;
mod teban_opponent;
mod thread_names;
mod threads;
mod tournaments;
mod unanswered_moves;
mod user_installs;
mod variant_games;
mod whole_games;
