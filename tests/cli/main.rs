//! The command line seen from outside: the `teban` binary run as its users run it. Its help and
//! the documentation that describes it, the tools (`legal`, `perft`, `render`, `replay`, `think`,
//! `arena`, `analyse`), the records they read, the settings every command reads, and the
//! terminal's game (`teban play`), played through a pipe and killed in the middle, `teban web`
//! run as a service (its health checks, its stop), and what the database's tools (`backup`,
//! `copy`) refuse.
//!
//! Beside them, the pieces of the front end checked as values, without running it: the settings
//! read from an environment (`settings_from_env`) and the terminal's help (`help_columns`).

// What the test binaries share (tests/support).
use teban_test_support as support;

mod analyse;
mod database_tools;
mod documentation;
mod echoed_input;
mod help;
mod help_columns;
mod legal_and_perft;
mod records;
mod render_and_replay;
mod run;
mod settings;
mod settings_from_env;
mod terminal_play;
mod terminal_restart;
mod think_and_arena;
mod tournament;
mod web_service;
