//! Replays: a whole game as one looping animated GIF, a frame per position.
//!
//! This module owns the animation and its encoding, never the pictures: each frame is exactly
//! the still picture [`board_image`] draws for that position (the last move highlighted as the
//! PNGs do), so a replay's last frame is the final position's PNG, through the GIF's palette.
//!
//! What it learns from lila-gif (Lichess's replay service):
//! - **One palette for the whole game**, global to the GIF: the final position's, by the rule its
//!   PNG is made with ([`super::kit::indexed`]), so that the last frame is that PNG exactly.
//!   Every frame maps to it through one cache, so the same colour is the same index in every
//!   frame.
//! - **Frames that encode only what changed**: the first frame is whole; each later one is the
//!   bounding box of the pixels whose palette index changed since the frame before, kept on
//!   screen (`DisposalMethod::Keep`), its unchanged pixels transparent (the palette's free
//!   index), so that the header's new move number and the board's new move cost only their
//!   own pixels.
//!
//! Frames: the start position, then one per position given after it (the bot and the CLI give
//! one per log entry: each move, and the resignation, agreed draw or time-out that ends a
//! game). Each is shown [`FRAME_CS`], the last [`LAST_FRAME_CS`], looping forever. A long game
//! plays faster (at least [`MIN_FRAME_CS`] a frame, so a replay lasts about
//! [`LONGEST_PLAY_CS`]); a GIF still over the size limit keeps every `k`-th position (always the
//! start and the end). Either is said in [`Replay::note`], in the view's language.

use std::borrow::Cow;

use gif::{DisposalMethod, Encoder, Frame, Repeat};
use image::RgbImage;

use super::kit::indexed::{changed_box, changes, Indexer, Palette};
use super::{board_image, View};
use crate::games::AnyGame;
use crate::tr;

/// Discord's attachment limit for a bot without boosts (10 MiB): what a replay stays under.
pub const DISCORD_ATTACHMENT_LIMIT: usize = 10 * 1024 * 1024;

/// How long a position is shown, in hundredths of a second.
pub const FRAME_CS: u16 = 100;
/// How long the final position is held.
pub const LAST_FRAME_CS: u16 = 300;
/// The shortest a position is shown, however long the game.
pub const MIN_FRAME_CS: u16 = 20;
/// About how long a whole replay plays before a long game's frames get shorter (2 minutes).
pub const LONGEST_PLAY_CS: u32 = 12_000;

/// An animated replay and what it holds.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The GIF file.
    pub gif: Vec<u8>,
    /// Frames in the GIF (the start and each position shown after it).
    pub frames: usize,
    /// The positions given (so `frames < positions` when some were left out).
    pub positions: usize,
    /// How long each frame but the last is shown, in hundredths of a second.
    pub frame_cs: u16,
    /// What was shortened to keep the replay watchable and under the limit, in words (in the
    /// view's language; the reply around it says "shortened").
    pub note: Option<String>,
}

/// The replay of `positions` (the start first, the final position last), each drawn as
/// [`board_image`] draws it, kept under `limit` bytes.
///
/// # Panics
/// When `positions` is empty.
pub fn replay_gif(positions: &[AnyGame], view: &View, limit: usize) -> Replay {
    replay_gif_marked(positions, &[], view, limit)
}

/// [`replay_gif`], the positions where `taken_back` is true (a takeback's) captioned so.
///
/// # Panics
/// When `positions` is empty.
pub fn replay_gif_marked(
    positions: &[AnyGame],
    taken_back: &[bool],
    view: &View,
    limit: usize,
) -> Replay {
    assert!(
        !positions.is_empty(),
        "a replay needs at least one position"
    );
    let captioned = View {
        caption: Some(tr!(view.lang, "render-replay-taken-back")),
        ..view.clone()
    };
    let count = positions.len();
    let draw = |i: usize| match taken_back.get(i) {
        Some(true) => board_image(&positions[i], &captioned),
        _ => board_image(&positions[i], view),
    };
    let mut notes = Vec::new();
    let frame_cs = frame_time(count);
    if frame_cs < FRAME_CS {
        let seconds = (f64::from(frame_cs) / 10.0).round() / 10.0;
        notes.push(tr!(view.lang, "render-replay-faster", seconds = seconds));
    }
    // The final position's palette, as its PNG has it: the last frame is that PNG exactly.
    let last = draw(count - 1);
    let palette = Palette::of(&last);
    // Each frame is drawn when it is encoded, and only it and the frame before are held: a long
    // game's pictures, all held, took a hundred megabytes and more time to page in than to draw.
    let frame = |i: usize| match i + 1 == count {
        true => last.clone(),
        false => draw(i),
    };
    let mut step = 1;
    loop {
        let kept = kept(count, step);
        let gif = encode(&palette, &kept, frame, frame_cs);
        if gif.len() <= limit || kept.len() <= 2 {
            if step > 1 {
                notes.push(tr!(
                    view.lang,
                    "render-replay-fewer",
                    step = step,
                    shown = kept.len(),
                    positions = count,
                    megabytes = limit / (1024 * 1024)
                ));
            }
            return Replay {
                gif,
                frames: kept.len(),
                positions: positions.len(),
                frame_cs,
                note: (!notes.is_empty()).then(|| notes.join("; ")),
            };
        }
        // Frames cost about the same: leave out enough of them, with a margin.
        let ratio = gif.len() as f64 / limit as f64;
        step = ((step as f64 * ratio * 1.1).ceil() as usize).max(step + 1);
    }
}

/// How long each frame is shown for a replay of `frames`: [`FRAME_CS`], shortened so the whole
/// plays in about [`LONGEST_PLAY_CS`], never below [`MIN_FRAME_CS`].
pub fn frame_time(frames: usize) -> u16 {
    let share = LONGEST_PLAY_CS / (frames.max(1) as u32);
    share.clamp(u32::from(MIN_FRAME_CS), u32::from(FRAME_CS)) as u16
}

/// The frames kept when every `step`-th is: the first, each `step`-th, and always the last.
pub fn kept(count: usize, step: usize) -> Vec<usize> {
    let mut kept: Vec<usize> = (0..count).step_by(step.max(1)).collect();
    if kept.last() != Some(&(count - 1)) {
        kept.push(count - 1);
    }
    kept
}

/// Encodes the `kept` positions, each drawn by `draw` when its turn comes: the first whole, each
/// later one as the box of what changed since the one before it.
fn encode(
    palette: &Palette,
    kept: &[usize],
    draw: impl Fn(usize) -> RgbImage,
    frame_cs: u16,
) -> Vec<u8> {
    let mut out = Vec::new();
    let mut pictures = kept.iter().map(|&i| draw(i));
    let Some(first) = pictures.next() else {
        return out;
    };
    let (width, height) = first.dimensions();
    {
        // The palette, and after it the transparent "unchanged" colour (never shown).
        let mut colours = palette.rgb.clone();
        colours.extend_from_slice(&[0, 0, 0]);
        let mut encoder = Encoder::new(&mut out, width as u16, height as u16, &colours)
            .expect("writing to memory cannot fail");
        encoder
            .set_repeat(Repeat::Infinite)
            .expect("writing to memory cannot fail");
        let delay = |n: usize| match n + 1 == kept.len() {
            true => LAST_FRAME_CS,
            false => frame_cs,
        };
        let mut indexer = Indexer::new(palette);
        let mut before = indexer.frame(&first);
        let whole = (0, 0, width, height);
        write(&mut encoder, whole, before.clone(), delay(0), None);
        // Pixels that did not change since the frame before are the one index the palette leaves
        // free, transparent: the frame before shows through, and LZW packs their runs to almost
        // nothing.
        let unchanged = palette.len() as u8;
        let mut before_picture = first;
        let mut indices = vec![0; before.len()];
        for (n, picture) in pictures.enumerate() {
            // The frame's indices are the frame before's, looked up again only where its picture
            // changed (most of a picture stays as it was from one move to the next).
            let raw = (before_picture.as_raw(), picture.as_raw());
            let (left, top, w, h) = changed_box(raw.0, raw.1, width * 3, height);
            let changed = (left / 3, top, (left + w - 1) / 3 - left / 3 + 1, h);
            indices.copy_from_slice(&before);
            indexer.region(&picture, changed, &mut indices);
            let boxed = changed_box(&before, &indices, width, height);
            let buffer = changes(&before, &indices, width, boxed, unchanged);
            write(&mut encoder, boxed, buffer, delay(n + 1), Some(unchanged));
            std::mem::swap(&mut before, &mut indices);
            before_picture = picture;
        }
    }
    out
}

/// Writes one frame: the box `(left, top, width, height)` of palette indices, shown `delay`
/// hundredths of a second and kept on screen under the next, `transparent` its unchanged pixels.
fn write(
    encoder: &mut Encoder<&mut Vec<u8>>,
    (left, top, width, height): (u32, u32, u32, u32),
    buffer: Vec<u8>,
    delay: u16,
    transparent: Option<u8>,
) {
    let frame = Frame {
        delay,
        dispose: DisposalMethod::Keep,
        transparent,
        left: left as u16,
        top: top as u16,
        width: width as u16,
        height: height as u16,
        buffer: Cow::Owned(buffer),
        ..Frame::default()
    };
    encoder
        .write_frame(&frame)
        .expect("writing to memory cannot fail");
}
