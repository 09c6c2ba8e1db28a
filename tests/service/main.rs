//! The game service seen from outside, as every front end meets it: the table over a fresh
//! database (most tests run on SQLite and on PostgreSQL alike), its flows one file each
//! (challenges, moves, endings, clocks, lists, records, threads, settings, teban's turns), the
//! store it keeps them in (shared by processes, failing under them), and the catalogue of texts
//! it says them with.
//!
//! Beside them, the service's and the store's values checked without a database: ids, clocks and
//! their words, plans, ratings, seat sets, actions' ids, refusals, records, marks, the catalogue's
//! keys and the rules' sentences in every language.

// What the test binaries share (tests/support).
use teban_test_support as support;
use teban_test_support::on_both;

mod action_ids;
mod analyses;
mod analysis_ranges;
mod answered_homes;
mod backends;
mod blocks;
mod caller_ids;
mod catalogue;
mod catalogue_keys;
mod challenges;
mod change_notifications;
mod clock_forms;
mod clocks;
mod concurrency;
mod cut_texts;
mod diagram_keys;
mod digest_hours;
mod direct_messages;
mod entries_and_reads;
mod forged_clicks;
mod game_lists;
mod game_records;
mod ids;
mod lanes;
mod languages;
mod marks;
mod move_clocks;
mod move_log;
mod move_preview;
mod moves;
mod notifications;
mod open_challenges;
mod outcomes;
mod plan_lines;
mod plan_trees;
mod plans;
mod preview_questions;
mod profile;
mod profile_figures;
mod ratings;
mod record_files;
mod refusals;
mod rematch_and_abort;
mod resign_and_draw;
mod rules_said;
mod seat_sets;
mod server_settings;
mod session_reach;
mod spectators;
mod store_failures;
mod store_shared_by_processes;
mod stored_values;
mod stored_words;
mod suggestions;
mod takebacks;
mod teban_opponent;
mod texts;
mod thinking_priority;
mod threads;
mod time_bank_turns;
mod time_banks;
mod tournaments;
mod typed_acts;
mod unanswered_moves;
mod vacation;
mod who_sees_a_game;
