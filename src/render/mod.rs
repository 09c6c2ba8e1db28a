//! Pictures of positions: game state in, PNG bytes out.
//!
//! PLACEHOLDER: the renderer issue replaces the body of [`board_png`] with the real drawing kit;
//! the signature is the contract the game service and the bot build on.

use crate::games::AnyGame;

/// What a picture shows besides the position itself.
#[derive(Clone, Debug, Default)]
pub struct View {
    /// The players' names by seat (seat 1 first); missing names are drawn as "Seat N".
    pub names: Vec<String>,
    /// Mark the legal destinations of the player to move.
    pub hints: bool,
}

/// Draws `game` as a PNG.
pub fn board_png(game: &AnyGame, view: &View) -> Vec<u8> {
    let _ = (game, view);
    let image = image::RgbImage::from_pixel(8, 8, image::Rgb([222, 184, 135]));
    let mut bytes = std::io::Cursor::new(Vec::new());
    image
        .write_to(&mut bytes, image::ImageFormat::Png)
        .expect("encoding a PNG in memory cannot fail");
    bytes.into_inner()
}
