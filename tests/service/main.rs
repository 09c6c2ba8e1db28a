//! The game service seen from outside, as every front end meets it: the table over a fresh
//! database (most tests run on SQLite and on PostgreSQL alike), its flows one file each
//! (challenges, moves, endings, clocks, lists, records, threads, settings, teban's turns), the
//! store it keeps them in (shared by processes, failing under them), and the catalogue of texts
//! it says them with.

// What the test binaries share (crates/test-support).
use teban_test_support as support;
use teban_test_support::on_both;

mod analyses;
mod blocks;
mod catalogue;
mod challenges;
mod clocks;
mod concurrency;
mod direct_messages;
mod entries_and_reads;
mod forged_clicks;
mod game_lists;
mod game_records;
mod languages;
mod move_log;
mod move_preview;
mod moves;
mod notifications;
mod open_challenges;
mod outcomes;
mod plans;
mod profile;
mod rematch_and_abort;
mod resign_and_draw;
mod server_settings;
mod spectators;
mod store_failures;
mod store_shared_by_processes;
mod stored_values;
mod takebacks;
mod teban_opponent;
mod texts;
mod threads;
mod time_banks;
mod tournaments;
mod unanswered_moves;
mod vacation;
