//! What the test binaries share: the game service over a fresh database, SQLite or PostgreSQL
//! (`service`, `postgres`), the loopback fake of Discord (`fake_discord`) and the real `teban`
//! binary run as the bot against it (`bot`). It tests nothing itself.
//!
//! A binary that needs any of it includes this module whole (`#[path = "../support/mod.rs"] mod
//! support;`) and uses a part of it; the parts it leaves unused are allowed there as dead code.

pub mod bot;
pub mod fake_discord;
pub mod postgres;
pub mod service;

/// The number of frames of a GIF, every one of them decoded.
pub fn gif_frames(bytes: &[u8]) -> usize {
    let mut decoder = gif::DecodeOptions::new()
        .read_info(bytes)
        .expect("the file is a GIF");
    let mut frames = 0;
    while decoder
        .read_next_frame()
        .expect("every frame decodes")
        .is_some()
    {
        frames += 1;
    }
    frames
}
