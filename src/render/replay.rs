//! Replays: a whole game as one looping animated GIF, a frame per position.
//!
//! This module owns the animation and its encoding, never the pictures: each frame is exactly
//! the still picture [`board_image`] draws for that position (the last move highlighted as the
//! PNGs do), so a replay's last frame is the final position's PNG, through the GIF's palette.
//!
//! What it learns from lila-gif (Lichess's replay service):
//! - **One palette for the whole game**, global to the GIF: the colours of the start and the
//!   final position, the most used ones kept exactly (the kit's flat fills, the text) and the
//!   rest (anti-aliasing ramps) learned by NeuQuant. Every frame maps to it through one cache,
//!   so the same colour is the same index in every frame.
//! - **Frames that encode only what changed**: the first frame is whole; each later one is the
//!   bounding box of the pixels whose palette index changed since the frame before, kept on
//!   screen (`DisposalMethod::Keep`), opaque.
//!
//! Frames: the start position, then one per position given after it (the bot and the CLI give
//! one per log entry: each move, and the resignation, agreed draw or time-out that ends a
//! game). Each is shown [`FRAME_CS`], the last [`LAST_FRAME_CS`], looping forever. A long game
//! plays faster (at least [`MIN_FRAME_CS`] a frame, so a replay lasts about
//! [`LONGEST_PLAY_CS`]); a GIF still over the size limit keeps every `k`-th position (always the
//! start and the end). Either is said in [`Replay::note`].

use std::borrow::Cow;
use std::collections::HashMap;

use gif::{DisposalMethod, Encoder, Frame, Repeat};
use image::RgbImage;

use super::{board_image, View};
use crate::games::AnyGame;

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

/// The colours kept exactly, the most used first, when a game has more than a palette holds.
const EXACT_COLOURS: usize = 96;

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
    /// What was shortened to keep the replay watchable and under the limit, in words.
    pub note: Option<String>,
}

/// The replay of `positions` (the start first, the final position last), each drawn as
/// [`board_image`] draws it, kept under `limit` bytes.
///
/// # Panics
/// When `positions` is empty.
pub fn replay_gif(positions: &[AnyGame], view: &View, limit: usize) -> Replay {
    assert!(
        !positions.is_empty(),
        "a replay needs at least one position"
    );
    let images: Vec<RgbImage> = positions.iter().map(|p| board_image(p, view)).collect();
    let mut notes = Vec::new();
    let frame_cs = frame_time(images.len());
    if frame_cs < FRAME_CS {
        notes.push(format!(
            "a long game, so each move is shown {:.1} s",
            f32::from(frame_cs) / 100.0
        ));
    }
    let palette = Palette::of(&[&images[0], &images[images.len() - 1]]);
    let mut indexed = Indexer::new(&palette);
    let frames: Vec<Vec<u8>> = images.iter().map(|i| indexed.frame(i)).collect();
    let (width, height) = images[0].dimensions();
    let mut step = 1;
    loop {
        let kept = kept(frames.len(), step);
        let gif = encode(width, height, &palette, &kept, &frames, frame_cs);
        if gif.len() <= limit || kept.len() <= 2 {
            if step > 1 {
                notes.push(format!(
                    "every {step}th position is shown ({} of {}) to stay under {} MB",
                    kept.len(),
                    frames.len(),
                    limit / (1024 * 1024)
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
fn frame_time(frames: usize) -> u16 {
    let share = LONGEST_PLAY_CS / (frames.max(1) as u32);
    share.clamp(u32::from(MIN_FRAME_CS), u32::from(FRAME_CS)) as u16
}

/// The frames kept when every `step`-th is: the first, each `step`-th, and always the last.
fn kept(count: usize, step: usize) -> Vec<usize> {
    let mut kept: Vec<usize> = (0..count).step_by(step.max(1)).collect();
    if kept.last() != Some(&(count - 1)) {
        kept.push(count - 1);
    }
    kept
}

/// Encodes the `kept` frames (palette indices of whole pictures): the first whole, each later
/// one as the box of what changed since the one before it.
fn encode(
    width: u32,
    height: u32,
    palette: &Palette,
    kept: &[usize],
    frames: &[Vec<u8>],
    frame_cs: u16,
) -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut encoder = Encoder::new(&mut out, width as u16, height as u16, &palette.rgb)
            .expect("writing to memory cannot fail");
        encoder
            .set_repeat(Repeat::Infinite)
            .expect("writing to memory cannot fail");
        let mut previous: Option<&[u8]> = None;
        for (n, &i) in kept.iter().enumerate() {
            let pixels = &frames[i];
            let (left, top, w, h) = match previous {
                None => (0, 0, width, height),
                Some(before) => changed_box(before, pixels, width, height),
            };
            let mut buffer = Vec::with_capacity((w * h) as usize);
            for y in top..top + h {
                let start = (y * width + left) as usize;
                buffer.extend_from_slice(&pixels[start..start + w as usize]);
            }
            let frame = Frame {
                delay: if n + 1 == kept.len() {
                    LAST_FRAME_CS
                } else {
                    frame_cs
                },
                dispose: DisposalMethod::Keep,
                left: left as u16,
                top: top as u16,
                width: w as u16,
                height: h as u16,
                buffer: Cow::Owned(buffer),
                ..Frame::default()
            };
            encoder
                .write_frame(&frame)
                .expect("writing to memory cannot fail");
            previous = Some(pixels);
        }
    }
    out
}

/// The smallest box `(left, top, width, height)` holding every pixel that differs between two
/// frames of `width` x `height`; a single pixel when nothing does (a GIF frame is never empty).
fn changed_box(before: &[u8], after: &[u8], width: u32, height: u32) -> (u32, u32, u32, u32) {
    let w = width as usize;
    let rows = before.chunks_exact(w).zip(after.chunks_exact(w));
    let (mut top, mut bottom, mut left, mut right) = (u32::MAX, 0, u32::MAX, 0);
    for (y, (a, b)) in rows.enumerate().take(height as usize) {
        let Some(first) = a.iter().zip(b).position(|(p, q)| p != q) else {
            continue;
        };
        let last = w
            - 1
            - a.iter()
                .rev()
                .zip(b.iter().rev())
                .position(|(p, q)| p != q)
                .unwrap_or(0);
        top = top.min(y as u32);
        bottom = y as u32;
        left = left.min(first as u32);
        right = right.max(last as u32);
    }
    if top == u32::MAX {
        return (0, 0, 1, 1);
    }
    (left, top, right - left + 1, bottom - top + 1)
}

/// One palette for a whole replay: at most 256 colours, `rgb` as the GIF stores it.
#[derive(Clone, Debug)]
pub struct Palette {
    pub rgb: Vec<u8>,
}

impl Palette {
    /// The palette of `images`: all their colours when they have 256 or fewer; else the
    /// [`EXACT_COLOURS`] most used exactly and the rest learned from the other pixels.
    pub fn of(images: &[&RgbImage]) -> Palette {
        let mut counts: HashMap<[u8; 3], usize> = HashMap::new();
        for image in images {
            for run in runs(image.as_raw()) {
                *counts.entry(run.0).or_default() += run.1;
            }
        }
        let mut colours: Vec<([u8; 3], usize)> = counts.into_iter().collect();
        // The most used first; ties by colour, so the palette never depends on hashing.
        colours.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        if colours.len() <= 256 {
            let rgb = colours.iter().flat_map(|(c, _)| *c).collect();
            return Palette { rgb };
        }
        let (exact, rest) = colours.split_at(EXACT_COLOURS);
        let mut rgb: Vec<u8> = exact.iter().flat_map(|(c, _)| *c).collect();
        // NeuQuant learns from pixels: each remaining colour once per use, capped so a
        // picture's worth of one shade does not drown the rare ones.
        let mut pixels = Vec::new();
        for (c, n) in rest {
            for _ in 0..(*n).min(16) {
                pixels.extend_from_slice(&[c[0], c[1], c[2], 255]);
            }
        }
        let learned = color_quant::NeuQuant::new(3, 256 - EXACT_COLOURS, &pixels);
        rgb.extend(learned.color_map_rgb());
        Palette { rgb }
    }

    fn len(&self) -> usize {
        self.rgb.len() / 3
    }

    /// The colour at `index`.
    pub fn colour(&self, index: u8) -> [u8; 3] {
        let i = usize::from(index) * 3;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }

    /// The index of the colour nearest `c` (weighted as the eye weighs red, green and blue).
    pub fn nearest(&self, c: [u8; 3]) -> u8 {
        let distance = |i: usize| -> u32 {
            let p = self.colour(i as u8);
            let d = |k: usize| (i32::from(p[k]) - i32::from(c[k])).unsigned_abs();
            2 * d(0) * d(0) + 4 * d(1) * d(1) + 3 * d(2) * d(2)
        };
        (0..self.len()).min_by_key(|&i| distance(i)).unwrap_or(0) as u8
    }
}

/// Maps pictures to a palette's indices, remembering every colour it has looked up.
pub struct Indexer<'p> {
    palette: &'p Palette,
    cache: HashMap<[u8; 3], u8>,
}

impl<'p> Indexer<'p> {
    pub fn new(palette: &'p Palette) -> Indexer<'p> {
        Indexer {
            palette,
            cache: HashMap::new(),
        }
    }

    /// The palette index of each pixel of `image`, row by row.
    pub fn frame(&mut self, image: &RgbImage) -> Vec<u8> {
        let mut out = Vec::with_capacity((image.width() * image.height()) as usize);
        for (colour, n) in runs(image.as_raw()) {
            let palette = self.palette;
            let index = *self
                .cache
                .entry(colour)
                .or_insert_with(|| palette.nearest(colour));
            out.resize(out.len() + n, index);
        }
        out
    }
}

/// The pixels of raw RGB bytes as runs of one colour: `(colour, length)`. Pictures are mostly
/// flat fills, so this looks each colour up once a run instead of once a pixel.
fn runs(raw: &[u8]) -> impl Iterator<Item = ([u8; 3], usize)> + '_ {
    let mut pixels = raw.chunks_exact(3).map(|p| [p[0], p[1], p[2]]).peekable();
    std::iter::from_fn(move || {
        let colour = pixels.next()?;
        let mut n = 1;
        while pixels.next_if_eq(&colour).is_some() {
            n += 1;
        }
        Some((colour, n))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_games_play_faster_but_never_below_the_floor() {
        assert_eq!(frame_time(61), FRAME_CS);
        assert_eq!(frame_time(120), FRAME_CS);
        assert_eq!(frame_time(240), 50);
        assert_eq!(frame_time(10_000), MIN_FRAME_CS);
    }

    #[test]
    fn leaving_frames_out_keeps_the_start_and_the_end() {
        assert_eq!(kept(5, 1), vec![0, 1, 2, 3, 4]);
        assert_eq!(kept(6, 2), vec![0, 2, 4, 5]);
        assert_eq!(kept(5, 2), vec![0, 2, 4]);
        assert_eq!(kept(1, 3), vec![0]);
    }

    #[test]
    fn the_changed_box_holds_every_change_and_no_more() {
        let before = vec![0u8; 4 * 3];
        let mut after = before.clone();
        assert_eq!(changed_box(&before, &after, 4, 3), (0, 0, 1, 1));
        after[4 + 1] = 1; // (1, 1)
        after[2 * 4 + 2] = 1; // (2, 2)
        assert_eq!(changed_box(&before, &after, 4, 3), (1, 1, 2, 2));
    }

    #[test]
    fn runs_cover_every_pixel_in_order() {
        let raw = [1, 1, 1, 1, 1, 1, 2, 2, 2, 1, 1, 1];
        let runs: Vec<_> = runs(&raw).collect();
        assert_eq!(runs, vec![([1, 1, 1], 2), ([2, 2, 2], 1), ([1, 1, 1], 1)]);
    }

    #[test]
    fn a_few_colours_are_kept_exactly() {
        let image = RgbImage::from_fn(4, 4, |x, _| image::Rgb([x as u8 * 60, 0, 9]));
        let palette = Palette::of(&[&image]);
        assert_eq!(palette.len(), 4);
        let mut indexer = Indexer::new(&palette);
        for (i, p) in indexer.frame(&image).iter().zip(image.pixels()) {
            assert_eq!(palette.colour(*i), p.0);
        }
    }
}
