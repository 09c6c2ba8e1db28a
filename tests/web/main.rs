//! The web front end, end to end: the real `teban` binary run as the bot on the loopback fake of
//! Discord, with its web server on, driven by a browser of the tests' own (`support::web`): login
//! with Discord, a game's JSON and its moves reaching Discord, live pages (also across processes,
//! on PostgreSQL), what a first visit downloads, and hostile requests.
//!
//! Beside them, the web's pieces checked as values, without a server: sessions' cookies and
//! tokens, the guards on actions, the return address of a login, the page's strings, refusals, a
//! turn built click by click, and secrets kept out of debug output.

// The support's fake Discord builds its payloads with large `json!` literals.
#![recursion_limit = "256"]

// What the test binaries share (tests/support).
use teban_test_support as support;

mod across_processes;
mod activity;
mod bearer;
mod browser;
mod first_visit;
mod guarded_actions;
mod hostile;
mod instance_ids;
mod live;
mod lobby;
mod login;
mod page_assets;
mod play;
mod return_address;
mod secrets;
mod session_cookies;
mod turn_building;
mod web_refusals;
mod words;
