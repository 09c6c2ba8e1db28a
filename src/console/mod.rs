//! The terminal: teban's commands other than the bot, as the command line (`main.rs`) runs them.
//! `teban play` seats players at one keyboard ([`play`]); the engine-work commands read a
//! position and count, list or draw it ([`engine`]); `teban think` and `teban arena` show how
//! teban plays ([`think`], [`arena`]); `teban loadtest` drives the service hard ([`loadtest`]), and the web's live pages with `--web`
//! ([`web_load`]); `teban tournament` plays a
//! whole tournament of computer players through it ([`tournament`]); `teban analyse` judges a
//! recorded game move by move ([`analyse`]) and `teban calibrate` refits the chances it gives
//! ([`calibrate`]). For the people who run the bot, `teban backup` copies its SQLite database
//! while it runs ([`backup`]) and `teban copy` carries every table to another database
//! ([`copy`]).
//!
//! It owns what the terminal prints and in which language, and says why a command failed as an
//! [`anyhow::Error`], in words a person at the terminal acts on: the library's errors stay typed
//! and are said here (the rules' through [`crate::i18n`], the table's in the terminal's
//! language). How the program ends, and with which status, is `main`'s.

pub mod analyse;
pub mod arena;
pub mod backup;
pub mod calibrate;
pub mod copy;
pub mod engine;
pub mod loadtest;
pub mod play;
pub mod think;
pub mod tournament;
pub mod web_load;

use std::path::Path;

use anyhow::{anyhow, Context};

use crate::i18n::rules::Says;
use crate::i18n::Lang;

pub use play::{play, PlayOptions, TERMINAL};

/// A word of the command line (a game, a level, a format) read from its first
/// [`crate::text::LONGEST_MOVE`] characters: none is longer, so a longer one is refused all the
/// same, and its refusal quotes it cut.
pub fn word<T: std::str::FromStr>(text: &str) -> Result<T, T::Err> {
    crate::text::clipped(text, crate::text::LONGEST_MOVE).parse()
}

/// What the rules refused (a variant, a move), said in `lang`.
fn said(refusal: &impl Says, lang: Lang) -> anyhow::Error {
    anyhow!(refusal.said().words(lang))
}

/// Writes a file a command makes (a picture, a record), or says which one it could not write.
fn write_file(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    std::fs::write(path, bytes).with_context(|| format!("cannot write {}", path.display()))
}
