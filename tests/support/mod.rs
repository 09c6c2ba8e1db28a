//! Shared test support: the loopback fake of Discord and the bot process driven against it.

pub mod bot;
pub mod fake_discord;

/// The number of frames of a GIF, every one of them decoded.
#[allow(dead_code)] // not every test binary that includes the support decodes a GIF
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
