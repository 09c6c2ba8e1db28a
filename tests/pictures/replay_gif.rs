//! Replays as GIFs: the file decodes, holds the start and one frame per position after it, loops,
//! holds the last frame longer, encodes later frames as the box of what changed (its unchanged
//! pixels transparent), and its last frame, composited, is the final position's PNG. A GIF over its size
//! limit leaves positions out and says so.
//!
//! The replay's palette is the final position's, by the rule its indexed PNG is made with, so the
//! composited last frame equals the PNG pixel for pixel.

use teban::games::{AnyGame, GameKind};
use teban::render::replay::{DISCORD_ATTACHMENT_LIMIT, FRAME_CS, LAST_FRAME_CS};
use teban::render::{board_png, replay_gif, View};

/// A decoded GIF: its global palette, each frame's delay and box, and the picture after each
/// frame (RGB, every frame drawn over the ones before it).
struct Decoded {
    width: u32,
    height: u32,
    repeat: gif::Repeat,
    delays: Vec<u16>,
    boxes: Vec<(u16, u16, u16, u16)>,
    composited: Vec<Vec<u8>>,
}

fn decode(bytes: &[u8]) -> Decoded {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).expect("the GIF decodes");
    let (width, height) = (u32::from(decoder.width()), u32::from(decoder.height()));
    let palette = decoder
        .global_palette()
        .expect("one global palette")
        .to_vec();
    let mut screen = vec![0u8; (width * height * 3) as usize];
    let (mut delays, mut boxes, mut composited) = (Vec::new(), Vec::new(), Vec::new());
    while let Some(frame) = decoder.read_next_frame().expect("every frame decodes") {
        assert!(frame.palette.is_none(), "no frame has a palette of its own");
        // The first frame is whole and opaque; later ones show the frame before through their
        // transparent ("unchanged") pixels.
        if composited.is_empty() {
            assert!(frame.transparent.is_none(), "the first frame is opaque");
        }
        for (i, &index) in frame.buffer.iter().enumerate() {
            if Some(index) == frame.transparent {
                continue;
            }
            let x = u32::from(frame.left) + i as u32 % u32::from(frame.width);
            let y = u32::from(frame.top) + i as u32 / u32::from(frame.width);
            let at = ((y * width + x) * 3) as usize;
            let colour = usize::from(index) * 3;
            screen[at..at + 3].copy_from_slice(&palette[colour..colour + 3]);
        }
        delays.push(frame.delay);
        boxes.push((frame.left, frame.top, frame.width, frame.height));
        composited.push(screen.clone());
    }
    Decoded {
        width,
        height,
        repeat: decoder.repeat(),
        delays,
        boxes,
        composited,
    }
}

/// The positions of a game: the start, then one after each move.
fn positions(kind: GameKind, moves: &[&str]) -> Vec<AnyGame> {
    let mut game = AnyGame::new(kind, None).unwrap();
    let mut positions = vec![game.clone()];
    for mv in moves {
        game.play(mv).unwrap();
        positions.push(game.clone());
    }
    positions
}

/// A game of `plies` legal moves, each the legal move at a fixed stride.
fn played(kind: GameKind, plies: usize) -> Vec<AnyGame> {
    let mut game = AnyGame::new(kind, None).unwrap();
    let mut positions = vec![game.clone()];
    for i in 0..plies {
        let legal = game.legal_moves();
        if legal.is_empty() {
            break;
        }
        game.play(&legal[(i * 37 + 11) % legal.len()]).unwrap();
        positions.push(game.clone());
    }
    positions
}

fn view() -> View {
    View {
        names: vec!["Ann".into(), "Bob".into()],
        hints: false,
        ..View::default()
    }
}

/// The last frame against the final position's PNG, as the module doc says: pixel for pixel.
fn assert_last_frame_is_the_final_png(decoded: &Decoded, last: &AnyGame) {
    let png = image::load_from_memory(&board_png(last, &view()))
        .unwrap()
        .to_rgb8();
    assert_eq!((decoded.width, decoded.height), png.dimensions());
    let shown = decoded.composited.last().unwrap();
    assert!(
        shown.as_slice() == png.as_raw().as_slice(),
        "the last frame is the final PNG exactly"
    );
}

#[test]
fn a_quoridor_replay_has_a_frame_per_position_and_ends_on_the_final_picture() {
    let moves = ["e2", "e8", "e3h", "e7", "d6v", "e6", "c3h", "e5", "e3"];
    let positions = positions(GameKind::Quoridor, &moves);
    let replay = replay_gif(&positions, &view(), DISCORD_ATTACHMENT_LIMIT);
    assert_eq!((replay.frames, replay.positions), (10, 10));
    assert_eq!(replay.note, None);
    let decoded = decode(&replay.gif);
    assert_eq!(decoded.composited.len(), moves.len() + 1);
    assert_eq!(decoded.repeat, gif::Repeat::Infinite);
    let mut delays = vec![FRAME_CS; moves.len()];
    delays.push(LAST_FRAME_CS);
    assert_eq!(decoded.delays, delays);
    let (w, h) = (decoded.width as u16, decoded.height as u16);
    assert_eq!(decoded.boxes[0], (0, 0, w, h), "the first frame is whole");
    for &(left, top, width, height) in &decoded.boxes[1..] {
        assert!(left + width <= w && top + height <= h);
        assert!(
            u32::from(width) * u32::from(height) < u32::from(w) * u32::from(h),
            "a move changes a box, not the whole picture"
        );
    }
    assert_last_frame_is_the_final_png(&decoded, positions.last().unwrap());
    // Each frame on the way is its position's picture too (through the palette).
    let middle = decode(&replay_gif(&positions[..5], &view(), DISCORD_ATTACHMENT_LIMIT).gif);
    assert_last_frame_is_the_final_png(&middle, &positions[4]);
}

#[test]
fn sensei_and_niwa_replays_end_on_their_final_pictures() {
    for kind in [GameKind::Sensei, GameKind::Niwa] {
        let positions = played(kind, 12);
        let replay = replay_gif(&positions, &view(), DISCORD_ATTACHMENT_LIMIT);
        let decoded = decode(&replay.gif);
        assert_eq!(decoded.composited.len(), positions.len(), "{kind:?}");
        assert_last_frame_is_the_final_png(&decoded, positions.last().unwrap());
    }
}

#[test]
fn a_replay_over_its_limit_leaves_positions_out_and_says_so() {
    let positions = played(GameKind::Quoridor, 30);
    let whole = replay_gif(&positions, &view(), DISCORD_ATTACHMENT_LIMIT);
    let limit = whole.gif.len() / 2;
    let short = replay_gif(&positions, &view(), limit);
    assert!(short.gif.len() <= limit, "{} > {limit}", short.gif.len());
    assert!(short.frames < positions.len() && short.frames >= 2);
    assert_eq!(short.positions, positions.len());
    let note = short.note.expect("a shortened replay says so");
    assert!(
        note.starts_with("one position in ") && note.contains(" is shown ("),
        "{note}"
    );
    let decoded = decode(&short.gif);
    assert_eq!(decoded.composited.len(), short.frames);
    assert_last_frame_is_the_final_png(&decoded, positions.last().unwrap());
}
