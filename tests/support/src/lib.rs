//! What the test binaries share: the game service over a fresh database, SQLite or PostgreSQL
//! (`service`, `sqlite`, `postgres`), the loopback fake of Discord (`fake_discord`) and the real
//! `teban` binary run as the bot against it (`bot`), its time sped up if need be (`faketime`),
//! its HTTP addresses reached from outside (`probe`), a browser of its web front end (`web`),
//! and positions of every game to draw (`boards`). It tests nothing itself.
//!
//! A crate of the workspace that is never published, nor one of its default members: teban's
//! test binaries take it as a dev-dependency (`use teban_test_support as support;`), and through
//! it the build of teban they run, and only that build, has the test clock (the feature
//! `test-clock`, which [`bot`] drives); the program `cargo build --release` builds has none.

// The fake Discord builds its payloads with large `json!` literals.
#![recursion_limit = "256"]

pub mod boards;
pub mod bot;
pub mod fake_discord;
pub mod faketime;
pub mod postgres;
pub mod probe;
pub mod service;
pub mod sqlite;
pub mod web;

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

/// The picture teban draws of `position` for a channel (the players' `names` in seat order, no
/// hints), and the picture `png` holds: to compare pixel for pixel.
pub fn board_and_posted(
    position: &teban::games::AnyGame,
    names: Vec<String>,
    png: &[u8],
) -> (image::RgbaImage, image::RgbaImage) {
    let view = teban::render::View {
        names,
        hints: false,
        ..teban::render::View::default()
    };
    let drawn = teban::render::board_png(position, &view);
    let decoded = |bytes: &[u8]| image::load_from_memory(bytes).unwrap().to_rgba8();
    (decoded(&drawn), decoded(png))
}
