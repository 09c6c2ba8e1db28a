//! The bot on Discord, end to end: the real `teban` binary run against the loopback fake of
//! Discord's REST API and gateway (`support::fake_discord`), one file per feature a player or an
//! operator meets there: startup, whole games, teban as an opponent, clocks, threads, lists,
//! records, profiles, languages, Discord's limits, shards, metrics and forged clicks.

// What the test binaries share (crates/test-support).
use teban_test_support as support;

mod activity;
mod analyses;
mod clocks;
mod direct_messages;
mod forged_clicks;
mod game_lists_abort_and_rematch;
mod languages;
mod limits;
mod metrics;
mod move_preview;
mod notifications;
mod open_challenges;
mod plans;
mod profile;
mod rate_limits;
mod records_and_replays;
mod shards;
mod startup;
mod takebacks;
mod teban_opponent;
mod threads;
mod tournaments;
mod unanswered_moves;
mod variant_games;
mod whole_games;
