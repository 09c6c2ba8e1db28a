//! The game service seen from outside, as every front end meets it: the table over a fresh
//! database (most tests run on SQLite and on PostgreSQL alike), its flows one file each
//! (challenges, moves, endings, clocks, lists, records, threads, settings, teban's turns), the
//! store it keeps them in (shared by processes, failing under them), and the catalogue of texts
//! it says them with.

// The support's fake Discord builds its payloads with large `json!` literals.
#![recursion_limit = "256"]

// Each test binary uses a part of the shared support; the rest is dead code here.
#[allow(dead_code)]
#[path = "../support/mod.rs"]
mod support;

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
mod plans;
mod profile;
mod rematch_and_abort;
mod resign_and_draw;
mod server_settings;
mod spectators;
mod store_failures;
mod store_shared_by_processes;
mod takebacks;
mod teban_opponent;
mod texts;
mod threads;
mod time_banks;
mod tournaments;
mod unanswered_moves;
mod vacation;
