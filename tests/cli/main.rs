//! The command line seen from outside: the `teban` binary run as its users run it. Its help and
//! the documentation that describes it, the tools (`legal`, `perft`, `render`, `replay`, `think`,
//! `arena`, `analyse`), the records they read, the settings every command reads, and the
//! terminal's game (`teban play`), played through a pipe and killed in the middle.

// The support's fake Discord builds its payloads with large `json!` literals.
#![recursion_limit = "256"]

// Each test binary uses a part of the shared support; the rest is dead code here.
#[allow(dead_code)]
#[path = "../support/mod.rs"]
mod support;

mod analyse;
mod documentation;
mod echoed_input;
mod help;
mod legal_and_perft;
mod records;
mod render_and_replay;
mod run;
mod settings;
mod terminal_play;
mod terminal_restart;
mod think_and_arena;
mod tournament;
