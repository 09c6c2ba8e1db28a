//! Indexed colour: a picture's palette of at most 256 colours and its pixels as palette indices,
//! what both the still pictures (8-bit indexed PNGs, [`encode_png`]) and the replays (GIF) are
//! made of, by the same rule, so that a replay's last frame is the final position's PNG exactly.
//!
//! The rule: a picture with [`COLOURS`] colours or fewer keeps them all, exactly; a busier one keeps its
//! [`EXACT_COLOURS`] most used colours exactly (the kit's flat fills, the ink) and NeuQuant
//! learns the rest (the anti-aliasing ramps, shadows and glows) from the remaining pixels; each
//! pixel then takes the nearest palette colour as the eye weighs it. Looking colours up once a
//! run of equal pixels, and once a colour, keeps this within a few milliseconds.
//!
//! Why indexed: an RGB PNG of a busy picture (Niwa's lettered garden) is over the size budget
//! when deflated fast and slow when deflated well; its indices are a third of the bytes and
//! compress far better, so the fastest deflate is both fast and small.

use rustc_hash::FxHashMap as HashMap;

use image::RgbImage;

/// The most colours a palette holds: 255, so that a replay has an index left for "unchanged"
/// (GIF's transparent colour).
pub const COLOURS: usize = 255;
/// The colours kept exactly, the most used first, when a picture has more than a palette holds.
pub const EXACT_COLOURS: usize = 96;
/// NeuQuant learns from one pixel in this many (1: every one, the slowest and finest).
const LEARNING_SAMPLE: i32 = 10;

/// A picture's palette: at most [`COLOURS`] colours, `rgb` as PNG and GIF store them (three bytes a
/// colour).
#[derive(Clone, Debug)]
pub struct Palette {
    pub rgb: Vec<u8>,
    /// The colours sorted by green, with their indices: where [`Palette::nearest`] searches.
    by_green: Vec<([i32; 3], u8)>,
}

impl Palette {
    /// The palette of `image`: all its colours when it has [`COLOURS`] or fewer; else the
    /// [`EXACT_COLOURS`] most used exactly and the rest learned from the other pixels.
    pub fn of(image: &RgbImage) -> Palette {
        let mut counts: HashMap<[u8; 3], usize> = HashMap::default();
        for run in runs(image.as_raw()) {
            *counts.entry(run.0).or_default() += run.1;
        }
        let mut colours: Vec<([u8; 3], usize)> = counts.into_iter().collect();
        // The most used first; ties by colour, so the palette never depends on hashing.
        colours.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        if colours.len() <= COLOURS {
            let rgb = colours.iter().flat_map(|(c, _)| *c).collect();
            return Palette::from_rgb(rgb);
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
        let learned = color_quant::NeuQuant::new(LEARNING_SAMPLE, COLOURS - EXACT_COLOURS, &pixels);
        rgb.extend(learned.color_map_rgb());
        Palette::from_rgb(rgb)
    }

    /// How many colours it holds.
    #[allow(clippy::len_without_is_empty)] // a palette always holds a colour
    pub fn len(&self) -> usize {
        self.rgb.len() / 3
    }

    /// The colour at `index`.
    pub fn colour(&self, index: u8) -> [u8; 3] {
        let i = usize::from(index) * 3;
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }

    /// The palette of the colours `rgb` (three bytes a colour, at most 256 colours).
    pub fn from_rgb(rgb: Vec<u8>) -> Palette {
        let mut by_green: Vec<([i32; 3], u8)> = rgb
            .chunks_exact(3)
            .take(256)
            .enumerate()
            .map(|(i, c)| ([c[0], c[1], c[2]].map(i32::from), i as u8))
            .collect();
        by_green.sort_by_key(|(c, i)| (c[1], *i));
        Palette { rgb, by_green }
    }

    /// The index of the colour nearest `c`, weighted as the eye weighs red, green and blue (the
    /// lowest index among equally near ones). The search starts at `c`'s green and widens both
    /// ways until the green difference alone is farther than the best found, as NeuQuant's own
    /// search does, so it looks at a handful of colours rather than all 256.
    pub fn nearest(&self, c: [u8; 3]) -> u8 {
        let c = c.map(i32::from);
        let distance = |p: &[i32; 3]| -> i32 {
            let d = |k: usize| p[k] - c[k];
            2 * d(0) * d(0) + 4 * d(1) * d(1) + 3 * d(2) * d(2)
        };
        let sorted = &self.by_green;
        let start = sorted.partition_point(|(p, _)| p[1] < c[1]);
        let mut best = (i32::MAX, 0u8);
        let consider = |best: &mut (i32, u8), (p, i): &([i32; 3], u8)| {
            let d = distance(p);
            if d < best.0 || (d == best.0 && *i < best.1) {
                *best = (d, *i);
            }
        };
        let (mut up, mut down) = (start, start);
        loop {
            let mut went = false;
            if let Some(entry) = sorted.get(up) {
                let dg = entry.0[1] - c[1];
                if 4 * dg * dg <= best.0 {
                    consider(&mut best, entry);
                    up += 1;
                    went = true;
                }
            }
            if down > 0 {
                let entry = &sorted[down - 1];
                let dg = entry.0[1] - c[1];
                if 4 * dg * dg <= best.0 {
                    consider(&mut best, entry);
                    down -= 1;
                    went = true;
                }
            }
            if !went {
                return best.1;
            }
        }
    }
}

/// A box of a picture: `(left, top, width, height)` in pixels.
pub type Box4 = (u32, u32, u32, u32);

/// Maps pictures to a palette's indices, remembering every colour it has looked up.
pub struct Indexer<'p> {
    palette: &'p Palette,
    cache: HashMap<[u8; 3], u8>,
}

impl<'p> Indexer<'p> {
    pub fn new(palette: &'p Palette) -> Indexer<'p> {
        Indexer {
            palette,
            cache: HashMap::default(),
        }
    }

    /// The palette index of each pixel of `image`, row by row.
    pub fn frame(&mut self, image: &RgbImage) -> Vec<u8> {
        let mut out = Vec::with_capacity((image.width() * image.height()) as usize);
        self.extend(&mut out, image.as_raw());
        out
    }

    /// Writes the indices of the box `(left, top, width, height)` of `image` into `indices` (the
    /// indices of a picture of the same size), leaving the rest as it was.
    pub fn region(&mut self, image: &RgbImage, (left, top, w, h): Box4, indices: &mut [u8]) {
        let width = image.width() as usize;
        let mut row = Vec::with_capacity(w as usize);
        for y in top as usize..(top + h) as usize {
            let start = y * width + left as usize;
            row.clear();
            self.extend(
                &mut row,
                &image.as_raw()[start * 3..(start + w as usize) * 3],
            );
            indices[start..start + w as usize].copy_from_slice(&row);
        }
    }

    fn extend(&mut self, out: &mut Vec<u8>, raw: &[u8]) {
        for (colour, n) in runs(raw) {
            let palette = self.palette;
            let index = *self
                .cache
                .entry(colour)
                .or_insert_with(|| palette.nearest(colour));
            out.resize(out.len() + n, index);
        }
    }
}

/// The pixels of raw RGB bytes as runs of one colour: `(colour, length)`. Pictures are mostly
/// flat fills, so this looks each colour up once a run instead of once a pixel. A run is counted
/// on the bytes as they lie, three at a time, with no pixel copied on the way.
fn runs(raw: &[u8]) -> impl Iterator<Item = ([u8; 3], usize)> + '_ {
    let mut rest = raw;
    std::iter::from_fn(move || {
        let (&colour, _) = rest.split_first_chunk::<3>()?;
        let n = rest
            .chunks_exact(3)
            .take_while(|pixel| **pixel == colour)
            .count();
        rest = &rest[n * 3..];
        Some((colour, n))
    })
}

/// The smallest box `(left, top, width, height)` holding every element that differs between two
/// frames of `width` x `height` elements (indices; or the bytes of RGB pictures, three to a
/// pixel); a single element when nothing does (a GIF frame is never empty).
pub fn changed_box(before: &[u8], after: &[u8], width: u32, height: u32) -> Box4 {
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

/// The box `(left, top, width, height)` of `after` (the indices of a picture `width` wide), row
/// by row, each index that `before` has too replaced by `unchanged`: a frame that draws only what
/// changed over the frame before it.
pub fn changes(
    before: &[u8],
    after: &[u8],
    width: u32,
    (left, top, w, h): Box4,
    unchanged: u8,
) -> Vec<u8> {
    let mut out = Vec::with_capacity((w * h) as usize);
    for y in top..top + h {
        let start = (y * width + left) as usize;
        let span = start..start + w as usize;
        out.extend(
            after[span.clone()]
                .iter()
                .zip(&before[span])
                .map(|(now, was)| if now == was { unchanged } else { *now }),
        );
    }
    out
}

/// The size a picture should stay under to load quickly in a chat on a phone.
pub const PNG_BUDGET: usize = 140 * 1024;

/// Encodes `image` as an 8-bit indexed PNG through its [`Palette`], deflated fast (fdeflate).
pub fn encode_png(image: &RgbImage) -> Vec<u8> {
    let palette = Palette::of(image);
    let indices = Indexer::new(&palette).frame(image);
    let mut bytes = Vec::with_capacity(64 * 1024);
    {
        let mut encoder = png::Encoder::new(&mut bytes, image.width(), image.height());
        encoder.set_color(png::ColorType::Indexed);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_palette(palette.rgb.clone());
        encoder.set_compression(png::Compression::Fast);
        // Indices of neighbouring colours are often neighbours too (NeuQuant keeps its network
        // ordered), so Paeth still finds the repeats: 110 KB for Niwa's garden, against 316 KB
        // unfiltered (measured, fast deflate both).
        encoder.set_filter(png::Filter::Paeth);
        // Writing to a Vec cannot fail, and the indices match the dimensions by construction.
        let written = encoder
            .write_header()
            .and_then(|mut writer| writer.write_image_data(&indices));
        if written.is_err() {
            return Vec::new();
        }
    }
    bytes
}
